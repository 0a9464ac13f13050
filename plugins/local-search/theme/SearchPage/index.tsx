import {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {useSearch, useSearchVersions} from '../../client/search';
import styles from './styles.module.css';

/** Results listed at first, and added by each "More results". */
const PAGE = 10;

/**
 * `/search/?q=…&version=…`: every result for a query in one docs version
 * (the current one with the blog and the site's pages, or an older one),
 * with the page, the section hit and the words in their sentence. The
 * address follows the query, so a search can be shared and reloaded.
 */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const {currentVersion, olderVersions} = useSearchVersions();
  const [query, setQuery] = useState('');
  const [version, setVersion] = useState(currentVersion);
  const [limit, setLimit] = useState(PAGE);
  // The static page has no query: the address is read once the app runs, so the first render matches the HTML.
  const [fromAddress, setFromAddress] = useState(false);
  const state = useSearch(query, version, limit);
  const terms = query.trim();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    setQuery(params.get('q') ?? '');
    const asked = params.get('version') ?? '';
    if (olderVersions.includes(asked)) setVersion(asked);
    setFromAddress(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only on arrival: after that, the address follows the page.
  }, []);

  // The query and version sit in the address as they change, without a history entry for each letter.
  useEffect(() => {
    if (!fromAddress) return;
    const next = new URLSearchParams();
    if (terms) next.set('q', terms);
    if (version !== currentVersion) next.set('version', version);
    const search = next.toString() ? `?${next}` : '';
    if (search !== location.search) history.replace({...location, search});
  }, [fromAddress, terms, version, currentVersion, history, location]);

  useEffect(() => setLimit(PAGE), [terms, version]);

  const versionLabel = (name: string) =>
    name === currentVersion ? `${name} (current), with the blog and site` : name;

  return (
    <Layout>
      <PageMetadata
        title={terms ? `Search results for "${terms}"` : 'Search'}
        description="Search the Portico documentation of every version, the blog and the site, with results that load from this site alone."
      />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Search</Heading>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <label className={styles.field}>
            <span>Words to search for</span>
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              placeholder="ssl certificate, portico backup restore…"
            />
          </label>
          <fieldset className={styles.versions}>
            <legend>Docs version</legend>
            {[currentVersion, ...olderVersions].map((name) => (
              <label key={name}>
                <input
                  type="radio"
                  name="version"
                  value={name}
                  checked={version === name}
                  onChange={() => setVersion(name)}
                />{' '}
                {versionLabel(name)}
              </label>
            ))}
          </fieldset>
        </form>

        <p className={styles.status} role="status">
          {state.status === 'searching' && 'Searching…'}
          {state.status === 'failed' &&
            'Search could not load. Check the connection and reload the page.'}
          {state.status === 'done' &&
            state.total > 0 &&
            `${state.total} ${state.total === 1 ? 'page' : 'pages'} for "${terms}" in ${versionLabel(version)}.`}
        </p>

        {state.status === 'done' && state.total === 0 && (
          <div className={styles.empty}>
            <p>
              No page of {versionLabel(version)} matches "{terms}". Try:
            </p>
            <ul>
              <li>fewer words, or one word that names the thing: "dns", "backup", "firewall";</li>
              <li>the name on the screen or the command: "File manager", "portico ssl issue";</li>
              {olderVersions.length > 0 && <li>the other docs version, above;</li>}
              <li>
                browsing the <Link to="/docs/">user panel docs</Link> or the{' '}
                <Link to="/docs/admin/">admin docs</Link>.
              </li>
            </ul>
          </div>
        )}
        {!terms && (
          <p className={styles.empty}>
            Type a few words: a screen, a task, an error message or a command.
          </p>
        )}

        {state.hits.length > 0 && (
          <ol className={styles.results}>
            {state.hits.map((hit) => (
              <li key={hit.id} className={styles.result}>
                <Heading as="h2" className={styles.title}>
                  <Link to={hit.url}>{hit.title}</Link>
                </Heading>
                <p className={styles.where}>
                  {hit.section}
                  {hit.heading && ` › ${hit.heading}`}
                </p>
                <p className={styles.excerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
              </li>
            ))}
          </ol>
        )}
        {state.status === 'done' && state.total > state.hits.length && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setLimit((current) => current + PAGE)}>
            More results
          </button>
        )}
      </main>
    </Layout>
  );
}
