import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resetLinkTo, resetMail } from '../../account/recovery.js';
import type { Mailer } from '../../mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    recovery: {
      /** Whether links are mailed (SMTP_URL); without mail the operator hands them over. */
      byMail: boolean;
      /** The origin links open (PUBLIC_URL's); null without it. */
      publicUrl: string | null;
      /** How players reach the operator (OPERATOR_CONTACT), shown on the sign-in page; null when unset. */
      operatorContact: string | null;
      /**
       * Mails a link to the account with this address if there is one, off the request path: the
       * answer comes as soon for an address no account has, and says the same.
       */
      requestReset: (email: string) => void;
      /** Answers once the requests running now have finished: the server's close waits for it. */
      idle: () => Promise<void>;
      /** better-auth's sendResetPassword (account/auth.ts): mails the link of `token`. */
      mailLink: (to: { id: string; email: string }, token: string) => Promise<void>;
    };
  }
}

/** What a failed mail may log: the SMTP error's kind, never the address or the link. */
const mailFailure = (error: unknown) => {
  const { code, command, responseCode } = (error ?? {}) as { code?: string; command?: string; responseCode?: number };
  return { code, command, responseCode };
};

/**
 * Reset links by mail (account/recovery.ts). Requests run after their answer; the server waits
 * for those still running before it closes.
 */
export default fp(async function recoveryPlugin(
  app: FastifyInstance,
  opts: { mailer: Mailer | null; publicUrl: string | null; operatorContact: string | null },
) {
  const { mailer, publicUrl, operatorContact } = opts;
  const running = new Set<Promise<void>>();
  app.decorate('recovery', {
    byMail: mailer !== null && publicUrl !== null,
    publicUrl,
    operatorContact,
    requestReset(email: string) {
      const work = app.auth.api
        .requestPasswordReset({ body: { email } })
        .then(
          () => undefined,
          (error: unknown) => app.log.error({ err: error }, 'a reset request failed'),
        )
        .finally(() => running.delete(work));
      running.add(work);
    },
    idle: async () => {
      await Promise.all(running);
    },
    async mailLink(to: { id: string; email: string }, token: string) {
      if (!mailer || publicUrl === null) throw new Error('this server sends no mail');
      await mailer.send(resetMail(to.email, resetLinkTo(token, publicUrl).url!)).then(
        () => app.log.info({ userId: to.id }, 'reset link mailed'),
        (error: unknown) => app.log.error({ userId: to.id, smtp: mailFailure(error) }, 'reset link not mailed'),
      );
    },
  });
  app.addHook('onClose', async () => {
    await app.recovery.idle();
    mailer?.close();
  });
});
