import {Children, cloneElement, isValidElement, useId, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import {TabsIdContext, panelId, tabId} from './ids';

/**
 * The theme's tabs name no panel, so neither assistive technology nor an HTML checker can tell which
 * panel a tab shows. Each tab gets an id and `aria-controls` naming its panel, and each panel
 * (`theme/TabItem`) the id and `aria-labelledby` that answer them, all from one `useId` per tab list.
 */
export default function TabsWrapper({children, ...props}: Props): ReactNode {
  const tabs = useId();
  const linked = Children.map(children, (child) =>
    isValidElement<TabItemProps>(child) && typeof child.props.value === 'string'
      ? cloneElement(child, {
          attributes: {
            ...child.props.attributes,
            id: tabId(tabs, child.props.value),
            'aria-controls': panelId(tabs, child.props.value),
          },
        })
      : child,
  );
  return (
    <TabsIdContext.Provider value={tabs}>
      <Tabs {...props}>{linked}</Tabs>
    </TabsIdContext.Provider>
  );
}
