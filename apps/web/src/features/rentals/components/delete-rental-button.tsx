import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { RENTAL_MESSAGES } from '@padosi/shared/rentals';
import { DeleteButton } from '../../../components/delete-button';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDeleteRental } from '../api/delete-rental';
import { sharedText } from '../../../lib/shared-messages';

interface DeleteRentalButtonProps {
  id: number;
  ownerId: number;
  className?: string;
  /** A toast by default. */
  onError?: (err: unknown) => void;
}

/** Delete for the rental's owner (or an admin), asked once more; the deleted page leaves the history. */
export function DeleteRentalButton({
  id,
  ownerId,
  className = '',
  onError = (err) => notify('error', errorText(err, sharedText(RENTAL_MESSAGES.unexpected))),
}: DeleteRentalButtonProps) {
  const { t } = useLingui();
  const remove = useDeleteRental();
  const navigate = useNavigate();
  return (
    <DeleteButton
      className={className}
      remove={() => remove.mutateAsync(id)}
      busy={remove.isPending}
      title={t`Delete rental`}
      description={sharedText(RENTAL_MESSAGES.confirmDelete)}
      onDeleted={(res) => {
        notify('success', res.message);
        navigate(`/rentals/${ownerId}`, { replace: true });
      }}
      onError={onError}
    />
  );
}
