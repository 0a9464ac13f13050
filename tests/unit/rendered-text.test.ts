import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {checkBuild, checkPage, describeHits} from '../lib/rendered-text.ts';

const page = (
  body: string,
  {title = 'Portico', description = 'A page of the Portico site.', head = ''} = {},
) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<meta name="description" content="${description}">${head}</head><body>${body}</body></html>`;

const blogHeader = (day: string) =>
  '<header><h1 class=title_f1Hy>Portico passes 15,000 servers</h1><div class="container_iJTo margin-vert--md">' +
  `<time datetime=2026-11-12T00:00:00.000Z>${day}</time> · <!-- -->4 min read</div></header>` +
  '<div id=__blog-post-container class=markdown><p>As of November 1, 2026, Portico runs on 15,000 servers.</p></div>';

const usersWarning = (afterBox: string) =>
  '<h1>Users</h1><div class="theme-admonition theme-admonition-warning alert alert--warning">' +
  '<div class=admonitionHeading_Gvgb><span class=admonitionIcon_Rf37><svg viewBox="0 0 16 16"><path d="M0 0"/></svg></span>warning</div>' +
  '<div class=admonitionContent_BuS1><p>Deleting an account removes its sites, databases and mailboxes at once, with no trash. Only the archives in\n' +
  '<code>/var/backups/portico/&lt;username>/</code> remain; run <code>portico backup run acme</code> first if the newest one is older than the last change you care about.' +
  `${afterBox}`;

const fixedWarning = usersWarning(
  '</p></div></div><p>For many accounts at once, see <a href=/docs/articles/accounts/bulk-create-accounts/>bulk account creation</a>.</p>',
);
const brokenWarning = usersWarning(
  '\n::: For many accounts at once,\nsee <a href=/docs/articles/accounts/bulk-create-accounts/>bulk account creation</a>.' +
    '<h2 id=configuration-keys>Configuration keys</h2><p>The starting plan, web server and PHP version.</p></div></div>',
);

const rules = (html: string) => checkPage(html).map((hit) => hit.rule);

test('rendered text: the blog header that read "November NaN, 2026" is reported, with the text around it', () => {
  const hits = checkPage(page(blogHeader('November NaN, 2026')));
  assert.deepEqual(
    hits.map((hit) => hit.rule),
    ['a value that failed to render'],
  );
  assert.match(hits[0].excerpt, /15,000 servers November NaN, 2026 · 4 min read/);
  assert.ok(hits[0].excerpt.length <= 70, hits[0].excerpt);
});

test('rendered text: a warning box closed by "::: For many" is reported as unrendered Markdown', () => {
  const hits = checkPage(page(brokenWarning));
  assert.deepEqual(
    hits.map((hit) => hit.rule),
    ['unrendered Markdown: a line starts with :::'],
  );
  assert.match(hits[0].excerpt, /care about\. ::: For many accounts at once, se/);
});

test('rendered text: the same pages, rendered right, pass', () => {
  assert.deepEqual(checkPage(page(blogHeader('November 12, 2026'))), []);
  assert.deepEqual(checkPage(page(fixedWarning)), []);
});

test('rendered text: values that failed to render, as words, in the text, the title, the description and datetime', () => {
  assert.deepEqual(rules(page('<h1>Plans</h1><p>Price: undefined per month</p>')), [
    'a value that failed to render',
  ]);
  assert.deepEqual(rules(page('<h1>Plans</h1><p>Limits: [object Object]</p>')), [
    'a value that failed to render',
  ]);
  assert.deepEqual(rules(page('<h1>Plans</h1><p>Updated Invalid Date</p>')), [
    'a value that failed to render',
  ]);
  assert.deepEqual(rules(page('<h1>Plans</h1>', {title: 'Plans NaN | Portico'})), [
    'a value that failed to render, in the title',
  ]);
  assert.deepEqual(rules(page('<h1>Plans</h1>', {description: 'Plans from undefined.'})), [
    'a value that failed to render, in the meta description',
  ]);
  assert.deepEqual(rules(page('<h1>Plans</h1><time datetime="NaN-11-12">Nov 12, 2026</time>')), [
    'a datetime that is not a date',
  ]);
  assert.deepEqual(
    rules(page('<h1>Plans</h1><p>Nancy, the undefinedness of NaNa and redefined limits.</p>')),
    [],
  );
});

test('rendered text: unrendered Markdown links, bold and template braces', () => {
  assert.deepEqual(rules(page('<h1>SSL</h1><p>See [SSL](../domains/ssl.md).</p>')), [
    'unrendered Markdown: a Markdown link',
  ]);
  assert.deepEqual(rules(page('<h1>SSL</h1><p>Press **Issue certificate**.</p>')), [
    'unrendered Markdown: Markdown bold',
  ]);
  assert.deepEqual(rules(page('<h1>SSL</h1><p>Hello {{name}}</p>')), [
    'unrendered Markdown: template braces',
    'unrendered Markdown: template braces',
  ]);
  assert.deepEqual(rules(page('<h1>SSL</h1><p>Version ${version}</p>')), [
    'unrendered Markdown: template braces',
  ]);
  assert.deepEqual(rules(page('<h1>SSL</h1><p>Ratio 2 ** 3 and a ::: mid-line.</p>')), []);
});

test('rendered text: code, scripts and hidden elements are not read', () => {
  const unseen = [
    '<pre><code>::: tip\n[link](x) **bold** ${HOME} {{x}} NaN undefined</code></pre>',
    '<p>Run <code>echo ${HOME}</code> and <code>[object Object]</code>.</p>',
    '<script>var a = undefined; `${a}`</script><style>a::after{content:"NaN"}</style>',
    '<noscript>undefined</noscript><template><p>NaN</p></template>',
    '<div hidden>NaN</div><span aria-hidden="true">undefined</span><div style="display:none">**x</div>',
  ].join('');
  assert.deepEqual(rules(page(`<h1>Cron jobs</h1>${unseen}`)), []);
});

test('rendered text: one h1 and a title, except on a redirect page, which no one reads', () => {
  assert.deepEqual(rules(page('<p>No heading.</p>')), ['0 h1 headings instead of one']);
  assert.deepEqual(checkPage(page('<h1>Plans</h1><h1>Plans again</h1>')), [
    {rule: '2 h1 headings instead of one', excerpt: '"Plans", "Plans again"'},
  ]);
  assert.deepEqual(rules(page('<h1>Plans</h1>', {title: ' '})), ['empty title']);
  assert.deepEqual(rules('<html><head></head><body><h1>Plans</h1></body></html>'), ['empty title']);
  const redirect = page('<p>This help page is at <a href="/docs/admin/">/docs/admin/</a>.</p>', {
    head: '<meta http-equiv="refresh" content="0; url=/docs/admin/">',
  });
  assert.deepEqual(checkPage(redirect), []);
});

test('rendered text: dates a reader sees and datetime values must be days on the calendar', () => {
  assert.deepEqual(rules(page('<h1>News</h1><p>Released November 31, 2026.</p>')), [
    'a date not on the calendar',
  ]);
  assert.deepEqual(rules(page('<h1>News</h1><p>Released Feb 29, 2026.</p>')), [
    'a date not on the calendar',
  ]);
  assert.deepEqual(rules(page('<h1>News</h1><p>Released September 0, 2026.</p>')), [
    'a date not on the calendar',
  ]);
  assert.deepEqual(
    rules(page('<h1>News</h1><time datetime="2026-11-31">November 30, 2026</time>')),
    ['a datetime that is not a date'],
  );
  assert.deepEqual(rules(page('<h1>News</h1><time datetime="">soon</time>')), [
    'a datetime that is not a date',
  ]);
  const realDays =
    '<p>Feb 29, 2028, December 31, 2026 and May 1, 2026.</p>' +
    '<time datetime="2028-02-29">Feb 29, 2028</time><time datetime="2026-11-12T00:00:00.000Z">November 12, 2026</time>';
  assert.deepEqual(rules(page(`<h1>News</h1>${realDays}`)), []);
});

test('rendered text: a build is read page by page, and each hit names its page', () => {
  const buildDir = mkdtempSync(join(tmpdir(), 'rendered-text-'));
  try {
    mkdirSync(join(buildDir, 'blog', 'portico-15000-servers'), {recursive: true});
    mkdirSync(join(buildDir, 'docs', 'admin', 'accounts', 'users'), {recursive: true});
    writeFileSync(join(buildDir, 'index.html'), page('<h1>Portico</h1>'));
    writeFileSync(
      join(buildDir, 'blog', 'portico-15000-servers', 'index.html'),
      page(blogHeader('November NaN, 2026')),
    );
    writeFileSync(
      join(buildDir, 'docs', 'admin', 'accounts', 'users', 'index.html'),
      page(brokenWarning),
    );
    writeFileSync(join(buildDir, 'styles.css'), 'a::after{content:"NaN"}');
    const {pages, hits} = checkBuild(buildDir);
    assert.equal(pages, 3);
    assert.deepEqual(hits.map((hit) => hit.page).sort(), [
      'blog/portico-15000-servers/index.html',
      'docs/admin/accounts/users/index.html',
    ]);
    const report = describeHits(hits);
    assert.match(
      report,
      /^blog\/portico-15000-servers\/index\.html\n {2}a value that failed to render: ".*November NaN, 2026.*"$/m,
    );
    assert.match(
      report,
      /^docs\/admin\/accounts\/users\/index\.html\n {2}unrendered Markdown: a line starts with :::: ".*::: For many.*"$/m,
    );
  } finally {
    rmSync(buildDir, {recursive: true, force: true});
  }
});
