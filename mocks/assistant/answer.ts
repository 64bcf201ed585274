// The reply, in Markdown, as an underwriter would give it: the direct answer first (a yes/no
// verdict when the passage decides it, which side of the rule the agent's figures fall on, then
// the sentence that holds the rule, with its citation; a second sentence, with its own, when the
// question asks two things), then the supporting passages quoted with theirs, never repeating the
// answer; or, when the documents do not cover the question, a plain "not covered" with nothing
// quoted.
import {
  conditionsOf,
  hasTimeOfDay,
  isInside,
  measured,
  namesWhatItCounts,
  nouns,
  sameFigure,
  sameUnit,
  side,
  type Condition,
  type Quantity,
} from './numbers';
import { groupIndexOf } from './glossary';
import type { Unit } from './passages';
import type { Asks, Question } from './question';
import { AGENT_BINDS, ANSWERS, BIND_ASKED, NO_AUTHORITY, placing, type Fact, type Ranked, type Search, type UnitIndex } from './search';
import { sentences, STOP, tokens } from './text';

/** Below this share of the question covered by the best passage, the documents do not answer it. */
const MIN_COVERAGE = ANSWERS;
/** Below this share, when the best passage's threshold decides what the agent's figures count, it does not answer either. */
const DECIDED_COVERAGE = 0.35;
/** At or above this share of the question's weight unknown to every document, it is not covered. */
const MAX_ABSENT = 0.3;
/**
 * A passage from elsewhere scored at least this share of the first's answers with it. (0.9 until
 * stop 35; at 0.85, 53% of answers give two passages or more, against 51%: the never-tuned rounds
 * answer 5 more, the tuned 1 more. The gain is in showing the runner-up, not in ranking it better.)
 */
const TIE = 0.85;
const QUOTES = 3;
const QUOTE_MAX = 420;
const LIST_MAX = 6;
const ANSWER_ITEMS = 4;
/** A sentence that speaks of the cases past the bound before it: "Older units …", "Anything larger …". */
const BEYOND =
  /^(?:older|newer|younger|larger|smaller|bigger|higher|lower|longer|shorter|heavier|lighter|more|fewer|greater|anything (?:older|newer|larger|bigger|higher|longer|heavier|more|over|above|beyond)|otherwise|beyond|above (?:that|this)|past (?:that|this))\b/i;

export interface Source {
  /** The label of a citation: the document's title. */
  title: string;
  /** The document's URL (the citation adds `#page=N`). */
  url: string;
}

export const mdEscape = (text: string): string => text.replace(/([\\`*_[\]<>|#])/g, '\\$1');

const cite = (src: Source, page: number): string => `[${mdEscape(`${src.title}, page ${page}`)}](${src.url}#page=${page})`;

const sameBlock = (a: Unit, b: Unit): boolean => a.docId === b.docId && a.block === b.block;
/** Two rows of one table. */
const sameTable = (a: Unit, b: Unit): boolean =>
  a.docId === b.docId && a.blockType === 'row' && b.blockType === 'row' && a.heading === b.heading && a.intro === b.intro;

/** Two sentences of one paragraph, one right after the other. */
function adjacent(a: Unit, b: Unit): boolean {
  const [x, y] = [a.blockText.indexOf(a.text), a.blockText.indexOf(b.text)].sort((m, n) => m - n);
  const between = a.blockText.slice(x!, y!);
  return (between.match(/[.!?]["”’)]?\s+/g) ?? []).length <= 1;
}

/**
 * The words of the answer: the sentence, with what makes it whole (its list, or its list's intro).
 * A long list gives the items the question speaks of first (`asked`), the rest in order, in the list's order.
 */
function answerText(unit: Unit, other: Unit | null, asked: readonly string[] = []): string {
  if (unit.introducesList && unit.items.length) {
    const chosen = [...unit.items.filter((i) => asked.includes(i)), ...unit.items].filter((i, k, all) => all.indexOf(i) === k);
    const shown = new Set(chosen.slice(0, ANSWER_ITEMS));
    const items = unit.items.filter((i) => shown.has(i)).map((i) => i.replace(/[.;]$/, ''));
    const skipped = unit.items.length > ANSWER_ITEMS;
    return `${unit.text} ${items.join('; ')}${skipped ? '; …' : '.'}`;
  }
  let text = unit.text;
  if (other)
    text =
      unit.blockText.indexOf(other.text) < unit.blockText.indexOf(unit.text) ? `${other.text} ${unit.text}` : `${unit.text} ${other.text}`;
  if (unit.blockType === 'bullet' || unit.blockType === 'row') {
    if (unit.intro) return `${unit.intro} ${text}`;
    if (unit.heading) return `${unit.heading}: ${text}`;
  }
  return unit.stacked ? `${unit.heading}: ${text}` : text;
}

/** A quote of the block the sentence is in: the paragraph (around the sentence when long), or the list. */
function quoteLines(unit: Unit): string[] {
  if (unit.introducesList) return [unit.text, ...unit.items.slice(0, LIST_MAX).map((i) => `- ${i}`)];
  if (unit.blockType === 'bullet' || unit.blockType === 'row') return unit.intro ? [unit.intro, `- ${unit.text}`] : [unit.text];
  let text = unit.blockText;
  if (text.length > QUOTE_MAX) {
    const start = Math.max(0, text.indexOf(unit.text));
    let end = Math.min(text.length, start + unit.text.length);
    // Whole sentences after the one that answers, while they fit.
    while (end - start < QUOTE_MAX) {
      const after = text.slice(end).match(/^\s*[^.!?]*[.!?]/);
      if (after && end - start + after[0].length <= QUOTE_MAX) end += after[0].length;
      else break;
    }
    text = `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
  }
  return [text];
}

const NEGATIVE =
  /^no(?:ne)?\b|\bnot be (?:bound|written|quoted)|\bno\s[^,;.]{0,50}\b(?:may|can|will|shall) be (?:bound|written|quoted|issued|accepted|added|placed)\b|\b(?:ineligible|not eligible|excluded|exclusions?|prohibited|not permitted|not allowed|not accepted|unacceptable|not acceptable|not covered|never|will not|won't|does not|do not|cannot|can't|may not|must not|not available|no coverage|declined?|suspended|not written|not insured|not insure|is not|are not|no binding authority|not bind|not write)\b|\binstead\b(?!\s+of)/i;
const POSITIVE =
  /\b(?:eligible|acceptable|may be written|are written|is written|we write|writes|may bind|can bind|may be bound|covered|available|permitted|allowed|qualif(?:y|ies)|accept(?:ed|s)?|welcome|preferred|(?:is|are|remains?|stays?) (?:limited to|valid|good|honou?red)|may (?:insure|write|cover|quote|accept|offer))\b/i;
const REQUIRED = /\b(?:must|required|requires?|mandatory|needs?|needed|shall)\b/i;
const NOT_REQUIRED = /\b(?:not required|not needed|optional|waived|no \w+(?: \w+)? (?:is|are) required)\b/i;
/** A rule that sets a limit the case must meet. */
const LIMIT = /\b(?:must|required|requires?|eligib\w*|ineligible|no more than|at least|not exceed|may not|maximum|minimum)\b/i;
/** A rule with a condition or an exception: its yes or no depends on more than the question says. */
const QUALIFIED =
  /\b(?:only|unless|except|provided|subject to|refer(?:red|ral)?|approval|case[- ]by[- ]case|considered|consider|if|when|where)\b/i;
/** The rule sends the case to an underwriter: not something the agent may do alone. */
const REFERRAL =
  /\b(?:require[sd]?|needs?|must (?:be|have)|subject to)\b[^.;]{0,40}\b(?:referral|approval|approved|referred|refer)\b|\b(?:by referral only|refer(?:red)? to (?:the )?underwrit\w*|(?:must be|are|is) referred|requires? referral|may not be bound by the agent)\b/i;
/** A heading or list intro whose items are what the case must meet ("Applicant Requirements"). */
const REQUIREMENTS_HEAD = /\brequirements\b/i;
/** A list intro or heading that sends each of its items to an underwriter. */
const REFERRAL_HEAD =
  /\b(?:refer the following|require (?:[a-z]+ ){0,2}(?:referral|approval)|(?:referral|approval) (?:is |are )?required|must be referred)\b/i;
/** A question whether the case must go to an underwriter ("does that have to go to UW?", "do I need to refer it?"). */
const REFERRAL_ASKED = /\b(?:uw|underwriter|underwriting|refer|referr\w*|approval|home office|submit)\b/i;
/** A list intro or heading that makes each of its items a "no" ("The following risks are ineligible:"). */
const NEGATIVE_HEAD =
  /\b(?:refer the following|ineligible|not eligible|excluded|exclusions?|prohibited|not insured|will not|do not|does not|declined?|unacceptable|not acceptable|not written|not permitted)\b/i;
const POSITIVE_HEAD = /\b(?:eligible|eligibility|acceptable|target|preferred|appetite|we write|permitted)\b/i;

type Polarity = 'negative' | 'positive' | 'required' | 'not required' | null;

/**
 * A bound worded as a negation ("do not exceed $1,500,000", "may not exceed", "No more than 1,500
 * members"): a limit the case must keep within, no "no".
 */
const NEGATED_BOUND =
  /\b(?:(?:must|shall|may|will|should|do|does)\s+not|cannot|can't|not to)\s+exceed\b|\bno (?:more|fewer|less|greater|later|earlier|older|younger|longer|higher|lower) than\b/gi;

/** Where a requirement starts in a rule: its modal, or a bound worded as a negation. */
const MODAL = new RegExp(`\\b(?:must|required|requires?|shall|need(?:s)? to)\\b|${NEGATED_BOUND.source}`, 'i');

/** What a clause of a rule says of its subject. */
function polarityOf(clause: string): Polarity {
  const text = clause.replace(NEGATED_BOUND, 'must be within');
  if (NOT_REQUIRED.test(text)) return 'not required';
  if (NEGATIVE.test(text)) return 'negative';
  if (REQUIRED.test(text)) return 'required';
  if (POSITIVE.test(text)) return 'positive';
  return null;
}

/** The rule's clauses: "X are settled at replacement cost, and Y are ineligible" is two. */
const clausesOf = (text: string): string[] =>
  text.split(/;\s+|,\s+(?:and|but|or|while)\s+|\.\s+|\s+and\s+(?=(?:is|are|must|may|has|have|does|do|will)\b)/).filter(Boolean);

/** A rule that holds only on a condition: "acceptable only when …", "provided …". */
const CONDITIONAL = /\b(?:only (?:when|if|with)|provided(?: that)?|as long as|so long as|subject to)\b/i;

/** Where the bound's figure stands in the clause, as a word: "one claim" is not in "done". */
function boundAt(clause: string, bound: string): number {
  const first = bound.split(' ')[0]!;
  return clause.search(new RegExp(`(?<!\\w)${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w|[.,]\\d)`));
}

/** A negation right before the bound, not a comparison ("no more than"): "no plan to … within 24 months". */
function negated(clause: string, bound: string): boolean {
  const at = boundAt(clause, bound);
  if (at < 0) return false;
  const before = clause.slice(0, at);
  const m =
    /\b(?:no|not|never|without|other than|except(?:\s+for)?|excluding|apart from)\s+(?!(?:be\s+)?(?:more|less|fewer|greater|later|earlier|older|younger|longer|exceed\w*|over|under|above|below)\b)([^,;]*)$/i.exec(
      before,
    );
  // (An exception is a negation too: "Live animal exhibits, other than aquarium tanks under 500
  // gallons", under "ineligible", takes no 300-gallon tank in.)
  // A clause that opens with its negation ("No new policy …") has its polarity already.
  // (A condition after the negation is out of its reach: "may bind … without underwriter approval
  // when attendance is 2,500 per day or less".)
  // (Nor past "and" or "or": "no ineligible operations and no more than one claim" negates the operations only.)
  return (
    !!m && m.index > 0 && m[1]!.split(/\s+/).length <= 10 && !/\b(?:when|if|where|while|once|provided|as long as|and|or)\b/i.test(m[1]!)
  );
}

/**
 * The agent says the case lacks what the rule requires or is conditioned on: "not sprinklered"
 * against "must be fully sprinklered", "no fence" against "only when … fully fenced".
 */
function deniedIn(question: string, rule: string, heading = ''): boolean {
  // (Or what it names before "is required": "Automatic sprinklers are required in every building
  // over 20,000 square feet", and "no sprinklers".)
  const after = [
    /\b(?:must|required|requires?|need(?:s|ed)?|shall|only (?:when|if|with)|provided|unless)\b(.*)$/i.exec(rule)?.[1] ?? '',
    /^(.*?)\b(?:is|are) required\b/i.exec(rule)?.[1] ?? '',
  ].join(' ');
  // (What the rule wants absent the agent may well say is absent: "only when … no assault and battery claim", and "no claims".)
  const unwanted = new Set(negatedWords(after, 6));
  // (The heading may name what the condition is: "Year built and retrofit. … eligible only when the
  // sill plate is bolted …", and "never retrofitted".)
  const wanted = new Set([...tokens(after), ...(after ? tokens(heading) : [])].filter((t) => !unwanted.has(t)));
  const denied = negatedWords(question);
  if (!denied.some((t) => wanted.has(t))) return false;
  // (Not when the case has another of what the rule accepts: "no sprinklers but a central station
  // alarm", and "fully sprinklered or have a monitored fire alarm reporting to a central station".)
  const has = tokens(question).filter((t) => !denied.includes(t));
  const alternatives = after.split(/,?\s+\bor\b\s+/i).map((a) => tokens(a).filter((t) => wanted.has(t)));
  return !(
    alternatives.length > 1 && alternatives.some((a) => !a.some((t) => denied.includes(t)) && a.filter((t) => has.includes(t)).length >= 2)
  );
}

/**
 * The case meets, by other figures than those the clause weighs, another of the rule's ways in
 * (", or …"). ("… at least 680, or at least 700 for the Express tier" weighs one score twice: no other way.)
 */
function metOtherWay(clause: string, text: string, facts: Fact[], weighed: Fact[]): boolean {
  const ways = text.split(/,\s+or\s+/);
  return ways.some((way) => {
    if (way.includes(clause)) return false;
    const own = facts.filter((f) => way.includes(f.condition.text));
    return own.length > 0 && own.every((f) => f.inside && !weighed.some((g) => g.quantity === f.quantity));
  });
}

/**
 * The case is what a second scope of the clause names, with no figure ("for every animal valued
 * over $10,000 and for every bull", and "insd's bull is only worth 8k").
 */
function inOtherScope(clause: string, question: string): boolean {
  const other = /\b(?:and|or)\s+(?:for|to|on|of)\s+(?:every|each|all|any)\s+([a-z]+)\b([^\d]*)$/i.exec(clause);
  return !!other && tokens(question).includes(tokens(other[1]!)[0]!);
}

/** The words the agent negates: "doesn't need a CDL" → need, cdl; "not sprinklered" → sprinkler. */
function negatedWords(question: string, upTo = 3): string[] {
  const after = new RegExp(`\\b(?:not|no|without|never|non|isn'?t|aren'?t|doesn'?t|don'?t|lacks?)[\\s-]+((?:[a-z]+\\s*){1,${upTo}})`, 'g');
  return [...question.toLowerCase().replace(/[’‘]/g, "'").matchAll(after)].flatMap((m) => tokens(m[1]!));
}

/** The rule is about cases the agent says this is not: "Drivers who need a CDL must …", and "doesn't need a CDL". */
function outOfScope(question: string, rule: string): boolean {
  const subject = /^(.*?)\b(?:must|may|shall|are|is|require[sd]?|need to)\b/i.exec(rule)?.[1] ?? '';
  const scope = new Set(
    tokens(subject.replace(/^\W*\w+\s+(?:who|that|which|with)\b/i, '')).filter(
      (t) => !tokens(subject.split(/\s+(?:who|that|which|with)\b/i)[0]!).includes(t),
    ),
  );
  return scope.size > 0 && negatedWords(question).some((t) => scope.has(t));
}

/**
 * Parallel clauses for different cases ("Frame buildings up to $2,000,000 TIV; joisted masonry …
 * buildings up to the program maximum"): a clause whose subject names something the agent did
 * not, beside one whose subject names what the agent has, is for another case.
 */
function forAnotherCase(clause: string, text: string, asked: Set<string>): boolean {
  // (Cases set side by side with semicolons; "… up to $5,000,000, and the premium is no more than
  // $25,000" is one case with two conditions.)
  const clauses = text.split(/;\s+/);
  if (clauses.length < 2) return false;
  const subjectOf = (c: string) => {
    const at = c.search(/\b(?:up to|at least|no more than|(?:more|less|fewer) than|over|under|above|below|between)\b|[$\d]/i);
    return new Set(tokens(at > 0 ? c.slice(0, at) : ''));
  };
  const subjects = clauses.map(subjectOf);
  // Only the words that set a clause's subject apart from the others' ("frame", not "buildings").
  const own = subjects.map((s, i) => [...s].filter((t) => !subjects.some((o, j) => j !== i && o.has(t))));
  const at = clauses.findIndex((c) => c.includes(clause));
  if (at < 0) return false;
  const mine = own[at] ?? [];
  return mine.length > 0 && !mine.some((t) => asked.has(t)) && own.some((o, j) => j !== at && o.some((t) => asked.has(t)));
}

/** A column whose cells are the row's outcome, and a cell that opens with one. */
const OUTCOME_HEAD =
  /\b(?:eligib\w*|acceptab\w*|appetite|authority|availab\w*|bind|binding|decision|action|approval|status|outcome|treatment|written|accepted)\b/i;
const OUTCOME =
  /^(?:(?:not\s+)?(?:eligible|acceptable|available|accepted|written|permitted|allowed|covered)|ineligible|unacceptable|excluded|prohibited|declined?|refer(?:ral|red)?)\b|^(?:yes|no)\b(?!\s+[a-z])/i;

/** A rule for one of a thing ("a single Facility with TIV up to $7,500,000"), and the case has several ("3 facilities"). */
function forOneOnly(clause: string, question: Question): boolean {
  const one = /\b(?:a single|single|one|1)\s+([a-z]+)/i.exec(clause.split(MODAL)[0] ?? '')?.[1];
  const stem = one ? tokens(one)[0] : undefined;
  return !!stem && question.quantities.some((q) => q.value > 1 && q.units.includes(stem));
}

/** A column that sets a bound or a condition on what its cells hold ("Max annual sales", "Available when", "Minimum dollar amount"). */
const LIMIT_HEAD =
  /\b(?:max(?:imum)?|min(?:imum)?|limits?|up to|available (?:when|if|for)|requires?|requirements?|eligible (?:when|if)|only (?:when|if))\b/i;
const MAX_HEAD = /\b(?:max(?:imum)?|limits?|up to)\b/i;
const MIN_HEAD = /\b(?:min(?:imum)?|at least)\b/i;

/** A column of what agents may bind on their own, and columns beside it that are not. */
const AGENT_COLUMN = /\b(?:agents? (?:may|can) bind|agent(?:'s|’s)? (?:authority|binding|limit)|binding authority)\b/i;
const OTHER_THAN_AGENTS = /\b(?:uw|underwriter|approval|referral|refer|standard)\b/i;

/** A cell's figure as its column has it: a plain figure under "Max…" is a ceiling, under "Min…" a floor. */
const bounded = (c: Condition, head: string): Condition =>
  c.kind !== 'value'
    ? c
    : MIN_HEAD.test(head)
      ? { ...c, hi: null, kind: 'floor' }
      : MAX_HEAD.test(head)
        ? { ...c, lo: null, kind: 'ceiling' }
        : c;

/** The case's figures against a condition: the ones it weighs, and whether each is inside. */
const weigh = (qs: Quantity[], c: Condition) => qs.filter((q) => sameUnit(q, c)).map((q) => isInside(q, c));

/**
 * A table row's verdict, cell by cell. The row applies when the case is inside its first cell's
 * figures (its key: "Building age: 76 to 100 years"); a cell applies when the case is inside its
 * header's figures ("PPC 6 to 8"). In a cell that applies, a bound the column or the table sets
 * ("Max annual sales: $1,000,000", a "Maximum Building Limit" table, "Available when: TIV of
 * $1,000,000 or more") says no when the case is outside it; a word says it plainly ("Ineligible",
 * "Refer" when the agent asks to bind alone, "Eligible").
 */
function rowVerdict(asks: Asks, unit: Unit, question: Question, alone: boolean): 'Yes' | 'No' | null {
  const cells: { head: string; value: string }[] = [];
  for (const cell of unit.text.split(/;\s+/)) {
    const at = cell.indexOf(': ');
    const last = cells.at(-1);
    // A cell's own semicolon ("Application and credit of every owner; no financial statement"):
    // what follows it without a header of its own is still that cell.
    if (at < 0 && last?.head) last.value += `; ${cell}`;
    else cells.push(at < 0 ? { head: '', value: cell } : { head: cell.slice(0, at), value: cell.slice(at + 2) });
  }
  const qs = question.quantities;
  // A column the question names ("metal" roofs), and no other column, speaks for its siblings.
  const heads = cells.slice(1).filter((c) => !/\d/.test(c.head));
  const names = (c: Question['concepts'][number], text: string) => c.variants.some((v) => v.every((t) => tokens(text).includes(t)));
  const namedCells = heads.filter((cell) =>
    question.concepts.some((c) => !c.weak && names(c, cell.head) && heads.filter((h) => names(c, h.head)).length === 1),
  );
  // The bounds the row's columns set on its own figures ("Single job limit: Up to $500,000").
  const headOf = (cell: { head: string }) =>
    LIMIT_HEAD.test(cell.head) ? cell.head : /\d/.test(cell.head) || !cell.head ? unit.heading : '';
  const columnBounds = cells.flatMap((cell, i) => {
    const head = headOf(cell);
    if (i === 0 || !head || !LIMIT_HEAD.test(head)) return [];
    return conditionsOf(`${cell.head}: ${cell.value}`)
      .filter((c) => cell.value.includes(c.text.replace(/ .*/, '').replace(/–.*/, '')))
      .map((c) => ({ ...bounded(c, head), at: i }));
  });
  // Any bound a cell of the row sets, in its header or its own words ("Aggregate program: Up to $1,000,000").
  const rowBounds = [
    ...columnBounds,
    ...cells.slice(1).flatMap((cell) => conditionsOf(cell.value).filter((c) => c.kind === 'ceiling' || c.kind === 'floor')),
  ];
  // "Can I bind it myself?" is the agent's column's to say, when the row has one ("Agent may bind:
  // $25,000"), not the ones for what an underwriter may approve ("With UW approval: $100,000") or
  // what is written as a rule ("Standard limit: $10,000").
  const agents = asks === 'allowed' && alone && cells.some((c, i) => i > 0 && AGENT_COLUMN.test(c.head));
  let yes = false;
  let banded = false;
  let avoided = false;
  for (const [i, cell] of cells.entries()) {
    if (agents && OTHER_THAN_AGENTS.test(cell.head)) continue;
    const scope = conditionsOf(i === 0 ? `${cell.head} ${cell.value}` : cell.head);
    const sides = scope.flatMap((c) => weigh(qs, c));
    if (sides.includes(false)) {
      if (i === 0) return null;
      continue;
    }
    if (i === 0 || (namedCells.length && !namedCells.includes(cell) && !/\d/.test(cell.head + cell.value) && !LIMIT_HEAD.test(cell.head)))
      continue;
    const head = headOf(cell);
    for (const bound of columnBounds.filter((b) => b.at === i)) {
      // The case must name what the column counts when the column names it.
      const counted = qs.filter((q) => sameUnit(q, bound) && namesWhatItCounts(q, bound));
      if (!counted.length || bound.kind === 'value') continue;
      // (Two of the case's amounts and two such columns, "$425k bond, $900k work on hand" against
      // "Single job limit" and "Aggregate": an amount inside another column may be that one's.)
      if (
        counted.some(
          (q) =>
            !isInside(q, bound) &&
            !(counted.length > 1 && rowBounds.some((b) => b.text !== bound.text && sameUnit(q, b) && isInside(q, b))),
        )
      )
        return flipFor(asks, 'No');
      yes = true;
    }
    if (/\d/.test(cell.value)) {
      // A column that is an outcome, its cells the bands that lead to it ("Ineligible: Over 25
      // years", "ACV on roof surfacing: 16 to 25 years"): the case in a band takes its outcome.
      const inBand = conditionsOf(cell.value).flatMap((c) => weigh(qs, c));
      if (inBand.length && !head) {
        const outcome = polarityOf(cell.head);
        if (inBand.every(Boolean)) {
          if (outcome === 'negative') return flipFor(asks, 'No');
          banded = true;
        } else if (outcome === 'negative' && !inBand.some(Boolean)) {
          avoided = true;
        }
      }
      continue;
    }
    const referred = asks === 'allowed' && alone && /^(?:refer\b|referral\b|underwriter approval)/i.test(cell.value.trim());
    // A cell says yes or no of the row when its column is an outcome ("Eligibility", "Who may
    // bind") or it opens with one ("Ineligible", "Not written"); "no financial statement" under
    // "Financial information required" is what the row asks for, not a no.
    const p = referred
      ? 'negative'
      : !cell.head || OUTCOME_HEAD.test(cell.head) || OUTCOME.test(cell.value.trim())
        ? polarityOf(cell.value)
        : null;
    if (p === 'negative') return flipFor(asks, 'No');
    if (p === 'positive' && /\b(?:eligib|authority|availab|accept)/i.test(cell.head)) yes = true;
  }
  // In a band that is written, clear of the band that is not.
  return yes || (banded && avoided) ? flipFor(asks, 'Yes') : null;
}

const flipFor = (asks: Asks, v: 'Yes' | 'No'): 'Yes' | 'No' => (asks === 'excluded' ? (v === 'Yes' ? 'No' : 'Yes') : v);

/**
 * Yes or no, when the passage decides it: the case's figures against the rule's thresholds first;
 * else the rule's own polarity (a list item takes its intro's or heading's), as the question asks
 * it (allowed, excluded or required). Nothing when the rule is qualified and no figure settles it.
 */
function verdictOf(asks: Asks | null, r: Ranked, question: Question, alone: boolean, first = true): 'Yes' | 'No' | null {
  if (!asks) return null;
  if (r.unit.blockType === 'row') return rowVerdict(asks, r.unit, question, alone);
  const hasFigures = question.quantities.length > 0;
  const unit = r.unit;
  // "Can I bind it myself?" is a no when the rule sends the case to an underwriter.
  const polarity = (text: string): Polarity => (asks === 'allowed' && alone && REFERRAL.test(text) ? 'negative' : polarityOf(text));
  const item = unit.blockType === 'bullet' || unit.blockType === 'row';
  const head = headingOf(unit);
  const flip = (v: 'Yes' | 'No'): 'Yes' | 'No' => (asks === 'excluded' ? (v === 'Yes' ? 'No' : 'Yes') : v);
  const asksReferral = asks === 'required' && REFERRAL_ASKED.test(question.text);

  if (hasFigures && !r.facts.length) {
    // (Not a rule that sets a bound of its own on a count the case gives otherwise: "Shops storing
    // more than six full helium cylinders", and "4 full helium tanks".)
    if (
      conditionsOf(unit.text).some((c) => c.kind !== 'value' && !c.window && c.units.includes('count')) &&
      question.quantities.some((q) => q.units.includes('count') || nouns(q.units).length > 0)
    )
      return null;
    // A rule that does not weigh the case's figures can still rule the case out, never in.
    const v = verdictOf(asks, r, { ...question, quantities: [] }, alone, first);
    return v === flip('No') ? v : null;
  }
  if (hasFigures) {
    // Each clause with its own figures: inside a "no" clause, or outside a limit the rule sets, is a no.
    let yes = false;
    const clauses = unit.blockType === 'row' ? unit.text.split(/;\s+/) : clausesOf(unit.text);
    const asked = new Set([...tokens(question.text), ...question.concepts.filter((c) => !c.weak).flatMap((c) => c.variants.flat())]);
    // "…; older homes qualify when updated": an exception, so falling outside the rule decides nothing.
    const exceptionTo = (clause: string) =>
      clauses.some((c) => c !== clause && polarityOf(c) === 'positive' && /\b(?:when|if|unless|provided|except)\b/i.test(c));
    // A clause that says nothing of yes or no, but gives what is asked ("Roofs up to 20 years old are
    // settled at replacement cost", asked "still RC on the roof?"; "earns a credit", asked "any
    // credit?"): it grants it to the cases inside its bounds, or requires it under a heading of requirements.
    // (Not what the case's figures count: "$900k receipts" tells the case, it asks nothing of receipts.)
    // (Only in the passage that answers first: elsewhere, a word in common is no answer.)
    const counted = first ? new Set(question.quantities.flatMap((q) => q.units)) : null;
    const askedConcepts = counted
      ? question.concepts.filter(
          (c) =>
            c.situation < 0 &&
            !c.weak &&
            c.variants.length > 0 &&
            !c.variants.some((v) => counted.has(v.join(' ')) || counted.has(`g${groupIndexOf(v.join(' '))}`)),
        )
      : [];
    const grants = (clause: string): Polarity => {
      if (!first) return null;
      const words = new Set(tokens(clause));
      if (!askedConcepts.some((c) => c.variants.some((v) => v.every((t) => words.has(t))))) return null;
      return asks === 'required' ? (REQUIRED.test(head) ? 'required' : null) : 'positive';
    };
    for (const clause of clauses) {
      // (The clause's own bound of that figure, not another clause's: "up to 50%; firms above 50% are referred".)
      const own = conditionsOf(clause).filter((c) => c.kind !== 'value');
      const ownBound = (f: Fact) => {
        const written = own.filter((c) => c.text === f.condition.text);
        return !written.length || written.some((c) => c.kind === f.condition.kind);
      };
      // (A time of day is written its own way: "by 12:00 midnight".)
      const timed = hasTimeOfDay(clause);
      const inClause = (f: Fact) => (f.condition.units.includes('clock') ? timed : boundAt(clause, f.condition.text) >= 0);
      let facts = r.facts.filter((f) => inClause(f) && ownBound(f));
      // (A bound that is the end of a range in this clause is the range's: "13 to 25 rental homes"
      // holds no "more than 25 rental homes", which is the next clause's.)
      facts = facts.filter(
        (f) =>
          !facts.some((g) => g.condition !== f.condition && g.condition.kind === 'range' && g.condition.text.endsWith(f.condition.text)),
      );
      // Two of the case's figures on either side of one bound decide nothing.
      facts = placing(facts);
      // A look-back ("in the last 3 years") only says which events count: outside it, the case is
      // not what the clause counts; inside it, another figure must decide.
      if (facts.some((f) => f.condition.window && !f.inside)) continue;
      facts = facts.filter((f) => !f.condition.window);
      // A rule for cases the agent says this is not ("Drivers who need a CDL", "doesn't need a CDL").
      if (outOfScope(question.text, clause) || forAnotherCase(clause, unit.text, asked) || forOneOnly(clause, question)) continue;
      // A bound the clause negates ("with no plan to go public within 24 months"): inside it is the no.
      facts = facts.map((f) => (negated(clause, f.condition.text) ? { ...f, inside: !f.inside } : f));
      if (!facts.length) continue;
      // "Eligible only with an elevation certificate", and the agent says "no elevation cert yet": a no.
      if (asks === 'allowed' && CONDITIONAL.test(clause) && deniedIn(question.text, clause, unit.heading)) return flip('No');
      // "Does it have to go to UW?" of a case a referral rule takes in: yes, it does.
      if (asksReferral && (REFERRAL.test(clause) || REFERRAL_HEAD.test(head))) {
        if (facts.every((f) => f.inside)) yes = true;
        continue;
      }
      // … and of a case past what agents may bind ("may bind … revenue up to $25,000,000", and $62M): it does.
      if (asksReferral && AGENT_BINDS.test(clause)) {
        if (facts.some((f) => !f.inside && f.condition.kind !== 'value')) return 'Yes';
        continue;
      }
      // "Can I bind it myself?" of what agents may bind: inside every bound, yes; past one, no
      // (an underwriter must see it; past it is no "no" to whether the case is eligible).
      // (Up to its "may bind" or "may be bound": not "no new policy … may be bound within 100 miles", a no.)
      const binds = AGENT_BINDS.exec(clause);
      if (asks === 'allowed' && binds && !NEGATIVE.test(clause.slice(0, binds.index + binds[0].length))) {
        if (facts.some((f) => !f.inside && f.condition.kind !== 'value')) {
          if (alone) return 'No';
        } else yes = true;
        continue;
      }
      // What the clause says of its bound, up to the comma after it: "Agents may bind contractors with
      // annual revenue up to $2,000,000, no ineligible operations and …" is a may, not an "ineligible".
      const end = Math.max(...facts.map((f) => boundAt(clause, f.condition.text)));
      const cut = clause.indexOf(',', end);
      // (A clause that refers its cases says so itself: "firms above 50% are referred", under "… are eligible".)
      const stated = (cut > 0 ? polarity(clause.slice(0, cut)) : null) ?? polarity(clause);
      const p =
        stated ??
        (REFERRAL.test(clause)
          ? null
          : item && (NEGATIVE_HEAD.test(head) || (asks === 'allowed' && alone && REFERRAL_HEAD.test(head)))
            ? 'negative'
            : item && (POSITIVE_HEAD.test(head) || polarityOf(head) === 'positive')
              ? 'positive'
              : // (An item of a list of requirements is one: "c. An experience modification rate (EMR) of
                // 1.15 or lower.", under "Applicant Requirements".)
                item && REQUIREMENTS_HEAD.test(head)
                ? 'required'
                : grants(clause));
      const bounds = facts.filter((f) => f.condition.kind !== 'value');
      // A requirement the case meets the threshold of ("over 25,000 square feet must be
      // sprinklered"): the case is allowed only if it meets the requirement, which the agent may
      // say it does not ("not sprinklered").
      if (p === 'required' && asks === 'allowed' && facts.every((f) => f.inside)) {
        if (deniedIn(question.text, clause)) return flip('No');
        // A threshold of the requirement itself ("must sign leases of at least six months") that
        // the case meets is a yes; one of its scope only makes the requirement apply.
        // ("do not exceed $1,500,000" is such a threshold: a limit the case keeps under.)
        const modal = clause.search(MODAL);
        // (A count the clause names, "two or three Facilities", is whom it is for, not its threshold: not in `bounds`.)
        // (Under a heading of what is eligible, a ceiling before it is one too: "Restaurants with
        // annual sales up to $1,500,000 and no more than 25% of sales from alcohol".)
        const eligible = item && (POSITIVE_HEAD.test(head) || polarityOf(head) === 'positive');
        const threshold = (f: Fact) => boundAt(clause, f.condition.text) > modal || (eligible && f.condition.kind === 'ceiling');
        // (An item that is a requirement by its heading, "Applicant Requirements", has no modal: its bound is the threshold.)
        if ((modal >= 0 || stated === null) && bounds.length && bounds.every(threshold)) yes = true;
        continue;
      }
      // (What the clause only names, "at one location", does not catch a case its bound lets out:
      // "3 retorts" against "more than three retorts at one location".)
      // (A figure between two bounds of the clause is in it only inside both: "TIV above $750,000 and up to
      // $2,500,000" does not take in $620,000.)
      const weighed = bounds.length ? bounds : facts;
      const within = (f: Fact) => weighed.every((g) => g.quantity !== f.quantity || g.inside);
      // (What a rule rules out says nothing of what is required: "Frame buildings over 10,000 square
      // feet are ineligible", asked "18k sq ft, do they need sprinklers?".)
      if (p === 'negative' && asks === 'required') continue;
      if (p === 'negative' && weighed.some((f) => f.inside && within(f))) return flip('No');
      // Outside what a rule permits or requires ("may bind … up to $750,000", "must be at least 21").
      // (What a rule permits says nothing of what is required: "Agents may bind boats up to 30 feet …",
      // asked "do I need a survey on a 32 ft cruiser?".)
      if (p === 'positive' && asks === 'required') continue;
      if ((p === 'positive' || p === 'required') && facts.some((f) => !f.inside && f.condition.kind !== 'value')) {
        if (exceptionTo(clause)) return null;
        // (Nor outside one of two ways in, when the case meets the other: "buildings constructed in
        // 1970 or later, or older buildings whose roof … was evaluated … in the last 10 years", and
        // "built 1962, roof looked at 4 yrs ago".)
        if (metOtherWay(clause, unit.text, r.facts, facts) || inOtherScope(clause, question.text)) {
          yes = true;
          continue;
        }
        // (Nor is a case outside one scope of a requirement outside another that needs no figure: "…
        // for every account with 25 or more employees, and for every account with a construction
        // Governing Class regardless of size", asked of a 12-person electrical contractor.)
        if (p === 'required' && clauses.some((c) => c !== clause && /\b(?:regardless of|whatever (?:its|their|the))\b/i.test(c)))
          return null;
        return flip('No');
      }
      if ((p === 'positive' || p === 'required') && facts.every((f) => f.inside)) yes = true;
      // (Not outside a bound of what is eligible only by referral: "eligible on buildings of 4 to 20
      // stories by referral only" takes no 24-story building.)
      if (p === 'negative' && bounds.length && bounds.every((f) => !f.inside || !within(f)) && !POSITIVE.test(clause)) yes = true;
    }
    return yes ? flip('Yes') : null;
  }

  // The rule's main clause ("Binding authority is suspended in any county under a hurricane
  // watch", before ", and resumes 72 hours after …") decides; what follows qualifies it.
  const text = unit.text.split(/[:;]\s|,\s+(?:and|but)\s/)[0]!;
  const referred = asks === 'allowed' && alone && REFERRAL.test(unit.text);
  // "Acceptable only when … the yard is fully fenced", and the agent says "no fence": a no.
  if (asks === 'allowed' && (CONDITIONAL.test(text) || polarityOf(text) === 'required') && deniedIn(question.text, text, unit.heading))
    return flip('No');
  if ((QUALIFIED.test(text) || /\d/.test(text)) && !referred) {
    // A list item under "are ineligible" is a plain no, whatever it holds.
    if (!(item && NEGATIVE_HEAD.test(head) && asks !== 'required')) return null;
  }
  let p = polarity(text);
  if (item && (p === null || p === 'positive')) p = NEGATIVE_HEAD.test(head) ? 'negative' : POSITIVE_HEAD.test(head) ? 'positive' : p;
  if (asksReferral && item && REFERRAL_HEAD.test(head)) return 'Yes';
  if (asks === 'required') return p === 'required' ? 'Yes' : p === 'not required' ? 'No' : null;
  if (p === 'negative') return flip('No');
  if (p === 'positive') return flip('Yes');
  return null;
}

/** Which side of the passage's rules the agent's figures fall on: "24 years is over 20 years, and under 30 years". */
function situationOf(facts: Fact[]): string {
  const parts: string[] = [];
  // Only rules on a measured thing (years, dollars, pounds, units…) and stated as a threshold or a range.
  const telling = facts.filter((f) => f.condition.kind !== 'value' && measured(f.quantity, f.condition));
  let previous: Quantity | null = null;
  for (const f of telling.slice(0, 2)) {
    const said = side(f.quantity, f.condition);
    // ("24 years is over 20 years, and under 30 years": the same figure is not named twice; another is.)
    const part = f.quantity === previous && said.startsWith(`${f.quantity.text} is `) ? said.slice(f.quantity.text.length + 4) : said;
    // (Nor is the same side said twice: "38% is under 50%" of "up to 50%" and "above 50%".)
    if (f.quantity !== previous || !parts.at(-1)?.endsWith(part)) parts.push(part);
    previous = f.quantity;
  }
  return parts.join(', and ');
}

/**
 * The sentence after a rule in its paragraph, or, when the rule ends its block, the clause the layout
 * set on a line of its own: it goes on in lower case in the next block ("… replacement cost;" then
 * "older equipment is valued at actual cash value.").
 */
function pastTheBound(unit: Unit, ranked: Ranked[]): string | undefined {
  const at = unit.blockText.indexOf(unit.text);
  if (at < 0) return undefined;
  const after = unit.blockText.slice(at + unit.text.length).trim();
  if (after) return sentences(after)[0];
  return ranked.find((r) => r.unit.docId === unit.docId && r.unit.block === unit.block + 1 && /^[a-z]/.test(r.unit.blockText))?.unit.text;
}

/** What a rule stands under: its heading, and for a list item or a row its list's intro too ("… will not quote the following:"). */
const headingOf = (unit: Unit): string =>
  unit.blockType === 'bullet' || unit.blockType === 'row' ? `${unit.intro ?? ''} ${unit.heading}` : unit.heading;

/** The sentence after "Yes: " starts in lower case unless it starts with a name or an acronym. */
function lead(text: string): string {
  const first = /^[A-Za-z]+/.exec(text)?.[0] ?? '';
  return first && STOP.has(first.toLowerCase()) && !/^[A-Z]{2,}$/.test(first) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** The documents do not answer what was asked: the reply declines. */
export function declines(found: Search): boolean {
  const best = found.ranked[0];
  // Only generic words in common with the documents ("do you offer … insurance"): not an answer.
  const vague = !found.core && !found.question.wantsList;
  // A rule that decides the case's figures (a threshold on what they count) answers with less of the question's words.
  const decides =
    !!best &&
    best.facts.some(
      (f) =>
        f.condition.kind !== 'value' &&
        !f.condition.window &&
        namesWhatItCounts(f.quantity, f.condition) &&
        // (Dollars are in every rule: a money bound alone does not lower the bar.)
        measured({ ...f.quantity, units: f.quantity.units.filter((u) => u !== 'usd') }, f.condition),
    );
  // "Can I bind it?", where agents may bind nothing ("Brokers have no binding authority"): that rule
  // answers whatever the case.
  const noneBound = !!best && BIND_ASKED.test(found.question.text) && NO_AUTHORITY.test(best.unit.text);
  const bar = noneBound ? 0 : decides ? DECIDED_COVERAGE : MIN_COVERAGE;
  // ("How tall a ladder before they gotta strap the top?": a rule that gives the height asked of a
  // thing asked, whatever words the agent tells the rest in.)
  const concepts = found.question.concepts;
  const measureMet =
    !!best && concepts.some((c, k) => c.measure && best.covers[k]) && concepts.some((c, k) => !c.measure && !c.weak && best.covers[k]);
  return !best || vague || (!measureMet && (best.coverage <= bar || found.absent >= MAX_ABSENT));
}

/** A word that asks ("can", "what", "how" …). */
const QUESTION_WORD = "(?:can|could|do|does|is|are|what|what'?s|whats|how|when|where|who|which|will|would|should)\\b";
const ASKS = new RegExp(`\\b${QUESTION_WORD}`, 'i');
/** ", and can …", " also what …": where a second question starts. */
const AND_THEN_ASKS = new RegExp(`,?\\s+(?:and|also|plus|\\+|&)\\s+(?=${QUESTION_WORD})`, 'i');

/**
 * The parts of a question that asks two things ("GL limits on the pkg? and can the distributor be
 * added as AI"), each a question of its own; one part only when it asks one thing.
 */
export function partsOf(question: string): string[] {
  const parts = [...question.matchAll(/[^?;]+(?:\?|;|$)/g)]
    .flatMap((m) =>
      // (What comes before "and can …" asks too, though it is only a noun phrase: "med pay per passenger + is HNOA available?")
      m[0]!
        .split(AND_THEN_ASKS)
        .map((text, _, all) => ({ text: text.replace(/^\s*(?:and|also|plus|\+|&)\s+/i, '').trim(), asks: all.length > 1 })),
    )
    .filter((p) => p.text.split(/\s+/).length >= 3);
  // (Only a part that is a question, asked with "?" or a question word: "… ? insured pulls other
  // carriers' trailers" tells the case of the first; it asks nothing of its own.)
  const asked = parts.length > 1 ? parts.filter((p) => p.asks || p.text.endsWith('?') || ASKS.test(p.text)).map((p) => p.text) : [];
  // "… a 24 mo ERP cost, and what about 36 mo?": the second asks the first again, of its own figure.
  return asked.map((text, k) => {
    const figure = FIGURE.exec(/^(?:what|how)\s+about\b(.*)$/i.exec(text)?.[1] ?? '')?.[0];
    return k > 0 && figure && FIGURE.test(asked[k - 1]!) ? asked[k - 1]!.replace(FIGURE, figure) : text;
  });
}

/** A figure as the agent types it: "24", "$1.5M", "36 mo" (its number only). */
const FIGURE = /\$?\d[\d,.]*(?:\s?[km]\b)?/i;

/** A part of a question answers on its own: the passage covers a topic of that part, not only its generic words ("how much per day"). */
export const answersOwnTopic = (found: Search): boolean =>
  !declines(found) && found.question.concepts.some((c, k) => !c.weak && found.weights[k]! > 0 && !!found.ranked[0]?.covers[k]);

/**
 * A rule for cases the agent says this is not ("Drivers who need a CDL must be at least 23", and
 * "doesn't need a CDL") gives way to the next passage that covers enough of the question to answer it.
 */
function forTheCase(found: Search): Search {
  const [first, ...rest] = found.ranked;
  if (!first || !outOfScope(found.question.text, first.unit.text)) return found;
  const next = rest.slice(0, 3).find((r) => !outOfScope(found.question.text, r.unit.text) && r.coverage >= MIN_COVERAGE);
  return next ? { ...found, ranked: [next, ...found.ranked.filter((r) => r !== next)] } : found;
}

/**
 * The Markdown reply to `question` from `company`'s documents (`index`; `sources` by doc id).
 * A question that asks two things gets each part's answer: the first part's leads, the second's
 * follows it ("min prem for an in-home daycare? and if they cancel midterm …"). When the whole
 * question is not covered, a part the documents answer on its own is answered.
 */
export function answerFrom(index: UnitIndex, company: string, docCount: number, question: string, sources: Map<string, Source>): string {
  const found = index.search(question, company);
  const parts = partsOf(question).map((p) => index.search(p, company));
  const answered = parts.filter(answersOwnTopic);
  const [a, b] = answered;
  // (Two sentences of one paragraph too: the second is given beside the first.)
  if (parts.length === 2 && a && b && a.ranked[0]!.unit !== b.ranked[0]!.unit)
    return composeAnswer(company, docCount, a, sources, b.ranked[0]);
  return composeAnswer(company, docCount, declines(found) ? (a ?? found) : found, sources);
}

/** The Markdown reply for a search over `company`'s documents (`sources` by doc id); `second`, a second part's answer, follows the first. */
export function composeAnswer(company: string, docCount: number, searched: Search, sources: Map<string, Source>, second?: Ranked): string {
  const name = mdEscape(company);
  const found = forTheCase(searched);
  const best = found.ranked[0];
  if (declines(found)) {
    // What the documents lack; else what the best passage leaves out (never filler: "quick").
    const missing = found.missing.length
      ? found.missing
      : found.question.concepts.filter((c, k) => !c.weak && found.weights[k]! > 0 && !best?.covers[k]).map((c) => c.asked);
    const words = missing
      .slice(0, 3)
      .map((w) => `“${mdEscape(w)}”`)
      .join(', ');
    const docs = `its ${docCount} ${docCount === 1 ? 'document' : 'documents'}`;
    // (Words the documents use, though no passage answers the question with them, are no "nothing about".)
    const why =
      found.missing.length || !words
        ? `I found nothing${words ? ` about ${words}` : ''} in ${docs}`
        : `no passage in ${docs} answers that about ${words}`;
    return (
      `**${name}**’s documents don’t cover that: ${why}, so I won’t guess. Ask the carrier’s underwriter, or ask again ` +
      'with the words the guidelines use (eligibility, deductibles, binding authority, required documents).'
    );
  }
  const { question } = found;

  // A sentence beside it in the same paragraph that answers nearly as well completes it.
  // (or that covers a topic of the question the first leaves out: "not available to courier … operations",
  // or takes in the case the first leaves out: "roofs older than 20 years", beside "up to 20 years", for a 24-year-old roof).
  const adds = (r: Ranked) => question.concepts.some((c, i) => !c.weak && found.weights[i]! > 0 && r.shown[i] && !best.shown[i]);
  const bound = (f: Fact) => f.condition.kind !== 'value' && !f.condition.window;
  const takesIn = (r: Ranked) => best.facts.some((f) => bound(f) && !f.inside) && r.facts.some((f) => bound(f) && f.inside);
  // (or weighs a figure of the case the first does not: "No more than 20 customer autos may be stored outside", for 28.)
  const weighsMore = (r: Ranked) => r.facts.some((f) => bound(f) && !best.facts.some((b) => b.quantity === f.quantity));
  const beside =
    best.unit.blockType === 'para' || best.unit.blockType === 'bullet'
      ? found.ranked.find(
          (r) =>
            r !== best &&
            sameBlock(r.unit, best.unit) &&
            // (The second part's answer, asked on its own: "GL limits for a nursery + what's the med pay?".)
            (r.unit === second?.unit ||
              r.score >= best.score * 0.85 ||
              adds(r) ||
              takesIn(r) ||
              weighsMore(r) ||
              (best.facts.length > 0 &&
                r.facts.length > 0 &&
                best.covers.every((c, i) => !c || r.covers[i] || question.concepts[i]!.weak))) &&
            adjacent(r.unit, best.unit),
        )
      : undefined;
  const first =
    beside && beside.unit.blockText.indexOf(beside.unit.text) < best.unit.blockText.indexOf(best.unit.text) ? beside.unit : best.unit;
  // A second fact: the question's topics the first passage leaves out, answered by another passage.
  // (Met only through a heading the answer does not show is left too: "split limits are not
  // offered", under "Liability Limits", does not say what the maximum CSL is.)
  const left = question.concepts.map((c, i) => !c.weak && found.weights[i]! > 0 && !best.shown[i] && !beside?.shown[i]);
  // (or a figure of the case the first passage says nothing of: "payroll only about 60k").
  // (A year and the age it makes are one figure: "built 1952" weighed as a year is weighed.)
  const weighs = (r: Ranked | null | undefined, q: Quantity) => !!r?.facts.some((f) => sameFigure(f.quantity, q));
  const unweighed = question.quantities.filter((q) => !weighs(best, q) && !weighs(beside, q) && q.units.some((u) => u !== 'count'));
  // The rule that weighs a figure of the case comes first: it decides the case.
  const weighing =
    (unweighed.length
      ? found.ranked.find(
          (r) =>
            r !== best &&
            r !== beside &&
            // (A sentence further on in the same paragraph may weigh it: "… lighted lot. Keys must be
            // kept in a locked key box. No more than 20 customer autos may be stored outside.")
            (!sameBlock(r.unit, best.unit) || !adjacent(r.unit, best.unit)) &&
            r.facts.some((f) => unweighed.includes(f.quantity) && f.condition.kind !== 'value') &&
            r.coverage >= MIN_COVERAGE * 0.6,
        )
      : undefined) ??
    (left.some(Boolean)
      ? found.ranked.find(
          (r) =>
            r !== best &&
            r !== beside &&
            !sameBlock(r.unit, best.unit) &&
            left.every((l, i) => !l || r.covers[i]) &&
            // (Another row of the table the first is in says what it leaves out only by taking in
            // the case, or in its own cells: the table's caption, which both rows share, says nothing new.)
            (!sameTable(r.unit, best.unit) || r.facts.some((f) => f.inside) || left.every((l, i) => !l || r.shown[i])) &&
            r.coverage >= MIN_COVERAGE * 0.6,
        )
      : undefined);

  const alone = /\b(?:bind|write|quote|myself|ourselves|on my own|without)\b/i.test(question.text) && !/\brefer/i.test(question.text);
  // A yes/no question whose case fails a limit that a passage nearly as good sets ("3,400 members":
  // "no more than 3,000 active members per location", below the referral rule the count falls in):
  // that rule decides it too, and the answer gives it.
  // (Not when the best passage gives the band the case falls in: "16 to 25 years: ACV".)
  // The rule that takes in the case the first leaves out ("14 power units", past "up to 10":
  // "fleets of 11 to 25 power units require referral").
  // (Of two, the narrower band: "fleets of 11 to 25 power units" under referral, not "1 to 25" under eligibility.)
  // (A band with a lower end: a looser ceiling, "inspected within 45 days", takes in a 45-day-old
  // quote only by being about something else.)
  const takesCaseIn = (r: Ranked) =>
    r.facts.filter(
      (f) =>
        bound(f) &&
        f.inside &&
        f.condition.lo !== null &&
        // (A band on a named thing, "fleets of 11 to 25 power units": a bare span, "cancelled after
        // 30 days", may be of anything.)
        nouns(f.condition.units).length > 0 &&
        best.facts.some((b) => b.quantity === f.quantity && !b.inside),
    );
  const width = (r: Ranked) => Math.min(...takesCaseIn(r).map((f) => (f.condition.hi ?? Infinity) - (f.condition.lo ?? -Infinity)));
  const beyond = best.facts.some((f) => bound(f) && !f.inside)
    ? found.ranked
        .filter(
          (r) => r !== best && r !== beside && !sameBlock(r.unit, best.unit) && r.score >= best.score * 0.3 && takesCaseIn(r).length > 0,
        )
        .reduce<Ranked | undefined>((pick, r) => (!pick || width(r) < width(pick) ? r : pick), undefined)
    : undefined;
  // A passage from elsewhere in the documents that answers the question as well as the first,
  // or nearly (the next in rank, within a tenth of its score), is given with it: which of the two
  // answers is not ours to guess ("alone (monoline) for an insured with no owned autos", and under
  // another heading "monoline HNOA is written at $500,000 or $1,000,000").
  const next = found.ranked[1];
  const tie =
    next && !sameBlock(next.unit, best.unit) && next !== beside && next.score >= best.score * TIE && next.coverage >= MIN_COVERAGE
      ? next
      : undefined;
  const other =
    (second && second.unit !== best.unit && second.unit !== beside?.unit ? second : undefined) ??
    weighing ??
    (question.asks && !best.facts.some((f) => f.inside && f.condition.kind === 'range')
      ? found.ranked.find(
          (r) =>
            r !== best &&
            r !== beside &&
            !sameBlock(r.unit, best.unit) &&
            r.score >= best.score * 0.75 &&
            r.facts.some((f) => bound(f) && !f.inside) &&
            // (A limit the case must meet, not how a case past it is treated: "roofs up to 15 years
            // old are settled at replacement cost" says nothing against a 24-year-old roof.)
            LIMIT.test(`${r.unit.intro ?? ''} ${r.unit.text}`) &&
            verdictOf(question.asks, r, question, alone, false) === 'No',
        )
      : undefined) ??
    beyond ??
    tie;
  // The verdict of every passage the answer gives: one "no" is the answer's.
  // (A passage given only as nearly as good an answer decides nothing unless it weighs the case:
  // "Revenue includes the cost of subcontracted work", under "Ineligible Operations", is no "no".)
  // (A passage from elsewhere, given for a word the first leaves out, decides nothing unless it
  // weighs the case or covers the question as an answer would: "Urgent care centers open more than 16 hours a day"
  // is no "no" to a dental practice "only open 1 yr".)
  // (The rule that takes the case in says where it goes; the verdict stays the first's.)
  const deciding = [best, beside, other === beyond ? null : other].filter(
    (r): r is Ranked => !!r && (r !== other || r.facts.length > 0 || (r !== tie && r.coverage >= MIN_COVERAGE)),
  );
  const verdicts = deciding.map((r) => verdictOf(question.asks, r, question, alone, r === best));
  // A sentence beside the first that weighs only the figures the first weighs, and decides them
  // otherwise, is the rule for another case ("Dwelling fire policies may be bound with Coverage A up
  // to $400,000", after the homeowners rule up to $750,000): the one that covers more of the
  // question decides ("a $700k Cov A, clean risk": the first; "dp3 rental cov a 450k": the second).
  const at = beside ? deciding.indexOf(beside) : -1;
  if (
    at > 0 &&
    beside!.coverage <= best.coverage &&
    verdicts[0] &&
    verdicts[at] &&
    verdicts[at] !== verdicts[0] &&
    beside!.facts.some(bound) &&
    beside!.facts.filter(bound).every((f) => best.facts.some((b) => bound(b) && b.quantity === f.quantity))
  )
    verdicts[at] = null;
  // A yes needs every figure of the case weighed: "20% alcohol … they want 2M per occurrence"
  // is no yes from the alcohol rule alone.
  const weighedAll = question.quantities.every(
    (q) => q.units.every((u) => u === 'count') || [best, beside, other].some((r) => weighs(r, q)),
  );
  const verdict = verdicts.includes('No') ? 'No' : verdicts[0] === 'Yes' && !weighedAll ? null : (verdicts[0] ?? null);
  // The rule that says no, when the first passage does not, leads: the reason comes before the
  // scope ("No: … short-term or vacation rentals with stays of fewer than 30 days", then the program it is in).
  const leader =
    verdict === 'No' && other && verdicts[deciding.indexOf(other)] === 'No' && !verdicts.slice(0, -1).includes('No') ? other : null;
  // (For a no, the figure that decides it comes first: inside a rule against the case, outside one for it.
  // "3 am is after 2 am, and 55% is under 60%" of "bars open after 2 a.m. or with liquor over 60%", under "will not quote".)
  const ruled = (leader ?? best).unit;
  const against = NEGATIVE_HEAD.test(headingOf(ruled)) || polarityOf(ruled.text) === 'negative';
  const facts = (leader ?? best).facts;
  const situation = situationOf(
    verdict === 'No' ? [...facts.filter((f) => f.inside === against), ...facts.filter((f) => f.inside !== against)] : facts,
  );
  // (The items of a list the question speaks of: "do u need financials" of a submission checklist.)
  const asked = (list: Unit) =>
    found.ranked
      .filter((r) => r.unit.intro === list.text && r.unit.docId === list.docId && r.coverage >= MIN_COVERAGE * 0.3)
      .map((r) => r.unit.text);
  // A bound the case falls outside, followed in its paragraph by what becomes of the cases past it
  // ("Tow units up to 20 model years old are eligible … Older units are written for liability only."), is given with it.
  // (Also when the sentence beside comes before it, and when it is the clause after a semicolon: "Scheduled
  // equipment is covered up to $750,000 per item. Equipment up to 15 years old is valued at replacement
  // cost; older equipment is valued at actual cash value.")
  const past = best.facts.some((f) => bound(f) && !f.inside) ? pastTheBound(best.unit, found.ranked) : undefined;
  const words = `${answerText(best.unit, beside?.unit ?? null, asked(best.unit))}${past && BEYOND.test(past) && past !== beside?.unit.text ? ` ${past}` : ''}`;
  const otherWords = other
    ? `${mdEscape(answerText(other.unit, null, asked(other.unit)))} (${cite(sources.get(other.unit.docId)!, other.unit.page)})`
    : '';
  const bestWords = `${mdEscape(verdict && !situation && !leader ? lead(words) : words)} (${cite(sources.get(best.unit.docId)!, first.page)})`;
  let direct = verdict ? `${verdict}: ` : '';
  if (situation) direct += `${situation}. `;
  if (leader) direct += `${situation ? otherWords : lead(otherWords)} ${bestWords}`;
  else direct += other ? `${bestWords} ${otherWords}` : bestWords;
  const said = [best.unit, beside?.unit, other?.unit].filter((u): u is Unit => !!u);

  const quoted: Unit[] = [];
  for (const r of found.ranked) {
    if (quoted.length >= QUOTES) break;
    if (r.coverage < MIN_COVERAGE * 0.8 || r.score < best.score * 0.7) continue;
    // Nothing the direct answer says again: not its sentences, their paragraph or list.
    if (
      said.some(
        (u) =>
          sameBlock(u, r.unit) ||
          (u.intro && u.intro === r.unit.text) ||
          (u.introducesList && r.unit.intro === u.text) ||
          (u.intro && u.intro === r.unit.intro && u.docId === r.unit.docId),
      )
    )
      continue;
    // One quote per paragraph or list (a list item is quoted with its list's intro).
    if (quoted.some((q) => sameBlock(q, r.unit) || (q.introducesList && r.unit.intro === q.text && q.docId === r.unit.docId))) continue;
    if (r.unit.introducesList && quoted.some((q) => q.intro === r.unit.text && q.docId === r.unit.docId)) continue;
    quoted.push(r.unit);
  }
  const quotes = quoted.map((u) => {
    const lines = quoteLines(u).map((l) => `> ${l.startsWith('- ') ? `- ${mdEscape(l.slice(2))}` : mdEscape(l)}`);
    return [...lines, '>', `> — ${cite(sources.get(u.docId)!, u.page)}`].join('\n');
  });
  const supporting = quotes.length ? [`From **${name}**’s documents:`, ...quotes] : [];
  return [direct, ...supporting, '_Quoted from the carrier’s documents. Check the full text before you bind._'].join('\n\n');
}
