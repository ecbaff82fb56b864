import { CHAT } from '@forgeworks/contract/chat-limits';
import { SendHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { messageOf } from '@/shared/lib/api';
import { cn } from '@/shared/lib/cn';
import { Button, focusRing } from '@/shared/ui/Button';
import { FormError } from '@/shared/ui/FormError';

export interface ComposerProps {
  /** What the field is called: "Message to Trade", "Message to Acme Steel". */
  label: string;
  send: (text: string) => Promise<unknown>;
  pending: boolean;
  /** Why the player cannot write here (muted…), shown instead of the field. */
  closed?: string | null;
}

/** The field a message is written in: Enter sends, Shift+Enter starts a new line; at most 500 characters. */
export function Composer({ label, send, pending, closed }: ComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (closed) return <p className="rounded-md border border-line/70 bg-page p-2 text-sm text-ink-muted">{closed}</p>;
  const submit = async () => {
    if (text.trim() === '' || pending) return;
    try {
      await send(text.trim());
      setText('');
      setProblem(null);
    } catch (error) {
      setProblem(messageOf(error, 'The message was not sent: try again'));
    }
  };
  return (
    <form
      className="space-y-1"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          rows={2}
          value={text}
          maxLength={CHAT.TEXT_MAX_LENGTH}
          placeholder={label}
          aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void submit();
            }
          }}
          className={cn(
            'min-h-10 flex-1 resize-none rounded-md border border-line bg-page px-3 py-2 text-sm text-ink placeholder:text-slate-400',
            focusRing,
          )}
        />
        <Button
          type="submit"
          pending={pending}
          disabled={text.trim() === ''}
          icon={<SendHorizontal aria-hidden className="size-4" />}
        >
          Send
        </Button>
      </div>
      <p id={`${id}-count`} className="text-right text-xs text-ink-muted tabular-nums">
        {`${text.length}/${CHAT.TEXT_MAX_LENGTH}`}
      </p>
      {problem && <FormError id={`${id}-problem`} message={problem} />}
    </form>
  );
}
