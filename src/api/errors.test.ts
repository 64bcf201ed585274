import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, errorText, extractErrorText } from './errors';

describe('extractErrorText (error bodies)', () => {
  it('reads a detail string', () => {
    expect(extractErrorText({ detail: 'Email already registered' })).toBe('Email already registered');
  });
  it('joins the msgs of a detail list with ", "', () => {
    const body = {
      detail: [
        { loc: ['body', 'email'], msg: 'field required', type: 'missing' },
        { loc: ['body', 'password'], msg: 'too short', type: 'x' },
      ],
    };
    expect(extractErrorText(body)).toBe('field required, too short');
  });
  it('falls back to error', () => {
    expect(extractErrorText({ error: 'Seat limit reached' })).toBe('Seat limit reached');
  });
  it('prefers detail over error', () => {
    expect(extractErrorText({ detail: 'A', error: 'B' })).toBe('A');
  });
  it.each([
    [undefined],
    [null],
    ['<html>oops</html>'],
    [[]],
    [{}],
    [{ detail: '' }],
    [{ detail: [] }],
    [{ detail: [{ nope: 1 }] }],
    [{ error: 42 }],
    [{ detail: { msg: 'obj' } }],
  ])('gives nothing for %j', (body) => expect(extractErrorText(body)).toBeUndefined());
});

describe('errorText', () => {
  it("shows the server's words when it gave any", () => {
    expect(errorText(new ApiError(400, 'Nope', {}), 'Fallback')).toBe('Nope');
  });
  it('shows the fallback for an empty body, a network failure or anything else', () => {
    expect(errorText(new ApiError(500, undefined, ''), 'Fallback')).toBe('Fallback');
    expect(errorText(new NetworkError(), 'Fallback')).toBe('Fallback');
    expect(errorText(new Error('x'), 'Fallback')).toBe('Fallback');
  });
});
