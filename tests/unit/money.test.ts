import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatMoney} from '../../src/data/money.ts';
import {editions, partnerTiers} from '../../src/data/editions.ts';

test('money: zero, cents and thousands', () => {
  assert.equal(formatMoney(0), '$0.00');
  assert.equal(formatMoney(0.5), '$0.50');
  assert.equal(formatMoney(149.5), '$149.50');
  assert.equal(formatMoney(999.99), '$999.99');
  assert.equal(formatMoney(1000), '$1,000.00');
  assert.equal(formatMoney(200 * 5.95), '$1,190.00');
});

test('money: large amounts keep every group and every cent', () => {
  assert.equal(formatMoney(1_234_567.891), '$1,234,567.89');
  assert.equal(formatMoney(1_000_000), '$1,000,000.00');
  assert.equal(formatMoney(9_999_999_999_999.99), '$9,999,999,999,999.99');
});

test('money: cents round half up as the amount is written, carrying into dollars and groups', () => {
  assert.equal(formatMoney(1.005), '$1.01');
  assert.equal(formatMoney(2.675), '$2.68');
  assert.equal(formatMoney(0.125), '$0.13');
  assert.equal(formatMoney(0.004), '$0.00');
  assert.equal(formatMoney(0.995), '$1.00');
  assert.equal(formatMoney(999.995), '$1,000.00');
  assert.equal(formatMoney(0.1 + 0.2), '$0.30');
  assert.equal(formatMoney(14.95 * 12), '$179.40');
  assert.equal(formatMoney(60 * 7.95), '$477.00');
});

test('money: an amount that cannot be a price throws instead of writing "$NaN"', () => {
  for (const amount of [Number.NaN, Infinity, -Infinity, -0.01, -14.95, 1e13, 1e21]) {
    assert.throws(() => formatMoney(amount), /Not an amount/, String(amount));
  }
});

test('money: every price the pages write, from the editions and partner tiers', () => {
  const amounts = [
    ...editions.flatMap((edition) => [edition.monthly, edition.yearly]),
    ...partnerTiers.flatMap((tier) => [tier.monthly, tier.monthly * tier.minServers]),
  ].filter((amount) => amount > 0);
  for (const amount of amounts) {
    const written = formatMoney(amount);
    assert.match(written, /^\$\d{1,3}(,\d{3})*\.\d{2}$/, String(amount));
    assert.equal(
      Number(written.slice(1).replaceAll(',', '')),
      Math.round(amount * 100) / 100,
      String(amount),
    );
  }
});
