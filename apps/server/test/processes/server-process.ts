import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** The game server as its own process (`node --import tsx src/server.ts`), its JSON logs kept. */
export class ServerProcess {
  readonly logs: LogLine[] = [];
  private readonly child: ChildProcess;
  private readonly exited: Promise<number | null>;
  private waiters: { test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];

  constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      // No rivals unless the test asks: they would be factories the test did not make.
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RIVALS: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let pending = '';
    this.child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const text of lines) this.take(text);
    });
    this.child.stderr!.on('data', (chunk: Buffer) => this.take(JSON.stringify({ level: 60, msg: chunk.toString() })));
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  private take(text: string) {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      line = { level: 30, msg: text };
    }
    this.logs.push(line);
    this.waiters = this.waiters.filter((w) => {
      if (!w.test(line)) return true;
      w.resolve(line);
      return false;
    });
  }

  /** Resolves with the first log line (past or future) that passes `test`. */
  waitForLog(test: (line: LogLine) => boolean, timeoutMs = 60_000): Promise<LogLine> {
    const seen = this.logs.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`no such log line within ${timeoutMs} ms; last: ${JSON.stringify(this.logs.slice(-5))}`)),
        timeoutMs,
      );
      this.waiters.push({
        test,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
    });
  }

  ready(): Promise<LogLine> {
    return this.waitForLog((l) => l.msg.startsWith('Server listening'));
  }

  async health(): Promise<{ tick: { number: number; finished: boolean } } | null> {
    try {
      const res = await fetch(`http://127.0.0.1:${this.port}/api/health`);
      return ((await res.json()) as { data: { tick: { number: number; finished: boolean } } }).data;
    } catch {
      return null;
    }
  }

  /** The exit code, once the process has exited on its own. */
  exit(): Promise<number | null> {
    return this.exited;
  }

  /** A crash: no shutdown hooks, no goodbye. */
  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** A stall (SIGSTOP): the process holds its connections open and answers nothing, as in a long pause. */
  freeze(): void {
    this.child.kill('SIGSTOP');
  }

  /** The end of a stall (SIGCONT). */
  thaw(): void {
    this.child.kill('SIGCONT');
  }

  /** A graceful stop (SIGTERM): the batch in hand is finished first. */
  async stop(): Promise<number | null> {
    this.child.kill('SIGTERM');
    return this.exited;
  }
}

export async function waitUntil<T>(
  probe: () => Promise<T | null | false>,
  timeoutMs = 60_000,
  context: () => string = () => '',
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms ${context()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
