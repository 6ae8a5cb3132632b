import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/auth-store';

/** Guarded routes: without a session, go to /login and come back here after signing in. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}
