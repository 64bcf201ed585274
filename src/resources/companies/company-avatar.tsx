// The bare Avatar: antd's `Avatar` object brings Avatar.Group, and with it Popover and Tooltip.
import Avatar from 'antd/es/avatar/Avatar';
import { resolveAssetUrl } from '../../api';
import { initialsOf } from '../../components/display';
import styles from './company-avatar.module.css';

type Props = { name?: string | null; logoPath?: string | null; size?: number };

/**
 * A carrier's logo (logo_path resolved against the API base) in antd's Avatar, which shows the
 * initials instead when there is none or it fails to load. Decorative: the name is beside it.
 */
export function CompanyAvatar({ name, logoPath, size = 32 }: Props) {
  return (
    <Avatar
      shape="square"
      size={size}
      src={resolveAssetUrl(logoPath) ?? undefined}
      alt=""
      aria-hidden="true"
      className={styles.avatar}
      style={{ fontSize: Math.round(size * 0.4) }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
