import type {ReactNode} from 'react';
import VideoModalGate from '@site/src/components/VideoModal/gate';

/** Wraps the whole app once, for the one component every page may show: the video modal. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <VideoModalGate />
    </>
  );
}
