/**
 * A docs version describes its own release: a page of the 1.6.7 docs that tells what 1.6.8 brings
 * misleads an administrator who runs 1.6.7. A sentence may speak of a later release only by naming
 * it and linking its changelog page, so a reader knows it is not yet theirs.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compareVersions} from '../../src/data/compare-versions.ts';
import {releases} from '../../src/data/releases.ts';
import {docsVersionOfDoc, linkedReleases, linkedSentences, loadDocs} from '../lib/docs-content.ts';

const known = new Set(releases.map((release) => release.version));
/** The major lines of Portico, so that "PHP 8.x" is not read as one. */
const majors = new Set(releases.map((release) => Number(release.version.split('.')[0])));
const docs = loadDocs();
const releaseOfPage = (path: string): string | undefined =>
  /\/changelog\/(\d+\.\d+\.\d+)\.mdx?$/.exec(path)?.[1];

/**
 * What each release adds, as its changelog pages name it: the bold names (a button, the last screen
 * of a menu path) of the lines under "Added", from the release's page in every docs version.
 */
export function addedNames(changelogBody: string): string[] {
  const added = /^## Added\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(changelogBody)?.[1] ?? '';
  return [...added.replace(/\[[^\]]*\]\([^)]*\)/g, ' ').matchAll(/\*\*([^*\n]+)\*\*/g)].map(
    (match) => match[1].split(' → ').at(-1)!.trim(),
  );
}

const namesByRelease = new Map<string, Set<string>>();
for (const doc of docs.filter((candidate) => candidate.sidebar === 'changelog')) {
  const release = releaseOfPage(doc.path);
  if (release)
    namesByRelease.set(
      release,
      new Set([...(namesByRelease.get(release) ?? []), ...addedNames(doc.body)]),
    );
}

/**
 * Each sentence of a page of docs version `version` that names a later release, or in bold something a
 * later release adds, without naming that release and linking its changelog page.
 */
export function laterReleaseSentences(
  path: string,
  version: string,
  body: string,
  names: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  return linkedSentences(body).flatMap((sentence) => {
    const later = (release: string) => known.has(release) && compareVersions(release, version) > 0;
    const named = [...sentence.matchAll(/(?<![\w.])\d+\.\d+\.\d+(?![\w.]*\d)/g)]
      .map(([release]) => release)
      .filter(later);
    const bold = new Set(
      [...sentence.matchAll(/\*\*([^*\n]+)\*\*/g)].map((match) =>
        match[1].split(' → ').at(-1)!.trim(),
      ),
    );
    const addedHere = [...names]
      .filter(([release, added]) => later(release) && [...added].some((name) => bold.has(name)))
      .map(([release]) => release);
    const linked = linkedReleases(path, sentence);
    // A later major line ("1.x releases") is named by a release of it, linked.
    const [major] = version.split('.').map(Number);
    const laterLines = [...sentence.matchAll(/(?<![\d.])(\d+)\.x\b/g)]
      .map((match) => Number(match[1]))
      .filter(
        (line) =>
          line > major &&
          majors.has(line) &&
          !linked.some((release) => Number(release.split('.')[0]) === line),
      )
      .map(
        (line) =>
          `${path}: describes ${line}.x, after the ${version} docs, without linking a changelog page of it: "${sentence.trim()}"`,
      );
    return [...new Set([...named, ...addedHere])]
      .filter((release) => !(named.includes(release) && linked.includes(release)))
      .map(
        (release) =>
          `${path}: describes ${release}, after the ${version} docs, without naming and linking its changelog page: "${sentence.trim()}"`,
      )
      .concat(laterLines);
  });
}

test('no page of a docs version describes a later release, unless the sentence names it and links its changelog page', () => {
  assert.ok(namesByRelease.size > 50, `only ${namesByRelease.size} release pages read`);
  assert.ok(
    [...namesByRelease.values()].some((names) => names.size > 0),
    'no release page names what it adds in bold',
  );
  const pages = docs.filter((doc) => doc.sidebar !== 'changelog');
  assert.ok(
    pages.some((doc) => doc.version !== 'current'),
    'no page of a frozen docs version was read',
  );
  assert.deepEqual(
    pages.flatMap((doc) =>
      laterReleaseSentences(doc.path, docsVersionOfDoc(doc), doc.body, namesByRelease),
    ),
    [],
  );
});

test('a later release named or shown by what it adds is reported, and one named and linked is not', () => {
  const [newest, older] = releases.filter((release) => release.status === 'released');
  const names = new Map([[newest.version, new Set(['Resync'])]]);
  const check = (body: string) =>
    laterReleaseSentences('docs/admin/a.md', older.version, body, names).length;
  assert.equal(check(`From ${newest.version}, the list shows sizes.`), 1);
  assert.equal(check('Press **Resync** on the row.'), 1);
  assert.equal(
    check(
      `Portico ${newest.version} adds **Resync**; see [its changelog](../changelog/${newest.version}.md).`,
    ),
    0,
  );
  assert.equal(
    check(
      `Portico ${newest.version} adds **Resync**; see [its changelog](/docs/changelog/${newest.version}/).`,
    ),
    0,
  );
  assert.equal(
    check(
      `Portico ${newest.version} adds **Resync**; see [another](../changelog/${older.version}.md).`,
    ),
    1,
  );
  assert.equal(check(`Since ${older.version}, the list shows sizes.`), 0);
  const oldest = releases.at(-1)!;
  const laterLine = releases.find(
    (release) => Number(release.version.split('.')[0]) > Number(oldest.version.split('.')[0]),
  )!;
  const line = laterLine.version.split('.')[0];
  const checkOldest = (body: string) =>
    laterReleaseSentences('versioned_docs/version-x/a.md', oldest.version, body, new Map()).length;
  assert.equal(checkOldest(`Later ${line}.x releases add an import screen.`), 1);
  assert.equal(
    checkOldest(
      `Later ${line}.x releases, such as [${laterLine.version}](/docs/changelog/${laterLine.version}/), add an import screen.`,
    ),
    0,
  );
  assert.equal(checkOldest('A site on PHP 99.x fails.'), 0);
  assert.deepEqual(
    addedNames(
      '## Added\n\n- A **Resync** button on **Domains → DNS cluster**.\n\n## Fixed\n\n- **Backups** work.\n',
    ),
    ['Resync', 'DNS cluster'],
  );
});
