import { Trans, useLingui } from '@lingui/react/macro';
import * as Tabs from '@radix-ui/react-tabs';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { joinSet, MINIMUM_AGE, telHref } from '@padosi/shared/site';
import { Card, Page } from '../../../components/ui/page';
import { useConfig } from '../../../lib/config';
import { PrivacyPolicy } from '../components/privacy-policy';
import { TermsOfUse } from '../components/terms-of-use';

type Tab = 'terms' | 'privacy';
const PATH_OF: Record<Tab, string> = { terms: '/terms', privacy: '/privacy' };

/** /terms-policy with tabs; /terms and /privacy open the matching tab. */
export default function TermsPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const config = useConfig();
  const tab: Tab = pathname === '/privacy' ? 'privacy' : 'terms';
  const trigger =
    'min-h-11 flex-1 rounded-lg px-4 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow sm:flex-none';

  return (
    <Page
      title={tab === 'privacy' ? t`Privacy Policy` : t`Terms of Use`}
      width="narrow"
      lead={t`How ${config.siteName} works, what we expect of users and how we treat your data.`}
    >
      <Tabs.Root value={tab} onValueChange={(v) => navigate(PATH_OF[v as Tab], { replace: true })}>
        <Tabs.List aria-label={t`Terms and privacy`} className="mb-4 flex gap-1 rounded-xl bg-slate-100 p-1">
          <Tabs.Trigger value="terms" className={trigger}>
            <Trans>Terms of Use</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="privacy" className={trigger}>
            <Trans>Privacy Policy</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Card className="prose-sm space-y-4 text-slate-700 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:ml-5 [&_li]:list-disc">
          <Tabs.Content value="terms">
            <TermsOfUse config={config} minimumAge={MINIMUM_AGE} />
          </Tabs.Content>
          <Tabs.Content value="privacy">
            <PrivacyPolicy config={config} />
          </Tabs.Content>
        </Card>
      </Tabs.Root>
      <Card className="mt-6">
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Contact us</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Questions, complaints or a grievance about content on {config.siteName}? Write or call us.</Trans>
        </p>
        <ul className="mt-3 space-y-2 text-sm">
          {(config.operator.name || config.operator.address) && (
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 text-brand-700" aria-hidden="true" /> {joinSet(config.operator.name, config.operator.address)}
            </li>
          )}
          {config.supportEmail && (
            <li className="flex items-center gap-2">
              <Mail className="size-4 text-brand-700" aria-hidden="true" />
              <a className="text-brand-700 underline" href={`mailto:${config.supportEmail}`}>
                {config.supportEmail}
              </a>
            </li>
          )}
          {config.helplinePhone && (
            <li className="flex items-center gap-2">
              <Phone className="size-4 text-brand-700" aria-hidden="true" />
              <a className="text-brand-700 underline" href={telHref(config.helplinePhone)}>
                {config.helplinePhone}
              </a>
            </li>
          )}
        </ul>
      </Card>
    </Page>
  );
}
