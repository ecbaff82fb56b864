import type { CounterContractBody, OfferContractBody } from '@forgeworks/contract';
import type { ContractMove, ContractSide, ContractTerms, StoredResource } from '@forgeworks/engine';
import { acceptContract, CONTRACT_MOVES, isRefused, moveProblem, offerLapseTick } from '@forgeworks/engine';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { contracts, factories } from '../db/schema.js';
import { HttpError } from '../errors.js';
import type { FactoryCache } from '../factories/cache.js';
import type { FactoryRecord } from '../factories/record.js';
import { lockFactories } from '../factories/repository.js';
import { inTransaction } from '../factories/transaction.js';
import type { MarketCache } from '../market/state.js';
import { currentMarket } from '../market/state.js';
import type { ContractRow } from './store.js';
import type { OfferedRival } from './rival-answer.js';
import { rivalAnswers } from './rival-answer.js';
import { endActive, endAllOpen } from './close.js';
import {
  checkedTerms,
  hasOpenContract,
  offeredTo,
  partiesOf,
  propose,
  refused,
  refuseOverOpenLimit,
} from './propose.js';
import { contractColumns, lockContract, lockParties, offerOf, ownersOf, tellParties, writeBoth } from './store.js';
import { contractFor, contractsOf, recordOf } from './views.js';

const NOT_FOUND = () => new HttpError(404, 'Contract not found');

export interface ContractDeps {
  db: Db;
  cache: FactoryCache;
  market: MarketCache;
  /** The last tick started: offers are due from it. */
  currentTick: () => Promise<number>;
  tickIntervalMs: number;
}

/** Contracts between two players (issue 36): offers, answers, endings; the tick delivers (settle.ts). */
export function contractService({ db, cache, market, currentTick, tickIntervalMs }: ContractDeps) {
  const transact = <T>(work: (tx: Tx, written: FactoryRecord[]) => Promise<T>) => inTransaction(db, cache, work);

  async function factoryIdOf(userId: string): Promise<string> {
    const [row] = await db.select({ id: factories.id }).from(factories).where(eq(factories.userId, userId));
    if (!row) throw new HttpError(404, 'Factory not found');
    return row.id;
  }

  async function list(userId: string) {
    const factoryId = await factoryIdOf(userId);
    return { tick: await currentTick(), tickIntervalMs, contracts: await contractsOf(db, factoryId) };
  }

  async function offer(userId: string, body: OfferContractBody) {
    return (await makeOffer(userId, body, false))!;
  }

  /**
   * A rival's offer (rivals/offers.ts): as `offer`, but none while the proposer has a contract of
   * the good open on the same side, offered or active, nor one offered this tick (another rival may
   * have declined it at once), checked holding its factory, so processes running one tick make it
   * once. Answers 'open' then.
   */
  async function offerUnlessOpen(userId: string, body: OfferContractBody) {
    return (await makeOffer(userId, body, true)) ?? ('open' as const);
  }

  async function makeOffer(userId: string, body: OfferContractBody, unlessOpen: boolean) {
    const terms = checkedTerms(body.resourceType, body);
    const tick = await currentTick();
    const made = await transact(async (tx) => {
      const [proposer] = await lockFactories(tx, eq(factories.userId, userId));
      if (!proposer) throw new HttpError(404, 'Factory not found');
      if (unlessOpen && (await hasOpenContract(tx, proposer.id, body.side, terms.resource, tick))) return null;
      if (body.counterpartyId === proposer.id)
        throw new HttpError(400, 'A contract needs another player: you cannot offer your own factory one');
      const other = await offeredTo(tx, body.counterpartyId);
      const row = await propose(tx, { proposer, other, side: body.side, terms, tick });
      const told = body.side === 'buy' ? 'seller' : 'buyer';
      await tellParties(tx, row, [told], partiesOf(proposer, other), 'contract-offered', {});
      return { id: row.id, rival: other.rivalSlot === null ? null : { slot: other.rivalSlot, userId: other.userId } };
    });
    if (!made) return null;
    const me = await factoryIdOf(userId);
    if (!made.rival) return { contract: await contractFor(db, made.id, me), message: 'Contract offered' };
    const name = await rivalAnswers(answering, made.rival, { id: made.id, terms, side: body.side });
    const contract = await contractFor(db, made.id, me);
    return {
      contract,
      message: `Contract offered: ${contract.status === CONTRACT_MOVES.accept.to ? 'accepted' : 'declined'} at once by ${name}`,
    };
  }

  /**
   * Runs `change` on the caller's contract in one transaction holding its row: another player's, or
   * none, is not found; `role` says which party may do it. Answers the contract `change` names (a
   * counter-offer's new one), else this one.
   */
  async function onContract(
    userId: string,
    id: string,
    role: 'proposer' | 'counterparty' | 'party',
    change: (
      tx: Tx,
      written: FactoryRecord[],
      row: ContractRow,
      me: string,
    ) => Promise<string | { message: string; contractId: string }>,
  ) {
    const me = await factoryIdOf(userId);
    const result = await transact(async (tx, written) => {
      const row = await lockContract(tx, id);
      const party = row && (row.buyerFactoryId === me || row.sellerFactoryId === me);
      if (!row || !party) throw NOT_FOUND();
      const proposed = row.proposerFactoryId === me;
      if ((role === 'proposer' && !proposed) || (role === 'counterparty' && proposed))
        throw new HttpError(
          409,
          role === 'proposer'
            ? 'Only its proposer can withdraw this offer'
            : 'You proposed this contract: the other player answers it',
        );
      return change(tx, written, row, me);
    });
    const { message, contractId } = typeof result === 'string' ? { message: result, contractId: id } : result;
    return { contract: await contractFor(db, contractId, me), message };
  }

  /** Refuses a move the contract's status does not allow (the engine's state machine). */
  const mustMove = (row: ContractRow, move: ContractMove) => {
    const problem = moveProblem(row.status, move);
    if (problem) throw new HttpError(409, problem);
  };

  const accept = async (userId: string, id: string) => {
    const prices = await market.prices();
    const tick = await currentTick();
    return onContract(userId, id, 'counterparty', async (tx, written, row, me) => {
      mustMove(row, 'accept');
      if (tick >= offerLapseTick(row.offeredTick)) throw new HttpError(409, 'This offer has lapsed unanswered');
      const { buyer, seller } = await lockParties(tx, row);
      await refuseOverOpenLimit(tx, me);
      const marketPrice = (await currentMarket(tx)).resources[row.resource as StoredResource].sellPrice;
      const done = acceptContract(buyer.state, seller.state, offerOf(row), {
        marketPrice,
        acceptor: me === row.buyerFactoryId ? 'buyer' : 'seller',
        tick,
      });
      if (isRefused(done)) refused(done);
      await writeBoth(tx, written, { buyer, seller }, done, prices);
      await tx
        .update(contracts)
        .set({
          ...contractColumns(done.contract),
          status: CONTRACT_MOVES.accept.to,
          acceptedTick: tick,
          dueTick: done.contract.dueTick,
        })
        .where(eq(contracts.id, row.id));
      const proposerSide = row.proposerFactoryId === row.buyerFactoryId ? 'buyer' : 'seller';
      await tellParties(
        tx,
        { ...row, dueTick: done.contract.dueTick },
        [proposerSide],
        ownersOf(buyer, seller),
        'contract-answered',
        { answer: 'accepted' },
      );
      return "Contract accepted: the buyer's payment is in escrow, and deliveries start at the next tick";
    });
  };

  const decline = async (userId: string, id: string) => {
    const tick = await currentTick();
    return onContract(userId, id, 'counterparty', async (tx, _written, row) => {
      mustMove(row, 'decline');
      await tx
        .update(contracts)
        .set({ status: CONTRACT_MOVES.decline.to, closedTick: tick })
        .where(eq(contracts.id, row.id));
      const parties = await tx
        .select({ id: factories.id, userId: factories.userId, name: factories.name, tick: factories.tick })
        .from(factories)
        .where(inArray(factories.id, [row.buyerFactoryId, row.sellerFactoryId]));
      const proposerSide = row.proposerFactoryId === row.buyerFactoryId ? 'buyer' : 'seller';
      await tellParties(tx, row, [proposerSide], new Map(parties.map((p) => [p.id, p])), 'contract-answered', {
        answer: 'declined',
      });
      return 'Contract declined';
    });
  };

  /**
   * The counterparty's own terms for an offer made to it (issue 48): the offer ends countered and a
   * new one goes back to its proposer, checked as any offer of the counterparty's would be. The
   * offer's row is held first, so a counter racing an acceptance or a withdrawal moves it once.
   * A counter to a rival's offer is answered by the rival at once, as an offer to it is.
   */
  const counter = async (userId: string, id: string, body: CounterContractBody) => {
    const tick = await currentTick();
    // Set inside the transaction when the counter goes back to a rival, which answers once it commits.
    const back: { to?: { rival: OfferedRival; terms: ContractTerms; side: ContractSide } } = {};
    const countered = await onContract(userId, id, 'counterparty', async (tx, _written, row, me) => {
      mustMove(row, 'counter');
      if (tick >= offerLapseTick(row.offeredTick)) throw new HttpError(409, 'This offer has lapsed unanswered');
      const terms = checkedTerms(row.resource, body);
      const { buyer, seller } = await lockParties(tx, row);
      const [proposer, side] = me === buyer.id ? [buyer, 'buy' as const] : [seller, 'sell' as const];
      const other = await offeredTo(tx, row.proposerFactoryId);
      const made = await propose(tx, { proposer, other, side, terms, tick, counteredFrom: row.id });
      if (other.rivalSlot !== null) back.to = { rival: { slot: other.rivalSlot, userId: other.userId }, terms, side };
      await tx
        .update(contracts)
        .set({ status: CONTRACT_MOVES.counter.to, closedTick: tick })
        .where(eq(contracts.id, row.id));
      await tellParties(
        tx,
        made,
        [side === 'buy' ? 'seller' : 'buyer'],
        partiesOf(proposer, other),
        'contract-countered',
        { counteredFrom: row.id },
      );
      return { message: 'Counter-offer sent', contractId: made.id };
    });
    if (!back.to) return countered;
    const { rival, terms, side } = back.to;
    const name = await rivalAnswers(answering, rival, { id: countered.contract.id, terms, side });
    const contract = await contractFor(db, countered.contract.id, await factoryIdOf(userId));
    const answer = contract.status === CONTRACT_MOVES.accept.to ? 'accepted' : 'declined';
    return { contract, message: `Counter-offer sent: ${answer} at once by ${name}` };
  };

  /** How a rival answers an offer or a counter-offer made to it (rival-answer.ts). */
  const answering = {
    db,
    market,
    accept: (u: string, i: string) => accept(u, i),
    decline: (u: string, i: string) => decline(u, i),
  };

  const withdraw = async (userId: string, id: string) => {
    const tick = await currentTick();
    return onContract(userId, id, 'proposer', async (tx, _written, row) => {
      mustMove(row, 'withdraw');
      await tx
        .update(contracts)
        .set({ status: CONTRACT_MOVES.withdraw.to, closedTick: tick })
        .where(eq(contracts.id, row.id));
      return 'Offer withdrawn';
    });
  };

  const end = async (userId: string, id: string) => {
    const prices = await market.prices();
    const tick = await currentTick();
    return onContract(userId, id, 'party', async (tx, written, row, me) => {
      mustMove(row, 'end');
      const asked = me === row.buyerFactoryId ? { buyerAskedEnd: true } : { sellerAskedEnd: true };
      const both = { ...{ buyerAskedEnd: row.buyerAskedEnd, sellerAskedEnd: row.sellerAskedEnd }, ...asked };
      if (!(both.buyerAskedEnd && both.sellerAskedEnd)) {
        await tx.update(contracts).set(asked).where(eq(contracts.id, row.id));
        return 'Asked to end this contract: it ends when the other side asks too';
      }
      await tx.update(contracts).set(asked).where(eq(contracts.id, row.id));
      await endActive(tx, written, row, prices, tick);
      return 'Contract ended by consent: the rest of the escrow went back to the buyer';
    });
  };

  /**
   * Ends every open contract of a factory, one a transaction (close.ts `endAllOpen`): a suspension,
   * moderation/actions.ts; a deleted account, before its factory goes. Answers how many closed.
   */
  const endAllOf = async (factoryId: string): Promise<number> =>
    endAllOpen(db, cache, factoryId, await market.prices(), await currentTick());

  const record = (factoryId: string) => recordOf(db, factoryId);

  return { list, offer, offerUnlessOpen, accept, decline, counter, withdraw, end, endAllOf, record };
}

export type ContractService = ReturnType<typeof contractService>;
