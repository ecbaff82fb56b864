import { startTransition, useEffect, useState } from 'react';

/**
 * A module loaded once the page around it has painted, for the parts of a page below a phone's
 * fold: their code is fetched and evaluated after the first screen shows, and they are rendered in
 * a transition, which React does in slices the browser can answer between, rather than in the
 * first screen's long task. Until then, null. Once loaded, a module is kept: the page opened again
 * shows those parts in its first render.
 */
export function useAfterFirstPaint<M>(load: () => Promise<M>): M | null {
  const [loaded, setLoaded] = useState<M | null>(() => (kept.get(load) as M | undefined) ?? null);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after this commit is the first paint; the timeout falls after it, not before.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        load().then(
          (module) => {
            kept.set(load, module);
            if (live) startTransition(() => setLoaded(() => module));
          },
          // Its code could not be fetched (offline, a build replaced): the first screen stays as it
          // is, and the page's next opening asks again.
          () => {},
        );
      });
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [load, loaded]);
  return loaded;
}

const kept = new Map<() => Promise<unknown>, unknown>();
