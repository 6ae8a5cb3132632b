import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CMS_LIMITS, CMS_MESSAGES, CMS_STATUSES, CmsBody, pageLink, slugify, type CmsInput, type CmsPage, type CmsValues } from '@padosi/shared/cms';
import { visibleTextLength } from '@padosi/shared/rich-text';
import { SaveOrCancel } from '../../../components/ui/save-or-cancel';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { ImagePicker } from '../../../components/images/image-picker';
import { useCompressedImage } from '../../../components/images/use-compressed-image';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { ApiError, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSaveCmsPage } from '../api/cms';

const defaultsOf = (page: CmsPage | null): CmsInput => ({
  title: page?.title ?? '',
  content: page?.content ?? '',
  meta_title: page?.meta_title ?? '',
  meta_description: page?.meta_description ?? '',
  meta_keywords: page?.meta_keywords ?? '',
  slug: page?.slug ?? '',
  status: page?.status ?? 'active',
});

/**
 * The CMS form (spec 02): title and content required, a /2000 counter, the page link made from the title as
 * /cms/ plus the lowercased, hyphenated slug (editable), banner image, meta fields and status.
 */
export function CmsForm({ page, onDone }: { page: CmsPage | null; onDone: () => void }) {
  const { t } = useLingui();
  const editorId = useId();
  const save = useSaveCmsPage();
  const [image, setImage] = useState<File | null>(null);
  const bannerImage = useCompressedImage({
    current: page?.banner_image ?? null,
    compress: CMS_LIMITS.compress,
    failureMessage: CMS_MESSAGES.compressFailed,
    onChange: setImage,
  });
  const [slugTouched, setSlugTouched] = useState(Boolean(page));
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm<CmsInput, unknown, CmsValues>({ resolver: zodResolver(CmsBody), defaultValues: defaultsOf(page) });
  const content = useWatch({ control, name: 'content' }) ?? '';
  const slug = useWatch({ control, name: 'slug' }) ?? '';
  const titleField = register('title', {
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      if (!slugTouched) setValue('slug', slugify(e.target.value));
    },
  });

  const onValid = (values: CmsValues) =>
    save.mutate(
      { id: page?.id ?? null, values, image },
      {
        onSuccess: (res) => {
          notify('success', res.message);
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError)
            for (const [field, message] of Object.entries(err.details)) if (field in CmsBody.shape) setError(field as keyof CmsInput, { message });
          notify('error', errorText(err, CMS_MESSAGES.failed));
        },
      },
    );

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4" aria-label={page ? t`Edit page` : t`New page`}>
      <Field label={t`Title`} required error={errors.title?.message}>
        {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={CMS_LIMITS.titleMax} {...titleField} />}
      </Field>
      <Field label={t`Page link`} hint={t`Link: ${pageLink(slug || 'your-page')}`} error={errors.slug?.message}>
        {({ id, describedBy, invalid }) => (
          <div className="flex items-center gap-2">
            <span className="text-sm text-slate-500" aria-hidden="true">
              /cms/
            </span>
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              maxLength={CMS_LIMITS.slugMax}
              {...register('slug', { onChange: () => setSlugTouched(true) })}
            />
          </div>
        )}
      </Field>
      <div className="space-y-1.5">
        <span id={`${editorId}-label`} className="block text-sm font-medium text-slate-700">
          <Trans>Content</Trans>
          <span className="text-red-600" aria-hidden="true">
            *
          </span>
        </span>
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              key={page?.id ?? 'new'}
              id={editorId}
              labelId={`${editorId}-label`}
              describedBy={`${editorId}-counter ${errors.content ? `${editorId}-error` : ''}`}
              initialHtml={String(page?.content ?? '')}
              maxChars={CMS_LIMITS.contentMax}
              invalid={Boolean(errors.content)}
              placeholder={t`Write the page…`}
              onChange={field.onChange}
            />
          )}
        />
        <div className="flex items-start justify-between gap-3 text-sm">
          <p id={`${editorId}-error`} className="text-red-600" role={errors.content ? 'alert' : undefined}>
            {errors.content?.message}
          </p>
          <p id={`${editorId}-counter`} className="shrink-0 text-xs tabular-nums text-slate-500" aria-live="polite">
            {visibleTextLength(content)}/{CMS_LIMITS.contentMax}
          </p>
        </div>
      </div>
      <ImagePicker label={t`Banner image`} shape="wide" {...bannerImage} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Meta title`} error={errors.meta_title?.message}>
          {({ id, describedBy, invalid }) => (
            <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={CMS_LIMITS.metaTitleMax} {...register('meta_title')} />
          )}
        </Field>
        <Field label={t`Meta keywords`} error={errors.meta_keywords?.message}>
          {({ id, describedBy, invalid }) => (
            <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={CMS_LIMITS.metaKeywordsMax} {...register('meta_keywords')} />
          )}
        </Field>
      </div>
      <Field label={t`Meta description`} error={errors.meta_description?.message}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            maxLength={CMS_LIMITS.metaDescriptionMax}
            className="min-h-20"
            {...register('meta_description')}
          />
        )}
      </Field>
      <Field label={t`Status`} error={errors.status?.message}>
        {({ id, describedBy, invalid }) => (
          <Select id={id} aria-describedby={describedBy} invalid={invalid} {...register('status')}>
            {CMS_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === 'active' ? t`Active` : t`Inactive`}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <SaveOrCancel editing={Boolean(page)} saving={save.isPending} label={page ? t`Update page` : t`Create page`} onCancel={onDone} />
    </form>
  );
}
