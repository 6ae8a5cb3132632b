import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { weekDayOf } from '@padosi/shared/calendar-dates';
import { KITCHEN_LIMITS, cutoffAt, type Kitchen, type KitchenSlot, type Order } from '@padosi/shared/kitchens';
import { formatRupees, fromPaise, toPaise } from '@padosi/shared/money';
import { Button } from '../../../components/ui/button';
import { Field, Textarea } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth-store';
import { useConfig } from '../../../lib/config';
import { subscribeToPush } from '../../../lib/push-subscription';
import { useDayMenu } from '../api/kitchens';
import { usePlaceOrder } from '../api/orders';
import { cutoffLabel, dayLabel, nextDays } from './dates';
import { MenuItemRow } from './menu-item-row';
import { OrderPlaced } from './order-placed';
import { slotLabel } from '../labels';
import { communityTimeZone } from '../../../lib/clock';

const chip = (on: boolean) =>
  `min-h-11 shrink-0 rounded-xl border px-3 text-sm font-semibold ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`;

/** Pick a date and meal slot, add dishes, then check out: pickup or delivery, a note, cash or UPI. */
export function OrderPanel({ kitchen }: { kitchen: Kitchen }) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const days = nextDays(7);
  const [date, setDate] = useState(days[1]!);
  const served = kitchen.schedule.filter((s) => s.days.includes(weekDayOf(date)));
  const slots = served.map((s) => s.slot);
  const [chosenSlot, setSlot] = useState<KitchenSlot | null>(null);
  const [openedAt] = useState(() => Date.now());
  // Unless the customer picked one, the first meal of the day still taking orders (else the first meal).
  const firstOpen = served.find((s) => cutoffAt(date, s, communityTimeZone()).getTime() > openedAt)?.slot;
  const slot = chosenSlot && slots.includes(chosenSlot) ? chosenSlot : (firstOpen ?? slots[0] ?? null);
  const menu = useDayMenu(kitchen.id, date, slot);
  const [cart, setCart] = useState<Record<number, number>>({});
  const [fulfilment, setFulfilment] = useState<'pickup' | 'delivery'>('pickup');
  const [payment, setPayment] = useState<'cash' | 'upi'>(kitchen.upi_id ? 'upi' : 'cash');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  const place = usePlaceOrder();
  const { vapidPublicKey } = useConfig();
  const { t } = useLingui();
  const day = dayLabel(date);
  const fee = formatRupees(kitchen.delivery_fee);
  const minOrder = formatRupees(kitchen.min_order);

  const items = menu.data?.items ?? [];
  const lines = items.filter((i) => cart[i.id]).map((i) => ({ item: i, qty: cart[i.id]! }));
  const itemsPaise = lines.reduce((sum, l) => sum + toPaise(l.item.price) * l.qty, 0);
  const feePaise = fulfilment === 'delivery' ? toPaise(kitchen.delivery_fee) : 0;
  const below = itemsPaise < toPaise(kitchen.min_order);
  const setQty = (id: number, qty: number) => setCart((c) => ({ ...c, [id]: Math.max(0, Math.min(qty, KITCHEN_LIMITS.maxQty)) }));
  const reset = (changes: () => void) => {
    changes();
    setCart({});
    setFailure(null);
  };

  async function checkout() {
    if (!me) return navigate('/login', { state: { from: location.pathname } });
    if (!slot) return;
    setFailure(null);
    try {
      const order = await place.mutateAsync({
        kitchenId: kitchen.id,
        body: { date, slot, items: lines.map((l) => ({ item_id: l.item.id, qty: l.qty })), fulfilment, note, payment },
      });
      setPlaced(order);
      setCart({});
      // Asked only after an order exists: the cook's accept, ready and reject arrive as pushes.
      void subscribeToPush('kitchens', vapidPublicKey).catch(() => undefined);
    } catch (err) {
      setFailure(errorText(err, t`Could not place the order. Please try again.`));
    }
  }

  const cutoff = menu.data?.cutoff ? cutoffLabel(menu.data.cutoff) : '';
  const meal = slot ? slotLabel(slot) : '';

  if (placed) return <OrderPlaced order={placed} onAnother={() => setPlaced(null)} />;

  return (
    <section aria-labelledby="order-h" className="space-y-4">
      <h2 id="order-h" className="text-xl font-bold text-slate-900">
        <Trans>Order a meal</Trans>
      </h2>
      <div role="group" aria-label={t`Date`} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {days.map((d) => (
          <button key={d} type="button" aria-pressed={d === date} className={chip(d === date)} onClick={() => reset(() => setDate(d))}>
            {dayLabel(d)}
          </button>
        ))}
      </div>
      {slots.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-slate-700">
          <Trans>The kitchen does not cook on {day}. Choose another day.</Trans>
        </p>
      ) : (
        <div role="group" aria-label={t`Meal`} className="flex flex-wrap gap-2">
          {slots.map((s) => (
            <button key={s} type="button" aria-pressed={s === slot} className={chip(s === slot)} onClick={() => reset(() => setSlot(s))}>
              {slotLabel(s)}
            </button>
          ))}
        </div>
      )}
      {menu.data?.cutoff && (
        <p className={`text-sm ${menu.data.open ? 'text-slate-600' : 'font-semibold text-red-700'}`}>
          {menu.data.open ? (
            <Trans>Order by {cutoff}.</Trans>
          ) : kitchen.is_open ? (
            <Trans>Orders for this meal closed at {cutoff}.</Trans>
          ) : (
            <Trans>This kitchen is not taking orders right now.</Trans>
          )}
        </p>
      )}
      {slot && menu.isPending ? (
        <Skeleton className="h-40" />
      ) : menu.isError ? (
        <p role="alert" className="text-red-700">
          <Trans>Failed to load the menu.</Trans>
        </p>
      ) : slot && items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-slate-700">
          <Trans>No dishes for this meal on {day}.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => {
            const qty = cart[item.id] ?? 0;
            const out = item.left === 0;
            return (
              <li key={item.id}>
                <MenuItemRow
                  item={item}
                  note={
                    <p className={`text-xs ${out ? 'font-semibold text-red-700' : 'text-slate-500'}`}>{out ? t`Sold out for the day` : t`${item.left} left`}</p>
                  }
                >
                  {qty === 0 ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={out || !menu.data?.open}
                      onClick={() => setQty(item.id, 1)}
                      aria-label={t`Add ${item.name}`}
                    >
                      <Trans>Add</Trans>
                    </Button>
                  ) : (
                    <div className="flex items-center gap-1" role="group" aria-label={t`${item.name} quantity`}>
                      <Button size="sm" variant="outline" onClick={() => setQty(item.id, qty - 1)} aria-label={t`One less ${item.name}`}>
                        <Minus className="size-4" aria-hidden="true" />
                      </Button>
                      <span className="w-6 text-center font-semibold tabular-nums" aria-live="polite">
                        {qty}
                      </span>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={qty >= item.left}
                        onClick={() => setQty(item.id, qty + 1)}
                        aria-label={t`One more ${item.name}`}
                      >
                        <Plus className="size-4" aria-hidden="true" />
                      </Button>
                    </div>
                  )}
                </MenuItemRow>
              </li>
            );
          })}
        </ul>
      )}
      {lines.length > 0 && (
        <div className="space-y-4 rounded-2xl border border-brand-600/30 bg-brand-50/40 p-4" aria-labelledby="checkout-h">
          <h3 id="checkout-h" className="font-semibold text-slate-900">
            <Trans>
              Checkout · {meal}, {day}
            </Trans>
          </h3>
          <fieldset className="flex flex-wrap gap-4">
            <legend className="sr-only">
              <Trans>Pickup or delivery</Trans>
            </legend>
            <label className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" name="fulfilment" className="accent-brand-700" checked={fulfilment === 'pickup'} onChange={() => setFulfilment('pickup')} />{' '}
              <Trans>Pickup from {kitchen.pickup_point}</Trans>
            </label>
            {kitchen.delivers && (
              <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="fulfilment"
                  className="accent-brand-700"
                  checked={fulfilment === 'delivery'}
                  onChange={() => setFulfilment('delivery')}
                />{' '}
                <Trans>Delivery ({fee})</Trans>
              </label>
            )}
          </fieldset>
          <Field label={t`Note for the cook`} counter={`${note.length}/${KITCHEN_LIMITS.noteMax}`}>
            {(a) => (
              <Textarea
                id={a.id}
                aria-describedby={a.describedBy}
                className="!min-h-16"
                maxLength={KITCHEN_LIMITS.noteMax}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            )}
          </Field>
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 text-sm font-medium text-slate-700">
              <Trans>Payment</Trans>
            </legend>
            <label className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" name="payment" className="accent-brand-700" checked={payment === 'cash'} onChange={() => setPayment('cash')} />{' '}
              {fulfilment === 'delivery' ? t`Cash on delivery` : t`Cash on pickup`}
            </label>
            {kitchen.upi_id && (
              <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" name="payment" className="accent-brand-700" checked={payment === 'upi'} onChange={() => setPayment('upi')} /> UPI
              </label>
            )}
          </fieldset>
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between">
              <dt>
                <Trans>Items</Trans>
              </dt>
              <dd>{formatRupees(fromPaise(itemsPaise))}</dd>
            </div>
            {feePaise > 0 && (
              <div className="flex justify-between">
                <dt>
                  <Trans>Delivery</Trans>
                </dt>
                <dd>{formatRupees(fromPaise(feePaise))}</dd>
              </div>
            )}
            <div className="flex justify-between text-base font-bold">
              <dt>
                <Trans>Total</Trans>
              </dt>
              <dd>{formatRupees(fromPaise(itemsPaise + feePaise))}</dd>
            </div>
          </dl>
          {below && (
            <p className="text-sm text-amber-800">
              <Trans>Minimum order is {minOrder}.</Trans>
            </p>
          )}
          {failure && (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800">
              {failure}
            </p>
          )}
          <Button className="w-full" size="lg" loading={place.isPending} disabled={below} onClick={checkout}>
            {me ? t`Place order` : t`Sign in to order`}
          </Button>
        </div>
      )}
    </section>
  );
}
