import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { freePort, ServerProcess, waitUntil } from './server-process.js';

describe('one server per data folder', () => {
  it('a second server on the folder exits non-zero while the first serves; a crashed one does not block', async () => {
    const env = {
      DATA_DIR: mkdtempSync(`${tmpdir()}/forgeworks-lock-`),
      AUTH_SECRET: 'data-dir-lock-test-secret-0123456789ab',
      TICK_INTERVAL_MS: '3600000',
      LOG_LEVEL: 'info',
    };
    const first = new ServerProcess(await freePort(), env);
    await first.ready();

    const second = new ServerProcess(await freePort(), env);
    expect(await second.exit()).toBe(1);
    expect(second.logs.map((l) => l.msg).join('\n')).toMatch(/is in use by another process/);
    expect((await first.health())?.tick).toBeDefined();

    // A crash leaves the lock behind; the next server takes it over once it has gone stale.
    await first.kill();
    const third = new ServerProcess(await freePort(), env);
    await third.ready();
    expect(await waitUntil(() => third.health())).not.toBeNull();
    expect(await third.stop()).toBe(0);
  }, 90_000);
});
