import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Card } from '../../../components/ui/page';
import { errorText } from '../../../lib/api-client';
import { clearSession } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** "Sign out everywhere": for a lost phone or a shared computer; asks first, then signs this browser out too. */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const mutation = useSignOutEverywhere();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const confirm = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        // Leave the guarded profile page first, or the guard would send the now signed-out visitor to /login.
        navigate('/home');
        clearSession();
        queryClient.clear();
        notify('success', 'You have been signed out on every device.');
      },
      onError: (err) => notify('error', errorText(err, 'Something went wrong. Please try again.')),
    });

  return (
    <Card>
      <h2 className="text-base font-semibold text-slate-900">Devices</h2>
      <p className="mt-1 text-sm text-slate-600">Lost a phone or used a shared computer? End every session of your account, this one included.</p>
      <Button variant="outline" className="mt-3" onClick={() => setOpen(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Sign out everywhere?"
        description="Every device signed in to your account, this one included, will need to sign in again."
        confirmLabel="Sign out everywhere"
        busy={mutation.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}
