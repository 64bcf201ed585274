import { useState, type FormEvent } from 'react';
import { useUpdate } from '@refinedev/core';
import { Alert, Button } from 'antd';
import { errorText } from '../../api';
import { Field } from '../../components/field';
import { NameInput, nameError, SeatLimitInput, seatError, seatText, seatValue } from './org-fields';
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
  const [name, setName] = useState(org.name);
  const [seats, setSeats] = useState(seatText(org.user_limit));
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate, mutation } = useUpdate<OrgRecord>();
  const pending = mutation.isPending;
  const active = org.active_users ?? 0;
  const errors = { name: tried ? nameError(name) : null, seats: tried ? seatError(seats, active) : null };
  const changes: { name?: string; user_limit?: number | null } = {};
  if (name.trim() !== saved.name) changes.name = name.trim();
  if (!seatError(seats) && seatValue(seats) !== saved.user_limit) changes.user_limit = seatValue(seats);
  const dirty = name.trim() !== saved.name || seats.trim() !== seatText(saved.user_limit);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (pending || nameError(name) || seatError(seats, active) || !Object.keys(changes).length) return;
    setFailure(null);
    mutate(
      {
        resource: 'orgs',
        id: org.id,
        values: changes,
        successNotification: () => ({ type: 'success', message: 'Organization saved', description: name.trim() }),
        errorNotification: false,
      },
      {
        onSuccess: ({ data }) => {
          const next = { name: data.name ?? name.trim(), user_limit: data.user_limit ?? null };
          setSaved(next);
          setName(next.name);
          setSeats(seatText(next.user_limit));
          setTried(false);
        },
        onError: (err) => setFailure(errorText(err, 'The changes were not saved. Try again.')),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`Settings of ${org.name}`}>
      <Field label="Name" error={errors.name}>
        {(p) => <NameInput {...p} value={name} onChange={setName} />}
      </Field>
      <Field label="Seat limit" error={errors.seats} hint="Blank means unlimited; never below the active users.">
        {(p) => <SeatLimitInput {...p} value={seats} onChange={setSeats} />}
      </Field>
      {failure && <Alert type="error" showIcon role="alert" message={UPDATE_FAILED} description={failure} />}
      <div className={styles.formActions}>
        <Button type="primary" htmlType="submit" loading={pending} disabled={!dirty}>
          Save
        </Button>
      </div>
    </form>
  );
}
