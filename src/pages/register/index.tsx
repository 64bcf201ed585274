import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Checkbox, Form, Input, Select } from 'antd';
import { ADDRESS_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, URL_MAX_LENGTH } from '../../api';
import { AuthCard, authStyles as s } from '../../components/auth-card';
import { useSingleFlight } from '../../components/use-single-flight';
import { leaveApp } from '../../components/leave-app';
import { PASSWORD_MIN_LENGTH } from '../../config';
import { MESSAGES, runRegistration, type RegistrationValues } from './registration';
import { US_STATES } from '../../components/us-states';

type Values = RegistrationValues & { confirm: string; terms: boolean };

const HEARD = ['Search engine', 'Social media', 'A colleague or friend', 'Industry event', 'Carrier or wholesaler', 'Other'];
const stateOptions = US_STATES.map(([value, label]) => ({ value, label }));

export default function RegisterPage() {
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();

  // One registration at a time: a double click (each click runs the form's async validation
  // first) creates one account.
  const register = useSingleFlight(async (values: Values) => {
    setError(null);
    const outcome = await runRegistration(values);
    if (outcome.kind === 'checkout') {
      // Stays "Creating account…" while the browser leaves for the payment page.
      setLeaving(true);
      leaveApp(outcome.url);
      return;
    }
    if (outcome.kind === 'home') navigate('/home', { replace: true, state: { notice: outcome.notice } });
    else setError(outcome.message);
  });
  const working = register.pending || leaving;

  return (
    <AuthCard
      title="Create your account"
      wide
      intro="Start your 7 day free trial."
      footer={<>Already registered? <Link to="/login" className={s.link}>Log in</Link></>}
    >
      <Form form={form} layout="vertical" size="large" onFinish={(values) => void register.run(values)} scrollToFirstError>
        <fieldset className={s.section}>
          <legend>About you</legend>
          <div className={s.row}>
            <Form.Item label="First name" name="first_name"><Input autoComplete="given-name" maxLength={NAME_MAX_LENGTH} /></Form.Item>
            <Form.Item label="Last name" name="last_name"><Input autoComplete="family-name" maxLength={NAME_MAX_LENGTH} /></Form.Item>
          </div>
          <Form.Item label="Email" name="email" rules={[{ required: true, whitespace: true, message: MESSAGES.email }]}>
            <Input type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
          </Form.Item>
        </fieldset>

        <fieldset className={s.section}>
          <legend>Your company</legend>
          <Form.Item label="Company name" name="org_name" rules={[{ required: true, whitespace: true, message: MESSAGES.orgName }]}>
            <Input autoComplete="organization" maxLength={NAME_MAX_LENGTH} />
          </Form.Item>
          <div className={s.row}>
            <Form.Item label="Phone" name="phone"><Input type="tel" autoComplete="tel" maxLength={NAME_MAX_LENGTH} /></Form.Item>
            <Form.Item label="Website" name="website"><Input autoComplete="url" placeholder="www.youragency.com" maxLength={URL_MAX_LENGTH} /></Form.Item>
          </div>
          <Form.Item label="Address 1" name="address1"><Input autoComplete="address-line1" maxLength={ADDRESS_MAX_LENGTH} /></Form.Item>
          <Form.Item label="Address 2" name="address2"><Input autoComplete="address-line2" maxLength={ADDRESS_MAX_LENGTH} /></Form.Item>
          <div className={`${s.row} ${s.rowAddress}`}>
            <Form.Item label="City" name="city"><Input autoComplete="address-level2" maxLength={ADDRESS_MAX_LENGTH} /></Form.Item>
            <Form.Item label="State" name="state">
              <Select showSearch allowClear options={stateOptions} optionFilterProp="label" placeholder="Select a state" />
            </Form.Item>
            <Form.Item label="Zipcode" name="zipcode"><Input autoComplete="postal-code" inputMode="numeric" maxLength={NAME_MAX_LENGTH} /></Form.Item>
          </div>
        </fieldset>

        <fieldset className={s.section}>
          <legend>Password</legend>
          <div className={s.row}>
            <Form.Item label="Password" name="password" rules={[{ required: true, min: PASSWORD_MIN_LENGTH, message: MESSAGES.password }]}>
              <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
            </Form.Item>
            <Form.Item
              label="Confirm password"
              name="confirm"
              dependencies={['password']}
              rules={[({ getFieldValue }) => ({
                validator: (_, v) => (v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(MESSAGES.confirm))),
              })]}
            >
              <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
            </Form.Item>
          </div>
          <Form.Item label="How did you hear about us?" name="heard">
            <Select allowClear options={HEARD.map((h) => ({ value: h, label: h }))} placeholder="Choose one" />
          </Form.Item>
        </fieldset>

        <Form.Item
          name="terms"
          valuePropName="checked"
          rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(MESSAGES.terms))) }]}
        >
          <Checkbox>I agree to the Terms and Agreement</Checkbox>
        </Form.Item>

        {error && <Alert type="error" role="alert" showIcon message={error} className={s.message} />}
        <Button type="primary" size="large" htmlType="submit" block loading={working}>
          {working ? 'Creating account…' : 'Register Account'}
        </Button>
      </Form>
    </AuthCard>
  );
}
