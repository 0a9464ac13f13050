import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import testEnv from '../lib/test-env.json' with {type: 'json'};
import {BUILD_DIR, assertBuilt, skipWithoutBuild} from '../lib/built-site.ts';
import {agentDirective} from '../../plugins/llms-txt/markdown.ts';
import {WRITTEN_FACT_IN_CODE} from '../../plugins/markdown/fact-text.ts';

const origin = testEnv.SITE_URL;
/** A `:fact[key]` the build left as written, anywhere in a page or its copy. */
const SHOWN_FACT = new RegExp(WRITTEN_FACT_IN_CODE.source);
const absolute = (path: string) => new URL(path, origin).href;
const read = (path: string) => readFileSync(join(BUILD_DIR, path), 'utf8');
/** The page address of a Markdown copy's link: `…/docs/x.md` → `…/docs/x/`. */
const pageOf = (link: string) => link.replace(/(\/index)?\.md$/, '/');
/** Whether a page of the blog is a post, as the theme marks its page; the list, tag and author pages repeat their posts' summaries. */
const isPost = (url: string) =>
  /<html[^>]* class="[^"]*\bblog-post-page\b/.test(read(join(new URL(url).pathname, 'index.html')));

/** Every llms.txt of the build, by path, with the links it lists. */
function indexes(): Map<string, string[]> {
  const files = readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'}).filter(
    (file) => file === 'llms.txt' || file.endsWith('/llms.txt'),
  );
  return new Map(
    files.map((file) => [
      file,
      [...read(file).matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]),
    ]),
  );
}

test(
  "every page of the sitemap but the blog's list, tag and author pages is listed in exactly one llms.txt, and every page the site indexes list is in the sitemap",
  {skip: skipWithoutBuild},
  () => {
    assertBuilt();
    const sitemap = new Set(
      [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]),
    );
    const expected = [...sitemap].filter(
      (url) => !url.startsWith(`${origin}/blog/`) || isPost(url),
    );
    assert.ok(
      expected.some((url) => url.startsWith(`${origin}/blog/`)),
      'no post of the blog is expected in an llms.txt',
    );
    const all = indexes();
    const listedPages = [...all.values()]
      .flat()
      .filter((link) => link.endsWith('.md'))
      .map(pageOf);
    for (const url of expected)
      assert.equal(
        listedPages.filter((page) => page === url).length,
        1,
        `${url} is in ${listedPages.filter((page) => page === url).length} llms.txt files`,
      );
    // The older docs versions are noindex, so the sitemap leaves them out: their indexes list their own pages.
    const frozen = [...all.keys()].filter((file) => /^docs\/\d+\.\d+\.\d+\//.test(file));
    for (const [file, links] of all) {
      const pages = links.filter((link) => link.endsWith('.md')).map(pageOf);
      if (frozen.includes(file))
        pages.forEach((page) =>
          assert.ok(
            page.startsWith(`${origin}/${file.split('/').slice(0, 2).join('/')}/`),
            `${file} lists ${page}`,
          ),
        );
      else
        pages.forEach((page) =>
          assert.ok(sitemap.has(page), `${file} lists ${page}, which the sitemap does not have`),
        );
    }
  },
);

test(
  'every llms.txt is under 50,000 characters and links only files that exist',
  {skip: skipWithoutBuild},
  () => {
    assertBuilt();
    for (const [file, links] of indexes()) {
      assert.ok(read(file).length < 50_000, `${file} has ${read(file).length} characters`);
      for (const link of links)
        assert.ok(
          link.startsWith(`${origin}/`) && existsSync(join(BUILD_DIR, new URL(link).pathname)),
          `${file} links ${link}`,
        );
    }
  },
);

test(
  'every Markdown copy points agents to llms.txt near its top, links only absolutely, closes every code fence and shows no :fact directive, and so does every page',
  {skip: skipWithoutBuild},
  () => {
    assertBuilt();
    const directive = agentDirective(absolute);
    const copies = readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'}).filter((file) =>
      file.endsWith('.md'),
    );
    assert.ok(copies.length > 400, `only ${copies.length} Markdown copies`);
    for (const file of copies) {
      const markdown = read(file);
      assert.ok(
        markdown.slice(0, 1000).includes(`> ${directive}`),
        `${file} has no directive near its top`,
      );
      // A link with no scheme (`/docs/x.md`, `../x.md`) leads nowhere once the copy is read away from its address.
      assert.doesNotMatch(
        markdown,
        /\]\((?![a-z][a-z\d+.-]*:|#)[^)]*\)/i,
        `${file} has a link that is not absolute`,
      );
      const fences = markdown.match(/^[ \t]*(?:```|~~~)/gm) ?? [];
      assert.equal(fences.length % 2, 0, `${file} leaves a code fence open`);
      // A fact is rendered in code blocks and inline code as in prose, on the page and in its copy.
      assert.doesNotMatch(markdown, SHOWN_FACT, `${file} shows a :fact directive`);
      const page = join(file.replace(/\.md$/, ''), 'index.html');
      if (existsSync(join(BUILD_DIR, page)))
        assert.ok(
          read(page).includes(`<body`) &&
            read(page).includes(directive) &&
            !SHOWN_FACT.test(read(page)),
          `${page} has no directive, or shows a :fact directive`,
        );
    }
  },
);
