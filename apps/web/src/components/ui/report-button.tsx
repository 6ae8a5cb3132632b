import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { REPORT_LIMITS, REPORT_MESSAGES, type ReportItemType } from '@padosi/shared/reports';
import { api, errorText } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { Button } from './button';
import { Textarea } from './field';
import { Modal } from './modal';

const NOUN: Record<ReportItemType, string> = { ad: 'ad', rental: 'rental', ride: 'ride', provider: 'provider', review: 'review' };

/**
 * "Report this …" for a signed-in person who does not own the item: a reason goes to the admin team's queue
 * (POST /api/reports). Screens show it only to signed-in non-owners; the server checks again.
 */
export function ReportButton({ type, id, name }: { type: ReportItemType; id: number; /** Tells many such buttons apart, e.g. "Report the review by Asha". */ name?: string }) {
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(e: React.FormEvent) {
    e.preventDefault();
    if (reason.trim().length < REPORT_LIMITS.reasonMin) return setError(REPORT_MESSAGES.reasonRequired);
    setBusy(true);
    try {
      const res = await api<{ message: string }>('/api/reports', { method: 'POST', json: { item_type: type, item_id: id, reason: reason.trim() } });
      notify('success', res.message);
      setOpen(false);
      setReason('');
    } catch (err) {
      setError(errorText(err, 'Could not send the report. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="ghost" size="sm" className="text-slate-600" aria-label={name} onClick={() => setOpen(true)}>
        <Flag className="size-4" aria-hidden="true" /> Report this {NOUN[type]}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={`Report this ${NOUN[type]}`} description="Tell the admin team what is wrong. They will look at it and may hide it." size="sm">
        <form onSubmit={send} noValidate className="space-y-3">
          <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
            Reason
          </label>
          <Textarea
            id={fieldId}
            value={reason}
            maxLength={REPORT_LIMITS.reasonMax}
            invalid={Boolean(error)}
            aria-describedby={`${fieldId}-error`}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
          <p id={`${fieldId}-error`} role={error ? 'alert' : undefined} className="min-h-5 text-sm text-red-600">
            {error}
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Send report
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
