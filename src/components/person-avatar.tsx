// The bare Avatar: antd's `Avatar` object brings Avatar.Group, and with it Popover and Tooltip.
import Avatar from 'antd/es/avatar/Avatar';
import { initialsOf } from './display';
import styles from './person-avatar.module.css';

/** A person's initials in antd's Avatar (decorative: their name is written beside it). */
export function PersonAvatar({ name, size = 32 }: { name: string; size?: number }) {
  return (
    <Avatar aria-hidden="true" size={size} className={styles.avatar} style={{ fontSize: Math.round(size * 0.38) }}>
      {initialsOf(name)}
    </Avatar>
  );
}
