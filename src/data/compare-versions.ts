/**
 * The one order of `MAJOR.MINOR.PATCH` versions, for the build, the scripts and
 * the tests. No page imports it, so `semver` stays out of the browser's bundles:
 * `releases` comes newest first from the data file itself.
 */
import {compare, valid} from 'semver';

/** Orders `MAJOR.MINOR.PATCH` versions: negative when `a` is older than `b`. */
export function compareVersions(a: string, b: string): number {
  for (const version of [a, b]) {
    if (!/^\d+\.\d+\.\d+$/.test(version) || !valid(version))
      throw new Error(`Not a MAJOR.MINOR.PATCH version: "${version}"`);
  }
  return compare(a, b);
}
