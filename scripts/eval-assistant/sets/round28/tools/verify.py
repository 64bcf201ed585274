#!/usr/bin/env python3
"""Checker for blind evaluation round 28.

Usage:
  python3 tools/verify.py             # check the output folder, print PASS or the errors
  python3 tools/verify.py --selftest  # break copies of the data and confirm each break is caught

Checks every rule of the brief: JSON keys and tags, verdict iff yes-no, each `says` found on
its page (pdftotext -layout -f N -l N, normalised), no question containing its `says`,
paraphrase word overlap, not-covered keywords absent from the carrier's documents, counts,
page count and words per page, carrier names (letters, forbidden names, absent from the seed).
"""
import copy
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata

ROUND = 28
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
SEED_DIR = "/work/blind-seed"

GUIDE_JSONS = [
    "jolliet-drone-questions.json",
    "strathallan-lpl-questions.json",
    "verdigris-pharmacy-questions.json",
]
SEED_JSON = "seed-questions.json"
KEYWORDS_JSON = os.path.join("tools", "not_covered_keywords.json")
LETTERS = ["J", "S", "V"]

ALLOWED_KINDS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact",
                 "paraphrase", "own-words", "not-covered"}

FORBIDDEN_NAMES = """Alder Cove, Brightwell, Cedar Hollow, Cedar Ridge, Copperfield, Coppervale, Cormorant,
Harborlight, Harborline, Harborview, Ironbridge, Ironhorse, Lakemont, Larkspur, Pennant Road,
Prairie Hearth, Quillmont, Redfern, Ridgeline, Sablewood, Sagebrook, Sagebrush, Stonemill,
Tallowmere, Tamarack, Vesper Hill, Northstar, Bluewater, Granite Peak, Evergreen, Keystone,
Thornbury, Ashgrove, Fenwick, Dray, Mariposa, Thistledown, Amberlea, Kestrel, Bellmare,
Thistlegate, Penhallow, Wrenfield, Brambleton, Verity Lane, Oxbow, Wickham, Calloway, Birchmont,
Pelham, Larchfield, Marrowstone, Foxglove, Halyard, Juniper Bay, Saltcreek, Quayside, Moorcroft,
Ravenstone, Wyecliff, Rushford, Cobblestone, Ostrander, Drumlin Ferry, Tussock Bend,
Corncrake Lane, Pewterhorn, Galingale, Lychgate, Pipistrelle, Semaphore, Merganser, Millrace,
Nettlebank, Rookhaven, Tidewick, Whinfell, Yarrowby, Gannetmoor, Heronsgill, Loblolly,
Cresthaven, Dunmore, Fairlight"""
FORBIDDEN_NAMES = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

USED_LINES = """commercial auto, workers comp, HO/DP personal lines, BOP rates, restaurant, management liability,
personal auto, builders risk, cyber, farmowners, umbrella, excess, liquor liability, self-storage,
child care, marina, surety, hotel, landscaping, fitness, garage, religious institutions, houses of worship,
short-term rental, pet services, food manufacturers, community associations, small fleet trucking,
metalworking, special events, home health, jewelers block, security guards, vacant dwellings, winery,
brewery, medical office, dental office, NEMT, roofing contractors, landlord dwelling fire,
nonprofit social services, golf clubs, fine art, pest control, youth sports, architects & engineers,
towing, manufactured homes, electrical contractors, plumbing contractors, crime, boatowners, PWC,
condo HO-6, staffing, mobile food, auto repair, habitational, apartments, veterinary, movers,
private flood, real estate E&O, collector vehicles, car wash, laundromat, salons, campgrounds, RV parks,
janitorial, motor truck cargo, assisted living, auto dealers, trampoline, amusement parks,
equine stables, tree trimming, dry cleaners, funeral homes, crematories, bowling,
entertainment centers, printing, sign shops"""
USED_LINES = [n.strip().lower() for n in USED_LINES.replace("\n", " ").split(",") if n.strip()]

SEED_COMPANIES = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide",
                         "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide",
                       "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Businessowners Policy Eligibility Guide",
                        "Required Documents Checklist"],
}
SEED_ANSWERABLE = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2,
                   "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}

SHORTHAND = ["insd", "uw", "ded", "cov", "yrs", "yr", "w/", "w/o", "min", "max", "prem", "pol", "liab",
             "pkg", "atty", "hx", "pts", "biz", "thru", "rn", "u", "tiv", "csl", "gl", "lpl", "ho", "ho-3",
             "dp", "rc", "comm", "coins", "bldgs", "reqs", "rev", "pic", "co", "ag", "cert", "whats",
             "epli", "q", "k", "m", "bop", "e&s"]
FILLER = ["hey", "rn", "quick q", "any chance", "btw", "so ", "just wondering", "fyi"]

STOPWORDS = set("""a an the and or but if then than of to in on at by for from with without into onto over under
up down out off about as is are was were be been being am do does did done doing have has had having can
could will would shall should may might must not no nor so too very just only also any all each every
some such own same other more most less few both either neither this that these those it its it's they them
their theirs there here what which who whom whose when where why how i me my we us our you your he him his
she her hers one ones thing things get gets got like per via etc ok okay yes yeah rn hey q""".split())

_pdf_cache = {}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = (s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
          .replace("\u00a0", " "))
    return re.sub(r"\s+", " ", s).strip().lower()


def pdf_pages(path):
    if path not in _pdf_cache:
        info = subprocess.run(["pdfinfo", path], capture_output=True, text=True).stdout
        m = re.search(r"^Pages:\s+(\d+)", info, re.M)
        n = int(m.group(1)) if m else 0
        pages = []
        for p in range(1, n + 1):
            t = subprocess.run(["pdftotext", "-layout", "-f", str(p), "-l", str(p), path, "-"],
                               capture_output=True, text=True).stdout
            pages.append(t)
        _pdf_cache[path] = pages
    return _pdf_cache[path]


def stem(w):
    w = w.lower().strip("'")
    if w.endswith("'s"):
        w = w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    return w


def content_words(s):
    toks = re.findall(r"[a-z0-9]+(?:'[a-z]+)?", norm(s))
    return {stem(t) for t in toks if t not in STOPWORDS and stem(t) not in STOPWORDS and len(t) > 1 or t.isdigit()}


def whole_word_present(text, kw):
    pat = r"(?<![a-z0-9])" + r"\s+".join(re.escape(p) for p in norm(kw).split()) + r"(?![a-z0-9])"
    return re.search(pat, norm(text)) is not None


def word_count(text):
    return len(text.split())


def seed_pdf(title):
    return os.path.join(SEED_DIR, title.replace(" ", "_") + ".pdf")


def check_question_style(q, kinds, where, errs):
    text = q.get("question", "")
    low = " " + norm(text) + " "
    if "shorthand" in kinds:
        toks = set(re.findall(r"[a-z0-9&/\-]+", norm(text)))
        if not any(a in toks for a in SHORTHAND):
            errs.append(f"{where}: tagged shorthand but no abbreviation found")
    if "filler" in kinds and not any(f in low for f in FILLER):
        errs.append(f"{where}: tagged filler but no filler word found")
    if "own-numbers" in kinds and not re.search(r"\d", text):
        errs.append(f"{where}: tagged own-numbers but has no number")
    if "two-fact" in kinds and not (" and " in low or text.count("?") >= 2 or " & " in low):
        errs.append(f"{where}: tagged two-fact but does not ask two things")


def check_answerable(q, kinds, where, pdf_path, errs, doc_ok):
    exp = q.get("expect")
    if not isinstance(exp, dict) or set(exp.keys()) != {"doc", "says"}:
        errs.append(f"{where}: answerable question needs expect {{doc, says}}")
        return
    if not doc_ok(exp["doc"]):
        errs.append(f"{where}: expect.doc {exp['doc']!r} is not a document of this carrier")
        return
    says = exp["says"]
    n = len(says.split())
    if not 2 <= n <= 8:
        errs.append(f"{where}: says has {n} words (needs 2-8)")
    page = q.get("page")
    if not isinstance(page, int):
        errs.append(f"{where}: page missing or not an integer")
        return
    if not os.path.exists(pdf_path):
        errs.append(f"{where}: PDF {pdf_path} missing")
        return
    pages = pdf_pages(pdf_path)
    if not 1 <= page <= len(pages):
        errs.append(f"{where}: page {page} out of range 1..{len(pages)}")
        return
    if norm(says) not in norm(pages[page - 1]):
        other = [i + 1 for i, t in enumerate(pages) if norm(says) in norm(t)]
        errs.append(f"{where}: says {says!r} not found on page {page}" +
                    (f" (found on page {other})" if other else ""))
    if norm(says) in norm(q.get("question", "")):
        errs.append(f"{where}: question contains its says")
    if "paraphrase" in kinds:
        shared = content_words(says) & content_words(q["question"])
        if len(shared) > 1:
            errs.append(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")


def check_common(q, where, errs):
    if not isinstance(q.get("question"), str) or not q["question"].strip():
        errs.append(f"{where}: question text missing")
    kinds = q.get("kind")
    if not isinstance(kinds, list) or not kinds:
        errs.append(f"{where}: kind must be a non-empty list")
        return []
    bad = [k for k in kinds if k not in ALLOWED_KINDS]
    if bad:
        errs.append(f"{where}: unknown kind tags {bad}")
    if len(set(kinds)) != len(kinds):
        errs.append(f"{where}: duplicate kind tags")
    if ("yes-no" in kinds) != ("verdict" in q):
        errs.append(f"{where}: verdict must be present exactly when tagged yes-no")
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        errs.append(f"{where}: verdict must be 'yes' or 'no'")
    if ("paraphrase" in kinds) != ("own-words" in kinds):
        errs.append(f"{where}: paraphrase and own-words must go together")
    nc = "not-covered" in kinds
    if nc != (q.get("expect") == "not covered"):
        errs.append(f"{where}: expect 'not covered' exactly when tagged not-covered")
    if nc and (len(kinds) != 1 or "page" in q or "verdict" in q):
        errs.append(f"{where}: not-covered question must carry only that tag, no page/verdict")
    return kinds


def check_not_covered(q, where, kwmap, texts, errs):
    kws = kwmap.get(q.get("question"))
    if not kws:
        errs.append(f"{where}: no key words in {KEYWORDS_JSON}")
        return
    if not any(norm(k) in norm(q["question"]) for k in kws):
        errs.append(f"{where}: none of its key words occurs in the question")
    for k in kws:
        for name, t in texts:
            if whole_word_present(t, k):
                errs.append(f"{where}: not-covered key word {k!r} found in {name}")


def check_guide(base, jname, letter, kwall, seed_text, errs):
    path = os.path.join(base, jname)
    try:
        data = json.load(open(path, encoding="utf-8"))
    except Exception as e:  # noqa
        errs.append(f"{jname}: JSON does not parse: {e}")
        return None
    need = {"name", "company_name", "line", "files", "questions"}
    if set(data.keys()) != need:
        errs.append(f"{jname}: keys {sorted(data.keys())} != {sorted(need)}")
        return None
    cname = data["company_name"]
    if not cname.startswith(letter):
        errs.append(f"{jname}: company_name {cname!r} does not start with {letter}")
    for fn in FORBIDDEN_NAMES:
        if norm(fn) in norm(cname) or norm(fn).replace(" ", "") in norm(cname).replace(" ", ""):
            errs.append(f"{jname}: company_name contains forbidden name {fn!r}")
    first = cname.split()[0]
    for tok in {cname, first}:
        if norm(tok) in seed_text:
            errs.append(f"{jname}: carrier name {tok!r} appears in the seed texts")
    if not data["name"].endswith(f", round {ROUND}") or not data["name"].startswith(first):
        errs.append(f"{jname}: name must be '<Carrier> <line>, round {ROUND}'")
    line = norm(data["line"])
    for used in USED_LINES:
        if re.search(r"(?<![a-z])" + re.escape(used) + r"(?![a-z])", line):
            errs.append(f"{jname}: line {data['line']!r} matches an already used line {used!r}")
    files = data["files"]
    if not isinstance(files, list) or len(files) != 1:
        errs.append(f"{jname}: files must list exactly one PDF")
        return data
    pdf = files[0]
    if not re.fullmatch(re.escape(" ".join(cname.split()[:2])) + r" .+ Guide 2026\.pdf", pdf):
        errs.append(f"{jname}: file name {pdf!r} is not '<Carrier> <Line> Guide 2026.pdf'")
    pdf_path = os.path.join(base, pdf)
    if not os.path.exists(pdf_path):
        errs.append(f"{jname}: PDF {pdf} not found")
        return data
    pages = pdf_pages(pdf_path)
    if len(pages) != 3:
        errs.append(f"{pdf}: has {len(pages)} pages, needs 3")
    for i, t in enumerate(pages, 1):
        wc = word_count(t)
        if not 450 <= wc <= 650:
            errs.append(f"{pdf}: page {i} has {wc} words (needs 450-650)")
    for fn in FORBIDDEN_NAMES:
        if whole_word_present("\n".join(pages), fn):
            errs.append(f"{pdf}: mentions forbidden name {fn!r}")
    stemname = pdf[:-4]
    qs = data["questions"]
    if not isinstance(qs, list):
        errs.append(f"{jname}: questions must be a list")
        return data
    kwmap = kwall.get(jname, {})
    counts = {"answerable": 0, "two-fact": 0, "paraphrase": 0, "not-covered": 0, "yes": 0, "no": 0}
    seen = set()
    for i, q in enumerate(qs, 1):
        where = f"{jname} Q{i}"
        if not isinstance(q, dict):
            errs.append(f"{where}: not an object")
            continue
        allowed = {"question", "expect", "page", "verdict", "kind"}
        if set(q.keys()) - allowed:
            errs.append(f"{where}: unexpected keys {sorted(set(q.keys()) - allowed)}")
        if q.get("question") in seen:
            errs.append(f"{where}: duplicate question")
        seen.add(q.get("question"))
        kinds = check_common(q, where, errs)
        if "not-covered" in kinds:
            counts["not-covered"] += 1
            check_not_covered(q, where, kwmap, [(pdf, "\n".join(pages))], errs)
            continue
        if "paraphrase" in kinds:
            counts["paraphrase"] += 1
        else:
            counts["answerable"] += 1
            if not {"shorthand", "filler", "own-numbers"} & set(kinds):
                errs.append(f"{where}: answerable question not typed like an agent (no shorthand/filler/own-numbers)")
        if "two-fact" in kinds:
            counts["two-fact"] += 1
        if q.get("verdict") in ("yes", "no"):
            counts[q["verdict"]] += 1
        check_question_style(q, kinds, where, errs)
        check_answerable(q, kinds, where, pdf_path, errs, lambda d: d == stemname)
    want = {"answerable": 11, "two-fact": 2, "paraphrase": 3, "not-covered": 4}
    for k, v in want.items():
        if counts[k] != v:
            errs.append(f"{jname}: {counts[k]} {k} questions (needs {v})")
    if len(qs) != 18:
        errs.append(f"{jname}: {len(qs)} questions (needs 18)")
    if counts["yes"] < 1 or counts["no"] < 1:
        errs.append(f"{jname}: needs at least one yes and one no verdict (yes={counts['yes']}, no={counts['no']})")
    if set(kwmap) - {q.get("question") for q in qs if isinstance(q, dict)}:
        errs.append(f"{jname}: keyword file lists questions that are not in the JSON")
    return data


def check_seed(base, kwall, errs):
    path = os.path.join(base, SEED_JSON)
    try:
        data = json.load(open(path, encoding="utf-8"))
    except Exception as e:  # noqa
        errs.append(f"{SEED_JSON}: JSON does not parse: {e}")
        return
    if set(data.keys()) != {"name", "questions"}:
        errs.append(f"{SEED_JSON}: keys must be name, questions")
        return
    if data["name"] != f"seed carriers, round {ROUND}":
        errs.append(f"{SEED_JSON}: name must be 'seed carriers, round {ROUND}'")
    qs = data["questions"]
    kwmap = kwall.get(SEED_JSON, {})
    per = {c: 0 for c in SEED_COMPANIES}
    yn = 0
    nc_companies = []
    for i, q in enumerate(qs, 1):
        where = f"{SEED_JSON} Q{i}"
        allowed = {"company", "question", "expect", "page", "verdict", "kind"}
        if set(q.keys()) - allowed:
            errs.append(f"{where}: unexpected keys {sorted(set(q.keys()) - allowed)}")
        comp = q.get("company")
        if comp not in SEED_COMPANIES:
            errs.append(f"{where}: unknown company {comp!r}")
            continue
        kinds = check_common(q, where, errs)
        docs = SEED_COMPANIES[comp]
        if "not-covered" in kinds:
            nc_companies.append(comp)
            texts = [(d, "\n".join(pdf_pages(seed_pdf(d)))) for d in docs]
            check_not_covered(q, where, kwmap, texts, errs)
            continue
        per[comp] += 1
        if "yes-no" in kinds:
            yn += 1
        check_question_style(q, kinds, where, errs)
        exp = q.get("expect")
        pdfp = seed_pdf(exp["doc"]) if isinstance(exp, dict) and "doc" in exp else ""
        check_answerable(q, kinds, where, pdfp, errs, lambda d: d in docs)
    if len(qs) != 16:
        errs.append(f"{SEED_JSON}: {len(qs)} questions (needs 16)")
    if per != SEED_ANSWERABLE:
        errs.append(f"{SEED_JSON}: answerable per company {per} != {SEED_ANSWERABLE}")
    if yn != 7:
        errs.append(f"{SEED_JSON}: {yn} yes/no answerable questions (needs 7)")
    if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
        errs.append(f"{SEED_JSON}: needs 4 not-covered questions on 4 different carriers, got {nc_companies}")


def run_checks(base):
    errs = []
    try:
        kwall = json.load(open(os.path.join(base, KEYWORDS_JSON), encoding="utf-8"))
    except Exception as e:  # noqa
        errs.append(f"{KEYWORDS_JSON}: does not parse: {e}")
        kwall = {}
    seed_text = norm("\n".join(open(os.path.join(SEED_DIR, f), encoding="utf-8").read()
                               for f in sorted(os.listdir(SEED_DIR)) if f.endswith(".txt")))
    letters = []
    for jname, letter in zip(GUIDE_JSONS, LETTERS):
        d = check_guide(base, jname, letter, kwall, seed_text, errs)
        if d:
            letters.append(d["company_name"][:1])
    if sorted(letters) != sorted(LETTERS):
        errs.append(f"carrier initials {letters} != {LETTERS}")
    for f in ("src/jolliet.html", "src/strathallan.html", "src/verdigris.html"):
        if not os.path.exists(os.path.join(base, f)):
            errs.append(f"{f}: HTML source missing")
    check_seed(base, kwall, errs)
    return errs


def selftest():
    """Break copies of the data one way at a time and confirm the checker catches each."""
    def load(base, name):
        return json.load(open(os.path.join(base, name), encoding="utf-8"))

    def save(base, name, data):
        json.dump(data, open(os.path.join(base, name), "w", encoding="utf-8"), ensure_ascii=False, indent=1)

    def m_says(b):
        d = load(b, GUIDE_JSONS[0]); d["questions"][2]["expect"]["says"] = "maximum agreed value is $90,000"; save(b, GUIDE_JSONS[0], d)

    def m_page(b):
        d = load(b, GUIDE_JSONS[1]); d["questions"][0]["page"] = 2; save(b, GUIDE_JSONS[1], d)

    def m_in_question(b):
        d = load(b, GUIDE_JSONS[2]); q = d["questions"][2]; q["question"] += " is it " + q["expect"]["says"] + "?"; save(b, GUIDE_JSONS[2], d)

    def m_verdict(b):
        d = load(b, GUIDE_JSONS[0]); del d["questions"][0]["verdict"]; save(b, GUIDE_JSONS[0], d)

    def m_tag(b):
        d = load(b, GUIDE_JSONS[1]); d["questions"][3]["kind"].append("slang"); save(b, GUIDE_JSONS[1], d)

    def m_keyword(b):
        k = load(b, KEYWORDS_JSON); q = next(iter(k[GUIDE_JSONS[0]])); k[GUIDE_JSONS[0]][q].append("hull"); save(b, KEYWORDS_JSON, k)

    def m_count(b):
        d = load(b, GUIDE_JSONS[2]); d["questions"].pop(0); save(b, GUIDE_JSONS[2], d)

    def m_paraphrase(b):
        d = load(b, GUIDE_JSONS[0])
        q = next(q for q in d["questions"] if "paraphrase" in q["kind"])
        q["question"] = "is a partial loss settled as a total write-off?"; save(b, GUIDE_JSONS[0], d)

    def m_name(b):
        d = load(b, GUIDE_JSONS[1]); d["company_name"] = "Strathallan Northstar Indemnity"; save(b, GUIDE_JSONS[1], d)

    def m_seed(b):
        d = load(b, SEED_JSON); d["questions"][0]["expect"]["doc"] = "Dwelling Fire Program Guide"; save(b, SEED_JSON, d)

    def m_json(b):
        open(os.path.join(b, GUIDE_JSONS[2]), "a").write("}")

    def m_twofact(b):
        d = load(b, GUIDE_JSONS[0]); d["questions"][4]["kind"].append("two-fact"); save(b, GUIDE_JSONS[0], d)

    mutations = [m_says, m_page, m_in_question, m_verdict, m_tag, m_keyword, m_count, m_paraphrase,
                 m_name, m_seed, m_json, m_twofact]
    ok = True
    for m in mutations:
        with tempfile.TemporaryDirectory() as tmp:
            for f in os.listdir(OUT):
                src = os.path.join(OUT, f)
                if f.endswith(".json"):
                    shutil.copy(src, tmp)
                elif f.endswith(".pdf") or f == "src":
                    os.symlink(src, os.path.join(tmp, f))
            os.makedirs(os.path.join(tmp, "tools"))
            shutil.copy(os.path.join(OUT, KEYWORDS_JSON), os.path.join(tmp, KEYWORDS_JSON))
            m(tmp)
            errs = run_checks(tmp)
            caught = bool(errs)
            ok &= caught
            print(f"  {m.__name__:<16} {'caught' if caught else 'MISSED'}: {errs[0] if errs else '-'}")
    print("SELFTEST OK" if ok else "SELFTEST FAILED")
    return ok


def main():
    if "--selftest" in sys.argv:
        sys.exit(0 if selftest() else 1)
    errs = run_checks(OUT)
    if errs:
        for e in errs:
            print("FAIL:", e)
        print(f"{len(errs)} error(s)")
        sys.exit(1)
    print("PASS")


if __name__ == "__main__":
    main()
