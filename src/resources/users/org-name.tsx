import styles from './users.module.css';

/**
 * A user's organization by name. When the organizations did not load, a dash that says so to
 * screen readers and on hover, never a made-up "Organization 5" that reads like a real name.
 */
export function OrgName({ name }: { name: string | null | undefined }) {
  if (name) return <bdi>{name}</bdi>;
  return (
    <span className={styles.unknown} title="The organization’s name did not load">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Organization not loaded</span>
    </span>
  );
}
