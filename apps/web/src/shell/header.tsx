import * as Dialog from '@radix-ui/react-dialog';
import { Menu, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { ButtonLink } from '../components/ui/button';
import { useCurrentUser } from '../lib/auth-store';
import { useConfig } from '../lib/config';
import { HeaderSearch } from './header-search';
import { NAV_LINKS } from './nav-links';
import { UserMenu } from './user-menu';

export function Logo() {
  const { siteName } = useConfig();
  return (
    <Link to="/" className="flex min-h-11 items-center gap-2 rounded-lg font-bold text-slate-900" aria-label={`${siteName} home`}>
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-xl tracking-tight">{siteName}</span>
    </Link>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'}`;

export function Header() {
  const user = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="ml-2 hidden items-center xl:flex">
          {NAV_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} className={navClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto hidden w-full max-w-sm md:block xl:max-w-xs">
          <HeaderSearch />
        </div>
        <div className="ml-auto flex items-center gap-2 md:ml-2">
          <ButtonLink to="/createmaster" variant="secondary" className="hidden sm:inline-flex">
            <Plus className="size-4" aria-hidden="true" /> Post
          </ButtonLink>
          {user ? <UserMenu user={user} /> : <ButtonLink to="/login">Login</ButtonLink>}
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 xl:hidden" aria-label="Open menu">
              <Menu className="size-6" aria-hidden="true" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
              <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,90vw)] flex-col gap-2 bg-white p-4 shadow-2xl">
                <div className="flex items-center justify-between">
                  <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
                  <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100" aria-label="Close menu">
                    <X className="size-5" aria-hidden="true" />
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">Site sections</Dialog.Description>
                <div className="md:hidden">
                  <HeaderSearch inputId="menu-search" onNavigate={() => setMenuOpen(false)} />
                </div>
                <nav aria-label="Mobile" className="flex flex-col">
                  {[...NAV_LINKS, { to: '/createmaster', label: 'Post a listing' }].map((l) => (
                    <NavLink key={l.to} to={l.to} className={navClass} onClick={() => setMenuOpen(false)}>
                      {l.label}
                    </NavLink>
                  ))}
                </nav>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
    </header>
  );
}
