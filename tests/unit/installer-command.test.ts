import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';
import {INSTALL_URL} from '../../src/data/installer';

const root = join(import.meta.dirname, '..', '..');

function textFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(path);
    return /\.(md|mdx|ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

// Without -f, curl writes an error page (a 404, a proxy's login page) to its
// output and succeeds, and bash runs that page as the installer.
test('every page that fetches the installer uses curl -f', () => {
  const installer = new URL(INSTALL_URL).host;
  const fetches: string[] = [];
  const withoutFail: string[] = [];
  for (const file of ['src', 'docs', 'versioned_docs', 'blog'].flatMap((dir) => textFiles(join(root, dir)))) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const command = /curl (-[A-Za-z0-9]+ )*https:\/\/[^\s)]+/.exec(line)?.[0];
      if (!command?.includes(installer) || / -[A-Za-z0-9]*I/.test(command)) continue;
      fetches.push(command);
      if (!/ -[a-zA-Z]*f/.test(command)) withoutFail.push(`${relative(root, file)}: ${line.trim()}`);
    }
  }
  assert.ok(fetches.length >= 10, `found only ${fetches.length} installer downloads: has the command moved?`);
  assert.deepEqual(withoutFail, []);
});
