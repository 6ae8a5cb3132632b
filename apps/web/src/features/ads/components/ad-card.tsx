import { useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { Ad } from '@padosi/shared/ads';
import { formatRupees, isFree } from '@padosi/shared/money';
import { formatDate } from '../../../lib/format';
import { CardImage } from '../../../components/listings/card-image';
import { AdStatusBadge } from './ad-status-badge';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { LIST_CARD_IMAGE } from '@padosi/shared/first-screen';

/** One ad in the list: the whole card is a link to its details, the title is the link's name. */
/** An ad in a list; `priority` for the cards of the first screen (eager, high fetch priority). */
export function AdCard({ ad, priority = false }: { ad: Ad; priority?: boolean }) {
  const { t } = useLingui();
  const thumb = ad.thumbnails[0];
  const full = ad.images[0];
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200/70 bg-white shadow-card transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-brand-600">
      <div className="relative aspect-[4/3] bg-slate-100">
        <CardImage
          src={thumb ?? full}
          srcSet={thumb && full ? LIST_CARD_IMAGE.srcset(thumb, full) : undefined}
          sizes={LIST_CARD_IMAGE.adSizes}
          priority={priority}
        />
        <AdStatusBadge status={ad.ads_status} className="absolute left-2 top-2 shadow-sm sm:left-3 sm:top-3" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <p className="text-base font-bold text-slate-900 sm:text-lg">{isFree(ad.price) ? t`Free` : formatRupees(ad.price)}</p>
        <h2 className="line-clamp-2 text-sm font-semibold text-slate-800 sm:text-base">
          <Link to={`/ads/details/${ad.ad_id}`} className="outline-none after:absolute after:inset-0 group-hover:text-brand-800">
            {ad.title}
          </Link>
        </h2>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate">{ad.location}</span>
        </p>
        <VerifiedBadge verified={ad.verified} />
        <p className="mt-auto pt-2 text-xs text-slate-500">
          {ad.category_name} · {formatDate(ad.created_at)}
        </p>
      </div>
    </article>
  );
}
