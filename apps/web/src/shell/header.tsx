import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, Plus } from 'lucide-react';
import { lazy, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { ButtonLink } from '../components/ui/button';
import { useCurrentUser } from '../lib/auth-store';
import { useConfig } from '../lib/config';
import { HeaderSearch } from './header-search';
import { HelpMenu } from './help/help-menu';
import { LanguageSwitch } from './language-switch';
import { LazyOnceOpened } from './lazy-once-opened';
import { NAV_LINKS, navClass } from './nav-links';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

export function Logo() {
  const { siteName } = useConfig();
  const { t } = useLingui();
  return (
    <Link to="/" className="flex min-h-11 items-center gap-2 rounded-lg font-bold text-slate-900" aria-label={t`${siteName} home`}>
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-xl tracking-tight">{siteName}</span>
    </Link>
  );
}

const MobileMenu = lazy(() => import('./mobile-menu'));

export function Header() {
  const user = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const { i18n, t } = useLingui();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6">
        <Logo />
        <nav aria-label={t`Main`} className="ml-2 hidden items-center xl:flex">
          {NAV_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} className={navClass}>
              {i18n._(l.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto hidden w-full max-w-sm md:block xl:max-w-xs">
          <HeaderSearch />
        </div>
        <div className="ml-auto flex items-center gap-1 sm:gap-2 md:ml-2">
          <ButtonLink to="/createmaster" variant="secondary" className="whitespace-nowrap max-sm:hidden">
            <Plus className="size-4" aria-hidden="true" /> <Trans>Post</Trans>
          </ButtonLink>
          <LanguageSwitch className="max-sm:hidden" />
          <HelpMenu />
          {user && <NotificationBell />}
          {user ? (
            <UserMenu user={user} />
          ) : (
            <ButtonLink to="/login">
              <Trans>Login</Trans>
            </ButtonLink>
          )}
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 xl:hidden"
            aria-label={t`Open menu`}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
          <LazyOnceOpened open={menuOpen}>
            <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
          </LazyOnceOpened>
        </div>
      </div>
    </header>
  );
}
