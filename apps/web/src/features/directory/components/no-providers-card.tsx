import { Mail, MessageCircle, Phone, SearchX } from 'lucide-react';
import { PROVIDER_MESSAGES } from '@padosi/shared/provider-constants';
import { telHref, whatsappHref } from '@padosi/shared/site';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { useConfig } from '../../../lib/config';

/** The empty result: reach the admin team by phone, WhatsApp or e-mail (the configured helpline and support e-mail). */
export function NoProvidersCard() {
  const { helplinePhone, supportEmail, siteName } = useConfig();
  return (
    <Card className="mx-auto max-w-xl text-center">
      <SearchX className="mx-auto size-10 text-slate-400" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-semibold text-slate-900">{PROVIDER_MESSAGES.notFound}</h2>
      <p className="mt-2 text-slate-600">{PROVIDER_MESSAGES.notFoundHelp}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <a href={telHref(helplinePhone)} className={buttonClass('primary')}>
          <Phone className="size-4" aria-hidden="true" /> Call Admin
        </a>
        <a
          href={whatsappHref(helplinePhone, `Hello ${siteName} team, I need help finding a service.`)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('outline')}
        >
          <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp
        </a>
        <a href={`mailto:${supportEmail}`} className={buttonClass('outline')}>
          <Mail className="size-4" aria-hidden="true" /> Email Us
        </a>
      </div>
    </Card>
  );
}
