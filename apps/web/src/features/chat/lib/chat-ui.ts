import type { ChannelId } from '@forgeworks/contract';
import { create } from 'zustand';

/**
 * What of the chat the player has in front of them: the side panel (desktop) and its channel, and the
 * conversation open on the Messages page. A message arriving where the player is looking is not unread.
 */
interface ChatUi {
  panelOpen: boolean;
  channel: ChannelId | null;
  /** The channel or conversation on screen now (panel, chat page or Messages), for the unread counts. */
  viewing: string | null;
  setPanelOpen: (open: boolean) => void;
  setChannel: (channel: ChannelId) => void;
  setViewing: (key: string | null) => void;
}

export const useChatUi = create<ChatUi>((set) => ({
  panelOpen: false,
  channel: null,
  viewing: null,
  setPanelOpen: (panelOpen) => set({ panelOpen }),
  setChannel: (channel) => set({ channel }),
  setViewing: (viewing) => set({ viewing }),
}));

/** The key `viewing` holds for a conversation. */
export const conversationView = (factoryId: string) => `direct:${factoryId}`;

/** The header's chat button, where the focus returns when the panel closes. */
export const CHAT_BUTTON_ID = 'chat-button';
