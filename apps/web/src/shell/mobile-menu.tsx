import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { NavLink } from 'react-router';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { NAV_LINKS, navClass } from './nav-links';

/** The small-screen menu; loaded on first open so the dialog code stays out of the first page. */
export default function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  const { i18n, t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,90vw)] flex-col gap-2 bg-white p-4 shadow-2xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">
              <Trans>Menu</Trans>
            </Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100" aria-label={t`Close menu`}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            <Trans>Site sections</Trans>
          </Dialog.Description>
          <div className="md:hidden">
            <HeaderSearch inputId="menu-search" onNavigate={close} />
          </div>
          <nav aria-label={t`Mobile`} className="flex flex-col">
            {[...NAV_LINKS, { to: '/createmaster', label: msg`Post a listing` }].map((l) => (
              <NavLink key={l.to} to={l.to} className={navClass} onClick={close}>
                {i18n._(l.label)}
              </NavLink>
            ))}
          </nav>
          <LanguageSwitch className="mt-2 border-t border-slate-100 pt-2" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
