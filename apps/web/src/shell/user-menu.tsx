import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { initials } from '@padosi/shared/text';
import type { SessionUser } from '@padosi/shared/users';
import { api } from '../lib/api-client';
import { clearSession } from '../lib/auth-store';
import { imageUrl } from '../lib/images';
import { LanguageSwitch } from './language-switch';
import { useDisclosure } from './use-disclosure';

export function Avatar({ user, size = 'size-9' }: { user: Pick<SessionUser, 'name' | 'profile_picture'>; size?: string }) {
  return user.profile_picture ? (
    <img src={imageUrl(user.profile_picture)} alt="" className={`${size} rounded-full object-cover`} referrerPolicy="no-referrer" />
  ) : (
    <span className={`${size} inline-flex items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800`} aria-hidden="true">
      {initials(user.name)}
    </span>
  );
}

/** The signed-in user's menu: a disclosure with links; Escape and outside clicks close it. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { open, close, ref, toggle } = useDisclosure();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useLingui();

  async function logout() {
    close();
    try {
      await api('/api/auth/logout', { method: 'POST' });
    } catch {
      /* the session is dropped locally either way */
    }
    clearSession();
    queryClient.clear();
    navigate('/home');
  }

  const links = [
    { to: '/profile', label: t`My Profile` },
    { to: '/my-listings', label: t`My listings` },
    { to: `/businesscards/${user.id}`, label: t`My services` },
    { to: '/myfavorites', label: t`Favourites` },
    { to: '/saved-searches', label: t`Saved searches` },
    { to: `/ads/${user.id}`, label: t`My ads` },
    { to: `/rentals/${user.id}`, label: t`My rentals` },
    { to: `/carpooling/${user.id}`, label: t`My Rides` },
    { to: '/home-help', label: t`My home-help requests` },
    ...(user.isadmin ? [{ to: '/admin', label: t`Admin` }] : []),
  ];

  return (
    <div className="relative" ref={ref}>
      <button {...toggle} className="flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-xl px-1 hover:bg-slate-100" aria-haspopup="true">
        <Avatar user={user} />
        <ChevronDown className="size-4 text-slate-500 max-sm:hidden" aria-hidden="true" />
        <span className="sr-only">
          <Trans>Account menu</Trans>
        </span>
      </button>
      {open && (
        <div className="absolute right-0 z-50 mt-2 w-60 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl">
          {/* The name lives here, not in the header: a long name squeezed the header's links (issue 27). */}
          <div className="px-3 py-2">
            <p className="text-sm font-semibold break-words text-slate-900">{user.name}</p>
            <p className="truncate text-sm text-slate-500">{user.email}</p>
          </div>
          <ul>
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="flex min-h-11 items-center rounded-lg px-3 text-sm hover:bg-slate-100" onClick={close}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <LanguageSwitch className="w-full" />
            </li>
            <li className="mt-1 border-t border-slate-100 pt-1">
              <button
                type="button"
                className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm text-red-700 hover:bg-red-50"
                onClick={logout}
              >
                <Trans>Logout</Trans>
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
