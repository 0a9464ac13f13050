import {marketingRoutes} from '../../src/data/marketing-routes';
import {comparisonRows, competitors} from '../../src/data/comparisons';
import {INSTALL_COMMAND} from '../../src/data/installer';
import {architectures, supportedOs} from '../../src/data/platforms';
import {releases} from '../../src/data/releases';
import {expect, test} from './fixtures';

test('descriptions are unique across marketing pages', async ({request}) => {
  const seen = new Map<string, string>();
  for (const route of marketingRoutes) {
    const html = await (await request.get(route.path)).text();
    const description =
      /<meta[^>]+name=description content="([^"]+)"/.exec(html)?.[1] ??
      /<meta[^>]+name="description" content="([^"]+)"/.exec(html)?.[1];
    expect(description, route.path).toBeTruthy();
    expect(
      seen.get(description!),
      `${route.path} repeats ${seen.get(description!)}`,
    ).toBeUndefined();
    seen.set(description!, route.path);
  }
});

test.describe('install command builder', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('the default command is in the static HTML', async ({request}) => {
    const html = await (await request.get('/install/')).text();
    expect(html).toContain(INSTALL_COMMAND.replace('<', '&lt;'));
  });

  test('choices update the command live, and it copies with one click', async ({page}) => {
    await page.goto('/install/');
    const command = page.getByTestId('command').nth(1);
    await expect(command).toHaveText(INSTALL_COMMAND);

    await page.getByLabel('Default web server').selectOption('apache');
    await page.getByLabel('Default database').selectOption('mariadb');
    await page.getByLabel('Host name (optional)').fill('server.example.com');
    await page.getByLabel('Mail server and webmail (Enterprise)').uncheck();
    await page.getByLabel('Unattended (ask no questions)').check();
    const expected = `${INSTALL_COMMAND} --hostname=server.example.com --webserver=apache --database=mariadb --no-mail --unattended`;
    await expect(command).toHaveText(expected);

    await page.getByRole('button', {name: 'Copy: the install command'}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect(page.getByRole('button', {name: 'Copy: the install command'})).toContainText(
      'Copied',
    );
  });

  test('a second option set: arm64 on Rocky Linux with a custom admin port and debug output', async ({
    page,
  }) => {
    await page.goto('/install/');
    await page.getByLabel('Operating system', {exact: true}).selectOption('rocky-9');
    await page.getByLabel('Architecture').selectOption('arm64');
    await page.getByLabel('Admin port').fill('8443');
    await page.getByLabel('Debug output').check();
    await expect(page.getByTestId('command').first()).toHaveText('dnf install -y curl');
    await expect(page.getByTestId('command').nth(1)).toHaveText(
      `${INSTALL_COMMAND} --admin-port=8443 --debug`,
    );
  });

  test('an invalid combination is explained instead of producing a command', async ({page}) => {
    await page.goto('/install/');
    await page.getByLabel('Architecture').selectOption('arm64');
    await page.getByLabel('Default web server').selectOption('openlitespeed');
    await expect(page.getByTestId('install-problems')).toContainText(
      'OpenLiteSpeed images are built for x86_64 only',
    );
    await expect(page.getByRole('button', {name: 'Copy: the install command'})).toHaveCount(0);
  });

  // Releases are newest first; the builder offers those from 1.0.0 on.
  const installable = releases.filter(
    (release) => release.status === 'released' && !release.version.startsWith('0.'),
  );
  const releaseBefore = (since: string) => {
    const index = installable.findIndex((release) => release.version === since);
    return index === -1 ? undefined : installable[index + 1];
  };
  const supportedByEveryRelease = <T extends {since: string}>(list: readonly T[]): T =>
    list.find((item) => !installable.some((release) => release.version === item.since))!;
  for (const platform of [
    ...supportedOs.map((os) => ({
      name: os.name,
      since: os.since,
      os: os.id,
      arch: supportedByEveryRelease(architectures).id,
    })),
    ...architectures.map((arch) => ({
      name: arch.name,
      since: arch.since,
      os: supportedByEveryRelease(supportedOs).id,
      arch: arch.id,
    })),
  ].filter((candidate) => releaseBefore(candidate.since))) {
    test(`${platform.name} with a release before ${platform.since} is refused, and a command returns with ${platform.since}`, async ({
      page,
    }) => {
      await page.goto('/install/');
      await page.getByLabel('Operating system', {exact: true}).selectOption(platform.os);
      await page.getByLabel('Architecture').selectOption(platform.arch);
      await page.getByLabel('Version').selectOption(releaseBefore(platform.since)!.version);
      await expect(page.getByTestId('install-problems')).toContainText(
        `supported from ${platform.since}`,
      );
      await expect(page.getByRole('button', {name: 'Copy: the install command'})).toHaveCount(0);
      await page.getByLabel('Version').selectOption(platform.since);
      await expect(page.getByTestId('install-problems')).toHaveCount(0);
      await expect(page.getByTestId('command').nth(1)).toContainText(`--version=${platform.since}`);
    });
  }
});

for (const competitor of competitors) {
  test(`/${competitor.slug}-alternative/ renders every comparison row`, async ({page}) => {
    await page.goto(`/${competitor.slug}-alternative/`);
    const table = page.locator('table').first();
    await expect(table.locator('tbody tr')).toHaveCount(comparisonRows.length);
    for (const row of comparisonRows) {
      const tableRow = table
        .locator('tbody tr')
        .filter({has: page.locator('th', {hasText: row.label})});
      await expect(tableRow.locator('td').nth(1)).toHaveText(competitor.values[row.id]);
    }
    await expect(page.getByText('as of November 1, 2026').first()).toBeVisible();
  });
}

test('the Support page links the forum and address when the chat cannot load', async ({
  page,
  blockedRequests,
}) => {
  // The fixture blocks Crisp's host, as a blocker or a failed network would.
  await page.goto('/support/');
  await page.getByTestId('chat-button').click();
  await expect(page.getByTestId('chat-fallback')).toBeVisible();
  await expect(page.getByTestId('chat-button')).toHaveCount(0);
  expect(blockedRequests.some((url) => url.startsWith('https://client.crisp.chat/'))).toBe(true);
});

test('the Support page button shows and opens the chat when chat is configured', async ({page}) => {
  await page.route('https://client.crisp.chat/l.js', (route) =>
    route.fulfill({contentType: 'text/javascript', body: ''}),
  );
  await page.goto('/support/');
  const button = page.getByTestId('chat-button');
  await expect(button).toBeVisible();
  await button.click();
  const queue = await page.evaluate(() => (window as unknown as {$crisp: unknown[][]}).$crisp);
  expect(queue).toContainEqual(['do', 'chat:show']);
  expect(queue).toContainEqual(['do', 'chat:open']);
});
