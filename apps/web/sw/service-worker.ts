/**
 * The game's service worker (served as /sw.js, built by sw/build.ts): it keeps the shell so that the
 * game opens without a network, shows the push messages the server sends while the game is closed,
 * and opens the page one is about when it is clicked. It waits to take over from the one before
 * until the page asks (the player chose to reload: shared/lib/service-worker.ts).
 */
import type { PushMessage } from '@forgeworks/contract';

declare const self: ServiceWorkerGlobalScope;
/** Written in at build: the build's version and the files of its shell (sw/build.ts). */
declare const BUILD: { version: string; shell: string[] };

const CACHE = `forgeworks-${BUILD.version}`;
/** Every page path is the one app: without a network, any of them opens the kept index.html. */
const SHELL_PAGE = '/index.html';

self.addEventListener('install', (event) => event.waitUntil(keepShell()));

async function keepShell(): Promise<void> {
  const cache = await caches.open(CACHE);
  await Promise.all(
    BUILD.shell.map(async (path) => {
      // A hashed file an earlier version kept is the same bytes: copied, not downloaded again.
      const hashed = path.startsWith('/assets/');
      const kept = hashed ? await caches.match(path) : undefined;
      if (kept) await cache.put(path, kept);
      // The page has just loaded the hashed files: the browser's cache has them. The rest is asked anew.
      else await cache.add(new Request(path, { cache: hashed ? 'default' : 'no-cache' }));
    }),
  );
}

self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys())
        if (key.startsWith('forgeworks-') && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  ),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'update') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The API and the event stream always go to the server: a kept answer would be a wrong one.
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/') || BUILD.shell.includes(url.pathname)) event.respondWith(kept(request));
});

/** A page from the server when it answers, so a new version shows at once; else the kept shell. */
async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(SHELL_PAGE)) ?? Response.error();
  }
}

/** A file of the build: kept, or fetched and kept (hashed names never change their bytes). */
async function kept(request: Request): Promise<Response> {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/'))
    await (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

self.addEventListener('push', (event) => {
  let message: PushMessage;
  try {
    message = event.data?.json() as PushMessage;
  } catch {
    return;
  }
  if (!message?.title) return;
  event.waitUntil(show(message));
});

/**
 * Shows a message under its event's id, so a second copy of one event (the server sends at least
 * once) replaces the first rather than showing twice. One line per subject (the message's tag: a
 * machine, an offer, cash): a newer event's message closes an older one's, and a late copy of an
 * older event is not shown over a newer one.
 */
async function show(message: PushMessage) {
  const shown = await self.registration.getNotifications();
  const same = shown.filter((n) => (n.data as { subject?: string } | null)?.subject === message.tag);
  if (same.some((n) => Number(n.tag) > Number(message.id))) return;
  for (const older of same) if (older.tag !== message.id) older.close();
  await self.registration.showNotification(message.title, {
    body: message.body,
    tag: message.id,
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    data: { url: message.url, kind: message.kind, subject: message.tag },
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  event.waitUntil(open(samePath(data?.url)));
});

/** The path of the page to open: the game's own, never another site's. */
function samePath(url: string | undefined): string {
  const target = new URL(url ?? '/game', self.location.origin);
  return target.origin === self.location.origin ? `${target.pathname}${target.search}${target.hash}` : '/game';
}

/**
 * Opens a page: in a window of the game already open (its router goes there without a reload),
 * or in a new one.
 */
async function open(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const game = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (!game) {
    await self.clients.openWindow(path);
    return;
  }
  game.postMessage({ type: 'open', path });
  await game.focus().catch(() => undefined);
}
