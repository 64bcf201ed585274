import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Input } from 'antd';
import { EMAIL_MAX_LENGTH, errorText, isNetworkError, requestResetEmail } from '../../api';
import { safeHref } from '../../components/display';
import { AuthCard, authStyles as s } from '../../components/auth-card';
import { Field } from '../../components/field';
import { useFieldForm } from '../../components/use-field-form';
import { required } from '../../components/validators';

export const TEXT = {
  needEmail: 'Please enter your account email.',
  sent: 'If that email exists, we’ve sent a reset link.',
  failed: 'Could not send reset email. Try again later.',
  network: 'Network error.',
} as const;

type Result = { ok: boolean; message: string; resetUrl?: string | null };

export default function ForgotPage() {
  const [result, setResult] = useState<Result | null>(null);
  // One request at a time: Enter pressed twice asks for one link.
  const form = useFieldForm({
    initial: { email: '' },
    rules: { email: required(TEXT.needEmail) },
    onSubmit: async ({ email }) => {
      setResult(null);
      try {
        const answer = await requestResetEmail(email.trim());
        setResult({ ok: true, message: answer.message || TEXT.sent, resetUrl: safeHref(answer.reset_url) });
      } catch (err) {
        setResult({ ok: false, message: isNetworkError(err) ? TEXT.network : errorText(err, TEXT.failed) });
        throw err;
      }
    },
  });

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email you sign in with and we will send you a reset link."
      footer={
        <Link to="/login" className={s.link}>
          Back to login
        </Link>
      }
    >
      <form onSubmit={form.onSubmit} noValidate className={s.form}>
        <Field label="Email" error={form.error('email')} className={s.field}>
          {(p) => <Input {...p} {...form.text('email')} size="large" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />}
        </Field>
        {result && (
          <Alert
            type={result.ok ? 'success' : 'error'}
            role={result.ok ? 'status' : 'alert'}
            showIcon
            className={s.message}
            message={
              <>
                <span>{result.message}</span>
                {result.resetUrl && (
                  <>
                    {' '}
                    <a href={result.resetUrl} className={s.link}>
                      Open the reset link
                    </a>
                  </>
                )}
              </>
            }
          />
        )}
        <Button type="primary" size="large" htmlType="submit" loading={form.pending} block>
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
