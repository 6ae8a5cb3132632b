import { ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { AD_LIMITS, AD_MESSAGES, isAllowedAdImage } from '@padosi/shared/ads';
import { compressImage } from '../../../lib/images';

export interface NewImage {
  file: File;
  preview: string;
}

interface Props {
  /** Stored images kept on the ad (paths) and their thumbnails. */
  kept: Array<{ path: string; thumb: string }>;
  added: NewImage[];
  onRemoveKept: (path: string) => void;
  onRemoveAdded: (index: number) => void;
  onAdd: (images: NewImage[]) => void;
  /** A message from the form (e.g. no image at submit). */
  error?: string;
}

/**
 * 1–5 JPEG/PNG images: other types are refused with "{file} is not valid.", files over 2 MB are compressed
 * (200 KB target, 800 px) and a failure says "Failed to compress {file}."; a sixth image is refused.
 */
export function AdImagesField({ kept, added, onRemoveKept, onRemoveAdded, onAdd, error }: Props) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const total = kept.length + added.length;
  const message = problem ?? error;

  async function choose(e: React.ChangeEvent<HTMLInputElement>) {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (!files.length) return;
    const problems: string[] = [];
    const room = AD_LIMITS.maxImages - total;
    if (files.length > room) problems.push(AD_MESSAGES.tooManyImages);
    const accepted: NewImage[] = [];
    setBusy(true);
    for (const file of files.slice(0, Math.max(0, room))) {
      if (!isAllowedAdImage(file)) {
        problems.push(AD_MESSAGES.imageNotValid(file.name));
        continue;
      }
      let ready = file;
      if (file.size > AD_LIMITS.compressOverBytes) {
        try {
          ready = await compressImage(file, AD_LIMITS.compressTargetKb, AD_LIMITS.compressMaxPx);
        } catch {
          problems.push(AD_MESSAGES.compressFailed(file.name));
          continue;
        }
      }
      accepted.push({ file: ready, preview: URL.createObjectURL(ready) });
    }
    setBusy(false);
    setProblem(problems.length ? problems.join(' ') : null);
    if (accepted.length) onAdd(accepted);
  }

  const tile = 'relative aspect-square overflow-hidden rounded-xl border border-slate-200 bg-slate-100';
  const removeButton = 'absolute right-1 top-1 inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow hover:text-red-700';
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-help`}>
      <legend className="text-sm font-medium text-slate-700">
        Images<span className="text-red-600" aria-hidden="true">*</span>
      </legend>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {kept.map((img, i) => (
          <li key={img.path} className={tile}>
            <img src={img.thumb} alt={`Image ${i + 1}`} className="size-full object-cover" width={120} height={120} />
            <button type="button" className={removeButton} onClick={() => onRemoveKept(img.path)} aria-label={`Remove image ${i + 1}`}>
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
        {added.map((img, i) => (
          <li key={img.preview} className={tile}>
            <img src={img.preview} alt={`New image ${i + 1}: ${img.file.name}`} className="size-full object-cover" width={120} height={120} />
            <button type="button" className={removeButton} onClick={() => onRemoveAdded(i)} aria-label={`Remove new image ${img.file.name}`}>
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
        {total < AD_LIMITS.maxImages && (
          <li className={`${tile} border-dashed`}>
            <label htmlFor={id} className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-within:outline-2 focus-within:outline-brand-600">
              <ImagePlus className="size-6" aria-hidden="true" />
              {busy ? 'Compressing…' : 'Add images'}
              <input id={id} type="file" multiple accept="image/jpeg,image/png,.jpg,.jpeg,.png" className="sr-only" onChange={choose} disabled={busy} />
            </label>
          </li>
        )}
      </ul>
      <p id={`${id}-help`} className="text-sm text-slate-500">
        {total} of {AD_LIMITS.maxImages} images · JPG or PNG
      </p>
      {message && (
        <p className="text-sm text-red-600" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
