import { describe, expect, it } from 'vitest';
import { CMS_LIMITS } from '@padosi/shared/cms';
import { RICH_TEXT_LIMITS, RICH_TEXT_MESSAGES, visibleTextLength } from '@padosi/shared/rich-text';
import { sanitizeRichText } from '../../src/platform/http/sanitize';
import { useTestApp } from '../app';
import { useUsers } from '../factories';
import { multipart } from '../multipart';

// Issue 29, finding 2: 40 KB of bare <a> tags in a CMS page or a provider description blocked the event loop for
// 80–490 ms while sanitising, and the stored HTML grew up to six times.
const t = useTestApp();
const users = useUsers(t, { admin: 'admin' });

/** Inputs the schema accepts (40,000 characters of HTML, at most 2,000 of them visible) that cost the sanitiser most. */
const fill = (unit: string, visible = '') => unit.repeat(Math.floor((CMS_LIMITS.contentHtmlMax - visible.length) / unit.length)) + visible;
const CANDIDATES = {
  'bare links': fill('<a>', 'x'),
  'unclosed list items': fill('<ul><li>', 'x'),
  'nested formatting': fill('<strong><em><u>', 'x'),
  'renamed tags': fill('<b><i><h1><div>', 'x'),
  'dropped tags with attributes': fill('<span class="a" id="b">', 'x'),
  entities: fill('&amp;', '').slice(0, 2000 * 5),
  'short links': fill('<a href="http://x.in">', 'x'),
};
/** Accepted by the schema, but more than the stored limit once every link has its rel and target. */
const LINKS_WITH_TEXT = fill('<a href="http://x">x');

const savePage = (content: string, title: string) => {
  const body = multipart({ title, content, status: 'active' });
  return t.app.inject({ method: 'POST', url: '/api/cms', headers: { ...users.admin.auth, ...body.headers }, payload: body.payload });
};

/**
 * The longest time the event loop was kept busy while `work` ran, as the API suite's guard counts it: a late tick
 * counts only as far as the loop was active and the process had the CPU (the machine is shared).
 */
async function worstStall(work: () => Promise<unknown>) {
  const TICK = 2;
  let worst = 0;
  let last = performance.now();
  let lastUse = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.now();
    const use = performance.eventLoopUtilization(lastUse);
    lastUse = performance.eventLoopUtilization();
    worst = Math.max(worst, Math.min(now - last - TICK, use.active));
    last = now;
  }, TICK);
  try {
    await work();
    await new Promise((r) => setTimeout(r, 4 * TICK));
  } finally {
    clearInterval(timer);
  }
  return worst;
}

describe('bounded rich text', () => {
  it('saves the worst HTML within the limits with under 20 ms of event-loop delay', async () => {
    // The worst candidate is the one the sanitiser takes longest over, measured here on this machine.
    const costs = Object.entries(CANDIDATES).map(([name, html]) => {
      expect(html.length).toBeLessThanOrEqual(CMS_LIMITS.contentHtmlMax);
      expect(visibleTextLength(html)).toBeLessThanOrEqual(CMS_LIMITS.contentMax);
      const started = performance.now();
      const clean = sanitizeRichText(html);
      const ms = performance.now() - started;
      // Within the limits means saved: something visible, and within the stored limit once sanitised.
      const saved = clean !== null && Buffer.byteLength(clean) <= RICH_TEXT_LIMITS.storedBytesMax;
      return { name, html, ms: saved ? ms : -1 };
    });
    const worst = costs.reduce((a, b) => (b.ms > a.ms ? b : a));
    expect(worst.ms).toBeGreaterThan(0);
    // A stall of the machine (another process on the CPU) is not ours: blocking by our code shows in every save, so
    // the least of three saves' worst stalls is what the code costs the loop.
    // Warm: the sanitising worker starts on first use, and the route's code is compiled on its first request.
    expect((await savePage('<p>Warm up</p>', 'Warm up')).statusCode).toBe(201);
    const small = await worstStall(() => savePage('<p>A small page</p>', 'Small'));
    const stalls: number[] = [];
    for (let i = 0; i < 3; i++) {
      stalls.push(
        await worstStall(async () => {
          const res = await savePage(worst.html, `Heavy ${i}`);
          expect(res.statusCode, res.body).toBe(201);
          expect(Buffer.byteLength((res.json() as { data: { content: string } }).data.content)).toBeLessThanOrEqual(RICH_TEXT_LIMITS.storedBytesMax);
        }),
      );
    }
    console.info(
      `sanitising "${worst.name}" on the loop: ${worst.ms.toFixed(0)} ms; event-loop stalls while saving it: ${stalls.map((s) => s.toFixed(1)).join(', ')} ms (a small page: ${small.toFixed(1)} ms)`,
    );
    expect(Math.min(...stalls)).toBeLessThan(20);
  });

  it(`refuses HTML that is over ${RICH_TEXT_LIMITS.storedBytesMax} bytes once sanitised, naming the field, and stores nothing`, async () => {
    const html = LINKS_WITH_TEXT;
    expect(visibleTextLength(html)).toBeLessThanOrEqual(CMS_LIMITS.contentMax);
    const res = await savePage(html, 'Too many links');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: RICH_TEXT_MESSAGES.tooMuchMarkup, details: { content: RICH_TEXT_MESSAGES.tooMuchMarkup } });
    const list = await t.app.inject({ method: 'GET', url: '/api/cms/search?query=Too%20many%20links', headers: users.admin.auth });
    expect(list.body).not.toContain('Too many links');
  });
});
