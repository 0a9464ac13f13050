import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
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
