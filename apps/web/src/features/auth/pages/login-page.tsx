import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useLayoutEffect, useState } from 'react';
import { Link } from 'react-router';
import { Card, Page } from '../../../components/ui/page';
import { clearSession, getSession } from '../../../lib/auth-store';
import { useConfig } from '../../../lib/config';
import { DevLoginForm } from '../components/dev-login-form';
import { GoogleButton } from '../components/google-button';
import { useFinishSignIn } from '../use-sign-in';

export default function LoginPage() {
  const { t } = useLingui();
  const config = useConfig();
  const siteName = config.siteName;
  const finish = useFinishSignIn();
  // Arriving here clears any stored token first (spec); someone who was signed in is told so.
  const [wasSignedIn] = useState(() => getSession() !== null);
  useLayoutEffect(() => clearSession(), []);
  // The sign-up's age question (issue 30): a new Google account needs the tick; an older one is asked on its profile.
  const [ageConfirmed, setAgeConfirmed] = useState(false);

  return (
    <Page title={t`Login`} width="narrow" ownHeading>
      <Card className="mx-auto max-w-md space-y-6 text-center">
        <div className="space-y-2">
          <img src="/favicon.svg" alt="" className="mx-auto size-14" width={56} height={56} />
          <h1 className="text-2xl font-bold text-slate-900">
            <Trans>Sign in to {siteName}</Trans>
          </h1>
          <p className="text-slate-600">
            <Trans>Post listings, save favourites, review providers and request home help.</Trans>
          </p>
        </div>
        {wasSignedIn && (
          <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            <Trans>You were signed out. Sign in again to continue.</Trans>
          </p>
        )}
        <label className="mx-auto flex min-h-11 max-w-xs items-center justify-center gap-3 text-left text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-5 shrink-0" checked={ageConfirmed} onChange={(e) => setAgeConfirmed(e.target.checked)} />
          <span>
            <Trans>I am at least 13 years old</Trans>
          </span>
        </label>
        {config.googleClientId && <GoogleButton clientId={config.googleClientId} onSignedIn={finish} ageConfirmed={ageConfirmed} />}
        {config.devLogin && (
          <div className="text-left">
            <DevLoginForm onSignedIn={finish} ageConfirmed={ageConfirmed} />
          </div>
        )}
        <p className="text-xs text-slate-500">
          <Trans>
            By continuing you agree to our{' '}
            <Link to="/terms" className="font-medium text-brand-700 underline">
              Terms of Use
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className="font-medium text-brand-700 underline">
              Privacy Policy
            </Link>
            . You must be at least 13 years old.
          </Trans>
        </p>
        <Link to="/home" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> <Trans>Back to home</Trans>
        </Link>
      </Card>
    </Page>
  );
}
