import { z } from 'zod';
import { success } from './envelope.js';
import { Money } from './factory.js';
import { DisplayName, EMAIL_MAX_LENGTH } from './fields.js';

/**
 * The operator's routes (/api/admin/…): the operator's token (ADMIN_TOKEN) or the session of an
 * account granted operator rights; anyone else gets the 404 of a path that does not exist.
 */

/**
 * What the operator is shown beside a player: suspended; others reported the factory's name; more
 * than one account signed up from the player's address; the factory is in a pair the fair-play
 * report marks one-way (docs/security.md, "Fair play").
 */
export const PlayerFlag = z.enum(['suspended', 'name-reported', 'shared-address', 'one-way-flow']);
export type PlayerFlag = z.infer<typeof PlayerFlag>;

/**
 * GET /api/admin/players?search=: part of a player's name, their factory's, or their email, or a
 * factory's whole id (the fair-play report finds its factories so); none for the newest.
 */
export const AdminPlayersQuery = z
  .object({
    search: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH)
      .refine((search) => !search.includes('\0'), 'must not contain a NUL character')
      .default(''),
  })
  .strict();

export const AdminPlayer = z.object({
  factoryId: z.string(),
  playerName: z.string(),
  factoryName: z.string(),
  /** Its last names, newest first: a rename is no disguise. */
  formerNames: z.array(z.string()),
  email: z.string(),
  signedUpAt: z.string(),
  /** As of the factory's last tick or action. */
  netWorth: Money,
  flags: z.array(PlayerFlag),
  suspension: z.object({ reason: z.string(), suspendedAt: z.string() }).nullable(),
  /** Open reports of its name. */
  nameReports: z.number().int(),
  /** Accounts signed up from the player's address (kept as a keyed hash), theirs included; 0 when unknown. */
  accountsAtSignUpAddress: z.number().int(),
});
export type AdminPlayer = z.infer<typeof AdminPlayer>;
/** At most ADMIN_PLAYERS_LIMIT players, newest first. */
export const AdminPlayersResponse = success(z.object({ players: z.array(AdminPlayer) }));
export const ADMIN_PLAYERS_LIMIT = 50;

export const AdminFactoryParams = z.object({ factoryId: z.uuid() });

/** POST /api/admin/players/:factoryId/rename: the factory's new name, and the player's too if given. */
export const RenamePlayerBody = z.object({ name: DisplayName, playerName: DisplayName.optional() }).strict();
export type RenamePlayerBody = z.infer<typeof RenamePlayerBody>;

export const SUSPENSION_REASON_MAX_LENGTH = 500;
/** Why, as the player is told when they try to sign in, and as the audit keeps it. */
const Reason = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(SUSPENSION_REASON_MAX_LENGTH, `must be at most ${SUSPENSION_REASON_MAX_LENGTH} characters`);

/** POST /api/admin/players/:factoryId/suspend. */
export const SuspendPlayerBody = z.object({ reason: Reason }).strict();
export type SuspendPlayerBody = z.infer<typeof SuspendPlayerBody>;
/** POST …/unsuspend and …/dismiss-name-reports: a reason is optional, and so is the body. */
export const OperatorNoteBody = z.object({ reason: Reason.optional() }).strict().nullish();
export type OperatorNoteBody = z.infer<typeof OperatorNoteBody>;

export const PlayerResponse = success(z.object({ player: AdminPlayer }));

export const OperatorActionKind = z.enum([
  'rename',
  'suspend',
  'unsuspend',
  'dismiss-name-reports',
  'grant-operator',
  'revoke-operator',
  'reset-link',
  'dismiss-password-help',
  // Chat (routes/admin-chat.ts).
  'delete-message',
  'mute',
  'unmute',
  // The server as a whole: no factory (routes/admin.ts, routes/admin-chat.ts).
  'tick',
  'chat-settings',
]);
export type OperatorActionKind = z.infer<typeof OperatorActionKind>;

/** One line of the audit: who acted, what they did to which factory (none for the server's own), why and when. */
export const OperatorAction = z.object({
  id: z.number().int(),
  /** The operator's email, or `ADMIN_TOKEN` for a script. */
  operator: z.string(),
  action: OperatorActionKind,
  factoryId: z.string().nullable(),
  /** As it was named when the action was taken. */
  factoryName: z.string().nullable(),
  detail: z.string(),
  reason: z.string(),
  at: z.string(),
});
export type OperatorAction = z.infer<typeof OperatorAction>;
export const OPERATOR_AUDIT_LIMIT = 100;
/** GET /api/admin/audit: the latest operator actions, newest first. */
export const OperatorAuditResponse = success(z.object({ actions: z.array(OperatorAction) }));

/** Why a player reports a name: what they found wrong with it. */
export const NAME_REPORT_REASONS = ['OFFENSIVE', 'IMPERSONATION', 'ADVERTISING', 'OTHER'] as const;
export const NameReportReason = z.enum(NAME_REPORT_REASONS, {
  error: 'reason must be OFFENSIVE, IMPERSONATION, ADVERTISING or OTHER',
});
export type NameReportReason = z.infer<typeof NameReportReason>;
/** What a note to the operator may hold, in characters. */
export const NAME_REPORT_NOTE_MAX = 200;
/** POST /api/factories/:id/report-name: the reason, and the reporter's words when it is OTHER. */
export const ReportNameBody = z
  .object({
    reason: NameReportReason,
    note: z
      .string()
      .trim()
      .max(NAME_REPORT_NOTE_MAX, `note must be at most ${NAME_REPORT_NOTE_MAX} characters`)
      .optional(),
  })
  .refine((b) => b.reason !== 'OTHER' || (b.note ?? '').length > 0, {
    message: 'Say what is wrong with the name when the reason is OTHER',
    path: ['note'],
  });
export type ReportNameBody = z.infer<typeof ReportNameBody>;

/** A factory whose name players reported, with the reports still open. */
export const NameReport = z.object({
  factoryId: z.string(),
  factoryName: z.string(),
  /** Its last names, newest first: a rename is no disguise. */
  formerNames: z.array(z.string()),
  playerName: z.string(),
  reports: z.number().int(),
  lastReportedAt: z.string(),
  /** The open reports' reasons, newest first: why the players reported the name. */
  reasons: z.array(z.object({ reason: NameReportReason, note: z.string().nullable(), reportedAt: z.string() })),
});
export type NameReport = z.infer<typeof NameReport>;
/** GET /api/admin/name-reports: the factories with open reports, the most recently reported first. */
export const NameReportsResponse = success(z.object({ reports: z.array(NameReport) }));

/** POST /api/factories/:id/report-name: a player reports another factory's or its owner's name. */
export const ReportNameResponse = success(z.object({ reported: z.literal(true) }));

/**
 * An account with operator rights, or one just granted or revoked (`grantedBy` null then): who
 * signed up with the email and when, so the server's holder sees whose account it is before trusting it.
 */
export const OperatorAccount = z.object({
  email: z.string(),
  playerName: z.string(),
  factoryId: z.string(),
  factoryName: z.string(),
  signedUpAt: z.string(),
  /** `ADMIN_TOKEN`, the command line's user, or the one-time carry-over of OPERATOR_EMAILS. */
  grantedBy: z.string().nullable(),
  grantedAt: z.string().nullable(),
});
export type OperatorAccount = z.infer<typeof OperatorAccount>;
/** GET /api/admin/operators: every account with operator rights, the earliest granted first. */
export const OperatorsResponse = success(z.object({ operators: z.array(OperatorAccount) }));

/**
 * POST /api/admin/operators/grant and …/revoke, with ADMIN_TOKEN only (an operator's session cannot
 * make another): the player's account by the email it signs in with.
 */
export const OperatorGrantBody = z
  .object({ email: z.string().trim().min(1, 'is required').max(EMAIL_MAX_LENGTH) })
  .strict();
export type OperatorGrantBody = z.infer<typeof OperatorGrantBody>;
/** `changed` false: it already was (or was not) an operator, and nothing was written. */
export const OperatorGrantResponse = success(z.object({ changed: z.boolean(), operator: OperatorAccount }));
