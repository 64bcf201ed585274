import { HttpResponse, type HttpHandler } from 'msw';
import { db, findOrg, findUserByEmail, nextOrgId, nextUserId } from '../db/store';
import type { ForgotResponse, LoginResponse, OrgRow, RegistrationPayload, UserRow } from '../db/types';
import { toCurrentUser } from '../db/views';
import { endSessions, issueToken, readCaller, readResetToken } from '../lib/auth';
import { detail, fieldError, missing, notFound, validation, type ValidationErrorItem } from '../lib/errors';
import { forbidden, may } from '../lib/guard';
import { mailResetLink } from '../lib/outbox';
import { readJson, router, type RouteResolver } from '../lib/route';
import { Fields, formObject, jsonObject, limitFailure } from '../lib/validate';
import { isEmail } from '../../src/api/limits';
import { ORG_NAME_TAKEN, orgNameTaken } from './orgs';
import { teamTargetRefusal } from './team';

const PASSWORD_MIN = 8;

function signedIn(user: UserRow): Response {
  const body: LoginResponse = { access_token: issueToken(user), token_type: 'bearer', role: user.role, org_id: user.org_id };
  return HttpResponse.json(body);
}

/** The spec's forgot-password message (§8), the same whether or not the email exists. */
export const FORGOT_MESSAGE = 'If that email exists, we’ve sent a reset link.';

const forgot: RouteResolver = async ({ request }) => {
  const body = await jsonObject(request);
  if (body instanceof Response) return body;
  const f = new Fields(body);
  const email = f.str('email', { required: true, blankMsg: 'Please enter your account email.' });
  const failed = f.fail();
  if (failed || !email) return failed ?? detail(400, 'Email is required');
  const user = findUserByEmail(email);
  const answer: ForgotResponse = { message: FORGOT_MESSAGE };
  const link = user ? mailResetLink(user, 'reset') : undefined;
  if (link) answer.reset_url = link;
  return HttpResponse.json(answer);
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function authHandlers(basePath: string): HttpHandler[] {
  const r = router(basePath);
  return [
    r.post('/auth/login', async ({ request }) => {
      const form = await formObject(request);
      if (form instanceof Response) return form;
      const errors: ValidationErrorItem[] = [];
      if (!form.username?.trim()) errors.push(missing('username'));
      if (!form.password) errors.push(missing('password'));
      if (errors.length) return validation(errors);
      const user = findUserByEmail(form.username);
      if (!user || user.password !== form.password) return detail(400, 'Incorrect email or password');
      if (user.is_active !== 1) return detail(403, 'Account is disabled');
      return signedIn(user);
    }),

    r.post('/auth/register', async ({ request }) => {
      const body = await readJson(request);
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        return validation([{ loc: ['body'], msg: 'Field required', type: 'missing' }]);
      }
      const p = body as Partial<Record<keyof RegistrationPayload, unknown>>;
      const tooLong = limitFailure(p);
      if (tooLong) return tooLong;
      const errors: ValidationErrorItem[] = [];
      const email = text(p.email)?.toLowerCase() ?? null;
      if (!email) errors.push(missing('email'));
      else if (!isEmail(email)) errors.push(fieldError('email', 'Enter a valid email address.'));
      if (typeof p.password !== 'string' || !p.password) errors.push(missing('password'));
      else if (p.password.length < PASSWORD_MIN) {
        errors.push(fieldError('password', `Password must be at least ${PASSWORD_MIN} characters.`, 'string_too_short'));
      }
      const orgName = text(p.org_name);
      if (!orgName)
        errors.push(fieldError('org_name', 'Please enter your company name.', typeof p.org_name === 'string' ? 'value_error' : 'missing'));
      if (errors.length || !email || !orgName) return validation(errors);
      if (findUserByEmail(email)) return detail(400, 'Email already registered');
      if (orgNameTaken(orgName)) return detail(400, ORG_NAME_TAKEN);

      const now = new Date().toISOString();
      const userId = nextUserId();
      const org: OrgRow = {
        id: nextOrgId(),
        name: orgName,
        plan: null,
        subscription_status: null,
        billing_owner_user_id: userId,
        user_limit: null,
        created_at: now,
        contact_email: email,
        contact_phone: text(p.phone),
        website: text(p.website),
        address1: text(p.address1),
        address2: text(p.address2),
        city: text(p.city),
        state: text(p.state),
        zipcode: text(p.zipcode),
        heard: text(p.heard),
        logo: null,
        billing: { customer_id: null, subscription: null, trial_ends_at: null },
      };
      const user: UserRow = {
        id: userId,
        username: email,
        email,
        first_name: text(p.first_name),
        last_name: text(p.last_name),
        role: 'agent',
        org_id: org.id,
        is_active: 1,
        password: p.password as string,
        created_at: now,
      };
      db.orgs.push(org);
      db.users.push(user);
      return signedIn(user);
    }),

    r.post('/auth/forgot-password', forgot),
    r.post('/auth/forgot', forgot),

    r.post('/auth/reset-password', async ({ request }) => {
      const body = await jsonObject(request);
      if (body instanceof Response) return body;
      const f = new Fields(body);
      const token = f.str('token', { required: true, blankMsg: 'Missing reset token.' });
      const password = f.str('new_password', {
        required: true,
        min: PASSWORD_MIN,
        minMsg: `Password must be at least ${PASSWORD_MIN} characters.`,
      });
      const failed = f.fail();
      if (failed || !token || !password) return failed ?? detail(400, 'Reset failed.');
      const user = readResetToken(token);
      if (user === 'expired') return detail(400, 'This reset link has expired. Request a new one.');
      if (user === 'invalid') return detail(400, 'Invalid or already used reset link.');
      user.password = password;
      endSessions(user);
      return HttpResponse.json({ message: 'Your password has been reset. You can log in now.' });
    }),

    // The billing owner invites an agent of the team (or themselves); a superadmin anyone. The
    // link sets a password, so an owner inviting an admin would take over the admin's account.
    r.post('/auth/send-invite', async ({ request }) => {
      const caller = readCaller(request);
      if (caller instanceof Response) return caller;
      const superadmin = may(caller, 'users', 'create');
      if (!superadmin && !may(caller, 'team-users', 'create')) return forbidden();
      const body = await jsonObject(request);
      if (body instanceof Response) return body;
      const f = new Fields(body);
      const email = f.str('email', { required: true, email: true });
      const failed = f.fail();
      if (failed || !email) return failed ?? detail(400, 'Email is required');
      const user = findUserByEmail(email);
      if (!user || (!superadmin && user.org_id !== caller.org_id)) return notFound('User not found');
      const refused = superadmin ? null : teamTargetRefusal(caller, user);
      if (refused) return refused;
      const answer: ForgotResponse = { message: `Invite sent to ${user.email}.` };
      const link = mailResetLink(user, 'invite');
      if (link) answer.reset_url = link;
      return HttpResponse.json(answer);
    }),

    r.get('/auth/me', ({ request }) => {
      const caller = readCaller(request);
      if (caller instanceof Response) return caller;
      if (!findOrg(caller.org_id)) return detail(404, 'Organization not found');
      return HttpResponse.json(toCurrentUser(caller));
    }),
  ];
}
