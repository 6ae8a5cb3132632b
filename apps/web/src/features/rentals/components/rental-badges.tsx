import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RentalRole, RentalStatus, RentalType } from '@padosi/shared/rentals';
import { formatRupees } from '@padosi/shared/money';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';
import { zonedInstant } from '@padosi/shared/clock';
import { communityTimeZone } from '../../../lib/clock';

const STATUS_TONE: Record<RentalStatus, BadgeTone> = { Available: 'green', Rented: 'red', Inactive: 'slate' };
// The names a person reads; the stored values stay the spec's English.
export const TYPE_LABEL: Record<RentalType, MessageDescriptor> = { family: msg`Family`, bachelor: msg`Bachelor`, all: msg`All` };
export const STATUS_LABEL: Record<RentalStatus, MessageDescriptor> = { Available: msg`Available`, Rented: msg`Rented`, Inactive: msg`Inactive` };
export const ROLE_LABEL: Record<RentalRole, MessageDescriptor> = { owner: msg`Owner`, tenant: msg`Tenant` };

/** Available green, Rented red (spec 02 §2); Inactive, seen only by the owner, grey. */
export function RentalStatusBadge({ status, className }: { status: RentalStatus; className?: string }) {
  const { i18n } = useLingui();
  return (
    <Badge tone={STATUS_TONE[status]} className={className}>
      {i18n._(STATUS_LABEL[status])}
    </Badge>
  );
}

export function RentalTypeBadge({ type }: { type: RentalType }) {
  const { i18n } = useLingui();
  return <Badge tone="brand">{i18n._(TYPE_LABEL[type])}</Badge>;
}

/** The day a rental is free from (a date without a time, read in India). */
export const availableDay = (isoDate: string) => formatDate(zonedInstant(isoDate, '00:00', communityTimeZone()));

/** "₹12,000 / month": the rent, with the unit in a lighter style. */
export const MonthlyCost = ({ cost, className, unitClassName }: { cost: number; className: string; unitClassName: string }) => (
  <p className={className}>
    {formatRupees(cost)}
    <span className={unitClassName}>
      {' '}
      <Trans>/ month</Trans>
    </span>
  </p>
);
