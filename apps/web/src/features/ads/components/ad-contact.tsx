import { Trans, useLingui } from '@lingui/react/macro';
import { Heart, MessageCircle, Phone } from 'lucide-react';
import { useState } from 'react';
import type { Ad } from '@padosi/shared/ads';
import { telHref, whatsappHref } from '@padosi/shared/site';
import { buttonClass, Button } from '../../../components/ui/button';
import { ShareButton } from '../../../components/share-button';
import { useCurrentUser } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useSavedAdState, useToggleSavedAd } from '../api/saved-ads';

/**
 * Call, WhatsApp (the spec's chat button, named like on every other details page), phone reveal, share and the favourite heart of an ad. For visitors the heart is the spec's local-only
 * one; for a signed-in user it is also kept on the server and listed under My listings, Saved (issue 15).
 */
export function AdContact({ ad }: { ad: Ad }) {
  const { t } = useLingui();
  const [showPhone, setShowPhone] = useState(false);
  const [localFavourite, setLocalFavourite] = useState(false);
  const signedIn = Boolean(useCurrentUser());
  const stored = useSavedAdState(ad.ad_id, signedIn);
  const toggle = useToggleSavedAd(ad.ad_id);
  const favourite = signedIn ? Boolean(toggle.isPending ? toggle.variables : stored.data?.saved) : localFavourite;
  const onHeart = () => {
    if (!signedIn) return setLocalFavourite((f) => !f);
    toggle.mutate(!favourite, { onError: () => notify('error', t`The ad could not be saved. Please try again.`) });
  };
  const phone = ad.contact_info || ad.phone_number;
  const url = location.href;
  const chatText = t`Hi, I am interested in your ad "${ad.title}" on Padosi: ${url}`;

  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-2">
        <a href={telHref(phone)} className={buttonClass('primary', 'md')}>
          <Phone className="size-4" aria-hidden="true" /> <Trans>Call</Trans>
        </a>
        <a href={whatsappHref(phone, chatText)} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'md')}>
          <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp
        </a>
      </div>
      {showPhone ? (
        <p className="rounded-xl bg-slate-50 px-4 py-2.5 text-center font-semibold tabular-nums text-slate-900" aria-live="polite">
          <a href={telHref(phone)} className="hover:underline">
            {phone}
          </a>
        </p>
      ) : (
        <Button variant="outline" className="w-full" onClick={() => setShowPhone(true)}>
          <Phone className="size-4" aria-hidden="true" /> <Trans>Show phone number</Trans>
        </Button>
      )}
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
