import { Alert } from 'antd';
import type { Notice } from './types';

/**
 * What an action on the team answered: the spec's words, the server's detail under them, and in
 * mock mode the invite link. Errors are alerts; successes are a polite status.
 */
export function NoticeAlert({ notice, onClose, className }: { notice: Notice; onClose?: () => void; className?: string }) {
  const description =
    notice.detail || notice.link ? (
      <>
        {notice.detail && <span>{notice.detail} </span>}
        {notice.link && <a href={notice.link}>Open the invite link</a>}
      </>
    ) : undefined;
  return (
    <Alert
      className={className}
      type={notice.kind}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      showIcon
      message={notice.title}
      description={description}
      closable={!!onClose}
      onClose={onClose}
    />
  );
}
