import { Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';

export const LINK_COPIED = 'Link copied to clipboard!';

/** The phone's share sheet where there is one; otherwise the link is copied. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify('success', LINK_COPIED);
    } catch {
      notify('error', 'Could not copy the link. Please copy it from the address bar.');
    }
  };
  return (
    <Button variant="outline" onClick={share}>
      <Share2 className="size-4" aria-hidden="true" />
      Share
    </Button>
  );
}
