import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

type ControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean };

type Props = {
  label: ReactNode;
  /** The validation message under the control (announced). */
  error?: string | null;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
  className?: string;
};

/**
 * A labelled form control with its hint and validation message, wired for screen readers (label,
 * aria-describedby, aria-invalid). A few lines instead of antd's Form (~25 KB of gzip JS), which
 * the console's budget cannot carry.
 */
export function Field({ label, error, hint, children, className }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error && (
        <div id={errorId} role="alert" className={styles.error}>
          {error}
        </div>
      )}
      {hint && (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      )}
    </div>
  );
}
