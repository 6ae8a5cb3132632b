import { ShieldAlert } from 'lucide-react';
import { MODERATION_MESSAGES as M } from '@padosi/shared/moderation-constants';
import { ApiError } from '../../lib/api-client';
import { sharedText } from '../../lib/shared-messages';
import { ButtonLink } from './button';
import { Card, Page } from './page';

/*
 * The texts here are the shared MODERATION_MESSAGES (Hindi through sharedText), not Lingui macros: a macro in
 * components/ would put them in the shell's catalogue, which the home page's first JavaScript carries.
 */

/** A detail query answered 410: the moderators removed the listing (issue 24). */
export const isRemoved = (err: unknown) => err instanceof ApiError && err.status === 410;

/**
 * What the public sees of a listing the moderators removed: a clear page saying so, not "failed to load", with the
 * way back to its list.
 */
export function RemovedPage({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <Page title={sharedText(M.removedTitle)}>
      <Card className="text-center">
        <ShieldAlert className="mx-auto size-10 text-slate-500" aria-hidden="true" />
        <p role="alert" className="mt-3 text-slate-700">
          {sharedText(M.removed)} {sharedText(M.removedGone)}
        </p>
        <ButtonLink to={backTo} variant="outline" className="mt-4">
          {backLabel}
        </ButtonLink>
      </Card>
    </Page>
  );
}

/** The owner's (and admins') view of a removed listing: that it is removed, and the moderators' reason. */
export function RemovedNotice({ reason }: { reason: string }) {
  return (
    <div role="status" className="mb-4 flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 break-words">
        <span className="font-semibold">{sharedText(M.ownerNotice)}</span> {sharedText(M.reasonLabel)} {sharedText(reason)}
      </p>
    </div>
  );
}
