import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useFieldForm } from './use-field-form';
import { required } from './validators';

function NameForm({ onSubmit }: { onSubmit: (v: { name: string }) => Promise<unknown> }) {
  const form = useFieldForm({
    initial: { name: '' },
    rules: { name: required('Name is required.') },
    onSubmit,
    failureFallback: 'Not saved.',
  });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <label>
        Name <input {...form.text('name')} />
      </label>
      {form.error('name') && <p role="alert">{form.error('name')}</p>}
      {form.failure && <p role="status">{form.failure}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFieldForm', () => {
  it('checks the rules on submit, before any send, and then as the user corrects them', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<NameForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), ' ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required.');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends once while a send is out, and never the same values again after a success', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<NameForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('keeps what was typed through a failure, says so, and sends the same values again when asked', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('down');
    });
    const user = userEvent.setup();
    render(<NameForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Not saved.');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
