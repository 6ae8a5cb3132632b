import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HOME_HELP_MESSAGES as M } from '@padosi/shared/home-help';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDeleteRequest } from '../api/delete-request';

/** Delete after a confirmation, then back to the list. */
export function DeleteRequestButton({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteRequest();
  const navigate = useNavigate();
  const confirm = async () => {
    try {
      await remove.mutateAsync(id);
      notify('success', M.deleted);
      navigate('/home-help');
    } catch (err) {
      notify('error', errorText(err, 'Could not delete the request. Please try again.'));
    }
  };
  return (
    <>
      <Button variant="outline" className="text-red-700" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title="Delete request" description={M.deleteConfirm} confirmLabel="Delete request" busy={remove.isPending} onConfirm={confirm} />
    </>
  );
}
