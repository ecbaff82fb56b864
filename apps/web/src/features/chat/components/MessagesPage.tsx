import { Mail } from 'lucide-react';
import { useParams } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { Card } from '@/shared/ui/Card';
import { CardEmpty } from '@/shared/ui/CardState';
import { ConversationsCard } from './ConversationsCard';
import { ConversationView } from './ConversationView';
import { BlockedCard, FriendsCard } from './FriendsCard';

/**
 * Direct messages: the conversations, friends and blocked factories beside the conversation open
 * (/game/messages/:factoryId). On a phone the open conversation takes the screen, with a way back.
 */
export default function MessagesPage() {
  const { factoryId } = useParams();
  const open = factoryId !== undefined;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
      <div className={cn('space-y-4 lg:col-span-4', open && 'hidden lg:block')}>
        <ConversationsCard />
        <FriendsCard />
        <BlockedCard />
      </div>
      {open ? (
        <ConversationView key={factoryId} factoryId={factoryId} className="lg:col-span-8" />
      ) : (
        <Card title="Conversation" icon={<Mail aria-hidden />} className="hidden lg:col-span-8 lg:block">
          <CardEmpty text="Pick a conversation, or message a friend." />
        </Card>
      )}
    </div>
  );
}
