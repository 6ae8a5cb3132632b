import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { KITCHEN_SLOTS, type KitchenSlot } from '@padosi/shared/kitchens';
import { slotLabel } from '../labels';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { Pager, pageCount } from '../../../components/ui/pager';
import { CardSkeletons, Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDayMenu, useMyKitchen, usePauseKitchen, useSoldOut } from '../api/kitchens';
import { useKitchenOrders, usePrepList } from '../api/orders';
import { dayLabel, nextDays, today } from '../components/dates';
import { addDays } from '@padosi/shared/calendar-dates';
import { OrderCard } from '../components/order-card';
import { OwnerOrderActions } from '../components/owner-order-actions';

const chip = (on: boolean) =>
  `min-h-11 shrink-0 rounded-xl border px-3 text-sm font-semibold ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`;

/** /cloud-kitchen/dashboard: the cook's orders by date and slot, the prep list, sell-outs and pausing. */
export default function DashboardPage() {
  const mine = useMyKitchen();
  const kitchen = mine.data ?? undefined;
  const days = [addDays(today(), -1), ...nextDays(7)];
  const [date, setDate] = useState(today());
  const slots = kitchen ? KITCHEN_SLOTS.filter((s) => kitchen.schedule.some((x) => x.slot === s)) : [];
  const [chosen, setChosen] = useState<KitchenSlot | null>(null);
  const slot = chosen && slots.includes(chosen) ? chosen : (slots[0] ?? 'lunch');
  const [page, setPage] = useState(1);
  const orders = useKitchenOrders(kitchen?.id, date, slot, page);
  const prep = usePrepList(kitchen?.id, date, slot);
  const menu = useDayMenu(kitchen?.id ?? 0, date, kitchen ? slot : null);
  const pause = usePauseKitchen();
  const soldOut = useSoldOut();
  const { t } = useLingui();

  if (mine.isPending)
    return (
      <Page title={t`Kitchen dashboard`}>
        <Skeleton className="h-72" />
      </Page>
    );
  if (!kitchen)
    return (
      <Page title={t`Kitchen dashboard`} width="narrow">
        <Card className="text-center">
          <p className="text-slate-700">{mine.isError ? t`Failed to load your kitchen.` : t`You have no kitchen yet.`}</p>
          <ButtonLink to="/cloud-kitchen/create-kitchen" className="mt-4">
            <Trans>Create Kitchen</Trans>
          </ButtonLink>
        </Card>
      </Page>
    );

  const meal = slotLabel(slot);
  const day = dayLabel(date);
  const sellOutDay = day.toLowerCase();

  return (
    <Page
      title={t`Kitchen dashboard`}
      lead={
        <span className="inline-flex flex-wrap items-center gap-2">
          {kitchen.name}{' '}
          <Badge tone={kitchen.is_open ? 'green' : 'slate'}>{kitchen.is_open ? t`Open` : kitchen.paused_by_admin ? t`Paused by admin` : t`Paused`}</Badge>
        </span>
      }
      actions={
        <>
          <Button
            variant="outline"
            loading={pause.isPending}
            disabled={kitchen.paused_by_admin}
            onClick={() =>
              pause.mutate({ id: kitchen.id, paused: kitchen.is_open }, { onError: (e) => notify('error', errorText(e, t`Could not change the kitchen.`)) })
            }
          >
            {kitchen.is_open ? t`Pause kitchen` : t`Open kitchen`}
          </Button>
          <ButtonLink to="/cloud-kitchen/menu" variant="outline">
            <Trans>Menu</Trans>
          </ButtonLink>
          <ButtonLink to="/cloud-kitchen/create-kitchen" variant="outline">
            <Trans>Edit kitchen</Trans>
          </ButtonLink>
          <ButtonLink to={`/cloud-kitchen/kitchen/${kitchen.id}`} variant="ghost">
            <Trans>View page</Trans>
          </ButtonLink>
        </>
      }
    >
      <div role="group" aria-label={t`Date`} className="-mx-1 mb-3 flex gap-2 overflow-x-auto px-1 pb-1">
        {days.map((d) => (
          <button key={d} type="button" aria-pressed={d === date} className={chip(d === date)} onClick={() => (setDate(d), setPage(1))}>
            {d === days[0] ? t`Yesterday` : dayLabel(d)}
          </button>
        ))}
      </div>
      <div role="group" aria-label={t`Meal`} className="mb-5 flex flex-wrap gap-2">
        {slots.map((s) => (
          <button key={s} type="button" aria-pressed={s === slot} className={chip(s === slot)} onClick={() => (setChosen(s), setPage(1))}>
            {slotLabel(s)}
          </button>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <section aria-labelledby="orders-h">
          <h2 id="orders-h" className="mb-3 text-lg font-semibold text-slate-900">
            {orders.data ? (
              <Trans>
                Orders · {meal}, {day} ({orders.data.total})
              </Trans>
            ) : (
              <Trans>
                Orders · {meal}, {day}
              </Trans>
            )}
          </h2>
          {orders.isPending ? (
            <CardSkeletons count={2} className="h-40" grid="grid gap-3" />
          ) : orders.isError ? (
            <p role="alert" className="text-red-700">
              <Trans>Failed to load orders.</Trans>
            </p>
          ) : orders.data.items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
              <Trans>No orders for this meal yet.</Trans>
            </p>
          ) : (
            <ul className="space-y-3">
              {orders.data.items.map((o) => (
                <li key={o.id}>
                  <OrderCard order={o} forOwner>
                    <OwnerOrderActions order={o} />
                  </OrderCard>
                </li>
              ))}
            </ul>
          )}
          {orders.data && <Pager page={page} pages={pageCount(orders.data)} onPage={setPage} label={t`Order pages`} />}
        </section>
        <div className="space-y-6">
          <Card>
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Prep list</Trans>
            </h2>
            {prep.data && prep.data.items.length > 0 ? (
              <ul className="mt-2 divide-y divide-slate-100">
                {prep.data.items.map((p) => (
                  <li key={p.item_id} className="flex justify-between py-2 text-slate-800">
                    <span>{p.name}</span>
                    <strong className="tabular-nums">× {p.qty}</strong>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">
                <Trans>Nothing to cook for this meal yet.</Trans>
              </p>
            )}
          </Card>
          <Card>
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Sell out for {sellOutDay}</Trans>
            </h2>
            {menu.data && menu.data.items.length > 0 ? (
              <ul className="mt-2 divide-y divide-slate-100">
                {menu.data.items.map((i) => (
                  <li key={i.id} className="flex items-center justify-between gap-2 py-2">
                    <span className="text-slate-800">
                      {i.name} <span className="text-sm text-slate-500">· {i.sold_out ? t`sold out` : t`${i.left} left`}</span>
                    </span>
                    <Button
                      size="sm"
                      variant={i.sold_out ? 'secondary' : 'outline'}
                      onClick={() =>
                        soldOut.mutate(
                          { itemId: i.id, date, sold_out: !i.sold_out },
                          { onError: (e) => notify('error', errorText(e, t`Could not update the item.`)) },
                        )
                      }
                      aria-label={i.sold_out ? t`Put ${i.name} back on sale` : t`Sell out ${i.name}`}
                    >
                      {i.sold_out ? t`Back on sale` : t`Sell out`}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">
                <Trans>No dishes for this meal on this day.</Trans>
              </p>
            )}
          </Card>
        </div>
      </div>
    </Page>
  );
}
