/** Where the end-to-end server listens and keeps its (fresh) data; shared by the config and the tests. */
export const PORT = Number(process.env.E2E_PORT ?? 3410);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const DATA_DIR = '.e2e-data';
export const ADMIN_TOKEN = 'e2e-admin-token-0123456789';
/** The account the operator's tests grant operator rights to (with ADMIN_TOKEN). */
export const OPERATOR_EMAIL = 'operator@forgeworks.test';
/** Screenshots of every page, at each viewport (README, "Screenshots"). */
export const SCREENSHOTS_DIR = 'screenshots';
/**
 * The push tests' stand-in for a browser's push service (apps/server/test/push-service.ts): the
 * server is told to send to it (PUSH_SERVICE_ORIGINS), Chromium having no route to a real one.
 */
export const PUSH_SERVICE_PORT = Number(process.env.E2E_PUSH_PORT ?? PORT + 1);
export const PUSH_SERVICE_ORIGIN = `http://127.0.0.1:${PUSH_SERVICE_PORT}`;
/**
 * The recovery test's stand-in for an SMTP server (apps/server/test/mail-receiver.ts): the server
 * mails reset links to it (SMTP_URL), and the links open PUBLIC_URL, the address the tests use.
 */
export const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? PORT + 2);
export const SMTP_URL = `smtp://127.0.0.1:${MAIL_PORT}`;
export const MAIL_FROM = 'Forgeworks <game@forgeworks.test>';
/** How players reach the operator (OPERATOR_CONTACT), which "Forgot password?" shows. */
export const OPERATOR_CONTACT = 'ops@forgeworks.test, or Oper Ator on the Trade channel';
