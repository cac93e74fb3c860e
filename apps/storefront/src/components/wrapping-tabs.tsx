import { Tabs, type TabsProps } from 'antd';
import styles from './wrapping-tabs.module.css';

/** antd's Tabs whose tab names wrap onto another line on a phone rather than hide behind a "…" menu. */
export function WrappingTabs({ className, ...props }: TabsProps) {
  return <Tabs {...props} className={className ? `${styles.wrapping} ${className}` : styles.wrapping} />;
}
