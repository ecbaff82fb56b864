import type { Game } from './game.js';

export interface Strategy {
  name: string;
  /** Called once before every tick with the player's seat; `tick` is the tick about to run. */
  act(game: Game, tick: number): void;
}
