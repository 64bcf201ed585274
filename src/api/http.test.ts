import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { ApiError, NetworkError } from './errors';
import { apiUrl, request, resolveAssetUrl, setUnauthorizedListener, upload } from './http';

const seen: Request[] = [];
const echo = http.all('*/api/echo', async ({ request: req }) => {
  seen.push(req.clone());
  return HttpResponse.json({ ok: true });
});

afterEach(() => {
  seen.length = 0;
  setUnauthorizedListener(null);
});

const answer = (status: number, body: string | null, contentType = 'application/json') =>
  server.use(http.all('*/api/x', () => new HttpResponse(body, { status, headers: { 'Content-Type': contentType } })));

describe('request', () => {
  it('goes to the API base', () => {
    expect(apiUrl('/companies')).toBe(`${window.location.origin}/api/companies`);
    expect(apiUrl('/users', { q: 'a b', none: undefined })).toBe(`${window.location.origin}/api/users?q=a+b`);
  });

  it('sends the bearer header only for a stored token with three parts', async () => {
    server.use(echo);
    localStorage.setItem('token', 'only-two.parts');
    await request('/echo');
    expect(seen[0].headers.get('authorization')).toBeNull();
    localStorage.setItem('token', 'a.b.c');
    await request('/echo');
    expect(seen[1].headers.get('authorization')).toBe('Bearer a.b.c');
  });

  it('sends JSON, form and multipart bodies', async () => {
    server.use(echo);
    await request('/echo', { method: 'POST', body: { json: { name: 'Acme' } } });
    await request('/echo', { method: 'POST', body: { form: { username: 'a@b.test', password: 'p w' } } });
    const fd = new FormData();
    fd.append('company_id', 'c1');
    await request('/echo', { method: 'POST', body: { multipart: fd } });
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(await seen[0].json()).toEqual({ name: 'Acme' });
    expect(seen[1].headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await seen[1].text()).toBe('username=a%40b.test&password=p+w');
    expect(seen[2].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await seen[2].formData()).get('company_id')).toBe('c1');
  });

  it.each([
    ['a detail string', 400, JSON.stringify({ detail: 'Bad thing' }), 'Bad thing'],
    ['a detail list', 422, JSON.stringify({ detail: [{ loc: ['body', 'a'], msg: 'one', type: 't' }, { loc: [], msg: 'two', type: 't' }] }), 'one, two'],
    ['an error field', 403, JSON.stringify({ error: 'Not yours' }), 'Not yours'],
    ['an empty body', 500, null, undefined],
    ['a non-JSON body', 502, '<html>Bad gateway</html>', undefined],
    ['JSON without detail or error', 500, JSON.stringify({ message: 'x' }), undefined],
  ])('turns %s into an ApiError with the server text', async (_name, status, body, text) => {
    answer(status, body);
    const err = await request('/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(status);
    expect((err as ApiError).statusCode).toBe(status);
    expect((err as ApiError).serverMessage).toBe(text);
  });

  it('tells a network failure apart from an HTTP error', async () => {
    server.use(http.get('*/api/x', () => HttpResponse.error()));
    await expect(request('/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('hands back odd success bodies without crashing', async () => {
    answer(200, '<html>not json</html>', 'text/html');
    await expect(request('/x')).resolves.toBe('<html>not json</html>');
    answer(204, null);
    await expect(request('/x')).resolves.toBeUndefined();
  });

  it('reports a 401 to the app only when a token was sent', async () => {
    const listener = vi.fn();
    setUnauthorizedListener(listener);
    answer(401, JSON.stringify({ detail: 'Not authenticated' }));
    await expect(request('/x')).rejects.toBeInstanceOf(ApiError);
    expect(listener).not.toHaveBeenCalled();
    localStorage.setItem('token', 'a.b.c');
    await expect(request('/x')).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledTimes(1);
    answer(403, JSON.stringify({ detail: 'Not allowed' }));
    await expect(request('/x')).rejects.toMatchObject({ status: 403, serverMessage: 'Not allowed' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('resolves logo paths against the API base and keeps absolute URLs', () => {
    expect(resolveAssetUrl('/logos/1.png')).toBe(`${window.location.origin}/api/logos/1.png`);
    expect(resolveAssetUrl('https://cdn.example.com/l.png')).toBe('https://cdn.example.com/l.png');
    expect(resolveAssetUrl('')).toBeNull();
    expect(resolveAssetUrl(null)).toBeNull();
  });
});

describe('upload', () => {
  it('posts multipart with the token and reports progress up to 100', async () => {
    server.use(
      http.post('*/api/upload', async ({ request: req }) => {
        const fd = await req.formData();
        return HttpResponse.json({ company: 'c9', company_display: fd.get('company_name'), auth: req.headers.get('authorization') });
      }),
    );
    localStorage.setItem('token', 'a.b.c');
    const fd = new FormData();
    fd.append('company_name', 'Acme Mutual');
    fd.append('file', new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    const progress: number[] = [];
    const body = await upload<{ company_display: string; auth: string }>('/upload', fd, (p) => progress.push(p));
    expect(body).toMatchObject({ company_display: 'Acme Mutual', auth: 'Bearer a.b.c' });
    expect(progress.at(-1)).toBe(100);
  });

  it('rejects with the server text, or a NetworkError', async () => {
    server.use(http.post('*/api/upload', () => HttpResponse.json({ detail: 'Only PDF files are accepted' }, { status: 400 })));
    await expect(upload('/upload', new FormData())).rejects.toMatchObject({ status: 400, serverMessage: 'Only PDF files are accepted' });
    server.use(http.post('*/api/upload', () => HttpResponse.error()));
    await expect(upload('/upload', new FormData())).rejects.toBeInstanceOf(NetworkError);
  });
});
