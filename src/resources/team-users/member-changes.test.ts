import { describe, expect, it } from 'vitest';
import { memberChanges } from './member-changes';
import type { TeamUser } from './types';

const rosa = {
  id: 4,
  username: 'rosa@harborview.test',
  email: 'rosa@harborview.test',
  first_name: 'Rosa',
  last_name: 'Delgado',
  role: 'agent',
  org_id: 1,
  is_active: 1,
  online: false,
  last_seen: null,
} as TeamUser;

describe('memberChanges (PATCH only what changed)', () => {
  it('sends nothing when nothing changed, spaces aside', () => {
    expect(memberChanges(rosa, { first_name: ' Rosa ', last_name: 'Delgado', email: 'ROSA@harborview.test', is_active: true })).toEqual({});
  });

  it('sends a changed name, a cleared one as null', () => {
    expect(memberChanges(rosa, { first_name: 'Rosalind', last_name: '', email: rosa.email!, is_active: true })).toEqual({
      first_name: 'Rosalind',
      last_name: null,
    });
  });

  it('sends a new email as the login and the address, lowercased', () => {
    expect(
      memberChanges(rosa, { first_name: 'Rosa', last_name: 'Delgado', email: ' R.Delgado@Harborview.test ', is_active: true }),
    ).toEqual({
      username: 'r.delgado@harborview.test',
      email: 'r.delgado@harborview.test',
    });
  });

  it('sends the active flag as 1 or 0', () => {
    expect(memberChanges(rosa, { first_name: 'Rosa', last_name: 'Delgado', email: rosa.email!, is_active: false })).toEqual({
      is_active: 0,
    });
  });
});
