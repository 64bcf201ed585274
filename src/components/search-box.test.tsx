import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

const setup = (value = '') => {
  const onApply = vi.fn();
  const view = render(<SearchBox label="Search things" placeholder="Search" value={value} onApply={onApply} />);
  return { onApply, box: screen.getByLabelText('Search things'), view };
};

describe('SearchBox', () => {
  it('applies once typing pauses, trimmed, and once only', async () => {
    const { onApply, box } = setup();
    await userEvent.type(box, ' mutual ');
    await waitFor(() => expect(onApply).toHaveBeenCalledWith('mutual'));
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('applies at once on Enter, and a quick clear right after clears the search', async () => {
    const { onApply, box } = setup();
    await userEvent.type(box, 'abc{Enter}');
    expect(onApply).toHaveBeenLastCalledWith('abc');
    await userEvent.clear(box);
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith(''));
  });

  it('follows a value applied elsewhere (filters cleared, a shared link)', async () => {
    const { box, view, onApply } = setup('north');
    expect(box).toHaveValue('north');
    view.rerender(<SearchBox label="Search things" placeholder="Search" value="" onApply={onApply} />);
    expect(box).toHaveValue('');
  });
});
