import {createContext} from 'react';

/** The id of the tab list a panel is in, from React's `useId` in the Tabs wrapper. */
export const TabsIdContext = createContext<string | undefined>(undefined);

// A tab's value may hold spaces, which an id may not.
/** The id of the tab that shows the panel of `value`. */
export const tabId = (tabs: string, value: string): string =>
  `${tabs}-tab-${encodeURIComponent(value)}`;
/** The id of the panel of `value`. */
export const panelId = (tabs: string, value: string): string =>
  `${tabs}-panel-${encodeURIComponent(value)}`;
