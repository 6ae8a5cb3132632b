import { Trans, useLingui } from '@lingui/react/macro';
import { FileQuestion } from 'lucide-react';
import { CMS_MESSAGES } from '@padosi/shared/cms';
import { ButtonLink } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';

export function CmsLoading() {
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6 sm:px-6 lg:py-10">
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
      <Skeleton className="aspect-[3/1] w-full" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** Spec 02: a missing or inactive page reads "The requested page could not be found."; other failures their own text. */
export function CmsError({ message = CMS_MESSAGES.notFound }: { message?: string }) {
  const { t } = useLingui();
  return (
    <Page title={t`Page not found`} width="narrow" ownHeading>
      <Card className="flex flex-col items-center gap-4 text-center">
        <FileQuestion className="size-10 text-slate-400" aria-hidden="true" />
        <h1 className="text-xl font-semibold text-slate-900">
          <Trans>Page not found</Trans>
        </h1>
        <p role="alert" className="text-slate-700">
          {message}
        </p>
        <ButtonLink to="/cms" variant="outline">
          <Trans>See all pages</Trans>
        </ButtonLink>
      </Card>
    </Page>
  );
}
