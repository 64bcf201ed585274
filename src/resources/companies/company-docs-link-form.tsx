import { useUpdate, type HttpError } from '@refinedev/core';
import { useState } from 'react';
import { Button, Input, Radio } from 'antd';
import { asText, NAME_MAX_LENGTH } from '../../api';
import { blanksAsNull, changedFields } from '../../components/changed-fields';
import { docsHref } from '../../components/docs-url';
import { Field } from '../../components/field';
import { NativeSelect } from '../../components/native-select';
import { useFieldForm } from '../../components/use-field-form';
import { check, nameRule, required, urlRule } from '../../components/validators';
import { documentHref, documentTitle, useCompanyDocuments, type DocumentRecord } from '../documents';
import type { CompanyRecord } from './types';
import { useCompany } from './use-companies';
import { failureToast } from '../../components/failure-toast';
import styles from './company-admin.module.css';

const DOCS_LINK_FIELDS = ['company_docs_base_url', 'company_docs_link_name'] as const;
const PICK_DOCUMENT = 'Pick one of the carrier’s documents.';
const ENTER_URL = 'Enter the web address of the carrier’s documents.';

type Values = { source: 'document' | 'url'; document: string; url: string; company_docs_link_name: string };

type Choice = { value: string; label: string; href: string };

/** What the link stores for a document: the URL the server gave for it (often a path on the API), else the absolute one. */
function choiceOf(doc: DocumentRecord, companyId: string): Choice | null {
  const href = documentHref(doc, companyId);
  if (!href) return null;
  const file = String(doc.source_filename ?? '');
  const title = documentTitle(doc);
  return {
    value: asText(doc.url) ?? href,
    href,
    label: file && !title.includes(file.replace(/\.pdf$/i, '')) ? `${title} (${file})` : title,
  };
}

const same = (a: string | null, b: string) => !!a && a.replace(/#.*$/, '') === b.replace(/#.*$/, '');

/**
 * The Docs Link tab: what agents open under Resources and in the library by default. One of the
 * carrier's uploaded documents (picked, not typed as an internal path) or an outside web
 * address, and the link's name.
 */
export function CompanyDocsLinkForm({ companyId }: { companyId: string }) {
  const { company } = useCompany(companyId);
  const docs = useCompanyDocuments(companyId);
  // The form appears with the company's values: typing earlier would be lost when they arrive.
  if (!company || docs.loading) return <p role="status">Loading docs link…</p>;
  const choices = docs.documents.map((d) => choiceOf(d, companyId)).filter((c): c is Choice => !!c);
  return <DocsLinkFields key={companyId} company={company} choices={choices} documentsFailed={!!docs.error} />;
}

function DocsLinkFields({
  company: latest,
  choices,
  documentsFailed,
}: {
  company: CompanyRecord;
  choices: Choice[];
  documentsFailed: boolean;
}) {
  const { mutateAsync: update } = useUpdate<CompanyRecord, HttpError>();
  // What the fields were filled with: a save sends what the user changed from it, so after a
  // refusal because the company changed elsewhere (412) saving again still leaves alone the
  // fields they did not touch, though the company has come back with other values.
  const [company, setFilledFrom] = useState(latest);
  const current = docsHref(company.company_docs_base_url);
  const picked = choices.find((c) => same(current, c.href));
  const form = useFieldForm<Values>({
    initial: {
      source: picked || (!current && choices.length) ? 'document' : 'url',
      document: picked?.value ?? (current ? '' : (choices[0]?.value ?? '')),
      url: picked ? '' : String(company.company_docs_base_url ?? ''),
      company_docs_link_name: String(company.company_docs_link_name ?? ''),
    },
    rules: {
      document: (value, { source }) => (source === 'document' ? required(PICK_DOCUMENT)(value) : null),
      url: (value, { source }) => (source === 'url' ? check(required(ENTER_URL), urlRule)(value) : null),
      company_docs_link_name: nameRule('Docs link name', { optional: true }),
    },
    onSubmit: async (values) => {
      const base = values.source === 'document' ? values.document : values.url.trim();
      // The same document picked again keeps the stored address as it is written.
      const next = blanksAsNull(DOCS_LINK_FIELDS, {
        company_docs_base_url: picked && base === picked.value ? company.company_docs_base_url : base,
        company_docs_link_name: values.company_docs_link_name,
      });
      // Only what the user changed: a stale tab never overwrites the other field.
      const changes = changedFields(next, blanksAsNull(DOCS_LINK_FIELDS, company));
      await update({
        resource: 'companies',
        id: company.company_id,
        values: changes,
        invalidates: ['list', 'detail'],
        successNotification: () => ({ type: 'success', message: 'Docs link saved' }),
        errorNotification: failureToast('Save failed'),
      });
      setFilledFrom({ ...company, ...changes });
    },
  });
  const { source } = form.values;

  return (
    <form className={styles.tabBody} onSubmit={form.onSubmit} noValidate>
      <fieldset className={styles.fieldset} disabled={form.pending}>
        <legend className={styles.legend}>Link to</legend>
        <Radio.Group
          value={source}
          onChange={(e) => form.set('source', e.target.value as Values['source'])}
          options={[
            { value: 'document', label: 'One of its documents', disabled: choices.length === 0 },
            { value: 'url', label: 'Another web address' },
          ]}
        />
      </fieldset>
      {source === 'document' ? (
        <Field label="Document" error={form.error('document')} hint={documentsFailed ? 'The documents could not be loaded.' : undefined}>
          {(p) => (
            <NativeSelect
              {...p}
              value={form.values.document}
              onChange={(v) => form.set('document', v)}
              options={choices}
              empty="Pick a document"
              className={styles.wide}
              disabled={form.pending}
            />
          )}
        </Field>
      ) : (
        <Field
          label="Web address"
          error={form.error('url')}
          hint={choices.length === 0 ? 'No documents yet: upload one on the Upload tab to link it instead.' : undefined}
        >
          {(p) => (
            <Input
              {...p}
              {...form.text('url')}
              type="url"
              inputMode="url"
              placeholder="https://carrier.example/underwriting.pdf"
              disabled={form.pending}
            />
          )}
        </Field>
      )}
      <Field label="Docs link name" error={form.error('company_docs_link_name')}>
        {(p) => (
          <Input
            {...p}
            {...form.text('company_docs_link_name')}
            placeholder="Underwriting Documents"
            maxLength={NAME_MAX_LENGTH}
            disabled={form.pending}
          />
        )}
      </Field>
      <Button type="primary" htmlType="submit" loading={form.pending} disabled={form.pending} className={styles.submit}>
        Save Docs Link
      </Button>
    </form>
  );
}
