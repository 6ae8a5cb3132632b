/**
 * An in-process hook: a module announces that something happened, and the modules that care subscribe. It lets
 * a lower module (categories) tell a higher one (providers) about a change without importing it, which keeps
 * the module graph free of cycles. Listeners run in order and are awaited, so they can join a transaction.
 */
export function createHook<A extends unknown[]>() {
  const listeners = new Set<(...args: A) => unknown>();
  return {
    on(listener: (...args: A) => unknown) {
      listeners.add(listener);
    },
    async emit(...args: A) {
      for (const listener of listeners) await listener(...args);
    },
  };
}
