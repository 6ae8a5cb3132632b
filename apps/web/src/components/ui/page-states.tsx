import { Trans } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { Button, ButtonLink } from './button';
import { Card, Page } from './page';
import { Skeleton } from './skeleton';

type PageProps = Omit<ComponentProps<typeof Page>, 'children'>;

/** A details page while it loads: its title and skeletons of the given classes, announced as a status. */
export function PageLoading({ skeletons, layout, ...page }: PageProps & { skeletons: string[]; layout: string }) {
  return (
    <Page {...page}>
      <div role="status" aria-live="polite" className={layout}>
        <span className="sr-only">
          <Trans>Loading…</Trans>
        </span>
        {skeletons.map((className, i) => (
          <Skeleton key={i} className={className} />
        ))}
      </div>
    </Page>
  );
}

/** A details page whose record could not load: its title and the reason, announced. */
export function PageFailed({ message, ...page }: PageProps & { message: ReactNode }) {
  return (
    <Page {...page}>
      <p role="alert" className="rounded-2xl bg-red-50 px-4 py-6 text-red-800">
        {message}
      </p>
    </Page>
  );
}

/** A page that could not load: the reason, announced, and the way back to its list. */
export function PageProblem({ message, backTo, backLabel, ...page }: PageProps & { message: ReactNode; backTo: string; backLabel: string }) {
  return (
    <Page {...page}>
      <Card className="text-center">
        <p role="alert">{message}</p>
        <ButtonLink to={backTo} variant="outline" className="mt-4">
          {backLabel}
        </ButtonLink>
      </Card>
    </Page>
  );
}

/** A list that could not load: the reason, announced, and a button that asks again. */
export function RetryCard({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return (
    <Card className="text-center">
      <p role="alert" className="text-slate-700">
        {message}
      </p>
      <Button className="mt-4" variant="outline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Card>
  );
}

/** A list with nothing in it: what is missing, what to do, and the way to add one. */
export function EmptyCard({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Card className="text-center">
      <p className="font-medium text-slate-900">{title}</p>
      <p className="mt-1 text-slate-600">{text}</p>
      {action}
    </Card>
  );
}
