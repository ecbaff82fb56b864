import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { inject } from 'vitest';
import { connectDatabase } from '../src/db/database.js';
import { MIGRATIONS_DIR } from '../src/paths.js';

/**
 * A fresh embedded database takes seconds to make (initdb in WebAssembly) and to migrate; one
 * migrated empty database, dumped once a run, starts every test file's in a third of the time.
 * Each file still opens its own and migrates it (nothing to apply), as the server does.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for the migrated dump, removed after the run. */
    migratedMemoryDir: string;
  }
}

/** Vitest's global setup: a folder for the run's dump. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'forgeworks-migrated-'));
  project.provide('migratedMemoryDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * The migrations' own fingerprint: `vitest` in watch mode keeps the global setup's folder across
 * reruns, so a dump made before a migration changed is never used after.
 */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const folder = MIGRATIONS_DIR;
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort())
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(join(folder, name)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated empty database's files, made by the first test file that asks (two at once both make
 * it; the second's rename replaces the first's whole); none outside a vitest run with the setup.
 */
export async function migratedMemory(): Promise<Blob | undefined> {
  const dir = inject('migratedMemoryDir');
  if (!dir) return undefined;
  const file = join(dir, `${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const connection = await connectDatabase({ dataDir: ':memory:' });
    await connection.migrate();
    const client = (connection.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await connection.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}
