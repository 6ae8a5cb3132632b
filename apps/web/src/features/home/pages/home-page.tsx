import { Bike, Car, Home as HomeIcon, ShoppingBag, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Card, Page } from '../../../components/ui/page';
import { useConfig } from '../../../lib/config';
import { LazyEnquiryForm } from '../../../shell/enquiry/lazy-enquiry-form';

const TILES = [
  { to: '/home-help', title: 'Quick Maid', text: 'Maid or cook at your door', Icon: Sparkles, tone: 'bg-rose-50 text-rose-700' },
  { to: '/ads', title: 'Buy & Sell', text: 'Pre-loved items nearby', Icon: ShoppingBag, tone: 'bg-amber-50 text-amber-700' },
  { to: '/rentals', title: 'Rentals', text: 'Homes and PGs to rent', Icon: HomeIcon, tone: 'bg-sky-50 text-sky-700' },
  { to: '/carpooling', title: 'Car Pooling', text: 'Share rides to work', Icon: Car, tone: 'bg-emerald-50 text-emerald-700' },
];

/** The home page; the directory feature fills in banners, categories, providers and testimonials. */
export default function HomePage() {
  const { siteName, tagline } = useConfig();
  return (
    <Page title="Home" hideTitle>
      <section className="mb-8 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-10 text-white sm:px-10">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-200">{siteName}</p>
        <p className="mt-2 max-w-xl text-3xl font-bold leading-tight first-letter:uppercase sm:text-4xl">{tagline}</p>
        <p className="mt-3 max-w-xl text-brand-100">Trusted local services, classifieds, rentals, rides and home help from your own neighbourhood.</p>
        <Bike className="mt-4 size-8 text-amber-300" aria-hidden="true" />
      </section>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <nav aria-label="Quick links" className="grid grid-cols-2 gap-4 self-start">
          {TILES.map(({ to, title, text, Icon, tone }) => (
            <Link key={to} to={to} className="group rounded-2xl border border-slate-200 bg-white p-5 shadow-card transition hover:-translate-y-0.5 hover:shadow-lg">
              <span className={`inline-flex size-12 items-center justify-center rounded-xl ${tone}`}>
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="mt-3 block font-semibold text-slate-900 group-hover:text-brand-800">{title}</span>
              <span className="block text-sm text-slate-600">{text}</span>
            </Link>
          ))}
        </nav>
        <Card className="hidden lg:block">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">Quick Service Enquiry</h2>
          <LazyEnquiryForm variant="home" compact />
        </Card>
      </div>
    </Page>
  );
}
