import Input from 'antd/es/input/Input';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../api';
import { Field } from '../../components/field';
import type { FieldForm } from '../../components/use-field-form';
import { atLimit, check, emailRule, nameRule, required } from '../../components/validators';
import styles from './team-users.module.css';

type Names = { first_name: string; last_name: string; email: string };

/** The rules of a member's first name, last name and email (required). */
export const MEMBER_RULES = {
  first_name: nameRule('First name', { optional: true }),
  last_name: nameRule('Last name', { optional: true }),
  email: check(required('Email is required.'), emailRule()),
};

/** A member's first name, last name and email, with the contract's limits. */
export function MemberFields<V extends Names>({ form }: { form: FieldForm<V> }) {
  return (
    <>
      <div className={styles.formRow}>
        <Field label="First name" error={form.error('first_name')} hint={atLimit(form.values.first_name, NAME_MAX_LENGTH, 'First name')}>
          {(p) => <Input {...p} {...form.text('first_name')} maxLength={NAME_MAX_LENGTH} autoComplete="off" />}
        </Field>
        <Field label="Last name" error={form.error('last_name')} hint={atLimit(form.values.last_name, NAME_MAX_LENGTH, 'Last name')}>
          {(p) => <Input {...p} {...form.text('last_name')} maxLength={NAME_MAX_LENGTH} autoComplete="off" />}
        </Field>
      </div>
      <Field label="Email" required error={form.error('email')} hint={atLimit(form.values.email, EMAIL_MAX_LENGTH, 'Email')}>
        {(p) => <Input {...p} {...form.text('email')} type="email" maxLength={EMAIL_MAX_LENGTH} autoComplete="off" />}
      </Field>
    </>
  );
}
