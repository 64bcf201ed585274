#!/usr/bin/env python3
"""Check blind round 46: three guide PDFs, three guide question files and the seed question file.

Usage: python3 tools/verify.py [ROOT]   (ROOT defaults to the folder above tools/)
Prints every problem found, then PASS or FAIL.
"""
import json
import os
import re
import subprocess
import sys
import unicodedata

ROUND = 46
ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
SEED_DIR = "/work/blind-seed"

GUIDE_FILES = [
    "pardalote-summer-camps.json",
    "rimefield-solar-installation-contractors.json",
    "wexcombe-nursery-greenhouse-growers.json",
]
SEED_FILE = "seed.json"
KEYWORDS_FILE = os.path.join("tools", "not_covered_keywords.json")
CARRIER_LETTERS = {"P", "R", "W"}

ALLOWED_KINDS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase", "own-words", "not-covered"}
CASUAL_KINDS = {"shorthand", "filler", "own-numbers"}

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
Kettleby, Jessamine, Mallowdene, Tarnbeck, Arrowmint, Nightjar, Quinceford, Embercliff, Loamstead,
Valdrift, Burlwood, Gritstone, Sculpin Point, Hollisford, Orrinwood, Ulverdale"""
FORBIDDEN = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

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
recycling facilities/scrap yards, zoos and animal parks, florists, clinical trials liability, bicycle shops,
oilfield services, public entities, ski areas, cabinet and millwork manufacturers, excavation contractors,
kayak and canoe outfitters, museums and cultural institutions, photographers and videographers,
wholesale distributors"""
USED = [u.strip().lower() for u in USED_LINES.replace("\n", " ").split(",") if u.strip()]

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

STOPWORDS = set("""a an the and or but if of to in on at by for from with without as is are was were be been being
it its this that these those there their they them he she his her we our you your i me my do does did done have has
had can could may might must shall should will would not no yes any all each every per up down out over under than
then so such only also more most less least very just about into onto what which who whom whose when where why how
get got ok okay some other same own""".split())

problems = []


def fail(msg):
    problems.append(msg)


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    for a, b in (("\u2019", "'"), ("\u2018", "'"), ("\u201c", '"'), ("\u201d", '"'), ("\u00a0", " ")):
        s = s.replace(a, b)
    return re.sub(r"\s+", " ", s).strip().lower()


_cache = {}


def pdf_text(path, page=None):
    key = (path, page)
    if key not in _cache:
        args = ["pdftotext", "-layout"]
        if page is not None:
            args += ["-f", str(page), "-l", str(page)]
        out = subprocess.run(args + [path, "-"], capture_output=True, text=True)
        _cache[key] = out.stdout if out.returncode == 0 else None
    return _cache[key]


def pdf_pages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True).stdout
    m = re.search(r"^Pages:\s+(\d+)", out, re.M)
    return int(m.group(1)) if m else 0


def content_words(s):
    words = re.findall(r"[a-z0-9$%][a-z0-9$%.,:'-]*", norm(s))
    out = set()
    for w in words:
        w = w.strip(".,:'-")
        if w.endswith("'s"):
            w = w[:-2]
        if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
            w = w[:-1]
        if w and w not in STOPWORDS:
            out.add(w)
    return out


def whole_word_in(keyword, text):
    pat = r"(?<![a-z0-9])" + r"\s+".join(re.escape(p) for p in norm(keyword).split()) + r"(?![a-z0-9])"
    return re.search(pat, norm(text)) is not None


def check_question_common(where, q, doc_pages, keywords):
    """doc_pages: function(doc) -> path of that doc's PDF or None. Returns (kind set, verdict, is_nc)."""
    allowed_keys = {"question", "expect", "page", "verdict", "kind", "company"}
    for k in q:
        if k not in allowed_keys:
            fail(f"{where}: unknown key {k!r}")
    text = q.get("question")
    if not isinstance(text, str) or not text.strip():
        fail(f"{where}: missing question text")
        text = ""
    kinds = q.get("kind")
    if not isinstance(kinds, list) or not kinds:
        fail(f"{where}: kind must be a non-empty list")
        kinds = []
    bad = [k for k in kinds if k not in ALLOWED_KINDS]
    if bad:
        fail(f"{where}: unknown kind tags {bad}")
    if len(set(kinds)) != len(kinds):
        fail(f"{where}: repeated kind tags")
    ks = set(kinds)
    verdict = q.get("verdict")
    if ("yes-no" in ks) != ("verdict" in q):
        fail(f"{where}: verdict must be present exactly when tagged yes-no")
    if "verdict" in q and verdict not in ("yes", "no"):
        fail(f"{where}: verdict must be 'yes' or 'no'")
    if ("paraphrase" in ks) != ("own-words" in ks):
        fail(f"{where}: paraphrase and own-words go together")
    expect = q.get("expect")
    if expect == "not covered":
        if ks != {"not-covered"}:
            fail(f"{where}: a not-covered question takes only the not-covered tag")
        if "page" in q:
            fail(f"{where}: a not-covered question has no page")
        kw = keywords.get(text)
        if not kw:
            fail(f"{where}: no not-covered keywords recorded for {text!r}")
        else:
            if not any(norm(k) in norm(text) for k in kw):
                fail(f"{where}: none of its keywords {kw} occurs in the question")
            for path in doc_pages(None):
                full = pdf_text(path)
                for k in kw:
                    if full is not None and whole_word_in(k, full):
                        fail(f"{where}: not-covered keyword {k!r} occurs in {os.path.basename(path)}")
        return ks, verdict, True
    if "not-covered" in ks:
        fail(f"{where}: tagged not-covered but expect is not 'not covered'")
    if not isinstance(expect, dict) or set(expect) != {"doc", "says"}:
        fail(f"{where}: expect must be {{doc, says}} or 'not covered'")
        return ks, verdict, False
    says = expect["says"]
    nwords = len(says.split())
    if not 2 <= nwords <= 8:
        fail(f"{where}: says has {nwords} words, needs 2 to 8")
    path = doc_pages(expect["doc"])
    page = q.get("page")
    if path is None:
        fail(f"{where}: unknown doc {expect['doc']!r}")
    elif not isinstance(page, int) or not 1 <= page <= pdf_pages(path):
        fail(f"{where}: bad page {page!r}")
    else:
        txt = pdf_text(path, page)
        if txt is None or norm(says) not in norm(txt):
            fail(f"{where}: says {says!r} not found on page {page} of {os.path.basename(path)}")
    if norm(says) in norm(text):
        fail(f"{where}: the question contains its says {says!r}")
    if "paraphrase" in ks:
        shared = content_words(text) & content_words(says)
        if len(shared) > 1:
            fail(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
        if "two-fact" in ks:
            fail(f"{where}: a paraphrase is not also a two-fact question")
    return ks, verdict, False


def load_json(name):
    path = os.path.join(ROOT, name)
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except Exception as e:  # noqa: BLE001
        fail(f"{name}: cannot load JSON ({e})")
        return None


def main():
    keywords_all = load_json(KEYWORDS_FILE) or {}
    seed_text = ""
    for fn in sorted(os.listdir(SEED_DIR)):
        if fn.endswith(".txt"):
            with open(os.path.join(SEED_DIR, fn), encoding="utf-8") as f:
                seed_text += f.read() + "\n"
        elif fn.endswith(".pdf"):
            seed_text += (pdf_text(os.path.join(SEED_DIR, fn)) or "") + "\n"

    letters, lines_seen = [], []
    for gf in GUIDE_FILES:
        data = load_json(gf)
        if data is None:
            continue
        for k in ("name", "company_name", "line", "files", "questions"):
            if k not in data:
                fail(f"{gf}: missing key {k!r}")
        if set(data) - {"name", "company_name", "line", "files", "questions"}:
            fail(f"{gf}: unknown top-level keys {sorted(set(data) - {'name', 'company_name', 'line', 'files', 'questions'})}")
        company, line = data.get("company_name", ""), data.get("line", "")
        files = data.get("files", [])
        # carrier name rules
        letters.append(company[:1])
        low = company.lower()
        for bad in FORBIDDEN:
            if bad.lower() in low or bad.lower().replace(" ", "") in low.replace(" ", ""):
                fail(f"{gf}: carrier name {company!r} contains forbidden name {bad!r}")
        distinct = company.split()[0]
        if distinct.lower() in seed_text.lower():
            fail(f"{gf}: carrier name {distinct!r} occurs in the seed texts")
        # line rules
        if not line or not ("M" <= line[0].upper() <= "Z"):
            fail(f"{gf}: line {line!r} must start with a letter M to Z")
        ll = line.lower()
        for u in USED:
            parts = [p.strip() for p in re.split(r"[/]", u) if p.strip()]
            if any(whole_word_in(p, ll) or whole_word_in(ll, p) for p in parts):
                fail(f"{gf}: line {line!r} matches used line {u!r}")
        lines_seen.append(ll)
        if data.get("name") != f"{' '.join(company.split()[:2])} {line}, round {ROUND}":
            fail(f"{gf}: name {data.get('name')!r} should be '<Carrier> <line>, round {ROUND}'")
        # files
        if not isinstance(files, list) or len(files) != 1:
            fail(f"{gf}: files must list exactly one PDF")
            continue
        pdf = files[0]
        short = " ".join(company.split()[:2])
        if pdf != f"{short} {line} Guide 2026.pdf":
            fail(f"{gf}: file name {pdf!r} should be '{short} {line} Guide 2026.pdf'")
        for bad in FORBIDDEN:
            if bad.lower() in pdf.lower():
                fail(f"{gf}: file name contains forbidden name {bad!r}")
        pdf_path = os.path.join(ROOT, pdf)
        if not os.path.isfile(pdf_path):
            fail(f"{gf}: PDF {pdf!r} missing")
            continue
        n = pdf_pages(pdf_path)
        if n != 3:
            fail(f"{pdf}: has {n} pages, needs 3")
        for p in range(1, n + 1):
            wc = len((pdf_text(pdf_path, p) or "").split())
            if not 450 <= wc <= 650:
                fail(f"{pdf}: page {p} has {wc} words, needs 450 to 650")
        full = pdf_text(pdf_path) or ""
        if company.split()[0].lower() not in full.lower():
            fail(f"{pdf}: carrier name not printed in the guide")
        src_dir = os.path.join(ROOT, "src")
        if not any(f.endswith(".html") and company.split()[0].lower() in f.lower() for f in os.listdir(src_dir)):
            fail(f"{gf}: no HTML source in src/ for {company}")

        docname = pdf[:-4]

        def doc_pages(doc, _docname=docname, _path=pdf_path):
            if doc is None:
                return [_path]
            return _path if doc == _docname else None

        qs = data.get("questions", [])
        kw = keywords_all.get(gf, {})
        if len(qs) != 18:
            fail(f"{gf}: {len(qs)} questions, needs 18")
        texts = [q.get("question", "") for q in qs]
        if len(set(map(norm, texts))) != len(texts):
            fail(f"{gf}: repeated question text")
        n_ans = n_para = n_nc = n_two = 0
        verdicts = []
        for i, q in enumerate(qs, 1):
            where = f"{gf} q{i}"
            if "company" in q:
                fail(f"{where}: guide questions take no company key")
            ks, verdict, is_nc = check_question_common(where, q, doc_pages, kw)
            if is_nc:
                n_nc += 1
            elif "paraphrase" in ks:
                n_para += 1
            else:
                n_ans += 1
                if not ks & CASUAL_KINDS:
                    fail(f"{where}: answerable question needs a shorthand, filler or own-numbers tag")
            if "two-fact" in ks:
                n_two += 1
            if verdict:
                verdicts.append(verdict)
        if (n_ans, n_para, n_nc) != (11, 3, 4):
            fail(f"{gf}: counts answerable/paraphrase/not-covered = {n_ans}/{n_para}/{n_nc}, need 11/3/4")
        if n_two != 2:
            fail(f"{gf}: {n_two} two-fact questions, needs exactly 2")
        if "yes" not in verdicts or "no" not in verdicts:
            fail(f"{gf}: needs at least one yes and one no verdict")
        extra = set(kw) - set(texts)
        if extra:
            fail(f"{gf}: keywords recorded for questions not in the file: {sorted(extra)}")

    if sorted(letters) != sorted(CARRIER_LETTERS):
        fail(f"carrier initials are {sorted(letters)}, need one each of {sorted(CARRIER_LETTERS)}")
    if len(set(lines_seen)) != len(lines_seen):
        fail("the three guides must be different lines")

    # seed file
    data = load_json(SEED_FILE)
    if data is not None:
        if set(data) != {"name", "questions"}:
            fail(f"{SEED_FILE}: top-level keys must be name and questions")
        if data.get("name") != f"seed carriers, round {ROUND}":
            fail(f"{SEED_FILE}: name should be 'seed carriers, round {ROUND}'")
        qs = data.get("questions", [])
        kw = keywords_all.get(SEED_FILE, {})
        if len(qs) != 16:
            fail(f"{SEED_FILE}: {len(qs)} questions, needs 16")
        texts = [q.get("question", "") for q in qs]
        if len(set(map(norm, texts))) != len(texts):
            fail(f"{SEED_FILE}: repeated question text")
        ans_by = {c: 0 for c in SEED_COMPANIES}
        nc_companies = []
        n_yesno = 0
        verdicts = []
        for i, q in enumerate(qs, 1):
            where = f"{SEED_FILE} q{i}"
            comp = q.get("company")
            if comp not in SEED_COMPANIES:
                fail(f"{where}: unknown company {comp!r}")
                continue
            titles = SEED_COMPANIES[comp]

            def doc_pages(doc, _titles=titles):
                paths = [os.path.join(SEED_DIR, t.replace(" ", "_") + ".pdf") for t in _titles]
                if doc is None:
                    return paths
                return os.path.join(SEED_DIR, doc.replace(" ", "_") + ".pdf") if doc in _titles else None

            ks, verdict, is_nc = check_question_common(where, q, doc_pages, kw)
            if is_nc:
                nc_companies.append(comp)
                # also check the .txt copies of the carrier's documents
                for t in titles:
                    with open(os.path.join(SEED_DIR, t.replace(" ", "_") + ".txt"), encoding="utf-8") as f:
                        body = f.read()
                    for k in kw.get(q.get("question"), []):
                        if whole_word_in(k, body):
                            fail(f"{where}: not-covered keyword {k!r} occurs in {t}.txt")
            else:
                ans_by[comp] += 1
                if "paraphrase" in ks:
                    pass
                elif not ks & CASUAL_KINDS:
                    fail(f"{where}: answerable question needs a shorthand, filler or own-numbers tag")
                if "yes-no" in ks:
                    n_yesno += 1
                    verdicts.append(verdict)
        if ans_by != SEED_ANSWERABLE:
            fail(f"{SEED_FILE}: answerable per company {ans_by}, need {SEED_ANSWERABLE}")
        if n_yesno != 7:
            fail(f"{SEED_FILE}: {n_yesno} yes/no answerable questions, needs 7")
        if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
            fail(f"{SEED_FILE}: not-covered questions {nc_companies}, need 4 on four different carriers")
        extra = set(kw) - set(texts)
        if extra:
            fail(f"{SEED_FILE}: keywords recorded for questions not in the file: {sorted(extra)}")

    for p in problems:
        print("FAIL:", p)
    if problems:
        print(f"FAIL ({len(problems)} problems)")
        return 1
    print("PASS: 3 guides (3 pages each, 450-650 words per page), 3 x 18 guide questions, 16 seed questions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
