import type { GameEvent } from '@forgeworks/engine';
import { cashChange, emptyLedger, ledgerFromEvents, mergeLedgers, STORED_RESOURCES } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { decodeLedger, encodedFromBytes, encodedToBytes, encodeLedger, mergeEncoded } from '../src/codecs/ledger.js';
import {
  addPending,
  closedHour,
  emptyRecent,
  lastTicks,
  parseRecent,
  RECENT_HEAD_BYTES,
  RECENT_HEAD_ONLY_PREFIX,
  recordTick,
  serializeRecent,
  spliceTick,
} from '../src/codecs/recent-ledger.js';
import { parseLegacyRecent } from '../src/upgrades/legacy-recent.js';

describe('stored ledgers', () => {
  it('round-trip every field through the compact encoding', () => {
    const ledger = ledgerFromEvents(7, [
      { kind: 'cash', reason: 'sale', amount: 1234, resource: 'STEEL_BAR', quantity: 3 },
      { kind: 'cash', reason: 'purchase', amount: -98_765, resource: 'COAL', quantity: 120 },
      { kind: 'cash', reason: 'power', amount: -56 },
      { kind: 'cash', reason: 'build', amount: -1_500_000 },
      { kind: 'cash', reason: 'overdraft', amount: 77 },
      { kind: 'produced', machineId: 'm', resource: 'IRON_ORE', quantity: 4.25 },
      { kind: 'consumed', machineId: 'm', resource: 'COAL', quantity: 2 },
    ]);
    expect(decodeLedger(encodeLedger(ledger))).toEqual(ledger);
    expect(decodeLedger(encodeLedger(emptyLedger(0)))).toEqual(emptyLedger(0));
  });

  it("keep the first four goods in their places and read rows written before the works' goods as holding none", () => {
    const works = ledgerFromEvents(9, [
      { kind: 'cash', reason: 'sale', amount: 4_200, resource: 'TOOLS', quantity: 2 },
      { kind: 'cash', reason: 'sale', amount: 1_100, resource: 'COAL', quantity: 1.5 },
      { kind: 'cash', reason: 'purchase', amount: -9_000, resource: 'COKE', quantity: 3 },
      { kind: 'produced', machineId: 'm', resource: 'MACHINE_PARTS', quantity: 2.125 },
      { kind: 'consumed', machineId: 'm', resource: 'ADVANCED_STEEL', quantity: 2 },
    ]);
    const encoded = encodeLedger(works);
    expect(decodeLedger(encodedFromBytes(encodedToBytes(encoded)))).toEqual(works);
    // A row of the four goods' days ends after the contracts' money: 2 + 4 + 5 + 6 + 5 × 4 + 3 numbers.
    const before = encoded.slice(0, 40);
    const firstGoodsOnly = ledgerFromEvents(9, [
      { kind: 'cash', reason: 'sale', amount: 1_100, resource: 'COAL', quantity: 1.5 },
      { kind: 'consumed', machineId: 'm', resource: 'ADVANCED_STEEL', quantity: 2 },
    ]);
    expect(decodeLedger(before)).toEqual(firstGoodsOnly);
    expect(decodeLedger(mergeEncoded([before, encoded])).income.TOOLS).toBe(4_200);
  });

  it('read rows written before buying (shorter) as having bought nothing', () => {
    const ledger = ledgerFromEvents(7, [{ kind: 'cash', reason: 'sale', amount: 1234, resource: 'COAL', quantity: 3 }]);
    const older = encodeLedger(ledger).slice(0, -2 * STORED_RESOURCES.length - 2);
    expect(decodeLedger(older)).toEqual(ledger);
    const bought = ledgerFromEvents(8, [
      { kind: 'cash', reason: 'purchase', amount: -500, resource: 'COAL', quantity: 5 },
    ]);
    const merged = decodeLedger(mergeEncoded([older, encodeLedger(bought)]));
    expect(merged).toEqual(mergeLedgers([ledger, bought]));
    expect(decodeLedger(encodedFromBytes(encodedToBytes(encodeLedger(bought))))).toEqual(bought);
  });

  it("read rows written before contracts' own money as holding none, and keep it signed in bytes", () => {
    const bought = ledgerFromEvents(7, [
      { kind: 'cash', reason: 'purchase', amount: -500, resource: 'COAL', quantity: 5 },
    ]);
    const older = encodeLedger(bought).slice(0, -3);
    expect(decodeLedger(older)).toEqual(bought);
    expect(decodeLedger(encodedFromBytes(encodedToBytes(older)))).toEqual(bought);
    const contracted = ledgerFromEvents(8, [
      { kind: 'cash', reason: 'escrow', amount: -1_234_500, resource: 'STEEL_BAR' },
      { kind: 'cash', reason: 'escrow', amount: 617_250, resource: 'STEEL_BAR' },
      { kind: 'cash', reason: 'purchase', amount: -617_250, resource: 'STEEL_BAR', quantity: 50 },
      { kind: 'cash', reason: 'contractPenalty', amount: -61_725, resource: 'STEEL_BAR' },
    ]);
    expect(contracted.contracts).toEqual({ escrow: -617_250, penalties: -61_725, bidEscrow: 0 });
    expect(decodeLedger(encodedFromBytes(encodedToBytes(encodeLedger(contracted))))).toEqual(contracted);
    expect(decodeLedger(mergeEncoded([older, encodeLedger(contracted)]))).toEqual(mergeLedgers([bought, contracted]));
  });

  it("read rows written before bids' escrow as holding none, and keep it signed in bytes", () => {
    const contracted = ledgerFromEvents(8, [{ kind: 'cash', reason: 'escrow', amount: -1_000, resource: 'COAL' }]);
    const older = encodeLedger(contracted).slice(0, -1);
    expect(decodeLedger(older)).toEqual(contracted);
    const bid = ledgerFromEvents(9, [
      { kind: 'cash', reason: 'bidEscrow', amount: -95_000, resource: 'COAL' },
      { kind: 'cash', reason: 'bidEscrow', amount: 9_500, resource: 'COAL' },
      { kind: 'cash', reason: 'purchase', amount: -9_500, resource: 'COAL', quantity: 10 },
    ]);
    expect(bid.contracts).toEqual({ escrow: 0, penalties: 0, bidEscrow: -85_500 });
    expect(cashChange(bid)).toBe(-95_000);
    expect(decodeLedger(encodedFromBytes(encodedToBytes(encodeLedger(bid))))).toEqual(bid);
    expect(decodeLedger(mergeEncoded([older, encodeLedger(bid)]))).toEqual(mergeLedgers([contracted, bid]));
  });

  it('merge as arrays exactly as the engine merges ledgers, quantities to a thousandth', () => {
    const a = ledgerFromEvents(3, [
      { kind: 'produced', machineId: 'm', resource: 'IRON_ORE', quantity: 0.1 },
      { kind: 'cash', reason: 'labor', amount: -800 },
    ]);
    const b = ledgerFromEvents(4, [
      { kind: 'produced', machineId: 'm', resource: 'IRON_ORE', quantity: 0.2 },
      { kind: 'cash', reason: 'sale', amount: 999, resource: 'COAL', quantity: 3 },
    ]);
    expect(decodeLedger(mergeEncoded([encodeLedger(a), encodeLedger(b)]))).toEqual(mergeLedgers([a, b]));
    expect(decodeLedger(mergeEncoded([encodeLedger(a), encodeLedger(b)])).produced.IRON_ORE).toBe(0.3);
  });

  it('fold actions into the next tick, keep one hour of ticks and roll the hour up when it closes', () => {
    let history = addPending(emptyRecent(), 1, [
      { kind: 'cash', reason: 'sale', amount: 500, resource: 'COAL', quantity: 10 },
    ]);
    let closed = null;
    for (let t = 1; t <= 13; t++) {
      history = recordTick(history, t, [{ kind: 'produced', machineId: 'm', resource: 'IRON_ORE', quantity: 5 }]);
      closed ??= closedHour(history, t);
    }
    expect(lastTicks(history, 12).map((l) => l.tick)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(history.pending).toBeNull();
    expect(lastTicks(history, 12)[0]!.income.COAL).toBe(0);
    // Stored and read back as bytes; rows kept are carried as they are, never re-encoded.
    expect(parseRecent(serializeRecent(history))).toEqual(history);
    expect(parseRecent(serializeRecent(emptyRecent()))).toEqual(emptyRecent());
    // The column's default (migration 0007) is the empty ledger in byte form.
    expect(serializeRecent(emptyRecent()).toString('hex')).toBe('040300');
    const withPending = addPending(history, 14, [{ kind: 'cash', reason: 'power', amount: -56 }]);
    expect(parseRecent(serializeRecent(withPending))).toEqual(withPending);
    // The text and JSON forms stored before, as text and as the bytes migration 0007 made of them.
    const asBytes = (text: string) => Buffer.from(text, 'utf8');
    const legacy = { pending: [5, 1], recent: [[4, 1, 7]] };
    const text = '5,1|4,1,7;5,1,,8';
    for (const stored of [JSON.stringify(legacy), legacy, asBytes(JSON.stringify(legacy))]) {
      const read = parseLegacyRecent(stored);
      expect(read.pending).toEqual([5, 1]);
      expect(read.rows.map((r) => r.tick)).toEqual([4]);
      expect(lastTicks(read, 1)[0]!.ticks).toBe(1);
    }
    for (const stored of [text, asBytes(text)]) {
      const read = parseLegacyRecent(stored);
      expect(read.pending).toEqual([5, 1]);
      expect(read.rows.map((r) => r.tick)).toEqual([4, 5]);
      expect(parseRecent(serializeRecent(read))).toEqual(read);
    }
    expect(parseLegacyRecent(asBytes('|')).rows).toEqual([]);
    // Quantities come back exactly (stored as whole thousandths), money in whole cents.
    const exact = recordTick(emptyRecent(), 9, [
      { kind: 'produced', machineId: 'm', resource: 'IRON_ORE', quantity: 35.004 },
      { kind: 'consumed', machineId: 'm', resource: 'COAL', quantity: 0.1 },
      { kind: 'cash', reason: 'build', amount: -1_500_000 },
    ]);
    const [again] = lastTicks(parseRecent(serializeRecent(exact)), 1);
    expect(again!.produced.IRON_ORE).toBe(35.004);
    expect(again!.consumed.COAL).toBe(0.1);
    expect(again!.capital.build).toBe(-1_500_000);
    // Cut short or run on: refused rather than read as a wrong history.
    const stored = serializeRecent(history);
    expect(() => parseRecent(stored.subarray(0, stored.length - 2))).toThrow();
    expect(() => parseRecent(Buffer.concat([stored, Buffer.from([0])]))).toThrow();
    expect(closedHour(history, 13)).toBeNull();
    // Hour 1 closed at tick 12 with all twelve of its ticks, the sale folded into tick 1 included.
    expect(closed?.hour).toBe(1);
    const hour = decodeLedger(closed!.ledger);
    expect(hour).toMatchObject({ tick: 12, ticks: 12 });
    expect(hour.produced.IRON_ORE).toBe(60);
    expect(hour.income.COAL).toBe(500);
  });
  it('splice a plain tick into the stored column from its first bytes alone, as reading it all would', () => {
    const events = (t: number): GameEvent[] => [
      { kind: 'cash', reason: 'sale', amount: 1000 + t, resource: 'STEEL_BAR', quantity: t / 8 },
      { kind: 'produced', machineId: 'm', resource: 'IRON_ORE', quantity: 2.5 },
    ];
    let history = emptyRecent();
    // From an empty column, through a filling hour, to a full one whose oldest row each tick drops;
    // ticks far beyond 2^16 check that a long first number still fits in the head.
    for (const start of [1, 5_000_000]) {
      history = emptyRecent();
      for (let t = start; t < start + 30; t++) {
        const column = serializeRecent(history);
        expect(column.subarray(0, 2)).toEqual(RECENT_HEAD_ONLY_PREFIX);
        const splice = spliceTick(column.subarray(0, RECENT_HEAD_BYTES), t, events(t));
        history = recordTick(history, t, events(t));
        const spliced = Buffer.concat([splice.head, column.subarray(splice.keepFrom), splice.row]);
        expect(spliced).toEqual(serializeRecent(history));
        expect(parseRecent(spliced)).toEqual(history);
      }
    }
    expect(history.rows).toHaveLength(12);
    // Something pending, or another form, is never spliced: the claim sends such columns whole.
    const pending = serializeRecent(addPending(history, 5_000_030, events(1)));
    expect(() => spliceTick(pending.subarray(0, RECENT_HEAD_BYTES), 5_000_030, [])).toThrow('cannot be spliced');
  });
});
