#!/usr/bin/env python3
"""Check the blind3 question sets. Exit 1 on any failure."""
import json, os, re, subprocess, sys
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED = "/work/blind-seed"
TAGS = {"shorthand","filler","own-numbers","yes-no","two-fact","paraphrase","own-words","not-covered"}
COMPANY_DOCS = {
 "cmp_hv_northstar": ["Binding Authority Memo — Q1 2025", "Dwelling Fire Program Guide", "Homeowners Underwriting Guidelines 2025"],
 "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
 "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
 "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
 "cmp_hv_keystone": ["Businessowners Policy Eligibility Guide", "Commercial Property Underwriting Rules", "Required Documents Checklist"],
}
# Distinctive key words of each not-covered question; none may occur in the text that
# the question is asked of (the guide, or all documents of the seeded carrier).
NC_KEYWORDS = {
 "does tamarack BR cover the extra cost to rebuild to LEED green standards after a loss?": ["leed", "green", "ordinance", "building code", "upgrade"],
 "whats the agent commission on BR business?": ["commission"],
 "lender needs to be on the BR as mortgagee / loss payee, how do i add them": ["lender", "mortgagee", "loss payee", "additional insured"],
 "can we get a waiver of subrogation for the subs on the BR": ["subrogation", "waiver", "subcontractor"],
 "does the BR pay for faulty workmanship or a design error that causes damage?": ["workmanship", "design", "defect", "faulty", "error"],
 "quick one - is terrorism included on builders risk or is it an add on?": ["terror", "tria"],
 "does the coppervale cyber cover reputational harm, like lost customers after a breach gets in the news?": ["reputation", "brand", "public relations", "crisis", "lost customers"],
 "whats the agent commission on cyber": ["commission"],
 "is there a war exclusion, and would a state sponsored attack be covered?": [" war ", "war exclusion", "state sponsored", "state-sponsored", "nation"],
 "does the policy cover cryptojacking / the insd's inflated cloud and electric bill from it?": ["cryptojack", "utility", "electric", "cloud"],
 "any prem credit if the insd has a 24/7 MDR or SOC service?": ["premium credit", "credits", "discount", "mdr", "managed detection", "security operations"],
 "can i add coppervale cyber as an endorsement on the insd's BOP instead of a standalone?": ["endorsement", "businessowners", "bop", "package", "standalone"],
 "does the farmowners cover hail damage to the growing crops out in the field?": ["growing crop", "crops in the field", "standing crop", "crop insurance", "unharvested"],
 "insd hauls his own grain to town in a semi, is the truck covered under the farm policy?": ["truck", "semi", "auto", "vehicle"],
 "power went out for 2 days and they dumped a whole bulk tank of milk - covered?": ["milk", "spoil", "power outage", "bulk tank", "refrigerat"],
 "whats the limit for mechanical breakdown on a center pivot irrigation system": ["pivot", "irrigation", "breakdown", "mechanical"],
 "insd has a 50 kW ground mounted solar array that sells power back to the utility, how do we cover it on the farm policy?": ["solar", "turbine", "utility", "renewable"],
 "any multi policy discount if we write their farm auto w/ you too?": ["discount", "multi", "auto", "account credit"],
 "does northstar have a flood endorsement i can add to the HO?": ["flood", "surface water"],
 "whats the max cov A on an HO-6 condo unit policy w/ northstar": ["ho-6", "condo", "unit owner"],
 "can i add rental reimbursement to a bluewater auto policy? how much per day": ["rental", "reimburse", "per day", "transportation expense"],
 "does granite have a workers comp program for the contractors i write there?": ["workers", "compensation", "employer"],
 "whats the surplus lines tax rate i should add for an oregon risk?": ["tax rate", "%"],
 "does keystone offer EPLI on the BOP and what limits?": ["epli", "employment practices", "employment"],
 "whats the hired & non-owned auto limit on a keystone BOP": ["hired", "non-owned", "auto liability"],
}
# Phrases that do occur and are checked by hand (see README): word-level false hits.
NC_ALLOWED = {("whats the surplus lines tax rate i should add for an oregon risk?", "%")}

def norm(s): return re.sub(r"\s+", " ", s.lower()).strip()
_c = {}
def pdf_pages(pdf):
    if pdf not in _c:
        n = int(re.search(r"Pages:\s+(\d+)", subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout).group(1))
        _c[pdf] = [norm(subprocess.run(["pdftotext", "-layout", "-f", str(p), "-l", str(p), pdf, "-"], capture_output=True, text=True).stdout) for p in range(1, n + 1)]
    return _c[pdf]

errors, report = [], []
def err(m): errors.append(m)

def check_q(q, where, pdf_for, nc_texts):
    kind = q.get("kind")
    if not isinstance(kind, list) or not kind: err(f"{where}: kind missing"); kind = []
    bad = set(kind) - TAGS
    if bad: err(f"{where}: bad tags {bad}")
    if len(set(kind)) != len(kind): err(f"{where}: duplicate tags")
    if q.get("expect") == "not covered":
        if "not-covered" not in kind: err(f"{where}: not-covered tag missing")
        for k in ("verdict", "page"):
            if k in q: err(f"{where}: {k} on not-covered")
        kws = NC_KEYWORDS.get(q["question"])
        if not kws: err(f"{where}: no keywords registered for not-covered question")
        else:
            for kw in kws:
                for name, txt in nc_texts:
                    if kw in txt and (q["question"], kw) not in NC_ALLOWED:
                        err(f"{where}: not-covered keyword {kw!r} found in {name}")
        return "nc"
    e = q.get("expect")
    if not isinstance(e, dict) or set(e) != {"doc", "says"}: err(f"{where}: bad expect {e}"); return "ans"
    if "not-covered" in kind: err(f"{where}: not-covered tag on answerable")
    nwords = len(e["says"].split())
    if not 2 <= nwords <= 8: err(f"{where}: says has {nwords} words")
    isyn = "yes-no" in kind
    if isyn != ("verdict" in q): err(f"{where}: verdict/yes-no mismatch")
    if "verdict" in q and q["verdict"] not in ("yes", "no"): err(f"{where}: verdict value")
    pdf = pdf_for(e["doc"])
    if not os.path.exists(pdf): err(f"{where}: missing PDF {pdf}"); return "ans"
    pages = pdf_pages(pdf)
    p = q.get("page")
    if not isinstance(p, int) or not 1 <= p <= len(pages): err(f"{where}: bad page {p}"); return "ans"
    if norm(e["says"]) not in pages[p - 1]: err(f"{where}: says not on page {p}: {e['says']!r}")
    return "ans"

def tally(qs):
    from collections import Counter
    c = Counter(t for q in qs for t in q.get("kind", []))
    return dict(sorted(c.items()))

# --- guide sets
GUIDES = [("tamarack-builders-risk.json", "src/tamarack_builders_risk.txt"),
          ("coppervale-cyber.json", "src/coppervale_cyber.txt"),
          ("prairie-hearth-farmowners.json", "src/prairie_hearth_farmowners.txt")]
seed_names = " ".join(norm(open(os.path.join(SEED, f)).read()) for f in os.listdir(SEED) if f.endswith(".txt"))
for fn, txt in GUIDES:
    try: d = json.load(open(os.path.join(BASE, fn)))
    except Exception as x: err(f"{fn}: JSON {x}"); continue
    if set(d) != {"name", "company_name", "line", "files", "questions"}: err(f"{fn}: top-level keys {set(d)}")
    if d["company_name"].split()[0].lower() in seed_names: err(f"{fn}: carrier name appears in seed docs")
    docs = {f[:-4] for f in d["files"]}
    guide_text = norm(open(os.path.join(BASE, txt)).read())
    def pdf_for(doc, docs=docs, fn=fn):
        if doc not in docs: err(f"{fn}: doc {doc!r} not in files")
        return os.path.join(BASE, doc + ".pdf")
    res = [check_q(q, f"{fn}#{i+1}", pdf_for, [(txt, " " + guide_text + " ")]) for i, q in enumerate(d["questions"])]
    qs = d["questions"]
    n_ans, n_nc = res.count("ans"), res.count("nc")
    n_para = sum(1 for q, r in zip(qs, res) if r == "ans" and "paraphrase" in q["kind"])
    n_agent = n_ans - n_para
    if (len(qs), n_agent, n_para, n_nc) != (25, 16, 3, 6): err(f"{fn}: counts total={len(qs)} agent={n_agent} paraphrase={n_para} nc={n_nc}")
    report.append(f"{fn}: {len(qs)} questions = {n_agent} agent-typed + {n_para} paraphrase + {n_nc} not covered; yes/no verdicts {sum('verdict' in q for q in qs)} (yes {sum(q.get('verdict')=='yes' for q in qs)}, no {sum(q.get('verdict')=='no' for q in qs)}); tags {tally(qs)}")

# --- seed set
fn = "seed-round3.json"
try:
    d = json.load(open(os.path.join(BASE, fn)))
    if set(d) != {"name", "questions"} or d["name"] != "seed carriers, round 3": err(f"{fn}: top level")
    per = {}
    res = []
    for i, q in enumerate(d["questions"]):
        c = q.get("company")
        if c not in COMPANY_DOCS: err(f"{fn}#{i+1}: company {c}"); continue
        if list(q)[0] != "company": err(f"{fn}#{i+1}: key order")
        texts = [(doc, " " + norm(open(os.path.join(SEED, doc.replace(" ", "_") + ".txt")).read()) + " ") for doc in COMPANY_DOCS[c]]
        def pdf_for(doc, c=c, i=i):
            if doc not in COMPANY_DOCS[c]: err(f"{fn}#{i+1}: doc {doc!r} not a document of {c}")
            return os.path.join(SEED, doc.replace(" ", "_") + ".pdf")
        r = check_q(q, f"{fn}#{i+1}", pdf_for, texts)
        res.append(r); per.setdefault(c, [0, 0])[0 if r == "ans" else 1] += 1
    qs = d["questions"]
    if (len(qs), res.count("ans"), res.count("nc")) != (26, 19, 7): err(f"{fn}: counts {len(qs)} {res.count('ans')} {res.count('nc')}")
    report.append(f"{fn}: {len(qs)} questions = {res.count('ans')} answerable + {res.count('nc')} not covered; per company (answerable, not covered) {per}; verdicts {sum('verdict' in q for q in qs)}; tags {tally(qs)}")
except Exception as x:
    err(f"{fn}: {x!r}")

print("\n".join(report))
if errors:
    print("\nFAIL"); print("\n".join(errors)); sys.exit(1)
print("\nPASS")
