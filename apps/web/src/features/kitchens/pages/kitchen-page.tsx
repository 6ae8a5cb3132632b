import { Trans, useLingui } from '@lingui/react/macro';
import { Bike, MapPin, Star } from 'lucide-react';
import { useParams } from 'react-router';
import { KITCHEN_SLOTS } from '@padosi/shared/kitchens';
import { clockTime, weekDayLabel } from '../../../lib/day-names';
import { cuisineLabel, slotLabel } from '../labels';
import { HiddenNotice } from '../../../components/ui/hidden-notice';
import { isRemoved, RemovedNotice, RemovedPage } from '../../../components/ui/removed-notice';
import { formatRupees } from '@padosi/shared/money';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { imageUrl, onImageError } from '../../../lib/images';
import { useCurrentUser } from '../../../lib/auth-store';
import { useKitchen } from '../api/kitchens';
import { AdminControls } from '../components/admin-controls';
import { CustomerLimitsSummary } from '../components/customer-limits';
import { DietBadge, FssaiBadge, KitchenByline } from '../components/badges';
import { MenuItemRow } from '../components/menu-item-row';
import { OrderPanel } from '../components/order-panel';
import { ReviewsSection } from '../components/reviews-section';
import { VerifiedBadge } from '../../../components/ui/verified-badge';

/** /cloud-kitchen/kitchen/{id}: the kitchen's story, its weekly menu by slot, ordering, rating and reviews. */
export default function KitchenPage() {
  const id = Number(useParams().kitchenId);
  const kitchen = useKitchen(id);
  const me = useCurrentUser();
  const { t } = useLingui();
  if (kitchen.isPending)
    return (
      <Page title={t`Kitchen`} hideTitle>
        <Skeleton className="h-72" />
      </Page>
    );
  if (kitchen.isError && isRemoved(kitchen.error)) return <RemovedPage backTo="/cloud-kitchen/home" backLabel={t`Back to kitchens`} />;
  if (kitchen.isError)
    return (
      <Page title={t`Kitchen not found`}>
        <p role="alert" className="text-slate-700">
          <Trans>This kitchen was not found.</Trans> <BackLink fallback="/cloud-kitchen/home">{t`Back to kitchens`}</BackLink>
        </p>
      </Page>
    );
  const k = kitchen.data;
  const hero = k.photos[0];
  const fee = formatRupees(k.delivery_fee);
  const minOrder = formatRupees(k.min_order);
  return (
    <Page title={k.name} ownHeading>
      <BackLink fallback="/cloud-kitchen/home">{t`All kitchens`}</BackLink>
      {k.removed_reason ? <RemovedNotice reason={k.removed_reason} /> : k.hidden && <HiddenNotice what="kitchen" />}
      {/* On phones the cards stack hero, order, weekly menu, reviews; on desktops two columns. */}
      <div className="mt-3 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <div className="min-w-0 space-y-6 max-lg:contents">
          <Card className="order-1 !p-0 overflow-hidden">
            <div className="aspect-[16/9] bg-slate-100">
              <img src={imageUrl(hero ?? null, 'kitchens')} alt="" width={640} height={360} className="size-full object-cover" onError={onImageError} />
            </div>
            <div className="space-y-2 p-5">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h1 className="text-2xl font-bold text-slate-900">{k.name}</h1>
                {k.rating !== null && (
                  <span className="inline-flex items-center gap-1 rounded-lg bg-green-700 px-2 py-1 text-sm font-bold text-white">
                    {k.rating} <Star className="size-3.5 fill-white" aria-hidden="true" />
                    <span className="font-normal">({k.review_count})</span>
                  </span>
                )}
              </div>
              <KitchenByline kitchen={k} className="text-slate-600" />
              <VerifiedBadge verified={k.verified} />
              <div className="flex flex-wrap gap-1.5">
                <DietBadge diet={k.diet} />
                {k.fssai_verified && <FssaiBadge />}
                {!k.is_open && (
                  <Badge tone="slate">
                    <Trans>Paused</Trans>
                  </Badge>
                )}
                {k.cuisines.map((c) => (
                  <Badge key={c} tone="slate">
                    {cuisineLabel(c)}
                  </Badge>
                ))}
              </div>
              {k.story && <p className="whitespace-pre-line text-slate-700">{k.story}</p>}
              <p className="flex items-start gap-2 text-sm text-slate-700">
                <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" /> <Trans>Pickup: {k.pickup_point}</Trans>
              </p>
              {k.delivers && (
                <p className="flex items-start gap-2 text-sm text-slate-700">
                  <Bike className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />{' '}
                  {k.delivery_area ? (
                    <Trans>
                      Delivers to {k.delivery_area} · {fee}
                    </Trans>
                  ) : (
                    <Trans>Delivers to the community · {fee}</Trans>
                  )}
                </p>
              )}
              {Number(k.min_order) > 0 && (
                <p className="text-sm text-slate-600">
                  <Trans>Minimum order {minOrder}</Trans>
                </p>
              )}
              <CustomerLimitsSummary limits={k.customer_limits} />
              {me?.isadmin && !k.is_mine && <AdminControls kitchen={k} />}
              {k.is_mine && (
                <div className="flex flex-wrap gap-2 pt-2">
                  <ButtonLink to="/cloud-kitchen/dashboard" size="sm">
                    <Trans>Dashboard</Trans>
                  </ButtonLink>
                  <ButtonLink to="/cloud-kitchen/create-kitchen" size="sm" variant="outline">
                    <Trans>Edit kitchen</Trans>
                  </ButtonLink>
                </div>
              )}
            </div>
          </Card>
          <Card className="order-3">
            <h2 className="text-xl font-bold text-slate-900">
              <Trans>Weekly menu</Trans>
            </h2>
            {KITCHEN_SLOTS.filter((s) => k.schedule.some((x) => x.slot === s)).map((slot) => {
              const entry = k.schedule.find((x) => x.slot === slot)!;
              const dishes = k.items.filter((i) => i.slots.includes(slot));
              const days = entry.days.map(weekDayLabel).join(', ');
              const by = clockTime(entry.cutoff_time);
              return (
                <div key={slot} className="mt-4">
                  <h3 className="font-semibold text-slate-900">{slotLabel(slot)}</h3>
                  <p className="text-xs text-slate-500">
                    {entry.cutoff_day === 'previous' ? (
                      <Trans>
                        {days} · order by {by} the day before
                      </Trans>
                    ) : (
                      <Trans>
                        {days} · order by {by}
                      </Trans>
                    )}
                  </p>
                  {dishes.length === 0 ? (
                    <p className="text-sm text-slate-600">
                      <Trans>No dishes yet.</Trans>
                    </p>
                  ) : (
                    <ul className="divide-y divide-slate-100">
                      {dishes.map((i) => (
                        <li key={i.id}>
                          <MenuItemRow item={i} />
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </Card>
        </div>
        <div className="min-w-0 space-y-6 max-lg:contents">
          {!k.is_mine && (
            <Card className="order-2">
              <OrderPanel kitchen={k} />
            </Card>
          )}
          <Card className="order-4">
            <ReviewsSection kitchenId={k.id} isMine={k.is_mine} />
          </Card>
        </div>
      </div>
    </Page>
  );
}
