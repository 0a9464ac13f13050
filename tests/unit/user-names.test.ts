import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {userNameRule, type UserNameRule} from '../../src/data/accounts.ts';
import {cliTools} from '../../src/data/cli.ts';
import {userNameRuleOf} from '../../src/data/docs-version-data.ts';
import {everyDocsVersion} from '../../src/data/releases.ts';
import {describedDocsVersions, openapiFileOf} from '../../plugins/api-reference/description.ts';
import {factsOf} from '../../plugins/markdown/fact-text.ts';
import {docsVersionOfDoc, loadDocs} from '../lib/docs-content.ts';

/** Every `pattern` of a property or parameter named `username` in the OpenAPI description. */
function usernamePatterns(node: unknown, key = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((item) => usernamePatterns(item, key));
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own = key === 'username' && typeof record.pattern === 'string' ? [record.pattern] : [];
  const asParameter =
    record.name === 'username' && record.schema && typeof record.schema === 'object'
      ? usernamePatterns(record.schema, 'username')
      : [];
  return [
    ...own,
    ...asParameter,
    ...Object.entries(record).flatMap(([child, value]) => usernamePatterns(value, child)),
  ];
}

/** What a page says about user name lengths that disagrees with its docs version's rule. */
function wrongLengths(text: string, rule: UserNameRule): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n\s*\n/)
    .filter((sentence) => /user ?names?|account names/i.test(sentence))
    .flatMap((sentence) => {
      const range = /(\d+) to (\d+) (?:characters|lowercase)/.exec(sentence);
      const most = /at most (\d+) characters/.exec(sentence);
      const wrong =
        (range && (Number(range[1]) !== rule.minLength || Number(range[2]) !== rule.maxLength)) ||
        (most && Number(most[1]) !== rule.maxLength);
      return wrong ? [sentence.replace(/\s+/g, ' ').trim()] : [];
    });
}

/** Regular expressions for user names written in the pages' scripts, such as `^[a-z][a-z0-9]{2,15}$`. */
const writtenPatterns = (text: string): string[] =>
  [...text.matchAll(/\^\[a-z\]\[a-z0-9\]\{\d+,\d+\}\$/g)].map((match) => match[0]);

test('in every docs version, the user name pattern takes exactly the lengths its rule gives, and its pages render the rule in its words', () => {
  for (const docsVersion of everyDocsVersion) {
    const {minLength, maxLength, summary, pattern: written} = userNameRuleOf(docsVersion);
    const pattern = new RegExp(written);
    assert.ok(pattern.test(`a${'1'.repeat(minLength - 1)}`), docsVersion);
    assert.ok(pattern.test('a'.repeat(maxLength)), docsVersion);
    assert.ok(!pattern.test('a'.repeat(minLength - 1)), docsVersion);
    assert.ok(!pattern.test('a'.repeat(maxLength + 1)), docsVersion);
    assert.ok(!pattern.test(`1${'a'.repeat(minLength)}`), docsVersion);
    assert.ok(!pattern.test(`A${'a'.repeat(minLength)}`), docsVersion);
    assert.equal(factsOf(docsVersion)['user-name-rule']?.text, summary, docsVersion);
  }
});

test("the OpenAPI description and the CLI data of every docs version state that version's user name rule", () => {
  const versions = describedDocsVersions();
  assert.ok(versions.length >= 2, `only ${versions.length} API descriptions`);
  for (const version of versions) {
    const patterns = usernamePatterns(yaml.load(readFileSync(openapiFileOf(version), 'utf8')));
    assert.ok(
      patterns.length >= 2,
      `${version}: only ${patterns.length} user name patterns in the OpenAPI description`,
    );
    assert.deepEqual([...new Set(patterns)], [userNameRuleOf(version).pattern], version);
  }
  for (const tool of cliTools) {
    const add = tool.groups
      .flatMap((group) => group.commands)
      .find((command) => command.words.join(' ') === 'user add')!;
    assert.ok(
      add.arguments[0].description.includes(userNameRuleOf(tool.docsVersion).summary),
      `${tool.docsVersion}: ${add.arguments[0].description}`,
    );
  }
});

test("every page that states the length of a user name, or checks one with a pattern, agrees with its docs version's rule", () => {
  const docs = loadDocs();
  const wrong = docs.flatMap((doc) => {
    const rule = userNameRuleOf(docsVersionOfDoc(doc));
    return [
      ...wrongLengths(doc.prose, rule).map((sentence) => `${doc.path}: "${sentence}"`),
      ...writtenPatterns(doc.body)
        .filter((written) => written !== rule.pattern)
        .map((written) => `${doc.path}: ${written}`),
    ];
  });
  assert.ok(
    docs.some((doc) => writtenPatterns(doc.body).length > 0),
    'no page checks user names with a pattern any more',
  );
  assert.deepEqual(wrong, []);
});

test('the page check finds a length or a pattern that disagrees', () => {
  const {minLength, maxLength} = userNameRule;
  const at = (text: string) => wrongLengths(text, userNameRule);
  assert.deepEqual(at(`User names are ${minLength} to ${maxLength} lowercase letters.`), []);
  assert.equal(at(`User names are ${minLength - 2} to ${maxLength} lowercase letters.`).length, 1);
  assert.equal(at(`A username has at most ${maxLength + 1} characters.`).length, 1);
  assert.deepEqual(at(`A password has at most ${maxLength + 1} characters.`), []);
  const longer = {...userNameRule, maxLength: maxLength + 16};
  assert.equal(
    wrongLengths(`User names are ${minLength} to ${maxLength} lowercase letters.`, longer).length,
    1,
    "a page is held to its own version's rule",
  );
  assert.deepEqual(writtenPatterns(`awk '$1 !~ /^[a-z][a-z0-9]{0,15}$/'`), [
    '^[a-z][a-z0-9]{0,15}$',
  ]);
});
