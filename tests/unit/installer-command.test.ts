import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';
import {
  INSTALL_URL,
  defaultChoices,
  installProblems,
  platformProblems,
  reservedPorts,
} from '../../src/data/installer';
import {architectures, supportedOs} from '../../src/data/platforms';
import {mailClientPorts} from '../../src/data/company';
import {releases} from '../../src/data/releases';

const root = join(import.meta.dirname, '..', '..');

function textFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(path);
    return /\.(md|mdx|ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

// Without -f, curl writes an error page (a 404, a proxy's login page) to its
// output and succeeds, and bash runs that page as the installer.
test('every page that fetches the installer uses curl -f', () => {
  const installer = new URL(INSTALL_URL).host;
  const fetches: string[] = [];
  const withoutFail: string[] = [];
  for (const file of ['src', 'docs', 'versioned_docs', 'blog'].flatMap((dir) =>
    textFiles(join(root, dir)),
  )) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const command = /curl (-[A-Za-z0-9]+ )*https:\/\/[^\s)]+/.exec(line)?.[0];
      if (!command?.includes(installer) || / -[A-Za-z0-9]*I/.test(command)) continue;
      fetches.push(command);
      if (!/ -[a-zA-Z]*f/.test(command))
        withoutFail.push(`${relative(root, file)}: ${line.trim()}`);
    }
  }
  assert.ok(
    fetches.length >= 10,
    `found only ${fetches.length} installer downloads: has the command moved?`,
  );
  assert.deepEqual(withoutFail, []);
});

const installable = releases.filter(
  (release) => release.status === 'released' && !release.version.startsWith('0.'),
);
const releaseDate = (version: string): string =>
  releases.find((release) => release.version === version)!.date;

// The builder may offer only what the chosen release supports: a system or an architecture whose
// `since` is later than the release is explained as a problem, and no command is built for it.
test('the install builder refuses every system and architecture the chosen release did not support yet', () => {
  const checked = {refused: 0, accepted: 0};
  for (const release of installable) {
    for (const os of supportedOs) {
      for (const arch of architectures) {
        const choices = {...defaultChoices, os: os.id, arch: arch.id, version: release.version};
        const tooNew = [os.since, arch.since].filter((since) => releaseDate(since) > release.date);
        const problems = platformProblems(choices);
        assert.equal(
          problems.length,
          tooNew.length,
          `${os.id} ${arch.id} ${release.version}: ${problems.join(' ')}`,
        );
        for (const since of tooNew)
          assert.ok(
            problems.some((problem) => problem.includes(`from ${since}`)),
            problems.join(' '),
          );
        assert.ok(tooNew.length === 0 || installProblems(choices).length > 0);
        checked[tooNew.length > 0 ? 'refused' : 'accepted'] += 1;
      }
    }
  }
  assert.ok(checked.refused > 0 && checked.accepted > 0, JSON.stringify(checked));
});

test("the newest release, the builder's default, installs on every supported system and architecture", () => {
  for (const os of supportedOs) {
    for (const arch of architectures)
      assert.deepEqual(
        platformProblems({os: os.id, arch: arch.id, version: ''}),
        [],
        `${os.id} ${arch.id}`,
      );
  }
});

test('a port the builder refuses is one a named service of the server listens on', () => {
  for (const [port, service] of Object.entries(reservedPorts)) {
    assert.ok(service.length > 0, `port ${port} is refused without a reason`);
    const problems = installProblems({...defaultChoices, panelPort: port});
    assert.ok(
      problems.some((problem) => problem.includes(service)),
      `port ${port}: ${problems.join(' ')}`,
    );
  }
  const free = Array.from({length: 64511}, (_, index) => index + 1024).find(
    (port) => !reservedPorts[port] && String(port) !== defaultChoices.adminPort,
  )!;
  assert.deepEqual(installProblems({...defaultChoices, panelPort: String(free)}), []);
  // The mail server's ports are those mail clients are told to use.
  for (const port of Object.values(mailClientPorts))
    assert.match(reservedPorts[port] ?? '', /^(?:Postfix|Dovecot) /, `port ${port}`);
});
