import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { HomeCard } from '@padosi/shared/home';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { ImagePicker } from '../../../components/images/image-picker';
import { useCompressedImage } from '../../../components/images/use-compressed-image';
import { SaveOrCancel } from '../../../components/ui/save-or-cancel';
import { QueryState } from '../../../components/ui/query-state';
import { imageUrl, onImageError } from '../../../lib/images';
import { saveOutcome } from '../../../lib/save-outcome';
import { useAdminHomeCards, useSaveHomeCard } from '../api/admin';
import { AdminPage } from '../components/admin-page';
import { AdminSplit, useEditing } from '../components/admin-split';
import { useTextFields } from '../components/use-text-fields';

const FAILED = msg`Could not save the card. Please try again.`;
const HOME_CARDS_SHOWN = 4;

function HomeCardForm({ card, onDone }: { card: HomeCard | null; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const save = useSaveHomeCard();
  const { values, field, errors, setErrors } = useTextFields({
    title: card?.title ?? '',
    subtitle: card?.subtitle ?? '',
    link: card?.link ?? '',
    buttonText: card?.buttonText ?? '',
    priority: String(card?.priority ?? 0),
  });
  const [image, setImage] = useState<File | null>(null);
  const cardImage = useCompressedImage({
    current: card?.image ?? null,
    compress: { maxSizeKb: 150, maxPx: 1200 },
    onChange: setImage,
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!values.title.trim()) return setErrors({ title: t`Title is required.` });
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.append(k, v.trim());
    if (image) form.append('image', image);
    save.mutate({ id: card?.id ?? null, form }, saveOutcome(card ? t`Home card updated.` : t`Home card added.`, onDone, setErrors, i18n._(FAILED)));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={card ? t`Edit home card` : t`New home card`}>
      <Field label={t`Title`} required error={errors.title}>
        {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={60} {...field('title')} />}
      </Field>
      <Field label={t`Subtitle`} error={errors.subtitle}>
        {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={150} {...field('subtitle')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Link`} hint={t`A path such as /home-help`} error={errors.link}>
          {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={300} {...field('link')} />}
        </Field>
        <Field label={t`Button text`} hint={t`Explore when empty`} error={errors.buttonText}>
          {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={30} {...field('buttonText')} />}
        </Field>
      </div>
      <Field label={t`Priority`} hint={t`Lower comes first`} error={errors.priority}>
        {({ id, describedBy, invalid }) => (
          <Input id={id} type="number" min={0} max={100000} aria-describedby={describedBy} invalid={invalid} {...field('priority')} />
        )}
      </Field>
      <ImagePicker label={t`Image`} shape="wide" {...cardImage} />
      <SaveOrCancel editing={Boolean(card)} saving={save.isPending} label={card ? t`Update card` : t`Add card`} onCancel={onDone} wrap={false} />
    </form>
  );
}

/** /admin/home-cards: the promotional cards of the home page; the first four by priority are shown. */
export default function HomeCardsPage() {
  const { t } = useLingui();
  const list = useAdminHomeCards();
  const { editing, setEditing, done, formKey } = useEditing<HomeCard>();
  return (
    <AdminPage title={t`Home cards`} lead={t`The home page shows the first ${HOME_CARDS_SHOWN} cards by priority.`}>
      <AdminSplit
        listId="home-cards-title"
        listTitle={t`All home cards`}
        formTitle={editing ? t`Edit home card` : t`New home card`}
        side=<HomeCardForm key={formKey} card={editing} onDone={done} />
      >
        <QueryState
          query={list}
          skeleton={{ count: 3, className: 'h-20' }}
          failure={t`Could not load home cards.`}
          isEmpty={(d) => d.length === 0}
          empty={t`No home cards yet.`}
        >
          {(data) => (
            <ul className="space-y-2">
              {data.map((c, i) => (
                <li key={c.id} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-card">
                  <img src={imageUrl(c.image)} onError={onImageError} alt="" className="h-14 w-20 rounded-lg bg-slate-100 object-cover" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">{c.title}</p>
                    <p className="truncate text-sm text-slate-600">
                      {c.link ?? t`No link`} · <Trans>priority {c.priority}</Trans>
                    </p>
                  </div>
                  <Badge tone={i < HOME_CARDS_SHOWN ? 'green' : 'slate'}>{i < HOME_CARDS_SHOWN ? t`Shown` : t`Not shown`}</Badge>
                  <Button size="sm" variant="outline" onClick={() => setEditing(c)} aria-label={t`Edit ${c.title}`}>
                    <Pencil className="size-4" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </AdminSplit>
    </AdminPage>
  );
}
