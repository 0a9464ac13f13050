import type {ClientModule} from '@docusaurus/types';

type Prefetch = Window['docusaurus']['prefetch'];

/** Longest stretch of prefetching in one go where the browser cannot say how long it is idle. */
const SLICE_MS = 8;

const queue: Array<() => void> = [];
let draining = false;

const whenIdle: (work: (deadline?: IdleDeadline) => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (work) => window.requestIdleCallback(work, {timeout: 2000})
    : (work) => window.setTimeout(work, 50);

function drain(deadline?: IdleDeadline): void {
  const end = performance.now() + SLICE_MS;
  const hasTime = () => (deadline && !deadline.didTimeout ? deadline.timeRemaining() > 1 : performance.now() < end);
  do queue.shift()!();
  while (queue.length > 0 && hasTime());
  if (queue.length > 0) whenIdle(drain);
  else draining = false;
}

function queuePrefetch(prefetch: Prefetch): Prefetch {
  return (url) =>
    new Promise<void[]>((resolve) => {
      queue.push(() => resolve(prefetch(url) || []));
      if (!draining) {
        draining = true;
        whenIdle(drain);
      }
    });
}

// `window.docusaurus` is set by the client entry after client modules load, so it is wrapped on the first route.
let wrapped = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (wrapped) return;
    wrapped = true;
    const {prefetch, preload} = window.docusaurus;
    window.docusaurus = Object.freeze({prefetch: queuePrefetch(prefetch), preload});
  },
};

export default clientModule;
