import {test} from 'node:test';
import assert from 'node:assert/strict';
import pathToRegexp from 'path-to-regexp';

/** Route paths of every kind the router is given: literal, with a trailing slash or none, with parameters and patterns. */
const PATHS = [
  '/',
  '',
  '/docs',
  '/docs/',
  '/docs/panel/domains/dns/',
  '/docs/panel/domains/dns-cluster',
  '/docs/0.3.7/panel/',
  '/Docs/Admin/Accounts/',
  '/docs/reference/cli/portico.ini',
  '/docs/~draft/',
  '/blog/page/2',
  '/docs/:slug',
  '/docs/:slug/edit/',
  '/docs/*',
  '/docs/(panel|admin)/',
  '/docs/c++/',
  '/docs/a?b',
];

/** What a reader's browser may ask for: the paths themselves, other letter cases, children, and hostile forms. */
const PATHNAMES = [
  ...PATHS.flatMap((path) => [
    path,
    path.toUpperCase(),
    `${path}/`,
    path.replace(/\/$/, ''),
    `${path}child/`,
  ]),
  '/docs/panel/domains/dns',
  '/docs/panel/domains/dnsx/',
  '/DOCS/PANEL/DOMAINS/DNS/',
  '/docs/%70anel/',
  '/docs/\u0130/',
  '/docs/\u212Aey/',
  '/doc\u017F/',
  '//docs/',
  '/docs//panel/',
];

/** The build of react-router that the site's bundles read and the patch changes; it has no types of its own. */
const ES_MODULE_BUILD = 'react-router/esm/react-router.js';

/** react-router 5.3.4's matchPath without the literal-prefix test: the route's pattern alone. */
function patternMatch(
  pathname: string,
  path: string,
  options: {end: boolean; strict: boolean; sensitive: boolean},
): string | null {
  const match = pathToRegexp(path, [], options).exec(pathname);
  if (!match) return null;
  const url = match[0];
  if (options.end && pathname !== url) return null;
  return path === '/' && url === '' ? '/' : url;
}

test("machinery: react-router's matchPath, which skips the pattern of a literal route a pathname does not begin with, matches what the pattern alone matches (patches/react-router+5.3.4.patch)", async () => {
  const {matchPath} = (await import(ES_MODULE_BUILD)) as {
    matchPath: (
      pathname: string,
      options: {path: string; exact: boolean; strict: boolean; sensitive: boolean},
    ) => {url: string} | null;
  };
  let compared = 0;
  for (const path of PATHS)
    for (const pathname of PATHNAMES)
      for (const end of [true, false])
        for (const strict of [true, false])
          for (const sensitive of [true, false]) {
            const expected = patternMatch(pathname, path, {end, strict, sensitive});
            const matched = matchPath(pathname, {path, exact: end, strict, sensitive});
            assert.equal(
              matched?.url ?? null,
              expected,
              `${pathname} against ${path} (exact ${end}, strict ${strict}, sensitive ${sensitive})`,
            );
            compared++;
          }
  assert.equal(compared, PATHS.length * PATHNAMES.length * 8);
});
