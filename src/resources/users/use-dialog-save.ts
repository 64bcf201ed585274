import { useState } from 'react';
import { errorText } from '../../api';

/**
 * A dialog's one request: pending while it runs (a second press does nothing), closes on success,
 * and on failure keeps the dialog and what was typed, with the server's words or `fallback`.
 */
export function useDialogSave(fallback: string, onDone: () => void) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (save: () => Promise<unknown>) => {
    if (pending) return;
    setFailure(null);
    setPending(true);
    try {
      await save();
      onDone();
    } catch (err) {
      setFailure(errorText(err, fallback));
    } finally {
      setPending(false);
    }
  };
  return { pending, failure, run, clear: () => setFailure(null) };
}
