import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import apiReferenceRemarkPlugin from '../api-reference/remark';
import cliReferenceRemarkPlugin from '../cli-reference/remark';
import cliSampleOutputRemarkPlugin from '../cli-reference/sample-output';

/** A line that is one of the directives the docs render from data at build time: the references and the commands' sample outputs. */
const DIRECTIVE_LINE =
  /^::(api-operation|api-operation-index|api-operations|api-description|api-changes|cli-reference|cli-index|cli-output)\b.*$/gm;

const processor = unified()
  .use(remarkParse)
  .use(remarkDirective)
  .use(remarkGfm)
  .use(cliReferenceRemarkPlugin)
  .use(cliSampleOutputRemarkPlugin)
  .use(apiReferenceRemarkPlugin)
  .use(remarkStringify, {bullet: '-', fence: '`', fences: true, rule: '-'});

/**
 * The reference directives of a doc's source, replaced by the Markdown the reference plugins render
 * for the page, so that the Markdown copy shows the tables and examples the page shows.
 * `path` is the doc's file, from which the plugins read its docs version.
 */
export async function renderReferenceDirectives(source: string, path: string): Promise<string> {
  const lines = [...new Set(source.match(DIRECTIVE_LINE) ?? [])];
  const rendered = new Map(
    await Promise.all(
      lines.map(
        async (line) =>
          [line, String(await processor.process({value: line, path})).trim()] as const,
      ),
    ),
  );
  return source.replace(DIRECTIVE_LINE, (line) => rendered.get(line)!);
}
