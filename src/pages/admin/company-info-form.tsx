import { useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { useEffect, useRef } from 'react';
import { Button, Form, Input, Select } from 'antd';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, URL_MAX_LENGTH } from '../../api';
import { US_STATES } from '../../components/us-states';
import { useSingleFlight } from '../../components/use-single-flight';
import { changedValues, isHttpUrl, urlRule } from './form-values';
import { failure } from './notify';
import type { CompanyRecord } from '../../resources/companies';
import { INFO_FIELDS } from './types';
import styles from './admin.module.css';

const stateOptions = US_STATES.map(([value, label]) => ({ value, label }));

type InfoValues = Partial<Record<(typeof INFO_FIELDS)[number], string | null>>;

const LABELS: Record<(typeof INFO_FIELDS)[number], string> = {
  company_address1: 'Address 1',
  company_address2: 'Address 2',
  company_city: 'City',
  company_state: 'State',
  company_zipcode: 'Zipcode',
  company_phone: 'Phone',
  company_website: 'Website',
};

const MAX_LENGTH: Record<(typeof INFO_FIELDS)[number], number> = {
  company_address1: ADDRESS_MAX_LENGTH,
  company_address2: ADDRESS_MAX_LENGTH,
  company_city: ADDRESS_MAX_LENGTH,
  company_state: NAME_MAX_LENGTH,
  company_zipcode: NAME_MAX_LENGTH,
  company_phone: NAME_MAX_LENGTH,
  company_website: URL_MAX_LENGTH,
};

/**
 * The Company Info tab: PATCH /companies/{id} with the info fields the user changed, each null
 * when emptied; one save at a time.
 */
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

  // What the form was filled with: useForm resets the fields whenever this changes.
  const loaded = query?.data?.data;
  // The user's edits while a save of them has not gone through. A failed save refetches the
  // company; when it comes back changed (someone saved it elsewhere: 412), useForm refills the
  // fields from it, and the edits are put back, so nothing typed is lost and saving again sends
  // only them.
  const unsaved = useRef<InfoValues | null>(null);
  const form = formProps.form;
  useEffect(() => {
    if (unsaved.current) form?.setFieldsValue(unsaved.current);
  }, [loaded, form]);
  const save = useSingleFlight(async (values: InfoValues) => {
    const changes = changedValues(INFO_FIELDS, values, loaded);
    unsaved.current = changes;
    await onFinish(changes);
    unsaved.current = null;
  });

  // The fields appear with the company's values: typing into them earlier would be lost when
  // the form resets to what GET /companies/{id} answered. The Form itself is there from the start,
  // so the form instance is never used unconnected (antd's useForm warning on every selection).
  return (
    <Form
      {...formProps}
      layout="vertical"
      className={styles.tabBody}
      onFinish={(values) => void save.run(values)}
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
                  <Input maxLength={MAX_LENGTH[field]} />
                )}
              </Form.Item>
            ))}
          </div>
          <Button type="primary" htmlType="submit" loading={save.pending || saveButtonProps.loading} disabled={saveButtonProps.disabled}>
            Save Company Info
          </Button>
        </>
      )}
    </Form>
  );
}
