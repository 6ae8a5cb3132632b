import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { HOME_HELP_MESSAGES as M } from '@padosi/shared/home-help';
import { DeleteButton } from '../../../components/delete-button';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDeleteRequest } from '../api/delete-request';

/** Delete after a confirmation, then back to the list. */
export function DeleteRequestButton({ id }: { id: number }) {
  const remove = useDeleteRequest();
  const { t } = useLingui();
  const navigate = useNavigate();
  const done = () => (notify('success', M.deleted), navigate('/home-help', { replace: true }));
  return (
    <DeleteButton
      remove={() => remove.mutateAsync(id)}
      busy={remove.isPending}
      title={t`Delete request`}
      description={M.deleteConfirm}
      confirmLabel={t`Delete request`}
      onDeleted={done}
      onError={(err) => notify('error', errorText(err, t`Could not delete the request. Please try again.`))}
    />
  );
}
