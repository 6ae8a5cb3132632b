import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Share2 } from 'lucide-react';
import { copyText } from '../lib/clipboard';
import { notify } from '../lib/notify';
import { Button } from './ui/button';

export const LINK_COPIED = 'Link copied to clipboard!';

interface ShareOptions {
  title?: string;
  text?: string;
  /** Offer the phone's share sheet first (off where the spec asks for a plain copy, as on ads). */
  native?: boolean;
}

/** Shares this page: the phone's share sheet where there is one (and asked for); otherwise the link is copied. */
export async function shareLink({ title, text, native = true }: ShareOptions) {
  const url = window.location.href;
  if (native && typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
    }
  }
  if (await copyText(url)) notify('success', LINK_COPIED);
  else notify('error', t`Could not copy the link. Please copy it from the address bar.`);
}

type ShareButtonProps = ShareOptions & { variant?: 'outline' | 'ghost'; size?: 'md' | 'lg'; className?: string };

/** The one Share button of every details page. */
export function ShareButton({ variant = 'outline', size, className, ...options }: ShareButtonProps) {
  return (
    <Button variant={variant} size={size} className={className} onClick={() => shareLink(options)}>
      <Share2 className="size-4" aria-hidden="true" /> <Trans>Share</Trans>
    </Button>
  );
}
