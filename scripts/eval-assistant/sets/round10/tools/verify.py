#!/usr/bin/env python3
"""Check the round-10 blind evaluation set. Prints PASS or a list of failures.

Checks: every file parses and has the required format; every `says` is found (case- and
whitespace-insensitive) in the `pdftotext -layout` text of the named document on the given page;
every not-covered question's key words (tools/not_covered_keywords.json) are absent (whole word)
from all of that carrier's documents; counts and tags are right; the new carrier names do not
appear in the seed texts and are not on the banned list; each guide PDF has 3 pages of 450-650
words and its PDF title matches its file name.
"""
import json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SEED_DIR = "/work/blind-seed"
ROUND = "round 10"
GUIDE_FILES = ["bellmare-special-events.json", "thistlegate-jewelers-block.json",
               "penhallow-home-health.json"]
SEED_FILE = "seed-round10.json"
TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase", "own-words",
        "not-covered"}
BANNED = ["Alder Cove", "Brightwell", "Cedar Hollow", "Cedar Ridge", "Copperfield", "Coppervale",
          "Cormorant", "Harborlight", "Harborline", "Harborview", "Ironbridge", "Ironhorse",
          "Lakemont", "Larkspur", "Pennant Road", "Prairie Hearth", "Quillmont", "Redfern",
          "Ridgeline", "Sablewood", "Sagebrook", "Sagebrush", "Stonemill", "Tallowmere", "Tamarack",
          "Vesper Hill", "Northstar", "Bluewater", "Granite Peak", "Evergreen", "Keystone"]
SEED_COMPANIES = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide",
                         "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide",
                       "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide",
                         "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Required Documents Checklist",
                        "Businessowners Policy Eligibility Guide"],
}
SEED_ANSWERABLE = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2,
                   "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}

fails = []
def fail(msg): fails.append(msg)

_cache = {}
def page_text(pdf, page=None):
    key = (pdf, page)
    if key not in _cache:
        cmd = ["pdftotext", "-layout"]
        if page is not None: cmd += ["-f", str(page), "-l", str(page)]
        r = subprocess.run(cmd + [pdf, "-"], capture_output=True, text=True)
        _cache[key] = r.stdout if r.returncode == 0 else None
    return _cache[key]

def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", s).strip().lower()

def n_pages(pdf):
    r = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", r.stdout, re.M)
    return int(m.group(1)) if m else 0

def pdf_title(pdf):
    r = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True)
    m = re.search(r"^Title:\s+(.*)$", r.stdout, re.M)
    return m.group(1).strip() if m else ""

def load(path):
    try:
        with open(path, encoding="utf-8") as f: return json.load(f)
    except Exception as e:
        fail(f"{os.path.basename(path)}: does not parse ({e})"); return None

def check_item(fname, i, q, doc_pdf, kw, carrier_pdfs, is_seed):
    where = f"{fname} q{i+1}"
    allowed = {"question", "expect", "page", "verdict", "kind"} | ({"company"} if is_seed else set())
    extra = set(q) - allowed
    if extra: fail(f"{where}: unexpected fields {sorted(extra)}")
    if not isinstance(q.get("question"), str) or not q["question"].strip():
        fail(f"{where}: missing question text"); return None
    kind = q.get("kind")
    if not isinstance(kind, list) or not all(isinstance(k, str) for k in kind):
        fail(f"{where}: kind must be a list of tags"); kind = []
    bad = set(kind) - TAGS
    if bad: fail(f"{where}: unknown tags {sorted(bad)}")
    if len(set(kind)) != len(kind): fail(f"{where}: duplicate tags")
    exp = q.get("expect")
    if exp == "not covered":
        if "not-covered" not in kind: fail(f"{where}: not-covered question lacks the not-covered tag")
        if "page" in q or "verdict" in q: fail(f"{where}: not-covered question has page/verdict")
        kws = kw.get(q["question"])
        if not kws: fail(f"{where}: no key words in not_covered_keywords.json")
        else:
            for pdf in carrier_pdfs:
                text = page_text(pdf) or ""
                for w in kws:
                    if re.search(r"(?<![A-Za-z0-9])" + re.escape(w) + r"(?![A-Za-z0-9])", text, re.I):
                        fail(f"{where}: key word '{w}' occurs in {os.path.basename(pdf)}")
        return "nc"
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        fail(f"{where}: expect must be 'not covered' or {{doc, says}}"); return None
    if "not-covered" in kind: fail(f"{where}: answerable question tagged not-covered")
    says, doc = exp["says"], exp["doc"]
    nw = len(says.split())
    if not 2 <= nw <= 8: fail(f"{where}: says has {nw} words (2-8 allowed)")
    if norm(says) in norm(q["question"]): fail(f"{where}: question copies the says phrase")
    page = q.get("page")
    if not isinstance(page, int) or page < 1: fail(f"{where}: page must be a positive integer"); return "a"
    pdf = doc_pdf(doc)
    if pdf is None: fail(f"{where}: unknown doc '{doc}'"); return "a"
    if not os.path.exists(pdf): fail(f"{where}: missing PDF {pdf}"); return "a"
    if page > n_pages(pdf): fail(f"{where}: page {page} beyond end of {doc}"); return "a"
    if norm(says) not in norm(page_text(pdf, page) or ""):
        fail(f"{where}: says '{says}' not found on page {page} of {doc}")
    v = q.get("verdict")
    if v is not None and v not in ("yes", "no"): fail(f"{where}: verdict must be yes or no")
    if (v is not None) != ("yes-no" in kind): fail(f"{where}: verdict and yes-no tag must go together")
    if ("paraphrase" in kind) != ("own-words" in kind): fail(f"{where}: paraphrase and own-words go together")
    return "a"

def main():
    kwpath = os.path.join(HERE, "not_covered_keywords.json")
    kwall = load(kwpath) or {}
    seed_txts = [os.path.join(SEED_DIR, f) for f in os.listdir(SEED_DIR) if f.endswith(".txt")]
    seed_blob = "\n".join(open(p, encoding="utf-8").read() for p in seed_txts).lower()
    names = set()

    for fname in GUIDE_FILES:
        d = load(os.path.join(ROOT, fname))
        if d is None: continue
        if set(d) != {"name", "company_name", "line", "files", "questions"}:
            fail(f"{fname}: top-level fields must be name, company_name, line, files, questions")
        if not str(d.get("name", "")).endswith(", " + ROUND): fail(f"{fname}: name must end with ', {ROUND}'")
        if not str(d.get("name", "")).startswith(str(d.get("company_name", "")).split()[0]):
            fail(f"{fname}: name must start with the carrier name")
        files = d.get("files") or []
        if len(files) != 1 or not files[0].endswith(".pdf"): fail(f"{fname}: files must list one PDF"); continue
        pdf = os.path.join(ROOT, files[0]); docname = files[0][:-4]
        if not os.path.exists(pdf): fail(f"{fname}: {files[0]} missing"); continue
        if not os.path.exists(os.path.join(ROOT, "src", docname + ".html")): fail(f"{fname}: no HTML source in src/")
        if pdf_title(pdf) != docname: fail(f"{fname}: PDF title '{pdf_title(pdf)}' != '{docname}'")
        np_ = n_pages(pdf)
        if np_ != 3: fail(f"{files[0]}: {np_} pages, 3 required")
        for p in range(1, np_ + 1):
            w = len((page_text(pdf, p) or "").split())
            if not 450 <= w <= 650: fail(f"{files[0]} page {p}: {w} words (450-650 wanted)")
        company = d.get("company_name", "")
        short = company.split()[0]
        names.add(company); names.add(short)
        text_all = page_text(pdf) or ""
        if short.lower() not in text_all.lower(): fail(f"{fname}: carrier name not in its own guide")
        qs = d.get("questions") or []
        kw = kwall.get(fname, {})
        res = [check_item(fname, i, q, lambda doc: pdf if doc == docname else None, kw, [pdf], False)
               for i, q in enumerate(qs)]
        kinds = [q.get("kind", []) for q in qs]
        ans = [q for q, r in zip(qs, res) if r == "a"]
        para = [q for q in ans if "paraphrase" in q.get("kind", [])]
        checks = [("questions", len(qs), 18), ("answerable", len(ans), 14),
                  ("answerable non-paraphrase", len(ans) - len(para), 11), ("paraphrase", len(para), 3),
                  ("not covered", res.count("nc"), 4),
                  ("two-fact", sum("two-fact" in k for k in kinds), 2)]
        for label, got, want in checks:
            if got != want: fail(f"{fname}: {got} {label} questions, {want} required")
        verdicts = [q.get("verdict") for q in qs]
        if "yes" not in verdicts or "no" not in verdicts: fail(f"{fname}: needs yes and no verdicts")
        for tag in ("shorthand", "filler", "own-numbers"):
            if not any(tag in k for k in kinds): fail(f"{fname}: no question tagged {tag}")
        if len({q["question"] for q in qs}) != len(qs): fail(f"{fname}: duplicate questions")
        stale = set(kw) - {q["question"] for q in qs if q.get("expect") == "not covered"}
        if stale: fail(f"{fname}: key words for unknown questions {sorted(stale)}")

    # carrier names
    if len({n for n in names if " " not in n}) != 3: fail("the three guides must use three different carriers")
    for n in names:
        if n.lower() in seed_blob: fail(f"carrier name '{n}' appears in the seed texts")
        for b in BANNED:
            if b.lower() in n.lower() or n.lower() in b.lower(): fail(f"carrier name '{n}' is banned ({b})")

    # seed file
    d = load(os.path.join(ROOT, SEED_FILE))
    if d is not None:
        if set(d) != {"name", "questions"}: fail(f"{SEED_FILE}: top-level fields must be name, questions")
        if d.get("name") != f"seed carriers, {ROUND}": fail(f"{SEED_FILE}: wrong name")
        qs = d.get("questions") or []
        kw = kwall.get(SEED_FILE, {})
        def seed_pdf(doc):
            p = os.path.join(SEED_DIR, doc.replace(" ", "_") + ".pdf")
            return p if any(doc in v for v in SEED_COMPANIES.values()) else None
        res, per = [], {c: 0 for c in SEED_COMPANIES}
        for i, q in enumerate(qs):
            c = q.get("company")
            if c not in SEED_COMPANIES: fail(f"{SEED_FILE} q{i+1}: unknown company {c}"); res.append(None); continue
            docs = SEED_COMPANIES[c]
            pdfs = [os.path.join(SEED_DIR, t.replace(" ", "_") + ".pdf") for t in docs]
            if isinstance(q.get("expect"), dict) and q["expect"].get("doc") not in docs:
                fail(f"{SEED_FILE} q{i+1}: doc '{q['expect'].get('doc')}' is not a {c} document")
            r = check_item(SEED_FILE, i, q, seed_pdf, kw, pdfs, True)
            res.append(r)
            if r == "a": per[c] += 1
        if len(qs) != 16: fail(f"{SEED_FILE}: {len(qs)} questions, 16 required")
        if res.count("a") != 12: fail(f"{SEED_FILE}: {res.count('a')} answerable, 12 required")
        if res.count("nc") != 4: fail(f"{SEED_FILE}: {res.count('nc')} not covered, 4 required")
        if per != SEED_ANSWERABLE: fail(f"{SEED_FILE}: answerable per carrier {per}, want {SEED_ANSWERABLE}")
        nyn = sum(1 for q in qs if q.get("verdict") in ("yes", "no"))
        if nyn != 7: fail(f"{SEED_FILE}: {nyn} yes/no questions, 7 required")
        vs = [q.get("verdict") for q in qs]
        if "yes" not in vs or "no" not in vs: fail(f"{SEED_FILE}: needs yes and no verdicts")
        stale = set(kw) - {q["question"] for q in qs if q.get("expect") == "not covered"}
        if stale: fail(f"{SEED_FILE}: key words for unknown questions {sorted(stale)}")

    extra_kw = set(kwall) - set(GUIDE_FILES) - {SEED_FILE}
    if extra_kw: fail(f"not_covered_keywords.json: unknown files {sorted(extra_kw)}")

    if fails:
        print(f"FAIL ({len(fails)})")
        for f in fails: print(" -", f)
        sys.exit(1)
    print("PASS")

if __name__ == "__main__":
    main()
