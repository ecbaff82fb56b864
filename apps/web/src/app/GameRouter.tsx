import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './router';

/**
 * The signed-in game's router. It is made when the game first shows, so it starts from the address
 * the gate left (a deep link), and let go when the player signs out, as the gate then owns the address.
 */
export default function GameRouter() {
  const [router] = useState(createRouter);
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
