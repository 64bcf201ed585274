import type { NotificationProvider } from '@refinedev/core';

// antd's notification (and its motion and icon code) loads on the first toast, not with the
// first page.
const load = () => import('antd/es/notification').then((m) => m.default);

export const notificationProvider: NotificationProvider = {
  open: ({ key, message, description, type }) => {
    void load().then((api) => {
      const kind = type === 'progress' ? 'info' : type;
      api[kind]({ key, message, description, placement: 'topRight' });
    });
  },
  close: (key) => {
    void load().then((api) => api.destroy(key));
  },
};
