import { useAppUpdate } from '../stores/app-update';

/** How often a page left open asks whether a new version is served. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let reloadOnTakeover = false;

/**
 * How a notification's click opens its page in a game already open: the signed-in game's router
 * while it runs (`setPageOpener`), otherwise the address alone, which the game's router starts from
 * once the player has signed in.
 */
const byAddress = (path: string) => window.history.pushState(null, '', path);
let openPage: (path: string) => void = byAddress;

/** The signed-in game's router opens pages from now until the returned function is called. */
export function setPageOpener(open: (path: string) => void): () => void {
  openPage = open;
  return () => {
    if (openPage === open) openPage = byAddress;
  };
}

/**
 * Registers the game's service worker (/sw.js, apps/web/sw/) once the page has loaded, in the
 * built game only. A new version is not forced on the player: its worker waits, the shell says a
 * new version is ready, and the page reloads when the player chooses (`applyUpdate`). A click on
 * a notification of an open game goes to its page without a reload (`setPageOpener`).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent<{ type?: string; path?: string }>) => {
    if (event.data?.type === 'open' && event.data.path?.startsWith('/')) openPage(event.data.path);
  });
  container.addEventListener('controllerchange', () => {
    if (reloadOnTakeover) window.location.reload();
  });
  const register = () =>
    container.register('/sw.js').then(
      (registration) => {
        const offer = (worker: ServiceWorker | null) => {
          // Without a controller this is the first install, not an update.
          if (worker && container.controller) useAppUpdate.getState().offer(worker);
        };
        offer(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed') offer(worker);
          });
        });
        setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      },
      // A browser that refuses workers (a private window, a policy) plays without one.
      () => undefined,
    );
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** Lets the waiting version take over; the page reloads when it has. */
export function applyUpdate(): void {
  const { waiting } = useAppUpdate.getState();
  if (!waiting) return;
  reloadOnTakeover = true;
  waiting.postMessage({ type: 'update' });
}
