// Lost updates in the browser (docs/decisions.md#lost-updates): a member saved on /team, then changed elsewhere;
// the owner's next save on the same record is refused (412) and says so, keeping what was typed.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { openTeam, rowOf } from './team-test-kit';

type App = Awaited<ReturnType<typeof openTeam>>;

async function editAndSave(app: App, name: string, label: string, value: string): Promise<HTMLElement> {
  await app.user.click(within(await rowOf(app.table, name)).getByRole('button', { name: `Edit ${name}` }));
  const dialog = await app.screen.findByRole('dialog', { name: `Edit ${name}` });
  const field = within(dialog).getByLabelText(label);
  await app.user.clear(field);
  await app.user.type(field, value);
  await app.user.click(await within(dialog).findByRole('button', { name: /Save$/ }));
  return dialog;
}

describe('/team: a member changed elsewhere since the owner last saved it', () => {
  it('shows "changed elsewhere" in the dialog, keeps the input, and a second Save replaces', async () => {
    const rosa = db.users.find((u) => u.email === 'rosa.delgado@harborview.test')!;
    const app = await openTeam();
    await editAndSave(app, 'Rosa Delgado', 'Last name', 'Delgado-Ruiz');
    expect(await within(app.members).findByRole('status')).toHaveTextContent('Changes to Rosa Delgado-Ruiz saved.');

    // A superadmin renames her in the meantime.
    rosa.first_name = 'Rosalind';
    const dialog = await editAndSave(app, 'Rosa Delgado-Ruiz', 'Last name', 'Ruiz');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Save failed.Someone changed this record elsewhere since you opened it. Your changes are still here: save again to replace theirs, or reload to see them.',
    );
    expect(within(dialog).getByLabelText('Last name')).toHaveValue('Ruiz');
    expect(rosa).toMatchObject({ first_name: 'Rosalind', last_name: 'Delgado-Ruiz' });

    await app.user.click(await within(dialog).findByRole('button', { name: /Save$/ }));
    expect(await within(app.members).findByRole('status')).toHaveTextContent('saved.');
    expect(rosa.last_name).toBe('Ruiz');
  });
});
