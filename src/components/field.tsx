import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

type ControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean; 'aria-required'?: boolean };

type Props = {
  label: ReactNode;
  /** The validation message under the control (announced). */
  error?: string | null;
  hint?: ReactNode;
  /** Marks the label with an asterisk (seen, not read: the control says aria-required). */
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
  className?: string;
};

/**
 * A labelled form control with its hint and validation message, wired for screen readers (label,
 * aria-describedby, aria-invalid, aria-required): the field of every form (use-field-form.ts).
 */
export function Field({ label, error, hint, required = false, children, className }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={`${styles.label} ${required ? styles.required : ''}`}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, 'aria-required': required || undefined })}
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
