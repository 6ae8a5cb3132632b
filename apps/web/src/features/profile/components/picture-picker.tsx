import { Camera } from 'lucide-react';
import { useState } from 'react';
import { PICTURE_TYPES, PROFILE_LIMITS, PROFILE_MESSAGES } from '@padosi/shared/users';
import { ImagePicker } from '../../../components/images/image-picker';
import { compressImage, imageUrl, kb } from '../../../lib/images';
import { notify } from '../../../lib/notify';

interface Props {
  current: string | null;
  name: string;
  onChange: (file: File | null) => void;
}

/** JPG or PNG only, compressed in the browser (20 KB target, 800 px) before it is sent. */
export function PicturePicker({ current, name, onChange }: Props) {
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onFile(file: File) {
    if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) {
      setError(PROFILE_MESSAGES.pictureType);
      onChange(null);
      return;
    }
    setError(null);
    try {
      const small = await compressImage(file, PROFILE_LIMITS.pictureTargetKb, PROFILE_LIMITS.pictureMaxPx);
      notify('info', PROFILE_MESSAGES.compressed(kb(file.size), kb(small.size)));
      setPreview(URL.createObjectURL(small));
      onChange(small);
    } catch {
      notify('error', PROFILE_MESSAGES.compressionFailed);
      onChange(null);
    }
  }

  const src = preview ?? (current ? imageUrl(current) : null);
  const picture = src ? (
    <img src={src} alt={`${name}'s profile picture`} className="size-20 rounded-full object-cover ring-4 ring-brand-50" referrerPolicy="no-referrer" />
  ) : (
    <span className="inline-flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
      <Camera className="size-8" />
    </span>
  );
  return (
    <ImagePicker
      picture={picture}
      chooseLabel="Change picture"
      accept="image/jpeg,image/png,.jpg,.jpeg,.png"
      hint="JPG or PNG"
      message={error}
      onFile={onFile}
    />
  );
}
