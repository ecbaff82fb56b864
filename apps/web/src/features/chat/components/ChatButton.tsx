import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { focusRing } from '@/shared/ui/Button';
import { CHAT_BUTTON_ID, useChatUi } from '../lib/chat-ui';
import { useUnread } from '../lib/unread';
import { CountBadge } from './UnreadBadge';

const buttonClass = cn(
  'relative size-9 place-items-center rounded-md text-slate-300 hover:bg-raised hover:text-ink',
  focusRing,
);

/** The header's chat: unread counted on it; the side panel on a desktop, the chat page on a phone. */
export function ChatButton() {
  const { channels, conversations } = useUnread();
  const unread = channels + conversations;
  const open = useChatUi((s) => s.panelOpen);
  const setOpen = useChatUi((s) => s.setPanelOpen);
  const label = unread === 0 ? 'Chat' : `Chat, ${unread} unread`;
  const badge = <CountBadge count={unread} className="absolute -top-0.5 -right-0.5" />;
  return (
    <>
      <button
        id={CHAT_BUTTON_ID}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls="chat-panel"
        onClick={() => setOpen(!open)}
        className={cn(buttonClass, 'hidden lg:grid', open && 'bg-raised text-ink')}
      >
        <MessagesSquare aria-hidden className="size-5" />
        {badge}
      </button>
      <Link to="/game/chat" aria-label={label} className={cn(buttonClass, 'grid lg:hidden')}>
        <MessagesSquare aria-hidden className="size-5" />
        {badge}
      </Link>
    </>
  );
}
