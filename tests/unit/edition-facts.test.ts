/**
 * The Enterprise price and the trial's length are facts of src/data/facts.ts, rendered from
 * src/data/editions.ts: stated-facts.test.ts holds every page to them, and these cases show that a
 * typed price or length that differs is found while the reminders before a trial ends and a partner's
 * tier price are not taken for them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {facts} from '../../src/data/facts.ts';
import {editions, trial} from '../../src/data/editions.ts';
import {formatMoney} from '../../src/data/money.ts';
import {misstated} from './stated-facts.test.ts';
import {loadMarketingSources, loadPosts, sourceWords} from '../lib/docs-content.ts';

const enterprise = editions.find((edition) => edition.id === 'enterprise')!;

test('a typed Enterprise price is checked against the editions data, a partner tier is not', () => {
  const price = facts['enterprise-price'];
  const right = `Enterprise costs ${formatMoney(enterprise.monthly)} per server per month, or ${formatMoney(enterprise.yearly)} per year.`;
  assert.deepEqual(misstated(price, price.values, right), []);
  assert.equal(
    misstated(
      price,
      price.values,
      'Enterprise costs $12.95 per server per month, or $149.50 a year.',
    ).length,
    1,
  );
  assert.deepEqual(
    misstated(price, price.values, 'Partner licenses for Enterprise cost $9.95 per server.'),
    [],
  );
  assert.deepEqual(misstated(price, price.values, 'Enterprise costs :fact[enterprise-price].'), []);
});

test('a typed trial length is checked against the editions data, its reminders are not', () => {
  const days = facts['trial-days'];
  assert.deepEqual(misstated(days, days.values, `Start the ${trial.days}-day trial.`), []);
  assert.equal(misstated(days, days.values, 'Start the 14-day free trial.').length, 1);
  assert.equal(misstated(days, days.values, 'The trial lasts 14 days, needs no card.').length, 1);
  assert.deepEqual(
    misstated(days, days.values, 'A trial ending in 7 days, and again 1 day before.'),
    [],
  );
});

/**
 * A list of what Enterprise holds, typed in brackets after "the Enterprise screens" or "features", that
 * drifts from the comparison: editions.ts decides the Enterprise-only rows, and a page renders them or
 * points to the comparison.
 */
export const typedEnterpriseLists = (path: string, words: string): string[] =>
  [...words.matchAll(/\bEnterprise (?:screens|features)\s*\(([^)]+)\)/gi)].map(
    ([, list]) => `${path}: types the Enterprise features "${list}" instead of the editions data`,
  );

test('no marketing page or data file types the list of Enterprise features in brackets', () => {
  assert.deepEqual(
    loadMarketingSources().flatMap(({path, source}) =>
      typedEnterpriseLists(path, sourceWords(source)),
    ),
    [],
  );
  assert.equal(
    typedEnterpriseLists('a.tsx', 'The locked Enterprise screens (mail, resellers) unlock.').length,
    1,
  );
  assert.deepEqual(typedEnterpriseLists('a.tsx', 'Every Enterprise-only row unlocks.'), []);
});

/**
 * Each sentence that moves mailboxes onto a Portico server (from another panel or another server) without
 * saying that they need Enterprise: mail is an Enterprise feature, and a provider on Community who
 * reads that the move brings mailboxes plans a move that leaves them behind.
 */
export function mailboxMovesWithoutEdition(path: string, text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter(
      (sentence) =>
        /\bmailboxes\b/i.test(sentence) &&
        /\b(?:mov(?:e|es|ing)|import(?:s|ing)?|transfer(?:s|ring)?|copy|copies|come across|brings?)\b/i.test(
          sentence,
        ) &&
        !/\bEnterprise\b/.test(sentence),
    )
    .map((sentence) => `${path}: "${sentence.trim()}"`);
}

test('a marketing page, data file or post that moves mailboxes to Portico says they need Enterprise', () => {
  assert.deepEqual(
    [
      ...loadMarketingSources().map(({path, source}) => ({path, text: sourceWords(source)})),
      ...loadPosts().map(({path, body}) => ({path, text: body})),
    ].flatMap(({path, text}) => mailboxMovesWithoutEdition(path, text)),
    [],
  );
  assert.equal(
    mailboxMovesWithoutEdition('a.ts', 'The guide moves each site with its database and mailboxes.')
      .length,
    1,
  );
  assert.deepEqual(
    mailboxMovesWithoutEdition(
      'a.ts',
      'The guide moves each site, and on Enterprise its mailboxes.',
    ),
    [],
  );
});
