import { useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Button, Form, Input, Select } from 'antd';
import { US_STATES } from '../../components/us-states';
import { isHttpUrl, nullsForBlanks, urlRule } from './form-values';
import { failure } from './notify';
import type { CompanyRecord } from '../../resources/companies';
import { INFO_FIELDS } from './types';
import styles from './admin.module.css';

const stateOptions = US_STATES.map(([value, label]) => ({ value, label }));

type InfoValues = Record<(typeof INFO_FIELDS)[number], string | null>;

const LABELS: Record<(typeof INFO_FIELDS)[number], string> = {
  company_address1: 'Address 1',
  company_address2: 'Address 2',
  company_city: 'City',
  company_state: 'State',
  company_zipcode: 'Zipcode',
  company_phone: 'Phone',
  company_website: 'Website',
};

/** The Company Info tab: PATCH /companies/{id} with every info field, each null when empty. */
export function CompanyInfoForm({ companyId }: { companyId: string }) {
  const { formProps, saveButtonProps, onFinish, query } = useForm<CompanyRecord, HttpError, InfoValues>({
    resource: 'companies',
    action: 'edit',
    id: companyId,
    redirect: false,
    invalidates: ['list', 'detail'],
    successNotification: () => ({ type: 'success', message: 'Company info saved' }),
    errorNotification: failure('Save failed'),
  });

  // The fields appear with the company's values: typing into them earlier would be lost when
  // the form resets to what GET /companies/{id} answered. The Form itself is there from the start,
  // so the form instance is never used unconnected (antd's useForm warning on every selection).
  return (
    <Form
      {...formProps}
      layout="vertical"
      className={styles.tabBody}
      onFinish={(values) => onFinish(nullsForBlanks(INFO_FIELDS, values)).catch(() => undefined)}
    >
      {!query?.data ? (
        <p role="status">Loading company info…</p>
      ) : (
        <>
          <div className={styles.formGrid}>
            {INFO_FIELDS.map((field) => (
              <Form.Item
                key={field}
                name={field}
                label={LABELS[field]}
                rules={
                  field === 'company_website'
                    ? [urlRule('Enter a valid website address.', (s) => isHttpUrl(s, { schemeOptional: true }))]
                    : undefined
                }
              >
                {field === 'company_state' ? (
                  <Select showSearch allowClear options={stateOptions} optionFilterProp="label" placeholder="Select a state" />
                ) : (
                  <Input maxLength={200} />
                )}
              </Form.Item>
            ))}
          </div>
          <Button type="primary" htmlType="submit" loading={saveButtonProps.loading} disabled={saveButtonProps.disabled}>
            Save Company Info
          </Button>
        </>
      )}
    </Form>
  );
}
