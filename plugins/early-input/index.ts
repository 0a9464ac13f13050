import {readFileSync} from 'node:fs';
import type {Plugin} from '@docusaurus/types';

/**
 * A page is painted from its static HTML well before the app has hydrated it:
 * on a phone, two seconds and more. This inline script, in the head before the body,
 * keeps every press and every entry made in that time and hands them to the
 * app once it has hydrated (see `queue.js`), so no control is ever dead; if
 * the app fails or is late, it hands them back to plain HTML.
 * plugins/security-headers hashes it with the other inline scripts; its text
 * is the same in every build.
 */
export default function earlyInputPlugin(): Plugin {
  const script = readFileSync(require.resolve('./queue.js'), 'utf8');
  return {
    name: 'portico-early-input',
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: script}]}),
  };
}
