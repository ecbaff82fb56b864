import type { Player } from './game';

/** The player of the journey. */
export const PLAYER: Player = { name: 'Ada Lovelace', email: 'ada@forgeworks.test', password: 'correct-horse-battery' };
/** The player who opens the game from another machine on the network. */
export const LAN_PLAYER: Player = {
  name: 'Katherine Johnson',
  email: 'katherine@forgeworks.test',
  password: 'correct-horse-battery',
};
