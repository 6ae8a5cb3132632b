// The resident memory (RSS) of the measured server's Node processes: the process itself and, with WORKERS > 1, the
// node:cluster workers it forked. Read from /proc (Linux); elsewhere nothing is reported.
import fs from 'node:fs';

const read = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const rssMB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`))?.[1] ?? NaN) / 1024;

/** The pid itself and its direct children that run Node (PostgreSQL's processes are left out). */
function nodeProcesses(pid) {
  if (!fs.existsSync('/proc')) return [];
  const children = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      const stat = read(`/proc/${d}/stat`);
      // The command name is in parentheses and may hold spaces; the parent pid is the second field after it.
      const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
      return ppid === String(pid) && read(`/proc/${d}/comm`).trim() === 'node';
    })
    .map(Number);
  return [pid, ...children];
}

const reading = (pids) => pids.map((p, i) => ({ pid: p, role: i === 0 ? 'process' : `worker ${i}`, mb: rssMB(p) }));

/** One reading: [{ pid, role, mb }], role 'process' for the server (the primary), 'worker N' for its workers. */
export const rssNow = (pid) => reading(nodeProcesses(pid));

/** Samples the same processes every half second until stop(); returns each one's highest reading. */
export function rssPeaks(pid) {
  const pids = nodeProcesses(pid);
  const peaks = new Map();
  const sample = () => {
    for (const r of reading(pids)) if (!(peaks.get(r.pid)?.mb >= r.mb)) peaks.set(r.pid, r);
  };
  sample();
  const timer = setInterval(sample, 500);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return [...peaks.values()];
    },
  };
}

export const formatRss = (readings) => readings.map((r) => `${r.role} (pid ${r.pid}) ${r.mb.toFixed(0)} MB`).join(', ') || 'not available';
