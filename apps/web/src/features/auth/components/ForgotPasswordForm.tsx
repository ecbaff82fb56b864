import { EMAIL_MAX_LENGTH, PASSWORD_HELP_NOTE_MAX } from '@forgeworks/contract/field-limits';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/Button';
import { FormError } from '@/shared/ui/FormError';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { useAskOperator, useRecovery, useRequestReset } from '../api/recovery';
import { GateLink } from './GateLink';

/**
 * "Forgot password?": the player's address, to which the server mails a link that sets a new
 * password; on a server that sends no mail, who can make them one instead (its operator), how to
 * reach them, and a request they see.
 */
export function ForgotPasswordForm() {
  const recovery = useRecovery();
  return (
    <section className="space-y-4" aria-labelledby="auth-heading">
      <h2 id="auth-heading" className="text-lg font-semibold text-ink">
        Forgot your password?
      </h2>
      {recovery.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Loading...
        </p>
      ) : recovery.isError ? (
        <FormError message={recovery.error.message} />
      ) : recovery.data.byMail ? (
        <>
          <MailForm />
          <LostMailbox contact={recovery.data.operatorContact} />
        </>
      ) : (
        <AskTheOperator contact={recovery.data.operatorContact} />
      )}
      <p className="text-center text-sm">
        <GateLink hash="#/sign-in">Back to sign in</GateLink>
      </p>
    </section>
  );
}

/** The account's address, as both ways of asking for a link take it. */
function EmailField(props: { id: string; label: string; value: string; onChange: (email: string) => void }) {
  return (
    <TextField
      id={props.id}
      label={props.label}
      type="email"
      autoComplete="email"
      inputMode="email"
      maxLength={EMAIL_MAX_LENGTH}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

function MailForm() {
  const request = useRequestReset();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim());
  };
  if (request.isSuccess)
    return (
      <div role="status" className="space-y-3 rounded-md border border-emerald-500/40 bg-emerald-500/10 p-3 text-sm">
        <p className="flex items-center gap-2 font-medium text-emerald-200">
          <MailCheck aria-hidden className="size-4 shrink-0" />
          Check your mail
        </p>
        <p className="text-slate-200">
          If an account uses <span className="font-medium break-all text-ink">{email.trim()}</span>, a link to set a new
          password is on its way. It works once, for an hour.
        </p>
        <p className="text-ink-muted">Nothing after a few minutes? Look in your spam folder, or ask again.</p>
        <Button variant="secondary" size="sm" onClick={() => request.reset()}>
          Ask again
        </Button>
      </div>
    );
  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-300">
        Enter your account&apos;s email: we&apos;ll send you a link to set a new password.
      </p>
      <EmailField id="email" label="Email" value={email} onChange={setEmail} />
      {request.isError && <FormError message={request.error.message} />}
      <Button type="submit" className="w-full" pending={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send link'}
      </Button>
    </form>
  );
}

/** With mail, a player who lost the mailbox may still ask the operator. */
function LostMailbox({ contact }: { contact: string | null }) {
  const [open, setOpen] = useState(false);
  if (open) return <AskTheOperator contact={contact} lostMailbox />;
  return (
    <p className="text-center text-sm">
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        No longer have that mailbox? Ask the operator
      </Button>
    </p>
  );
}

/**
 * Without mail: how to reach this server's operator (OPERATOR_CONTACT), and a request the operator
 * sees on the Moderation page, with how to reach the player.
 */
function AskTheOperator({ contact, lostMailbox = false }: { contact: string | null; lostMailbox?: boolean }) {
  const ask = useAskOperator();
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate({ email: email.trim(), note: note.trim() });
  };
  return (
    <div className="space-y-3 text-sm text-slate-300">
      <p>
        {lostMailbox ? 'The operator' : 'This server sends no mail. Its operator'}, whoever runs this game for you, can
        make a link to set a new password for your account. It works once, for an hour.
      </p>
      {contact ? (
        <p>
          Reach the operator: <span className="font-medium break-words text-ink">{contact}</span>
        </p>
      ) : (
        <p className="text-ink-muted">This server names no contact for its operator: ask here, and they will see it.</p>
      )}
      {ask.isSuccess ? (
        <p role="status" className="rounded-md border border-emerald-500/40 bg-emerald-500/10 p-3 text-emerald-200">
          Asked. If an account uses {email.trim()}, the operator sees your request with your note, and hands you a link.
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-3" aria-label="Ask the operator for a link">
          <EmailField id="ask-email" label="Your account's email" value={email} onChange={setEmail} />
          <TextField
            id="ask-note"
            label="How can the operator reach you?"
            maxLength={PASSWORD_HELP_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          {ask.isError && <FormError message={ask.error.message} />}
          <Button type="submit" className="w-full" pending={ask.isPending}>
            Ask the operator
          </Button>
        </form>
      )}
      <p className="text-ink-muted">
        The operator never needs your password and never chooses one for you: you choose it when you open the link.
      </p>
    </div>
  );
}
