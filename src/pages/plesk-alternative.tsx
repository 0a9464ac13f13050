import type {ReactNode} from 'react';
import CompetitorPage from '@site/src/components/CompetitorPage';

export default function PleskAlternative(): ReactNode {
  return <CompetitorPage slug="plesk" />;
}
