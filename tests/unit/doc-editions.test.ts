import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT, loadDocs, type DocFile} from '../lib/docs-content.ts';
import {
  referenceBadges,
  withReferenceBadges,
} from '../../plugins/markdown/reference-front-matter.ts';
import {descriptionOf, operationsOf} from '../../plugins/api-reference/description.ts';
import {editionRows, editionsSince, enterpriseFeatureDocs} from '../../src/data/editions.ts';
import {compareVersions} from '../../src/data/compare-versions.ts';
import {docsDirOf, docsVersions, everyDocsVersion, releases} from '../../src/data/releases.ts';
import {enterpriseDocsOf} from '../../src/data/docs-version-data.ts';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import cliReferenceRemarkPlugin from '../../plugins/cli-reference/remark.ts';

/** Every doc, a reference page with the badges the build gives it from its data. */
const withBadges = Promise.all(
  loadDocs().map(async (doc) => {
    const badges = await referenceBadges(join(ROOT, doc.path), doc.body);
    return badges ? {...doc, frontMatter: {...doc.frontMatter, ...badges}} : doc;
  }),
);
const screenDocsOf = (docs: DocFile[]) =>
  docs.filter((doc) => doc.sidebar === 'panel' || doc.sidebar === 'admin');
/** `docs/panel/x.md` or `versioned_docs/version-0.3.7/admin/y.md` without the version folder. */
const inVersion = (path: string): string =>
  path.replace(/^(docs|versioned_docs\/version-[^/]+)\//, '');
const releaseOfDocs = (version: string): string =>
  version === 'current' ? docsVersions.current : version;

test('the reference pages rendered from data type no since or edition of their own', () => {
  const typed = loadDocs()
    .filter((doc) =>
      /^::(cli-reference|cli-index|api-operation|api-operation-index|api-operations)\b/m.test(
        doc.body,
      ),
    )
    .filter((doc) => 'since' in doc.frontMatter || 'edition' in doc.frontMatter)
    .map((doc) => doc.path);
  assert.deepEqual(typed, []);
});

test("a reference page's badges are those of its data: the oldest release of its commands or operations", async () => {
  const badges = await referenceBadges(
    join(ROOT, 'docs', 'admin', 'api-reference', 'backups', 'backups.md'),
    '::api-operation-index{tag="Backups"}',
  );
  const operations = operationsOf(await descriptionOf(docsVersions.current)).filter(({operation}) =>
    operation.tags.includes('Backups'),
  );
  assert.ok(operations.length > 0);
  assert.ok(operations.some(({operation}) => operation['x-since'] === badges?.since));
  assert.ok(
    operations.every(
      ({operation}) =>
        releases.findIndex((release) => release.version === operation['x-since']) <=
        releases.findIndex((release) => release.version === badges?.since),
    ),
  );
  await assert.rejects(
    withReferenceBadges(
      join(ROOT, 'docs', 'admin', 'cli-reference', 'user.md'),
      '::cli-reference{group="user"}',
      {since: '1.0.0'},
    ),
    /since of a reference page come from its data/,
  );
});

test('every panel and admin doc of every version declares its edition and the release it arrived in', async () => {
  const screenDocs = screenDocsOf(await withBadges);
  assert.ok(screenDocs.length > 150, `only ${screenDocs.length} panel and admin docs found`);
  const bad = screenDocs
    .filter(
      (doc) =>
        !['community', 'enterprise'].includes(doc.frontMatter.edition) || !doc.frontMatter.since,
    )
    .map(
      (doc) =>
        `${doc.path}: edition "${doc.frontMatter.edition ?? ''}", since "${doc.frontMatter.since ?? ''}"`,
    );
  assert.deepEqual(bad, []);
});

test('since is a shipped release, no later than the docs version it sits in, with a changelog page', async () => {
  const docs = await withBadges;
  const screenDocs = screenDocsOf(docs);
  const shipped = new Set(
    releases.filter((release) => release.status === 'released').map((release) => release.version),
  );
  const changelogPages = new Set(
    docs.filter((doc) => doc.sidebar === 'changelog').map((doc) => inVersion(doc.path)),
  );
  const bad = screenDocs.flatMap((doc) => {
    const since = doc.frontMatter.since;
    if (!since) return [];
    const problems: string[] = [];
    if (!shipped.has(since))
      problems.push(`${doc.path}: since ${since} is not a shipped release in src/data/releases.ts`);
    else if (compareVersions(since, releaseOfDocs(doc.version)) > 0) {
      problems.push(
        `${doc.path}: since ${since} is later than the ${releaseOfDocs(doc.version)} docs`,
      );
    }
    if (!changelogPages.has(`changelog/${since}.md`))
      problems.push(`${doc.path}: no changelog page for ${since}`);
    return problems;
  });
  assert.deepEqual(bad, []);
});

test('the Enterprise pages are exactly those of the Enterprise-only rows of src/data/editions.ts, in every docs version since the editions', async (t) => {
  const docs = await withBadges;
  const enterpriseRows = editionRows
    .filter((row) => row.community === false)
    .map((row) => row.feature);
  assert.deepEqual(Object.keys(enterpriseFeatureDocs).sort(), [...enterpriseRows].sort());
  for (const docsVersion of everyDocsVersion) {
    if (compareVersions(docsVersion, editionsSince) < 0) {
      t.diagnostic(`${docsVersion} is skipped: the editions came in ${editionsSince}`);
      continue;
    }
    const featureDocs = enterpriseDocsOf(docsVersion);
    for (const [feature, pages] of Object.entries(featureDocs)) {
      assert.ok(pages.length > 0, `${docsVersion}: ${feature} has no page`);
      for (const page of pages)
        assert.ok(
          existsSync(join(ROOT, docsDirOf(docsVersion), page)),
          `${docsVersion}: ${feature}: ${page} does not exist`,
        );
    }
    const marked = docs
      .filter(
        (doc) =>
          releaseOfDocs(doc.version) === docsVersion && doc.frontMatter.edition === 'enterprise',
      )
      .map((doc) => inVersion(doc.path))
      .sort();
    assert.deepEqual(marked, Object.values(featureDocs).flat().sort(), docsVersion);
  }
});

test('docs of releases before the editions describe one free product', async () => {
  const docs = await withBadges;
  const bad = docs
    .filter(
      (doc) =>
        compareVersions(releaseOfDocs(doc.version), editionsSince) < 0 &&
        doc.frontMatter.edition === 'enterprise',
    )
    .map((doc) => doc.path);
  assert.deepEqual(bad, []);
});

test('the CLI reference of a docs version before the editions names no edition; a later one names each command’s', async () => {
  const referencePages = loadDocs().filter((doc) => /^::cli-reference\{/m.test(doc.body));
  for (const docsVersion of everyDocsVersion) {
    const page = referencePages.find((doc) => releaseOfDocs(doc.version) === docsVersion);
    assert.ok(page, `no CLI reference page in the ${docsVersion} docs`);
    const rendered = String(
      await unified()
        .use(remarkParse)
        .use(remarkDirective)
        .use(remarkGfm)
        .use(cliReferenceRemarkPlugin)
        .use(remarkStringify)
        .process({value: page.body, path: join(ROOT, page.path)}),
    );
    const beforeEditions = compareVersions(docsVersion, editionsSince) < 0;
    assert.equal(/\*\*Edition:\*\*/.test(rendered), !beforeEditions, page.path);
    assert.match(rendered, /\*\*Arrived in:\*\* \d+\.\d+\.\d+\./, page.path);
  }
});
