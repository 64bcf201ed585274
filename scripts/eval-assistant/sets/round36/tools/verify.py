#!/usr/bin/env python3
"""Check the round-36 blind evaluation data against every rule of the brief.

Usage: python3 tools/verify.py [ROOT]
ROOT defaults to the folder above tools/. Prints every problem found and
ends with PASS or FAIL (exit code 0 or 1).
"""
import json
import os
import re
import subprocess
import sys
import unicodedata

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
SEED_DIR = "/work/blind-seed"
QDIR = os.path.join(ROOT, "questions")
SRC = os.path.join(ROOT, "src")
ROUND = 36
REQUIRED_LETTERS = {"O", "U", "Y"}

errors = []


def err(msg):
    errors.append(msg)


# ---------------------------------------------------------------- constants
ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact",
                "paraphrase", "own-words", "not-covered"}

FORBIDDEN_NAMES = """Alder Cove, Brightwell, Cedar Hollow, Cedar Ridge, Copperfield, Coppervale, Cormorant,
Harborlight, Harborline, Harborview, Ironbridge, Ironhorse, Lakemont, Larkspur, Pennant Road,
Prairie Hearth, Quillmont, Redfern, Ridgeline, Sablewood, Sagebrook, Sagebrush, Stonemill,
Tallowmere, Tamarack, Vesper Hill, Northstar, Bluewater, Granite Peak, Evergreen, Keystone,
Thornbury, Ashgrove, Fenwick, Dray, Mariposa, Thistledown, Amberlea, Kestrel, Bellmare,
Thistlegate, Penhallow, Wrenfield, Brambleton, Verity Lane, Oxbow, Wickham, Calloway, Birchmont,
Pelham, Larchfield, Marrowstone, Foxglove, Halyard, Juniper Bay, Saltcreek, Quayside, Moorcroft,
Ravenstone, Wyecliff, Rushford, Cobblestone, Ostrander, Drumlin Ferry, Tussock Bend,
Corncrake Lane, Pewterhorn, Galingale, Lychgate, Pipistrelle, Semaphore, Merganser, Millrace, Nettlebank, Rookhaven, Tidewick, Whinfell,
Yarrowby, Gannetmoor, Heronsgill, Loblolly, Cresthaven, Dunmore, Fairlight, Jolliet, Strathallan,
Verdigris, Ullswater, Vireo, Worthing, Abercairn, Elmstead, Tyndrum,
Dovecote, Kittiwake, Ptarmigan, Spindlewood, Fallowfield, Mossgate, Glenharrow, Hobnail, Nutwood,
Bracken Shoals, Lanternwick, Tumbleweir"""
FORBIDDEN_NAMES = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

USED_LINES = """commercial auto, workers comp, homeowners, dwelling fire, personal lines, BOP, restaurant,
management liability, personal auto, builders risk, cyber, farmowners, umbrella, excess, liquor liability,
self-storage, child care, marina, surety, hotel, landscaping, fitness, garage, religious, houses of worship,
short-term rental, pet services, food manufacturers, community associations, fleet trucking, metalworking,
special events, home health, jewelers block, security guards, vacant dwellings, winery, brewery, medical,
dental, NEMT, roofing, landlord, nonprofit, social services, golf, fine art, pest control, youth sports,
architects, engineers, towing, manufactured homes, electrical, plumbing, crime, boatowners, PWC, condo,
HO-6, staffing, mobile food, auto repair, habitational, apartments, veterinary, movers, flood,
real estate, collector vehicles, car wash, laundromat, salons, campgrounds, RV parks, janitorial,
motor truck cargo, assisted living, auto dealers, trampoline, amusement, equine, tree trimming,
dry cleaners, funeral, crematories, bowling, entertainment centers, printing, sign shops, drones, UAS,
lawyers, pharmacies, convenience stores, fuel stations, accountants, earthquake, contractors pollution,
aviation, cannabis, home inspectors, tattoo, pawnshops, warehouse, equipment breakdown, hunting lease,
lessors risk, pool and spa, travel agents, vending"""
USED_LINES = [n.strip().lower() for n in USED_LINES.replace("\n", " ").split(",") if n.strip()]

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

SHORTHAND = {"insd", "uw", "ded", "deds", "cov", "yrs", "yr", "w/", "w/o", "min", "max", "prem", "r", "u",
             "whats", "hx", "acct", "biz", "rn", "std", "gl", "clms", "clm", "prod", "vid", "doc", "ft",
             "thru", "eff", "tiv", "bldg", "ho", "ho-3", "dp", "comp/coll", "y/o", "certs", "rc", "acv",
             "hnoa", "wanna", "ks", "tx", "cdl", "nws", "e&s", "bop", "co", "sub", "k", "m", "q"}
FILLER = ["hey", "quick q", "rn", "any chance", "btw", "just wondering", "so "]

STOPWORDS = set("""a an the and or but if then of to in on at by for with from as is are was were be been being
it its this that these those there their they them we us our you your u i me my he she his her him
do does did done can could would should will shall may might must not no any all some each every
what whats which who whom how when where why than more less most least up down out over under
about into onto per also just only very so too such other another own same one ones get gets got
have has had having ok like way""".split())

CARRIER_TXT = {}


# ---------------------------------------------------------------- helpers
def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u00a0", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


_page_cache = {}


def page_text(pdf, page):
    key = (pdf, page)
    if key not in _page_cache:
        out = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), pdf, "-"],
                             capture_output=True, text=True)
        _page_cache[key] = out.stdout
    return _page_cache[key]


def page_count(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    m = re.search(r"^Pages:\s+(\d+)", out, re.M)
    return int(m.group(1)) if m else 0


def full_text(pdf):
    return "\n".join(page_text(pdf, p) for p in range(1, page_count(pdf) + 1))


def tokens(s):
    return re.findall(r"[a-z0-9]+(?:[.,'/-][a-z0-9]+)*", norm(s).replace("$", ""))


def stem(w):
    w = w.replace(",", "")
    for suf in ("'s", "ing", "es", "s", "ed"):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            return w[: -len(suf)]
    return w


def content_words(s):
    return {stem(t) for t in tokens(s) if t not in STOPWORDS and (len(t) >= 3 or any(c.isdigit() for c in t))}


def whole_word_in(keyword, text):
    pat = r"(?<![a-z0-9])" + r"\s+".join(re.escape(w) for w in norm(keyword).split()) + r"(?![a-z0-9])"
    return re.search(pat, norm(text)) is not None


def has_shorthand(q):
    low = norm(q)
    toks = set(re.findall(r"[a-z0-9&/\-]+", low))
    if toks & SHORTHAND:
        return True
    return bool(re.search(r"\$\d+(\.\d+)?[km]\b|~\d|\d+\s?ft\b|\bw/", low))


def has_filler(q):
    low = " " + norm(q) + " "
    return any((" " + f) in low or low.strip().startswith(f.strip()) for f in FILLER)


def is_two_fact(q):
    low = norm(q)
    return (" and " in low or "+" in low or " & " in low or " also " in low) or low.count("?") >= 2


def check_question_common(where, q, pdf_for_doc, nc_keywords, carrier_texts):
    """Checks shared by guide and seed questions. Returns the kind set."""
    allowed_keys = {"question", "expect", "page", "verdict", "kind", "company"}
    for k in q:
        if k not in allowed_keys:
            err(f"{where}: unknown key {k!r}")
    for k in ("question", "expect", "kind"):
        if k not in q:
            err(f"{where}: missing key {k!r}")
            return set()
    text = q["question"]
    kinds = q["kind"]
    if not isinstance(kinds, list) or not kinds:
        err(f"{where}: kind must be a non-empty list")
        return set()
    if len(set(kinds)) != len(kinds):
        err(f"{where}: duplicate tags {kinds}")
    ks = set(kinds)
    bad = ks - ALLOWED_TAGS
    if bad:
        err(f"{where}: tags not allowed {sorted(bad)}")
    # verdict iff yes-no
    if ("yes-no" in ks) != ("verdict" in q):
        err(f"{where}: verdict must be present exactly when tagged yes-no")
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        err(f"{where}: verdict must be 'yes' or 'no'")
    # paraphrase and own-words together
    if ("paraphrase" in ks) != ("own-words" in ks):
        err(f"{where}: paraphrase and own-words must be used together")
    # tag plausibility
    if "own-numbers" in ks and not re.search(r"\d", text):
        err(f"{where}: tagged own-numbers but the question has no number")
    if "shorthand" in ks and not has_shorthand(text):
        err(f"{where}: tagged shorthand but no shorthand found")
    if "filler" in ks and not has_filler(text):
        err(f"{where}: tagged filler but no filler found")
    if "two-fact" in ks and not is_two_fact(text):
        err(f"{where}: tagged two-fact but asks only one thing")

    exp = q["expect"]
    if exp == "not covered":
        if ks != {"not-covered"}:
            err(f"{where}: not-covered question must carry only the not-covered tag")
        for k in ("page", "verdict"):
            if k in q:
                err(f"{where}: not-covered question must not have {k!r}")
        kws = nc_keywords.get(text)
        if not kws:
            err(f"{where}: no keywords in not_covered_keywords.json")
        else:
            for kw in kws:
                if norm(kw) not in norm(text):
                    err(f"{where}: keyword {kw!r} does not occur in the question")
                for name, t in carrier_texts.items():
                    if whole_word_in(kw, t):
                        err(f"{where}: keyword {kw!r} found in {name}")
        return ks
    if "not-covered" in ks:
        err(f"{where}: tagged not-covered but expect is not 'not covered'")
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        err(f"{where}: expect must be {{doc, says}} or 'not covered'")
        return ks
    pdf = pdf_for_doc(exp["doc"])
    if pdf is None:
        err(f"{where}: unknown doc {exp['doc']!r}")
        return ks
    says = exp["says"]
    n = len(says.split())
    if not 2 <= n <= 8:
        err(f"{where}: says has {n} words (2 to 8 allowed)")
    page = q.get("page")
    if not isinstance(page, int) or not 1 <= page <= page_count(pdf):
        err(f"{where}: bad page {page!r}")
        return ks
    if norm(says) not in norm(page_text(pdf, page)):
        other = [p for p in range(1, page_count(pdf) + 1) if norm(says) in norm(page_text(pdf, p))]
        err(f"{where}: says {says!r} not on page {page} of {os.path.basename(pdf)}"
            + (f" (found on page {other})" if other else ""))
    if norm(says) in norm(text):
        err(f"{where}: the question contains its says")
    if "paraphrase" in ks:
        shared = content_words(text) & content_words(says)
        if len(shared) > 1:
            err(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
    else:
        if not ({"shorthand", "filler"} & ks):
            err(f"{where}: answerable question is not typed the agent way (needs shorthand or filler)")
    return ks


# ---------------------------------------------------------------- seed texts
seed_pdfs = {}
for comp, titles in SEED_COMPANIES.items():
    for t in titles:
        f = os.path.join(SEED_DIR, t.replace(" ", "_") + ".pdf")
        if not os.path.exists(f):
            err(f"seed pdf missing: {f}")
        seed_pdfs[t] = f
seed_all_text = norm("\n".join(full_text(f) for f in seed_pdfs.values() if os.path.exists(f)))

# ---------------------------------------------------------------- keywords file
kw_path = os.path.join(ROOT, "tools", "not_covered_keywords.json")
try:
    NC = json.load(open(kw_path))
except Exception as e:  # noqa: BLE001
    err(f"not_covered_keywords.json: {e}")
    NC = {}

# ---------------------------------------------------------------- guide files
guide_files = sorted(f for f in os.listdir(QDIR) if f.endswith(".json") and f != "seed.json")
if len(guide_files) != 3:
    err(f"expected 3 guide question files, found {len(guide_files)}: {guide_files}")

letters_seen = []
lines_seen = []
for gf in guide_files:
    where0 = gf
    try:
        data = json.load(open(os.path.join(QDIR, gf)))
    except Exception as e:  # noqa: BLE001
        err(f"{gf}: JSON does not parse: {e}")
        continue
    keys = {"name", "company_name", "line", "files", "questions"}
    if set(data) != keys:
        err(f"{gf}: keys must be exactly {sorted(keys)}, got {sorted(data)}")
        continue
    company = data["company_name"]
    line = data["line"]
    if f"round {ROUND}" not in data["name"]:
        err(f"{gf}: name must end with 'round {ROUND}'")
    # carrier name
    letters_seen.append(company[:1].upper())
    for fn in FORBIDDEN_NAMES:
        if fn.lower() in company.lower() or fn.lower().replace(" ", "") in company.lower().replace(" ", ""):
            err(f"{gf}: carrier name contains forbidden name {fn!r}")
    first_word = company.split()[0]
    for nm in (company, first_word):
        if nm.lower() in seed_all_text:
            err(f"{gf}: carrier name {nm!r} occurs in the seed texts")
    # line
    lines_seen.append(line)
    if not ("M" <= line[:1].upper() <= "Z"):
        err(f"{gf}: line {line!r} must start with a letter from M to Z")
    for ul in USED_LINES:
        if whole_word_in(ul, line):
            err(f"{gf}: line {line!r} looks like already-used line {ul!r}")
    # files
    if len(data["files"]) != 1:
        err(f"{gf}: expected exactly one file")
    pdfs = {}
    for f in data["files"]:
        path = os.path.join(ROOT, f)
        if not re.fullmatch(r".+ .+ Guide 2026\.pdf", f) or not f.startswith(first_word + " "):
            err(f"{gf}: file name {f!r} must be '<Carrier> <Line> Guide 2026.pdf'")
        if not os.path.exists(path):
            err(f"{gf}: missing PDF {f}")
            continue
        pdfs[f[:-4]] = path
        pc = page_count(path)
        if pc != 3:
            err(f"{f}: {pc} pages (3 required)")
        for p in range(1, pc + 1):
            wc = len(page_text(path, p).split())
            if not 450 <= wc <= 650:
                err(f"{f}: page {p} has {wc} words (450-650 required)")
        full = norm(full_text(path))
        if first_word.lower() not in full:
            err(f"{f}: carrier name not in its own guide")
    # sources
    if not os.path.isdir(SRC) or not any(first_word.lower() in h.lower() for h in os.listdir(SRC)):
        err(f"{gf}: no HTML source for {first_word} in src/")

    carrier_texts = {os.path.basename(p): full_text(p) for p in pdfs.values()}
    qs = data["questions"]
    if len(qs) != 18:
        err(f"{gf}: {len(qs)} questions (18 required)")
    counts = {"nc": 0, "para": 0, "ans": 0, "two": 0, "yes": 0, "no": 0}
    seen_q = set()
    for i, q in enumerate(qs, 1):
        where = f"{gf} q{i}"
        if "company" in q:
            err(f"{where}: guide questions have no company key")
        if q.get("question") in seen_q:
            err(f"{where}: duplicate question")
        seen_q.add(q.get("question"))
        ks = check_question_common(where, q, lambda d: pdfs.get(d), NC.get(gf, {}), carrier_texts)
        if q.get("expect") == "not covered":
            counts["nc"] += 1
        elif "paraphrase" in ks:
            counts["para"] += 1
        else:
            counts["ans"] += 1
        if "two-fact" in ks:
            counts["two"] += 1
            if "paraphrase" in ks or q.get("expect") == "not covered":
                err(f"{where}: two-fact must be one of the 11 answerable questions")
        if q.get("verdict") == "yes":
            counts["yes"] += 1
        if q.get("verdict") == "no":
            counts["no"] += 1
    if counts["ans"] != 11:
        err(f"{gf}: {counts['ans']} answerable questions (11 required)")
    if counts["para"] != 3:
        err(f"{gf}: {counts['para']} paraphrases (3 required)")
    if counts["nc"] != 4:
        err(f"{gf}: {counts['nc']} not-covered questions (4 required)")
    if counts["two"] != 2:
        err(f"{gf}: {counts['two']} two-fact questions (exactly 2 required)")
    if counts["yes"] < 1 or counts["no"] < 1:
        err(f"{gf}: needs at least one yes and one no verdict (yes={counts['yes']}, no={counts['no']})")
    extra = set(NC.get(gf, {})) - {q.get("question") for q in qs if q.get("expect") == "not covered"}
    if extra:
        err(f"{gf}: keywords file lists questions that are not not-covered questions: {sorted(extra)}")

if sorted(letters_seen) != sorted(REQUIRED_LETTERS):
    err(f"carrier initials {sorted(letters_seen)} must be one each of {sorted(REQUIRED_LETTERS)}")
if len({l.lower() for l in lines_seen}) != len(lines_seen):
    err("the three guides must be different lines of business")

# ---------------------------------------------------------------- seed file
sp = os.path.join(QDIR, "seed.json")
try:
    seed = json.load(open(sp))
except Exception as e:  # noqa: BLE001
    err(f"seed.json: {e}")
    seed = None
if seed is not None:
    if set(seed) != {"name", "questions"}:
        err(f"seed.json: keys must be name and questions, got {sorted(seed)}")
    if seed.get("name") != f"seed carriers, round {ROUND}":
        err("seed.json: name must be 'seed carriers, round %d'" % ROUND)
    sq = seed.get("questions", [])
    if len(sq) != 16:
        err(f"seed.json: {len(sq)} questions (16 required)")
    ans = {c: 0 for c in SEED_COMPANIES}
    yesno = 0
    nc_companies = []
    yes = no = 0
    for i, q in enumerate(sq, 1):
        where = f"seed.json q{i}"
        comp = q.get("company")
        if comp not in SEED_COMPANIES:
            err(f"{where}: unknown company {comp!r}")
            continue
        titles = SEED_COMPANIES[comp]
        texts = {t: full_text(seed_pdfs[t]) for t in titles if os.path.exists(seed_pdfs[t])}
        ks = check_question_common(where, q, lambda d: seed_pdfs.get(d) if d in titles else None,
                                   NC.get("seed.json", {}), texts)
        if q.get("expect") == "not covered":
            nc_companies.append(comp)
        else:
            ans[comp] += 1
        if "yes-no" in ks:
            yesno += 1
        yes += q.get("verdict") == "yes"
        no += q.get("verdict") == "no"
    if ans != SEED_ANSWERABLE:
        err(f"seed.json: answerable per carrier {ans}, required {SEED_ANSWERABLE}")
    if yesno != 7:
        err(f"seed.json: {yesno} yes/no questions (7 required)")
    if yes < 1 or no < 1:
        err("seed.json: needs at least one yes and one no verdict")
    if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
        err(f"seed.json: not-covered questions must be 4 on four different carriers, got {nc_companies}")

# ---------------------------------------------------------------- result
for e in errors:
    print("ERROR:", e)
print(f"{len(errors)} problem(s)")
print("PASS" if not errors else "FAIL")
sys.exit(0 if not errors else 1)
