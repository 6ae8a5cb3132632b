import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { PROFILE_LIMITS, PROFILE_MESSAGES, ProfileBody, type ProfileInput, type ProfileValues } from '@padosi/shared/users';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Card, Page } from '../../../components/ui/page';
import { errorText } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { sharedText } from '../../../lib/shared-messages';
import { ApartmentSelect } from '../../../components/apartments/apartment-select';
import { useUpdateProfile } from '../api/update-profile';
import { PicturePicker } from '../components/picture-picker';
import { SignOutEverywhere } from '../components/sign-out-everywhere';
import { JoinFlat } from '../components/join-flat';
import { DeleteAccount } from '../components/delete-account';
import { YourData } from '../components/your-data';
import { ConfirmAge } from '../components/confirm-age';

export default function ProfilePage() {
  const { t } = useLingui();
  const user = useCurrentUser()!;
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const save = useUpdateProfile();
  const [picture, setPicture] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(ProfileBody),
    defaultValues: {
      name: user.name,
      phone_number: user.phone_number ?? '',
      apartment_id: user.apartment_id ?? '',
      block_flat_number: user.block_flat_number ?? '',
      address: user.address ?? '',
      city: user.city ?? '',
      state: user.state ?? '',
      pincode: user.pincode ?? '',
    },
  });

  const onValid = (values: ProfileValues) =>
    save.mutate(
      { userId: user.id, values, picture },
      {
        onSuccess: () => {
          notify('success', sharedText(PROFILE_MESSAGES.success));
          navigate(from && from !== '/profile' ? from : '/home');
        },
        onError: (err) => notify('error', errorText(err, sharedText(PROFILE_MESSAGES.failure))),
      },
    );

  const text = (
    name: 'name' | 'block_flat_number' | 'address' | 'city' | 'state',
    label: string,
    opts: { required?: boolean; max: number; autoComplete?: string },
  ) => (
    <Field label={label} required={opts.required} error={errors[name]?.message}>
      {({ id, describedBy, invalid }) => (
        <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={opts.max} autoComplete={opts.autoComplete} {...register(name)} />
      )}
    </Field>
  );

  return (
    <Page
      title={t`My Profile`}
      width="narrow"
      lead={user.phone_number ? undefined : t`Add your phone number and flat so neighbours and providers can reach you.`}
    >
      {user.age_confirmed === false && <ConfirmAge />}
      <Card>
        <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
          <PicturePicker current={user.profile_picture} name={user.name} onChange={setPicture} />
          <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
            {text('name', t`Name`, { required: true, max: PROFILE_LIMITS.nameMax, autoComplete: 'name' })}
            <Field label={t`Email`} hint={t`Your Google account's e-mail cannot be changed here.`}>
              {({ id, describedBy }) => <Input id={id} aria-describedby={describedBy} value={user.email} readOnly />}
            </Field>
            <Field label={t`Phone number`} required error={errors.phone_number?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="tel"
                  inputMode="numeric"
                  maxLength={10}
                  aria-describedby={describedBy}
                  invalid={invalid}
                  autoComplete="tel-national"
                  {...register('phone_number')}
                />
              )}
            </Field>
            <Field label={t`Apartment`} required error={errors.apartment_id?.message}>
              {({ id, describedBy, invalid }) => (
                <ApartmentSelect
                  placeholder={t`Select your apartment`}
                  id={id}
                  aria-describedby={describedBy}
                  invalid={invalid}
                  {...register('apartment_id')}
                />
              )}
            </Field>
            {text('block_flat_number', t`Block / Flat number`, { required: true, max: PROFILE_LIMITS.blockFlatMax })}
            <Field label={t`Pincode`} error={errors.pincode?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  inputMode="numeric"
                  maxLength={PROFILE_LIMITS.pincodeInputMax}
                  aria-describedby={describedBy}
                  invalid={invalid}
                  autoComplete="postal-code"
                  {...register('pincode')}
                />
              )}
            </Field>
          </div>
          {text('address', t`Address`, { max: PROFILE_LIMITS.addressMax, autoComplete: 'street-address' })}
          <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
            {text('city', t`City`, { max: PROFILE_LIMITS.cityMax, autoComplete: 'address-level2' })}
            {text('state', t`State`, { max: PROFILE_LIMITS.stateMax, autoComplete: 'address-level1' })}
          </div>
          <Button type="submit" size="lg" className="w-full sm:w-auto" loading={save.isPending}>
            <Trans>Save profile</Trans>
          </Button>
        </form>
      </Card>
      <JoinFlat />
      <div className="mt-4 space-y-4">
        <SignOutEverywhere />
        <YourData />
        <DeleteAccount />
      </div>
    </Page>
  );
}
