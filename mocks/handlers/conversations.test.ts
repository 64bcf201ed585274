import { describe, expect, it } from 'vitest';
import { buildPdf, pdfSegments } from '../db/pdf';
import { db } from '../db/store';
import { call, fieldsOf, tokenOf } from '../test-utils';

const AGENT = 'agent@harborview.test';

async function start(companyId = 'cmp_hv_northstar', email = AGENT): Promise<string> {
  const { status, body } = await call('/conversations', { token: tokenOf(email), json: { company_id: companyId } });
  expect(status).toBe(200);
  return body.id;
}

const ask = (id: string, content: unknown, email = AGENT) =>
  call(`/conversations/${id}/messages`, { token: tokenOf(email), json: { content } });

describe('conversations', () => {
  it('starts one per user and company, keeps the history and clears it', async () => {
    const id = await start();
    expect(typeof id).toBe('string');
    const reply = await ask(id, 'What is the agent binding limit?');
    expect(reply.status).toBe(200);
    expect(typeof reply.body.assistant_message).toBe('string');
    const history = await call(`/conversations/${id}/messages`, { token: tokenOf(AGENT) });
    expect(history.body.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(history.body[0].content).toBe('What is the agent binding limit?');
    expect(history.body[1].content).toBe(reply.body.assistant_message);
    expect((await call(`/conversations/${id}/clear`, { method: 'POST', token: tokenOf(AGENT) })).body).toEqual({ ok: true });
    expect((await call(`/conversations/${id}/messages`, { token: tokenOf(AGENT) })).body).toEqual([]);
  });

  it('keeps a conversation to its user: another user, even of the same organization, gets 404', async () => {
    const id = await start();
    expect((await call(`/conversations/${id}/messages`, { token: tokenOf('admin@harborview.test') })).status).toBe(404);
    expect((await ask(id, 'hello', 'owner@summitridge.test')).status).toBe(404);
    expect((await call(`/conversations/${id}/clear`, { method: 'POST', token: tokenOf('owner@harborview.test') })).status).toBe(404);
    expect((await call(`/conversations/${id}/messages`)).status).toBe(401);
  });

  it('answers 404 for another organization’s company and 422 for bad bodies', async () => {
    expect((await call('/conversations', { token: tokenOf(AGENT), json: { company_id: 'cmp_sr_northstar' } })).status).toBe(404);
    const missing = await call('/conversations', { token: tokenOf(AGENT), json: {} });
    expect([missing.status, fieldsOf(missing.body)]).toEqual([422, ['company_id']]);
    const id = await start();
    const blank = await ask(id, '   ');
    expect([blank.status, fieldsOf(blank.body)]).toEqual([422, ['content']]);
    expect((await ask(id, 42)).status).toBe(422);
  });
});

describe('the grounded assistant', () => {
  const parts = (text: string) => text.split('\n\n');
  const citations = (text: string) =>
    [...text.matchAll(/\]\((\/api\/files\/companies\/[^)#]+)#page=(\d+)\)/g)].map((m) => ({ url: m[1]!, page: Number(m[2]) }));

  it('opens with a direct answer (the sentence with the figure) and its citation, then quotes the passages', async () => {
    const id = await start('cmp_hv_northstar');
    const { body } = await ask(id, 'What is the binding authority limit?');
    const text: string = body.assistant_message;
    const [direct, from, ...rest] = parts(text);
    expect(direct).toMatch(
      /^Appointed agents may bind homeowners policies with Coverage A up to \$750,000 .*\(\[Binding Authority Memo — Q1 2025, page 1\]\(\/api\/files\/companies\/cmp_hv_northstar\/docs\/doc_hv_northstar_3\.pdf#page=1\)\)$/,
    );
    expect(from).toBe('From **Northstar Mutual**’s documents:');
    const quotes = rest.filter((p) => p.startsWith('> '));
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes)
      expect(quote).toMatch(
        /\n> — \[[^\]]+, page \d+\]\(\/api\/files\/companies\/cmp_hv_northstar\/docs\/doc_hv_northstar_\d\.pdf#page=\d+\)$/,
      );
    expect(new Set(quotes).size).toBe(quotes.length);
    expect(rest[rest.length - 1]).toBe('_Quoted from the carrier’s documents. Check the full text before you bind._');
  });

  it('answers the same question differently per carrier, from each carrier’s own documents', async () => {
    const answers: Record<string, string> = {};
    for (const carrier of ['northstar', 'bluewater', 'evergreen', 'keystone']) {
      const id = await start(`cmp_hv_${carrier}`);
      answers[carrier] = parts((await ask(id, 'What is the binding authority limit?')).body.assistant_message)[0]!;
      expect(answers[carrier]).toContain(`/cmp_hv_${carrier}/docs/`);
    }
    expect(answers.northstar).toContain('$750,000');
    expect(answers.bluewater).toContain('up to 10 power units');
    expect(answers.evergreen).toContain('Brokers have no binding authority');
    expect(answers.keystone).toContain('TIV up to $3,000,000');
  });

  it('points at the page the passage is on', async () => {
    const id = await start('cmp_hv_keystone');
    const { body } = await ask(id, 'Federal Pacific Zinsco electrical panels');
    const [first] = citations(body.assistant_message);
    expect(first).toBeTruthy();
    const pdf = new TextDecoder('latin1').decode(new Uint8Array(await (await fetch(new URL(first!.url, location.origin))).arrayBuffer()));
    // The page's content stream (objects 7, 9, … in page order) holds the quoted words.
    const streams = [...pdf.matchAll(/stream\n([\s\S]*?)endstream/g)].map((m) => m[1]);
    expect(streams[first!.page - 1]).toMatch(/Zinsco/);
  });

  it('matches underwriting synonyms: "excluded" finds "ineligible" and "does not write", TIV and AOP their long forms', async () => {
    const bluewater = await start('cmp_hv_bluewater');
    expect(parts((await ask(bluewater, 'Which classes are excluded?')).body.assistant_message)[0]).toMatch(
      /^Bluewater Casualty does not write the following classes: Long-haul trucking/,
    );
    const northstar = await start('cmp_hv_northstar');
    // Homes are excluded from both of Northstar's programs: either list answers.
    expect(parts((await ask(northstar, 'Which homes are excluded?')).body.assistant_message)[0]).toMatch(
      /^The following (?:risks|dwellings) are ineligible for the (?:homeowners|dwelling fire) program: (?:Vacant|Dwellings vacant)/,
    );
    const keystone = await start('cmp_hv_keystone');
    expect(parts((await ask(keystone, 'What total insured value can an agent bind?')).body.assistant_message)[0]).toMatch(
      /^Agents may bind locations with TIV up to \$3,000,000/,
    );
    const granite = await start('cmp_hv_granite');
    expect(parts((await ask(granite, 'What is the AOP deductible for equipment?')).body.assistant_message)[0]).toContain(
      '$1,000 per occurrence',
    );
  });

  it.each([
    ['cmp_hv_northstar', 'Do you write cyber liability?', 'cyber'],
    ['cmp_hv_northstar', 'Minimum premium for a general liability policy', 'general liability'],
    ['cmp_hv_granite', 'Who won the football match yesterday?', 'football'],
  ])('says plainly when the documents do not cover it, and quotes nothing (%s: %s)', async (company, question, word) => {
    const id = await start(company);
    const text: string = (await ask(id, question)).body.assistant_message;
    const name = db.companies.find((c) => c.company_id === company)!.company_display;
    expect(text).toMatch(new RegExp(`^\\*\\*${name}\\*\\*’s documents don’t cover that: I found nothing about .*“${word}”`));
    expect(text).not.toContain('#page=');
    expect(text).not.toMatch(/^>/m);
  });

  it('answers the same question the same way (deterministic)', async () => {
    const id = await start('cmp_hv_bluewater');
    const a = (await ask(id, 'wind hail deductible')).body.assistant_message;
    const b = (await ask(id, 'wind hail deductible')).body.assistant_message;
    expect(a).toBe(b);
  });

  it('reads uploaded PDFs too (pdfjs-dist): whole sentences, joined across a page break, at the page they start on', async () => {
    const filler = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        type: 'para' as const,
        text: `Section ${i}: general provisions apply to standard dwelling risks in the program territory and its counties.`,
      }));
    const target = {
      type: 'para' as const,
      text: 'Coastal dwellings need care. Elevation certificates are required for every risk within a special flood hazard area, signed by a licensed surveyor and dated within the last five years before the application is made.',
    };
    // Enough filler that the target paragraph starts at the bottom of page 2 and ends on page 3.
    const doc = (n: number) => ({
      title: 'Flood',
      footer: 'Coastal Re — flood addendum',
      blocks: [{ type: 'title' as const, text: 'Coastal Flood Addendum' }, ...filler(n), target],
    });
    const n = Array.from({ length: 60 }, (_, i) => 40 + i).find((k) => {
      const pages = new Set(
        pdfSegments(doc(k))
          .filter((s) => s.block === k + 1)
          .map((s) => s.page),
      );
      return pages.size === 2;
    })!;
    const bytes = buildPdf(doc(n));
    const up = await call('/upload', {
      method: 'POST',
      token: tokenOf('admin@harborview.test'),
      multipart: [{ company_name: 'Coastal Re' }, { bytes, name: 'flood.pdf', type: 'application/pdf' }],
    });
    expect(up.status).toBe(200);
    const id = await start(up.body.company_id);
    const { body } = await ask(id, 'Do I need an elevation certificate in a flood hazard area?');
    const [direct] = parts(body.assistant_message);
    expect(direct).toContain(`${target.text.slice(target.text.indexOf('Elevation'))} ([flood, page`);
    const startPage = pdfSegments(doc(n)).find((s) => s.block === n + 1)!.page;
    expect(direct).toMatch(new RegExp(`${up.body.doc_id}\\.pdf#page=${startPage}\\)\\)$`));
  });

  it('says when the company has no documents', async () => {
    const id = await start('cmp_hv_evergreen');
    db.documents = db.documents.filter((d) => d.company_id !== 'cmp_hv_evergreen');
    expect((await ask(id, 'eligibility')).body.assistant_message).toMatch(/has no documents yet/);
  });
});
