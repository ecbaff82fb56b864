import { Mail, MessagesSquare, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { focusRing } from '@/shared/ui/Button';
import { CHAT_BUTTON_ID, useChatUi } from '../lib/chat-ui';
import { useUnread } from '../lib/unread';
import { ChannelView } from './ChannelView';

/**
 * The chat beside every page on a desktop: a panel at the right, not modal (the page stays in
 * reach), closed with its button or Escape. On a phone the header's chat opens the chat page instead.
 */
export default function ChatPanel() {
  const setPanelOpen = useChatUi((s) => s.setPanelOpen);
  const { conversations } = useUnread();
  const panel = useRef<HTMLElement>(null);
  // Opened, the panel takes the focus; closed, the focus goes back to the header's button.
  useEffect(() => panel.current?.focus(), []);
  const close = () => {
    setPanelOpen(false);
    document.getElementById(CHAT_BUTTON_ID)?.focus();
  };
  return (
    <aside
      ref={panel}
      id="chat-panel"
      aria-label="Chat"
      tabIndex={-1}
      onKeyDown={(e) => e.key === 'Escape' && close()}
      className="fixed top-14 right-0 bottom-0 z-20 hidden w-96 flex-col gap-3 border-l border-line/70 bg-panel p-4 shadow-2xl shadow-black/40 outline-none lg:flex"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
          <MessagesSquare aria-hidden className="size-4 text-accent" />
          Chat
        </h2>
        <div className="flex items-center gap-1">
          <Link
            to="/game/messages"
            className={cn(
              'flex items-center gap-1 rounded-md px-2 py-1 text-sm text-accent hover:bg-raised',
              focusRing,
            )}
          >
            <Mail aria-hidden className="size-4" />
            {conversations === 0 ? 'Messages' : `Messages (${conversations} unread)`}
          </Link>
          <button
            type="button"
            aria-label="Close chat"
            onClick={close}
            className={cn('rounded-md p-1 text-ink-muted hover:bg-raised hover:text-ink', focusRing)}
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
      </div>
      <ChannelView />
    </aside>
  );
}
