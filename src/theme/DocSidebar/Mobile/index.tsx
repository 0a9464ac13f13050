import {memo, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

type SidebarState = Pick<Props, 'sidebar' | 'path'>;

function DocSidebarMobileSecondaryMenu({state: {sidebar, path}}: {state: SidebarState}): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // The menu closes when the item leads somewhere; a category without a link only toggles.
          if (item.type === 'link' || (item.type === 'category' && item.href)) mobileSidebar.toggle();
        }}
        level={1}
      />
    </ul>
  );
}

/*
 * Changed from the theme: the filler gets its props as one key. With two or more,
 * it sorts the keys with localeCompare, and the first localeCompare on a page
 * builds the ICU collator: about 125 ms of main thread on a mid-range phone,
 * spent during hydration of every docs page.
 */
function DocSidebarMobile({sidebar, path}: Props): ReactNode {
  const state = useMemo(() => ({sidebar, path}), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={{state}} />;
}

export default memo(DocSidebarMobile);
