/**
 * Runs every unit test file in this one process, so TypeScript is loaded
 * once: `node --test` would start a process, and tsx in it, for each file.
 * A file that fails to load counts as a failed test named after it.
 * `npm run test:unit` runs this; `node --import tsx --test tests/unit/x.test.ts` runs one file.
 * The files that read the site's build end in `.build.test.ts`: `--sources` runs the others (npm test
 * runs them while the site builds), `--build` runs only those.
 */
import {test} from 'node:test';
import {readdirSync} from 'node:fs';
import {join} from 'node:path';

const readsBuild = (name: string) => name.endsWith('.build.test.ts');
const only = process.argv.includes('--build')
  ? readsBuild
  : process.argv.includes('--sources')
    ? (name: string) => !readsBuild(name)
    : () => true;
const testFiles = readdirSync(__dirname).filter((name) => name.endsWith('.test.ts') && only(name));
for (const file of testFiles.sort()) {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each file registers its tests as it loads, in order, before the run starts.
    require(join(__dirname, file));
  } catch (error) {
    test(`${file} loads`, () => {
      throw error;
    });
  }
}
