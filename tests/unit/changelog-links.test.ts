import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join, posix} from 'node:path';
import {renderReferenceDirectives} from '../../plugins/llms-txt/render-directives.ts';
import {docsDirOf, releaseOf, releases} from '../../src/data/releases.ts';
import {
  describedDocsVersions,
  loadDescription,
  openapiFileOf,
  operationsOf,
} from '../../plugins/api-reference/description.ts';
import {ROOT, loadDocs} from '../lib/docs-content.ts';
import {withFacts} from '../../plugins/markdown/fact-text.ts';

/** Words too common in release notes to say what a line changed. */
const COMMON = new Set(
  'about after again along already also always another before being below between cannot could della every first from have into later longer might more most never newer nothing other over page pages panel portico release right screen shows since some still than that their them then there these they this those through under until users using when where which while with within without would your'.split(
    ' ',
  ),
);

/** A word's stem, so that "counted" finds "count" and "scanning" finds "scan". */
const stem = (word: string): string => word.toLowerCase().replace(/(?:ing|ed|es|s)$/, '');

/**
 * What a changelog line changed, as terms its linked page must mention one of: the code spans and
 * short bold names of the line (a menu path by its last screen), or else its longer words. Link texts
 * are left out, since they name the page, not the change.
 */
export function keyTerms(line: string): string[] {
  const withoutLinks = line.replace(/\[[^\]]*\]\([^)]*\)/g, ' ');
  const marked = [...withoutLinks.matchAll(/`([^`]+)`|\*\*([^*]+)\*\*/g)]
    .map((match) => (match[1] ?? match[2].split(' → ').at(-1)!).trim())
    .filter((term) => term.split(' ').length <= 4);
  if (marked.length > 0) return marked;
  return [
    ...new Set(
      withoutLinks
        .replace(/\*\*/g, '')
        .toLowerCase()
        .match(/[a-z][a-z0-9.+-]{3,}[a-z0-9]/g) ?? [],
    ),
  ].filter((word) => !COMMON.has(word));
}

/** The text a reader finds on a linked doc: its source with the reference directives and the facts rendered. */
const pageText = new Map<string, string>();
async function renderText(file: string): Promise<void> {
  const path = join(ROOT, file);
  if (!pageText.has(file))
    pageText.set(
      file,
      withFacts(
        await renderReferenceDirectives(readFileSync(path, 'utf8'), path),
        path,
      ).toLowerCase(),
    );
}

/** Each docs page a changelog line links, with the sentence the link stands in, so a line of two sentences may link a page for each. */
function linksBySentence(file: string, line: string): Array<{sentence: string; doc: string}> {
  return line.split(/(?<=[.;])\s+(?=[A-Z[])/).flatMap((sentence) =>
    [...sentence.matchAll(/\]\(([^)#\s]+\.mdx?)(?:#[^)]*)?\)/g)].map((match) => ({
      sentence,
      doc: posix.normalize(posix.join(posix.dirname(file), match[1])),
    })),
  );
}

/** Whether a page's text mentions a key term, in its own form or by its stem. */
const mentions = (text: string, term: string): boolean =>
  text.includes(term.toLowerCase()) || text.includes(stem(term));

/**
 * Each linked page of a changelog line that does not mention what the line changed: the line's key
 * terms, or those of the sentence the link stands in.
 */
export function unrelatedLinks(
  file: string,
  line: string,
  read: (doc: string) => string | undefined,
): string[] {
  return linksBySentence(file, line).flatMap(({sentence, doc}) => {
    const terms = [...new Set([...keyTerms(sentence), ...keyTerms(line)])];
    const text = read(doc);
    if (text === undefined) return [`${file}: "${line}" links ${doc}, which does not exist`];
    return terms.length === 0 || terms.some((term) => mentions(text, term))
      ? []
      : [`${file}: ${doc} mentions none of ${JSON.stringify(terms)}\n    ${line}`];
  });
}

/**
 * Each linked page of a line that tells what a release adds or changes which shows less than half of what
 * the line says: of the key terms of the sentence the link stands in, or else of the line, it mentions
 * fewer than half. One shared word ("screen", "domain") is enough for a fix, not for a new thing: a reader
 * who follows the link must find the change described there.
 */
export function partlyShown(
  file: string,
  line: string,
  read: (doc: string) => string | undefined,
): string[] {
  return linksBySentence(file, line).flatMap(({sentence, doc}) => {
    const own = keyTerms(sentence);
    const terms = [...new Set(own.length > 0 ? own : keyTerms(line))];
    const text = read(doc);
    if (text === undefined) return [];
    const missing = terms.filter((term) => !mentions(text, term));
    return missing.length * 2 > terms.length
      ? [`${file}: ${doc} does not show ${JSON.stringify(missing)}\n    ${line}`]
      : [];
  });
}

/** The lines under a release page's "Added" and "Changed" headings. */
export function addedOrChangedLines(body: string): string[] {
  let heading = '';
  return body.split('\n').flatMap((line) => {
    heading = /^## (.+)$/.exec(line)?.[1] ?? heading;
    return /^\s*[-*] /.test(line) && /^(?:Added|Changed)$/.test(heading) ? [line.trim()] : [];
  });
}

/**
 * The release pages of every docs version: each changelog's intro is prose, not a record of changes,
 * and an upcoming release tells what its version will bring, which the pages of today cannot show yet.
 */
const upcoming = new Set(
  releases.filter((release) => release.status === 'upcoming').map((release) => release.version),
);
/** The page of each release, upcoming ones included, in every docs version. */
const releasePages = loadDocs().filter(
  (doc) => doc.sidebar === 'changelog' && /\/\d+\.\d+\.\d+\.mdx?$/.test(doc.path),
);
const changelogPages = loadDocs().filter((doc) => {
  const version = /\/(\d+\.\d+\.\d+)\.mdx?$/.exec(doc.path)?.[1];
  return doc.sidebar === 'changelog' && version !== undefined && !upcoming.has(version);
});

test('every changelog line that links a page links one that mentions what the line changed', async () => {
  assert.ok(
    changelogPages.some((doc) => doc.path.startsWith('versioned_docs/')),
    'no changelog page of an older docs version was read',
  );
  const check = (read: (doc: string) => string | undefined) =>
    changelogPages.flatMap((page) =>
      page.body
        .split('\n')
        .filter((line) => /^\s*[-*] /.test(line) && /\]\([^)]+\.mdx?/.test(line))
        .flatMap((line) => unrelatedLinks(page.path, line.trim(), read)),
    );
  // The first pass learns which pages the lines link; the second reads them rendered.
  const linked = new Set<string>();
  check((doc) => {
    if (existsSync(join(ROOT, doc))) linked.add(doc);
    return '';
  });
  await Promise.all([...linked].map(renderText));
  assert.deepEqual(
    check((doc) => (existsSync(join(ROOT, doc)) ? pageText.get(doc) : undefined)),
    [],
  );
});

test('every line under Added or Changed links pages that show at least half of what it says', async () => {
  const lines = changelogPages.flatMap((page) =>
    addedOrChangedLines(page.body)
      .filter((line) => /\]\([^)]+\.mdx?/.test(line))
      .map((line) => ({page: page.path, line})),
  );
  assert.ok(lines.length > 100, `only ${lines.length} Added or Changed lines with a link found`);
  const linked = lines.flatMap(({page, line}) =>
    [...line.matchAll(/\]\(([^)#\s]+\.mdx?)/g)]
      .map((match) => posix.normalize(posix.join(posix.dirname(page), match[1])))
      .filter((doc) => existsSync(join(ROOT, doc))),
  );
  await Promise.all([...new Set(linked)].map(renderText));
  assert.deepEqual(
    lines.flatMap(({page, line}) => partlyShown(page, line, (doc) => pageText.get(doc))),
    [],
  );
  const read = (doc: string) =>
    ({'docs/panel/a.md': 'the wordpress screen lists every site with its version.'})[doc];
  assert.equal(
    partlyShown(
      'docs/changelog/1.0.0.md',
      '- The [WordPress](../panel/a.md) screen warns when a domain holds a site builder page.',
      read,
    ).length,
    1,
  );
  assert.deepEqual(
    partlyShown(
      'docs/changelog/1.0.0.md',
      '- The [WordPress](../panel/a.md) screen lists each version.',
      read,
    ),
    [],
  );
  assert.deepEqual(
    addedOrChangedLines('## Added\n\n- One.\n\n## Changed\n\n- Two.\n\n## Fixed\n\n- Three.\n'),
    ['- One.', '- Two.'],
  );
});

test("key terms are the line's code and bold text, else its longer words; a page without them is reported", () => {
  assert.deepEqual(keyTerms('- The `backups.path` key moves archives; see [Backups](../a.md).'), [
    'backups.path',
  ]);
  assert.deepEqual(keyTerms('- **Files → Trash** keeps deleted files; see [Trash](../a.md).'), [
    'Trash',
  ]);
  assert.deepEqual(keyTerms('- Quarantine for flagged files; see [Malware scanner](../a.md).'), [
    'quarantine',
    'flagged',
    'files',
  ]);
  const pages: Record<string, string> = {
    'docs/panel/a.md': 'the trash keeps deleted files for 30 days.',
  };
  const read = (doc: string) => pages[doc];
  assert.deepEqual(
    unrelatedLinks(
      'docs/changelog/1.0.0.md',
      '- **Files → Trash** arrives; see [Trash](../panel/a.md).',
      read,
    ),
    [],
  );
  assert.equal(
    unrelatedLinks(
      'docs/changelog/1.0.0.md',
      '- The **search services switch** is copied; see [Plans](../panel/a.md).',
      read,
    ).length,
    1,
  );
  assert.equal(
    unrelatedLinks('docs/changelog/1.0.0.md', '- Anything; see [Gone](../panel/b.md).', read)
      .length,
    1,
  );
});

/** The lines under a release page's heading `heading` ("Added", "Changed"). */
export function linesUnder(body: string, heading: string): string[] {
  const section =
    new RegExp(`^## ${heading}\\n([\\s\\S]*?)(?=^## |(?![\\s\\S]))`, 'm').exec(body)?.[1] ?? '';
  return section.split('\n').filter((line) => /^\s*[-*] /.test(line));
}

/** The lines under a release page's "Added" heading. */
export const addedLines = (body: string): string[] => linesUnder(body, 'Added');

/** Each of `lines` that links no docs page and no page of the site. */
const withoutPageLink = (lines: ReadonlyArray<{page: string; line: string}>): string[] =>
  lines
    .filter(({line}) => !/\]\((?:[^)\s]+\.mdx?|\/[^)\s]*)(?:#[^)]*)?\)/.test(line))
    .map(({page, line}) => `${page}: ${line.trim()}`);

test('every line under Added, in every docs version, links the page that shows what it adds', () => {
  const lines = releasePages.flatMap((page) =>
    addedLines(page.body).map((line) => ({page: page.path, line})),
  );
  assert.ok(lines.length > 100, `only ${lines.length} Added lines found`);
  assert.deepEqual(withoutPageLink(lines), []);
});

/**
 * A changed behavior or a fix is something a reader acts on, so its line links the page of what it touches,
 * in the line's own docs version, which the tests above then hold to mentioning it.
 */
test('every line under Changed or Fixed in every docs version links the page of what it touches', () => {
  const lines = releasePages.flatMap((page) =>
    ['Changed', 'Fixed'].flatMap((heading) =>
      linesUnder(page.body, heading).map((line) => ({page: page.path, line})),
    ),
  );
  assert.ok(lines.length > 100, `only ${lines.length} Changed or Fixed lines found`);
  assert.ok(
    lines.some(({page}) => page.startsWith('versioned_docs/')),
    'no Changed or Fixed line of an older docs version was read',
  );
  assert.deepEqual(withoutPageLink(lines), []);
  assert.deepEqual(
    linesUnder('## Added\n\n- One.\n\n## Changed\n\n- Two.\n- Three.\n', 'Changed'),
    ['- Two.', '- Three.'],
  );
});

/**
 * Each doc whose front matter says a release brought it (`since`) while the Added lines of that release's
 * page, in the same docs version, link no such page: the release's record leaves out a screen it added.
 * A release whose page is in another docs version is not checked here.
 */
export function pagesMissingFromAdded(
  docs: ReadonlyArray<{path: string; version: string; since?: string}>,
  pages: ReadonlyArray<{path: string; version: string; body: string}>,
): string[] {
  return docs.flatMap((doc) => {
    const page = pages.find(
      (candidate) =>
        candidate.version === doc.version &&
        doc.since !== undefined &&
        new RegExp(`/changelog/${doc.since.replace(/\./g, '\\.')}\\.mdx?$`).test(candidate.path),
    );
    if (!page) return [];
    const linked = addedLines(page.body).flatMap((line) =>
      [...line.matchAll(/\]\(([^)#\s]+\.mdx?)(?:#[^)]*)?\)/g)].map((match) =>
        posix.normalize(posix.join(posix.dirname(page.path), match[1])),
      ),
    );
    return linked.includes(doc.path)
      ? []
      : [`${doc.path}: came in ${doc.since}, whose Added lines in ${page.path} do not link it`];
  });
}

/**
 * Each release that, by a docs version's API description, added operations, while the Added lines of its
 * page in that version link no page of the API reference nor the API settings: an administrator who reads
 * the release's record to see what an upgrade gives a billing system finds nothing of it.
 */
export function apiReleasesMissingFromAdded(
  docsDir: string,
  addedBy: ReadonlySet<string>,
  pages: ReadonlyArray<{path: string; body: string}>,
): string[] {
  return [...addedBy].flatMap((release) => {
    const page = pages.find((candidate) => candidate.path === `${docsDir}/changelog/${release}.md`);
    if (!page) return [];
    return addedLines(page.body).some((line) =>
      /\]\([^)\s]*(?:admin\/api-reference\/|admin\/settings\/api\.md)/.test(line),
    )
      ? []
      : [
          `${page.path}: ${release} added API operations, and no line under Added links the API reference`,
        ];
  });
}

test('in every docs version, a release that added API operations, by its description, links the API reference under Added', async () => {
  const problems: string[] = [];
  for (const docsVersion of describedDocsVersions()) {
    const operations = operationsOf(await loadDescription(openapiFileOf(docsVersion)));
    const addedBy = new Set(operations.map(({operation}) => operation['x-since']));
    assert.ok(addedBy.size > 0, `${docsVersion}: no operation says which release added it`);
    problems.push(...apiReleasesMissingFromAdded(docsDirOf(docsVersion), addedBy, releasePages));
  }
  assert.deepEqual(problems, []);
  const page = (added: string) => [
    {path: 'docs/changelog/1.0.0.md', body: `## Added\n\n${added}\n`},
  ];
  assert.equal(
    apiReleasesMissingFromAdded(
      'docs',
      new Set(['1.0.0']),
      page('- Dark mode; see [Dark mode](../panel/dashboard/dark-mode.md).'),
    ).length,
    1,
  );
  assert.deepEqual(
    apiReleasesMissingFromAdded(
      'docs',
      new Set(['1.0.0']),
      page('- Domain operations; see [the list of changes](../admin/api-reference/changes.md).'),
    ),
    [],
  );
});

test("every page a release brought, by its front matter, is linked from that release's Added lines", () => {
  // The first release brought the panel itself: its page names what a beta had, not every screen.
  const first = releases.at(-1)!.version;
  const docs = loadDocs()
    .filter((doc) => doc.sidebar !== 'changelog' && doc.frontMatter.since !== first)
    .map((doc) => ({path: doc.path, version: doc.version, since: doc.frontMatter.since}));
  assert.ok(
    docs.filter((doc) => doc.since !== undefined).length > 100,
    'few docs say which release brought them',
  );
  assert.deepEqual(pagesMissingFromAdded(docs, releasePages), []);
  const pages = [
    {
      path: 'docs/changelog/1.0.0.md',
      version: 'current',
      body: '## Added\n\n- [SSH](../admin/ssh.md).\n',
    },
  ];
  assert.deepEqual(
    pagesMissingFromAdded(
      [
        {path: 'docs/admin/ssh.md', version: 'current', since: '1.0.0'},
        {path: 'docs/admin/reboot.md', version: 'current', since: '1.0.0'},
        {path: 'docs/admin/old.md', version: 'current', since: '0.2.0'},
      ],
      pages,
    ),
    [
      'docs/admin/reboot.md: came in 1.0.0, whose Added lines in docs/changelog/1.0.0.md do not link it',
    ],
  );
});

/**
 * Words that tell of something a release adds: a new field, button or screen ("a **Rescan** button"), a
 * thing that gains one, an import that brings over or lets come along what it left behind before, a
 * thing that can now be exported or imported, a screen that offers an import, or a link or button it shows.
 */
const TELLS_OF_SOMETHING_NEW =
  /\b(?:gains?|adds?|brings? (?:over|across)|comes? along|can either)\b|\ba new (?:field|button|column|option|screen|setting|tab|page|menu)\b|\ban? \*\*[^*\n]+\*\* (?:button|field|column|option|tab|screen)\b|\bcan (?:now )?be (?:exported|imported)\b|\boffers an? (?:import|export)\b|\bwith an? (?:link|button) to\b/i;

/** The change lines of a release page outside "Added", "Security" and the upgrade notes, each with its heading. */
export function linesOutsideAdded(body: string): Array<{heading: string; line: string}> {
  let heading = '';
  return body.split('\n').flatMap((line) => {
    heading = /^## (.+)$/.exec(line)?.[1] ?? heading;
    return /^\s*[-*] /.test(line) && /^(?:Changed|Fixed|Removed|Deprecated)$/.test(heading)
      ? [{heading, line: line.trim()}]
      : [];
  });
}

test('in every docs version, a changelog line that tells of something new stands under Added', () => {
  const lines = releasePages.flatMap((page) =>
    linesOutsideAdded(page.body).map((entry) => ({...entry, page: page.path})),
  );
  assert.ok(lines.length > 100, `only ${lines.length} lines outside Added found`);
  assert.deepEqual(
    lines
      .filter(({line}) => TELLS_OF_SOMETHING_NEW.test(line.replace(/\[[^\]]*\]\([^)]*\)/g, ' ')))
      .map(({page, heading, line}) => `${page}: under ${heading}: ${line}`),
    [],
  );
});

/**
 * Whether a release page's summary (its description and the words before its first heading) says the
 * release adds something, while no line of the page stands under "Added".
 */
export function addsWithoutAdded(description: string, body: string): boolean {
  const summary = `${description}\n${body.split(/^## /m)[0]}`;
  return /\badds?\b/i.test(summary) && !/^## Added$/m.test(body);
}

test('in every docs version, a release page whose summary says it adds something lists it under Added', () => {
  assert.ok(
    releasePages.some((page) => page.version !== 'current'),
    'no release page of a frozen version read',
  );
  assert.deepEqual(
    releasePages
      .filter((page) => addsWithoutAdded(page.frontMatter.description ?? '', page.body))
      .map((page) => page.path),
    [],
  );
  assert.equal(addsWithoutAdded('It adds mailboxes to backups.', '## Changed\n\n- x\n'), true);
  assert.equal(addsWithoutAdded('', 'This release adds a warning.\n\n## Changed\n\n- x\n'), true);
  assert.equal(addsWithoutAdded('It adds mailboxes.', '## Added\n\n- x\n'), false);
  assert.equal(addsWithoutAdded('Fixes.', '## Fixed\n\n- The list adds a row.\n'), false);
});

/**
 * Words that tell of a change to what a release already had: a component it updates, a feature it makes
 * safer or retires, a default it raises. "No longer needs" is left out: it tells of what a new screen spares.
 */
const TELLS_OF_A_CHANGE =
  /\b(?:updates|refresh(?:es)?|retires|replaces|renames|moves \w+ to|switches \w+ to|speeds up|limits|polishes|makes|tightens|raises|lowers|from now on|now (?:uses?|runs?|shows?|keeps?|checks?|asks?|requires?|works?))\b/i;

/**
 * Whether a release page's summary (its description, the words before its first heading) or the release's
 * highlights in the release data say the release changes something, while no line of the page stands under
 * "Changed". A security release tells its changes under "Security".
 */
export function changesWithoutChanged(description: string, body: string, highlights = ''): boolean {
  const summary = `${description}\n${body.split(/^## /m)[0]}\n${highlights}`;
  const securityRelease =
    /\bsecurity(?:-only)? release\b/i.test(summary) && /^## Security$/m.test(body);
  return TELLS_OF_A_CHANGE.test(summary) && !securityRelease && !/^## Changed$/m.test(body);
}

test('in every docs version, a release page whose summary or release data says it changes something lists it under Changed', () => {
  assert.deepEqual(
    releasePages
      .filter((page) =>
        changesWithoutChanged(
          page.frontMatter.description ?? '',
          page.body,
          releaseOf(/(\d+\.\d+\.\d+)\.mdx?$/.exec(page.path)![1]).highlights,
        ),
      )
      .map((page) => page.path),
    [],
  );
  assert.equal(
    changesWithoutChanged('It makes the INI editor safer.', '## Added\n\n- x\n## Fixed\n\n- y\n'),
    true,
  );
  assert.equal(changesWithoutChanged('', '## Fixed\n\n- x\n', 'updates bundled PHP'), true);
  assert.equal(changesWithoutChanged('It updates PHP.', '## Changed\n\n- x\n'), false);
  assert.equal(
    changesWithoutChanged(
      'A security-only release that updates phpMyAdmin.',
      '## Security\n\n- phpMyAdmin moves to 5.2.2.\n',
    ),
    false,
  );
  assert.equal(
    changesWithoutChanged('Users no longer need a desktop client.', '## Added\n\n- x\n'),
    false,
  );
});

test('a new field or button under Changed or Fixed is found, and a change to what exists is not', () => {
  const found = (body: string) =>
    linesOutsideAdded(body).filter(({line}) => TELLS_OF_SOMETHING_NEW.test(line));
  assert.equal(found('## Changed\n\n- The installer gains a **Language** field.\n').length, 1);
  assert.equal(
    found('## Fixed\n\n- Sizes are faster, and a **Rescan** button measures again.\n').length,
    1,
  );
  assert.deepEqual(
    found('## Fixed\n\n- **Disable** on the Memcached screen left the service running.\n'),
    [],
  );
  assert.equal(
    found(
      '## Changed\n\n- Mailboxes come along with the archive, and the import brings over subdomains.\n',
    ).length,
    1,
  );
  assert.equal(
    found('## Changed\n\n- Zones can either keep their records or be rebuilt.\n').length,
    1,
  );
  assert.equal(
    found('## Changed\n\n- Templates can be exported and imported as JSON.\n').length,
    1,
  );
  assert.equal(found('## Changed\n\n- The form offers an import after saving.\n').length, 1);
  assert.equal(
    found('## Changed\n\n- The tile shows the days left, with a link to buy.\n').length,
    1,
  );
  assert.deepEqual(found('## Fixed\n\n- Imported templates kept the old TTL.\n'), []);
  assert.deepEqual(found('## Added\n\n- A **Rescan** button.\n'), []);
});

test('the Added lines are those under the Added heading only', () => {
  assert.deepEqual(
    addedLines('Intro.\n\n## Added\n\n- One; see [A](../a.md).\n- Two.\n\n## Fixed\n\n- Three.\n'),
    ['- One; see [A](../a.md).', '- Two.'],
  );
  assert.deepEqual(addedLines('## Fixed\n\n- Three.\n'), []);
});
