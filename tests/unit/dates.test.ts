import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT} from '../lib/docs-content.ts';
import {addDays, daysBetween, formatDate, parseIsoDay} from '../../src/data/dates.ts';
import {releases} from '../../src/data/releases.ts';
import {advisories} from '../../src/data/advisories.ts';
import {comparisonAsOf} from '../../src/data/comparisons.ts';
import {statisticsAsOf} from '../../src/data/statistics.ts';
import {securityKey} from '../../src/data/security.ts';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const daysIn2026 = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A post's date as the blog plugin hands it to the page: the day at UTC midnight, as an ISO timestamp. */
const blogTimestamp = (day: string) => new Date(`${day}Z`).toISOString();

test('dates: the three styles of an ISO date', () => {
  assert.equal(formatDate('2026-11-20'), 'November 20, 2026');
  assert.equal(formatDate('2026-11-20', 'shortDay'), 'Nov 20, 2026');
  assert.equal(formatDate('2026-11-20', 'month'), 'November 2026');
  assert.equal(formatDate('2026-09-05'), 'September 5, 2026');
});

test('dates: a full ISO timestamp reads as its calendar day, up to the last millisecond', () => {
  assert.equal(formatDate('2026-11-20T00:00:00.000Z'), 'November 20, 2026');
  assert.equal(formatDate('2026-11-20T23:59:59.999Z'), 'November 20, 2026');
  assert.equal(formatDate('2026-11-20T00:00:00.000Z', 'shortDay'), 'Nov 20, 2026');
  assert.equal(formatDate('2026-11-20T00:00:00.000Z', 'month'), 'November 2026');
  assert.deepEqual(parseIsoDay('2026-11-20T00:00:00.000Z'), {year: 2026, month: 11, day: 20});
});

test('dates: the first and last day of every month, and the day after the last is refused', () => {
  daysIn2026.forEach((days, index) => {
    const month = index + 1;
    assert.equal(formatDate(iso(2026, month, 1)), `${monthNames[index]} 1, 2026`);
    assert.equal(formatDate(iso(2026, month, days)), `${monthNames[index]} ${days}, 2026`);
    assert.equal(
      formatDate(blogTimestamp(iso(2026, month, days))),
      `${monthNames[index]} ${days}, 2026`,
    );
    assert.throws(() => formatDate(iso(2026, month, days + 1)), /No such day/);
  });
  assert.equal(formatDate('2026-01-01', 'shortDay'), 'Jan 1, 2026');
  assert.equal(formatDate('2026-12-31', 'shortDay'), 'Dec 31, 2026');
});

test('dates: February 29 only in a leap year (every fourth, not a century unless divisible by 400)', () => {
  assert.equal(formatDate('2028-02-29'), 'February 29, 2028');
  assert.equal(formatDate(blogTimestamp('2028-02-29')), 'February 29, 2028');
  assert.equal(formatDate('2000-02-29'), 'February 29, 2000');
  assert.throws(() => formatDate('2026-02-29'), /No such day/);
  assert.throws(() => formatDate('2100-02-29'), /No such day/);
});

test('dates: anything but an ISO day throws instead of writing NaN', () => {
  const notDays = [
    '',
    'not a date',
    'Invalid Date',
    String(new Date(Number.NaN)),
    'November 20, 2026',
    '2026/11/20',
    '20-11-2026',
    '2026-1-5',
    '2026-11-20junk',
    '2026-11-20 00:00',
    ' 2026-11-20',
    '2026-13-01',
    '2026-00-10',
    '2026-11-00',
    '2026-11-31',
  ];
  for (const value of notDays)
    assert.throws(() => formatDate(value), /Not an ISO date|No such day/, JSON.stringify(value));
});

test('dates: a post at midnight UTC keeps its day in the time zones furthest ahead and behind', () => {
  const zoneBefore = process.env.TZ;
  try {
    for (const zone of ['Pacific/Kiritimati', 'America/Adak']) {
      process.env.TZ = zone;
      for (const day of ['2026-11-20', '2026-11-30', '2026-12-31', '2026-01-01', '2028-02-29']) {
        const {year, month, day: dayOfMonth} = parseIsoDay(day);
        const expected = `${monthNames[month - 1]} ${dayOfMonth}, ${year}`;
        // The blog plugin reads a post's day as UTC; `new Date(day)` is what a front matter date becomes.
        for (const input of [blogTimestamp(day), new Date(day).toISOString()]) {
          assert.equal(formatDate(input), expected, `${input} in ${zone}`);
        }
      }
      // The zone took effect: there, UTC midnight is on another calendar day than the one written.
      const local = new Date('2026-11-20T00:00:00.000Z');
      const hoursFromUtc = -local.getTimezoneOffset() / 60;
      assert.equal(hoursFromUtc, zone === 'America/Adak' ? -10 : 14, zone);
      assert.equal(local.getDate(), zone === 'America/Adak' ? 19 : 20, zone);
    }
  } finally {
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  }
});

test('dates: every date a page formats is an ISO day the formatter reads', () => {
  const dataDays = [
    ...releases.map((release) => release.date),
    ...advisories.map((advisory) => advisory.date),
    comparisonAsOf,
    statisticsAsOf,
    securityKey.created,
    securityKey.expires,
  ];
  for (const day of dataDays) {
    assert.match(formatDate(day), /^[A-Z][a-z]+ \d{1,2}, \d{4}$/, day);
    assert.match(formatDate(day, 'shortDay'), /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/, day);
  }
});

test('dates: every blog post date, as the blog plugin passes it, formats as the day in its folder name', () => {
  const posts = readdirSync(join(ROOT, 'blog'), {withFileTypes: true}).filter((entry) =>
    entry.isDirectory(),
  );
  assert.ok(posts.length > 0);
  for (const post of posts) {
    const day = /^(\d{4})-(\d{2})-(\d{2})-/.exec(post.name);
    assert.ok(day, `${post.name} does not start with its date`);
    const [year, month, dayOfMonth] = day.slice(1).map(Number);
    assert.equal(
      formatDate(blogTimestamp(day[0].slice(0, 10))),
      `${monthNames[month - 1]} ${dayOfMonth}, ${year}`,
      post.name,
    );
  }
});

test('days are counted and added across months, years and a leap day, from a day or a timestamp', () => {
  assert.equal(addDays('2027-01-29', -30), '2026-12-30');
  assert.equal(addDays('2028-02-28', 1), '2028-02-29');
  assert.equal(daysBetween('2026-12-30', '2027-01-29T09:52:09Z'), 30);
  assert.equal(daysBetween('2027-01-29', '2026-12-30'), -30);
  assert.throws(() => addDays('2027-02-30', 1), /No such day/);
});
