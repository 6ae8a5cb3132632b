/** The module's clock: cut-offs depend on it, and tests move it instead of waiting for real time to pass. */
export const clock = { now: () => new Date() };
