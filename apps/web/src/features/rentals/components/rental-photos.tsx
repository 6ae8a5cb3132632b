import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { rentalPhotoUrl, rentalThumbUrl } from '@padosi/shared/rentals';
import { Modal } from '../../../components/ui/modal';
import { NO_IMAGE, onImageError } from '../../../lib/images';

/** The photo grid of a rental; each photo opens a preview. Without photos, the placeholder picture. */
export function RentalPhotos({ name, photos }: { name: string; photos: string[] }) {
  const { t } = useLingui();
  const [preview, setPreview] = useState<number | null>(null);
  const count = photos.length;
  const shown = (preview ?? 0) + 1;
  if (!photos.length) {
    return <img src={NO_IMAGE} alt={t`No photos yet`} width={800} height={600} className="aspect-[4/3] w-full rounded-2xl bg-slate-100 object-cover" />;
  }
  return (
    <>
      <ul className={`grid gap-2 ${photos.length === 1 ? 'grid-cols-1' : 'grid-cols-2'}`} aria-label={t`Photos`}>
        {photos.map((file, i) => {
          const number = i + 1;
          return (
            <li key={file} className={photos.length > 2 && i === 0 ? 'col-span-2' : ''}>
              <button
                type="button"
                onClick={() => setPreview(i)}
                className="block aspect-[4/3] w-full overflow-hidden rounded-2xl bg-slate-100 hover:opacity-95"
                aria-label={t`Preview photo ${number} of ${count}`}
              >
                <img
                  src={i === 0 ? rentalPhotoUrl(file) : rentalThumbUrl(file)}
                  alt=""
                  width={800}
                  height={600}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  className="size-full object-cover"
                  onError={onImageError}
                />
              </button>
            </li>
          );
        })}
      </ul>
      <Modal open={preview !== null} onOpenChange={(o) => !o && setPreview(null)} title={t`${name} — photo ${shown} of ${count}`} size="lg">
        {preview !== null && (
          <img
            src={rentalPhotoUrl(photos[preview]!)}
            alt={t`${name}, photo ${shown}`}
            className="max-h-[75dvh] w-full rounded-xl bg-slate-100 object-contain"
            onError={onImageError}
          />
        )}
      </Modal>
    </>
  );
}
