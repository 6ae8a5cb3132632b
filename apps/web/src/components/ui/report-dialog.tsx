import { Trans, useLingui } from '@lingui/react/macro';
import { sharedText } from '../../lib/shared-messages';
import { useId, useState } from 'react';
import { REPORT_LIMITS, REPORT_MESSAGES, type ReportItemType } from '@padosi/shared/reports-constants';
import { api, errorText } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { Button } from './button';
import { Textarea } from './field';
import { Modal } from './modal';

/** The report form of ReportButton, in its own chunk: the dialog library loads when someone first reports. */
export default function ReportDialog({
  type,
  id,
  title,
  open,
  setOpen,
}: {
  type: ReportItemType;
  id: number;
  title: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const fieldId = useId();
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(e: React.FormEvent) {
    e.preventDefault();
    if (reason.trim().length < REPORT_LIMITS.reasonMin) return setError(sharedText(REPORT_MESSAGES.reasonRequired));
    setBusy(true);
    try {
      const res = await api<{ message: string }>('/api/reports', { method: 'POST', json: { item_type: type, item_id: id, reason: reason.trim() } });
      notify('success', res.message);
      setOpen(false);
      setReason('');
    } catch (err) {
      setError(errorText(err, t`Could not send the report. Please try again.`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={setOpen} title={title} description={t`Tell the admin team what is wrong. They will look at it and may hide it.`} size="sm">
      <form onSubmit={send} noValidate className="space-y-3">
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
          <Trans>Reason</Trans>
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
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy}>
            <Trans>Send report</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
