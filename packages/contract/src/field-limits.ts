/**
 * The lengths of the fields a player types (fields.ts checks them). Apart from the schemas, with no
 * import, so the sign-in page's fields can say them without loading zod and the word list.
 */
export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A player may rename their factory once in this many days of real time (the name given at sign-up and the operator's renames do not count). */
export const RENAME_DAYS = 7;
/** The former names a factory's profile and account show ("formerly …"), newest first. */
export const FORMER_NAMES_SHOWN = 3;
/** The note a player who cannot sign in leaves the operator (how to reach them), and the operator's contact. */
export const PASSWORD_HELP_NOTE_MAX = 300;
export const OPERATOR_CONTACT_MAX = 200;
