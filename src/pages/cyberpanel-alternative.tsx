import type {ReactNode} from 'react';
import CompetitorPage from '@site/src/components/CompetitorPage';

export default function CyberPanelAlternative(): ReactNode {
  return <CompetitorPage slug="cyberpanel" />;
}
