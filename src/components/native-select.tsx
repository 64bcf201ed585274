import type { SelectHTMLAttributes } from 'react';
import styles from './native-select.module.css';

export type Option = { value: string | number; label: string };

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value: string | number | null | undefined;
  onChange: (value: string) => void;
  options: readonly Option[];
  /** The first choice, for "no value" (a filter's "All statuses", a form's "Choose…"). */
  empty?: string;
  /** Small: inside a table row. */
  small?: boolean;
  /** Large: beside antd's large inputs (the sign-in and registration forms). */
  large?: boolean;
};

/**
 * The browser's own select, in the theme's look: accessible and light (antd's Select and its
 * virtual list cost ~26 KB of gzip JS). Type-ahead finds an option among a thousand.
 */
export function NativeSelect({ value, onChange, options, empty, small = false, large = false, className, ...rest }: Props) {
  return (
    <span className={`${styles.wrap} ${className ?? ''}`}>
      <select
        {...rest}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value)}
        className={`${styles.select} ${small ? styles.small : ''} ${large ? styles.large : ''}`}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}
