import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AdStatus } from '@padosi/shared/ads';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONE: Record<AdStatus, BadgeTone> = { Available: 'green', Sold: 'red', Pending: 'yellow', Inactive: 'slate' };

/** A status's name as a person reads it; the stored value stays the spec's English. */
export const AD_STATUS_LABEL: Record<AdStatus, MessageDescriptor> = {
  Available: msg`Available`,
  Sold: msg`Sold`,
  Pending: msg`Pending`,
  Inactive: msg`Inactive`,
};

/** Available green, Sold red, Pending yellow (spec 02 §2); Inactive, seen only by the owner, grey. */
export function AdStatusBadge({ status, className }: { status: AdStatus; className?: string }) {
  const { i18n } = useLingui();
  return (
    <Badge tone={TONE[status]} className={className}>
      {i18n._(AD_STATUS_LABEL[status])}
    </Badge>
  );
}
