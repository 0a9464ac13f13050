/**
 * A capability that a doc or a blog post claims (a reseller's API token, moving accounts between
 * servers, the feature manager, the DNS cluster) has a page that shows how, and the page that claims it
 * links that page, so a reader can follow the claim. This holds in every docs version, against the
 * capability pages of that version (src/data/capabilities.ts, or what `npm run docs:cut` froze with
 * it); a post is held to the current docs. A version older than a capability has no page for it: a
 * claim there speaks of a later release, so it names and links the changelog page of the release that
 * brought it, or a later one.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {dirname, join, posix} from 'node:path';
import {capabilities, capabilityPagesOf} from '../../src/data/capabilities.ts';
import {compareVersions} from '../../src/data/compare-versions.ts';
import {editionRows, editions, editionsSince} from '../../src/data/editions.ts';
import {docsDirOf, everyDocsVersion} from '../../src/data/releases.ts';
import {
  ROOT,
  docsVersionOfDoc,
  linkedReleases,
  linkedSentences,
  loadDocs,
  withApiText,
  loadPosts,
  loadMarketingSources,
  sourceWords,
} from '../lib/docs-content.ts';

interface Page {
  /** Path from the project root. */
  readonly path: string;
  readonly docsVersion: string;
  readonly body: string;
}

// Every version's docs but their changelog, whose lines link the pages they touch by a test of their own,
// and the blog, whose posts name features a reader then looks for in the current docs.
const pages: Page[] = [
  ...loadDocs()
    .filter((doc) => doc.sidebar !== 'changelog')
    .map((doc) => ({
      path: doc.path,
      docsVersion: docsVersionOfDoc(doc),
      body: withApiText(doc),
    })),
  ...loadPosts().map((post) => ({...post, docsVersion: everyDocsVersion[0]})),
];

/** The docs pages, relative to the version's docs folder, that a page's links reach: relative file links and `/docs/…` routes. */
export function linkedDocs(path: string, docsVersion: string, body: string): Set<string> {
  const docsDir = docsDirOf(docsVersion);
  const targets = [...body.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((match) => match[1]);
  return new Set(
    targets.flatMap((target) => {
      if (target.startsWith('/docs/')) {
        const route = target.replace(/^\/docs\/(?:\d+\.\d+\.\d+\/)?/, '').replace(/\/$/, '');
        return [`${route}.md`, `${route}/${route.split('/').at(-1)}.md`];
      }
      if (/^[a-z]+:|^\//.test(target)) return [];
      return [posix.relative(docsDir, posix.join(dirname(path), target))];
    }),
  );
}

/**
 * Each capability that `page` claims and does not link, nor is; in a version older than the
 * capability, each claim that does not link the changelog page of a release that has it.
 */
export function unlinkedClaims(page: Page): string[] {
  const linked = linkedDocs(page.path, page.docsVersion, page.body);
  const pagesOf = capabilityPagesOf(page.docsVersion);
  const docsDir = docsDirOf(page.docsVersion);
  const sentences = linkedSentences(page.body.replace(/`[^`\n]*`/g, 'CODE'));
  return Object.entries(capabilities).flatMap(([key, capability]) => {
    const targets = pagesOf[key];
    if (targets === undefined) {
      const unexplained = sentences.find(
        (sentence) =>
          capability.claim.test(sentence) &&
          !linkedReleases(page.path, sentence).some(
            (release) => compareVersions(release, capability.since) >= 0,
          ),
      );
      return unexplained
        ? [
            `${page.path}: ${key}: "${unexplained.trim()}" claims what ${capability.since} brought, after the ${page.docsVersion} docs, without linking its changelog page`,
          ]
        : [];
    }
    if (targets.some((target) => page.path === `${docsDir}/${target}` || linked.has(target)))
      return [];
    const claim = sentences.find((sentence) => capability.claim.test(sentence));
    return claim
      ? [`${page.path}: ${key}: "${claim.trim()}" links none of ${targets.join(', ')}`]
      : [];
  });
}

test('every docs version has the pages of each capability it has, and only the versions the capability is older than lack them', (t) => {
  const problems = everyDocsVersion.flatMap((docsVersion) => {
    const pagesOf = capabilityPagesOf(docsVersion);
    return Object.entries(capabilities).flatMap(([key, capability]) => {
      const targets = pagesOf[key];
      const newer = compareVersions(capability.since, docsVersion) > 0;
      if (targets === undefined) {
        if (newer) {
          t.diagnostic(`${docsVersion}: ${key} is skipped: it came in ${capability.since}`);
          return [];
        }
        return [`${docsVersion}: ${key} (since ${capability.since}) has no pages in its data`];
      }
      if (newer)
        return [`${docsVersion}: ${key} has pages, but came in ${capability.since}, after it`];
      return targets
        .filter((target) => !existsSync(join(ROOT, docsDirOf(docsVersion), target)))
        .map((target) => `${docsVersion}: ${key}: ${target} does not exist`);
    });
  });
  assert.deepEqual(problems, []);
});

test('a page of any docs version or a post that claims a capability links the page of its version that shows how', () => {
  assert.ok(
    everyDocsVersion.every((docsVersion) => pages.some((page) => page.docsVersion === docsVersion)),
    'the pages of some docs version were not read',
  );
  assert.ok(
    pages.some((page) => page.path.startsWith('blog/')),
    'no blog post read: has the blog moved?',
  );
  assert.deepEqual(pages.flatMap(unlinkedClaims), []);
});

test('a frozen version’s API page is read with the sentences it renders from its description', () => {
  const apiPages = loadDocs().filter(
    (doc) => doc.version !== 'current' && /^::api-operations\b/m.test(doc.body),
  );
  assert.ok(apiPages.length > 0, 'no frozen API page renders its operations');
  for (const doc of apiPages) {
    const text = withApiText(doc);
    assert.ok(text.startsWith(doc.body) && text.length > doc.body.length, doc.path);
    const claim =
      "The accounts of the server, or, for a reseller's token, that reseller's accounts.";
    assert.equal(
      unlinkedClaims({
        path: doc.path,
        docsVersion: docsVersionOfDoc(doc),
        body: `${text}\n\n${claim}`,
      }).length,
      1,
    );
  }
});

test('a claim without its link is found; a relative or a route link to its page is enough', () => {
  const [current] = everyDocsVersion;
  const claim = "A reseller's token sees only that reseller's accounts.";
  const at = (path: string, body: string) => unlinkedClaims({path, docsVersion: current, body});
  assert.equal(at('docs/admin/api-reference/users/users.md', claim).length, 1);
  assert.deepEqual(
    at(
      'docs/admin/api-reference/users/users.md',
      `${claim} See [API settings](../../settings/api.md).`,
    ),
    [],
  );
  assert.deepEqual(
    at('blog/post/index.md', `${claim} See [API settings](/docs/admin/settings/api/).`),
    [],
  );
  assert.deepEqual(at('docs/admin/settings/api.md', claim), []);
});

test('in a version older than a capability, a claim of it passes only beside a link to the release that brought it', () => {
  const oldest = everyDocsVersion.at(-1)!;
  const {since} = capabilities['dns-cluster'];
  const path = `${docsDirOf(oldest)}/admin/intro.md`;
  const at = (body: string) => unlinkedClaims({path, docsVersion: oldest, body});
  assert.equal(at('A DNS cluster keeps zones on two servers.').length, 1);
  assert.deepEqual(at(`Portico [${since}](/docs/changelog/${since}/) adds a DNS cluster.`), []);
});

/** The editions whose row of the mail server in the editions table says they have it, by name. */
export function editionsWithMail(): string[] {
  const mail = editionRows.find((row) => /^Mail server\b/.test(row.feature))!;
  return editions.filter((edition) => mail[edition.id] !== false).map((edition) => edition.name);
}

/**
 * Whether a page moves accounts between servers: it is a page of the move-accounts capability, or it copies a
 * backup archive to another host (`rsync` or `scp` of `/var/backups/portico/` to `user@host:`) and restores it.
 */
export function movesAccounts(path: string, docsVersion: string, body: string): boolean {
  const docsDir = docsDirOf(docsVersion);
  const own = (capabilityPagesOf(docsVersion)['move-accounts'] ?? []).some(
    (target) => path === `${docsDir}/${target}`,
  );
  return (
    own ||
    (/\b(?:rsync|scp)\b[^\n]*\/var\/backups\/portico\/[^\n]*\s[\w.-]+@[\w.-]+:/.test(body) &&
      /\bbackup restore\b/.test(body))
  );
}

/** Whether one paragraph or list item of `body` matches every one of `patterns`. */
export function saidInOneParagraph(body: string, ...patterns: readonly RegExp[]): boolean {
  return body
    .split(/\n\s*\n|\n(?=\s*[-*] )/)
    .some((paragraph) => patterns.every((pattern) => pattern.test(paragraph)));
}

/** A page's copy of an archive to another server and its restore there: what makes it move accounts. */
const ARCHIVE_MOVE =
  '```bash\nrsync -a /var/backups/portico/acme/a.tar.gz root@new.example.net:/var/backups/portico/acme/\nportico backup restore acme --archive=a\n```\n\n';

/**
 * A page that moves accounts to another server, in a version where an edition has no mail server, must say
 * that the new server needs an edition that has one for the mailboxes to move: restored on a Community
 * server, an archive's mailboxes have nowhere to go. One paragraph or list item names the new (or target)
 * server, the mail and an edition that has it, and says it needs it.
 */
export function moveWithoutMailEdition(page: Page, mailEditions: readonly string[]): string[] {
  if (!movesAccounts(page.path, page.docsVersion, page.body)) return [];
  const says = saidInOneParagraph(
    page.body,
    /\b(?:new|target|other|second) server\b/i,
    /\bmail(?:boxes)?\b/i,
    /\b(?:must|needs?|has to)\b/i,
    new RegExp(`\\b(?:${mailEditions.join('|')})\\b`),
  );
  return says
    ? []
    : [
        `${page.path}: moves accounts without saying the new server needs ${mailEditions.join(' or ')} for their mailboxes`,
      ];
}

test('in every docs version since the editions, a page that moves accounts to another server says the new server needs an edition with mail for the mailboxes', (t) => {
  const mailEditions = editionsWithMail();
  assert.ok(mailEditions.length < editions.length, 'every edition has mail: nothing to check');
  const movers = pages.filter((page) => movesAccounts(page.path, page.docsVersion, page.body));
  for (const page of movers.filter(
    (mover) => compareVersions(mover.docsVersion, editionsSince) < 0,
  ))
    t.diagnostic(`${page.path} is skipped: ${page.docsVersion} had one edition, with mail`);
  const checked = movers.filter((page) => compareVersions(page.docsVersion, editionsSince) >= 0);
  assert.ok(checked.length > 0, 'no page that moves accounts was read');
  assert.deepEqual(
    checked.flatMap((page) => moveWithoutMailEdition(page, mailEditions)),
    [],
  );
  const [current] = everyDocsVersion;
  const move = (body: string) =>
    moveWithoutMailEdition({path: 'docs/articles/a.md', docsVersion: current, body}, mailEditions)
      .length;
  assert.equal(
    move(
      `${ARCHIVE_MOVE}Mailboxes are part of an archive only on Enterprise servers. On a Community server, move mail over IMAP.`,
    ),
    1,
  );
  assert.equal(
    move(
      `${ARCHIVE_MOVE}If the new server runs Community, it has no mail server to restore them to.`,
    ),
    1,
  );
  assert.equal(
    move(
      `${ARCHIVE_MOVE}To restore the mailboxes, the new server must run Enterprise before the restore.`,
    ),
    0,
  );
  assert.equal(move('The mail must move to Enterprise. Nothing else moves.'), 0);
});

/**
 * Each paragraph of `text` that tells to release a license key and enter it on the new server without
 * saying it goes last, once the accounts have moved: releasing drops the old server to Community at once,
 * and its resellers, billing modules and (without a trial on the new one) mailboxes have nowhere to work.
 */
export function keyReleasedFirst(path: string, text: string): string[] {
  return text
    .split(/\n\s*\n|\n(?=\s*[-*] )/)
    .filter(
      (paragraph) =>
        /\brelease (?:it|the key|the license|your license|your key)\b|\bRelease license\b/i.test(
          paragraph,
        ) &&
        /\b(?:activate|enter)\b[^.]*\b(?:new|replacement) (?:one|server)\b|\bon the new one\b/i.test(
          paragraph,
        ) &&
        !/\blast\b|\bonce (?:its|the) accounts\b|\bafter (?:its|the) accounts\b/i.test(paragraph),
    )
    .map(
      (paragraph) =>
        `${path}: "${paragraph.trim().slice(0, 120)}" releases the key before the accounts move`,
    );
}

test('a page, post or marketing page that moves a license releases the key last, once the accounts have moved', () => {
  const marketing = loadMarketingSources().map(({path, source}) => ({
    path,
    body: sourceWords(source),
  }));
  assert.deepEqual(
    [...pages, ...marketing].flatMap((page) => keyReleasedFirst(page.path, page.body)),
    [],
  );
  assert.equal(
    keyReleasedFirst(
      'a.tsx',
      'Yes. Release it on the old server from Admin → License, then enter the same key on the new one.',
    ).length,
    1,
  );
  assert.deepEqual(
    keyReleasedFirst(
      'a.tsx',
      'Yes. Move the accounts first and release the key last, then enter it on the new one.',
    ),
    [],
  );
});

/**
 * A page that moves accounts to another server must say that the zones come back with the old server's
 * address: a restore does not rewrite a zone, so moving the nameservers to the new server, or losing the
 * old one, sends visitors to an address that no longer serves them. One paragraph or list item names the
 * zones and the old address.
 */
export function moveWithoutZoneAddress(page: Page): string[] {
  if (!movesAccounts(page.path, page.docsVersion, page.body)) return [];
  const says = saidInOneParagraph(
    page.body,
    /\bzones?\b/i,
    /\bold (?:server's )?address\b/i,
    /\b(?:change|update|edit)\b/i,
  );
  return says
    ? []
    : [
        `${page.path}: moves accounts without saying that their restored zones still give the old server's address`,
      ];
}

test("in every docs version, a page that moves accounts to another server says their zones come back with the old server's address, to change there", () => {
  const movers = pages.filter((page) => movesAccounts(page.path, page.docsVersion, page.body));
  assert.ok(
    everyDocsVersion.every((version) => movers.some((page) => page.docsVersion === version)),
    'a docs version has no page that moves accounts',
  );
  assert.deepEqual(movers.flatMap(moveWithoutZoneAddress), []);
  const [current] = everyDocsVersion;
  const move = (body: string) =>
    moveWithoutZoneAddress({path: 'docs/articles/a.md', docsVersion: current, body}).length;
  assert.equal(move(`${ARCHIVE_MOVE}Then move the nameservers to the new one.`), 1);
  assert.equal(
    move(
      `${ARCHIVE_MOVE}- The restored zones still give the old server's address: change their A records first.`,
    ),
    0,
  );
});

/**
 * A page that moves accounts to another server, in a docs version that has resellers, must say that the
 * resellers do not move with the archives: they live in Portico's database, and an account the
 * administrator creates for a restore belongs to the administrator. One paragraph or list item names the
 * resellers and says they are created on the new server, or before the restore.
 */
export function moveWithoutResellers(page: Page): string[] {
  if (!movesAccounts(page.path, page.docsVersion, page.body)) return [];
  if (capabilityPagesOf(page.docsVersion).resellers === undefined) return [];
  const says = saidInOneParagraph(
    page.body,
    /\bresellers?\b/i,
    /\b(?:create|add)\b/i,
    /\bnew server\b|\bbefore (?:the|you) restore\b/i,
  );
  return says
    ? []
    : [
        `${page.path}: moves accounts without saying that resellers are not in the archives and are created on the new server`,
      ];
}

test('in every docs version with resellers, a page that moves accounts to another server says the resellers are created there, since no archive holds them', () => {
  const movers = pages.filter((page) => movesAccounts(page.path, page.docsVersion, page.body));
  assert.ok(movers.length > 0, 'no page that moves accounts was read');
  assert.deepEqual(movers.flatMap(moveWithoutResellers), []);
  const [current] = everyDocsVersion;
  const move = (body: string) =>
    moveWithoutResellers({path: 'docs/articles/a.md', docsVersion: current, body}).length;
  assert.equal(
    move(`${ARCHIVE_MOVE}Reseller accounts you restored from backups can sign in again.`),
    1,
  );
  assert.equal(
    move(
      `${ARCHIVE_MOVE}- Create each reseller on the new server before you restore their accounts.`,
    ),
    0,
  );
});

/** The capabilities that put a gate in front of Portico Admin's web interface or turn it off. */
const ADMIN_GATES = ['basic-auth', 'disable-admin'] as const;

/**
 * A docs page that puts a gate in front of Portico Admin or turns it off, as the page of that
 * capability or in a numbered step that links it, must say what it does to resellers: they sign in on the same
 * port, and are shut out with the administrators unless they are told. A post that speaks of a gate is
 * held to it too: it tells the reader in prose what to switch on, and a provider acts on that.
 */
export function adminGateWithoutResellers(page: Page): string[] {
  const pagesOf = capabilityPagesOf(page.docsVersion);
  const docsDir = docsDirOf(page.docsVersion);
  const gates = ADMIN_GATES.filter((key) => {
    if (page.path.startsWith('blog/')) return capabilities[key].claim.test(page.body);
    const targets = pagesOf[key] ?? [];
    const inAStep = page.body
      .split('\n')
      .filter((line) => /^\s*\d+\. /.test(line))
      .some((line) =>
        targets.some((target) => linkedDocs(page.path, page.docsVersion, line).has(target)),
      );
    return inAStep || targets.some((target) => page.path === `${docsDir}/${target}`);
  });
  return gates.length > 0 && !/\bresellers?\b/i.test(page.body)
    ? [`${page.path}: ${gates.join(', ')} without a word about the resellers who sign in there`]
    : [];
}

test('a page or a post that gates or turns off Portico Admin says what that does to the resellers who sign in there', () => {
  assert.deepEqual(pages.flatMap(adminGateWithoutResellers), []);
  const [current] = everyDocsVersion;
  const gate = (body: string) =>
    adminGateWithoutResellers({path: 'docs/articles/security/a.md', docsVersion: current, body})
      .length;
  assert.equal(gate('1. Turn on [basic auth](../../admin/security/basic-auth.md).'), 1);
  assert.equal(
    gate(
      '1. Turn on [basic auth](../../admin/security/basic-auth.md), and give your resellers its password.',
    ),
    0,
  );
  assert.equal(
    gate('Basic auth does not affect [the API](../../admin/security/basic-auth.md).'),
    0,
  );
  const post = (body: string) =>
    adminGateWithoutResellers({path: 'blog/a/index.md', docsVersion: current, body}).length;
  assert.equal(post('Switch the interface off under **Security → Disable admin**.'), 1);
  assert.equal(
    post('Switch it off under **Security → Disable admin**; resellers lose their screens too.'),
    0,
  );
});
