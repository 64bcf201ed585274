import type { KeyboardEvent } from 'react';
import { Button, Input } from 'antd';
import { ArrowUpOutlined } from '@ant-design/icons';
import { preloadMarkdown } from './markdown-loader';
import styles from './agent.module.css';

type Props = {
  disabled: boolean;
  busy: boolean;
  /** The question being written (held by the chat, which puts a failed question back). */
  value: string;
  onChange: (text: string) => void;
  onSend: (text: string) => void;
};

/** The question box: Enter sends, Shift+Enter inserts a newline; a blank question is not sent. */
export function Composer({ disabled, busy, value, onChange, onSend }: Props) {
  const submit = () => {
    if (disabled || busy || !value.trim()) return;
    preloadMarkdown();
    onSend(value);
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
      <div className={styles.composerBox}>
        <Input.TextArea
          className={styles.composerInput}
          variant="borderless"
          aria-label="Your question"
          placeholder={disabled ? 'select a company' : 'Ask your question.'}
          autoSize={{ minRows: 1, maxRows: 6 }}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={preloadMarkdown}
        />
        <Button type="primary" htmlType="submit" icon={<ArrowUpOutlined aria-hidden="true" />} disabled={disabled || busy || !value.trim()}>
          Ask
        </Button>
      </div>
    </form>
  );
}
