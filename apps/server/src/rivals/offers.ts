import type { OfferContractBody } from '@forgeworks/contract';
import type { Prices, StoredResource } from '@forgeworks/engine';
import { ASK_EVERY_TICKS, contractToOffer, lacks, rivalFor, sellsAtMarket } from '@forgeworks/simulator';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { exchangeOffers, factories } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { findFactory } from '../factories/repository.js';

/**
 * What a rival's offers need of the contracts (the app's `ContractService`): named here, not imported,
 * since the contracts answer an offer made to a rival through this folder (one way between them).
 */
export interface RivalContracts {
  offerUnlessOpen(userId: string, body: OfferContractBody): Promise<unknown>;
}

/** The players a rival weighs for one good: those offering the most of it on the exchange. */
const PLAYERS_WEIGHED = 3;

interface Producer {
  id: string;
  userId: string;
  rivalSlot: number | null;
}

/**
 * Who may make `resource` for the rival `self`: the players with the most of it offered on the
 * exchange (they have it to sell), then the other rivals (of `rivals`) whose dealing sells it.
 */
async function producersOf(
  db: Db,
  self: string,
  resource: StoredResource,
  rivals: readonly Producer[],
): Promise<Producer[]> {
  const players = await db
    .select({ id: factories.id, userId: factories.userId, rivalSlot: factories.rivalSlot })
    .from(exchangeOffers)
    .innerJoin(factories, eq(factories.id, exchangeOffers.factoryId))
    .where(and(eq(exchangeOffers.resource, resource), eq(exchangeOffers.status, 'open'), ne(factories.id, self)))
    .groupBy(factories.id)
    .orderBy(desc(sql`sum(${exchangeOffers.quantityLeft})`), factories.id)
    .limit(PLAYERS_WEIGHED);
  const selling = rivals.filter((r) => r.id !== self && rivalFor(r.rivalSlot!).dealing.sells.includes(resource));
  return [...players.filter((p) => p.rivalSlot === null), ...selling];
}

/**
 * Rivals propose contracts (issue 48): once an hour, a rival that lacks a good its dealing buys
 * (its machines use more of it than they make: `lacks`), and has no contract open for it, offers a producer (a player or another rival) the
 * simulator's contract for it (`contractToOffer`: two hours of its use at the market's price, in
 * instalments where the producer would not take one delivery). The offer is a player's offer in all
 * (`ContractService.offerUnlessOpen`): the block, the open-contract limit, the band and the allowance
 * are checked, the escrow is taken at acceptance, and another rival answers it at once. Answers how
 * many offers were made.
 */
export async function rivalsOffer(
  deps: { db: Db; contracts: RivalContracts; prices: () => Promise<Prices> },
  tick: number,
): Promise<number> {
  const { db, contracts } = deps;
  if (tick % ASK_EVERY_TICKS !== 0) return 0;
  const rivals = await db
    .select({ id: factories.id, userId: factories.userId, rivalSlot: factories.rivalSlot })
    .from(factories)
    .where(isNotNull(factories.rivalSlot))
    .orderBy(factories.rivalSlot);
  let made = 0;
  for (const rival of rivals) {
    const dealing = rivalFor(rival.rivalSlot!).dealing;
    for (const resource of dealing.buys) {
      const buyer = await findFactory(db, rival.userId);
      if (!buyer || !lacks(buyer.state, resource)) continue;
      const marketPrice = (await deps.prices())[resource] ?? 0;
      for (const producer of await producersOf(db, rival.id, resource, rivals)) {
        const seller = await findFactory(db, producer.userId);
        if (!seller) continue;
        const { terms } = contractToOffer(buyer.state, seller.state, resource, marketPrice, {
          buyer: dealing,
          producer: producer.rivalSlot === null ? sellsAtMarket(resource) : rivalFor(producer.rivalSlot).dealing,
        });
        if (!terms) continue;
        const offered = await contracts
          .offerUnlessOpen(rival.userId, {
            counterpartyId: producer.id,
            side: 'buy',
            resourceType: resource,
            quantity: terms.quantity,
            unitPrice: terms.unitPrice / 100,
            dueInTicks: terms.dueInTicks,
            ...(terms.instalments > 1 ? { instalments: terms.instalments, everyTicks: terms.everyTicks } : {}),
          })
          .catch((error: unknown) => {
            // Refused as a player's offer would be (blocked, the open limit, the band): the next producer.
            if (error instanceof HttpError) return null;
            throw error;
          });
        if (offered === 'open') break;
        if (offered) {
          made++;
          break;
        }
      }
    }
  }
  return made;
}
