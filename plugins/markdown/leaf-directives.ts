import type {Root, RootContent} from 'mdast';

/** A `::name{key="value"}` line of a doc, as remark-directive parses it. */
export interface LeafDirective {
  type: 'leafDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
}

/**
 * Replaces each top-level `::name{…}` directive of a doc whose name is in `names` with the nodes
 * `render` returns for it; leaves the tree untouched when there is none. The CLI and API reference
 * plugins render their pages' directives through it.
 */
export async function replaceLeafDirectives(
  tree: Root,
  names: readonly string[],
  render: (directive: LeafDirective) => RootContent[] | Promise<RootContent[]>,
): Promise<void> {
  const isOurs = (node: RootContent) => {
    const directive = node as unknown as LeafDirective;
    return directive.type === 'leafDirective' && names.includes(directive.name);
  };
  if (!tree.children.some(isOurs)) return;
  const replaced = await Promise.all(
    tree.children.map(async (node) =>
      isOurs(node) ? render(node as unknown as LeafDirective) : [node],
    ),
  );
  tree.children = replaced.flat();
}
