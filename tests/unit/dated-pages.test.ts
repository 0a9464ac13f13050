/**
 * A blog post and a release's changelog page are dated: what they say held on their date. A value
 * rendered at build time from the data (`:fact[key]`, `:docs-version`, a `::directive`, a component fed
 * from src/data) shows today's value under that date, and says something the page never said once the
 * value changes. Such a page writes its values as they were on its date, or links the page that keeps
 * the current one.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadDocs, loadPosts} from '../lib/docs-content.ts';
import {MARKDOWN_CODE, WRITTEN_FACT_IN_CODE} from '../../plugins/markdown/fact-text.ts';

/** Text directives (`:fact[key]`, `:docs-version`), leaf directives (`::cli-output{…}`) and imports of the site's data or components. */
const LIVE_VALUE =
  /(?<![\w:/]):(?!:)[a-z][a-z-]*(?:\[[^\]\n]*\]|\{[^}\n]*\})|(?<![\w:]):docs-version\b|^::[a-z][a-z-]*|^import .* from ['"]@site\/src\//gm;

/** Each value in a dated page's Markdown that the build would render from today's data, `:fact[key]` in code included. */
export function liveValues(path: string, markdown: string): string[] {
  const prose = markdown.replace(MARKDOWN_CODE, '');
  const inCode = [...markdown.matchAll(MARKDOWN_CODE)].map(([span]) => span).join('\n');
  return [...prose.matchAll(LIVE_VALUE), ...inCode.matchAll(WRITTEN_FACT_IN_CODE)].map(
    (match) => `${path}: ${match[0]}`,
  );
}

test('no blog post or release changelog page renders a value from today’s data under its date', () => {
  const releasePages = loadDocs().filter((doc) =>
    /\/changelog\/\d+\.\d+\.\d+\.mdx?$/.test(doc.path),
  );
  const posts = loadPosts();
  assert.ok(posts.length > 0 && releasePages.length > 0, 'no dated pages found');
  assert.deepEqual(
    [...posts, ...releasePages].flatMap((page) => liveValues(page.path, page.body)),
    [],
  );
});

test('a rendered value in a post is found, in code too; a written one, a link, code and an admonition are not', () => {
  assert.deepEqual(liveValues('p.md', 'Sign in on port :fact[admin-port].'), [
    'p.md: :fact[admin-port]',
  ]);
  assert.equal(liveValues('p.md', 'The docs of :docs-version say so.').length, 1);
  assert.equal(liveValues('p.md', '```ini\ncheck_time = :fact[update-check-time]\n```').length, 1);
  assert.equal(
    liveValues('p.md', 'Open `https://server.example.com::fact[admin-port]`.').length,
    1,
  );
  assert.equal(liveValues('p.md', '::cli-output{command="user list"}').length, 1);
  assert.equal(liveValues('p.mdx', "import {editions} from '@site/src/data/editions';").length, 1);
  assert.deepEqual(
    liveValues(
      'p.md',
      [
        'Sign in on port 2087 at https://server.example.com:2087, at 04:30.',
        'See [the install guide](/docs/articles/install-update/install-on-a-fresh-server/#what-the-server-needs).',
        ':::tip\nA tip.\n:::',
        '```ini\nschedule = 02:30\n```',
      ].join('\n\n'),
    ),
    [],
  );
});
