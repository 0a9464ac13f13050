import {lazy, type ComponentType, type LazyExoticComponent} from 'react';

/** Remembers, for the tab, the address that was reloaded for a chunk that failed to load. */
const RELOADED_AT = 'portico-chunk-reload';

/** What the bundler's runtime throws when a chunk's script does not load (the site's styles are one file, not chunks). */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error && error.name === 'ChunkLoadError';

/** Reloads the page, unless this address was already reloaded in this tab; says whether it did. */
function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_AT) === location.href) return false;
    sessionStorage.setItem(RELOADED_AT, location.href);
  } catch {
    // Without storage there is no way to know it already happened: no reload, never a loop.
    return false;
  }
  location.reload();
  return true;
}

/**
 * React's `lazy`, for a component whose chunk may be gone: a tab opened
 * before a new release was published names the old release's chunks. When
 * the chunk fails to load, the page reloads once and gets the new release's
 * names; the component never settles meanwhile, so no error screen flashes.
 * A second failure at the same address goes to the error boundary, so a
 * chunk that really is broken never reloads in a loop.
 */
export function lazyWithReload<Props extends object>(
  load: () => Promise<{default: ComponentType<Props>}>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => {});
      throw error;
    }),
  );
}
