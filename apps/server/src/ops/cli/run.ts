import { parseArgs } from 'node:util';
import type { Done } from '../operations.js';
import { Refusal } from '../refusal.js';
import { formatDone } from '../report.js';

/**
 * A tool's command line: its options (`--name value`), the work, and what it did printed; a
 * refusal or a failure is printed to stderr with a non-zero exit.
 */
export async function runTool<K extends string>(
  usage: string,
  names: readonly K[],
  work: (options: Partial<Record<K, string>>) => Promise<Done>,
): Promise<void> {
  try {
    const { values } = parseArgs({
      options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
      strict: true,
    });
    console.log(formatDone(await work(values as Partial<Record<K, string>>)));
  } catch (error) {
    const known = error instanceof Refusal || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(known ? `${(error as Error).message}\n\n${usage}` : error);
    process.exitCode = 1;
  }
}

/** An option the tool cannot do without. */
export function required(value: string | undefined, name: string): string {
  if (!value) throw new Refusal(`--${name} is required`);
  return value;
}
