import { describe, expect, it } from 'vitest';
import { websiteUrl } from './form-rules';

describe('websiteUrl', () => {
  it('keeps an http(s) address as typed and adds https:// to a bare one', () => {
    expect(websiteUrl(' https://www.harbor.example ', 2048)).toBe('https://www.harbor.example');
    expect(websiteUrl('http://harbor.example/about', 2048)).toBe('http://harbor.example/about');
    expect(websiteUrl('www.harbor.example', 2048)).toBe('https://www.harbor.example');
  });

  it('refuses other schemes, spaces, hosts without a dot and addresses past the limit', () => {
    expect(websiteUrl('javascript:alert(1)', 2048)).toBeNull();
    expect(websiteUrl('ftp://harbor.example', 2048)).toBeNull();
    expect(websiteUrl('harbor example.com', 2048)).toBeNull();
    expect(websiteUrl('harbor', 2048)).toBeNull();
    expect(websiteUrl(`https://harbor.example/${'a'.repeat(2030)}`, 2048)).toBeNull();
    expect(websiteUrl(`https://harbor.example/${'a'.repeat(2020)}`, 2048)).not.toBeNull();
  });
});
