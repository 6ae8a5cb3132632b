import { t } from '@lingui/core/macro';
import { Star } from 'lucide-react';
import { ratingTone, roundRating } from '@padosi/shared/provider-constants';

const TONES = { green: 'bg-green-100 text-green-800', yellow: 'bg-amber-100 text-amber-800', red: 'bg-red-100 text-red-800' } as const;
const PILL = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold';

/**
 * The rating badge: green from 4.5, yellow from 3, red below. With `count` (cards and the details page) it names how
 * many reviews the average stands on, and says "New" rather than 0.0 before the first review (issue 25).
 */
export function RatingBadge({ rating, count, className = '' }: { rating: number; count?: number; className?: string }) {
  if (!(rating > 0) || count === 0) {
    if (count === undefined) return null;
    return (
      <span className={`${PILL} bg-brand-50 text-brand-800 ${className}`}>
        {t({ message: 'New', comment: 'A kitchen or provider with no reviews yet, instead of a rating' })}
      </span>
    );
  }
  const value = roundRating(rating);
  const shown = value.toFixed(1);
  return (
    <span
      className={`${PILL} ${TONES[ratingTone(rating)]} ${className}`}
      aria-label={count === undefined ? t`Rating ${shown} out of 5` : t`Rating ${shown} out of 5 from ${count} reviews`}
    >
      <Star className="size-3.5 fill-current" aria-hidden="true" />
      {shown}
      {count !== undefined && <span className="font-normal">({count})</span>}
    </span>
  );
}
