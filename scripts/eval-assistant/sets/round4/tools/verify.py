#!/usr/bin/env python3
"""Checks the round-4 blind sets. Exit 0 only when everything passes."""
import json, os, re, subprocess, sys
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
SEED = "/work/blind-seed"
TAGS = {"shorthand","filler","own-numbers","yes-no","two-fact","paraphrase","own-words","not-covered"}
SEED_DOCS = {
 "cmp_hv_northstar": ["Binding Authority Memo — Q1 2025","Dwelling Fire Program Guide","Homeowners Underwriting Guidelines 2025"],
 "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual","Fleet Safety Program Requirements"],
 "cmp_hv_granite": ["Contractors Program Underwriting Guide","Inland Marine Equipment Floater Guidelines"],
 "cmp_hv_evergreen": ["E&S General Liability Appetite Guide","E&S Submission and Binding Procedures"],
 "cmp_hv_keystone": ["Businessowners Policy Eligibility Guide","Commercial Property Underwriting Rules","Required Documents Checklist"],
}
# Key words of each not-covered question, grepped (case-insensitive) in every document of that carrier / guide.
NC_WORDS = {
 "whats the commission on harborline": ["commission"],
 "does the umbrella cover punitive": ["punitive", "exemplary"],
 "can the insd do an installment": ["installment", "pay plan", "payment plan", "premium financ", "paid in full", "deposit"],
 "so my insured has a warehouse in monterrey": ["mexico", "foreign", "worldwide", "territory", "international", "outside the united"],
 "quick q, insd wants the umbrella on a claims-made": ["claims-made", "claims made", "occurrence form", "occurrence basis", "retro"],
 "does the storage package include earthquake": ["earthquake", "earth movement", "seismic"],
 "owner put solar panels": ["solar", "panel", "photovoltaic"],
 "can we write the work comp": ["workers", "work comp", "employers liability", "employee"],
 "what's commission on the sagebrush": ["commission"],
 "quick q how many road miles from the fire station": ["fire station", "road mile", "fire department", "responding"],
 "if the bartender slips": ["workers", "employers liability", "employee injur", "bartender", "slip", "injury to an employee"],
 "insd owns 3 restaurants, any multi-location": ["discount", "multi", "locations", "credit", "schedule"],
 "can i add the landlord": ["additional insured", "landlord", "lessor"],
 "bar wants to sell thc": ["thc", "cannabis", "marijuana", "hemp", "seltzer"],
 "whats the commission on copperfield": ["commission"],
 "whats northstar's min earned": ["earned", "cancellation", "midterm", "short rate", "pro rata", "refund"],
 "bluewater new biz - how many yrs of loss runs": ["loss run", "loss history", "prior carrier", "claims history"],
 "does granite require the contractor to have a written safety": ["safety", "osha", "training"],
 "evergreen - whats the surplus lines tax": ["tax rate", "% tax", "percent", "fee of", "fee is", "tax is"],
 "keystone property - can we add flood": ["flood", "earthquake", "earth movement"],
 "quick q whats the hired & non-owned": ["hired", "non-owned", "auto liability", "hnoa"],
}
errors, notes = [], []
_page_cache = {}
def page_text(pdf, n):
    k = (pdf, n)
    if k not in _page_cache:
        r = subprocess.run(["pdftotext", "-layout", "-f", str(n), "-l", str(n), pdf, "-"], capture_output=True, text=True)
        if r.returncode != 0: errors.append(f"pdftotext failed on {pdf} p{n}"); _page_cache[k] = ""
        else: _page_cache[k] = re.sub(r"\s+", " ", r.stdout.lower())
    return _page_cache[k]
def full_text(pdf):
    r = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True)
    return re.sub(r"\s+", " ", r.stdout.lower())
def npages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))

def check_q(label, q, pdf_for_doc, allowed_docs, nc_pdfs):
    kind = q.get("kind")
    if not isinstance(kind, list) or not set(kind) <= TAGS:
        errors.append(f"{label}: bad kind {kind}")
        kind = kind if isinstance(kind, list) else []
    exp = q.get("expect")
    if exp == "not covered":
        if "not-covered" not in kind: errors.append(f"{label}: not covered but no not-covered tag")
        for key in ("verdict", "page"):
            if key in q: errors.append(f"{label}: not-covered question has {key}")
        words = [v for k, v in NC_WORDS.items() if q["question"].lower().startswith(k.lower())]
        if len(words) != 1: errors.append(f"{label}: no grep words registered for not-covered question"); return "nc"
        for pdf in nc_pdfs:
            t = full_text(pdf)
            for w in words[0]:
                if w.lower() in t:
                    i = t.index(w.lower())
                    notes.append(f"{label}: '{w}' occurs in {os.path.basename(pdf)}: ...{t[max(0,i-70):i+70]}...")
        return "nc"
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        errors.append(f"{label}: bad expect {exp}"); return "a"
    if "not-covered" in kind: errors.append(f"{label}: answerable but tagged not-covered")
    if exp["doc"] not in allowed_docs: errors.append(f"{label}: doc {exp['doc']!r} not allowed here")
    else:
        says = exp["says"]
        if not (2 <= len(says.split()) <= 8): errors.append(f"{label}: says has {len(says.split())} words")
        pdf = pdf_for_doc(exp["doc"]); p = q.get("page")
        if not isinstance(p, int) or not os.path.exists(pdf) or p < 1 or p > npages(pdf):
            errors.append(f"{label}: bad page {p} / pdf {pdf}")
        else:
            needle = re.sub(r"\s+", " ", says.lower()).strip()
            if needle not in page_text(pdf, p):
                errors.append(f"{label}: says {says!r} not on page {p} of {os.path.basename(pdf)}")
    yn = "yes-no" in kind
    if yn and q.get("verdict") not in ("yes", "no"): errors.append(f"{label}: yes-no without verdict")
    if not yn and "verdict" in q: errors.append(f"{label}: verdict without yes-no tag")
    return "a"

def summarize(name, qs, kinds_count):
    for q in qs:
        for k in q.get("kind", []): kinds_count[k] = kinds_count.get(k, 0) + 1

total_kinds = {}
for slug in ("umbrella", "self-storage", "liquor"):
    path = os.path.join(ROOT, slug + ".json")
    try: d = json.load(open(path))
    except Exception as e: errors.append(f"{slug}: JSON error {e}"); continue
    for key in ("name", "company_name", "line", "files", "questions"):
        if key not in d: errors.append(f"{slug}: missing {key}")
    pdfs = [os.path.join(ROOT, f) for f in d["files"]]
    for p in pdfs:
        if not os.path.exists(p): errors.append(f"{slug}: missing {p}")
        elif not 3 <= npages(p) <= 4: errors.append(f"{slug}: {p} has {npages(p)} pages")
    docs = [f[:-4] for f in d["files"]]
    qs = d["questions"]; c = {"a": 0, "nc": 0, "para": 0}
    for i, q in enumerate(qs):
        r = check_q(f"{slug}#{i+1}", q, lambda doc: os.path.join(ROOT, doc + ".pdf"), docs, pdfs)
        if r == "nc": c["nc"] += 1
        elif "paraphrase" in q["kind"]: c["para"] += 1
        else: c["a"] += 1
    if len(qs) != 22 or c != {"a": 14, "nc": 5, "para": 3}:
        errors.append(f"{slug}: counts {len(qs)} {c}, want 22 = 14 answerable + 3 paraphrase + 5 not covered")
    k = {}; summarize(slug, qs, k)
    print(f"{slug}: {len(qs)} questions, {c}, kinds {dict(sorted(k.items()))}")
    for kk, v in k.items(): total_kinds[kk] = total_kinds.get(kk, 0) + v

seedpdf = lambda doc: os.path.join(SEED, doc.replace(" ", "_") + ".pdf")
for comp, docs in SEED_DOCS.items():
    for doc in docs:
        if not os.path.exists(seedpdf(doc)): errors.append(f"seed pdf missing for {doc}")
try:
    d = json.load(open(os.path.join(ROOT, "seed-round4.json")))
    if d.get("name") != "seed carriers, round 4": errors.append("seed: wrong name")
    qs = d["questions"]; c = {"a": 0, "nc": 0}; per = {}
    for i, q in enumerate(qs):
        comp = q.get("company")
        if comp not in SEED_DOCS: errors.append(f"seed#{i+1}: bad company {comp}"); continue
        r = check_q(f"seed#{i+1}", q, seedpdf, SEED_DOCS[comp], [seedpdf(x) for x in SEED_DOCS[comp]])
        c[r] += 1; per.setdefault(comp, [0, 0])[0 if r == "a" else 1] += 1
    if len(qs) != 22 or set(per) != set(SEED_DOCS): errors.append(f"seed: {len(qs)} questions over {sorted(per)}")
    if not (15 <= c["a"] <= 17): errors.append(f"seed: {c['a']} answerable")
    k = {}; summarize("seed", qs, k)
    print(f"seed: {len(qs)} questions, {c}, per company [answerable, not covered] {per}, kinds {dict(sorted(k.items()))}")
    for kk, v in k.items(): total_kinds[kk] = total_kinds.get(kk, 0) + v
except Exception as e: errors.append(f"seed: {e!r}")
print("all sets, kinds:", dict(sorted(total_kinds.items())))
for n in notes: print("GREP HIT (review):", n)
for e in errors: print("ERROR:", e)
print("RESULT:", "PASS" if not errors and not notes else ("FAIL" if errors else "REVIEW GREP HITS"))
sys.exit(1 if errors or notes else 0)
