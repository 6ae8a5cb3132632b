import type { RentalStatus, RentalType } from '@padosi/shared/rentals';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

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
