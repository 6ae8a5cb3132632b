import { useNavigate, useLocation } from 'react-router';
import { AUTH_MESSAGES, type AuthResponse } from '@padosi/shared/auth';
import { setSession } from '../../lib/auth-store';
import { useConfig } from '../../lib/config';
import { notify } from '../../lib/notify';

/** After any sign-in: store the session, welcome the user, then profile (no phone yet) or where they were going. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const { siteName } = useConfig();
  const from = (location.state as { from?: string } | null)?.from;
  return (auth: AuthResponse) => {
    setSession(auth);
    notify('success', AUTH_MESSAGES.welcome(siteName));
    if (!auth.user.phone_number) navigate('/profile', { replace: true, state: { from } });
    else navigate(from && from !== '/login' ? from : '/home', { replace: true });
  };
}
