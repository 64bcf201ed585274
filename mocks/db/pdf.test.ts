import { describe, expect, it } from 'vitest';
import { CARRIERS, carrierDocument, carrierTemplate } from './carriers';
import { buildPdf, pdfString, pdfTextString } from './pdf';

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

describe('pdf writer', () => {
  const bytes = buildPdf(carrierDocument('northstar', 0, 'Homeowners Underwriting Guidelines 2025'));
  const text = latin1(bytes);

  it('starts with %PDF- and ends with %%EOF', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('has xref offsets that point at each "N 0 obj" and a startxref that points at the xref', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
    expect(Number(first)).toBe(0);
    const entries = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + Number(count));
    expect(entries[0]).toBe('0000000000 65535 f ');
    entries.slice(1).forEach((entry, i) => {
      const offset = Number(entry.slice(0, 10));
      expect(entry.endsWith(' 00000 n ')).toBe(true);
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(text).toContain(`/Size ${count} /Root 1 0 R`);
  });

  it('declares stream lengths that match the stream bytes', () => {
    const streams = [...text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)];
    expect(streams.length).toBeGreaterThan(1);
    for (const m of streams) {
      const start = m.index! + m[0].length;
      expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 9)).toBe('endstream');
    }
  });

  it('writes several pages of underwriting text with Helvetica', () => {
    expect(Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)?.[1])).toBeGreaterThanOrEqual(2);
    expect(text).toContain('/BaseFont /Helvetica');
    for (const words of [
      'Eligible Dwellings',
      'Ineligible Risks',
      'Roof Age and Condition',
      'Protection Class',
      'Coverage Limits',
      'Deductibles',
      'Required Documents',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('is deterministic per carrier and differs between carriers', () => {
    const again = buildPdf(carrierDocument('northstar', 0, 'Homeowners Underwriting Guidelines 2025'));
    expect(latin1(again)).toBe(text);
    const other = latin1(buildPdf(carrierDocument(CARRIERS[1].key, 0, 'Homeowners Underwriting Guidelines 2025')));
    expect(other).not.toBe(text);
  });

  it('writes the title as a text string pdf.js reads back: UTF-16BE for an em dash or any script, not WinAnsi', async () => {
    expect(text).toContain('/Title <FEFF004E006F007200740068');
    expect(pdfTextString('Plain title (1)')).toBe('(Plain title \\(1\\))');
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    const titleOf = async (bytes: Uint8Array) => {
      const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
      const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
      await doc.destroy();
      return info.Title;
    };
    expect(await titleOf(bytes)).toBe('Northstar Mutual — Homeowners Underwriting Guidelines 2025');
    expect(await titleOf(buildPdf({ title: '保険ガイド 2025 — Ωmega 🌊', footer: 'f', blocks: [{ type: 'para', text: 'x' }] }))).toBe(
      '保険ガイド 2025 — Ωmega 🌊',
    );
  });

  it('gives each carrier its own documents: its line of business, figures and rules', () => {
    const textOf = (key: (typeof CARRIERS)[number]['key']) =>
      carrierTemplate(key)
        .docs.map((_, i) =>
          carrierDocument(key, i, 'x')
            .blocks.map((b) => b.text)
            .join(' '),
        )
        .join(' ');
    expect(textOf('bluewater')).toMatch(/power units/);
    expect(textOf('bluewater')).not.toMatch(/roof/i);
    expect(textOf('northstar')).toMatch(/Coverage A up to \$750,000/);
    expect(textOf('evergreen')).toMatch(/no binding authority/);
    for (const c of CARRIERS) expect(c.docs.length).toBeGreaterThanOrEqual(2);
  });

  it('escapes PDF string syntax and maps typographic characters to WinAnsi', () => {
    expect(pdfString('a (b) \\ c')).toBe('a \\(b\\) \\\\ c');
    expect(pdfString('A — B')).toBe('A \\227 B');
    expect(pdfString('漢')).toBe('?');
  });
});
