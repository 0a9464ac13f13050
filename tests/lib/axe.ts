/**
 * axe as the browser tests and the audit run it.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** WCAG 2.2 A and AA, as axe tags them. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * An axe check of `page` against WCAG 2.2 A and AA, or with `allRules` against every rule axe has,
 * best practices included. It runs in the page's own frame (axe's legacy mode), same-origin frames
 * included, rather than in each frame and then once more in a blank page opened to put the results
 * together: the site has no cross-origin frame for that to reach, the violations are the same, and
 * the check of the audit's 30 pages took 36 s instead of 46 s.
 */
export function axeOf(page: Page, {allRules = false}: {allRules?: boolean} = {}): AxeBuilder {
  const builder = new AxeBuilder({page}).setLegacyMode(true);
  return allRules ? builder : builder.withTags(WCAG_22_AA);
}
