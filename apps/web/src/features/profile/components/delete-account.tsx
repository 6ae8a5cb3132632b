import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Card } from '../../../components/ui/page';
import { errorText } from '../../../lib/api-client';
import { clearSession } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useRequestErasure } from '../api/privacy';

/** "Delete my account": asks first (and whether the reviews go too), then the account is locked and this browser signed out. */
export function DeleteAccount() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [removeReviews, setRemoveReviews] = useState(false);
  const mutation = useRequestErasure();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const confirm = () =>
    mutation.mutate(
      { confirm: true, remove_reviews: removeReviews },
      {
        onSuccess: (res) => {
          setOpen(false);
          navigate('/home');
          clearSession();
          queryClient.clear();
          notify('success', res.message);
        },
        onError: (err) => notify('error', errorText(err, t`Something went wrong. Please try again.`)),
      },
    );

  return (
    <Card>
      <h2 className="text-base font-semibold text-slate-900">
        <Trans>Delete my account</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Your account is locked at once and deleted after 48 hours with your listings, kitchen and photos. Sign in again before then to cancel.</Trans>
      </p>
      <Button variant="outline" className="mt-3 border-red-300 text-red-700 hover:bg-red-50" onClick={() => setOpen(true)}>
        <Trans>Delete my account</Trans>
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        size="sm"
        title={t`Delete your account?`}
        description={t`You will be signed out everywhere. After 48 hours everything about you is erased and cannot be brought back.`}
      >
        <label className="mt-2 flex min-h-11 items-start gap-3 text-sm text-slate-700">
          <input type="checkbox" className="mt-1 size-4" checked={removeReviews} onChange={(e) => setRemoveReviews(e.target.checked)} />
          <span>
            <Trans>Also remove my reviews (otherwise they stay, signed "Former resident")</Trans>
          </span>
        </label>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)}>
            <Trans>Keep my account</Trans>
          </Button>
          <Button variant="danger" loading={mutation.isPending} onClick={confirm}>
            <Trans>Delete my account</Trans>
          </Button>
        </div>
      </Modal>
    </Card>
  );
}
