import { DialogFrame, type DialogBaseProps } from '../dialog/DialogFrame';
import { cx } from '../utils/cx';
import styles from './Drawer.module.css';

export interface DrawerProps extends DialogBaseProps {
  /** Edge the drawer slides from (logical: start is left in left-to-right languages). */
  side?: 'start' | 'end';
}

/** Side sheet (filters, menu) on the same native modal dialog base as Modal. */
export function Drawer({ side = 'end', className, ...rest }: DrawerProps) {
  return <DialogFrame {...rest} className={cx(styles.drawer, styles[side], className)} />;
}
