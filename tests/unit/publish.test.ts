/**
 * deploy/publish.sh, run as it ships, as root, against builds owned by another user and written the way an
 * attacker who controls the build would write them: odd names, links, special files, crafted tar streams, and a
 * second process that changes the build or pries at the release while root publishes. Nothing root alone can read
 * may ever reach a release, and a refused build changes nothing.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync, type ChildProcess, type SpawnSyncReturns} from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import {randomBytes} from 'node:crypto';
import {join} from 'node:path';
import {
  contentSecurityPolicy,
  nginxHeadersFile,
  securityHeaders,
} from '../../plugins/security-headers/index.ts';
import {ROOT} from '../lib/docs-content.ts';

const PUBLISH = join(ROOT, 'deploy', 'publish.sh');
const script = readFileSync(PUBLISH, 'utf8');
/** The pattern publish.sh holds every line of a build's header file to. */
const headerLine = /^HEADER_LINE='(.+)'$/m.exec(script)![1];

/** The numbers of the lines publish.sh's grep turns away, run as publish.sh runs it. */
const refusedLines = (file: string) =>
  spawnSync('grep', ['-a', '-n', '-v', '-E', headerLine], {
    input: file,
    encoding: 'utf8',
    env: {...process.env, LC_ALL: 'C'},
  })
    .stdout.split('\n')
    .filter(Boolean)
    .map((line) => Number(line.split(':')[0]));

const allThirdParties = {analytics: true, pixel: true, chat: true, algolia: true};
const noThirdParties = {analytics: false, pixel: false, chat: false, algolia: false};
const HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

test('publish.sh requires the header names the build writes, and takes no other', () => {
  const names = /\(([^)]+)\)/.exec(headerLine)![1].split('|');
  assert.deepEqual(names.sort(), Object.keys(securityHeaders('')).sort());
  const required = /^HEADER_NAMES=\(([^)]+)\)$/m.exec(script)![1].split(' ');
  assert.deepEqual(required.sort(), names);
});

test('publish.sh accepts every header file the build writes, with or without third parties', () => {
  for (const parties of [allThirdParties, noThirdParties]) {
    const headers = securityHeaders(contentSecurityPolicy(parties, [HASH]));
    assert.deepEqual(refusedLines(nginxHeadersFile(headers)), []);
  }
});

test('publish.sh refuses any other line', () => {
  const smuggled = [
    'error_log /tmp/x;',
    'location /x/ { alias /etc/; autoindex on; }',
    'add_header X-Frame-Options "DENY" always; error_log /tmp/x;',
    'add_header X-Frame-Options "$host" always;',
    'add_header X-Frame-Options "DENY\\" always;',
    'add_header X-Powered-By "Portico" always;',
    'add_header X-Frame-Options "DENY" always;\r',
    ' add_header X-Frame-Options "DENY" always;',
    '',
  ];
  assert.deepEqual(
    refusedLines(`${smuggled.join('\n')}\n`),
    smuggled.map((_, index) => index + 1),
  );
});

// --- Publishing as root --------------------------------------------------------------------------------------------

const isRoot = process.getuid?.() === 0;
/** publish.sh reads a build as nobody, which only root can do; CI runs as root, so there a missing root fails. */
const asRoot = {
  skip:
    !isRoot && !process.env.CI
      ? 'publish.sh reads builds as the user nobody: run the tests as root'
      : false,
  // A publish that waits for ever (a stream that never ends) fails its test instead of holding the run.
  timeout: 90_000,
};
/** The user that writes the builds here, as a build account and its dependencies' scripts would. */
const BUILD_USER = 'portico-build';
let buildUserMade = false;
function ensureBuildUser() {
  if (buildUserMade || spawnSync('id', [BUILD_USER]).status === 0) return;
  const made = spawnSync(
    'useradd',
    ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', BUILD_USER],
    {encoding: 'utf8'},
  );
  assert.equal(made.status, 0, made.stderr);
  buildUserMade = true;
}
const AS_BUILD_USER = ['--reuid', BUILD_USER, '--regid', BUILD_USER, '--clear-groups', 'sh', '-c'];
/** Runs a shell command as the build's user, and waits for it. */
const runAsBuildUser = (command: string) =>
  spawnSync('setpriv', [...AS_BUILD_USER, command], {encoding: 'utf8'});
/** Starts a shell command as the build's user, beside the test, in a process group of its own. */
const startAsBuildUser = (command: string) =>
  spawn('setpriv', [...AS_BUILD_USER, command], {stdio: 'ignore', detached: true});

/** Whether any process of the group `group` still exists. */
function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits, for at most 20 s, until no process of the group `group` exists. */
const groupEnded = (group: number, what: string) =>
  poll(() => (groupAlive(group) ? undefined : true), what);

/**
 * Kills what startAsBuildUser started, with the command its shell was running, and waits until none of it runs:
 * a shell stopped alone lets that command finish a move in the folder the test is about to delete.
 */
async function stopAsBuildUser(started: ChildProcess) {
  const group = started.pid!;
  process.kill(-group, 'SIGKILL');
  await groupEnded(group, "the build user's commands to end");
}

interface Server {
  dir: string;
  www: string;
  /** From now on, `nginx -t` (check) or `nginx -s reload` (reload) fails. */
  nginxFails: (step: 'check' | 'reload') => void;
  /** A root-only file in a root-only folder: it must never reach a release. */
  secret: string;
  secretText: string;
  publish: (
    args: string[],
    options?: {keep?: number; input?: Buffer; env?: Record<string, string>},
  ) => SpawnSyncReturns<string>;
  env: (keep?: number) => NodeJS.ProcessEnv;
  releases: () => string[];
  live: () => string;
  /** Every file of every release that holds the secret's text. */
  leaks: () => string[];
  /** A build owned by the build user, with a page, its headers and hashed files. */
  build: (name: string, files?: Record<string, string>) => string;
}

/**
 * A server of its own under a folder every user can pass through (so nobody can read the builds in it), with
 * `nginx` on PATH as a script: `nginx -t` and `nginx -s reload` succeed until `nginxFails` says otherwise, or it is `script`.
 */
function server(nginx: {script?: string} = {}): Server {
  ensureBuildUser();
  const dir = mkdtempSync('/tmp/portico-publish-');
  chmodSync(dir, 0o755);
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  writeFileSync(
    join(bin, 'nginx'),
    nginx.script ??
      `#!/bin/sh\nif [ "$1" = -t ]; then [ ! -e ${bin}/check-fails ]; else [ ! -e ${bin}/reload-fails ]; fi\n`,
    {mode: 0o755},
  );
  const secretDir = join(dir, 'secret');
  mkdirSync(secretDir, {mode: 0o700});
  const secretText = `root-only-${randomBytes(12).toString('hex')}`;
  const secret = join(secretDir, 'site.key');
  writeFileSync(secret, `${secretText}\n`, {mode: 0o600});
  const www = join(dir, 'www');
  const env = (keep = 5): NodeJS.ProcessEnv => {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !name.startsWith('PORTICO_') && name !== 'SUDO_COMMAND',
      ),
    );
    return {
      ...clean,
      PATH: `${bin}:${process.env.PATH}`,
      PORTICO_ROOT: www,
      PORTICO_NGINX_DIR: join(dir, 'nginx'),
      PORTICO_KEEP: String(keep),
    };
  };
  return {
    dir,
    www,
    nginxFails: (step) => writeFileSync(join(bin, `${step}-fails`), ''),
    secret,
    secretText,
    env,
    publish: (args, {keep = 5, input, env: extra = {}} = {}) =>
      spawnSync(PUBLISH, args, {encoding: 'utf8', input, cwd: dir, env: {...env(keep), ...extra}}),
    releases: () =>
      existsSync(join(www, 'releases')) ? readdirSync(join(www, 'releases')).sort() : [],
    live: () => readlinkSync(join(www, 'current')),
    leaks: () => {
      if (!existsSync(www)) return [];
      const found = spawnSync('grep', ['-r', '-l', '-F', secretText, www], {encoding: 'utf8'});
      return found.stdout.split('\n').filter(Boolean);
    },
    build: (name, files = {}) => {
      const build = join(dir, name);
      const all: Record<string, string> = {
        'index.html': `<h1>${name}</h1>\n`,
        '_nginx/security-headers.conf': nginxHeadersFile(
          securityHeaders(contentSecurityPolicy(noThirdParties, [HASH])),
        ),
        [`assets/js/main.${name}.js`]: `console.log('${name}');\n`,
        // The one folder whose name starts with a dot that a build may hold (RFC 8615).
        '.well-known/api-catalog': '{}\n',
        ...files,
      };
      for (const [path, content] of Object.entries(all)) {
        mkdirSync(join(build, path, '..'), {recursive: true});
        writeFileSync(join(build, path), content);
      }
      assert.equal(spawnSync('chown', ['-R', `${BUILD_USER}:${BUILD_USER}`, build]).status, 0);
      return build;
    },
  };
}

/** Checks `value` every 20 ms until it is defined, for at most 20 s. */
async function poll<T>(value: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = value();
    if (found !== undefined) return found;
    assert.ok(Date.now() < deadline, `waited 20 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function withServer(
  nginx: Parameters<typeof server>[0],
  body: (site: Server) => void | Promise<void>,
) {
  return async () => {
    const site = server(nginx);
    try {
      await body(site);
    } finally {
      rmSync(site.dir, {recursive: true, force: true});
    }
  };
}

/** Publishes and expects success. */
function published(site: Server, args: string[], keep?: number) {
  const result = site.publish(args, {keep});
  assert.equal(result.status, 0, result.stderr);
  return site.live();
}

/** Expects a refusal whose message matches, and no change to the releases or the live one. */
function refused(
  site: Server,
  args: string[],
  message: RegExp,
  options?: Parameters<Server['publish']>[1],
) {
  const before = [site.releases(), existsSync(join(site.www, 'current')) ? site.live() : ''];
  const result = site.publish(args, options);
  assert.notEqual(result.status, 0, `published, and should not have: ${result.stdout}`);
  assert.match(result.stderr, message);
  assert.deepEqual(
    [site.releases(), existsSync(join(site.www, 'current')) ? site.live() : ''],
    before,
  );
  assert.deepEqual(site.leaks(), []);
}

test(
  'a build whose names hold a newline or a carriage return is refused, and nothing is read through them',
  asRoot,
  withServer({}, (site) => {
    published(site, [site.build('clean')]);
    for (const odd of ['\n', '\r']) {
      const build = site.build(`odd-${odd === '\n' ? 'lf' : 'cr'}`);
      // The attack: a folder whose name, read as lines, names a root-only file.
      const folder = join(build, 'assets', `x${odd}${site.secret}`);
      mkdirSync(folder, {recursive: true});
      writeFileSync(join(folder, 'a.js'), '');
      spawnSync('chown', ['-R', BUILD_USER, build]);
      refused(site, [build], /names that are not plain/);
    }
    const hidden = site.build('hidden', {'.git/config': '[core]\n'});
    refused(site, [hidden], /names that are not plain/);
    // The next routine publish of a clean build carries nothing from the refused ones.
    published(site, [site.build('clean-again')]);
    assert.deepEqual(site.leaks(), []);
  }),
);

test(
  'a stream naming ../ or an absolute path is refused before anything is unpacked',
  asRoot,
  withServer({}, (site) => {
    const build = site.build('stream');
    for (const transform of [
      's|^\\./index\\.html$|../escaped.html|',
      `s|^\\./index\\.html$|${site.dir}/absolute.html|`,
    ]) {
      const stream = spawnSync(
        'tar',
        ['-c', '-P', '-f', '-', '-C', build, `--transform=${transform}`, '.'],
        {maxBuffer: 1 << 26},
      );
      assert.equal(stream.status, 0);
      refused(site, ['-'], /names that are not plain/, {input: stream.stdout});
      assert.equal(
        existsSync(join(site.dir, 'escaped.html')) ||
          existsSync(join(site.dir, 'www', 'escaped.html')),
        false,
      );
      assert.equal(existsSync(join(site.dir, 'absolute.html')), false);
    }
  }),
);

test(
  'a build holding a symlink, a FIFO, a device file or a hard link to a root-only file is refused, and the file is not read',
  asRoot,
  withServer({}, (site) => {
    const cases: [string, (build: string) => void, RegExp][] = [
      [
        'symlink',
        (build) => spawnSync('ln', ['-s', site.secret, join(build, 'robots.txt')]),
        /symlinks/,
      ],
      [
        'FIFO',
        (build) => spawnSync('mkfifo', [join(build, 'assets', 'pipe')]),
        /neither files nor folders/,
      ],
      [
        'device',
        (build) => spawnSync('mknod', [join(build, 'assets', 'null'), 'c', '1', '3']),
        /neither files nor folders/,
      ],
      // fs.protected_hardlinks stops the build user linking a file it cannot read; root makes the link, as on a system without it.
      [
        'hard link',
        (build) => spawnSync('ln', [site.secret, join(build, 'assets', 'js', 'leak.js')]),
        /could not be read whole as nobody/,
      ],
    ];
    for (const [name, plant, message] of cases) {
      const build = site.build(name.replace(' ', '-'));
      plant(build);
      refused(site, [build], message);
    }
  }),
);

test(
  'a crafted stream with set-user-ID files and odd modes unpacks as root-owned files of mode 644 and folders of 755',
  asRoot,
  withServer({}, (site) => {
    const build = site.build('modes', {'assets/js/tool.js': 'tool\n'});
    const tool = join(build, 'assets', 'js', 'tool.js');
    spawnSync('chown', ['root:root', tool]);
    chmodSync(tool, 0o4777);
    chmodSync(join(build, 'assets'), 0o777);
    const stream = spawnSync('tar', ['-c', '-f', '-', '-C', build, '.'], {maxBuffer: 1 << 26});
    const result = site.publish(['-'], {input: stream.stdout});
    assert.equal(result.status, 0, result.stderr);
    const odd = spawnSync(
      'find',
      [
        site.live(),
        '(',
        '-type',
        'f',
        '!',
        '-perm',
        '644',
        ')',
        '-o',
        '(',
        '-type',
        'd',
        '!',
        '-perm',
        '755',
        ')',
        '-o',
        '!',
        '-user',
        'root',
      ],
      {
        encoding: 'utf8',
      },
    );
    assert.equal(odd.stdout, '');
    assert.equal(statSync(join(site.live(), 'assets', 'js', 'tool.js')).mode & 0o7777, 0o644);
  }),
);

test(
  'a folder swapped for a symlink to root-only files while root publishes never brings them in (a concurrent attacker)',
  asRoot,
  withServer({}, async (site) => {
    const build = site.build(
      'race',
      Object.fromEntries(
        Array.from({length: 40}, (_, index) => [`assets/deep/part-${index}.js`, `${index}\n`]),
      ),
    );
    const secretDir = join(site.secret, '..');
    // Swaps assets/deep for a link to the root-only folder and back, as fast as it can, a bounded number of times.
    const attacker = startAsBuildUser(
      `cd ${build}/assets && i=0; while [ $i -lt 200000 ]; do mv deep deep.real && ln -s ${secretDir} deep && rm deep && mv deep.real deep; i=$((i+1)); done`,
    );
    const outcomes = {published: 0, refused: 0};
    try {
      // Until the attacker has won a race at least once (a publish refused), and a few more times; at most 60 runs.
      for (let run = 0; run < 60 && (outcomes.refused === 0 || run < 12); run++) {
        const result = site.publish([build]);
        outcomes[result.status === 0 ? 'published' : 'refused'] += 1;
        assert.deepEqual(site.leaks(), [], `run ${run}: ${result.stderr}`);
      }
    } finally {
      await stopAsBuildUser(attacker);
    }
    assert.ok(outcomes.refused > 0, `the attacker never won a race: ${JSON.stringify(outcomes)}`);
  }),
);

test(
  'while a release is being unpacked, another user can neither list nor enter it',
  asRoot,
  withServer({}, async (site) => {
    const build = site.build('slow');
    const stream = spawnSync('tar', ['-c', '-f', '-', '-C', build, '.'], {
      maxBuffer: 1 << 26,
    }).stdout;
    const publishing = spawn(PUBLISH, ['-'], {
      env: site.env(),
      cwd: site.dir,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => publishing.on('exit', resolve));
    // Half the stream, then the attacker's turn while root waits for the rest.
    publishing.stdin.write(stream.subarray(0, stream.length / 2));
    const releases = join(site.www, 'releases');
    try {
      const partial = await poll(
        () =>
          existsSync(releases)
            ? readdirSync(releases).find((name) => name.endsWith('.partial'))
            : undefined,
        'a partial release',
      );
      assert.equal(statSync(join(releases, partial)).mode & 0o777, 0o700);
      const pry = runAsBuildUser(
        `ls ${join(releases, partial)} || cat ${join(releases, partial, 'build.tar')}`,
      );
      assert.notEqual(pry.status, 0);
      assert.match(pry.stderr, /Permission denied/);
      publishing.stdin.end(stream.subarray(stream.length / 2));
      assert.equal(await exited, 0);
    } finally {
      publishing.kill();
    }
  }),
);

test(
  'settings are checked before anything is touched: unknown names, bad values, and any setting that sudo passed',
  asRoot,
  withServer({}, (site) => {
    const build = site.build('settings');
    const cases: [Record<string, string>, RegExp][] = [
      [{PORTICO_NGINX: '/tmp/evil'}, /PORTICO_NGINX is not a setting/],
      [{PORTICO_ROOT: 'www'}, /PORTICO_ROOT must be an absolute path/],
      [{PORTICO_ROOT: `${site.dir}/../etc`}, /PORTICO_ROOT must be an absolute path/],
      [
        {PORTICO_NGINX_DIR: `${site.dir}/nginx\n/etc`},
        /PORTICO_NGINX_DIR must be an absolute path/,
      ],
      [{PORTICO_KEEP: '1'}, /PORTICO_KEEP must be a whole number/],
      [{PORTICO_KEEP: '5; rm -rf /'}, /PORTICO_KEEP must be a whole number/],
      [{PORTICO_CARRY_DAYS: '0'}, /PORTICO_CARRY_DAYS must be a whole number/],
      [
        {SUDO_COMMAND: `${PUBLISH} ${build}`},
        /sudo passed PORTICO_KEEP PORTICO_NGINX_DIR PORTICO_ROOT/,
      ],
    ];
    for (const [env, message] of cases) {
      refused(site, [build], message, {env});
      assert.equal(existsSync(site.www), false, JSON.stringify(env));
    }
  }),
);

test(
  'a release root below a folder another user can write is refused',
  asRoot,
  withServer({}, (site) => {
    const shared = join(site.dir, 'shared');
    mkdirSync(shared, {mode: 0o777});
    chmodSync(shared, 0o777);
    const result = site.publish([site.build('build')], {env: {PORTICO_ROOT: join(shared, 'www')}});
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /can be written by other users/);
  }),
);

test(
  'a header file without every security header, or with one twice, is refused',
  asRoot,
  withServer({}, (site) => {
    const full = nginxHeadersFile(securityHeaders(contentSecurityPolicy(noThirdParties, [HASH])));
    const lines = full.trimEnd().split('\n');
    const variants: [string, string, RegExp][] = [
      ['empty', '', /sets Content-Security-Policy 0 times/],
      [
        'without the policy',
        `${lines.slice(1).join('\n')}\n`,
        /sets Content-Security-Policy 0 times/,
      ],
      [
        'without HSTS',
        `${lines.filter((line) => !line.includes('Strict-Transport')).join('\n')}\n`,
        /sets Strict-Transport-Security 0 times/,
      ],
      ['with a second policy', `${full}${lines[0]}\n`, /sets Content-Security-Policy 2 times/],
    ];
    for (const [name, headers, message] of variants)
      refused(
        site,
        [site.build(name.replaceAll(' ', '-'), {'_nginx/security-headers.conf': headers})],
        message,
      );
  }),
);

test(
  'a page a build removed is gone; only the hashed files and the search index are carried, hard-linked',
  asRoot,
  withServer({}, (site) => {
    const first = published(site, [
      site.build('first', {
        'old-page/index.html': '<h1>Old</h1>\n',
        'assets/index.html': '<h1>Assets</h1>\n',
        'pagefind/fragment/en_1.pf_fragment': 'f1',
      }),
    ]);
    const second = published(site, [site.build('second')]);
    assert.equal(existsSync(join(second, 'old-page', 'index.html')), false);
    assert.equal(existsSync(join(second, 'assets', 'index.html')), false);
    for (const file of ['assets/js/main.first.js', 'pagefind/fragment/en_1.pf_fragment']) {
      assert.ok(existsSync(join(second, file)), file);
      assert.equal(
        statSync(join(second, file)).ino,
        statSync(join(first, file)).ino,
        `${file} is a hard link`,
      );
    }
  }),
);

test(
  'carried files expire: after PORTICO_CARRY_DAYS, and once the release that published them is no longer kept',
  asRoot,
  withServer({}, (site) => {
    const first = published(site, [site.build('first')]);
    const old = join(first, 'assets', 'js', 'main.first.js');
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    utimesSync(old, tenDaysAgo, tenDaysAgo);
    const second = published(site, [site.build('second')]);
    assert.equal(
      existsSync(join(second, 'assets', 'js', 'main.first.js')),
      false,
      'ten days old, with 7 days to carry',
    );

    // By count: with two releases kept, a file lives on while the release that published it is kept.
    const third = published(site, [site.build('third')], 2);
    assert.ok(existsSync(join(third, 'assets', 'js', 'main.second.js')));
    const fourth = published(site, [site.build('fourth')], 2);
    assert.deepEqual(site.releases().length, 2);
    assert.ok(
      existsSync(join(fourth, 'assets', 'js', 'main.second.js')),
      'the second release is still kept while the fourth is made',
    );
    const fifth = published(site, [site.build('fifth')], 2);
    assert.ok(existsSync(join(fifth, 'assets', 'js', 'main.fourth.js')));
    assert.ok(existsSync(join(fifth, 'assets', 'js', 'main.third.js')));
    assert.equal(
      existsSync(join(fifth, 'assets', 'js', 'main.second.js')),
      false,
      'the second release was pruned before this publish',
    );
  }),
);

test(
  '--purge removes a file and its compressed copies from every release kept',
  asRoot,
  withServer({}, (site) => {
    const leaked = 'assets/js/leaked.js';
    const files = {[leaked]: 'secret\n', [`${leaked}.gz`]: 'gz', [`${leaked}.br`]: 'br'};
    published(site, [site.build('first', files)]);
    published(site, [site.build('second')]);
    published(site, [site.build('third')]);
    const holding = () =>
      site.releases().filter((name) => existsSync(join(site.www, 'releases', name, leaked)));
    assert.equal(holding().length, 3);
    const purge = site.publish(['--purge', `/${leaked}`]);
    assert.equal(purge.status, 0, purge.stderr);
    assert.match(purge.stdout, /9 files/);
    assert.deepEqual(holding(), []);
    for (const name of site.releases())
      for (const copy of ['.gz', '.br'])
        assert.equal(existsSync(join(site.www, 'releases', name, `${leaked}${copy}`)), false);
    assert.equal(published(site, [site.build('fourth')]).length > 0, true);
    assert.deepEqual(holding(), [], 'a purged file is not carried back');
    for (const path of ['../etc/passwd', 'assets/js/\nx', '.hidden', ''])
      assert.notEqual(site.publish(['--purge', path]).status, 0, JSON.stringify(path));
  }),
);

test(
  'retention holds after failed reloads and after rollbacks',
  asRoot,
  withServer({}, (site) => {
    site.nginxFails('reload');
    for (const name of ['one', 'two', 'three', 'four']) {
      const result = site.publish([site.build(name)], {keep: 2});
      assert.notEqual(result.status, 0);
      assert.match(result.stderr, /nginx -s reload failed/);
      assert.ok(site.releases().length <= 2, `${site.releases().length} releases after ${name}`);
    }
    const [older, newer] = site.releases().map((name) => join(site.www, 'releases', name));
    assert.equal(site.live(), newer);
    assert.equal(readlinkSync(join(site.www, 'previous')), older);
    for (let rollback = 0; rollback < 3; rollback++) {
      site.publish(['--rollback'], {keep: 2});
      assert.equal(site.releases().length, 2);
    }
  }),
);

test(
  'a publish stopped while it reads the build or at nginx -t leaves current and previous consistent, and runs again cleanly',
  asRoot,
  async () => {
    const gate = mkdtempSync('/tmp/portico-gate-');
    const waiting = `#!/bin/sh\nif [ "$1" = -t ] && [ -e ${gate}/hold ]; then touch ${gate}/checking; exec sleep 60; fi\n`;
    await withServer({script: waiting}, async (site) => {
      const first = published(site, [site.build('first')]);
      const second = published(site, [site.build('second')]);
      const stopped = (args: string[]) => {
        // In a process group of its own, which the stop signal reaches whole, as a terminal's Ctrl-C or a service manager's does.
        const child = spawn(PUBLISH, args, {
          env: site.env(),
          cwd: site.dir,
          stdio: ['pipe', 'ignore', 'pipe'],
          detached: true,
        });
        let errors = '';
        child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
        const status = new Promise<number | null>((resolve) =>
          child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : null))),
        );
        return {
          stop: () => process.kill(-child.pid!, 'SIGTERM'),
          stdin: child.stdin,
          /** Fails, with what the publish printed, when it has ended on its own. */
          assertRunning: () =>
            assert.ok(
              child.exitCode === null && child.signalCode === null,
              `the publish ended on its own: ${errors}`,
            ),
          // The publish's status once every process of it has ended: a reader it started in the background still
          // holds the publish lock for the moment it takes to die, and the next publish would find it taken.
          exited: status.then(async (code) => {
            await groupEnded(child.pid!, 'the stopped publish to end');
            return code;
          }),
        };
      };

      // Stopped while the build streams in: nothing moved, and the half-made release goes.
      const reading = stopped(['-']);
      reading.stdin.write(
        spawnSync('tar', ['-c', '-f', '-', '-C', site.build('third'), '.']).stdout.subarray(
          0,
          4096,
        ),
      );
      await poll(
        () => site.releases().find((name) => name.endsWith('.partial')),
        'a partial release',
      );
      reading.stop();
      assert.notEqual(await reading.exited, 0);
      assert.equal(site.live(), second);
      assert.equal(readlinkSync(join(site.www, 'previous')), first);
      assert.deepEqual(
        site.releases().filter((name) => name.endsWith('.partial')),
        [],
      );

      // Stopped at nginx -t: the new release is current on disk and previous is the one it replaced.
      writeFileSync(join(gate, 'hold'), '');
      const checking = stopped([site.build('fourth')]);
      await poll(() => {
        checking.assertRunning();
        return existsSync(join(gate, 'checking')) || undefined;
      }, 'the publish reached nginx -t');
      checking.stop();
      assert.notEqual(await checking.exited, 0);
      const fourth = site.live();
      assert.notEqual(fourth, second);
      assert.equal(readlinkSync(join(site.www, 'previous')), second);

      rmSync(join(gate, 'hold'));
      const again = published(site, [site.build('fifth')]);
      assert.equal(readlinkSync(join(site.www, 'previous')), fourth);
      assert.notEqual(again, fourth);
      assert.deepEqual(
        site.releases().filter((name) => name.endsWith('.partial')),
        [],
      );
    })();
    rmSync(gate, {recursive: true, force: true});
  },
);

test(
  'after a failed nginx -t the release that was live is live again, with its previous; after a failed reload the new one is current',
  asRoot,
  withServer({}, (site) => {
    const first = published(site, [site.build('first')]);
    const second = published(site, [site.build('second')]);
    site.nginxFails('check');
    refused(site, [site.build('third')], /nginx -t failed; .* is live again/);
    assert.equal(site.live(), second);
    assert.equal(readlinkSync(join(site.www, 'previous')), first);
    rmSync(join(site.dir, 'bin', 'check-fails'));
    site.nginxFails('reload');
    const result = site.publish([site.build('fourth')]);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /nginx -s reload failed/);
    assert.notEqual(site.live(), second);
    assert.equal(readlinkSync(join(site.www, 'previous')), second);
  }),
);
