#!/usr/bin/env python3
"""Verify the round-21 blind evaluation set. Prints PASS or a list of failures."""
import json, os, re, subprocess, sys, glob

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED_DIR = "/work/blind-seed"
ROUND = "21"
TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase", "own-words", "not-covered"}
COMPANIES = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide", "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Required Documents Checklist", "Businessowners Policy Eligibility Guide"],
}
SEED_COUNTS = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2, "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}
BANNED = ["Alder Cove", "Brightwell", "Cedar Hollow", "Cedar Ridge", "Copperfield", "Coppervale", "Cormorant",
          "Harborlight", "Harborline", "Harborview", "Ironbridge", "Ironhorse", "Lakemont", "Larkspur", "Pennant Road",
          "Prairie Hearth", "Quillmont", "Redfern", "Ridgeline", "Sablewood", "Sagebrook", "Sagebrush", "Stonemill",
          "Tallowmere", "Tamarack", "Vesper Hill", "Northstar", "Bluewater", "Granite Peak", "Evergreen", "Keystone",
          "Thornbury", "Ashgrove", "Fenwick", "Dray", "Mariposa", "Thistledown", "Amberlea", "Kestrel", "Bellmare",
          "Thistlegate", "Penhallow", "Wrenfield", "Brambleton", "Verity Lane", "Oxbow", "Wickham", "Calloway",
          "Birchmont", "Pelham", "Larchfield", "Marrowstone", "Foxglove", "Halyard", "Juniper Bay", "Saltcreek", "Quayside"]
GUIDES = {  # file -> carrier short name
    "campgrounds-drumlin-ferry-21.json": "Drumlin Ferry",
    "janitorial-tussock-bend-21.json": "Tussock Bend",
    "salons-corncrake-lane-21.json": "Corncrake Lane",
}
fails = []
def fail(msg): fails.append(msg)

_cache = {}
def pages_of(pdf):
    """List of page texts from pdftotext -layout (split on form feed)."""
    if pdf not in _cache:
        out = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True, check=True).stdout
        pages = out.split("\f")
        if pages and not pages[-1].strip():
            pages = pages[:-1]
        _cache[pdf] = pages
    return _cache[pdf]

def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", s).strip().lower()

def has_word(text, kw):
    pat = r"(?<![A-Za-z0-9])" + r"\s+".join(re.escape(w) for w in kw.split()) + r"(?![A-Za-z0-9])"
    return re.search(pat, text, re.I) is not None

def check_answer(where, q, pdf_for_doc, allowed_docs):
    e = q["expect"]
    if not isinstance(e, dict) or set(e) != {"doc", "says"}:
        return fail(f"{where}: expect must be {{doc, says}}")
    if e["doc"] not in allowed_docs:
        return fail(f"{where}: doc {e['doc']!r} not allowed here")
    n = len(e["says"].split())
    if not 2 <= n <= 8:
        fail(f"{where}: says has {n} words")
    if not isinstance(q.get("page"), int):
        return fail(f"{where}: page missing or not int")
    pages = pages_of(pdf_for_doc(e["doc"]))
    if not 1 <= q["page"] <= len(pages):
        return fail(f"{where}: page {q['page']} out of range")
    if norm(e["says"]) not in norm(pages[q["page"] - 1]):
        fail(f"{where}: says {e['says']!r} not found on p.{q['page']} of {e['doc']}")
    if "yes-no" in q["kind"]:
        if q.get("verdict") not in ("yes", "no"):
            fail(f"{where}: yes-no question needs verdict yes|no")
    elif "verdict" in q:
        fail(f"{where}: verdict without yes-no tag")

def common_item(where, q, extra_keys=()):
    allowed = {"question", "expect", "page", "verdict", "kind"} | set(extra_keys)
    if not set(q) <= allowed:
        fail(f"{where}: unexpected keys {set(q) - allowed}")
    if not isinstance(q.get("question"), str) or not q["question"].strip():
        fail(f"{where}: question missing")
    if not isinstance(q.get("kind"), list) or not set(q["kind"]) <= TAGS:
        fail(f"{where}: bad kind {q.get('kind')}")
        q["kind"] = []

def load(fn):
    try:
        return json.load(open(os.path.join(ROOT, fn), encoding="utf-8"))
    except Exception as ex:
        fail(f"{fn}: does not parse: {ex}")
        return None

try:
    KW = json.load(open(os.path.join(ROOT, "tools", "not_covered_keywords.json"), encoding="utf-8"))
except Exception as ex:
    fail(f"not_covered_keywords.json: {ex}"); KW = {}

def check_not_covered(where, fn, q, texts):
    if q["expect"] != "not covered":
        return fail(f"{where}: not-covered tag but expect is not 'not covered'")
    if "page" in q or "verdict" in q:
        fail(f"{where}: not-covered item must have no page/verdict")
    kws = KW.get(fn, {}).get(q["question"])
    if not kws:
        return fail(f"{where}: no keywords in not_covered_keywords.json")
    for kw in kws:
        for name, t in texts.items():
            if has_word(t, kw):
                fail(f"{where}: keyword {kw!r} found in {name}")

# ---- seed texts (for carrier name check) ----
seed_text = ""
for p in glob.glob(os.path.join(SEED_DIR, "*.pdf")):
    seed_text += "\n".join(pages_of(p))
for p in glob.glob(os.path.join(SEED_DIR, "*.txt")):
    seed_text += open(p, encoding="utf-8").read()

# ---- guide files ----
carriers = []
for fn, short in GUIDES.items():
    d = load(fn)
    if d is None:
        continue
    for k in ("name", "company_name", "line", "files", "questions"):
        if k not in d:
            fail(f"{fn}: missing {k}")
    if set(d) - {"name", "company_name", "line", "files", "questions"}:
        fail(f"{fn}: extra top-level keys")
    if not d.get("name", "").startswith(short) or not d.get("name", "").endswith(", " + ROUND):
        fail(f"{fn}: name should be '<Carrier> <line>, {ROUND}'")
    if short not in d.get("company_name", ""):
        fail(f"{fn}: company_name does not contain {short}")
    carriers.append(short)
    files = d.get("files", [])
    if len(files) != 1 or not files[0].endswith(".pdf") or "_" in files[0]:
        fail(f"{fn}: files must be one PDF name with spaces"); continue
    pdf = os.path.join(ROOT, files[0])
    if not os.path.exists(pdf):
        fail(f"{fn}: missing {files[0]}"); continue
    doc = files[0][:-4]
    pages = pages_of(pdf)
    if len(pages) != 3:
        fail(f"{fn}: guide has {len(pages)} pages, expected 3")
    for i, pt in enumerate(pages, 1):
        w = len(pt.split())
        if not 450 <= w <= 650:
            fail(f"{fn}: page {i} has {w} words (want 450-650)")
    qs = d.get("questions", [])
    if len(qs) != 18:
        fail(f"{fn}: {len(qs)} questions, expected 18")
    nc = para = plain = yes = no = two = 0
    for i, q in enumerate(qs):
        where = f"{fn}#{i+1}"
        common_item(where, q)
        if "not-covered" in q["kind"]:
            nc += 1
            check_not_covered(where, fn, q, {doc: "\n".join(pages)})
            continue
        check_answer(where, q, lambda _d: pdf, {doc})
        if "paraphrase" in q["kind"]:
            para += 1
            if "own-words" not in q["kind"]:
                fail(f"{where}: paraphrase must also be tagged own-words")
        else:
            plain += 1
        yes += q.get("verdict") == "yes"
        no += q.get("verdict") == "no"
        two += "two-fact" in q["kind"]
    if (plain, para, nc) != (11, 3, 4):
        fail(f"{fn}: counts answerable/paraphrase/not-covered = {plain}/{para}/{nc}, want 11/3/4")
    if not yes or not no:
        fail(f"{fn}: need yes and no verdicts (yes={yes}, no={no})")
    if two != 2:
        fail(f"{fn}: {two} two-fact questions, want 2")
    if set(KW.get(fn, {})) != {q["question"] for q in qs if "not-covered" in q["kind"]}:
        fail(f"{fn}: keyword file entries do not match not-covered questions")

# ---- carrier names ----
if len(set(carriers)) != len(carriers):
    fail("carrier names repeat")
for c in carriers:
    if c.lower() in seed_text.lower():
        fail(f"carrier name {c!r} appears in seed texts")
    for w in c.split():
        if re.search(r"\b" + re.escape(w) + r"\b", seed_text, re.I):
            fail(f"carrier word {w!r} appears in seed texts")
    for b in BANNED:
        if b.lower() in c.lower() or c.lower() in b.lower():
            fail(f"carrier name {c!r} collides with banned name {b!r}")

# ---- seed file ----
sfn = f"seed-round-{ROUND}.json"
d = load(sfn)
if d is not None:
    if d.get("name") != f"seed carriers, {ROUND}":
        fail(f"{sfn}: name should be 'seed carriers, {ROUND}'")
    qs = d.get("questions", [])
    if len(qs) != 16:
        fail(f"{sfn}: {len(qs)} questions, want 16")
    per = {c: 0 for c in COMPANIES}
    yn = nc = 0
    seedpdf = lambda title: os.path.join(SEED_DIR, title.replace(" ", "_") + ".pdf")
    for i, q in enumerate(qs):
        where = f"{sfn}#{i+1}"
        common_item(where, q, ("company",))
        c = q.get("company")
        if c not in COMPANIES:
            fail(f"{where}: bad company {c!r}"); continue
        if "not-covered" in q["kind"]:
            nc += 1
            check_not_covered(where, sfn, q, {t: "\n".join(pages_of(seedpdf(t))) for t in COMPANIES[c]})
            continue
        per[c] += 1
        check_answer(where, q, seedpdf, set(COMPANIES[c]))
        yn += "yes-no" in q["kind"]
    if per != SEED_COUNTS:
        fail(f"{sfn}: per-carrier answerable counts {per}, want {SEED_COUNTS}")
    if yn != 7:
        fail(f"{sfn}: {yn} yes/no questions, want 7")
    if nc != 4:
        fail(f"{sfn}: {nc} not-covered, want 4")
    if set(KW.get(sfn, {})) != {q["question"] for q in qs if "not-covered" in q.get("kind", [])}:
        fail(f"{sfn}: keyword file entries do not match not-covered questions")

if fails:
    print("FAIL")
    for f in fails:
        print(" -", f)
    sys.exit(1)
print("PASS")
