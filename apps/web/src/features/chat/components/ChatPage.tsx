import { MessagesSquare } from 'lucide-react';
import { useEffect } from 'react';
import { Card } from '@/shared/ui/Card';
import { useChatUi } from '../lib/chat-ui';
import { ChannelView } from './ChannelView';

/** The channels as a page of their own: the whole screen on a phone, where no side panel fits. */
export default function ChatPage() {
  const setPanelOpen = useChatUi((s) => s.setPanelOpen);
  // One view of the channels at a time: the page takes the panel's place.
  useEffect(() => setPanelOpen(false), [setPanelOpen]);
  return (
    <Card
      title="Channels"
      icon={<MessagesSquare aria-hidden />}
      className="flex h-[calc(100dvh-9rem)] flex-col [&>div]:flex [&>div]:min-h-0 [&>div]:flex-1 [&>div]:flex-col"
    >
      <ChannelView />
    </Card>
  );
}
