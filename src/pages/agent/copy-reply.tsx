import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import styles from './agent.module.css';

/** How long "Copied" (or the failure) shows. */
const SAID_MS = 2000;

type State = 'idle' | 'copied' | 'failed';

/** Copies a reply's text (its Markdown) to the clipboard and says so for a moment. */
export function CopyReply({ text }: { text: string }) {
  const [state, setState] = useState<State>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), SAID_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      // Undefined outside a secure context: that is a failure to copy like any other.
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch (err) {
      console.warn('Could not copy the reply', err);
      setState('failed');
    }
  };

  return (
    <>
      <Button
        size="small"
        type="text"
        className={styles.copy}
        aria-label="Copy reply"
        icon={state === 'copied' ? <CheckOutlined aria-hidden="true" /> : <CopyOutlined aria-hidden="true" />}
        onClick={() => void copy()}
      >
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Button>
      <span className="visually-hidden" aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy the reply.' : ''}
      </span>
    </>
  );
}
