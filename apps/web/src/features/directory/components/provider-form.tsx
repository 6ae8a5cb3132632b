import { Trans, useLingui } from '@lingui/react/macro';
import { sharedText } from '../../../lib/shared-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  PROVIDER_LIMITS,
  PROVIDER_MESSAGES,
  ProviderCreateForm,
  ProviderUpdateForm,
  type ProviderFormInput,
  type ProviderFormValues,
} from '@padosi/shared/providers';
import { visibleTextLength } from '@padosi/shared/rich-text';
import { Button } from '../../../components/ui/button';
import { Field, Input, Options, Select, Textarea } from '../../../components/ui/field';
import { ApartmentSelect } from '../../../components/apartments/apartment-select';
import { useMainCategories, useSubCategories } from '../api/categories';
import { ProviderImagePicker } from './provider-image-picker';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';

interface ProviderFormProps {
  mode: 'create' | 'update';
  defaults: ProviderFormInput;
  currentImage?: string | null;
  submitting: boolean;
  submitLabel: string;
  onSubmit: (values: ProviderFormValues, image: File | null) => void;
}

/**
 * The registration and update forms (spec 01 points 3 and 5): the same shared schema as the server, with the
 * registration (name 80) or update (name 100) limits. Messages appear after a submit attempt. Choosing a main
 * category resets the sub category; answering No to the shop question clears the shop fields.
 */
export function ProviderForm({ mode, defaults, currentImage = null, submitting, submitLabel, onSubmit }: ProviderFormProps) {
  const schema = mode === 'create' ? ProviderCreateForm : ProviderUpdateForm;
  const nameMax = mode === 'create' ? PROVIDER_LIMITS.nameMaxCreate : PROVIDER_LIMITS.nameMaxUpdate;
  const { control, register, handleSubmit, setValue, formState } = useForm<ProviderFormInput, unknown, ProviderFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const { errors, isSubmitted } = formState;
  const [image, setImage] = useState<File | null>(null);
  const hasShop = useWatch({ control, name: 'has_shop' }) === 'yes';
  const parentId = Number(useWatch({ control, name: 'parent_id' })) || 0;
  const details = useWatch({ control, name: 'business_details' }) ?? '';
  const longDesc = useWatch({ control, name: 'long_desc' }) ?? '';
  const mains = useMainCategories();
  const subs = useSubCategories(parentId);
  const editorId = useId();
  const { t } = useLingui();

  const text = (name: 'name' | 'shopname' | 'address' | 'pincode' | 'phone_number', label: string, max: number, extra: Record<string, string> = {}) => (
    <Field label={label} required={name === 'name' || name === 'phone_number' || hasShop} error={errors[name]?.message}>
      {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={max} {...extra} {...register(name)} />}
    </Field>
  );

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values, image))} className="space-y-5">
      {text('name', t`Name`, nameMax, { autoComplete: 'organization' })}

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">
          <Trans>Do you have a shop?</Trans>
        </legend>
        <div className="flex gap-3">
          {(['yes', 'no'] as const).map((answer) => (
            <label
              key={answer}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-medium has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={answer}
                className="size-4 accent-brand-700"
                {...register('has_shop', {
                  onChange: () => {
                    if (answer !== 'no') return;
                    setValue('shopname', '');
                    if (mode === 'create') {
                      setValue('address', '');
                      setValue('pincode', '');
                    }
                  },
                })}
              />
              {answer === 'yes' ? t`Yes` : t`No`}
            </label>
          ))}
        </div>
      </fieldset>

      {hasShop && text('shopname', t`Shop Name`, PROVIDER_LIMITS.shopnameMax)}
      {(hasShop || mode === 'update') && (
        <div className="grid gap-x-4 sm:grid-cols-[1fr_12rem]">
          {text('address', t`Address`, PROVIDER_LIMITS.addressMax, { autoComplete: 'street-address' })}
          {text('pincode', t`Pincode`, PROVIDER_LIMITS.pincodeMax, { inputMode: 'numeric', autoComplete: 'postal-code' })}
        </div>
      )}

      <Field label={t`Apartment`} hint={t`Optional: where you live or work`} error={errors.apartment_id?.message}>
        {({ id, describedBy, invalid }) => (
          <ApartmentSelect placeholder={t`No apartment`} id={id} aria-describedby={describedBy} invalid={invalid} {...register('apartment_id')} />
        )}
      </Field>

      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={t`Main Category`} required error={errors.parent_id?.message}>
          {({ id, describedBy, invalid }) => (
            <Select
              key={mains.data ? 'loaded' : 'loading'}
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              {...register('parent_id', { onChange: () => setValue('service_type', '') })}
            >
              <option value="">{t`Select a main category`}</option>
              <Options items={mains.data} />
            </Select>
          )}
        </Field>
        <Field label={t`Sub Category`} required error={errors.service_type?.message}>
          {({ id, describedBy, invalid }) => (
            <Select
              key={subs.data ? `loaded-${parentId}` : 'loading'}
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              disabled={!parentId}
              {...register('service_type')}
            >
              <option value="">{parentId ? t`Select a sub category` : t`Choose a main category first`}</option>
              <Options items={subs.data} />
            </Select>
          )}
        </Field>
      </div>

      {text('phone_number', t`Phone Number`, 10, { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' })}

      <Field
        label={t`Business details`}
        hint={t`A short line shown on your card`}
        counter={`${details.length}/${PROVIDER_LIMITS.businessDetailsMax}`}
        error={errors.business_details?.message}
      >
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            rows={2}
            className="min-h-16"
            aria-describedby={describedBy}
            invalid={invalid}
            maxLength={PROVIDER_LIMITS.businessDetailsMax}
            {...register('business_details')}
          />
        )}
      </Field>

      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-700">
          <Trans>Profile image</Trans>
          {mode === 'create' && (
            <span className="text-red-600" aria-hidden="true">
              *
            </span>
          )}
        </p>
        <ProviderImagePicker
          mode={mode}
          current={currentImage}
          onChange={setImage}
          requiredMessage={mode === 'create' && isSubmitted && !image ? PROVIDER_MESSAGES.imageRequired : null}
        />
      </div>

      <div className="space-y-1.5">
        <p id={`${editorId}-label`} className="text-sm font-medium text-slate-700">
          <Trans>Long description</Trans>
        </p>
        <Controller
          control={control}
          name="long_desc"
          render={({ field }) => (
            <RichTextEditor
              id={editorId}
              labelId={`${editorId}-label`}
              describedBy={`${editorId}-counter`}
              initialHtml={String(defaults.long_desc ?? '')}
              maxChars={PROVIDER_LIMITS.longDescMax}
              invalid={Boolean(errors.long_desc)}
              onChange={field.onChange}
            />
          )}
        />
        <div className="flex justify-between gap-3 text-sm">
          <p className="text-red-600" role={errors.long_desc ? 'alert' : undefined}>
            {sharedText(errors.long_desc?.message)}
          </p>
          <p id={`${editorId}-counter`} className="shrink-0 text-xs tabular-nums text-slate-500" aria-live="polite">
            {visibleTextLength(String(longDesc))}/{PROVIDER_LIMITS.longDescMax}
          </p>
        </div>
      </div>

      <Button type="submit" size="lg" loading={submitting} className="w-full sm:w-auto">
        {submitLabel}
      </Button>
    </form>
  );
}
