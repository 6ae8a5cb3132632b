import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Logger } from 'pino';
import type { Config } from '../../config';
import { loggableError } from '../http/errors';

/*
 * The portal's log. JSON lines (pino's) for machines: when stdout is not a terminal, or with LOG_FORMAT=json.
 * On a terminal, one short line per event for a person: the time, the level when it is not plain information, the
 * message, and a request as "GET /api/ads 200 4 ms".
 */

export type LogFormat = 'json' | 'pretty';

export interface Logs {
  /** Requests and everything the app reports, at LOG_LEVEL. */
  app: Logger;
  /** What the person who started the portal must see (where it runs, the database, the setup link): shown at any LOG_LEVEL but silent. */
  operator: Logger;
}

export const logFormat = (setting: LogFormat | undefined, isTerminal = Boolean(process.stdout.isTTY)): LogFormat => setting ?? (isTerminal ? 'pretty' : 'json');

interface Line {
  write(line: string): void;
}

/** The process's logs, on stdout or (tests) on `out`. */
export function createLogs(config: Pick<Config, 'logLevel' | 'logFormat'>, out?: Line): Logs {
  const terminal = !out && Boolean(process.stdout.isTTY);
  const format = logFormat(config.logFormat, terminal);
  const color = terminal && format === 'pretty' && !process.env.NO_COLOR;
  out ??= process.stdout;
  const stream: Line = format === 'pretty' ? { write: (line) => out.write(formatLine(JSON.parse(line) as Entry, color)) } : out;
  const app = pino(
    {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Any error logged anywhere goes through loggableError: never SQL parameters or driver details.
      serializers: { err: loggableError },
    },
    stream,
  );
  return { app, operator: app.child({}, { level: config.logLevel === 'silent' ? 'silent' : 'info' }) };
}

/** One line per request, when it is answered, with its method and URL (Fastify writes two, the first without the answer). */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}

type Entry = Record<string, unknown> & {
  level: number;
  time: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; code?: string; stack?: string };
  lines?: unknown;
};

const LEVELS: Record<number, [string, number]> = { 10: ['TRACE', 90], 20: ['DEBUG', 90], 40: ['WARN', 33], 50: ['ERROR', 31], 60: ['FATAL', 31] };
/** Keys every line has or that the line shows in its own way. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err', 'lines']);

const paint = (on: boolean, code: number, text: string) => (on ? `\u001b[${code}m${text}\u001b[39m` : text);
const clock = (time: number) => new Date(time).toTimeString().slice(0, 8);
const statusColour = (status: number) => (status >= 500 ? 31 : status >= 400 ? 33 : 32);

/** One log entry as a person reads it (with the lines that belong to it, indented). */
export function formatLine(entry: Entry, color = false): string {
  const parts = [paint(color, 90, clock(entry.time))];
  const level = LEVELS[entry.level];
  if (level) parts.push(paint(color, level[1], level[0]));
  if (entry.req?.method && entry.res?.statusCode) {
    const status = entry.res.statusCode;
    parts.push(`${entry.req.method} ${entry.req.url} ${paint(color, statusColour(status), String(status))} ${Math.round(entry.responseTime ?? 0)} ms`);
    if (entry.msg && entry.msg !== 'request completed') parts.push(entry.msg);
  } else if (entry.msg) parts.push(entry.msg);
  // An entry written for a person (with lines) carries its other fields for machines only.
  const forPerson = Array.isArray(entry.lines);
  for (const [key, value] of Object.entries(entry)) {
    if (!forPerson && !SHOWN.has(key) && value !== undefined) parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  const below: string[] = forPerson ? (entry.lines as unknown[]).map((l) => `  ${String(l)}`) : [];
  if (entry.err) {
    below.push(`  ${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''}${entry.err.code ? ` (${entry.err.code})` : ''}`);
    if (entry.err.stack) below.push(...entry.err.stack.split('\n').map((l) => paint(color, 90, `  ${l.trim()}`)));
  }
  return `${[parts.join('  '), ...below].join('\n')}\n`;
}
