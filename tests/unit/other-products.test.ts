/**
 * What a page says about another company's product (its price, license, defaults, limits, what it
 * blocks, keeps or ships) is true on a day and may stop being true: WRITING.md asks for an "as of"
 * date. A sentence whose subject is another product (the names are in src/data/other-products.ts)
 * needs "as of <month> <year>" in its own section of a doc or a post, or in its own paragraph of a
 * marketing page or a data file, unless the data file carries a date its page renders: an exported
 * `…AsOf` constant, or an `asOf` day on each record that describes another company's product (a record
 * that links the company's site, `vendorUrl`).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {otherProducts, wordpressNames} from '../../src/data/other-products.ts';
import {screens} from '../../src/data/screens.ts';
import {join} from 'node:path';
import {
  ROOT,
  linkedSentences,
  loadDocs,
  loadMarketingSources,
  loadPosts,
  sourceWords,
} from '../lib/docs-content.ts';

const NAMES = Object.values(otherProducts)
  .flat()
  .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
/** What a product is, does or costs: the verbs of a claim that can stop being true. */
const VERBS =
  'is|are|has|have|costs?|blocks?|sells?|supports?|puts|runs|offers?|charges?|includes?|ships?|meets|licenses?|bills?|gives|serves|uses|restricts|recommends|allows|limits|requires|creates|stores|keeps|caps|advertises|understands|tries|throttles|slows|manages|writes|lists|only lists|asks for|checks|validates|fills|recognizes|takes';
const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const AS_OF = new RegExp(`\\bas of ${MONTH} \\d{4}\\b`, 'i');
const NAME = `\\b(?:${NAMES.join('|')})`;
/**
 * A sentence whose subject is another product: "Plesk runs …", "Plesk's default puts …", "CyberPanel's
 * own restore understands …", "FOSSBilling itself is …", "LogicWeb, which sells …", or
 * one that lists a product's offer ("Among Azure's sizes, good starting points are:"), or one that names a
 * product's own screen ("WHM's **Backup** tools"), whose name can change. Not what a product
 * does with Portico ("WHMCS creates a Portico account"): that is the integration, which the docs describe
 * as of their own version.
 */
const ABOUT_OTHER = new RegExp(
  `(?<!\\b(?:from|into|to|of|and) )${NAME}(?:'s(?: [a-z]+){1,3}| itself|, which)? (?:${VERBS})\\b(?! (?:a |an |the )?Portico\\b)|${NAME}'s [^:]*:$|${NAME}'s \\*\\*`,
);
/** What a step has the reader do with a control. */
const ACTION = '(?:choose|click|tap|open|select|press|go to)';
/**
 * A step on another product's own screen: "In WHMCS, go to **Configuration → …**", "a Gmail address …, choose
 * **Show original**", "press **Unsuspend** on the service in WHMCS". Those labels are the product's to rename.
 * A step in Portico's own screens that merely names a product ("In Portico Admin, open **Settings → Modules**
 * and switch **WHMCS** on") is the integration, dated by the docs version.
 */
const OTHER_PRODUCT_STEP = new RegExp(
  `${NAME}\\b[^.]*\\b${ACTION}\\b[^.]*\\*\\*[^*\\n]+\\*\\*|\\b${ACTION}\\b[^.]*\\*\\*[^*\\n]+\\*\\*[^.]*\\bin ${NAME}\\b`,
);
/** A sentence set in Portico's own screens: it says Portico, or names one of its menu paths in bold. */
const PORTICO_SCREENS = new Set(
  Object.values(screens)
    .flat()
    .map((screen) => screen.path),
);
const inPortico = (sentence: string): boolean =>
  /\bPortico\b/.test(sentence) ||
  [...sentence.matchAll(/\*\*([^*\n]+)\*\*/g)].some((match) => PORTICO_SCREENS.has(match[1]));

/**
 * How long a Linux distribution's maker supports a release ("Ubuntu 22.04 has a longer standard support
 * window from Canonical"): another company's promise, which ends. Not whether Portico runs on it.
 */
const DISTRIBUTION_SUPPORT =
  /\b(?:Ubuntu|Debian|AlmaLinux|Rocky Linux|CentOS|RHEL)\b(?:[^.]|\.\d)*\b(?:support window|standard support|end[- ]of[- ]life|security support|long-term support|supported until|security updates until|from Canonical)\b/i;
/**
 * What WordPress itself does, which its releases change ("By default WordPress runs scheduled tasks during
 * visitor requests", "the `.htaccess` file WordPress writes", "WordPress leaves a `.maintenance` file"). Not what
 * Portico does with it: its WordPress manager, installer or sites ("The WordPress installer creates its own").
 */
const WORDPRESS_BEHAVIOR = new RegExp(
  `\\b(?:${wordpressNames.join('|')})\\b(?! (?:sites?|installs?|installer|manager|version|dashboard|database|block editor)\\b)(?:'s [a-z]+)? (?:by default )?(?:runs|writes|loads|sends|leaves|keeps|stores|schedules|fires|checks|creates|generates|caches|updates itself)\\b(?! on\\b)|\\bby default,? (?:${wordpressNames.join('|')})\\b`,
  'i',
);
/** A data file that carries its own as-of date, which the page it feeds renders (`comparisonAsOf`). */
const CARRIES_AS_OF = /\bexport const \w+AsOf = '\d{4}-\d{2}-\d{2}'/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The sentences of `text` that describe another product. `withSteps` adds the steps on another product's own
 * screens: a doc or a post dates them in their section, while the module pages render their steps from a record
 * of src/data that carries its own `asOf` day.
 */
function claimsIn(path: string, text: string, withSteps: boolean): string[] {
  return linkedSentences(text)
    .map((sentence) =>
      sentence
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/`[^`]*`/g, 'CODE')
        .trim(),
    )
    .filter(
      (sentence) =>
        ABOUT_OTHER.test(sentence) ||
        DISTRIBUTION_SUPPORT.test(sentence) ||
        WORDPRESS_BEHAVIOR.test(sentence) ||
        (withSteps && OTHER_PRODUCT_STEP.test(sentence) && !inPortico(sentence)),
    )
    .map((sentence) => `${path}: "${sentence}"`);
}

/** Each sentence of a page that describes another product in a section without an "as of" date. */
export function undatedClaims(path: string, body: string): string[] {
  return body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '')
    .split(/^#{1,6} .*$/m)
    .filter((section) => !AS_OF.test(section))
    .flatMap((section) => claimsIn(path, section, true));
}

/**
 * Each such sentence of a marketing page's source, or of a data file, whose paragraph does not say as
 * of when: one dated sentence elsewhere in the file dates only itself.
 */
export function undatedSourceClaims(path: string, source: string): string[] {
  if (CARRIES_AS_OF.test(source)) return [];
  return sourceWords(source)
    .split('\n\n')
    .filter((paragraph) => !AS_OF.test(paragraph))
    .flatMap((paragraph) => claimsIn(path, paragraph, false));
}

/** Each object in `value` that links another company's site (`vendorUrl`) without an `asOf` day, by its name. */
export function undatedVendorRecords(value: unknown, where: string): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => undatedVendorRecords(item, `${where}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own =
    typeof record.vendorUrl === 'string' &&
    !(typeof record.asOf === 'string' && ISO_DAY.test(record.asOf))
      ? [`${where}: ${String(record.name ?? record.vendorUrl)} has no asOf day`]
      : [];
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, field]) =>
      undatedVendorRecords(field, `${where}.${key}`),
    ),
  ];
}

/**
 * The marketing pages and what they render. Not the privacy policy and the data of its third parties
 * (third-parties.ts, consent-categories.ts): they say what this site does with those services.
 */
const NOT_ABOUT_PRODUCTS =
  /^src\/(?:pages\/privacy-policy\/|data\/(?:third-parties|consent-categories)\.ts$)/;

test('every sentence about another company’s product stands in a section that says as of when', () => {
  const pages = [...loadDocs().map((doc) => ({path: doc.path, body: doc.body})), ...loadPosts()];
  assert.ok(
    pages.some((page) => ABOUT_OTHER.test(page.body)),
    'no page describes another product: has the rule stopped matching?',
  );
  assert.deepEqual(
    pages.flatMap((page) => undatedClaims(page.path, page.body)),
    [],
  );
});

test('every marketing page and data file that describes another company’s product says as of when', () => {
  const sources = loadMarketingSources().filter(({path}) => !NOT_ABOUT_PRODUCTS.test(path));
  assert.ok(
    sources.some(({path}) => path === 'src/data/billing-modules.ts'),
    'the marketing sources are not where this test looks',
  );
  assert.deepEqual(
    sources.flatMap(({path, source}) => undatedSourceClaims(path, source)),
    [],
  );
});

test('every record of src/data that describes another company’s product carries the as-of day its page shows', async () => {
  const dataFiles = loadMarketingSources().filter(({path}) => /^src\/data\/[^/]+\.ts$/.test(path));
  const withVendors: string[] = [];
  const undated: string[] = [];
  for (const {path, source} of dataFiles) {
    const exports: Record<string, unknown> = await import(join(ROOT, path));
    if (!JSON.stringify(exports).includes('"vendorUrl"')) continue;
    withVendors.push(path);
    const name = path.replace(/^src\/|\.ts$/g, '');
    const renderers = loadMarketingSources().filter((file) =>
      file.source.includes(`from '@site/src/${name}'`),
    );
    // A file-wide date (`comparisonAsOf`) dates every record, where the page shows that constant.
    const fileDate = /\bexport const (\w+AsOf) = '\d{4}-\d{2}-\d{2}'/.exec(source)?.[1];
    if (fileDate === undefined) undated.push(...undatedVendorRecords(exports, path));
    const shown = fileDate === undefined ? /\.asOf\b/ : new RegExp(`\\b${fileDate}\\b`);
    if (!renderers.some((file) => shown.test(file.source)))
      undated.push(`${path}: no page or component that imports it shows its as-of date`);
  }
  assert.ok(withVendors.includes('src/data/billing-modules.ts'), 'no record links a vendor');
  assert.deepEqual(undated, []);
});

test('a claim about another product is found unless its section is dated', () => {
  assert.equal(undatedClaims('a.md', 'Plesk runs Apache behind Nginx.').length, 1);
  assert.equal(undatedClaims('a.md', "On Linux, Plesk's default puts Nginx in front.").length, 1);
  assert.equal(
    undatedClaims('a.md', 'Plesk serves its interface on ports 8443 and 8880.').length,
    1,
  );
  assert.equal(
    undatedClaims('a.md', "Let's Encrypt limits failed validations per hostname.").length,
    1,
  );
  for (const claim of [
    "Portico does not read CyberPanel's archives, which only CyberPanel's own restore understands.",
    'FOSSBilling itself is free.',
    'Providers such as LogicWeb, which sells VPS, are a common choice.',
    "Among Azure's sizes, reasonable starting points are:",
    "As a starting point on DigitalOcean's Basic droplets, as they are offered:",
    "A new VM's network security group allows SSH and nothing else.",
    "Let's Encrypt tries IPv6 first.",
    "Let's Encrypt throttles repeated failures.",
    "Let's Encrypt slows down names that fail repeatedly.",
    'Apple Mail manages connection settings automatically.',
    'iOS Mail offers push only for a few account types, such as iCloud and Exchange.',
    'WHMCS only lists the module if the files sit directly in its folder.',
    'CyberPanel writes the MySQL root password to a file.',
    'Thunderbird asks for these fields in its manual configuration form:',
    "Let's Encrypt checks control of the name over HTTP on port 80.",
    "Make a full backup with WHM's **Backup** tools.",
    'Send a message to a Gmail address, open it, and choose **Show original** from the message menu.',
    'In WHMCS, go to **Configuration → System Settings → Servers** and click **Add New Server**.',
    'Mark the invoice paid or press **Unsuspend** on the service in WHMCS or FOSSBilling.',
  ]) {
    assert.equal(undatedClaims('a.md', claim).length, 1, claim);
    assert.deepEqual(undatedClaims('a.md', `As of November 2026, ${claim}`), [], claim);
  }
  assert.deepEqual(
    undatedClaims('a.md', 'As of November 2026, Plesk runs Apache behind Nginx.'),
    [],
  );
  assert.deepEqual(undatedClaims('a.md', "Open the provider's console: then SSH in."), []);
  assert.equal(
    undatedClaims('a.md', 'As of November 2026, x.\n\n## Next\n\nPlesk runs Apache.').length,
    1,
  );
  assert.deepEqual(undatedClaims('a.md', 'Portico runs Nginx.'), []);
  const support = 'Ubuntu 22.04 has a longer standard support window from Canonical.';
  assert.equal(undatedClaims('a.md', support).length, 1);
  assert.deepEqual(undatedClaims('a.md', `As of July 2024, ${support}`), []);
  assert.deepEqual(
    undatedClaims('a.md', 'Debian 12 is a supported system next to Ubuntu 22.04.'),
    [],
  );
  assert.deepEqual(
    undatedClaims('a.md', 'The guide Move a site from Plesk has every command.'),
    [],
  );
  assert.deepEqual(
    undatedClaims('a.md', 'WHMCS creates a Portico account when an order is paid.'),
    [],
  );
  assert.deepEqual(
    undatedClaims('a.md', 'In Portico Admin, open **Settings → Modules** and switch **WHMCS** on.'),
    [],
  );
  assert.deepEqual(
    undatedClaims('a.md', 'Open **Security → ImunifyAV** and click **Install ImunifyAV**.'),
    [],
  );
});

test('a claim in a marketing source is found unless the file is dated', () => {
  const claim = "const cta = 'FOSSBilling costs nothing, and the module comes with Enterprise.';";
  assert.equal(undatedSourceClaims('src/data/x.ts', claim).length, 1);
  assert.equal(
    undatedSourceClaims('src/pages/x.tsx', '<p>As of July 2026, CyberPanel uses PowerDNS.</p>')
      .length,
    0,
  );
  assert.equal(
    undatedSourceClaims('src/pages/x.tsx', '<p>CyberPanel uses PowerDNS.</p>').length,
    1,
  );
  assert.deepEqual(
    undatedSourceClaims('src/data/x.ts', `export const comparisonAsOf = '2026-11-01';\n${claim}`),
    [],
  );
  assert.equal(
    undatedSourceClaims(
      'src/data/x.ts',
      `const cta = 'As of November 2026, FOSSBilling is free.';\n${claim.replace('cta', 'lead')}`,
    ).length,
    1,
  );
  assert.deepEqual(
    undatedVendorRecords({modules: [{name: 'WHMCS', vendorUrl: 'https://www.whmcs.com'}]}, 'x'),
    ['x.modules[0]: WHMCS has no asOf day'],
  );
  assert.deepEqual(
    undatedVendorRecords([{name: 'WHMCS', vendorUrl: 'https://x', asOf: '2026-11-01'}], 'x'),
    [],
  );
});
