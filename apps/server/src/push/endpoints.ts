/**
 * The push services the server sends to: the browsers' own, over HTTPS. A subscription names the
 * address the server will POST to, so any other would let a player aim the server at a host of
 * their choosing (an internal one); PUSH_SERVICE_ORIGINS adds origins (a self-hosted push service,
 * or a test's stand-in).
 */
const BROWSER_PUSH_SERVICES = [
  // Chrome, Edge on Android, and every Chromium browser
  'fcm.googleapis.com',
  'android.googleapis.com',
  // Firefox
  'push.services.mozilla.com',
  // Edge on Windows
  'notify.windows.com',
  // Safari
  'push.apple.com',
];

/** Whether the server may send to `endpoint`: HTTPS to a browser's push service, or an origin the operator allowed. */
export function allowedEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return BROWSER_PUSH_SERVICES.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
