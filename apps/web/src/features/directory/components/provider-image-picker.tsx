import { useLingui } from '@lingui/react/macro';
import { sharedText } from '../../../lib/shared-messages';
import { IMAGE_MESSAGES } from '@padosi/shared/images';
import { useState } from 'react';
import { PROVIDER_LIMITS, PROVIDER_MESSAGES, providerImageUrl } from '@padosi/shared/provider-constants';
import { ImagePicker } from '../../../components/images/image-picker';
import { compressImage, kb } from '../../../lib/images';
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
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();

  async function onFile(file: File) {
    setError(null);
    if (mode === 'update' && file.size > PROVIDER_LIMITS.imageMaxBytesUpdate) {
      setError(PROVIDER_MESSAGES.imageTooLarge);
      notify('error', PROVIDER_MESSAGES.imageTooLarge);
      return;
    }
    const target = mode === 'create' ? PROVIDER_LIMITS.compressCreate : PROVIDER_LIMITS.compressUpdate;
    try {
      const small = await compressImage(file, target.maxSizeKb, target.maxPx);
      const chosen = mode === 'update' ? new File([small], `${Date.now()}-${file.name}`, { type: small.type }) : small;
      notify('success', mode === 'update' ? PROVIDER_MESSAGES.compressedUpdate : IMAGE_MESSAGES.compressed(kb(file.size), kb(small.size)));
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
    }
  }

  const src = preview ?? providerImageUrl(current) ?? null;
  return (
    <ImagePicker
      shape="photo"
      src={src}
      alt={t`Chosen picture`}
      chooseLabel={src ? t`Change picture` : t`Choose a picture`}
      hint={mode === 'update' ? t`JPG, PNG or WebP, up to 1 MB` : t`JPG, PNG or WebP`}
      message={sharedText(error ?? requiredMessage ?? undefined) ?? null}
      onFile={onFile}
    />
  );
}
