import { useLocation } from 'react-router';
import { Card, Page } from '../../../components/ui/page';
import { useConfig } from '../../../lib/config';
import { EnquiryForm } from '../../../shell/enquiry/enquiry-form';
import { INFO_PAGES } from '../info-content';

/** The footer's company and help pages: short static pages until the CMS owns them. */
export default function InfoPage() {
  const slug = useLocation().pathname.slice(1);
  const config = useConfig();
  const info = INFO_PAGES[slug] ?? INFO_PAGES['help']!;
  return (
    <Page title={info.title} width="narrow" lead={info.lead(config.siteName)}>
      <Card className="space-y-4 text-slate-700">
        {info.body(config)}
        {slug === 'enquery' && <EnquiryForm variant="home" />}
      </Card>
    </Page>
  );
}
