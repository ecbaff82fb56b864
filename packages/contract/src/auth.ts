import { z } from 'zod';
import { success } from './envelope.js';
import { DisplayName, Email, GivenPassword, NewPassword } from './fields.js';

// Strict: a key the game does not know is refused, not handed on to better-auth.
export const Credentials = z.object({ email: Email, password: GivenPassword }).strict();
export type Credentials = z.infer<typeof Credentials>;

export const Registration = z.object({ email: Email, password: NewPassword, name: DisplayName }).strict();
export type Registration = z.infer<typeof Registration>;

export const User = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type User = z.infer<typeof User>;

export const Session = z.object({ token: z.string(), user: User });
export const SessionResponse = success(Session);
export type Session = z.infer<typeof Session>;

/** better-auth's sign-out, the one route of the game's that takes no fields. */
export const SignOutBody = z.object({}).strict().optional();
