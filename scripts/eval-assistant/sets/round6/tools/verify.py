#!/usr/bin/env python3
"""Checks the round-6 blind evaluation set in /work/blind6.

Run: python3 tools/verify.py   (prints PASS or the list of failures)
"""
import json, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED = "/work/blind-seed"
ALLOWED = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact",
           "paraphrase", "own-words", "not-covered"}

GUIDES = {
    "hotel": "Hotel and Motel Program Underwriting Guide",
    "landscaping": "Landscape and Lawn Care Contractors Manual",
    "surety": "Contract Surety Underwriting Guidelines",
}
CARRIERS = {  # made-up carriers; must not appear in any seed text
    "hotel": "Harborlight Mutual Assurance Company",
    "landscaping": "Sagebrook Casualty Company",
    "surety": "Ironbridge Surety Company",
}
SEED_DOCS = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide",
                         "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Required Documents Checklist",
                        "Businessowners Policy Eligibility Guide"],
}

# Key words of every not-covered question (matched by the start of the question text).
# None of them may occur in the relevant PDFs (lowercased, whitespace collapsed).
NOT_COVERED_KEYWORDS = {
    # hotel
    "do they offer cyber": ["cyber", "data breach", "credit card", "hack"],
    "is epli avail": ["epli", "employment practices", "wrongful termination", "harassment"],
    "whats the workers comp": ["workers comp", "workers' comp", "workers’ comp", "work comp", "housekeeper"],
    "does the hotel pkg include equip": ["equipment breakdown", "boiler", "mechanical breakdown"],
    # landscaping
    "does the gl have a wildfire": ["wildfire", "brush fire", "fire"],
    "can i add crime": ["crime", "employee dishonesty", "employee theft", "dishonesty"],
    "do they require drug": ["drug", "testing", "screening"],
    "insd also does landscape design": ["professional liability", "design", "architect", "errors and omissions", "e&o"],
    # surety
    "do they write license": ["permit", "license and permit", "license bond", "commercial bond"],
    "whats the producer commission": ["commission", "compensation"],
    "does ironbridge participate in the sba": ["sba", "small business administration", "guarantee program"],
    "is a joint check": ["joint check", "joint-check", "two-party check"],
    # seed
    "northstar - is earthquake": ["earthquake", "quake", "seismic"],
    "bluewater - what's the cargo": ["cargo", "motor truck", "trailer interchange"],
    "granite - can they add a waiver": ["waiver", "subrogation"],
    "keystone - whats the min prem": ["premium"],
}

failures = []

def fail(msg):
    failures.append(msg)

def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()

_cache = {}
def page_text(pdf, page):
    key = (pdf, page)
    if key not in _cache:
        out = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), pdf, "-"],
                             capture_output=True, text=True)
        _cache[key] = norm(out.stdout) if out.returncode == 0 else None
    return _cache[key]

def all_text(pdf):
    out = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True)
    return norm(out.stdout)

def npages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    m = re.search(r"Pages:\s+(\d+)", out)
    return int(m.group(1)) if m else -1

def keywords_for(q):
    ql = q.lower()
    hits = [v for k, v in NOT_COVERED_KEYWORDS.items() if ql.startswith(k)]
    return hits[0] if len(hits) == 1 else None

def check_question(where, q, pdf_for_doc, nc_pdfs):
    kinds = q.get("kind")
    if not isinstance(kinds, list) or not kinds:
        fail(f"{where}: kind missing"); kinds = []
    bad = set(kinds) - ALLOWED
    if bad:
        fail(f"{where}: tags not allowed {bad}")
    if not isinstance(q.get("question"), str) or not q["question"].strip():
        fail(f"{where}: empty question")
    exp = q.get("expect")
    if exp == "not covered":
        if "not-covered" not in kinds:
            fail(f"{where}: not-covered question lacks not-covered tag")
        if "verdict" in q or "page" in q:
            fail(f"{where}: not-covered question has verdict/page")
        kws = keywords_for(q["question"])
        if not kws:
            fail(f"{where}: no key-word list for not-covered question")
        else:
            for pdf in nc_pdfs:
                t = all_text(pdf)
                for k in kws:
                    if k.lower() in t:
                        fail(f"{where}: key word '{k}' found in {os.path.basename(pdf)}")
        return "nc"
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        fail(f"{where}: expect must be 'not covered' or {{doc, says}}"); return None
    if "not-covered" in kinds:
        fail(f"{where}: answerable question tagged not-covered")
    nwords = len(exp["says"].split())
    if not 2 <= nwords <= 8:
        fail(f"{where}: says has {nwords} words")
    pdf = pdf_for_doc(exp["doc"])
    if pdf is None:
        fail(f"{where}: unknown doc {exp['doc']!r}"); return "ans"
    page = q.get("page")
    if not isinstance(page, int) or page < 1:
        fail(f"{where}: bad page"); return "ans"
    t = page_text(pdf, page)
    if t is None or norm(exp["says"]) not in t:
        fail(f"{where}: says {exp['says']!r} not on page {page} of {exp['doc']}")
    if "yes-no" in kinds:
        if q.get("verdict") not in ("yes", "no"):
            fail(f"{where}: yes-no question needs verdict yes/no")
    elif "verdict" in q:
        fail(f"{where}: verdict on a question not tagged yes-no")
    return "ans"

def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except Exception as e:
        fail(f"{path}: does not parse: {e}")
        return None

# ---- seed texts must not name our carriers
seed_txt = " ".join(norm(open(os.path.join(SEED, f), encoding="utf-8").read())
                    for f in os.listdir(SEED) if f.endswith(".txt"))
for c in CARRIERS.values():
    for word in c.split()[:1]:
        if word.lower() in seed_txt:
            fail(f"carrier name word {word!r} occurs in seed texts")

# ---- guide files
import glob
verdicts_all = []
for key, title in GUIDES.items():
    pdf = os.path.join(ROOT, title + ".pdf")
    if not os.path.exists(pdf):
        fail(f"missing {pdf}"); continue
    if npages(pdf) != 3:
        fail(f"{title}: {npages(pdf)} pages, want 3")
    for p in (1, 2, 3):
        t = page_text(pdf, p) or ""
        if f"page {p} of 3" not in t:
            fail(f"{title}: footer 'Page {p} of 3' missing on page {p}")
        if CARRIERS[key].lower() not in all_text(pdf):
            fail(f"{title}: carrier name missing")
    files = glob.glob(os.path.join(ROOT, f"{key}-*.json"))
    if len(files) != 1:
        fail(f"{key}: want exactly one {key}-*.json, found {len(files)}"); continue
    d = load(files[0])
    if d is None:
        continue
    for fld in ("name", "company_name", "line", "files", "questions"):
        if fld not in d:
            fail(f"{files[0]}: missing {fld}")
    if d.get("files") != [title + ".pdf"]:
        fail(f"{files[0]}: files should be [{title}.pdf]")
    if d.get("company_name") != CARRIERS[key]:
        fail(f"{files[0]}: company_name mismatch")
    qs = d.get("questions", [])
    n_nc = n_para = n_agent = 0
    verdicts = []
    for i, q in enumerate(qs):
        r = check_question(f"{key}#{i+1}", q, lambda doc: pdf if doc == title else None, [pdf])
        k = q.get("kind", [])
        if r == "nc":
            n_nc += 1
        elif "paraphrase" in k:
            n_para += 1
        else:
            n_agent += 1
        if "verdict" in q:
            verdicts.append(q["verdict"])
    if (len(qs), n_agent, n_para, n_nc) != (18, 11, 3, 4):
        fail(f"{key}: counts total/agent/paraphrase/not-covered = {len(qs)}/{n_agent}/{n_para}/{n_nc}, want 18/11/3/4")
    if not ("yes" in verdicts and "no" in verdicts):
        fail(f"{key}: verdicts not mixed: {verdicts}")
    verdicts_all += verdicts

# ---- seed file
sp = os.path.join(ROOT, "seed-round6.json")
d = load(sp) if os.path.exists(sp) else fail("missing seed-round6.json")
if d:
    qs = d.get("questions", [])
    per_company_ans = {c: 0 for c in SEED_DOCS}
    nc_companies = []
    verdicts = []
    for i, q in enumerate(qs):
        c = q.get("company")
        if c not in SEED_DOCS:
            fail(f"seed#{i+1}: unknown company {c}"); continue
        def pdf_for(doc, c=c):
            if doc not in SEED_DOCS[c]:
                return None
            return os.path.join(SEED, doc.replace(" ", "_") + ".pdf")
        nc_pdfs = [os.path.join(SEED, t.replace(" ", "_") + ".pdf") for t in SEED_DOCS[c]]
        r = check_question(f"seed#{i+1}", q, pdf_for, nc_pdfs)
        if r == "nc":
            nc_companies.append(c)
        elif r == "ans":
            per_company_ans[c] += 1
        if "verdict" in q:
            verdicts.append(q["verdict"])
    n_ans = sum(per_company_ans.values())
    if len(qs) != 16 or n_ans != 12 or len(nc_companies) != 4:
        fail(f"seed: counts total/answerable/not-covered = {len(qs)}/{n_ans}/{len(nc_companies)}, want 16/12/4")
    for c, n in per_company_ans.items():
        if n < 2:
            fail(f"seed: {c} has {n} answerable questions, want >= 2")
    if len(set(nc_companies)) != 4:
        fail(f"seed: not-covered questions should be one each for 4 carriers: {nc_companies}")
    if not ("yes" in verdicts and "no" in verdicts):
        fail(f"seed: verdicts not mixed: {verdicts}")
    for p in qs:
        pass

if failures:
    print("FAIL")
    for f in failures:
        print(" -", f)
    sys.exit(1)
print("PASS")
