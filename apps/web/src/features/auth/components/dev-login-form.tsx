import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { Wrench } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { AUTH_MESSAGES, DevLoginBody, type AuthResponse, type DevLoginValues } from '@padosi/shared/auth';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { api, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { ACCOUNT_DELETION_PATH, pendingDeletion } from '../../../lib/pending-deletion';
import { useNavigate } from 'react-router';
import { sharedText } from '../../../lib/shared-messages';

/** Development sign-in: offered only when Google is not configured and never in production. */
export function DevLoginForm({ onSignedIn, ageConfirmed }: { onSignedIn: (auth: AuthResponse) => void; ageConfirmed: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DevLoginValues>({ resolver: zodResolver(DevLoginBody), defaultValues: { name: '', email: '' } });

  const onValid = async (values: DevLoginValues) => {
    try {
      onSignedIn(await api<AuthResponse>('/api/auth/dev-login', { json: { ...values, age_confirmed: ageConfirmed } }));
    } catch (err) {
      const pending = pendingDeletion(err);
      if (pending) return navigate(ACCOUNT_DELETION_PATH, { state: pending });
      // The server's reason when it gives one (a request through a proxy is refused, and says why).
      notify('error', errorText(err, sharedText(AUTH_MESSAGES.loginFailed)));
    }
  };

  return (
    <section aria-labelledby="dev-login-title" className="rounded-2xl border-2 border-dashed border-amber-300 bg-amber-50 p-4">
      <h2 id="dev-login-title" className="flex items-center gap-2 font-semibold text-amber-900">
        <Wrench className="size-4" aria-hidden="true" /> <Trans>Development sign-in</Trans>
      </h2>
      <p className="mb-3 mt-1 text-sm text-amber-900/80">
        <Trans>Google sign-in is not configured on this server. Sign in with any name and e-mail to try the portal.</Trans>
      </p>
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-2">
        <Field label={t`Name`} error={errors.name?.message}>
          {({ id, describedBy, invalid }) => <Input id={id} aria-describedby={describedBy} invalid={invalid} autoComplete="name" {...register('name')} />}
        </Field>
        <Field label={t`Email`} error={errors.email?.message}>
          {({ id, describedBy, invalid }) => (
            <Input id={id} type="email" aria-describedby={describedBy} invalid={invalid} autoComplete="email" {...register('email')} />
          )}
        </Field>
        <Button type="submit" variant="outline" className="w-full" loading={isSubmitting}>
          <Trans>Sign in (development)</Trans>
        </Button>
      </form>
    </section>
  );
}
