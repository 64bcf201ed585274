#!/usr/bin/env python3
"""Check the round-25 blind evaluation data against every rule of the brief.

Usage: python3 tools/verify.py [ROOT]
ROOT defaults to the folder above tools/. Prints one line per problem, then PASS or FAIL.
"""
import json
import os
import re
import subprocess
import sys
from collections import Counter

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
SEED_DIR = "/work/blind-seed"
ROUND = 25

GUIDE_FILES = ["whinfell_equine.json", "yarrowby_tree_trimming.json", "tidewick_dry_cleaners.json"]
SEED_FILE = "seed.json"
KEYWORDS_FILE = os.path.join("tools", "not_covered_keywords.json")

ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase", "own-words", "not-covered"}
ALLOWED_FIRST_LETTERS = set("STUVWXYZ")

FORBIDDEN_NAMES = """Alder Cove, Brightwell, Cedar Hollow, Cedar Ridge, Copperfield, Coppervale, Cormorant,
Harborlight, Harborline, Harborview, Ironbridge, Ironhorse, Lakemont, Larkspur, Pennant Road,
Prairie Hearth, Quillmont, Redfern, Ridgeline, Sablewood, Sagebrook, Sagebrush, Stonemill,
Tallowmere, Tamarack, Vesper Hill, Northstar, Bluewater, Granite Peak, Evergreen, Keystone,
Thornbury, Ashgrove, Fenwick, Dray, Mariposa, Thistledown, Amberlea, Kestrel, Bellmare,
Thistlegate, Penhallow, Wrenfield, Brambleton, Verity Lane, Oxbow, Wickham, Calloway, Birchmont,
Pelham, Larchfield, Marrowstone, Foxglove, Halyard, Juniper Bay, Saltcreek, Quayside, Moorcroft,
Ravenstone, Wyecliff, Rushford, Cobblestone, Ostrander, Drumlin Ferry, Tussock Bend,
Corncrake Lane, Pewterhorn, Galingale, Lychgate, Pipistrelle, Semaphore, Merganser"""
FORBIDDEN_NAMES = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

# Lines already used in earlier rounds: a new guide's line must not be one of these.
USED_LINES = [
    "commercial auto", "workers comp", "homeowners", "dwelling", "bop", "restaurant", "management liability",
    "personal auto", "builders risk", "cyber", "farmowners", "umbrella", "excess", "liquor", "self-storage",
    "child care", "marina", "surety", "hotel", "landscaping", "fitness", "garage", "religious", "houses of worship",
    "short-term rental", "pet services", "food manufacturer", "community association", "trucking", "metalworking",
    "special events", "home health", "jewelers", "security guard", "vacant", "winery", "brewery", "medical",
    "dental", "nemt", "roofing", "landlord", "nonprofit", "golf", "fine art", "pest control", "youth sports",
    "architects", "towing", "manufactured home", "electrical", "plumbing", "crime", "boatowners", "pwc", "condo",
    "staffing", "mobile food", "auto repair", "habitational", "apartments", "veterinary", "movers", "flood",
    "real estate", "collector vehicle", "car wash", "laundromat", "salon", "campground", "rv park", "janitorial",
    "motor truck cargo",
]

SEED_COMPANIES = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide",
                         "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Businessowners Policy Eligibility Guide",
                        "Required Documents Checklist"],
}
SEED_ANSWERABLE = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2,
                   "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}

# Heuristics for the "how agents type" tags.
SHORTHAND = {"insd", "uw", "ded", "cov", "yrs", "yr", "w/", "w/o", "min", "max", "prem", "acct", "bldg", "sq", "ft",
             "ccc", "gl", "tiv", "csl", "ho", "bop", "rc", "subs", "u", "whats", "req", "lim", "mi", "k", "m",
             "dp-3", "e&s", "cert", "tx", "tn", "rn", "~", "+"}
FILLER = ["hey", "rn", "quick q", "any chance", "actually", "like", "just", "so ", "um", "btw"]
TWO_FACT_MARKERS = [" and ", " also ", "? and", "?"]

STOPWORDS = set("""a an the and or but if of to in on at by for with without w/ w/o from into over under up down out off
is are was were be been being do does did done has have had having it its it's this that these those there
their they them he she his her him we our you your u i me my mine who what whats what's which when where why how
can could would should will may might must shall not no any all some each every per as than then so too very
just like about after before while get got gets getting one ones only also still ever really quite much more most
less least own""".split())


def norm(text):
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = text.replace("\u00a0", " ").replace("\ufb01", "fi").replace("\ufb02", "fl")
    return re.sub(r"\s+", " ", text).strip().lower()


def stem(word):
    for suf in ("'s", "ies", "es", "s", "ed", "ing"):
        if word.endswith(suf) and len(word) - len(suf) >= 3:
            return word[: -len(suf)] + ("y" if suf == "ies" else "")
    return word


def content_words(text):
    text = norm(text).replace("$", "").replace(",", "")
    toks = re.findall(r"[a-z0-9%][a-z0-9%'.\-]*", text)
    out = set()
    for t in toks:
        t = t.strip(".'-")
        if not t or t in STOPWORDS:
            continue
        out.add(stem(t))
    return out


_text_cache = {}


def pdf_text(path, page=None):
    key = (path, page)
    if key not in _text_cache:
        args = ["pdftotext", "-layout"]
        if page is not None:
            args += ["-f", str(page), "-l", str(page)]
        args += [path, "-"]
        res = subprocess.run(args, capture_output=True, text=True)
        if res.returncode != 0:
            raise RuntimeError(f"pdftotext failed on {path}: {res.stderr.strip()}")
        _text_cache[key] = res.stdout
    return _text_cache[key]


def pdf_pages(path):
    res = subprocess.run(["pdfinfo", path], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", res.stdout, re.M)
    return int(m.group(1)) if m else 0


def whole_word_in(keyword, text):
    pat = r"(?<![A-Za-z0-9])" + re.escape(norm(keyword)).replace(r"\ ", r"\s+") + r"(?![A-Za-z0-9])"
    return re.search(pat, norm(text)) is not None


errors = []


def err(where, msg):
    errors.append(f"{where}: {msg}")


def check_question_common(where, q, doc_pdf_for, max_page):
    """Checks shared by guide and seed questions. doc_pdf_for(doc) -> pdf path or None."""
    for key in ("question", "expect", "kind"):
        if key not in q:
            err(where, f"missing key '{key}'")
            return None
    if not isinstance(q["question"], str) or not q["question"].strip():
        err(where, "question must be a non-empty string")
    kinds = q["kind"]
    if not isinstance(kinds, list) or not kinds:
        err(where, "kind must be a non-empty list")
        return None
    bad = [k for k in kinds if k not in ALLOWED_TAGS]
    if bad:
        err(where, f"unknown tags {bad}")
    if len(set(kinds)) != len(kinds):
        err(where, "duplicate tags")
    qtext = q["question"]
    qn = norm(qtext)
    # verdict iff yes-no
    has_yn = "yes-no" in kinds
    if has_yn != ("verdict" in q):
        err(where, "verdict must be present exactly when tagged yes-no")
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        err(where, f"verdict must be 'yes' or 'no', got {q['verdict']!r}")
    # paraphrase <-> own-words
    if ("paraphrase" in kinds) != ("own-words" in kinds):
        err(where, "paraphrase and own-words must go together")
    # not covered
    nc = "not-covered" in kinds
    if nc != (q["expect"] == "not covered"):
        err(where, "tag not-covered must go with expect == 'not covered' and only then")
    if nc:
        if set(kinds) != {"not-covered"}:
            err(where, "not-covered questions carry only the not-covered tag")
        if "page" in q or "verdict" in q:
            err(where, "not-covered question must not have page or verdict")
        return "nc"
    # answerable
    exp = q["expect"]
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        err(where, "expect must be an object with exactly doc and says")
        return None
    if not isinstance(q.get("page"), int):
        err(where, "answerable question needs an integer page")
        return None
    says = exp["says"]
    nwords = len(says.split())
    if not 2 <= nwords <= 8:
        err(where, f"says has {nwords} words (must be 2 to 8): {says!r}")
    pdf = doc_pdf_for(exp["doc"])
    if pdf is None:
        err(where, f"unknown doc {exp['doc']!r}")
        return None
    if not os.path.exists(pdf):
        err(where, f"PDF missing: {pdf}")
        return None
    page = q["page"]
    npages = pdf_pages(pdf)
    if not 1 <= page <= min(npages, max_page):
        err(where, f"page {page} out of range (PDF has {npages} pages)")
        return None
    if norm(says) not in norm(pdf_text(pdf, page)):
        err(where, f"says not found on page {page} of {os.path.basename(pdf)}: {says!r}")
    if norm(says) in qn:
        err(where, f"question contains its says: {says!r}")
    # tag heuristics
    toks = set(re.findall(r"[a-z0-9&/~+\-]+|[~+]", qn))
    if "shorthand" in kinds and not (toks & SHORTHAND or re.search(r"\$\d+(\.\d+)?[km]\b", qn)):
        err(where, "tagged shorthand but no abbreviation found")
    if "filler" in kinds and not any(re.search(r"(?<![a-z])" + re.escape(f.strip()) + r"(?![a-z])", qn) for f in FILLER) \
            and not re.search(r"\b(actually|quick)\b", qn):
        err(where, "tagged filler but no filler phrase found")
    if "own-numbers" in kinds and not re.search(r"\d", qn):
        err(where, "tagged own-numbers but the question has no number")
    if "two-fact" in kinds and not (qn.count("?") >= 2 or " and " in qn or " also " in qn):
        err(where, "tagged two-fact but the question does not ask two things")
    if "paraphrase" in kinds:
        shared = content_words(says) & content_words(qtext)
        if len(shared) > 1:
            err(where, f"paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
    return "yn" if has_yn else "ans"


def check_not_covered_keywords(where, q, keywords, docs):
    kws = keywords.get(q["question"])
    if not kws:
        err(where, "no entry in tools/not_covered_keywords.json")
        return
    for kw in kws:
        if not whole_word_in(kw, q["question"]):
            err(where, f"keyword {kw!r} does not occur in the question")
        for d in docs:
            if whole_word_in(kw, pdf_text(d)):
                err(where, f"keyword {kw!r} occurs in {os.path.basename(d)}")


def seed_texts():
    out = []
    for f in sorted(os.listdir(SEED_DIR)):
        if f.endswith(".pdf"):
            out.append(pdf_text(os.path.join(SEED_DIR, f)))
        elif f.endswith(".txt"):
            out.append(open(os.path.join(SEED_DIR, f), encoding="utf-8").read())
    return "\n".join(out)


def main():
    try:
        keywords = json.load(open(os.path.join(ROOT, KEYWORDS_FILE), encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        err(KEYWORDS_FILE, f"cannot load: {e}")
        keywords = {}
    used_keywords = set()
    seed_all = norm(seed_texts())
    carriers, lines = [], []

    # ---------------- guide files ----------------
    for gf in GUIDE_FILES:
        path = os.path.join(ROOT, gf)
        try:
            data = json.load(open(path, encoding="utf-8"))
        except Exception as e:  # noqa: BLE001
            err(gf, f"JSON does not parse: {e}")
            continue
        for key in ("name", "company_name", "line", "files", "questions"):
            if key not in data:
                err(gf, f"missing key {key}")
        if set(data) - {"name", "company_name", "line", "files", "questions"}:
            err(gf, f"unexpected keys {sorted(set(data) - {'name', 'company_name', 'line', 'files', 'questions'})}")
        if f"round {ROUND}" not in data.get("name", ""):
            err(gf, f"name must say 'round {ROUND}'")
        company = data.get("company_name", "")
        line = data.get("line", "")
        carriers.append(company)
        lines.append(line.lower())
        if not company or company[0] not in ALLOWED_FIRST_LETTERS:
            err(gf, f"company name {company!r} must start with one of {''.join(sorted(ALLOWED_FIRST_LETTERS))}")
        for fn in FORBIDDEN_NAMES:
            if fn.lower() in company.lower():
                err(gf, f"company name contains forbidden name {fn!r}")
        for ul in USED_LINES:
            if re.search(r"(?<![a-z])" + re.escape(ul) + r"(?![a-z])", line.lower()):
                err(gf, f"line {line!r} matches an already used line ({ul!r})")
        files = data.get("files", [])
        if not isinstance(files, list) or len(files) != 1:
            err(gf, "files must list exactly one PDF")
            continue
        pdfname = files[0]
        short = " ".join(company.split()[:2])  # e.g. "Whinfell Mutual"
        if not (pdfname.startswith(short + " ") and pdfname.endswith(" Guide 2026.pdf")):
            err(gf, f"PDF name {pdfname!r} must be '<Carrier> <Line> Guide 2026.pdf'")
        pdf = os.path.join(ROOT, pdfname)
        if not os.path.exists(pdf):
            err(gf, f"PDF missing: {pdfname}")
            continue
        npages = pdf_pages(pdf)
        if npages != 3:
            err(pdfname, f"has {npages} pages, must have 3")
        for p in range(1, npages + 1):
            wc = len(pdf_text(pdf, p).split())
            if not 450 <= wc <= 650:
                err(pdfname, f"page {p} has {wc} words (must be 450-650)")
        full = norm(pdf_text(pdf))
        brand = company.split()[0].lower()
        if brand not in full:
            err(pdfname, f"carrier name {brand!r} does not appear in the guide")
        for nm in {company, short, company.split()[0]}:
            if nm.lower() in seed_all:
                err(gf, f"carrier name {nm!r} appears in the seed texts")
        for fn in FORBIDDEN_NAMES:
            if re.search(r"(?<![a-z])" + re.escape(fn.lower()), full):
                err(pdfname, f"guide text contains forbidden carrier name {fn!r}")
        doc_stem = pdfname[:-4]

        def doc_pdf_for(doc, _stem=doc_stem, _pdf=pdf):
            return _pdf if doc == _stem else None

        qs = data.get("questions", [])
        cnt = Counter()
        verdicts = Counter()
        seen_q = set()
        for i, q in enumerate(qs, 1):
            where = f"{gf} q{i}"
            if q.get("question") in seen_q:
                err(where, "duplicate question")
            seen_q.add(q.get("question"))
            if set(q) - {"question", "expect", "page", "verdict", "kind"}:
                err(where, f"unexpected keys {sorted(set(q) - {'question', 'expect', 'page', 'verdict', 'kind'})}")
            res = check_question_common(where, q, doc_pdf_for, 3)
            if res is None:
                continue
            kinds = q["kind"]
            if res == "nc":
                cnt["nc"] += 1
                used_keywords.add(q["question"])
                check_not_covered_keywords(where, q, keywords, [pdf])
                continue
            if "paraphrase" in kinds:
                cnt["para"] += 1
                if "two-fact" in kinds:
                    err(where, "a paraphrase may not also be the two-fact question")
            else:
                cnt["ans"] += 1
            if "two-fact" in kinds:
                cnt["two"] += 1
            if "verdict" in q:
                verdicts[q["verdict"]] += 1
        want = {"ans": 11, "para": 3, "nc": 4, "two": 2}
        for k, v in want.items():
            if cnt[k] != v:
                err(gf, f"count {k} = {cnt[k]}, want {v}")
        if len(qs) != 18:
            err(gf, f"{len(qs)} questions, want 18")
        if verdicts["yes"] < 1 or verdicts["no"] < 1:
            err(gf, f"needs at least one yes and one no verdict, has {dict(verdicts)}")

    if len({c.split()[0].lower() for c in carriers}) != len(carriers):
        err("guides", "carrier names are not distinct")
    if len(set(lines)) != len(lines):
        err("guides", "lines of business are not distinct")
    src = os.path.join(ROOT, "src")
    if not os.path.isdir(src) or len([f for f in os.listdir(src) if f.endswith(".html")]) != 3:
        err("src", "src/ must hold the three HTML sources")

    # ---------------- seed file ----------------
    try:
        seed = json.load(open(os.path.join(ROOT, SEED_FILE), encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        err(SEED_FILE, f"JSON does not parse: {e}")
        seed = None
    if seed is not None:
        if set(seed) != {"name", "questions"}:
            err(SEED_FILE, "seed file must have exactly the keys name and questions")
        if f"round {ROUND}" not in seed.get("name", ""):
            err(SEED_FILE, f"name must say 'round {ROUND}'")
        qs = seed.get("questions", [])
        per_company = Counter()
        nc_companies = []
        yn = 0
        verdicts = Counter()
        for i, q in enumerate(qs, 1):
            where = f"{SEED_FILE} q{i}"
            comp = q.get("company")
            if comp not in SEED_COMPANIES:
                err(where, f"unknown company {comp!r}")
                continue
            if set(q) - {"company", "question", "expect", "page", "verdict", "kind"}:
                err(where, "unexpected keys")
            if "two-fact" in q.get("kind", []) or "paraphrase" in q.get("kind", []):
                pass

            def doc_pdf_for(doc, _comp=comp):
                if doc not in SEED_COMPANIES[_comp]:
                    return None
                return os.path.join(SEED_DIR, doc.replace(" ", "_") + ".pdf")

            res = check_question_common(where, q, doc_pdf_for, 99)
            if res is None:
                continue
            if res == "nc":
                nc_companies.append(comp)
                used_keywords.add(q["question"])
                docs = [os.path.join(SEED_DIR, d.replace(" ", "_") + ".pdf") for d in SEED_COMPANIES[comp]]
                check_not_covered_keywords(where, q, keywords, docs)
                continue
            per_company[comp] += 1
            if res == "yn":
                yn += 1
                verdicts[q["verdict"]] += 1
        if len(qs) != 16:
            err(SEED_FILE, f"{len(qs)} questions, want 16")
        for comp, n in SEED_ANSWERABLE.items():
            if per_company[comp] != n:
                err(SEED_FILE, f"{comp}: {per_company[comp]} answerable, want {n}")
        if yn != 7:
            err(SEED_FILE, f"{yn} yes/no questions, want 7")
        if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
            err(SEED_FILE, f"not-covered questions must be 4 on four different carriers, got {nc_companies}")

    extra = set(keywords) - used_keywords
    if extra:
        err(KEYWORDS_FILE, f"entries for questions that are not not-covered questions: {sorted(extra)}")

    for e in errors:
        print("ERROR", e)
    print("PASS" if not errors else f"FAIL ({len(errors)} problems)")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
