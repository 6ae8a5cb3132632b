import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ItemBody, KITCHEN_LIMITS, KITCHEN_SLOTS, SPICE_LABELS, type ItemValues, type MenuItem } from '@padosi/shared/kitchens';
import { weekDayLabel } from '../../../lib/day-names';
import { slotLabel, spiceLabel } from '../labels';
import { WEEK_DAYS } from '@padosi/shared/week-days';
import { Button } from '../../../components/ui/button';
import { Field, Fieldset, Input, Select, Textarea } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSaveItem } from '../api/kitchens';
import { KitchenPhotosField, type NewImage } from './kitchen-photos-field';

type FormInput = z.input<typeof ItemBody>;

const toggle = <T,>(list: readonly T[], value: T, order: readonly T[]) =>
  list.includes(value) ? list.filter((x) => x !== value) : order.filter((x) => x === value || list.includes(x));
const chip = (on: boolean) =>
  `min-h-11 rounded-lg border px-3 text-sm font-semibold ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700'}`;

interface ChipsFieldProps<T extends string> {
  legend: string;
  /** Every value, in the order the chosen ones are kept. */
  values: readonly T[];
  label: (value: T) => string;
  value: T[];
  onChange: (value: T[]) => void;
  error?: string;
}

/** A set of values (meal slots, days) as toggle buttons. */
function ChipsField<T extends string>({ legend, values, label, value, onChange, error }: ChipsFieldProps<T>) {
  return (
    <Fieldset legend={legend} error={error} className="flex flex-wrap gap-1.5">
      {values.map((v) => (
        <button key={v} type="button" aria-pressed={value.includes(v)} className={chip(value.includes(v))} onClick={() => onChange(toggle(value, v, values))}>
          {label(v)}
        </button>
      ))}
    </Fieldset>
  );
}

/** Add or edit one menu item: name, price, veg mark, spice, slots and days, daily quantity and a photo. */
export function ItemForm({ kitchenId, item, onDone }: { kitchenId: number; item?: MenuItem; onDone: () => void }) {
  const save = useSaveItem();
  const { t } = useLingui();
  const [photo, setPhoto] = useState<NewImage[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, ItemValues>({
    resolver: zodResolver(ItemBody),
    defaultValues: item
      ? { ...item, spice_level: item.spice_level }
      : { name: '', description: '', price: '', is_veg: true, spice_level: 1, slots: ['lunch'], days: [...WEEK_DAYS], daily_limit: 10 },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ kitchenId, itemId: item?.id, body: values, photo: photo[0]?.file ?? null });
      notify('success', t`Menu item saved.`);
      onDone();
    } catch (err) {
      setFailure(errorText(err, t`Could not save the item. Please try again.`));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={t`Dish name`} required error={errors.name?.message}>
        {(a) => <Input id={a.id} aria-describedby={a.describedBy} invalid={a.invalid} maxLength={KITCHEN_LIMITS.itemNameMax} {...register('name')} />}
      </Field>
      <Field label={t`Description`} error={errors.description?.message}>
        {(a) => (
          <Textarea
            id={a.id}
            aria-describedby={a.describedBy}
            invalid={a.invalid}
            className="!min-h-20"
            maxLength={KITCHEN_LIMITS.itemDescriptionMax}
            {...register('description')}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t`Price (₹)`} required error={errors.price?.message}>
          {(a) => <Input id={a.id} aria-describedby={a.describedBy} invalid={a.invalid} inputMode="decimal" maxLength={10} {...register('price')} />}
        </Field>
        <Field label={t`Daily quantity`} required error={errors.daily_limit?.message}>
          {(a) => (
            <Input
              id={a.id}
              aria-describedby={a.describedBy}
              invalid={a.invalid}
              type="number"
              min={1}
              max={KITCHEN_LIMITS.dailyLimitMax}
              {...register('daily_limit', { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field label={t`Spice level`}>
          {(a) => (
            <Select id={a.id} {...register('spice_level', { valueAsNumber: true })}>
              {SPICE_LABELS.map((s, i) => (
                <option key={s} value={i}>
                  {spiceLabel(i)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Controller
          control={control}
          name="is_veg"
          render={({ field }) => (
            <Fieldset legend={t`Veg mark`} className="flex gap-3">
              {[true, false].map((v) => (
                <label key={String(v)} className="inline-flex min-h-11 items-center gap-2 text-sm">
                  <input type="radio" name="is_veg" className="accent-brand-700" checked={field.value === v} onChange={() => field.onChange(v)} />{' '}
                  {v ? t`Veg` : t`Non-veg`}
                </label>
              ))}
            </Fieldset>
          )}
        />
      </div>
      <Controller
        control={control}
        name="slots"
        render={({ field }) => (
          <ChipsField
            legend={t`Meal slots`}
            values={KITCHEN_SLOTS}
            label={slotLabel}
            value={field.value}
            onChange={field.onChange}
            error={errors.slots?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="days"
        render={({ field }) => (
          <ChipsField legend={t`Days`} values={WEEK_DAYS} label={weekDayLabel} value={field.value} onChange={field.onChange} error={errors.days?.message} />
        )}
      />
      <KitchenPhotosField
        label={t`Photo`}
        kept={item?.photo && !photo.length ? [item.photo] : []}
        added={photo}
        max={1}
        onRemoveAdded={() => setPhoto([])}
        onAdd={setPhoto}
      />
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={save.isPending}>
          <Trans>Save item</Trans>
        </Button>
      </div>
    </form>
  );
}
