/**
 * Reads every doc of every version and measures what the content rules in
 * WRITING.md care about: front matter, prose length, placeholders, repeats.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, posix, relative, sep} from 'node:path';
import {docsVersions} from '../../src/data/releases.ts';
import {releaseOn} from '../../src/data/docs-version-data.ts';
import {load} from 'js-yaml';
import {openapiFileOf} from '../../plugins/api-reference/description.ts';

export const ROOT = join(import.meta.dirname, '..', '..');

export interface DocFile {
  /** Path from the project root, with forward slashes. */
  readonly path: string;
  /** `current` or the versioned docs label, for example `0.3.7`. */
  readonly version: string;
  /** First folder inside the version: panel, admin, articles or changelog. */
  readonly sidebar: string;
  readonly frontMatter: Record<string, string>;
  readonly body: string;
  /** Prose with code, front matter, imports, JSX and markup removed. */
  readonly prose: string;
  readonly words: number;
}

const DOC_ROOTS: ReadonlyArray<{dir: string; version: string}> = [
  {dir: 'docs', version: 'current'},
  ...readdirSync(join(ROOT, 'versioned_docs'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      dir: join('versioned_docs', entry.name),
      version: entry.name.replace(/^version-/, ''),
    })),
];

/** The label of a doc's version: `1.6.7` for a current doc, the folder's for a frozen one. */
export const docsVersionOfDoc = (doc: Pick<DocFile, 'version'>): string =>
  doc.version === 'current' ? docsVersions.current : doc.version;

/** The releases whose changelog page a link of `sentence`, on the page at `pagePath`, leads to. */
export function linkedReleases(pagePath: string, sentence: string): string[] {
  return [...sentence.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].flatMap(([, url]) => {
    const file = url.startsWith('/')
      ? url
      : posix.normalize(posix.join(posix.dirname(pagePath), url));
    const release = /\/changelog\/(\d+\.\d+\.\d+)(?:\.mdx?|\/)?$/.exec(file)?.[1];
    return release ? [release] : [];
  });
}

export function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Flat `key: value` front matter; lists and quotes are kept as written. */
export function parseFrontMatter(source: string): {data: Record<string, string>; body: string} {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(source);
  if (!match) return {data: {}, body: source};
  const data: Record<string, string> = {};
  for (const line of match[1].split('\n')) {
    const pair = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (pair) data[pair[1]] = pair[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return {data, body: source.slice(match[0].length)};
}

/** The reader-visible words of a Markdown/MDX body, code and markup removed. */
export function extractProse(body: string): string {
  return (
    body
      .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ')
      .replace(/^\s*(import|export)\s.*$/gm, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
      .replace(/`[^`\n]*`/g, ' code ')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^:::.*$/gm, ' ')
      // A leaf directive (`::cli-output{command="…"}`) is rendered from data, not read as written.
      .replace(/^::[\w-]+(\{[^\n]*\})?[ \t]*$/gm, ' ')
      .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, ' ')
      .replace(/[*_#>|]/g, ' ')
  );
}

export function countWords(prose: string): number {
  return prose.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

export function loadDocs(): DocFile[] {
  return DOC_ROOTS.flatMap(({dir, version}) =>
    walk(join(ROOT, dir))
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => {
        const {data, body} = parseFrontMatter(readFileSync(file, 'utf8'));
        const inside = relative(join(ROOT, dir), file).split(sep);
        const prose = extractProse(body);
        return {
          path: relative(ROOT, file).split(sep).join('/'),
          version,
          sidebar: inside[0],
          frontMatter: data,
          body,
          prose,
          words: countWords(prose),
        };
      }),
  );
}

/** A blog post: its path from the project root and its Markdown without the front matter. */
export interface PostFile {
  readonly path: string;
  /** Flat `key: value` front matter, as `parseFrontMatter` reads it. */
  readonly frontMatter: Record<string, string>;
  readonly body: string;
  /** The post's date, from its folder or file name (`blog/2025-07-14-slug/index.md`). */
  readonly date: string;
  /** The release current on that date, whose facts the post states. */
  readonly release: string;
}

/** Every `summary` and `description` within an OpenAPI object, its parameters' and responses' included. */
export function describedTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(describedTexts);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) =>
    (key === 'summary' || key === 'description') && typeof field === 'string'
      ? [field]
      : describedTexts(field),
  );
}

/**
 * A doc's Markdown with the text its API directives render from its version's OpenAPI description
 * (`::api-description`, `::api-operations`, `::api-operation{id="…"}`), which the content checks read
 * as the page's own words.
 */
export function withApiText(doc: Pick<DocFile, 'version' | 'body'>): string {
  if (!/^::api-(?:description|operations?)\b/m.test(doc.body)) return doc.body;
  const description = load(readFileSync(openapiFileOf(docsVersionOfDoc(doc)), 'utf8')) as {
    info?: unknown;
    paths?: Record<string, Record<string, {operationId?: string}>>;
  };
  const operations = Object.values(description.paths ?? {}).flatMap((item) =>
    Object.values(item).filter((operation) => typeof operation?.operationId === 'string'),
  );
  const shown = operations.filter(
    (operation) =>
      /^::api-operations\b/m.test(doc.body) ||
      doc.body.includes(`::api-operation{id="${operation.operationId}"}`),
  );
  return [
    doc.body,
    ...(/^::api-description\b/m.test(doc.body) ? describedTexts(description.info) : []),
    ...shown.flatMap(describedTexts),
  ].join('\n\n');
}

/** A post's date, from the start of its folder or file name. */
export function postDate(path: string): string {
  const date = /^blog\/(\d{4}-\d{2}-\d{2})-/.exec(path)?.[1];
  if (!date) throw new Error(`${path}: a post's name starts with its date, YYYY-MM-DD-.`);
  return date;
}

export function loadPosts(): PostFile[] {
  return walk(join(ROOT, 'blog'))
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const path = relative(ROOT, file).split(sep).join('/');
      const date = postDate(path);
      const {data, body} = parseFrontMatter(readFileSync(file, 'utf8'));
      return {
        path,
        frontMatter: data,
        body,
        date,
        release: releaseOn(date).version,
      };
    });
}

/** The marketing sources: pages, components and the data they render, as paths from the project root. */
export function loadMarketingSources(): {path: string; source: string}[] {
  return ['src/pages', 'src/components', 'src/data']
    .flatMap((dir) => walk(join(ROOT, dir)))
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({
      path: relative(ROOT, file).split(sep).join('/'),
      source: readFileSync(file, 'utf8'),
    }));
}

/**
 * The words a reader may see in a TypeScript or TSX source: its string literals and the text between
 * tags, one paragraph each, with the expressions inside template literals left as written. Text that
 * holds an expression (`takes {minutes} minutes`) is read as one paragraph, the expression as written.
 */
export function sourceWords(source: string): string {
  return [
    ...source.matchAll(
      /'((?:[^'\\\n]|\\.)*)'|"([^"\n]*)"|`([^`]*)`|>((?:[^<>{}]|\{[\w.' ]*\})*[^<>{}\s](?:[^<>{}]|\{[\w.' ]*\})*)</g,
    ),
  ]
    .map((match) =>
      match
        .slice(1)
        .find((group) => group !== undefined)!
        .replace(/\\'/g, "'")
        .replace(/&apos;/g, "'"),
    )
    .join('\n\n');
}

/** Sentences long enough that two pages sharing one is a copy, not a coincidence. */
export function sentencesOf(prose: string, minWords: number): string[] {
  return prose
    .split(/(?<=[.!?])\s+|\n{2,}|\n\s*(?:[-+]|\d+\.)\s+/)
    .map((sentence) =>
      sentence
        .toLowerCase()
        .replace(/[^a-z0-9 ]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((sentence) => sentence.split(' ').length >= minWords);
}

/** The sentences of a page's Markdown as written, code blocks left out, each with its links and marks. */
export function linkedSentences(body: string): string[] {
  return body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '\n\n')
    .split(/\n\s*\n|\n\s*(?:[-*]|\d+\.)\s+/)
    .flatMap((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z[*`])/));
}

/** Minimum words of prose per doc, by the kind of page (WRITING.md and the docs issues). */
/**
 * A page of one API operation: its body is the one directive that renders it from the OpenAPI
 * description (plugins/api-reference/pages.ts writes it), so its prose is the description's.
 */
export const isOperationPage = (doc: DocFile): boolean =>
  /^\s*::api-operation\{id="\w+"\}\s*$/.test(doc.body);

export function minimumWords(doc: DocFile): number {
  if (isOperationPage(doc)) return 0;
  const isIntro = /\/intro\.mdx?$/.test(doc.path);
  if (isIntro) return 80;
  if (doc.sidebar === 'changelog') return 60;
  if (doc.sidebar === 'articles') return doc.version === 'current' ? 250 : 120;
  return doc.version === 'current' ? 150 : 120;
}

export const PLACEHOLDERS = /\b(lorem ipsum|todo|tbd|fixme|coming soon|placeholder|xxx)\b/i;

/**
 * The prose a reader reads as sentences: headings and list items that are only a link
 * (the "Related pages" lists) are left out, since a heading or a link title may repeat.
 */
export function sentenceProse(body: string): string {
  return extractProse(
    body.replace(/^#{1,6} .*$/gm, ' ').replace(/^\s*[-*] \[[^\]]*\]\([^)]*\)\.?\s*$/gm, ' '),
  );
}

/**
 * The forms under which a sentence counts as a template line: the sentence itself with every
 * number as `#`, and each variant with one word replaced by `*`. Two sentences share a form when
 * they are the same line with at most one word (a screen name, a noun) swapped.
 */
export function templateForms(sentence: string): string[] {
  const words = sentence.replace(/\b\d+\b/g, '#').split(' ');
  return [
    words.join(' '),
    ...words.map((_, index) => words.map((word, at) => (at === index ? '*' : word)).join(' ')),
  ];
}
