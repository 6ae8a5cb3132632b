import { useNavigate, useLocation } from 'react-router';
import { AUTH_MESSAGES, type AuthResponse } from '@padosi/shared/auth';
import { setSession } from '../../lib/auth-store';
import { useConfig } from '../../lib/config';
import { notify } from '../../lib/notify';
import { sharedText } from '../../lib/shared-messages';

/**
 * After any sign-in: store the session, welcome the user, then profile (no phone yet) or where they were going.
 * A page that sends someone to sign in only to finish one step (the setup link) says `profileLater` and gets
 * them straight back.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const { siteName } = useConfig();
  const { from, profileLater } = (location.state as { from?: string; profileLater?: boolean } | null) ?? {};
  return (auth: AuthResponse) => {
    setSession(auth);
    notify('success', sharedText(AUTH_MESSAGES.welcome(siteName)));
    if (!auth.user.phone_number && !profileLater) navigate('/profile', { replace: true, state: { from } });
    else navigate(from && from !== '/login' ? from : '/home', { replace: true });
  };
}
