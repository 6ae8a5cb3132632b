import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ReportItemType } from '@padosi/shared/reports-constants';
import { Button } from './button';

const ReportDialog = lazy(() => import('./report-dialog'));

/** "Report this …" for each kind of item, whole in each language (the dialog's title too). */
export const REPORT_TITLE: Record<ReportItemType, MessageDescriptor> = {
  ad: msg`Report this ad`,
  rental: msg`Report this rental`,
  ride: msg`Report this ride`,
  provider: msg`Report this provider`,
  review: msg`Report this review`,
  kitchen_review: msg`Report this review`,
};

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
  const { i18n } = useLingui();
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
        <Flag className="size-4" aria-hidden="true" /> {i18n._(REPORT_TITLE[type])}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ReportDialog type={type} id={id} title={i18n._(REPORT_TITLE[type])} open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
