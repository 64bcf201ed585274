// How well the mock assistant answers: asks every question set through the HTTP mock server, as
// the app would, and prints per set the share of covered questions answered directly with the
// right citation (and a yes/no verdict that matches, when it gives one), the share of the others
// declined, and the median time an answer takes. Exits 1 when a set misses its target.
//
//   npm run eval:assistant                    the built-in sets and every set in scripts/eval-assistant/sets/
//   npm run eval:assistant -- --sets <dir>    only the sets (*.json with their PDFs) in <dir>; may repeat
//   options: --verbose (every reply), --failures (only the failed questions), --only <text> (sets whose name holds it),
//            --open-unseen (print the questions and replies of the rounds nobody tuned on too: see sets/README.md)
//
// The built-in sets: the seed carriers (questions.ts) and a PDF the assistant has never seen
// (unseen.ts), both worded as the guides word things. The sets folder holds guides and questions
// written as agents type, by people who have not read the assistant's code (see its README).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, join, sep } from 'node:path';
import { buildPdf } from '../mocks/db/pdf';
import { DEMO_PASSWORD } from '../mocks/db/seed';
import { nameKey } from '../mocks/lib/validate';
import { judge, type Doc } from './eval-assistant/judge';
import { QUESTIONS } from './eval-assistant/questions';
import { loadSets, type QuestionSet, type SetQuestion } from './eval-assistant/sets';
import { UNSEEN_COMPANY, UNSEEN_FILE, UNSEEN_PDF, UNSEEN_QUESTIONS } from './eval-assistant/unseen';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const values = (name: string) => args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1]!] : []));
const verbose = flag('--verbose') || !!process.env.EVAL_VERBOSE;
const failuresOnly = flag('--failures');
const openUnseen = flag('--open-unseen');
const only = values('--only');

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

interface Tally {
  answered: number;
  covered: number;
  declined: number;
  notCovered: number;
  /** Yes/no questions answered with a verdict (right or wrong), and of them the right ones. */
  verdicts: number;
  rightVerdicts: number;
  yesNo: number;
  ms: number[];
}

const tally = (): Tally => ({ answered: 0, covered: 0, declined: 0, notCovered: 0, verdicts: 0, rightVerdicts: 0, yesNo: 0, ms: [] });

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}% (${n}/${of})`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : 0;
};

async function upload(admin: Client, company: string, name: string, bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append('company_name', company);
  form.append('file', new Blob([bytes.slice().buffer], { type: 'application/pdf' }), name);
  return (await call<{ company_id: string }>(admin, '/upload', { method: 'POST', body: form })).company_id;
}

async function ask(
  agent: Client,
  companyId: string,
  items: SetQuestion[],
  label: string,
  t: Tally,
  byKind: Map<string, Tally>,
  hidden: boolean,
): Promise<void> {
  const { documents } = await call<{ documents: Doc[] }>(agent, `/companies/${companyId}/documents`);
  const { id } = await postJson<{ id: string }>(agent, '/conversations', { company_id: companyId });
  for (const item of items) {
    const start = performance.now();
    const { assistant_message: reply } = await postJson<{ assistant_message: string }>(agent, `/conversations/${id}/messages`, {
      content: item.question,
    });
    const ms = performance.now() - start;
    const outcome = await judge(agent.api, documents, reply, item);
    const kinds = item.kind.length ? item.kind : ['(no kind)'];
    for (const x of [t, ...kinds.map((k) => byKind.get(k) ?? byKind.set(k, tally()).get(k)!)]) {
      x.ms.push(ms);
      if (item.expect === 'not covered') {
        x.notCovered++;
        if (outcome.ok) x.declined++;
      } else {
        x.covered++;
        if (outcome.ok) x.answered++;
      }
      if (item.verdict) {
        x.yesNo++;
        if (outcome.verdict) x.verdicts++;
        if (outcome.verdict === item.verdict) x.rightVerdicts++;
      }
    }
    // (A round nobody tuned on stays unread: its totals are printed, not its questions.)
    if (hidden) continue;
    if (!failuresOnly || !outcome.ok) {
      const kind = item.expect === 'not covered' ? 'not covered' : 'covered';
      console.log(
        `${outcome.ok ? 'PASS' : 'FAIL'}  ${label.padEnd(22).slice(0, 22)} ${kind.padEnd(11)} ${item.question.padEnd(62)} ${outcome.why}`,
      );
    }
    if (verbose) console.log(`${reply.replace(/^/gm, '      ')}\n`);
  }
}

function report(title: string, t: Tally, target?: QuestionSet['target']): boolean {
  const ok =
    !target ||
    (t.answered / Math.max(1, t.covered) >= target.answered && (t.notCovered === 0 || t.declined / t.notCovered >= target.declined));
  console.log(`\n${title}${target ? `  [target ${target.answered * 100}% / ${target.declined * 100}%: ${ok ? 'met' : 'MISSED'}]` : ''}`);
  if (t.covered) console.log(`  direct answer with the right citation: ${pct(t.answered, t.covered)}`);
  if (t.notCovered) console.log(`  declined when not covered:             ${pct(t.declined, t.notCovered)}`);
  if (t.yesNo) console.log(`  yes/no questions given a verdict:      ${pct(t.verdicts, t.yesNo)}, right ${t.rightVerdicts}`);
  console.log(`  median answer: ${median(t.ms).toFixed(1)} ms`);
  return ok;
}

/** "1 round", "17 rounds". */
const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const sum = (results: { t: Tally }[]): Tally =>
  results.reduce((total, { t }) => {
    for (const k of ['answered', 'covered', 'declined', 'notCovered', 'verdicts', 'rightVerdicts', 'yesNo'] as const) total[k] += t[k];
    total.ms.push(...t.ms);
    return total;
  }, tally());

/** The round folders of the sets that no change to the assistant was made with in view (sets/never-tuned.json). */
function neverTunedRounds(): Set<string> {
  const path = join(import.meta.dirname, 'eval-assistant', 'sets', 'never-tuned.json');
  if (!existsSync(path)) return new Set();
  const { rounds } = JSON.parse(readFileSync(path, 'utf8')) as { rounds: string[] };
  return new Set(rounds);
}

/** The built-in sets, in the shape of the JSON sets. */
function builtInSets(): QuestionSet[] {
  const own = { answered: 0.9, declined: 0.9 };
  return [
    {
      name: 'seed carriers (guides’ words)',
      source: 'questions.ts',
      questions: QUESTIONS.map((q) => ({ ...q, kind: ['guide words'] })),
      target: own,
    },
    {
      name: `unseen upload (${UNSEEN_FILE})`,
      source: 'unseen.ts',
      upload: { company: UNSEEN_COMPANY, files: [] },
      questions: UNSEEN_QUESTIONS.map((q) => ({ ...q, kind: ['guide words'] })),
      target: own,
    },
  ];
}

async function main(): Promise<void> {
  const dirs = values('--sets');
  let sets = dirs.length
    ? dirs.flatMap((d) => loadSets(d))
    : [...builtInSets(), ...loadSets(join(import.meta.dirname, 'eval-assistant', 'sets'))];
  if (only.length) sets = sets.filter((s) => only.some((o) => s.name.toLowerCase().includes(o.toLowerCase())));
  const server = await startServer();
  try {
    const agent = await login(server.api, 'agent@harborview.test');
    const admin = await login(server.api, 'admin@harborview.test');
    const companies = await call<{ company_id: string; company_display: string }[]>(agent, '/companies');
    const companyId = (name: string) =>
      companies.find((c) => c.company_id === name || c.company_display.toLowerCase() === name.toLowerCase())?.company_id ??
      companies.find((c) => c.company_display.toLowerCase().includes(name.toLowerCase()))?.company_id;

    const neverTuned = neverTunedRounds();
    // (The round a set belongs to, when nobody tuned on it: the folder of that name it is in.)
    const roundOf = (set: QuestionSet) => set.source.split(sep).find((part) => neverTuned.has(part));
    const isUnseen = (set: QuestionSet) => roundOf(set) !== undefined;
    const hidden = (set: QuestionSet) => isUnseen(set) && !openUnseen;
    console.log(`Assistant eval over ${server.api}: ${sets.length} sets\n`);
    if (sets.some(hidden))
      console.log('(The questions of the rounds nobody tuned on are not printed, only their totals; --open-unseen prints them.)\n');
    const results: { set: QuestionSet; t: Tally }[] = [];
    const byKind = new Map<string, Tally>();
    const carriers = new Set(companies.map((c) => nameKey(c.company_display)));
    for (const set of sets) {
      const t = tally();
      if (set.upload) {
        let id = '';
        // Each set's guides make a carrier of their own: two writers who named their carriers alike
        // would otherwise ask about both guides at once, and a set's score would depend on which ran first.
        // (Alike as the upload reads names: nameKey.)
        let company = set.upload.company;
        for (let n = 2; carriers.has(nameKey(company)); n++) company = `${set.upload.company} (${n})`;
        carriers.add(nameKey(company));
        if (set.source === 'unseen.ts') id = await upload(admin, company, UNSEEN_FILE, buildPdf(UNSEEN_PDF));
        for (const file of set.upload.files) id = await upload(admin, company, basename(file), new Uint8Array(readFileSync(file)));
        await ask(agent, id, set.questions, set.name, t, byKind, hidden(set));
      } else {
        for (const company of [...new Set(set.questions.map((q) => q.company!))]) {
          const id = companyId(company);
          if (!id) throw new Error(`${set.source}: no seed carrier "${company}"`);
          await ask(
            agent,
            id,
            set.questions.filter((q) => q.company === company),
            set.name,
            t,
            byKind,
            hidden(set),
          );
        }
      }
      results.push({ set, t });
      console.log('');
    }

    let ok = true;
    for (const { set, t } of results) {
      ok = report(`${set.name}: ${t.covered + t.notCovered} questions, ${t.notCovered} not covered`, t, set.target) && ok;
    }
    if (byKind.size > 1) for (const [kind, t] of [...byKind].sort()) report(`kind "${kind}"`, t);
    report('All sets', sum(results));
    // The rounds no change was made with in view: what the assistant does on guides nobody has seen.
    const unseen = results.filter(({ set }) => isUnseen(set));
    if (unseen.length) {
      const rounds = new Set(unseen.map(({ set }) => roundOf(set))).size;
      report(`Rounds nobody tuned on (${count(rounds, 'round')}, never-tuned.json)`, sum(unseen));
      // (Their questions on the seed carriers are new, but those carriers' documents are asked
      // about in every round: only the uploaded guides are documents nobody has seen.)
      const guides = unseen.filter(({ set }) => set.upload);
      report(`Their uploaded guides only (${count(guides.length, 'guide')} nobody has seen)`, sum(guides));
    }
    console.log(`\n${ok ? 'PASS' : 'FAIL'}: every set at its target`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
