/**
 * The build that the `.build.test.ts` unit tests read. In CI the build comes first
 * (tests/run.ts), so a missing build fails those tests there; elsewhere they skip.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT} from './docs-content.ts';
import {marketingRoutes} from '../../src/data/marketing-routes.ts';

export const BUILD_DIR = join(ROOT, 'build');
const built = existsSync(join(BUILD_DIR, 'index.html'));

/** The `skip` option of a test that reads the build. */
export const skipWithoutBuild =
  !built && !process.env.CI ? 'no build/ to read: run `npm run build` first' : false;

/** Fails the test, with what to do, when there is no build to read. */
export function assertBuilt(): void {
  assert.ok(
    built,
    `${BUILD_DIR} has no index.html: the site must be built before this test reads it`,
  );
}

/** The built home page and every marketing page, each with its route and HTML. */
export function builtMarketingPages(): Array<{route: string; html: string}> {
  return ['/', ...marketingRoutes.map(({path}) => path)].map((route) => ({
    route,
    html: readFileSync(join(BUILD_DIR, route, 'index.html'), 'utf8'),
  }));
}
