import { useState, type KeyboardEvent } from 'react';
import { Button, Input } from 'antd';
import styles from './agent.module.css';

type Props = { disabled: boolean; busy: boolean; onSend: (text: string) => Promise<boolean> };

/** The question box: Enter sends, Shift+Enter inserts a newline; a blank question is not sent. */
export function Composer({ disabled, busy, onSend }: Props) {
  const [text, setText] = useState('');

  const submit = () => {
    if (disabled || busy || !text.trim()) return;
    const question = text;
    setText('');
    void onSend(question);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Input.TextArea
        aria-label="Your question"
        placeholder={disabled ? 'select a company' : 'Ask your question.'}
        autoSize={{ minRows: 1, maxRows: 6 }}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="primary" htmlType="submit" disabled={disabled || busy || !text.trim()}>
        Ask
      </Button>
    </form>
  );
}
