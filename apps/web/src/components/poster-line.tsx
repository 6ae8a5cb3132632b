import { Trans } from '@lingui/react/macro';
import { Building2, UserRound } from 'lucide-react';
import type { Poster } from '@padosi/shared/trust';
import { formatMonthYear } from '../lib/format';

/**
 * Who posted a listing (issue 25's trust signals): name, apartment and "member since" month and year. Never a phone
 * number or a flat: those stay with the poster.
 */
export function PosterLine({ poster, className = '' }: { poster: Poster | null; className?: string }) {
  if (!poster) return null;
  const since = formatMonthYear(poster.member_since);
  const apartment = poster.apartment_name;
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 ${className}`}>
      <span className="flex min-w-0 items-center gap-1.5">
        <UserRound className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
        <span className="min-w-0 break-words">
          <Trans>
            Posted by <span className="font-medium text-slate-900">{poster.name}</span>
          </Trans>
        </span>
      </span>
      {apartment && (
        <span className="flex min-w-0 items-center gap-1.5">
          <Building2 className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="min-w-0 break-words">{apartment}</span>
        </span>
      )}
      <span>
        <Trans>Member since {since}</Trans>
      </span>
    </div>
  );
}
