import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogs, formatLine, logFormat, OneLinePerRequest } from './log';

/** A log written into an array, and a tiny app that logs through it as the portal's does. */
async function appLoggingTo(format: 'json' | 'pretty' | undefined, logLevel: 'info' | 'error' = 'info') {
  const written: string[] = [];
  const logs = createLogs({ logLevel, logFormat: format }, { write: (line) => void written.push(line) });
  const app = Fastify({ loggerInstance: logs.app as FastifyBaseLogger, logController: new OneLinePerRequest() });
  app.get('/api/things', async () => ({ ok: true }));
  app.get('/api/broken', async () => {
    throw new Error('it broke');
  });
  await app.ready();
  return { app, logs, written };
}

describe('the log', () => {
  it('is readable on a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(logFormat(undefined, true)).toBe('pretty');
    expect(logFormat(undefined, false)).toBe('json');
    expect(logFormat('json', true)).toBe('json');
    expect(logFormat('pretty', false)).toBe('pretty');
  });

  it('writes one JSON line per request, when it is answered, with method, URL, status and time', async () => {
    const { app, written } = await appLoggingTo('json');
    await app.inject('/api/things?page=2');
    expect(written).toHaveLength(1);
    const entry = JSON.parse(written[0]!);
    expect(entry).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/things?page=2' }, res: { statusCode: 200 } });
    expect(typeof entry.responseTime).toBe('number');
    await app.close();
  });

  it('writes one short line per request for a person, and an error with its type and stack below it', async () => {
    const { app, written } = await appLoggingTo('pretty');
    await app.inject('/api/things');
    await app.inject('/api/broken');
    expect(written[0]).toMatch(/^\d\d:\d\d:\d\d {2}GET \/api\/things 200 \d+ ms\n$/);
    const broken = written.join('');
    expect(broken).toMatch(/ERROR {2}/);
    expect(broken).toContain('  Error: it broke');
    expect(broken).toMatch(/\n {2}at /);
    expect(broken).not.toContain('{');
    await app.close();
  });

  it("shows the operator's messages at any LOG_LEVEL, with their lines under them", async () => {
    const { app, logs, written } = await appLoggingTo('pretty', 'error');
    await app.inject('/api/things');
    expect(written).toEqual([]);
    logs.operator.info({ url: 'http://localhost:3000', lines: ['Data: /srv/padosi', 'Ready for residents.'] }, 'Padosi is running at http://localhost:3000');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\d\d:\d\d:\d\d {2}Padosi is running at http:\/\/localhost:3000\n {2}Data: \/srv\/padosi\n {2}Ready for residents\.\n$/);
    await app.close();
  });

  it('shows other fields as key=value, and no colour unless asked', () => {
    const line = formatLine({ level: 40, time: Date.UTC(2026, 0, 1, 10, 0, 0), msg: 'slow job', job: 'sessions-purge', ms: 1200 });
    expect(line).toMatch(/^\d\d:\d\d:\d\d {2}WARN {2}slow job {2}job=sessions-purge {2}ms=1200\n$/);
    expect(formatLine({ level: 40, time: 0, msg: 'x' }, true)).toContain('\u001b[33mWARN');
  });
});
