import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { clusterEntry } from './cluster-location';

/* The processes of an embedded PostgreSQL: whether they answer, and (for one this portal did not start) found and stopped by pid. */

export class DataDirInUseError extends Error {}

export const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A process's parent pid and command name, or null when it is gone (Linux /proc, else ps). */
function processInfo(pid: number): { ppid: number; command: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const command = stat.slice(stat.indexOf('(') + 1, close);
    const [state, ppid] = stat.slice(close + 2).split(' ');
    // A killed process whose parent has not reaped it yet is a zombie: gone for our purposes.
    if (state === 'Z' || state === 'X') return null;
    return { ppid: Number.parseInt(ppid!, 10), command };
  } catch {
    try {
      const out = execFileSync('ps', ['-o', 'ppid=,comm=', '-p', String(pid)], { encoding: 'utf8' }).trim();
      const [ppid, ...command] = out.split(/\s+/);
      return out ? { ppid: Number(ppid), command: command.join(' ') } : null;
    } catch {
      return null;
    }
  }
}

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  return os.platform() !== 'linux' || processInfo(pid) !== null;
};

async function waitGone(pid: number, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!alive(pid)) return true;
    await wait(50);
  }
  return !alive(pid);
}

/**
 * A server still running on our cluster (its postmaster.pid names a live postgres) is either the server of a portal
 * that is still alive, which we refuse to share, or an orphan of a portal that was killed, which we may adopt: it
 * already has the data, the WAL and warm buffers, so taking it over is instant.
 */
export function findOrphan(dataDir: string): { pid: number; port: number } | null {
  const found = readPostmasterPid(dataDir);
  if (!found) return null;
  const { pid, port } = found;
  const info = Number.isInteger(pid) && pid > 0 ? processInfo(pid) : null;
  if (!info || !/postgres/.test(info.command)) return null; // stale file: postgres itself takes it over
  const parent = info.ppid > 1 ? processInfo(info.ppid) : null;
  if (parent && parent.command.includes('node') && info.ppid !== process.pid) {
    throw new DataDirInUseError(`DATA_DIR ${dataDir} is in use by another Padosi process (pid ${info.ppid}); stop it or choose another DATA_DIR.`);
  }
  return { pid, port };
}

/**
 * The server PostgreSQL says owns the cluster: `postmaster.pid`'s first line is its pid, its fourth its port. Null
 * when there is no file; the numbers are as written (a stale file names a dead or reused pid: check before use).
 */
export function readPostmasterPid(dataDir: string): { pid: number; port: number } | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(clusterEntry(dataDir), 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  return { pid: Number.parseInt(lines[0]!, 10), port: Number.parseInt(lines[3]!, 10) };
}

/** Stops a server we did not start (an orphan that answers): fast shutdown, then immediate, then kill. */
export async function stopByPid(pid: number) {
  for (const [signal, ms] of [
    ['SIGINT', 8000],
    ['SIGQUIT', 3000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitGone(pid, ms)) return;
  }
  await killServer(pid);
}

/**
 * Kills a server that does not answer (stopped with SIGSTOP, or restarting in a loop) at once: its postmaster and
 * its children (PostgreSQL puts each child in a session of its own, so they are found by parent pid), since a
 * backend still attached to the old shared memory would keep a new server from starting. Nothing acknowledged is
 * lost: the next start replays the WAL, as after a power cut.
 */
export async function killServer(pid: number) {
  const children = fs.existsSync('/proc') ? childrenOf(pid) : [];
  for (const target of [pid, ...children]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      /* gone already */
    }
  }
  await waitGone(pid, 3000);
  for (const child of children) await waitGone(child, 3000);
}

/** The processes whose parent is pid (Linux /proc). */
export function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    if (processInfo(Number(entry))?.ppid === pid) found.push(Number(entry));
  }
  return found;
}

/**
 * A server of ours that accepts connections but answers none for this long is stuck: killed and started again.
 * Generous, so that a slow machine's healthy server is never taken for a stuck one.
 */
const SILENT_MS = 10_000;

type Answer = 'ready' | 'not-ready' | 'silent';

/**
 * One connection attempt: ready; not ready (not listening yet, or the server answered with an error of its own:
 * starting up, recovering, too many clients); or silent (the connection was taken but nothing came back in time).
 */
export async function probe(url: string, timeoutMs: number): Promise<Answer> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return 'ready';
  } catch (err) {
    await client.end().catch(() => {});
    return err instanceof pg.DatabaseError || (err as { code?: unknown }).code === 'ECONNREFUSED' ? 'not-ready' : 'silent';
  }
}

/**
 * Waits for a running server to answer: 'ready'; 'exited' when its process ends; 'silent' when for SILENT_MS it
 * took connections and answered none (a stopped or stuck server), or at the deadline.
 */
export async function awaitAnswer(url: string, running: () => boolean, deadline: number): Promise<Answer | 'exited'> {
  let heard = Date.now();
  while (Date.now() < deadline) {
    if (!running()) return 'exited';
    const answer = await probe(url, 2000);
    if (answer === 'ready') return 'ready';
    if (answer === 'not-ready') heard = Date.now();
    else if (Date.now() - heard > SILENT_MS) return 'silent';
    await wait(50);
  }
  return 'silent';
}

/** Whether a server we did not start (an orphan) accepts a connection within ms. */
export async function answersWithin(url: string, pid: number, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end && alive(pid)) {
    if ((await probe(url, Math.max(100, Math.min(1000, end - Date.now())))) === 'ready') return true;
    await wait(100);
  }
  return false;
}
