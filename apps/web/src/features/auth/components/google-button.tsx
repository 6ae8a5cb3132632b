import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { AUTH_MESSAGES, type AuthResponse } from '@padosi/shared/auth';
import { api, ApiError, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { ACCOUNT_DELETION_PATH, pendingDeletion } from '../../../lib/pending-deletion';
import { useNavigate } from 'react-router';
import { sharedText } from '../../../lib/shared-messages';

interface GoogleId {
  initialize(opts: { client_id: string; callback: (r: { credential: string }) => void; ux_mode?: string }): void;
  renderButton(el: HTMLElement, opts: Record<string, unknown>): void;
}
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

const SCRIPT = 'https://accounts.google.com/gsi/client';

function loadScript(): Promise<void> {
  if (window.google?.accounts) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const el = document.createElement('script');
    el.src = SCRIPT;
    el.async = true;
    el.onload = () => resolve();
    el.onerror = () => reject(new Error('google script'));
    document.head.appendChild(el);
  });
}

/** The real Google Identity Services button; the server verifies the ID token it returns. */
export function GoogleButton({ clientId, onSignedIn, ageConfirmed }: { clientId: string; onSignedIn: (auth: AuthResponse) => void; ageConfirmed: boolean }) {
  // The button's own texts in the page's language (it is drawn by Google's script).
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const signedIn = useEffectEvent((auth: AuthResponse) => onSignedIn(auth));
  // The tick as it is when Google answers (a new account needs it: issue 30).
  const ageTicked = useEffectEvent(() => ageConfirmed);
  const navigate = useNavigate();
  // An account being deleted is not signed in: its page offers to cancel the deletion (issue 30).
  const refused = useEffectEvent((err: unknown) => {
    const pending = pendingDeletion(err);
    if (pending) navigate(ACCOUNT_DELETION_PATH, { state: pending });
    // A new account without the age tick is told why; any other refusal is the spec's login failure text.
    else if (err instanceof ApiError && err.details.age_confirmed) notify('error', errorText(err, sharedText(AUTH_MESSAGES.loginFailed)));
    else notify('error', sharedText(AUTH_MESSAGES.loginFailed));
  });

  useEffect(() => {
    let cancelled = false;
    loadScript()
      .then(() => {
        if (cancelled || !ref.current || !window.google) return;
        window.google.accounts.id.initialize({
          client_id: clientId,
          callback: async ({ credential }) => {
            try {
              signedIn(await api<AuthResponse>('/api/auth/google', { json: { credential, age_confirmed: ageTicked() } }));
            } catch (err) {
              refused(err);
            }
          },
        });
        window.google.accounts.id.renderButton(ref.current, {
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'pill',
          width: 300,
          locale,
        });
      })
      .catch(() => {
        setFailed(true);
        notify('error', sharedText(AUTH_MESSAGES.scriptFailed));
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, locale]);

  return (
    <div className="flex min-h-11 justify-center">
      <div ref={ref} />
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {sharedText(AUTH_MESSAGES.scriptFailed)}
        </p>
      )}
    </div>
  );
}
