#!/usr/bin/env python3
"""Checks the round-7 blind evaluation set. Run: python3 tools/verify.py (from anywhere)."""
import json, os, re, subprocess, sys, glob

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED = "/work/blind-seed"
ALLOWED = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase", "own-words", "not-covered"}
FORBIDDEN_NAMES = ["ironbridge", "harborlight", "sagebrook", "brightwell", "cormorant"]

SEED_DOCS = {
 "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide", "Binding Authority Memo — Q1 2025"],
 "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
 "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
 "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
 "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Required Documents Checklist", "Businessowners Policy Eligibility Guide"],
}

# Key words that must NOT appear (word-boundary, case-insensitive) in the relevant PDFs
# for each not-covered question. Keyed by the exact question text.
NOT_COVERED_KEYWORDS = {
 # garage
 "do they cover EV charging stations at the dealership?": ["ev", "charging", "charger", "electric vehicle", "electric"],
 "is cyber cov avail for a dealer's customer data?": ["cyber", "data", "breach", "privacy"],
 "workers comp for the mechanics - do they write it too?": ["workers comp", "workers' compensation", "compensation", "work comp"],
 "any pollution cov for underground storage tanks at the shop": ["pollution", "underground", "tank", "tanks", "ust"],
 # fitness
 "do they cover products liab for protein supplements the gym sells?": ["supplement", "supplements", "protein", "nutrition", "nutritional"],
 "EPLI avail on the fitness pkg?": ["epli", "employment practices", "wrongful termination", "discrimination", "harassment"],
 "hey is there cyber / data breach cov for member credit card info": ["cyber", "data", "breach", "credit card", "privacy"],
 "gym is in a flood zone, can they add flood cov?": ["flood", "flood zone", "nfip"],
 # worship
 "workers comp for church staff - do they write it?": ["workers comp", "workers' compensation", "compensation", "work comp"],
 "church has an armed security team of volunteers, any issue w/ cov?": ["armed", "firearm", "firearms", "gun", "guns", "weapon", "weapons", "security team"],
 "they livestream services online - any media liab cov?": ["livestream", "live stream", "streaming", "broadcast", "media", "online", "internet"],
 "earthquake ded for a church in TN?": ["earthquake", "seismic", "earth movement"],
 # seed
 "does northstar offer flood cov on the HO?": ["flood", "nfip"],
 "whats bluewater's limit for motor truck cargo?": ["cargo", "motor truck"],
 "do they write builders risk for my contractor's jobs?": ["builders risk", "builder's risk", "builders' risk", "course of construction"],
 "hey will evergreen quote GL for a cannabis dispensary": ["cannabis", "marijuana", "dispensary", "dispensaries", "hemp"],
}

errors = []
def err(m): errors.append(m)

def norm(s): return re.sub(r"\s+", " ", s.lower()).strip()

_cache = {}
def page_text(pdf, n):
    k = (pdf, n)
    if k not in _cache:
        _cache[k] = subprocess.run(["pdftotext", "-layout", "-f", str(n), "-l", str(n), pdf, "-"],
                                   capture_output=True, text=True).stdout
    return _cache[k]

def npages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    m = re.search(r"Pages:\s+(\d+)", out)
    return int(m.group(1)) if m else 0

def full_text(pdf):
    return norm(" ".join(page_text(pdf, i) for i in range(1, npages(pdf) + 1)))

def has_word(text, w):
    return re.search(r"(?<![a-z0-9])" + re.escape(w.lower()) + r"(?![a-z0-9])", text) is not None

def check_question(q, where, pdf_for_doc, kw_pdfs, counts):
    kinds = q.get("kind")
    if not isinstance(kinds, list) or not kinds:
        err(f"{where}: kind missing"); kinds = []
    bad = [k for k in kinds if k not in ALLOWED]
    if bad: err(f"{where}: bad tags {bad}")
    if len(set(kinds)) != len(kinds): err(f"{where}: duplicate tags")
    exp = q.get("expect")
    if exp == "not covered":
        counts["nc"] += 1
        if "not-covered" not in kinds: err(f"{where}: not-covered question lacks not-covered tag")
        if "verdict" in q: err(f"{where}: verdict on not-covered question")
        if "page" in q: err(f"{where}: page on not-covered question")
        kws = NOT_COVERED_KEYWORDS.get(q["question"])
        if not kws: err(f"{where}: no key words listed for not-covered question"); return
        for pdf in kw_pdfs:
            t = full_text(pdf)
            for w in kws:
                if has_word(t, w): err(f"{where}: key word '{w}' found in {os.path.basename(pdf)}")
        return
    if not isinstance(exp, dict): err(f"{where}: bad expect"); return
    if "not-covered" in kinds: err(f"{where}: answerable question tagged not-covered")
    counts["ans"] += 1
    if "paraphrase" in kinds: counts["para"] += 1
    else: counts["typed"] += 1
    says = exp.get("says", "")
    nw = len(says.split())
    if not (2 <= nw <= 8): err(f"{where}: says has {nw} words")
    pdf = pdf_for_doc(exp.get("doc"))
    if not pdf: err(f"{where}: unknown doc {exp.get('doc')!r}"); return
    page = q.get("page")
    if not isinstance(page, int) or page < 1 or page > npages(pdf):
        err(f"{where}: bad page {page}"); return
    if norm(says) not in norm(page_text(pdf, page)):
        err(f"{where}: says {says!r} not on page {page} of {exp['doc']}")
    if "yes-no" in kinds:
        if q.get("verdict") not in ("yes", "no"): err(f"{where}: yes-no question without verdict yes/no")
        else: counts[q["verdict"]] += 1
    elif "verdict" in q:
        err(f"{where}: verdict on a question not tagged yes-no")

def new_counts(): return {"ans": 0, "nc": 0, "typed": 0, "para": 0, "yes": 0, "no": 0}

seed_txt = " ".join(open(f, encoding="utf-8").read() for f in glob.glob(os.path.join(SEED, "*.txt"))).lower()

summary = []
guides = {"garage": None, "fitness": None, "worship": None}
for key in guides:
    files = glob.glob(os.path.join(ROOT, f"{key}-*.json"))
    if len(files) != 1: err(f"{key}: expected one {key}-*.json, found {len(files)}"); continue
    fn = files[0]
    try:
        data = json.load(open(fn, encoding="utf-8"))
    except Exception as e:
        err(f"{fn}: JSON error {e}"); continue
    for f in ("name", "company_name", "line", "files", "questions"):
        if f not in data: err(f"{fn}: missing {f}")
    cname = data.get("company_name", "")
    if not cname or cname.lower() in seed_txt: err(f"{fn}: carrier name appears in seed texts")
    for word in cname.lower().split()[:1]:  # the distinctive first word of the name
        if re.search(r"\b" + re.escape(word) + r"\b", seed_txt):
            err(f"{fn}: carrier name word '{word}' appears in seed texts")
    if any(b in cname.lower() for b in FORBIDDEN_NAMES): err(f"{fn}: forbidden carrier name")
    if len(data.get("files", [])) != 1: err(f"{fn}: expected one file"); continue
    pdf = os.path.join(ROOT, data["files"][0])
    title = data["files"][0][:-4]
    if not os.path.exists(pdf): err(f"{fn}: missing PDF {pdf}"); continue
    if npages(pdf) != 3: err(f"{pdf}: {npages(pdf)} pages, expected 3")
    for i in range(1, 4):
        if f"page {i} of 3" not in norm(page_text(pdf, i)): err(f"{pdf}: page {i} lacks 'Page {i} of 3' footer")
    if cname.lower() not in full_text(pdf): err(f"{pdf}: carrier name not in PDF")
    c = new_counts()
    for i, q in enumerate(data.get("questions", []), 1):
        check_question(q, f"{os.path.basename(fn)}#{i}", lambda d: pdf if d == title else None, [pdf], c)
    n = len(data.get("questions", []))
    if n != 18: err(f"{fn}: {n} questions, expected 18")
    if c["typed"] != 11: err(f"{fn}: {c['typed']} agent-typed answerable, expected 11")
    if c["para"] != 3: err(f"{fn}: {c['para']} paraphrase answerable, expected 3")
    if c["nc"] != 4: err(f"{fn}: {c['nc']} not-covered, expected 4")
    if not c["yes"] or not c["no"]: err(f"{fn}: verdicts not mixed ({c['yes']} yes, {c['no']} no)")
    summary.append(f"{os.path.basename(fn)}: {n} questions = {c['typed']} typed + {c['para']} paraphrase + {c['nc']} not covered; verdicts {c['yes']} yes / {c['no']} no")

# seed file
fn = os.path.join(ROOT, "seed-round7.json")
try:
    data = json.load(open(fn, encoding="utf-8"))
except Exception as e:
    err(f"{fn}: JSON error {e}"); data = {"questions": []}
c = new_counts()
per_ans = {k: 0 for k in SEED_DOCS}; per_nc = {k: 0 for k in SEED_DOCS}
for i, q in enumerate(data.get("questions", []), 1):
    comp = q.get("company")
    if comp not in SEED_DOCS: err(f"seed#{i}: unknown company {comp}"); continue
    def pdf_for(d, comp=comp):
        if d not in SEED_DOCS[comp]: return None
        p = os.path.join(SEED, d.replace(" ", "_") + ".pdf")
        return p if os.path.exists(p) else None
    kw = [os.path.join(SEED, d.replace(" ", "_") + ".pdf") for d in SEED_DOCS[comp]]
    before = c["nc"]
    check_question(q, f"seed#{i}", pdf_for, kw, c)
    if c["nc"] > before: per_nc[comp] += 1
    else: per_ans[comp] += 1
n = len(data.get("questions", []))
if n != 16: err(f"seed: {n} questions, expected 16")
if c["ans"] != 12: err(f"seed: {c['ans']} answerable, expected 12")
if c["nc"] != 4: err(f"seed: {c['nc']} not covered, expected 4")
for k, v in per_ans.items():
    if v < 2: err(f"seed: {k} has {v} answerable questions, expected >= 2")
if sorted(per_nc.values()) != [0, 1, 1, 1, 1]: err(f"seed: not-covered spread {per_nc} (want one each for 4 carriers)")
if not c["yes"] or not c["no"]: err("seed: verdicts not mixed")
summary.append(f"seed-round7.json: {n} questions = {c['ans']} answerable + {c['nc']} not covered; verdicts {c['yes']} yes / {c['no']} no")

# every listed key word belongs to a question that exists
all_q = set()
for f in glob.glob(os.path.join(ROOT, "*.json")):
    try: all_q |= {q["question"] for q in json.load(open(f, encoding="utf-8"))["questions"]}
    except Exception: pass
for q in NOT_COVERED_KEYWORDS:
    if q not in all_q: err(f"key-word list names a question that does not exist: {q!r}")

# directory layout
allowed_top = {"src", "tools", "README.md", "garage-round7.json", "fitness-round7.json", "worship-round7.json", "seed-round7.json"}
for e in os.listdir(ROOT):
    if e in allowed_top or (e.endswith(".pdf") and os.path.isfile(os.path.join(ROOT, e))): continue
    err(f"unexpected entry in {ROOT}: {e}")
if len(glob.glob(os.path.join(ROOT, "*.pdf"))) != 3: err("expected exactly three PDFs")
if not os.path.exists(os.path.join(ROOT, "README.md")): err("README.md missing")

for s in summary: print(s)
if errors:
    for e in errors: print("FAIL:", e)
    print(f"FAIL ({len(errors)} problems)"); sys.exit(1)
print("PASS"); sys.exit(0)
