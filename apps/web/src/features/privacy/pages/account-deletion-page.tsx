import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AuthResponse } from '@padosi/shared/auth';
import { Button } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { api, errorText } from '../../../lib/api-client';
import { setSession } from '../../../lib/auth-store';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import type { PendingDeletion } from '../../../lib/pending-deletion';

/** "Your account is being deleted – cancel?": where a sign-in of an account in its 48-hour grace lands. */
export default function AccountDeletionPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const pending = useLocation().state as PendingDeletion | null;
  const cancel = useMutation({
    mutationFn: (token: string) => api<AuthResponse & { message: string }>('/api/privacy/erasure/cancel', { json: { token } }),
    onSuccess: (res) => {
      setSession({ user: res.user, token: res.token });
      notify('success', res.message);
      navigate('/profile', { replace: true });
    },
    onError: (err) => notify('error', errorText(err, t`Something went wrong. Please try again.`)),
  });

  return (
    <Page title={t`Your account is being deleted`} width="narrow">
      <Card className="space-y-4">
        {pending ? (
          <>
            <p className="text-slate-700">
              <Trans>
                You asked for your account to be deleted. It will be erased on {formatDate(pending.eraseAfter)}. Until then you can change your mind.
              </Trans>
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button size="lg" loading={cancel.isPending} onClick={() => cancel.mutate(pending.token)}>
                <Trans>Cancel the deletion and keep my account</Trans>
              </Button>
              <Link to="/home" className="inline-flex min-h-12 items-center justify-center px-4 text-sm font-medium text-slate-700 hover:underline">
                <Trans>Leave it to be deleted</Trans>
              </Link>
            </div>
          </>
        ) : (
          <p className="text-slate-700">
            <Trans>
              Sign in again to see or cancel the deletion of your account.{' '}
              <Link to="/login" className="font-medium text-brand-700 underline">
                Sign in
              </Link>
            </Trans>
          </p>
        )}
      </Card>
    </Page>
  );
}
