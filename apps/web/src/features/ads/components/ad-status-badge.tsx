import type { AdStatus } from '@padosi/shared/ads';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONE: Record<AdStatus, BadgeTone> = { Available: 'green', Sold: 'red', Pending: 'yellow', Inactive: 'slate' };

/** Available green, Sold red, Pending yellow (spec 02 §2); Inactive, seen only by the owner, grey. */
export const AdStatusBadge = ({ status, className }: { status: AdStatus; className?: string }) => (
  <Badge tone={TONE[status]} className={className}>
    {status}
  </Badge>
);
