import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { downloadArchive, usePrivacyState, useRequestExport } from '../api/privacy';

/** "Download my data": ask for an archive (one a day), see it being built, fetch it for 7 days. */
export function YourData() {
  const { t } = useLingui();
  const state = usePrivacyState();
  const request = useRequestExport();
  const [fetching, setFetching] = useState(false);
  const latest = state.data?.latest_export ?? null;

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: (res) => notify('success', res.message),
      onError: (err) => notify('error', errorText(err, t`Something went wrong. Please try again.`)),
    });
  const download = async (url: string) => {
    setFetching(true);
    try {
      await downloadArchive(url);
    } catch {
      notify('error', t`The download did not work. Please try again.`);
    } finally {
      setFetching(false);
    }
  };

  return (
    <Card>
      <h2 className="text-base font-semibold text-slate-900">
        <Trans>Your data</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Get a copy of everything Padosi holds about you: your profile, listings, orders, reviews and the photos you uploaded.</Trans>
      </p>
      {state.isPending && (
        <p role="status" className="mt-3 text-sm text-slate-500">
          <Trans>Loading…</Trans>
        </p>
      )}
      {state.isError && (
        <div role="alert" className="mt-3 text-sm text-red-700">
          <Trans>Could not load your data status.</Trans>{' '}
          <button type="button" className="font-medium underline" onClick={() => void state.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      <div aria-live="polite">
        {latest?.status === 'pending' && (
          <p role="status" className="mt-3 text-sm font-medium text-amber-800">
            <Trans>Preparing your archive… This page updates when it is ready.</Trans>
          </p>
        )}
        {latest?.status === 'ready' && latest.download_url && latest.expires_at && (
          <div className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            <p role="status">
              <Trans>Your archive is ready. You can download it until {formatDate(latest.expires_at)}.</Trans>
            </p>
            <Button className="mt-2" onClick={() => void download(latest.download_url!)} loading={fetching}>
              <Download className="size-4" aria-hidden="true" /> <Trans>Download archive</Trans>
            </Button>
          </div>
        )}
        {latest?.status === 'failed' && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            <Trans>Your archive could not be built. Please ask again tomorrow or write to the grievance officer.</Trans>
          </p>
        )}
      </div>
      {state.data && (
        <div className="mt-3">
          <Button variant="outline" onClick={ask} loading={request.isPending} disabled={!state.data.can_request_export}>
            <Trans>Download my data</Trans>
          </Button>
          {!state.data.can_request_export && (
            <p className="mt-1 text-xs text-slate-500">
              <Trans>You can ask for one archive a day.</Trans>
            </p>
          )}
        </div>
      )}
      <p className="mt-4 text-sm text-slate-600">
        <Trans>
          Something wrong in your data, or a question about how it is used?{' '}
          <Link to="/grievance" className="font-medium text-brand-700 underline">
            Write to the grievance officer
          </Link>
        </Trans>
      </p>
    </Card>
  );
}
