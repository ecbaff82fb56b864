import { useLayoutEffect, useRef } from 'react';

/**
 * One shared one-second clock for every countdown on screen, so the header's timer and the
 * Overview's card always show the same second (two separate intervals could drift apart).
 * The interval runs only while something is subscribed and the page is visible: a hidden page
 * does no work, and shows the right second again as soon as it is seen.
 */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function beat() {
  now = Date.now();
  for (const notify of listeners) notify();
}

/** Starts or stops the interval as it is wanted; `show` tells the listeners the time at once (the page came back). */
function run(show = false) {
  const wanted = listeners.size > 0 && document.visibilityState !== 'hidden';
  if (wanted && timer === undefined) {
    if (show) beat();
    else now = Date.now();
    timer = setInterval(beat, 1_000);
  } else if (!wanted && timer !== undefined) {
    clearInterval(timer);
    timer = undefined;
  }
}

const onVisibility = () => run(true);

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) document.addEventListener('visibilitychange', onVisibility);
  listeners.add(listener);
  run();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('visibilitychange', onVisibility);
    run();
  };
}

/**
 * Calls `paint` with the clock's time after every render of its component and on each beat, before
 * the browser paints: for what changes each second (a countdown's digits, its bar), written to the
 * page directly. A second then costs no render: on a phone at rest a render a second was a long task
 * of its own, and kept the page from ever counting as idle.
 */
export function useEverySecond(paint: (now: number) => void): void {
  const latest = useRef(paint);
  // Subscribed first: the first subscriber starts the clock, which sets its time to now.
  useLayoutEffect(() => subscribe(() => latest.current(now)), []);
  useLayoutEffect(() => {
    latest.current = paint;
    paint(now);
  });
}
