import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { ApiError, NetworkError, UnreadableAnswerError } from './errors';
import { answerOf, api, apiUrl, request, resolveAssetUrl, setUnauthorizedListener, upload } from './http';
import { refreshBilling } from './billing';
import { clearConversation } from './conversations';
import { pingPresence } from './presence';

const b64url = (o: unknown) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: Record<string, unknown>) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.sig`;
/** A usable token: three parts, `exp` an hour ahead. */
const TOKEN = jwt({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 });

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
    localStorage.setItem('token', TOKEN);
    await request('/echo');
    expect(seen[1].headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
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
    [
      'a detail list',
      422,
      JSON.stringify({
        detail: [
          { loc: ['body', 'a'], msg: 'one', type: 't' },
          { loc: [], msg: 'two', type: 't' },
        ],
      }),
      'one, two',
    ],
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
    localStorage.setItem('token', TOKEN);
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

describe('a 2xx that cannot be read', () => {
  const html =
    (status = 200) =>
    () =>
      new HttpResponse('<!doctype html><p>Welcome</p>', { status, headers: { 'Content-Type': 'text/html' } });
  const empty = () => new HttpResponse(null, { status: 204 });

  it('fails a save: PATCH, PUT and POST answers must be JSON', async () => {
    for (const method of ['PATCH', 'PUT', 'POST'] as const) {
      server.use(http.all('*/api/x', html()));
      await expect(request('/x', { method, body: { json: {} } })).rejects.toBeInstanceOf(UnreadableAnswerError);
      server.use(http.all('*/api/x', empty));
      await expect(request('/x', { method, body: { json: {} } })).rejects.toMatchObject({ status: 204, serverMessage: undefined });
    }
    server.use(http.patch('*/api/companies/:id', html(201)));
    await expect(
      answerOf(api.PATCH('/companies/{company_id}', { params: { path: { company_id: 'c1' } }, body: {} })),
    ).rejects.toBeInstanceOf(UnreadableAnswerError);
    server.use(http.post('*/api/x', () => HttpResponse.json('ok')));
    await expect(request('/x', { method: 'POST', body: { json: {} } })).resolves.toBe('ok');
  });

  it('lets the writes whose answer no screen shows through: delete, clear, cancel, resume, refresh, the ping', async () => {
    server.use(http.all('*', html()));
    await expect(request('/x', { method: 'DELETE' })).resolves.toBe('<!doctype html><p>Welcome</p>');
    await expect(clearConversation('c1')).resolves.toBeDefined();
    await expect(refreshBilling('cs_1')).resolves.toBeDefined();
    await expect(pingPresence()).resolves.toBeDefined();
    for (const path of ['/billing/cancel', '/billing/resume']) await expect(request(path, { method: 'POST' })).resolves.toBeDefined();
    server.use(http.all('*', empty));
    await expect(clearConversation('c1')).resolves.toBeUndefined();
  });

  it('fails an upload whose answer is not JSON', async () => {
    server.use(http.post('*/api/upload', html()));
    await expect(upload('/upload', new FormData())).rejects.toBeInstanceOf(UnreadableAnswerError);
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
    localStorage.setItem('token', TOKEN);
    const fd = new FormData();
    fd.append('company_name', 'Acme Mutual');
    fd.append('file', new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    const progress: number[] = [];
    const body = await upload('/upload', fd, (p) => progress.push(p));
    expect(body).toMatchObject({ company_display: 'Acme Mutual', auth: `Bearer ${TOKEN}` });
    expect(progress.at(-1)).toBe(100);
  });

  it('rejects with the server text, or a NetworkError', async () => {
    server.use(http.post('*/api/upload', () => HttpResponse.json({ detail: 'Only PDF files are accepted' }, { status: 400 })));
    await expect(upload('/upload', new FormData())).rejects.toMatchObject({ status: 400, serverMessage: 'Only PDF files are accepted' });
    server.use(http.post('*/api/upload', () => HttpResponse.error()));
    await expect(upload('/upload', new FormData())).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('the typed client (api)', () => {
  const companies = () => answerOf(api.GET('/companies'));
  const reply = (res: () => Response | Promise<Response>) => server.use(http.get('*/api/companies', res));

  it('calls by path and method, with path params encoded', async () => {
    const paths: string[] = [];
    server.use(
      http.all('*/api/*', ({ request: req }) => {
        paths.push(`${req.method} ${new URL(req.url).pathname}`);
        return HttpResponse.json({});
      }),
    );
    await answerOf(api.GET('/companies/{company_id}', { params: { path: { company_id: 'c 1/x' } } }));
    await answerOf(api.PATCH('/orgs/{org_id}', { params: { path: { org_id: 7 } }, body: { user_limit: null } }));
    expect(paths).toEqual(['GET /api/companies/c%201%2Fx', 'PATCH /api/orgs/7']);
  });

  it('sends the bearer header for a usable token, and never an expired one', async () => {
    const auth: (string | null)[] = [];
    server.use(
      http.get('*/api/companies', ({ request: req }) => {
        auth.push(req.headers.get('authorization'));
        return HttpResponse.json([]);
      }),
      http.post('*/api/presence/ping', ({ request: req }) => {
        auth.push(req.headers.get('authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    localStorage.setItem('token', TOKEN);
    await companies();
    const expired = jwt({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 });
    localStorage.setItem('token', expired);
    await companies();
    await pingPresence();
    expect(auth).toEqual([`Bearer ${TOKEN}`, null, null]);
  });

  it('draws no 401 session end from an expired token', async () => {
    const listener = vi.fn();
    setUnauthorizedListener(listener);
    server.use(
      http.post('*/api/presence/ping', ({ request: req }) =>
        req.headers.get('authorization')
          ? HttpResponse.json({ detail: 'Token expired' }, { status: 401 })
          : HttpResponse.json({ ok: true }),
      ),
    );
    localStorage.setItem('token', jwt({ exp: Math.floor(Date.now() / 1000) - 1 }));
    await expect(pingPresence()).resolves.toEqual({ ok: true });
    expect(listener).not.toHaveBeenCalled();
  });

  it('reads odd success bodies without throwing: text as text, empty as undefined', async () => {
    reply(() => new HttpResponse('<html>proxy</html>', { headers: { 'Content-Type': 'text/html' } }));
    await expect(companies()).resolves.toBe('<html>proxy</html>');
    reply(() => new HttpResponse('', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await expect(companies()).resolves.toBeUndefined();
    reply(() => new HttpResponse(null, { status: 204 }));
    await expect(companies()).resolves.toBeUndefined();
    reply(() => HttpResponse.json(null));
    await expect(companies()).resolves.toBeNull();
  });

  it('throws ApiError with the server text, NetworkError without an answer', async () => {
    reply(() => HttpResponse.json({ detail: [{ loc: ['x'], msg: 'one', type: 't' }] }, { status: 422 }));
    await expect(companies()).rejects.toMatchObject({ name: 'ApiError', status: 422, serverMessage: 'one' });
    reply(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    await expect(companies()).rejects.toMatchObject({ status: 502, serverMessage: undefined, body: '<html>Bad gateway</html>' });
    reply(() => HttpResponse.error());
    await expect(companies()).rejects.toBeInstanceOf(NetworkError);
  });

  it('lets an abort through as it is', async () => {
    reply(() => new Promise<Response>(() => undefined));
    const ctl = new AbortController();
    const call = answerOf(api.GET('/companies', { signal: ctl.signal }));
    ctl.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('ends the session on a 401 only when a token went with the call', async () => {
    const listener = vi.fn();
    setUnauthorizedListener(listener);
    reply(() => HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 }));
    await expect(companies()).rejects.toMatchObject({ status: 401 });
    expect(listener).not.toHaveBeenCalled();
    localStorage.setItem('token', TOKEN);
    await expect(companies()).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('omits credentials and asks for JSON', async () => {
    server.use(
      http.post('*/api/presence/ping', ({ request: req }) => {
        seen.push(req.clone());
        return HttpResponse.json({ ok: true });
      }),
    );
    await answerOf(api.POST('/presence/ping', { body: {} }));
    expect(seen[0].headers.get('accept')).toBe('application/json');
    expect(seen[0].credentials).toBe('omit');
    expect(await seen[0].json()).toEqual({});
  });
});
