import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { GRIEVANCE_KINDS, GRIEVANCE_LIMITS, GrievanceBody, VisitorGrievanceBody, type Grievance } from '@padosi/shared/grievances';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { sharedText } from '../../../lib/shared-messages';
import { useRaiseGrievance } from '../api/grievances';
import { KIND_LABELS } from './grievance-words';

/** The grievance form: a resident's name and e-mail come from their account; a visitor gives theirs. */
export function GrievanceForm({ signedIn, onFiled }: { signedIn: boolean; onFiled: (g: Grievance) => void }) {
  const { t, i18n } = useLingui();
  const raise = useRaiseGrievance();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<GrievanceBody>({
    // A visitor's name and e-mail are required; a resident sends neither.
    // The visitor's schema only makes name and e-mail required: its values are a GrievanceBody too.
    resolver: zodResolver(signedIn ? GrievanceBody : (VisitorGrievanceBody as unknown as typeof GrievanceBody)),
    defaultValues: { kind: undefined, message: '', name: '', email: '' },
  });
  const length = (useWatch({ control, name: 'message' }) ?? '').length;

  const onValid = (values: GrievanceBody) =>
    raise.mutate(signedIn ? { kind: values.kind, message: values.message } : values, {
      onSuccess: (res) => {
        notify('success', sharedText(res.message));
        reset();
        onFiled(res.grievance);
      },
      onError: (err) => notify('error', errorText(err, t`Something went wrong. Please try again.`)),
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-3" aria-labelledby="grievance-form-title">
      <h2 id="grievance-form-title" className="text-lg font-semibold text-slate-900">
        <Trans>Raise a request</Trans>
      </h2>
      {!signedIn && (
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label={t`Your name`} required error={errors.name?.message}>
            {({ id, describedBy, invalid }) => (
              <Input id={id} aria-describedby={describedBy} invalid={invalid} autoComplete="name" maxLength={GRIEVANCE_LIMITS.nameMax} {...register('name')} />
            )}
          </Field>
          <Field label={t`Your e-mail`} required error={errors.email?.message} hint={t`The answer is sent here.`}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="email"
                aria-describedby={describedBy}
                invalid={invalid}
                autoComplete="email"
                maxLength={GRIEVANCE_LIMITS.emailMax}
                {...register('email')}
              />
            )}
          </Field>
        </div>
      )}
      <Field label={t`What is it about?`} required error={errors.kind?.message}>
        {({ id, describedBy, invalid }) => (
          <Select id={id} aria-describedby={describedBy} invalid={invalid} defaultValue="" {...register('kind')}>
            <option value="" disabled>
              {t`Choose one`}
            </option>
            {GRIEVANCE_KINDS.map((k) => (
              <option key={k} value={k}>
                {i18n._(KIND_LABELS[k])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={t`Your request`}
        required
        error={errors.message?.message}
        counter={`${length}/${GRIEVANCE_LIMITS.messageMax}`}
        hint={t`Say what you want us to do. For a correction, say what is wrong and what it should be.`}
      >
        {({ id, describedBy, invalid }) => (
          <Textarea id={id} rows={5} aria-describedby={describedBy} invalid={invalid} maxLength={GRIEVANCE_LIMITS.messageMax} {...register('message')} />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={raise.isPending}>
        <Trans>Send request</Trans>
      </Button>
    </form>
  );
}
