#!/usr/bin/env python3
"""Checks the round-9 blind evaluation set. Usage: python3 tools/verify.py  (from anywhere)."""
import json, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED_DIR = "/work/blind-seed"
ALLOWED = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase", "own-words", "not-covered"}
SEED_DOCS = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide", "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Required Documents Checklist", "Businessowners Policy Eligibility Guide"],
}
GUIDE_FILES = ["trucking-redfern.json", "hoa-quillmont.json", "mfg-tallowmere.json"]
SEED_FILE = "seed-round9.json"
FORBIDDEN_NAMES = ["ironbridge", "harborlight", "sagebrook", "brightwell", "cormorant", "pennant road", "larkspur",
                   "vesper hill", "copperfield", "alder cove", "stonemill"]
errors = []

def err(msg):
    errors.append(msg)

def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()

_cache = {}
def page_text(pdf, page=None):
    key = (pdf, page)
    if key not in _cache:
        args = ["pdftotext", "-layout"] + (["-f", str(page), "-l", str(page)] if page else []) + [pdf, "-"]
        r = subprocess.run(args, capture_output=True, text=True)
        _cache[key] = norm(r.stdout) if r.returncode == 0 else None
    return _cache[key]

def n_pages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    m = re.search(r"^Pages:\s+(\d+)", out, re.M)
    return int(m.group(1)) if m else 0

def has_word(text, kw):
    return re.search(r"(?<![a-z0-9])" + re.escape(kw.lower()) + r"(?![a-z0-9])", text) is not None

def load(fn):
    try:
        with open(os.path.join(ROOT, fn), encoding="utf-8") as f:
            return json.load(f)
    except Exception as e:
        err(f"{fn}: does not parse: {e}")
        return None

def check_answerable(fn, i, q, pdf_for_doc):
    exp = q.get("expect")
    if not isinstance(exp, dict) or not exp.get("doc") or not exp.get("says"):
        err(f"{fn}#{i}: answerable question lacks expect.doc/says"); return
    says = exp["says"]
    if not 2 <= len(says.split()) <= 8:
        err(f"{fn}#{i}: says has {len(says.split())} words: {says!r}")
    pdf = pdf_for_doc(exp["doc"])
    if not pdf or not os.path.exists(pdf):
        err(f"{fn}#{i}: no PDF for doc {exp['doc']!r}"); return
    page = q.get("page")
    if not isinstance(page, int) or page < 1 or page > n_pages(pdf):
        err(f"{fn}#{i}: bad page {page!r}"); return
    if norm(says) not in page_text(pdf, page):
        err(f"{fn}#{i}: says {says!r} not on page {page} of {os.path.basename(pdf)}")
    if "yes-no" in q["kind"]:
        if q.get("verdict") not in ("yes", "no"):
            err(f"{fn}#{i}: yes-no question needs verdict yes/no")
    elif "verdict" in q:
        err(f"{fn}#{i}: verdict on a question not tagged yes-no")

def check_common(fn, i, q):
    kind = q.get("kind")
    if not isinstance(kind, list) or not kind:
        err(f"{fn}#{i}: kind missing"); return False
    bad = set(kind) - ALLOWED
    if bad:
        err(f"{fn}#{i}: tags not allowed: {sorted(bad)}")
    if not q.get("question", "").strip():
        err(f"{fn}#{i}: empty question")
    nc = q.get("expect") == "not covered"
    if nc != ("not-covered" in kind):
        err(f"{fn}#{i}: expect 'not covered' and tag 'not-covered' disagree")
    if nc:
        for k in ("verdict", "page"):
            if k in q:
                err(f"{fn}#{i}: not-covered question has {k}")
    return nc

kwfile = os.path.join(ROOT, "tools", "not_covered_keywords.json")
with open(kwfile, encoding="utf-8") as f:
    KW = json.load(f)   # per file: list of {question, company, keywords}

def keywords_for(fn, question):
    for e in KW.get(fn, []):
        if e["question"] == question:
            return e["keywords"]
    return None

seed_texts = "".join(open(os.path.join(SEED_DIR, t), encoding="utf-8", errors="replace").read().lower()
                     for t in os.listdir(SEED_DIR) if t.endswith(".txt"))

# ---- guide files ----
for fn in GUIDE_FILES:
    d = load(fn)
    if d is None:
        continue
    for k in ("name", "company_name", "line", "files", "questions"):
        if k not in d:
            err(f"{fn}: missing {k}")
    carrier = d["company_name"].split()[0].lower()
    if carrier in seed_texts:
        err(f"{fn}: carrier name {carrier!r} appears in seed texts")
    if any(n in d["company_name"].lower() for n in FORBIDDEN_NAMES):
        err(f"{fn}: forbidden carrier name")
    if len(d["files"]) != 1:
        err(f"{fn}: expected one file")
    pdf = os.path.join(ROOT, d["files"][0])
    if not os.path.exists(pdf):
        err(f"{fn}: missing {pdf}"); continue
    np_ = n_pages(pdf)
    if np_ != 3:
        err(f"{fn}: {d['files'][0]} has {np_} pages, not 3")
    for p in range(1, np_ + 1):
        if f"page {p} of 3" not in page_text(pdf, p):
            err(f"{fn}: page {p} lacks 'Page {p} of 3' footer")
    doc_title = d["files"][0][:-4]
    qs = d["questions"]
    counts = {"typed": 0, "para": 0, "nc": 0}
    verdicts = set()
    for i, q in enumerate(qs):
        nc = check_common(fn, i, q)
        if nc:
            counts["nc"] += 1
            kws = keywords_for(fn, q["question"])
            if not kws:
                err(f"{fn}#{i}: no key words listed for not-covered question"); continue
            full = page_text(pdf)
            for kw in kws:
                if has_word(full, kw):
                    err(f"{fn}#{i}: not-covered key word {kw!r} appears in {d['files'][0]}")
            continue
        if q["expect"].get("doc") != doc_title:
            err(f"{fn}#{i}: doc {q['expect'].get('doc')!r} != {doc_title!r}")
        check_answerable(fn, i, q, lambda doc: os.path.join(ROOT, doc + ".pdf"))
        if "verdict" in q:
            verdicts.add(q["verdict"])
        if "paraphrase" in q["kind"]:
            counts["para"] += 1
        else:
            counts["typed"] += 1
    if len(qs) != 18 or counts != {"typed": 11, "para": 3, "nc": 4}:
        err(f"{fn}: counts {len(qs)} {counts}, want 18 = 11 typed + 3 paraphrase + 4 not covered")
    if verdicts != {"yes", "no"}:
        err(f"{fn}: verdicts not mixed: {verdicts}")
    ntwo = sum("two-fact" in q["kind"] for q in qs)
    if ntwo < 2:
        err(f"{fn}: only {ntwo} two-fact questions")
    print(f"{fn}: {len(qs)} questions {counts}, verdicts {sorted(verdicts)}, two-fact {ntwo}, {np_} pages")

# ---- seed file ----
d = load(SEED_FILE)
if d is not None:
    qs = d["questions"]
    per_ans, per_nc, verdicts = {}, {}, set()
    for i, q in enumerate(qs):
        comp = q.get("company")
        if comp not in SEED_DOCS:
            err(f"{SEED_FILE}#{i}: unknown company {comp!r}"); continue
        nc = check_common(SEED_FILE, i, q)
        if nc:
            per_nc[comp] = per_nc.get(comp, 0) + 1
            kws = keywords_for(SEED_FILE, q["question"])
            if not kws:
                err(f"{SEED_FILE}#{i}: no key words listed"); continue
            for title in SEED_DOCS[comp]:
                pdf = os.path.join(SEED_DIR, title.replace(" ", "_") + ".pdf")
                full = page_text(pdf)
                for kw in kws:
                    if has_word(full, kw):
                        err(f"{SEED_FILE}#{i}: key word {kw!r} appears in {title}")
            continue
        per_ans[comp] = per_ans.get(comp, 0) + 1
        if q["expect"].get("doc") not in SEED_DOCS[comp]:
            err(f"{SEED_FILE}#{i}: doc {q['expect'].get('doc')!r} is not a document of {comp}")
        check_answerable(SEED_FILE, i, q, lambda doc: os.path.join(SEED_DIR, doc.replace(" ", "_") + ".pdf"))
        if "verdict" in q:
            verdicts.add(q["verdict"])
    n_ans, n_nc = sum(per_ans.values()), sum(per_nc.values())
    if len(qs) != 16 or n_ans != 12 or n_nc != 4:
        err(f"{SEED_FILE}: counts {len(qs)} answerable {n_ans} not covered {n_nc}, want 16 = 12 + 4")
    for c in SEED_DOCS:
        if per_ans.get(c, 0) < 2:
            err(f"{SEED_FILE}: {c} has {per_ans.get(c, 0)} answerable questions, want >= 2")
    if len(per_nc) != 4 or any(v != 1 for v in per_nc.values()):
        err(f"{SEED_FILE}: not-covered questions must be one each for 4 carriers: {per_nc}")
    if verdicts != {"yes", "no"}:
        err(f"{SEED_FILE}: verdicts not mixed: {verdicts}")
    print(f"{SEED_FILE}: {len(qs)} questions, answerable {per_ans}, not covered {per_nc}, verdicts {sorted(verdicts)}")

if errors:
    print("\nFAIL")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("\nPASS")
