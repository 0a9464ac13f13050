import type {ReactNode} from 'react';
import CompetitorPage from '@site/src/components/CompetitorPage';

export default function CPanelAlternative(): ReactNode {
  return <CompetitorPage slug="cpanel" />;
}
