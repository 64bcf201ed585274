import { Form } from 'antd';
// The bare input, not antd's `Input` object (TextArea, Search, OTP and Password come with it).
import Input from 'antd/es/input/Input';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../api';
import { emailRule, lengthRules } from '../../components/form-rules';
import styles from './team-users.module.css';

/** A member's first name, last name and email (required), with the limits of decisions.md. */
export function MemberFields() {
  return (
    <>
      <div className={styles.formRow}>
        <Form.Item name="first_name" label="First name" rules={lengthRules(NAME_MAX_LENGTH, 'First name')}>
          <Input maxLength={NAME_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
        <Form.Item name="last_name" label="Last name" rules={lengthRules(NAME_MAX_LENGTH, 'Last name')}>
          <Input maxLength={NAME_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
      </div>
      <Form.Item
        name="email"
        label="Email"
        required
        rules={[{ required: true, whitespace: true, message: 'Email is required.' }, emailRule, ...lengthRules(EMAIL_MAX_LENGTH, 'Email')]}
      >
        <Input type="email" maxLength={EMAIL_MAX_LENGTH} autoComplete="off" />
      </Form.Item>
    </>
  );
}
