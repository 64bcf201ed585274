import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Input } from 'antd';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, errorText, isNetworkError, resetPassword } from '../../api';
import { AuthCard, authStyles as s } from '../../components/auth-card';
import { Field } from '../../components/field';
import { useFieldForm } from '../../components/use-field-form';
import { passwordRule, PASSWORDS_DIFFER } from '../../components/validators';

export const TEXT = {
  missingToken: 'Missing reset token.',
  failed: 'Reset failed.',
  network: 'Server error. Try again.',
  done: 'Your password has been reset. You can log in with your new password.',
} as const;

type Result = { ok: boolean; message: string };

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const [result, setResult] = useState<Result | null>(token ? null : { ok: false, message: TEXT.missingToken });
  // One reset at a time: the token is single use, so a second call would only fail.
  const form = useFieldForm({
    initial: { password: '', confirm: '' },
    rules: { password: passwordRule, confirm: (confirm, { password }) => (confirm === password ? null : PASSWORDS_DIFFER) },
    onSubmit: async ({ password }) => {
      if (!token) return setResult({ ok: false, message: TEXT.missingToken });
      setResult(null);
      try {
        await resetPassword(token, password);
        setResult({ ok: true, message: TEXT.done });
      } catch (err) {
        setResult({ ok: false, message: isNetworkError(err) ? TEXT.network : errorText(err, TEXT.failed) });
        throw err;
      }
    },
  });

  const footer = (
    <Link to="/login" className={s.link}>
      Back to login
    </Link>
  );

  if (result?.ok) {
    return (
      <AuthCard title="Reset your password">
        <div className={s.form}>
          <Alert type="success" role="status" showIcon className={s.message} message={result.message} />
          <Link to="/login" className={s.primaryAction}>
            Log in
          </Link>
        </div>
      </AuthCard>
    );
  }

  // Without a token the form cannot succeed: the way out is a new link.
  const newLink =
    !token && result?.message === TEXT.missingToken ? (
      <Link to="/forgot" className={s.link}>
        Request a new link
      </Link>
    ) : undefined;

  return (
    <AuthCard title="Reset your password" intro={`Choose a new password of at least ${PASSWORD_MIN_LENGTH} characters.`} footer={footer}>
      <form onSubmit={form.onSubmit} noValidate className={s.form}>
        <Field label="New password" error={form.error('password')}>
          {(p) => (
            <Input.Password {...p} {...form.text('password')} size="large" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
          )}
        </Field>
        <Field label="Confirm password" error={form.error('confirm')}>
          {(p) => (
            <Input.Password {...p} {...form.text('confirm')} size="large" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
          )}
        </Field>
        {result && (
          <Alert
            type="error"
            role="alert"
            showIcon
            className={s.message}
            message={
              <>
                <span>{result.message}</span>
                {newLink && <> {newLink}</>}
              </>
            }
          />
        )}
        <Button type="primary" size="large" htmlType="submit" loading={form.pending} block>
          Reset password
        </Button>
      </form>
    </AuthCard>
  );
}
