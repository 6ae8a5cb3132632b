import type { RentalStatus, RentalType } from '@padosi/shared/rentals';
import { formatRupees } from '@padosi/shared/money';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';
import { zonedInstant } from '@padosi/shared/clock';
import { communityTimeZone } from '../../../lib/clock';

const STATUS_TONE: Record<RentalStatus, BadgeTone> = { Available: 'green', Rented: 'red', Inactive: 'slate' };
export const TYPE_LABEL: Record<RentalType, string> = { family: 'Family', bachelor: 'Bachelor', all: 'All' };

/** Available green, Rented red (spec 02 §2); Inactive, seen only by the owner, grey. */
export const RentalStatusBadge = ({ status, className }: { status: RentalStatus; className?: string }) => (
  <Badge tone={STATUS_TONE[status]} className={className}>
    {status}
  </Badge>
);

export const RentalTypeBadge = ({ type }: { type: RentalType }) => <Badge tone="brand">{TYPE_LABEL[type]}</Badge>;

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The day a rental is free from (a date without a time, read in India). */
export const availableDay = (isoDate: string) => formatDate(zonedInstant(isoDate, '00:00', communityTimeZone()));

/** "₹12,000 / month": the rent, with the unit in a lighter style. */
export const MonthlyCost = ({ cost, className, unitClassName }: { cost: number; className: string; unitClassName: string }) => (
  <p className={className}>
    {formatRupees(cost)}
    <span className={unitClassName}> / month</span>
  </p>
);
