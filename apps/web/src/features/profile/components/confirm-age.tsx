import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { MINIMUM_AGE_MESSAGES, type SessionUser } from '@padosi/shared/users';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { api, errorText } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { sharedText } from '../../../lib/shared-messages';

/** An account made before sign-up asked: its person confirms once that they are at least 13 (issue 30). */
export function ConfirmAge() {
  const { t } = useLingui();
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: () => api<{ message: string; user: SessionUser }>('/api/userprofile/age', { json: { age_confirmed: true } }),
    onSuccess: (res) => {
      updateStoredUser(res.user);
      notify('success', sharedText(res.message));
    },
    onError: (err) => notify('error', errorText(err, t`Something went wrong. Please try again.`)),
  });
  const submit = () => {
    if (!ticked) return setError(sharedText(MINIMUM_AGE_MESSAGES.confirmAge));
    setError(null);
    confirm.mutate();
  };
  return (
    <Card className="mb-4 border-amber-200 bg-amber-50">
      <h2 className="text-base font-semibold text-slate-900">
        <Trans>Confirm your age</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>Padosi is for people aged 13 and over. Please confirm this once.</Trans>
      </p>
      <label className="mt-2 flex min-h-11 items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-1 size-4"
          checked={ticked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'confirm-age-error' : undefined}
          onChange={(e) => setTicked(e.target.checked)}
        />
        <span>
          <Trans>I am at least 13 years old</Trans>
        </span>
      </label>
      {error && (
        <p id="confirm-age-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <Button className="mt-2" variant="outline" onClick={submit} loading={confirm.isPending}>
        <Trans>Confirm</Trans>
      </Button>
    </Card>
  );
}
