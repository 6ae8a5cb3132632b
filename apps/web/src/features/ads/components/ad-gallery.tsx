import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { NO_IMAGE, onImageError } from '../../../lib/images';

interface Props {
  title: string;
  images: string[];
  thumbnails: string[];
}

/**
 * The ad's pictures: a large first picture and a row of thumbnails; any of them opens the large-image popup,
 * where arrow keys and the buttons move between pictures and Escape closes.
 */
export function AdGallery({ title, images, thumbnails }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const count = images.length;
  const move = (step: number) => setOpen((i) => (i === null ? i : (i + step + count) % count));
  const shown = open ?? 0;
  const number = shown + 1;
  const isOpen = open !== null;

  // Arrow keys work wherever focus sits inside the popup (it starts on the Close button).
  useEffect(() => {
    if (!isOpen || count < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') setOpen((i) => (i === null ? i : (i + 1) % count));
      if (e.key === 'ArrowLeft') setOpen((i) => (i === null ? i : (i - 1 + count) % count));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, count]);

  return (
    <div className="space-y-3">
      <button
        type="button"
        className="block aspect-[4/3] w-full overflow-hidden rounded-2xl bg-slate-100 focus-visible:outline-2"
        onClick={() => count && setOpen(0)}
        aria-label={count ? t`Open image 1 of ${count} of ${title}` : undefined}
        disabled={!count}
      >
        <img
          src={images[0] ?? NO_IMAGE}
          alt={count ? t`${title}, image 1` : t`No images yet`}
          width={800}
          height={600}
          className="size-full object-contain"
          onError={onImageError}
        />
      </button>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t`Images`}>
          {images.map((src, i) => {
            const number = i + 1;
            return (
              <li key={src} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setOpen(i)}
                  className="block size-20 overflow-hidden rounded-xl border border-slate-200 bg-slate-100 hover:border-brand-600 sm:size-24"
                  aria-label={t`Open image ${number} of ${count}`}
                >
                  <img src={thumbnails[i] ?? src} alt="" width={96} height={96} loading="lazy" className="size-full object-cover" onError={onImageError} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Modal open={open !== null} onOpenChange={(o) => !o && setOpen(null)} title={t`${title} — image ${number} of ${count}`} size="lg">
        <div className="relative">
          <img
            src={images[shown]}
            alt={t`${title}, image ${number}`}
            className="max-h-[70dvh] w-full rounded-xl bg-slate-100 object-contain"
            onError={onImageError}
          />
          {count > 1 && (
            <div className="mt-3 flex items-center justify-between gap-3">
              <button
                type="button"
                onClick={() => move(-1)}
                className="inline-flex min-h-11 items-center gap-1 rounded-xl border border-slate-300 px-4 text-sm font-semibold hover:bg-slate-50"
              >
                <ChevronLeft className="size-4" aria-hidden="true" /> <Trans>Previous image</Trans>
              </button>
              <span className="text-sm tabular-nums text-slate-600" aria-live="polite">
                {shown + 1} / {count}
              </span>
              <button
                type="button"
                onClick={() => move(1)}
                className="inline-flex min-h-11 items-center gap-1 rounded-xl border border-slate-300 px-4 text-sm font-semibold hover:bg-slate-50"
              >
                <Trans>Next image</Trans> <ChevronRight className="size-4" aria-hidden="true" />
              </button>
            </div>
          )}
        </div>
      </Modal>
    </div>
  );
}
