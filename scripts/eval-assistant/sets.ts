// Question sets kept as JSON files beside their PDFs (scripts/eval-assistant/sets/, or a folder
// given with --sets): a guide set uploads its PDFs as a new carrier and asks about them; a
// seed set asks about the seed carriers. The files are read as written, so a set can be
// written by someone who never reads the assistant's code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Expect } from './questions';

export interface SetQuestion {
  question: string;
  expect: Expect;
  /** The page the answer is on, when the set says. */
  page?: number;
  /** For a yes/no question: the verdict the documents give. */
  verdict?: 'yes' | 'no';
  kind: string[];
  /** A seed set's carrier: its id or its name. */
  company?: string;
}

export interface QuestionSet {
  name: string;
  /** Where it comes from (for the report). */
  source: string;
  /** A guide set: the carrier its PDFs are uploaded under, and the PDFs' paths. */
  upload?: { company: string; files: string[] };
  questions: SetQuestion[];
  /** Below these rates the set fails. */
  target: { answered: number; declined: number };
}

type Raw = Record<string, unknown>;

function expectOf(raw: unknown): Expect {
  if (typeof raw === 'string') {
    if (/^not[ _-]?covered$/i.test(raw.trim())) return 'not covered';
    throw new Error(`unknown expect "${raw}"`);
  }
  const e = raw as Raw;
  return { doc: String(e.doc ?? ''), says: String(e.says ?? '') };
}

function verdictOf(raw: unknown): 'yes' | 'no' | undefined {
  if (typeof raw === 'boolean') return raw ? 'yes' : 'no';
  if (typeof raw !== 'string') return undefined;
  const v = raw.trim().toLowerCase();
  return v.startsWith('yes') ? 'yes' : v.startsWith('no') ? 'no' : undefined;
}

function questionOf(raw: Raw, company?: unknown): SetQuestion {
  const kind = raw.kind ?? raw.kinds ?? [];
  const page = Number(raw.page);
  return {
    question: String(raw.question),
    expect: expectOf(raw.expect),
    page: Number.isFinite(page) && page > 0 ? page : undefined,
    verdict: verdictOf(raw.verdict),
    kind: (Array.isArray(kind) ? kind : [kind]).map(String),
    company: raw.company !== undefined ? String(raw.company) : company !== undefined ? String(company) : undefined,
  };
}

const AGENT_TARGET = { answered: 0.8, declined: 0.9 };

function setOf(path: string): QuestionSet | null {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as Raw | Raw[];
  const body: Raw = Array.isArray(raw) ? { questions: raw } : raw;
  // (A writer's own data beside the sets, such as the key words their checks grep for, is no set.)
  if (!Array.isArray(body.questions)) return null;
  const name = String(body.name ?? basename(path, '.json'));
  const questions = (body.questions as Raw[]).map((q) => questionOf(q, body.company));
  const target = (body.target as QuestionSet['target'] | undefined) ?? AGENT_TARGET;
  const files = (body.files as unknown[] | undefined)?.map((f) =>
    resolve(dirname(path), String(typeof f === 'string' ? f : ((f as Raw).file ?? (f as Raw).path))),
  );
  const company = body.company_name ?? body.company;
  if (files?.length) {
    if (typeof company !== 'string') throw new Error(`${path}: a set with files needs company_name`);
    return { name, source: path, upload: { company, files }, questions, target };
  }
  if (questions.some((q) => !q.company)) throw new Error(`${path}: a seed set names each question's company`);
  return { name, source: path, questions, target };
}

/** Every set (*.json with questions) in the folder and its subfolders, by file name. */
export function loadSets(dir: string): QuestionSet[] {
  const out: QuestionSet[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at).sort()) {
      const path = join(at, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.json')) {
        const set = setOf(path);
        if (set) out.push(set);
      }
    }
  };
  walk(dir);
  return out;
}
