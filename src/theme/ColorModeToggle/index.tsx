import type {ReactNode} from 'react';
import clsx from 'clsx';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';

/**
 * The theme renders the toggle disabled until the app runs in the browser.
 * `early-enable` lets plugins/early-input enable it from the first paint and
 * hold a press until the app takes it.
 */
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  return <ColorModeToggle {...props} className={clsx(props.className, 'early-enable')} />;
}
