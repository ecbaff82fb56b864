import type { BodyOf, DataOf, ParamsOf, QueryOf } from '@forgeworks/contract';
import type { EndpointName } from '@forgeworks/contract/paths';
import { paths } from '@forgeworks/contract/paths';
import { useAuthStore } from '../stores/auth';
import { noteServerAnswer } from '../stores/server-trouble';

/** Every call goes under this base path (spec section 9). */
export const API_BASE = '/api';

/** A failed call: the HTTP status (0 when the server could not be reached) and a player-readable message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** True when the message is the server's own; false when it is a fallback made here. */
  readonly fromServer: boolean;

  constructor(status: number, message: string, fromServer = false) {
    super(message);
    this.status = status;
    this.fromServer = fromServer;
  }
}

/** The server's message for a failed call, or `fallback` when the server gave none. */
export function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.fromServer ? error.message : fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** The bearer token to send instead of the signed-in player's (signing out sends the one it ends). */
  token?: string;
}

/** What a successful call gives back: the envelope's `data`, and its `message` when the server sent one. */
export interface ApiResult<T> {
  data: T;
  message: string | undefined;
}

interface Envelope {
  success?: unknown;
  data?: unknown;
  message?: unknown;
}

export function fallbackMessage(status: number): string {
  if (status === 0) return 'Unable to reach the server. Check your connection and try again.';
  if (status === 401) return 'Your session has ended. Please sign in again.';
  if (status === 403) return 'You are not allowed to do that.';
  if (status === 404) return 'Not found.';
  if (status === 429) return 'Too many requests. Please wait a moment.';
  if (status === 503) return 'The server is having trouble. Retrying in a moment.';
  if (status >= 500) return 'The server had a problem. Please try again in a moment.';
  return `Request failed (${status}).`;
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}

/**
 * Calls `/api${path}` with a JSON body and the signed-in player's bearer token, and unwraps the
 * `{ success, data, message }` envelope. Resolves to `{ data, message }`; rejects with an
 * {@link ApiError} carrying the status and the server's message (or a fallback). A 401 is also
 * logged with `console.warn`. Nothing else: no redirects, no notifications, no sign-out here.
 */
export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, signal, token = useAuthStore.getState().token ?? undefined }: ApiRequest = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error; // a cancelled query, not a failure
    noteServerAnswer(0, null);
    throw new ApiError(0, fallbackMessage(0));
  }
  noteServerAnswer(response.status, response.headers.get('retry-after'));

  const renewed = useAuthStore.getState().token;
  if (response.status === 401 && token && renewed && renewed !== token)
    // The token was renewed while this call was in flight (a password change ends the old one):
    // the call never ran, so it is asked again with the new token.
    return apiFetch<T>(path, { method, body, signal });

  const envelope = await readEnvelope(response);
  if (response.status === 401) console.warn(`[api] 401 Unauthorized: ${method} ${path}`);
  if (!response.ok || envelope?.success !== true) {
    const message = typeof envelope?.message === 'string' && envelope.message ? envelope.message : null;
    if (message) throw new ApiError(response.status, message, true);
    throw new ApiError(response.status, fallbackMessage(response.ok ? 502 : response.status));
  }
  return {
    data: envelope.data as T,
    message: typeof envelope.message === 'string' ? envelope.message : undefined,
  };
}

/** What a call of endpoint K sends: its body, path parameters and query, each only if it has one. */
export type CallInput<K extends EndpointName> = { signal?: AbortSignal; token?: string } & (BodyOf<K> extends undefined
  ? { body?: undefined }
  : { body: BodyOf<K> }) &
  (ParamsOf<K> extends undefined ? { params?: undefined } : { params: ParamsOf<K> }) &
  (QueryOf<K> extends undefined ? { query?: undefined } : { query: QueryOf<K> });

/** The input is optional when the endpoint needs none. */
type CallArgs<K extends EndpointName> = object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/** An endpoint's path with its `:name` parameters filled in (encoded) and its query appended, under {@link API_BASE}. */
export function pathOf(
  name: EndpointName,
  params?: Record<string, string>,
  query?: Record<string, string | number | boolean | undefined>,
): string {
  const filled = paths[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params?.[key] ?? ''));
  const fields = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
  );
  const search = fields.length === 0 ? '' : `?${new URLSearchParams(fields.map(([k, v]) => [k, String(v)]))}`;
  return `${filled.slice(API_BASE.length)}${search}`;
}

/**
 * Calls the contract's endpoint `name` (paths.ts) with {@link apiFetch}: its method and path come
 * from the table, and the answer's type from its response schema.
 */
export function call<K extends EndpointName>(name: K, ...[input]: CallArgs<K>): Promise<ApiResult<DataOf<K>>> {
  const { body, params, query, signal, token } = (input ?? {}) as {
    body?: unknown;
    params?: Record<string, string>;
    query?: Record<string, string | number | boolean | undefined>;
    signal?: AbortSignal;
    token?: string;
  };
  return apiFetch<DataOf<K>>(pathOf(name, params, query), { method: paths[name].method, body, signal, token });
}

/** {@link call}'s `data` alone: what a query keeps. */
export function dataOf<K extends EndpointName>(name: K, ...args: CallArgs<K>): Promise<DataOf<K>> {
  return call(name, ...args).then((result) => result.data);
}
