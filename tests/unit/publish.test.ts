import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {contentSecurityPolicy, nginxHeadersFile, securityHeaders} from '../../plugins/security-headers/index.ts';

const script = readFileSync(join(import.meta.dirname, '..', '..', 'deploy', 'publish.sh'), 'utf8');
/** The pattern publish.sh holds every line of a build's header file to. */
const headerLine = /^HEADER_LINE='(.+)'$/m.exec(script)![1];

/** The numbers of the lines publish.sh's grep turns away, run as publish.sh runs it. */
const refusedLines = (file: string) =>
  spawnSync('grep', ['-a', '-n', '-v', '-E', headerLine], {input: file, encoding: 'utf8', env: {...process.env, LC_ALL: 'C'}})
    .stdout.split('\n')
    .filter(Boolean)
    .map((line) => Number(line.split(':')[0]));

const allThirdParties = {analytics: true, pixel: true, chat: true, algolia: true};
const noThirdParties = {analytics: false, pixel: false, chat: false, algolia: false};

test('publish.sh accepts the header names the build writes, and no other', () => {
  const names = /\(([^)]+)\)/.exec(headerLine)![1].split('|');
  assert.deepEqual(names.sort(), Object.keys(securityHeaders('')).sort());
});

test('publish.sh accepts every header file the build writes, with or without third parties', () => {
  for (const parties of [allThirdParties, noThirdParties]) {
    const headers = securityHeaders(contentSecurityPolicy(parties, ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]));
    assert.deepEqual(refusedLines(nginxHeadersFile(headers)), []);
  }
});

test('publish.sh refuses any other line', () => {
  const smuggled = [
    'error_log /tmp/x;',
    'location /x/ { alias /etc/; autoindex on; }',
    'add_header X-Frame-Options "DENY" always; error_log /tmp/x;',
    'add_header X-Frame-Options "$host" always;',
    'add_header X-Frame-Options "DENY\\" always;',
    'add_header X-Powered-By "Portico" always;',
    'add_header X-Frame-Options "DENY" always;\r',
    ' add_header X-Frame-Options "DENY" always;',
    '',
  ];
  assert.deepEqual(
    refusedLines(`${smuggled.join('\n')}\n`),
    smuggled.map((_, index) => index + 1),
  );
});

/** A build small enough to publish many times: a page, the headers and one hashed script named `script`. */
function tinyBuild(folder: string, script: string): string {
  mkdirSync(join(folder, '_nginx'), {recursive: true});
  mkdirSync(join(folder, 'assets', 'js'), {recursive: true});
  writeFileSync(join(folder, 'index.html'), `<script src="/assets/js/${script}"></script>\n`);
  writeFileSync(join(folder, '_nginx', 'security-headers.conf'), nginxHeadersFile(securityHeaders("default-src 'self'")));
  writeFileSync(join(folder, 'assets', 'js', script), '');
  return folder;
}

/** Runs deploy/publish.sh on a root of its own under `dir`, with `nginx` as the nginx command. */
const publishIn = (dir: string, nginx: string, args: string[], keep = 5) =>
  spawnSync(join(import.meta.dirname, '..', '..', 'deploy', 'publish.sh'), args, {
    encoding: 'utf8',
    env: {...process.env, PORTICO_ROOT: join(dir, 'www'), PORTICO_NGINX_DIR: join(dir, 'nginx'), PORTICO_NGINX: nginx, PORTICO_KEEP: String(keep)},
  });

test('publish.sh: after a failed reload, the new release is current and the one it replaced previous', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-publish-'));
  try {
    assert.equal(publishIn(dir, 'true', [tinyBuild(join(dir, 'a'), 'a.1.js')]).status, 0);
    const first = readlinkSync(join(dir, 'www', 'current'));
    // An nginx whose check passes and whose reload fails (not running, say).
    const nginx = join(dir, 'nginx-check-only');
    writeFileSync(nginx, '#!/bin/sh\n[ "$1" = -t ]\n', {mode: 0o755});
    const result = publishIn(dir, nginx, [tinyBuild(join(dir, 'b'), 'b.2.js')]);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /nginx -s reload failed/);
    assert.notEqual(readlinkSync(join(dir, 'www', 'current')), first);
    assert.equal(readlinkSync(join(dir, 'www', 'previous')), first);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('publish.sh keeps PORTICO_KEEP releases; the live one serves the hashed scripts of every one kept', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-publish-'));
  const keep = 2;
  const scripts = ['one.1.js', 'two.2.js', 'three.3.js'];
  try {
    for (const [index, script] of scripts.entries()) {
      const result = publishIn(dir, 'true', [tinyBuild(join(dir, `build-${index}`), script)], keep);
      assert.equal(result.status, 0, result.stderr);
    }
    assert.equal(readdirSync(join(dir, 'www', 'releases')).length, keep);
    const live = readlinkSync(join(dir, 'www', 'current'));
    for (const script of scripts.slice(-keep)) assert.ok(existsSync(join(live, 'assets', 'js', script)), script);
    const rolledBack = publishIn(dir, 'true', ['--rollback'], keep);
    assert.equal(rolledBack.status, 0, rolledBack.stderr);
    const back = readlinkSync(join(dir, 'www', 'current'));
    assert.notEqual(back, live);
    for (const script of scripts.slice(-keep)) assert.ok(existsSync(join(back, 'assets', 'js', script)), `${script} after the rollback`);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
