#!/usr/bin/env python3
"""Checks the round 14 blind evaluation set. Prints PASS or the list of failures."""
import json, os, re, subprocess, sys, glob

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED_DIR = "/work/blind-seed"
ROUND = "round 14"
GUIDE_FILES = ["pest-control-round14.json", "youth-sports-round14.json", "fine-art-round14.json"]
SEED_FILE = "seed-round14.json"
TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase", "own-words", "not-covered"}
AGENT_TAGS = {"shorthand", "filler", "own-numbers"}
SEED_COMPANIES = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide", "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Required Documents Checklist", "Businessowners Policy Eligibility Guide"],
}
SEED_ANSWERABLE = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2, "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}
BANNED = ["Alder Cove", "Brightwell", "Cedar Hollow", "Cedar Ridge", "Copperfield", "Coppervale", "Cormorant",
          "Harborlight", "Harborline", "Harborview", "Ironbridge", "Ironhorse", "Lakemont", "Larkspur", "Pennant Road",
          "Prairie Hearth", "Quillmont", "Redfern", "Ridgeline", "Sablewood", "Sagebrook", "Sagebrush", "Stonemill",
          "Tallowmere", "Tamarack", "Vesper Hill", "Northstar", "Bluewater", "Granite Peak", "Evergreen", "Keystone",
          "Thornbury", "Ashgrove", "Fenwick", "Mariposa", "Thistledown", "Amberlea", "Kestrel", "Bellmare",
          "Thistlegate", "Penhallow"]
CARRIER_KEYS = ["Wrenfield", "Brambleton", "Verity Lane"]

fails = []
def fail(msg): fails.append(msg)

_cache = {}
def page_text(pdf, page=None):
    key = (pdf, page)
    if key not in _cache:
        args = ["pdftotext", "-layout"]
        if page is not None: args += ["-f", str(page), "-l", str(page)]
        r = subprocess.run(args + [pdf, "-"], capture_output=True, text=True)
        _cache[key] = r.stdout if r.returncode == 0 else None
    return _cache[key]

def norm(s): return re.sub(r"\s+", " ", s.replace("\u2019", "'")).strip().lower()

def page_count(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    m = re.search(r"Pages:\s+(\d+)", out)
    return int(m.group(1)) if m else 0

def whole_word(kw, text):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(kw.lower()) + r"(?![A-Za-z0-9])", norm(text)) is not None

def check_item(where, q, doc_to_pdf, need_company=False):
    if not isinstance(q, dict): fail(f"{where}: item is not an object"); return None
    if not isinstance(q.get("question"), str) or not q["question"].strip(): fail(f"{where}: missing question")
    kind = q.get("kind")
    if not isinstance(kind, list) or not kind: fail(f"{where}: kind must be a non-empty list"); kind = []
    for t in kind:
        if t not in TAGS: fail(f"{where}: tag {t!r} not allowed")
    if len(set(kind)) != len(kind): fail(f"{where}: duplicate tag")
    if need_company and q.get("company") not in SEED_COMPANIES: fail(f"{where}: bad company {q.get('company')!r}")
    exp = q.get("expect")
    if exp == "not covered":
        if "not-covered" not in kind: fail(f"{where}: not covered without not-covered tag")
        for k in ("page", "verdict"):
            if k in q: fail(f"{where}: not-covered item has {k}")
        if set(kind) & {"yes-no", "two-fact", "paraphrase"}: fail(f"{where}: not-covered item with answerable tags")
        return "nc"
    if "not-covered" in kind: fail(f"{where}: answerable item tagged not-covered")
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}: fail(f"{where}: expect must have doc and says"); return None
    doc, says = exp["doc"], exp["says"]
    if doc not in doc_to_pdf: fail(f"{where}: unknown doc {doc!r}"); return None
    n = len(says.split())
    if not 2 <= n <= 8: fail(f"{where}: says has {n} words")
    page = q.get("page")
    if not isinstance(page, int) or page < 1: fail(f"{where}: bad page {page!r}"); return None
    pdf = doc_to_pdf[doc]
    if page > page_count(pdf): fail(f"{where}: page {page} beyond {doc}")
    txt = page_text(pdf, page)
    if txt is None or norm(says) not in norm(txt):
        fail(f"{where}: says {says!r} not found on page {page} of {doc}")
    if "yes-no" in kind:
        if q.get("verdict") not in ("yes", "no"): fail(f"{where}: yes-no item needs verdict yes/no")
    elif "verdict" in q: fail(f"{where}: verdict without yes-no tag")
    if "paraphrase" in kind:
        if "own-words" not in kind: fail(f"{where}: paraphrase without own-words")
    elif "own-words" in kind: fail(f"{where}: own-words without paraphrase")
    return "ans"

def load(path):
    try:
        return json.load(open(path, encoding="utf-8"))
    except Exception as e:
        fail(f"{os.path.basename(path)}: does not parse ({e})"); return None

kwmap = load(os.path.join(ROOT, "tools", "not_covered_keywords.json")) or {}

def check_nc_keywords(fname, q, texts, where):
    kws = kwmap.get(fname, {}).get(q["question"])
    if not kws: fail(f"{where}: no keywords recorded for not-covered question"); return
    for kw in kws:
        for label, t in texts:
            if whole_word(kw, t): fail(f"{where}: keyword {kw!r} appears in {label}")

# ---------- guides ----------
seed_all = "\n".join(open(f, encoding="utf-8", errors="replace").read() for f in glob.glob(os.path.join(SEED_DIR, "*.txt")))
for fname in GUIDE_FILES:
    g = load(os.path.join(ROOT, fname))
    if g is None: continue
    for k in ("name", "company_name", "line", "files", "questions"):
        if k not in g: fail(f"{fname}: missing {k}")
    if set(g) - {"name", "company_name", "line", "files", "questions"}: fail(f"{fname}: extra keys")
    if not str(g.get("name", "")).endswith(", " + ROUND): fail(f"{fname}: name must end with ', {ROUND}'")
    co = g.get("company_name", "")
    if not str(g.get("name", "")).startswith(co.replace(" Insurance Company", "").replace(" Company", "")):
        fail(f"{fname}: name should start with the carrier")
    for b in BANNED:
        if b.lower() in (co + " " + g.get("name", "")).lower(): fail(f"{fname}: banned carrier name {b}")
    if re.search(re.escape(co.split()[0]), seed_all, re.I): fail(f"{fname}: carrier {co} appears in seed texts")
    files = g.get("files", [])
    if len(files) != 1: fail(f"{fname}: expected one file")
    doc_to_pdf = {}
    for f in files:
        if "_" in f: fail(f"{fname}: file name {f!r} has underscores")
        if not f.endswith(".pdf"): fail(f"{fname}: {f!r} not a pdf")
        p = os.path.join(ROOT, f)
        if not os.path.exists(p): fail(f"{fname}: missing {f}"); continue
        doc_to_pdf[f[:-4]] = p
        if page_count(p) != 3: fail(f"{fname}: {f} does not have 3 pages")
        for pg in range(1, page_count(p) + 1):
            w = len((page_text(p, pg) or "").split())
            if not 450 <= w <= 650: fail(f"{fname}: {f} page {pg} has {w} words")
        if co.split()[0].lower() not in norm(page_text(p)): fail(f"{fname}: carrier name missing from {f}")
    qs = g.get("questions", [])
    if len(qs) != 18: fail(f"{fname}: {len(qs)} questions, want 18")
    counts = {"ans": 0, "nc": 0}; para = twof = 0; verdicts = set(); agent_plain = 0
    texts = [(d, page_text(p)) for d, p in doc_to_pdf.items()]
    seen = set()
    for i, q in enumerate(qs):
        where = f"{fname} q{i+1}"
        if q.get("question") in seen: fail(f"{where}: duplicate question")
        seen.add(q.get("question"))
        if "company" in q: fail(f"{where}: guide item has company")
        r = check_item(where, q, doc_to_pdf)
        if r: counts[r] += 1
        kind = q.get("kind", [])
        if r == "nc": check_nc_keywords(fname, q, texts, where)
        if r == "ans":
            if "paraphrase" in kind: para += 1
            else:
                agent_plain += 1
                if not set(kind) & AGENT_TAGS: fail(f"{where}: agent-typed item lacks shorthand/filler/own-numbers tag")
            if "two-fact" in kind: twof += 1
            if "verdict" in q: verdicts.add(q["verdict"])
    if counts["ans"] != 14 or counts["nc"] != 4: fail(f"{fname}: {counts['ans']} answerable / {counts['nc']} not covered, want 14/4")
    if agent_plain != 11: fail(f"{fname}: {agent_plain} agent-typed answerable, want 11")
    if para != 3: fail(f"{fname}: {para} paraphrases, want 3")
    if twof != 2: fail(f"{fname}: {twof} two-fact, want 2")
    if verdicts != {"yes", "no"}: fail(f"{fname}: need yes and no verdicts, have {sorted(verdicts)}")

# carrier names vs seed texts and banned list
for c in CARRIER_KEYS:
    if re.search(re.escape(c), seed_all, re.I): fail(f"carrier {c} appears in seed texts")
    if any(b.lower() in c.lower() or c.lower() in b.lower() for b in BANNED): fail(f"carrier {c} is banned")

# ---------- seed ----------
s = load(os.path.join(ROOT, SEED_FILE))
if s is not None:
    if set(s) != {"name", "questions"}: fail(f"{SEED_FILE}: keys must be name, questions")
    if s.get("name") != f"seed carriers, {ROUND}": fail(f"{SEED_FILE}: bad name")
    qs = s.get("questions", [])
    if len(qs) != 16: fail(f"{SEED_FILE}: {len(qs)} questions, want 16")
    per = {c: 0 for c in SEED_COMPANIES}; nc = yn = 0
    for i, q in enumerate(qs):
        where = f"{SEED_FILE} q{i+1}"
        comp = q.get("company")
        docs = SEED_COMPANIES.get(comp, [])
        doc_to_pdf = {}
        for d in docs:
            p = os.path.join(SEED_DIR, d.replace(" ", "_") + ".pdf")
            if not os.path.exists(p): fail(f"{where}: seed pdf missing {p}")
            doc_to_pdf[d] = p
        r = check_item(where, q, doc_to_pdf, need_company=True)
        if r == "ans":
            per[comp] += 1
            if "yes-no" in q.get("kind", []): yn += 1
            if "paraphrase" not in q["kind"] and not set(q["kind"]) & AGENT_TAGS: fail(f"{where}: lacks agent tag")
        elif r == "nc":
            nc += 1
            check_nc_keywords(SEED_FILE, q, [(d, page_text(p)) for d, p in doc_to_pdf.items()], where)
    if per != SEED_ANSWERABLE: fail(f"{SEED_FILE}: answerable per carrier {per}, want {SEED_ANSWERABLE}")
    if yn != 7: fail(f"{SEED_FILE}: {yn} yes/no, want 7")
    if nc != 4: fail(f"{SEED_FILE}: {nc} not covered, want 4")

# keyword file has no stale entries
for fname, m in kwmap.items():
    if fname not in GUIDE_FILES + [SEED_FILE]: fail(f"not_covered_keywords.json: unknown file {fname}")

if fails:
    print("FAIL")
    for f in fails: print(" -", f)
    sys.exit(1)
print("PASS")
