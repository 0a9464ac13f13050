/**
 * Release day: `npm run release -- 1.6.8 --date 2026-12-01` marks a release
 * shipped in src/data/release-history.json. Everything that names the latest
 * release (the announcement bar, the home page, the install page, the release
 * page's status line, the changelog feeds) reads that file, so this is the
 * only edit. It refuses, and says why, a version the data does not have, a
 * date before the previous release, or a release without its changelog page
 * or its highlights.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {parseIsoDay, formatDate} from '../src/data/dates';
import {compareVersions} from '../src/data/compare-versions';
import {changelogDocsVersionOf, docsDirOf, type Release} from '../src/data/releases';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const RELEASE_HISTORY = 'src/data/release-history.json';

/** The Markdown file of a release's changelog page, relative to the project. */
export function changelogFileOf(version: string): string {
  return join(docsDirOf(changelogDocsVersionOf(version)), 'changelog', `${version}.md`);
}

/** Whether `date` is a real day written as YYYY-MM-DD (parseIsoDay also takes timestamps, which a release day is not). */
function isCalendarDay(date: string): boolean {
  try {
    parseIsoDay(date);
    return date.length === 10;
  } catch {
    return false;
  }
}

/** The history with `version` shipped on `date`, or an error that names the problem. */
export function shipRelease(
  history: readonly Release[],
  version: string,
  date: string,
  root = ROOT,
): Release[] {
  const release = history.find((candidate) => candidate.version === version);
  if (!release)
    throw new Error(
      `${version} is not in ${RELEASE_HISTORY}: add it there as "upcoming", with its changelog page, first.`,
    );
  if (release.status === 'released')
    throw new Error(`${version} already shipped on ${release.date}.`);
  if (!isCalendarDay(date)) throw new Error(`--date must be a day as YYYY-MM-DD, not "${date}".`);
  const previous = history
    .filter(
      (candidate) =>
        candidate.status === 'released' && compareVersions(candidate.version, version) < 0,
    )
    .sort((a, b) => compareVersions(b.version, a.version))[0];
  if (previous && date < previous.date) {
    throw new Error(
      `${version} cannot ship on ${date}, before ${previous.version} (${previous.date}).`,
    );
  }
  const page = changelogFileOf(version);
  if (!existsSync(join(root, page)))
    throw new Error(`${version} has no changelog page: write ${page} first.`);
  if (!release.highlights)
    throw new Error(
      `${version} has no "highlights" in ${RELEASE_HISTORY}: the announcement bar needs them.`,
    );
  return history.map((candidate) =>
    candidate === release ? {...candidate, date, status: 'released'} : candidate,
  );
}

/** The history as the file keeps it: one release a line, newest first. */
export function serializeHistory(history: readonly Release[]): string {
  return `[\n${history.map((release) => `  ${JSON.stringify(release).replace(/":/g, '": ').replace(/,"/g, ', "')}`).join(',\n')}\n]\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {positionals, values} = parseArgs({
    allowPositionals: true,
    options: {date: {type: 'string'}},
  });
  const [version] = positionals;
  if (!version || !values.date || positionals.length > 1) {
    console.error('Usage: npm run release -- <version> --date <YYYY-MM-DD>');
    process.exit(2);
  }
  try {
    const file = join(ROOT, RELEASE_HISTORY);
    const history = JSON.parse(readFileSync(file, 'utf8')) as Release[];
    writeFileSync(file, serializeHistory(shipRelease(history, version, values.date)));
    console.log(
      `Portico ${version} is marked released on ${formatDate(values.date)} in ${RELEASE_HISTORY}.`,
    );
    console.log(
      `The announcement bar, the home page, the install page, the feeds and ${changelogFileOf(version)} now say so once the site is built.`,
    );
  } catch (error) {
    console.error(`release: ${(error as Error).message}`);
    process.exit(1);
  }
}
