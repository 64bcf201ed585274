#!/usr/bin/env python3
"""Checks the round 17 blind evaluation set. Prints PASS or a list of failures."""
import json, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED_DIR = "/work/blind-seed"
ROUND = "round 17"
TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase", "own-words", "not-covered"}
GUIDES = ["marrowstone-food-trucks.json", "foxglove-ho6.json", "halyard-staffing.json"]
SEED_FILE = "seed-round-17.json"
SEED_COMPANIES = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide", "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Required Documents Checklist", "Businessowners Policy Eligibility Guide"],
}
SEED_SPREAD = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2, "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}
FORBIDDEN = ["Alder Cove", "Brightwell", "Cedar Hollow", "Cedar Ridge", "Copperfield", "Coppervale", "Cormorant",
    "Harborlight", "Harborline", "Harborview", "Ironbridge", "Ironhorse", "Lakemont", "Larkspur", "Pennant Road",
    "Prairie Hearth", "Quillmont", "Redfern", "Ridgeline", "Sablewood", "Sagebrook", "Sagebrush", "Stonemill",
    "Tallowmere", "Tamarack", "Vesper Hill", "Northstar", "Bluewater", "Granite Peak", "Evergreen", "Keystone",
    "Thornbury", "Ashgrove", "Fenwick", "Dray", "Mariposa", "Thistledown", "Amberlea", "Kestrel", "Bellmare",
    "Thistlegate", "Penhallow", "Wrenfield", "Brambleton", "Verity Lane", "Oxbow", "Wickham", "Calloway",
    "Birchmont", "Pelham", "Larchfield"]

failures = []
def fail(msg): failures.append(msg)

_cache = {}
def pdf_pages(path):
    if path not in _cache:
        if not os.path.exists(path):
            _cache[path] = None
        else:
            out = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
            pages = out.split("\f")
            if pages and not pages[-1].strip():
                pages = pages[:-1]
            _cache[path] = pages
    return _cache[path]

def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", s).strip().lower()

def has_word(text, kw):
    parts = [re.escape(p) for p in kw.split()]
    pat = r"(?<![A-Za-z0-9])" + r"\s+".join(parts) + r"(?![A-Za-z0-9])"
    return re.search(pat, text, re.I) is not None

def check_item(where, q, doc_to_path, allowed_docs):
    for k in ("question", "expect", "kind"):
        if k not in q:
            fail(f"{where}: missing '{k}'"); return None
    kind = q["kind"]
    if not isinstance(kind, list) or not kind:
        fail(f"{where}: kind must be a non-empty list"); return None
    bad = set(kind) - TAGS
    if bad: fail(f"{where}: unknown tags {sorted(bad)}")
    if len(set(kind)) != len(kind): fail(f"{where}: duplicate tags")
    if q["expect"] == "not covered":
        if "not-covered" not in kind: fail(f"{where}: not-covered item lacks tag")
        if "verdict" in q or "page" in q: fail(f"{where}: not-covered item has verdict/page")
        return "nc"
    if "not-covered" in kind: fail(f"{where}: answerable item tagged not-covered")
    e = q["expect"]
    if not isinstance(e, dict) or set(e) != {"doc", "says"}:
        fail(f"{where}: expect must have doc and says"); return None
    if e["doc"] not in allowed_docs: fail(f"{where}: doc '{e['doc']}' not allowed here"); return None
    n = len(e["says"].split())
    if not 2 <= n <= 8: fail(f"{where}: says has {n} words")
    page = q.get("page")
    if not isinstance(page, int): fail(f"{where}: page missing or not int"); return None
    pages = pdf_pages(doc_to_path(e["doc"]))
    if pages is None: fail(f"{where}: PDF for '{e['doc']}' not found"); return None
    if not 1 <= page <= len(pages): fail(f"{where}: page {page} out of range")
    elif norm(e["says"]) not in norm(pages[page - 1]):
        fail(f"{where}: says '{e['says']}' not found on page {page} of '{e['doc']}'")
    if ("yes-no" in kind) != ("verdict" in q): fail(f"{where}: yes-no tag and verdict must go together")
    if "verdict" in q and q["verdict"] not in ("yes", "no"): fail(f"{where}: bad verdict")
    if ("paraphrase" in kind) != ("own-words" in kind): fail(f"{where}: paraphrase and own-words go together")
    return "para" if "paraphrase" in kind else "ans"

def all_text(paths):
    return "\n".join("\n".join(pdf_pages(p) or []) for p in paths)

kw = json.load(open(os.path.join(ROOT, "tools", "not_covered_keywords.json")))
seed_texts = "\n".join(open(os.path.join(SEED_DIR, f), encoding="utf-8").read()
                       for f in os.listdir(SEED_DIR) if f.endswith(".txt"))

def check_nc(where, company, q, texts):
    words = kw.get(company, {}).get(q["question"])
    if not words: fail(f"{where}: no keywords listed for not-covered question"); return
    for w in words:
        if has_word(texts, w): fail(f"{where}: keyword '{w}' appears in {company} documents")

# ---- guides
for gf in GUIDES:
    p = os.path.join(ROOT, gf)
    try:
        g = json.load(open(p, encoding="utf-8"))
    except Exception as ex:
        fail(f"{gf}: does not parse ({ex})"); continue
    for k in ("name", "company_name", "line", "files", "questions"):
        if k not in g: fail(f"{gf}: missing '{k}'")
    if not g.get("name", "").endswith(", " + ROUND): fail(f"{gf}: name must end with ', {ROUND}'")
    comp = g.get("company_name", "")
    short = comp.split()[0]
    if re.search(re.escape(short), seed_texts, re.I): fail(f"{gf}: carrier name '{short}' appears in seed texts")
    for fb in FORBIDDEN:
        if has_word(comp, fb) or has_word(g.get("name", ""), fb): fail(f"{gf}: forbidden name '{fb}' used")
    files = g.get("files", [])
    if len(files) != 1 or not files[0].endswith(".pdf") or "_" in files[0]:
        fail(f"{gf}: files must be one PDF named with spaces")
    docs = {f[:-4]: os.path.join(ROOT, f) for f in files}
    for f in files:
        pages = pdf_pages(os.path.join(ROOT, f))
        if pages is None: fail(f"{gf}: {f} missing"); continue
        if len(pages) != 3: fail(f"{gf}: {f} has {len(pages)} pages, expected 3")
        for i, pg in enumerate(pages, 1):
            n = len(pg.split())
            if not 430 <= n <= 680: fail(f"{gf}: {f} page {i} has {n} words")
        for fb in FORBIDDEN:
            if has_word("\n".join(pages), fb): fail(f"{gf}: forbidden name '{fb}' in {f}")
    qs = g.get("questions", [])
    cnt = {"ans": 0, "para": 0, "nc": 0}
    verdicts, twofact = set(), 0
    texts = all_text(docs.values())
    for i, q in enumerate(qs, 1):
        where = f"{gf} q{i}"
        if "company" in q: fail(f"{where}: guide items have no company")
        r = check_item(where, q, lambda d: docs[d], set(docs))
        if r: cnt[r] += 1
        if r == "nc": check_nc(where, comp, q, texts)
        if "verdict" in q: verdicts.add(q["verdict"])
        if "two-fact" in q.get("kind", []): twofact += 1
    if len(qs) != 18: fail(f"{gf}: {len(qs)} questions, expected 18")
    if cnt != {"ans": 11, "para": 3, "nc": 4}: fail(f"{gf}: counts {cnt}, expected ans 11 / para 3 / nc 4")
    if verdicts != {"yes", "no"}: fail(f"{gf}: needs both yes and no verdicts (has {sorted(verdicts)})")
    if twofact != 2: fail(f"{gf}: {twofact} two-fact questions, expected 2")

# ---- seed
try:
    s = json.load(open(os.path.join(ROOT, SEED_FILE), encoding="utf-8"))
except Exception as ex:
    fail(f"{SEED_FILE}: does not parse ({ex})"); s = {"questions": []}
if s.get("name") != f"seed carriers, {ROUND}": fail(f"{SEED_FILE}: bad name")
seed_path = lambda d: os.path.join(SEED_DIR, d.replace(" ", "_") + ".pdf")
spread = {c: 0 for c in SEED_COMPANIES}
yn = nc = 0
for i, q in enumerate(s.get("questions", []), 1):
    where = f"{SEED_FILE} q{i}"
    c = q.get("company")
    if c not in SEED_COMPANIES: fail(f"{where}: bad company {c}"); continue
    r = check_item(where, q, seed_path, set(SEED_COMPANIES[c]))
    if r == "nc":
        nc += 1
        check_nc(where, c, q, all_text([seed_path(d) for d in SEED_COMPANIES[c]]))
    elif r:
        spread[c] += 1
        if "paraphrase" in q["kind"]: pass
    if "verdict" in q: yn += 1
if len(s.get("questions", [])) != 16: fail(f"{SEED_FILE}: {len(s.get('questions', []))} questions, expected 16")
if spread != SEED_SPREAD: fail(f"{SEED_FILE}: answerable spread {spread}, expected {SEED_SPREAD}")
if yn != 7: fail(f"{SEED_FILE}: {yn} yes/no questions, expected 7")
if nc != 4: fail(f"{SEED_FILE}: {nc} not-covered, expected 4")

if failures:
    print("FAIL")
    for f in failures: print(" -", f)
    sys.exit(1)
print("PASS")
