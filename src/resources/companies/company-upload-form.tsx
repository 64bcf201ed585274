import { useState } from 'react';
import { Alert, Button, Input, Progress } from 'antd';
import { NAME_MAX_LENGTH } from '../../api';
import { PdfDropZone } from './pdf-drop-zone';
import { Field } from '../../components/field';
import { isPdf } from '../../components/file-checks';
import { useFieldForm } from '../../components/use-field-form';
import { usePdfUpload } from './use-pdf-upload';
import type { CompanyRecord } from './types';
import styles from './company-admin.module.css';

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
export function CompanyUploadForm({ company, onCreated, focusName = false }: Props) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const { start, percent, busy } = usePdfUpload();
  // One upload at a time: a double click sends the file once.
  const form = useFieldForm<{ file: File | null; name: string }>({
    initial: { file: null, name: '' },
    // One thing to fix at a time: the PDF first, then (for a new carrier) its name.
    rules: { file: (file, { name }) => (!file ? SELECT_PDF : !company && !name.trim() ? NEED_COMPANY : null) },
    onSubmit: async ({ file, name }) => {
      if (!file) return;
      const done = await start(file, company ? { companyId: company.company_id } : { companyName: name.trim() });
      if (!done) throw new Error('Upload failed');
      form.reset({ file: null, name: '' });
      if (done.created && done.companyId) onCreated(done.companyId);
    },
  });
  const { file } = form.values;

  const accept = async (picked: File | null, refused: string) => {
    const ok = !!picked && (await isPdf(picked));
    form.set('file', ok ? picked : null);
    setRefusal(ok ? null : refused);
  };
  const error = refusal ?? form.error('file');

  return (
    <form className={styles.tabBody} onSubmit={form.onSubmit} noValidate>
      {company ? (
        <p>
          Adds the PDF to{' '}
          <strong>
            <bdi>{company.company_display}</bdi>
          </strong>
          . To start another carrier with this PDF, use New carrier.
        </p>
      ) : (
        <Field label="Company Name">
          {(p) => (
            <Input
              {...p}
              {...form.text('name')}
              placeholder="New company name"
              disabled={busy}
              autoFocus={focusName}
              maxLength={NAME_MAX_LENGTH}
            />
          )}
        </Field>
      )}
      <PdfDropZone
        fileName={file?.name ?? null}
        disabled={busy}
        onDrop={(f) => void accept(f, DROP_NOT_PDF)}
        onPick={(f) => void accept(f, SELECT_PDF)}
      />
      {error && <Alert type="error" showIcon message={error} />}
      {percent !== null && <Progress percent={percent} aria-label="Upload progress" />}
      <Button type="primary" htmlType="submit" loading={busy || form.pending} className={styles.submit}>
        Upload
      </Button>
    </form>
  );
}
