#!/usr/bin/env python3
"""Verify the round 15 blind evaluation set.

Checks: every JSON file parses and has the expected format; every `says`
phrase is found (case- and whitespace-insensitive) in the `pdftotext -layout`
text of the named document on the given page; every not-covered question's
key words (tools/not_covered_keywords.json) are absent, as whole words, from
all of that carrier's documents; counts and tags are right; the invented
carrier names do not appear in the seed texts.  Prints PASS or the failures.
"""
import json, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED_DIR = "/work/blind-seed"
ROUND = "round 15"
SEED_FILE = "seed-round-15.json"
GUIDE_FILES = {
    "oxbow-ferry-towing.json": ["Oxbow Ferry"],
    "wickham-crest-manufactured-homes.json": ["Wickham Crest"],
    "calloway-point-architects-engineers.json": ["Calloway Point"],
}
NAME_WORDS = ["Oxbow", "Ferry", "Wickham", "Crest", "Calloway", "Point"]
FORBIDDEN = ["Alder Cove", "Brightwell", "Cedar Hollow", "Cedar Ridge", "Copperfield",
    "Coppervale", "Cormorant", "Harborlight", "Harborline", "Harborview", "Ironbridge",
    "Ironhorse", "Lakemont", "Larkspur", "Pennant Road", "Prairie Hearth", "Quillmont",
    "Redfern", "Ridgeline", "Sablewood", "Sagebrook", "Sagebrush", "Stonemill", "Tallowmere",
    "Tamarack", "Vesper Hill", "Northstar", "Bluewater", "Granite Peak", "Evergreen",
    "Keystone", "Thornbury", "Ashgrove", "Fenwick", "Dray", "Mariposa", "Thistledown",
    "Amberlea", "Kestrel", "Bellmare", "Thistlegate", "Penhallow", "Wrenfield",
    "Brambleton", "Verity Lane"]
ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase",
                "own-words", "not-covered"}
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
SEED_SPREAD = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2,
               "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}

failures = []
def fail(msg):
    failures.append(msg)

_cache = {}
def pages_of(pdf):
    """List of page texts from pdftotext -layout."""
    if pdf not in _cache:
        if not os.path.exists(pdf):
            _cache[pdf] = None
        else:
            out = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True,
                                 text=True, check=True).stdout
            pages = out.split("\f")
            if pages and not pages[-1].strip():
                pages = pages[:-1]
            _cache[pdf] = pages
    return _cache[pdf]

def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", s).strip().lower()

def whole_word(word, text):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(word) + r"(?![A-Za-z0-9])", text,
                     re.IGNORECASE) is not None

def check_items(fname, questions, doc_to_pdf, docs_for_item, keywords):
    for i, q in enumerate(questions):
        where = f"{fname} #{i+1}"
        if not isinstance(q, dict) or not isinstance(q.get("question"), str) or not q["question"].strip():
            fail(f"{where}: missing question text"); continue
        kind = q.get("kind")
        if not isinstance(kind, list) or not kind:
            fail(f"{where}: kind must be a non-empty list"); kind = []
        bad = [t for t in kind if t not in ALLOWED_TAGS]
        if bad:
            fail(f"{where}: tags not allowed: {bad}")
        exp = q.get("expect")
        if exp == "not covered":
            if "not-covered" not in kind:
                fail(f"{where}: not-covered question lacks the not-covered tag")
            for k in ("page", "verdict"):
                if k in q:
                    fail(f"{where}: not-covered question must not have {k}")
            kws = keywords.get(q["question"])
            if not kws:
                fail(f"{where}: no key words in not_covered_keywords.json"); continue
            for doc in docs_for_item(q):
                pages = pages_of(doc_to_pdf(doc))
                if pages is None:
                    fail(f"{where}: document not found: {doc}"); continue
                text = "\n".join(pages)
                for kw in kws:
                    if whole_word(kw, text):
                        fail(f"{where}: key word '{kw}' occurs in {doc}")
            continue
        if "not-covered" in kind:
            fail(f"{where}: answerable question tagged not-covered")
        if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
            fail(f"{where}: expect must be {{doc, says}} or 'not covered'"); continue
        if exp["doc"] not in docs_for_item(q):
            fail(f"{where}: doc '{exp['doc']}' is not one of this carrier's documents"); continue
        n = len(exp["says"].split())
        if not 2 <= n <= 8:
            fail(f"{where}: says has {n} words (needs 2-8)")
        page = q.get("page")
        if not isinstance(page, int) or isinstance(page, bool):
            fail(f"{where}: page must be an integer"); continue
        pages = pages_of(doc_to_pdf(exp["doc"]))
        if pages is None:
            fail(f"{where}: document not found: {exp['doc']}"); continue
        if not 1 <= page <= len(pages):
            fail(f"{where}: page {page} out of range 1-{len(pages)}"); continue
        if norm(exp["says"]) not in norm(pages[page - 1]):
            fail(f"{where}: says '{exp['says']}' not found on page {page} of {exp['doc']}")
        has_v = "verdict" in q
        if has_v and q["verdict"] not in ("yes", "no"):
            fail(f"{where}: verdict must be yes or no")
        if has_v != ("yes-no" in kind):
            fail(f"{where}: verdict and yes-no tag must go together")
        if ("paraphrase" in kind) != ("own-words" in kind):
            fail(f"{where}: paraphrase and own-words tags must go together")

def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except Exception as e:
        fail(f"{os.path.basename(path)}: does not parse: {e}")
        return None

def main():
    kwpath = os.path.join(ROOT, "tools", "not_covered_keywords.json")
    allkw = load(kwpath) or {}

    # Seed texts must not contain our carrier names.
    seed_texts = []
    for f in sorted(os.listdir(SEED_DIR)):
        p = os.path.join(SEED_DIR, f)
        if f.endswith(".txt"):
            seed_texts.append(open(p, encoding="utf-8").read())
        elif f.endswith(".pdf"):
            seed_texts.append("\n".join(pages_of(p) or []))
    seed_all = "\n".join(seed_texts)
    for w in NAME_WORDS:
        if whole_word(w, seed_all):
            fail(f"carrier name word '{w}' appears in the seed texts")

    # Guides.
    for fname, carriers in GUIDE_FILES.items():
        data = load(os.path.join(ROOT, fname))
        if data is None:
            continue
        for k in ("name", "company_name", "line", "files", "questions"):
            if k not in data:
                fail(f"{fname}: missing key {k}")
        if any(k not in data for k in ("name", "company_name", "files", "questions")):
            continue
        if not data["name"].startswith(carriers[0] + " ") or not data["name"].endswith(", " + ROUND):
            fail(f"{fname}: name must be '<Carrier> <line>, {ROUND}'")
        if carriers[0] not in data["company_name"]:
            fail(f"{fname}: company_name does not contain {carriers[0]}")
        for bad in FORBIDDEN:
            if whole_word(bad, json.dumps(data, ensure_ascii=False)):
                fail(f"{fname}: uses forbidden name '{bad}'")
        files = data["files"]
        if not isinstance(files, list) or len(files) != 1 or not files[0].endswith(".pdf") or "_" in files[0]:
            fail(f"{fname}: files must list one PDF named with spaces"); continue
        pdf = os.path.join(ROOT, files[0])
        pages = pages_of(pdf)
        if pages is None:
            fail(f"{fname}: PDF missing: {files[0]}"); continue
        if len(pages) != 3:
            fail(f"{files[0]}: has {len(pages)} pages, needs 3")
        for i, pg in enumerate(pages):
            wc = len(pg.split())
            if not 440 <= wc <= 660:
                fail(f"{files[0]}: page {i+1} has {wc} words (target 450-650)")
        fulltext = "\n".join(pages)
        for bad in FORBIDDEN:
            if whole_word(bad, fulltext):
                fail(f"{files[0]}: uses forbidden name '{bad}'")
        doc = files[0][:-4]
        qs = data["questions"]
        check_items(fname, qs, lambda d: pdf if d == doc else os.path.join(ROOT, d + ".pdf"),
                    lambda q: [doc], allkw.get(fname, {}))
        kinds = [q.get("kind", []) for q in qs if isinstance(q, dict)]
        nc = sum("not-covered" in k for k in kinds)
        para = sum("paraphrase" in k for k in kinds)
        two = sum("two-fact" in k for k in kinds)
        verdicts = [q.get("verdict") for q in qs if isinstance(q, dict) and "verdict" in q]
        if len(qs) != 18: fail(f"{fname}: {len(qs)} questions, needs 18")
        if nc != 4: fail(f"{fname}: {nc} not-covered, needs 4")
        if para != 3: fail(f"{fname}: {para} paraphrase questions, needs 3")
        if len(qs) - nc - para != 11: fail(f"{fname}: {len(qs)-nc-para} plain answerable, needs 11")
        if two != 2: fail(f"{fname}: {two} two-fact questions, needs 2")
        if "yes" not in verdicts or "no" not in verdicts:
            fail(f"{fname}: needs yes-verdict and no-verdict questions")
        for q in qs:
            k = q.get("kind", [])
            if "not-covered" not in k and "paraphrase" not in k and not (set(k) & {"shorthand", "filler", "own-numbers"}):
                fail(f"{fname}: '{q['question'][:40]}' has no agent-typing tag")

    # Seed questions.
    data = load(os.path.join(ROOT, SEED_FILE))
    if data is not None:
        if data.get("name") != f"seed carriers, {ROUND}":
            fail(f"{SEED_FILE}: name must be 'seed carriers, {ROUND}'")
        qs = data.get("questions", [])
        for i, q in enumerate(qs):
            if q.get("company") not in SEED_COMPANIES:
                fail(f"{SEED_FILE} #{i+1}: bad company {q.get('company')}")
        qs_ok = [q for q in qs if q.get("company") in SEED_COMPANIES]
        check_items(SEED_FILE, qs_ok,
                    lambda d: os.path.join(SEED_DIR, d.replace(" ", "_") + ".pdf"),
                    lambda q: SEED_COMPANIES[q["company"]], allkw.get(SEED_FILE, {}))
        ans = [q for q in qs if q.get("expect") != "not covered"]
        nc = [q for q in qs if q.get("expect") == "not covered"]
        if len(qs) != 16: fail(f"{SEED_FILE}: {len(qs)} questions, needs 16")
        if len(ans) != 12: fail(f"{SEED_FILE}: {len(ans)} answerable, needs 12")
        if len(nc) != 4: fail(f"{SEED_FILE}: {len(nc)} not covered, needs 4")
        for c, n in SEED_SPREAD.items():
            got = sum(q.get("company") == c for q in ans)
            if got != n: fail(f"{SEED_FILE}: {got} answerable for {c}, needs {n}")
        yn = sum("verdict" in q for q in ans)
        if yn != 7: fail(f"{SEED_FILE}: {yn} yes/no answerable, needs 7")
        vs = [q["verdict"] for q in ans if "verdict" in q]
        if "yes" not in vs or "no" not in vs:
            fail(f"{SEED_FILE}: needs both yes and no verdicts")

    # Every key-word entry must belong to a real not-covered question.
    for fname, m in allkw.items():
        path = os.path.join(ROOT, fname)
        if not os.path.exists(path):
            fail(f"not_covered_keywords.json: unknown file {fname}"); continue
        d = json.load(open(path, encoding="utf-8"))
        ncq = {q["question"] for q in d.get("questions", []) if q.get("expect") == "not covered"}
        for qtext in m:
            if qtext not in ncq:
                fail(f"not_covered_keywords.json: '{qtext[:40]}' is not a not-covered question in {fname}")

    if failures:
        print(f"FAIL ({len(failures)})")
        for f in failures:
            print(" -", f)
        sys.exit(1)
    print("PASS")

if __name__ == "__main__":
    main()
