import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import {
  HOME_HELP_LIMITS,
  HOME_HELP_MESSAGES as M,
  HOME_HELP_SERVICE_TYPES,
  HOME_HELP_STATUSES,
  homeHelpSchema,
  type HomeHelpBodyValues,
  type HomeHelpInput,
} from '@padosi/shared/home-help';
import { Button } from '../../../components/ui/button';
import { Field, Fieldset, Input, Options, Select, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useProviders } from '../api/list-providers';
import { ProviderOptions } from './provider-options';
import { ServiceSummary } from './service-icon';
import { statusLabel } from '../labels';
import { communityToday } from '../../../lib/clock';

interface RequestFormProps {
  defaults: Partial<HomeHelpInput>;
  /** When editing: the stored date, which may stay although past. */
  keepDate?: string;
  isAdmin: boolean;
  /** The provider assigned now, kept as a choice even when the directory no longer lists it for this service. */
  currentProvider?: { id: number; name: string } | null;
  submitLabel: string;
  onSave: (values: HomeHelpBodyValues) => Promise<void>;
}

/** The home-help form: the shared schema's rules, submit disabled while invalid, admin-only status and provider. */
export function RequestForm({ defaults, keepDate, isAdmin, currentProvider, submitLabel, onSave }: RequestFormProps) {
  const schema = useMemo(() => homeHelpSchema(communityToday, keepDate), [keepDate]);
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<HomeHelpInput, unknown, HomeHelpBodyValues>({ resolver: zodResolver(schema), defaultValues: defaults, mode: 'all' });
  const [serviceType, address, description] = useWatch({ control, name: ['service_type', 'address', 'description'] });
  const providers = useProviders(serviceType && serviceType !== 'Both' ? serviceType : undefined, isAdmin);
  const today = communityToday();

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(isAdmin ? values : { ...values, status: undefined, provider_id: undefined });
    } catch (err) {
      if (err instanceof ApiError) for (const [field, message] of Object.entries(err.details)) setError(field as Path<HomeHelpInput>, { message });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Fieldset legend={t`Service type`} required error={errors.service_type?.message} className="grid gap-2 sm:grid-cols-3">
        {HOME_HELP_SERVICE_TYPES.map((type) => (
          <label
            key={type}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-3 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-600/25 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input type="radio" value={type} className="sr-only" {...register('service_type')} />
            <ServiceSummary type={type} />
          </label>
        ))}
      </Fieldset>
      <div className="grid gap-x-4 sm:grid-cols-3">
        <Field label={t`Date`} required error={errors.request_date?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="date"
              min={keepDate && keepDate < today ? keepDate : today}
              aria-describedby={describedBy}
              invalid={invalid}
              {...register('request_date')}
            />
          )}
        </Field>
        <Field label={t`Time`} required error={errors.request_time?.message}>
          {({ id, describedBy, invalid }) => (
            <Input id={id} type="time" maxLength={HOME_HELP_LIMITS.timeMax} aria-describedby={describedBy} invalid={invalid} {...register('request_time')} />
          )}
        </Field>
        <Field label={t`Phone number`} required error={errors.phone_number?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="tel"
              inputMode="numeric"
              maxLength={10}
              autoComplete="tel-national"
              aria-describedby={describedBy}
              invalid={invalid}
              {...register('phone_number')}
            />
          )}
        </Field>
      </div>
      <Field label={t`Address`} required counter={`${(address ?? '').length}/${HOME_HELP_LIMITS.addressMax}`} error={errors.address?.message}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            rows={2}
            className="min-h-20"
            maxLength={HOME_HELP_LIMITS.addressMax}
            autoComplete="street-address"
            aria-describedby={describedBy}
            invalid={invalid}
            {...register('address')}
          />
        )}
      </Field>
      <Field label={t`Description`} counter={`${(description ?? '').length}/${HOME_HELP_LIMITS.descriptionMax}`} error={errors.description?.message}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            maxLength={HOME_HELP_LIMITS.descriptionMax}
            placeholder={t`Which days, how many people, veg or non-veg…`}
            aria-describedby={describedBy}
            invalid={invalid}
            {...register('description')}
          />
        )}
      </Field>
      {isAdmin && (
        <fieldset className="grid gap-x-4 rounded-2xl border border-brand-100 bg-brand-50/40 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-brand-900">
            <Trans>Admin</Trans>
          </legend>
          <Field label={t`Status`}>
            {({ id }) => (
              <Select id={id} {...register('status')}>
                <Options values={HOME_HELP_STATUSES} label={statusLabel} />
              </Select>
            )}
          </Field>
          <Field label={t`Provider`} error={providers.isError ? M.providersFailed : errors.provider_id?.message}>
            {({ id, describedBy, invalid }) =>
              // The select mounts once the options exist, so the form can select the stored provider in it.
              providers.isPending ? (
                <Select id={id} disabled>
                  <option>{t`Loading providers…`}</option>
                </Select>
              ) : (
                <Select
                  id={id}
                  aria-describedby={describedBy}
                  invalid={invalid}
                  {...register('provider_id', { setValueAs: (v) => (v === '' || v == null ? null : Number(v)) })}
                >
                  <option value="">{t`Not assigned`}</option>
                  <ProviderOptions providers={providers.data} assigned={currentProvider} />
                </Select>
              )
            }
          </Field>
        </fieldset>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" softDisabled={!isValid} loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
