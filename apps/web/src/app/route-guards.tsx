import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { notify } from '../lib/notify';

const PAGE_MISSING = msg`That page does not exist. Here is the home page instead.`;

/** Route parameters that name a record (id, adId, user_id …) must be positive whole numbers. */
const isIdParam = (name: string) => name === 'id' || /(Id|_id)$/.test(name);
const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value);

/**
 * Sends a page address with an id that cannot exist ("/home/abc") home with a notice before the page asks the
 * API for "/…/NaN": every record id of the route table is checked here, once, instead of in each page.
 */
export function ValidParams() {
  const params = useParams();
  const bad = Object.entries(params).some(([name, value]) => isIdParam(name) && value !== undefined && !isId(value));
  return bad ? <MissingPage /> : <Outlet />;
}

/** Unknown paths still go home (spec), now saying why, through the shell's lazily loaded toaster (lib/notify). */
export function MissingPage() {
  const { i18n } = useLingui();
  useEffect(() => {
    notify('info', i18n._(PAGE_MISSING));
  }, [i18n]);
  return <Navigate to="/" replace />;
}

/** Shown while a lazy route's code loads on the first render (React Router asks for it instead of rendering nothing). */
export function RouteFallback() {
  return <div className="min-h-screen" aria-busy="true" />;
}
