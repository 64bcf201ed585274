import type { Rule } from 'antd/es/form';
import { isEmail } from '../api';
import { websiteHref } from './display';

/**
 * decisions.md limits, in words: past the limit the field is refused with its name and the
 * number; at the limit (where `maxLength` stops the typing) a quiet warning says why.
 */
export const lengthRules = (max: number, what: string): Rule[] => [
  { max, message: `${what} can be at most ${max} characters.` },
  {
    warningOnly: true,
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string' && value.length === max) throw new Error(`${what} can be at most ${max} characters.`);
    },
  },
];

/** The server's own email check (isEmail), so the form refuses what the server would; blank is `required`'s business. */
export const emailRule: Rule = {
  validator: async (_rule, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text && !isEmail(text)) throw new Error('Enter a valid email address.');
  },
};

/**
 * A website as people type it (`www.example.com` or with http(s)://), as the URL to save (https://
 * added when no scheme was typed): http(s) only, a host with a dot, `maxLength` at most. Null for
 * anything else.
 */
export function websiteUrl(value: string, maxLength: number): string | null {
  const raw = value.trim();
  if (!raw || /\s/.test(raw)) return null;
  const href = websiteHref(raw);
  if (!href) return null;
  const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
  const host = new URL(href).hostname;
  const okHost = host === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(host);
  return okHost && url.length <= maxLength ? url : null;
}

/** A form rule: blank passes (cleared), anything else must be a website `websiteUrl` accepts. */
export const websiteRule = (maxLength: number): Rule => ({
  validator: async (_rule, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text && !websiteUrl(text, maxLength)) throw new Error('Enter a website address starting with http:// or https://, like https://www.example.com.');
  },
});
