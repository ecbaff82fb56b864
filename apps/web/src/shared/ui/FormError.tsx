import { CircleAlert } from 'lucide-react';

/** Why a form's request was refused, in the server's words, under the form. */
export function FormError({ message, id }: { message: string; id?: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-2 rounded-md border border-rose-500/40 bg-rose-500/10 px-3 py-2 text-sm text-rose-200"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
