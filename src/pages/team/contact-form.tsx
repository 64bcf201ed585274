import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Form } from 'antd';
// The bare input, not antd's `Input` object (TextArea, Search, OTP and Password come with it).
import Input from 'antd/es/input/Input';
import { updateTeamOrg } from '../../api';
import type { CurrentUser, TeamOrgUpdate } from '../../api';
import { emailRule, lengthRules, websiteRule, websiteUrl } from '../../components/form-rules';
import { EMAIL_MAX_LENGTH, URL_MAX_LENGTH } from '../../api';
import { detailOf, NoticeAlert, type Notice } from '../../resources/team-users';
import styles from './team.module.css';

const SAVE_FAILED = 'Save failed.';
const PHONE_MAX_LENGTH = 40;

type Values = { contact_email?: string; contact_phone?: string; website?: string };

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The organization's contact details as the me call names them (spec §3). */
const contactOf = (user: CurrentUser): Required<Values> => ({
  contact_email: text(user.contact_email),
  contact_phone: text(user.org_contact_phone) || text(user.org_phone),
  website: text(user.org_website) || text(user.website),
});

/** Only the changed fields (decisions.md), blanks as null, the email lowercased, the website with its scheme. */
function contactChanges(was: Required<Values>, values: Values): TeamOrgUpdate {
  const out: TeamOrgUpdate = {};
  const email = text(values.contact_email).toLowerCase();
  if (email !== was.contact_email.toLowerCase()) out.contact_email = email || null;
  const phone = text(values.contact_phone);
  if (phone !== was.contact_phone) out.contact_phone = phone || null;
  const site = text(values.website);
  if (site !== was.website) out.website = site ? websiteUrl(site, URL_MAX_LENGTH) : null;
  return out;
}

type Props = { user: CurrentUser; onSaved: () => void };

/** Contact details of the organization (PATCH /team/org), shown on /home's profile card. */
export function ContactForm({ user, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const save = useMutation({ mutationFn: updateTeamOrg });
  const was = contactOf(user);

  const submit = (values: Values) => {
    if (save.isPending) return;
    const changes = contactChanges(was, values);
    if (Object.keys(changes).length === 0) return setNotice({ kind: 'success', title: 'Nothing to save: the contact details are as they were.' });
    setNotice(null);
    save.mutate(changes, {
      onSuccess: () => {
        if (typeof changes.website === 'string') form.setFieldValue('website', changes.website);
        setNotice({ kind: 'success', title: 'Contact details saved.' });
        onSaved();
      },
      onError: (err) => setNotice({ kind: 'error', title: SAVE_FAILED, detail: detailOf(err) }),
    });
  };

  return (
    <div className={styles.section}>
      <h3>Contact details</h3>
      <Form form={form} name="team-contact" layout="vertical" initialValues={was} onFinish={submit} disabled={save.isPending}>
        <div className={styles.formGrid}>
          <Form.Item name="contact_email" label="Contact email" rules={[emailRule, ...lengthRules(EMAIL_MAX_LENGTH, 'Contact email')]}>
            <Input type="email" maxLength={EMAIL_MAX_LENGTH} autoComplete="email" />
          </Form.Item>
          <Form.Item name="contact_phone" label="Phone" rules={lengthRules(PHONE_MAX_LENGTH, 'Phone')}>
            <Input type="tel" maxLength={PHONE_MAX_LENGTH} autoComplete="tel" />
          </Form.Item>
        </div>
        <Form.Item name="website" label="Website" rules={[websiteRule(URL_MAX_LENGTH), ...lengthRules(URL_MAX_LENGTH, 'Website')]}>
          <Input maxLength={URL_MAX_LENGTH} autoComplete="url" placeholder="https://www.example.com" />
        </Form.Item>
        {notice && <NoticeAlert notice={notice} onClose={() => setNotice(null)} />}
        <div className={styles.formEnd}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save contact details
          </Button>
        </div>
      </Form>
    </div>
  );
}
