import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT, loadMarketingSources, sourceWords} from '../lib/docs-content.ts';
import {headlineFigures, shareCharts, updateCheckFields} from '../../src/data/statistics.ts';
import {listingProblems, providerListings} from '../../src/data/provider-listings.ts';
import {featureGroups} from '../../src/data/features.ts';

test('statistics: every figure and chart comes from something the update check sends', () => {
  const fields = new Set<string>(updateCheckFields.map((field) => field.id));
  for (const figure of headlineFigures) {
    assert.ok(
      fields.has(figure.source) || figure.source === 'checks' || figure.source === 'address',
      figure.id,
    );
  }
  for (const chart of shareCharts) {
    assert.ok(fields.has(chart.source), chart.id);
    assert.equal(chart.unit, chart.source === 'webServers' ? 'accounts' : 'servers', chart.id);
    assert.match(chart.description, new RegExp(`\\b${chart.unit}\\b`), chart.id);
  }
});

/** Each place a statistics source types what a chart counts, which the chart's `unit` decides. */
export function typedChartUnits(path: string, source: string): string[] {
  return [...sourceWords(source).matchAll(/\bshare of (?:servers|(?:hosting )?accounts)\b/gi)].map(
    (match) => `${path}: "${match[0]}"`,
  );
}

test('statistics: the page names what a chart counts from the chart, so the web server table says accounts', () => {
  const sources = loadMarketingSources().filter(({path}) =>
    path.startsWith('src/pages/statistics/'),
  );
  assert.ok(sources.length > 1, 'the statistics page is not where this test looks');
  assert.deepEqual(
    sources.flatMap(({path, source}) => typedChartUnits(path, source)),
    [],
  );
  assert.equal(
    typedChartUnits('a.tsx', '<caption>{chart.title}: share of servers</caption>').length,
    1,
  );
  assert.deepEqual(
    typedChartUnits('a.tsx', '<caption>{chart.title}: share of {chart.unit}</caption>'),
    [],
  );
});

test('provider listings: fit to publish, and the check rejects a bad list', () => {
  assert.deepEqual(listingProblems(providerListings), []);
  const bad = listingProblems([
    {name: 'Zeta Hosting', url: 'https://zeta.example/portico/', regions: ['EU']},
    {name: 'Alpha Hosting', url: 'http://alpha.example/', regions: []},
    {name: 'Alpha Hosting', url: 'https://alpha.example/', regions: ['US']},
  ]);
  assert.ok(bad.some((problem) => /twice/.test(problem)));
  assert.ok(bad.some((problem) => /alphabetical/.test(problem)));
  assert.ok(bad.some((problem) => /https/.test(problem)));
  assert.ok(bad.some((problem) => /no region/.test(problem)));
});

test('features: every item links a doc page that exists', () => {
  const docFile = (route: string) => {
    const inside = route.replace(/^\/docs\//, '').replace(/\/$/, '');
    const base = inside === '' ? 'panel/intro' : inside === 'admin' ? 'admin/intro' : inside;
    return ['.md', '.mdx']
      .map((ext) => join(ROOT, 'docs', `${base}${ext}`))
      .find((file) => existsSync(file));
  };
  const missing = featureGroups
    .flatMap((group) => group.features)
    .filter((feature) => !docFile(feature.doc));
  assert.deepEqual(
    missing.map((feature) => feature.doc),
    [],
  );
});
