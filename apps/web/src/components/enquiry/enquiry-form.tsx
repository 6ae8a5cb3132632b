import { Trans, useLingui } from '@lingui/react/macro';
import { sharedText } from '../../lib/shared-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES, HomeEnquiryForm, QuickEnquiryForm, type EnquiryInput } from '@padosi/shared/enquiries';
import type { z } from 'zod';
import { Button } from '../ui/button';
import { Field, Input, Textarea } from '../ui/field';
import { api } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth-store';
import { notify } from '../../lib/notify';

type Values = z.output<typeof HomeEnquiryForm>;

interface EnquiryFormProps {
  /** quick: the shell's modal (phone must start 6–9); home: the home-page box (any 10 digits). */
  variant: 'home' | 'quick';
  selectedService?: string;
  /** Modal mode: called when the Thank You message has faded, to close the modal. */
  onDone?: () => void;
  compact?: boolean;
}

/**
 * The quick service enquiry: errors show after a submit attempt, submit is disabled while invalid or sending,
 * a Thank You message fades out after 4 s. Both variants send to POST /api/enquiries (decision 004).
 */
export function EnquiryForm({ variant, selectedService = '', onDone, compact }: EnquiryFormProps) {
  const user = useCurrentUser();
  const { t } = useLingui();
  const initial = (): EnquiryInput => ({ name: user?.name ?? '', phone: user?.phone_number ?? '', service: selectedService, requirement: '' });
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting, isSubmitted },
  } = useForm<EnquiryInput, unknown, Values>({ resolver: zodResolver(variant === 'quick' ? QuickEnquiryForm : HomeEnquiryForm), defaultValues: initial() });
  const [thanked, setThanked] = useState(false);
  const [failed, setFailed] = useState(false);
  const thanksId = useId();
  const requirement = useWatch({ control, name: 'requirement' }) ?? '';

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => {
      setThanked(false);
      onDone?.();
    }, ENQUIRY_LIMITS.thankYouMs);
    return () => clearTimeout(timer);
  }, [thanked, onDone]);

  const onValid = async (values: Values) => {
    setFailed(false);
    try {
      await api('/api/enquiries', { json: { ...values, source: variant } });
      reset({ ...initial(), service: selectedService });
      setThanked(true);
    } catch {
      setFailed(true);
      notify('error', ENQUIRY_MESSAGES.failure);
    }
  };

  const show = (message?: string) => (isSubmitted ? message : undefined);

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className={compact ? 'space-y-2' : 'space-y-3'} aria-describedby={thanked ? thanksId : undefined}>
      <div className={compact ? 'grid gap-x-3 sm:grid-cols-2' : 'grid gap-x-4 sm:grid-cols-2'}>
        <Field label={t`Name`} required error={show(errors.name?.message)}>
          {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} autoComplete="name" {...register('name')} />}
        </Field>
        <Field label={t`Phone`} required error={show(errors.phone?.message)}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="tel"
              inputMode="numeric"
              maxLength={10}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="tel-national"
              {...register('phone')}
            />
          )}
        </Field>
      </div>
      <Field label={t`Service`} required error={show(errors.service?.message)}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            maxLength={ENQUIRY_LIMITS.serviceMax}
            placeholder={t`e.g. Plumber, Maid, Tutor`}
            {...register('service')}
          />
        )}
      </Field>
      <Field label={t`Requirement`} error={show(errors.requirement?.message)} counter={`${requirement.length}/${ENQUIRY_LIMITS.requirementMax}`}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            rows={compact ? 2 : 3}
            maxLength={ENQUIRY_LIMITS.requirementMax}
            placeholder={t`Tell us briefly what you need (optional)`}
            {...register('requirement')}
          />
        )}
      </Field>
      {failed && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {sharedText(ENQUIRY_MESSAGES.failure)}
        </p>
      )}
      {thanked && (
        <p
          id={thanksId}
          role="status"
          className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 [animation-delay:3400ms] animate-fade-out"
        >
          <CheckCircle2 className="size-5" aria-hidden="true" /> <Trans>Thank You! Our team will call you shortly.</Trans>
        </p>
      )}
      <Button type="submit" className="w-full" softDisabled={!isValid} loading={isSubmitting}>
        {isSubmitting ? sharedText(ENQUIRY_MESSAGES.submitting) : t`Send enquiry`}
      </Button>
    </form>
  );
}
