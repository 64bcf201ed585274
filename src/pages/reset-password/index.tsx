import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Input } from 'antd';
import { PASSWORD_MAX_LENGTH, errorText, isNetworkError, resetPassword } from '../../api';
import { AuthCard, authStyles as s } from '../../components/auth-card';
import { useSingleFlight } from '../../components/use-single-flight';
import { PASSWORD_MIN_LENGTH } from '../../config';

export const TEXT = {
  missingToken: 'Missing reset token.',
  tooShort: 'Password must be at least 8 characters.',
  mismatch: 'Passwords do not match.',
  failed: 'Reset failed.',
  network: 'Server error. Try again.',
  done: 'Your password has been reset. You can log in with your new password.',
} as const;

type Result = { ok: boolean; message: string };

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [result, setResult] = useState<Result | null>(token ? null : { ok: false, message: TEXT.missingToken });

  const check = (): string | null => {
    if (!token) return TEXT.missingToken;
    if (password.length < PASSWORD_MIN_LENGTH) return TEXT.tooShort;
    if (password !== confirm) return TEXT.mismatch;
    return null;
  };

  // One reset at a time: the token is single use, so a second call would only fail.
  const reset = useSingleFlight(async () => {
    setResult(null);
    try {
      await resetPassword(token, password);
      setResult({ ok: true, message: TEXT.done });
    } catch (err) {
      setResult({ ok: false, message: isNetworkError(err) ? TEXT.network : errorText(err, TEXT.failed) });
    }
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = check();
    if (problem) setResult({ ok: false, message: problem });
    else void reset.run();
  };

  const footer = <Link to="/login" className={s.link}>Back to login</Link>;

  if (result?.ok) {
    return (
      <AuthCard title="Reset your password">
        <div className={s.form}>
          <Alert type="success" role="status" showIcon className={s.message} message={result.message} />
          <Link to="/login" className={s.primaryAction}>Log in</Link>
        </div>
      </AuthCard>
    );
  }

  // Without a token the form cannot succeed: the way out is a new link.
  const newLink = !token && result?.message === TEXT.missingToken
    ? <Link to="/forgot" className={s.link}>Request a new link</Link>
    : undefined;

  return (
    <AuthCard title="Reset your password" intro={`Choose a new password of at least ${PASSWORD_MIN_LENGTH} characters.`} footer={footer}>
      <form onSubmit={submit} noValidate className={s.form}>
        <div className={s.field}>
          <label htmlFor="reset-password">New password</label>
          <Input.Password id="reset-password" size="large" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <div className={s.field}>
          <label htmlFor="reset-confirm">Confirm password</label>
          <Input.Password id="reset-confirm" size="large" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </div>
        {result && <Alert type="error" role="alert" showIcon className={s.message} message={<><span>{result.message}</span>{newLink && <> {newLink}</>}</>} />}
        <Button type="primary" size="large" htmlType="submit" loading={reset.pending} block>
          Reset password
        </Button>
      </form>
    </AuthCard>
  );
}
