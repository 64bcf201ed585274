import { lazy, Suspense, useState } from 'react';

// The dialog (antd's Modal) is its own chunk, fetched on the first ask: only mock mode offers a reset.
const ResetDemoDialog = lazy(() => import('./reset-demo-dialog'));

/** The confirmation before a demo data reset, mounted from the first time it is asked for. */
export function ConfirmResetDemo({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ResetDemoDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
