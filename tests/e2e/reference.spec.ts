import {axeOf} from '../lib/axe';
import {expect, test} from './fixtures';
import {cliToolOf, synopsisOf} from '../../src/data/cli';
import {docsVersions} from '../../src/data/releases';

/** The oldest frozen docs version, whose API reference is one page of every operation. */
const oldestDocsVersion = docsVersions.previous.at(-1)!;
/** One page of each kind the reference plugins render: a command group, a resource and one operation of the API, and both references in the oldest docs version. */
const REFERENCE_PAGES = [
  '/docs/admin/cli-reference/user/',
  '/docs/admin/api-reference/users/',
  '/docs/admin/api-reference/users/create-user/',
  `/docs/${oldestDocsVersion}/admin/cli-reference/backup/`,
  `/docs/${oldestDocsVersion}/admin/api-reference/endpoints/`,
];

for (const mode of ['dark', 'light'] as const) {
  test(`the CLI and API reference pages have no axe violations in ${mode} mode`, async ({
    page,
    context,
  }) => {
    // Five long pages of tables and code: axe needs longer than one ordinary test.
    test.setTimeout(180_000);
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    for (const path of REFERENCE_PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const {violations} = await axeOf(page).analyze();
      expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
    }
  });
}

test('a command group page shows each command from the data with its synopsis, flags, output and links', async ({
  page,
}) => {
  const tool = cliToolOf(docsVersions.current);
  const group = tool.groups.find((candidate) => candidate.name === 'user')!;
  await page.goto('/docs/admin/cli-reference/user/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('portico user');
  const toc = page.locator('.table-of-contents');
  for (const command of group.commands) {
    const name = `portico ${command.words.join(' ')}`;
    const anchor = name.replace(/ /g, '-');
    await expect(page.getByRole('heading', {level: 2, name})).toHaveAttribute('id', anchor);
    await expect(toc.locator(`a[href="#${anchor}"]`)).toHaveText(name);
    // A command without arguments or flags has an example identical to its synopsis.
    await expect(
      page.locator('pre').getByText(synopsisOf(tool, command), {exact: true}).first(),
    ).toBeVisible();
  }
  const add = group.commands.find((command) => command.words[1] === 'add')!;
  await expect(page.locator('pre').filter({hasText: add.output.sample.split('\n')[0]})).toHaveCount(
    1,
  );
  await expect(page.locator('td code', {hasText: '--email'})).toHaveCount(1);
  // The pages that use `portico user add`, found by the same extraction as the parse test.
  await page.getByRole('link', {name: 'Create many hosting accounts at once'}).first().click();
  await expect(page).toHaveURL(/\/docs\/articles\/accounts\/bulk-create-accounts\/$/);
});

test('the command index links every command to its heading, and the index of the oldest version shows portico-cli', async ({
  page,
}) => {
  await page.goto('/docs/admin/cli-reference/commands/');
  const commandCount = cliToolOf(docsVersions.current).groups.reduce(
    (sum, group) => sum + group.commands.length,
    0,
  );
  await expect(page.locator('article table tbody tr')).toHaveCount(commandCount);
  await page.getByRole('link', {name: 'portico firewall deny'}).click();
  await expect(page).toHaveURL(/\/docs\/admin\/cli-reference\/firewall\/#portico-firewall-deny$/);
  await page.goto(`/docs/${oldestDocsVersion}/admin/cli-reference/commands/`);
  await expect(page.locator('article table tbody tr code').first()).toHaveText(
    'portico-cli user add',
  );
  await expect(page.getByRole('link', {name: 'portico dns show'})).toHaveCount(0);
});

test('the search index finds a command of the reference', async ({page}) => {
  await page.goto('/search/?q=add-record');
  await expect(page.locator('a[href^="/docs/admin/cli-reference/dns/"]').first()).toBeVisible({
    timeout: 15_000,
  });
});

test('the search index finds an operation of the API reference, and the endpoints page of the oldest version in that version', async ({
  page,
}) => {
  await page.goto('/search/?q=Create%20a%20hosting%20account');
  await expect(
    page.locator('ol li h2 a[href^="/docs/admin/api-reference/users/create-user/"]').first(),
  ).toBeVisible({timeout: 15_000});
  await page.goto(`/search/?q=Create%20a%20hosting%20account&version=${oldestDocsVersion}`);
  await expect(
    page
      .locator(`ol li h2 a[href^="/docs/${oldestDocsVersion}/admin/api-reference/endpoints/"]`)
      .first(),
  ).toBeVisible({timeout: 15_000});
});

test('a resource page lists its operations, each on its own page with its request, a curl and a Python example; the page of the oldest version only what it had', async ({
  page,
}) => {
  await page.goto('/docs/admin/api-reference/users/');
  const operations = page.getByRole('main').locator('table').first().locator('tbody tr');
  await expect(operations).toHaveCount(10);
  await expect(operations.first()).toContainText('GET /api/users');
  await page.getByRole('main').getByRole('link', {name: 'Create a hosting account'}).click();
  await expect(page).toHaveURL('/docs/admin/api-reference/users/create-user/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Create a hosting account');
  await expect(
    page.getByRole('main').locator('code', {hasText: /^POST \/api\/users$/}),
  ).toHaveCount(1);
  await expect(
    page
      .locator('pre')
      .filter({hasText: 'curl -s -X POST "https://server.example.com:2087/api/users"'}),
  ).toHaveCount(1);
  await expect(
    page.locator('pre').filter({hasText: 'urllib.request.urlopen(request)'}),
  ).toHaveCount(1);
  await expect(page.locator('.table-of-contents a')).toHaveText([
    'Request body fields',
    'Request body',
    'Example with curl',
    'Example in Python',
    'Responses',
    'Response headers',
    'Response 201 fields',
    'Response 201',
  ]);
  const fieldRow = (heading: string, field: string) =>
    page.locator(`h2:has-text("${heading}") + table tr`).filter({
      has: page.locator('td:first-child code', {
        hasText: new RegExp(`^${field.replace(/[.[\]]/g, '\\$&')}$`),
      }),
    });
  await expect(fieldRow('Request body fields', 'email').locator('td')).toHaveText([
    'email',
    'string (email)',
    'yes',
    '',
  ]);
  await expect(fieldRow('Request body fields', 'password').locator('td').nth(2)).toHaveText('no');
  await expect(fieldRow('Response 201 fields', 'data.password').locator('td').nth(3)).toHaveText(
    'The generated panel password, shown once.',
  );
  await expect(fieldRow('Response 201 fields', 'data.status').locator('td').nth(1)).toHaveText(
    'string: active, suspended',
  );
  await expect(page.locator('.menu__link[aria-current="page"]')).toHaveText(
    'Create a hosting account',
  );
  const markdown = await (
    await page.request.get('/docs/admin/api-reference/users/create-user.md')
  ).text();
  expect(markdown).toContain('curl -s -X POST "https://server.example.com:2087/api/users"');
  expect(markdown).toContain('```python\nimport json, os, urllib.request\n');
  expect(markdown).not.toContain('::api-operation');
  await page.goto(`/docs/${oldestDocsVersion}/admin/api-reference/endpoints/`);
  await expect(page.locator('.table-of-contents a')).toHaveText([
    `How calls work in ${oldestDocsVersion}`,
    'Endpoints',
    'List hosting accounts',
    'Create a hosting account',
    'Get a hosting account',
    'Delete a hosting account',
    'Suspend a hosting account',
    'Unsuspend a hosting account',
    'List hosting plans',
  ]);
  await expect(page.getByText('Token scope:')).toHaveCount(0);
});

test('an API operation links its CLI command and the command links the operation back, in each docs version', async ({
  page,
}) => {
  await page.goto('/docs/admin/api-reference/users/delete-user/');
  const command = page.locator('p', {hasText: 'Command line:'}).getByRole('link');
  await expect(command).toHaveText('portico user delete --yes');
  await command.click();
  await expect(page).toHaveURL('/docs/admin/cli-reference/user/#portico-user-delete');
  const operation = page
    .locator('h2#portico-user-delete ~ p', {hasText: 'REST API:'})
    .first()
    .getByRole('link');
  await expect(operation).toHaveText('DELETE /api/users/{username}');
  await operation.click();
  await expect(page).toHaveURL('/docs/admin/api-reference/users/delete-user/');
  await page.goto(`/docs/${oldestDocsVersion}/admin/cli-reference/user/`);
  const binary = cliToolOf(oldestDocsVersion).binary;
  await page
    .locator(`h2#${binary}-user-suspend ~ p`, {hasText: 'REST API:'})
    .first()
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(
    `/docs/${oldestDocsVersion}/admin/api-reference/endpoints/#suspend-a-hosting-account`,
  );
});

test('each docs version offers its own OpenAPI description for download, and the current one is also at the stable address', async ({
  page,
}) => {
  for (const [doc, file] of [
    ['/docs/admin/api-reference/overview/', '/openapi/portico.openapi.yaml'],
    [
      `/docs/${oldestDocsVersion}/admin/api-reference/endpoints/`,
      `/openapi/${oldestDocsVersion}.yaml`,
    ],
  ]) {
    await page.goto(doc);
    const download = page.locator('p', {hasText: 'OpenAPI description:'}).getByRole('link');
    await expect(download).toHaveAttribute('href', file);
    const description = await (await page.request.get(file)).text();
    expect(description).toContain('openapi: 3.1.0');
  }
  const stable = await (await page.request.get('/openapi/portico.openapi.yaml')).text();
  expect(await (await page.request.get(`/openapi/${docsVersions.current}.yaml`)).text()).toBe(
    stable,
  );
});
