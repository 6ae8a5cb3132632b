import { Trans, useLingui } from '@lingui/react/macro';
import { sharedText } from '../../../lib/shared-messages';
import { Mail, MessageCircle, Phone, SearchX } from 'lucide-react';
import { PROVIDER_MESSAGES } from '@padosi/shared/provider-constants';
import { communityName, telHref, whatsappHref } from '@padosi/shared/site';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { useConfig } from '../../../lib/config';

/**
 * The empty result: reach the admin team by phone, WhatsApp or e-mail, from the society settings; a way the society
 * did not set is left out.
 */
export function NoProvidersCard() {
  const config = useConfig();
  const { helplinePhone, whatsappPhone, supportEmail } = config;
  const hasWays = Boolean(helplinePhone || whatsappPhone || supportEmail);
  const team = communityName(config);
  const { t } = useLingui();
  return (
    <Card className="mx-auto max-w-xl text-center">
      <SearchX className="mx-auto size-10 text-slate-400" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-semibold text-slate-900">{sharedText(PROVIDER_MESSAGES.notFound)}</h2>
      <p className="mt-2 text-slate-600">{sharedText(PROVIDER_MESSAGES.notFoundHelp)}</p>
      {hasWays && (
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          {helplinePhone && (
            <a href={telHref(helplinePhone)} className={buttonClass('primary')}>
              <Phone className="size-4" aria-hidden="true" /> <Trans>Call Admin</Trans>
            </a>
          )}
          {whatsappPhone && (
            <a
              href={whatsappHref(whatsappPhone, t`Hello ${team} team, I need help finding a service.`)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('outline')}
            >
              <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp
            </a>
          )}
          {supportEmail && (
            <a href={`mailto:${supportEmail}`} className={buttonClass('outline')}>
              <Mail className="size-4" aria-hidden="true" /> <Trans>Email Us</Trans>
            </a>
          )}
        </div>
      )}
    </Card>
  );
}
