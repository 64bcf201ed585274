import styles from './superadmin.module.css';

/** The tips card of docs/product.md#2-screens. */
export function TipsCard() {
  return (
    <section className={styles.card} aria-labelledby="tips-heading">
      <h2 id="tips-heading" className={styles.cardTitle}>
        Tips
      </h2>
      <ul className={styles.tips}>
        <li>The address bar keeps the tab, search, filters, sort and page: copy it to share this exact view.</li>
        <li>A name opens the organization’s card: seat limit, billing owner, comped access, its users.</li>
        <li>To remove or move a billing owner, first make another active user the owner.</li>
        <li>Comped gives plan Comped with status active; turning it off clears the status.</li>
        <li>Export CSV takes every row that matches, in the order shown, not just this page.</li>
      </ul>
    </section>
  );
}
