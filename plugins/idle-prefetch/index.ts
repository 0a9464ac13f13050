import type {Plugin} from '@docusaurus/types';

/**
 * Docusaurus prefetches the route of every link that scrolls into view. Its
 * prefetch scans the whole route table for every route a link matches and adds
 * a `<link rel=prefetch>` for every chunk, again for chunks already added; the
 * links in view after hydration all fire at once, about 190 ms of main thread
 * on a phone. The client module replaces it with one that looks chunks up in
 * an index, adds one tag per script, and runs while the browser is idle. What
 * gets prefetched, and when not (slow connections, data saver), is unchanged.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'portico-idle-prefetch',
    getClientModules: () => [require.resolve('./client')],
  };
}
