/**
 * The release data and release day: rules that hold for any release, never
 * today's version or count (those move with `npm run release`).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {tmpdir} from 'node:os';
import {fileURLToPath} from 'node:url';
import {compareVersions} from '../../src/data/compare-versions';
import {
  changelogDocsVersionOf,
  changelogPathOf,
  docsVersions,
  latestRelease,
  releases,
  type Release,
} from '../../src/data/releases';
import {
  RELEASE_HISTORY,
  changelogFileOf,
  serializeHistory,
  shipRelease,
} from '../../scripts/release';
import {loadDocs} from '../lib/docs-content';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

test('versions compare as numbers, part by part, and anything else is refused', () => {
  assert.ok(compareVersions('1.10.0', '1.9.9') > 0);
  assert.ok(compareVersions('0.3.8', '1.0.0') < 0);
  assert.equal(compareVersions('2.4.9', '2.4.9'), 0);
  assert.throws(() => compareVersions('2.4', '2.4.9'), /MAJOR\.MINOR\.PATCH/);
});

test('the latest release is the newest shipped one, and every upcoming release is newer', () => {
  const shipped = releases.filter((release) => release.status === 'released');
  assert.equal(latestRelease, shipped[0]);
  assert.ok(
    shipped.every((release) => compareVersions(release.version, latestRelease.version) <= 0),
  );
  for (const release of releases.filter((candidate) => candidate.status === 'upcoming')) {
    assert.ok(
      compareVersions(release.version, latestRelease.version) > 0,
      `${release.version} is upcoming but older than ${latestRelease.version}`,
    );
  }
});

test('release days never go back as versions go up', () => {
  const oldestFirst = [...releases].reverse();
  oldestFirst.slice(1).forEach((release, index) => {
    const previous = oldestFirst[index];
    assert.ok(
      release.date >= previous.date,
      `${release.version} (${release.date}) is dated before ${previous.version} (${previous.date})`,
    );
  });
});

test('the latest release and every upcoming one have the highlights the announcement bar reads', () => {
  for (const release of [
    latestRelease,
    ...releases.filter((candidate) => candidate.status === 'upcoming'),
  ]) {
    assert.ok(release.highlights, `${release.version} has no highlights`);
    assert.doesNotMatch(
      release.highlights!,
      /^[A-Z]|\.$/,
      `${release.version}: highlights follow "is out:" in a sentence`,
    );
  }
});

test('every release has its changelog page where src/data/releases.ts says, and no page lacks a release', () => {
  for (const release of releases) {
    assert.ok(
      existsSync(join(ROOT, changelogFileOf(release.version))),
      `${changelogPathOf(release.version)} has no page ${changelogFileOf(release.version)}`,
    );
  }
  assert.equal(
    changelogDocsVersionOf(latestRelease.version),
    docsVersions.current,
    'the latest release is in the current docs',
  );
});

test('the data file is kept one release a line, as the release command writes it', () => {
  const text = readFileSync(join(ROOT, RELEASE_HISTORY), 'utf8');
  assert.equal(serializeHistory(JSON.parse(text)), text);
});

/** A project with one docs version and the changelog pages `pages`, for the release command. */
function projectWith(pages: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'portico-release-'));
  mkdirSync(join(root, 'docs', 'changelog'), {recursive: true});
  for (const version of pages)
    writeFileSync(join(root, 'docs', 'changelog', `${version}.md`), '# page\n');
  return root;
}

const major = latestRelease.version.split('.')[0];
const history: Release[] = [
  {version: `${major}.98.0`, date: '2099-03-01', status: 'upcoming', highlights: 'faster backups'},
  {version: `${major}.97.0`, date: '2099-02-01', status: 'released', highlights: 'a new dashboard'},
];

test('release day marks the release shipped on its day and changes nothing else', () => {
  const shipped = shipRelease(
    history,
    `${major}.98.0`,
    '2099-03-02',
    projectWith([`${major}.98.0`]),
  );
  assert.deepEqual(shipped, [{...history[0], status: 'released', date: '2099-03-02'}, history[1]]);
});

test('release day refuses, naming the problem: an unknown version, an early date, a missing page or highlights', () => {
  const root = projectWith([`${major}.98.0`]);
  assert.throws(
    () => shipRelease(history, `${major}.99.0`, '2099-03-02', root),
    /is not in src\/data\/release-history\.json/,
  );
  assert.throws(() => shipRelease(history, `${major}.97.0`, '2099-03-02', root), /already shipped/);
  assert.throws(
    () => shipRelease(history, `${major}.98.0`, '2099-01-31', root),
    /before .*97\.0 \(2099-02-01\)/,
  );
  assert.throws(() => shipRelease(history, `${major}.98.0`, '2099-02-30', root), /YYYY-MM-DD/);
  assert.throws(
    () => shipRelease(history, `${major}.98.0`, '2099-03-02', projectWith([])),
    /has no changelog page: write docs\/changelog\/.*98\.0\.md/,
  );
  const withoutHighlights = [{...history[0], highlights: undefined}, history[1]];
  assert.throws(
    () => shipRelease(withoutHighlights, `${major}.98.0`, '2099-03-02', root),
    /no "highlights"/,
  );
});

/** A release page's own words for whether and when it shipped, which the page's status line (ReleaseStatus) gives from the data. */
const TYPED_STATUS =
  /\b(?:released|planned|shipped|scheduled|due) (?:on |for )?(?:(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}|\d{4}-\d{2}-\d{2})|^(?:upcoming|released)\b/im;

test('no release page of any docs version types its own status or day: the status line under its title gives them from the data', () => {
  const pages = loadDocs().filter(
    (doc) => doc.sidebar === 'changelog' && /\/\d+\.\d+\.\d+\.mdx?$/.test(doc.path),
  );
  assert.ok(
    pages.some((doc) => doc.version !== 'current'),
    'no release page of a frozen docs version was read',
  );
  const typed = pages.flatMap((doc) =>
    [doc.frontMatter.description ?? '', ...doc.body.split('\n')]
      .filter((line) => TYPED_STATUS.test(line))
      .map((line) => `${doc.path}: ${line.trim()}`),
  );
  assert.deepEqual(typed, []);
});

test('a typed status or release day is found, and a date in a line about something else is not', () => {
  assert.match('Planned for February 17, 2025.', TYPED_STATUS);
  assert.match('Released 2025-02-17.', TYPED_STATUS);
  assert.match('Upcoming: this release has not shipped.', TYPED_STATUS);
  assert.doesNotMatch('- Backups made before January 5, 2025 restore as before.', TYPED_STATUS);
});
