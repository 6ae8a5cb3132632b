import { Star } from 'lucide-react';
import { useState } from 'react';

interface StarInputProps {
  value: number | null;
  onChange: (value: number | null) => void;
  label: string;
  /** Clicking the chosen star again clears an optional rating. */
  clearable?: boolean;
}

/** A 1–5 star picker: hovering previews, clicking sets, arrow keys move; a radio group for screen readers. */
export function StarInput({ value, onChange, label, clearable }: StarInputProps) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <div role="radiogroup" aria-label={label} className="flex items-center gap-1" onMouseLeave={() => setHover(null)}>
      {[1, 2, 3, 4, 5].map((n) => {
        const checked = value === n;
        return (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={`${n} star${n > 1 ? 's' : ''}`}
            tabIndex={checked || (!value && n === 1) ? 0 : -1}
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-amber-50"
            onMouseEnter={() => setHover(n)}
            onFocus={() => setHover(null)}
            onClick={() => onChange(clearable && checked ? null : n)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowUp') {
                e.preventDefault();
                onChange(Math.min(5, (value ?? 0) + 1));
              } else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') {
                e.preventDefault();
                onChange(Math.max(1, (value ?? 2) - 1));
              }
            }}
            data-filled={n <= shown}
          >
            <Star className={`size-7 ${n <= shown ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}

/** Read-only stars: the rating rounded to 0–5 whole stars. */
export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${full} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={`${className} ${n <= full ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`} aria-hidden="true" />
      ))}
    </span>
  );
}
