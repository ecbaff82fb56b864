import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { freePort } from './server-process.js';

/**
 * A PostgreSQL cluster of a test's own, which it may stop and start (scripts/with-postgres.sh's
 * cluster is shared by every test file of the run). Run as the postgres user when root, as that
 * script does.
 */
export async function ownCluster() {
  const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
  const dir = mkdtempSync(`${tmpdir()}/forgeworks-cluster-`);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', `${bin}/${tool}`, ...args], { stdio: 'pipe' })
      : execFileSync(`${bin}/${tool}`, args, { stdio: 'pipe' });
  const port = await freePort();
  const data = `${dir}/data`;
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () => run('pg_ctl', ['-D', data, '-l', `${dir}/log`, '-w', '-o', options, 'start']);
  start();
  /** The cluster's processes: its postmaster (by its pid file) and the postmaster's children. */
  const processes = () => {
    const postmaster = Number(readFileSync(`${data}/postmaster.pid`, 'utf8').split('\n')[0]);
    const children = execFileSync('pgrep', ['-P', String(postmaster)])
      .toString()
      .trim()
      .split('\n')
      .map(Number);
    return [postmaster, ...children];
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops it as an operator would (`-m fast`: every session is cut, nothing waits). */
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    start,
    /** Hangs it, as a frozen machine or a cut network would: connections and queries wait, unanswered. */
    pause: () => processes().forEach((pid) => process.kill(pid, 'SIGSTOP')),
    resume: () => processes().forEach((pid) => process.kill(pid, 'SIGCONT')),
    remove: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
