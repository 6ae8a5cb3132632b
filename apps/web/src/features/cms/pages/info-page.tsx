import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { Card, Page } from '../../../components/ui/page';
import { useConfig } from '../../../lib/config';
import { EnquiryForm } from '../../../components/enquiry/enquiry-form';
import { useCmsPages } from '../api/cms';
import { CmsArticle } from '../components/cms-article';
import { CmsLoading } from '../components/cms-state';
import { INFO_PAGES } from '../info-content';

function StaticInfo({ slug }: { slug: string }) {
  const { i18n } = useLingui();
  const config = useConfig();
  const info = INFO_PAGES[slug] ?? INFO_PAGES['help']!;
  return (
    <Page title={i18n._(info.title)} width="narrow" lead={i18n._(info.lead(config.siteName))}>
      <Card className="space-y-4 text-slate-700">
        {info.body(config)}
        {slug === 'enquery' && <EnquiryForm variant="home" />}
      </Card>
    </Page>
  );
}

/**
 * A footer page: the CMS page with this slug when an admin has written one (the demo data seeds them), else the
 * built-in text, so a new portal never shows a broken footer link.
 */
export default function InfoPage() {
  const slug = useLocation().pathname.slice(1);
  // Found in the list of pages (always 200), not by slug: a portal without the page would log a 404 in the console.
  const { data: pages, isPending } = useCmsPages('public');
  const data = pages?.find((p) => p.slug === slug && p.status === 'active');
  if (isPending) return <CmsLoading />;
  if (data) return <CmsArticle page={data} after={slug === 'contact-us' ? <SocietyContact /> : undefined} />;
  return <StaticInfo slug={slug} />;
}

/**
 * Under the admin's own Contact page, the society's helpline, e-mail and address from the society settings, so
 * a change there shows at once without editing the page.
 */
function SocietyContact() {
  const config = useConfig();
  return (
    <Card className="mt-4 space-y-4 text-slate-700">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Reach the society team</Trans>
      </h2>
      {INFO_PAGES['contact-us']!.body(config)}
    </Card>
  );
}

/** /enquery stays a built-in page: it is a form, not text. */
export function EnquiryPage() {
  return <StaticInfo slug="enquery" />;
}
