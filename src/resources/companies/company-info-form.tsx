import { useState } from 'react';
import { useUpdate } from '@refinedev/core';
import { Button, Input } from 'antd';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, URL_MAX_LENGTH } from '../../api';
import { blanksAsNull, changedFields } from '../../components/changed-fields';
import { Field } from '../../components/field';
import { NativeSelect } from '../../components/native-select';
import { US_STATES } from '../../components/us-states';
import { useFieldForm } from '../../components/use-field-form';
import { websiteRule, websiteUrl } from '../../components/validators';
import type { CompanyRecord } from './types';
import { useCompany } from './use-companies';
import { failureToast } from '../../components/failure-toast';
import { INFO_FIELDS } from './info-fields';
import styles from './company-admin.module.css';

type InfoField = (typeof INFO_FIELDS)[number];
type InfoValues = Record<InfoField, string>;

const STATES = US_STATES.map(([value, label]) => ({ value, label }));

const LABELS: Record<InfoField, string> = {
  company_address1: 'Address 1',
  company_address2: 'Address 2',
  company_city: 'City',
  company_state: 'State',
  company_zipcode: 'Zipcode',
  company_phone: 'Phone',
  company_website: 'Website',
};

const MAX_LENGTH: Record<InfoField, number> = {
  company_address1: ADDRESS_MAX_LENGTH,
  company_address2: ADDRESS_MAX_LENGTH,
  company_city: ADDRESS_MAX_LENGTH,
  company_state: NAME_MAX_LENGTH,
  company_zipcode: NAME_MAX_LENGTH,
  company_phone: NAME_MAX_LENGTH,
  company_website: URL_MAX_LENGTH,
};

/** The info fields as PATCH /companies/{id} writes them: trimmed, blanks as null, the website with its scheme. */
function asBody(values: Partial<Record<InfoField, unknown>> | undefined) {
  const body = blanksAsNull(INFO_FIELDS, values);
  return { ...body, company_website: body.company_website && (websiteUrl(body.company_website) ?? body.company_website) };
}

/**
 * The Company Info tab: PATCH /companies/{id} with the info fields the user changed, each null
 * when emptied. The fields appear with GET /companies/{id}'s values, so nothing typed before they
 * arrive is lost.
 */
export function CompanyInfoForm({ companyId }: { companyId: string }) {
  const { company } = useCompany(companyId);
  if (!company) return <p role="status">Loading company info…</p>;
  return <InfoFields company={company} />;
}

function InfoFields({ company: latest }: { company: CompanyRecord }) {
  const { mutateAsync: update } = useUpdate<CompanyRecord>();
  // What the fields were filled with: a save sends what the user changed from it, so after a
  // refusal because the company changed elsewhere (412) saving again still leaves alone the
  // fields they did not touch, though the company has come back with other values.
  const [company, setFilledFrom] = useState(latest);
  const form = useFieldForm({
    initial: Object.fromEntries(INFO_FIELDS.map((f) => [f, String(company[f] ?? '')])) as InfoValues,
    rules: { company_website: websiteRule },
    onSubmit: async (values) => {
      const changes = changedFields(asBody(values), asBody(company));
      await update({
        resource: 'companies',
        id: company.company_id,
        values: changes,
        successNotification: () => ({ type: 'success', message: 'Company info saved' }),
        errorNotification: failureToast('Save failed'),
      });
      setFilledFrom({ ...company, ...changes });
    },
  });

  return (
    <form className={styles.tabBody} onSubmit={form.onSubmit} noValidate>
      <div className={styles.formGrid}>
        {INFO_FIELDS.map((field) => (
          <Field key={field} label={LABELS[field]} error={form.error(field)}>
            {(p) =>
              field === 'company_state' ? (
                <NativeSelect
                  {...p}
                  value={form.values[field]}
                  onChange={(v) => form.set(field, v)}
                  options={STATES}
                  empty="Select a state"
                  className={styles.wide}
                />
              ) : (
                <Input {...p} {...form.text(field)} maxLength={MAX_LENGTH[field]} />
              )
            }
          </Field>
        ))}
      </div>
      <Button type="primary" htmlType="submit" loading={form.pending} className={styles.submit}>
        Save Company Info
      </Button>
    </form>
  );
}
