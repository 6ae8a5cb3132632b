/**
 * Polls `check` until it holds (a positive signal: a row, a line of output, a status), and fails naming what it
 * waited for once `timeoutMs` has passed. Tests wait for signals like this, never for a fixed time.
 */
export async function waitFor(what: string | (() => string), check: () => boolean | Promise<boolean>, { timeoutMs = 10_000, everyMs = 50 } = {}) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`waited ${timeoutMs} ms for ${typeof what === 'string' ? what : what()}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
