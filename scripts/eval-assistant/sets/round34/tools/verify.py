#!/usr/bin/env python3
"""Checks the round-34 blind evaluation data against the brief.

Usage: python3 tools/verify.py [ROOT]
ROOT defaults to the folder above tools/. Prints every problem found, then PASS or FAIL.
"""
import glob
import json
import os
import re
import subprocess
import sys
import unicodedata

ROUND = 34
ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
SEED_DIR = "/work/blind-seed"
CARRIER_LETTERS = {"B", "L", "T"}

ALLOWED_KINDS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase", "own-words", "not-covered"}

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
Dovecote, Kittiwake, Ptarmigan, Spindlewood, Fallowfield, Mossgate"""
FORBIDDEN_NAMES = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

USED_LINES = """commercial auto, workers comp, HO/DP personal lines, BOP rates, restaurant, management liability,
personal auto, builders risk, cyber, farmowners, umbrella/excess, liquor liability, self-storage, child care, marina,
surety, hotel, landscaping, fitness, garage, religious institutions/houses of worship, short-term rental, pet services,
food manufacturers, community associations, small fleet trucking, metalworking, special events, home health,
jewelers block, security guards, vacant dwellings, winery/brewery, medical/dental office, NEMT, roofing contractors,
landlord dwelling fire, nonprofit social services, golf clubs, fine art, pest control, youth sports,
architects & engineers, towing, manufactured homes, electrical/plumbing contractors, crime, boatowners/PWC,
condo HO-6, staffing, mobile food, garage/auto repair, habitational/apartments, veterinary, movers, private flood,
real estate E&O, collector vehicles, car wash/laundromat, salons, campgrounds/RV parks, janitorial,
motor truck cargo, assisted living, auto dealers open lot, trampoline/amusement parks, equine stables,
tree trimming, dry cleaners, funeral homes/crematories, bowling and entertainment centers,
printing and sign shops, commercial drones/UAS, lawyers professional liability, retail pharmacies,
convenience stores/fuel stations, accountants professional liability, residential earthquake,
contractors pollution liability, general aviation (aircraft hull and liability), cannabis dispensaries,
home inspectors E&O, tattoo and body art studios, pawnshops, warehouse legal liability"""
USED_LINES = [u.strip() for u in USED_LINES.replace("\n", " ").split(",") if u.strip()]

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

STOPWORDS = set("""a an the and or but if of to in on at by for from with without w as is are was were be been being
it its this that these those there here what whats what's which who whom whose when where why how do does did done
can could should would will shall may might must have has had having not no yes any all each every some more most
less than then so such up down out over under about into onto off per our your their his her my me we you they he
she them us i im i'm u ur rn ok okay just also too very much many get got gets is it's""".split())

SHORTHAND = set("""insd uw ded cov yrs yr w/ w/o min max prem gl hnoa acct accts ic ics rev hist sub subs bev temp
tiv bop comm ho dp rc acv mvr cdl resi approx techs e&o e&s equip apt chem lb info""".split())
FILLER = ["hey", "quick q", "rn", "any chance", "ok", "btw", "just wondering"]

errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    for a, b in (("\u2019", "'"), ("\u2018", "'"), ("\u201c", '"'), ("\u201d", '"'), ("\u2013", "-"),
                 ("\u2014", "—"), ("\u00a0", " ")):
        s = s.replace(a, b)
    return re.sub(r"\s+", " ", s).strip().lower()


_cache = {}


def pdf_text(path, page=None):
    key = (path, page)
    if key not in _cache:
        cmd = ["pdftotext", "-layout"]
        if page is not None:
            cmd += ["-f", str(page), "-l", str(page)]
        cmd += [path, "-"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            err(f"pdftotext failed on {path} page {page}: {r.stderr.strip()}")
        _cache[key] = r.stdout
    return _cache[key]


def pdf_pages(path):
    r = subprocess.run(["pdfinfo", path], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", r.stdout, re.M)
    return int(m.group(1)) if m else 0


def tokens(s):
    return re.findall(r"[a-z0-9$]+(?:[.,'/&-][a-z0-9]+)*", norm(s))


def stem(w):
    w = w.lstrip("$")
    if w.endswith("'s"):
        w = w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    return w


def content_words(s):
    return {stem(t) for t in tokens(s) if t not in STOPWORDS and stem(t) not in STOPWORDS}


def whole_word_in(word, text):
    pat = r"(?<![a-z0-9])" + re.escape(norm(word)) + r"(?![a-z0-9])"
    return re.search(pat, norm(text)) is not None


def check_kinds(where, q):
    kinds = q.get("kind")
    if not isinstance(kinds, list) or not kinds:
        err(f"{where}: kind must be a non-empty list")
        return []
    for k in kinds:
        if k not in ALLOWED_KINDS:
            err(f"{where}: unknown kind tag {k!r}")
    if len(set(kinds)) != len(kinds):
        err(f"{where}: duplicate kind tags")
    has_verdict = "verdict" in q
    if ("yes-no" in kinds) != has_verdict:
        err(f"{where}: verdict must be present exactly when tagged yes-no")
    if has_verdict and q["verdict"] not in ("yes", "no"):
        err(f"{where}: verdict must be 'yes' or 'no'")
    text = q.get("question", "")
    if "own-numbers" in kinds and not re.search(r"\d", text):
        err(f"{where}: tagged own-numbers but the question has no number")
    if "shorthand" in kinds and not (set(tokens(text)) & SHORTHAND or re.search(r"(?<![a-z])w/(o(?![a-z]))?", text.lower())):
        err(f"{where}: tagged shorthand but no known abbreviation found")
    if "filler" in kinds and not any(re.search(r"(?<![a-z])" + re.escape(f) + r"(?![a-z])", text.lower()) for f in FILLER):
        err(f"{where}: tagged filler but no filler word found")
    return kinds


def check_answer(where, q, doc_path, allowed_docs):
    exp = q.get("expect")
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        err(f"{where}: expect must be an object with doc and says")
        return
    if exp["doc"] not in allowed_docs:
        err(f"{where}: expect.doc {exp['doc']!r} is not a document of this carrier")
        return
    says = exp["says"]
    n = len(says.split())
    if not 2 <= n <= 8:
        err(f"{where}: says has {n} words (must be 2 to 8)")
    page = q.get("page")
    path = doc_path(exp["doc"])
    if not isinstance(page, int) or page < 1 or page > pdf_pages(path):
        err(f"{where}: bad page {page!r}")
        return
    if norm(says) not in norm(pdf_text(path, page)):
        err(f"{where}: says {says!r} not found on page {page} of {exp['doc']}")
    if norm(says) in norm(q.get("question", "")):
        err(f"{where}: the question contains its says")


def check_not_covered(where, q, kw_map, carrier_texts):
    if q.get("expect") != "not covered":
        err(f"{where}: not-covered question must have expect 'not covered'")
    if "page" in q or "verdict" in q:
        err(f"{where}: not-covered question must not have page or verdict")
    kws = kw_map.get(q.get("question", ""))
    if not kws:
        err(f"{where}: no not-covered key words in tools/not_covered_keywords.json")
        return
    for kw in kws:
        if not whole_word_in(kw, q["question"]):
            err(f"{where}: key word {kw!r} is not in the question")
        for name, text in carrier_texts.items():
            if whole_word_in(kw, text):
                err(f"{where}: key word {kw!r} appears in {name}")


def load_json(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except Exception as e:  # noqa: BLE001
        err(f"{os.path.basename(path)}: JSON does not parse: {e}")
        return None


def check_guide_file(path, kw_all, seed_blob):
    fname = os.path.basename(path)
    data = load_json(path)
    if data is None:
        return None
    for key in ("name", "company_name", "line", "files", "questions"):
        if key not in data:
            err(f"{fname}: missing key {key}")
            return None
    if f"round {ROUND}" not in data["name"]:
        err(f"{fname}: name must mention 'round {ROUND}'")
    company, line = data["company_name"], data["line"]
    short = re.sub(r"\b(Mutual|Insurance|Company|Casualty|Indemnity|Specialty|Underwriters)\b", "", company).strip()
    # carrier name rules
    for bad in FORBIDDEN_NAMES:
        if bad.lower() in company.lower() or any(bad.lower() in f.lower() for f in data["files"]):
            err(f"{fname}: carrier or file name contains forbidden name {bad!r}")
    if short.lower() in seed_blob or company.lower() in seed_blob:
        err(f"{fname}: carrier name {short!r} appears in the seed texts")
    # line rules
    if not ("M" <= line[:1].upper() <= "Z"):
        err(f"{fname}: line {line!r} does not begin with a letter from M to Z")
    for used in USED_LINES:
        u = used.lower()
        if u == line.lower() or (len(u) > 6 and u in line.lower()):
            err(f"{fname}: line {line!r} matches used line {used!r}")
    # files
    if len(data["files"]) != 1:
        err(f"{fname}: expected exactly one file")
    docs = {}
    for f in data["files"]:
        if not re.fullmatch(r".+ .+ Guide 2026\.pdf", f) or not f.startswith(short + " "):
            err(f"{fname}: file name {f!r} is not '<Carrier> <Line> Guide 2026.pdf'")
        p = os.path.join(ROOT, f)
        if not os.path.exists(p):
            err(f"{fname}: file {f!r} missing")
            continue
        docs[f[:-4]] = p
        pages = pdf_pages(p)
        if pages != 3:
            err(f"{f}: has {pages} pages (must be 3)")
        for i in range(1, pages + 1):
            w = len(pdf_text(p, i).split())
            if not 450 <= w <= 650:
                err(f"{f}: page {i} has {w} words (must be 450 to 650)")
    if not docs:
        return None
    carrier_texts = {d: pdf_text(p) for d, p in docs.items()}
    kw_map = kw_all.get(fname, {})

    qs = data["questions"]
    counts = {"answerable": 0, "paraphrase": 0, "not-covered": 0, "two-fact": 0, "yes": 0, "no": 0}
    style_seen = set()
    for i, q in enumerate(qs, 1):
        where = f"{fname} q{i}"
        if not isinstance(q, dict) or not {"question", "expect", "kind"} <= set(q):
            err(f"{where}: needs question, expect and kind")
            continue
        extra = set(q) - {"question", "expect", "kind", "page", "verdict"}
        if extra:
            err(f"{where}: unexpected keys {sorted(extra)}")
        kinds = check_kinds(where, q)
        if "not-covered" in kinds:
            counts["not-covered"] += 1
            if len(kinds) != 1:
                err(f"{where}: not-covered question must carry only the not-covered tag")
            check_not_covered(where, q, kw_map, carrier_texts)
            continue
        check_answer(where, q, lambda d: docs[d], set(docs))
        if q.get("verdict") in ("yes", "no"):
            counts[q["verdict"]] += 1
        if "paraphrase" in kinds:
            counts["paraphrase"] += 1
            if "own-words" not in kinds:
                err(f"{where}: paraphrase must also be tagged own-words")
            if isinstance(q.get("expect"), dict):
                shared = content_words(q["question"]) & content_words(q["expect"].get("says", ""))
                if len(shared) > 1:
                    err(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
            if "two-fact" in kinds:
                err(f"{where}: paraphrase must not be a two-fact question")
            continue
        if "own-words" in kinds:
            err(f"{where}: own-words tag without paraphrase")
        counts["answerable"] += 1
        style_seen |= set(kinds)
        if not set(kinds) & {"shorthand", "filler", "own-numbers"}:
            err(f"{where}: answerable question has no shorthand/filler/own-numbers tag")
        if "two-fact" in kinds:
            counts["two-fact"] += 1
    if len(qs) != 18:
        err(f"{fname}: {len(qs)} questions (must be 18)")
    if counts["answerable"] != 11:
        err(f"{fname}: {counts['answerable']} plain answerable questions (must be 11)")
    if counts["paraphrase"] != 3:
        err(f"{fname}: {counts['paraphrase']} paraphrases (must be 3)")
    if counts["not-covered"] != 4:
        err(f"{fname}: {counts['not-covered']} not-covered questions (must be 4)")
    if counts["two-fact"] != 2:
        err(f"{fname}: {counts['two-fact']} two-fact questions (must be exactly 2)")
    if counts["yes"] < 1 or counts["no"] < 1:
        err(f"{fname}: needs at least one yes and one no verdict (yes={counts['yes']}, no={counts['no']})")
    for tag in ("shorthand", "filler", "own-numbers", "yes-no"):
        if tag not in style_seen:
            err(f"{fname}: no answerable question tagged {tag}")
    return {"company": company, "short": short, "line": line, "counts": counts}


def seed_path(title):
    return os.path.join(SEED_DIR, title.replace(" ", "_") + ".pdf")


def check_seed_file(path, kw_all):
    fname = os.path.basename(path)
    data = load_json(path)
    if data is None:
        return
    if set(data) != {"name", "questions"}:
        err(f"{fname}: keys must be name and questions")
    if data.get("name") != f"seed carriers, round {ROUND}":
        err(f"{fname}: name must be 'seed carriers, round {ROUND}'")
    qs = data.get("questions", [])
    kw_map = kw_all.get(fname, {})
    per_company = {c: 0 for c in SEED_COMPANIES}
    yes_no = 0
    nc_companies = []
    for i, q in enumerate(qs, 1):
        where = f"{fname} q{i}"
        if not isinstance(q, dict) or not {"company", "question", "expect", "kind"} <= set(q):
            err(f"{where}: needs company, question, expect and kind")
            continue
        comp = q["company"]
        if comp not in SEED_COMPANIES:
            err(f"{where}: unknown company {comp!r}")
            continue
        kinds = check_kinds(where, q)
        titles = SEED_COMPANIES[comp]
        if "not-covered" in kinds:
            nc_companies.append(comp)
            texts = {t: pdf_text(seed_path(t)) for t in titles}
            check_not_covered(where, q, kw_map, texts)
            continue
        if "paraphrase" in kinds or "own-words" in kinds:
            err(f"{where}: seed questions are not paraphrases")
        per_company[comp] += 1
        if "yes-no" in kinds:
            yes_no += 1
        check_answer(where, q, seed_path, set(titles))
    if len(qs) != 16:
        err(f"{fname}: {len(qs)} questions (must be 16)")
    if per_company != SEED_ANSWERABLE:
        err(f"{fname}: answerable per company {per_company} (must be {SEED_ANSWERABLE})")
    if yes_no != 7:
        err(f"{fname}: {yes_no} yes/no questions (must be 7)")
    if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
        err(f"{fname}: not-covered questions must be 4, on four different carriers (got {nc_companies})")


def main():
    seed_blob = " ".join(open(p, encoding="utf-8").read() for p in glob.glob(os.path.join(SEED_DIR, "*.txt"))).lower()
    kw_path = os.path.join(ROOT, "tools", "not_covered_keywords.json")
    kw_all = load_json(kw_path) if os.path.exists(kw_path) else None
    if kw_all is None:
        err("tools/not_covered_keywords.json missing or invalid")
        kw_all = {}
    guide_files = sorted(glob.glob(os.path.join(ROOT, "questions-*.json")))
    if len(guide_files) != 3:
        err(f"expected 3 guide question files, found {len(guide_files)}")
    results = [r for r in (check_guide_file(p, kw_all, seed_blob) for p in guide_files) if r]
    letters = sorted(r["short"][:1].upper() for r in results)
    if set(letters) != CARRIER_LETTERS or len(letters) != 3:
        err(f"carrier initials {letters} must be exactly {sorted(CARRIER_LETTERS)}")
    if len({r["line"].lower() for r in results}) != len(results):
        err("each guide must be a different line of business")
    seed_file = os.path.join(ROOT, "seed-carriers.json")
    if os.path.exists(seed_file):
        check_seed_file(seed_file, kw_all)
    else:
        err("seed-carriers.json missing")
    if len(glob.glob(os.path.join(ROOT, "src", "*.html"))) != 3:
        err("src/ must hold the 3 HTML sources")
    if not os.path.exists(os.path.join(ROOT, "README.md")):
        err("README.md missing")
    for e in errors:
        print("ERROR:", e)
    for r in results:
        c = r["counts"]
        print(f"{r['company']} / {r['line']}: {c['answerable']} answerable, {c['paraphrase']} paraphrases, "
              f"{c['not-covered']} not covered, {c['two-fact']} two-fact, yes={c['yes']} no={c['no']}")
    print("PASS" if not errors else f"FAIL ({len(errors)} problems)")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
