import { useLingui } from '@lingui/react/macro';
import { Camera, ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { NO_IMAGE, onImageError } from '../../lib/images';
import { FOCUS_RING } from './focus-ring';

/** How the picture is drawn: a wide banner (3:1), a square icon or photo, a round avatar, a 4:3 shop picture. */
export type PictureShape = 'wide' | 'square' | 'avatar' | 'photo';

export interface PickedImage {
  /** The chosen picture's preview, else the stored one's URL; null when there is none. */
  src: string | null;
  /** A refusal shown instead of the hint, announced. */
  message: string | null;
  /** Checks, compresses and hands on one chosen file; the button reads "Compressing…" meanwhile. */
  onFile: (file: File) => Promise<void> | void;
}

interface Props extends PickedImage {
  /** The field's name above it; without one, the choose button names the field. */
  label?: string;
  shape: PictureShape;
  /** What the picture shows, for screen readers (defaults to "<label> preview"). */
  alt?: string;
  chooseLabel?: string;
  accept?: string;
  hint?: string;
}

const LAYOUT: Record<PictureShape, string> = {
  wide: 'flex flex-col gap-3',
  square: 'flex items-center gap-3',
  avatar: 'flex items-center gap-4',
  photo: 'flex flex-col gap-3 sm:flex-row sm:items-center',
};
const BOX: Record<Exclude<PictureShape, 'avatar'>, { className: string; width: number; height: number }> = {
  wide: { className: 'aspect-[3/1] w-full max-w-sm', width: 384, height: 128 },
  square: { className: 'aspect-square w-24', width: 96, height: 96 },
  photo: { className: 'aspect-[4/3] w-40', width: 160, height: 120 },
};

function Picture({ src, alt, shape }: { src: string | null; alt: string; shape: PictureShape }) {
  if (shape === 'avatar') {
    return src ? (
      <img src={src} alt={alt} width={80} height={80} className="size-20 rounded-full object-cover ring-4 ring-brand-50" referrerPolicy="no-referrer" />
    ) : (
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
        <Camera className="size-8" />
      </span>
    );
  }
  const box = BOX[shape];
  return (
    <img
      src={src ?? NO_IMAGE}
      onError={onImageError}
      alt={src ? alt : ''}
      width={box.width}
      height={box.height}
      className={`${box.className} rounded-xl bg-slate-100 object-cover`}
    />
  );
}

/**
 * The one single-picture field (a banner, an icon, a profile picture, a shop picture): the picture or its
 * placeholder, a choose button that shows the keyboard's focus, and a hint or a refusal. What a chosen file must
 * pass, and what it becomes, is the form's (`onFile`; `useCompressedImage` for the usual compress-and-preview).
 * Several pictures in one field are `ImagesField`.
 */
export function ImagePicker({ label, shape, src, alt, message, onFile, chooseLabel, accept = 'image/jpeg,image/png,image/webp', hint }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function choose(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      await onFile(file);
    } finally {
      setBusy(false);
    }
  }

  const picker = (
    <div className={LAYOUT[shape]}>
      <Picture src={src} alt={alt ?? (label ? t`${label} preview` : t`Picture preview`)} shape={shape} />
      <div className="space-y-1">
        <label
          htmlFor={id}
          className={`inline-flex min-h-11 cursor-pointer items-center gap-2 whitespace-nowrap rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 ${FOCUS_RING}`}
        >
          <ImagePlus className="size-4" aria-hidden="true" />
          {busy ? t`Compressing…` : (chooseLabel ?? (src ? t`Change image` : t`Choose an image`))}
          <input
            id={id}
            type="file"
            accept={accept}
            className="sr-only"
            onChange={choose}
            aria-labelledby={label ? `${id}-label` : undefined}
            aria-describedby={`${id}-hint`}
          />
        </label>
        <p id={`${id}-hint`} className={`text-xs ${message ? 'text-red-600' : 'text-slate-500'}`} role={message ? 'alert' : undefined}>
          {message ?? hint ?? t`JPG, PNG or WebP`}
        </p>
      </div>
    </div>
  );
  if (!label) return picker;
  return (
    <div className="space-y-2">
      <span className="block text-sm font-medium text-slate-700" id={`${id}-label`}>
        {label}
      </span>
      {picker}
    </div>
  );
}
