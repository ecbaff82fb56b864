/**
 * CPU time spent by processes, from /proc (Linux): on a machine shared with other work, the CPU a
 * request or a tick costs each process is a steadier figure than time, and their sum says what the
 * machine's cores could serve at most.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's CPU times (USER_HZ: 100 on Linux). */
const HZ = 100;

/** User and system CPU of a process from /proc, in ms, with its children's already reaped when `reaped`. */
function procCpuMs(pid: number, reaped: boolean): { ppid: number; ms: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: fields are counted after its closing parenthesis.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(f[11]) + Number(f[12]) + (reaped ? Number(f[13]) + Number(f[14]) : 0);
    return { ppid: Number(f[1]), ms: (ticks * 1000) / HZ };
  } catch {
    return null; // gone meanwhile
  }
}

/** The parent of a process: a backend's parent is its cluster's postmaster. */
export const parentOf = (pid: number) => procCpuMs(pid, false)?.ppid ?? 0;

/**
 * CPU (ms) a local PostgreSQL cluster has used: its postmaster (with the backends that have exited
 * since, which it reaped) and every live child (backends, autovacuum, checkpointer, WAL writer).
 */
export function clusterCpuMs(postmaster: number): number {
  let total = procCpuMs(postmaster, true)?.ms ?? 0;
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const p = procCpuMs(pid, false);
    if (p && p.ppid === postmaster) total += p.ms;
  }
  return total;
}

/** This process's CPU (ms), its garbage collector's threads included. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** User and system CPU of process `pid` so far, in microseconds (0 once it is gone). */
export const cpuOf = (pid: number): number => (procCpuMs(pid, false)?.ms ?? 0) * 1000;

/** The processes of the PostgreSQL cluster listening on `port`: its postmaster and the sessions it forked. */
export function clusterPids(port: number): number[] {
  const run = (args: string[]) => {
    try {
      return execFileSync('pgrep', args).toString().trim().split('\n').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const [postmaster] = run(['-f', `bin/postgres -D .* -p ${port} `]);
  return postmaster ? [postmaster, ...run(['-P', String(postmaster)])] : [];
}

/** CPU microseconds of groups of processes between `start()` and `stop()`. */
export function cpuMeter(groups: Record<string, () => number[]>) {
  const read = () =>
    Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, pids().map((p) => [p, cpuOf(p)] as const)]));
  let before = read();
  return {
    start: () => {
      before = read();
    },
    /** Each group's CPU microseconds since `start` (processes that came or went count from when seen). */
    stop: (): Record<string, number> => {
      const after = read();
      return Object.fromEntries(
        Object.entries(after).map(([name, now]) => {
          const then = new Map(before[name]);
          return [name, now.reduce((sum, [pid, us]) => sum + us - (then.get(pid) ?? 0), 0)];
        }),
      );
    },
  };
}
