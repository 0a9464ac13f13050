import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';
import {DocCardDescriptionsProvider} from '@site/src/components/DocCardDescriptions';
import type {CardDescriptions} from '@site/plugins/docs';

/** The route gives the page its cards' descriptions (`plugins/docs`); the cards read them from context. */
export default function DocCategoryGeneratedIndexPageWrapper({
  cardDescriptions,
  ...props
}: Props & {readonly cardDescriptions: CardDescriptions}): ReactNode {
  return (
    <DocCardDescriptionsProvider descriptions={cardDescriptions}>
      <DocCategoryGeneratedIndexPage {...props} />
    </DocCardDescriptionsProvider>
  );
}
