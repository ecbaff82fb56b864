import type { Cents, ExchangeOffer, GameEvent, StoredResource } from '@forgeworks/engine';
import {
  concessionsLeft,
  fillTotals,
  isExpired,
  listOffer,
  matchBuy,
  returnEscrow,
  sellerConcession,
  settleBuyer,
  settleSeller,
} from '@forgeworks/engine';
import { BidBook } from './bid-book.js';
import type { Game } from './game.js';

/** What a world's exchange has done, for the balance checks. */
export interface ExchangeTally {
  listed: number;
  /** Units bought, what buyers paid and what sellers received (paid less the fees). */
  units: number;
  paid: Cents;
  received: Cents;
  fees: Cents;
  /** Buys the buyer's fair-play allowance held back, and listings it refused. */
  heldBack: number;
  refusedListings: number;
  /** What buyers and sellers conceded (above or below the market's price), in all. */
  conceded: Cents;
}

/**
 * The player exchange in a simulated world: one book shared by every seat, played by the engine's
 * own rules (listing, matching, fair play, settlement), as the server plays them in one transaction.
 */
export class Exchange {
  private offers: ExchangeOffer[] = [];
  private nextId = 1;
  /** Sellers' sales made in other seats' turns, for their day books (takeEvents). */
  private readonly sold = new Map<string, GameEvent[]>();
  readonly tally: ExchangeTally = {
    listed: 0,
    units: 0,
    paid: 0,
    received: 0,
    fees: 0,
    heldBack: 0,
    refusedListings: 0,
    conceded: 0,
  };

  /** The bids beside the offers (issue 48): one book of buy orders shared by every seat. */
  readonly bids: BidBook;

  constructor(private readonly games: ReadonlyMap<string, Game>) {
    this.bids = new BidBook(games);
  }

  private game(seat: string): Game {
    const game = this.games.get(seat);
    if (!game) throw new Error(`no seat ${seat}`);
    return game;
  }

  openOffers(seat: string, resource?: StoredResource): ExchangeOffer[] {
    return this.offers.filter((o) => o.sellerId === seat && (resource === undefined || o.resource === resource));
  }

  /** Units of `resource` offered below `maxUnitPrice`, by others than `seat`. */
  offered(seat: string, resource: StoredResource, maxUnitPrice: Cents): number {
    return this.offers
      .filter((o) => o.sellerId !== seat && o.resource === resource && o.unitPrice <= maxUnitPrice)
      .reduce((sum, o) => sum + o.quantity, 0);
  }

  list(seat: string, resource: StoredResource, quantity: number, unitPrice: Cents): boolean {
    const game = this.game(seat);
    const marketPrice = game.market.resources[resource].sellPrice;
    const result = listOffer(
      game.state,
      { resource, quantity, unitPrice },
      { now: game.now, openOffers: this.openOffers(seat).length, marketPrice },
    );
    if (!result.ok) {
      this.tally.refusedListings++;
      return false;
    }
    game.state = result.state;
    const unitConcession = sellerConcession(unitPrice, marketPrice);
    this.tally.conceded += quantity * unitConcession;
    this.tally.listed += quantity;
    this.offers.push({
      id: `x${this.nextId++}`,
      sellerId: seat,
      resource,
      unitPrice,
      quantity,
      createdTick: game.state.tick,
      unitConcession,
    });
    return true;
  }

  /** Buys up to `quantity` at or below `maxUnitPrice`: answers the units bought. */
  buy(seat: string, resource: StoredResource, quantity: number, maxUnitPrice: Cents): number {
    const buyer = this.game(seat);
    const marketPrice = buyer.market.resources[resource].sellPrice;
    const match = matchBuy(
      this.offers,
      seat,
      { resource, quantity, maxUnitPrice },
      { marketPrice, concessionsLeft: concessionsLeft(buyer.state) },
    );
    if (match.heldBack) this.tally.heldBack++;
    const bought = settleBuyer(buyer.state, resource, match, { now: buyer.now });
    if (!bought.ok) return 0;
    buyer.state = bought.state;
    buyer.events.push(...bought.events);
    const sellers = new Set(match.fills.map((f) => f.sellerId));
    for (const id of sellers) {
      const seller = this.game(id);
      const theirs = match.fills.filter((f) => f.sellerId === id);
      const paid = settleSeller(seller.state, resource, theirs, { now: seller.now });
      if (!paid.ok) throw new Error('a seller is always paid');
      seller.state = paid.state;
      this.sold.set(id, [...(this.sold.get(id) ?? []), ...paid.events]);
    }
    const totals = fillTotals(match.fills);
    for (const fill of match.fills) {
      const offer = this.offers.find((o) => o.id === fill.offerId)!;
      offer.quantity -= fill.quantity;
      this.tally.conceded += fill.concession;
    }
    this.offers = this.offers.filter((o) => o.quantity > 0);
    this.tally.units += totals.quantity;
    this.tally.paid += totals.cost;
    this.tally.received += totals.cost - totals.fees;
    this.tally.fees += totals.fees;
    return totals.quantity;
  }

  /** Returns what is left of every offer whose life is over at `tick` to its seller. */
  expire(tick: number): void {
    for (const offer of this.offers.filter((o) => isExpired(o, tick))) this.giveBack(offer);
    this.offers = this.offers.filter((o) => !isExpired(o, tick));
  }

  cancel(seat: string, resource: StoredResource): void {
    for (const offer of this.openOffers(seat, resource)) this.giveBack(offer);
    this.offers = this.offers.filter((o) => !(o.sellerId === seat && o.resource === resource));
  }

  private giveBack(offer: ExchangeOffer): void {
    const seller = this.game(offer.sellerId);
    seller.state = returnEscrow(seller.state, offer);
    this.tally.conceded -= offer.quantity * offer.unitConcession;
  }

  /** The seat's sales on the exchange since it was last asked. */
  takeEvents(seat: string): GameEvent[] {
    const events = this.sold.get(seat) ?? [];
    this.sold.delete(seat);
    return events;
  }

  /** Units held in open offers, by resource: part of the world's stock. */
  escrow(seat: string): Partial<Record<StoredResource, number>> {
    const held: Partial<Record<StoredResource, number>> = {};
    for (const o of this.openOffers(seat)) held[o.resource] = (held[o.resource] ?? 0) + o.quantity;
    return held;
  }
}
