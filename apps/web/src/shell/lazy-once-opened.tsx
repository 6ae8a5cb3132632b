import { Suspense, useState, type ReactNode } from 'react';

/**
 * A lazily loaded dialog of the shell: nothing is fetched until it first opens, then it stays mounted so it can
 * close with its animation and reopen at once.
 */
export function LazyOnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
