import type { EncodedLedger } from '../codecs/ledger.js';
import type { RecentLedger } from '../codecs/recent-ledger.js';
import { recentRow } from '../codecs/recent-ledger.js';

const numbersOfText = (text: string): EncodedLedger => text.split(',').map(Number);

/**
 * A recent ledger stored before the byte form (codecs/recent-ledger.ts): `pending|row;row;…` with
 * numbers joined by commas, or JSON; as text, a value already parsed, or the UTF-8 bytes migration
 * 0007 made of the text. Only migration 0012 reads it, to rewrite it as bytes (stored-forms.ts).
 */
export function parseLegacyRecent(stored: unknown): RecentLedger {
  const value = stored instanceof Uint8Array ? Buffer.from(stored).toString('utf8') : stored;
  if (typeof value === 'string' && !value.startsWith('{')) {
    const bar = value.indexOf('|');
    const pending = value.slice(0, bar);
    const rows = value.slice(bar + 1);
    return {
      pending: pending ? numbersOfText(pending) : null,
      rows: rows ? rows.split(';').map((text) => recentRow(numbersOfText(text))) : [],
    };
  }
  const legacy = (typeof value === 'string' ? JSON.parse(value) : value) as {
    pending: EncodedLedger | null;
    recent: EncodedLedger[];
  } | null;
  return { pending: legacy?.pending ?? null, rows: (legacy?.recent ?? []).map(recentRow) };
}
