/**
 * The data a docs version's pages are rendered from and checked against: the current data for the
 * current docs, and for a frozen version what `npm run docs:cut` froze with it in
 * `frozen-docs-data.json`.
 */
import frozenDocsData from './frozen-docs-data.json';
import {docsVersions, releases, type Release} from './releases';
import {compareVersions} from './compare-versions';
import {editionsSince, enterpriseFeatureDocs} from './editions';
import {userNameRule, type UserNameRule} from './accounts';
import {planNameRule, type PlanNameRule} from './plans';
import {panelLanguages, type PanelLanguage} from './languages';
import {demoModeBlocks} from './company';

/** The `field` data of `docsVersion`: `current` for the current docs; throws for a frozen version without it. */
export function docsVersionData<T>(docsVersion: string, field: string, current: T): T {
  if (docsVersion === docsVersions.current) return current;
  const frozen = (frozenDocsData as Record<string, Record<string, unknown>>)[docsVersion]?.[field];
  if (frozen === undefined)
    throw new Error(`No ${field} data for docs version ${docsVersion} in frozen-docs-data.json.`);
  return frozen as T;
}

/** The Enterprise pages of a docs version by feature, relative to its docs folder; none before the editions. */
export const enterpriseDocsOf = (
  docsVersion: string,
): Readonly<Record<string, readonly string[]>> =>
  compareVersions(docsVersion, editionsSince) < 0
    ? {}
    : docsVersionData(docsVersion, 'enterpriseDocs', enterpriseFeatureDocs);

/** The user name rule of a docs version: the current rule, or the one frozen with the version. */
export const userNameRuleOf = (docsVersion: string): UserNameRule =>
  docsVersionData<UserNameRule>(docsVersion, 'userNameRule', userNameRule);

/** The plan name rule of a docs version: the current rule, or the one frozen with the version. */
export const planNameRuleOf = (docsVersion: string): PlanNameRule =>
  docsVersionData<PlanNameRule>(docsVersion, 'planNameRule', planNameRule);

/** The languages a docs version's Locales doc tables: the current list, or the one frozen with the version. */
export const panelLanguagesOf = (docsVersion: string): readonly PanelLanguage[] =>
  docsVersionData(docsVersion, 'panelLanguages', panelLanguages);

/** What a docs version's Demo mode doc says demo mode blocks: the current list, or the one frozen with the version. */
export const demoModeBlocksOf = (docsVersion: string): readonly string[] =>
  docsVersionData(docsVersion, 'demoModeBlocks', demoModeBlocks);

/** The release current on `date` (ISO): the newest one shipped on or before that day. */
export function releaseOn(date: string): Release {
  const release = releases.find(
    (candidate) => candidate.status === 'released' && candidate.date <= date,
  );
  if (!release) throw new Error(`No release had shipped by ${date}.`);
  return release;
}

/**
 * The docs version whose data describes a release: the oldest docs version at or after it (the last
 * 0.x docs for a 0.x release), or the current docs for a release after every frozen one.
 */
export function docsVersionDescribing(version: string): string {
  return (
    [...docsVersions.previous]
      .reverse()
      .find((docsVersion) => compareVersions(docsVersion, version) >= 0) ?? docsVersions.current
  );
}
