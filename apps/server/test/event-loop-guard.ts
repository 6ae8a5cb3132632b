import diagnostics from 'node:diagnostics_channel';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';

/**
 * The event-loop guard of the API suite (a vitest setup file). It records monitorEventLoopDelay while requests are
 * in flight in any app a test builds, and fails a test in which a request blocked the loop longer than the budget:
 * a stalled loop stalls every other visitor, as /healthz showed in the security review. Building apps and test
 * set-up are not measured; only what happens between a request's arrival and its response.
 *
 * The budget is 100 ms: the database is a separate PostgreSQL server, so only our own code can stall the loop.
 * EVENT_LOOP_BUDGET_MS overrides the budget; EVENT_LOOP_REPORT=1 prints each test's worst stall.
 */
const budgetMs = Number(process.env.EVENT_LOOP_BUDGET_MS ?? 100);
const TICK_MS = 10;
// The whole file's delay distribution, for the report; the per-request attribution below uses its own timer,
// because a histogram sample lands only after a stall ends, often after the response was already sent.
const histogram = monitorEventLoopDelay({ resolution: TICK_MS });
histogram.enable();

let inFlight = 0;
/** The current (or last) stretch of time with at least one request in flight. */
let busyFrom = 0;
let busyUntil = 0;
let testWorstMs = 0;
let fileWorst = { ms: 0, test: '' };

let last = performance.now();
let lastUtilization = performance.eventLoopUtilization();
let lastCpu = process.cpuUsage();
/** Counts the time since the last sample that the loop was blocked while a request was in flight. */
function sample() {
  const now = performance.now();
  const utilization = performance.eventLoopUtilization(lastUtilization);
  lastUtilization = performance.eventLoopUtilization();
  const cpu = process.cpuUsage(lastCpu);
  lastCpu = process.cpuUsage();
  // A late tick is a stall only for the time this process was running code on the loop: neither a loop that waited
  // idle, nor one whose thread the machine gave to another process (2 cores, a database server and a second test
  // file), blocked anything. Busy loop time and CPU time both bound it.
  const stall = Math.min(now - last - TICK_MS, utilization.active, (cpu.user + cpu.system) / 1000);
  last = now;
  if (stall <= 0) return;
  // Only the part of the stall during which a request was in flight counts (not app start-up before it arrived).
  const overlap = Math.min(now, inFlight > 0 ? now : busyUntil) - Math.max(now - stall, busyFrom);
  if (overlap > 0) testWorstMs = Math.max(testWorstMs, overlap);
}
setInterval(sample, TICK_MS).unref();

diagnostics.subscribe('fastify.initialization', (message) => {
  const app = (message as { fastify: FastifyInstance }).fastify;
  // The API documentation is generated once, on its first request, and cached: no visitor's path, so not measured.
  const measured = (url: string) => !url.startsWith('/api/docs');
  app.addHook('onRequest', async (request) => {
    if (!measured(request.url)) return;
    if (inFlight++ === 0) busyFrom = performance.now();
  });
  app.addHook('onResponse', async (request) => {
    if (!measured(request.url)) return;
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) busyUntil = performance.now();
  });
});

beforeEach(() => {
  testWorstMs = 0;
});

afterEach((context) => {
  // A stall that ended with the test's last response, before the timer's next tick.
  sample();
  if (testWorstMs > fileWorst.ms) fileWorst = { ms: testWorstMs, test: context.task.name };
  if (process.env.EVENT_LOOP_REPORT) console.log(`event loop: ${testWorstMs.toFixed(1)} ms worst request stall in "${context.task.name}"`);
  expect(testWorstMs, `a request blocked the event loop for ${testWorstMs.toFixed(0)} ms (budget ${budgetMs} ms)`).toBeLessThanOrEqual(budgetMs);
});

afterAll(() => {
  if (process.env.EVENT_LOOP_REPORT) {
    console.log(
      `event loop: worst request stall ${fileWorst.ms.toFixed(1)} ms in "${fileWorst.test}"; file p99 ${(histogram.percentile(99) / 1e6).toFixed(1)} ms`,
    );
  }
});
