import type { Game } from './game.js';

export interface Strategy {
  name: string;
  /** Called once before every tick with the player's seat; `tick` is the tick about to run. */
  act(game: Game, tick: number): void;
  /**
   * The same player, coming `phase` (0 to 1) of its round later than the strategy's own hour: players
   * who come back at set times do not all come at the same one. Strategies without a round lack it.
   */
  at?(phase: number): Strategy;
}
