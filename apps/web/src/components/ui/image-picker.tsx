import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { compressImage, imageUrl, kb, NO_IMAGE, onImageError } from '../../lib/images';
import { notify } from '../../lib/notify';

interface ImagePickerProps {
  label: string;
  /** The stored image's public path, if any. */
  current: string | null;
  /** The browser compression of the spec: target in KB and longest side in px. */
  compress: { maxSizeKb: number; maxPx: number };
  /** Shown (field and notice) when compression fails; the file is then not used. */
  failureMessage: string;
  onChange: (file: File | null) => void;
  /** Wide banners preview at 3:1, icons and avatars at 1:1. */
  shape?: 'wide' | 'square';
}

/**
 * One picture for an admin form (CMS banner, banner, category icon, testimonial photo): compressed in the browser
 * before upload, previewed, and refused with the form's own text when compression fails.
 */
export function ImagePicker({ label, current, compress, failureMessage, onChange, shape = 'wide' }: ImagePickerProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      if (!file.type.startsWith('image/')) throw new Error('not an image');
      const small = await compressImage(file, compress.maxSizeKb, compress.maxPx);
      setPreview(URL.createObjectURL(small));
      onChange(small);
      notify('info', `Image compressed: ${kb(file.size)} KB to ${kb(small.size)} KB.`);
    } catch {
      setError(failureMessage);
      notify('error', failureMessage);
      onChange(null);
    } finally {
      setBusy(false);
    }
  }

  const src = preview ?? (current ? imageUrl(current) : null);
  const box = shape === 'wide' ? 'aspect-[3/1] w-full max-w-sm' : 'aspect-square w-24';
  return (
    <div className="space-y-2">
      <span className="block text-sm font-medium text-slate-700" id={`${id}-label`}>
        {label}
      </span>
      <div className={shape === 'wide' ? 'flex flex-col gap-3' : 'flex items-center gap-3'}>
        <img src={src ?? NO_IMAGE} onError={onImageError} alt={src ? `${label} preview` : ''} className={`${box} rounded-xl bg-slate-100 object-cover`} />
        <div className="space-y-1">
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 whitespace-nowrap rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-600"
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            {busy ? 'Compressing…' : src ? 'Change image' : 'Choose an image'}
            <input
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              onChange={choose}
              aria-labelledby={`${id}-label`}
              aria-describedby={`${id}-hint`}
            />
          </label>
          <p id={`${id}-hint`} className={`text-xs ${error ? 'text-red-600' : 'text-slate-500'}`} role={error ? 'alert' : undefined}>
            {error ?? 'JPG, PNG or WebP'}
          </p>
        </div>
      </div>
    </div>
  );
}
