/**
 * Facts that several pages state in their prose: ports, schedules, limits and prices. Each is decided here
 * once. A doc writes `:fact[key]` where it states one, and the build puts the fact's text there
 * (plugins/markdown/fact-text.ts), on the page and in its Markdown copy; `tests/unit/stated-facts.test.ts`
 * fails on a page, post or marketing page that states one of them another way, and lists how many
 * pages state each. `facts.md` (docs/articles/) gathers them for readers.
 */
import {editions, partnerTiers, partnerTiersText, support, trial} from './editions';
import {formatMoney} from './money';
import {ftpPassive, mailClientPorts, mailPorts, openPorts, ports} from './company';
import {accountDatabaseSettings, defaultPlan, planNameRule} from './plans';
import {signInLinkSeconds, userNameRule} from './accounts';
import {sizing} from './platforms';
import {panelLanguages} from './languages';

export interface Fact {
  /** The words the page shows, which fit in a sentence. */
  readonly text: string;
  /** Sentences that state this fact: the statement's subject. */
  readonly about: RegExp;
  /** The value such a sentence gives: every match must be one of `values`. */
  readonly value: RegExp;
  /**
   * The values that are this fact, written as pages may write them; none when a page must render it with
   * `:fact[key]`. The first is how code writes it, which `:fact[key]` gives in inline code and code blocks.
   */
  readonly values: readonly string[];
  /** The release that brought it, where that is later than 0.1.0: a docs version older than that has no such fact. */
  readonly since?: string;
}

const {panel: panelPort, admin: adminPort} = ports;
const {bufferPool, maxAllowedPacket, maxConnections, waitTimeout} = accountDatabaseSettings;
/** A row of the table of Advanced → MySQL configuration: the variable in code, its default, its range. */
const DATABASE_SETTING_ROW = (defaultValue: string, range: string): RegExp =>
  new RegExp(String.raw`\|\s*CODE\s*\|\s*${defaultValue}\s*\|\s*${range}\s*\|`, 'gi');
const [firstTier] = partnerTiers;
const enterprise = editions.find((edition) => edition.id === 'enterprise')!;
/**
 * A sentence about the built-in plan, whose name a page writes in code (`default`), which the check reads as
 * CODE, or a row of a table of its limits, which names the limit in its first cell.
 */
const ABOUT_DEFAULT_PLAN =
  /\b(?:default|CODE) plan\b|\bon CODE\b|(?:^|\n)\s*\|\s*(?:Disk|Domains|Databases|Email accounts|FTP accounts|CPU(?: cores| and RAM)?|RAM)\s*\|/i;
/** A row of a table of the default plan's limits that gives `limit` the value `value` in its last cell. */
const planRow = (limit: string, value: string): string =>
  String.raw`(?:^|\n)\s*\|\s*${limit}\s*\|(?:[^|\n]*\|)?\s*${value}\s*\|`;
/** A count as prose writes it, in digits or in a word ("five on the default plan"), so that a word is read too. */
const COUNT = String.raw`\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty`;
/** The built-in plan after "on the", as a page writes it: `default`, which the check reads as CODE, or plain. */
const ON_DEFAULT_PLAN = String.raw`on the (?:default|CODE) plan\b`;

export const facts = {
  'panel-port': {
    text: String(panelPort),
    about: /\bPortico Panel\b/,
    value: /\bPortico Panel\b[^.;|]{0,20}?\bport (\d{4})\b/g,
    values: [String(panelPort)],
  },
  'admin-port': {
    text: String(adminPort),
    // The REST API answers on Portico Admin's port.
    about: /\bPortico Admin\b|\bREST API\b/,
    value: /\b(?:Portico Admin|REST API)\b[^.;|]{0,20}?\bport (\d{4})\b/g,
    values: [String(adminPort)],
  },
  'ftp-passive-ports': {
    text: `${ftpPassive.from} to ${ftpPassive.to}`,
    about: /\bpassive\b/i,
    value: /\b(\d{4,5}\s*(?:to|-|–)\s*\d{4,5})\b/g,
    values: [
      `${ftpPassive.from}-${ftpPassive.to}`,
      `${ftpPassive.from} to ${ftpPassive.to}`,
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
    about:
      /\b(?:daily archives?|backups?)\b[^.]*\b(?:kept|keeps|newest|retention|default|go back)\b|\bdefault retention\b|\barchives?\b[^.]*\bkeeps\b|\bprunes?\b|\bnights of backups\b|\bnightly archives\b|\btheir \w+ archives\b/i,
    // "Keep at least the two newest" when deleting by hand is advice, not how many Portico keeps; "a
    // retention of 3" is a value the reader may choose, "the default retention of 7" is Portico's.
    value:
      /(?<!\bat least )\bthe (\w+) newest\b|\bretention = (\d+)|\b(\w+)(?: days)? by default\b|\bdefault retention of (\w+)\b|\b(\w+) daily archives (?:is|are) a (?:safe )?default\b|\bgo back (\w+) days\b|\bkeeps (\d+|one|two|three|four|five|six|seven|eight|nine|ten|fourteen)(?: nightly archives\b|\.)|\bprunes?\b[^.;|]{0,30}?\bafter (?:(\w+) days|a (week))\b|\b(\w+) nights of backups\b|\btheir (\d+|one|two|three|four|five|six|seven|eight|nine|ten|fourteen) archives\b/gi,
    // A configuration file writes it as a number (`retention = 7`).
    values: ['7', 'seven', 'Seven'],
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
    about: /\bgrace\b|\bkeeps? working for\b/i,
    value:
      /\bgrace\b[^.;|]{0,30}?\b(\w+) days\b|\b(\w+) days of grace\b|\bkeeps? working for (\w+) days\b/gi,
    values: ['seven', 'Seven', '7'],
    since: '1.0.0',
  },
  'weekly-malware-scan': {
    text: 'every Sunday at 04:30 server time',
    about: /\bweekly\b[^.]*\bscan|\bscan\b[^.]*\bweekly\b/i,
    value: /\bevery (\w+ at \d{2}:\d{2})\b/g,
    values: ['Sunday at 04:30'],
    since: '1.1.2',
  },
  'imunifyav-scan-time': {
    text: '03:30 server time',
    // When ImunifyAV's server-wide scan starts unless the administrator picks another time, `[imunifyav] scan_time`.
    about: /\bImunifyAV\b/,
    value: /\b(\d{2}:\d{2})(?: server time)? by default\b/g,
    values: ['03:30'],
    // ImunifyAV came with the Enterprise edition (docs/changelog/1.0.0.md).
    since: '1.0.0',
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
    // A sentence of the Upload screen may give it by the file alone: "a single file may be up to 512 MB",
    // "for anything over 512 MB use FTP", "the file passes 512 MB".
    about:
      /\bupload|\brequest (?:body|size)\b|\bFile too large\b|\bsingle file may be\b|\bfile passes\b|\banything over\b|\bover \d+ ?[MG]B\b[^.]*\bFTP\b/i,
    value:
      /\b(?:browser uploads?|uploads? in the (?:panel|File manager)|uploaded in|upload works up to|Maximum upload size\*\*|sent with \*\*Upload\*\*|largest upload)\b[^.;|]{0,40}?\b(\d+ ?[MG]B)\b|\b(\d+ ?[MG]B)\b[^.;|]{0,40}?\b(?:the largest upload|can be uploaded)\b|\brequest (?:body|size)\b[^.;|]{0,40}?\b(?:at most|above) (\d+ ?[MG]B)\b|\b(?:file may be up to|files up to|anything over|(?:the )?file passes|bounded by the|past)\s+(\d+ ?[MG]B)\b|\b(\d+ ?[MG]B) browser limit\b/gi,
    // portico.conf writes it in megabytes (`max_upload = 512`).
    values: ['512', '512 MB'],
  },
  'php-memory-limit': {
    text: '256 MB',
    // PHP's memory_limit on a new server, per request; a plan's ceiling caps how far a user may raise it.
    about: /\brequests?\b/i,
    value: /\b(?:requests? that each use|one request may use) (\d+ ?MB?)\b/gi,
    values: ['256M', '256 MB'],
  },
  'php-max-execution-time': {
    text: '60 seconds',
    // PHP's max_execution_time on a new server, which PHP's error names; the web server's own timeouts are settings of their own.
    about: /\bscripts?\b|\bMaximum execution time\b/i,
    value:
      /\bscripts? (?:may run|runs?) (?:for )?(?:up to |at most )?(\d+) seconds\b|\bMaximum execution time of (\d+) seconds\b/gi,
    values: ['60', '60 seconds'],
  },
  'request-size-default': {
    text: '64 MB',
    // PHP's upload_max_filesize and post_max_size and the web server's request body cap start equal, so a
    // form's upload fits all three; each may be raised to the upload limit.
    about:
      /\bupload_max_filesize\b|\bpost_max_size\b|\brequest (?:body|size)\b|\bLimitRequestBody\b/i,
    value: /\b(\d+ ?MB?) by default\b|\(default (\d+ ?MB?)\)/gi,
    values: ['64M', '64 MB'],
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
    // "kept for 90 days", "are kept 90 days", "stay in the list for 90 days".
    value: /\b(?:kept(?: for)?|older than|stay in the list for)\s+(\w+) days\b/gi,
    values: ['90'],
  },
  'resource-samples-days': {
    text: '30 days',
    about: /\b(?:sampled|samples|Resource usage)\b/i,
    value:
      /\b(?:sampled|samples)\b[^.;|]{0,60}?\bkept for (\w+) days\b|\bminute-by-minute history\b[^.;|]{0,40}?\bfor (\w+) days\b/gi,
    values: ['30'],
    since: '1.5.0',
  },
  'archive-contents': {
    text: 'files, databases, DNS zones and panel settings, plus mailboxes on Enterprise',
    // "Entire account" is the restore of everything an archive holds.
    about: /\b(?:archive|backup|backs up|restore)|\bEntire account\b/i,
    // Only the rendered fact may list what an archive holds: a typed list is reported, whatever it says.
    value:
      /\b(?:holds?|puts? back|brings? back|contains?|backs? up (?=your |the account)|a backup of|overwrites?|replaces?|replacing|archives your (?:whole )?account:|(?:state|contents?) of (?:one|an|the) archive:)\s*([^.;|]*\bdatabases\b[^.;|]*)|\b(files, databases\b[^.;|]*?) (?:return|come back)\b/gi,
    values: [],
  },
  'partner-tiers': {
    text: partnerTiersText,
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
  'support-response': {
    text: `${support.enterpriseResponseHours} hours`,
    // The first answer to an Enterprise ticket that is not an outage.
    about: /\bresponse\b/i,
    value:
      /\bfirst response within (\w+) hours\b(?:\*\*)? for normal\b|\b(\w+)[- ]hours? response\b|\b(\d+) h response\b/gi,
    values: [String(support.enterpriseResponseHours)],
    // Priority support came with the Enterprise edition (docs/changelog/1.0.0.md).
    since: '1.0.0',
  },
  'outage-response': {
    text: `${support.outageResponseHours} hours`,
    // The first answer to an Enterprise ticket about an outage: the whole server's sites, panels or mail down.
    about: /\boutages?\b|\bdown\b/i,
    value:
      /\bfirst response within (\w+) hours\b(?:\*\*)? (?:for an outage|when sites are down)\b|\b(\w+) (?:hours|h) for outages\b/gi,
    values: [String(support.outageResponseHours), 'four'],
    since: '1.0.0',
  },
  'trial-days': {
    text: `${trial.days} days`,
    // A sentence may give the trial by what it is, "30 days of Enterprise", without the word.
    about: /\btrial\b|\bdays of Enterprise\b/i,
    // How long the trial runs, not when its reminders go out ("seven days and one day before it ends").
    value:
      /\b(\d+|thirty)-day (?:Enterprise )?(?:free )?trial\b|\btrial\b[^.;|]{0,30}?\b(?:lasts|runs|for) (\d+|thirty) days\b|\b(\d+|thirty) days of Enterprise\b/gi,
    values: [String(trial.days)],
    since: '1.2.2',
  },
  'default-plan-disk': {
    text: `${defaultPlan.diskGB} GB`,
    about: ABOUT_DEFAULT_PLAN,
    value: new RegExp(
      String.raw`\b(\d+ ?GB)(?: and [\d,]+)? on (?:the )?(?:default plan|CODE)\b|\b(?:default|CODE) plan\b[^.;|]{0,40}?\b(\d+ ?GB) of disk\b|${planRow('Disk', '(\\d+ ?GB)')}`,
      'gi',
    ),
    values: [`${defaultPlan.diskGB} GB`],
  },
  'default-plan-ram': {
    text: `${defaultPlan.ramGiB} GiB`,
    about: ABOUT_DEFAULT_PLAN,
    value: new RegExp(
      String.raw`\b(\d+ ?GiB)(?: and \w+ cores?)? on (?:the )?(?:default plan|CODE)\b|${planRow('RAM', '(\\d+ ?GiB)')}`,
      'gi',
    ),
    values: [`${defaultPlan.ramGiB} GiB`],
  },
  'default-plan-inodes': {
    text: defaultPlan.inodes.toLocaleString('en-US'),
    about: /\binodes?\b/i,
    value: new RegExp(
      String.raw`\ballows ([\d,]+) inodes\b|\binode allowance\b[^.;|]*?\band ([\d,]+) on\b|\binodes?\b[^.;|]{0,60}?\b(${COUNT}) ${ON_DEFAULT_PLAN}`,
      'gi',
    ),
    values: [defaultPlan.inodes.toLocaleString('en-US')],
    // Plans of 0.x had no inode limit.
    since: '1.0.0',
  },
  'default-plan-domains': {
    text: String(defaultPlan.domains),
    about: ABOUT_DEFAULT_PLAN,
    value: new RegExp(
      String.raw`\ballows (${COUNT}) domains\b|\bcount up to [^.;|]*?\b(${COUNT}) domains\b|\bdomains?\b[^.;|]{0,60}?\b(${COUNT}) ${ON_DEFAULT_PLAN}|${planRow('Domains', '(\\d+)')}`,
      'gi',
    ),
    values: [String(defaultPlan.domains)],
  },
  'default-plan-databases': {
    text: String(defaultPlan.databases),
    about: ABOUT_DEFAULT_PLAN,
    value: new RegExp(
      String.raw`\ballows (${COUNT}) databases\b|\bcount up to [^.;|]*?\b(${COUNT}) databases\b|\bdatabases?\b[^.;|]{0,60}?\b(${COUNT}) ${ON_DEFAULT_PLAN}|${planRow('Databases', '(\\d+)')}`,
      'gi',
    ),
    values: [String(defaultPlan.databases)],
  },
  'default-plan-emails': {
    text: String(defaultPlan.emails),
    about: ABOUT_DEFAULT_PLAN,
    value: new RegExp(
      String.raw`\b(?:allows|includes) (${COUNT}) (?:email accounts|mailboxes)\b|\bcount up to [^.;|]*?\b(${COUNT}) email accounts\b|\b(${COUNT}) email accounts and\b|\b(?:email accounts|mailboxes)\b[^.;|]{0,60}?\b(${COUNT}) ${ON_DEFAULT_PLAN}|${planRow('Email accounts', '(\\d+)')}`,
      'gi',
    ),
    values: [String(defaultPlan.emails)],
    // Mailboxes, and so a plan's cap on them, came with mail in 0.3.0.
    since: '0.3.0',
  },
  'default-plan-ftp': {
    text: String(defaultPlan.ftp),
    about: ABOUT_DEFAULT_PLAN,
    value: new RegExp(
      String.raw`\b(?:allows|includes) (${COUNT}) FTP accounts\b|\bcount up to [^.;|]*?\b(${COUNT}) FTP accounts\b|\band (${COUNT}) FTP accounts\b|\bFTP accounts?\b[^.;|]{0,60}?\b(${COUNT}) ${ON_DEFAULT_PLAN}|${planRow('FTP accounts', '(\\d+)')}`,
      'gi',
    ),
    values: [String(defaultPlan.ftp)],
    // FTP accounts came in 0.2.5.
    since: '0.2.5',
  },
  'default-plan-cpu': {
    text: defaultPlan.cpuCores === 1 ? 'one CPU core' : `${defaultPlan.cpuCores} CPU cores`,
    about: ABOUT_DEFAULT_PLAN,
    // "one core on the default plan", "On the default plan, 100% means one full core", and a row of the plan's limits.
    value: new RegExp(
      String.raw`\b(${COUNT})(?: full| CPU)? cores? ${ON_DEFAULT_PLAN}|\b(${COUNT}) cores? on CODE\b|\b(?:default|CODE) plan\b[^.;|]{0,30}?\b(${COUNT})(?: full| CPU)? cores?\b|${planRow('CPU cores', '(\\d+)')}|${planRow('CPU and RAM', '(\\d+) cores?')}`,
      'gi',
    ),
    values: [
      String(defaultPlan.cpuCores),
      `${defaultPlan.cpuCores} ${defaultPlan.cpuCores === 1 ? 'core' : 'cores'}`,
      ...(defaultPlan.cpuCores === 1 ? ['one'] : []),
    ],
  },
  'default-plan-processes': {
    text: String(defaultPlan.processes),
    about: /\bprocesses\b/i,
    value: /\b(?:run|cap of|at most) (\d+) processes\b|\b(\d+) on the (?:CODE|default) plan\b/gi,
    values: [String(defaultPlan.processes)],
    // Plans of 0.x had no process limit.
    since: '1.0.0',
  },
  'default-plan-php-memory': {
    text: `${defaultPlan.phpMemoryCeilingMB} MB`,
    // The plan's ceiling for PHP's memory_limit, which a row of the plan's limits or of PHP → Limits gives; not
    // the server's default.
    about: /\bceilings?\b/i,
    value:
      /\bPHP ceilings\b[^\n]*?\|\s*(\d+ ?MB),|\bceilings? of (\d+ ?MB) for CODE\b|\bceilings?\b[^.;|]{0,80}?\bmemory_limit\b[^.;|]{0,40}?\b(\d+ ?MB?)(?![\w ]*seconds)\b/gi,
    values: [`${defaultPlan.phpMemoryCeilingMB} MB`, `${defaultPlan.phpMemoryCeilingMB}M`],
    // Plans of 0.x had no PHP ceilings.
    since: '1.0.0',
  },
  'default-plan-php-time': {
    text: `${defaultPlan.phpTimeCeilingSeconds} seconds`,
    about: /\bceilings?\b/i,
    value:
      /\bPHP ceilings\b[^\n]*?\|\s*[^|,\n]+,\s*(\d+ ?s|\d+ seconds),|\bceilings? of (\d+ seconds) for CODE\b|\bceilings?\b[^.;|]{0,80}?\bmax_execution_time\b[^.;|]{0,40}?\b(\d+(?: ?s| seconds))\b/gi,
    values: [
      `${defaultPlan.phpTimeCeilingSeconds} seconds`,
      `${defaultPlan.phpTimeCeilingSeconds} s`,
      `${defaultPlan.phpTimeCeilingSeconds}s`,
    ],
    since: '1.0.0',
  },
  'disk-warning': {
    text: '90%',
    about: /\bdisk\b/i,
    // The server's own disk, `[notifications] disk_warning`, which a page writes in code.
    value: /\b(?:passes|percentage)\b[^.;|]{0,60}?\((\d+)%? by default\)|\bwarning at (\d+)%/gi,
    values: ['90'],
  },
  'load-warning': {
    text: '4',
    // The server's 15-minute load average per core, `[notifications] load_warning`, which a page writes in code.
    about: /\bload\b/i,
    value: /\bload\b[^.;|]{0,80}?\((\d+(?:\.\d+)?) by default\)/gi,
    values: ['4'],
  },
  'quota-warning': {
    text: '90%',
    about: /\bquota\b|\bplan\b|\blimit\b/i,
    // An account's disk and inodes against its plan.
    value:
      /\b(?:reaches|passing|passes) (\d+)% of (?:the |your |its )?(?:plan's |plan )?(?:quota|disk(?: limit)?|limit|plan)\b|\bat (\d+)% of the (?:quota|disk limit)\b|\bturns amber at (\d+)%|\bat (\d+)%[^.;|]{0,40}?\bwarning banner\b/gi,
    values: ['90'],
  },
  'login-block-attempts': {
    text: 'five failed attempts from one address within 15 minutes',
    about: /\bfail/i,
    value:
      /\b(\d+|three|four|five|six|seven|eight|nine|ten) failed (?:attempts|sign-ins|logins)\b|\bfails (\w+) times within\b/gi,
    values: ['five', 'Five'],
  },
  'login-block-minutes': {
    text: '15 minutes',
    about: /\bblock|\brefuses\b/i,
    value:
      /\bblocks? (?:that|your|the) (?:IP )?address\b[^.;|]{0,50}?\bfor (\d+) minutes\b|\btemporary blocks of (\d+) minutes\b|\brefuses further sign-ins from it for (\d+) minutes\b|\bwaits (\d+) minutes before\b/gi,
    values: ['15'],
  },
  'search-min-ram': {
    text: '2 GiB',
    about: /\b(?:Elasticsearch|OpenSearch|search services?)\b|\bat least \d+ ?GiB of RAM\b/i,
    value: /\b(?:at least|below) (\d+ ?GiB)\b/gi,
    values: ['2 GiB'],
    since: '1.1.0',
  },
  'mail-message-size': {
    text: '50 MB',
    about: /\bmessages?\b/i,
    value:
      /\bmessages?\b[^.;|]{0,60}?\b(?:at most|larger than|up to|over) (\d+ ?MB)\b|\bMax message size\b(?:\*\*)?[\s|(]*(\d+ ?MB)\b/gi,
    // portico.conf writes it in megabytes (`max_message_size = 50`).
    values: ['50', '50 MB'],
  },
  'mail-hourly-limit': {
    text: '300 outgoing messages per hour',
    about: /\b(?:per hour|hourly)\b/i,
    // Counted per hosting account, all its mailboxes, webmail and forwarding filters together.
    value:
      /\b(\d[\d,]*) (?:outgoing )?messages (?:per|an|a) hour\b|\bHourly send limit\s*\|\s*(\d+)\b/gi,
    values: ['300'],
    // Mail came in 0.3.0.
    since: '0.3.0',
  },
  'mailbox-quota': {
    text: '1 GB',
    about: /\bmailbox quota\b|\*\*Quota\*\*/i,
    // A table row names the setting in one cell and its value in the next.
    value: /(?:\bmailbox quota|\*\*Quota\*\*)[^.;]{0,40}?\b(\d+ ?[MG]B)\b/gi,
    // portico.conf writes it in megabytes (`default_quota = 1024`).
    values: ['1024', '1 GB'],
  },
  'dns-default-ttl': {
    text: '3600 seconds',
    // The TTL of a record written without one, `[dns] default_ttl`, which a page writes in code.
    about: /\bTTL\b|\bzones?\b/i,
    value:
      /\bdefaults? (?:of|to) (\d+) seconds\b|\b(\d+) seconds unless you changed it\b|\b(?:Keep|Leave) \*\*TTL\*\* at (\d+)\b|\braise the TTL to (\d+) again\b|\bsection \((\d+)\)/gi,
    values: ['3600'],
  },
  'move-ttl': {
    text: '300 seconds',
    // What a page advises lowering a domain's TTL to a day before it moves servers, so the switch spreads in minutes.
    about: /\bTTL\b/i,
    value: /\blower\b[^.;|]{0,80}?\bTTL\b[^.;|]{0,60}?\bto (\d+)(?: seconds)?\b/gi,
    values: ['300'],
  },
  'phpmyadmin-import': {
    text: '128 MB',
    about: /\bphpMyAdmin\b/,
    value:
      /\b(?:importer|import tab|imports? through phpMyAdmin)\b[^.;|]{0,60}?\b(?:stops? at|up to) (\d+ ?MB)\b/gi,
    values: ['128 MB'],
  },
  'editor-file-limit': {
    text: '2 MB',
    about: /\beditor\b|\bopen for download\b/i,
    value:
      /\beditor\b[^.;]{0,40}?\b(\d+ ?MB)\b|\bfiles over (\d+ ?MB)\b[^.;|]{0,60}?\bopen for download\b/gi,
    values: ['2 MB'],
  },
  'log-days': {
    text: '14 days',
    about: /\blogs?\b|\brotate\b|\bGoAccess\b|\breport\b|\bperiods?\b/i,
    // GoAccess reports reach as far back as the logs, so its longest period (the last one a page lists) is this too.
    value:
      /\b(\d+) days are kept\b|\bat most the last (\d+) days\b|\|\s*(\d+) days, as long as a domain's access logs\b|\bLast (\d+) days\b(?:\*\*)?(?=\s*(?:[.|]|$))/gi,
    values: ['14'],
  },
  'renewal-days': {
    text: '30 days',
    about: /\brenew/i,
    value:
      /\b(?:renews?|renewal)\b[^.;|]{0,50}?\b(\d+) days before\b|\bfewer than (\d+)(?: days)? (?:left|remain)\b/gi,
    values: ['30'],
  },
  'license-move-days': {
    text: 'once per 30 days',
    about: /\bforced move\b/i,
    value: /\bforced move\b[^.;|]{0,50}?\bonce (?:per|every|in) (\d+) days\b/gi,
    values: ['30'],
    since: '1.0.0',
  },
  'license-check': {
    text: 'every 24 hours',
    about: /\blicense\b|\bkey\b/i,
    value:
      /\b(?:checks?|verify|verifies)\b[^.;|]{0,60}?\b(every \d+ hours|once a day|once an hour|every day|daily|weekly)\b|\blicense check\s*\|\s*(every \d+ hours|once a day|daily|weekly)\b|\b(every \d+ hours|once a day|every day)\b[^.;|]{0,50}?\bchecks? in\b/gi,
    values: ['every 24 hours', 'once a day', 'every day', 'daily'],
    since: '1.0.0',
  },
  'api-rate-limit': {
    text: '60 requests per minute',
    about: /\b(?:token|API|rate)\b/i,
    value: /\b(\d+) (?:requests|calls) (?:per|a) minute\b/gi,
    values: ['60'],
  },
  'api-token-expiry': {
    text: '30, 90 or 365 days',
    // The fixed lifetimes **Settings → API** offers a new token, besides **Never**.
    about: /\bExpiry\b|\btokens?\b/i,
    value:
      /\bExpiry\b(?:\*\*)?:?\s+((?:\d+(?:, | or ))*\d+) days\b|\btokens?\b[^.;|]{0,40}?\bexpires? (?:after|in) (\d+) days\b/gi,
    values: ['30, 90 or 365', '30', '90', '365'],
    // Tokens made in 0.3 had no expiry (docs/admin/api-reference/changes.md).
    since: '1.0.0',
  },
  'session-timeout': {
    text: '30 minutes',
    about: /\bsessions?\b|\bsigned out\b|\bidle\b/i,
    value:
      /\b(\d+) (?:idle )?minutes without (?:activity|input|a click)\b|\bno input for (\d+) minutes\b|\bafter (\d+) (?:idle )?minutes\b|\bidle (?:timeout|session)\b[^.;|]{0,30}?\b(\d+) minutes\b|\bidle minutes\b[^.;|]{0,60}?\b(\d+) by default\b/gi,
    values: ['30'],
  },
  'plan-name-rule': {
    text: planNameRule.summary,
    // Only a plan's name is written with these characters, so a sentence that lists them states the rule: a typed one is reported.
    about: /\blowercase letters, digits,? (?:and )?hyphens\b/i,
    value: /\b(lowercase letters, digits,? (?:and )?hyphens[^.|]*?\d+ characters(?: at most)?)/gi,
    values: [],
  },
  'user-name-rule': {
    text: userNameRule.summary,
    // The rule for a hosting account's name (src/data/accounts.ts), which pages render: a typed one is reported.
    about: /\buser ?names?\b|\baccount names\b|\bnaming rules\b/i,
    value: /\b(\d+ to \d+ (?:characters|lowercase letters)\b[^.;|)]*)/gi,
    values: [],
  },
  'sign-in-link': {
    text: `${signInLinkSeconds} seconds`,
    about: /\blinks?\b|\baddress\b|\bsign-on\b|\bsign-in\b|\bURL\b/i,
    value: /\b(?:valid for|expires? (?:after|within)) (\d+) seconds\b|\bvalid (\d+) s\b/gi,
    values: [String(signInLinkSeconds)],
    since: '1.0.0',
  },
  'malware-skip-size': {
    text: '100 MB',
    about: /\bscan|\bskip/i,
    value:
      /\bfiles? (?:over|larger than) (\d+ ?MB)\b[^.;|]{0,30}?\bskipped\b|\bskip files (?:over|larger than) (\d+ ?MB)\b/gi,
    values: ['100 MB'],
    since: '1.1.2',
  },
  'ftp-connections-per-ip': {
    text: '8',
    // Pure-FTPd's cap on one client address's sessions, `[ftp] max_per_ip`.
    about: /\bper IP\b|\bfrom one IP address\b/i,
    value:
      /\bConnections per IP\b(?:\*\*)?:? (\d+) by default\b|\bat most (\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty) simultaneous connections from one IP address\b/gi,
    values: ['8'],
  },
  'panel-languages': {
    text: `${panelLanguages.length} languages`,
    // How many languages Portico Panel ships in, English included; the list is src/data/languages.ts.
    about: /\blanguages\b/i,
    value:
      /\b(?:ships|comes|is available) in (\d+|eight|nine|ten|eleven|twelve) languages\b|\b(\d+|eight|nine|ten|eleven|twelve) languages, English included\b/gi,
    values: [String(panelLanguages.length)],
    // Locales came in 1.4.0 (docs/changelog/1.4.0.md).
    since: '1.4.0',
  },
  'api-log-fields': {
    text: "method, path, HTTP status, token name and the caller's address",
    // What a line of /var/log/portico/api.log holds, as the log samples of the billing and API pages show it.
    // A page writes the log's name in code, which the check reads as CODE: a list of fields names the token.
    about: /\btoken name\b/i,
    // A list of its fields that names one the lines do not carry, such as a duration, is reported.
    value: /\b((?:token name|status)\b[^.|]*?\b(?:duration|response time|latency))\b/gi,
    values: [],
  },
  'mysql-port': {
    text: '3306',
    about: /\b(?:MySQL|MariaDB|databases?)\b/i,
    value: /\b(?:MySQL|MariaDB|databases?(?: server)?|CODE)\b[^.;|]{0,30}?\bport (\d+)\b/gi,
    values: ['3306'],
  },
  'mysql-max-connections': {
    text: String(maxConnections.stock),
    // The stock `max_connections` of an account's database server (Advanced → MySQL configuration), which the
    // check reads as CODE: "the default limit is", "100 unless you changed it", the row of that screen's table.
    about: /\bCODE\b|\bconnections?\b|\blimit\b/i,
    value:
      /\bdefault (?:connection )?limit is (\d+)\b|\bCODE value\b[^;|]{0,120}?\b(\d+) unless you changed it\b|\|\s*CODE\s*\|\s*(\d+)\s*\|\s*(?:\d+ to (?:\d+|FACT)|FACT)\s*\|/gi,
    values: [],
    // Its setting came with Advanced → MySQL configuration (docs/changelog/1.0.0.md).
    since: '1.0.0',
  },
  'default-plan-mysql-connections': {
    text: String(defaultPlan.mysqlConnectionsCeiling),
    // The highest `max_connections` the default plan lets an account set: "allows at most", "caps CODE at", the
    // range of the row of Advanced → MySQL configuration (the floor to the ceiling), "Too many connections" at it.
    about: /\bCODE\b|\bconnections?\b/i,
    value:
      /\bplan allows at most (\d+)\b|\bcaps CODE at (\d+)\b|\|\s*CODE\s*\|\s*(?:\d+|FACT)\s*\|\s*\d+ to (\d+)\s*\||\bToo many connections"? at (\d+)\b/gi,
    values: [],
    // Plans of 0.x had no database settings of their own.
    since: '1.0.0',
  },
  'mysql-max-connections-range': {
    text: `${maxConnections.min} to ${defaultPlan.mysqlConnectionsCeiling}`,
    // The `max_connections` an account on the `default` plan may set (Advanced → MySQL configuration), in that
    // screen's table: a row that types either end, the floor before a rendered ceiling included, is reported.
    about: /\bCODE\b/,
    value: DATABASE_SETTING_ROW(String.raw`(?:\d+|FACT)`, String.raw`(\d+ to (?:\d+|FACT))`),
    values: [],
    since: '1.0.0',
  },
  'php-default-version': {
    text: '8.3',
    // The release a new account starts on, which its new domains follow unless pinned: `[php] default_version`,
    // which the administrator may change (docs/admin/settings/php.md).
    about:
      /\bPHP\b|\bdefault_version\b|\bnew domains\b|\bAccount default\b|\baccounts start on\b|\bpreselected\b/i,
    value:
      /\bAccount default \((\d\.\d)\)|\bnew domains (?:use|get|receive)\b[^.;|]{0,40}?\b(\d\.\d)\b|\baccounts start on (?:PHP )?(\d\.\d)\b|\b(\d\.\d) for new (?:domains|accounts)\b|\b(\d\.\d) ships preselected\b|\((\d\.\d) after installation\)|\bdefault PHP version, which is (\d\.\d)\b|\bdefault_version = (\d\.\d)\b/gi,
    values: [],
  },
  'php-security-support': {
    text: 'As of November 2026, PHP 5.6, every 7.x release, 8.0 and 8.1 get no security fixes from the PHP project, and 8.2 gets its last on December 31, 2026',
    // Which of the PHP releases Portico offers the PHP project still fixes, which changes every December: a
    // list of releases typed before what it says of their fixes is reported, so the date moves in one place.
    about: /\bsecurity (?:fixes|support)\b|\bend of life\b/i,
    value:
      /\bPHP ((?:\d\.\d|(?:all|every) \d\.x releases?)(?:(?:,|,? and) (?:\d\.\d|(?:all|every) \d\.x releases?))*)\b(?=[^.;]{0,40}?\b(?:no longer receives?|receives? no|gets? no|are past their end of life|is past its end of life)\b)/gi,
    values: [],
  },
  'mysql-wait-timeout': {
    text: `${waitTimeout.stockSeconds} seconds`,
    // The database engine's stock `wait_timeout`, which Portico keeps: how long an idle connection stays open.
    about: /\bidle connections?\b|\bwait_timeout\b|\bCODE\b/i,
    value:
      /\bstock CODE of (\d+)(?: seconds)?\b|\bidle connections?\b[^.;|]{0,40}?\b(\d+) seconds\b/gi,
    values: [String(waitTimeout.stockSeconds), `${waitTimeout.stockSeconds} seconds`],
  },
  'mysql-wait-timeout-range': {
    text: `${waitTimeout.minSeconds} to ${waitTimeout.stockSeconds}`,
    // The seconds an account may give `wait_timeout` (Advanced → MySQL configuration), in that screen's table.
    about: /\bCODE\b/,
    value: DATABASE_SETTING_ROW(String.raw`(?:\d+|FACT)`, String.raw`(\d+ to \d+)`),
    values: [],
    since: '1.0.0',
  },
  'mysql-buffer-pool': {
    text: bufferPool.stock,
    // The stock `innodb_buffer_pool_size` of an account's database server, in the row of its screen's table.
    about: /\bCODE\b/,
    value: DATABASE_SETTING_ROW(
      String.raw`(\d+ ?M)B?`,
      String.raw`(?:up to|at most) (?:half|FACT)[^|]*`,
    ),
    values: [],
    since: '1.0.0',
  },
  'mysql-buffer-pool-ceiling': {
    text: bufferPool.ceiling,
    // How far an account may raise `innodb_buffer_pool_size`: a share of its plan's RAM, which every container shares.
    about: /\bbuffer pool\b|\bMySQL configuration\b|^\s*\|\s*CODE\s*\|/i,
    value: /\b(?:up to|at most) (half (?:of )?the plan(?:'s)? RAM)\b/gi,
    values: [],
    since: '1.0.0',
  },
  'default-plan-mysql-buffer-pool': {
    text: bufferPool.defaultPlanMax,
    // The largest buffer pool on the `default` plan (its ceiling with the plan's RAM): "(512M with 1 GiB)",
    // "raised CODE to 512M …, which the CODE plan allows".
    about: /\bbuffer pool\b|\bCODE\b/i,
    value:
      /\b(?:half the plan(?:'s)? RAM|FACT) \((\d+ ?M)B? with\b|\braised CODE to (\d+ ?M)B?\b[^.]*\bwhich the CODE plan allows\b/gi,
    values: [],
    since: '1.0.0',
  },
  'mysql-max-allowed-packet': {
    text: maxAllowedPacket.stock,
    // The stock `max_allowed_packet`: the largest statement an import may send before it raises it.
    about: /\bpacket\b|\bCODE\b|\bstatements? bigger than\b/i,
    value: new RegExp(
      String.raw`\bbigger than the default limit of (\d+ ?[MG])B?\b|${DATABASE_SETTING_ROW(String.raw`(\d+ ?M)B?`, String.raw`(?:\d+ ?M to \d+ ?G|FACT)`).source}`,
      'gi',
    ),
    values: [],
    since: '1.0.0',
  },
  'mysql-max-allowed-packet-range': {
    text: `${maxAllowedPacket.min} to ${maxAllowedPacket.max}`,
    about: /\bCODE\b/,
    value: DATABASE_SETTING_ROW(String.raw`(?:\d+ ?M|FACT)`, String.raw`(\d+ ?M to \d+ ?G)`),
    values: [],
    since: '1.0.0',
  },
  'cache-memory': {
    text: '64 MB',
    about: /\b(?:Redis|Memcached)\b|\bMax memory\b/i,
    value: /\b(?:default(?: of)?|gets|may use|returns its) (\d+ ?MB)\b/gi,
    values: ['64 MB'],
  },
  'server-memory': {
    text: `at least ${sizing.minimumMemoryGB} GB of RAM, ${sizing.recommendedMemoryGB} GB recommended`,
    about: /\b(?:memory|RAM)\b/i,
    value:
      /\bat least (\d+ ?[MG]B) of (?:memory|RAM)\b|\brecommends (\d+ ?[MG]B)\b|\b(\d+ ?[MG]B) (?:is )?(?:the (?:bare )?)?minimum\b|\(?(\d+ ?[MG]B) is more comfortable\b/gi,
    values: [`${sizing.minimumMemoryGB} GB`, `${sizing.recommendedMemoryGB} GB`],
  },
  'server-cpu': {
    text: `${sizing.recommendedCpuCores} CPU cores recommended`,
    about: /\bCPU cores?\b/i,
    // The installer checks memory and disk, not cores: a sentence that says Portico needs or requires cores
    // (captured whole, so it is never one of the values) is reported, and one that recommends them is read.
    value:
      /\b((?:needs|requires)\b(?:(?!\brecommend)[^.;|])*?\b(?:two|\d+) CPU cores)\b|\brecommends?\b(?:(?!\b(?:needs|requires)\b)[^.;|])*?\b((?:two|\d+) CPU cores)\b/gi,
    values: [`${sizing.recommendedCpuCores} CPU cores`, 'two CPU cores'],
  },
  'server-disk': {
    text: `${sizing.freeDiskGB} GB of free disk`,
    about: /\bdisk\b|\bfile system\b/i,
    value: /\b(?:at least )?(\d+ ?GB) (?:of )?free(?: disk| on)?\b/gi,
    values: [`${sizing.freeDiskGB} GB`],
  },
  'logo-size': {
    text: '1 MB',
    about: /\blogo\b/i,
    value: /\b(?:the limit is|under|at most|up to) (\d+ ?[KM]B)\b/gi,
    values: ['1 MB'],
    since: '1.0.0',
  },
  'manual-archives': {
    text: 'three',
    about: /\bmanual\b/i,
    value:
      /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten) manual (?:backups?|archives?|ones?)\b|\bmanual archives\s*\|\s*up to (\d+)\b/gi,
    values: ['three', '3'],
    // Manual backups came with backups.
    since: '0.1.4',
  },
  'imap-port': {
    text: String(mailClientPorts.imap),
    about: /\bIMAP\b|\bincoming\b/i,
    value: /\b(?:IMAP|incoming)\b[^.;|]{0,40}?\b(?:port|on)\b(?:\*\*)?\s*(\d{2,4})\b/gi,
    values: [String(mailClientPorts.imap)],
    // Mail came in 0.3.0.
    since: '0.3.0',
  },
  'pop3-port': {
    text: String(mailClientPorts.pop3),
    about: /\bPOP3\b/,
    value: /\bPOP3\b[^.;|]{0,20}?(?:\bport |\bon |\()(\d{2,4})\b/g,
    values: [String(mailClientPorts.pop3)],
    since: '0.3.0',
  },
  'submission-port': {
    text: String(mailClientPorts.submission),
    // A relay's submission port is the relay's, whatever Portico's is.
    about: /^(?![\s\S]*\brelay\b)[\s\S]*\bSTARTTLS\b/i,
    value: /\b(\d{2,4})(?:,| with| \()? ?STARTTLS\b/g,
    values: [String(mailClientPorts.submission)],
    since: '0.3.0',
  },
  'submission-tls-port': {
    text: String(mailClientPorts.submissionTls),
    about: /\b(?:SMTP|outgoing|sending)\b/i,
    // The port outgoing mail falls back to, with TLS from the first byte.
    value:
      /\bor (?:port )?(\d{2,4})(?: with| \()? ?SSL(?:\/TLS)?\b|\bswitch (?:the SMTP settings |outgoing )?to (?:port )?(\d{2,4})\b/gi,
    values: [String(mailClientPorts.submissionTls)],
    since: '0.3.0',
  },
  'update-now': {
    text: "the newest release on the server's channel, a new minor release included",
    about: /\bupdate|\bCODE\b/i,
    // `portico update --now` (a page writes it in code, which the check reads as CODE) does not stay in its
    // minor line: a sentence that says it does is reported, and the CLI's summary renders this text.
    value:
      /\b((?:newest|latest) (?:release|version) (?:of|in|within|on) (?:your|its|the server's|the current|the same) (?:minor )?line|(?:stays?|remains?) (?:in|within|on) (?:your|its|the) (?:current |same )?(?:minor )?line|never (?:crosses|jumps|leaves) (?:a |the |its |your )?(?:minor )?lines?)\b/gi,
    values: [],
    // Before 1.0.0, updating by hand was another command (docs/changelog/1.0.0.md).
    since: '1.0.0',
  },
  'auto-update-reach': {
    text: "the patch releases of the server's own minor line, so a fix that ships only in a newer minor line waits until you update by hand or allow minor releases",
    about: /\bautomatic (?:patch )?updates?\b/i,
    // "Servers with automatic patch updates installed 1.2.2" says every server did, whichever minor line it
    // ran: a server on an older line stays there, still affected. A sentence that names the line is not read.
    value:
      /\b(?:servers|every server) with automatic (?:patch )?updates\b[^.;]*?\b(?:installed|received|got|gets?|receives?) (\d+\.\d+\.\d+)\b/gi,
    values: [],
    // Before 1.0.0 nothing installed on its own (versioned_docs/version-0.3.7/admin/settings/updates.md).
    since: '1.0.0',
  },
  'expiry-warnings': {
    text: 'seven days and one day before it ends',
    about: /\b(?:license|trial|notification|warns?)\b/i,
    // The first warning's lead: "seven days and one day before", "ends in seven days, then in one day",
    // "ending in 7 days, and again 1 day before".
    value:
      /\b(\w+) days? and (?:again )?\w+ days? before\b|\b(?:ends?|ending) in (\w+) days?,? (?:then|and again)\b/gi,
    values: ['seven', '7'],
    // Licenses, and so their warnings, came with the Enterprise edition (docs/changelog/1.0.0.md).
    since: '1.0.0',
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

/**
 * The hour of local time that the clocks skip or repeat when daylight saving time starts or ends in most of
 * Europe and North America (02:00 to 02:59): a job scheduled in it runs twice or not at all on those nights.
 */
export const clockChangeHour = 2;
