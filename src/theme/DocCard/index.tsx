import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type {Props} from '@theme/DocCard';
import {useDocCardDescription} from '@site/src/components/DocCardDescriptions';

/** A doc's card shows its description from the category page's data, since the version data no longer has it. */
export default function DocCardWrapper({item}: Props): ReactNode {
  const description = useDocCardDescription(item.type === 'link' ? item.docId : undefined);
  return (
    <DocCard
      item={
        item.type === 'link' && description && !item.description ? {...item, description} : item
      }
    />
  );
}
