import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Checkbox, Input } from 'antd';
import { ADDRESS_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, URL_MAX_LENGTH } from '../../api';
import { AuthCard, authStyles as s } from '../../components/auth-card';
import { Field } from '../../components/field';
import { leaveApp } from '../../components/leave-app';
import { NativeSelect } from '../../components/native-select';
import { US_STATES } from '../../components/us-states';
import { useFieldForm } from '../../components/use-field-form';
import { check, emailRule, passwordRule, PASSWORDS_DIFFER, required } from '../../components/validators';
import { MESSAGES, runRegistration, type RegistrationValues } from './registration';

type Values = Required<RegistrationValues> & { confirm: string; terms: boolean };

const HEARD = ['Search engine', 'Social media', 'A colleague or friend', 'Industry event', 'Carrier or wholesaler', 'Other'].map((h) => ({
  value: h,
  label: h,
}));
const STATES = US_STATES.map(([value, label]) => ({ value, label }));
const EMPTY: Values = {
  first_name: '',
  last_name: '',
  email: '',
  org_name: '',
  phone: '',
  website: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipcode: '',
  password: '',
  confirm: '',
  heard: '',
  terms: false,
};

export default function RegisterPage() {
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const form = useFieldForm({
    initial: EMPTY,
    rules: {
      email: check(required(MESSAGES.email), emailRule()),
      org_name: required(MESSAGES.orgName),
      password: check(required(MESSAGES.password), passwordRule),
      confirm: (confirm, { password }) => (confirm === password ? null : PASSWORDS_DIFFER),
      terms: required(MESSAGES.terms),
    },
    // One registration at a time: a double click creates one account.
    onSubmit: async (values) => {
      setError(null);
      const outcome = await runRegistration(values);
      if (outcome.kind === 'checkout') {
        // Stays "Creating account…" while the browser leaves for the payment page.
        setLeaving(true);
        leaveApp(outcome.url);
        return;
      }
      if (outcome.kind === 'home') return navigate('/home', { replace: true, state: { notice: outcome.notice } });
      setError(outcome.message);
      throw new Error(outcome.message);
    },
  });
  const working = form.pending || leaving;
  const input = (name: keyof Values, label: string, props: Record<string, unknown>, req = false) => (
    <Field label={label} required={req} error={form.error(name)}>
      {(p) => <Input {...p} {...form.text(name)} size="large" {...props} />}
    </Field>
  );
  const select = (name: 'state' | 'heard', label: string, options: { value: string; label: string }[], empty: string) => (
    <Field label={label}>
      {(p) => (
        <NativeSelect
          {...p}
          large
          value={form.values[name]}
          onChange={(v) => form.set(name, v)}
          options={options}
          empty={empty}
          className={s.select}
        />
      )}
    </Field>
  );

  return (
    <AuthCard
      title="Create your account"
      wide
      intro="Start your 7 day free trial."
      footer={
        <>
          Already registered?{' '}
          <Link to="/login" className={s.link}>
            Log in
          </Link>
        </>
      }
    >
      <form className={s.form} onSubmit={form.onSubmit} noValidate>
        <fieldset className={s.section}>
          <legend>About you</legend>
          <div className={s.row}>
            {input('first_name', 'First name', { autoComplete: 'given-name', maxLength: NAME_MAX_LENGTH })}
            {input('last_name', 'Last name', { autoComplete: 'family-name', maxLength: NAME_MAX_LENGTH })}
          </div>
          {input('email', 'Email', { type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH }, true)}
        </fieldset>

        <fieldset className={s.section}>
          <legend>Your company</legend>
          {input('org_name', 'Company name', { autoComplete: 'organization', maxLength: NAME_MAX_LENGTH }, true)}
          <div className={s.row}>
            {input('phone', 'Phone', { type: 'tel', autoComplete: 'tel', maxLength: NAME_MAX_LENGTH })}
            {input('website', 'Website', { autoComplete: 'url', placeholder: 'www.youragency.com', maxLength: URL_MAX_LENGTH })}
          </div>
          {input('address1', 'Address 1', { autoComplete: 'address-line1', maxLength: ADDRESS_MAX_LENGTH })}
          {input('address2', 'Address 2', { autoComplete: 'address-line2', maxLength: ADDRESS_MAX_LENGTH })}
          <div className={`${s.row} ${s.rowAddress}`}>
            {input('city', 'City', { autoComplete: 'address-level2', maxLength: ADDRESS_MAX_LENGTH })}
            {select('state', 'State', STATES, 'Select a state')}
            {input('zipcode', 'Zipcode', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: NAME_MAX_LENGTH })}
          </div>
        </fieldset>

        <fieldset className={s.section}>
          <legend>Password</legend>
          <div className={s.row}>
            <Field label="Password" required error={form.error('password')}>
              {(p) => (
                <Input.Password
                  {...p}
                  {...form.text('password')}
                  size="large"
                  autoComplete="new-password"
                  maxLength={PASSWORD_MAX_LENGTH}
                />
              )}
            </Field>
            <Field label="Confirm password" error={form.error('confirm')}>
              {(p) => (
                <Input.Password {...p} {...form.text('confirm')} size="large" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
              )}
            </Field>
          </div>
          {select('heard', 'How did you hear about us?', HEARD, 'Choose one')}
        </fieldset>

        <div className={s.field}>
          <Checkbox checked={form.values.terms} onChange={(e) => form.set('terms', e.target.checked)} aria-invalid={!!form.error('terms')}>
            I agree to the Terms and Agreement
          </Checkbox>
          {form.error('terms') && (
            <div role="alert" className={s.fieldError}>
              {form.error('terms')}
            </div>
          )}
        </div>

        {error && <Alert type="error" role="alert" showIcon message={error} className={s.message} />}
        <Button type="primary" size="large" htmlType="submit" block loading={working}>
          {working ? 'Creating account…' : 'Register Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
