/** A contract's statuses: offered, then active, then how it closed (or why it never opened). */
export const CONTRACT_STATUSES = [
  'offered',
  'active',
  'completed',
  'defaulted',
  'declined',
  'withdrawn',
  'lapsed',
  'ended',
  'countered',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * A contract's state machine: each move, the status it leaves and the one it takes. Its players
 * answer an offer (accept, decline, withdraw, or counter it: the offer ends and a new one with the
 * counterparty's terms goes back to its proposer) and end an active contract by consent (a suspension or
 * a deleted account ends it too); the tick lapses an offer unanswered, and completes or defaults an
 * active contract (settle.ts). Every other status is final.
 */
export const CONTRACT_MOVES = {
  accept: { from: 'offered', to: 'active' },
  decline: { from: 'offered', to: 'declined' },
  withdraw: { from: 'offered', to: 'withdrawn' },
  counter: { from: 'offered', to: 'countered' },
  lapse: { from: 'offered', to: 'lapsed' },
  complete: { from: 'active', to: 'completed' },
  default: { from: 'active', to: 'defaulted' },
  end: { from: 'active', to: 'ended' },
} as const satisfies Record<string, { from: ContractStatus; to: ContractStatus }>;

export type ContractMove = keyof typeof CONTRACT_MOVES;

/** The statuses of an open contract: offered and awaiting its answer, or active. `CONTRACTS.MAX_OPEN` bounds them. */
export const OPEN_CONTRACT_STATUSES = [CONTRACT_MOVES.accept.from, CONTRACT_MOVES.accept.to] as const;

/** Why `move` cannot be made on a contract now `status`, in the player's words; null when it can. */
export const moveProblem = (status: string, move: ContractMove): string | null =>
  status === CONTRACT_MOVES[move].from ? null : `This contract is ${status}`;
