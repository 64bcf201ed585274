import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from './menu-button';

const items = [
  { key: '/billing', label: 'Billing (Invoices & Plan)' },
  { key: '/team', label: 'Team & Profile' },
];

function setup() {
  const onSelect = vi.fn();
  render(
    <div>
      <p>Outside</p>
      <MenuButton label="Margaret: account menu" items={items} onSelect={onSelect}>
        Margaret
      </MenuButton>
    </div>,
  );
  return { onSelect, user: userEvent.setup(), button: screen.getByRole('button', { name: 'Margaret: account menu' }) };
}

describe('MenuButton (the owner menu)', () => {
  it('opens a menu of items, focuses the first, and picks one', async () => {
    const { onSelect, user, button } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Margaret: account menu' });
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Billing (Invoices & Plan)', 'Team & Profile']);
    expect(screen.getByRole('menuitem', { name: 'Billing (Invoices & Plan)' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Team & Profile' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('/team');
    expect(menu).not.toBeInTheDocument();
  });

  it('closes on any click outside it, and on Escape with focus back on the button', async () => {
    const { onSelect, user, button } = setup();
    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
