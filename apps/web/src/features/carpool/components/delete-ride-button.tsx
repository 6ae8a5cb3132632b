import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { RIDE_MESSAGES } from '@padosi/shared/carpool';
import { DeleteButton } from '../../../components/delete-button';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDeleteRide } from '../api/delete-ride';

/** Delete with a confirmation first; afterwards back to the ride list. */
export function DeleteRideButton({ id }: { id: number }) {
  const remove = useDeleteRide();
  const { t } = useLingui();
  const navigate = useNavigate();
  const onDeleted = () => {
    notify('success', RIDE_MESSAGES.deleted);
    navigate('/carpooling', { replace: true });
  };
  const onError = (err: unknown) => notify('error', errorText(err, t`Could not delete the ride. Please try again.`));
  return (
    <DeleteButton
      remove={() => remove.mutateAsync(id)}
      busy={remove.isPending}
      title={t`Delete ride`}
      description={RIDE_MESSAGES.deleteConfirm}
      confirmLabel={t`Delete ride`}
      {...{ onDeleted, onError }}
    />
  );
}
