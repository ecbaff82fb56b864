import type { NotificationKind } from '@forgeworks/contract';

/** The kinds a player can pick, in the order the settings list them, in the player's words. */
export const NOTIFICATION_KINDS: Record<NotificationKind, { label: string; hint: string }> = {
  breakdown: { label: 'Machines down', hint: 'A breakdown automatic maintenance could not repair' },
  cash: { label: 'Cash', hint: 'Cash about to run out, or a loan taken' },
  exchange: { label: 'Exchange offers and bids', hint: 'An offer of yours expired, or a bid lapsed' },
  sale: { label: 'Sales', hint: 'Another player bought from an offer of yours' },
  'bid-fills': { label: 'Bids filled', hint: 'Another player sold into a bid of yours' },
  challenge: { label: 'Daily challenge', hint: 'Completed, or about to end unfinished' },
  leaderboard: { label: 'Leaderboard', hint: 'Another factory passed yours' },
  // Contracts (issue 36).
  'contract-offers': { label: 'Contract offers', hint: 'Another player offers you a contract' },
  'contract-answers': { label: 'Contract answers', hint: 'An offer of yours accepted or declined' },
  'contract-deliveries': { label: 'Contract deliveries', hint: 'A tick delivered goods of a contract of yours' },
  'contract-outcomes': {
    label: 'Contracts kept or broken',
    hint: 'A contract of yours completed or defaulted, or an instalment missed',
  },
  'contract-due': { label: 'Contracts due', hint: 'Due within the hour, more than the seller can deliver in time' },
  message: { label: 'Messages', hint: 'A direct message while you are away' },
};

export const ALL_KINDS = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];
