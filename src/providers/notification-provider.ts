import { createElement } from 'react';
import type { NotificationProvider } from '@refinedev/core';
import { theme } from '../theme';

// antd's notification (and its motion and icon code) loads on the first toast, not with the
// first page. Its static API renders outside the app's ConfigProvider, so the holder gets the
// app's theme itself: the same colours and, under reduced motion, no fade (a toast half faded in
// or out is text no one can read).
const load = () =>
  Promise.all([import('antd/es/notification'), import('antd/es/config-provider')]).then(([n, c]) => {
    c.default.config({ holderRender: (children) => createElement(c.default, { theme }, children) });
    return n.default;
  });

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
