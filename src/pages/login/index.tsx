import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useInvalidateAuthStore, useLogin } from '@refinedev/core';
import { Button } from 'antd';
// /login is the first page most people load (budget: 200 KB gzip of JS, `npm run size`): the bare
// input and password field, not antd's `Input` object (which brings TextArea and a resize
// observer, Search and OTP); a native checkbox and a plain alert line instead of antd's.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../api/limits';
import { AuthCard, authStyles as auth } from '../../components/auth-card';
import { Field } from '../../components/field';
import { reloginEmailOf, reloginText } from '../../components/relogin';
import { useFieldForm } from '../../components/use-field-form';
import { getDemoAccounts } from '../../mock-mode';
import { LOGIN_FAILED } from '../../providers/auth-provider';
import { DemoAccounts } from './demo-accounts';
import { FormAlert } from './form-alert';
import { readRememberedEmail, rememberEmail } from './remember';
import styles from './login.module.css';
import { useForgot } from './use-forgot';

const ResetModal = lazy(() => import('./reset-modal'));

type Values = { email: string; password: string };

// The form kit of every form (use-field-form.ts): antd's Form would put this page over its budget.
export default function LoginPage() {
  const remembered = readRememberedEmail();
  // docs/product.md#4-states: after a change of one's own login email, the new email and why a new login is due.
  const relogin = reloginEmailOf(useLocation().state);
  const [remember, setRemember] = useState(!!remembered);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const invalidateAuth = useInvalidateAuthStore();
  const forgot = useForgot();
  // Replaces useLogin's own onSuccess: the error shows in the form, not as a toast.
  const { mutateAsync: login, isPending } = useLogin<Values>({
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

  // One sign-in at a time: a double click or Enter pressed twice sends one login call.
  const form = useFieldForm<Values>({
    initial: { email: relogin ?? remembered ?? '', password: '' },
    onSubmit: async (values) => {
      setError(null);
      rememberEmail(remember ? values.email.trim() : null);
      // A refused sign-in may be tried again as it is (a server that was down).
      if (!(await login(values)).success) throw new Error('Login failed');
    },
  });
  const { values } = form;
  const pending = isPending || form.pending;
  const email = form.text('email');

  return (
    <AuthCard
      title="Sign in"
      footer={
        <>
          New to Underwriter Desk?{' '}
          <Link to="/register" className={auth.link}>
            Start your 7 day free trial
          </Link>
        </>
      }
      after={<DemoAccounts accounts={getDemoAccounts()} onPick={(a) => form.reset({ email: a.email, password: a.password })} />}
    >
      <form onSubmit={form.onSubmit} className={auth.form} noValidate>
        {relogin && <FormAlert type="info">{reloginText(relogin)}</FormAlert>}
        <Field label="Email" className={auth.field}>
          {(p) => (
            <Input
              {...p}
              {...email}
              size="large"
              type="email"
              autoComplete="username"
              maxLength={EMAIL_MAX_LENGTH}
              onChange={(e) => {
                email.onChange(e);
                forgot.clearHint();
              }}
            />
          )}
        </Field>
        <Field label="Password" className={auth.field}>
          {(p) => (
            <Password
              {...p}
              {...form.text('password')}
              size="large"
              autoComplete="current-password"
              autoFocus={!!relogin}
              maxLength={PASSWORD_MAX_LENGTH}
            />
          )}
        </Field>
        <div className={styles.options}>
          <label className={styles.check}>
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            Remember me
          </label>
          <Button type="link" className={auth.link} loading={forgot.pending} onClick={() => forgot.request(values.email)}>
            Forgot password?
          </Button>
        </div>
        {forgot.hint && <FormAlert type="warning">{forgot.hint}</FormAlert>}
        {error && <FormAlert type="error">{error}</FormAlert>}
        <Button type="primary" size="large" htmlType="submit" block loading={pending}>
          {pending ? 'LOGGING IN…' : 'LOG IN'}
        </Button>
      </form>
      {forgot.notice && (
        <Suspense fallback={null}>
          <ResetModal notice={forgot.notice} onClose={forgot.close} />
        </Suspense>
      )}
    </AuthCard>
  );
}
