import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterEntry } from './cluster-location';

/* The processes of an embedded PostgreSQL that this portal did not start: found, judged and stopped by pid. */

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
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(clusterEntry(dataDir), 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number.parseInt(lines[0]!, 10);
  const info = Number.isInteger(pid) && pid > 0 ? processInfo(pid) : null;
  if (!info || !/postgres/.test(info.command)) return null; // stale file: postgres itself takes it over
  const parent = info.ppid > 1 ? processInfo(info.ppid) : null;
  if (parent && parent.command.includes('node') && info.ppid !== process.pid) {
    throw new DataDirInUseError(`DATA_DIR ${dataDir} is in use by another Padosi process (pid ${info.ppid}); stop it or choose another DATA_DIR.`);
  }
  return { pid, port: Number.parseInt(lines[3]!, 10) };
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
 * Kills a server that does not answer (stopped with SIGSTOP, or restarting in a loop) at once: its postmaster,
 * its process group (a portal starts PostgreSQL as a group of its own) and any backend still attached to its
 * shared memory, which would keep a new server from starting. Nothing acknowledged is lost: the next start
 * replays the WAL, as after a power cut.
 */
export async function killServer(pid: number) {
  const backends = fs.existsSync('/proc') ? childrenOf(pid) : [];
  for (const target of [-pid, pid, ...backends]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      /* gone already, or no such group */
    }
  }
  await waitGone(pid, 3000);
  for (const backend of backends) await waitGone(backend, 3000);
}

function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    if (processInfo(Number(entry))?.ppid === pid) found.push(Number(entry));
  }
  return found;
}
