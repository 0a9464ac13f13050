/**
 * What a page says about another company's product (its price, license, defaults, what it blocks or
 * ships) is true on a day and may stop being true: WRITING.md asks for an "as of" date. A sentence
 * whose subject is another product needs "as of <month> <year>" in its own section of the page.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {linkedSentences, loadDocs, loadPosts} from '../lib/docs-content.ts';

/** Other companies and their products that pages describe. */
const OTHER_PRODUCTS = [
  'cPanel',
  'WHM',
  'Plesk',
  'CyberPanel',
  'DirectAdmin',
  'CloudLinux',
  'ImunifyAV',
  'Imunify360',
  'WHMCS',
  'FOSSBilling',
  'DigitalOcean',
  'Azure',
  'LogicWeb',
  'Ezeelogin',
  'Softaculous',
  'LiteSpeed',
];
const VERBS =
  'is|are|has|have|costs?|blocks?|sells?|supports?|puts|runs|offers?|charges?|includes?|ships?|meets|licenses?|bills?|gives';
/** A sentence whose subject is another product: "Plesk runs …", "Plesk's default puts …". */
const ABOUT_OTHER = new RegExp(
  `(?<!\\b(?:from|into|to|of|and) )\\b(?:${OTHER_PRODUCTS.join('|')})(?:'s(?: [a-z]+){1,3})? (?:${VERBS})\\b`,
);
const AS_OF =
  /\bas of (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/i;

/** Each sentence of a page that describes another product in a section without an "as of" date. */
export function undatedClaims(path: string, body: string): string[] {
  return body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '')
    .split(/^#{1,6} .*$/m)
    .filter((section) => !AS_OF.test(section))
    .flatMap((section) =>
      linkedSentences(section)
        .map((sentence) =>
          sentence
            .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/`[^`]*`/g, 'CODE')
            .trim(),
        )
        .filter((sentence) => ABOUT_OTHER.test(sentence))
        .map((sentence) => `${path}: "${sentence}"`),
    );
}

test('every sentence about another company’s product stands in a section that says as of when', () => {
  const pages = [...loadDocs().map((doc) => ({path: doc.path, body: doc.body})), ...loadPosts()];
  assert.ok(
    pages.some((page) => ABOUT_OTHER.test(page.body)),
    'no page describes another product: has the rule stopped matching?',
  );
  assert.deepEqual(
    pages.flatMap((page) => undatedClaims(page.path, page.body)),
    [],
  );
});

test('a claim about another product is found unless its section is dated', () => {
  assert.equal(undatedClaims('a.md', 'Plesk runs Apache behind Nginx.').length, 1);
  assert.equal(undatedClaims('a.md', "On Linux, Plesk's default puts Nginx in front.").length, 1);
  assert.deepEqual(
    undatedClaims('a.md', 'As of November 2026, Plesk runs Apache behind Nginx.'),
    [],
  );
  assert.equal(
    undatedClaims('a.md', 'As of November 2026, x.\n\n## Next\n\nPlesk runs Apache.').length,
    1,
  );
  assert.deepEqual(undatedClaims('a.md', 'Portico runs Nginx.'), []);
  assert.deepEqual(
    undatedClaims('a.md', 'The guide Move a site from Plesk has every command.'),
    [],
  );
});
