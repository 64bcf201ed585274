#!/usr/bin/env python3
"""Verify the round 13 blind evaluation set. Prints PASS or a list of failures."""
import json, os, re, subprocess, sys, glob

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED_DIR = "/work/blind-seed"
ROUND = "round 13"
GUIDES = ["golf.json", "nonprofit.json", "landlord.json"]
SEED_FILE = "seed-round13.json"
TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase", "own-words", "not-covered"}
BUSY = {"shorthand", "filler", "own-numbers"}
SEED_DOCS = {
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

failures = []
def fail(msg):
    failures.append(msg)

_cache = {}
def pdf_pages(path):
    if path not in _cache:
        out = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True)
        if out.returncode != 0:
            fail(f"pdftotext failed on {path}: {out.stderr.strip()}")
            _cache[path] = []
        else:
            pages = out.stdout.split("\f")
            if pages and not pages[-1].strip():
                pages = pages[:-1]
            _cache[path] = pages
    return _cache[path]

def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", s).strip().lower()

def word_present(word, text):
    pat = r"(?<![A-Za-z0-9])" + re.escape(word.lower()) + r"(?![A-Za-z0-9])"
    return re.search(pat, norm(text)) is not None

def load(name):
    p = os.path.join(ROOT, name)
    try:
        with open(p, encoding="utf-8") as f:
            return json.load(f)
    except Exception as e:
        fail(f"{name}: does not parse ({e})")
        return None

try:
    with open(os.path.join(ROOT, "tools", "not_covered_keywords.json"), encoding="utf-8") as f:
        NCK = json.load(f)
except Exception as e:
    fail(f"tools/not_covered_keywords.json: does not parse ({e})")
    NCK = {}

def check_question(fname, i, q, doc_paths, is_seed):
    where = f"{fname} q{i+1}"
    if not isinstance(q.get("question"), str) or not q["question"].strip():
        fail(f"{where}: missing question text")
    kind = q.get("kind")
    if not isinstance(kind, list) or not kind:
        fail(f"{where}: kind must be a non-empty list"); kind = []
    for t in kind:
        if t not in TAGS:
            fail(f"{where}: tag {t!r} not allowed")
    e = q.get("expect")
    if e == "not covered":
        if "not-covered" not in kind:
            fail(f"{where}: not-covered question lacks the not-covered tag")
        for k in ("page", "verdict"):
            if k in q:
                fail(f"{where}: not-covered question has {k}")
        kws = NCK.get(fname, {}).get(q.get("question"))
        if not kws:
            fail(f"{where}: no keywords in not_covered_keywords.json")
            return
        for kw in kws:
            if not word_present(kw, q["question"]) and kw.lower() not in q["question"].lower():
                fail(f"{where}: keyword {kw!r} does not appear in the question")
            for path in doc_paths.values():
                text = "\n".join(pdf_pages(path))
                if word_present(kw, text):
                    fail(f"{where}: keyword {kw!r} found in {os.path.basename(path)}")
        return
    if not isinstance(e, dict) or set(e) != {"doc", "says"}:
        fail(f"{where}: expect must be 'not covered' or {{doc, says}}"); return
    if "not-covered" in kind:
        fail(f"{where}: answerable question tagged not-covered")
    doc, says = e["doc"], e["says"]
    if doc not in doc_paths:
        fail(f"{where}: doc {doc!r} is not one of this carrier's documents"); return
    nw = len(says.split())
    if not 2 <= nw <= 8:
        fail(f"{where}: says has {nw} words (2-8 allowed)")
    page = q.get("page")
    if not isinstance(page, int) or page < 1:
        fail(f"{where}: page must be a positive integer"); return
    pages = pdf_pages(doc_paths[doc])
    if page > len(pages):
        fail(f"{where}: page {page} beyond {len(pages)} pages of {doc}"); return
    if norm(says) not in norm(pages[page - 1]):
        other = [n + 1 for n, t in enumerate(pages) if norm(says) in norm(t)]
        fail(f"{where}: says {says!r} not found on page {page} of {doc}" + (f" (found on {other})" if other else ""))
    if "verdict" in q:
        if q["verdict"] not in ("yes", "no"):
            fail(f"{where}: verdict must be yes or no")
        if "yes-no" not in kind:
            fail(f"{where}: verdict given but no yes-no tag")
    elif "yes-no" in kind and "two-fact" not in kind:
        fail(f"{where}: yes-no tag but no verdict")
    if set(kind) & {"paraphrase", "own-words"} and not {"paraphrase", "own-words"} <= set(kind):
        fail(f"{where}: paraphrase questions carry both paraphrase and own-words")

# ---- guides
seed_text_all = "\n".join(open(p, encoding="utf-8").read() for p in glob.glob(os.path.join(SEED_DIR, "*.txt")))
for g in GUIDES:
    d = load(g)
    if d is None:
        continue
    for k in ("name", "company_name", "line", "files", "questions"):
        if k not in d:
            fail(f"{g}: missing key {k}")
    if set(d) - {"name", "company_name", "line", "files", "questions"}:
        fail(f"{g}: unexpected keys {set(d) - {'name', 'company_name', 'line', 'files', 'questions'}}")
    if not d.get("name", "").endswith(", " + ROUND):
        fail(f"{g}: name must end with ', {ROUND}'")
    cname = d.get("company_name", "")
    short = cname.split()[0] if cname else ""
    if not d.get("name", "").startswith(short):
        fail(f"{g}: name should start with the carrier name")
    for nm in (cname, short):
        if nm and word_present(nm, seed_text_all):
            fail(f"{g}: carrier name {nm!r} appears in the seed texts")
        for bad in FORBIDDEN:
            if nm and bad.lower() in nm.lower():
                fail(f"{g}: carrier name {nm!r} uses forbidden name {bad!r}")
    doc_paths = {}
    for fn in d.get("files", []):
        if not fn.endswith(".pdf") or "_" in fn:
            fail(f"{g}: file {fn!r} must be a .pdf named with spaces")
        p = os.path.join(ROOT, fn)
        if not os.path.exists(p):
            fail(f"{g}: {fn} missing"); continue
        doc_paths[fn[:-4]] = p
        pages = pdf_pages(p)
        if len(pages) != 3:
            fail(f"{g}: {fn} has {len(pages)} pages, expected 3")
        for n, t in enumerate(pages):
            w = len(t.split())
            if not 450 <= w <= 650:
                fail(f"{g}: {fn} page {n+1} has {w} words (450-650 expected)")
    qs = d.get("questions", [])
    for i, q in enumerate(qs):
        if "company" in q:
            fail(f"{g} q{i+1}: guide questions carry no company")
        check_question(g, i, q, doc_paths, False)
    kinds = [set(q.get("kind", [])) for q in qs]
    nc = [k for k in kinds if "not-covered" in k]
    para = [k for k in kinds if {"paraphrase", "own-words"} <= k]
    busy = [k for k in kinds if "not-covered" not in k and not ({"paraphrase", "own-words"} & k)]
    if len(qs) != 18: fail(f"{g}: {len(qs)} questions, expected 18")
    if len(nc) != 4: fail(f"{g}: {len(nc)} not-covered, expected 4")
    if len(para) != 3: fail(f"{g}: {len(para)} paraphrase questions, expected 3")
    if len(busy) != 11: fail(f"{g}: {len(busy)} busy-agent answerable questions, expected 11")
    for k in busy:
        if not k & BUSY:
            fail(f"{g}: a busy-agent question lacks shorthand/filler/own-numbers tags")
    if sum(1 for k in kinds if "two-fact" in k) != 2: fail(f"{g}: expected 2 two-fact questions")
    verdicts = [q.get("verdict") for q in qs]
    if "yes" not in verdicts: fail(f"{g}: no yes verdict")
    if "no" not in verdicts: fail(f"{g}: no no verdict")
    for tag in ("shorthand", "filler", "own-numbers"):
        if not any(tag in k for k in kinds): fail(f"{g}: no question tagged {tag}")
    if len(set(q.get("question") for q in qs)) != len(qs): fail(f"{g}: duplicate questions")
    if set(NCK.get(g, {})) != {q["question"] for q in qs if q.get("expect") == "not covered"}:
        fail(f"{g}: not_covered_keywords.json entries do not match the not-covered questions")

# ---- seed
d = load(SEED_FILE)
if d is not None:
    if d.get("name") != "seed carriers, " + ROUND:
        fail(f"{SEED_FILE}: name must be 'seed carriers, {ROUND}'")
    qs = d.get("questions", [])
    if len(qs) != 16: fail(f"{SEED_FILE}: {len(qs)} questions, expected 16")
    counts = {c: 0 for c in SEED_DOCS}
    yn = nc = 0
    for i, q in enumerate(qs):
        c = q.get("company")
        if c not in SEED_DOCS:
            fail(f"{SEED_FILE} q{i+1}: bad company {c!r}"); continue
        paths = {t: os.path.join(SEED_DIR, t.replace(" ", "_") + ".pdf") for t in SEED_DOCS[c]}
        for t, p in paths.items():
            if not os.path.exists(p): fail(f"{SEED_FILE}: seed PDF missing: {p}")
        check_question(SEED_FILE, i, q, paths, True)
        if q.get("expect") == "not covered":
            nc += 1
        else:
            counts[c] += 1
            if "yes-no" in q.get("kind", []): yn += 1
    if counts != SEED_ANSWERABLE: fail(f"{SEED_FILE}: answerable per carrier {counts}, expected {SEED_ANSWERABLE}")
    if yn != 7: fail(f"{SEED_FILE}: {yn} yes/no questions, expected 7")
    if nc != 4: fail(f"{SEED_FILE}: {nc} not-covered, expected 4")
    if set(NCK.get(SEED_FILE, {})) != {q["question"] for q in qs if q.get("expect") == "not covered"}:
        fail(f"{SEED_FILE}: not_covered_keywords.json entries do not match the not-covered questions")

if failures:
    print("FAIL")
    for f in failures:
        print(" -", f)
    sys.exit(1)
print("PASS")
