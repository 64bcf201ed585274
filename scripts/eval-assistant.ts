// How well the mock assistant answers: asks the question set (scripts/eval-assistant/) through the
// HTTP mock server, as the app would, and prints two rates: covered questions answered directly
// with the right citation, and questions the documents do not cover declined. Then the same on
// a PDF the assistant has never seen, uploaded through the API. Exits 1 below the target.
//   npm run eval:assistant        (EVAL_VERBOSE=1 prints every reply)
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { extractPdfLines } from '../mocks/assistant/extract';
import { buildPdf } from '../mocks/db/pdf';
import { DEMO_PASSWORD } from '../mocks/db/seed';
import { QUESTIONS, type Expect } from './eval-assistant/questions';
import { UNSEEN_COMPANY, UNSEEN_FILE, UNSEEN_PDF, UNSEEN_QUESTIONS } from './eval-assistant/unseen';

const TARGET = 0.9;
const verbose = !!process.env.EVAL_VERBOSE;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<{ api: string; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    env: { ...process.env, MOCK_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const api = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${api}/auth/me`)).status === 401) return { api, stop: () => child.kill() };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('The mock server did not start');
}

interface Client {
  api: string;
  token: string;
}

async function login(api: string, email: string): Promise<Client> {
  const res = await fetch(`${api}/auth/login`, { method: 'POST', body: new URLSearchParams({ username: email, password: DEMO_PASSWORD }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return { api, token: ((await res.json()) as { access_token: string }).access_token };
}

async function call<T>(c: Client, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${c.api}${path}`, { ...init, headers: { Authorization: `Bearer ${c.token}`, ...(init.headers ?? {}) } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const postJson = <T>(c: Client, path: string, body: unknown) =>
  call<T>(c, path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const norm = (text: string): string => text.replace(/\\([\\`*_[\]<>|#])/g, '$1').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();

interface Doc {
  doc_id: string;
  title?: string;
  source_filename: string;
  url?: string;
}

const pageText = new Map<string, Promise<string[]>>();

/** The text of each page of the PDF at `url`, as served over HTTP and read by pdfjs-dist. */
function pagesOf(c: Client, url: string): Promise<string[]> {
  let found = pageText.get(url);
  if (!found) {
    found = (async () => {
      const res = await fetch(new URL(url, c.api));
      const lines = await extractPdfLines(new Uint8Array(await res.arrayBuffer()));
      return lines.map((page) => norm(page.map((l) => l.text).join(' ')));
    })();
    pageText.set(url, found);
  }
  return found;
}

interface Outcome {
  ok: boolean;
  why: string;
}

/** Checks a reply: a direct answer saying what is expected, cited to the right document at a page that holds it; or a decline. */
async function judge(c: Client, docs: Doc[], reply: string, expect: Expect): Promise<Outcome> {
  const cited = reply.includes('#page=');
  if (expect === 'not covered') {
    const declined = /don’t cover that/.test(reply) && !cited && !/^>/m.test(reply);
    return { ok: declined, why: declined ? 'declined' : `answered: ${reply.split('\n')[0]!.slice(0, 90)}` };
  }
  const direct = reply.split('\n\n')[0]!;
  const link = /\]\(([^)#]+)#page=(\d+)\)\)?$/.exec(direct);
  if (!link) return { ok: false, why: `no direct answer with a citation: ${direct.slice(0, 90)}` };
  const answer = direct.slice(0, direct.lastIndexOf(' ([')).trim();
  if (!norm(answer).includes(norm(expect.says))) return { ok: false, why: `does not say "${expect.says}": ${answer.slice(0, 90)}` };
  const [, url, page] = link;
  const doc = docs.find((d) => d.url && new URL(d.url, c.api).pathname === new URL(url!, c.api).pathname);
  const title = doc?.title ?? doc?.source_filename ?? '?';
  if (!title.includes(expect.doc)) return { ok: false, why: `cites "${title}", expected "${expect.doc}"` };
  const pages = await pagesOf(c, url!);
  const text = pages[Number(page) - 1] ?? '';
  // The page cited holds the answer: the start of its sentence (after a heading or list intro, if any).
  const openings = norm(answer).split(/: /).map((part) => part.split(' ').slice(0, 5).join(' '));
  if (!openings.some((o) => text.includes(o))) return { ok: false, why: `page ${page} of "${title}" holds none of "${openings.join('", "')}"` };
  return { ok: true, why: `${title}, page ${page}` };
}

interface Tally {
  answered: number;
  covered: number;
  declined: number;
  notCovered: number;
}

const rate = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}% (${n}/${of})`;

async function ask(c: Client, companyId: string, items: { question: string; expect: Expect }[], label: string, tally: Tally): Promise<void> {
  const { documents } = await call<{ documents: Doc[] }>(c, `/companies/${companyId}/documents`);
  const { id } = await postJson<{ id: string }>(c, '/conversations', { company_id: companyId });
  for (const item of items) {
    const { assistant_message: reply } = await postJson<{ assistant_message: string }>(c, `/conversations/${id}/messages`, { content: item.question });
    const outcome = await judge(c, documents, reply, item.expect);
    if (item.expect === 'not covered') {
      tally.notCovered++;
      if (outcome.ok) tally.declined++;
    } else {
      tally.covered++;
      if (outcome.ok) tally.answered++;
    }
    const kind = item.expect === 'not covered' ? 'not covered' : 'covered';
    console.log(`${outcome.ok ? 'PASS' : 'FAIL'}  ${label.padEnd(22)} ${kind.padEnd(11)} ${item.question.padEnd(62)} ${outcome.why}`);
    if (verbose) console.log(`${reply.replace(/^/gm, '      ')}\n`);
  }
}

function report(title: string, t: Tally): boolean {
  console.log(`\n${title}`);
  console.log(`  direct answer with the right citation: ${rate(t.answered, t.covered)}`);
  console.log(`  declined when not covered:             ${rate(t.declined, t.notCovered)}`);
  return t.answered / Math.max(1, t.covered) >= TARGET && t.declined / Math.max(1, t.notCovered) >= TARGET;
}

async function main(): Promise<void> {
  const server = await startServer();
  try {
    const agent = await login(server.api, 'agent@harborview.test');
    const admin = await login(server.api, 'admin@harborview.test');
    const companies = await call<{ company_id: string; company_display: string }[]>(agent, '/companies');
    const nameOf = (id: string) => companies.find((x) => x.company_id === id)?.company_display ?? id;

    console.log(`Assistant eval over ${server.api} (target ≥ ${TARGET * 100}% on both rates)\n`);
    const seeded: Tally = { answered: 0, covered: 0, declined: 0, notCovered: 0 };
    for (const companyId of [...new Set(QUESTIONS.map((x) => x.company))]) {
      await ask(agent, companyId, QUESTIONS.filter((x) => x.company === companyId), nameOf(companyId), seeded);
    }

    // A PDF the assistant has never seen, uploaded as an admin would.
    const form = new FormData();
    form.append('company_name', UNSEEN_COMPANY);
    form.append('file', new Blob([buildPdf(UNSEEN_PDF).slice().buffer], { type: 'application/pdf' }), UNSEEN_FILE);
    const upload = await call<{ company_id: string }>(admin, '/upload', { method: 'POST', body: form });
    const unseen: Tally = { answered: 0, covered: 0, declined: 0, notCovered: 0 };
    console.log('');
    await ask(agent, upload.company_id, UNSEEN_QUESTIONS, `${UNSEEN_COMPANY.split(' ')[0]} (upload)`, unseen);

    const okSeeded = report(`Seed carriers: ${seeded.covered + seeded.notCovered} questions, ${seeded.notCovered} not covered by the documents`, seeded);
    const okUnseen = report(`Unseen uploaded PDF (${UNSEEN_FILE}): ${unseen.covered + unseen.notCovered} questions, ${unseen.notCovered} not covered`, unseen);
    const all: Tally = {
      answered: seeded.answered + unseen.answered, covered: seeded.covered + unseen.covered,
      declined: seeded.declined + unseen.declined, notCovered: seeded.notCovered + unseen.notCovered,
    };
    const okAll = report('All questions', all);
    console.log(`\n${okSeeded && okUnseen && okAll ? 'PASS' : 'FAIL'}: target ≥ ${TARGET * 100}% on both rates, seeded and unseen`);
    process.exitCode = okSeeded && okUnseen && okAll ? 0 : 1;
  } finally {
    server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
