import type { Cents, ExchangeBid, GameEvent, StoredResource } from '@forgeworks/engine';
import {
  bidEscrow,
  bookAfterFills,
  concessionsLeft,
  buyerConcession,
  fillTotals,
  isBidLapsed,
  matchSell,
  placeBid,
  returnBidEscrow,
  sellIntoBidsByStandingOrders,
  settleBidder,
  settleSellIntoBids,
} from '@forgeworks/engine';
import type { BidFill } from '@forgeworks/engine';
import type { Bidding, Game } from './game.js';

/** What a world's bids have done, for the balance checks. */
export interface BidTally {
  /** Bids placed (a seat's bid taken back and placed again each turn counts each time). */
  placed: number;
  /** Units bought through bids, what bidders paid, and how many of those units standing orders sold. */
  units: number;
  paid: Cents;
  byStandingOrders: number;
  refused: number;
}

/**
 * The bids (buy orders) of a simulated world, one book shared by every seat, played by the engine's
 * rules as the server plays them (docs/adr/0014): a bid holds the bidder's cash, standing orders sell
 * into it at the tick before the market, and it lapses with its cash returned.
 */
export class BidBook {
  private bids: ExchangeBid[] = [];
  private nextId = 1;
  /** Fills and returns made in other seats' turns, for their day books (takeEvents). */
  private readonly heard = new Map<string, GameEvent[]>();
  readonly tally: BidTally = { placed: 0, units: 0, paid: 0, byStandingOrders: 0, refused: 0 };

  constructor(private readonly games: ReadonlyMap<string, Game>) {}

  private game(seat: string): Game {
    const game = this.games.get(seat);
    if (!game) throw new Error(`no seat ${seat}`);
    return game;
  }

  private tell(seat: string, events: readonly GameEvent[]): void {
    if (events.length > 0) this.heard.set(seat, [...(this.heard.get(seat) ?? []), ...events]);
  }

  openBids(seat: string, resource?: StoredResource): ExchangeBid[] {
    return this.bids.filter((b) => b.bidderId === seat && (resource === undefined || b.resource === resource));
  }

  /** Places a bid for `quantity` at `unitPrice`: answers whether the rules took it. */
  place(seat: string, resource: StoredResource, quantity: number, unitPrice: Cents): boolean {
    const game = this.game(seat);
    const marketPrice = game.market.resources[resource].sellPrice;
    const result = placeBid(
      game.state,
      { resource, quantity, unitPrice },
      { now: game.now, openBids: this.openBids(seat).length, marketPrice },
    );
    if (!result.ok) {
      this.tally.refused++;
      return false;
    }
    game.state = result.state;
    game.events.push(...result.events);
    this.tally.placed++;
    this.bids.push({
      id: `b${this.nextId++}`,
      bidderId: seat,
      resource,
      unitPrice,
      quantity,
      createdTick: game.state.tick,
      unitConcession: buyerConcession(unitPrice, marketPrice),
    });
    return true;
  }

  /** The seat's bidding on this book, for its strategy (game.ts `Bidding`). */
  seat(seat: string): Bidding {
    return {
      cancel: (resource) => this.cancel(seat, resource),
      place: (_game, resource, quantity, unitPrice) => this.place(seat, resource, quantity, unitPrice),
    };
  }

  /** Takes back the seat's open bids of `resource`, their cash returned. */
  cancel(seat: string, resource: StoredResource): void {
    for (const bid of this.openBids(seat, resource)) this.giveBack(bid);
    this.bids = this.bids.filter((b) => !(b.bidderId === seat && b.resource === resource));
  }

  /** Returns the cash of every bid whose life is over at `tick`. */
  lapse(tick: number): void {
    for (const bid of this.bids.filter((b) => isBidLapsed(b, tick))) this.giveBack(bid);
    this.bids = this.bids.filter((b) => !isBidLapsed(b, tick));
  }

  private giveBack(bid: ExchangeBid): void {
    const bidder = this.game(bid.bidderId);
    const back = returnBidEscrow(bidder.state, bid);
    bidder.state = back.state;
    this.tell(bid.bidderId, back.events);
  }

  /** A seat's standing orders into the bids before its tick (the server's batch does the same). */
  standingOrders(seat: string): void {
    if (this.bids.length === 0) return;
    const seller = this.game(seat);
    const done = sellIntoBidsByStandingOrders(seller.state, seat, this.bids, {
      now: seller.now,
      market: seller.market,
    });
    if (done.sales.length === 0) return;
    seller.state = done.state;
    seller.events.push(...done.events);
    for (const sale of done.sales) {
      this.fill(sale.resource, sale.fills);
      this.tally.byStandingOrders += fillTotals(sale.fills).quantity;
    }
  }

  /** A seat's own sale into the bids, highest first, down to `minUnitPrice`: answers the units sold. */
  sell(seat: string, resource: StoredResource, quantity: number, minUnitPrice: Cents): number {
    const seller = this.game(seat);
    const whole = Math.floor(quantity);
    if (whole <= 0 || this.bids.length === 0) return 0;
    const match = matchSell(
      this.bids,
      seat,
      { resource, quantity: whole, minUnitPrice },
      { marketPrice: seller.market.resources[resource].sellPrice, concessionsLeft: concessionsLeft(seller.state) },
    );
    const sold = settleSellIntoBids(seller.state, resource, match, { now: seller.now });
    if (!sold.ok) return 0;
    seller.state = sold.state;
    seller.events.push(...sold.events);
    this.fill(resource, match.fills);
    return fillTotals(match.fills).quantity;
  }

  private fill(resource: StoredResource, fills: readonly BidFill[]): void {
    for (const bidderId of new Set(fills.map((f) => f.bidderId))) {
      const bidder = this.game(bidderId);
      const got = settleBidder(
        bidder.state,
        resource,
        fills.filter((f) => f.bidderId === bidderId),
        { now: bidder.now },
      );
      if (!got.ok) throw new Error('a bidder always gets its units');
      bidder.state = got.state;
      this.tell(bidderId, got.events);
    }
    const totals = fillTotals(fills);
    this.tally.units += totals.quantity;
    this.tally.paid += totals.cost;
    this.bids = bookAfterFills(this.bids, fills);
  }

  /** The seat's fills and returns since it was last asked. */
  takeEvents(seat: string): GameEvent[] {
    const events = this.heard.get(seat) ?? [];
    this.heard.delete(seat);
    return events;
  }

  /** Cash held in the seat's open bids: part of its net worth. */
  escrow(seat: string): Cents {
    return this.openBids(seat).reduce((sum, b) => sum + bidEscrow(b), 0);
  }
}
