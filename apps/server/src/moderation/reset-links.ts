import type { ResetLink } from '@forgeworks/contract';
import { makeResetToken, resetLinkTo } from '../account/recovery.js';
import type { Auth } from '../account/auth.js';
import type { Db } from '../db/database.js';
import { recordAction } from './audit.js';
import { answerPasswordHelp } from './password-help.js';

/** Who hands a link over to which player, and why. */
export interface HandOver {
  /** The operator's email, `ADMIN_TOKEN`, or the command line's name for them. */
  operator: string;
  player: { userId: string; factory: { id: string; name: string } };
  reason?: string;
}

/**
 * A link the operator hands over to a player who has no mail from this server. The audit records
 * that it was made, by whom and for whom, never the link: it is answered once, here.
 */
export async function handOverResetLink(
  deps: { db: Db; auth: Auth; publicUrl: string | null },
  { operator, player, reason }: HandOver,
): Promise<ResetLink> {
  const { token, expiresAt } = await makeResetToken(deps.auth, player.userId);
  // A link made for a player who asked for one answers the request (moderation/password-help.ts).
  await answerPasswordHelp(deps.db, player.userId);
  const until = expiresAt.toISOString();
  await recordAction(deps.db, {
    operator,
    action: 'reset-link',
    factory: player.factory,
    detail: `a link to set a new password, working once until ${until}`,
    reason,
  });
  return { ...resetLinkTo(token, deps.publicUrl), expiresAt: until };
}
