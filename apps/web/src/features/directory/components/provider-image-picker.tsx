import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { PROVIDER_LIMITS, PROVIDER_MESSAGES, providerImageUrl } from '@padosi/shared/provider-constants';
import { compressImage, kb, NO_IMAGE, onImageError } from '../../../lib/images';
import { notify } from '../../../lib/notify';

interface Props {
  mode: 'create' | 'update';
  current: string | null;
  onChange: (file: File | null) => void;
  /** Registration marks the image required (the message shows, the submit is not blocked). */
  requiredMessage?: string | null;
}

/**
 * The provider picture. Registration compresses to 200 KB / 800 px and, if that fails, sends the original with a
 * notice. Update refuses files over 1 MB, compresses to 100 KB / 800 px and renames the file with a timestamp.
 */
export function ProviderImagePicker({ mode, current, onChange, requiredMessage }: Props) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    if (mode === 'update' && file.size > PROVIDER_LIMITS.imageMaxBytesUpdate) {
      setError(PROVIDER_MESSAGES.imageTooLarge);
      notify('error', PROVIDER_MESSAGES.imageTooLarge);
      return;
    }
    setBusy(true);
    const target = mode === 'create' ? PROVIDER_LIMITS.compressCreate : PROVIDER_LIMITS.compressUpdate;
    try {
      const small = await compressImage(file, target.maxSizeKb, target.maxPx);
      const chosen = mode === 'update' ? new File([small], `${Date.now()}-${file.name}`, { type: small.type }) : small;
      notify('success', mode === 'update' ? PROVIDER_MESSAGES.compressedUpdate : `Image compressed: ${kb(file.size)} KB to ${kb(small.size)} KB.`);
      setPreview(URL.createObjectURL(chosen));
      onChange(chosen);
    } catch {
      if (mode === 'update') {
        notify('error', PROVIDER_MESSAGES.compressFailedUpdate);
        onChange(null);
      } else {
        notify('warning', PROVIDER_MESSAGES.compressFailedCreate);
        setPreview(URL.createObjectURL(file));
        onChange(file);
      }
    } finally {
      setBusy(false);
    }
  }

  const src = preview ?? providerImageUrl(current) ?? null;
  const message = error ?? requiredMessage ?? null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <img src={src ?? NO_IMAGE} onError={onImageError} alt={src ? 'Chosen picture' : ''} width={160} height={120} className="aspect-[4/3] w-40 rounded-xl bg-slate-100 object-cover" />
      <div className="space-y-1">
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-600"
        >
          <ImagePlus className="size-4" aria-hidden="true" />
          {busy ? 'Compressing…' : src ? 'Change picture' : 'Choose a picture'}
          <input id={id} type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" onChange={choose} aria-describedby={`${id}-hint`} />
        </label>
        <p id={`${id}-hint`} className={`text-xs ${message ? 'text-red-600' : 'text-slate-500'}`} role={message ? 'alert' : undefined}>
          {message ?? (mode === 'update' ? 'JPG, PNG or WebP, up to 1 MB' : 'JPG, PNG or WebP')}
        </p>
      </div>
    </div>
  );
}
