import { useLingui } from '@lingui/react/macro';
import { justPostedState } from '../../../lib/just-posted';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  RENTAL_LIMITS,
  RENTAL_MESSAGES,
  RENTAL_ROLES,
  RENTAL_STATUSES,
  RENTAL_TYPES,
  localToday,
  rentalFields,
  type Rental,
  type RentalFieldsInput,
  type RentalFieldsValues,
} from '@padosi/shared/rentals';
import { Button } from '../../../components/ui/button';
import { Field, Fieldset, Input, Options, Select, Textarea } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth-store';
import { useConfig } from '../../../lib/config';
import { notify } from '../../../lib/notify';
import { useApartments } from '../../../components/apartments/use-apartments';
import { useSaveRental } from '../api/save-rental';
import { subscribeToPush } from '../../../lib/push-subscription';
import { ROLE_LABEL, STATUS_LABEL, TYPE_LABEL } from './rental-badges';
import { RentalPhotosField, type NewPhoto } from './rental-photos-field';
import { sharedText } from '../../../lib/shared-messages';

/** The rental form (create without a rental, edit with one); both go to /rentals/{user_id} when saved. */
export function RentalForm({ rental }: { rental?: Rental }) {
  const { i18n, t } = useLingui();
  const me = useCurrentUser()!;
  const navigate = useNavigate();
  const { vapidPublicKey } = useConfig();
  const apartments = useApartments();
  const save = useSaveRental();
  const [kept, setKept] = useState<string[]>(rental?.photos ?? []);
  const [deleted, setDeleted] = useState<string[]>([]);
  const [added, setAdded] = useState<NewPhoto[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  // The date input's minimum is the browser's today; an edit may keep the date it already had.
  const schema = useMemo(() => rentalFields({ today: localToday, keep: rental?.available_from }), [rental?.available_from]);
  const myApartment = apartments.data?.find((a) => a.id === me.apartment_id)?.name;

  const {
    register,
    handleSubmit,
    control,
    getFieldState,
    setValue,
    formState: { errors },
  } = useForm<RentalFieldsInput, unknown, RentalFieldsValues>({
    resolver: zodResolver(schema),
    defaultValues: rental
      ? { ...rental, phone_number: rental.phone_number ?? '' }
      : {
          role_type: undefined,
          apartment_name: myApartment ?? '',
          block_flat_number: me.block_flat_number ?? '',
          address: me.address ?? '',
          rental_cost: '',
          available_from: '',
          type: undefined,
          phone_number: me.phone_number ?? '',
          description: '',
          status: 'Available',
        },
  });
  // The apartment list arrives after the form: prefill the poster's own apartment unless they typed already.
  useEffect(() => {
    if (!rental && myApartment && !getFieldState('apartment_name').isDirty) setValue('apartment_name', myApartment);
  }, [rental, myApartment, getFieldState, setValue]);
  const address = useWatch({ control, name: 'address' }) ?? '';
  const description = useWatch({ control, name: 'description' }) ?? '';

  const onValid = (values: RentalFieldsValues) => {
    if (!me.id) return; // the spec: without a stored user id nothing is sent
    setFailure(null);
    save.mutate(
      { id: rental?.id, values, newFiles: added.map((p) => p.file), deletedFiles: deleted },
      {
        onSuccess: (res) => {
          notify('success', sharedText(rental ? RENTAL_MESSAGES.updated : RENTAL_MESSAGES.created), RENTAL_LIMITS.successMs);
          // Only now, after a rental is created, may the browser ask to send notifications.
          if (!rental) void subscribeToPush('rentals', vapidPublicKey).catch(() => undefined);
          navigate(`/rentals/${me.id}`, { replace: true, state: justPostedState(res.rental.id) });
        },
        onError: (err) => {
          const text = errorText(err, sharedText(RENTAL_MESSAGES.unexpected));
          setFailure(text);
          notify('error', text);
        },
      },
    );
  };

  const input = (name: 'apartment_name' | 'block_flat_number' | 'phone_number', label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <Field label={label} required error={errors[name]?.message}>
      {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} {...props} {...register(name)} />}
    </Field>
  );

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <Fieldset legend={t`I am the`} required error={errors.role_type?.message} className="flex gap-3">
        {RENTAL_ROLES.map((role) => (
          <label
            key={role}
            className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              value={role}
              className="size-4 accent-brand-700"
              {...register('role_type')}
              aria-invalid={errors.role_type ? true : undefined}
            />
            {i18n._(ROLE_LABEL[role])}
          </label>
        ))}
      </Fieldset>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {input('apartment_name', t`Apartment / PG name`, { maxLength: RENTAL_LIMITS.apartmentNameMax, list: 'rental-apartments' })}
        <datalist id="rental-apartments">
          {apartments.data?.map((a) => (
            <option key={a.id} value={a.name} />
          ))}
        </datalist>
        {input('block_flat_number', t`Block / Flat number`, { maxLength: RENTAL_LIMITS.blockFlatMax })}
      </div>
      <Field label={t`Address`} required error={errors.address?.message} counter={`${address.length}/${RENTAL_LIMITS.addressMax}`}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            maxLength={RENTAL_LIMITS.addressMax}
            rows={3}
            className="min-h-20"
            {...register('address')}
          />
        )}
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={t`Rent per month (₹)`} required error={errors.rental_cost?.message}>
          {({ id, describedBy, invalid }) => (
            <Input id={id} type="text" inputMode="numeric" aria-describedby={describedBy} invalid={invalid} {...register('rental_cost')} />
          )}
        </Field>
        <Field label={t`Available from`} required error={errors.available_from?.message}>
          {({ id, describedBy, invalid }) => (
            <Input id={id} type="date" min={localToday()} aria-describedby={describedBy} invalid={invalid} {...register('available_from')} />
          )}
        </Field>
        <Field label={t`Suitable for`} required error={errors.type?.message}>
          {({ id, describedBy, invalid }) => (
            <Select id={id} aria-describedby={describedBy} invalid={invalid} {...register('type')}>
              <option value="">{t`Select a type`}</option>
              <Options values={RENTAL_TYPES} label={(type) => i18n._(TYPE_LABEL[type])} />
            </Select>
          )}
        </Field>
        {input('phone_number', t`Phone number`, { type: 'tel', inputMode: 'numeric', maxLength: 10, autoComplete: 'tel-national' })}
      </div>
      <Field label={t`Description`} required error={errors.description?.message} counter={`${description.length}/${RENTAL_LIMITS.descriptionMax}`}>
        {({ id, describedBy, invalid }) => (
          <Textarea id={id} aria-describedby={describedBy} invalid={invalid} maxLength={RENTAL_LIMITS.descriptionMax} rows={5} {...register('description')} />
        )}
      </Field>
      {rental && (
        <Field label={t`Status`} required error={errors.status?.message}>
          {({ id, describedBy, invalid }) => (
            <Select id={id} aria-describedby={describedBy} invalid={invalid} {...register('status')}>
              <Options values={RENTAL_STATUSES} label={(s) => i18n._(STATUS_LABEL[s])} />
            </Select>
          )}
        </Field>
      )}
      <RentalPhotosField
        kept={kept}
        added={added}
        onAdd={(photos) => setAdded((a) => [...a, ...photos])}
        onRemoveAdded={(index) => setAdded((a) => a.filter((_, i) => i !== index))}
        onRemoveKept={(file) => {
          setKept((k) => k.filter((f) => f !== file));
          setDeleted((d) => [...d, file]);
        }}
      />
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={save.isPending}>
        {rental ? t`Update rental` : t`Post rental`}
      </Button>
    </form>
  );
}
