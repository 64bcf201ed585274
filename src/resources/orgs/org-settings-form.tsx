import { useState } from 'react';
import { useUpdate } from '@refinedev/core';
import { Alert, Button } from 'antd';
import { changedFields } from '../../components/changed-fields';
import { Field } from '../../components/field';
import { useFieldForm } from '../../components/use-field-form';
import { nameRule, seatLimitRule, seatValue } from '../../components/validators';
import { NameInput, SeatLimitInput, seatText } from './org-fields';
import type { OrgRecord } from './types';
import styles from './orgs.module.css';

const UPDATE_FAILED = 'Update org failed';

/**
 * Name and seat limit, saved together (PATCH /orgs/{id} with only what changed). What is typed is
 * the form's own: a refresh of the list (a poll, another save) never resets it, and a failed save
 * keeps it.
 */
export function OrgSettingsForm({ org }: { org: OrgRecord }) {
  const [saved, setSaved] = useState(() => ({ name: org.name, user_limit: org.user_limit ?? null }));
  const { mutateAsync: update } = useUpdate<OrgRecord>();
  const form = useFieldForm({
    initial: { name: org.name, seats: seatText(org.user_limit) },
    rules: { name: nameRule('Organization name'), seats: seatLimitRule(org.active_users ?? 0) },
    failureFallback: 'The changes were not saved. Try again.',
    onSubmit: async ({ name, seats }) => {
      const changes = changedFields({ name: name.trim(), user_limit: seatValue(seats) }, saved);
      if (Object.keys(changes).length === 0) return;
      const { data } = await update({
        resource: 'orgs',
        id: org.id,
        values: changes,
        successNotification: () => ({ type: 'success', message: 'Organization saved', description: name.trim() }),
        errorNotification: false,
      });
      const next = { name: data.name ?? name.trim(), user_limit: data.user_limit ?? null };
      setSaved(next);
      form.reset({ name: next.name, seats: seatText(next.user_limit) });
    },
  });
  const dirty = form.values.name.trim() !== saved.name || form.values.seats.trim() !== seatText(saved.user_limit);

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={`Settings of ${org.name}`}>
      <Field label="Name" error={form.error('name')}>
        {(p) => <NameInput {...p} {...form.text('name')} />}
      </Field>
      <Field label="Seat limit" error={form.error('seats')} hint="Blank means unlimited; never below the active users.">
        {(p) => <SeatLimitInput {...p} {...form.text('seats')} />}
      </Field>
      {form.failure && <Alert type="error" showIcon role="alert" message={UPDATE_FAILED} description={form.failure} />}
      <div className={styles.formActions}>
        <Button type="primary" htmlType="submit" loading={form.pending} disabled={!dirty}>
          Save
        </Button>
      </div>
    </form>
  );
}
