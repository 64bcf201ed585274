#!/usr/bin/env python3
"""Checks the round 12 blind evaluation set. Prints PASS or a list of failures."""
import json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SEED_DIR = "/work/blind-seed"
ROUND = "round 12"
SEED_FILE = "seed-round12.json"
GUIDE_FILES = [
    "Roofing Contractors General Liability Underwriting Guide.json",
    "Medical and Dental Office Businessowners Guide.json",
    "Non-Emergency Medical Transportation Auto Guide.json",
]
TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase", "own-words", "not-covered"}
SEED_COMPANIES = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide", "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Required Documents Checklist", "Businessowners Policy Eligibility Guide"],
}
SEED_ANSWERABLE = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2, "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}
FORBIDDEN = ["Alder Cove", "Brightwell", "Cedar Hollow", "Cedar Ridge", "Copperfield", "Coppervale", "Cormorant",
             "Harborlight", "Harborline", "Harborview", "Ironbridge", "Ironhorse", "Lakemont", "Larkspur", "Pennant Road",
             "Prairie Hearth", "Quillmont", "Redfern", "Ridgeline", "Sablewood", "Sagebrook", "Sagebrush", "Stonemill",
             "Tallowmere", "Tamarack", "Vesper Hill", "Northstar", "Bluewater", "Granite Peak", "Evergreen", "Keystone"]

fails = []
def fail(msg): fails.append(msg)
def norm(s): return re.sub(r"\s+", " ", s).strip().lower()

_cache = {}
def pages_of(pdf):
    """pdftotext -layout text of a PDF, split into pages (1-based list index 0 = page 1)."""
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

def whole_word(kw, text):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(kw.lower()) + r"(?![A-Za-z0-9])", norm(text)) is not None

def load(fn):
    try:
        return json.load(open(os.path.join(ROOT, fn), encoding="utf-8"))
    except Exception as e:
        fail(f"{fn}: does not parse: {e}"); return None

try:
    KW = json.load(open(os.path.join(HERE, "not_covered_keywords.json"), encoding="utf-8"))
except Exception as e:
    KW = {}; fail(f"not_covered_keywords.json does not parse: {e}")

def check_item(fn, i, q, docs_pdf, is_seed):
    """docs_pdf: dict doc title -> pdf path allowed for this item. Returns (kind, verdict) summary."""
    where = f"{fn} q{i+1}"
    if not isinstance(q, dict): fail(f"{where}: not an object"); return
    keys = set(q)
    allowed = {"question", "expect", "page", "verdict", "kind"} | ({"company"} if is_seed else set())
    if keys - allowed: fail(f"{where}: unexpected keys {sorted(keys - allowed)}")
    if not isinstance(q.get("question"), str) or len(q["question"].strip()) < 8: fail(f"{where}: bad question text")
    kind = q.get("kind")
    if not isinstance(kind, list) or not kind: fail(f"{where}: kind must be a non-empty list"); kind = []
    bad = [t for t in kind if t not in TAGS]
    if bad: fail(f"{where}: unknown tags {bad}")
    if len(set(kind)) != len(kind): fail(f"{where}: duplicate tags")
    exp = q.get("expect")
    if exp == "not covered":
        if "not-covered" not in kind: fail(f"{where}: not covered item lacks not-covered tag")
        if "page" in q or "verdict" in q: fail(f"{where}: not covered item has page/verdict")
        kws = KW.get(fn, {}).get(q.get("question"))
        if not kws: fail(f"{where}: no keywords in not_covered_keywords.json")
        else:
            for title, pdf in docs_pdf.items():
                text = "\n".join(pages_of(pdf))
                for kw in kws:
                    if whole_word(kw, text): fail(f"{where}: keyword '{kw}' occurs in {title}")
        return
    if "not-covered" in kind: fail(f"{where}: answerable item tagged not-covered")
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}: fail(f"{where}: expect must have doc and says"); return
    doc, says = exp["doc"], exp["says"]
    if doc not in docs_pdf: fail(f"{where}: doc '{doc}' is not one of {sorted(docs_pdf)}"); return
    nw = len(says.split())
    if not (2 <= nw <= 8): fail(f"{where}: says has {nw} words (need 2-8)")
    page = q.get("page")
    if not isinstance(page, int): fail(f"{where}: page must be an integer"); return
    pgs = pages_of(docs_pdf[doc])
    if not (1 <= page <= len(pgs)): fail(f"{where}: page {page} out of range (1-{len(pgs)})"); return
    if norm(says) not in norm(pgs[page - 1]): fail(f"{where}: says '{says}' not found on page {page} of {doc}")
    if "verdict" in q:
        if q["verdict"] not in ("yes", "no"): fail(f"{where}: verdict must be yes or no")
        if "yes-no" not in kind: fail(f"{where}: verdict without yes-no tag")
    elif "yes-no" in kind: fail(f"{where}: yes-no tag without verdict")
    if ("paraphrase" in kind) != ("own-words" in kind): fail(f"{where}: paraphrase and own-words must go together")

# ---------- guides ----------
carrier_names = []
for fn in GUIDE_FILES:
    g = load(fn)
    if g is None: continue
    for k in ("name", "company_name", "line", "files", "questions"):
        if k not in g: fail(f"{fn}: missing key {k}")
    if set(g) - {"name", "company_name", "line", "files", "questions"}: fail(f"{fn}: unexpected top-level keys")
    if not str(g.get("name", "")).endswith(", " + ROUND): fail(f"{fn}: name must end with ', {ROUND}'")
    files = g.get("files", [])
    if not isinstance(files, list) or len(files) != 1 or not files[0].endswith(".pdf"): fail(f"{fn}: files must list one PDF"); continue
    if "_" in files[0]: fail(f"{fn}: PDF name uses underscores")
    title = files[0][:-4]
    if fn != title + ".json": fail(f"{fn}: JSON name should match the PDF title")
    pdf = os.path.join(ROOT, files[0])
    pgs = pages_of(pdf)
    if len(pgs) != 3: fail(f"{fn}: guide has {len(pgs)} pages, need 3")
    for n, p in enumerate(pgs, 1):
        w = len(p.split())
        if not (450 <= w <= 650): fail(f"{fn}: page {n} has {w} words (need 450-650)")
    carrier_names.append(g.get("company_name", ""))
    qs = g.get("questions", [])
    for i, q in enumerate(qs): check_item(fn, i, q, {title: pdf}, False)
    kinds = [q.get("kind", []) for q in qs if isinstance(q, dict)]
    nc = [k for k in kinds if "not-covered" in k]
    para = [k for k in kinds if "paraphrase" in k]
    ans_plain = [k for k in kinds if "not-covered" not in k and "paraphrase" not in k]
    two = [k for k in kinds if "two-fact" in k]
    verdicts = [q.get("verdict") for q in qs if isinstance(q, dict) and "verdict" in q]
    if len(qs) != 18: fail(f"{fn}: {len(qs)} questions, need 18")
    if len(ans_plain) != 11: fail(f"{fn}: {len(ans_plain)} answerable agent-typed questions, need 11")
    if len(para) != 3: fail(f"{fn}: {len(para)} paraphrase questions, need 3")
    if len(nc) != 4: fail(f"{fn}: {len(nc)} not-covered questions, need 4")
    if len(two) != 2: fail(f"{fn}: {len(two)} two-fact questions, need 2")
    if "yes" not in verdicts or "no" not in verdicts: fail(f"{fn}: needs yes and no verdicts")
    for tag in ("shorthand", "filler", "own-numbers"):
        if not any(tag in k for k in kinds): fail(f"{fn}: no question tagged {tag}")
    if len(KW.get(fn, {})) != 4: fail(f"{fn}: keyword file must hold 4 entries")

# ---------- carrier names ----------
seed_text = ""
for f in sorted(os.listdir(SEED_DIR)):
    if f.endswith(".txt"): seed_text += open(os.path.join(SEED_DIR, f), encoding="utf-8").read().lower() + "\n"
for cn in carrier_names:
    short = " ".join(w for w in cn.split() if w not in ("Insurance", "Company", "Mutual", "Casualty", "Indemnity"))
    for nm in {cn, short}:
        if nm.lower() in seed_text: fail(f"carrier name '{nm}' appears in the seed texts")
    for fb in FORBIDDEN:
        if fb.lower() in cn.lower(): fail(f"carrier name '{cn}' uses the forbidden name {fb}")
if len(set(carrier_names)) != 3: fail("the three carriers must be distinct")

# ---------- seed file ----------
s = load(SEED_FILE)
if s is not None:
    if set(s) != {"name", "questions"}: fail(f"{SEED_FILE}: top-level keys must be name and questions")
    if s.get("name") != "seed carriers, " + ROUND: fail(f"{SEED_FILE}: bad name")
    qs = s.get("questions", [])
    if len(qs) != 16: fail(f"{SEED_FILE}: {len(qs)} questions, need 16")
    per = {c: 0 for c in SEED_COMPANIES}; nc = 0; yn = 0
    for i, q in enumerate(qs):
        c = q.get("company") if isinstance(q, dict) else None
        if c not in SEED_COMPANIES: fail(f"{SEED_FILE} q{i+1}: bad company {c}"); continue
        docs = {t: seed_pdf(t) for t in SEED_COMPANIES[c]}
        check_item(SEED_FILE, i, q, docs, True)
        if q.get("expect") == "not covered": nc += 1
        else:
            per[c] += 1
            if "verdict" in q: yn += 1
    if per != SEED_ANSWERABLE: fail(f"{SEED_FILE}: answerable per carrier {per}, need {SEED_ANSWERABLE}")
    if nc != 4: fail(f"{SEED_FILE}: {nc} not-covered, need 4")
    if yn != 7: fail(f"{SEED_FILE}: {yn} yes/no questions, need 7")
    if len(KW.get(SEED_FILE, {})) != 4: fail(f"{SEED_FILE}: keyword file must hold 4 entries")

if fails:
    print("FAIL"); [print(" -", f) for f in fails]; sys.exit(1)
print("PASS")
