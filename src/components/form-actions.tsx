import { Button } from 'antd';
import styles from './form-actions.module.css';

type Props = {
  /** The submit button's words ("Create user"). */
  submit: string;
  pending: boolean;
  onCancel: () => void;
  /** Off until there is something to send. */
  disabled?: boolean;
  danger?: boolean;
};

/** A dialog form's Cancel and submit, at its end; while the request runs, neither can be pressed again. */
export function FormActions({ submit, pending, onCancel, disabled = false, danger = false }: Props) {
  return (
    <div className={styles.actions}>
      <Button onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="primary" htmlType="submit" danger={danger} loading={pending} disabled={disabled}>
        {submit}
      </Button>
    </div>
  );
}
