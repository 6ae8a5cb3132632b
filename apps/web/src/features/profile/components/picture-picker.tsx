import { Camera } from 'lucide-react';
import { useId, useState } from 'react';
import { PICTURE_TYPES, PROFILE_LIMITS, PROFILE_MESSAGES } from '@padosi/shared/users';
import { compressImage, imageUrl, kb } from '../../../lib/images';
import { notify } from '../../../lib/notify';

interface Props {
  current: string | null;
  name: string;
  onChange: (file: File | null) => void;
}

/** JPG or PNG only, compressed in the browser (20 KB target, 800 px) before it is sent. */
export function PicturePicker({ current, name, onChange }: Props) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) {
      setError(PROFILE_MESSAGES.pictureType);
      onChange(null);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const small = await compressImage(file, PROFILE_LIMITS.pictureTargetKb, PROFILE_LIMITS.pictureMaxPx);
      notify('info', PROFILE_MESSAGES.compressed(kb(file.size), kb(small.size)));
      setPreview(URL.createObjectURL(small));
      onChange(small);
    } catch {
      notify('error', PROFILE_MESSAGES.compressionFailed);
      onChange(null);
    } finally {
      setBusy(false);
    }
  }

  const src = preview ?? (current ? imageUrl(current) : null);
  return (
    <div className="flex items-center gap-4">
      {src ? (
        <img src={src} alt={`${name}'s profile picture`} className="size-20 rounded-full object-cover ring-4 ring-brand-50" referrerPolicy="no-referrer" />
      ) : (
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
          <Camera className="size-8" />
        </span>
      )}
      <div className="space-y-1">
        <label htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-600">
          {busy ? 'Compressing…' : 'Change picture'}
          <input id={id} type="file" accept="image/jpeg,image/png,.jpg,.jpeg,.png" className="sr-only" onChange={choose} aria-describedby={`${id}-hint`} />
        </label>
        <p id={`${id}-hint`} className={`text-xs ${error ? 'text-red-600' : 'text-slate-500'}`} role={error ? 'alert' : undefined}>
          {error ?? 'JPG or PNG'}
        </p>
      </div>
    </div>
  );
}
