import type {ClientModule} from '@docusaurus/types';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

interface PageView {
  page_title: string;
  page_location: string;
  page_path: string;
}

const pathWithQueryAndHash = (location: {pathname: string; search: string; hash: string}) =>
  location.pathname + location.search + location.hash;

/** The view of the page open while analytics waits for consent: consent given here reports this page, and no page before it. */
let waiting: PageView | null = null;

const record = (view: PageView) => {
  // The head script that defines gtag runs its loader through the consent state, so both are there.
  const consent = window.porticoConsent!;
  if (consent.granted('analytics')) {
    window.gtag?.('event', 'page_view', view);
    return;
  }
  const queued = waiting !== null;
  waiting = view;
  if (queued) return;
  consent.when('analytics', () => {
    window.gtag?.('event', 'page_view', waiting);
    waiting = null;
  });
};

/**
 * The first page's title as the server sent it, read before the app renders: a head update the app
 * schedules while it starts may write another title before the first route is reported.
 */
const titleSent = typeof document === 'undefined' ? '' : document.title;

/** The title of the page a route change leaves, read before the new page renders. */
let titleBefore = '';
/** Reports the view still waiting for its title, at once: the next route change is starting. */
let reportPending: (() => void) | null = null;

/** How long a route change waits for the new page's title before it reports the title there is (a page may share its title with the one before). */
const TITLE_WAIT_MS = 1000;

/**
 * Runs `report` once the new page has set its title. react-helmet-async sets it in an animation frame, and every
 * Helmet that renders or updates after that frame was requested cancels it and requests another; no frame or timeout
 * scheduled here is sure to come after the last one, so this waits for the title itself to change.
 */
function whenTitleSet(report: () => void): void {
  if (document.title !== titleBefore) {
    report();
    return;
  }
  const done = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    reportPending = null;
    report();
  };
  const observer = new MutationObserver(() => {
    if (document.title !== titleBefore) done();
  });
  observer.observe(document.head, {subtree: true, childList: true, characterData: true});
  const timer = window.setTimeout(done, TITLE_WAIT_MS);
  reportPending = done;
}

const clientModule: ClientModule = {
  onRouteUpdate() {
    reportPending?.();
    titleBefore = document.title;
  },
  onRouteDidUpdate({location, previousLocation}) {
    if (typeof window.gtag !== 'function') return;
    const path = pathWithQueryAndHash(location);
    const href = window.location.href;
    if (!previousLocation) {
      record({page_title: titleSent, page_location: href, page_path: path});
      return;
    }
    if (pathWithQueryAndHash(previousLocation) === path) return;
    whenTitleSet(() => record({page_title: document.title, page_location: href, page_path: path}));
  },
};

export default clientModule;
