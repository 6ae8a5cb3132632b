import { useLingui } from '@lingui/react/macro';
import { EyeOff } from 'lucide-react';

/**
 * Shown to the owner (and admins) of a provider, ride or kitchen the admins hid: nobody else sees the page, and the
 * owner learns why their listing vanished from the lists instead of guessing.
 */
export function HiddenNotice({ what }: { what: 'provider' | 'ride' | 'kitchen' }) {
  const { t } = useLingui();
  const text = {
    provider: t`The admin team has hidden this provider: only you and the admins can see it. Contact them to have it shown again.`,
    ride: t`The admin team has hidden this ride: only you and the admins can see it. Contact them to have it shown again.`,
    kitchen: t`The admin team has hidden this kitchen: only you and the admins can see it. Contact them to have it shown again.`,
  }[what];
  return (
    <p role="status" className="mb-4 flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
      <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
