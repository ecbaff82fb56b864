/**
 * The backup file: gzip over lines of JSON. The first line is the header (format, version, and
 * the game's header: migration, tables with their row counts, sequences, money); then every row,
 * table after table in the header's order and counts; then a trailer with the SHA-256 of every
 * line before it. Written and read as a stream; a truncated or altered file is refused.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, renameSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Game, GameHeader, RowBatch } from './game.js';
import { BATCH_ROWS } from './read-game.js';
import { Refusal } from './refusal.js';

const FORMAT = 'forgeworks-backup';
/** Raise when the layout changes; a reader refuses versions it does not know. */
export const FORMAT_VERSION = 1;

interface FileHeader extends GameHeader {
  format: typeof FORMAT;
  version: number;
}

interface Trailer {
  end: true;
  rows: number;
  sha256: string;
}

/** Writes the game to `path` (through `path.partial`, renamed only once complete); answers the bytes written. */
export async function writeBackupFile(game: Game, path: string): Promise<void> {
  const partial = `${path}.partial`;
  try {
    await pipeline(Readable.from(linesOf(game)), createGzip(), createWriteStream(partial));
    renameSync(partial, path);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

async function* linesOf(game: Game): AsyncGenerator<string> {
  const hash = createHash('sha256');
  const line = (text: string) => {
    hash.update(text).update('\n');
    return `${text}\n`;
  };
  const header: FileHeader = { format: FORMAT, version: FORMAT_VERSION, ...game.header };
  yield line(JSON.stringify(header));
  let rows = 0;
  for await (const batch of game.batches) {
    rows += batch.rows.length;
    yield batch.rows.map(line).join('');
  }
  const trailer: Trailer = { end: true, rows, sha256: hash.digest('hex') };
  yield `${JSON.stringify(trailer)}\n`;
}

/**
 * Opens a backup: its header is read and checked at once, its rows stream as they are consumed,
 * and the trailer is checked at the end (an error then, before the writer commits).
 */
export async function openBackupFile(path: string): Promise<{ game: Game; close: () => void }> {
  const input = createReadStream(path);
  const gunzip = createGunzip();
  const broken = (error: Error) => new Refusal(`${path} is not a complete backup (${error.message})`);
  // Piped by hand so a decompression error (a truncated or altered file) reaches the reader of lines.
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const lines = createInterface({ input: gunzip, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const next = async (): Promise<string | undefined> => {
    try {
      const { value, done } = await lines.next();
      return done ? undefined : value;
    } catch (error) {
      throw broken(error as Error);
    }
  };
  const hash = createHash('sha256');
  const first = await next();
  const header = parseHeader(path, first);
  hash.update(first!).update('\n');

  async function* batches(): AsyncGenerator<RowBatch> {
    let total = 0;
    for (const { name, rows } of header.tables) {
      let batch: string[] = [];
      for (let i = 0; i < rows; i++) {
        const row = await next();
        if (row === undefined) throw broken(new Error(`${name} ends early`));
        hash.update(row).update('\n');
        batch.push(row);
        if (batch.length === BATCH_ROWS) {
          yield { table: name, rows: batch };
          batch = [];
        }
      }
      total += rows;
      if (batch.length > 0) yield { table: name, rows: batch };
    }
    const last = await next();
    const trailer = parseJson<Trailer>(last);
    if (!trailer?.end || trailer.rows !== total) throw broken(new Error('no trailer where the rows end'));
    if (trailer.sha256 !== hash.digest('hex')) throw broken(new Error('its checksum does not match its contents'));
    if ((await next()) !== undefined) throw broken(new Error('something follows the trailer'));
  }
  return { game: { header, batches: batches() }, close: () => gunzip.destroy() };
}

function parseHeader(path: string, line: string | undefined): GameHeader {
  const header = parseJson<FileHeader>(line);
  if (header?.format !== FORMAT) throw new Refusal(`${path} is not a Forgeworks backup`);
  if (header.version !== FORMAT_VERSION)
    throw new Refusal(`${path} is in backup format ${header.version}; this Forgeworks reads format ${FORMAT_VERSION}`);
  const { format: _format, version: _version, ...game } = header;
  return game;
}

function parseJson<T>(line: string | undefined): T | undefined {
  if (line === undefined) return undefined;
  try {
    return JSON.parse(line) as T;
  } catch {
    return undefined;
  }
}

/** Reads a whole backup without writing anything: its header, once every row and the trailer are checked. */
export async function checkBackupFile(path: string): Promise<GameHeader> {
  const { game, close } = await openBackupFile(path);
  try {
    for await (const _batch of game.batches);
    return game.header;
  } finally {
    close();
  }
}
