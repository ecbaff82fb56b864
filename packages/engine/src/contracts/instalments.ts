/**
 * A contract's instalments (issue 48): `quantity ÷ instalments` units each, the first due at the
 * contract's due tick and each next `everyTicks` later. An instalment takes deliveries from the tick
 * after the one before fell due (the first from the tick after acceptance) up to its own due tick;
 * it is kept once delivered in full, missed when short at its due tick.
 */
import type { Contract } from './contracts.js';

type Instalmented = Pick<
  Contract,
  'quantity' | 'delivered' | 'dueTick' | 'instalments' | 'everyTicks' | 'kept' | 'missed' | 'forfeited'
>;

/** The due tick of instalment `index` (0 the first) of a contract whose first falls due at `dueTick`. */
export const instalmentDueTick = (c: Pick<Contract, 'dueTick' | 'everyTicks'>, index: number): number =>
  c.dueTick + index * c.everyTicks;

/** The instalment being delivered now: its index, units, due tick, and what it has had and still owes. */
export function currentInstalment(c: Instalmented) {
  const index = c.kept + c.missed;
  const size = c.quantity / c.instalments;
  const dueTick = instalmentDueTick(c, index);
  // What earlier instalments took: their units, less what the missed ones left undelivered.
  const delivered = c.delivered - (index * size - c.forfeited);
  return {
    index,
    size,
    dueTick,
    delivered,
    owed: size - delivered,
    last: index === c.instalments - 1,
    /** Deliveries toward it start after this tick: the one before's due tick (the first's, none). */
    opensAfter: index === 0 ? Number.NEGATIVE_INFINITY : dueTick - c.everyTicks,
  };
}

export type Instalment = ReturnType<typeof currentInstalment>;
