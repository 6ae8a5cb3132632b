import type { ReactNode } from 'react';
import type { MenuItem } from '@padosi/shared/kitchens';
import { slotLabel } from '../labels';
import { formatRupees } from '@padosi/shared/money';
import { onImageError } from '../../../lib/images';
import { kitchenThumb, Spice, VegMark } from './badges';

/** One dish as a row: photo, veg mark, name, spice, description, price; the caller adds its own controls. */
export function MenuItemRow({ item, children, note }: { item: MenuItem; children?: ReactNode; note?: ReactNode }) {
  return (
    <div className="flex gap-3 py-3">
      <img
        src={kitchenThumb(item.photo)}
        alt=""
        width={80}
        height={80}
        loading="lazy"
        className="size-20 shrink-0 rounded-xl bg-slate-100 object-cover"
        onError={onImageError}
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <VegMark isVeg={item.is_veg} />
          <h3 className="font-semibold text-slate-900">{item.name}</h3>
          <Spice level={item.spice_level} />
        </div>
        {item.description && <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{item.description}</p>}
        <p className="mt-1 text-sm">
          <strong className="text-slate-900">{formatRupees(item.price)}</strong>
          <span className="text-slate-500"> · {item.slots.map(slotLabel).join(', ')}</span>
        </p>
        {note}
      </div>
      {children && <div className="flex shrink-0 flex-col items-end justify-center gap-1.5">{children}</div>}
    </div>
  );
}
