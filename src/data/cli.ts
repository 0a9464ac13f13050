/**
 * Every command of Portico's command-line tool, per docs version: `portico` in 1.x and
 * `portico-cli` in 0.x. The current docs' tool is written here; each frozen version's, as
 * `npm run docs:cut` froze it, is in `frozen-docs-data.json` (0.3.7's `portico-cli` too).
 * The CLI reference pages render from here, and the unit test
 * `tests/unit/cli-commands.test.ts` checks every command written on any page against it.
 */
import frozenDocsData from './frozen-docs-data.json';
import {docsVersions, releases} from './releases';
import {compareVersions} from './compare-versions';
import {signInLinkSeconds, userNameRule} from './accounts';
import {installerFirewallRules, mailFirewallRule, ports, type FirewallRule} from './company';
import {defaultPlan} from './plans';
import {facts} from './facts';
import {addDays} from './dates';
import {currentHostServices, type HostService} from './host-services';

/** What a flag's value or an argument holds; `switch` is a flag without a value. */
export type CliValueType = 'string' | 'integer' | 'size' | 'date' | 'enum' | 'switch';

export interface CliArgument {
  /** Shown in the synopsis as `<name>` when required, `[name]` when not. */
  readonly name: string;
  readonly type: CliValueType;
  readonly required: boolean;
  readonly description: string;
}

export interface CliFlag {
  /** With its dashes: `--plan`. */
  readonly name: string;
  readonly type: CliValueType;
  /** For `enum`: every accepted value. */
  readonly values?: readonly string[];
  /** What the flag means when it is left out; absent for required flags and switches. */
  readonly default?: string;
  readonly required?: boolean;
  readonly description: string;
  /** The release that added the flag, when later than its command. */
  readonly since?: string;
  /** The flag works only with an active Enterprise license. */
  readonly enterprise?: boolean;
}

export interface CliExitCode {
  readonly code: number;
  readonly meaning: string;
}

export interface CliCommand {
  /** The words after the tool's name, for example `['user', 'add']` or `['update', '--check']`. */
  readonly words: readonly string[];
  readonly summary: string;
  readonly arguments: readonly CliArgument[];
  readonly flags: readonly CliFlag[];
  /**
   * What the command prints, and a sample of it. `variants` are samples of other situations
   * (a failure, a freshly started server), by name; pages show any of them with
   * `::cli-output{command="…" variant="…"}` (plugins/cli-reference/sample-output.ts).
   */
  readonly output: {
    readonly description: string;
    readonly sample: string;
    readonly variants?: Readonly<Record<string, string>>;
  };
  readonly exitCodes: readonly CliExitCode[];
  /** The command refuses to run without an active Enterprise license. */
  readonly enterprise: boolean;
  /** The release the command arrived in (see `src/data/releases.ts`). */
  readonly since: string;
  /** Complete command lines, each runnable as it stands. */
  readonly examples: readonly string[];
}

export interface CliGroup {
  /** The first word after the tool's name. */
  readonly name: string;
  readonly summary: string;
  readonly commands: readonly CliCommand[];
}

export interface CliTool {
  /** The docs version that documents this tool. */
  readonly docsVersion: string;
  /** What the administrator types: `portico` or `portico-cli`. */
  readonly binary: string;
  /** The release whose upgrade replaced this tool with another, when one did. */
  readonly replacedIn?: string;
  /**
   * The units a size takes, in this tool and in the REST API of the same docs version: a size is a
   * whole number and one of them, `5G`. Frozen with the tool, so a frozen version's pages are held to
   * the units of their time.
   */
  readonly sizeUnits: readonly string[];
  readonly groups: readonly CliGroup[];
}

const ok: CliExitCode = {code: 0, meaning: 'Success.'};
const failed: CliExitCode = {
  code: 1,
  meaning:
    'The action failed; the reason is printed on standard error and logged under `/var/log/portico/`.',
};
const usage: CliExitCode = {
  code: 2,
  meaning: 'Usage error: unknown command or flag, a missing argument or a value of the wrong type.',
};
const notFound = (what: string): CliExitCode => ({
  code: 3,
  meaning: `No ${what} with that name exists.`,
});
const exists = (what: string): CliExitCode => ({
  code: 4,
  meaning: `A ${what} with that name already exists.`,
});
const unreachable = (what: string): CliExitCode => ({
  code: 5,
  meaning: `${what} could not be reached.`,
});

const yes: CliFlag = {
  name: '--yes',
  type: 'switch',
  description: 'Skip the question that asks you to type the name again; for scripts.',
};
const username = (description = "The account's user name."): CliArgument => ({
  name: 'username',
  type: 'string',
  required: true,
  description,
});
const domainArgument: CliArgument = {
  name: 'domain',
  type: 'string',
  required: true,
  description: 'The domain name, for example `acme.example`.',
};
const accountFlag: CliFlag = {
  name: '--user',
  type: 'string',
  description:
    "Act on the containers of this hosting account instead of the server's shared services.",
};

/** Rows of text in columns, as the tool prints its lists: each column as wide as its widest cell, two spaces apart. */
function table(rows: ReadonlyArray<readonly string[]>): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] + 2)))
        .join(''),
    )
    .join('\n');
}

/**
 * `portico service status` on a server that runs `services`: each one's state, uptime and memory, in the
 * order of Services → Status.
 */
const hostStatus = (
  services: readonly HostService[],
  rows: Readonly<Record<string, readonly [string, string, string]>>,
): string =>
  table([
    ['SERVICE', 'STATE', 'UPTIME', 'MEMORY'],
    ...services.map(({name}) => {
      const row = rows[name];
      if (!row) throw new Error(`No status row for the host service ${name}.`);
      return [name, ...row];
    }),
  ]);
/** The host services of the example server: Enterprise with its mail server, without ImunifyAV. */
const exampleServerServices = currentHostServices.filter(({name}) => name !== 'imunifyav');
/** The host services of a fresh server: Community, with FTP on. */
const freshServerServices = currentHostServices.filter(({enterprise}) => !enterprise);
/** Each host service two minutes after the server started. */
const afterBoot: Readonly<Record<string, readonly [string, string, string]>> = {
  panel: ['running', '2m', '139 MB'],
  admin: ['running', '2m', '124 MB'],
  caddy: ['running', '2m', '58 MB'],
  docker: ['running', '2m', '204 MB'],
  bind: ['running', '2m', '41 MB'],
  'pure-ftpd': ['running', '2m', '8 MB'],
  nftables: ['running', '2m', '-'],
  clamav: ['running', '2m', '870 MB'],
  cron: ['running', '2m', '3 MB'],
  postfix: ['running', '2m', '16 MB'],
  dovecot: ['running', '2m', '21 MB'],
};

/** The containers of the example account acme, which every sample that shows them lists in this order. */
const acmeContainers = ['web', 'php83', 'db', 'redis'] as const;
/** The containers of the example account bistro, which runs the older PHP 8.2. */
const bistroContainers = ['web', 'php82', 'db'] as const;
/** `portico service status --user=acme`: each container's state, uptime and memory. */
const accountContainers = (
  rows: Record<(typeof acmeContainers)[number], readonly [string, string, string]>,
): string =>
  table([
    ['SERVICE', 'STATE', 'UPTIME', 'MEMORY'],
    ...acmeContainers.map((name) => [name, ...rows[name]]),
  ]);

const allowed = (rule: FirewallRule): string[] => ['allow', rule.targets.join(', '), rule.comment];
const firewallList = (rules: ReadonlyArray<readonly string[]>): string =>
  table([['ACTION', 'TARGET', 'COMMENT'], ...rules]);
/**
 * The example server's rules: those of a fresh server and of the mail server it runs, then those that the
 * reference's examples add.
 */
const exampleFirewallRules: ReadonlyArray<readonly string[]> = [
  ...[...installerFirewallRules, mailFirewallRule].map(allowed),
  ['allow', '8080/tcp', '-'],
  ['deny', '198.51.100.7', '-'],
];

const planLimitFlags = (withDefaults: boolean): CliFlag[] => {
  const limit = (
    name: string,
    type: CliValueType,
    fallback: string,
    description: string,
  ): CliFlag => ({
    name,
    type,
    description,
    ...(withDefaults ? {default: fallback} : {}),
  });
  return [
    limit(
      '--disk',
      'size',
      `${defaultPlan.diskGB}G`,
      'Disk quota of each account, with a unit: `500M`, `5G`.',
    ),
    limit(
      '--inodes',
      'integer',
      String(defaultPlan.inodes),
      'Most files and folders an account may hold.',
    ),
    limit(
      '--domains',
      'integer',
      String(defaultPlan.domains),
      'Most domains per account, add-on domains included.',
    ),
    limit(
      '--databases',
      'integer',
      String(defaultPlan.databases),
      'Most MySQL or MariaDB databases per account.',
    ),
    limit('--emails', 'integer', String(defaultPlan.emails), 'Most mailboxes per account.'),
    limit('--ftp', 'integer', String(defaultPlan.ftp), 'Most FTP accounts per account.'),
    limit(
      '--cpu',
      'integer',
      String(defaultPlan.cpuCores),
      "CPU cores the account's containers may use together.",
    ),
    limit(
      '--ram',
      'size',
      `${defaultPlan.ramGiB}G`,
      "Memory the account's containers may use together.",
    ),
    limit(
      '--processes',
      'integer',
      String(defaultPlan.processes),
      "Most processes running at once in each of the account's containers.",
    ),
    {
      name: '--feature-set',
      type: 'string',
      description: "The feature set that decides which panel screens the plan's accounts see.",
      ...(withDefaults ? {default: 'all screens'} : {}),
      since: '1.3.3',
      enterprise: true,
    },
  ];
};

/** A certificate's expiry, as `portico ssl` prints it, with the day its renewal window opens (`:fact[renewal-days]` before). */
const expiryWithRenewal = (expires: string): string =>
  `Expires: ${expires} (renewal from ${addDays(expires, -Number(facts['renewal-days'].values[0]))})`;

const minorLineOf = (version: string) => version.split('.').slice(0, 2).join('.');
/**
 * The releases the update samples name, from the release data, so that a release or a docs cut reaches them:
 * the current docs' version, the newest release shipped before it, and the newest shipped in an older minor
 * line. The docs of a version not shipped yet show what the check will print once it is: its planned day,
 * or no day before it has one.
 */
const updateSample = (() => {
  const newest = docsVersions.current;
  const older = releases.filter(
    (release) => release.status === 'released' && compareVersions(release.version, newest) < 0,
  );
  const before = older[0].version;
  return {
    newest,
    before,
    olderLine: older.find((release) => minorLineOf(release.version) !== minorLineOf(newest))!
      .version,
    available: [
      minorLineOf(before) === minorLineOf(newest) ? 'patch' : 'minor',
      ...releases
        .filter((release) => release.version === newest)
        .map((release) => `released ${release.date}`),
    ].join(', '),
  };
})();

/**
 * The result an update gives each account, which ends its line in the output and in `update.log`: `ok`, or
 * `failed` when its containers did not come up on the new images and it stays on its previous ones. There is
 * no third word, so a page that searches the log for one finds nothing (`tests/unit/sample-output.test.ts`).
 */
export const updateAccountResults = ['ok', 'failed'] as const;
const [accountUpdated] = updateAccountResults;

/** `portico update --now` on the example server with `installed` on it: the host part, then each account. */
const updateRun = (installed: string): string =>
  `Checking for updates ... ${updateSample.newest} available (installed ${installed})\nUpdating host components: panel, admin, caddy, cli ... done\nUpdating accounts (2):\n  acme     ${acmeContainers.join(', ')} ... ${accountUpdated}\n  bistro   ${bistroContainers.join(', ')} ... ${accountUpdated}\nPortico ${updateSample.newest} is running. Log: /var/log/portico/update.log`;

/**
 * The states of a domain's certificate, as Portico Panel's **Domains → SSL** lists them (**None**, **Pending**, …),
 * which `portico domain list` prints in lowercase in its SSL column: `none` for a domain that has no certificate
 * and no request for one, where the REST API reports `ssl: null` (`tests/unit/sample-output.test.ts`).
 */
export const certificateStates = ['none', 'pending', 'valid', 'failed', 'expired'] as const;

/** `portico`, the tool of Portico 1.x, as the current docs describe it. */
const portico: CliTool = {
  docsVersion: docsVersions.current,
  binary: 'portico',
  sizeUnits: ['M', 'G', 'T'],
  groups: [
    {
      name: 'user',
      summary:
        'Hosting accounts: create, list, suspend, delete, reset passwords and sign in as the owner.',
      commands: [
        {
          words: ['user', 'add'],
          summary:
            'Create a hosting account with its containers, home folder and, optionally, its first domain.',
          arguments: [username(`The new account's user name: ${userNameRule.summary}.`)],
          flags: [
            {
              name: '--plan',
              type: 'string',
              default: 'the `plan` key of `[defaults]`',
              description: 'The hosting plan whose limits the account gets.',
            },
            {
              name: '--email',
              type: 'string',
              required: true,
              description: "The owner's address, for notifications and password resets.",
            },
            {
              name: '--domain',
              type: 'string',
              description:
                "The account's first domain; its document root becomes `/home/<username>/<domain>/public`.",
            },
            {
              name: '--password',
              type: 'string',
              default: 'generated',
              description:
                'The panel password. Leave it out to have a strong one generated and printed once.',
            },
          ],
          output: {
            description:
              'The account and plan, the domain with its document root, and the generated password, which is shown this one time.',
            sample:
              'Created user bistro (plan starter)\nDomain bistro.example added, document root /home/bistro/bistro.example/public\nPassword (shown once): fT4q-Wn8z-Lp2v-Rc6m',
            variants: {
              acme: 'Created user acme (plan default)\nDomain acme.example added, document root /home/acme/acme.example/public\nPassword (shown once): Qm4t-Vx8s-Lr2p-Zk6w',
            },
          },
          exitCodes: [ok, failed, usage, notFound('plan'), exists('user, or a domain,')],
          enterprise: false,
          since: '1.0.0',
          examples: [
            'portico user add acme --plan=default --email=owner@acme.example --domain=acme.example',
            'portico user add bistro --plan=starter --email=chef@bistro.example --domain=bistro.example',
          ],
        },
        {
          words: ['user', 'delete'],
          summary:
            'Delete an account with its home folder, databases, mailboxes and DNS zones; nightly backups stay.',
          arguments: [username()],
          flags: [yes],
          output: {
            description:
              'A question that asks for the name again (unless `--yes`), then what was removed.',
            sample:
              'Type the user name to confirm: acme\nDeleted user acme (2 domains, 2 databases, 4 mailboxes)\nBackups kept in /var/backups/portico/acme/',
          },
          exitCodes: [ok, failed, usage, notFound('user')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico user delete acme', 'portico user delete acme --yes'],
        },
        {
          words: ['user', 'list'],
          summary: 'List every hosting account with its plan, domain count and state.',
          arguments: [],
          flags: [],
          output: {
            description:
              'One row per account. The STATUS column, `active` or `suspended`, arrived in 1.6.4.',
            sample:
              'USER     PLAN      DOMAINS  STATUS\nacme     default   2        suspended\nbistro   starter   1        active',
            variants: {
              'after-billing-orders':
                'USER       PLAN      DOMAINS  STATUS\nacme       default   2        suspended\nbistro     starter   1        active\nnewbakery  starter   1        active\ntestshop   starter   1        active',
            },
          },
          exitCodes: [ok, failed, usage],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico user list', "portico user list | grep -c ' active'"],
        },
        {
          words: ['user', 'suspend'],
          summary:
            "Stop an account's containers and answer its domains with a 503 page; files and data stay.",
          arguments: [username()],
          flags: [
            {
              name: '--reason',
              type: 'string',
              description:
                'Shown to administrators next to the account, so the next person knows why.',
            },
          ],
          output: {
            description: 'One line naming the account and the reason.',
            sample: 'Suspended user acme: unpaid invoice',
          },
          exitCodes: [ok, failed, usage, notFound('user')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico user suspend acme --reason="unpaid invoice"'],
        },
        {
          words: ['user', 'unsuspend'],
          summary: "Start a suspended account's containers again and serve its sites.",
          arguments: [username()],
          flags: [],
          output: {
            description: 'One line once the containers run.',
            sample: 'Unsuspended user acme',
          },
          exitCodes: [ok, failed, usage, notFound('user')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico user unsuspend acme'],
        },
        {
          words: ['user', 'password'],
          summary: 'Set a new Portico Panel password for an account.',
          arguments: [username()],
          flags: [
            {
              name: '--password',
              type: 'string',
              default: 'generated',
              description: 'The new password. Leave it out to have one generated and printed once.',
            },
          ],
          output: {
            description: 'The new password when it was generated.',
            sample: 'New password for acme (shown once): Hs2d-Tq7v-Mx3k-Bn9w',
          },
          exitCodes: [ok, failed, usage, notFound('user')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico user password acme'],
        },
        {
          words: ['user', 'login'],
          summary: "Print a one-time address that opens Portico Panel as the account's owner.",
          arguments: [username()],
          flags: [],
          output: {
            description: `A single-use sign-in address on port ${ports.panel}, valid for ${signInLinkSeconds} seconds.`,
            sample: `https://server.example.com:${ports.panel}/login/once/9f2c71d4e8a04b6f (valid ${signInLinkSeconds} s)`,
          },
          exitCodes: [ok, failed, usage, notFound('user')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico user login acme'],
        },
      ],
    },
    {
      name: 'plan',
      summary: 'Hosting plans: the limits every account on a plan shares.',
      commands: [
        {
          words: ['plan', 'add'],
          summary:
            'Create a hosting plan; limits left out take the values of the built-in `default` plan.',
          arguments: [
            {
              name: 'name',
              type: 'string',
              required: true,
              description: "The plan's name, matched exactly by billing modules and the API.",
            },
          ],
          flags: planLimitFlags(true),
          output: {description: 'One line naming the plan.', sample: 'Created plan starter'},
          exitCodes: [ok, failed, usage, exists('plan')],
          enterprise: false,
          since: '1.0.0',
          examples: [
            'portico plan add starter --disk=5G --inodes=150000 --domains=2 --databases=5 --emails=5 --ftp=2 --cpu=1 --ram=1G --processes=20',
          ],
        },
        {
          words: ['plan', 'edit'],
          summary: 'Change limits of a plan; every account on it gets the new limits at once.',
          arguments: [
            {name: 'name', type: 'string', required: true, description: 'The plan to change.'},
          ],
          flags: planLimitFlags(false),
          output: {
            description: 'The plan and how many accounts took the change.',
            sample: 'Updated plan starter (1 account)',
          },
          exitCodes: [ok, failed, usage, notFound('plan')],
          enterprise: false,
          since: '1.0.0',
          examples: [
            'portico plan edit starter --ram=2G',
            'portico plan edit starter --feature-set=basic',
          ],
        },
        {
          words: ['plan', 'delete'],
          summary: 'Delete a plan that no account uses.',
          arguments: [
            {name: 'name', type: 'string', required: true, description: 'The plan to delete.'},
          ],
          flags: [],
          output: {
            description: 'One line, or an error naming how many accounts still use the plan.',
            sample: 'Deleted plan starter',
          },
          exitCodes: [
            ok,
            {code: 1, meaning: 'Accounts still use the plan; move them to another plan first.'},
            usage,
            notFound('plan'),
          ],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico plan delete starter'],
        },
        {
          words: ['plan', 'list'],
          summary: 'List the plans with their main limits and how many accounts use each.',
          arguments: [],
          flags: [],
          output: {
            description:
              'One row per plan, names spelled exactly as billing modules must send them.',
            sample: table([
              ['NAME', 'DISK', 'INODES', 'DOMAINS', 'DATABASES', 'CPU', 'RAM', 'ACCOUNTS'],
              [
                defaultPlan.name,
                `${defaultPlan.diskGB}G`,
                String(defaultPlan.inodes),
                String(defaultPlan.domains),
                String(defaultPlan.databases),
                String(defaultPlan.cpuCores),
                `${defaultPlan.ramGiB}G`,
                '1',
              ],
              ['starter', '5G', '150000', '2', '5', '1', '2G', '1'],
            ]),
          },
          exitCodes: [ok, failed, usage],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico plan list'],
        },
      ],
    },
    {
      name: 'domain',
      summary: 'Domains of hosting accounts, with their DNS zone and Caddy route.',
      commands: [
        {
          words: ['domain', 'add'],
          summary:
            "Add a domain to an account: document root, DNS zone, Caddy route and a Let's Encrypt certificate.",
          arguments: [domainArgument],
          flags: [
            {
              name: '--user',
              type: 'string',
              required: true,
              description: 'The account that receives the domain.',
            },
          ],
          output: {
            description:
              'The domain and its document root; the certificate follows in the background.',
            sample:
              'Domain shop.acme.example added to acme, document root /home/acme/shop.acme.example/public\nCertificate requested; check it with: portico ssl status shop.acme.example',
          },
          exitCodes: [ok, failed, usage, notFound('user'), exists('domain')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico domain add shop.acme.example --user=acme'],
        },
        {
          words: ['domain', 'delete'],
          summary:
            "Remove a domain, its zone and its route; its files stay in the account's home folder.",
          arguments: [domainArgument],
          flags: [yes],
          output: {
            description:
              'A question that asks for the domain again (unless `--yes`), then one line.',
            sample:
              'Type the domain to confirm: shop.acme.example\nDeleted domain shop.acme.example',
          },
          exitCodes: [ok, failed, usage, notFound('domain')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico domain delete shop.acme.example --yes'],
        },
        {
          words: ['domain', 'list'],
          summary: 'List domains with their account, web server and certificate state.',
          arguments: [],
          flags: [
            {
              name: '--user',
              type: 'string',
              default: 'every account',
              description: 'Only the domains of this account.',
            },
          ],
          output: {
            description: `One row per domain. SSL is the certificate's state as Portico Panel shows it, in lowercase: ${certificateStates.map((state) => `\`${state}\``).join(', ')}; \`none\` when the domain has no certificate and none is requested.`,
            sample:
              'DOMAIN              USER    WEBSERVER  SSL      STATUS\nacme.example        acme    nginx      valid    active\nshop.acme.example   acme    nginx      pending  active',
          },
          exitCodes: [ok, failed, usage, notFound('user')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico domain list --user=acme'],
        },
        {
          words: ['domain', 'suspend'],
          summary: 'Answer one domain with a 503 page while the rest of the account keeps running.',
          arguments: [domainArgument],
          flags: [
            {
              name: '--reason',
              type: 'string',
              description: 'Shown to administrators next to the domain.',
            },
          ],
          output: {description: 'One line.', sample: 'Suspended domain acme.example'},
          exitCodes: [ok, failed, usage, notFound('domain')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico domain suspend acme.example'],
        },
        {
          words: ['domain', 'unsuspend'],
          summary: 'Serve a suspended domain again.',
          arguments: [domainArgument],
          flags: [],
          output: {description: 'One line.', sample: 'Unsuspended domain acme.example'},
          exitCodes: [ok, failed, usage, notFound('domain')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico domain unsuspend acme.example'],
        },
      ],
    },
    {
      name: 'dns',
      summary: "DNS zones served by the server's BIND 9.",
      commands: [
        {
          words: ['dns', 'show'],
          summary: "Print a domain's zone as BIND serves it.",
          arguments: [domainArgument],
          flags: [],
          output: {
            description: "The zone in BIND's record format, one record per line.",
            sample:
              'acme.example.            3600 IN SOA  ns1.example.com. hostmaster.acme.example. 2026103101 3600 900 1209600 3600\nacme.example.            3600 IN NS   ns1.example.com.\nacme.example.            3600 IN NS   ns2.example.com.\nacme.example.            3600 IN A    203.0.113.10\nwww.acme.example.        3600 IN CNAME acme.example.\nacme.example.            3600 IN MX   10 mail.acme.example.\nacme.example.            3600 IN TXT  "v=spf1 mx ~all"',
          },
          exitCodes: [ok, failed, usage, notFound('zone')],
          enterprise: false,
          since: '1.0.0',
          examples: [
            'portico dns show acme.example',
            'portico dns show acme.example | grep _domainkey',
          ],
        },
        {
          words: ['dns', 'add-record'],
          summary: 'Add a record to a zone and reload it.',
          arguments: [domainArgument],
          flags: [
            {
              name: '--type',
              type: 'enum',
              values: ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA', 'NS'],
              required: true,
              description: 'The record type.',
            },
            {
              name: '--name',
              type: 'string',
              required: true,
              description: 'The name inside the zone: `@` for the domain itself, `www`, `_dmarc`.',
            },
            {
              name: '--value',
              type: 'string',
              required: true,
              description: "The record's data; quote values with spaces.",
            },
            {
              name: '--ttl',
              type: 'integer',
              default: `the \`default_ttl\` key of \`[dns]\` (${facts['dns-default-ttl'].values[0]})`,
              description: 'Seconds resolvers may cache the record.',
            },
            {
              name: '--priority',
              type: 'integer',
              default: '10',
              description: 'Priority of an MX or SRV record.',
            },
          ],
          output: {
            description: 'The record as written, and the new zone serial.',
            sample: 'Added acme.example. 3600 IN TXT "v=spf1 mx ~all" (serial 2026103102)',
          },
          exitCodes: [
            ok,
            {
              code: 1,
              meaning:
                'BIND refused the zone; the record is rolled back and the line at fault is printed.',
            },
            usage,
            notFound('zone'),
          ],
          enterprise: false,
          since: '1.0.0',
          examples: [
            'portico dns add-record acme.example --type=TXT --name=@ --value="v=spf1 mx ~all" --ttl=3600',
            'portico dns add-record acme.example --type=MX --name=@ --value=mail.acme.example --priority=10',
          ],
        },
        {
          words: ['dns', 'delete-record'],
          summary: 'Delete the records of a name and type from a zone and reload it.',
          arguments: [domainArgument],
          flags: [
            {
              name: '--type',
              type: 'enum',
              values: ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA', 'NS'],
              required: true,
              description: 'The record type.',
            },
            {
              name: '--name',
              type: 'string',
              required: true,
              description: 'The name inside the zone.',
            },
            {
              name: '--value',
              type: 'string',
              default: 'every record of that name and type',
              description: 'Delete only the record with this data.',
            },
          ],
          output: {
            description: 'How many records went, and the new serial.',
            sample: 'Deleted 1 record from acme.example (serial 2026103103)',
          },
          exitCodes: [ok, failed, usage, notFound('zone or record')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico dns delete-record acme.example --type=TXT --name=@'],
        },
        {
          words: ['dns', 'reload'],
          summary:
            'Check every zone and reload BIND; with a DNS cluster, the secondaries are notified.',
          arguments: [
            {
              name: 'domain',
              type: 'string',
              required: false,
              description: 'Reload this zone only.',
            },
          ],
          flags: [],
          output: {
            description:
              'The number of zones loaded. Since 1.6.6 a zone that BIND refuses is named with the line at fault, and the exit code is 1.',
            sample: 'Checked 2 zones, reloaded BIND, notified 2 secondaries',
          },
          exitCodes: [
            ok,
            {code: 1, meaning: 'BIND refused a zone; the zone and the line at fault are printed.'},
            usage,
            notFound('zone'),
          ],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico dns reload', 'portico dns reload acme.example'],
        },
      ],
    },
    {
      name: 'ssl',
      summary: "Let's Encrypt certificates that the host's Caddy issues and renews.",
      commands: [
        {
          words: ['ssl', 'issue'],
          summary:
            'Request a certificate for a domain and its `www` name now, instead of waiting for the next retry.',
          arguments: [domainArgument],
          flags: [],
          output: {
            description:
              'The names requested, the result, and the expiry with the start of the renewal window.',
            sample: `Requesting certificate for bistro.example, www.bistro.example ... issued\n${expiryWithRenewal('2027-01-29')}`,
          },
          exitCodes: [
            ok,
            {
              code: 1,
              meaning: "The ACME challenge failed; the error from Let's Encrypt is printed.",
            },
            usage,
            notFound('domain'),
          ],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico ssl issue bistro.example'],
        },
        {
          words: ['ssl', 'renew'],
          summary:
            'Renew a certificate before its renewal window opens, for example after changing its names.',
          arguments: [domainArgument],
          flags: [],
          output: {
            description: 'Like `ssl issue`.',
            sample: `Renewing certificate for acme.example, www.acme.example ... issued\n${expiryWithRenewal('2027-02-02')}`,
          },
          exitCodes: [
            ok,
            {
              code: 1,
              meaning: "The ACME challenge failed; the error from Let's Encrypt is printed.",
            },
            usage,
            notFound('domain'),
          ],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico ssl renew acme.example'],
        },
        {
          words: ['ssl', 'status'],
          summary: 'Show the certificate state of one domain, or of all of them.',
          arguments: [
            {
              name: 'domain',
              type: 'string',
              required: false,
              description: 'The domain; leave it out for a table of every domain.',
            },
          ],
          flags: [],
          output: {
            description:
              'The names covered, the state, and the last error when issuing failed. Since 1.6.5 the date of the next renewal attempt stands next to the expiry.',
            sample:
              'Domain:       bistro.example, www.bistro.example\nStatus:       failed\nLast attempt: 2026-10-31 09:41 UTC\nError:        HTTP-01 challenge failed for www.bistro.example: 198.51.100.44: Invalid response: 404\nNext retry:   2026-10-31 10:41 UTC',
          },
          exitCodes: [ok, failed, usage, notFound('domain')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico ssl status bistro.example', 'portico ssl status'],
        },
      ],
    },
    {
      name: 'backup',
      summary: 'Account backups: the nightly archives and extra ones taken by hand.',
      commands: [
        {
          words: ['backup', 'run'],
          summary: 'Back up one account now, next to its nightly archives.',
          arguments: [username()],
          flags: [],
          output: {
            description:
              "Progress, the size and duration, and the archive's path. Since 1.3.5 it prints the size of each part as it writes it.",
            sample:
              'Backing up acme ...\n  files       1.2 GB\n  databases   186 MB\n  mail        42 MB\n  dns zones   8 KB\n  settings    24 KB\nDone (1.4 GB, 2 min 41 s)\nArchive: /var/backups/portico/acme/acme-2026-10-31-1122-manual.tar.gz',
          },
          exitCodes: [
            ok,
            {
              code: 1,
              meaning:
                'The archive could not be written, usually for lack of space in the backup path.',
            },
            usage,
            notFound('user'),
          ],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico backup run acme'],
        },
        {
          words: ['backup', 'list'],
          summary:
            "List an account's archives, newest first, each with the name that `backup restore --archive` takes.",
          arguments: [username()],
          flags: [],
          output: {
            description:
              "One row per archive: its name (the account, the day and time it was written, and `manual` for one taken by hand), its type (`daily` or `manual`) and its size. The name is the archive's file name without `.tar.gz`, and the id the REST API uses.",
            sample:
              'ARCHIVE                      TYPE     SIZE\nacme-2026-10-31-0230         daily    1.4 GB\nacme-2026-10-30-0230         daily    1.4 GB\nacme-2026-10-28-1605-manual  manual   1.3 GB',
          },
          exitCodes: [ok, failed, usage, notFound('user')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico backup list acme'],
        },
        {
          words: ['backup', 'restore'],
          summary: `Put an account back to the state of one archive, which holds ${facts['archive-contents'].text}.`,
          arguments: [username()],
          flags: [
            {
              name: '--archive',
              type: 'string',
              required: true,
              description:
                "The archive's name as `portico backup list` prints it, for example `acme-2026-10-31-0230`. Exactly that archive is restored, never another one of the same day.",
            },
          ],
          output: {
            description: 'Each part as it is restored, then the duration.',
            sample:
              'Restoring acme from acme-2026-10-31-0230.tar.gz\n  files ........ done\n  databases .... done (acme_wp, acme_shop)\n  mail ......... done\n  dns zones .... done\n  settings ..... done\nRestore finished in 3 min 12 s',
          },
          exitCodes: [ok, failed, usage, notFound('user or archive')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico backup restore acme --archive=acme-2026-10-31-0230'],
        },
      ],
    },
    {
      name: 'admin',
      summary: 'Administrator logins of Portico Admin, and the web interface itself.',
      commands: [
        {
          words: ['admin', 'add'],
          summary: 'Create an administrator login for Portico Admin.',
          arguments: [
            {name: 'login', type: 'string', required: true, description: 'The new login name.'},
          ],
          flags: [
            {
              name: '--email',
              type: 'string',
              required: true,
              description: 'Where password resets and notifications go.',
            },
          ],
          output: {
            description: 'The login and a generated password, shown once.',
            sample: 'Administrator ops created. Generated password: w7Rk-3pLq-Zt9c',
          },
          exitCodes: [ok, failed, usage, exists('login')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico admin add ops --email=ops@example.com'],
        },
        {
          words: ['admin', 'delete'],
          summary: 'Delete an administrator login; the last enabled one cannot be deleted.',
          arguments: [
            {name: 'login', type: 'string', required: true, description: 'The login to delete.'},
          ],
          flags: [],
          output: {description: 'One line.', sample: 'Administrator ops deleted.'},
          exitCodes: [
            ok,
            {code: 1, meaning: 'This is the last enabled administrator.'},
            usage,
            notFound('login'),
          ],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico admin delete ops'],
        },
        {
          words: ['admin', 'list'],
          summary: 'List administrator logins with their state and last sign-in.',
          arguments: [],
          flags: [],
          output: {
            description: 'One row per login.',
            sample:
              'LOGIN   EMAIL              2FA  STATUS    LAST LOGIN\nadmin   root@example.com   yes  enabled   2026-10-31 08:12 UTC\nops     ops@example.com    no   disabled  2026-10-02 17:40 UTC',
          },
          exitCodes: [ok, failed, usage],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico admin list'],
        },
        {
          words: ['admin', 'password'],
          summary: 'Set a new password for an administrator login, also when nobody can sign in.',
          arguments: [
            {
              name: 'login',
              type: 'string',
              required: true,
              description: 'The login, `admin` for the one the installer made.',
            },
          ],
          flags: [],
          output: {
            description: 'A generated password, shown once.',
            sample: 'New password for admin: Zt9c-w7Rk-3pLq',
          },
          exitCodes: [ok, failed, usage, notFound('login')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico admin password admin'],
        },
        {
          words: ['admin', 'disable'],
          summary: `Block one administrator login; without a login name (since 1.6.3), turn off sign-in on port ${ports.admin} for everyone.`,
          arguments: [
            {
              name: 'login',
              type: 'string',
              required: false,
              description:
                'The login to block. Leave it out to disable the web interface; the CLI and the API keep working.',
            },
          ],
          flags: [],
          output: {
            description: 'One line saying what was disabled.',
            sample: `Portico Admin login disabled on port ${ports.admin}. Turn it back on with: portico admin enable`,
          },
          exitCodes: [ok, failed, usage, notFound('login')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico admin disable ops', 'portico admin disable'],
        },
        {
          words: ['admin', 'enable'],
          summary: `Allow a blocked administrator login again; without a login name (since 1.6.3), turn sign-in on port ${ports.admin} back on.`,
          arguments: [
            {
              name: 'login',
              type: 'string',
              required: false,
              description: 'The login to allow. Leave it out to enable the web interface.',
            },
          ],
          flags: [],
          output: {
            description: 'One line saying what was enabled.',
            sample: `Portico Admin login enabled on port ${ports.admin}.`,
          },
          exitCodes: [ok, failed, usage, notFound('login')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico admin enable ops', 'portico admin enable'],
        },
      ],
    },
    {
      name: 'service',
      summary: "The server's shared services and each account's containers.",
      commands: [
        {
          words: ['service', 'status'],
          summary:
            "Show whether services run, with uptime and memory; with `--user`, an account's containers.",
          arguments: [
            {
              name: 'service',
              type: 'string',
              required: false,
              description: 'One service, for example `caddy` or `imunifyav`; leave it out for all.',
            },
          ],
          flags: [accountFlag],
          output: {
            description:
              'One row per service or container, with its state: `running`, `starting`, `restarting (N times)`, `exited` or `failed`.',
            sample: hostStatus(exampleServerServices, {
              panel: ['running', '6d 4h', '148 MB'],
              admin: ['running', '6d 4h', '131 MB'],
              caddy: ['running', '6d 4h', '62 MB'],
              docker: ['running', '12d 2h', '210 MB'],
              bind: ['failed', '-', '-'],
              'pure-ftpd': ['running', '12d 2h', '9 MB'],
              nftables: ['running', '12d 2h', '-'],
              clamav: ['running', '12d 2h', '890 MB'],
              cron: ['running', '12d 2h', '3 MB'],
              postfix: ['running', '12d 2h', '18 MB'],
              dovecot: ['running', '12d 2h', '24 MB'],
            }),
            variants: {
              'after-boot': hostStatus(exampleServerServices, afterBoot),
              'fresh-install': hostStatus(freshServerServices, afterBoot),
              // The containers of the account the guides look at, acme, in each of their stories.
              account: accountContainers({
                web: ['running', '6d 2h', '38 MB'],
                php83: ['running', '6d 2h', '212 MB'],
                db: ['running', '6d 2h', '431 MB'],
                redis: ['running', '2d 5h', '24 MB'],
              }),
              'account-web-restarting': accountContainers({
                web: ['restarting (12 times)', '-', '-'],
                php83: ['running', '4h 10m', '204 MB'],
                db: ['running', '4h 10m', '418 MB'],
                redis: ['running', '4h 10m', '22 MB'],
              }),
              'account-db-restarting': accountContainers({
                web: ['running', '3h 5m', '36 MB'],
                php83: ['running', '3h 5m', '188 MB'],
                db: ['restarting (7 times)', '-', '-'],
                redis: ['running', '3h 5m', '61 MB'],
              }),
            },
          },
          exitCodes: [
            ok,
            {code: 1, meaning: 'At least one service or container is not running.'},
            usage,
            notFound('service or user'),
          ],
          enterprise: false,
          since: '1.0.0',
          examples: [
            'portico service status',
            'portico service status --user=acme',
            'portico service status imunifyav',
          ],
        },
        {
          words: ['service', 'restart'],
          summary: 'Restart a shared service, or one container of an account with `--user`.',
          arguments: [
            {
              name: 'service',
              type: 'string',
              required: true,
              description:
                'The service (`caddy`, `panel`, `admin`, `postfix`, …) or, with `--user`, the container (`web`, `db`, `php83`, …).',
            },
          ],
          flags: [accountFlag],
          output: {
            description: 'The service and its state once it answers.',
            sample: 'Restarting db for acme ... running (9 s)',
          },
          exitCodes: [
            ok,
            {code: 1, meaning: 'The service did not reach `running`; read its log.'},
            usage,
            notFound('service or user'),
          ],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico service restart caddy', 'portico service restart --user=acme db'],
        },
        {
          words: ['service', 'logs'],
          summary: "Print the last lines a service or an account's container logged.",
          arguments: [
            {
              name: 'service',
              type: 'string',
              required: false,
              description:
                'The service or, with `--user`, the container; leave it out for all of them, interleaved.',
            },
          ],
          flags: [
            accountFlag,
            {
              name: '--lines',
              type: 'integer',
              default: '50',
              description: 'How many of the newest lines to print.',
            },
          ],
          output: {
            description: 'The log lines as the service wrote them.',
            sample:
              'nginx: [emerg] host not found in upstream "php81:9000" in /etc/nginx/conf.d/acme.example.conf:14',
            variants: {
              'caddy-502':
                '{"level":"error","logger":"http.log.error","msg":"dial tcp 127.0.0.1:20001: connect: connection refused","request":{"host":"acme.example"},"status":502}',
            },
          },
          exitCodes: [ok, failed, usage, notFound('service or user')],
          enterprise: false,
          since: '1.0.0',
          examples: [
            'portico service logs panel --lines=100',
            'portico service logs --user=acme web --lines=20',
          ],
        },
      ],
    },
    {
      name: 'firewall',
      summary: "The nftables firewall's allow and deny rules.",
      commands: [
        {
          words: ['firewall', 'allow'],
          summary: 'Open a port, or let an address or network through every rule.',
          arguments: [
            {
              name: 'target',
              type: 'string',
              required: true,
              description: 'A port with its protocol (`8080/tcp`), an address or a CIDR network.',
            },
          ],
          flags: [
            {
              name: '--comment',
              type: 'string',
              default: '-',
              description: 'A note shown in the COMMENT column.',
            },
          ],
          output: {description: 'The rule as stored.', sample: 'Added rule: allow 8080/tcp'},
          exitCodes: [ok, failed, usage, exists('rule')],
          enterprise: false,
          since: '1.0.0',
          examples: [
            'portico firewall allow 8080/tcp',
            'portico firewall allow 203.0.113.0/24 --comment=office',
          ],
        },
        {
          words: ['firewall', 'deny'],
          summary: 'Drop all traffic from an address or network, or close a port.',
          arguments: [
            {
              name: 'target',
              type: 'string',
              required: true,
              description: 'An address, a CIDR network or a port with its protocol.',
            },
          ],
          flags: [
            {
              name: '--comment',
              type: 'string',
              default: '-',
              description: 'A note shown in the COMMENT column.',
            },
          ],
          output: {description: 'The rule as stored.', sample: 'Added rule: deny 198.51.100.7'},
          exitCodes: [ok, failed, usage, exists('rule')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico firewall deny 198.51.100.7'],
        },
        {
          words: ['firewall', 'list'],
          summary: 'List the rules Portico keeps, in the order nftables applies them.',
          arguments: [],
          flags: [],
          output: {
            description: 'One row per rule.',
            sample: firewallList(exampleFirewallRules),
            variants: {
              // After "Harden a new server" moved SSH to port 2222.
              hardened: firewallList(
                installerFirewallRules.map((rule) =>
                  allowed(rule.comment === 'ssh' ? {...rule, targets: ['2222/tcp']} : rule),
                ),
              ),
            },
          },
          exitCodes: [ok, failed, usage],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico firewall list'],
        },
        {
          words: ['firewall', 'reload'],
          summary:
            "Rebuild the rule set from Portico's records, undoing changes made directly with `nft`.",
          arguments: [],
          flags: [],
          output: {
            description: 'How many rules were loaded: the rows of `portico firewall list`.',
            sample: `Firewall reloaded: ${exampleFirewallRules.length} rules`,
          },
          exitCodes: [ok, failed, usage],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico firewall reload'],
        },
      ],
    },
    {
      name: 'config',
      summary: 'Keys of `/etc/portico/portico.conf`, read and written with their checks.',
      commands: [
        {
          words: ['config', 'get'],
          summary: 'Print the value of one key, written `section.key`.',
          arguments: [
            {
              name: 'key',
              type: 'string',
              required: true,
              description: 'The section and key, for example `server.timezone`.',
            },
          ],
          flags: [],
          output: {
            description: 'The value alone, ready for a script.',
            sample: 'Europe/Berlin',
            variants: {
              'branding.name': 'HostCo Panel',
              'modules.elasticsearch': 'off',
            },
          },
          exitCodes: [ok, usage, notFound('key')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico config get server.timezone'],
        },
        {
          words: ['config', 'set'],
          summary: 'Check and write one key, then reload the services that read it.',
          arguments: [
            {
              name: 'key=value',
              type: 'string',
              required: true,
              description:
                'The key and its new value; quote values with spaces. An empty value clears the key.',
            },
          ],
          flags: [],
          output: {
            description: 'The old and new value, and what was reloaded.',
            sample: 'server.timezone: UTC -> Europe/Berlin (reloaded: panel, admin, cron)',
            variants: {
              'backups.retention': `backups.retention: ${facts['archives-kept'].values[0]} -> 3 (reloaded: cron)`,
              'backups.path':
                'backups.path: /var/backups/portico -> /mnt/backups/portico (reloaded: cron)',
              'api.rate_limit': `api.rate_limit: ${facts['api-rate-limit'].values[0]} -> 120 (reloaded: admin)`,
            },
          },
          exitCodes: [
            ok,
            {code: 1, meaning: 'The value is not valid for the key; nothing was written.'},
            usage,
            notFound('key'),
          ],
          enterprise: false,
          since: '1.0.0',
          examples: [
            'portico config set server.timezone=Europe/Berlin',
            'portico config set api.rate_limit=120',
          ],
        },
      ],
    },
    {
      name: 'license',
      summary: 'The Enterprise license key of this server.',
      commands: [
        {
          words: ['license', 'key'],
          summary: 'Activate a license key on this server, or move one here from another server.',
          arguments: [
            {
              name: 'key',
              type: 'string',
              required: true,
              description: 'The key, `PTC-` followed by three groups of four characters.',
            },
          ],
          flags: [],
          output: {
            description:
              'The masked key, the check against the license server, and the edition with its renewal date.',
            sample:
              'Verifying PTC-7F3K-****-**** with license.portico.example ... ok\nEdition: Enterprise (monthly), renews 2026-12-03',
            variants: {
              move: 'Verifying PTC-7F3K-****-**** with license.portico.example ... key in use on old.example.net\nLast check from that server: 2026-10-29 04:00 UTC\nMove the license to this server? [y/N] y\nLicense moved. Edition: Enterprise (monthly), renews 2026-12-03\nold.example.net returns to Community at its next check.',
            },
          },
          exitCodes: [
            ok,
            {
              code: 1,
              meaning:
                'The license server refused the key, for example because another server uses it.',
            },
            usage,
            unreachable('The license server'),
          ],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico license key PTC-7F3K-29QX-M4LD'],
        },
        {
          words: ['license', 'verify'],
          summary: 'Check the key against the license server now instead of at the daily check.',
          arguments: [],
          flags: [],
          output: {
            description: 'The result of the check.',
            sample: 'Verifying PTC-7F3K-****-**** with license.portico.example ... ok',
          },
          exitCodes: [
            ok,
            {code: 1, meaning: 'The key is not valid for this server.'},
            usage,
            unreachable('The license server'),
          ],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico license verify'],
        },
        {
          words: ['license', 'info'],
          summary:
            'Show the edition, the masked key, its state and renewal date. Since 1.0.1 also the expiry and the server ID the key is bound to.',
          arguments: [],
          flags: [],
          output: {
            description: 'One field per line; on Community, the edition alone.',
            sample:
              'Edition:      Enterprise\nKey:          PTC-7F3K-****-****\nStatus:       active\nRenews:       2026-12-03\nExpires:      2026-12-03\nServer ID:    srv-4b7e91c2\nLast check:   2026-11-03 10:02 UTC',
          },
          exitCodes: [ok, failed, usage],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico license info', "portico license info | grep -E 'Edition|Key|Status'"],
        },
      ],
    },
    {
      name: 'update',
      summary: "Portico's own updates.",
      commands: [
        {
          words: ['update', '--check'],
          summary: 'Ask the update server for a newer release without installing anything.',
          arguments: [],
          flags: [],
          output: {
            description:
              'The installed and available versions, and (since 1.0.3) the release channel.',
            sample: `Installed: ${updateSample.before}\nAvailable: ${updateSample.newest} (${updateSample.available})\nChannel:   stable (auto_update = patch, next check ${facts['update-check-time'].text})`,
            variants: {
              'up-to-date': `Installed: ${updateSample.newest}\nAvailable: none\nChannel:   stable (auto_update = patch, next check ${facts['update-check-time'].text})`,
            },
          },
          exitCodes: [ok, usage, unreachable('The update server')],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico update --check'],
        },
        {
          words: ['update', '--now'],
          summary: `Install now what \`portico update --check\` lists as Available: ${facts['update-now'].text}, whatever \`auto_update\` allows. The host components go first, then each account's containers, one account at a time.`,
          arguments: [],
          flags: [],
          output: {
            description: `The versions, the host part, one line per account ending in ${updateAccountResults.map((result) => `\`${result}\``).join(' or ')}, and the result; the full run is in \`/var/log/portico/update.log\`.`,
            sample: updateRun(updateSample.before),
            variants: {
              minor: updateRun(updateSample.olderLine),
            },
          },
          exitCodes: [
            ok,
            {
              code: 1,
              meaning: 'The update failed and was rolled back; read `/var/log/portico/update.log`.',
            },
            usage,
            unreachable('The update server'),
          ],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico update --now'],
        },
      ],
    },
    {
      name: 'report',
      summary: 'A diagnostics bundle for support.',
      commands: [
        {
          words: ['report'],
          summary:
            'Collect system facts, configuration, logs and service state into one archive, with secrets redacted.',
          arguments: [],
          flags: [],
          output: {
            description:
              "Each part as it is collected, how many values were redacted, and the archive's path under `/root/`.",
            sample:
              'Collecting system facts ................ done\nCollecting Portico configuration ....... done\nCollecting logs (13 files) ............. done\nCollecting service and container state . done (2 accounts)\nCollecting firewall rules and routes ... done\nRedacted: 17 values in 6 files\nReport written to /root/portico-report-2026-11-03.tar.gz (2.6 MB)',
          },
          exitCodes: [ok, failed, usage],
          enterprise: false,
          since: '1.0.0',
          examples: ['portico report'],
        },
      ],
    },
  ],
};

/**
 * The tool as each frozen docs version describes it, written with the version's
 * other data by `npm run docs:cut` when it freezes the current docs.
 */
const frozenTools = Object.values(frozenDocsData as Record<string, {cli: CliTool}>).map(
  (data) => data.cli,
);

/** The tools of every docs version, current docs version first. */
export const cliTools: readonly CliTool[] = [portico, ...frozenTools];

/** The data of the current docs' tool, as `npm run docs:cut` freezes it. */
export const currentCliTool: CliTool = portico;

/** The tool documented by a docs version (`1.6.7`, `0.3.7`). */
export function cliToolOf(docsVersion: string): CliTool {
  const tool = cliTools.find((candidate) => candidate.docsVersion === docsVersion);
  if (!tool) throw new Error(`No CLI data for docs version ${docsVersion}`);
  return tool;
}

/** The command line as the reference prints it: `portico user add <username> [--plan=…]`. */
export function synopsisOf(tool: CliTool, command: CliCommand): string {
  const argumentsPart = command.arguments.map((argument) =>
    argument.required ? `<${argument.name}>` : `[${argument.name}]`,
  );
  const flagsPart = command.flags.map((flag) => {
    const value =
      flag.type === 'switch' ? '' : `=<${flag.values ? flag.values.join('|') : flag.type}>`;
    return flag.required ? `${flag.name}${value}` : `[${flag.name}${value}]`;
  });
  return [tool.binary, ...command.words, ...argumentsPart, ...flagsPart].join(' ');
}
