import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ReportItemType } from '@padosi/shared/reports-constants';
import { Button } from './button';

const ReportDialog = lazy(() => import('./report-dialog'));

const NOUN: Record<ReportItemType, string> = { ad: 'ad', rental: 'rental', ride: 'ride', provider: 'provider', review: 'review' };

/**
 * "Report this …" for a signed-in person who does not own the item: a reason goes to the admin team's queue
 * (POST /api/reports). Screens show it only to signed-in non-owners; the server checks again. The form's code is
 * fetched on the first press and stays mounted after, so it closes with its animation.
 */
export function ReportButton({
  type,
  id,
  name,
}: {
  type: ReportItemType;
  id: number;
  /** Tells many such buttons apart, e.g. "Report the review by Asha". */ name?: string;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-slate-600"
        aria-label={name}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Flag className="size-4" aria-hidden="true" /> Report this {NOUN[type]}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ReportDialog type={type} id={id} noun={NOUN[type]} open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
