import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import DocEditionBadges from '@site/src/components/DocEditionBadges';
import ReleaseStatus from '@site/src/components/ReleaseStatus';

type Props = WrapperProps<typeof ContentType>;

/**
 * The original draws the title and then its children, so badges and a release page's
 * status given as the first children sit right under the title, inside the Markdown
 * column, without ejecting the component.
 */
export default function ContentWrapper({children, ...props}: Props): ReactNode {
  return (
    <Content {...props}>
      <DocEditionBadges />
      <ReleaseStatus />
      {children}
    </Content>
  );
}
