import { plural } from '@lingui/core/macro';
import { JustPostedMark, firstIf, useJustPosted } from '../../../lib/just-posted';
import { Building2 } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { RENTAL_MESSAGES } from '@padosi/shared/rentals-constants';
import { ListingActions } from '../../../components/listings/listing-actions';
import { SaveSearchButton } from '../../../components/saved-searches/save-search-button';
import { Page } from '../../../components/ui/page';
import { Pager, pageCount } from '../../../components/ui/pager';
import { ListingResults, listingCount, positive } from '../../../components/listings/listing-results';
import { useCurrentUser } from '../../../lib/auth-store';
import { useRentals } from '../api/list-rentals';
import { RentalCard } from '../components/rental-card';
import { sharedText } from '../../../lib/shared-messages';

/** /rentals and /rentals/{user_id}: 8 cards a page, newest first; the page lives in the URL. */
export default function RentalsPage() {
  const { t } = useLingui();
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
      title={isMine ? t`My rentals` : t`Rentals`}
      lead={
        userId
          ? isMine
            ? t`Your rental listings, including inactive ones.`
            : t`Rentals posted by one neighbour.`
          : t`Homes and PGs for rent in the neighbourhood.`
      }
      actions={
        <ListingActions
          base="/rentals"
          meId={me?.id}
          userId={userId}
          mineLabel={t`My rentals`}
          allLabel={t`All rentals`}
          createLabel={sharedText(RENTAL_MESSAGES.createButton)}
        />
      }
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          {listingCount(rentals.data, page, totalPages, (total, shown) => plural(total, { one: `${shown} rental`, other: `${shown} rentals` }))}
        </p>
        {!userId && <SaveSearchButton kind="rentals" filters={{}} />}
      </div>
      <ListingResults
        query={rentals}
        grid="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        skeletonClassName="h-[26rem]"
        errorText={sharedText(RENTAL_MESSAGES.unexpected)}
        lastPageHref={hrefFor(totalPages)}
        empty={{ Icon: Building2, text: isMine ? t`You have not posted any rentals yet.` : sharedText(RENTAL_MESSAGES.empty) }}
      >
        {(items) =>
          firstIf(items, (r) => r.id === justPosted).map((rental, i) => (
            <li
              key={rental.id}
              className={`relative ${rental.id === justPosted ? 'rounded-2xl ring-2 ring-brand-600 ring-offset-2' : ''}`}
              data-just-posted={rental.id === justPosted || undefined}
            >
              {rental.id === justPosted && <JustPostedMark />}
              <RentalCard rental={rental} priority={i < 2} />
            </li>
          ))
        }
      </ListingResults>
      <Pager page={page} pages={totalPages} hrefFor={hrefFor} label={t`Rentals pages`} />
    </Page>
  );
}
