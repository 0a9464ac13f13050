/**
 * Helpers for the specs that let third parties load: their hosts, from the
 * registry, answered on this machine instead of blocked, and the consent
 * choice as the site stores it.
 */
import type {BrowserContext} from '@playwright/test';
import {TEST_ENV} from './fixtures';
import {
  CONSENT_STORAGE_KEY,
  thirdParties,
  type ConsentCategory,
} from '../../src/data/third-parties';
import {consentVersion} from '../../plugins/consent';

const sources = thirdParties.flatMap((party) => Object.values(party.csp).flat() as string[]);

/** True when a registry source of any service allows the URL. */
export const isThirdPartyUrl = (url: string): boolean => {
  const {protocol, hostname} = new URL(url);
  return sources.some((source) => {
    const [scheme, host] = source.split('://');
    if (`${scheme}:` !== protocol) return false;
    return host.startsWith('*.') ? hostname.endsWith(host.slice(1)) : hostname === host;
  });
};

/**
 * Answers every request to a registry host with status 200 and an empty
 * body (a script that does nothing), or with `scripts[url]` when given,
 * and records the URLs. Registered after the fixture's block, so it wins.
 */
export async function answerThirdParties(
  context: BrowserContext,
  scripts: Record<string, string> = {},
): Promise<string[]> {
  const answered: string[] = [];
  await context.route(
    (url) => isThirdPartyUrl(url.href),
    (route) => {
      const url = route.request().url();
      answered.push(url);
      const type = route.request().resourceType();
      return route.fulfill({
        status: 200,
        contentType: type === 'script' ? 'text/javascript' : 'text/plain',
        body: scripts[url] ?? '',
        headers: {'Access-Control-Allow-Origin': '*'},
      });
    },
  );
  return answered;
}

export type Choice = Partial<Record<ConsentCategory, boolean>>;

/** A choice as the site stores it: made for this registry's list of services, at the given time. */
export const storedChoice = (
  choices: Choice,
  date = new Date(),
  version = consentVersion(),
): string => JSON.stringify({version, date: date.toISOString(), choices});

/**
 * Stores a value under the consent key before the first page loads, as an earlier visit would have; later changes by the page
 * are kept. By default, the choice as this site stores it today.
 */
export async function storeChoice(context: BrowserContext, choice: Choice | string): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      // Vendor frames (a sandboxed or opaque origin) have no storage; only the site's pages need the choice.
      if (window !== window.top) return;
      if (sessionStorage.getItem('choice-stored')) return;
      sessionStorage.setItem('choice-stored', '1');
      localStorage.setItem(key, value);
    },
    [CONSENT_STORAGE_KEY, typeof choice === 'string' ? choice : storedChoice(choice)] as const,
  );
}

export const ALL: Choice = {analytics: true, advertising: true, chat: true};
export const NONE: Choice = {analytics: false, advertising: false, chat: false};

/** The three loader scripts, as the site requests them with the test values. */
export const LOADER_URLS = {
  analytics: `https://www.googletagmanager.com/gtag/js?id=${TEST_ENV.GA_MEASUREMENT_ID}`,
  advertising: 'https://snap.licdn.com/li.lms-analytics/insight.min.js',
  chat: 'https://client.crisp.chat/l.js',
} as const;
