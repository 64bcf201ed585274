// Entities of docs/product.md#3-entities, as the contract (openapi.yaml → schema.d.ts) defines them.
import type { components } from './schema';

type S = components['schemas'];
export type Role = S['Role'];
export type Company = S['Company'];
export type DocumentEntry = S['Document'];
export type CurrentUser = S['CurrentUser'];
export type Organization = S['Organization'];
export type User = S['User'];
export type RegistrationPayload = S['RegistrationPayload'];
export type LoginResponse = S['LoginResponse'];
export type ForgotResponse = S['ForgotResponse'];
export type ChatMessage = S['Message'];
export type TeamOrgUpdate = S['TeamOrgUpdate'];
export type OrgCreate = S['OrgCreate'];
export type OrgUserCreate = S['OrgUserCreate'];
export type TeamUserCreate = S['TeamUserCreate'];
export type BillingStatus = S['BillingStatus'];
export type Subscription = S['Subscription'];
export type Invoice = S['Invoice'];
