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

const pathWithQueryAndHash = (location: {pathname: string; search: string; hash: string}) => location.pathname + location.search + location.hash;

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

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (typeof window.gtag !== 'function') return;
    const path = pathWithQueryAndHash(location);
    if (previousLocation && pathWithQueryAndHash(previousLocation) === path) return;
    // react-helmet-async sets the new page's title in an animation frame scheduled as the page rendered:
    // read it once that frame has run. A plain timeout could run first and report the previous title.
    window.requestAnimationFrame(() => window.setTimeout(() => record({page_title: document.title, page_location: window.location.href, page_path: path})));
  },
};

export default clientModule;
