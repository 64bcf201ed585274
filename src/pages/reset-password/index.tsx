import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Input } from 'antd';
import { errorText, isNetworkError, resetPassword } from '../../api';
import { AuthCard } from '../../components/auth-card';
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
  const [working, setWorking] = useState(false);

  const check = (): string | null => {
    if (!token) return TEXT.missingToken;
    if (password.length < PASSWORD_MIN_LENGTH) return TEXT.tooShort;
    if (password !== confirm) return TEXT.mismatch;
    return null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = check();
    if (problem) {
      setResult({ ok: false, message: problem });
      return;
    }
    setWorking(true);
    setResult(null);
    try {
      await resetPassword(token, password);
      setResult({ ok: true, message: TEXT.done });
    } catch (err) {
      setResult({ ok: false, message: isNetworkError(err) ? TEXT.network : errorText(err, TEXT.failed) });
    } finally {
      setWorking(false);
    }
  };

  return (
    <AuthCard title="Reset your password" narrow backToLogin>
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <label htmlFor="reset-password">New password</label>
        <Input.Password id="reset-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <label htmlFor="reset-confirm">Confirm password</label>
        <Input.Password id="reset-confirm" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        {result && <Alert type={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'} showIcon message={result.message} />}
        <Button type="primary" htmlType="submit" loading={working} disabled={result?.ok} block>
          Reset password
        </Button>
      </form>
    </AuthCard>
  );
}
