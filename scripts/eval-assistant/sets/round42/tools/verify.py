#!/usr/bin/env python3
"""Checks the round-42 blind evaluation data against the brief.

usage: python3 tools/verify.py [DATA_DIR]
DATA_DIR defaults to the folder above tools/. Prints every problem found, then PASS or FAIL.
"""
import json, os, re, subprocess, sys

ROUND = "round 42"
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.dirname(HERE)
SEED_DIR = "/work/blind-seed"
KEYWORDS = os.path.join(DATA, "tools", "not_covered_keywords.json")

GUIDE_FILES = {  # question file -> required first letter of the carrier name
    "embercliff_round42.json": "E",
    "loamstead_round42.json": "L",
    "valdrift_round42.json": "V",
}
SEED_FILE = "seed_round42.json"

ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact",
                "paraphrase", "own-words", "not-covered"}

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

FORBIDDEN_NAMES = """Alder Cove, Brightwell, Cedar Hollow, Cedar Ridge, Copperfield, Coppervale, Cormorant,
Harborlight, Harborline, Harborview, Ironbridge, Ironhorse, Lakemont, Larkspur, Pennant Road,
Prairie Hearth, Quillmont, Redfern, Ridgeline, Sablewood, Sagebrook, Sagebrush, Stonemill,
Tallowmere, Tamarack, Vesper Hill, Northstar, Bluewater, Granite Peak, Evergreen, Keystone,
Thornbury, Ashgrove, Fenwick, Dray, Mariposa, Thistledown, Amberlea, Kestrel, Bellmare,
Thistlegate, Penhallow, Wrenfield, Brambleton, Verity Lane, Oxbow, Wickham, Calloway, Birchmont,
Pelham, Larchfield, Marrowstone, Foxglove, Halyard, Juniper Bay, Saltcreek, Quayside, Moorcroft,
Ravenstone, Wyecliff, Rushford, Cobblestone, Ostrander, Drumlin Ferry, Tussock Bend,
Corncrake Lane, Pewterhorn, Galingale, Lychgate, Pipistrelle, Semaphore, Merganser, Millrace, Nettlebank,
Rookhaven, Tidewick, Whinfell, Yarrowby, Gannetmoor, Heronsgill, Loblolly, Cresthaven, Dunmore, Fairlight,
Jolliet, Strathallan, Verdigris, Ullswater, Vireo, Worthing, Abercairn, Elmstead, Tyndrum,
Dovecote, Kittiwake, Ptarmigan, Spindlewood, Fallowfield, Mossgate, Glenharrow, Hobnail, Nutwood,
Bracken Shoals, Lanternwick, Tumbleweir, Antlerbrook, Eskerfield, Ivorygate, Ollerton, Umberfield,
Yellowmead, Hesperine, Pallisard, Cragmarsh, Rowanmere, Seaholm, Wendover, Dunlin Reach, Firthwood,
Kettleby, Jessamine, Mallowdene, Tarnbeck"""
FORBIDDEN_NAMES = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

# Lines already used (from the brief). Our line names must start with M..Z and share no
# distinctive word with any of these.
USED_LINES = """commercial auto, workers comp, HO/DP personal lines, BOP rates, restaurant, management liability,
personal auto, builders risk, cyber, farmowners, umbrella/excess, liquor liability, self-storage, child care,
marina, surety, hotel, landscaping, fitness, garage, religious institutions/houses of worship, short-term rental,
pet services, food manufacturers, community associations, small fleet trucking, metalworking, special events,
home health, jewelers block, security guards, vacant dwellings, winery/brewery, medical/dental office, NEMT,
roofing contractors, landlord dwelling fire, nonprofit social services, golf clubs, fine art, pest control,
youth sports, architects & engineers, towing, manufactured homes, electrical/plumbing contractors, crime,
boatowners/PWC, condo HO-6, staffing, mobile food, garage/auto repair, habitational/apartments, veterinary,
movers, private flood, real estate E&O, collector vehicles, car wash/laundromat, salons, campgrounds/RV parks,
janitorial, motor truck cargo, assisted living, auto dealers open lot, trampoline/amusement parks,
equine stables, tree trimming, dry cleaners, funeral homes/crematories, bowling and entertainment centers,
printing and sign shops, commercial drones/UAS, lawyers professional liability, retail pharmacies,
convenience stores/fuel stations, accountants professional liability, residential earthquake,
contractors pollution liability, general aviation (aircraft hull and liability), cannabis dispensaries,
home inspectors E&O, tattoo and body art studios, pawnshops, warehouse legal liability, equipment breakdown,
hunting lease liability, lessors risk only, pool and spa service contractors, travel agents E&O,
vending machine operators, film and motion picture production, lumber and building material dealers,
kidnap and ransom, snow and ice removal contractors, water well drilling contractors, firearms dealers,
insurance agents E&O, commercial fishing vessels, private K-12 schools, ocean cargo, restoration contractors,
crane and rigging contractors, investment advisers professional liability, locksmiths, plastics manufacturers,
recycling facilities/scrap yards, zoos and animal parks"""
GENERIC_LINE_WORDS = {"and", "or", "the", "of", "e&o", "liability", "contractors", "professional", "services",
                      "service", "commercial", "personal", "lines", "manufacturers", "operators", "dealers",
                      "facilities", "centers", "shops", "studios", "parks", "office", "stores", "legal",
                      "only", "rates", "private", "residential", "general", "small", "home", "homes"}

STOPWORDS = set("""a an the and or but if of to in on at by for with without from as is are was were be been being
do does did done doing have has had having can could will would should shall may might must it its this that
these those there their they them he she his her we our you your i me my what whats which who whom how when
where why not no yes so than then too very just up down out over under about into any all each every per
more most less least much many some such only also own same other again once here both few nor off""".split())

problems = []


def fail(msg):
    problems.append(msg)


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u00a0", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


_page_cache = {}


def page_text(pdf, page):
    key = (pdf, page)
    if key not in _page_cache:
        r = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), pdf, "-"],
                           capture_output=True, text=True)
        _page_cache[key] = r.stdout if r.returncode == 0 else None
    return _page_cache[key]


def pdf_pages(pdf):
    r = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", r.stdout, re.M)
    return int(m.group(1)) if m else 0


def all_text(pdf):
    return "\n".join(page_text(pdf, p) or "" for p in range(1, pdf_pages(pdf) + 1))


def stem(w):
    w = w.lower().strip(".,;:!?()[]\"'$%")
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    return w


def content_words(s):
    out = set()
    for tok in re.split(r"[\s/]+", s.replace("\u2019", "'")):
        w = stem(tok)
        if w and w not in STOPWORDS and re.search(r"[a-z0-9]", w):
            out.add(w)
    return out


def whole_word_in(word, text):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(word) + r"(?![A-Za-z0-9])", text, re.I) is not None


def check_kind_and_verdict(where, qd):
    kind = qd.get("kind")
    if not isinstance(kind, list) or not kind:
        fail(f"{where}: kind must be a non-empty list")
        return []
    for t in kind:
        if t not in ALLOWED_TAGS:
            fail(f"{where}: unknown tag {t!r}")
    if len(set(kind)) != len(kind):
        fail(f"{where}: duplicate tags")
    if "yes-no" in kind:
        if qd.get("verdict") not in ("yes", "no"):
            fail(f"{where}: tagged yes-no but verdict is {qd.get('verdict')!r}")
    elif "verdict" in qd:
        fail(f"{where}: has a verdict but is not tagged yes-no")
    if ("paraphrase" in kind) != ("own-words" in kind):
        fail(f"{where}: paraphrase and own-words must go together")
    if "not-covered" in kind and kind != ["not-covered"]:
        fail(f"{where}: not-covered question carries other tags {kind}")
    return kind


def check_answerable(where, qd, pdf_for_doc):
    exp = qd["expect"]
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        fail(f"{where}: expect must be an object with doc and says")
        return
    doc, says = exp["doc"], exp["says"]
    pdf = pdf_for_doc(doc)
    if pdf is None:
        fail(f"{where}: unknown doc {doc!r}")
        return
    n = len(says.split())
    if not 2 <= n <= 8:
        fail(f"{where}: says has {n} words (2..8 allowed): {says!r}")
    page = qd.get("page")
    if not isinstance(page, int) or page < 1 or page > pdf_pages(pdf):
        fail(f"{where}: bad page {page!r}")
        return
    text = page_text(pdf, page)
    if text is None or norm(says) not in norm(text):
        fail(f"{where}: says {says!r} not found on page {page} of {os.path.basename(pdf)}")
    if norm(says) in norm(qd["question"]):
        fail(f"{where}: question contains its says {says!r}")
    if "paraphrase" in qd["kind"]:
        shared = content_words(says) & content_words(qd["question"])
        if len(shared) > 1:
            fail(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
    if "not-covered" in qd["kind"]:
        fail(f"{where}: answerable question tagged not-covered")


def check_not_covered(where, qd, qfile, keywords, docs_text):
    if qd["expect"] != "not covered":
        fail(f"{where}: not-covered question must have expect 'not covered'")
    if "page" in qd:
        fail(f"{where}: not-covered question has a page")
    if qd["kind"] != ["not-covered"]:
        fail(f"{where}: not-covered question must be tagged exactly ['not-covered']")
    kws = keywords.get(qfile, {}).get(qd["question"])
    if not kws:
        fail(f"{where}: no key words in not_covered_keywords.json")
        return
    if not any(whole_word_in(k, qd["question"]) for k in kws):
        fail(f"{where}: none of the key words {kws} occurs in the question")
    for k in kws:
        for name, txt in docs_text.items():
            if whole_word_in(k, txt):
                fail(f"{where}: key word {k!r} occurs in {name}")


def check_guide(qfile, letter, keywords, seed_text):
    path = os.path.join(DATA, qfile)
    try:
        data = json.load(open(path, encoding="utf-8"))
    except Exception as e:  # noqa
        fail(f"{qfile}: cannot parse: {e}")
        return
    for k in ("name", "company_name", "line", "files", "questions"):
        if k not in data:
            fail(f"{qfile}: missing key {k}")
            return
    extra = set(data) - {"name", "company_name", "line", "files", "questions"}
    if extra:
        fail(f"{qfile}: unexpected keys {sorted(extra)}")
    company, line = data["company_name"], data["line"]
    if not data["name"].endswith(", " + ROUND):
        fail(f"{qfile}: name must end with ', {ROUND}': {data['name']!r}")
    if not company.startswith(letter):
        fail(f"{qfile}: carrier {company!r} must start with {letter}")
    if not ("M" <= line[:1].upper() <= "Z"):
        fail(f"{qfile}: line {line!r} must start with a letter from M to Z")
    used_words = {w for w in re.split(r"[\s/,()&-]+", USED_LINES.lower()) if w} - GENERIC_LINE_WORDS
    for w in re.split(r"[\s/,()&-]+", line.lower()):
        if w and w in used_words:
            fail(f"{qfile}: line {line!r} shares the word {w!r} with a used line")
    if not isinstance(data["files"], list) or len(data["files"]) != 1:
        fail(f"{qfile}: files must list exactly one PDF")
        return
    fname = data["files"][0]
    m = re.fullmatch(r"(\S+) (.+) Guide 2026\.pdf", fname)
    if not m:
        fail(f"{qfile}: file name {fname!r} is not '<Carrier> <Line> Guide 2026.pdf'")
        return
    short = m.group(1)
    if not company.startswith(short):
        fail(f"{qfile}: file carrier {short!r} does not match company {company!r}")
    if not data["name"].startswith(short + " "):
        fail(f"{qfile}: name should start with the carrier {short!r}")
    for bad in FORBIDDEN_NAMES:
        if bad.lower() in company.lower():
            fail(f"{qfile}: carrier name contains forbidden {bad!r}")
    if short.lower() in seed_text.lower():
        fail(f"{qfile}: carrier {short!r} occurs in the seed texts")
    pdf = os.path.join(DATA, fname)
    if not os.path.exists(pdf):
        fail(f"{qfile}: missing PDF {fname}")
        return
    # PDF shape
    np_ = pdf_pages(pdf)
    if np_ != 3:
        fail(f"{fname}: {np_} pages, need 3")
    for p in range(1, np_ + 1):
        t = page_text(pdf, p) or ""
        n_all = len(t.split())
        n_alnum = len([w for w in t.split() if re.search(r"[A-Za-z0-9]", w)])
        if not (450 <= n_alnum and n_all <= 650):
            fail(f"{fname}: page {p} has {n_all} words ({n_alnum} with letters/digits), need 450..650")
    if short.lower() not in all_text(pdf).lower():
        fail(f"{fname}: carrier name not printed in the guide")
    src_dir = os.path.join(DATA, "src")
    if not os.path.isdir(src_dir) or not any(f.lower().startswith(short.lower()) and f.endswith(".html")
                                             for f in os.listdir(src_dir)):
        fail(f"{qfile}: no HTML source for {short} in src/")

    docname = fname[:-4]
    qs = data["questions"]
    counts = {"answerable": 0, "paraphrase": 0, "not-covered": 0, "two-fact": 0, "yes": 0, "no": 0}
    tagset = set()
    texts = {fname: all_text(pdf)}
    for i, qd in enumerate(qs, 1):
        where = f"{qfile} q{i}"
        if not isinstance(qd, dict) or "question" not in qd or "expect" not in qd or "kind" not in qd:
            fail(f"{where}: needs question, expect, kind")
            continue
        extra = set(qd) - {"question", "expect", "page", "verdict", "kind"}
        if extra:
            fail(f"{where}: unexpected keys {sorted(extra)}")
        kind = check_kind_and_verdict(where, qd)
        tagset.update(kind)
        if "not-covered" in kind:
            counts["not-covered"] += 1
            check_not_covered(where, qd, qfile, keywords, texts)
            continue
        if "paraphrase" in kind:
            counts["paraphrase"] += 1
        else:
            counts["answerable"] += 1
        if "two-fact" in kind:
            counts["two-fact"] += 1
        if qd.get("verdict") in ("yes", "no"):
            counts[qd["verdict"]] += 1
        check_answerable(where, qd, lambda d: pdf if d == docname else None)
    if len(qs) != 18:
        fail(f"{qfile}: {len(qs)} questions, need 18")
    for k, want in (("answerable", 11), ("paraphrase", 3), ("not-covered", 4), ("two-fact", 2)):
        if counts[k] != want:
            fail(f"{qfile}: {counts[k]} {k} questions, need {want}")
    if counts["yes"] < 1 or counts["no"] < 1:
        fail(f"{qfile}: need at least one yes and one no verdict (yes={counts['yes']}, no={counts['no']})")
    for t in ("shorthand", "filler", "own-numbers", "yes-no"):
        if t not in tagset:
            fail(f"{qfile}: no question tagged {t}")
    return company


def seed_pdf(title):
    p = os.path.join(SEED_DIR, title.replace(" ", "_") + ".pdf")
    return p if os.path.exists(p) else None


def check_seed(keywords):
    path = os.path.join(DATA, SEED_FILE)
    try:
        data = json.load(open(path, encoding="utf-8"))
    except Exception as e:  # noqa
        fail(f"{SEED_FILE}: cannot parse: {e}")
        return
    if set(data) != {"name", "questions"}:
        fail(f"{SEED_FILE}: keys must be name and questions")
    if data.get("name") != "seed carriers, " + ROUND:
        fail(f"{SEED_FILE}: name must be 'seed carriers, {ROUND}'")
    qs = data.get("questions", [])
    if len(qs) != 16:
        fail(f"{SEED_FILE}: {len(qs)} questions, need 16")
    per = {c: 0 for c in SEED_COMPANIES}
    nc_companies = []
    yesno = 0
    for i, qd in enumerate(qs, 1):
        where = f"{SEED_FILE} q{i}"
        comp = qd.get("company")
        if comp not in SEED_COMPANIES:
            fail(f"{where}: unknown company {comp!r}")
            continue
        extra = set(qd) - {"company", "question", "expect", "page", "verdict", "kind"}
        if extra:
            fail(f"{where}: unexpected keys {sorted(extra)}")
        if "question" not in qd or "expect" not in qd:
            fail(f"{where}: needs question and expect")
            continue
        kind = check_kind_and_verdict(where, qd)
        if "not-covered" in kind:
            nc_companies.append(comp)
            texts = {}
            for t in SEED_COMPANIES[comp]:
                p = seed_pdf(t)
                if p is None:
                    fail(f"{where}: seed PDF for {t!r} not found")
                else:
                    texts[t] = all_text(p)
            check_not_covered(where, qd, SEED_FILE, keywords, texts)
            continue
        per[comp] += 1
        if "yes-no" in kind:
            yesno += 1
        if "paraphrase" in kind or "two-fact" in kind:
            pass
        check_answerable(where, qd,
                         lambda d, comp=comp: seed_pdf(d) if d in SEED_COMPANIES[comp] else None)
    if per != SEED_ANSWERABLE:
        fail(f"{SEED_FILE}: answerable per company {per}, need {SEED_ANSWERABLE}")
    if yesno != 7:
        fail(f"{SEED_FILE}: {yesno} yes/no questions, need 7")
    if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
        fail(f"{SEED_FILE}: need 4 not-covered questions on four different carriers, got {nc_companies}")


def main():
    try:
        keywords = json.load(open(KEYWORDS, encoding="utf-8"))
    except Exception as e:  # noqa
        fail(f"not_covered_keywords.json: cannot parse: {e}")
        keywords = {}
    seed_text = ""
    for f in sorted(os.listdir(SEED_DIR)):
        if f.endswith(".txt"):
            seed_text += open(os.path.join(SEED_DIR, f), encoding="utf-8").read()
    letters_seen, lines_seen = [], []
    for qfile, letter in GUIDE_FILES.items():
        company = check_guide(qfile, letter, keywords, seed_text)
        if company:
            letters_seen.append(company[0])
            try:
                lines_seen.append(json.load(open(os.path.join(DATA, qfile)))["line"].lower())
            except Exception:  # noqa
                pass
    if len(set(lines_seen)) != len(lines_seen):
        fail(f"lines are not all different: {lines_seen}")
    check_seed(keywords)
    if not os.path.exists(os.path.join(DATA, "README.md")):
        fail("README.md missing")
    for p in problems:
        print("FAIL:", p)
    print("PASS" if not problems else f"FAIL ({len(problems)} problems)")
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main())
