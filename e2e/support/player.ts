import type { Player } from './game';

/** The player of the journey. */
export const PLAYER: Player = { name: 'Ada Lovelace', email: 'ada@forgeworks.test', password: 'correct-horse-battery' };
/** The player who opens the game from another machine on the network. */
export const LAN_PLAYER: Player = {
  name: 'Katherine Johnson',
  email: 'katherine@forgeworks.test',
  password: 'correct-horse-battery',
};

/**
 * A spec's maker of players of its own: each call a new player named `name`, at an address no
 * other call, spec (`prefix`) or run uses.
 */
export function playerMaker(prefix: string): (name: string) => Player {
  let made = 0;
  return (name) => ({
    name,
    email: `${prefix}-${++made}-${Date.now()}@forgeworks.test`,
    password: 'correct-horse-battery',
  });
}
