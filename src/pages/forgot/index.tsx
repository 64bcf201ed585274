import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Input } from 'antd';
import { errorText, isNetworkError, requestResetEmail } from '../../api';
import { safeHref } from '../../components/display';
import { AuthCard, authStyles as s } from '../../components/auth-card';

export const TEXT = {
  needEmail: 'Please enter your account email.',
  sent: 'If that email exists, we’ve sent a reset link.',
  failed: 'Could not send reset email. Try again later.',
  network: 'Network error.',
} as const;

type Result = { ok: boolean; message: string; resetUrl?: string | null };

export default function ForgotPage() {
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [working, setWorking] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      setResult({ ok: false, message: TEXT.needEmail });
      return;
    }
    setWorking(true);
    setResult(null);
    try {
      const answer = await requestResetEmail(email.trim());
      setResult({ ok: true, message: answer.message || TEXT.sent, resetUrl: safeHref(answer.reset_url) });
    } catch (err) {
      setResult({ ok: false, message: isNetworkError(err) ? TEXT.network : errorText(err, TEXT.failed) });
    } finally {
      setWorking(false);
    }
  };

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email you sign in with and we will send you a reset link."
      footer={<Link to="/login" className={s.link}>Back to login</Link>}
    >
      <form onSubmit={submit} noValidate className={s.form}>
        <div className={s.field}>
          <label htmlFor="forgot-email">Email</label>
          <Input id="forgot-email" size="large" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        {result && (
          <Alert
            type={result.ok ? 'success' : 'error'}
            role={result.ok ? 'status' : 'alert'}
            showIcon
            className={s.message}
            message={
              <>
                <span>{result.message}</span>
                {result.resetUrl && <> <a href={result.resetUrl} className={s.link}>Open the reset link</a></>}
              </>
            }
          />
        )}
        <Button type="primary" size="large" htmlType="submit" loading={working} block>
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
