import {enterpriseOnCommunityDoc} from '../../data/editions';

/** The two keys panel and admin docs add to their front matter (checked by tests/unit/doc-editions.test.ts). */
export interface EditionFrontMatter {
  readonly edition?: unknown;
  readonly since?: unknown;
}

export interface Badge {
  readonly label: string;
  /** The page it links, as a site path. */
  readonly to: string;
  readonly kind: 'enterprise' | 'since' | 'note';
}

/**
 * Under a doc's title, on the page and in its Markdown copy: "Enterprise" for a screen that needs that
 * edition, "Since X.Y.Z" (the release the screen arrived in, linking `changelogPath(release)`), and for
 * an Enterprise screen where the docs say what it shows on Community.
 */
export function docBadges(
  frontMatter: EditionFrontMatter,
  changelogPath: (release: string) => string,
): Badge[] {
  const enterprise = frontMatter.edition === 'enterprise';
  const since = typeof frontMatter.since === 'string' ? frontMatter.since : undefined;
  return [
    ...(enterprise ? [{label: 'Enterprise', to: '/enterprise/', kind: 'enterprise' as const}] : []),
    ...(since ? [{label: `Since ${since}`, to: changelogPath(since), kind: 'since' as const}] : []),
    ...(enterprise
      ? [
          {
            label: 'What Community servers show',
            to: enterpriseOnCommunityDoc,
            kind: 'note' as const,
          },
        ]
      : []),
  ];
}
