import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
        notify('success', t`You have been signed out on every device.`);
      },
      onError: (err) => notify('error', errorText(err, t`Something went wrong. Please try again.`)),
    });

  return (
    <Card>
      <h2 className="text-base font-semibold text-slate-900">
        <Trans>Devices</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Lost a phone or used a shared computer? End every session of your account, this one included.</Trans>
      </p>
      <Button variant="outline" className="mt-3" onClick={() => setOpen(true)}>
        <Trans>Sign out everywhere</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Sign out everywhere?`}
        description={t`Every device signed in to your account, this one included, will need to sign in again.`}
        confirmLabel={t`Sign out everywhere`}
        busy={mutation.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}
