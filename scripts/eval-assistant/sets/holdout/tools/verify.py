"""Checks every held-out question file: `says` must be an exact substring of the cited page's
`pdftotext -layout` text after lowercasing and collapsing whitespace; counts and tags are checked too.
Run from anywhere: python3 /work/blind-holdout/tools/verify.py"""
import json, os, re, subprocess, sys
from collections import Counter
HERE = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
SEED = "/work/blind-seed"
KINDS = {"shorthand","filler","own-numbers","yes-no","two-fact","paraphrase","own-words","not-covered"}
SEED_DOCS = {  # company -> documents of that carrier (titles as in the seed file names)
 "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Binding Authority Memo — Q1 2025", "Dwelling Fire Program Guide"],
 "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
 "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
 "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
 "cmp_hv_keystone": ["Businessowners Policy Eligibility Guide", "Commercial Property Underwriting Rules", "Required Documents Checklist"],
}
norm = lambda s: re.sub(r"\s+", " ", s.lower()).strip()
_cache = {}
def pages(pdf):
    if pdf not in _cache:
        out = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True, check=True).stdout
        ps = out.split("\f")
        if ps and not ps[-1].strip(): ps = ps[:-1]
        _cache[pdf] = [norm(p) for p in ps]
    return _cache[pdf]

errors = []
def check(fname, qs, pdf_for, company_of=None):
    c = Counter()
    for i, q in enumerate(qs, 1):
        tag = f"{fname} #{i}"
        kinds = q.get("kind", [])
        if not kinds or set(kinds) - KINDS: errors.append(f"{tag}: bad kind {kinds}")
        if q["expect"] == "not covered":
            c["not-covered"] += 1
            if "not-covered" not in kinds: errors.append(f"{tag}: missing not-covered tag")
            if "page" in q or "verdict" in q: errors.append(f"{tag}: not-covered with page/verdict")
            continue
        c["own-words" if "own-words" in kinds else "answered"] += 1
        if "not-covered" in kinds: errors.append(f"{tag}: answered but tagged not-covered")
        if ("verdict" in q) != ("yes-no" in kinds): errors.append(f"{tag}: verdict/yes-no mismatch")
        if "verdict" in q and q["verdict"] not in ("yes", "no"): errors.append(f"{tag}: verdict")
        doc, says, page = q["expect"]["doc"], q["expect"]["says"], q["page"]
        if company_of and doc not in SEED_DOCS[company_of(q)]: errors.append(f"{tag}: {doc} not a doc of {company_of(q)}")
        ps = pages(pdf_for(doc))
        if not 1 <= page <= len(ps): errors.append(f"{tag}: page {page} out of range"); continue
        if norm(says) not in ps[page - 1]: errors.append(f"{tag}: says {says!r} NOT on {doc} p{page}")
        other = [n + 1 for n, p in enumerate(ps) if n + 1 != page and norm(says) in p]
        if other: print(f"  note {tag}: {says!r} also on page(s) {other} of {doc}")
    return c

for fname in ["cedar-ridge-apartments.json", "ironhorse-motor-truck-cargo.json"]:
    d = json.load(open(os.path.join(HERE, fname), encoding="utf-8"))
    for f in d["files"]:
        if not os.path.exists(os.path.join(HERE, f)): errors.append(f"{fname}: missing {f}")
    c = check(fname, d["questions"], lambda doc: os.path.join(HERE, doc + ".pdf"))
    print(fname, dict(c), "total", len(d["questions"]))
    if (c["answered"], c["not-covered"], c["own-words"]) != (17, 6, 5): errors.append(f"{fname}: counts {dict(c)}")

d = json.load(open(os.path.join(HERE, "seed-holdout.json"), encoding="utf-8"))
qs = d["questions"]
c = check("seed-holdout.json", qs, lambda doc: os.path.join(SEED, doc.replace(" ", "_") + ".pdf"), lambda q: q["company"])
print("seed-holdout.json", dict(c), "total", len(qs), dict(Counter(q["company"] for q in qs)))
if len(qs) != 24: errors.append("seed: not 24")
per = Counter(q["company"] for q in qs)
if per["cmp_hv_northstar"] < 8 or per["cmp_hv_bluewater"] < 5: errors.append(f"seed: company counts {dict(per)}")

print("\n".join(errors) if errors else "ALL CHECKS PASSED")
sys.exit(1 if errors else 0)
