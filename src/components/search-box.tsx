import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

type Props = {
  /** The accessible name ("Search organizations by name"). */
  label: string;
  placeholder: string;
  /** The search applied now (from the table state, the URL included). */
  value: string;
  onApply: (text: string) => void;
  debounceMs?: number;
  maxLength?: number;
  className?: string;
};

/**
 * A search box that applies what is typed once typing pauses (debounced), or at once on Enter
 * or on clearing; it follows the applied value when that changes elsewhere (filters cleared, a
 * shared link). Every change arms the timer, so "type, Enter, clear" ends with the search cleared.
 */
export function SearchBox({ label, placeholder, value, onApply, debounceMs = 250, maxLength = 200, className }: Props) {
  const [text, setText] = useState(value);
  const applied = useRef(value);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(onApply);
  useEffect(() => {
    latest.current = onApply;
  });

  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (next: string) => {
    window.clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed === applied.current) return;
    applied.current = trimmed;
    latest.current(trimmed);
  };

  return (
    <Input
      type="search"
      allowClear
      aria-label={label}
      placeholder={placeholder}
      prefix={<SearchOutlined aria-hidden="true" />}
      value={text}
      maxLength={maxLength}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        window.clearTimeout(timer.current);
        // The clear button applies at once; typing once it pauses.
        if (e.type !== 'change') apply(next);
        else timer.current = window.setTimeout(() => apply(next), debounceMs);
      }}
      onPressEnter={() => apply(text)}
      className={className}
    />
  );
}
