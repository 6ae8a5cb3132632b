import { NO_IMAGE, onImageError } from '../../lib/images';

interface CardImageProps {
  /** The small picture; the placeholder when the listing has none. */
  src: string | undefined;
  srcSet: string | undefined;
  sizes: string;
  /** For the cards of the first screen: fetched at once and first, not when scrolled near. */
  priority: boolean;
}

/** A list card's 4:3 picture, sized up front so the grid does not shift while pictures arrive. */
export function CardImage({ src, srcSet, sizes, priority }: CardImageProps) {
  return (
    <img
      src={src ?? NO_IMAGE}
      srcSet={srcSet}
      sizes={sizes}
      alt=""
      width={320}
      height={240}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className="size-full object-cover"
      onError={onImageError}
    />
  );
}
