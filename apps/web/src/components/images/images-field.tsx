import { plural, t } from '@lingui/core/macro';
import { ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { compressImage } from '../../lib/images';
import { FOCUS_RING_INSIDE } from './focus-ring';
import { notify } from '../../lib/notify';

export interface NewImage {
  file: File;
  preview: string;
}

export interface ImageRules {
  max: number;
  /** The file types the form accepts (checked by type and name), for the chooser and in words ("JPG or PNG"). */
  isAllowed: (file: File) => boolean;
  accept: string;
  typesText: string;
  compressOverBytes: number;
  compressTargetKb: number;
  compressMaxPx: number;
  tooMany: string;
  notAllowed: (name: string) => string;
  /** Without it a failed compression uploads the original (the server still checks the size). */
  compressFailed?: (name: string) => string;
}

interface Props {
  /** "image" or "photo": the field's words ("Images", "Add images", "Remove image 2"). */
  noun: 'image' | 'photo';
  /** The field's name when it is not the plural noun ("Kitchen photos"). */
  label?: string;
  rules: ImageRules;
  required?: boolean;
  /** Refusals shown under the field (ads) or as error notifications (rentals). */
  report: 'inline' | 'notify';
  /** Stored images kept on the listing: a key (what the form sends back to delete) and a thumbnail URL. */
  kept: Array<{ key: string; thumb: string }>;
  added: NewImage[];
  /** Without it the stored images cannot be removed and take no place: a new image replaces them (a dish's photo). */
  onRemoveKept?: (key: string) => void;
  onRemoveAdded: (index: number) => void;
  onAdd: (images: NewImage[]) => void;
  /** A message from the form (e.g. no image at submit). */
  error?: string;
  /** Text after the count, e.g. " · optional". */
  helpSuffix?: string;
}

/**
 * The field's words for each noun, whole sentences in the page's language (Hindi orders and inflects them
 * differently, so they are never built from a translated noun).
 */
const WORDS = {
  image: {
    legend: () => t`Images`,
    add: (max: number) => plural(max, { one: 'Add image', other: 'Add images' }),
    count: (total: number, max: number) => plural(max, { one: `${total} of # image`, other: `${total} of # images` }),
    kept: (n: number) => t`Image ${n}`,
    removeKept: (n: number) => t`Remove image ${n}`,
    added: (n: number, name: string) => t`New image ${n}: ${name}`,
    removeAdded: (name: string) => t`Remove new image ${name}`,
  },
  photo: {
    legend: () => t`Photos`,
    add: (max: number) => plural(max, { one: 'Add photo', other: 'Add photos' }),
    count: (total: number, max: number) => plural(max, { one: `${total} of # photo`, other: `${total} of # photos` }),
    kept: (n: number) => t`Photo ${n}`,
    removeKept: (n: number) => t`Remove photo ${n}`,
    added: (n: number, name: string) => t`New photo ${n}: ${name}`,
    removeAdded: (name: string) => t`Remove new photo ${name}`,
  },
};

/**
 * The one field for several images (or one that a new one replaces): thumbnails of kept and new images with a
 * remove button each, an add tile, in-browser compression of large files, and the form's own refusals for type and
 * count. A single picture with a preview is `ImagePicker`.
 */
export function ImagesField(props: Props) {
  const { noun, label, rules, required, report, kept, added, onRemoveKept, onRemoveAdded, onAdd, error, helpSuffix = '' } = props;
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const total = (onRemoveKept ? kept.length : 0) + added.length;
  const message = problem ?? error;
  const words = WORDS[noun];

  async function choose(e: React.ChangeEvent<HTMLInputElement>) {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (!files.length) return;
    const problems: string[] = [];
    const refuse = (text: string) => (report === 'notify' ? notify('error', text) : problems.push(text));
    const room = rules.max - total;
    if (files.length > room) refuse(rules.tooMany);
    const accepted: NewImage[] = [];
    setBusy(true);
    for (const file of files.slice(0, Math.max(0, room))) {
      if (!rules.isAllowed(file)) {
        refuse(rules.notAllowed(file.name));
        continue;
      }
      let ready = file;
      if (file.size > rules.compressOverBytes) {
        try {
          ready = await compressImage(file, rules.compressTargetKb, rules.compressMaxPx);
        } catch {
          if (rules.compressFailed) {
            refuse(rules.compressFailed(file.name));
            continue;
          }
        }
      }
      accepted.push({ file: ready, preview: URL.createObjectURL(ready) });
    }
    setBusy(false);
    if (report === 'inline') setProblem(problems.length ? problems.join(' ') : null);
    if (accepted.length) onAdd(accepted);
  }

  const tile = 'relative aspect-square overflow-hidden rounded-xl border border-slate-200 bg-slate-100';
  const removeButton =
    'absolute right-1 top-1 inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow hover:text-red-700';
  const image = (src: string, alt: string, removeLabel: string, onRemove?: () => void) => (
    <li key={src} className={tile}>
      <img src={src} alt={alt} className="size-full object-cover" width={120} height={120} />
      {onRemove && (
        <button type="button" className={removeButton} onClick={onRemove} aria-label={removeLabel}>
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </li>
  );
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-help`}>
      <legend className="text-sm font-medium text-slate-700">
        {label ?? words.legend()}
        {required && (
          <span className="text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <ul className={`grid grid-cols-3 gap-2 ${rules.max > 5 ? 'sm:grid-cols-4' : 'sm:grid-cols-5'}`}>
        {kept.map((img, i) => image(img.thumb, words.kept(i + 1), words.removeKept(i + 1), onRemoveKept && (() => onRemoveKept(img.key))))}
        {added.map((img, i) => image(img.preview, words.added(i + 1, img.file.name), words.removeAdded(img.file.name), () => onRemoveAdded(i)))}
        {total < rules.max && (
          <li className={`${tile} border-dashed`}>
            {/* The tile clips what is drawn outside it, so the keyboard's focus ring is drawn inside. */}
            <label
              htmlFor={id}
              className={`flex size-full cursor-pointer flex-col items-center justify-center gap-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 ${FOCUS_RING_INSIDE}`}
            >
              <ImagePlus className="size-6" aria-hidden="true" />
              {busy ? t`Compressing…` : words.add(rules.max)}
              <input id={id} type="file" multiple={rules.max > 1} accept={rules.accept} className="sr-only" onChange={choose} disabled={busy} />
            </label>
          </li>
        )}
      </ul>
      <p id={`${id}-help`} className="text-sm text-slate-500">
        {words.count(total, rules.max)} · {rules.typesText}
        {helpSuffix}
      </p>
      {message && (
        <p className="text-sm text-red-600" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
