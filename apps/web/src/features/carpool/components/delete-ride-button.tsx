import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RIDE_MESSAGES } from '@padosi/shared/carpool';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDeleteRide } from '../api/delete-ride';

/** Delete with a confirmation first; afterwards back to the ride list. */
export function DeleteRideButton({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteRide();
  const navigate = useNavigate();
  const confirm = async () => {
    try {
      await remove.mutateAsync(id);
      notify('success', RIDE_MESSAGES.deleted);
      navigate('/carpooling');
    } catch (err) {
      notify('error', errorText(err, 'Could not delete the ride. Please try again.'));
    }
  };
  return (
    <>
      <Button variant="outline" className="text-red-700" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title="Delete ride" description={RIDE_MESSAGES.deleteConfirm} confirmLabel="Delete ride" busy={remove.isPending} onConfirm={confirm} />
    </>
  );
}
