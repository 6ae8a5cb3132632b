import { ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { RENTAL_LIMITS, RENTAL_MESSAGES, isAllowedRentalPhoto, rentalThumbUrl } from '@padosi/shared/rentals';
import { compressImage } from '../../../lib/images';
import { notify } from '../../../lib/notify';

export interface NewPhoto {
  file: File;
  preview: string;
}

interface Props {
  kept: string[];
  added: NewPhoto[];
  onRemoveKept: (file: string) => void;
  onRemoveAdded: (index: number) => void;
  onAdd: (photos: NewPhoto[]) => void;
}

/**
 * Optional photos, JPEG or PNG: other files are skipped with the error notification "Invalid file type: {file}";
 * files over 512 KB are compressed (target 500 KB, 1024 px) before upload.
 */
export function RentalPhotosField({ kept, added, onRemoveKept, onRemoveAdded, onAdd }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const total = kept.length + added.length;

  async function choose(e: React.ChangeEvent<HTMLInputElement>) {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    const room = RENTAL_LIMITS.maxPhotos - total;
    if (files.length > room) notify('error', RENTAL_MESSAGES.tooManyPhotos);
    const accepted: NewPhoto[] = [];
    setBusy(true);
    for (const file of files.slice(0, Math.max(0, room))) {
      if (!isAllowedRentalPhoto(file)) {
        notify('error', RENTAL_MESSAGES.invalidFileType(file.name));
        continue;
      }
      let ready = file;
      if (file.size > RENTAL_LIMITS.compressOverBytes) {
        try {
          ready = await compressImage(file, RENTAL_LIMITS.compressTargetKb, RENTAL_LIMITS.compressMaxPx);
        } catch {
          // Compression is an optimisation: the original (≤ 5 MB) still uploads.
          ready = file;
        }
      }
      accepted.push({ file: ready, preview: URL.createObjectURL(ready) });
    }
    setBusy(false);
    if (accepted.length) onAdd(accepted);
  }

  const tile = 'relative aspect-square overflow-hidden rounded-xl border border-slate-200 bg-slate-100';
  const removeButton = 'absolute right-1 top-1 inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow hover:text-red-700';
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Photos</legend>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {kept.map((file, i) => (
          <li key={file} className={tile}>
            <img src={rentalThumbUrl(file)} alt={`Photo ${i + 1}`} width={120} height={120} className="size-full object-cover" />
            <button type="button" className={removeButton} onClick={() => onRemoveKept(file)} aria-label={`Remove photo ${i + 1}`}>
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
        {added.map((photo, i) => (
          <li key={photo.preview} className={tile}>
            <img src={photo.preview} alt={`New photo ${i + 1}: ${photo.file.name}`} width={120} height={120} className="size-full object-cover" />
            <button type="button" className={removeButton} onClick={() => onRemoveAdded(i)} aria-label={`Remove new photo ${photo.file.name}`}>
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
        {total < RENTAL_LIMITS.maxPhotos && (
          <li className={`${tile} border-dashed`}>
            <label htmlFor={id} className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-within:outline-2 focus-within:outline-brand-600">
              <ImagePlus className="size-6" aria-hidden="true" />
              {busy ? 'Compressing…' : 'Add photos'}
              <input id={id} type="file" multiple accept="image/jpeg,image/png,.jpg,.jpeg,.png" className="sr-only" onChange={choose} disabled={busy} />
            </label>
          </li>
        )}
      </ul>
      <p className="text-sm text-slate-500">
        {total} of {RENTAL_LIMITS.maxPhotos} photos · JPG or PNG · optional
      </p>
    </fieldset>
  );
}
