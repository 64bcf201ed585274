#!/usr/bin/env python3
"""Checks the round 16 blind evaluation set. Prints PASS or lists failures."""
import json, os, re, subprocess, sys, glob

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
SEED_DIR = "/work/blind-seed"
ROUND = "round 16"
GUIDE_FILES = ["guide-birchmont.json", "guide-pelham-sound.json", "guide-larchfield.json"]
SEED_FILE = f"seed-{ROUND}.json"
TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase", "own-words", "not-covered"}
FORBIDDEN = ["Alder Cove", "Brightwell", "Cedar Hollow", "Cedar Ridge", "Copperfield", "Coppervale", "Cormorant",
             "Harborlight", "Harborline", "Harborview", "Ironbridge", "Ironhorse", "Lakemont", "Larkspur",
             "Pennant Road", "Prairie Hearth", "Quillmont", "Redfern", "Ridgeline", "Sablewood", "Sagebrook",
             "Sagebrush", "Stonemill", "Tallowmere", "Tamarack", "Vesper Hill", "Northstar", "Bluewater",
             "Granite Peak", "Evergreen", "Keystone",
             # names excluded by the task for this round
             "Thornbury", "Ashgrove", "Fenwick", "Dray", "Mariposa", "Thistledown", "Amberlea", "Kestrel",
             "Bellmare", "Thistlegate", "Penhallow", "Wrenfield", "Brambleton", "Verity Lane"]
COMPANIES = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide", "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Required Documents Checklist", "Businessowners Policy Eligibility Guide"],
}
SEED_SPREAD = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2, "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}

fails = []
def fail(msg): fails.append(msg)

def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", s).strip().lower()

_cache = {}
def pages(pdf):
    """List of page texts from pdftotext -layout (page 1 is index 0)."""
    if pdf not in _cache:
        if not os.path.exists(pdf):
            fail(f"missing PDF: {pdf}"); _cache[pdf] = []
        else:
            out = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True).stdout
            pg = out.split("\f")
            if pg and not pg[-1].strip(): pg = pg[:-1]
            _cache[pdf] = pg
    return _cache[pdf]

def seed_pdf(title): return os.path.join(SEED_DIR, title.replace(" ", "_") + ".pdf")
def guide_pdf(title): return os.path.join(ROOT, title + ".pdf")

def load(fn):
    try:
        with open(os.path.join(ROOT, fn)) as f: return json.load(f)
    except Exception as e:
        fail(f"{fn}: does not parse: {e}"); return None

def has_word(text, kw):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(kw.lower()) + r"(?![A-Za-z0-9])", text.lower()) is not None

KW = load(os.path.join("tools", "not_covered_keywords.json")) or {}

def check_item(where, q, docs, pdf_of, kwmap, kw_docs):
    """Check one question; docs = allowed doc titles; kw_docs = titles to search for not-covered keywords."""
    if not isinstance(q.get("question"), str) or not q["question"].strip():
        fail(f"{where}: missing question text")
    kind = q.get("kind")
    if not isinstance(kind, list) or not kind:
        fail(f"{where}: kind must be a non-empty list"); kind = []
    bad = [t for t in kind if t not in TAGS]
    if bad: fail(f"{where}: unknown tags {bad}")
    exp = q.get("expect")
    if exp == "not covered":
        if "not-covered" not in kind: fail(f"{where}: not covered question lacks not-covered tag")
        for k in ("page", "verdict"):
            if k in q: fail(f"{where}: not covered question has '{k}'")
        kws = kwmap.get(q.get("question", ""))
        if not kws: fail(f"{where}: no keywords in not_covered_keywords.json"); return "nc"
        for title in kw_docs:
            text = "\n".join(pages(pdf_of(title)))
            for kw in kws:
                if has_word(text, kw): fail(f"{where}: keyword '{kw}' found in '{title}'")
        return "nc"
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        fail(f"{where}: expect must be 'not covered' or {{doc, says}}"); return "bad"
    if "not-covered" in kind: fail(f"{where}: answerable question tagged not-covered")
    if exp["doc"] not in docs: fail(f"{where}: doc '{exp['doc']}' not one of {docs}"); return "bad"
    n = len(exp["says"].split())
    if not 2 <= n <= 8: fail(f"{where}: says has {n} words (need 2-8)")
    page = q.get("page")
    if not isinstance(page, int) or page < 1: fail(f"{where}: bad page {page!r}"); return "bad"
    pg = pages(pdf_of(exp["doc"]))
    if page > len(pg): fail(f"{where}: page {page} beyond {len(pg)} pages of '{exp['doc']}'")
    elif norm(exp["says"]) not in norm(pg[page - 1]):
        fail(f"{where}: says '{exp['says']}' not found on page {page} of '{exp['doc']}'")
    if "verdict" in q:
        if q["verdict"] not in ("yes", "no"): fail(f"{where}: verdict must be yes or no")
        if "yes-no" not in kind: fail(f"{where}: verdict without yes-no tag")
    elif "yes-no" in kind:
        fail(f"{where}: yes-no tag without verdict")
    allowed = {"question", "expect", "page", "verdict", "kind", "company"}
    extra = set(q) - allowed
    if extra: fail(f"{where}: unexpected keys {sorted(extra)}")
    return "ans"

# ---- guides ----
names = []
for fn in GUIDE_FILES:
    d = load(fn)
    if d is None: continue
    for k in ("name", "company_name", "line", "files", "questions"):
        if k not in d: fail(f"{fn}: missing '{k}'")
    if not all(k in d for k in ("name", "company_name", "line", "files", "questions")): continue
    if not d["name"].endswith(", " + ROUND): fail(f"{fn}: name must end with ', {ROUND}'")
    if len(d["files"]) != 1 or not d["files"][0].endswith(".pdf"): fail(f"{fn}: files must list one PDF")
    if "_" in d["files"][0]: fail(f"{fn}: PDF name must use spaces, not underscores")
    title = d["files"][0][:-4]
    names.append(d["company_name"])
    pg = pages(guide_pdf(title))
    if len(pg) != 3: fail(f"{fn}: PDF has {len(pg)} pages, need 3")
    for i, t in enumerate(pg, 1):
        w = len(t.split())
        if not 450 <= w <= 650: fail(f"{fn}: page {i} has {w} words (need 450-650)")
    full = "\n".join(pg)
    for bad in FORBIDDEN:
        if has_word(full, bad) or has_word(d["company_name"], bad): fail(f"{fn}: forbidden name '{bad}' used")
    qs = d["questions"]
    kinds = {"ans": 0, "nc": 0, "bad": 0}
    para = two = 0; verdicts = set()
    for i, q in enumerate(qs, 1):
        r = check_item(f"{fn} q{i}", q, [title], guide_pdf, KW.get(title, {}), [title])
        kinds[r] += 1
        k = q.get("kind", [])
        if "paraphrase" in k:
            para += 1
            if "own-words" not in k: fail(f"{fn} q{i}: paraphrase lacks own-words tag")
            if q.get("expect") == "not covered": fail(f"{fn} q{i}: paraphrase must be answerable")
        if "two-fact" in k: two += 1
        if "verdict" in q: verdicts.add(q["verdict"])
    if len(qs) != 18: fail(f"{fn}: {len(qs)} questions, need 18")
    if kinds["nc"] != 4: fail(f"{fn}: {kinds['nc']} not-covered, need 4")
    if kinds["ans"] - para != 11: fail(f"{fn}: {kinds['ans'] - para} answerable agent-typed questions, need 11")
    if para != 3: fail(f"{fn}: {para} paraphrases, need 3")
    if two != 2: fail(f"{fn}: {two} two-fact questions, need 2")
    if verdicts != {"yes", "no"}: fail(f"{fn}: need yes and no verdicts, have {sorted(verdicts)}")
    if len(KW.get(title, {})) != 4: fail(f"{fn}: need keywords for 4 not-covered questions")

# ---- carrier names vs seed texts ----
seed_texts = []
for p in glob.glob(os.path.join(SEED_DIR, "*.pdf")):
    seed_texts.append("\n".join(pages(p)))
for p in glob.glob(os.path.join(SEED_DIR, "*.txt")):
    with open(p, encoding="utf-8", errors="replace") as f: seed_texts.append(f.read())
seed_all = "\n".join(seed_texts).lower()
for nm in names:
    distinct = nm.replace(" Company", "").replace(" Insurance", "").replace(" Indemnity", "").replace(" Casualty", "").replace(" Marine", "")
    for probe in {nm, distinct}:
        if probe.lower() in seed_all: fail(f"carrier name '{probe}' appears in the seed texts")
if len(set(names)) != 3: fail("need three distinct carriers")

# ---- seed file ----
d = load(SEED_FILE)
if d is not None:
    if d.get("name") != f"seed carriers, {ROUND}": fail(f"{SEED_FILE}: name must be 'seed carriers, {ROUND}'")
    qs = d.get("questions", [])
    if len(qs) != 16: fail(f"{SEED_FILE}: {len(qs)} questions, need 16")
    spread = {c: 0 for c in COMPANIES}; nc = 0; yn = 0
    kwmap = KW.get("seed", {})
    for i, q in enumerate(qs, 1):
        c = q.get("company")
        if c not in COMPANIES: fail(f"{SEED_FILE} q{i}: bad company {c!r}"); continue
        r = check_item(f"{SEED_FILE} q{i}", q, COMPANIES[c], seed_pdf, kwmap, COMPANIES[c])
        if r == "nc": nc += 1
        elif r == "ans": spread[c] += 1
        if "verdict" in q: yn += 1
    if spread != SEED_SPREAD: fail(f"{SEED_FILE}: answerable spread {spread}, need {SEED_SPREAD}")
    if nc != 4: fail(f"{SEED_FILE}: {nc} not-covered, need 4")
    if yn != 7: fail(f"{SEED_FILE}: {yn} yes/no questions, need 7")
    if len(kwmap) != 4: fail(f"{SEED_FILE}: need keywords for 4 not-covered questions")

if fails:
    print(f"FAIL ({len(fails)})")
    for f in fails: print(" -", f)
    sys.exit(1)
print("PASS")
