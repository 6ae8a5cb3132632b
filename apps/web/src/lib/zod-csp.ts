// zod 4 probes `new Function('')` the first time it builds an object parser, to decide whether to compile parsers;
// under our CSP (`script-src 'self'`, no 'unsafe-eval') that probe is reported as a violation in the console.
// jitless mode skips the probe. zod reads its configuration from this global, so setting it here keeps zod itself
// out of the first page's JavaScript; this module is imported first, before any chunk can build a schema.
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
