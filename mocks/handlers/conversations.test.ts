import { describe, expect, it } from 'vitest';
import { buildPdf } from '../db/pdf';
import { db } from '../db/store';
import { call, fieldsOf, tokenOf } from '../test-utils';

const AGENT = 'agent@harborview.test';

async function start(companyId = 'cmp_hv_northstar', email = AGENT): Promise<string> {
  const { status, body } = await call('/conversations', { token: tokenOf(email), json: { company_id: companyId } });
  expect(status).toBe(200);
  return body.id;
}

const ask = (id: string, content: unknown, email = AGENT) => call(`/conversations/${id}/messages`, { token: tokenOf(email), json: { content } });

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
  it('quotes the carrier’s documents with links to the page', async () => {
    const id = await start('cmp_hv_northstar');
    const { body } = await ask(id, 'What is the agent binding limit?');
    const text: string = body.assistant_message;
    expect(text).toContain('**Northstar Mutual**');
    expect(text).toMatch(/^> .*\$750,000/m);
    const quotes = text.split('\n').filter((l) => /^> \w/.test(l));
    expect(new Set(quotes).size).toBe(quotes.length);
    expect(text).toMatch(/\]\(\/api\/files\/companies\/cmp_hv_northstar\/docs\/doc_hv_northstar_\d\.pdf#page=\d+\)/);
  });

  it('points at the page the passage is on', async () => {
    const id = await start('cmp_hv_keystone');
    const { body } = await ask(id, 'Federal Pacific Zinsco electrical panels');
    const links = [...body.assistant_message.matchAll(/#page=(\d+)\)/g)].map((m: RegExpMatchArray) => Number(m[1]));
    expect(links.length).toBeGreaterThan(0);
    const url = body.assistant_message.match(/\]\((\/api\/[^#)]+)#page=/)[1];
    const pdf = new TextDecoder('latin1').decode(new Uint8Array(await (await fetch(new URL(url, location.origin))).arrayBuffer()));
    // The page's content stream (objects 7, 9, … in page order) holds the quoted words.
    const streams = [...pdf.matchAll(/stream\n([\s\S]*?)endstream/g)].map((m) => m[1]);
    expect(streams[links[0] - 1]).toMatch(/Zinsco/);
  });

  it('says so plainly when nothing matches', async () => {
    const id = await start('cmp_hv_granite');
    const { body } = await ask(id, 'Who won the football match yesterday?');
    expect(body.assistant_message).toMatch(/^I couldn’t find anything about that in \*\*Granite Peak Insurance\*\*’s documents/);
    expect(body.assistant_message).not.toContain('#page=');
  });

  it('answers the same question the same way (deterministic)', async () => {
    const id = await start('cmp_hv_bluewater');
    const a = (await ask(id, 'wind hail deductible')).body.assistant_message;
    const b = (await ask(id, 'wind hail deductible')).body.assistant_message;
    expect(a).toBe(b);
  });

  it('reads uploaded PDFs too (pdfjs-dist)', async () => {
    const bytes = buildPdf({ title: 'Flood', footer: 'f', blocks: [
      { type: 'title', text: 'Coastal Flood Addendum' },
      ...Array.from({ length: 60 }, (_, i) => ({ type: 'para' as const, text: `Section ${i}: general provisions apply to standard dwelling risks in the program territory.` })),
      { type: 'para', text: 'Elevation certificates are required for every risk within a special flood hazard area.' },
    ] });
    const up = await call('/upload', { method: 'POST', token: tokenOf('admin@harborview.test'), multipart: [{ company_name: 'Coastal Re' }, { bytes, name: 'flood.pdf', type: 'application/pdf' }] });
    expect(up.status).toBe(200);
    const id = await start(up.body.company_id);
    const { body } = await ask(id, 'Do I need an elevation certificate in a flood hazard area?');
    expect(body.assistant_message).toContain('Elevation certificates are required');
    const pages = db.documents.find((d) => d.doc_id === up.body.doc_id);
    expect(pages).toBeTruthy();
    expect(body.assistant_message).toMatch(new RegExp(`${up.body.doc_id}\\.pdf#page=[2-9]`));
  });

  it('says when the company has no documents', async () => {
    const id = await start('cmp_hv_evergreen');
    db.documents = db.documents.filter((d) => d.company_id !== 'cmp_hv_evergreen');
    expect((await ask(id, 'eligibility')).body.assistant_message).toMatch(/has no documents yet/);
  });
});
