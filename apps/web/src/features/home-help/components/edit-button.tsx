import { Trans, useLingui } from '@lingui/react/macro';
import { Lock, Pencil } from 'lucide-react';
import type { HomeHelpRequest } from '@padosi/shared/home-help';
import { Button, ButtonLink } from '../../../components/ui/button';
import { statusLabel } from '../labels';

export const canEditRequest = (r: HomeHelpRequest, me: { id: number; isadmin: boolean } | null) =>
  Boolean(me && (me.isadmin || (me.id === r.user_id && r.status === 'Pending')));

/** Edit for admins, and for the requester while the request is Pending; otherwise a locked button that says why. */
export function EditButton({ request, me }: { request: HomeHelpRequest; me: { id: number; isadmin: boolean } | null }) {
  const { t } = useLingui();
  const status = statusLabel(request.status);
  if (canEditRequest(request, me)) {
    return (
      <ButtonLink to={`/home-help/edit/${request.id}`} variant="outline" size="sm" aria-label={t`Edit request ${request.id}`}>
        <Pencil className="size-4" aria-hidden="true" />
        <Trans>Edit</Trans>
      </ButtonLink>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      disabled
      title={t`${status}: only pending requests can be edited`}
      aria-label={t`Edit request ${request.id} (locked: ${status})`}
    >
      <Lock className="size-4" aria-hidden="true" />
      Edit
    </Button>
  );
}
