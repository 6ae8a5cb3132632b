import { Suspense, type ReactNode } from 'react';
import { holdHydration, isTakingOver } from './hydration';

/**
 * Hydrates its children in a task of their own, after the rest of the server-rendered page (decision 1105). A
 * component that suspends while Preact hydrates keeps the server's nodes on screen and is hydrated into them when its
 * promise settles; so the take-over, one long task, comes as several short ones and the phone stays responsive.
 * Its children must render exactly one element (Preact keeps one node for a suspended component). Anywhere else (the
 * server, a page the browser renders, a signed-in reader's re-render) it is just its children.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

function Gate({ children }: { children: ReactNode }) {
  if (isTakingOver()) throw nextTask();
  return <>{children}</>;
}

function nextTask() {
  const release = holdHydration();
  return new Promise<void>((resolve) =>
    setTimeout(() => {
      resolve();
      // The region is hydrated in this task's microtasks; count it done in the next.
      setTimeout(release, 0);
    }, 0),
  );
}
