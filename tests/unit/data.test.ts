import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {major} from 'semver';
import {ROOT} from '../lib/docs-content.ts';
import {compareVersions} from '../../src/data/compare-versions.ts';
import {
  changelogDocsVersionOf,
  docsDirOf,
  releases,
  latestRelease,
  docsVersions,
} from '../../src/data/releases.ts';
import {advisories} from '../../src/data/advisories.ts';
import {
  editions,
  editionRows,
  formatPrice,
  licenseKeyPattern,
  partnerTiers,
  trial,
} from '../../src/data/editions.ts';
import {cliToolOf} from '../../src/data/cli.ts';
import {
  competitors,
  comparisonRows,
  porticoValues,
  comparisonAsOf,
} from '../../src/data/comparisons.ts';
import {featureGroups} from '../../src/data/features.ts';
import {roadmap} from '../../src/data/roadmap.ts';
import {shareCharts, headlineFigures} from '../../src/data/statistics.ts';
import {supportedOs} from '../../src/data/platforms.ts';
import {marketingRoutes} from '../../src/data/marketing-routes.ts';
import {logoFiles, brandColors} from '../../src/data/brand.ts';
import {
  buildInstallCommand,
  buildVerifiedInstallCommand,
  defaultChoices,
  installProblems,
  INSTALL_COMMAND,
  INSTALL_SCRIPT_SHA256,
} from '../../src/data/installer.ts';

const isIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

/** The folder of the docs version whose changelog tells a release: the one of the same major version. */
const changelogFolder = (version: string) => {
  const releaseMajor = major(version);
  if (major(docsVersions.current) === releaseMajor) return join(ROOT, 'docs', 'changelog');
  const previous = docsVersions.previous.find((docsVersion) => major(docsVersion) === releaseMajor);
  assert.ok(previous, `no docs version tells ${version}`);
  return join(ROOT, 'versioned_docs', `version-${previous}`, 'changelog');
};
const changelogPages = (folder: string) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.md') && file !== 'intro.md')
    .map((file) => file.replace(/\.md$/, ''));

test('releases: unique, valid dates, newest first, dates increasing with versions', () => {
  assert.ok(unique(releases.map((release) => release.version)));
  assert.ok(releases.every((release) => isIsoDate(release.date)));
  for (let index = 1; index < releases.length; index += 1) {
    assert.ok(
      compareVersions(releases[index - 1].version, releases[index].version) > 0,
      releases[index].version,
    );
    assert.ok(releases[index - 1].date > releases[index].date, releases[index].version);
  }
  assert.deepEqual(
    JSON.parse(readFileSync(join(ROOT, 'versions.json'), 'utf8')),
    docsVersions.previous,
  );
});

test('the latest release is the newest shipped one, and only upcoming releases are newer', () => {
  assert.equal(latestRelease.status, 'released');
  const newer = releases.slice(0, releases.indexOf(latestRelease));
  assert.ok(
    newer.every((release) => release.status === 'upcoming'),
    newer.map((release) => release.version).join(),
  );
  assert.ok(
    releases
      .filter((release) => release.status === 'released')
      .every((release) => compareVersions(latestRelease.version, release.version) >= 0),
  );
  assert.ok(
    existsSync(join(changelogFolder(latestRelease.version), `${latestRelease.version}.md`)),
    `${latestRelease.version} has no changelog page`,
  );
});

test('every release has a changelog page in the docs of its major version, and every changelog page is a release', () => {
  const folders = new Set(releases.map((release) => changelogFolder(release.version)));
  const versions = new Set(releases.map((release) => release.version));
  for (const folder of folders) {
    const pages = changelogPages(folder);
    const told = releases
      .filter((release) => changelogFolder(release.version) === folder)
      .map((release) => release.version);
    assert.deepEqual(
      told.filter((version) => !pages.includes(version)),
      [],
      `releases without a page in ${folder}`,
    );
    assert.deepEqual(
      pages.filter((page) => !versions.has(page)),
      [],
      `pages in ${folder} that are no release`,
    );
  }
});

test('advisories: unique ids, valid dates, fixed in a real release on the same day', () => {
  assert.ok(unique(advisories.map((advisory) => advisory.id)));
  for (const advisory of advisories) {
    assert.match(advisory.id, /^PSA-\d{4}-\d{2}$/);
    const release = releases.find((entry) => entry.version === advisory.fixedIn);
    assert.ok(release, `${advisory.id} names an unknown release`);
    assert.equal(advisory.date, release.date, advisory.id);
  }
});

test('advisories: each appears in the Security section of the changelog page of its release', () => {
  for (const advisory of advisories) {
    const page = join(
      ROOT,
      docsDirOf(changelogDocsVersionOf(advisory.fixedIn)),
      'changelog',
      `${advisory.fixedIn}.md`,
    );
    const security = readFileSync(page, 'utf8').split(/^## Security$/m)[1] ?? '';
    assert.ok(security.includes(advisory.id), `${advisory.id} missing from ${page}`);
  }
});

test('editions: prices positive where paid, yearly cheaper than twelve months, tiers descending', () => {
  const enterprise = editions.find((edition) => edition.id === 'enterprise')!;
  assert.equal(enterprise.monthly, 14.95);
  assert.equal(enterprise.yearly, 149.5);
  assert.ok(enterprise.yearly < enterprise.monthly * 12);
  assert.equal(editions.find((edition) => edition.id === 'community')!.monthly, 0);
  assert.equal(trial.days, 30);
  assert.ok(partnerTiers.every((tier) => tier.monthly > 0 && tier.monthly < enterprise.monthly));
  for (let index = 1; index < partnerTiers.length; index += 1) {
    assert.ok(partnerTiers[index].minServers > partnerTiers[index - 1].minServers);
    assert.ok(partnerTiers[index].monthly < partnerTiers[index - 1].monthly);
  }
  assert.ok(unique(editionRows.map((row) => row.feature)));
});

test('prices: Free only where a price is 0, dollars and cents otherwise', () => {
  assert.equal(formatPrice(0), 'Free');
  assert.equal(formatPrice(14.95), '$14.95');
  assert.equal(formatPrice(14.95 * 12 - 149.5), '$29.90');
  assert.equal(formatPrice(14.95 * 100), '$1,495.00');
});

test('comparisons: every row has a value for Portico and every competitor, with an as-of date', () => {
  assert.ok(isIsoDate(comparisonAsOf));
  assert.ok(unique(competitors.map((competitor) => competitor.slug)));
  for (const row of comparisonRows) {
    assert.ok(porticoValues[row.id], `Portico lacks ${row.id}`);
    for (const competitor of competitors)
      assert.ok(competitor.values[row.id], `${competitor.slug} lacks ${row.id}`);
  }
  for (const competitor of competitors) {
    assert.match(competitor.vendorUrl, /^https:\/\//);
    assert.ok(competitor.theirStrengths.length >= 2, `${competitor.slug} needs fair strengths`);
    assert.ok(marketingRoutes.some((route) => route.path === `/${competitor.slug}-alternative/`));
  }
});

test('features, roadmap, statistics, platforms and brand are consistent', () => {
  const features = featureGroups.flatMap((group) => group.features);
  assert.ok(unique(featureGroups.map((group) => group.id)));
  assert.ok(unique(features.map((feature) => feature.title)));
  assert.ok(features.every((feature) => /^\/docs\/.*\/$/.test(feature.doc)));
  assert.ok(features.some((feature) => feature.highlight));
  for (const item of roadmap) {
    if (item.status === 'shipped') {
      assert.ok(
        releases.some(
          (release) => release.version === item.release && release.status === 'released',
        ),
        item.title,
      );
    }
    if (item.release)
      assert.ok(
        releases.some((release) => release.version === item.release),
        item.title,
      );
  }
  for (const chart of shareCharts) {
    assert.equal(
      chart.shares.reduce((sum, share) => sum + share.percent, 0),
      100,
      chart.id,
    );
  }
  assert.ok(unique(headlineFigures.map((figure) => figure.id)));
  assert.ok(
    headlineFigures.every((figure) => Number.isInteger(figure.value) && figure.value > 0),
    'headline figures are counts',
  );
  assert.ok(unique(supportedOs.map((os) => os.id)));
  for (const os of supportedOs)
    assert.ok(
      releases.some((release) => release.version === os.since),
      `${os.name} is supported since an unknown release`,
    );
  assert.ok(unique(marketingRoutes.map((route) => route.path)));
  assert.ok(marketingRoutes.every((route) => route.path.endsWith('/')));
  assert.ok(
    logoFiles.every(
      (logo) => logo.svg.startsWith('/img/brand/') && logo.png.startsWith('/img/brand/'),
    ),
  );
  assert.ok(brandColors.every((color) => /^#[0-9A-F]{6}$/.test(color.hex)));
});

test('installer: defaults give the one-line command; choices add flags; bad combinations are explained', () => {
  assert.equal(
    buildInstallCommand(defaultChoices),
    'bash <(curl -fsSL https://get.portico.example)',
  );
  assert.equal(
    buildInstallCommand({
      ...defaultChoices,
      hostname: 'server.example.com',
      webServer: 'apache',
      database: 'mariadb',
      mail: false,
      unattended: true,
    }),
    `${INSTALL_COMMAND} --hostname=server.example.com --webserver=apache --database=mariadb --no-mail --unattended`,
  );
  assert.deepEqual(installProblems(defaultChoices), []);
  assert.equal(
    installProblems({...defaultChoices, arch: 'arm64', webServer: 'openlitespeed'}).length,
    1,
  );
  assert.equal(installProblems({...defaultChoices, unattended: true}).length, 1);
  assert.ok(
    installProblems({...defaultChoices, adminPort: '2083'}).some((problem) =>
      /different ports/.test(problem),
    ),
  );
  assert.ok(installProblems({...defaultChoices, panelPort: '443'}).length > 0);
  assert.ok(installProblems({...defaultChoices, version: '0.3.7'}).length > 0);
  const firstOs = supportedOs.find((os) => os.since === '0.1.0')!;
  assert.deepEqual(installProblems({...defaultChoices, os: firstOs.id, version: '1.0.0'}), []);
  assert.match(INSTALL_SCRIPT_SHA256, /^[0-9a-f]{64}$/);
  assert.equal(
    buildVerifiedInstallCommand({...defaultChoices, debug: true}),
    `curl -fsSLo portico-install.sh https://get.portico.example && echo "${INSTALL_SCRIPT_SHA256}  portico-install.sh" | sha256sum -c - && bash portico-install.sh --debug`,
  );
});

test('the support form takes the license key as portico license info prints it, masked, and in full', () => {
  // The form's pattern attribute matches the whole value, in the `v` mode of current browsers.
  const key = new RegExp(`^(?:${licenseKeyPattern})$`, 'v');
  const info = cliToolOf(docsVersions.current)
    .groups.flatMap((group) => group.commands)
    .find((command) => command.words.join(' ') === 'license info')!;
  const printed = /^Key:\s+(\S+)$/m.exec(info.output.sample)![1];
  assert.ok(key.test(printed), printed);
  assert.ok(key.test(printed.replace(/\*/g, 'A')), 'a key in full');
  assert.ok(!key.test(printed.slice(0, -1)), 'a key cut short');
});
