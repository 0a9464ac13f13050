import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {
  PLACEHOLDERS,
  ROOT,
  loadDocs,
  minimumWords,
  sentenceProse,
  sentencesOf,
  templateForms,
  walk,
} from '../lib/docs-content.ts';

const docs = loadDocs();

test('every doc has a title and a one-sentence description under 160 characters', () => {
  const bad = docs.filter(
    (doc) =>
      !doc.frontMatter.title ||
      !doc.frontMatter.description ||
      doc.frontMatter.description.length >= 160,
  );
  assert.deepEqual(
    bad.map((doc) => doc.path),
    [],
  );
});

test('every doc has enough prose for its kind of page', () => {
  const short = docs
    .filter((doc) => doc.words < minimumWords(doc))
    .map((doc) => `${doc.path}: ${doc.words} words, needs ${minimumWords(doc)}`);
  assert.deepEqual(short, []);
});

test('no doc carries placeholder words', () => {
  const found = docs
    .filter((doc) => PLACEHOLDERS.test(doc.prose))
    .map((doc) => `${doc.path}: "${PLACEHOLDERS.exec(doc.prose)![0]}"`);
  assert.deepEqual(found, []);
});

// Per docs version: a frozen version is a copy of the docs it was cut from, on purpose.
test('no sentence of eight words or more appears on two pages of a docs version', () => {
  const seen = new Map<string, string>();
  const repeats: string[] = [];
  for (const doc of docs) {
    for (const sentence of new Set(sentencesOf(doc.prose, 8))) {
      const key = `${doc.version} ${sentence}`;
      const first = seen.get(key);
      if (first && first !== doc.path) repeats.push(`${first} and ${doc.path}: "${sentence}"`);
      else seen.set(key, doc.path);
    }
  }
  assert.deepEqual(repeats, []);
});

// A line stamped on page after page ("This screen writes nothing to portico.conf") says something that
// belongs once, on the section's index. Changelog pages are records with a fixed form, so they are exempt.
test('no template line: a sentence of six words or more, alike but for one word, is on one page of a docs version', () => {
  const seen = new Map<string, {path: string; sentence: string}>();
  const repeats = new Set<string>();
  for (const doc of docs.filter((doc) => doc.sidebar !== 'changelog')) {
    for (const sentence of new Set(sentencesOf(sentenceProse(doc.body), 6))) {
      for (const form of templateForms(sentence)) {
        const key = `${doc.version} ${form}`;
        const first = seen.get(key);
        if (!first) seen.set(key, {path: doc.path, sentence});
        else if (first.path !== doc.path)
          repeats.add(`${first.path}: "${first.sentence}" and ${doc.path}: "${sentence}"`);
      }
    }
  }
  assert.deepEqual([...repeats], []);
});

test('the body has no H1 (the title is the H1) and every code block names its language', () => {
  const bad = docs.flatMap((doc) => {
    const problems: string[] = [];
    const outsideCode = doc.body.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '');
    if (/^# /m.test(outsideCode)) problems.push(`${doc.path}: has an H1 in the body`);
    const fences = [...doc.body.matchAll(/^(```|~~~)(.*)$/gm)];
    fences.forEach((fence, index) => {
      if (index % 2 === 0 && !fence[2].trim())
        problems.push(`${doc.path}: code block without a language`);
    });
    if (/^```(bash|sh|shell)[^\n]*\n(?:[^`][^\n]*\n)*?\$ /m.test(doc.body)) {
      problems.push(`${doc.path}: a command block starts a line with a "$ " prompt`);
    }
    return problems;
  });
  assert.deepEqual(bad, []);
});

test('every section folder has a correctly spelt _category_.json', () => {
  const roots = [
    'docs',
    ...readdirSync(join(ROOT, 'versioned_docs')).map((name) => join('versioned_docs', name)),
  ];
  const missing: string[] = [];
  for (const root of roots) {
    for (const sidebar of readdirSync(join(ROOT, root))) {
      const sidebarDir = join(ROOT, root, sidebar);
      if (!statSync(sidebarDir).isDirectory()) continue;
      for (const section of readdirSync(sidebarDir)) {
        const sectionDir = join(sidebarDir, section);
        if (
          statSync(sectionDir).isDirectory() &&
          !existsSync(join(sectionDir, '_category_.json'))
        ) {
          missing.push(join(root, sidebar, section));
        }
      }
    }
  }
  const misspelt = roots
    .flatMap((root) => walk(join(ROOT, root)))
    .filter((file) => /category/i.test(file) && !file.endsWith('_category_.json'));
  assert.deepEqual({missing, misspelt}, {missing: [], misspelt: []});
});

test('doc file names are kebab-case without number prefixes', () => {
  const bad = docs
    .map((doc) => doc.path.split('/').pop()!)
    // Ordering prefixes look like `01-` or `3-`; a name such as `502-after-update` is a word, not a position.
    .filter(
      (name) =>
        /^\d{1,2}[-_.]\D/.test(name) ||
        !/^(?:[a-z0-9]+(?:-[a-z0-9]+)*|\d+\.\d+\.\d+)\.mdx?$/.test(name),
    );
  assert.deepEqual(bad, []);
});
