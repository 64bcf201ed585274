import type { DataProvider } from '@refinedev/core';
import { API_BASE } from '../config';

// The data provider (every resource's routes, and the list query that filters, sorts and pages)
// is loaded with the first data call, not with the app: the sign-in pages make none, and it is
// about 6 KB gzip of their first load. After the first call the module is cached, so a call costs
// one more await.
const load = () => import('./data-provider').then((m) => m.dataProvider);

export const dataProvider: DataProvider = {
  getApiUrl: () => API_BASE,
  getList: async (params) => (await load()).getList(params),
  getOne: async (params) => (await load()).getOne(params),
  create: async (params) => (await load()).create(params),
  update: async (params) => (await load()).update(params),
  deleteOne: async (params) => (await load()).deleteOne(params),
  custom: async (params) => (await load()).custom!(params),
};
