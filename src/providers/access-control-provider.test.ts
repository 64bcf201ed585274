import { describe, expect, it } from 'vitest';
import { setFault } from '../../mocks/node';
import { signInAs } from '../../test/render-app';
import { accessControlProvider } from './access-control-provider';
import { forgetIdentity } from './identity';

const can = (resource: string, action: string) => accessControlProvider.can({ resource, action }).then((r) => r.can);

describe('accessControlProvider (the policy table over the current user)', () => {
  it('owner: team and billing yes, admin screens no', async () => {
    signInAs('owner');
    forgetIdentity();
    expect(await can('team-users', 'create')).toBe(true);
    expect(await can('page:billing', 'show')).toBe(true);
    expect(await can('page:admin', 'show')).toBe(false);
    expect(await can('companies', 'delete')).toBe(false);
  });

  it('admin: company writes yes, team and orgs no', async () => {
    signInAs('admin');
    forgetIdentity();
    expect(await can('companies', 'edit')).toBe(true);
    expect(await can('documents', 'delete')).toBe(true);
    expect(await can('team-users', 'list')).toBe(false);
    expect(await can('orgs', 'list')).toBe(false);
  });

  it('superadmin: orgs and users', async () => {
    signInAs('superadmin');
    forgetIdentity();
    expect(await can('orgs', 'delete')).toBe(true);
    expect(await can('users', 'edit')).toBe(true);
    expect(await can('page:superadmin', 'show')).toBe(true);
  });

  it('falls back to the stored role when the me call fails, and denies unknown actions', async () => {
    signInAs('admin');
    forgetIdentity();
    setFault('GET /auth/me', { kind: 'network' });
    expect(await can('page:admin', 'show')).toBe(true);
    expect(await can('page:team', 'show')).toBe(false);
    expect(await can('companies', 'export')).toBe(false);
  });
});
