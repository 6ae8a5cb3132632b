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
    <Link
      to="/"
      className="flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg font-bold text-slate-900"
      aria-label={t`${siteName} home`}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      {/* The name needs room a signed-in phone of 320 px does not have: there the mark alone (the link keeps its label). */}
      <span className="text-xl tracking-tight max-[359px]:hidden">{siteName}</span>
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
        <nav aria-label={t`Main`} className="hidden shrink-0 items-center xl:flex">
          {NAV_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} className={navClass}>
              {i18n._(l.label)}
            </NavLink>
          ))}
        </nav>
        {/* The search takes the room the other items leave (never pushing them off), up to a comfortable width. */}
        <div className="ml-auto hidden min-w-0 flex-1 md:block md:max-w-sm xl:max-w-xs">
          <HeaderSearch />
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-1 md:ml-0">
          {/* From 768 to 1023 px the header also holds the search: there the button is its + alone (named still), so
              the search's examples are not cut off ("प्लंबर, ट्यूटर, टि…" in Hindi, issue 23). */}
          <ButtonLink to="/createmaster" variant="secondary" className="whitespace-nowrap max-sm:hidden">
            <Plus className="size-4" aria-hidden="true" />{' '}
            <span className="md:max-lg:sr-only">
              <Trans>Post</Trans>
            </span>
          </ButtonLink>
          {/* Signed in, the account menu has it too: below 1024 px its room goes to the search. */}
          <LanguageSwitch className={user ? 'max-lg:hidden' : 'max-sm:hidden'} />
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
