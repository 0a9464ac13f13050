import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT} from '../lib/docs-content.ts';

const PORTS = join(ROOT, 'patches', 'next');
const ports = readdirSync(PORTS).filter((file) => file !== 'README.md');

test('machinery: the ports to the next Docusaurus are .diff files, which patch-package never applies on npm ci', () => {
  assert.ok(ports.length > 0);
  // patch-package applies every `.patch` file in patches/ and in its folders, whatever its version.
  assert.deepEqual(
    ports.filter((file) => !file.endsWith('.diff')),
    [],
  );
});

test('machinery: each port names the patch and the SHA-256 it was ported from, so that npm run rehearse:next can tell a stale one', () => {
  for (const port of ports) {
    const [firstLine] = readFileSync(join(PORTS, port), 'utf8').split('\n');
    const named = /^Port of (\S+)\.patch \(sha256 [0-9a-f]{64}\) to /.exec(firstLine)?.[1];
    assert.ok(named, `${port}: ${firstLine}`);
    // The port's name is its patch's without the version: a new version renames no port.
    assert.equal(
      named.replace(/\+\d+\.\d+\.\d+(?:-[\w.]+)?(?=\+|$)/, ''),
      port.replace(/\.diff$/, ''),
    );
  }
});
