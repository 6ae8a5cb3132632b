import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { BANNER_LIMITS, BANNER_MESSAGES, BannerData, type Banner, type BannerInput, type BannerValues } from '@padosi/shared/banners';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { ImagePicker } from '../../../components/images/image-picker';
import { useCompressedImage } from '../../../components/images/use-compressed-image';
import { ApiError, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSaveBanner } from '../api/banners';
import { communityToday } from '../../../lib/clock';

const communityDate = (at: Date) => communityToday(at);

const defaultsOf = (b: Banner | null): BannerInput => ({
  title: b?.title ?? '',
  description: b?.description ?? '',
  button_text: b?.button_text ?? '',
  button_link: b?.button_link ?? '',
  status: b ? (b.status ? 'true' : 'false') : 'true',
  expire_date: b ? communityDate(new Date(b.expire_date)) : '',
});

/**
 * The banner form (spec 02): title and expiry required; the image is compressed in the browser to 20 KB and
 * 800 px. A create clears the form; an update says so and goes to /banner/create.
 */
export function BannerForm({ banner, onCreated }: { banner: Banner | null; onCreated: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useSaveBanner();
  const [image, setImage] = useState<File | null>(null);
  const bannerImage = useCompressedImage({
    current: banner?.image_url ?? null,
    compress: BANNER_LIMITS.compress,
    failureMessage: BANNER_MESSAGES.compressFailed,
    onChange: setImage,
  });
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BannerInput, unknown, BannerValues>({ resolver: zodResolver(BannerData), defaultValues: defaultsOf(banner) });

  const onValid = (values: BannerValues) => {
    setMessage(null);
    const input: BannerInput = { ...values, status: values.status };
    save.mutate(
      { id: banner?.id ?? null, values: input, image },
      {
        onSuccess: () => {
          const text = banner ? BANNER_MESSAGES.updated : BANNER_MESSAGES.created;
          notify('success', text);
          if (banner) navigate('/banner/create');
          else onCreated();
        },
        onError: (err) => {
          if (err instanceof ApiError)
            for (const [field, text] of Object.entries(err.details)) if (field in BannerData.shape) setError(field as keyof BannerInput, { message: text });
          const text = errorText(err, BANNER_MESSAGES.failed);
          setMessage(text);
          notify('error', text);
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4" aria-label={banner ? t`Edit banner` : t`New banner`}>
      <Field label={t`Title`} required error={errors.title?.message}>
        {({ id, describedBy, invalid }) => (
          <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={BANNER_LIMITS.titleMax} {...register('title')} />
        )}
      </Field>
      <Field label={t`Description`} error={errors.description?.message}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            maxLength={BANNER_LIMITS.descriptionMax}
            className="min-h-20"
            {...register('description')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Button text`} error={errors.button_text?.message}>
          {({ id, describedBy, invalid }) => (
            <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={BANNER_LIMITS.buttonTextMax} {...register('button_text')} />
          )}
        </Field>
        <Field label={t`Button link`} hint={t`A path such as /ads or an https:// address`} error={errors.button_link?.message}>
          {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={300} {...register('button_link')} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Expiry date`} required error={errors.expire_date?.message}>
          {({ id, describedBy, invalid }) => <Input id={id} type="date" aria-describedby={describedBy} invalid={invalid} {...register('expire_date')} />}
        </Field>
        <Field label={t`Status`} error={errors.status?.message}>
          {({ id, describedBy, invalid }) => (
            <Select id={id} aria-describedby={describedBy} invalid={invalid} {...register('status')}>
              <option value="true">
                <Trans>Active</Trans>
              </option>
              <option value="false">
                <Trans>Inactive</Trans>
              </option>
            </Select>
          )}
        </Field>
      </div>
      <ImagePicker label={t`Banner image`} shape="wide" {...bannerImage} />
      {message && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {banner ? t`Update banner` : t`Create banner`}
        </Button>
        {banner && (
          <Button variant="ghost" onClick={() => navigate('/banner/create')}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
