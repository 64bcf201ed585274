#!/usr/bin/env python3
"""Check the round-49 blind evaluation data against every rule of the brief.

Usage: python3 tools/verify.py [ROUND_DIR] [SEED_DIR]
  ROUND_DIR defaults to the folder above this script, SEED_DIR to /work/blind-seed.
Prints every problem found, then PASS or FAIL (exit code 0 or 1).
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
SEED = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else "/work/blind-seed")
ROUND = 49
LETTERS = ["J", "K", "L"]

GUIDE_JSON = [
    "jasperline_appliance_repair_r49.json",
    "knapwell_chimney_service_r49.json",
    "lodgepole_fuel_oil_propane_r49.json",
]
SEED_JSON = "seed_r49.json"
KEYWORDS_JSON = os.path.join(ROOT, "tools", "not_covered_keywords.json")

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
Bracken Shoals, Lanternwick, Tumbleweir, Antlerbrook, Eskerfield, Ivorygate, Ollerton, Umberfield,
Yellowmead, Hesperine, Pallisard, Cragmarsh, Rowanmere, Seaholm, Wendover, Dunlin Reach, Firthwood,
Kettleby, Jessamine, Mallowdene, Tarnbeck, Arrowmint, Nightjar, Quinceford, Embercliff, Loamstead,
Valdrift, Burlwood, Gritstone, Sculpin Point, Hollisford, Orrinwood, Ulverdale, Caddisfly, Inkberry, Teasel Point,
Pardalote, Rimefield, Wexcombe, Dappleford, Eddystone, Feldspar, Mistlebrook, Netherby, Skerryvale"""
FORBIDDEN_NAMES = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

USED_LINES = """commercial auto, workers comp, HO/DP personal lines, BOP rates, restaurant, management liability, personal auto, builders risk, cyber,
farmowners, umbrella/excess, liquor liability, self-storage, child care, marina, surety, hotel, landscaping, fitness, garage,
religious institutions/houses of worship, short-term rental, pet services, food manufacturers, community associations,
small fleet trucking, metalworking, special events, home health, jewelers block, security guards, vacant dwellings,
winery/brewery, medical/dental office, NEMT, roofing contractors, landlord dwelling fire, nonprofit social services,
golf clubs, fine art, pest control, youth sports, architects & engineers, towing, manufactured homes,
electrical/plumbing contractors, crime, boatowners/PWC, condo HO-6, staffing, mobile food, garage/auto repair,
habitational/apartments, veterinary, movers, private flood, real estate E&O, collector vehicles, car wash/laundromat,
salons, campgrounds/RV parks, janitorial, motor truck cargo, assisted living, auto dealers open lot,
trampoline/amusement parks, equine stables, tree trimming, dry cleaners, funeral homes/crematories,
bowling and entertainment centers, printing and sign shops, commercial drones/UAS, lawyers professional liability,
retail pharmacies, convenience stores/fuel stations, accountants professional liability, residential earthquake,
contractors pollution liability, general aviation (aircraft hull and liability), cannabis dispensaries,
home inspectors E&O, tattoo and body art studios, pawnshops, warehouse legal liability, equipment breakdown,
hunting lease liability, lessors risk only, pool and spa service contractors, travel agents E&O,
vending machine operators, film and motion picture production, lumber and building material dealers,
kidnap and ransom, snow and ice removal contractors, water well drilling contractors, firearms dealers,
insurance agents E&O, commercial fishing vessels, private K-12 schools, ocean cargo, restoration contractors,
crane and rigging contractors, investment advisers professional liability, locksmiths, plastics manufacturers,
recycling facilities/scrap yards, zoos and animal parks, florists, clinical trials liability, bicycle shops,
oilfield services, public entities, ski areas, cabinet and millwork manufacturers, excavation contractors,
kayak and canoe outfitters, museums and cultural institutions, photographers and videographers, wholesale distributors,
glass and glazing contractors, greenhouse and nursery growers, hardware stores, summer camps, solar installation contractors,
grocery stores, alarm installers, flooring contractors, parking facilities, thrift and consignment stores, masonry contractors"""
USED_LINES = [u.strip().lower() for u in USED_LINES.replace("\n", " ").split(",") if u.strip()]

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

STOPWORDS = set("""a an the and or but if of to in on at by for with w/ w/o from as is are was were be been being
do does did done can could would should will shall may might must have has had having not no nor it its
this that these those there their they them he she his her we our you your i me my mine us what whats
which who whom whose when where why how than then so such too very just also any all each every some
up down out over under into onto about after before above below between per via vs if once own
other more most less least same only both either neither itself""".split())

problems = []


def fail(msg):
    problems.append(msg)


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u00a0", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


def content_words(s):
    toks = re.findall(r"[a-z0-9$%]+(?:[.,'/-][a-z0-9%]+)*", norm(s))
    out = set()
    for t in toks:
        t = t.replace("$", "").replace(",", "")
        if t.endswith("'s"):
            t = t[:-2]
        if not t or t in STOPWORDS:
            continue
        if len(t) > 3 and t.endswith("s") and not t.endswith("ss"):
            t = t[:-1]
        out.add(t)
    return out


_text_cache = {}


def pdf_text(path, page=None):
    key = (path, page)
    if key not in _text_cache:
        cmd = ["pdftotext", "-layout"]
        if page is not None:
            cmd += ["-f", str(page), "-l", str(page)]
        cmd += [path, "-"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        _text_cache[key] = r.stdout if r.returncode == 0 else None
    return _text_cache[key]


def pdf_pages(path):
    r = subprocess.run(["pdfinfo", path], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", r.stdout, re.M)
    return int(m.group(1)) if m else 0


def seed_pdf(title):
    return os.path.join(SEED, title.replace(" ", "_") + ".pdf")


def whole_word(word, text):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(norm(word)) + r"(?![A-Za-z0-9])", norm(text)) is not None


def check_question_common(where, q, docs_for):
    """Checks shared by guide and seed questions. docs_for(doc) -> pdf path or None."""
    if not isinstance(q, dict):
        fail(f"{where}: question is not an object")
        return None
    if not isinstance(q.get("question"), str) or not q["question"].strip():
        fail(f"{where}: missing question text")
    kind = q.get("kind")
    if not isinstance(kind, list) or not kind:
        fail(f"{where}: kind must be a non-empty list")
        kind = []
    for t in kind:
        if t not in ALLOWED_TAGS:
            fail(f"{where}: tag {t!r} not allowed")
    if len(set(kind)) != len(kind):
        fail(f"{where}: duplicate tags")
    yn = "yes-no" in kind
    if yn != ("verdict" in q):
        fail(f"{where}: verdict present iff tagged yes-no (tagged={yn}, verdict={'verdict' in q})")
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        fail(f"{where}: verdict must be yes or no")
    if ("paraphrase" in kind) != ("own-words" in kind):
        fail(f"{where}: paraphrase and own-words must go together")
    exp = q.get("expect")
    if exp == "not covered":
        if kind != ["not-covered"]:
            fail(f"{where}: not-covered question must carry only the not-covered tag")
        for k in ("page", "verdict"):
            if k in q:
                fail(f"{where}: not-covered question must not have {k}")
        return "nc"
    if "not-covered" in kind:
        fail(f"{where}: tagged not-covered but has an expected answer")
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        fail(f"{where}: expect must be 'not covered' or {{doc, says}}")
        return None
    says = exp["says"]
    n_words = len(says.split())
    if not 2 <= n_words <= 8:
        fail(f"{where}: says has {n_words} words (need 2-8): {says!r}")
    page = q.get("page")
    if not isinstance(page, int) or page < 1:
        fail(f"{where}: page must be a positive integer")
        return "ans"
    path = docs_for(exp["doc"])
    if path is None:
        fail(f"{where}: doc {exp['doc']!r} is not a document of this carrier")
        return "ans"
    if not os.path.exists(path):
        fail(f"{where}: PDF not found: {path}")
        return "ans"
    text = pdf_text(path, page)
    if text is None:
        fail(f"{where}: cannot read page {page} of {os.path.basename(path)}")
    elif norm(says) not in norm(text):
        fail(f"{where}: says {says!r} not found on page {page} of {os.path.basename(path)}")
    if norm(says) in norm(q.get("question", "")):
        fail(f"{where}: question contains its says {says!r}")
    if "paraphrase" in kind:
        shared = content_words(says) & content_words(q.get("question", ""))
        if len(shared) > 1:
            fail(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
    if "two-fact" in kind:
        qt = q.get("question", "")
        if not (re.search(r"\band\b|\+|&", qt) or qt.count("?") >= 2):
            fail(f"{where}: two-fact question does not ask two things")
    return "ans"


def check_keywords(where, q, kw_entries, doc_paths):
    entry = next((e for e in kw_entries if e.get("question") == q["question"]), None)
    if entry is None or not entry.get("keywords"):
        fail(f"{where}: no keywords in not_covered_keywords.json")
        return
    if not any(whole_word(k, q["question"]) for k in entry["keywords"]):
        fail(f"{where}: none of its keywords occur in the question")
    for p in doc_paths:
        t = pdf_text(p)
        if t is None:
            fail(f"{where}: cannot read {p}")
            continue
        for k in entry["keywords"]:
            if whole_word(k, t):
                fail(f"{where}: keyword {k!r} occurs in {os.path.basename(p)}")


def main():
    try:
        keywords = json.load(open(KEYWORDS_JSON, encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        fail(f"cannot load {KEYWORDS_JSON}: {e}")
        keywords = {}

    seed_text = ""
    for f in sorted(os.listdir(SEED)):
        if f.endswith(".txt"):
            seed_text += open(os.path.join(SEED, f), encoding="utf-8").read() + "\n"
    if not seed_text:
        fail("no seed texts found")

    letters_seen = []
    pdfs_expected = set()
    for jf in GUIDE_JSON:
        path = os.path.join(ROOT, jf)
        try:
            d = json.load(open(path, encoding="utf-8"))
        except Exception as e:  # noqa: BLE001
            fail(f"{jf}: does not parse: {e}")
            continue
        for k in ("name", "company_name", "line", "files", "questions"):
            if k not in d:
                fail(f"{jf}: missing key {k}")
        if set(d) - {"name", "company_name", "line", "files", "questions"}:
            fail(f"{jf}: unexpected keys {sorted(set(d) - {'name', 'company_name', 'line', 'files', 'questions'})}")
        company = d.get("company_name", "")
        line = d.get("line", "")
        files = d.get("files", [])
        carrier = company.split()[0] if company else ""
        if not re.fullmatch(rf"{re.escape(carrier)} {re.escape(line)}, round {ROUND}", d.get("name", ""), re.I):
            fail(f"{jf}: name must be '<Carrier> <line>, round {ROUND}', got {d.get('name')!r}")
        letters_seen.append(carrier[:1].upper())
        # carrier name rules
        for nm in (carrier, company):
            low = nm.lower()
            for bad in FORBIDDEN_NAMES:
                if bad.lower() in low or bad.lower().replace(" ", "") in low.replace(" ", ""):
                    fail(f"{jf}: carrier name {nm!r} contains forbidden name {bad!r}")
            if nm and nm.lower() in seed_text.lower():
                fail(f"{jf}: carrier name {nm!r} appears in the seed texts")
        # line rules
        if not line or line[0].upper() not in "ABCDEF":
            fail(f"{jf}: line {line!r} must start with A-F")
        for u in USED_LINES:
            for part in u.split("/"):
                part = part.strip()
                if part and (part == line.lower() or re.search(r"\b" + re.escape(part) + r"\b", line.lower())):
                    fail(f"{jf}: line {line!r} matches used line {u!r}")
        # file rules
        if not isinstance(files, list) or len(files) != 1:
            fail(f"{jf}: files must list exactly one PDF")
            continue
        fn = files[0]
        if not re.fullmatch(rf"{re.escape(carrier)} [A-Z][\w ]* Guide 2026\.pdf", fn):
            fail(f"{jf}: file name {fn!r} is not '<Carrier> <Line> Guide 2026.pdf'")
        if line.lower() not in fn.lower():
            fail(f"{jf}: file name {fn!r} does not contain the line {line!r}")
        pdfs_expected.add(fn)
        pdf = os.path.join(ROOT, fn)
        if not os.path.exists(pdf):
            fail(f"{jf}: missing PDF {fn}")
            continue
        if not os.path.exists(os.path.join(ROOT, "src", carrier.lower() + ".html")):
            fail(f"{jf}: missing HTML source src/{carrier.lower()}.html")
        npages = pdf_pages(pdf)
        if npages != 3:
            fail(f"{fn}: has {npages} pages, need 3")
        for p in range(1, npages + 1):
            t = pdf_text(pdf, p) or ""
            w = len(t.split())
            if not 450 <= w <= 650:
                fail(f"{fn}: page {p} has {w} words (need 450-650)")
        full = pdf_text(pdf) or ""
        if carrier.lower() not in full.lower():
            fail(f"{fn}: carrier name not in the PDF text")
        # questions
        qs = d.get("questions", [])
        doc_name = fn[:-4]
        counts = {"ans": 0, "para": 0, "nc": 0, "two": 0, "yes": 0, "no": 0}
        kw_entries = keywords.get(jf, [])
        seen_q = set()
        for i, q in enumerate(qs, 1):
            where = f"{jf} q{i}"
            if q.get("question") in seen_q:
                fail(f"{where}: duplicate question")
            seen_q.add(q.get("question"))
            if "company" in q:
                fail(f"{where}: guide questions must not have a company key")
            extra = set(q) - {"question", "expect", "page", "verdict", "kind"}
            if extra:
                fail(f"{where}: unexpected keys {sorted(extra)}")
            r = check_question_common(where, q, lambda doc: pdf if doc == doc_name else None)
            kind = q.get("kind", [])
            if r == "nc":
                counts["nc"] += 1
                check_keywords(where, q, kw_entries, [pdf])
            elif r == "ans":
                if "paraphrase" in kind:
                    counts["para"] += 1
                else:
                    counts["ans"] += 1
                    if not ({"shorthand", "filler"} & set(kind)):
                        fail(f"{where}: answerable question must be tagged shorthand or filler")
                if "two-fact" in kind:
                    counts["two"] += 1
                if q.get("verdict") in ("yes", "no"):
                    counts[q["verdict"]] += 1
        want = {"ans": 11, "para": 3, "nc": 4, "two": 2}
        if len(qs) != 18:
            fail(f"{jf}: {len(qs)} questions, need 18")
        for k, v in want.items():
            if counts[k] != v:
                fail(f"{jf}: {k} count is {counts[k]}, need {v}")
        if counts["yes"] < 1 or counts["no"] < 1:
            fail(f"{jf}: need at least one yes and one no verdict (yes={counts['yes']}, no={counts['no']})")
        if len(kw_entries) != counts["nc"]:
            fail(f"{jf}: {len(kw_entries)} keyword entries for {counts['nc']} not-covered questions")

    if sorted(letters_seen) != LETTERS:
        fail(f"carrier initials are {sorted(letters_seen)}, need one each of {LETTERS}")
    found_pdfs = {f for f in os.listdir(ROOT) if f.endswith(".pdf")}
    if found_pdfs != pdfs_expected:
        fail(f"PDFs in folder {sorted(found_pdfs)} differ from those listed {sorted(pdfs_expected)}")

    # seed file
    jf = SEED_JSON
    try:
        d = json.load(open(os.path.join(ROOT, jf), encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        fail(f"{jf}: does not parse: {e}")
        d = None
    if d is not None:
        if set(d) != {"name", "questions"}:
            fail(f"{jf}: keys must be name and questions")
        if d.get("name") != f"seed carriers, round {ROUND}":
            fail(f"{jf}: name must be 'seed carriers, round {ROUND}'")
        qs = d.get("questions", [])
        if len(qs) != 16:
            fail(f"{jf}: {len(qs)} questions, need 16")
        per = {c: 0 for c in SEED_COMPANIES}
        nc_companies = []
        yn = 0
        kw_entries = keywords.get(jf, [])
        for i, q in enumerate(qs, 1):
            where = f"{jf} q{i}"
            c = q.get("company")
            if c not in SEED_COMPANIES:
                fail(f"{where}: unknown company {c!r}")
                continue
            extra = set(q) - {"company", "question", "expect", "page", "verdict", "kind"}
            if extra:
                fail(f"{where}: unexpected keys {sorted(extra)}")
            titles = SEED_COMPANIES[c]
            r = check_question_common(where, q, lambda doc: seed_pdf(doc) if doc in titles else None)
            if r == "nc":
                nc_companies.append(c)
                check_keywords(where, q, kw_entries, [seed_pdf(t) for t in titles])
            elif r == "ans":
                per[c] += 1
                if "paraphrase" in q.get("kind", []):
                    pass
                if "verdict" in q:
                    yn += 1
        if per != SEED_ANSWERABLE:
            fail(f"{jf}: answerable per company {per}, need {SEED_ANSWERABLE}")
        if yn != 7:
            fail(f"{jf}: {yn} yes/no questions among the answerable, need 7")
        if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
            fail(f"{jf}: need 4 not-covered questions on 4 different carriers, got {nc_companies}")
        if len(kw_entries) != len(nc_companies):
            fail(f"{jf}: {len(kw_entries)} keyword entries for {len(nc_companies)} not-covered questions")

    for p in problems:
        print("ERROR:", p)
    print("PASS" if not problems else f"FAIL ({len(problems)} problems)")
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main())
