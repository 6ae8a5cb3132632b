import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { SHELL } from '@padosi/shared/site';
import { toasterMounted } from '../lib/notify';

/** The shell's toasts (a lazy chunk, loaded by the first notification; see lib/notify). */
export default function ShellToaster() {
  const { t } = useLingui();
  useEffect(() => {
    // Let sonner subscribe to its store first: its own effect runs before this parent's.
    toasterMounted();
  }, []);
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      duration={SHELL.toastMs}
      containerAriaLabel={t`Notifications`}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: t`Close` }}
    />
  );
}
