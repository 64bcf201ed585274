#!/usr/bin/env python3
"""Checks the round-5 blind set in /work/blind5. Exit 0 = pass."""
import json, re, subprocess, sys, os
BASE = "/work/blind5"
SEED = "/work/blind-seed"
TAGS = {"shorthand","filler","own-numbers","yes-no","two-fact","paraphrase","own-words","not-covered"}
COMPANY_DOCS = {
 "cmp_hv_northstar": ["Binding Authority Memo — Q1 2025","Dwelling Fire Program Guide","Homeowners Underwriting Guidelines 2025"],
 "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual","Fleet Safety Program Requirements"],
 "cmp_hv_granite": ["Contractors Program Underwriting Guide","Inland Marine Equipment Floater Guidelines"],
 "cmp_hv_evergreen": ["E&S General Liability Appetite Guide","E&S Submission and Binding Procedures"],
 "cmp_hv_keystone": ["Businessowners Policy Eligibility Guide","Commercial Property Underwriting Rules","Required Documents Checklist"],
}
# key words of each not-covered question; none may occur in the relevant documents
NC_KEYS = {
 "does brightwell offer EPLI for the daycare staff?": ["epli","employment","practices"],
 "whats the commission on the child care program?": ["commission"],
 "center is in a flood zone, is flood cov available?": ["flood","zone"],
 "quick q any credit for security cameras in the classrooms?": ["credit","camera","security"],
 "does cormorant write USL&H / longshore for the marina employees?": ["usl","longshore","harbor worker","workers","compensation","employee"],
 "min earned prem if insd cancels midterm?": ["earned","cancel","midterm","short rate","pro rata"],
 "do they cover the boats the marina has in dealer inventory for sale?": ["dealer","inventory","for sale","floor plan"],
 "marina hosts a boat show every summer, is there a special events sublimit?": ["show","event","sublimit","sub-limit"],
 "do they write HO-6 condo unit owners?": ["ho-6","condo","unit owner","unit-owner"],
 "whats the rental reimbursement limit on bluewater auto?": ["rental","reimbursement","loss of use","substitute"],
 "can granite put an umbrella or excess layer over the contractors GL?": ["umbrella","excess"],
 "min prem for a keystone BOP?": ["premium"],
}
errors = []
def err(m): errors.append(m)
def norm(s): return re.sub(r"\s+", " ", s.lower()).strip()
_cache = {}
def page_text(pdf, page):
    k = (pdf, page)
    if k not in _cache:
        if not os.path.exists(pdf): err(f"missing PDF {pdf}"); _cache[k] = ""
        else:
            _cache[k] = norm(subprocess.run(["pdftotext","-layout","-f",str(page),"-l",str(page),pdf,"-"],capture_output=True,text=True).stdout)
    return _cache[k]
def all_text(pdf):
    n = int(re.search(r"Pages:\s+(\d+)", subprocess.run(["pdfinfo",pdf],capture_output=True,text=True).stdout).group(1))
    return " ".join(page_text(pdf,p) for p in range(1,n+1)), n
def check_q(q, where, pdf_for_doc, docs_ok, nc_pdfs):
    kind = q.get("kind")
    if not isinstance(kind, list) or not kind: err(f"{where}: kind missing"); kind = []
    bad = set(kind) - TAGS
    if bad: err(f"{where}: bad tags {bad}")
    if len(set(kind)) != len(kind): err(f"{where}: duplicate tags")
    exp = q.get("expect")
    if exp == "not covered":
        if "not-covered" not in kind: err(f"{where}: not-covered tag missing")
        for f in ("verdict","page"):
            if f in q: err(f"{where}: '{f}' on not-covered question")
        keys = NC_KEYS.get(q["question"])
        if not keys: err(f"{where}: no grep keys listed for not-covered question")
        else:
            for pdf in nc_pdfs:
                txt, _ = all_text(pdf)
                for kw in keys:
                    if kw in txt: err(f"{where}: not-covered key word '{kw}' found in {os.path.basename(pdf)}")
        return "nc"
    if not isinstance(exp, dict) or set(exp) != {"doc","says"}: err(f"{where}: bad expect {exp}"); return None
    if "not-covered" in kind: err(f"{where}: not-covered tag on answerable")
    if exp["doc"] not in docs_ok: err(f"{where}: doc '{exp['doc']}' not allowed here")
    page = q.get("page")
    if not isinstance(page, int) or page < 1: err(f"{where}: bad page"); return None
    says = exp["says"]; nw = len(says.split())
    if not 2 <= nw <= 8: err(f"{where}: says has {nw} words")
    if norm(says) not in page_text(pdf_for_doc(exp["doc"]), page):
        err(f"{where}: says '{says}' not on page {page} of {exp['doc']}")
    yn = "yes-no" in kind
    if yn and q.get("verdict") not in ("yes","no"): err(f"{where}: yes-no without verdict")
    if not yn and "verdict" in q: err(f"{where}: verdict without yes-no tag")
    return "own" if ("paraphrase" in kind or "own-words" in kind) else "agent"
def check_guide(fn, want=(11,3,4)):
    d = json.load(open(os.path.join(BASE, fn)))
    for f in ("name","company_name","line","files","questions"):
        if f not in d: err(f"{fn}: missing {f}")
    if len(d["files"]) != 1: err(f"{fn}: expected one file")
    pdf = os.path.join(BASE, d["files"][0]); doc = d["files"][0][:-4]
    txt, n = all_text(pdf)
    if n != 3: err(f"{fn}: PDF has {n} pages, want 3")
    for p in range(1, n+1):
        if f"page {p} of {n}" not in page_text(pdf, p): err(f"{fn}: footer missing on page {p}")
    seed_txt = " ".join(norm(open(os.path.join(SEED,f)).read()) for f in os.listdir(SEED) if f.endswith(".txt"))
    if norm(d["company_name"]) in seed_txt: err(f"{fn}: carrier name appears in seed documents")
    counts = {"agent":0,"own":0,"nc":0}
    for i, q in enumerate(d["questions"]):
        r = check_q(q, f"{fn}#{i}", lambda _d: pdf, {doc}, [pdf])
        if r: counts[r] += 1
    if (counts["agent"],counts["own"],counts["nc"]) != want: err(f"{fn}: counts {counts}, want {want}")
    return counts
def check_seed(fn="seed-round5.json"):
    d = json.load(open(os.path.join(BASE, fn)))
    if d.get("name") != "seed carriers, round 5": err(f"{fn}: name")
    qs = d["questions"]
    if len(qs) != 16: err(f"{fn}: {len(qs)} questions, want 16")
    counts = {"agent":0,"own":0,"nc":0}
    pdf_for = lambda doc: os.path.join(SEED, doc.replace(" ","_") + ".pdf")
    for i, q in enumerate(qs):
        co = q.get("company")
        if co not in COMPANY_DOCS: err(f"{fn}#{i}: unknown company {co}"); continue
        r = check_q(q, f"{fn}#{i}", pdf_for, set(COMPANY_DOCS[co]), [pdf_for(x) for x in COMPANY_DOCS[co]])
        if r: counts[r] += 1
    if counts["nc"] != 4: err(f"{fn}: {counts['nc']} not-covered, want 4")
    if len(set(q.get("company") for q in qs)) != 5: err(f"{fn}: not all five carriers used")
    return counts
res = {}
for fn in ("brightwell-child-care.json","cormorant-marina.json"): res[fn] = check_guide(fn)
res["seed-round5.json"] = check_seed()
for k, v in res.items(): print(k, v)
if errors:
    print("FAIL"); [print(" -", e) for e in errors]; sys.exit(1)
print("PASS")
