import { CHAT } from '@forgeworks/contract/chat-limits';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { Form } from '@/shared/ui/Form';
import { QueryCard } from '@/shared/ui/QueryCard';
import { SwitchField } from '@/shared/ui/SwitchField';
import { NumberField } from '@/shared/ui/TextField';
import { useChatSettings, useSetChatSettings } from '../api/operator';

/**
 * The chat switch, at run time on every server: the channels open or closed (direct messages go on
 * either way), and the slow mode. Each change is in the audit and kept across restarts.
 */
export function ChatSwitchCard({ className }: { className?: string }) {
  return (
    <QueryCard
      title="Chat switch"
      icon={<MessagesSquare aria-hidden />}
      className={className}
      query={useChatSettings()}
      texts={{ loading: 'Loading the chat switch...', error: 'Failed to load the chat switch' }}
    >
      {(data) => (
        // Set again from the server once it holds another slow mode (this or another operator changed it).
        <ChatSwitch key={data.settings.slowModeSeconds} {...data.settings} />
      )}
    </QueryCard>
  );
}

function ChatSwitch({ channelsOpen, slowModeSeconds }: { channelsOpen: boolean; slowModeSeconds: number }) {
  const set = useSetChatSettings();
  const [seconds, setSeconds] = useState(String(slowModeSeconds));
  const wanted = Number(seconds);
  const valid = seconds.trim() !== '' && Number.isInteger(wanted) && wanted >= 0 && wanted <= CHAT.SLOW_MODE_MAX_S;
  return (
    <div className="space-y-4 text-sm">
      <SwitchField
        checked={channelsOpen}
        disabled={set.isPending}
        onChange={(checked) => set.mutate({ channelsOpen: checked })}
        label={`Channels ${channelsOpen ? 'open' : 'closed'}`}
        hint="Closed, the league channels and Trade take no posts and are hidden from players; direct messages go on."
      />
      <Form
        onSubmit={() => set.mutate({ slowModeSeconds: wanted })}
        error={set.error}
        actions={
          <Button type="submit" size="sm" pending={set.isPending} disabled={!valid || wanted === slowModeSeconds}>
            Set slow mode
          </Button>
        }
      >
        <NumberField
          id="slow-mode-seconds"
          label="Slow mode, in seconds"
          hint={`A player posts once per channel in this time; 0 turns it off, ${CHAT.SLOW_MODE_MAX_S} at most. Now ${
            slowModeSeconds > 0 ? `${slowModeSeconds} seconds` : 'off'
          }.`}
          min={0}
          max={CHAT.SLOW_MODE_MAX_S}
          step={1}
          value={seconds}
          onChange={(e) => setSeconds(e.target.value)}
          problem={valid ? null : `A whole number from 0 to ${CHAT.SLOW_MODE_MAX_S}`}
        />
      </Form>
    </div>
  );
}
