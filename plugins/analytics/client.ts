import type {ClientModule} from '@docusaurus/types';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

const pathWithQueryAndHash = (location: {pathname: string; search: string; hash: string}) =>
  location.pathname + location.search + location.hash;

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (typeof window.gtag !== 'function') return;
    const path = pathWithQueryAndHash(location);
    if (previousLocation && pathWithQueryAndHash(previousLocation) === path) return;
    // The page title is set after this hook runs; wait one tick for the new title.
    window.setTimeout(() => {
      window.gtag?.('event', 'page_view', {
        page_title: document.title,
        page_location: window.location.href,
        page_path: path,
      });
    });
  },
};

export default clientModule;
