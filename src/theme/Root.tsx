import type {ReactNode} from 'react';
import VideoModalGate from '@site/src/components/VideoModal/gate';
import ConsentNoticeGate from '@site/src/components/ConsentNotice/gate';

/**
 * Wraps the whole app once, for what every page may show: the consent
 * notice, first in the focus order, and the video modal.
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <ConsentNoticeGate />
      {children}
      <VideoModalGate />
    </>
  );
}
