import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/page';
import { useDocumentTitle } from '../lib/document-title';

const isStaleChunk = (err: unknown) =>
  /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(String((err as Error)?.message ?? err));

/** Shown when a page fails to load or render. After a deploy an old page's chunk is gone: reload once for the new one. */
export function RouteError() {
  const error = useRouteError();
  const stale = isStaleChunk(error);
  useDocumentTitle('Something went wrong');
  useEffect(() => {
    if (stale && !sessionStorage.getItem('reloaded-for-chunk')) {
      sessionStorage.setItem('reloaded-for-chunk', '1');
      location.reload();
    }
  }, [stale]);
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="space-y-4 text-center">
        <h1 className="text-xl font-bold text-slate-900">Something went wrong. Please try again.</h1>
        <p className="text-slate-600">{stale ? 'A newer version of the site is available.' : 'This page could not be shown.'}</p>
        <div className="flex justify-center gap-3">
          <Button onClick={() => location.reload()}>Reload</Button>
          <Link to="/" className="inline-flex min-h-11 items-center px-4 font-semibold text-brand-700" reloadDocument>
            Go home
          </Link>
        </div>
      </Card>
    </div>
  );
}
