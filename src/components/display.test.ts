import { describe, expect, it } from 'vitest';
import { greetingName, initialsOf, nameFromEmail, websiteHref } from './display';

describe('display helpers', () => {
  it('initials: first letters of the first two words, default AG', () => {
    expect(initialsOf('Harborview Insurance Group')).toBe('HI');
    expect(initialsOf('  summit ')).toBe('S');
    expect(initialsOf('')).toBe('AG');
    expect(initialsOf(null)).toBe('AG');
  });
  it('greeting: first name, else from the email, else Owner or Agent', () => {
    expect(greetingName({ first_name: 'Dana', email: 'x@y.test' }, false)).toBe('Dana');
    expect(greetingName({ first_name: '', email: 'jane.doe@y.test' }, false)).toBe('Jane');
    expect(greetingName({ email: '' }, true)).toBe('Owner');
    expect(greetingName(null, false)).toBe('Agent');
    // Stored sign-in info (docs/product.md#3-entities) before the defaults: given_name, name, preferred_username.
    expect(greetingName({ given_name: 'Gia', name: 'Gia Long', email: 'x@y.test' }, false)).toBe('Gia');
    expect(greetingName({ name: 'Sam Ray', email: 'x@y.test' }, true)).toBe('Sam Ray');
    expect(greetingName({ preferred_username: 'sray', email: 'x@y.test' }, true)).toBe('sray');
    expect(nameFromEmail('99@x.test')).toBe('');
  });
  it('website links are http(s) only', () => {
    expect(websiteHref('harborview.test')).toBe('https://harborview.test/');
    expect(websiteHref('http://a.test/x')).toBe('http://a.test/x');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('ftp://files.test')).toBeNull();
    expect(websiteHref('')).toBeNull();
  });
});
