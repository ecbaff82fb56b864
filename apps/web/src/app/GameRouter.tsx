import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setPageOpener } from '@/shared/lib/service-worker';
import { takeRouter } from './router';

export { askFirstData } from './first-data';

/**
 * The signed-in game's router, made when the game shows, so it starts from the address the gate
 * left (a deep link), or made ahead for it (`prepareRouter`); signing in again makes a fresh one.
 * The old one is not disposed: StrictMode mounts twice and would reuse a disposed router, and an
 * unused one costs only its history listener.
 */
export default function GameRouter() {
  const [router] = useState(takeRouter);
  // A notification clicked while the game is open goes to its page here, without a reload.
  useEffect(() => setPageOpener((path) => void router.navigate(path)), [router]);
  return <RouterProvider router={router} />;
}
