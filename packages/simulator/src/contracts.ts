import type { Cents, Contract, GameEvent, StoredResource } from '@forgeworks/engine';
import { acceptContract, isRefused, ownUse, settleContractTick } from '@forgeworks/engine';
import type { Dealing } from './dealing.js';
import { ASK_EVERY_TICKS, contractToOffer, dealingOf } from './dealing.js';
import type { Game } from './game.js';
import type { Seat } from './world.js';

/** What a world's contracts have done, for the balance notes. */
export interface ContractTally {
  offered: number;
  accepted: number;
  /** Of those accepted, the ones in instalments, and their instalments missed. */
  inInstalments: number;
  missed: number;
  completed: number;
  defaulted: number;
  /** Units delivered and what the buyers paid for them. */
  units: number;
  paid: Cents;
  penalties: Cents;
}

interface Held {
  buyer: string;
  seller: string;
  contract: Contract;
}

/**
 * Contracts in a simulated world, played by the engine's rules as the server plays them: buyers
 * (the seats whose dealing buys) offer producers a contract for two hours of their inputs at the
 * market's price (in instalments when the producer declines it whole), each producer answers by its
 * own dealing, and every tick settles them all before any seat's turn (before its standing orders sell).
 */
export class ContractDesk {
  private held: Held[] = [];
  private readonly dealings: Map<string, Dealing>;
  private readonly events = new Map<string, GameEvent[]>();
  /** Where each resource's search for a seller goes on from, so offers spread over the producers. */
  private readonly next = new Map<StoredResource, number>();
  readonly tally: ContractTally = {
    offered: 0,
    accepted: 0,
    inInstalments: 0,
    missed: 0,
    completed: 0,
    defaulted: 0,
    units: 0,
    paid: 0,
    penalties: 0,
  };

  constructor(
    private readonly seats: readonly Seat[],
    private readonly games: readonly Game[],
  ) {
    this.dealings = new Map(seats.map((s) => [s.name, dealingOf(s.strategy.name)]));
  }

  private game(seat: string): Game {
    return this.games[this.seats.findIndex((s) => s.name === seat)]!;
  }

  private tell(seat: string, events: readonly GameEvent[]) {
    if (events.length > 0) this.events.set(seat, [...(this.events.get(seat) ?? []), ...events]);
  }

  /** Before tick `tick` (at `now`): every contract delivers, completes or defaults; then the buyers offer. */
  settle(tick: number, now: number, joined: (seat: Seat) => boolean): void {
    const still: Held[] = [];
    for (const h of this.held) {
      const [buyer, seller] = [this.game(h.buyer), this.game(h.seller)];
      const done = settleContractTick(buyer.state, seller.state, h.contract, { tick, now });
      buyer.state = done.buyer;
      seller.state = done.seller;
      this.tell(h.buyer, done.buyerEvents);
      this.tell(h.seller, done.sellerEvents);
      this.tally.units += done.delivery.quantity;
      this.tally.paid += done.delivery.gross;
      this.tally.penalties += done.penalty;
      if (done.miss) this.tally.missed++;
      if (done.outcome === 'completed') this.tally.completed++;
      else if (done.outcome === 'defaulted') this.tally.defaulted++;
      else still.push({ ...h, contract: done.contract });
    }
    this.held = still;
    if (tick % ASK_EVERY_TICKS !== 0) return;
    this.seats.forEach((seat, i) => {
      if (!joined(seat)) return;
      for (const resource of this.dealings.get(seat.name)!.buys)
        this.ask(seat.name, this.games[i]!, resource, tick, joined);
    });
  }

  /** A buyer with no contract open for `resource` offers the next producer that sells it (dealing.ts `contractToOffer`). */
  private ask(seat: string, game: Game, resource: StoredResource, tick: number, joined: (s: Seat) => boolean): void {
    if (this.held.some((h) => h.buyer === seat && h.contract.resource === resource)) return;
    if (ownUse(game.state, resource) <= 0) return;
    const sellers = this.seats.filter(
      (s) => s.name !== seat && joined(s) && this.dealings.get(s.name)!.sells.includes(resource),
    );
    if (sellers.length === 0) return;
    const start = this.next.get(resource) ?? 0;
    const seller = sellers[start % sellers.length]!;
    this.next.set(resource, start + 1);
    const producer = this.game(seller.name);
    const marketPrice = game.market.resources[resource].sellPrice;
    const { terms, offered } = contractToOffer(game.state, producer.state, resource, marketPrice, {
      buyer: this.dealings.get(seat)!,
      producer: this.dealings.get(seller.name)!,
    });
    this.tally.offered += offered;
    if (!terms) return;
    const done = acceptContract(game.state, producer.state, terms, { marketPrice, acceptor: 'seller', tick });
    if (isRefused(done)) return;
    game.state = done.buyer;
    producer.state = done.seller;
    this.tell(seat, done.buyerEvents);
    this.held.push({ buyer: seat, seller: seller.name, contract: done.contract });
    this.tally.accepted++;
    if (done.contract.instalments > 1) this.tally.inInstalments++;
  }

  /** The seat's money and goods moved by contracts since it was last asked, for its day book. */
  takeEvents(seat: string): GameEvent[] {
    const events = this.events.get(seat) ?? [];
    this.events.delete(seat);
    return events;
  }

  /** The cash its contracts hold of the seat's payments: still its own. */
  escrow(seat: string): Cents {
    return this.held.filter((h) => h.buyer === seat).reduce((sum, h) => sum + h.contract.escrow, 0);
  }
}
