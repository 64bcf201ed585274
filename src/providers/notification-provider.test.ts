import { act, screen, waitFor } from '@testing-library/react';
import notification, { actWrapper } from 'antd/es/notification';
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
});
