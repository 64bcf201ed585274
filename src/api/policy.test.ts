import { describe, expect, it } from 'vitest';
import { POLICY, isAllowed, subjectsOf, type Action, type Subject } from './policy';

const who = (role: string, owner = false) => subjectsOf(role, owner);

describe('the access table', () => {
  it('keeps orgs and users to the superadmin', () => {
    for (const action of ['list', 'show', 'create', 'edit', 'delete'] as Action[]) {
      expect(isAllowed(who('superadmin'), 'orgs', action)).toBe(true);
      expect(isAllowed(who('admin'), 'orgs', action)).toBe(false);
      expect(isAllowed(who('agent', true), 'users', action)).toBe(false);
    }
  });
  it('lets any signed-in user read companies, only admins and superadmins write them', () => {
    expect(isAllowed(who('agent'), 'companies', 'list')).toBe(true);
    expect(isAllowed(who('agent'), 'companies', 'edit')).toBe(false);
    expect(isAllowed(who('agent', true), 'documents', 'delete')).toBe(false);
    expect(isAllowed(who('admin'), 'documents', 'create')).toBe(true);
    expect(isAllowed(who('superadmin'), 'companies', 'delete')).toBe(true);
  });
  it('gives team, billing and invoices to the billing owner whatever the role', () => {
    expect(isAllowed(who('agent', true), 'team-users', 'create')).toBe(true);
    expect(isAllowed(who('admin', false), 'team-users', 'list')).toBe(false);
    expect(isAllowed(who('superadmin', false), 'invoices', 'list')).toBe(false);
    expect(isAllowed(who('agent', true), 'page:billing', 'show')).toBe(true);
    expect(isAllowed(who('agent'), 'page:team', 'show')).toBe(false);
  });
  it('opens /admin to admin and superadmin only', () => {
    expect(isAllowed(who('admin'), 'page:admin', 'show')).toBe(true);
    expect(isAllowed(who('superadmin'), 'page:admin', 'show')).toBe(true);
    expect(isAllowed(who('agent', true), 'page:admin', 'show')).toBe(false);
  });
  it('treats an unknown role as agent and denies unknown resources', () => {
    expect(subjectsOf('weird', false)).toEqual(['agent']);
    expect(subjectsOf(null, false)).toEqual([]);
    expect(isAllowed(['superadmin'] as Subject[], 'nothing', 'list')).toBe(false);
  });
  it('names every action with at least one subject', () => {
    for (const [resource, actions] of Object.entries(POLICY)) {
      for (const [action, subjects] of Object.entries(actions)) {
        expect(subjects?.length, `${resource}.${action}`).toBeGreaterThan(0);
      }
    }
  });
});
