import { useState } from 'react';
import { Alert, Button, Input, Progress } from 'antd';
import { NAME_MAX_LENGTH } from '../../api';
import { DropZone } from './drop-zone';
import { isPdf } from '../../components/file-checks';
import { useSingleFlight } from '../../components/use-single-flight';
import { usePdfUpload } from './use-pdf-upload';
import type { CompanyRecord } from '../../resources/companies';
import styles from './admin.module.css';

const DROP_NOT_PDF = 'Please drop a PDF file.';
const SELECT_PDF = 'Please select a PDF.';
const NEED_COMPANY = 'Enter a Company Name for a new company, or select one on the left.';

type Props = {
  company: CompanyRecord | null;
  onCreated: (companyId: string) => void;
  /** Put the cursor in the Company Name field (after "New carrier"). */
  focusName?: boolean;
};

/** The Upload tab: a PDF to the selected company, or a new company from the name field. */
export function UploadTab({ company, onCreated, focusName = false }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { start, percent, busy } = usePdfUpload();

  const accept = async (picked: File | null, refusal: string) => {
    if (!picked || !(await isPdf(picked))) {
      setFile(null);
      setError(refusal);
      return;
    }
    setFile(picked);
    setError(null);
  };

  // One upload at a time: a double click sends the file once.
  const upload = useSingleFlight(async (picked: File, companyName: string) => {
    const done = await start(picked, company ? { companyId: company.company_id } : { companyName });
    if (!done) return;
    setFile(null);
    setName('');
    if (done.created && done.companyId) onCreated(done.companyId);
  });

  const submit = () => {
    if (!file) return setError(SELECT_PDF);
    const companyName = name.trim();
    if (!company && !companyName) return setError(NEED_COMPANY);
    setError(null);
    void upload.run(file, companyName);
  };

  return (
    <div className={styles.tabBody}>
      {company ? (
        <p>
          Adds the PDF to <strong><bdi>{company.company_display}</bdi></strong>. To start another carrier with this PDF, use New
          carrier.
        </p>
      ) : (
        <label className={styles.field}>
          <span>Company Name</span>
          <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="New company name" disabled={busy} autoFocus={focusName} maxLength={NAME_MAX_LENGTH} />
        </label>
      )}
      <DropZone
        fileName={file?.name ?? null}
        disabled={busy}
        onDrop={(f) => void accept(f, DROP_NOT_PDF)}
        onPick={(f) => void accept(f, SELECT_PDF)}
      />
      {error && <Alert type="error" showIcon message={error} />}
      {percent !== null && <Progress percent={percent} aria-label="Upload progress" />}
      <Button type="primary" loading={busy || upload.pending} onClick={submit}>
        Upload
      </Button>
    </div>
  );
}
