import { plural, t } from '@lingui/core/macro';
import { Star } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';

interface StarInputProps {
  value: number | null;
  onChange: (value: number | null) => void;
  label: string;
  /** Clicking the chosen star again clears an optional rating. */
  clearable?: boolean;
}

const NEXT: Record<string, (n: number) => number> = {
  ArrowRight: (n) => (n % 5) + 1,
  ArrowUp: (n) => (n % 5) + 1,
  ArrowLeft: (n) => ((n + 3) % 5) + 1,
  ArrowDown: (n) => ((n + 3) % 5) + 1,
  Home: () => 1,
  End: () => 5,
};

/**
 * A 1–5 star picker following the WAI-ARIA radio group pattern: one tab stop (the chosen star, else the first),
 * arrow keys move focus and choose (wrapping), Space chooses the focused star and never clears it. Hovering
 * previews; clicking the chosen star again clears an optional rating (mouse only).
 */
export function StarInput({ value, onChange, label, clearable }: StarInputProps) {
  const [hover, setHover] = useState<number | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const shown = hover ?? value ?? 0;
  const onKeyDown = (e: KeyboardEvent, n: number) => {
    const next = NEXT[e.key];
    if (!next) return;
    e.preventDefault();
    const to = next(n);
    onChange(to);
    buttons.current[to - 1]?.focus();
  };
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
            aria-label={plural(n, { one: '# star', other: '# stars' })}
            ref={(el) => {
              buttons.current[n - 1] = el;
            }}
            tabIndex={checked || (!value && n === 1) ? 0 : -1}
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-amber-50"
            onMouseEnter={() => setHover(n)}
            onFocus={() => setHover(null)}
            // detail 0: a click from Space or Enter, which chooses and never clears.
            onClick={(e) => onChange(clearable && checked && e.detail > 0 ? null : n)}
            onKeyDown={(e) => onKeyDown(e, n)}
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
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={t`Rated ${full} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={`${className} ${n <= full ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`} aria-hidden="true" />
      ))}
    </span>
  );
}
