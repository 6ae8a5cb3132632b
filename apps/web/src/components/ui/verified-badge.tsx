import { Trans } from '@lingui/react/macro';
import { BadgeCheck, ShieldCheck } from 'lucide-react';
import type { VerifiedResident } from '@padosi/shared/residents-constants';

/**
 * The one badge of a verified resident (issue 25), the same words and icon on every ad, rental, ride, kitchen,
 * resident-owned provider, review and home-help request: "Verified resident · <apartment>, <block>". Nothing when
 * the poster is not verified.
 */
export function VerifiedBadge({ verified, className = '' }: { verified: VerifiedResident | null | undefined; className?: string }) {
  if (!verified) return null;
  const { apartment, block } = verified;
  return (
    <span className={`inline-flex max-w-full items-center gap-1 text-xs font-medium text-green-800 ${className}`} data-testid="verified-resident">
      <BadgeCheck className="size-4 shrink-0 text-green-700" aria-hidden="true" />
      <span className="truncate">
        <Trans>
          Verified resident · {apartment}, {block}
        </Trans>
      </span>
    </span>
  );
}

/** A provider the admin checked: a plain label, not a crown. */
export function VerifiedByAdmin({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 text-xs font-medium text-slate-700 ${className}`}>
      <ShieldCheck className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <Trans>Verified by admin</Trans>
    </span>
  );
}
