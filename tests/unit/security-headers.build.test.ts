/**
 * The Content-Security-Policy grows by one hash with each inline script. nginx reads a directive's value only up to
 * about 4 KB, so the built policy must leave room to grow: with twice as many inline scripts as the build has today,
 * and every third party on, nginx still takes the header file.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  NGINX_MAX_LINE,
  contentSecurityPolicy,
  nginxHeadersFile,
  securityHeaders,
} from '../../plugins/security-headers/index.ts';
import {BUILD_DIR, assertBuilt, skipWithoutBuild} from '../lib/built-site.ts';
import nginxSettings from '../lib/nginx.json';

const allThirdParties = {analytics: true, pixel: true, chat: true, algolia: true};
const scriptHashes = (count: number) =>
  Array.from(
    {length: count},
    (_, index) =>
      `'sha256-${createHash('sha256').update(`inline script ${index}`).digest('base64')}'`,
  );

/** Whether `nginx -t` takes a server that includes this header file. */
function nginxTakes(headers: string): {ok: boolean; output: string} {
  const dir = mkdtempSync('/tmp/portico-csp-');
  try {
    mkdirSync(join(dir, 'logs'));
    writeFileSync(join(dir, 'headers.conf'), headers);
    writeFileSync(
      join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  server {\n    listen 127.0.0.1:8;\n    include ${dir}/headers.conf;\n  }\n}\n`,
    );
    const check = spawnSync(
      nginxSettings.binary,
      ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')],
      {encoding: 'utf8'},
    );
    return {ok: check.status === 0, output: check.stderr};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

const withNginx = existsSync(nginxSettings.binary) ? skipWithoutBuild : 'nginx is not installed';

test(
  "nginx takes the policy of twice as many inline scripts as today's build, with every third party",
  {skip: withNginx},
  () => {
    assertBuilt();
    const today = (
      readFileSync(join(BUILD_DIR, '_nginx', 'security-headers.conf'), 'utf8').match(/'sha256-/g) ??
      []
    ).length;
    assert.ok(today > 0, 'the build hashes its inline scripts');
    const doubled = nginxHeadersFile(
      securityHeaders(contentSecurityPolicy(allThirdParties, scriptHashes(2 * today))),
    );
    const taken = nginxTakes(doubled);
    assert.ok(taken.ok, taken.output);
  },
);

test(
  'a policy too long for nginx fails the build with the header named, and nginx would indeed refuse it',
  {skip: existsSync(nginxSettings.binary) ? false : 'nginx is not installed'},
  () => {
    const policy = contentSecurityPolicy(allThirdParties, scriptHashes(80));
    assert.throws(
      () => nginxHeadersFile(securityHeaders(policy)),
      /The Content-Security-Policy header is \d+ characters as an nginx directive, more than the 3900/,
    );
    assert.ok(`add_header Content-Security-Policy "${policy}" always;`.length > NGINX_MAX_LINE);
    const raw = `add_header Content-Security-Policy "${policy}" always;\n`;
    assert.equal(
      nginxTakes(raw).ok,
      false,
      'nginx refuses the line that the build refuses to write',
    );
  },
);
