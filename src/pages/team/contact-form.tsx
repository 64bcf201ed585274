import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
// The bare input, not antd's `Input` object (TextArea, Search, OTP and Password come with it).
import Input from 'antd/es/input/Input';
import { EMAIL_MAX_LENGTH, updateTeamOrg, URL_MAX_LENGTH } from '../../api';
import type { CurrentUser, TeamOrgUpdate } from '../../api';
import { changedFields } from '../../components/changed-fields';
import { Field } from '../../components/field';
import { useFieldForm } from '../../components/use-field-form';
import { check, emailRule, maxLength, websiteRule, websiteUrl } from '../../components/validators';
import { detailOf, NoticeAlert, type Notice } from '../../resources/team-users';
import styles from './team.module.css';

const SAVE_FAILED = 'Save failed.';
const PHONE_MAX_LENGTH = 40;

type Values = { contact_email: string; contact_phone: string; website: string };

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The organization's contact details as the me call names them (docs/product.md#3-entities). */
const contactOf = (user: CurrentUser): Values => ({
  contact_email: text(user.contact_email),
  contact_phone: text(user.org_contact_phone) || text(user.org_phone),
  website: text(user.org_website) || text(user.website),
});

/** The details as PATCH /team/org writes them: blanks as null, the email lowercased, the website with its scheme. */
const asBody = (v: Values): Required<TeamOrgUpdate> => ({
  contact_email: text(v.contact_email).toLowerCase() || null,
  contact_phone: text(v.contact_phone) || null,
  website: text(v.website) ? (websiteUrl(v.website) ?? text(v.website)) : null,
});

type Props = { user: CurrentUser; onSaved: () => void };

/** Contact details of the organization (PATCH /team/org with only what changed), shown on /home's profile card. */
export function ContactForm({ user, onSaved }: Props) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const save = useMutation({ mutationFn: updateTeamOrg });
  const was = contactOf(user);
  const form = useFieldForm({
    initial: was,
    rules: {
      contact_email: emailRule('Contact email'),
      contact_phone: maxLength(PHONE_MAX_LENGTH, 'Phone'),
      website: check(maxLength(URL_MAX_LENGTH, 'Website'), websiteRule),
    },
    onSubmit: async (values) => {
      const changes = changedFields(asBody(values), asBody(was));
      if (Object.keys(changes).length === 0)
        return setNotice({ kind: 'success', title: 'Nothing to save: the contact details are as they were.' });
      setNotice(null);
      try {
        await save.mutateAsync(changes);
      } catch (err) {
        setNotice({ kind: 'error', title: SAVE_FAILED, detail: detailOf(err) });
        throw err;
      }
      if (typeof changes.website === 'string') form.set('website', changes.website);
      setNotice({ kind: 'success', title: 'Contact details saved.' });
      onSaved();
    },
  });

  return (
    <div className={styles.section}>
      <h3>Contact details</h3>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label="Contact details">
        <div className={styles.formGrid}>
          <Field label="Contact email" error={form.error('contact_email')}>
            {(p) => (
              <Input
                {...p}
                {...form.text('contact_email')}
                type="email"
                maxLength={EMAIL_MAX_LENGTH}
                autoComplete="email"
                disabled={form.pending}
              />
            )}
          </Field>
          <Field label="Phone" error={form.error('contact_phone')}>
            {(p) => (
              <Input
                {...p}
                {...form.text('contact_phone')}
                type="tel"
                maxLength={PHONE_MAX_LENGTH}
                autoComplete="tel"
                disabled={form.pending}
              />
            )}
          </Field>
        </div>
        <Field label="Website" error={form.error('website')}>
          {(p) => (
            <Input
              {...p}
              {...form.text('website')}
              maxLength={URL_MAX_LENGTH}
              autoComplete="url"
              placeholder="https://www.example.com"
              disabled={form.pending}
            />
          )}
        </Field>
        {notice && <NoticeAlert notice={notice} onClose={() => setNotice(null)} />}
        <div className={styles.formEnd}>
          <Button type="primary" htmlType="submit" loading={form.pending}>
            Save contact details
          </Button>
        </div>
      </form>
    </div>
  );
}
