import { FairPlayReportResponse } from './fair-play.js';
import {
  AdminPlayersQuery,
  AdminPlayersResponse,
  NameReportsResponse,
  OperatorAuditResponse,
  OperatorGrantBody,
  OperatorGrantResponse,
  OperatorNoteBody,
  OperatorsResponse,
  PlayerResponse,
  RenamePlayerBody,
  SuspendPlayerBody,
} from './admin.js';
import { PasswordHelpResponse, ResetLinkResponse } from './recovery.js';
import { AdminTickResponse } from './tick.js';
import { onPlayer, operator, operatorChange, type Schemas } from './endpoint-schemas.js';
import type { EndpointName } from './paths.js';

/**
 * The operator's tools (players, reports, fair play, operators, reset links) and the test hook that runs a tick:
 * their part of the endpoint table (endpoints.ts).
 */
export const operatorEndpoints = {
  adminTick: { tag: 'operations', response: AdminTickResponse, failures: [404] },
  adminPlayers: { tag: 'operator', query: AdminPlayersQuery, response: AdminPlayersResponse, failures: operator },
  renamePlayer: onPlayer(RenamePlayerBody, PlayerResponse, operator),
  suspendPlayer: {
    ...onPlayer(SuspendPlayerBody, PlayerResponse, operatorChange),
    description:
      "Ends the player's sessions, refuses their sign-in with the reason, withdraws their exchange offers (the units " +
      'go back to stock) and leaves the factory off every public board and profile; it keeps ticking.',
  },
  unsuspendPlayer: onPlayer(OperatorNoteBody, PlayerResponse, operatorChange),
  dismissNameReports: onPlayer(OperatorNoteBody, PlayerResponse, operatorChange),
  operatorAudit: { tag: 'operator', response: OperatorAuditResponse, failures: [404] },
  nameReports: { tag: 'operator', response: NameReportsResponse, failures: [404] },
  passwordHelp: { tag: 'operator', response: PasswordHelpResponse, failures: [404] },
  dismissPasswordHelp: onPlayer(OperatorNoteBody, PlayerResponse, operatorChange),
  adminFairPlay: {
    tag: 'operator',
    description:
      "The operator's fair-play report (the operator alone; 404 to anyone else): pairs of factories where value went one " +
      "way through the exchange, and trades far from the market's price, newest first, naming both factories and " +
      'whether their players signed up from one address.',
    response: FairPlayReportResponse,
    failures: [404],
  },
  listOperators: { tag: 'operator', response: OperatorsResponse, failures: [404] },
  grantOperator: {
    tag: 'operator',
    description:
      'Makes the account that signs in with this email an operator, at once on every server process, with a line in ' +
      'the audit. ADMIN_TOKEN only: an operator cannot make another (403), anyone else gets a 404. The answer names ' +
      'the account (its player, factory and sign-up time) so the holder sees whose it is.',
    body: OperatorGrantBody,
    response: OperatorGrantResponse,
    failures: [400, 403, 404],
  },
  revokeOperator: {
    tag: 'operator',
    description:
      "Ends the account's operator rights at once on every server process, with a line in the audit. ADMIN_TOKEN only.",
    body: OperatorGrantBody,
    response: OperatorGrantResponse,
    failures: [400, 403, 404],
  },
  resetLink: {
    ...onPlayer(OperatorNoteBody, ResetLinkResponse, operatorChange),
    description:
      'A one-time link that sets a new password for the player, working for an hour, for the operator to hand over ' +
      'and shown only in this answer; the audit records that it was made, never the link.',
  },
} as const satisfies Partial<Record<EndpointName, Schemas>>;
