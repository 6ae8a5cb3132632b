import { JustPostedMark, firstIf, useJustPosted } from '../../../lib/just-posted';
import { Building2, Plus } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { RENTAL_MESSAGES } from '@padosi/shared/rentals-constants';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { Pager, pageCount } from '../../../components/ui/pager';
import { CardSkeletons } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/auth-store';
import { useRentals } from '../api/list-rentals';
import { RentalCard } from '../components/rental-card';

const positive = (value: string | null | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** /rentals and /rentals/{user_id}: 8 cards a page, newest first; the page lives in the URL. */
export default function RentalsPage() {
  const userId = positive(useParams().userId);
  const [params] = useSearchParams();
  const page = positive(params.get('page')) ?? 1;
  const { pathname } = useLocation();
  const me = useCurrentUser();
  const rentals = useRentals({ userId, page });
  const isMine = Boolean(me && userId === me.id);
  const justPosted = useJustPosted();
  const totalPages = pageCount(rentals.data);
  const hrefFor = (p: number) => (p > 1 ? `${pathname}?page=${p}` : pathname);

  return (
    <Page
      title={isMine ? 'My rentals' : 'Rentals'}
      lead={userId ? (isMine ? 'Your rental listings, including inactive ones.' : 'Rentals posted by one neighbour.') : 'Homes and PGs for rent in the neighbourhood.'}
      actions={
        <>
          {me && !isMine && (
            <ButtonLink to={`/rentals/${me.id}`} variant="outline">
              My rentals
            </ButtonLink>
          )}
          {userId && (
            <ButtonLink to="/rentals" variant="outline">
              All rentals
            </ButtonLink>
          )}
          <ButtonLink to="/rentals/create">
            <Plus className="size-4" aria-hidden="true" />
            {RENTAL_MESSAGES.createButton}
          </ButtonLink>
        </>
      }
    >
      <p className="mb-4 text-sm text-slate-600" aria-live="polite">
        {rentals.data ? `${rentals.data.total.toLocaleString('en-IN')} ${rentals.data.total === 1 ? 'rental' : 'rentals'}${totalPages > 1 ? ` · page ${page} of ${totalPages.toLocaleString('en-IN')}` : ''}` : ' '}
      </p>
      {rentals.isPending ? (
        <CardSkeletons count={8} className="h-[26rem]" grid="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" />
      ) : rentals.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-6 text-center text-red-800">
          {RENTAL_MESSAGES.unexpected}
        </p>
      ) : rentals.data.total === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <Building2 className="mx-auto size-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 text-slate-700">{isMine ? 'You have not posted any rentals yet.' : RENTAL_MESSAGES.empty}</p>
        </div>
      ) : rentals.data.items.length === 0 ? (
        <p className="rounded-2xl bg-white px-4 py-6 text-center text-slate-700">
          This page is empty. <Link to={hrefFor(totalPages)} className="font-semibold text-brand-800 underline">Go to the last page</Link>
        </p>
      ) : (
        <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-4 ${rentals.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={rentals.isPlaceholderData}>
          {firstIf(rentals.data.items, (r) => r.id === justPosted).map((rental, i) => (
            <li key={rental.id} className={`relative ${rental.id === justPosted ? 'rounded-2xl ring-2 ring-brand-600 ring-offset-2' : ''}`} data-just-posted={rental.id === justPosted || undefined}>
              {rental.id === justPosted && <JustPostedMark />}
              <RentalCard rental={rental} priority={i < 2} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={totalPages} hrefFor={hrefFor} label="Rentals pages" />
    </Page>
  );
}
