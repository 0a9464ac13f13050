/**
 * Facts that several pages state in their prose: ports, schedules, limits and prices. Each is decided here
 * once. A doc writes `:fact[key]` where it states one, and the build puts the fact's text there
 * (plugins/markdown/fact-text.ts), on the page and in its Markdown copy; `tests/unit/stated-facts.test.ts`
 * fails on a page, post or marketing page that states one of them another way, and lists how many
 * pages state each. `facts.md` (docs/articles/) gathers them for readers.
 */
import {editions, partnerTiers, trial} from './editions';
import {formatMoney} from './money';
import {ftpPassive, mailPorts, openPorts, ports} from './company';

export interface Fact {
  /** The words the page shows, which fit in a sentence. */
  readonly text: string;
  /** Sentences that state this fact: the statement's subject. */
  readonly about: RegExp;
  /** The value such a sentence gives: every match must be one of `values`. */
  readonly value: RegExp;
  /** The values that are this fact, written as pages may write them; none when a page must render it with `:fact[key]`. */
  readonly values: readonly string[];
  /** The release that brought it, where that is later than 0.1.0: a docs version older than that has no such fact. */
  readonly since?: string;
}

const {panel: panelPort, admin: adminPort} = ports;
const [firstTier] = partnerTiers;
const lowestTier = partnerTiers.at(-1)!;
const enterprise = editions.find((edition) => edition.id === 'enterprise')!;

export const facts = {
  'panel-port': {
    text: String(panelPort),
    about: /\bPortico Panel\b/,
    value: /\bPortico Panel\b[^.;|]{0,20}?\bport (\d{4})\b/g,
    values: [String(panelPort)],
  },
  'admin-port': {
    text: String(adminPort),
    about: /\bPortico Admin\b/,
    value: /\bPortico Admin\b[^.;|]{0,20}?\bport (\d{4})\b/g,
    values: [String(adminPort)],
  },
  'ftp-passive-ports': {
    text: `${ftpPassive.from} to ${ftpPassive.to}`,
    about: /\bpassive\b/i,
    value: /\b(\d{4,5}\s*(?:to|-|–)\s*\d{4,5})\b/g,
    values: [
      `${ftpPassive.from} to ${ftpPassive.to}`,
      `${ftpPassive.from}-${ftpPassive.to}`,
      `${ftpPassive.from}–${ftpPassive.to}`,
    ],
  },
  'open-ports': {
    text: openPorts.join('; '),
    about: /\b(?:cloud firewall|provider's (?:own )?(?:firewall|network filter)|security group)/i,
    value: /\b(?:open|allow|let through|serves:)\s+((?:TCP|UDP|ports?) \d[^.]*)/gi,
    values: [],
  },
  'mail-ports': {
    text: mailPorts,
    about: /\bmail\b/i,
    value: /\b(?:ports?|open|add|allow)\s+((?:TCP )?25,[\d, and]*\d)/gi,
    values: [mailPorts, mailPorts.replace(/^TCP /, '')],
  },
  'backup-time': {
    text: '02:30 server time',
    about: /\b(?:backups?|archives?|nightly run|daily run)\b/i,
    value:
      /\b(?:backups?|archives?|nightly run|daily run|backup time)\b[^.;|]{0,50}?\b(\d{2}:\d{2})\b/gi,
    values: ['02:30'],
  },
  'update-check-time': {
    text: '04:00 server time',
    about: /\b(?:update check|daily check|check_time)\b/i,
    value: /\b(?:update check|daily check|check_time)\b[^.;|]{0,30}?\b(\d{2}:\d{2})\b/gi,
    values: ['04:00'],
  },
  'archives-kept': {
    text: 'the seven newest',
    about: /\b(?:daily archives?|backups?)\b[^.]*\b(?:kept|keeps|newest|retention)\b/i,
    // "Keep at least the two newest" when deleting by hand is advice, not how many Portico keeps.
    value:
      /(?<!\bat least )\bthe (\w+) newest\b|\bretention = (\d+)|\b(\w+)(?: days)? by default\b/g,
    values: ['seven', '7'],
  },
  'trash-days': {
    text: '30 days',
    about: /\btrash\b/i,
    value:
      /\btrash\b[^.;|]{0,60}?\b(\d+|thirty) days\b|\b(\d+|thirty) days\b[^.;|]{0,40}?\btrash\b/gi,
    values: ['30'],
    since: '1.3.0',
  },
  'license-grace-days': {
    text: 'seven days',
    about: /\bgrace\b/i,
    value: /\bgrace\b[^.;|]{0,30}?\b(\w+) days\b/gi,
    values: ['seven', '7'],
    since: '1.0.0',
  },
  'weekly-malware-scan': {
    text: 'every Sunday at 04:30 server time',
    about: /\bweekly\b[^.]*\bscan|\bscan\b[^.]*\bweekly\b/i,
    value: /\bevery (\w+ at \d{2}:\d{2})\b/g,
    values: ['Sunday at 04:30'],
    since: '1.1.2',
  },
  'docker-daemons': {
    text: "one rootless Docker daemon per account, running as the account's own Linux user",
    about: /\bDocker\b/,
    value:
      /\b((?:a single|one shared|the shared|one host) (?:rootless )?Docker (?:daemon|service)|Rootless Docker that runs every account's containers)/gi,
    values: [],
  },
  'upload-limit': {
    text: '512 MB',
    // The web server's request body may not exceed it either, so a sentence about that states it too.
    about: /\bupload|\brequest (?:body|size)\b/i,
    value:
      /\b(?:browser uploads?|uploads? in the (?:panel|File manager)|uploaded in|upload works up to|Maximum upload size\*\*|sent with \*\*Upload\*\*|largest upload)\b[^.;|]{0,40}?\b(\d+ ?[MG]B)\b|\b(\d+ ?[MG]B)\b[^.;|]{0,40}?\b(?:the largest upload|can be uploaded)\b|\brequest (?:body|size)\b[^.;|]{0,40}?\b(?:at most|above) (\d+ ?[MG]B)\b/gi,
    values: ['512 MB'],
  },
  'search-heap': {
    text: '512 MB',
    about: /\bheap\b/i,
    value: /\bheap\b[^.;|]{0,40}?\b(\d+ ?[MG]B)\b/gi,
    values: ['512 MB'],
    since: '1.1.0',
  },
  'history-days': {
    text: '90 days',
    // Login history, account activity and notifications; the trash and resource usage keep theirs for 30 days, which are facts of their own.
    about: /^(?!.*\btrash\b).*\b(?:entries|login history|activity|notifications?)\b/i,
    value: /\b(?:kept for|older than)\s+(\w+) days\b/gi,
    values: ['90'],
  },
  'resource-samples-days': {
    text: '30 days',
    about: /\b(?:sampled|samples)\b/i,
    value: /\b(?:sampled|samples)\b[^.;|]{0,60}?\bkept for (\w+) days\b/gi,
    values: ['30'],
    since: '1.5.0',
  },
  'archive-contents': {
    text: 'files, databases, DNS zones and panel settings, plus mailboxes on Enterprise',
    about: /\b(?:archive|backup|backs up|restore)/i,
    // Only the rendered fact may list what an archive holds: a typed list is reported, whatever it says.
    value:
      /\b(?:holds?|puts? back|brings? back|contains?|backs? up (?=your |the account)|a backup of|overwrites?|replaces?|archives your (?:whole )?account:)\s*([^.;|]*\bdatabases\b[^.;|]*)/gi,
    values: [],
  },
  'partner-tiers': {
    text: `${formatMoney(firstTier.monthly)} per server per month from ${firstTier.minServers} servers, down to ${formatMoney(lowestTier.monthly)} from ${lowestTier.minServers}`,
    about: /\bpartner\b/i,
    // A tier's size is written in digits from the data; "ten servers" in words is typed, so it is reported.
    value: /\b(?:starts? at|from) (\$\d+\.\d\d)|\b(ten|fifty|two hundred) servers\b/g,
    values: [formatMoney(firstTier.monthly)],
    since: '1.0.0',
  },
  'enterprise-price': {
    text: `${formatMoney(enterprise.monthly)} per server per month, or ${formatMoney(enterprise.yearly)} per year`,
    // A partner's tier price is a fact of its own.
    about: /^(?![\s\S]*\bpartner)[\s\S]*\bEnterprise\b/i,
    value: /(\$\d[\d,]*\.\d\d) per server\b|\bor (\$\d[\d,]*\.\d\d) (?:per|a) year\b/g,
    values: [formatMoney(enterprise.monthly), formatMoney(enterprise.yearly)],
    since: '1.0.0',
  },
  'trial-days': {
    text: `${trial.days} days`,
    about: /\btrial\b/i,
    // How long the trial runs, not when its reminders go out ("seven days and one day before it ends").
    value:
      /\b(\d+|thirty)-day (?:Enterprise )?(?:free )?trial\b|\btrial\b[^.;|]{0,30}?\b(?:lasts|runs|for) (\d+|thirty) days\b/gi,
    values: [String(trial.days)],
    since: '1.2.2',
  },
} as const satisfies Record<string, Fact>;

/** What a docs version's pages may say of each fact, which `npm run docs:cut` freezes with the version. */
export interface FactValues {
  readonly text: string;
  readonly values: readonly string[];
}

export const factValues: Readonly<Record<string, FactValues>> = Object.fromEntries(
  Object.entries(facts).map(([key, fact]) => [key, {text: fact.text, values: fact.values}]),
);
