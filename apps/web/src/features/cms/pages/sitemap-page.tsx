import { Link } from 'react-router';
import { Card, Page } from '../../../components/ui/page';
import { useCmsPages } from '../api/cms';

/** The public sections of the route table (spec 01 §2, spec 02 §2); guarded and admin screens are left out. */
const SECTIONS: Array<[string, string]> = [
  ['/home', 'Home and services'],
  ['/search', 'Search providers'],
  ['/ads', 'Buy & sell'],
  ['/rentals', 'Rentals'],
  ['/carpooling', 'Car pooling'],
  ['/home-help', 'Home help'],
  ['/banner/listing', 'Offers and banners'],
  ['/cms', 'All information pages'],
  ['/terms-policy', 'Terms and privacy'],
  ['/enquery', 'Send an enquiry'],
  ['/login', 'Sign in'],
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
  const { data } = useCmsPages('public');
  const pages = (data ?? []).filter((p) => p.status === 'active').map((p): [string, string] => [p.page_link, p.title]);
  return (
    <Page title="Sitemap" width="narrow" lead="Every section of the site.">
      <Card className="space-y-6">
        <section aria-labelledby="sitemap-sections">
          <h2 id="sitemap-sections" className="mb-2 text-lg font-semibold">
            Sections
          </h2>
          <LinkList items={SECTIONS} />
        </section>
        <section aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages" className="mb-2 text-lg font-semibold">
            Information pages
          </h2>
          {pages.length ? <LinkList items={pages} /> : <p className="text-slate-600">No pages yet.</p>}
        </section>
      </Card>
    </Page>
  );
}
