import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Card, Page } from '../../../components/ui/page';
import { useCmsPages } from '../api/cms';

/** The public sections of the route table (spec 01 §2, spec 02 §2); guarded and admin screens are left out. */
const SECTIONS: Array<[string, MessageDescriptor]> = [
  ['/home', msg`Home and services`],
  ['/search', msg`Search providers`],
  ['/ads', msg`Buy & sell`],
  ['/rentals', msg`Rentals`],
  ['/carpooling', msg`Car pooling`],
  ['/home-help', msg`Home help`],
  ['/banner/listing', msg`Offers and banners`],
  ['/cms', msg`All information pages`],
  ['/terms-policy', msg`Terms and privacy`],
  ['/enquery', msg`Send an enquiry`],
  ['/login', msg`Sign in`],
];

function LinkList({ items }: { items: Array<[string, string]> }) {
  return (
    <ul className="grid gap-1 sm:grid-cols-2">
      {items.map(([to, label]) => (
        <li key={to}>
          <Link className="inline-flex min-h-10 items-center text-brand-700 underline" to={to}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /sitemap: every public section and every active CMS page. */
export default function SitemapPage() {
  const { i18n, t } = useLingui();
  const { data } = useCmsPages('public');
  const pages = (data ?? []).filter((p) => p.status === 'active').map((p): [string, string] => [p.page_link, p.title]);
  return (
    <Page title={t`Sitemap`} width="narrow" lead={t`Every section of the site.`}>
      <Card className="space-y-6">
        <section aria-labelledby="sitemap-sections">
          <h2 id="sitemap-sections" className="mb-2 text-lg font-semibold">
            <Trans>Sections</Trans>
          </h2>
          <LinkList items={SECTIONS.map(([to, label]): [string, string] => [to, i18n._(label)])} />
        </section>
        <section aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages" className="mb-2 text-lg font-semibold">
            <Trans>Information pages</Trans>
          </h2>
          {pages.length ? (
            <LinkList items={pages} />
          ) : (
            <p className="text-slate-600">
              <Trans>No pages yet.</Trans>
            </p>
          )}
        </section>
      </Card>
    </Page>
  );
}
