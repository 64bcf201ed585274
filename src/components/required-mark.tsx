import type { ReactNode } from 'react';
import styles from './required-mark.module.css';

/**
 * antd Form's `requiredMark`: an asterisk after the label that is no part of its name (antd's own
 * comes first and is read out, "star Email"); the input itself says it is required (aria-required).
 */
export const requiredMark = (label: ReactNode, { required }: { required: boolean }) =>
  required ? <span className={styles.required}>{label}</span> : label;
