import { useEffect, useRef, useState } from 'react';
import { useCreate, useInvalidate, type BaseRecord } from '@refinedev/core';
import { UPLOAD_PROGRESS_RESET_MS } from '../../config';
import { failureToast } from '../../components/failure-toast';

type Target = { companyId: string } | { companyName: string };
type Done = { companyId: string | null; created: boolean };

/**
 * POST /upload through Refine: to a selected company (`documents`, company_id) or as a new one
 * (`companies`, company_name). Progress runs 0–100 and resets 600 ms after the end.
 */
export function usePdfUpload() {
  const [percent, setPercent] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { mutateAsync: create } = useCreate();
  const invalidate = useInvalidate();

  useEffect(
    () => () => {
      if (resetTimer.current) clearTimeout(resetTimer.current);
    },
    [],
  );

  const finish = () => {
    setBusy(false);
    if (resetTimer.current) clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setPercent(null), UPLOAD_PROGRESS_RESET_MS);
  };

  const start = async (file: File, target: Target): Promise<Done | null> => {
    if (resetTimer.current) clearTimeout(resetTimer.current);
    setBusy(true);
    setPercent(0);
    const toCompany = 'companyId' in target;
    try {
      const { data } = await create({
        resource: toCompany ? 'documents' : 'companies',
        values: toCompany ? { file, company_id: target.companyId } : { file, company_name: target.companyName },
        meta: { companyId: toCompany ? target.companyId : undefined, onProgress: (p: number) => setPercent(p) },
        successNotification: false,
        errorNotification: failureToast('Upload failed'),
        // Both lists change: a new company, or a document (and maybe the company's docs link).
        invalidates: [],
      });
      setPercent(100);
      const companyId = String((data as BaseRecord).company_id ?? (toCompany ? target.companyId : '')) || null;
      await Promise.all([
        invalidate({ resource: 'companies', invalidates: ['list', 'detail'], id: companyId ?? undefined }),
        invalidate({ resource: 'documents', invalidates: ['list'] }),
      ]);
      return { companyId, created: !toCompany };
    } catch {
      return null;
    } finally {
      finish();
    }
  };

  return { start, percent, busy };
}
