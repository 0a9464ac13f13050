import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';

const SCRIPT = join(__dirname, '..', '..', 'deploy', 'precompress.mjs');

/** The script in a project of its own, so its cache is that project's `node_modules/.cache/precompress`. */
function projectWithScript(): {
  root: string;
  build: string;
  cache: string;
  precompress: () => void;
} {
  const root = mkdtempSync(join(tmpdir(), 'precompress-'));
  cpSync(SCRIPT, join(root, 'deploy', 'precompress.mjs'));
  const build = join(root, 'build');
  mkdirSync(join(build, 'assets'), {recursive: true});
  return {
    root,
    build,
    cache: join(root, 'node_modules', '.cache', 'precompress'),
    precompress: () => {
      for (const name of readdirSync(build, {recursive: true, encoding: 'utf8'}))
        if (/\.(gz|br)$/.test(name)) rmSync(join(build, name));
      execFileSync(process.execPath, [join(root, 'deploy', 'precompress.mjs'), build]);
    },
  };
}

const decoded = (file: string) => ({
  gzip: gunzipSync(readFileSync(`${file}.gz`)).toString(),
  brotli: brotliDecompressSync(readFileSync(`${file}.br`)).toString(),
});

test('a file compressed again from the cache gets the copies of its own bytes, and a changed file new ones', () => {
  const {root, build, cache, precompress} = projectWithScript();
  try {
    const page = join(build, 'index.html');
    const script = join(build, 'assets', 'main.js');
    writeFileSync(page, `<p>${'a frozen page '.repeat(100)}</p>`);
    writeFileSync(script, `console.log(${JSON.stringify('a chunk '.repeat(100))});`);
    precompress();
    const first = {page: readFileSync(`${page}.br`), script: readFileSync(`${script}.br`)};
    assert.equal(readdirSync(cache).length, 4, 'two copies of each file in the cache');

    precompress();
    assert.deepEqual(readFileSync(`${page}.br`), first.page);
    assert.deepEqual(readFileSync(`${script}.br`), first.script);

    const changed = `<p>${'the page changed '.repeat(100)}</p>`;
    writeFileSync(page, changed);
    precompress();
    assert.deepEqual(decoded(page), {gzip: changed, brotli: changed});
    assert.deepEqual(readFileSync(`${script}.br`), first.script);
    assert.equal(readdirSync(cache).length, 4, "the old page's copies are gone from the cache");
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

test('copies left half-written in the cache by a run that stopped are never used', () => {
  const {root, build, cache, precompress} = projectWithScript();
  try {
    const page = join(build, 'index.html');
    const text = `<p>${'a page '.repeat(200)}</p>`;
    writeFileSync(page, text);
    precompress();
    for (const name of readdirSync(cache)) {
      writeFileSync(join(cache, `${name}.1.1.partial`), 'half');
    }
    precompress();
    assert.deepEqual(decoded(page), {gzip: text, brotli: text});
    assert.deepEqual(
      readdirSync(cache).filter((name) => name.endsWith('.partial')),
      [],
    );
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});
