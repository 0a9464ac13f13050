import type {ReactNode} from 'react';
import BillingModulePage from '@site/src/components/BillingModulePage';

export default function FossBillingModule(): ReactNode {
  return <BillingModulePage id="fossbilling" />;
}
