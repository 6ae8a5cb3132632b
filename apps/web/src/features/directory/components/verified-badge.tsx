import { sharedText } from '../../../lib/shared-messages';
import { Crown } from 'lucide-react';
import { PROVIDER_MESSAGES } from '@padosi/shared/provider-constants';

/** The crown of providers the admin team has verified. */
export function VerifiedBadge({ withText }: { withText?: boolean }) {
  const verified = sharedText(PROVIDER_MESSAGES.adminVerified);
  return (
    <span
      title={verified}
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200"
    >
      <Crown className="size-3.5" aria-hidden="true" />
      {withText ? verified : <span className="sr-only">{verified}</span>}
    </span>
  );
}
