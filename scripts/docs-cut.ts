/**
 * Cutting a docs version: `npm run docs:cut -- 1.7.0` freezes the current docs
 * under their label (say 1.6.7) and makes 1.7.0 the label of the docs in
 * `docs/`. It freezes, with the pages, what they are rendered from:
 * - the pages and sidebars: `docusaurus docs:version` copies them to
 *   `versioned_docs/version-1.6.7/` and `versioned_sidebars/`, and lists the
 *   version in `versions.json`;
 * - the REST API description: `static/openapi/portico.openapi.yaml` is copied to
 *   `static/openapi/1.6.7.yaml`, which the frozen pages render and offer, and
 *   its `info.version` becomes 1.7.0;
 * - the data that describes the version's screens and tool: the current tool of
 *   `src/data/cli.ts` (its commands and the units its sizes take), the screen list of `src/data/screens.ts`, the facts of
 *   `src/data/facts.ts` (what `:fact[key]` says), the capability pages of
 *   `src/data/capabilities.ts`, the configuration sections of
 *   `src/data/config-sections.ts`, the Enterprise pages of `src/data/editions.ts`,
 *   the collations of `src/data/collations.ts`, the host services of
 *   `src/data/host-services.ts`, the user name rule of `src/data/accounts.ts`,
 *   the plan name rule of `src/data/plans.ts`, the panel's languages of
 *   `src/data/languages.ts` and what demo mode blocks (`src/data/company.ts`) are
 *   written to `src/data/frozen-docs-data.json` under 1.6.7, which the frozen pages
 *   and their checks read.
 * Then `src/data/current-docs-version.json` names 1.7.0.
 */
import {spawnSync} from 'node:child_process';
import {copyFileSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {compareVersions} from '../src/data/compare-versions';
import {docsVersions} from '../src/data/releases';
import {currentCliTool} from '../src/data/cli';
import {screens} from '../src/data/screens';
import {factValues} from '../src/data/facts';
import {capabilityPagesOf} from '../src/data/capabilities';
import {currentCollations} from '../src/data/collations';
import {currentHostServices} from '../src/data/host-services';
import {currentConfig} from '../src/data/config-sections';
import {enterpriseFeatureDocs} from '../src/data/editions';
import {userNameRule} from '../src/data/accounts';
import {planNameRule} from '../src/data/plans';
import {panelLanguages} from '../src/data/languages';
import {demoModeBlocks} from '../src/data/company';
import {OPENAPI_DIR, openapiFileOf} from '../plugins/api-reference/description';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What a cut to `next` would do wrong, or nothing. */
export function cutProblem(next: string | undefined): string | undefined {
  if (!next || !/^\d+\.\d+\.\d+$/.test(next))
    return 'Usage: npm run docs:cut -- <next docs version, MAJOR.MINOR.PATCH>';
  if (compareVersions(next, docsVersions.current) <= 0)
    return `${next} is not newer than the current docs, ${docsVersions.current}.`;
  if (docsVersions.previous.includes(docsVersions.current))
    return `${docsVersions.current} is frozen already (versions.json).`;
  return undefined;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {cwd: ROOT, stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const next = process.argv[2];
  const problem = cutProblem(next);
  if (problem) {
    console.error(`docs:cut: ${problem}`);
    process.exit(problem.startsWith('Usage') ? 2 : 1);
  }
  const frozen = docsVersions.current;
  run(join(ROOT, 'node_modules', '.bin', 'docusaurus'), ['docs:version', frozen]);
  // openapiFileOf(frozen) names the current description until current-docs-version.json moves on.
  const current = openapiFileOf(frozen);
  copyFileSync(current, join(OPENAPI_DIR, `${frozen}.yaml`));
  // From now on the current description is the one the next docs describe.
  const description = readFileSync(current, 'utf8');
  const infoVersion = /^(info:\n(?: {2}.*\n)*? {2}version: )(.+)$/m;
  if (infoVersion.exec(description)?.[2] !== frozen)
    throw new Error(`${current}: info.version is not ${frozen}.`);
  writeFileSync(current, description.replace(infoVersion, `$1${next}`));
  const frozenData = join(ROOT, 'src', 'data', 'frozen-docs-data.json');
  const data = JSON.parse(readFileSync(frozenData, 'utf8')) as Record<string, unknown>;
  const cli = {...currentCliTool, docsVersion: frozen};
  writeFileSync(
    frozenData,
    `${JSON.stringify(
      {
        ...data,
        [frozen]: {
          cli,
          screens: screens[frozen],
          facts: factValues,
          capabilities: capabilityPagesOf(frozen),
          config: currentConfig,
          enterpriseDocs: enterpriseFeatureDocs,
          collations: currentCollations,
          hostServices: currentHostServices,
          userNameRule,
          planNameRule,
          panelLanguages,
          demoModeBlocks,
        },
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(
    join(ROOT, 'src', 'data', 'current-docs-version.json'),
    `${JSON.stringify({current: next}, null, 2)}\n`,
  );
  console.log(
    `The docs of ${frozen} are frozen at /docs/${frozen}/, with their API description, CLI data, facts, capability pages, configuration reference, Enterprise pages, collations, host services, user and plan name rules, languages and demo mode; /docs/ is now ${next}.`,
  );
}
