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

const FAILED = 'Could not save the card. Please try again.';
const HOME_CARDS_SHOWN = 4;

function HomeCardForm({ card, onDone }: { card: HomeCard | null; onDone: () => void }) {
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
    if (!values.title.trim()) return setErrors({ title: 'Title is required.' });
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.append(k, v.trim());
    if (image) form.append('image', image);
    save.mutate({ id: card?.id ?? null, form }, saveOutcome(card ? 'Home card updated.' : 'Home card added.', onDone, setErrors, FAILED));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={card ? 'Edit home card' : 'New home card'}>
      <Field label="Title" required error={errors.title}>
        {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={60} {...field('title')} />}
      </Field>
      <Field label="Subtitle" error={errors.subtitle}>
        {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={150} {...field('subtitle')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Link" hint="A path such as /home-help" error={errors.link}>
          {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={300} {...field('link')} />}
        </Field>
        <Field label="Button text" hint="Explore when empty" error={errors.buttonText}>
          {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} maxLength={30} {...field('buttonText')} />}
        </Field>
      </div>
      <Field label="Priority" hint="Lower comes first" error={errors.priority}>
        {({ id, describedBy, invalid }) => (
          <Input id={id} type="number" min={0} max={100000} aria-describedby={describedBy} invalid={invalid} {...field('priority')} />
        )}
      </Field>
      <ImagePicker label="Image" shape="wide" {...cardImage} />
      <SaveOrCancel editing={Boolean(card)} saving={save.isPending} label={card ? 'Update card' : 'Add card'} onCancel={onDone} wrap={false} />
    </form>
  );
}

/** /admin/home-cards: the promotional cards of the home page; the first four by priority are shown. */
export default function HomeCardsPage() {
  const list = useAdminHomeCards();
  const { editing, setEditing, done, formKey } = useEditing<HomeCard>();
  return (
    <AdminPage title="Home cards" lead={`The home page shows the first ${HOME_CARDS_SHOWN} cards by priority.`}>
      <AdminSplit
        listId="home-cards-title"
        listTitle="All home cards"
        formTitle={editing ? 'Edit home card' : 'New home card'}
        side=<HomeCardForm key={formKey} card={editing} onDone={done} />
      >
        <QueryState
          query={list}
          skeleton={{ count: 3, className: 'h-20' }}
          failure="Could not load home cards."
          isEmpty={(d) => d.length === 0}
          empty="No home cards yet."
        >
          {(data) => (
            <ul className="space-y-2">
              {data.map((c, i) => (
                <li key={c.id} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-card">
                  <img src={imageUrl(c.image)} onError={onImageError} alt="" className="h-14 w-20 rounded-lg bg-slate-100 object-cover" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">{c.title}</p>
                    <p className="truncate text-sm text-slate-600">
                      {c.link ?? 'No link'} · priority {c.priority}
                    </p>
                  </div>
                  <Badge tone={i < HOME_CARDS_SHOWN ? 'green' : 'slate'}>{i < HOME_CARDS_SHOWN ? 'Shown' : 'Not shown'}</Badge>
                  <Button size="sm" variant="outline" onClick={() => setEditing(c)} aria-label={`Edit ${c.title}`}>
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
