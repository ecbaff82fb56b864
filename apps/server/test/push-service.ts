import type { ECDH } from 'node:crypto';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { createServer } from 'node:http';
import type { PushMessage } from '@forgeworks/contract';

/** A browser's side of a subscription: what it sends the server, and the keys only it holds. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

/** A message as the push service received it, decrypted with its device's keys. */
export interface Received {
  device: string;
  headers: IncomingHttpHeaders;
  message: PushMessage;
  /** The VAPID public key (k=) that signed the request. */
  signedBy: string;
}

const b64url = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString('base64url');

/**
 * Decrypts a Web Push message body as a browser does (RFC 8291 over RFC 8188's aes128gcm), written
 * here from the RFCs with Node's crypto alone, so the test checks web-push's encryption rather
 * than runs it backwards.
 */
export function decryptPush(body: Buffer, device: Pick<TestDevice, 'ecdh' | 'authSecret'>): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record: a push message is one');
  const shared = device.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record does not end with its delimiter');
  return padded.subarray(0, end);
}

/** Checks the request's VAPID signature (RFC 8292) and answers the public key that made it. */
export function checkVapid(headers: IncomingHttpHeaders, endpoint: string): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${headers.authorization}`);
  const [jwt, k] = [match[1]!, match[2]!];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (payload.aud !== new URL(endpoint).origin) throw new Error(`VAPID audience ${payload.aud}`);
  if (payload.exp * 1000 < Date.now() || payload.exp * 1000 > Date.now() + 24 * 3600_000)
    throw new Error('VAPID expiry out of range');
  if (!/^(mailto:|https:)/.test(payload.sub)) throw new Error(`VAPID subject ${payload.sub}`);
  return k;
}

/**
 * A local stand-in for a browser's push service: it takes messages at `/push/<device>` over plain
 * HTTP, checks and decrypts each with the device's keys, and answers 201, or what `answer` says.
 */
export class PushServiceStandIn {
  readonly received: Received[] = [];
  /** Requests it could not check or decrypt: any is a failure of the server. */
  readonly faults: string[] = [];
  answer: (device: string) => number = () => 201;
  /** While true, each request is taken (and counted received) but not answered until `release`. */
  hold = false;
  /** The answers held back. */
  readonly held: (() => void)[] = [];
  private readonly devices = new Map<string, TestDevice>();
  /** The checks of `until`s not yet met. */
  private readonly waiting = new Set<() => void>();
  private server: Server | null = null;
  origin = '';

  /** Listens on 127.0.0.1 at `port` (any free one by default). */
  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const id = req.url?.replace(/^\/push\//, '') ?? '';
        const device = this.devices.get(id);
        const status = this.answer(id);
        try {
          if (!device) throw new Error(`no such device ${req.url}`);
          if (req.method !== 'POST') throw new Error(`method ${req.method}`);
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          if (!(Number(req.headers.ttl) > 0)) throw new Error('no TTL');
          const signedBy = checkVapid(req.headers, device.endpoint);
          const message = JSON.parse(decryptPush(Buffer.concat(chunks), device).toString('utf8')) as PushMessage;
          if (status < 300) this.received.push({ device: id, headers: req.headers, message, signedBy });
        } catch (error) {
          this.faults.push(String(error));
        }
        for (const check of [...this.waiting]) check();
        const reply = () => void res.writeHead(status).end();
        if (this.hold) this.held.push(reply);
        else reply();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  /** A new browser subscription on this service: its address and keys. */
  device(): TestDevice & { id: string } {
    const id = randomUUID();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const device = {
      id,
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
      ecdh,
      authSecret,
    };
    this.devices.set(id, device);
    return device;
  }

  /** Resolves once `done` holds: now, or when a request it takes makes it so (however long that takes). */
  until(done: () => boolean): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (!done()) return;
        this.waiting.delete(check);
        resolve();
      };
      this.waiting.add(check);
    });
  }

  /** The messages a device received, in order. */
  messages(device: { id: string }): PushMessage[] {
    return this.received.filter((r) => r.device === device.id).map((r) => r.message);
  }

  /** Answers every request held back, and holds no more. */
  release(): void {
    this.hold = false;
    for (const reply of this.held.splice(0)) reply();
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** The body of PUT /api/push/subscription for a device. */
export const subscription = (device: TestDevice, kinds: string[]) => ({
  endpoint: device.endpoint,
  keys: device.keys,
  kinds,
});
