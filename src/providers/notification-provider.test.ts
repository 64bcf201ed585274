import { createElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import notification, { actWrapper } from 'antd/es/notification';
import { theme } from '../theme';
import { afterAll, describe, expect, it } from 'vitest';
import { notificationProvider } from './notification-provider';

// antd renders its static notifications outside React's tree; under Testing Library they must
// go through act() to be flushed.
actWrapper(act);

// The toasts close themselves on a timer; close them here and let React finish, so no render is
// left to run after the test environment is torn down.
afterAll(async () => {
  await act(async () => {
    notification.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});

describe('notificationProvider', () => {
  it('opens an antd notification with the message and description', async () => {
    notificationProvider.open({ key: 'n1', type: 'error', message: 'Save failed', description: 'Seat limit reached' });
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(screen.getByText('Seat limit reached')).toBeInTheDocument();
  });

  it('replaces a notification with the same key (Refine updates progress toasts this way)', async () => {
    notificationProvider.open({ key: 'n2', type: 'progress', message: 'Uploading…' });
    expect(await screen.findByText('Uploading…')).toBeInTheDocument();
    notificationProvider.open({ key: 'n2', type: 'success', message: 'Uploaded' });
    await waitFor(() => expect(screen.queryByText('Uploading…')).not.toBeInTheDocument());
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
  });

  it('renders toasts in the app theme (its hash class), not antd’s default one', async () => {
    const hashOf = (el: Element | null) => [...(el?.classList ?? [])].find((c) => c.startsWith('css-'));
    render(createElement(ConfigProvider, { theme }, createElement(Button, null, 'Themed')));
    const themed = hashOf(screen.getByRole('button', { name: 'Themed' }));
    render(createElement(Button, null, 'Default'));
    expect(themed).toBeDefined();
    expect(themed).not.toBe(hashOf(screen.getByRole('button', { name: 'Default' })));
    notificationProvider.open({ key: 'n3', type: 'success', message: 'Saved' });
    const toast = (await screen.findByText('Saved')).closest('.ant-notification');
    expect(hashOf(toast)).toBe(themed);
  });
});
