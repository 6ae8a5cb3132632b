import { useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import type { Ad } from '@padosi/shared/ads';
import { Button } from '../../../components/ui/button';
import { PhoneReveal } from '../../../components/phone-reveal';
import { ShareButton } from '../../../components/share-button';
import { useCurrentUser } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useSavedAdState, useToggleSavedAd } from '../api/saved-ads';

/**
 * The phone reveal (then Call and WhatsApp, the spec's chat button, named like on every other details page; the number
 * is asked for by a signed-in resident, issue 25), share and the favourite heart of an ad. For visitors the heart is the spec's local-only
 * one; for a signed-in user it is also kept on the server and listed under My listings, Saved (issue 15).
 */
export function AdContact({ ad }: { ad: Ad }) {
  const { t } = useLingui();
  const [localFavourite, setLocalFavourite] = useState(false);
  const signedIn = Boolean(useCurrentUser());
  const stored = useSavedAdState(ad.ad_id, signedIn);
  const toggle = useToggleSavedAd(ad.ad_id);
  const favourite = signedIn ? Boolean(toggle.isPending ? toggle.variables : stored.data?.saved) : localFavourite;
  const onHeart = () => {
    if (!signedIn) return setLocalFavourite((f) => !f);
    toggle.mutate(!favourite, { onError: () => notify('error', t`The ad could not be saved. Please try again.`) });
  };
  const url = location.href;
  const chatText = t`Hi, I am interested in your ad "${ad.title}" on Padosi: ${url}`;

  return (
    <div className="space-y-3">
      <PhoneReveal path={`/api/ads/${ad.ad_id}/phone`} known={ad.contact_info ?? ad.phone_number} chatText={chatText} />
      <div className="grid grid-cols-2 gap-2">
        <ShareButton native={false} />
        <Button variant="outline" aria-pressed={favourite} disabled={signedIn && stored.isPending} onClick={onHeart}>
          <Heart className={`size-4 ${favourite ? 'fill-red-500 text-red-500' : ''}`} aria-hidden="true" />
          {favourite ? t`Saved` : t`Save`}
        </Button>
      </div>
    </div>
  );
}
