// The reply, in Markdown: a direct answer (the sentence that holds the figure or the rule, with
// its citation), then the supporting passages quoted with theirs; or, when the documents do not
// cover the question, a plain "not covered" with nothing quoted.
import type { Unit } from './passages';
import type { Search } from './search';

/** Below this share of the question covered by the best sentence, the documents do not answer it. */
const MIN_COVERAGE = 0.6;
/** At or above this share of the question's weight unknown to every document, it is not covered. */
const MAX_ABSENT = 0.3;
const QUOTES = 3;
const QUOTE_MAX = 420;
const LIST_MAX = 6;
const ANSWER_ITEMS = 4;

export interface Source {
  /** The label of a citation: the document's title. */
  title: string;
  /** The document's URL (the citation adds `#page=N`). */
  url: string;
}

export const mdEscape = (text: string): string => text.replace(/([\\`*_[\]<>|#])/g, '\\$1');

const cite = (src: Source, page: number): string => `[${mdEscape(`${src.title}, page ${page}`)}](${src.url}#page=${page})`;

const sameBlock = (a: Unit, b: Unit): boolean => a.docId === b.docId && a.block === b.block;

/** Two sentences of one paragraph, one right after the other. */
function adjacent(a: Unit, b: Unit): boolean {
  const [x, y] = [a.blockText.indexOf(a.text), a.blockText.indexOf(b.text)].sort((m, n) => m - n);
  const between = a.blockText.slice(x!, y!);
  return (between.match(/[.!?]["”’)]?\s+/g) ?? []).length <= 1;
}

/** The words of the answer: the sentence, with what makes it whole (its list, or its list's intro). */
function answerText(unit: Unit, other: Unit | null): string {
  if (unit.introducesList && unit.items.length) {
    const items = unit.items.slice(0, ANSWER_ITEMS).map((i) => i.replace(/[.;]$/, ''));
    return `${unit.text} ${items.join('; ')}${unit.items.length > ANSWER_ITEMS ? '; …' : '.'}`;
  }
  if (unit.blockType === 'bullet') {
    if (unit.intro) return `${unit.intro} ${unit.text}`;
    if (unit.heading) return `${unit.heading}: ${unit.text}`;
  }
  if (!other) return unit.text;
  const before = unit.blockText.indexOf(other.text) < unit.blockText.indexOf(unit.text);
  return before ? `${other.text} ${unit.text}` : `${unit.text} ${other.text}`;
}

/** A quote of the block the sentence is in: the paragraph (around the sentence when long), or the list. */
function quoteLines(unit: Unit): string[] {
  if (unit.introducesList) return [unit.text, ...unit.items.slice(0, LIST_MAX).map((i) => `- ${i}`)];
  if (unit.blockType === 'bullet') return unit.intro ? [unit.intro, `- ${unit.text}`] : [unit.text];
  let text = unit.blockText;
  if (text.length > QUOTE_MAX) {
    const at = Math.max(0, text.indexOf(unit.text));
    const start = at;
    let end = Math.min(text.length, at + unit.text.length);
    // Whole sentences around the one that answers, while they fit.
    while (end - start < QUOTE_MAX) {
      const after = text.slice(end).match(/^\s*[^.!?]*[.!?]/);
      if (after && end - start + after[0].length <= QUOTE_MAX) end += after[0].length;
      else break;
    }
    text = `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
  }
  return [text];
}

/** The Markdown reply for a search over `company`'s documents (`sources` by doc id). */
export function composeAnswer(company: string, docCount: number, found: Search, sources: Map<string, Source>): string {
  const name = mdEscape(company);
  const best = found.ranked[0];
  if (!best || best.coverage < MIN_COVERAGE || found.absent >= MAX_ABSENT) {
    const missing = found.missing.length ? found.missing : found.concepts.filter((c) => !c.weak).map((c) => c.asked);
    const about = missing.length ? ` about ${missing.slice(0, 3).map((w) => `“${mdEscape(w)}”`).join(', ')}` : '';
    return (
      `**${name}**’s documents don’t cover that: I found nothing${about} in its ${docCount} ` +
      `${docCount === 1 ? 'document' : 'documents'}, so I won’t guess. Ask the carrier’s underwriter, or ask again ` +
      'with the words the guidelines use (eligibility, deductibles, binding authority, required documents).'
    );
  }

  // A second sentence when one beside it in the same paragraph answers nearly as well.
  const second = best.unit.blockType === 'para'
    ? found.ranked.find((r) => r !== best && sameBlock(r.unit, best.unit) && r.score >= best.score * 0.85 && adjacent(r.unit, best.unit))
    : undefined;
  const first = second && second.unit.blockText.indexOf(second.unit.text) < best.unit.blockText.indexOf(best.unit.text) ? second.unit : best.unit;
  const src = sources.get(best.unit.docId)!;
  const direct = `${mdEscape(answerText(best.unit, second?.unit ?? null))} (${cite(src, first.page)})`;

  const quoted: Unit[] = [];
  for (const r of found.ranked) {
    if (quoted.length >= QUOTES) break;
    if (r.coverage < MIN_COVERAGE * 0.8 || r.score < best.score * 0.7) continue;
    // One quote per paragraph or list (a list item is quoted with its list's intro).
    if (quoted.some((q) => sameBlock(q, r.unit) || (q.introducesList && r.unit.intro === q.text && q.docId === r.unit.docId))) continue;
    if (r.unit.introducesList && quoted.some((q) => q.intro === r.unit.text && q.docId === r.unit.docId)) continue;
    quoted.push(r.unit);
  }
  const quotes = quoted.map((u) => {
    const lines = quoteLines(u).map((l) => `> ${l.startsWith('- ') ? `- ${mdEscape(l.slice(2))}` : mdEscape(l)}`);
    return [...lines, '>', `> — ${cite(sources.get(u.docId)!, u.page)}`].join('\n');
  });
  return [direct, `From **${name}**’s documents:`, ...quotes, '_Quoted from the carrier’s documents. Check the full text before you bind._'].join('\n\n');
}
