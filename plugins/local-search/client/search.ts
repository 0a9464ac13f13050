import {useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {LocalSearchOptions} from '../index';

/** The parts of Pagefind's browser API the site uses (`/pagefind/pagefind.js`). */
interface Pagefind {
  options(options: {
    baseUrl?: string;
    excerptLength?: number;
    ranking?: {metaWeights?: Record<string, number>};
  }): Promise<void>;
  init(): Promise<void>;
  search(
    query: string,
    options: {filters: Record<string, string>},
  ): Promise<{results: PagefindResult[]}>;
}
interface PagefindResult {
  id: string;
  data(): Promise<PagefindData>;
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results: {title: string; url: string; excerpt: string; locations: number[]}[];
}

/** One result as the search box and the search page show it. */
export interface SearchHit {
  id: string;
  /** The page, or the section of it where the words are. */
  url: string;
  title: string;
  section: string;
  /** The heading of the section hit, when it is not the page's top. */
  heading: string | null;
  /** Text around the match, as HTML from Pagefind with the words in `<mark>`. */
  excerpt: string;
}

/** While a query is searched, the hits of the one before stay on screen, so that the list does not flicker as a word is typed. */
export type SearchState =
  | {status: 'idle'; hits: []}
  | {status: 'searching'; hits: SearchHit[]}
  | {status: 'done'; hits: SearchHit[]; total: number}
  | {status: 'failed'; hits: []};

interface Answer {
  key: string;
  hits: SearchHit[];
  total: number;
}

/** A pause in typing longer than the gap between two keystrokes of someone typing a word. */
const TYPING_PAUSE_MS = 300;

let loading: Promise<Pagefind> | null = null;

/** Loads Pagefind once, on the first focus or query; its index chunks then load as queries need them. */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  loading ??= (async () => {
    const pagefind = (await import(
      /* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`
    )) as Pagefind;
    await pagefind.options({
      baseUrl,
      excerptLength: 22,
      // A page's title and its front-matter keywords (synonyms such as "letsencrypt") say what it is about:
      // a word found there counts for more than the same word in the text. Without it, "open port" ranks
      // pages by how often they say "Portico", the last word being matched as a prefix.
      // tests/lib/search-queries.json holds the queries that must find their page.
      ranking: {metaWeights: {title: 5, keywords: 5}},
    });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The base URL the search files live under. */
export function useSearchBaseUrl(): string {
  return useBaseUrl('/');
}

/** The docs versions the index knows, from the plugin. */
export function useSearchVersions(): LocalSearchOptions {
  return usePluginData('portico-local-search') as LocalSearchOptions;
}

/** The version a reader of this page searches: the docs version in its path, or the current one. */
export function usePageSearchVersion(): string {
  const {pathname} = useLocation();
  const baseUrl = useSearchBaseUrl();
  const {currentVersion, olderVersions} = useSearchVersions();
  return (
    olderVersions.find((version) => pathname.startsWith(`${baseUrl}docs/${version}/`)) ??
    currentVersion
  );
}

/** The part of the site a result is in, from its address (kept out of the index, where it would cost every query bytes). */
const SECTIONS: [RegExp, string][] = [
  [/^\/docs\/(\d[\w.]*\/)?admin\//, 'Admin docs'],
  [/^\/docs\/(\d[\w.]*\/)?articles\//, 'Articles'],
  [/^\/docs\/(\d[\w.]*\/)?changelog\//, 'Changelog'],
  [/^\/docs\//, 'User panel docs'],
  [/^\/blog\//, 'Blog'],
];
const sectionOf = (path: string): string =>
  SECTIONS.find(([pattern]) => pattern.test(path))?.[1] ?? 'Portico';

function toHit(id: string, data: PagefindData, baseUrl: string): SearchHit {
  // The section with most matches; the first sub-result is the page's top, before any heading.
  const best = data.sub_results.reduce<PagefindData['sub_results'][number] | null>(
    (top, sub) => (!top || sub.locations.length > top.locations.length ? sub : top),
    null,
  );
  const atHeading = best && best.url.includes('#') ? best : null;
  return {
    id,
    url: atHeading?.url ?? data.url,
    title: data.meta.title ?? data.url,
    section: sectionOf(`/${data.url.slice(baseUrl.length)}`),
    heading: atHeading?.title ?? null,
    excerpt: atHeading?.excerpt ?? data.excerpt,
  };
}

/**
 * Searches as the query changes and returns the first `limit` hits, each
 * fetched as one small fragment. A query superseded before it answers is
 * dropped.
 */
export function useSearch(query: string, version: string, limit: number): SearchState {
  const baseUrl = useSearchBaseUrl();
  const terms = query.trim();
  const key = JSON.stringify([terms, version, limit]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!terms) return undefined;
    let current = true;
    // Searched once typing pauses: a search for each letter would load the pages of results nobody reads.
    const timer = setTimeout(async () => {
      try {
        const pagefind = await loadPagefind(baseUrl);
        const {results} = await pagefind.search(terms, {filters: {version}});
        const hits = await Promise.all(
          results
            .slice(0, limit)
            .map(async (result) => toHit(result.id, await result.data(), baseUrl)),
        );
        if (current) setAnswer({key, hits, total: results.length});
      } catch {
        if (current) setFailed(key);
      }
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, terms, version, limit, baseUrl]);
  if (!terms) return {status: 'idle', hits: []};
  if (answer?.key === key) return {status: 'done', hits: answer.hits, total: answer.total};
  if (failed === key) return {status: 'failed', hits: []};
  return {status: 'searching', hits: answer?.hits ?? []};
}
