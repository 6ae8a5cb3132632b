import type { ImgHTMLAttributes } from 'react';
import { LARGE_PICTURE_SIZES, storedImageSrcset, WIDE_SCREEN } from '@padosi/shared/images';
import { NO_IMAGE, onImageError } from '../../lib/images';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'onError'> & { url: string | null | undefined };

/**
 * A large stored picture (the home banner, a provider's picture): the stored file on wide screens, its 800 px WebP
 * copy (or the thumbnail) below them, chosen by media query, so a phone never takes the stored file (decision 1106).
 * The server's preload names the same files (`largePicture` in @padosi/shared/first-screen).
 */
export function StoredPicture({ url, ...img }: Props) {
  const copies = storedImageSrcset(url);
  if (!url || !copies) return <img src={url ?? NO_IMAGE} onError={onImageError} {...img} />;
  return (
    <picture className="contents">
      <source media={WIDE_SCREEN} srcSet={url} />
      <img src={url} srcSet={copies} sizes={LARGE_PICTURE_SIZES} onError={onImageError} {...img} />
    </picture>
  );
}
