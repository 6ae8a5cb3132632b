import { useState } from 'react';
import { IMAGE_MESSAGES } from '@padosi/shared/images';
import { compressImage, imageUrl, kb } from '../../lib/images';
import { notify } from '../../lib/notify';
import type { PickedImage } from './image-picker';

interface Options {
  /** The stored picture's path, if any. */
  current: string | null;
  /** The browser compression the form asks for: target in KB and longest side in px. */
  compress: { maxSizeKb: number; maxPx: number };
  /** Shown (under the field and as a notice) when compression fails; the file is then not used. */
  failureMessage?: string;
  /** Files the form takes (any image by default) and its refusal of the others. */
  isAllowed?: (file: File) => boolean;
  notAllowed?: string;
  /** The notice after compressing (the sizes in KB). */
  compressed?: (fromKb: number, toKb: number) => string;
  onChange: (file: File | null) => void;
}

/**
 * The usual way a form takes one picture, for `<ImagePicker {...picked} />`: refuse a file the form does not take,
 * compress the rest in the browser, say how much smaller it got and preview it; or refuse with the form's own text.
 */
export function useCompressedImage(options: Options): PickedImage {
  const {
    current,
    compress,
    failureMessage = IMAGE_MESSAGES.compressFailed,
    isAllowed,
    notAllowed,
    compressed = IMAGE_MESSAGES.compressed,
    onChange,
  } = options;
  const [preview, setPreview] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  function refuse(text: string) {
    setMessage(text);
    notify('error', text);
    onChange(null);
  }

  async function onFile(file: File) {
    setMessage(null);
    if (!(isAllowed ? isAllowed(file) : file.type.startsWith('image/'))) return refuse(notAllowed ?? failureMessage);
    try {
      const small = await compressImage(file, compress.maxSizeKb, compress.maxPx);
      setPreview(URL.createObjectURL(small));
      onChange(small);
      notify('info', compressed(kb(file.size), kb(small.size)));
    } catch {
      refuse(failureMessage);
    }
  }

  return { src: preview ?? (current ? imageUrl(current) : null), message, onFile };
}
