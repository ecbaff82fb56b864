/**
 * CPU time spent by processes, from /proc (Linux): on a machine shared with other work, the CPU a
 * request costs each process is a steadier figure than requests per second, and their sum says
 * what the machine's cores could serve at most.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_S = 100;

/** User and system CPU of process `pid` so far, in microseconds (0 once it is gone). */
export function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are the 14th and 15th fields; `fields` starts at the 3rd.
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_S;
  } catch {
    return 0;
  }
}

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
