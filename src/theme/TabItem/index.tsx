/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
/*
 * Ejected from @docusaurus/theme-classic@3.10.2, src/theme/TabItem/index.tsx.
 * Changed (lines marked `Changed:`): the panel carries the id its tab's
 * `aria-controls` names and `aria-labelledby` naming its tab (theme/Tabs/ids.ts).
 * `styles.module.css` is the theme's, unchanged.
 */

import React, {useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
// Changed: the ids of the tab list's tabs and panels.
import {TabsIdContext, panelId, tabId} from '../Tabs/ids';

import styles from './styles.module.css';

function TabItemPanel({
  children,
  className,
  hidden,
  ids,
}: {
  children: ReactNode;
  className?: string;
  hidden?: boolean;
  // Changed: the panel's id and its tab's.
  ids?: {panel: string; tab: string};
}) {
  return (
    <div
      role="tabpanel"
      className={clsx(styles.tabItem, className)}
      // Changed: the id and label that link the panel and its tab.
      id={ids?.panel}
      aria-labelledby={ids?.tab}
      {...{hidden}}>
      {children}
    </div>
  );
}

export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const isSelected = value === selectedValue;
  // Changed: the ids of the Tabs wrapper around this panel.
  const tabs = useContext(TabsIdContext);

  if (!isSelected && lazy) {
    return null;
  }

  return (
    <TabItemPanel
      className={className}
      hidden={!isSelected}
      // Changed: the ids that link the panel and its tab.
      ids={tabs === undefined ? undefined : {panel: panelId(tabs, value), tab: tabId(tabs, value)}}>
      {children}
    </TabItemPanel>
  );
}
