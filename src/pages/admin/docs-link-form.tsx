import { useUpdate, type HttpError } from '@refinedev/core';
import { useState } from 'react';
import { Button, Form, Input, Radio, Select } from 'antd';
import { asText } from '../../api';
import { docsHref } from '../../components/docs-url';
import { useCompany, type CompanyRecord } from '../../resources/companies';
import { documentHref, documentTitle, useCompanyDocuments, type DocumentRecord } from '../../resources/documents';
import { changedValues } from './form-values';
import { failure } from './notify';
import styles from './admin.module.css';

const DOCS_LINK_FIELDS = ['company_docs_base_url', 'company_docs_link_name'] as const;

/** decisions.md Limits: URLs ≤ 2,048 characters, http(s) only. */
const URL_MAX = 2048;
const PICK_DOCUMENT = 'Pick one of the carrier’s documents.';
const ENTER_URL = 'Enter the web address of the carrier’s documents.';
const HTTP_ONLY = 'Enter a web address that starts with http:// or https://.';
const TOO_LONG = 'Web addresses can be at most 2,048 characters.';

type Values = {
  source: 'document' | 'url';
  document?: string;
  url?: string;
  company_docs_link_name?: string;
};

type Choice = { value: string; label: string; href: string };

/** What the link stores for a document: the URL the server gave for it (often a path on the API), else the absolute one. */
function choiceOf(doc: DocumentRecord, companyId: string): Choice | null {
  const href = documentHref(doc, companyId);
  if (!href) return null;
  const file = String(doc.source_filename ?? '');
  const title = documentTitle(doc);
  return { value: asText(doc.url) ?? href, href, label: file && !title.includes(file.replace(/\.pdf$/i, '')) ? `${title} (${file})` : title };
}

const same = (a: string | null, b: string) => !!a && a.replace(/#.*$/, '') === b.replace(/#.*$/, '');

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname && !/\s/.test(text);
  } catch {
    return false;
  }
}

/**
 * The Docs Link tab: what agents open under Resources and in the library by default. One of the
 * carrier's uploaded documents (picked, not typed as an internal path) or an outside web
 * address, and the link's name.
 */
export function DocsLinkForm({ companyId }: { companyId: string }) {
  const { company } = useCompany(companyId);
  const docs = useCompanyDocuments(companyId);
  // The form appears with the company's values: typing earlier would be lost when they arrive.
  if (!company || docs.loading) return <p role="status">Loading docs link…</p>;
  const choices = docs.documents.map((d) => choiceOf(d, companyId)).filter((c): c is Choice => !!c);
  return <DocsLinkFields key={companyId} company={company} choices={choices} documentsFailed={!!docs.error} />;
}

function DocsLinkFields({ company: latest, choices, documentsFailed }: { company: CompanyRecord; choices: Choice[]; documentsFailed: boolean }) {
  const [form] = Form.useForm<Values>();
  const { mutate, mutation } = useUpdate<CompanyRecord, HttpError>();
  const pending = mutation.isPending;
  const source = Form.useWatch('source', form);
  // What the fields were filled with: a save sends what the user changed from it, so after a
  // refusal because the company changed elsewhere (412) saving again still leaves alone the
  // fields they did not touch, though the company has come back with other values.
  const [company, setFilledFrom] = useState(latest);

  const current = docsHref(company.company_docs_base_url);
  const picked = choices.find((c) => same(current, c.href));
  const initial: Values = {
    source: picked || (!current && choices.length) ? 'document' : 'url',
    document: picked?.value ?? (current ? undefined : choices[0]?.value),
    url: picked ? '' : String(company.company_docs_base_url ?? ''),
    company_docs_link_name: String(company.company_docs_link_name ?? ''),
  };

  const save = (values: Values) => {
    const name = values.company_docs_link_name?.trim() ?? '';
    const base = values.source === 'document' ? (values.document ?? '') : (values.url ?? '').trim();
    // The same document picked again keeps the stored address as it is written.
    const next = { company_docs_base_url: picked && base === picked.value ? company.company_docs_base_url : base, company_docs_link_name: name };
    // Only what the user changed (decisions.md "Updates"): a stale tab never overwrites the other field.
    const changes = changedValues(DOCS_LINK_FIELDS, next, company);
    mutate(
      {
        resource: 'companies',
        id: company.company_id,
        values: changes,
        invalidates: ['list', 'detail'],
        successNotification: () => ({ type: 'success', message: 'Docs link saved' }),
        errorNotification: failure('Save failed'),
      },
      { onSuccess: () => setFilledFrom({ ...company, ...changes }) },
    );
  };

  return (
    <Form form={form} layout="vertical" className={styles.tabBody} initialValues={initial} onFinish={save} disabled={pending}>
      <Form.Item name="source" label="Link to">
        <Radio.Group
          options={[
            { value: 'document', label: 'One of its documents', disabled: choices.length === 0 },
            { value: 'url', label: 'Another web address' },
          ]}
        />
      </Form.Item>
      {(source ?? initial.source) === 'document' ? (
        <Form.Item
          name="document"
          label="Document"
          rules={[{ required: true, message: PICK_DOCUMENT }]}
          extra={documentsFailed ? 'The documents could not be loaded.' : undefined}
        >
          <Select options={choices.map(({ value, label }) => ({ value, label }))} placeholder="Pick a document" />
        </Form.Item>
      ) : (
        <Form.Item
          name="url"
          label="Web address"
          extra={choices.length === 0 ? 'No documents yet: upload one on the Upload tab to link it instead.' : undefined}
          rules={[
            { required: true, whitespace: true, message: ENTER_URL },
            { max: URL_MAX, message: TOO_LONG },
            { validator: async (_r, value?: string) => { if (value?.trim() && !isWebAddress(value.trim())) throw new Error(HTTP_ONLY); } },
          ]}
        >
          <Input type="url" inputMode="url" placeholder="https://carrier.example/underwriting.pdf" />
        </Form.Item>
      )}
      <Form.Item name="company_docs_link_name" label="Docs link name" rules={[{ max: 200, message: 'Names can be at most 200 characters.' }]}>
        <Input placeholder="Underwriting Documents" maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending} disabled={pending}>
        Save Docs Link
      </Button>
    </Form>
  );
}
