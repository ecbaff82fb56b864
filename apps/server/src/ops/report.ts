import type { Done } from './operations.js';

const count = new Intl.NumberFormat('en-US');
const dollars = (cents: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(BigInt(cents)) / 100);

/** What a tool did, for the operator: the tables and their rows, the money, the schema, the time. */
export function formatDone(done: Done): string {
  const width = Math.max(...done.tables.map((t) => t.name.length));
  const lines = [`${done.what}.`, ''];
  for (const { name, rows } of done.tables)
    lines.push(`  ${name.padEnd(width)}  ${count.format(rows).padStart(10)} ${rows === 1 ? 'row' : 'rows'}`);
  lines.push(
    '',
    `  factories' cash ${dollars(done.money.cash)}, debt ${dollars(done.money.debt)}`,
    `  schema at migration ${done.migration}${done.migratedTo ? `, then migrated to ${done.migratedTo}` : ''}`,
  );
  if (done.bytes !== undefined) lines.push(`  ${count.format(done.bytes)} bytes`);
  const checked = done.bytes === undefined ? 'row counts and money checked; ' : '';
  lines.push(`  ${checked}${(done.ms / 1000).toFixed(1)} s`);
  return lines.join('\n');
}
