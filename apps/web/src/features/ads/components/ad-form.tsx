import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { justPostedState } from '../../../lib/just-posted';
import { AD_FORM_STATUSES, AD_LIMITS, AD_MESSAGES, AdFields, adImageCountError, type Ad, type AdFieldsInput, type AdFieldsValues } from '@padosi/shared/ads';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Field, Input, Options, Select, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useAdCategories } from '../api/ad-categories';
import { useSaveAd } from '../api/save-ad';
import { AdImagesField, type NewImage } from './ad-images-field';
import { AD_STATUS_LABEL } from './ad-status-badge';
import { sharedText } from '../../../lib/shared-messages';

const REDIRECT_MS = 2000;

const saveError = (err: unknown) => (err instanceof Error && err.message ? err.message : sharedText(AD_MESSAGES.unexpected));

/** The ad form for create (no ad) and edit: after a save it says so and goes to /ads/ 2 seconds later. */
export function AdForm({ ad }: { ad?: Ad }) {
  const { i18n, t } = useLingui();
  const me = useCurrentUser()!;
  const navigate = useNavigate();
  const categories = useAdCategories();
  const save = useSaveAd();
  const [kept, setKept] = useState(() => (ad?.images ?? []).map((path, i) => ({ path, thumb: ad!.thumbnails[i] ?? path })));
  const [deleted, setDeleted] = useState<string[]>([]);
  const [added, setAdded] = useState<NewImage[]>([]);
  const [imageError, setImageError] = useState<string | undefined>();
  const [success, setSuccess] = useState<{ text: string; id: number } | null>(null);
  // The spec's redirect to /ads/ 2 seconds after a save; leaving the page earlier cancels it. The form's history
  // entry is replaced, so Back never returns to a spent form; the list shows the saved ad first and marked.
  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => navigate('/ads/', { replace: true, state: justPostedState(success.id) }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [success, navigate]);

  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<AdFieldsInput, unknown, AdFieldsValues>({
    resolver: zodResolver(AdFields),
    defaultValues: {
      category_id: ad?.category_id ?? '',
      title: ad?.title ?? '',
      description: ad?.description ?? '',
      price: ad ? ad.price.replace(/\.00$/, '') : '',
      contact_info: ad?.contact_info ?? me.phone_number ?? '',
      location: ad?.location ?? '',
      ads_status: ad && (AD_FORM_STATUSES as readonly string[]).includes(ad.ads_status) ? (ad.ads_status as AdFieldsInput['ads_status']) : 'Available',
    },
  });
  const description = useWatch({ control, name: 'description' }) ?? '';

  const checkImages = () => {
    const problem = sharedText(adImageCountError(kept.length, added.length) ?? undefined);
    setImageError(problem);
    return !problem;
  };

  const onValid = (values: AdFieldsValues) => {
    if (!checkImages()) return;
    save.mutate(
      { id: ad?.ad_id, values, newFiles: added.map((a) => a.file), deletedFiles: deleted },
      {
        onSuccess: (res) => {
          const text = sharedText(ad ? AD_MESSAGES.updated : AD_MESSAGES.created);
          clearErrors();
          setImageError(undefined);
          setSuccess({ text, id: res.ad.ad_id });
          notify('success', text);
        },
        onError: (err) => {
          if (err instanceof ApiError) {
            for (const [field, message] of Object.entries(err.details)) {
              if (field in AdFields.shape) setError(field as keyof AdFieldsInput, { message });
              if (field === 'images') setImageError(message);
            }
          }
          notify('error', saveError(err));
        },
      },
    );
  };

  const text = (name: 'title' | 'location' | 'contact_info' | 'price', label: string, props: React.InputHTMLAttributes<HTMLInputElement>, hint?: string) => (
    <Field label={label} required error={errors[name]?.message} hint={hint}>
      {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} {...props} {...register(name)} />}
    </Field>
  );

  return (
    <form noValidate onSubmit={handleSubmit(onValid, () => checkImages())} className="space-y-4">
      {success && (
        <p role="status" className="rounded-xl bg-green-50 px-4 py-3 font-semibold text-green-800">
          {success.text}{' '}
          <Link to={`/ads/details/${success.id}`} replace className="underline underline-offset-4">
            <Trans>View your ad</Trans>
          </Link>
        </p>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={t`Category`} required error={errors.category_id?.message ?? (categories.isError ? sharedText(AD_MESSAGES.categoriesFailed) : undefined)}>
          {/* The select re-mounts once the options arrive, so the saved category shows (its value was set before any option existed). */}
          {({ id, describedBy, invalid }) => (
            <Select key={categories.data ? 'loaded' : 'loading'} id={id} aria-describedby={describedBy} invalid={invalid} {...register('category_id')}>
              <option value="">{categories.isPending ? t`Loading categories…` : t`Select a category`}</option>
              {categories.data?.map((c) => (
                <option key={c.category_id} value={c.category_id}>
                  {c.category_name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t`Status`} required error={errors.ads_status?.message}>
          {({ id, describedBy, invalid }) => (
            <Select id={id} aria-describedby={describedBy} invalid={invalid} {...register('ads_status')}>
              <Options values={AD_FORM_STATUSES} label={(s) => i18n._(AD_STATUS_LABEL[s])} />
            </Select>
          )}
        </Field>
      </div>
      {text('title', t`Title`, { maxLength: AD_LIMITS.titleMax, placeholder: t`e.g. Wooden study table` }, t`Letters, digits and spaces, up to 50.`)}
      <Field label={t`Description`} required error={errors.description?.message} counter={`${description.length}/${AD_LIMITS.descriptionMax}`}>
        {({ id, describedBy, invalid }) => (
          <Textarea id={id} aria-describedby={describedBy} invalid={invalid} maxLength={AD_LIMITS.descriptionMax} rows={5} {...register('description')} />
        )}
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {text('price', t`Price (₹)`, { inputMode: 'decimal', maxLength: AD_LIMITS.priceInputMax + 4, placeholder: '0.00' })}
        {text('contact_info', t`Contact number`, { type: 'tel', inputMode: 'numeric', maxLength: 10, autoComplete: 'tel-national' })}
      </div>
      {text('location', t`Location`, { maxLength: AD_LIMITS.locationMax, placeholder: t`Apartment, block or area` })}
      <AdImagesField
        kept={kept}
        added={added}
        error={imageError}
        onAdd={(images) => {
          setAdded((a) => [...a, ...images]);
          setImageError(undefined);
        }}
        onRemoveAdded={(index) => setAdded((a) => a.filter((_, i) => i !== index))}
        onRemoveKept={(path) => {
          setKept((k) => k.filter((img) => img.path !== path));
          setDeleted((d) => [...d, path]);
        }}
      />
      <div className="flex flex-wrap gap-3 pt-2">
        <Button type="submit" size="lg" loading={save.isPending} disabled={Boolean(success)}>
          {ad ? t`Save changes` : t`Post ad`}
        </Button>
        <ButtonLink to={ad ? `/ads/details/${ad.ad_id}` : '/ads'} variant="ghost" size="lg">
          <Trans>Cancel</Trans>
        </ButtonLink>
      </div>
    </form>
  );
}
