import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Car, Home as HomeIcon, MessageSquareText, ShoppingBag, Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { CardSkeletons } from '../../../components/ui/skeleton';
import { useConfig } from '../../../lib/config';
import { activeLanguage, loadCatalog } from '../../../lib/i18n';
import { useTagline } from '../../../lib/tagline';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { LazyEnquiryForm } from '../../../components/enquiry/lazy-enquiry-form';
import { BikeRoad } from '../components/bike-road';
import HomeBanners from '../components/home-banners';
import { SearchBox } from '../components/search-box';

// Everything below the first screen is a separate chunk, loaded near the viewport with the directory's texts (this
// page's own are the shell's, lingui.config.ts). The carousel is not: the server renders it into the HTML (decision
// 1104), and a lazy one would swap it for its skeleton when the app takes over.
const HomeSections = lazy(async () => (await Promise.all([import('../components/home-sections'), loadCatalog('directory', activeLanguage())]))[0]);

const TILES = [
  { to: '/home-help', title: msg`Quick Maid`, text: msg`Maid or cook at your door`, Icon: Sparkles, tone: 'bg-rose-50 text-rose-700' },
  { to: '/ads', title: msg`Buy & Sell`, text: msg`Pre-loved items nearby`, Icon: ShoppingBag, tone: 'bg-amber-50 text-amber-700' },
  { to: '/rentals', title: msg`Rentals`, text: msg`Homes and PGs to rent`, Icon: HomeIcon, tone: 'bg-sky-50 text-sky-700' },
  { to: '/carpooling', title: msg`Car Pooling`, text: msg`Share rides to work`, Icon: Car, tone: 'bg-emerald-50 text-emerald-700' },
];

/** The home page (/ and /home): search, banners, the four tiles with the enquiry box, categories, providers, testimonials. */
export default function HomePage() {
  const { siteName } = useConfig();
  const tagline = useTagline();
  const [enquiryOpen, setEnquiryOpen] = useState(false);
  const { i18n, t } = useLingui();
  // The sections below the first screen load (code and data) when the reader scrolls near them, or 5 s after the
  // page has loaded: late enough to leave the first seconds, when a phone is busiest and the reader starts to act,
  // to the first screen (issue 11), and early enough to be there for find-in-page.
  const [sectionsRef, sectionsNear] = useNearViewport<HTMLDivElement>({ idleAfterLoadMs: 5000 });
  return (
    <Page title={t`Home`} hideTitle>
      <section className="mb-6 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-5 py-8 text-white sm:px-10 sm:py-10">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-200">{siteName}</p>
        <p className="mt-2 max-w-xl text-2xl font-bold leading-tight first-letter:uppercase sm:text-4xl">{tagline}</p>
        <p className="mt-2 max-w-xl text-brand-100">
          <Trans>Find trusted plumbers, tutors, doctors, shops and more, reviewed by your neighbours.</Trans>
        </p>
        <div className="mt-5 max-w-2xl text-slate-900">
          <SearchBox inputId="home-search" label={t`Search services near you`} large />
        </div>
      </section>

      <HomeBanners />

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <nav aria-label={t`Quick links`} className="grid grid-cols-2 gap-4 self-start">
          {TILES.map(({ to, title, text, Icon, tone }) => (
            <Link
              key={to}
              to={to}
              className="group rounded-2xl border border-slate-200 bg-white p-5 shadow-card transition hover:-translate-y-0.5 hover:shadow-lg"
            >
              <span className={`inline-flex size-12 items-center justify-center rounded-xl ${tone}`}>
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="mt-3 block font-semibold text-slate-900 group-hover:text-brand-800">{i18n._(title)}</span>
              <span className="block text-sm text-slate-600">{i18n._(text)}</span>
            </Link>
          ))}
        </nav>
        <Card className="hidden lg:block">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">
            <Trans>Quick Service Enquiry</Trans>
          </h2>
          <LazyEnquiryForm variant="home" compact whenVisible />
        </Card>
      </div>

      <div className="mt-6">
        <BikeRoad />
      </div>

      <div className="mt-10" ref={sectionsRef}>
        {sectionsNear ? (
          <Suspense fallback={<CardSkeletons count={6} className="h-24" />}>
            <HomeSections />
          </Suspense>
        ) : (
          <CardSkeletons count={6} className="h-24" />
        )}
      </div>

      {/* Below lg the box beside the tiles is hidden (spec), so this is the page's one enquiry form there. */}
      <section aria-labelledby="enquiry-title" className="mt-10 lg:hidden">
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 id="enquiry-title" className="text-lg font-semibold text-slate-900">
                <Trans>Quick Service Enquiry</Trans>
              </h2>
              <p className="text-sm text-slate-600">
                <Trans>Tell us what you need and our team will call you back.</Trans>
              </p>
            </div>
            <Button
              variant={enquiryOpen ? 'ghost' : 'primary'}
              aria-expanded={enquiryOpen}
              aria-controls="home-enquiry"
              onClick={() => setEnquiryOpen((o) => !o)}
            >
              <MessageSquareText className="size-4" aria-hidden="true" />
              {enquiryOpen ? t`Hide the form` : t`Send an enquiry`}
            </Button>
          </div>
          {enquiryOpen && (
            <div id="home-enquiry" className="mt-4 max-w-xl">
              <LazyEnquiryForm variant="home" />
            </div>
          )}
        </Card>
      </section>
    </Page>
  );
}
