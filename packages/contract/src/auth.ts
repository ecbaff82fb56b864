import { z } from 'zod';
import { success } from './envelope.js';
import { DisplayName, Email, GivenPassword, NewPassword } from './fields.js';

export const Credentials = z.object({ email: Email, password: GivenPassword });
export type Credentials = z.infer<typeof Credentials>;

export const Registration = z.object({ email: Email, password: NewPassword, name: DisplayName });
export type Registration = z.infer<typeof Registration>;

export const User = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type User = z.infer<typeof User>;

export const Session = z.object({ token: z.string(), user: User });
export const SessionResponse = success(Session);
export type Session = z.infer<typeof Session>;
