import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/page';
import { useDocumentTitle } from '../lib/document-title';

const isStaleChunk = (err: unknown) =>
  /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(String((err as Error)?.message ?? err));

/** Shown when a page fails to load or render. After a deploy an old page's chunk is gone: reload once for the new one. */
export function RouteError() {
  const { t } = useLingui();
  const error = useRouteError();
  const stale = isStaleChunk(error);
  useDocumentTitle(t`Something went wrong`);
  useEffect(() => {
    if (stale && !sessionStorage.getItem('reloaded-for-chunk')) {
      sessionStorage.setItem('reloaded-for-chunk', '1');
      location.reload();
    }
  }, [stale]);
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="space-y-4 text-center">
        <h1 className="text-xl font-bold text-slate-900">
          <Trans>Something went wrong. Please try again.</Trans>
        </h1>
        <p className="text-slate-600">{stale ? <Trans>A newer version of the site is available.</Trans> : <Trans>This page could not be shown.</Trans>}</p>
        <div className="flex justify-center gap-3">
          <Button onClick={() => location.reload()}>
            <Trans>Reload</Trans>
          </Button>
          <Link to="/" className="inline-flex min-h-11 items-center px-4 font-semibold text-brand-700" reloadDocument>
            <Trans>Go home</Trans>
          </Link>
        </div>
      </Card>
    </div>
  );
}
