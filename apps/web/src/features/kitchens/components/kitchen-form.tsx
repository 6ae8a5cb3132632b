import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { CUISINES, DIETS, KITCHEN_LIMITS, KITCHEN_MESSAGES, KitchenBody, type Kitchen, type KitchenValues } from '@padosi/shared/kitchens';
import { Button } from '../../../components/ui/button';
import { Field, Fieldset, Input, Textarea } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-client';
import { useConfig } from '../../../lib/config';
import { notify } from '../../../lib/notify';
import { subscribeToPush } from '../../../lib/push-subscription';
import { useAddPhotos, useRemovePhoto, useSaveKitchen } from '../api/kitchens';
import { KitchenPhotosField, type NewImage } from './kitchen-photos-field';
import { ScheduleField } from './schedule-field';
import { cuisineLabel, dietLabel } from '../labels';

type FormInput = z.input<typeof KitchenBody>;

const blank: FormInput = {
  name: '',
  story: '',
  cuisines: [],
  diet: 'veg',
  pickup_point: '',
  delivers: false,
  delivery_area: '',
  delivery_fee: '0',
  min_order: '0',
  upi_id: '',
  fssai_number: '',
  schedule: [{ slot: 'lunch', days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], cutoff_time: '10:30', cutoff_day: 'same' }],
  is_open: true,
};

const fromKitchen = (k: Kitchen): FormInput => ({
  name: k.name,
  story: k.story,
  cuisines: k.cuisines as FormInput['cuisines'],
  diet: k.diet,
  pickup_point: k.pickup_point,
  delivers: k.delivers,
  delivery_area: k.delivery_area,
  delivery_fee: k.delivery_fee,
  min_order: k.min_order,
  upi_id: k.upi_id,
  fssai_number: k.fssai_number ?? '',
  schedule: k.schedule,
  is_open: k.is_open,
});

/** Create or edit the cook's kitchen; photos upload after the kitchen is saved. */
export function KitchenForm({ kitchen }: { kitchen?: Kitchen }) {
  const navigate = useNavigate();
  const save = useSaveKitchen();
  const addPhotos = useAddPhotos();
  const removePhoto = useRemovePhoto();
  const [added, setAdded] = useState<NewImage[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const { vapidPublicKey } = useConfig();
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, KitchenValues>({ resolver: zodResolver(KitchenBody), defaultValues: kitchen ? fromKitchen(kitchen) : blank });
  const delivers = useWatch({ control, name: 'delivers' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: kitchen?.id, body: values });
      if (added.length) await addPhotos.mutateAsync({ id: saved.id, files: added.map((a) => a.file) });
      notify('success', kitchen ? KITCHEN_MESSAGES.updated : KITCHEN_MESSAGES.created);
      // A new cook is asked once, so new orders reach them as pushes.
      if (!kitchen) void subscribeToPush('kitchens', vapidPublicKey).catch(() => undefined);
      navigate(kitchen ? '/cloud-kitchen/dashboard' : '/cloud-kitchen/menu');
    } catch (err) {
      setFailure(errorText(err, t`Could not save the kitchen. Please try again.`));
    }
  });

  const section = 'space-y-4 rounded-2xl border border-slate-200/70 bg-white p-5 shadow-card sm:p-6';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <section className={section} aria-labelledby="about-h">
        <h2 id="about-h" className="text-lg font-semibold text-slate-900">
          <Trans>About your kitchen</Trans>
        </h2>
        <Field label={t`Kitchen name`} required error={errors.name?.message}>
          {(a) => <Input id={a.id} aria-describedby={a.describedBy} invalid={a.invalid} maxLength={KITCHEN_LIMITS.nameMax} {...register('name')} />}
        </Field>
        <Field label={t`Your story`} hint={t`What you cook, where you learnt it, what makes it yours.`} error={errors.story?.message}>
          {(a) => <Textarea id={a.id} aria-describedby={a.describedBy} invalid={a.invalid} maxLength={KITCHEN_LIMITS.storyMax} {...register('story')} />}
        </Field>
        <Controller
          control={control}
          name="cuisines"
          render={({ field }) => (
            <Fieldset legend={t`Cuisines (up to 5)`} error={errors.cuisines?.message} className="flex flex-wrap gap-1.5">
              {CUISINES.map((c) => {
                const on = field.value.includes(c);
                return (
                  <label
                    key={c}
                    className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm ${on ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900' : 'border-slate-300 bg-white text-slate-700'}`}
                  >
                    <input
                      type="checkbox"
                      className="accent-brand-700"
                      checked={on}
                      onChange={() => field.onChange(on ? field.value.filter((x) => x !== c) : [...field.value, c])}
                    />
                    {cuisineLabel(c)}
                  </label>
                );
              })}
            </Fieldset>
          )}
        />
        <Fieldset legend={t`Food type`} className="flex flex-wrap gap-4">
          {DIETS.map((d) => (
            <label key={d} className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="radio" value={d} className="size-4 accent-brand-700" {...register('diet')} /> {dietLabel(d)}
            </label>
          ))}
        </Fieldset>
        <KitchenPhotosField
          label={t`Kitchen photos`}
          kept={kitchen?.photos ?? []}
          added={added}
          max={KITCHEN_LIMITS.maxPhotos}
          onRemoveKept={(file) =>
            kitchen && removePhoto.mutate({ id: kitchen.id, file }, { onError: (e) => notify('error', errorText(e, t`Could not remove the photo.`)) })
          }
          onRemoveAdded={(index) => setAdded(added.filter((_, i) => i !== index))}
          onAdd={(images) => setAdded([...added, ...images])}
        />
      </section>

      <section className={section} aria-labelledby="pickup-h">
        <h2 id="pickup-h" className="text-lg font-semibold text-slate-900">
          <Trans>Pickup, delivery and payment</Trans>
        </h2>
        <Field label={t`Pickup point`} required hint={t`e.g. Block B lobby, Flat 304`} error={errors.pickup_point?.message}>
          {(a) => <Input id={a.id} aria-describedby={a.describedBy} invalid={a.invalid} maxLength={KITCHEN_LIMITS.placeMax} {...register('pickup_point')} />}
        </Field>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-5 accent-brand-700" {...register('delivers')} /> <Trans>I deliver within the community</Trans>
        </label>
        {delivers && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t`Delivery area`} error={errors.delivery_area?.message} className="sm:col-span-2">
              {(a) => (
                <Input id={a.id} aria-describedby={a.describedBy} invalid={a.invalid} maxLength={KITCHEN_LIMITS.placeMax} {...register('delivery_area')} />
              )}
            </Field>
            <Field label={t`Delivery fee (₹)`} error={errors.delivery_fee?.message}>
              {(a) => <Input id={a.id} aria-describedby={a.describedBy} invalid={a.invalid} inputMode="decimal" maxLength={10} {...register('delivery_fee')} />}
            </Field>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t`Minimum order (₹)`} error={errors.min_order?.message}>
            {(a) => <Input id={a.id} aria-describedby={a.describedBy} invalid={a.invalid} inputMode="decimal" maxLength={10} {...register('min_order')} />}
          </Field>
          <Field label={t`UPI ID`} hint={t`Customers can pay you through any UPI app.`} error={errors.upi_id?.message}>
            {(a) => <Input id={a.id} aria-describedby={a.describedBy} invalid={a.invalid} maxLength={100} placeholder="name@okbank" {...register('upi_id')} />}
          </Field>
          <Field
            label={t`FSSAI registration number (optional)`}
            hint={t`Shown as a verified badge once an admin checks it.`}
            error={errors.fssai_number?.message}
          >
            {(a) => <Input id={a.id} aria-describedby={a.describedBy} invalid={a.invalid} inputMode="numeric" maxLength={14} {...register('fssai_number')} />}
          </Field>
        </div>
      </section>

      <section className={section} aria-labelledby="schedule-h">
        <h2 id="schedule-h" className="text-lg font-semibold text-slate-900">
          <Trans>When you cook</Trans>
        </h2>
        <Controller
          control={control}
          name="schedule"
          render={({ field }) => (
            <ScheduleField value={field.value} onChange={field.onChange} error={errors.schedule?.message ?? errors.schedule?.root?.message} />
          )}
        />
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-5 accent-brand-700" {...register('is_open')} /> <Trans>Open for orders</Trans>
        </label>
      </section>

      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => navigate(-1)}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={save.isPending || addPhotos.isPending}>
          {kitchen ? t`Save kitchen` : t`Create kitchen`}
        </Button>
      </div>
    </form>
  );
}
