import { Alert, Modal } from 'antd';
import { userName } from '../../components/display';
import { Field } from '../../components/field';
import { FormActions } from '../../components/form-actions';
import { NativeSelect, type Option } from '../../components/native-select';
import { useFieldForm } from '../../components/use-field-form';
import { required } from '../../components/validators';
import { isActive, type UserRecord } from './types';
import type { OrgFacts, UserAsks } from './user-asks';
import { UPDATE_FAILED } from './use-user-actions';
import styles from './users.module.css';

export type OrgOption = Option & { value: number };
export const ORG_REQUIRED = 'Choose an organization.';

type Props = {
  user: UserRecord | null;
  orgs: OrgOption[];
  /** Each organization's seats and plan: a move that adds a billed seat asks first. */
  orgFacts: OrgFacts;
  asks: UserAsks;
  onClose: () => void;
  onMove: (user: UserRecord, orgId: number) => Promise<unknown>;
};

/**
 * Move to another organization (PATCH /users/{id} org_id): a select of every organization. An
 * active user takes a seat there: when that seat is billed, the superadmin is asked first, with
 * its cost; Cancel sends nothing and keeps the choice.
 */
export function MoveDialog({ user, ...rest }: Props) {
  return (
    <Modal
      open={!!user}
      title={user ? `Move ${userName(user)}` : undefined}
      onCancel={rest.onClose}
      footer={null}
      destroyOnHidden
      width={440}
      maskClosable={false}
    >
      {user && <MoveForm user={user} {...rest} />}
    </Modal>
  );
}

function MoveForm({ user, orgs, orgFacts, asks, onClose, onMove }: Props & { user: UserRecord }) {
  const form = useFieldForm({
    initial: { to: '' },
    rules: { to: required(ORG_REQUIRED) },
    failureFallback: 'The user was not moved. Try again.',
    onSubmit: async ({ to }) => {
      if (isActive(user) && !(await asks.confirmSeat(orgFacts.get(Number(to)), 'Move user'))) return false;
      await onMove(user, Number(to));
      onClose();
    },
  });

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <p className={styles.lead}>
        {user.org_name ? (
          <>
            Now in <bdi>{user.org_name}</bdi>.
          </>
        ) : (
          'Their organization’s name did not load.'
        )}{' '}
        They take a seat in the new organization; their conversations are deleted.
      </p>
      <Field label="Move to" error={form.error('to')}>
        {(p) => (
          <NativeSelect
            {...p}
            value={form.values.to}
            onChange={(v) => form.set('to', v)}
            empty="Choose an organization"
            options={orgs.filter((o) => o.value !== Number(user.org_id))}
            className={styles.wide}
          />
        )}
      </Field>
      {form.failure && <Alert type="error" showIcon role="alert" message={UPDATE_FAILED} description={form.failure} />}
      <FormActions submit="Move user" pending={form.pending && !asks.asking} onCancel={onClose} />
    </form>
  );
}
