import { initialsOf } from './display';
import styles from './person-avatar.module.css';

/**
 * A person's initials in a circle (decorative: their name is written beside it). Not antd's Avatar:
 * it measures its text to scale it on every mount, which took 78 ms of the console's first render
 * with 25 rows (a CPU profile at 10,000 users) and more on each page of a search.
 */
export function PersonAvatar({ name, size = 32 }: { name: string; size?: number }) {
  return (
    <span aria-hidden="true" className={styles.avatar} style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}>
      {initialsOf(name)}
    </span>
  );
}
