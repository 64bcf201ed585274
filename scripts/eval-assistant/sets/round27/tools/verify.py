#!/usr/bin/env python3
"""Check the round-27 blind evaluation data against every rule of the brief.

Usage: python3 tools/verify.py [OUTPUT_DIR]   (default: the folder above tools/)
Prints one line per problem and ends with PASS or FAIL (exit code 0 / 1).
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
SEED_DIR = "/work/blind-seed"
LETTERS = {"C", "D", "F"}
ROUND = 27

ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase", "own-words", "not-covered"}

FORBIDDEN_NAMES = [
    "Alder Cove", "Brightwell", "Cedar Hollow", "Cedar Ridge", "Copperfield", "Coppervale", "Cormorant",
    "Harborlight", "Harborline", "Harborview", "Ironbridge", "Ironhorse", "Lakemont", "Larkspur", "Pennant Road",
    "Prairie Hearth", "Quillmont", "Redfern", "Ridgeline", "Sablewood", "Sagebrook", "Sagebrush", "Stonemill",
    "Tallowmere", "Tamarack", "Vesper Hill", "Northstar", "Bluewater", "Granite Peak", "Evergreen", "Keystone",
    "Thornbury", "Ashgrove", "Fenwick", "Dray", "Mariposa", "Thistledown", "Amberlea", "Kestrel", "Bellmare",
    "Thistlegate", "Penhallow", "Wrenfield", "Brambleton", "Verity Lane", "Oxbow", "Wickham", "Calloway",
    "Birchmont", "Pelham", "Larchfield", "Marrowstone", "Foxglove", "Halyard", "Juniper Bay", "Saltcreek",
    "Quayside", "Moorcroft", "Ravenstone", "Wyecliff", "Rushford", "Cobblestone", "Ostrander", "Drumlin Ferry",
    "Tussock Bend", "Corncrake Lane", "Pewterhorn", "Galingale", "Lychgate", "Pipistrelle", "Semaphore",
    "Merganser", "Millrace", "Nettlebank", "Rookhaven", "Tidewick", "Whinfell", "Yarrowby",
]

# Lines of business the brief lists as already used (checked against each guide's "line").
USED_LINES = [
    "commercial auto", "workers comp", "homeowners", "dwelling", "bop", "restaurant", "management liability",
    "personal auto", "builders risk", "cyber", "farm", "umbrella", "excess", "liquor liability", "self-storage",
    "child care", "marina", "surety", "hotel", "landscaping", "fitness", "garage", "religious", "houses of worship",
    "short-term rental", "pet", "food manufacturer", "community association", "trucking", "metalworking",
    "special event", "home health", "jewelers", "security guard", "vacant", "winery", "brewery", "medical",
    "dental", "nemt", "roofing", "landlord", "nonprofit", "golf", "fine art", "pest control", "youth sports",
    "architects", "engineers", "towing", "manufactured home", "electrical", "plumbing", "crime", "boatowners",
    "condo", "staffing", "mobile food", "auto repair", "habitational", "apartments", "veterinary", "movers",
    "flood", "real estate", "collector", "car wash", "laundromat", "salon", "campground", "rv park", "janitorial",
    "motor truck cargo", "assisted living", "auto dealer", "trampoline", "amusement park", "equine", "stable",
    "tree trimming", "dry clean",
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

FILLERS = ["hey", "rn", "quick q", "any chance", "so ", "hi ", "btw", "real quick", "fyi"]
SHORTHAND = ["insd", "uw", "ded", "cov", "yrs", "yr", "w/", "w/o", "min", "max", "prem", "pkg", "r", "u", "bc",
             "fh", "pl", "fec", "bldg", "ctr", "a&b", "tiv", "aop", "e&o", "bpp", "gl", "ho", "dp", "csl", "e&s",
             "bop", "sq", "ft", "comm", "prop", "k", "il", "tx", "mph", "agg", "bday", "install", "ok", "$1m",
             "$3.4m", "$4.2m", "$3m", "$650k", "$140k", "$700k", "cdl", "~"]

STOPWORDS = set("""a an the and or but if of to in on at by for with without from into onto over under up down out off
is are was were be been being am do does did doing have has had having can could will would shall should may might must
i me my we our you your he him his she her it its they them their this that these those there here what which who whom
whose when where why how all any both each few more most other some such no nor not only own same so than too very
just about also as per via w w/ w/o any anything something thing things get gets got go goes going let lets s t re ll
ve d m o y yes ok okay hey rn quick q u r bc""".split())

errors = []


def err(msg):
    errors.append(msg)
    print("  FAIL:", msg)


def norm(text):
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = text.replace("\u00a0", " ")
    return re.sub(r"\s+", " ", text).strip().lower()


_page_cache = {}


def page_text(pdf, page):
    key = (pdf, page)
    if key not in _page_cache:
        out = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), pdf, "-"],
                             capture_output=True, text=True)
        _page_cache[key] = out.stdout if out.returncode == 0 else None
    return _page_cache[key]


def all_text(pdf):
    out = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True)
    return out.stdout


def n_pages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    m = re.search(r"^Pages:\s+(\d+)", out, re.M)
    return int(m.group(1)) if m else 0


def content_words(text):
    text = norm(text).replace(",", "")
    toks = re.findall(r"[a-z0-9]+(?:\.[0-9]+)?", text)
    out = set()
    for t in toks:
        if t in STOPWORDS or (len(t) < 3 and not t.isdigit()):
            continue
        if len(t) > 3 and t.endswith("s") and not t.endswith("ss"):
            t = t[:-1]
        out.add(t)
    return out


def has_token(q, tok):
    ql = " " + q.lower() + " "
    if tok.endswith(" ") or tok.startswith("~") or "/" in tok or "&" in tok or "$" in tok:
        return tok in ql
    return re.search(r"(?<![a-z0-9])" + re.escape(tok) + r"(?![a-z0-9])", ql) is not None


def check_question(fname, i, q, docs_by_name, seed=False):
    """docs_by_name: doc title -> pdf path (for this file or this seed company)."""
    where = f"{fname} q{i + 1}"
    for k in ("question", "expect", "kind"):
        if k not in q:
            err(f"{where}: missing key {k}")
            return None
    if not isinstance(q["question"], str) or not q["question"].strip():
        err(f"{where}: empty question")
    kinds = q["kind"]
    if not isinstance(kinds, list) or not kinds:
        err(f"{where}: kind must be a non-empty list")
        return None
    bad = [k for k in kinds if k not in ALLOWED_TAGS]
    if bad:
        err(f"{where}: unknown tags {bad}")
    if len(set(kinds)) != len(kinds):
        err(f"{where}: duplicate tags")
    yn = "yes-no" in kinds
    if yn != ("verdict" in q):
        err(f"{where}: verdict present iff yes-no tag (yes-no={yn}, verdict={'verdict' in q})")
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        err(f"{where}: verdict must be yes or no")
    allowed_keys = {"question", "expect", "kind", "page", "verdict"} | ({"company"} if seed else set())
    extra = set(q) - allowed_keys
    if extra:
        err(f"{where}: unexpected keys {sorted(extra)}")
    qtext = q["question"]

    if q["expect"] == "not covered":
        if kinds != ["not-covered"]:
            err(f"{where}: not-covered question must carry only the not-covered tag")
        if "page" in q:
            err(f"{where}: not-covered question has a page")
        return "nc"

    if "not-covered" in kinds:
        err(f"{where}: not-covered tag on an answerable question")
    exp = q["expect"]
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        err(f"{where}: expect must be {{doc, says}} or 'not covered'")
        return None
    doc, says = exp["doc"], exp["says"]
    if doc not in docs_by_name:
        err(f"{where}: doc {doc!r} is not a document of this carrier")
        return None
    nwords = len(says.split())
    if not 2 <= nwords <= 8:
        err(f"{where}: says has {nwords} words (2-8)")
    page = q.get("page")
    if not isinstance(page, int) or page < 1:
        err(f"{where}: page must be a positive integer")
        return None
    txt = page_text(docs_by_name[doc], page)
    if txt is None:
        err(f"{where}: page {page} not in {doc}")
    elif norm(says) not in norm(txt):
        err(f"{where}: says {says!r} not found on page {page} of {doc}")
    if norm(says) in norm(qtext):
        err(f"{where}: question contains its says")

    # tag sanity
    if "own-numbers" in kinds and not re.search(r"\d", qtext):
        err(f"{where}: own-numbers tag but no number in question")
    if "filler" in kinds and not any(has_token(qtext, f) for f in FILLERS):
        err(f"{where}: filler tag but no filler word")
    if "shorthand" in kinds and not any(has_token(qtext, s) for s in SHORTHAND):
        err(f"{where}: shorthand tag but no shorthand")
    if "two-fact" in kinds and not re.search(r"\band\b|\+|,|&", qtext.lower()):
        err(f"{where}: two-fact question does not ask two things")
    para = "paraphrase" in kinds
    if para != ("own-words" in kinds):
        err(f"{where}: paraphrase and own-words must go together")
    if para:
        if set(kinds) != {"paraphrase", "own-words"}:
            err(f"{where}: paraphrase should carry only paraphrase/own-words tags")
        shared = content_words(qtext) & content_words(says)
        if len(shared) > 1:
            err(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
        return "para"
    return "ans"


def check_not_covered(fname, questions, carrier_key, pdfs, kw):
    texts = [norm(all_text(p)) for p in pdfs]
    table = kw.get(carrier_key)
    if table is None:
        err(f"{fname}: no keyword table for {carrier_key!r} in not_covered_keywords.json")
        return
    for q in questions:
        if q.get("expect") != "not covered":
            continue
        words = table.get(q["question"])
        if not words:
            err(f"{fname}: no key words for not-covered question {q['question']!r}")
            continue
        if not any(norm(w) in norm(q["question"]) for w in words):
            err(f"{fname}: none of the key words {words} occurs in the question {q['question']!r}")
        for w in words:
            pat = r"(?<![a-z0-9])" + re.escape(norm(w)) + r"(?![a-z0-9])"
            for p, t in zip(pdfs, texts):
                if re.search(pat, t):
                    err(f"{fname}: not-covered key word {w!r} found in {os.path.basename(p)}")


def check_guide(path, kw, seed_text):
    fname = os.path.basename(path)
    print(f"- {fname}")
    try:
        data = json.load(open(path, encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        err(f"{fname}: JSON does not parse: {e}")
        return None
    for k in ("name", "company_name", "line", "files", "questions"):
        if k not in data:
            err(f"{fname}: missing key {k}")
            return None
    if f"round {ROUND}" not in data["name"]:
        err(f"{fname}: name should end with 'round {ROUND}'")
    company = data["company_name"]
    if len(data["files"]) != 1:
        err(f"{fname}: expected exactly one file")
    pdf_name = data["files"][0]
    m = re.fullmatch(r"(\S+) (.+) Guide 2026\.pdf", pdf_name)
    if not m:
        err(f"{fname}: file name {pdf_name!r} is not '<Carrier> <Line> Guide 2026.pdf'")
        return None
    carrier = m.group(1)
    if not company.startswith(carrier):
        err(f"{fname}: file carrier {carrier!r} does not match company {company!r}")
    if not data["name"].startswith(carrier):
        err(f"{fname}: name does not start with the carrier")
    line_l = data["line"].lower()
    for used in USED_LINES:
        if re.search(r"\b" + re.escape(used), line_l):
            err(f"{fname}: line {data['line']!r} matches used line {used!r}")
    for bad in FORBIDDEN_NAMES:
        if bad.lower() in company.lower() or bad.lower() in pdf_name.lower():
            err(f"{fname}: carrier name contains forbidden name {bad!r}")
    if carrier.lower() in seed_text:
        err(f"{fname}: carrier name {carrier!r} occurs in the seed texts")
    pdf = os.path.join(ROOT, pdf_name)
    if not os.path.isfile(pdf):
        err(f"{fname}: PDF {pdf_name!r} missing")
        return None
    # PDF shape
    np_ = n_pages(pdf)
    if np_ != 3:
        err(f"{pdf_name}: {np_} pages (need 3)")
    for p in range(1, np_ + 1):
        wc = len((page_text(pdf, p) or "").split())
        if not 450 <= wc <= 650:
            err(f"{pdf_name}: page {p} has {wc} words (450-650)")
    if company.split()[0].lower() not in norm(all_text(pdf)):
        err(f"{pdf_name}: company name not printed in the guide")
    docs = {pdf_name[:-4]: pdf}
    qs = data["questions"]
    counts = {"ans": 0, "para": 0, "nc": 0}
    seen = set()
    for i, q in enumerate(qs):
        if q.get("question") in seen:
            err(f"{fname} q{i + 1}: duplicate question")
        seen.add(q.get("question"))
        kind = check_question(fname, i, q, docs)
        if kind:
            counts[kind] += 1
    two = sum(1 for q in qs if "two-fact" in q.get("kind", []))
    verdicts = [q.get("verdict") for q in qs if "verdict" in q]
    if len(qs) != 18:
        err(f"{fname}: {len(qs)} questions (need 18)")
    if counts != {"ans": 11, "para": 3, "nc": 4}:
        err(f"{fname}: counts {counts} (need 11 answerable, 3 paraphrase, 4 not-covered)")
    if two != 2:
        err(f"{fname}: {two} two-fact questions (need exactly 2)")
    if "yes" not in verdicts or "no" not in verdicts:
        err(f"{fname}: needs at least one yes and one no verdict")
    check_not_covered(fname, qs, company, [pdf], kw)
    print(f"  {pdf_name}: pages={np_}, words={[len((page_text(pdf, p) or '').split()) for p in range(1, np_ + 1)]},"
          f" answerable={counts['ans']}, paraphrase={counts['para']}, not-covered={counts['nc']}, two-fact={two},"
          f" yes={verdicts.count('yes')}, no={verdicts.count('no')}")
    return carrier, company, pdf_name


def seed_pdf(title):
    return os.path.join(SEED_DIR, title.replace(" ", "_") + ".pdf")


def check_seed(path, kw):
    fname = os.path.basename(path)
    print(f"- {fname}")
    try:
        data = json.load(open(path, encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        err(f"{fname}: JSON does not parse: {e}")
        return
    if set(data) != {"name", "questions"}:
        err(f"{fname}: keys must be name and questions")
    if data.get("name") != f"seed carriers, round {ROUND}":
        err(f"{fname}: name must be 'seed carriers, round {ROUND}'")
    qs = data.get("questions", [])
    if len(qs) != 16:
        err(f"{fname}: {len(qs)} questions (need 16)")
    per = {c: 0 for c in SEED_COMPANIES}
    nc_companies = []
    yn = 0
    for i, q in enumerate(qs):
        co = q.get("company")
        if co not in SEED_COMPANIES:
            err(f"{fname} q{i + 1}: unknown company {co!r}")
            continue
        docs = {t: seed_pdf(t) for t in SEED_COMPANIES[co]}
        for t, p in docs.items():
            if not os.path.isfile(p):
                err(f"{fname}: seed PDF missing for {t!r}")
        kind = check_question(fname, i, q, docs, seed=True)
        if kind == "nc":
            nc_companies.append(co)
        elif kind in ("ans", "para"):
            per[co] += 1
            if "yes-no" in q["kind"]:
                yn += 1
    if per != SEED_ANSWERABLE:
        err(f"{fname}: answerable per carrier {per} (need {SEED_ANSWERABLE})")
    if yn != 7:
        err(f"{fname}: {yn} yes/no questions among the answerable (need 7)")
    if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
        err(f"{fname}: not-covered questions must be 4 on four different carriers, got {nc_companies}")
    for co in set(nc_companies):
        sub = [q for q in qs if q.get("company") == co]
        check_not_covered(fname, sub, "seed", [seed_pdf(t) for t in SEED_COMPANIES[co]], kw)
    print(f"  answerable per carrier={per}, yes-no={yn}, not-covered carriers={nc_companies}")


def main():
    print(f"Verifying {ROOT}")
    seed_text = " ".join(norm(all_text(os.path.join(SEED_DIR, f)))
                         for f in sorted(os.listdir(SEED_DIR)) if f.endswith(".pdf"))
    seed_text += " ".join(norm(open(os.path.join(SEED_DIR, f), encoding="utf-8").read())
                          for f in sorted(os.listdir(SEED_DIR)) if f.endswith(".txt"))
    try:
        kw = json.load(open(os.path.join(ROOT, "tools", "not_covered_keywords.json"), encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        err(f"not_covered_keywords.json: {e}")
        kw = {}
    qdir = os.path.join(ROOT, "questions")
    guide_files = sorted(f for f in os.listdir(qdir) if f.endswith(".json") and f != "seed.json")
    if len(guide_files) != 3:
        err(f"need 3 guide question files, found {guide_files}")
    carriers = []
    for f in guide_files:
        r = check_guide(os.path.join(qdir, f), kw, seed_text)
        if r:
            carriers.append(r)
    letters = sorted(c[0][0].upper() for c in carriers)
    if set(letters) != LETTERS or len(letters) != 3:
        err(f"carrier initials {letters} (need one each of {sorted(LETTERS)})")
    if len({c[0].lower() for c in carriers}) != len(carriers):
        err("carrier names are not distinct")
    pdfs_on_disk = sorted(f for f in os.listdir(ROOT) if f.endswith(".pdf"))
    if sorted(c[2] for c in carriers) != pdfs_on_disk:
        err(f"PDFs on disk {pdfs_on_disk} differ from the question files")
    src = os.path.join(ROOT, "src")
    if not os.path.isdir(src) or len([f for f in os.listdir(src) if f.endswith(".html")]) != 3:
        err("src/ must hold the three HTML sources")
    if os.path.isfile(os.path.join(qdir, "seed.json")):
        check_seed(os.path.join(qdir, "seed.json"), kw)
    else:
        err("questions/seed.json missing")
    if not os.path.isfile(os.path.join(ROOT, "README.md")):
        err("README.md missing")
    print("PASS" if not errors else f"FAIL ({len(errors)} problems)")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
