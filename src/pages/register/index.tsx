import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Checkbox, Form, Input, Select } from 'antd';
import { AuthCard, authStyles as s } from '../../components/auth-card';
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
  const [working, setWorking] = useState(false);
  const navigate = useNavigate();

  const submit = async (values: Values) => {
    setError(null);
    setWorking(true);
    const outcome = await runRegistration(values);
    if (outcome.kind === 'checkout') {
      leaveApp(outcome.url);
      return;
    }
    setWorking(false);
    if (outcome.kind === 'home') navigate('/home', { replace: true, state: { notice: outcome.notice } });
    else setError(outcome.message);
  };

  return (
    <AuthCard
      title="Create your account"
      wide
      intro="Start your 7 day free trial."
      footer={<>Already registered? <Link to="/login" className={s.link}>Log in</Link></>}
    >
      <Form form={form} layout="vertical" size="large" onFinish={submit} scrollToFirstError>
        <fieldset className={s.section}>
          <legend>About you</legend>
          <div className={s.row}>
            <Form.Item label="First name" name="first_name"><Input autoComplete="given-name" /></Form.Item>
            <Form.Item label="Last name" name="last_name"><Input autoComplete="family-name" /></Form.Item>
          </div>
          <Form.Item label="Email" name="email" rules={[{ required: true, whitespace: true, message: MESSAGES.email }]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </fieldset>

        <fieldset className={s.section}>
          <legend>Your company</legend>
          <Form.Item label="Company name" name="org_name" rules={[{ required: true, whitespace: true, message: MESSAGES.orgName }]}>
            <Input autoComplete="organization" />
          </Form.Item>
          <div className={s.row}>
            <Form.Item label="Phone" name="phone"><Input type="tel" autoComplete="tel" /></Form.Item>
            <Form.Item label="Website" name="website"><Input autoComplete="url" placeholder="www.youragency.com" /></Form.Item>
          </div>
          <Form.Item label="Address 1" name="address1"><Input autoComplete="address-line1" /></Form.Item>
          <Form.Item label="Address 2" name="address2"><Input autoComplete="address-line2" /></Form.Item>
          <div className={`${s.row} ${s.rowAddress}`}>
            <Form.Item label="City" name="city"><Input autoComplete="address-level2" /></Form.Item>
            <Form.Item label="State" name="state">
              <Select showSearch allowClear options={stateOptions} optionFilterProp="label" placeholder="Select a state" />
            </Form.Item>
            <Form.Item label="Zipcode" name="zipcode"><Input autoComplete="postal-code" inputMode="numeric" /></Form.Item>
          </div>
        </fieldset>

        <fieldset className={s.section}>
          <legend>Password</legend>
          <div className={s.row}>
            <Form.Item label="Password" name="password" rules={[{ required: true, min: PASSWORD_MIN_LENGTH, message: MESSAGES.password }]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              label="Confirm password"
              name="confirm"
              dependencies={['password']}
              rules={[({ getFieldValue }) => ({
                validator: (_, v) => (v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(MESSAGES.confirm))),
              })]}
            >
              <Input.Password autoComplete="new-password" />
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
