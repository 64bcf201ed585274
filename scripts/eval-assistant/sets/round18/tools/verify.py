#!/usr/bin/env python3
"""Checks the round 18 blind set. Prints PASS or a list of failures."""
import json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SEED_DIR = "/work/blind-seed"
GUIDE_FILES = ["juniper-bay-garage-round-18.json", "saltcreek-habitational-round-18.json", "quayside-cyber-round-18.json"]
SEED_FILE = "seed-round-18.json"
ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase", "own-words", "not-covered"}
SEED_COMPANIES = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide", "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Required Documents Checklist", "Businessowners Policy Eligibility Guide"],
}
SEED_ANSWERABLE = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2, "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}
FORBIDDEN_NAMES = ["Alder Cove", "Brightwell", "Cedar Hollow", "Cedar Ridge", "Copperfield", "Coppervale", "Cormorant",
    "Harborlight", "Harborline", "Harborview", "Ironbridge", "Ironhorse", "Lakemont", "Larkspur", "Pennant Road",
    "Prairie Hearth", "Quillmont", "Redfern", "Ridgeline", "Sablewood", "Sagebrook", "Sagebrush", "Stonemill",
    "Tallowmere", "Tamarack", "Vesper Hill", "Northstar", "Bluewater", "Granite Peak", "Evergreen", "Keystone",
    "Thornbury", "Ashgrove", "Fenwick", "Dray", "Mariposa", "Thistledown", "Amberlea", "Kestrel", "Bellmare",
    "Thistlegate", "Penhallow", "Wrenfield", "Brambleton", "Verity Lane", "Oxbow", "Wickham", "Calloway",
    "Birchmont", "Pelham", "Larchfield", "Marrowstone", "Foxglove", "Halyard"]
CARRIER_SHORT = {"Juniper Bay Casualty Company": "Juniper Bay", "Saltcreek Mutual Insurance Company": "Saltcreek",
                 "Quayside Indemnity Company": "Quayside"}

failures = []
def fail(msg): failures.append(msg)
def norm(s): return re.sub(r"\s+", " ", s).strip().lower()

_cache = {}
def page_text(pdf, page):
    key = (pdf, page)
    if key not in _cache:
        r = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), pdf, "-"], capture_output=True, text=True)
        _cache[key] = r.stdout if r.returncode == 0 else None
    return _cache[key]
def all_text(pdf):
    r = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True)
    return r.stdout
def n_pages(pdf):
    r = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True)
    m = re.search(r"Pages:\s+(\d+)", r.stdout)
    return int(m.group(1)) if m else 0
def whole_word(kw, text):
    pat = r"(?<!\w)" + r"\s+".join(re.escape(w) for w in kw.split()) + r"(?!\w)"
    return re.search(pat, text, re.I) is not None

nck_path = os.path.join(HERE, "not_covered_keywords.json")
try:
    NCK = json.load(open(nck_path))
except Exception as e:
    NCK = {}; fail(f"not_covered_keywords.json: cannot parse ({e})")

def check_item(where, q, pdf_for_doc, allowed_docs, corpus_texts, nck):
    if not isinstance(q.get("question"), str) or not q["question"].strip():
        fail(f"{where}: missing question"); return
    kind = q.get("kind")
    if not isinstance(kind, list) or not kind:
        fail(f"{where}: kind must be a non-empty list"); return
    bad = set(kind) - ALLOWED_TAGS
    if bad: fail(f"{where}: tags not allowed {sorted(bad)}")
    if len(set(kind)) != len(kind): fail(f"{where}: duplicate tags")
    exp = q.get("expect")
    if exp == "not covered":
        if "not-covered" not in kind: fail(f"{where}: not covered item lacks not-covered tag")
        for k in ("page", "verdict"):
            if k in q: fail(f"{where}: not covered item must not have {k}")
        if "yes-no" in kind or "two-fact" in kind: fail(f"{where}: not covered item with yes-no/two-fact tag")
        kws = nck.get(q["question"])
        if not kws: fail(f"{where}: no keywords in not_covered_keywords.json"); return
        for kw in kws:
            for name, text in corpus_texts.items():
                if whole_word(kw, text): fail(f"{where}: keyword '{kw}' found in {name}")
        return
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        fail(f"{where}: expect must be 'not covered' or {{doc, says}}"); return
    if "not-covered" in kind: fail(f"{where}: answerable item tagged not-covered")
    doc, says = exp["doc"], exp["says"]
    if doc not in allowed_docs: fail(f"{where}: doc '{doc}' not a document of this carrier"); return
    nw = len(says.split())
    if not 2 <= nw <= 8: fail(f"{where}: says has {nw} words (2-8 required)")
    page = q.get("page")
    if not isinstance(page, int) or page < 1: fail(f"{where}: bad page"); return
    pdf = pdf_for_doc(doc)
    if not os.path.exists(pdf): fail(f"{where}: PDF missing {pdf}"); return
    t = page_text(pdf, page)
    if t is None or norm(says) not in norm(t):
        fail(f"{where}: says '{says}' not found on page {page} of '{doc}'")
    if "yes-no" in kind:
        if q.get("verdict") not in ("yes", "no"): fail(f"{where}: yes-no item needs verdict yes/no")
    elif "verdict" in q:
        fail(f"{where}: verdict without yes-no tag")
    allowed_keys = {"question", "expect", "page", "verdict", "kind", "company"}
    extra = set(q) - allowed_keys
    if extra: fail(f"{where}: unexpected keys {sorted(extra)}")

# ---- guides ----
carrier_names = []
for fn in GUIDE_FILES:
    path = os.path.join(ROOT, fn)
    try:
        data = json.load(open(path))
    except Exception as e:
        fail(f"{fn}: cannot parse ({e})"); continue
    for k in ("name", "company_name", "line", "files", "questions"):
        if k not in data: fail(f"{fn}: missing key {k}")
    if "round 18" not in data.get("name", ""): fail(f"{fn}: name lacks round name")
    files = data.get("files", [])
    if len(files) != 1 or not files[0].endswith(".pdf") or "_" in files[0]:
        fail(f"{fn}: files must list one PDF named with spaces")
    docs = {f[:-4]: os.path.join(ROOT, f) for f in files}
    for d, p in docs.items():
        if not os.path.exists(p): fail(f"{fn}: missing PDF {p}")
        elif n_pages(p) != 3: fail(f"{fn}: {p} must have 3 pages")
        else:
            for pg in (1, 2, 3):
                w = len(page_text(p, pg).split())
                if not 430 <= w <= 680: fail(f"{fn}: page {pg} has {w} words")
    carrier_names.append(data.get("company_name", ""))
    corpus = {d: all_text(p) for d, p in docs.items() if os.path.exists(p)}
    qs = data.get("questions", [])
    nck = NCK.get(files[0][:-4], {}) if files else {}
    for i, q in enumerate(qs):
        check_item(f"{fn}#{i+1}", q, lambda d: docs[d], set(docs), corpus, nck)
    nc = [q for q in qs if q.get("expect") == "not covered"]
    para = [q for q in qs if "paraphrase" in q.get("kind", [])]
    typed = [q for q in qs if q.get("expect") != "not covered" and "paraphrase" not in q.get("kind", [])]
    if len(qs) != 18: fail(f"{fn}: {len(qs)} questions, need 18")
    if len(nc) != 4: fail(f"{fn}: {len(nc)} not-covered, need 4")
    if len(para) != 3: fail(f"{fn}: {len(para)} paraphrases, need 3")
    if any("own-words" not in q["kind"] for q in para): fail(f"{fn}: paraphrase without own-words tag")
    if any("own-words" in q.get("kind", []) and "paraphrase" not in q["kind"] for q in qs): fail(f"{fn}: own-words without paraphrase")
    if len(typed) != 11: fail(f"{fn}: {len(typed)} typed answerable, need 11")
    if sum("two-fact" in q.get("kind", []) for q in qs) != 2: fail(f"{fn}: need exactly 2 two-fact questions")
    verdicts = [q.get("verdict") for q in qs if "verdict" in q]
    if "yes" not in verdicts or "no" not in verdicts: fail(f"{fn}: need yes and no verdicts")
    for tag in ("shorthand", "filler", "own-numbers"):
        if not any(tag in q.get("kind", []) for q in typed): fail(f"{fn}: no typed question tagged {tag}")

# ---- seed ----
def seed_pdf(doc): return os.path.join(SEED_DIR, doc.replace(" ", "_") + ".pdf")
try:
    seed = json.load(open(os.path.join(ROOT, SEED_FILE)))
except Exception as e:
    seed = None; fail(f"{SEED_FILE}: cannot parse ({e})")
if seed is not None:
    if seed.get("name") != "seed carriers, round 18": fail(f"{SEED_FILE}: bad name")
    qs = seed.get("questions", [])
    seed_corpus = {c: {d: all_text(seed_pdf(d)) for d in docs} for c, docs in SEED_COMPANIES.items()}
    nck = NCK.get("seed", {})
    for i, q in enumerate(qs):
        c = q.get("company")
        if c not in SEED_COMPANIES: fail(f"{SEED_FILE}#{i+1}: bad company {c}"); continue
        check_item(f"{SEED_FILE}#{i+1}", q, seed_pdf, set(SEED_COMPANIES[c]), seed_corpus[c], nck)
    if len(qs) != 16: fail(f"{SEED_FILE}: {len(qs)} questions, need 16")
    ans = [q for q in qs if q.get("expect") != "not covered"]
    if len(ans) != 12: fail(f"{SEED_FILE}: {len(ans)} answerable, need 12")
    if len(qs) - len(ans) != 4: fail(f"{SEED_FILE}: need 4 not covered")
    for c, n in SEED_ANSWERABLE.items():
        got = sum(q.get("company") == c for q in ans)
        if got != n: fail(f"{SEED_FILE}: {c} has {got} answerable, need {n}")
    yn = [q for q in ans if "yes-no" in q.get("kind", [])]
    if len(yn) != 7: fail(f"{SEED_FILE}: {len(yn)} yes/no, need 7")

# ---- carrier names ----
seed_txt = "\n".join(open(os.path.join(SEED_DIR, f), encoding="utf-8").read() for f in os.listdir(SEED_DIR) if f.endswith(".txt"))
for full in carrier_names:
    for name in {full, CARRIER_SHORT.get(full, full)}:
        if name.lower() in seed_txt.lower(): fail(f"carrier name '{name}' appears in seed texts")
    for bad in FORBIDDEN_NAMES:
        if whole_word(bad, full): fail(f"carrier name '{full}' uses forbidden name '{bad}'")
    first = full.split()[0]
    for bad in FORBIDDEN_NAMES:
        if bad.lower() in first.lower(): fail(f"carrier name '{full}' contains forbidden '{bad}'")

if failures:
    print(f"FAIL ({len(failures)})")
    for f in failures: print(" -", f)
    sys.exit(1)
print("PASS")
