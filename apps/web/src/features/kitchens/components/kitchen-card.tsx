import { Trans, useLingui } from '@lingui/react/macro';
import { Home, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { KitchenCard as Card } from '@padosi/shared/kitchens';
import { cuisineLabel, slotLabel } from '../labels';
import { Badge } from '../../../components/ui/badge';
import { onImageError } from '../../../lib/images';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { DietBadge, FssaiBadge, KitchenByline, kitchenThumb } from './badges';
import { cutoffTime, dayLabel } from './dates';

/** One kitchen in the explore grid: photo, name, cook, rating, cuisines and the next slot still open. */
export function KitchenCard({ kitchen }: { kitchen: Card }) {
  const thumb = kitchenThumb(kitchen.photo);
  const { t } = useLingui();
  const next = kitchen.next_slot;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200/70 bg-white shadow-card transition hover:shadow-lg">
      <div className="relative aspect-[16/10] bg-slate-100">
        <img src={thumb} alt="" width={320} height={200} loading="lazy" decoding="async" className="size-full object-cover" onError={onImageError} />
        <div className="absolute left-3 top-3 flex flex-wrap gap-1.5">
          {kitchen.same_apartment && (
            <Badge tone="brand" className="gap-1 shadow-sm">
              <Home className="size-3.5" aria-hidden="true" /> <Trans>Your apartment</Trans>
            </Badge>
          )}
          {!kitchen.is_open && (
            <Badge tone="slate">
              <Trans>Paused</Trans>
            </Badge>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-semibold text-slate-900">
            <Link to={`/cloud-kitchen/kitchen/${kitchen.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
              {kitchen.name}
            </Link>
          </h2>
          {kitchen.rating !== null && kitchen.review_count > 0 ? (
            <span className="inline-flex shrink-0 items-center gap-1 text-xs text-slate-600">
              <span
                className="inline-flex items-center gap-1 rounded-lg bg-green-700 px-1.5 py-0.5 font-bold text-white"
                aria-label={t`Rated ${kitchen.rating} from ${kitchen.review_count} reviews`}
              >
                {kitchen.rating} <Star className="size-3 fill-white" aria-hidden="true" />
              </span>
              <span aria-hidden="true">({kitchen.review_count})</span>
            </span>
          ) : (
            <Badge tone="brand" className="shrink-0">
              <Trans comment="A kitchen or provider with no reviews yet, instead of a rating">New</Trans>
            </Badge>
          )}
        </div>
        <KitchenByline kitchen={kitchen} className="text-sm text-slate-600" />
        <VerifiedBadge verified={kitchen.verified} />
        <p className="line-clamp-1 text-sm text-slate-700">{kitchen.cuisines.map(cuisineLabel).join(' · ')}</p>
        <div className="mt-1 flex flex-wrap gap-1.5">
          <DietBadge diet={kitchen.diet} />
          {kitchen.fssai_verified && <FssaiBadge />}
        </div>
        <p className="mt-auto pt-2 text-sm text-slate-700">
          {next ? <NextSlot slot={slotLabel(next.slot)} day={dayLabel(next.date)} by={cutoffTime(next.cutoff)} /> : t`Not taking orders right now`}
        </p>
      </div>
    </article>
  );
}

/** "Next: Lunch, Today · order by 10:30 AM". */
function NextSlot({ slot, day, by }: { slot: string; day: string; by: string }) {
  return (
    <Trans>
      Next: <strong>{slot}</strong>, {day} · order by {by}
    </Trans>
  );
}
