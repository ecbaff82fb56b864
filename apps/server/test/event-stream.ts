import type { TestApp } from './helper.js';

export interface Frame {
  id: string | undefined;
  event: string;
  data: unknown;
}

/** Where a test app listens, on a port of its own (opened on the first call): a stream needs a real socket. */
export async function listening(app: TestApp): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app listens on no port');
  return `http://127.0.0.1:${address.port}`;
}

/** A reader of `GET /api/events` as a browser's would be: frames one at a time, comments skipped. */
export async function openStream(base: string, token: string, lastEventId?: string) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: abort.signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream refused: ${res.status} ${await res.text()}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  /** The next event, or null once the server has ended the stream. */
  const next = async (): Promise<Frame | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const field = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
        const data = field('data');
        if (data !== undefined) return { id: field('id'), event: field('event') ?? 'message', data: JSON.parse(data) };
        continue;
      }
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return null;
      buffer += chunk.value;
    }
  };
  return { response: res, next, close: () => abort.abort() };
}

/** Every frame a stream still receives, until the server ends it. */
export async function framesUntilEnd(stream: Awaited<ReturnType<typeof openStream>>): Promise<Frame[]> {
  const frames: Frame[] = [];
  for (let frame = await stream.next(); frame; frame = await stream.next()) frames.push(frame);
  return frames;
}
