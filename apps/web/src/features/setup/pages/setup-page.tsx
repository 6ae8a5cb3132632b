import { useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { ApiError, errorText } from '../../../lib/api-client';
import { updateStoredUser, useSession } from '../../../lib/auth-store';
import { useConfig } from '../../../lib/config';
import { notify } from '../../../lib/notify';
import { claimSetup } from '../api/claim-setup';

const KEPT = 'padosi-setup-token';

/**
 * The token comes in the link's fragment (/setup#…), which the browser never sends to the server, so it is in no
 * request log. It is kept for this tab while the person signs in, and taken out of the address bar.
 */
function takeToken(): string | null {
  if (typeof window === 'undefined') return null;
  const fromLink = location.hash.slice(1);
  if (fromLink) {
    sessionStorage.setItem(KEPT, fromLink);
    history.replaceState(history.state, '', location.pathname);
    return fromLink;
  }
  return sessionStorage.getItem(KEPT);
}

/** A refusal that the same link will keep getting: the link is of no further use in this tab. */
const isFinal = (err: unknown) => err instanceof ApiError && [400, 403, 409].includes(err.status);

export default function SetupPage() {
  const { t } = useLingui();
  const { siteName } = useConfig();
  const session = useSession();
  const navigate = useNavigate();
  const [token] = useState(takeToken);
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (!token || !session || sent.current) return;
    sent.current = true;
    claimSetup(token).then(
      ({ user }) => {
        sessionStorage.removeItem(KEPT);
        updateStoredUser(user);
        notify('success', t`You are now the admin.`);
        navigate('/admin', { replace: true });
      },
      (err: unknown) => {
        if (isFinal(err)) sessionStorage.removeItem(KEPT);
        setFailure(errorText(err, t`Could not finish the setup. Please try again.`));
      },
    );
  }, [token, session, navigate, t]);

  return (
    <Page title={t`Become the first admin`} width="narrow">
      <Card className="space-y-5">
        <div className="flex items-start gap-3">
          <KeyRound className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
          {!token ? (
            <p role="alert">{t`This page needs the setup link that the portal printed in its terminal when it started. Open that link as it is.`}</p>
          ) : failure ? (
            <p role="alert" className="text-red-700">
              {failure}
            </p>
          ) : session ? (
            <p role="status" aria-live="polite">
              {t`Making you the admin…`}
            </p>
          ) : (
            <p>{t`This link makes you the first admin of ${siteName}. Sign in with the account you will run the portal with, and you will come back here to finish.`}</p>
          )}
        </div>
        {token && !session && (
          <ButtonLink to="/login" state={{ from: '/setup', profileLater: true }} className="w-full sm:w-auto">
            {t`Sign in to continue`}
          </ButtonLink>
        )}
        {(!token || failure) && (
          <ButtonLink to="/" variant="outline" className="w-full sm:w-auto">
            {t`Go to the home page`}
          </ButtonLink>
        )}
      </Card>
    </Page>
  );
}
