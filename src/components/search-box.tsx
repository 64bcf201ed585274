import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useDebouncedValue } from './use-debounced-value';

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
 * A search box that applies what is typed once typing pauses (debounced), or at once on Enter;
 * it follows the applied value when that changes elsewhere (filters cleared, a shared link).
 */
export function SearchBox({ label, placeholder, value, onApply, debounceMs = 250, maxLength = 200, className }: Props) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, debounceMs);
  const applied = useRef(value);

  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value);
    }
  }, [value]);

  const apply = (next: string) => {
    const trimmed = next.trim();
    if (trimmed === applied.current) return;
    applied.current = trimmed;
    onApply(trimmed);
  };

  useEffect(() => {
    apply(settled);
    // Only a settled change applies; `apply` reads the latest props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

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
        setText(e.target.value);
        // The clear button applies at once.
        if (e.type !== 'change') apply(e.target.value);
      }}
      onPressEnter={() => apply(text)}
      className={className}
    />
  );
}
