/**
 * Release day and a docs version cut, rehearsed as a maintainer does them, in
 * a temporary copy of the project: `npm run release` ships the next upcoming
 * release on its planned day, `npm run docs:cut` freezes the current docs and
 * opens the next minor version, then the copy is built with its unit tests
 * running beside, and a browser checks what a reader of each version sees.
 * It prints the JavaScript each page loads before and after the cut, the
 * build's time and peak memory, and ends with `N passed, N failed`.
 *
 * `npm run rehearse`; it measures "before" on `build/`, which it builds first
 * when it is missing (CI has it from `npm test`).
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {chromium} from '@playwright/test';
import {load} from 'cheerio';
import {inc} from 'semver';
import {docsVersions, latestRelease, releases} from '../../src/data/releases';
import chromiumSettings from '../lib/chromium.json';
import {budgets} from '../audit/budget-paths';
import {pageScripts} from './page-weight.mjs';
import {ROOT, build, check, checkUnitTests, copyProject, docPages, finish, kb, run, startUnitTests} from './project-copy';

const PORT = Number(process.env.REHEARSAL_PORT || 4195);

/** A doc's content as the reader gets it (title, badges, text, tables, code), with the version's path prefix taken out. */
function docContent(file: string, root: string): string {
  return (
    (load(readFileSync(file, 'utf8'))('.theme-doc-markdown').first().html() ?? '')
      .replaceAll(root, '/docs/')
      // Each version offers its own API description for download (`/openapi/<version>.yaml`).
      .replace(/(?:portico\.openapi|\d+\.\d+\.\d+)\.yaml/g, '<version>.yaml')
      // CSS module class names end in a hash of the project's folder, which the copy moved.
      .replace(/class="[^"]*"/g, (classes) => classes.replace(/_[\w-]{4}(?=[\s"])/g, ''))
  );
}

/** Where two texts part, with a little of each. */
function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  return `before "…${a.slice(Math.max(0, at - 40), at + 60)}…", after "…${b.slice(Math.max(0, at - 40), at + 60)}…"`;
}

/** The pages weighed: the current docs' long doc, the home page and the blog, and two pages of every frozen version. */
function weighedPages(frozen: readonly string[]): string[] {
  return ['/', '/blog/', '/docs/panel/domains/dns/', ...frozen.flatMap((version) => [`/docs/${version}/`, `/docs/${version}/panel/domains/dns/`])];
}

async function browserChecks(buildDir: string, versions: {current: string; previous: readonly string[]}): Promise<void> {
  const server = spawn(join(ROOT, 'node_modules', '.bin', 'docusaurus'), ['serve', '--dir', buildDir, '--host', '127.0.0.1', '--port', String(PORT), '--no-open'], {
    cwd: dirname(buildDir),
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch({
    executablePath: existsSync(chromiumSettings.systemExecutable) ? chromiumSettings.systemExecutable : undefined,
    // Nothing leaves the machine: the browser sends every request but loopback to a proxy that does not exist.
    args: [...chromiumSettings.args, ...chromiumSettings.offlineArgs],
  });
  try {
    for (
      let tries = 0;
      !(await fetch(base)
        .then((response) => response.ok)
        .catch(() => false));
      tries += 1
    ) {
      if (tries > 300) throw new Error('the build was not served');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const open = async (path: string) => {
      const response = await page.goto(base + path);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      return response?.status();
    };
    const labels = [versions.current, ...versions.previous];
    for (const version of labels) {
      const root = version === versions.current ? '/docs/' : `/docs/${version}/`;
      errors.length = 0;
      const status = await open(`${root}panel/domains/dns/`);
      const heading = await page.locator('article h1').first().textContent();
      check(`a ${version} page renders`, status === 200 && Boolean(heading) && errors.length === 0, `${root}panel/domains/dns/ ${status} "${heading}" ${errors.join('; ')}`);
      const menu = await page.locator('.navbar .dropdown__menu').first().locator('a').allTextContents();
      check(
        `the version menu of a ${version} page lists every version`,
        labels.every((label) => menu.includes(label)) && menu.filter((item) => /^\d+\.\d+\.\d+$/.test(item)).length === labels.length,
        menu.join(', '),
      );
      // The first result of the navbar box, opened as a reader opens it.
      await page.getByRole('combobox', {name: 'Search', exact: true}).fill('nameservers');
      await page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first().click();
      await page.waitForURL((url) => !url.pathname.endsWith('/panel/domains/dns/'));
      const opened = new URL(page.url()).pathname;
      const inVersion = version === versions.current ? !versions.previous.some((other) => opened.startsWith(`/docs/${other}/`)) : opened.startsWith(root);
      check(`search on a ${version} page stays in ${version}`, inVersion, `the first result for "nameservers" opens ${opened}`);
    }
    const frozen = versions.previous[0];
    await open(`/docs/${frozen}/panel/domains/dns/`);
    await open('/');
    const stored = await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'));
    const navbarDocs = await page.locator('.navbar__items a.navbar__link').first().getAttribute('href');
    check('the preferred version is remembered', stored === frozen && navbarDocs!.startsWith(`/docs/${frozen}/`), `stored ${stored}, navbar docs link ${navbarDocs}`);
    await context.close();
  } finally {
    await browser.close();
    server.kill();
  }
}

async function rehearse(): Promise<void> {
  if (!existsSync(join(ROOT, 'build', 'index.html'))) {
    const before = await build(ROOT);
    if (!before.ok) throw new Error(`the project does not build:\n${before.output}`);
  }
  const copy = await copyProject('portico-rehearsal-', {sharedNodeModules: true});
  try {
    const upcoming = releases.filter((release) => release.status === 'upcoming').at(-1);
    if (upcoming) {
      const shipped = await run(copy, 'npm', ['run', '--silent', 'release', '--', upcoming.version, '--date', upcoming.date]);
      check(`npm run release -- ${upcoming.version} --date ${upcoming.date}`, shipped.status === 0, shipped.output.trim().split('\n')[0]);
      const refused = await run(copy, 'npm', ['run', '--silent', 'release', '--', upcoming.version, '--date', upcoming.date]);
      check('a second release of the same version is refused', refused.status !== 0, refused.output.trim());
    } else {
      console.log(`No upcoming release in the data; the latest is ${latestRelease.version}.`);
    }
    const next = inc(docsVersions.current, 'minor')!;
    const cut = await run(copy, 'npm', ['run', '--silent', 'docs:cut', '--', next]);
    check(`npm run docs:cut -- ${next}`, cut.status === 0, cut.output.trim().split('\n').at(-1));
    const after = {current: next, previous: [docsVersions.current, ...docsVersions.previous]};
    // The unit tests that read only the sources run beside the build, which leaves part of a core idle, as in npm test;
    // those that read the build, after it.
    const sourceUnitRun = startUnitTests(copy, '--sources');
    const built = await build(copy);
    check(`the copy builds with ${after.previous.length + 1} docs versions`, built.ok, built.ok ? `${built.seconds} s, ${built.peakMiB} MiB peak` : built.output.slice(-3000));
    if (!built.ok) {
      // Not left running in a copy about to be removed.
      await sourceUnitRun;
      return;
    }
    console.log(`Build with ${after.previous.length + 1} docs versions, beside the unit tests of the sources: ${built.seconds} s, peak memory ${built.peakMiB} MiB.`);

    console.log('\nJavaScript each page loads (gzip), before and after the cut:');
    const docBudgets = budgets.pages.filter((entry) => entry.reference === 'doc');
    for (const path of weighedPages(after.previous)) {
      const beforePath = path.replace(`/docs/${docsVersions.current}/`, '/docs/');
      const before = existsSync(join(ROOT, 'build', beforePath, 'index.html')) ? pageScripts(join(ROOT, 'build'), beforePath).gzipBytes : undefined;
      const now = pageScripts(join(copy, 'build'), path).gzipBytes;
      const frozenVersion = after.previous.find((version) => path.startsWith(`/docs/${version}/`));
      console.log(`  ${path.padEnd(40)} ${before === undefined ? '—'.padStart(9) : kb(before).padStart(9)}  ${kb(now).padStart(9)}`);
      if (!frozenVersion) {
        check(`${path} loads at most 1 KB more after the cut`, now <= before! + 1024, `${kb(before!)} → ${kb(now)}`);
      } else {
        const twin = path.replace(`/docs/${frozenVersion}/`, '/docs/');
        const budget = docBudgets.find((entry) => entry.path === twin)?.jsKB ?? Math.max(...docBudgets.map((entry) => entry.jsKB));
        check(`${path} stays within its page type's budget`, now <= budget * 1024, `${kb(now)} of ${budget} KB`);
      }
    }
    const mainBefore = pageScripts(join(ROOT, 'build'), '/').scripts.find((script) => /\/main\.[^/]+\.js$/.test(script.source))!;
    const mainAfter = pageScripts(join(copy, 'build'), '/').scripts.find((script) => /\/main\.[^/]+\.js$/.test(script.source))!;
    console.log(`  ${'main.js alone'.padEnd(40)} ${kb(mainBefore.gzipBytes).padStart(9)}  ${kb(mainAfter.gzipBytes).padStart(9)}\n`);

    // A frozen page renders as it did before the cut: the same content, paths aside. The banner, the
    // version menu and the chunks around it differ; the release shipped above changes its own page.
    const frozenRoot = `/docs/${docsVersions.current}/`;
    const frozenPages = docPages(join(ROOT, 'build'), '/docs/', docsVersions.previous);
    const contents = (page: string) => [
      docContent(join(ROOT, 'build', 'docs', page, 'index.html'), '/docs/'),
      docContent(join(copy, 'build', frozenRoot, page, 'index.html'), frozenRoot),
    ];
    const changed = frozenPages.filter((page) => page !== `changelog/${upcoming?.version}/` && new Set(contents(page)).size > 1);
    check(
      `each of the ${frozenPages.length} pages frozen as ${docsVersions.current} renders as before the cut`,
      frozenPages.length > 0 && changed.length === 0,
      changed.length ? `${changed.length} changed, first ${changed[0]}: ${firstDifference(...(contents(changed[0]) as [string, string]))}` : '',
    );

    // Beside the browser checks, which wait on the page more than they work.
    const buildUnitRun = startUnitTests(copy, '--build');
    await browserChecks(join(copy, 'build'), after);
    checkUnitTests('the unit tests pass after the release and the cut', await Promise.all([sourceUnitRun, buildUnitRun]));
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
}

finish(rehearse());
