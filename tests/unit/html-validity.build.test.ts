import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {BUILD_DIR, assertBuilt, skipWithoutBuild} from '../lib/built-site.ts';
import {ROOT} from '../lib/docs-content.ts';

/** The Nu HTML Checker, from the `vnu-jar` package, run by the system's Java (17 or newer). */
const VNU_JAR = join(ROOT, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/**
 * Errors of the framework's own markup that the checker reports on every page of their kind, and why
 * the site keeps them. An entry that no longer matches anything fails the test, so it is removed once
 * the framework stops making the error.
 */
const FRAMEWORK_ERRORS: ReadonlyArray<{message: RegExp; reason: string}> = [
  {
    message: /^Element “div” not allowed as child of element “code” in this context\./,
    reason:
      "theme-classic's CodeBlock/Line draws each line of a code block as a div inside code; browsers, screen readers and the copy button read the lines as text, and changing the element means ejecting the theme's Line for it",
  },
  {
    message:
      /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\./,
    reason:
      'Docusaurus core holds the first paint until the skip link is parsed with <link rel="expect" blocking="render">, which the HTML standard allows; the checker accepts blocking on stylesheets only',
  },
];

interface NuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** The checker's errors for every HTML file of the build, read from its JSON report. */
function checkBuild(): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    const checker = spawn('java', [
      '-jar',
      VNU_JAR,
      '--format',
      'json',
      '--errors-only',
      '--exit-zero-always',
      '--stdout',
      '--skip-non-html',
      BUILD_DIR,
    ]);
    let [report, problems] = ['', ''];
    checker.stdout.setEncoding('utf8').on('data', (chunk: string) => (report += chunk));
    checker.stderr.setEncoding('utf8').on('data', (chunk: string) => (problems += chunk));
    checker.on('error', reject);
    checker.on('close', (status) => {
      if (status !== 0)
        reject(new Error(`the Nu HTML Checker exited with ${status}: ${problems.slice(0, 2000)}`));
      else
        resolve(
          (JSON.parse(report) as {messages: NuMessage[]}).messages.filter(
            (message) => message.type === 'error',
          ),
        );
    });
  });
}

test(
  'every built page is valid HTML as the Nu HTML Checker reads it, but for the framework errors listed with their reasons',
  {skip: skipWithoutBuild},
  async () => {
    assertBuilt();
    const java = spawnSync('java', ['-version']);
    assert.ok(
      !java.error && java.status === 0,
      'Java is not installed: the Nu HTML Checker needs Java 17 or newer (apt-get install openjdk-17-jre-headless)',
    );
    assert.ok(existsSync(VNU_JAR), `${VNU_JAR} is missing: run npm ci`);
    const errors = await checkBuild();
    const ignoredBy = (error: NuMessage) =>
      FRAMEWORK_ERRORS.find((entry) => entry.message.test(error.message));
    const site = errors
      .filter((error) => !ignoredBy(error))
      .map(
        (error) =>
          `/${relative(BUILD_DIR, new URL(error.url).pathname)}:${error.lastLine ?? '?'}: ${error.message} [${(error.extract ?? '').replace(/\s+/g, ' ').trim()}]`,
      );
    assert.deepEqual(site, [], `${site.length} errors in the site's own markup`);
    const stale = FRAMEWORK_ERRORS.filter(
      (entry) => !errors.some((error) => entry.message.test(error.message)),
    ).map((entry) => entry.message.source);
    assert.deepEqual(
      stale,
      [],
      'the framework no longer makes these errors: take them off FRAMEWORK_ERRORS',
    );
  },
);

/** Elements whose end tag HTML lets a minifier leave out; html, head and body may lose both tags. */
const OMISSIBLE = ['p', 'li', 'dt', 'dd', 'thead', 'tbody', 'tr', 'th', 'td', 'option'];
const DOCUMENT = ['html', 'head', 'body'];

test(
  'every built page writes the tags HTML lets it omit: without </td> and </tr>, the parsers agents use nest each table in the next',
  {skip: skipWithoutBuild},
  () => {
    assertBuilt();
    const pages = readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'}).filter((file) =>
      file.endsWith('.html'),
    );
    const count = (html: string, tag: string) => html.match(new RegExp(tag, 'g'))?.length ?? 0;
    const unclosed = pages.flatMap((file) => {
      // Script and style bodies are text, whatever they hold.
      const html = readFileSync(join(BUILD_DIR, file), 'utf8').replace(
        /<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g,
        '',
      );
      return [...DOCUMENT, ...OMISSIBLE].flatMap((tag) => {
        const [opened, closed] = [count(html, `<${tag}[\\s>]`), count(html, `</${tag}>`)];
        const written = DOCUMENT.includes(tag) ? opened === 1 && closed === 1 : opened === closed;
        return written ? [] : [`/${file}: ${opened} <${tag}>, ${closed} </${tag}>`];
      });
    });
    assert.ok(pages.length > 100, `only ${pages.length} pages in ${BUILD_DIR}`);
    assert.deepEqual(unclosed, []);
  },
);

test(
  'machinery: no built page renders a Suspense boundary on the server: React 19 writes one whose content suspended after the page, with an inline script that moves it',
  {skip: skipWithoutBuild},
  () => {
    assertBuilt();
    const pages = readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'}).filter((file) =>
      file.endsWith('.html'),
    );
    // React marks a boundary the server rendered with <!--$-->, one it wrote after the page with <!--$?-->.
    const withBoundaries = pages.filter((file) =>
      /<!--\$\??-->/.test(readFileSync(join(BUILD_DIR, file), 'utf8')),
    );
    assert.ok(pages.length > 100, `only ${pages.length} pages in ${BUILD_DIR}`);
    assert.deepEqual(withBoundaries, []);
  },
);
