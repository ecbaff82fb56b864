/** A bench request's options: JSON when it has a body, the player's bearer token when there is one. */
export const requestInit = (method: string, token: string | null, body?: unknown): RequestInit => ({
  method,
  headers: {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/**
 * One request to a bench's server, its envelope unwrapped: the answer's data, or an Error with the
 * route, the status and the server's message.
 */
export async function callApi(
  base: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<unknown> {
  const res = await fetch(`${base}${path}`, requestInit(method, token, body));
  const json = (await res.json()) as { success: boolean; data: unknown; message?: string };
  if (!json.success) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}
