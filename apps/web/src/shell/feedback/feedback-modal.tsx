import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES, FeedbackBody, type FeedbackInput, type FeedbackValues } from '@padosi/shared/feedback';
import { SHELL } from '@padosi/shared/site';
import { Button } from '../../components/ui/button';
import { Field, Input, Textarea } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { StarInput } from '../../components/ui/star-rating';
import { api } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { sharedText } from '../../lib/shared-messages';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Feedback Form: messages appear once a field was touched; an invalid submit explains itself in a toast. */
export default function FeedbackModal({ open, onOpenChange }: Props) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useForm<FeedbackInput, unknown, FeedbackValues>({
    resolver: zodResolver(FeedbackBody),
    mode: 'onTouched',
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', message: '', rating: null },
  });
  const message = useWatch({ control, name: 'message' }) ?? '';

  const onValid = async (values: FeedbackValues) => {
    try {
      await api('/api/feedback', { json: values });
      notify('success', sharedText(FEEDBACK_MESSAGES.success), SHELL.feedbackToastMs);
      reset();
      onOpenChange(false);
    } catch {
      notify('error', sharedText(FEEDBACK_MESSAGES.failure));
    }
  };
  const onInvalid = () => notify('error', sharedText(FEEDBACK_MESSAGES.invalidForm));

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={sharedText(FEEDBACK_MESSAGES.title)} description={t`Tell us what works and what we should improve.`}>
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-3">
        <Field label={t`Name`} required error={errors.name?.message}>
          {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} autoComplete="name" {...register('name')} />}
        </Field>
        <Field label={t`Email`} required error={errors.email?.message}>
          {({ id, describedBy, invalid }) => (
            <Input id={id} type="email" aria-describedby={describedBy} invalid={invalid} autoComplete="email" {...register('email')} />
          )}
        </Field>
        <Field label={t`Message`} required error={errors.message?.message} counter={`${message.length}/${FEEDBACK_LIMITS.messageMax}`}>
          {({ id, describedBy, invalid }) => (
            <Textarea id={id} aria-describedby={describedBy} invalid={invalid} maxLength={FEEDBACK_LIMITS.messageMax} rows={4} {...register('message')} />
          )}
        </Field>
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-700" id="feedback-rating-label">
            <Trans>
              Rating <span className="font-normal text-slate-500">(optional)</span>
            </Trans>
          </p>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => <StarInput label={t`Rating`} value={field.value ?? null} onChange={field.onChange} clearable />}
          />
        </div>
        <Button type="submit" className="w-full" softDisabled={!isValid} loading={isSubmitting}>
          {isSubmitting ? sharedText(FEEDBACK_MESSAGES.submitting) : t`Submit`}
        </Button>
      </form>
    </Modal>
  );
}
