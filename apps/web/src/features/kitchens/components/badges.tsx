import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, Flame } from 'lucide-react';
import type { Diet, OrderStatus } from '@padosi/shared/kitchens';
import { dietLabel, orderStatusLabel, spiceLabel } from '../labels';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { imageUrl } from '../../../lib/images';

/** A stored kitchen photo's thumbnail (the upload pipeline writes "<name>-thumb.webp" beside it). */
export const kitchenThumb = (file: string | null) => imageUrl(file ? file.replace(/\.[a-z]+$/, '-thumb.webp') : null, 'kitchens');

/** The Indian food mark: a green square with a dot for veg, a brown one with a triangle for non-veg. */
export function VegMark({ isVeg }: { isVeg: boolean }) {
  const { t } = useLingui();
  return (
    <span
      role="img"
      aria-label={isVeg ? t`Veg` : t`Non-veg`}
      className={`inline-flex size-4 shrink-0 items-center justify-center rounded-sm border-2 ${isVeg ? 'border-green-700' : 'border-amber-800'}`}
    >
      {isVeg ? (
        <span className="size-1.5 rounded-full bg-green-700" />
      ) : (
        <span className="size-0 border-x-[4px] border-b-[7px] border-x-transparent border-b-amber-800" />
      )}
    </span>
  );
}

export const DietBadge = ({ diet }: { diet: Diet }) => <Badge tone={diet === 'veg' ? 'green' : diet === 'nonveg' ? 'red' : 'slate'}>{dietLabel(diet)}</Badge>;

export const FssaiBadge = () => (
  <Badge tone="brand" className="gap-1">
    <BadgeCheck className="size-3.5" aria-hidden="true" /> <Trans>FSSAI verified</Trans>
  </Badge>
);

export function Spice({ level }: { level: number }) {
  if (level === 0) return null;
  return (
    <span className="inline-flex items-center gap-0.5 text-xs text-red-700" aria-label={spiceLabel(level)} title={spiceLabel(level)}>
      {Array.from({ length: level }, (_, i) => (
        <Flame key={i} className="size-3.5" aria-hidden="true" />
      ))}
    </span>
  );
}

const STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  placed: 'yellow',
  accepted: 'brand',
  preparing: 'brand',
  ready: 'green',
  completed: 'green',
  rejected: 'red',
  cancelled: 'slate',
};
export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => <Badge tone={STATUS_TONE[status]}>{orderStatusLabel(status)}</Badge>;

/** "by Asha · Prestige Lakeside": who cooks, and where when known. */
export const KitchenByline = ({ kitchen, className }: { kitchen: { owner_name: string; apartment_name: string | null }; className: string }) => (
  <p className={className}>
    {kitchen.apartment_name ? (
      <Trans>
        by {kitchen.owner_name} · {kitchen.apartment_name}
      </Trans>
    ) : (
      <Trans>by {kitchen.owner_name}</Trans>
    )}
  </p>
);
