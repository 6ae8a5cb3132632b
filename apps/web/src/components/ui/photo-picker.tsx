import { ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { compressImage } from '../../lib/images';
import { notify } from '../../lib/notify';

const ALLOWED = ['image/jpeg', 'image/png', 'image/webp'];
const COMPRESS_OVER = 1024 * 1024;

interface Props {
  label: string;
  /** Stored file names. */
  kept: string[];
  /** The thumbnail URL of a stored file name. */
  thumbUrl: (file: string) => string;
  added: File[];
  max: number;
  /** Without it, stored photos show no remove button (a new photo replaces them). */
  onRemoveKept?: (file: string) => void;
  onChangeAdded: (files: File[]) => void;
}

/**
 * Any feature's photo field: stored photos and new ones as square tiles with remove buttons, and an add tile.
 * JPEG, PNG or WebP only ("Invalid file type: {file}" otherwise); files over 1 MB are compressed (300 KB, 1600 px).
 */
export function PhotoPicker({ label, kept, thumbUrl, added, max, onRemoveKept, onChangeAdded }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  // Stored photos that cannot be removed are the ones a new photo replaces: they take no place.
  const total = (onRemoveKept ? kept.length : 0) + added.length;

  async function choose(e: React.ChangeEvent<HTMLInputElement>) {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length > max - total) notify('error', `You can only upload up to ${max} photos.`);
    setBusy(true);
    const ready: File[] = [];
    for (const file of files.slice(0, Math.max(0, max - total))) {
      if (!ALLOWED.includes(file.type)) {
        notify('error', `Invalid file type: ${file.name}`);
        continue;
      }
      ready.push(file.size > COMPRESS_OVER ? await compressImage(file, 300, 1600).catch(() => file) : file);
    }
    setBusy(false);
    if (ready.length) onChangeAdded([...added, ...ready]);
  }

  const tile = 'relative aspect-square overflow-hidden rounded-xl border border-slate-200 bg-slate-100';
  const remove = 'absolute right-1 top-1 inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow hover:text-red-700';
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {kept.map((file, i) => (
          <li key={file} className={tile}>
            <img src={thumbUrl(file)} alt={`Photo ${i + 1}`} width={120} height={120} className="size-full object-cover" />
            {onRemoveKept && (
              <button type="button" className={remove} onClick={() => onRemoveKept(file)} aria-label={`Remove photo ${i + 1}`}>
                <X className="size-4" aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
        {added.map((file, i) => (
          <li key={`${file.name}-${i}`} className={tile}>
            <img src={URL.createObjectURL(file)} alt={`New photo: ${file.name}`} width={120} height={120} className="size-full object-cover" />
            <button
              type="button"
              className={remove}
              onClick={() => onChangeAdded(added.filter((_, j) => j !== i))}
              aria-label={`Remove new photo ${file.name}`}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
        {total < max && (
          <li className={`${tile} border-dashed`}>
            <label
              htmlFor={id}
              className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-within:outline-2 focus-within:outline-brand-600"
            >
              <ImagePlus className="size-6" aria-hidden="true" />
              {busy ? 'Preparing…' : 'Add photo'}
              <input id={id} type="file" accept="image/jpeg,image/png,image/webp" multiple={max > 1} className="sr-only" onChange={choose} disabled={busy} />
            </label>
          </li>
        )}
      </ul>
      <p className="text-sm text-slate-500">JPEG, PNG or WebP{max > 1 ? `, up to ${max}` : ''}.</p>
    </fieldset>
  );
}
