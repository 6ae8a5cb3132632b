import { t } from '@lingui/core/macro';
import { Star } from 'lucide-react';
import { ratingTone, roundRating } from '@padosi/shared/provider-constants';

const TONES = { green: 'bg-green-100 text-green-800', yellow: 'bg-amber-100 text-amber-800', red: 'bg-red-100 text-red-800' } as const;

/** The rating badge: shown only above 0; green from 4.5, yellow from 3, red below. */
export function RatingBadge({ rating, className = '' }: { rating: number; className?: string }) {
  if (!(rating > 0)) return null;
  const value = roundRating(rating);
  const shown = value.toFixed(1);
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[ratingTone(rating)]} ${className}`}
      aria-label={t`Rating ${shown} out of 5`}
    >
      <Star className="size-3.5 fill-current" aria-hidden="true" />
      {value.toFixed(1)}
    </span>
  );
}
