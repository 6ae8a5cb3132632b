import { Trans } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from './ui/button';
import { ConfirmDialog } from './ui/confirm-dialog';

interface DeleteButtonProps<T> {
  /** Deletes; resolves with the server's answer. */
  remove: () => Promise<T>;
  busy: boolean;
  title: string;
  description: string;
  confirmLabel?: string;
  onDeleted: (result: T) => void;
  onError: (err: unknown) => void;
  className?: string;
}

/** The one delete flow of every listing: a red Delete button, a confirmation, then the delete. */
export function DeleteButton<T>({ remove, busy, title, description, confirmLabel, onDeleted, onError, className = '' }: DeleteButtonProps<T>) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      onDeleted(await remove());
    } catch (err) {
      onError(err);
    }
  };
  return (
    <>
      <Button variant="outline" className={`text-red-700 ${className}`} onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" /> <Trans>Delete</Trans>
      </Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title={title} description={description} confirmLabel={confirmLabel} busy={busy} onConfirm={confirm} />
    </>
  );
}
