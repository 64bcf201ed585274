import { describe, expect, it } from 'vitest';
import { blanksAsNull, changedFields } from './changed-fields';
import {
  atLimit,
  check,
  emailRule,
  nameRule,
  passwordRule,
  required,
  seatLimitRule,
  seatValue,
  urlRule,
  websiteRule,
  websiteUrl,
} from './validators';

describe('websiteUrl', () => {
  it('keeps an http(s) address as typed and adds https:// to a bare one', () => {
    expect(websiteUrl(' https://www.harbor.example ')).toBe('https://www.harbor.example');
    expect(websiteUrl('http://harbor.example/about')).toBe('http://harbor.example/about');
    expect(websiteUrl('www.harbor.example')).toBe('https://www.harbor.example');
  });

  it('refuses other schemes, spaces, hosts without a dot and addresses past the limit', () => {
    expect(websiteUrl('javascript:alert(1)')).toBeNull();
    expect(websiteUrl('ftp://harbor.example')).toBeNull();
    expect(websiteUrl('harbor example.com')).toBeNull();
    expect(websiteUrl('harbor')).toBeNull();
    expect(websiteUrl(`https://harbor.example/${'a'.repeat(2030)}`)).toBeNull();
    expect(websiteUrl(`https://harbor.example/${'a'.repeat(2020)}`)).not.toBeNull();
    expect(websiteRule('harbor')).toMatch(/^Enter a website address starting with http/);
    expect(websiteRule('')).toBeNull();
  });
});

describe('the rules: one message per rule, the limits of src/api/limits.ts', () => {
  it('checks emails: blank passes unless required, then the format, then 254 characters', () => {
    const email = check(required('Email is required.'), emailRule());
    expect(email('  ')).toBe('Email is required.');
    expect(email('jo@')).toBe('Enter a valid email address.');
    expect(email(`${'a'.repeat(250)}@x.io`)).toBe('Email can be at most 254 characters.');
    expect(email('jo@agency.test')).toBeNull();
    expect(emailRule('Contact email')('')).toBeNull();
  });

  it('checks passwords (8 characters, spaces count) with the product’s words', () => {
    expect(passwordRule('seven77')).toBe('Password must be at least 8 characters.');
    expect(passwordRule('        ')).toBeNull();
  });

  it('checks names: not blank when required, at most 200 characters', () => {
    expect(nameRule('Organization name')(' ')).toBe('Organization name cannot be empty.');
    expect(nameRule('First name', { optional: true })('')).toBeNull();
    expect(nameRule('First name', { optional: true })('x'.repeat(201))).toBe('First name can be at most 200 characters.');
    expect(atLimit('x'.repeat(200), 200, 'First name')).toBe('First name can be at most 200 characters.');
    expect(atLimit('x'.repeat(199), 200, 'First name')).toBeNull();
  });

  it('checks seat limits: blank is unlimited, a whole number 0–100,000, never below the active users', () => {
    expect(seatLimitRule()('')).toBeNull();
    expect(seatValue(' ')).toBeNull();
    expect(seatValue('7')).toBe(7);
    for (const bad of ['-1', '2.5', '100001', 'ten'])
      expect(seatLimitRule()(bad)).toBe('Seat limit must be a whole number from 0 to 100,000.');
    expect(seatLimitRule(5)('4')).toBe('A seat limit of 4 is below this organization’s 5 active users.');
    expect(seatLimitRule(5)('5')).toBeNull();
  });

  it('checks full web addresses: http(s) with a host, 2,048 characters', () => {
    expect(urlRule('carrier.example/x.pdf')).toBe('Enter a web address that starts with http:// or https://.');
    expect(urlRule('ftp://carrier.example/x.pdf')).toBe('Enter a web address that starts with http:// or https://.');
    expect(urlRule(`https://carrier.example/${'a'.repeat(2040)}`)).toBe('Web addresses can be at most 2,048 characters.');
    expect(urlRule('https://carrier.example/x.pdf')).toBeNull();
  });
});

describe('changedFields', () => {
  it('sends only what changed, blanks as null', () => {
    const before = blanksAsNull(['a', 'b', 'c'] as const, { a: 'x', b: ' y ', c: null });
    const now = blanksAsNull(['a', 'b', 'c'] as const, { a: 'x ', b: '', c: 'z' });
    expect(changedFields(now, before)).toEqual({ b: null, c: 'z' });
    expect(changedFields({ n: 1 }, { n: 1 })).toEqual({});
  });
});
