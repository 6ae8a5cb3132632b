import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PackageOpen } from 'lucide-react';
import { JustPostedMark, firstIf, useJustPosted } from '../../../lib/just-posted';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { AD_MESSAGES, AD_SORT_LABELS, AD_SORTS, type AdSort } from '@padosi/shared/ads-constants';
import { ListingActions } from '../../../components/listings/listing-actions';
import { SaveSearchButton } from '../../../components/saved-searches/save-search-button';
import { Page } from '../../../components/ui/page';
import { Pager, pageCount } from '../../../components/ui/pager';
import { ListingResults, listingCount, positive } from '../../../components/listings/listing-results';
import { useCurrentUser } from '../../../lib/auth-store';
import { useAds } from '../api/list-ads';
import { AdCard } from '../components/ad-card';
import { Options } from '../../../components/ui/field';
import { sharedText } from '../../../lib/shared-messages';

/** /ads and /ads/{user_id}: 8 ads a page; page and sort live in the URL so back and reload keep them. */
export default function AdsPage() {
  const { t } = useLingui();
  const userId = positive(useParams().userId);
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page')) ?? 1;
  const sortParam = params.get('sort') as AdSort | null;
  const sort: AdSort = sortParam && AD_SORTS.includes(sortParam) ? sortParam : 'latest';
  const me = useCurrentUser();
  const ads = useAds({ userId, page, sort });
  const isMine = Boolean(me && userId === me.id);
  const justPosted = useJustPosted();
  const { pathname } = useLocation();

  const hrefFor = (p: number) => {
    const next = new URLSearchParams();
    if (sort !== 'latest') next.set('sort', sort);
    if (p > 1) next.set('page', String(p));
    const qs = next.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  const totalPages = pageCount(ads.data);

  return (
    <Page
      title={sharedText(AD_MESSAGES.pageTitle)}
      lead={
        userId ? (isMine ? t`Your ads, including the ones you have made inactive.` : t`Ads posted by one neighbour.`) : t`Pre-loved things from people nearby.`
      }
      actions={
        <ListingActions
          base="/ads"
          meId={me?.id}
          userId={userId}
          mineLabel={t`My ads`}
          allLabel={t`All ads`}
          createLabel={sharedText(AD_MESSAGES.createButton)}
        />
      }
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {listingCount(ads.data, page, totalPages, (total, shown) => plural(total, { one: `${shown} ad`, other: `${shown} ads` }))}
        </p>
        {!userId && <SaveSearchButton kind="ads" filters={{}} />}
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          {t`Sort by`}
          <select
            className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm"
            value={sort}
            onChange={(e) => {
              // A new order starts again from page 1.
              const next = new URLSearchParams();
              if (e.target.value !== 'latest') next.set('sort', e.target.value);
              setParams(next);
            }}
          >
            <Options values={AD_SORTS} label={(s) => sharedText(AD_SORT_LABELS[s])} />
          </select>
        </label>
      </div>

      <ListingResults
        query={ads}
        grid="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
        skeletonClassName="h-80"
        errorText={sharedText(AD_MESSAGES.listFailed)}
        lastPageHref={hrefFor(totalPages)}
        empty={{
          Icon: PackageOpen,
          // The spec's empty text invites a first listing: right for the public list, not for someone's own.
          text: isMine ? t`You have not posted any ads yet.` : sharedText(AD_MESSAGES.empty),
          action: (
            <Link to="/ads/add" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
              {sharedText(AD_MESSAGES.emptyLink)}
            </Link>
          ),
        }}
      >
        {(items) =>
          firstIf(items, (ad) => ad.ad_id === justPosted).map((ad, i) => (
            <li key={ad.ad_id} className="flex" data-just-posted={ad.ad_id === justPosted || undefined}>
              <div className={`relative w-full ${ad.ad_id === justPosted ? 'rounded-2xl ring-2 ring-brand-600 ring-offset-2' : ''}`}>
                {ad.ad_id === justPosted && <JustPostedMark />}
                {/* The first row is the page's largest paint on a phone: asked for at once. */}
                <AdCard ad={ad} priority={i < 2} />
              </div>
            </li>
          ))
        }
      </ListingResults>
      <Pager page={page} pages={totalPages} hrefFor={hrefFor} label={t`Ads pages`} />
    </Page>
  );
}
