import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { GRIEVANCE_LIMITS, GrievanceReplyBody, type AdminGrievance, type GrievanceReplyInput } from '@padosi/shared/grievances';
import { Button } from '../../../components/ui/button';
import { Field, Textarea } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { sharedText } from '../../../lib/shared-messages';
import { useAnswerGrievance } from '../api/grievances';

/** The officer's answer to one request; ticking "close" closes it with the answer. */
export function GrievanceAnswer({ grievance }: { grievance: AdminGrievance }) {
  const { t } = useLingui();
  const answer = useAnswerGrievance();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<GrievanceReplyInput>({ resolver: zodResolver(GrievanceReplyBody), defaultValues: { body: '', close: false } });
  const length = (useWatch({ control, name: 'body' }) ?? '').length;
  const onValid = (values: GrievanceReplyInput) =>
    answer.mutate(
      { id: grievance.id, body: values },
      {
        onSuccess: (res) => {
          notify('success', sharedText(res.message));
          reset();
        },
        onError: (err) => notify('error', errorText(err, t`Something went wrong. Please try again.`)),
      },
    );
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="mt-3 space-y-2 border-t border-slate-100 pt-3" aria-label={t`Answer ${grievance.ref}`}>
      <Field
        label={t`Your answer`}
        error={errors.body?.message}
        counter={`${length}/${GRIEVANCE_LIMITS.replyMax}`}
        hint={grievance.is_visitor ? t`A visitor gets this answer by e-mail.` : t`The resident is told in the app and by e-mail, and reads it here.`}
      >
        {({ id, describedBy, invalid }) => (
          <Textarea id={id} rows={3} aria-describedby={describedBy} invalid={invalid} maxLength={GRIEVANCE_LIMITS.replyMax} {...register('body')} />
        )}
      </Field>
      <label className="flex min-h-11 items-center gap-3 text-sm text-slate-700">
        <input type="checkbox" className="size-4" {...register('close')} />
        <span>
          <Trans>Close the request with this answer</Trans>
        </span>
      </label>
      <Button type="submit" loading={answer.isPending}>
        <Trans>Send answer</Trans>
      </Button>
    </form>
  );
}
