import { useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Button, Form, Input } from 'antd';
import { isDocsUrl, nullsForBlanks, urlRule } from './form-values';
import { failure } from './notify';
import type { CompanyRecord } from '../../resources/companies';
import { DOCS_LINK_FIELDS } from './types';
import styles from './admin.module.css';

type DocsValues = Record<(typeof DOCS_LINK_FIELDS)[number], string | null>;

/** The Docs Link tab: the link agents see under Resources (base URL and its label). */
export function DocsLinkForm({ companyId }: { companyId: string }) {
  const { formProps, saveButtonProps, onFinish, query } = useForm<CompanyRecord, HttpError, DocsValues>({
    resource: 'companies',
    action: 'edit',
    id: companyId,
    redirect: false,
    invalidates: ['list', 'detail'],
    successNotification: () => ({ type: 'success', message: 'Docs link saved' }),
    errorNotification: failure('Save failed'),
  });

  // The fields appear with the company's values: typing into them earlier would be lost when
  // the form resets to what GET /companies/{id} answered.
  if (!query?.data) return <p role="status">Loading docs link…</p>;

  return (
    <Form
      {...formProps}
      layout="vertical"
      className={styles.tabBody}
      onFinish={(values) => onFinish(nullsForBlanks(DOCS_LINK_FIELDS, values)).catch(() => undefined)}
    >
      <Form.Item
        name="company_docs_base_url"
        label="Docs base URL"
        rules={[urlRule('Enter a valid URL (http or https).', isDocsUrl)]}
      >
        <Input placeholder="https://carrier.example/underwriting" />
      </Form.Item>
      <Form.Item name="company_docs_link_name" label="Docs link name">
        <Input placeholder="Underwriting Documents" maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saveButtonProps.loading} disabled={saveButtonProps.disabled}>
        Save Docs Link
      </Button>
    </Form>
  );
}
