import type {Plugin} from '@docusaurus/types';

/**
 * Docusaurus prefetches the route of every link that scrolls into view. Each
 * prefetch scans the whole route table and adds `<link rel=prefetch>` tags,
 * and the links visible after hydration all fire in one task: about 190 ms of
 * main thread on a phone for a short page whose footer is in view. The client
 * module queues those prefetches and runs them in small slices while the
 * browser is idle. What gets prefetched, and when not (slow connections), is
 * unchanged.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'portico-idle-prefetch',
    getClientModules: () => [require.resolve('./client')],
  };
}
