/**
 * The build's scripts and styles carry only the security headers that apply to a subresource (deploy/site.conf).
 * These tests hold that location to the values the build writes for pages, and hold the build to the condition that
 * makes it safe: no script of assets/js starts a worker, which would run under its own script's headers.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {SUBRESOURCE_HEADERS, securityHeaders} from '../../plugins/security-headers/index.ts';
import {BUILD_DIR, assertBuilt, skipWithoutBuild} from '../lib/built-site.ts';
import {ROOT} from '../lib/docs-content.ts';

/** The add_header lines of the location in deploy/site.conf that serves the build's scripts and styles. */
function scriptAndStyleHeaders(): Map<string, string> {
  const siteConf = readFileSync(join(ROOT, 'deploy', 'site.conf'), 'utf8');
  const location =
    /^location ~ \^\/assets\/\(\?:js\|css\)\/\[\^\/\]\+\\\.\(\?:js\|css\)\$ \{\n([\s\S]*?)^\}/m.exec(
      siteConf,
    );
  assert.ok(
    location,
    'deploy/site.conf has a location for the scripts and styles of /assets/js/ and /assets/css/',
  );
  return new Map(
    [...location[1].matchAll(/^ {4}add_header (\S+) "?(.*?)"? always;$/gm)].map(
      ([, name, value]) => [name, value],
    ),
  );
}

test("deploy/site.conf sends the build's scripts and styles their cache lifetime and the subresource headers, with the values pages get", () => {
  const headers = scriptAndStyleHeaders();
  const all = securityHeaders('');
  assert.deepEqual(
    [...headers.keys()].sort(),
    ['Cache-Control', ...SUBRESOURCE_HEADERS].sort(),
    'the location lists Cache-Control and exactly the subresource headers',
  );
  assert.equal(headers.get('Cache-Control'), '$cache_control');
  for (const name of SUBRESOURCE_HEADERS) assert.equal(headers.get(name), all[name], name);
});

test(
  'no script in assets/js starts a worker, which would take its policy from its own script',
  {skip: skipWithoutBuild},
  () => {
    assertBuilt();
    const scripts = readdirSync(join(BUILD_DIR, 'assets', 'js')).filter((name) =>
      name.endsWith('.js'),
    );
    assert.ok(scripts.length > 20, `assets/js holds the build's scripts (${scripts.length})`);
    const startsWorker =
      /\bnew\s+(?:Shared)?Worker\s*\(|\bserviceWorker\s*\.\s*register\b|\bimportScripts\s*\(/;
    const offenders = scripts.filter((name) =>
      startsWorker.test(readFileSync(join(BUILD_DIR, 'assets', 'js', name), 'utf8')),
    );
    assert.deepEqual(offenders, []);
  },
);
