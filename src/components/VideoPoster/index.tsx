import type {ReactNode} from 'react';
import {formatCount, headlineFigures} from '@site/src/data/statistics';

const servers = headlineFigures.find((figure) => figure.id === 'servers')!.value;

/**
 * The milestone video's poster, drawn inline: it costs no request, and an
 * inline drawing is not a Largest Contentful Paint candidate, so the modal
 * opening on a first visit does not move the home page's LCP.
 */
export default function VideoPoster({className}: {className?: string}): ReactNode {
  return (
    <svg className={className} viewBox="0 0 1280 720" aria-hidden="true" focusable="false">
      <rect width="1280" height="720" fill="#0f1419" />
      <g fill="#2cb5a9" opacity="0.12">
        <path d="M640 60 1040 288H240z" />
        <rect x="270" y="318" width="740" height="40" />
        <rect x="320" y="380" width="90" height="230" />
        <rect x="595" y="380" width="90" height="230" />
        <rect x="870" y="380" width="90" height="230" />
        <rect x="240" y="630" width="800" height="50" />
      </g>
      <text
        x="640"
        y="300"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="132"
        fontWeight="800"
        fill="#ffffff">
        {formatCount(servers)}
      </text>
      <text
        x="640"
        y="380"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="48"
        fontWeight="600"
        fill="#4fd1c5">
        servers run Portico
      </text>
    </svg>
  );
}
