#!/usr/bin/env python3
"""Checks the round-8 blind evaluation set in /work/blind8. Prints PASS or the failures."""
import json, os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
SEED = "/work/blind-seed"
ALLOWED = {"shorthand","filler","own-numbers","yes-no","two-fact","paraphrase","own-words","not-covered"}
SEED_DOCS = {
 "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025","Dwelling Fire Program Guide","Binding Authority Memo — Q1 2025"],
 "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual","Fleet Safety Program Requirements"],
 "cmp_hv_granite": ["Contractors Program Underwriting Guide","Inland Marine Equipment Floater Guidelines"],
 "cmp_hv_evergreen": ["E&S General Liability Appetite Guide","E&S Submission and Binding Procedures"],
 "cmp_hv_keystone": ["Commercial Property Underwriting Rules","Required Documents Checklist","Businessowners Policy Eligibility Guide"],
}
# key words of every not-covered question: none may occur (whole word / phrase) in the relevant PDFs
NC_WORDS = {
 "do they offer EPLI for the kennel staff?": ["epli","employment practices","harassment","wrongful termination","discrimination"],
 "flood cov available for a boarding kennel in a flood zone?": ["flood","flooding"],
 "whats the commission % on pet services biz": ["commission","commissions"],
 "insd needs a surety bond for the county kennel license, can copperfield do that?": ["surety","bond","bonds"],
 "any EQ cov on the STR dwellings?": ["earthquake","quake","eq","earth movement","seismic"],
 "can the host pay monthly instead of all up front?": ["monthly","installment","installments","payment plan","pay plan"],
 "guest wont leave after checkout - does the policy help w/ eviction costs?": ["eviction","evict","squatter","squatters","holdover","overstay"],
 "does alder cove write a personal umbrella for hosts?": ["umbrella"],
 "do they write WC for the bakery staff?": ["workers","compensation","wc","employer's liability"],
 "need the delivery trucks on it too, is comm auto avail?": ["auto","automobile","truck","trucks","vehicle","vehicles","van","vans"],
 "cyber cov if the brewery gets hit w/ ransomware?": ["cyber","ransomware","data breach","hacker"],
 "max umbrella limit for a food mfr?": ["umbrella","excess"],
 "does northstar offer flood cov on the HO?": ["flood","flooding"],
 "does bluewater write motor truck cargo for the box trucks?": ["cargo","motor truck cargo"],
 "can granite do a builders risk policy on a remodel job?": ["builders risk","builder's risk","builders","builder","course of construction"],
 "is the evergreen GL auditable at the end of the term?": ["audit","auditable","audited","audits"],
}
COUNTS_GUIDE = {"answerable_typed": 11, "paraphrase": 3, "not_covered": 4}
fails = []
def fail(m): fails.append(m)
def norm(t): return re.sub(r"\s+", " ", t.lower()).strip()
_cache = {}
def page_text(pdf, n):
    k = (pdf, n)
    if k not in _cache:
        _cache[k] = norm(subprocess.run(["pdftotext","-layout","-f",str(n),"-l",str(n),pdf,"-"], capture_output=True, text=True).stdout)
    return _cache[k]
def npages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    m = re.search(r"Pages:\s+(\d+)", out); return int(m.group(1)) if m else 0
def full_text(pdf): return " ".join(page_text(pdf, i) for i in range(1, npages(pdf)+1))
def has_word(text, w): return re.search(r"(?<![a-z0-9])" + re.escape(w.lower()) + r"(?![a-z0-9])", text) is not None

def check_q(fname, i, qq, pdf_for_doc, nc_pdfs):
    tag = f"{fname}#{i+1}"
    for k in qq.get("kind", []):
        if k not in ALLOWED: fail(f"{tag}: tag {k!r} not allowed")
    if not qq.get("kind"): fail(f"{tag}: no kind")
    if not qq.get("question"): fail(f"{tag}: empty question")
    e = qq.get("expect")
    if e == "not covered":
        if "not-covered" not in qq["kind"]: fail(f"{tag}: not-covered tag missing")
        if "verdict" in qq or "page" in qq: fail(f"{tag}: verdict/page on not-covered question")
        words = NC_WORDS.get(qq["question"])
        if not words: fail(f"{tag}: no key words listed for not-covered question"); return "nc"
        for p in nc_pdfs:
            t = full_text(p)
            for w in words:
                if has_word(t, w): fail(f"{tag}: key word {w!r} occurs in {os.path.basename(p)}")
        return "nc"
    if "not-covered" in qq["kind"]: fail(f"{tag}: answerable question tagged not-covered")
    if not isinstance(e, dict) or not e.get("doc") or not e.get("says"): fail(f"{tag}: bad expect"); return None
    nw = len(e["says"].split())
    if not 2 <= nw <= 8: fail(f"{tag}: says has {nw} words")
    pdf = pdf_for_doc(e["doc"])
    if not pdf or not os.path.exists(pdf): fail(f"{tag}: doc {e['doc']!r} has no PDF"); return None
    p = qq.get("page")
    if not isinstance(p, int) or p < 1 or p > npages(pdf): fail(f"{tag}: bad page {p}"); return None
    if norm(e["says"]) not in page_text(pdf, p): fail(f"{tag}: says {e['says']!r} not on page {p} of {e['doc']}")
    yn = "yes-no" in qq["kind"]
    if yn and qq.get("verdict") not in ("yes","no"): fail(f"{tag}: yes-no question without verdict")
    if not yn and "verdict" in qq: fail(f"{tag}: verdict on non yes-no question")
    return "para" if "paraphrase" in qq["kind"] else "typed"

def check_guide(fname):
    path = os.path.join(ROOT, fname)
    try: d = json.load(open(path))
    except Exception as ex: fail(f"{fname}: JSON does not parse: {ex}"); return
    for k in ("name","company_name","line","files","questions"):
        if k not in d: fail(f"{fname}: missing {k}")
    if len(d["files"]) != 1: fail(f"{fname}: expected one file")
    pdf = os.path.join(ROOT, d["files"][0]); title = d["files"][0][:-4]
    if npages(pdf) != 3: fail(f"{fname}: {d['files'][0]} has {npages(pdf)} pages, want 3")
    for n in (1,2,3):
        if f"page {n} of 3" not in page_text(pdf, n): fail(f"{fname}: footer 'Page {n} of 3' missing")
        wc = len(page_text(pdf, n).split())
        if not 450 <= wc <= 850: fail(f"{fname}: page {n} has {wc} words")
    # carrier name must not appear in seed texts
    short = d["company_name"].split()[0].lower()
    for f in os.listdir(SEED):
        if f.endswith(".txt") and short in open(os.path.join(SEED, f)).read().lower(): fail(f"{fname}: carrier name in seed {f}")
    for banned in ["ironbridge","harborlight","sagebrook","brightwell","cormorant","pennant road","larkspur","vesper hill"]:
        if banned in d["company_name"].lower(): fail(f"{fname}: banned carrier name")
    c = {"typed":0,"para":0,"nc":0}; verdicts = set()
    for i, qq in enumerate(d["questions"]):
        r = check_q(fname, i, qq, lambda doc: pdf if doc == title else None, [pdf])
        if r: c[r] += 1
        if "verdict" in qq: verdicts.add(qq["verdict"])
    if len(d["questions"]) != 18: fail(f"{fname}: {len(d['questions'])} questions, want 18")
    if (c["typed"], c["para"], c["nc"]) != (11, 3, 4): fail(f"{fname}: counts typed/paraphrase/nc = {c}")
    if verdicts != {"yes","no"}: fail(f"{fname}: verdicts not mixed: {verdicts}")
    two = sum("two-fact" in qq["kind"] for qq in d["questions"])
    if two < 2: fail(f"{fname}: fewer than 2 two-fact questions")
    return c

def seed_pdf(doc): return os.path.join(SEED, doc.replace(" ", "_") + ".pdf")
def check_seed():
    fname = "seed-round8.json"
    try: d = json.load(open(os.path.join(ROOT, fname)))
    except Exception as ex: fail(f"{fname}: JSON does not parse: {ex}"); return
    per = {k: [0,0] for k in SEED_DOCS}; c = {"typed":0,"para":0,"nc":0}; verdicts = set()
    for i, qq in enumerate(d["questions"]):
        comp = qq.get("company")
        if comp not in SEED_DOCS: fail(f"{fname}#{i+1}: bad company {comp}"); continue
        docs = SEED_DOCS[comp]
        r = check_q(fname, i, qq, lambda doc: seed_pdf(doc) if doc in docs else None, [seed_pdf(x) for x in docs])
        if r: c[r] += 1
        if r in ("typed","para"): per[comp][0] += 1
        if r == "nc": per[comp][1] += 1
        if "verdict" in qq: verdicts.add(qq["verdict"])
    if len(d["questions"]) != 16: fail(f"{fname}: {len(d['questions'])} questions, want 16")
    if c["typed"] + c["para"] != 12 or c["para"] != 0 or c["nc"] != 4: fail(f"{fname}: counts {c}")
    for k, (a, n) in per.items():
        if a < 2: fail(f"{fname}: {k} has {a} answerable questions")
        if n > 1: fail(f"{fname}: {k} has {n} not-covered questions")
    if sum(1 for k in per if per[k][1] == 1) != 4: fail(f"{fname}: not-covered must cover 4 carriers")
    if verdicts != {"yes","no"}: fail(f"{fname}: verdicts not mixed")
    return c

for f in ["pets-copperfield.json","str-aldercove.json","food-stonemill.json"]:
    check_guide(f)
check_seed()
expected = {"Copperfield Pet Services Underwriting Guide.pdf","Alder Cove Short-Term Rental Dwelling Program Manual.pdf",
 "Stonemill Food and Beverage Manufacturers Underwriting Guide.pdf","pets-copperfield.json","str-aldercove.json",
 "food-stonemill.json","seed-round8.json","src","tools","README.md"}
extra = set(os.listdir(ROOT)) - expected; missing = expected - set(os.listdir(ROOT))
if extra: fail(f"unexpected files in {ROOT}: {sorted(extra)}")
if missing: fail(f"missing files in {ROOT}: {sorted(missing)}")
if fails:
    print("FAIL"); [print(" -", m) for m in fails]; sys.exit(1)
print("PASS: 3 guides x 18 questions (11 typed, 3 paraphrase, 4 not covered), seed 16 questions (12 answerable, 4 not covered); every says found on its page; not-covered key words absent")
