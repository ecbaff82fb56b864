/**
 * The lengths of the fields a player types (fields.ts checks them). Apart from the schemas, with no
 * import, so the sign-in page's fields can say them without loading zod and the word list.
 */
export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The note a player who cannot sign in leaves the operator (how to reach them), and the operator's contact. */
export const PASSWORD_HELP_NOTE_MAX = 300;
export const OPERATOR_CONTACT_MAX = 200;
