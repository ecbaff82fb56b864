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
