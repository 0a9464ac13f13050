import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {ShareChart as ShareChartData} from '@site/src/data/statistics';
import styles from './styles.module.css';

const BAR_HEIGHT = 28;
const GAP = 12;
const LABEL_WIDTH = 150;
const CHART_WIDTH = 560;

/**
 * A horizontal bar chart in SVG with a title and description for screen
 * readers, followed by the same figures as a table. The figure holds the chart
 * and its caption only: HTML puts a figure's caption first or last.
 */
export default function ShareChart({chart}: {chart: ShareChartData}): ReactNode {
  const height = chart.shares.length * (BAR_HEIGHT + GAP);
  const barSpace = CHART_WIDTH - LABEL_WIDTH - 60;
  const titleId = `chart-${chart.id}-title`;
  const descId = `chart-${chart.id}-desc`;
  return (
    <div className={styles.panel}>
      <Heading as="h3" id={`${chart.id}-share`}>
        {chart.title}
      </Heading>
      <figure className={styles.figure}>
        <svg
          viewBox={`0 0 ${CHART_WIDTH} ${height}`}
          width="100%"
          className={styles.svg}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}>
          <title id={titleId}>{chart.title}</title>
          <desc id={descId}>
            {chart.description}{' '}
            {chart.shares.map((share) => `${share.label} ${share.percent}%`).join(', ')}.
          </desc>
          {chart.shares.map((share, index) => {
            const y = index * (BAR_HEIGHT + GAP);
            return (
              <g key={share.label}>
                <text x={0} y={y + BAR_HEIGHT * 0.68} className={styles.label}>
                  {share.label}
                </text>
                <rect
                  x={LABEL_WIDTH}
                  y={y}
                  width={(share.percent / 100) * barSpace}
                  height={BAR_HEIGHT}
                  rx={4}
                  className={styles.bar}
                />
                <text
                  x={LABEL_WIDTH + (share.percent / 100) * barSpace + 8}
                  y={y + BAR_HEIGHT * 0.68}
                  className={styles.value}>
                  {share.percent}%
                </text>
              </g>
            );
          })}
        </svg>
        <figcaption className={styles.caption}>{chart.description}</figcaption>
      </figure>
      <details className={styles.details}>
        <summary>Show the figures as a table</summary>
        <table>
          <caption className={styles.tableCaption}>
            {chart.title}: share of {chart.unit}
          </caption>
          <thead>
            <tr>
              <th scope="col">{chart.title}</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {chart.shares.map((share) => (
              <tr key={share.label}>
                <th scope="row">{share.label}</th>
                <td>{share.percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
