import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {
  loadPagefind,
  usePageSearchVersion,
  useSearch,
  useSearchBaseUrl,
  type SearchHit,
} from '../../client/search';
import styles from './styles.module.css';

/** Results shown in the box; the search page lists them all. */
const SHOWN = 6;

const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** One result: the page, the section where the words are, and the words in their sentence. */
function HitSummary({hit}: {hit: SearchHit}): ReactNode {
  return (
    <>
      <span className={styles.title}>
        {hit.title}
        {hit.section && <span className={styles.section}>{hit.section}</span>}
      </span>
      {hit.heading && <span className={styles.heading}>{hit.heading}</span>}
      <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
    </>
  );
}

/**
 * The navbar search box: a combobox whose list shows the best pages of the
 * docs version being read (with the blog and the site's pages for the
 * current version). `Ctrl`/`⌘+K` or `/` focuses it; arrows choose, Enter
 * opens, Escape closes. It is in the static HTML, so a query typed before the
 * app has started is kept (plugins/early-input) and searched once it has.
 */
export default function SearchBar(): ReactNode {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const baseUrl = useSearchBaseUrl();
  const version = usePageSearchVersion();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const state = useSearch(query, version, SHOWN);
  const {hits} = state;
  const allResults = `${baseUrl}search/?q=${encodeURIComponent(query.trim())}&version=${encodeURIComponent(version)}`;
  const expanded = open && query.trim() !== '';

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const shortcut =
        (event.key === 'k' && (event.metaKey || event.ctrlKey)) ||
        (event.key === '/' && !isField(event.target));
      if (!shortcut || event.altKey || event.shiftKey) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => setActive(-1), [state.status, hits]);

  const go = (url: string) => {
    setOpen(false);
    input.current?.blur();
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      // -1 is the box itself: the arrows cycle through it and the results.
      if (event.key === 'ArrowDown')
        setActive((current) => (current + 1 < hits.length ? current + 1 : -1));
      else setActive((current) => (current > -1 ? current - 1 : hits.length - 1));
    } else if (event.key === 'Enter' && query.trim()) {
      event.preventDefault();
      go(active >= 0 && hits[active] ? hits[active].url : allResults);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else input.current?.blur();
    }
  };

  return (
    <div className={styles.box} role="search">
      <input
        ref={input}
        className={styles.input}
        // A text box: HTML gives the combobox role to a text input, not to a search input (the search landmark is the wrapper's).
        type="text"
        aria-label="Search"
        placeholder="Search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${id}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          loadPagefind(baseUrl).catch(() => undefined);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <kbd className={styles.shortcut} aria-hidden="true">
        /
      </kbd>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keeps the focus in the box when a result is pressed; the keyboard works in the box. */}
      <div
        className={styles.panel}
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}>
        <ul id={`${id}-list`} role="listbox" aria-label="Search results" className={styles.list}>
          {hits.map((hit, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the box's arrows and Enter choose an option (aria-activedescendant).
            <li
              key={hit.id}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              onClick={() => go(hit.url)}
              onMouseMove={() => setActive(index)}>
              <HitSummary hit={hit} />
            </li>
          ))}
        </ul>
        <p className={styles.status} role="status">
          {state.status === 'searching' && 'Searching…'}
          {state.status === 'failed' &&
            'Search could not load. Check the connection and try again.'}
          {state.status === 'done' &&
            state.total === 0 &&
            `No page matches "${query.trim()}". Try fewer words, or another word for the same thing.`}
          {state.status === 'done' &&
            state.total > 0 &&
            `${state.total} ${state.total === 1 ? 'page' : 'pages'} found.`}
        </p>
        {query.trim() && (
          <Link className={styles.all} to={allResults} onClick={() => setOpen(false)}>
            All results for "{query.trim()}"
          </Link>
        )}
      </div>
    </div>
  );
}
