/**
 * The billing modules for WHMCS and FOSSBilling. /billing/ renders what the
 * actions do on a Portico server; /whmcs-module/ and /fossbilling-module/
 * render one module each through the BillingModulePage component.
 *
 * Text fields may mark inline code with `backticks` and screen or button
 * names with **double asterisks**.
 */
import {ports} from './company';
import {signInLinkSeconds} from './accounts';

export type BillingActionId =
  | 'create'
  | 'suspend'
  | 'unsuspend'
  | 'terminate'
  | 'changePlan'
  | 'changePassword'
  | 'singleSignOn'
  | 'usageSync';

export interface BillingAction {
  readonly id: BillingActionId;
  readonly label: string;
  /** What the Portico server does when a module sends this action. */
  readonly result: string;
  /** The REST call under `/api/` the modules make for it. */
  readonly endpoint: string;
}

/**
 * The call the billing page shows for a billing system without a module, and its answer: an order
 * that creates a new account on the example server, as the API description's `createUser` example
 * has it (tests/unit/sample-output.test.ts holds the two equal).
 */
export const createAccountExample = {
  request: {
    username: 'ridgecafe',
    plan: 'starter',
    email: 'hello@ridgecafe.example',
    domain: 'ridgecafe.example',
  },
  response: {
    data: {
      username: 'ridgecafe',
      plan: 'starter',
      status: 'active',
      domains: ['ridgecafe.example'],
      password: 'Tq7v-Mx3k-Bn9w-Hs2d',
    },
  },
};

/** The call of `createAccountExample` as a shell runs it, and its answer as the page prints it. */
export const createAccountCall = {
  command: `curl -s https://server.example.com:${ports.admin}/api/users \\
  -H "Authorization: Bearer ptk_3f9c1a7e52d84b06c1e0" \\
  -H "Content-Type: application/json" \\
  -d '${JSON.stringify(createAccountExample.request)}'`,
  answer: JSON.stringify(createAccountExample.response, null, 2),
};

export const billingActions: readonly BillingAction[] = [
  {
    id: 'create',
    label: 'Create',
    result:
      'A new hosting account on the plan the product names, with its first domain, its own containers and a generated password that the billing system stores for the customer.',
    endpoint: 'POST /api/users',
  },
  {
    id: 'suspend',
    label: 'Suspend',
    result:
      'The containers of the account stop. Its domains answer with a 503 suspension page and the panel login refuses the owner, while files, databases and mail stay on disk.',
    endpoint: 'POST /api/users/{username}/suspend',
  },
  {
    id: 'unsuspend',
    label: 'Unsuspend',
    result:
      'The containers start again, usually within 30 seconds, and the sites return exactly as they were left.',
    endpoint: 'POST /api/users/{username}/unsuspend',
  },
  {
    id: 'terminate',
    label: 'Terminate',
    result:
      'The account is deleted with its containers, home folder, databases, mailboxes and DNS zones. Its backup archives stay on the server until you remove them.',
    endpoint: 'DELETE /api/users/{username}',
  },
  {
    id: 'changePlan',
    label: 'Change plan',
    result:
      'The account moves to another plan. Disk, CPU, memory and process limits change live, with no restart and no downtime.',
    endpoint: 'PATCH /api/users/{username}',
  },
  {
    id: 'changePassword',
    label: 'Change password',
    result:
      'The Portico Panel password is replaced, and every other signed-in session of that user is ended.',
    endpoint: 'POST /api/users/{username}/password',
  },
  {
    id: 'singleSignOn',
    label: 'Single sign-on',
    result: `The customer lands in Portico Panel on port ${ports.panel}, already signed in, through a one-time link that expires after ${signInLinkSeconds} seconds.`,
    endpoint: 'POST /api/users/{username}/login',
  },
  {
    id: 'usageSync',
    label: 'Usage sync',
    result:
      'Disk, bandwidth and inode figures of every account flow back to the billing system once a day, ready for usage reports and overage invoices.',
    endpoint: 'GET /api/users/{username}/usage',
  },
];

export type BillingModuleId = 'whmcs' | 'fossbilling';

export interface CodeSample {
  readonly language: 'bash' | 'text';
  readonly title?: string;
  readonly content: string;
}

export interface InstallStep {
  readonly title: string;
  readonly text: string;
  readonly code?: CodeSample;
}

export interface BillingModule {
  readonly id: BillingModuleId;
  /** The billing system's name. */
  readonly name: string;
  readonly route: '/whmcs-module/' | '/fossbilling-module/';
  readonly vendorUrl: string;
  /**
   * The day what the page says of the billing system itself (its versions, PHP, screens, paths and
   * cron) was checked against its own documentation; the page shows it (tests/unit/other-products.test.ts).
   */
  readonly asOf: string;
  /** The docs article with the full walk-through. */
  readonly article: string;
  /** Page title and meta description. */
  readonly title: string;
  readonly description: string;
  readonly heroTitle: string;
  readonly lead: string;
  /** One line for the overview card on /billing/. */
  readonly summary: string;
  /** The Portico release that first shipped this module. */
  readonly since: string;
  /** Where the module's releases are published. */
  readonly releases: string;
  readonly archive: string;
  /** Where the module's files go inside the billing system. */
  readonly installPath: string;
  readonly supported: ReadonlyArray<{readonly label: string; readonly value: string}>;
  readonly installIntro: string;
  readonly installSteps: readonly InstallStep[];
  /** When the billing system fires each action. */
  readonly triggers: Record<BillingActionId, string>;
  /** What the customer and the billing staff see once it runs. */
  readonly inUse: readonly string[];
  readonly troubleshooting: ReadonlyArray<{readonly problem: string; readonly fix: string}>;
  readonly closing: {readonly title: string; readonly text: string};
}

export const billingModules: readonly BillingModule[] = [
  {
    id: 'whmcs',
    name: 'WHMCS',
    route: '/whmcs-module/',
    vendorUrl: 'https://www.whmcs.com',
    asOf: '2026-11-01',
    article: '/docs/articles/extensions/whmcs/',
    title: 'WHMCS module',
    description:
      'The Portico module for WHMCS: paid orders become hosting accounts, overdue invoices suspend them, and customers open the panel with one click.',
    heroTitle: 'Provision Portico accounts from WHMCS',
    lead: 'A server module for WHMCS. Once a product points at a Portico plan, the WHMCS automation does the rest: accounts appear when an order is paid, stop when an invoice goes overdue, and disappear when the service is terminated.',
    summary:
      'A server module in `modules/servers/portico/`, driven by WHMCS automation and its daily cron.',
    since: '0.3.0',
    releases: 'https://git.portico.example/portico/whmcs-module/releases',
    archive: 'portico-whmcs.zip',
    installPath: 'modules/servers/portico/',
    supported: [
      {label: 'WHMCS', value: '8.11, 8.12 and 8.13'},
      {label: 'PHP on the WHMCS server', value: '8.1, 8.2 or 8.3, as your WHMCS release requires'},
      {label: 'Portico', value: '1.0.0 or later, with an Enterprise license or trial'},
      {
        label: 'Network',
        value: `The WHMCS server reaches the Portico server on port ${ports.admin} over HTTPS`,
      },
    ],
    installIntro:
      'Plan on fifteen minutes. You work in two places: Portico Admin, where the API token comes from, and the WHMCS admin area, where the server and the products are set up.',
    installSteps: [
      {
        title: 'Switch the module on in Portico',
        text: 'In Portico Admin, open **Settings → Modules** and turn on **WHMCS** under Billing. Portico creates an API token named `whmcs` with read and write scope and takes you to **Settings → API**, where the value is shown once. Press **Copy** and keep it at hand. To be strict, limit the token to the public IP address of your WHMCS server.',
      },
      {
        title: 'Upload the module to WHMCS',
        text: 'Download the latest archive and unpack it at the root of your WHMCS installation. It carries its own folder structure and places everything in `modules/servers/portico/`, with `portico.php` directly inside; the folder name must stay lowercase.',
        code: {
          language: 'bash',
          content: 'cd /var/www/whmcs\nunzip -o ~/portico-whmcs.zip\nls modules/servers/portico',
        },
      },
      {
        title: 'Add the Portico server',
        text: `In WHMCS, go to **Configuration → System Settings → Servers → Add New Server** and pick the **Portico** module. Enter the host name of the server (for example \`server.example.com\`), select **Secure**, set the port to ${ports.admin}, leave **Username** and **Password** empty and paste the token into **Access Hash**. **Test Connection** answers with the Portico version it reached when everything is right.`,
      },
      {
        title: 'Put the server in a group',
        text: 'Create a server group such as "Portico servers" and add the new server to it. With several Portico servers in one group, the fill type **Add to the least full server** spreads new accounts across them.',
      },
      {
        title: 'Map products to Portico plans',
        text: 'Edit a product of type Shared Hosting under **Configuration → System Settings → Products/Services**. On its **Module Settings** tab choose **Portico** and your server group; the **Plan** list is read live from the server, so pick the plan by its exact name. Select **Automatically setup the product as soon as the first payment is received** to provision without waiting for you.',
      },
      {
        title: 'Let the daily cron collect usage',
        text: 'Nothing to install here: the WHMCS daily cron job calls the module once a day for disk and bandwidth figures. After its next run, the figures show on the product details page in the admin area.',
      },
    ],
    triggers: {
      create:
        'An order is paid and automatic setup is on, or you press **Create** under Module Commands.',
      suspend:
        'An invoice passes the suspension days set in **Automation Settings**, or you press **Suspend**.',
      unsuspend: 'The overdue invoice is paid in full, or you press **Unsuspend**.',
      terminate:
        'The termination days in **Automation Settings** run out, a cancellation request comes due, or you press **Terminate**.',
      changePlan: 'A customer upgrades or downgrades the product and the prorated invoice is paid.',
      changePassword:
        'The customer sets a new password on the service in the client area, or you change it from the admin area.',
      singleSignOn:
        'The customer presses **Log in to Portico Panel** on the product details page of the client area.',
      usageSync:
        'The WHMCS daily cron job runs; WHMCS then bills overages if the product has them set up.',
    },
    inUse: [
      'Customers see a **Log in to Portico Panel** button, their disk and bandwidth use, and the nameservers of the server on the product details page of the client area.',
      'Staff find the Portico user name and a **Log in as user** link on the service tab of each client, next to the usual module command buttons.',
      'Every call the module makes is written to the WHMCS **Module Log** (under **Configuration → System Logs**) and, on the Portico side, to `/var/log/portico/api.log` with the token name `whmcs`.',
    ],
    troubleshooting: [
      {
        problem: '"Portico" is missing from the module list.',
        fix: 'The archive was unpacked one level too deep or renamed. The path must be exactly `modules/servers/portico/portico.php`, readable by the web server user.',
      },
      {
        problem: 'Test Connection reports `invalid_token`.',
        fix: 'The token was cut short when pasting, or a newer one replaced it. Turn the module off and on in **Settings → Modules** for a fresh token and paste it into **Access Hash** again.',
      },
      {
        problem: 'Orders stop at "Pending" with `plan_not_found` in the Module Log.',
        fix: 'The plan chosen on the product no longer exists under that name. Plan names are case sensitive; `portico plan list` prints them exactly.',
      },
      {
        problem: 'Disk and bandwidth stay at zero.',
        fix: 'The WHMCS cron job is not running every day. Run `php -q crons/cron.php` from the WHMCS folder by hand and check the Module Log for the usage calls.',
      },
    ],
    closing: {
      title: 'Sell your first Portico plan through WHMCS',
      text: 'The setup guide walks through every WHMCS screen with a test order, from payment to the first sign-in.',
    },
  },
  {
    id: 'fossbilling',
    name: 'FOSSBilling',
    route: '/fossbilling-module/',
    vendorUrl: 'https://fossbilling.org',
    asOf: '2026-11-01',
    article: '/docs/articles/extensions/fossbilling/',
    title: 'FOSSBilling module',
    description:
      'The Portico server manager for FOSSBilling: hosting orders create, suspend and cancel Portico accounts, with single sign-on and a daily usage sync.',
    heroTitle: 'Run Portico hosting from FOSSBilling',
    lead: 'A server manager for FOSSBilling, the open-source billing and client portal. It is a single PHP file: drop it in, point a hosting plan at a Portico plan of the same name, and orders turn into running accounts.',
    summary:
      'A single `Portico.php` server manager for FOSSBilling, with hosting plans matched by name.',
    since: '1.0.0',
    releases: 'https://git.portico.example/portico/fossbilling-module/releases',
    archive: 'portico-fossbilling.zip',
    installPath: 'library/Server/Manager/',
    supported: [
      {label: 'FOSSBilling', value: '0.6 and 0.7'},
      {
        label: 'PHP on the FOSSBilling server',
        value:
          'The version your FOSSBilling release requires; the module adds no extensions of its own',
      },
      {label: 'Portico', value: '1.0.0 or later, with an Enterprise license or trial'},
      {
        label: 'Network',
        value: `FOSSBilling reaches the Portico server on port ${ports.admin} over HTTPS, by host name`,
      },
    ],
    installIntro:
      'FOSSBilling separates the server, the hosting plan and the product you sell, so the setup follows that order. Allow ten minutes and have a shell on the FOSSBilling server ready.',
    installSteps: [
      {
        title: 'Get a token from Portico',
        text: 'Turn on **FOSSBilling** under Billing in **Settings → Modules** of Portico Admin. The token it creates is called `fossbilling`; **Settings → API** opens with its value visible this one time, so copy it before you leave the page.',
      },
      {
        title: 'Copy the server manager into FOSSBilling',
        text: 'The archive holds one file, `Portico.php`. It goes into `library/Server/Manager/` of your FOSSBilling installation, or `src/library/Server/Manager/` if you run FOSSBilling from a Git checkout. Keep the capital P.',
        code: {
          language: 'bash',
          content:
            'unzip -o ~/portico-fossbilling.zip -d /tmp/portico-fb\ncp /tmp/portico-fb/Portico.php /var/www/fossbilling/library/Server/Manager/',
        },
      },
      {
        title: 'Register the server',
        text: `In the FOSSBilling admin area, open **System → Hosting plans and servers** and use the **New server** tab. Choose **Portico** as the server manager, enter the host name, IP address and the nameservers your clients should use, set the port to ${ports.admin}, keep the secure connection on and paste the token into the **API token** field. After **Add server**, run **Test connection** from the edit page of the server.`,
      },
      {
        title: 'Create matching hosting plans',
        text: 'On the hosting plans tab of the same page, add one FOSSBilling hosting plan per Portico plan you sell, named exactly like it: `default`, `starter` and so on. Quotas typed into FOSSBilling are for display only; the Portico plan decides the real limits.',
      },
      {
        title: 'Create the product',
        text: 'Add a product of the hosting type, then on its configuration tab select the Portico server and the hosting plan. Set activation to automatic after payment so a paid order provisions at once.',
      },
      {
        title: 'Check the FOSSBilling cron',
        text: 'Suspensions of overdue orders and the daily usage sync both run from the scheduled task that FOSSBilling asks you to add at install time. If you skipped it, add it now:',
        code: {
          language: 'text',
          title: 'crontab of the web server user',
          content: '*/5 * * * * php /var/www/fossbilling/cron.php',
        },
      },
    ],
    triggers: {
      create:
        'An order is activated: right after payment when the product activates automatically, or when you activate it by hand.',
      suspend:
        'The overdue-invoice rule of FOSSBilling suspends the order, or you suspend it from the order page.',
      unsuspend:
        'You unsuspend the order, or the customer settles the invoice that caused the suspension.',
      terminate: 'The order is canceled, by you or by an approved cancellation request.',
      changePlan: 'You switch the order to another hosting plan on its service details.',
      changePassword: 'The customer picks a new password on the service page of the client area.',
      singleSignOn:
        'The customer presses **Open control panel** on the service page; FOSSBilling asks the module for a one-time login address.',
      usageSync:
        'The first FOSSBilling cron run after midnight, server time, collects the figures for every active order.',
    },
    inUse: [
      'The service page of each hosting order shows the customer the panel address, the user name, the nameservers of the server, the **Open control panel** button and their disk and bandwidth use.',
      'Administrators see the Portico user name and the plan on the order, and can suspend, unsuspend or cancel from there without opening Portico Admin. Portico shows such suspensions as "suspended by FOSSBilling", since FOSSBilling sends no reason of its own.',
      'Failed activations show on the order itself and in the log files under `data/log/` of FOSSBilling; Portico logs the matching request in `/var/log/portico/api.log` under the token name `fossbilling`.',
    ],
    troubleshooting: [
      {
        problem: '"Portico" does not appear among the server managers.',
        fix: 'Check the file name and place: `Portico.php`, capital P, directly inside `library/Server/Manager/` (under `src/` in a Git checkout). A copy inside a subfolder is ignored.',
      },
      {
        problem: 'The connection test fails with a certificate error.',
        fix: `The host name does not match the certificate of port ${ports.admin}. Use the name in \`[server] hostname\`, not the IP address, and make sure it resolves: until it does, Portico serves a self-signed certificate.`,
      },
      {
        problem: 'Calls fail with `403 ip_not_allowed`.',
        fix: 'The token has an IP allow list that lacks the address FOSSBilling connects from. Add that outgoing address to the token in **Settings → API**.',
      },
      {
        problem: 'Paid orders stay pending.',
        fix: 'The product activates manually, or the FOSSBilling cron job is missing. Set activation to automatic and confirm the cron line runs every five minutes.',
      },
    ],
    closing: {
      title: 'Free billing software, automated hosting',
      text: 'As of November 2026, FOSSBilling itself is free, and the module comes with every Enterprise license. Follow the setup guide with a test order before you open the shop.',
    },
  },
];

export const billingModuleById = (id: BillingModuleId): BillingModule =>
  billingModules.find((entry) => entry.id === id)!;
