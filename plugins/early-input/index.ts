import type {Plugin} from '@docusaurus/types';
import {queueEarlyInput} from './queue';

/**
 * A page is painted from its static HTML well before the app has hydrated it:
 * on a phone, two seconds and more. This inline script, first in the head,
 * keeps every press and every entry made in that time and hands them to the
 * app once it has hydrated (see `queue.ts`), so no control is ever dead.
 * plugins/security-headers hashes it with the other inline scripts; its text
 * is the same in every build.
 */
export default function earlyInputPlugin(): Plugin {
  return {
    name: 'portico-early-input',
    injectHtmlTags: () => ({
      headTags: [{tagName: 'script', innerHTML: `(${queueEarlyInput.toString()})()`}],
    }),
  };
}
