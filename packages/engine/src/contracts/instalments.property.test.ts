import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newFactory } from '../factory.js';
import type { FactoryState } from '../state.js';
import { acceptContract, contractPenalty, isRefused } from './contracts.js';
import { closedFigures, settleContractTick } from './settle.js';

const NOW = Date.UTC(2026, 10, 29, 12);

const withSteel = (units: number, f: FactoryState): FactoryState => ({
  ...f,
  inventory: { ...f.inventory, STEEL_BAR: units },
});

describe('instalments, cent by cent', () => {
  it('lose and make no cent: payments and refunds are the escrow, penalties the whole shortfall rounded once', () => {
    fc.assert(
      fc.property(
        fc.record({
          // Prices of a few cents make each instalment's penalty a fraction of a cent.
          unitPrice: fc.integer({ min: 1, max: 60 }),
          size: fc.integer({ min: 1, max: 9 }),
          instalments: fc.integer({ min: 1, max: 12 }),
          everyTicks: fc.integer({ min: 1, max: 4 }),
          due: fc.integer({ min: 1, max: 4 }),
          stock: fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 60, maxLength: 60 }),
        }),
        ({ unitPrice, size, instalments, everyTicks, due, stock }) => {
          const terms = {
            resource: 'STEEL_BAR' as const,
            quantity: size,
            unitPrice,
            dueInTicks: due,
            instalments,
            everyTicks: instalments === 1 ? 0 : everyTicks,
          };
          const start = acceptContract(newFactory(1), withSteel(0, newFactory(2)), terms, {
            marketPrice: unitPrice,
            acceptor: 'seller',
            tick: 0,
          });
          if (isRefused(start)) throw new Error(start.error.message);
          const escrow = start.contract.escrow;
          const conceded = { buyer: start.buyer.counters.conceded, seller: start.seller.counters.conceded };
          let s = start;
          let [paid, refunded, penalties, fees, tick] = [0, 0, 0, 0, 0];
          const money = () => s.buyer.cash + s.seller.cash - s.buyer.debt - s.seller.debt + s.contract.escrow + fees;
          const before = money();
          for (;;) {
            tick++;
            // What the seller made since the last tick: some ticks nothing, so instalments are missed.
            const seller = withSteel(s.seller.inventory.STEEL_BAR + (stock[tick % stock.length] ?? 0) / 3, s.seller);
            const done = settleContractTick(s.buyer, seller, s.contract, { tick, now: NOW });
            paid += done.delivery.gross;
            fees += done.delivery.fee;
            refunded += done.refund;
            penalties += done.penalty;
            s = done;
            expect(money()).toBe(before);
            expect(s.contract.penaltyReserve).toBeGreaterThanOrEqual(0);
            expect(s.contract.escrow).toBe(
              (s.contract.quantity - s.contract.delivered - s.contract.forfeited) * unitPrice,
            );
            if (done.outcome !== null) break;
          }
          const c = s.contract;
          expect(c.kept + c.missed).toBe(instalments);
          expect(c.escrow).toBe(0);
          expect(paid + refunded).toBe(escrow);
          expect(paid).toBe(c.delivered * unitPrice);
          // Rounded once over the contract: never past what acceptance held for it.
          expect(penalties).toBe(contractPenalty(c.quantity - c.delivered, unitPrice));
          expect(penalties).toBeLessThanOrEqual(start.contract.penaltyReserve);
          expect(closedFigures(c, penalties)).toMatchObject({ refund: refunded, penalty: penalties });
          // The allowances: each side has conceded in the end what was handed over, not a cent more.
          const sellerUnit = start.contract.sellerUnitConcession;
          expect(s.seller.counters.conceded - conceded.seller).toBe(
            -start.contract.penaltyReserve - (c.quantity - c.delivered) * sellerUnit + penalties,
          );
          expect(s.buyer.counters.conceded + (c.quantity - c.delivered) * start.contract.buyerUnitConcession).toBe(
            conceded.buyer,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
