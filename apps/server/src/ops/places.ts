import type { Config } from '../config.js';
import { Refusal } from './refusal.js';

/** Where a game lives: a PostgreSQL database named by its URL, or a data folder of the embedded database. */
export type Place = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** A command-line argument: a postgres:// (or postgresql://) URL, else the path of a data folder. */
export function parsePlace(text: string): Place {
  if (/^postgres(ql)?:\/\//.test(text)) {
    if (!URL.canParse(text)) throw new Refusal(`Not a PostgreSQL URL: ${text}`);
    return { kind: 'postgres', url: text };
  }
  if (text === '' || text === ':memory:') throw new Refusal(`Not a data folder: "${text}"`);
  return { kind: 'pglite', dataDir: text };
}

/** The database the server would open with this configuration. */
export const placeFromConfig = (config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Place =>
  config.DATABASE_URL ? parsePlace(config.DATABASE_URL) : parsePlace(config.DATA_DIR);

/** For messages: the password of a URL is never printed. */
export function describePlace(place: Place): string {
  if (place.kind === 'pglite') return `PGlite in ${place.dataDir}`;
  const url = new URL(place.url);
  if (url.password) url.password = '***';
  return `PostgreSQL at ${url.toString()}`;
}
