#!/usr/bin/env python3
"""Check the round-31 blind evaluation data against every rule of the brief.

Usage: python3 tools/verify.py [ROOT]
ROOT defaults to the folder above this script. Prints every problem found,
then PASS or FAIL (exit status 0 or 1).
"""
import glob
import json
import os
import re
import subprocess
import sys

ROUND = 31
ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
SEED = "/work/blind-seed"
QDIR = os.path.join(ROOT, "questions")
KW_FILE = os.path.join(ROOT, "tools", "not_covered_keywords.json")

GUIDE_FILES = {
    # question file -> required first letter of the carrier name
    "dovecote_aviation.json": "D",
    "kittiwake_cannabis.json": "K",
    "ptarmigan_home_inspectors.json": "P",
}
SEED_FILE = "seed_carriers.json"

ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact",
                "paraphrase", "own-words", "not-covered"}

FORBIDDEN_NAMES = [
    "Alder Cove", "Brightwell", "Cedar Hollow", "Cedar Ridge", "Copperfield", "Coppervale", "Cormorant",
    "Harborlight", "Harborline", "Harborview", "Ironbridge", "Ironhorse", "Lakemont", "Larkspur",
    "Pennant Road", "Prairie Hearth", "Quillmont", "Redfern", "Ridgeline", "Sablewood", "Sagebrook",
    "Sagebrush", "Stonemill", "Tallowmere", "Tamarack", "Vesper Hill", "Northstar", "Bluewater",
    "Granite Peak", "Evergreen", "Keystone", "Thornbury", "Ashgrove", "Fenwick", "Dray", "Mariposa",
    "Thistledown", "Amberlea", "Kestrel", "Bellmare", "Thistlegate", "Penhallow", "Wrenfield",
    "Brambleton", "Verity Lane", "Oxbow", "Wickham", "Calloway", "Birchmont", "Pelham", "Larchfield",
    "Marrowstone", "Foxglove", "Halyard", "Juniper Bay", "Saltcreek", "Quayside", "Moorcroft",
    "Ravenstone", "Wyecliff", "Rushford", "Cobblestone", "Ostrander", "Drumlin Ferry", "Tussock Bend",
    "Corncrake Lane", "Pewterhorn", "Galingale", "Lychgate", "Pipistrelle", "Semaphore", "Merganser",
    "Millrace", "Nettlebank", "Rookhaven", "Tidewick", "Whinfell", "Yarrowby", "Gannetmoor",
    "Heronsgill", "Loblolly", "Cresthaven", "Dunmore", "Fairlight", "Jolliet", "Strathallan",
    "Verdigris", "Ullswater", "Vireo", "Worthing", "Abercairn", "Elmstead", "Tyndrum",
]

USED_LINES = [
    "commercial auto", "workers comp", "homeowners", "dwelling", "bop", "restaurant", "management liability",
    "personal auto", "builders risk", "cyber", "farmowners", "umbrella", "excess", "liquor", "self-storage",
    "child care", "marina", "surety", "hotel", "landscaping", "fitness", "garage", "religious",
    "houses of worship", "short-term rental", "pet services", "food manufacturers", "community associations",
    "trucking", "metalworking", "special events", "home health", "jewelers block", "security guards",
    "vacant dwellings", "winery", "brewery", "medical", "dental", "nemt", "roofing", "landlord",
    "nonprofit", "golf", "fine art", "pest control", "youth sports", "architects", "engineers", "towing",
    "manufactured homes", "electrical", "plumbing", "crime", "boatowners", "pwc", "condo", "staffing",
    "mobile food", "auto repair", "habitational", "apartments", "veterinary", "movers", "private flood",
    "real estate e&o", "collector vehicles", "car wash", "laundromat", "salons", "campgrounds", "rv parks",
    "janitorial", "motor truck cargo", "assisted living", "auto dealers", "trampoline", "amusement",
    "equine", "tree trimming", "dry cleaners", "funeral", "crematories", "bowling", "entertainment centers",
    "printing", "sign shops", "drones", "uas", "lawyers", "pharmacies", "convenience stores",
    "fuel stations", "accountants", "earthquake", "contractors pollution",
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

STOPWORDS = set("""a an the and or but if of to in on at for by with w from as is are was were be been being am do does did
done doing have has had having it its it's this that these those there their them they he she his her him we you your i me my
our us what whats what's which who whom whose when where why how can could would should will shall may might must not no yes
any anything some all each every than then so too very just also only about into over under up out off again more most
other such own same get got gets ok okay hey quick q rn u ur pls please need needs needed any chance one thing s
before after through within during per without between against while until because""".split())

problems = []


def bad(msg):
    problems.append(msg)


def norm(text):
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = text.replace("\u00a0", " ")
    return re.sub(r"\s+", " ", text).strip().lower()


_page_cache = {}


def pdf_pages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True).stdout
    m = re.search(r"^Pages:\s+(\d+)", out, re.M)
    return int(m.group(1)) if m else 0


def page_text(path, page, layout=True):
    key = (path, page, layout)
    if key not in _page_cache:
        args = ["pdftotext"] + (["-layout"] if layout else []) + ["-f", str(page), "-l", str(page), path, "-"]
        _page_cache[key] = subprocess.run(args, capture_output=True, text=True).stdout
    return _page_cache[key]


def all_text(path):
    n = pdf_pages(path)
    return "\n".join(page_text(path, p, True) + "\n" + page_text(path, p, False) for p in range(1, n + 1))


def tokens(text):
    return re.findall(r"[a-z0-9$%]+(?:[.,][0-9]+)*%?", norm(text))


def stem(w):
    if len(w) > 3 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        return w[:-1]
    return w


def content_words(text):
    return {stem(t) for t in tokens(text) if t not in STOPWORDS}


def has_whole(text, phrase):
    parts = [re.escape(p) for p in phrase.split()]
    rx = r"(?<![A-Za-z0-9])" + r"\s+".join(parts) + r"(?![A-Za-z0-9])"
    return re.search(rx, text, re.I) is not None


def load_json(path):
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except Exception as exc:  # noqa: BLE001
        bad(f"{os.path.basename(path)}: does not parse: {exc}")
        return None


KEYWORDS = load_json(KW_FILE) or {}


def check_question(fname, i, q, doc_paths, carrier_texts, extra_keys=()):
    """Check one question. doc_paths: doc title -> pdf path (docs allowed for this question)."""
    where = f"{fname} q{i + 1}"
    allowed_keys = {"question", "expect", "page", "verdict", "kind"} | set(extra_keys)
    for k in q:
        if k not in allowed_keys:
            bad(f"{where}: unknown key {k!r}")
    if not isinstance(q.get("question"), str) or not q["question"].strip():
        bad(f"{where}: missing question text")
        return None
    kinds = q.get("kind")
    if not isinstance(kinds, list) or not kinds:
        bad(f"{where}: kind must be a non-empty list")
        kinds = []
    for t in kinds:
        if t not in ALLOWED_TAGS:
            bad(f"{where}: tag {t!r} not allowed")
    if len(set(kinds)) != len(kinds):
        bad(f"{where}: repeated tag")
    has_verdict = "verdict" in q
    if ("yes-no" in kinds) != has_verdict:
        bad(f"{where}: verdict must be present exactly when tagged yes-no")
    if has_verdict and q["verdict"] not in ("yes", "no"):
        bad(f"{where}: verdict must be 'yes' or 'no'")
    if ("paraphrase" in kinds) != ("own-words" in kinds):
        bad(f"{where}: paraphrase and own-words go together")

    exp = q.get("expect")
    if exp == "not covered":
        if "not-covered" not in kinds:
            bad(f"{where}: not-covered question lacks the not-covered tag")
        for t in ("yes-no", "two-fact", "paraphrase", "own-words"):
            if t in kinds:
                bad(f"{where}: not-covered question tagged {t}")
        if "page" in q:
            bad(f"{where}: not-covered question has a page")
        kws = KEYWORDS.get(fname, {}).get(q["question"])
        if not kws:
            bad(f"{where}: no not-covered key words in not_covered_keywords.json")
        else:
            for kw in kws:
                for title, text in carrier_texts.items():
                    if has_whole(text, kw):
                        bad(f"{where}: key word {kw!r} appears in {title}")
        return "nc"

    if "not-covered" in kinds:
        bad(f"{where}: tagged not-covered but has an expected answer")
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        bad(f"{where}: expect must be {{doc, says}} or 'not covered'")
        return None
    doc, says = exp["doc"], exp["says"]
    if doc not in doc_paths:
        bad(f"{where}: doc {doc!r} is not one of this carrier's documents")
        return None
    nwords = len(says.split())
    if not 2 <= nwords <= 8:
        bad(f"{where}: says has {nwords} words (2-8 allowed)")
    page = q.get("page")
    path = doc_paths[doc]
    if not isinstance(page, int) or not 1 <= page <= pdf_pages(path):
        bad(f"{where}: bad page {page!r}")
        return None
    if norm(says) not in norm(page_text(path, page)):
        bad(f"{where}: says {says!r} not found on page {page} of {doc}")
    if norm(says) in norm(q["question"]):
        bad(f"{where}: question contains its says")
    if "paraphrase" in kinds:
        shared = content_words(says) & content_words(q["question"])
        if len(shared) > 1:
            bad(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
    return "para" if "paraphrase" in kinds else "ans"


def check_guides():
    carriers = []
    for fname, letter in GUIDE_FILES.items():
        path = os.path.join(QDIR, fname)
        if not os.path.exists(path):
            bad(f"{fname}: missing")
            continue
        data = load_json(path)
        if data is None:
            continue
        if set(data) != {"name", "company_name", "line", "files", "questions"}:
            bad(f"{fname}: top-level keys are {sorted(data)}")
            continue
        if f"round {ROUND}" not in data["name"]:
            bad(f"{fname}: name must mention round {ROUND}")
        company = data["company_name"]
        if not company.startswith(letter):
            bad(f"{fname}: carrier name must start with {letter}")
        line = data["line"]
        if not ("A" <= line[:1].upper() <= "L"):
            bad(f"{fname}: line {line!r} must begin with a letter from A to L")
        for used in USED_LINES:
            if has_whole(line, used):
                bad(f"{fname}: line {line!r} matches used line {used!r}")
        if not isinstance(data["files"], list) or len(data["files"]) != 1:
            bad(f"{fname}: files must list exactly one PDF")
            continue
        pdf = data["files"][0]
        short = company.split()[0]
        m = re.fullmatch(r"(\S+) (.+) Guide 2026\.pdf", pdf)
        if not m or m.group(1) != short:
            bad(f"{fname}: file name {pdf!r} not '<Carrier> <Line> Guide 2026.pdf'")
        pdf_path = os.path.join(ROOT, pdf)
        if not os.path.exists(pdf_path):
            bad(f"{fname}: {pdf} missing")
            continue
        # PDF shape
        n = pdf_pages(pdf_path)
        if n != 3:
            bad(f"{pdf}: {n} pages, need 3")
        for p in range(1, n + 1):
            wc = len(page_text(pdf_path, p).split())
            if not 450 <= wc <= 650:
                bad(f"{pdf}: page {p} has {wc} words (450-650)")
        src = os.path.join(ROOT, "src", fname.replace(".json", ".html"))
        if not os.path.exists(src):
            bad(f"{fname}: HTML source {src} missing")
        carriers.append((company, short))
        title = pdf[:-4]
        doc_paths = {title: pdf_path}
        texts = {title: all_text(pdf_path)}
        qs = data["questions"]
        counts = {"ans": 0, "para": 0, "nc": 0}
        two_fact = 0
        verdicts = set()
        tagset = set()
        for i, q in enumerate(qs):
            r = check_question(fname, i, q, doc_paths, texts)
            if r:
                counts[r] += 1
            if "two-fact" in q.get("kind", []):
                two_fact += 1
                if "paraphrase" in q.get("kind", []):
                    bad(f"{fname} q{i + 1}: two-fact should be an ordinary answerable question")
            if "verdict" in q:
                verdicts.add(q["verdict"])
            tagset |= set(q.get("kind", []))
        if len(qs) != 18:
            bad(f"{fname}: {len(qs)} questions, need 18")
        if counts != {"ans": 11, "para": 3, "nc": 4}:
            bad(f"{fname}: counts {counts}, need 11 answerable, 3 paraphrase, 4 not covered")
        if two_fact != 2:
            bad(f"{fname}: {two_fact} two-fact questions, need exactly 2")
        if verdicts != {"yes", "no"}:
            bad(f"{fname}: need at least one yes and one no verdict, have {sorted(verdicts)}")
        for t in ("shorthand", "filler", "own-numbers", "yes-no"):
            if t not in tagset:
                bad(f"{fname}: no question tagged {t}")
        # the guide must actually name the carrier
        if short.lower() not in texts[title].lower():
            bad(f"{pdf}: carrier name {short} not in the PDF text")
    # carrier names: distinct letters, absent from seeds, no forbidden names
    seed_text = ""
    for f in sorted(glob.glob(os.path.join(SEED, "*.txt"))):
        with open(f, encoding="utf-8") as fh:
            seed_text += fh.read() + "\n"
    for f in sorted(glob.glob(os.path.join(SEED, "*.pdf"))):
        seed_text += all_text(f)
    for company, short in carriers:
        for name in (company, short):
            if name.lower() in seed_text.lower():
                bad(f"carrier name {name!r} appears in the seed texts")
        for fb in FORBIDDEN_NAMES:
            if fb.lower() in company.lower():
                bad(f"carrier name {company!r} contains forbidden name {fb!r}")
    if sorted(c[0][0] for c in carriers) != sorted(GUIDE_FILES.values()):
        bad("carrier initials must be D, K and P, one each")


def seed_pdf(title):
    return os.path.join(SEED, title.replace(" ", "_") + ".pdf")


def check_seed():
    fname = SEED_FILE
    path = os.path.join(QDIR, fname)
    data = load_json(path) if os.path.exists(path) else None
    if data is None:
        bad(f"{fname}: missing or unreadable")
        return
    if set(data) != {"name", "questions"}:
        bad(f"{fname}: top-level keys are {sorted(data)}")
    if f"round {ROUND}" not in data.get("name", ""):
        bad(f"{fname}: name must mention round {ROUND}")
    texts_by_company = {}
    for cmp, titles in SEED_COMPANIES.items():
        texts = {}
        for t in titles:
            p = seed_pdf(t)
            if not os.path.exists(p):
                bad(f"seed document {p} missing")
                continue
            txt = all_text(p)
            tp = p[:-4] + ".txt"
            if os.path.exists(tp):
                with open(tp, encoding="utf-8") as fh:
                    txt += "\n" + fh.read()
            texts[t] = txt
        texts_by_company[cmp] = texts
    answerable = {c: 0 for c in SEED_COMPANIES}
    nc_companies = []
    yes_no = 0
    qs = data.get("questions", [])
    for i, q in enumerate(qs):
        cmp = q.get("company")
        if cmp not in SEED_COMPANIES:
            bad(f"{fname} q{i + 1}: unknown company {cmp!r}")
            continue
        doc_paths = {t: seed_pdf(t) for t in SEED_COMPANIES[cmp]}
        r = check_question(fname, i, q, doc_paths, texts_by_company[cmp], extra_keys=("company",))
        if r in ("ans", "para"):
            answerable[cmp] += 1
            if "yes-no" in q.get("kind", []):
                yes_no += 1
        elif r == "nc":
            nc_companies.append(cmp)
    if len(qs) != 16:
        bad(f"{fname}: {len(qs)} questions, need 16")
    if answerable != SEED_ANSWERABLE:
        bad(f"{fname}: answerable per carrier {answerable}, need {SEED_ANSWERABLE}")
    if yes_no != 7:
        bad(f"{fname}: {yes_no} yes/no answerable questions, need 7")
    if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
        bad(f"{fname}: not-covered questions must be 4, on four different carriers (have {nc_companies})")


def check_keyword_file():
    # every key-word entry must belong to an existing not-covered question
    for fname, entries in KEYWORDS.items():
        path = os.path.join(QDIR, fname)
        if not os.path.exists(path):
            bad(f"not_covered_keywords.json: unknown file {fname}")
            continue
        with open(path, encoding="utf-8") as fh:
            try:
                qs = {q["question"] for q in json.load(fh)["questions"] if q.get("expect") == "not covered"}
            except Exception:  # noqa: BLE001
                continue
        for qtext in entries:
            if qtext not in qs:
                bad(f"not_covered_keywords.json: {fname}: no not-covered question {qtext!r}")


def main():
    check_guides()
    check_seed()
    check_keyword_file()
    for p in problems:
        print("FAIL:", p)
    print("PASS" if not problems else f"FAIL ({len(problems)} problems)")
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main())
