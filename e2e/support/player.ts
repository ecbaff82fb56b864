import type { Player } from './game';

/** The player of the journey. */
export const PLAYER: Player = { name: 'Ada Lovelace', email: 'ada@forgeworks.test', password: 'correct-horse-battery' };
