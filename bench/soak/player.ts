/**
 * One simulated player over HTTP: signs up, then takes turns. A turn reads the factory, its
 * workers and the market as the web client does, lets the player's strategy decide on that
 * view (the simulator's own strategies, unchanged), and sends each move through the API.
 */
import type { Factory, MarketPrice, Worker } from '@forgeworks/contract';
import type { Strategy } from '@forgeworks/simulator';
import type { RequestLog } from './requests.js';
import { marketFromApi, RecordingGame, stateFromApi } from './seat.js';

export interface Server {
  index: number;
  base: string;
}

export class Player {
  private token: string | null = null;
  private turn = 0;

  constructor(
    readonly id: number,
    readonly strategy: Strategy,
    private readonly server: Server,
    private readonly log: RequestLog,
  ) {}

  private call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    return this.log.call<T>(this.server.base, this.server.index, method, path, this.token, body);
  }

  /** Signs up and opens the factory, as the web client does next: the factory is made then. */
  async signUp(runId: string): Promise<boolean> {
    const account = await this.call<{ token: string }>('POST', '/api/auth/register', {
      email: `soak-${runId}-${this.id}@bench.test`,
      password: `soak-password-${runId}`,
      name: `Soak ${this.id}`,
    });
    this.token = account?.token ?? null;
    return this.token !== null && (await this.call<Factory>('GET', '/api/factory/my-factory')) !== null;
  }

  async takeTurn(): Promise<void> {
    const [factory, workers, prices] = await Promise.all([
      this.call<Factory>('GET', '/api/factory/my-factory'),
      this.call<Worker[]>('GET', '/api/workers'),
      this.call<MarketPrice[]>('GET', '/api/market/prices'),
    ]);
    if (!factory || !workers || !prices) return;
    const game = new RecordingGame(stateFromApi(factory, workers), marketFromApi(prices), Date.now());
    this.strategy.act(game, ++this.turn);
    await this.send(game, new Set(factory.machines.map((m) => m.id)));
  }

  /**
   * Sends the moves in order. A machine the strategy built locally gets its id from the server's
   * answer; at the first refusal the rest of the turn is dropped, as the player's view was stale.
   */
  private async send(game: RecordingGame, known: Set<string>): Promise<void> {
    const ids = new Map<string, string>();
    const real = (value: unknown) => (typeof value === 'string' ? (ids.get(value) ?? value) : value);
    for (const move of game.moves) {
      const body = Object.fromEntries(Object.entries(move.body).map(([k, v]) => [k, real(v)]));
      if (move.path === '/api/factory/update-machine-capacities') {
        const capacities = move.body.machineCapacities as Record<string, number>;
        body.machineCapacities = Object.fromEntries(Object.entries(capacities).map(([k, v]) => [real(k), v]));
      }
      const answer = await this.call<Factory | { factory: Factory }>('POST', move.path, body);
      if (!answer) return;
      const factory = 'factory' in answer ? answer.factory : answer;
      if (move.builds) {
        const built = factory.machines.find((m) => !known.has(m.id));
        if (built) ids.set(move.builds, built.id);
      }
      for (const m of factory.machines) known.add(m.id);
    }
  }
}
