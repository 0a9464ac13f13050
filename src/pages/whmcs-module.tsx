import type {ReactNode} from 'react';
import BillingModulePage from '@site/src/components/BillingModulePage';

export default function WhmcsModule(): ReactNode {
  return <BillingModulePage id="whmcs" />;
}
