import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useInvalidateAuthStore, useLogin } from '@refinedev/core';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { getDemoAccounts } from '../../mock-mode';
import { LOGIN_FAILED } from '../../providers/auth-provider';
import { DemoAccounts } from './demo-accounts';
import { readRememberedEmail, rememberEmail } from './remember';

type Values = { email: string; password: string; remember: boolean };

export default function LoginPage() {
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const invalidateAuth = useInvalidateAuthStore();
  const remembered = readRememberedEmail();
  // Replaces useLogin's own onSuccess: the error shows in the form, not as a toast.
  const { mutate: login, isPending } = useLogin<Values>({
    mutationOptions: {
      onSuccess: (res) => {
        if (!res.success) {
          setError(res.error?.message || LOGIN_FAILED);
          return;
        }
        void invalidateAuth();
        navigate(res.redirectTo ?? '/home', { replace: true });
      },
      onError: () => setError(LOGIN_FAILED),
    },
  });

  const submit = (values: Values) => {
    setError(null);
    rememberEmail(values.remember ? values.email : null);
    login(values);
  };

  return (
    <main style={{ maxWidth: 440, margin: '64px auto', padding: '0 16px' }}>
      <h1>Sign in</h1>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ email: remembered ?? '', password: '', remember: !!remembered }}
        requiredMark={false}
      >
        <Form.Item label="Email" name="email">
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item label="Password" name="password">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="remember" valuePropName="checked">
          <Checkbox>Remember me</Checkbox>
        </Form.Item>
        {error && <Alert type="error" role="alert" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {isPending ? 'LOGGING IN…' : 'LOG IN'}
        </Button>
      </Form>
      <p style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
        <Link to="/forgot">Forgot password?</Link>
        <Link to="/register">Start your 7 day free trial</Link>
      </p>
      <DemoAccounts
        accounts={getDemoAccounts()}
        onPick={(a) => form.setFieldsValue({ email: a.email, password: a.password })}
      />
    </main>
  );
}
