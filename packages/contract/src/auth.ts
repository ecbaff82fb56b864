import { z } from 'zod';
import { success } from './envelope.js';

export const Credentials = z.object({
  email: z.string().trim().toLowerCase().email('must be a valid email address'),
  password: z.string().min(1, 'is required').max(128),
});
export type Credentials = z.infer<typeof Credentials>;

export const Registration = z.object({
  email: z.string().trim().toLowerCase().email('must be a valid email address'),
  password: z.string().min(8, 'must be at least 8 characters').max(128),
  name: z.string().trim().min(1, 'is required').max(60),
});
export type Registration = z.infer<typeof Registration>;

export const User = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type User = z.infer<typeof User>;

export const Session = z.object({ token: z.string(), user: User });
export const SessionResponse = success(Session);
export type Session = z.infer<typeof Session>;
