#!/usr/bin/env python3
"""Verify the round-11 blind evaluation set.

Checks
  * every JSON file parses and follows the required format;
  * every `says` is found (case- and whitespace-insensitive) in the `pdftotext -layout`
    text of the named document on the given page;
  * every not-covered question's key words (tools/not_covered_keywords.json) are absent
    from all of that carrier's documents (whole-word match);
  * counts and tags are right (guides: 18 = 11 answerable + 3 paraphrase + 4 not covered,
    yes and no verdicts, 2 two-fact; seed: 16 = 12 answerable spread 3/3/2/2/2, 7 yes/no,
    4 not covered);
  * the invented carrier names do not appear in the seed texts and are not on the banned list;
  * each guide PDF has 3 pages of about 450-650 words.
Prints PASS, or lists the failures and exits 1.
"""
import json, os, re, subprocess, sys, glob

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, ".."))
SEED_DIR = "/work/blind-seed"
ROUND = "round 11"
SEED_FILE = "seed-round11.json"
GUIDE_FILES = ["guide-thornbury-vacant-dwellings.json",
               "guide-ashgrove-security-guards.json",
               "guide-fenwick-dray-wineries-breweries.json"]
ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact",
                "paraphrase", "own-words", "not-covered"}
SEED_COMPANIES = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide",
                         "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Required Documents Checklist",
                        "Businessowners Policy Eligibility Guide"],
}
SEED_SPREAD = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2,
               "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}
BANNED = ["Alder Cove", "Brightwell", "Cedar Hollow", "Cedar Ridge", "Copperfield", "Coppervale",
          "Cormorant", "Harborlight", "Harborline", "Harborview", "Ironbridge", "Ironhorse", "Lakemont",
          "Larkspur", "Pennant Road", "Prairie Hearth", "Quillmont", "Redfern", "Ridgeline", "Sablewood",
          "Sagebrook", "Sagebrush", "Stonemill", "Tallowmere", "Tamarack", "Vesper Hill", "Northstar",
          "Bluewater", "Granite Peak", "Evergreen", "Keystone"]

failures = []
def fail(msg):
    failures.append(msg)

_cache = {}
def pdftext(pdf, page=None):
    key = (pdf, page)
    if key not in _cache:
        cmd = ["pdftotext", "-layout"]
        if page is not None:
            cmd += ["-f", str(page), "-l", str(page)]
        cmd += [pdf, "-"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        _cache[key] = r.stdout if r.returncode == 0 else None
    return _cache[key]

def npages(pdf):
    r = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", r.stdout, re.M)
    return int(m.group(1)) if m else 0

def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()

def whole_word(kw, text):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(kw) + r"(?![A-Za-z0-9])", text, re.I) is not None

def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except Exception as e:
        fail(f"{os.path.basename(path)}: does not parse: {e}")
        return None

def check_item(fname, i, q, doc_to_pdf, seed=False):
    """Format checks for one question; returns 'answer', 'nc' or None."""
    where = f"{fname} #{i+1}"
    if not isinstance(q, dict):
        fail(f"{where}: not an object"); return None
    if not isinstance(q.get("question"), str) or not q["question"].strip():
        fail(f"{where}: missing question text")
    kind = q.get("kind")
    if not isinstance(kind, list) or not kind:
        fail(f"{where}: kind must be a non-empty list"); kind = []
    bad = [k for k in kind if k not in ALLOWED_TAGS]
    if bad:
        fail(f"{where}: tags not allowed: {bad}")
    if len(set(kind)) != len(kind):
        fail(f"{where}: duplicate tags")
    if seed:
        if q.get("company") not in SEED_COMPANIES:
            fail(f"{where}: bad company {q.get('company')!r}")
    exp = q.get("expect")
    if exp == "not covered":
        if "not-covered" not in kind:
            fail(f"{where}: not-covered question lacks the not-covered tag")
        for k in ("page", "verdict"):
            if k in q:
                fail(f"{where}: not-covered question must not have {k}")
        extra = set(q) - {"question", "expect", "kind", "company"}
        if extra:
            fail(f"{where}: unexpected keys {sorted(extra)}")
        return "nc"
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        fail(f"{where}: expect must be 'not covered' or {{doc, says}}"); return None
    if "not-covered" in kind:
        fail(f"{where}: answerable question tagged not-covered")
    extra = set(q) - {"question", "expect", "kind", "page", "verdict", "company"}
    if extra:
        fail(f"{where}: unexpected keys {sorted(extra)}")
    doc, says, page = exp["doc"], exp["says"], q.get("page")
    nw = len(says.split())
    if not 2 <= nw <= 8:
        fail(f"{where}: says has {nw} words (2-8 required)")
    if not isinstance(page, int) or page < 1:
        fail(f"{where}: page must be a positive integer"); return "answer"
    if seed:
        if doc not in SEED_COMPANIES.get(q.get("company"), []):
            fail(f"{where}: doc {doc!r} is not a document of {q.get('company')}")
    pdf = doc_to_pdf(doc)
    if not pdf or not os.path.exists(pdf):
        fail(f"{where}: no PDF for doc {doc!r}"); return "answer"
    if page > npages(pdf):
        fail(f"{where}: page {page} beyond end of {doc}"); return "answer"
    text = pdftext(pdf, page)
    if text is None or norm(says) not in norm(text):
        fail(f"{where}: says {says!r} not found on page {page} of {doc}")
    v = q.get("verdict")
    if "yes-no" in kind:
        if v not in ("yes", "no"):
            fail(f"{where}: yes-no question needs verdict yes|no")
    elif v is not None:
        fail(f"{where}: verdict given but question not tagged yes-no")
    if ("paraphrase" in kind) != ("own-words" in kind):
        fail(f"{where}: paraphrase and own-words tags must go together")
    return "answer"

def check_nc_keywords(fname, qs, kwmap, pdfs, question_filter=None):
    for i, q in enumerate(qs):
        if q.get("expect") != "not covered":
            continue
        kws = kwmap.get(q.get("question"))
        where = f"{fname} #{i+1}"
        if not kws:
            fail(f"{where}: no key words in not_covered_keywords.json"); continue
        if not any(k.lower() in q["question"].lower() for k in kws):
            fail(f"{where}: none of its key words occurs in the question")
        ps = pdfs(q)
        for pdf in ps:
            t = pdftext(pdf)
            if t is None:
                fail(f"{where}: cannot read {pdf}"); continue
            for k in kws:
                if whole_word(k, t):
                    fail(f"{where}: key word {k!r} found in {os.path.basename(pdf)}")

def main():
    kwall = load(os.path.join(HERE, "not_covered_keywords.json")) or {}
    seed_texts = "\n".join(open(p, encoding="utf-8").read() for p in glob.glob(os.path.join(SEED_DIR, "*.txt")))
    seed_texts += "\n".join(pdftext(p) or "" for p in glob.glob(os.path.join(SEED_DIR, "*.pdf")))

    # ---- guides ----
    for fname in GUIDE_FILES:
        g = load(os.path.join(ROOT, fname))
        if g is None:
            continue
        for k in ("name", "company_name", "line", "files", "questions"):
            if k not in g:
                fail(f"{fname}: missing key {k}")
        if set(g) - {"name", "company_name", "line", "files", "questions"}:
            fail(f"{fname}: unexpected top-level keys")
        if not str(g.get("name", "")).endswith(", " + ROUND):
            fail(f"{fname}: name must end with ', {ROUND}'")
        files = g.get("files") or []
        if not isinstance(files, list) or len(files) != 1 or not files[0].endswith(".pdf"):
            fail(f"{fname}: files must list one PDF"); continue
        pdf = os.path.join(ROOT, files[0])
        if not os.path.exists(pdf):
            fail(f"{fname}: {files[0]} missing"); continue
        title = files[0][:-4]
        np_ = npages(pdf)
        if np_ != 3:
            fail(f"{files[0]}: {np_} pages, 3 required")
        for p in range(1, np_ + 1):
            w = len((pdftext(pdf, p) or "").split())
            if not 450 <= w <= 650:
                fail(f"{files[0]} page {p}: {w} words (450-650 wanted)")
        # carrier name
        cname = g.get("company_name", "")
        core = re.sub(r"\b(Mutual|Specialty|Insurance|Company|Casualty|Fire|Marine)\b", "", cname).replace("&", " ")
        for token in [cname] + [t for t in core.split() if len(t) > 3]:
            if token.lower() in seed_texts.lower():
                fail(f"{fname}: carrier name part {token!r} appears in the seed texts")
        for b in BANNED:
            if b.lower() in cname.lower():
                fail(f"{fname}: carrier name uses banned name {b!r}")
        if cname and cname.split()[0].lower() not in (pdftext(pdf) or "").lower():
            fail(f"{fname}: carrier name not printed in its guide")

        def doc_to_pdf(doc, title=title, pdf=pdf):
            return pdf if doc.replace(" ", "_") == title or doc == title else None
        qs = g.get("questions") or []
        kinds = [check_item(fname, i, q, doc_to_pdf) for i, q in enumerate(qs)]
        if len(qs) != 18:
            fail(f"{fname}: {len(qs)} questions, 18 required")
        ans = [q for q, k in zip(qs, kinds) if k == "answer"]
        para = [q for q in ans if "paraphrase" in q.get("kind", [])]
        plain = [q for q in ans if "paraphrase" not in q.get("kind", [])]
        nc = [q for q, k in zip(qs, kinds) if k == "nc"]
        if len(plain) != 11: fail(f"{fname}: {len(plain)} answerable (non-paraphrase), 11 required")
        if len(para) != 3: fail(f"{fname}: {len(para)} paraphrases, 3 required")
        if len(nc) != 4: fail(f"{fname}: {len(nc)} not-covered, 4 required")
        verdicts = [q.get("verdict") for q in ans if q.get("verdict")]
        if "yes" not in verdicts or "no" not in verdicts:
            fail(f"{fname}: needs at least one yes and one no verdict")
        tf = [q for q in ans if "two-fact" in q.get("kind", [])]
        if len(tf) != 2: fail(f"{fname}: {len(tf)} two-fact questions, 2 required")
        tags = {t for q in plain for t in q.get("kind", [])}
        for t in ("shorthand", "filler", "own-numbers", "yes-no"):
            if t not in tags:
                fail(f"{fname}: no answerable question tagged {t}")
        pages_used = {q.get("page") for q in ans}
        if pages_used != {1, 2, 3}:
            fail(f"{fname}: answers should use every page (used {sorted(pages_used)})")
        check_nc_keywords(fname, qs, kwall.get(fname, {}), lambda q, pdf=pdf: [pdf])

    # ---- seed ----
    s = load(os.path.join(ROOT, SEED_FILE))
    if s is not None:
        if s.get("name") != f"seed carriers, {ROUND}":
            fail(f"{SEED_FILE}: name must be 'seed carriers, {ROUND}'")
        if set(s) != {"name", "questions"}:
            fail(f"{SEED_FILE}: top-level keys must be name and questions")
        seed_pdf = lambda doc: os.path.join(SEED_DIR, doc.replace(" ", "_") + ".pdf")
        qs = s.get("questions") or []
        kinds = [check_item(SEED_FILE, i, q, seed_pdf, seed=True) for i, q in enumerate(qs)]
        if len(qs) != 16:
            fail(f"{SEED_FILE}: {len(qs)} questions, 16 required")
        ans = [q for q, k in zip(qs, kinds) if k == "answer"]
        nc = [q for q, k in zip(qs, kinds) if k == "nc"]
        if len(ans) != 12: fail(f"{SEED_FILE}: {len(ans)} answerable, 12 required")
        if len(nc) != 4: fail(f"{SEED_FILE}: {len(nc)} not-covered, 4 required")
        for c, n in SEED_SPREAD.items():
            got = sum(1 for q in ans if q.get("company") == c)
            if got != n:
                fail(f"{SEED_FILE}: {got} answerable for {c}, {n} required")
        yn = [q for q in ans if "yes-no" in q.get("kind", [])]
        if len(yn) != 7: fail(f"{SEED_FILE}: {len(yn)} yes/no questions, 7 required")
        if {q.get("verdict") for q in yn} != {"yes", "no"}:
            fail(f"{SEED_FILE}: yes/no questions need both yes and no verdicts")
        check_nc_keywords(SEED_FILE, qs, kwall.get(SEED_FILE, {}),
                          lambda q: [seed_pdf(d) for d in SEED_COMPANIES.get(q.get("company"), [])])

    for fn in kwall:
        if fn not in GUIDE_FILES + [SEED_FILE]:
            fail(f"not_covered_keywords.json: unknown file {fn}")

    if failures:
        print(f"FAIL ({len(failures)} problems)")
        for f in failures:
            print(" -", f)
        sys.exit(1)
    print("PASS")

if __name__ == "__main__":
    main()
