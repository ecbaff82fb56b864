import type { ChatSettings, ChatSettingsBody } from '@forgeworks/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { chatSettings } from '../db/schema.js';
import { recordAction } from '../moderation/audit.js';

/**
 * The operator's chat switch at run time (routes/admin-chat.ts): the channels open or closed, and
 * the slow mode. Kept in the database, so it holds on every process as soon as it is written (each
 * post reads it) and across restarts; until the operator first sets it, the channels are as
 * CHAT_CHANNELS says (`starting`), with no slow mode.
 */
export async function readChatSettings(db: Db | Tx, starting: boolean): Promise<ChatSettings> {
  const [row] = await db
    .select({ channelsOpen: chatSettings.channelsOpen, slowModeSeconds: chatSettings.slowModeSeconds })
    .from(chatSettings)
    .where(eq(chatSettings.id, 1));
  return row ?? { channelsOpen: starting, slowModeSeconds: 0 };
}

const described = (s: ChatSettings) =>
  `channels ${s.channelsOpen ? 'open' : 'closed'}, slow mode ${s.slowModeSeconds > 0 ? `${s.slowModeSeconds} s` : 'off'}`;

/** Sets what `change` gives (the rest kept), in the audit with what it was; two operators at once apply in turn. */
export async function changeChatSettings(
  db: Db,
  operator: string,
  change: ChatSettingsBody,
  starting: boolean,
): Promise<ChatSettings> {
  return db.transaction(async (tx) => {
    await tx.insert(chatSettings).values({ id: 1, channelsOpen: starting }).onConflictDoNothing();
    const [before] = await tx
      .select({ channelsOpen: chatSettings.channelsOpen, slowModeSeconds: chatSettings.slowModeSeconds })
      .from(chatSettings)
      .where(eq(chatSettings.id, 1))
      .for('update');
    const after: ChatSettings = {
      channelsOpen: change.channelsOpen ?? before!.channelsOpen,
      slowModeSeconds: change.slowModeSeconds ?? before!.slowModeSeconds,
    };
    await tx
      .update(chatSettings)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(chatSettings.id, 1));
    await recordAction(tx, {
      operator,
      action: 'chat-settings',
      factory: null,
      detail: `${described(after)} (was ${described(before!)})`,
    });
    return after;
  });
}
