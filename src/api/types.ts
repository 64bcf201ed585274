// Entities of spec §3, as the contract (openapi.yaml → schema.d.ts) defines them.
import type { components } from './schema';

type S = components['schemas'];
export type Company = S['Company'];
export type DocumentEntry = S['Document'];
export type CurrentUser = S['CurrentUser'];
export type Organization = S['Organization'];
export type User = S['User'];
export type BillingStatus = S['BillingStatus'];
export type Subscription = S['Subscription'];
export type Invoice = S['Invoice'];
export type RegistrationPayload = S['RegistrationPayload'];
export type LoginResponse = S['LoginResponse'];
export type ForgotResponse = S['ForgotResponse'];
export type Role = 'agent' | 'admin' | 'superadmin';
