import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { Testimonial } from '@padosi/shared/home';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { ImagePicker } from '../../../components/images/image-picker';
import { useCompressedImage } from '../../../components/images/use-compressed-image';
import { SaveOrCancel } from '../../../components/ui/save-or-cancel';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { saveOutcome } from '../../../lib/save-outcome';
import { useAdminTestimonials, useSaveTestimonial } from '../api/admin';
import { AdminPage } from '../components/admin-page';
import { AdminSplit, useEditing } from '../components/admin-split';
import { useTextFields } from '../components/use-text-fields';

const FAILED = msg`Could not save the testimonial. Please try again.`;
const PHOTO = { maxSizeKb: 100, maxPx: 400 };

const formOf = (t: Testimonial | null, patch: Partial<Record<string, string>> = {}) => {
  const form = new FormData();
  const values = {
    name: t?.name ?? '',
    designation: t?.designation ?? '',
    comments: t?.comments ?? '',
    rating: String(t?.rating ?? 5),
    is_active: String(t?.is_active ?? true),
    ...patch,
  };
  for (const [k, v] of Object.entries(values)) form.append(k, v ?? '');
  return form;
};

function TestimonialForm({ testimonial, onDone }: { testimonial: Testimonial | null; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const save = useSaveTestimonial();
  const { values, field, errors, setErrors } = useTextFields({
    name: testimonial?.name ?? '',
    designation: testimonial?.designation ?? '',
    comments: testimonial?.comments ?? '',
    rating: String(testimonial?.rating ?? 5),
    is_active: String(testimonial?.is_active ?? true),
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const photoImage = useCompressedImage({
    current: testimonial?.profile_pic_url ?? null,
    compress: PHOTO,
    onChange: setPhoto,
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const form = formOf(null, values);
    if (photo) form.append('profile_pic', photo);
    save.mutate(
      { id: testimonial?.id ?? null, form },
      saveOutcome(testimonial ? t`Testimonial updated.` : t`Testimonial added.`, onDone, setErrors, i18n._(FAILED)),
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={testimonial ? t`Edit testimonial` : t`New testimonial`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Name`} required error={errors.name}>
          {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={60} {...field('name')} />}
        </Field>
        <Field label={t`Designation`} error={errors.designation}>
          {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={80} {...field('designation')} />}
        </Field>
      </div>
      <Field label={t`Comments`} required error={errors.comments} counter={`${values.comments.length}/500`}>
        {({ id, describedBy, invalid }) => <Textarea id={id} aria-describedby={describedBy} invalid={invalid} maxLength={500} {...field('comments')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Rating`} error={errors.rating}>
          {({ id, describedBy, invalid }) => (
            <Select id={id} aria-describedby={describedBy} invalid={invalid} {...field('rating')}>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {plural(n, { one: '# star', other: '# stars' })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t`Status`}>
          {({ id }) => (
            <Select id={id} {...field('is_active')}>
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
      <ImagePicker label={t`Photo`} shape="square" {...photoImage} />
      <SaveOrCancel
        editing={Boolean(testimonial)}
        saving={save.isPending}
        label={testimonial ? t`Update testimonial` : t`Add testimonial`}
        onCancel={onDone}
        wrap={false}
      />
    </form>
  );
}

/** /admin/testimonials: the home page's customer testimonials; create, edit, activate. */
export default function TestimonialsPage() {
  const { i18n, t } = useLingui();
  const list = useAdminTestimonials();
  const save = useSaveTestimonial();
  const { editing, setEditing, done, formKey } = useEditing<Testimonial>();
  const toggle = (item: Testimonial) =>
    save.mutate(
      { id: item.id, form: formOf(item, { is_active: String(!item.is_active) }) },
      { onError: (err) => notify('error', errorText(err, i18n._(FAILED))) },
    );

  return (
    <AdminPage title={t`Testimonials`} lead={t`Active testimonials appear in the strip on the home page.`}>
      <AdminSplit
        listId="testimonials-title"
        listTitle={t`All testimonials`}
        formTitle={editing ? t`Edit testimonial` : t`New testimonial`}
        side=<TestimonialForm key={formKey} testimonial={editing} onDone={done} />
      >
        <QueryState
          query={list}
          skeleton={{ count: 3, className: 'h-24' }}
          failure={t`Could not load testimonials.`}
          isEmpty={(d) => d.length === 0}
          empty={t`No testimonials yet.`}
        >
          {(data) => (
            <ul className="space-y-2">
              {data.map((item) => (
                <li key={item.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="font-semibold text-slate-900">
                      {item.name} {item.designation && <span className="font-normal text-slate-500">· {item.designation}</span>}
                    </p>
                    <Badge tone={item.is_active ? 'green' : 'slate'}>{item.is_active ? t`Active` : t`Inactive`}</Badge>
                  </div>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-600">{item.comments}</p>
                  <div className="mt-2 flex gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(item)} aria-label={t`Edit testimonial by ${item.name}`}>
                      <Pencil className="size-4" aria-hidden="true" /> <Trans>Edit</Trans>
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => toggle(item)}
                      aria-label={item.is_active ? t`Deactivate testimonial by ${item.name}` : t`Activate testimonial by ${item.name}`}
                    >
                      {item.is_active ? t`Deactivate` : t`Activate`}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </AdminSplit>
    </AdminPage>
  );
}
