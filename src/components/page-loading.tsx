/** What a route shows while its code or its access check is on the way. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, textAlign: 'center', color: '#555' }}>
      Loading…
    </div>
  );
}
