import type {ReactNode} from 'react';
import VideoModalGate from '@site/src/components/VideoModal/gate';

/**
 * Wraps the whole app once, for what every page may show: the video modal.
 * The consent notice is not part of the app: plugins/consent writes it into
 * each page's HTML, before the app, so that it paints with the page.
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <VideoModalGate />
    </>
  );
}
