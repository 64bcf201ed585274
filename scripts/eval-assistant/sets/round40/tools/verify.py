#!/usr/bin/env python3
"""Checks the round 40 blind evaluation data against every rule of the brief.

Usage: python3 tools/verify.py [ROOT]   (ROOT defaults to the folder above tools/)
Prints every problem found, then PASS or FAIL (exit code 0 / 1).
"""
import json, os, re, subprocess, sys, unicodedata

ROOT = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED_DIR = "/work/blind-seed"
ROUND = 40
GUIDE_FILES = ["round40-jessamine-plastics.json", "round40-mallowdene-recycling.json", "round40-tarnbeck-zoos.json"]
SEED_FILE = "round40-seed.json"
KEYWORD_FILE = os.path.join(ROOT, "tools", "not_covered_keywords.json")
CARRIER_LETTERS = ["J", "M", "T"]  # one carrier each, given by the task

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
Dovecote, Kittiwake, Ptarmigan, Spindlewood, Fallowfield, Mossgate, Glenharrow, Hobnail, Nutwood,
Bracken Shoals, Lanternwick, Tumbleweir, Antlerbrook, Eskerfield, Ivorygate, Ollerton, Umberfield,
Yellowmead, Hesperine, Pallisard, Cragmarsh, Rowanmere, Seaholm, Wendover"""
FORBIDDEN_NAMES = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

USED_LINES = """commercial auto, workers comp, HO/DP personal lines, BOP rates, restaurant, management liability,
personal auto, builders risk, cyber, farmowners, umbrella/excess, liquor liability, self-storage, child care, marina,
surety, hotel, landscaping, fitness, garage, religious institutions/houses of worship, short-term rental, pet services,
food manufacturers, community associations, small fleet trucking, metalworking, special events, home health,
jewelers block, security guards, vacant dwellings, winery/brewery, medical/dental office, NEMT, roofing contractors,
landlord dwelling fire, nonprofit social services, golf clubs, fine art, pest control, youth sports,
architects & engineers, towing, manufactured homes, electrical/plumbing contractors, crime, boatowners/PWC, condo HO-6,
staffing, mobile food, garage/auto repair, habitational/apartments, veterinary, movers, private flood, real estate E&O,
collector vehicles, car wash/laundromat, salons, campgrounds/RV parks, janitorial, motor truck cargo, assisted living,
auto dealers open lot, trampoline/amusement parks, equine stables, tree trimming, dry cleaners,
funeral homes/crematories, bowling and entertainment centers, printing and sign shops, commercial drones/UAS,
lawyers professional liability, retail pharmacies, convenience stores/fuel stations, accountants professional liability,
residential earthquake, contractors pollution liability, general aviation (aircraft hull and liability),
cannabis dispensaries, home inspectors E&O, tattoo and body art studios, pawnshops, warehouse legal liability,
equipment breakdown, hunting lease liability, lessors risk only, pool and spa service contractors, travel agents E&O,
vending machine operators, film and motion picture production, lumber and building material dealers,
kidnap and ransom, snow and ice removal contractors, water well drilling contractors, firearms dealers,
insurance agents E&O, commercial fishing vessels, private K-12 schools, ocean cargo, restoration contractors"""
USED_LINES = [l.strip().lower() for l in USED_LINES.replace("\n", " ").split(",") if l.strip()]

SEED_COMPANIES = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide", "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Businessowners Policy Eligibility Guide", "Required Documents Checklist"],
}
SEED_ANSWERABLE = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2, "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}

STOPWORDS = set("""a an the and or but if of to in on at by for from with without w/ within into onto over under up down out off
is are was were be been being am do does did doing done have has had having can could may might must shall should will would
i me my we our us you your u ur he she it its they them their this that these those there here what whats which who whom whose
when where why how any all each every some no not nor only own same so than too very just also as about after before again
further then once per more most other such both few between through during above below until while rn ok okay hey quick q
is isnt dont doesnt cant wont yes yeah pls please need needs get got one two three""".split())

SHORTHAND = {"insd", "uw", "ded", "cov", "yrs", "yr", "w/", "w/o", "min", "max", "prem", "biz", "exp", "u", "liab", "bldg",
             "ppl", "rn", "whats", "dont", "isnt", "ho", "ca", "dp", "aop", "tiv", "mvr", "bi", "rc", "acv", "e&s", "bop", "i",
             "subs", "cat", "+", "y/o", "k"}
FILLERS = ["hey", "quick q", "any chance", "rn", "just wondering", "real quick"]

errors = []
def err(msg):
    errors.append(msg)

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u00ad", "")
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

def stem(w):
    w = w.lower().strip("'")
    if w.endswith("'s"):
        w = w[:-2]
    for suf in ("ing", "ed", "es", "s"):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            return w[: -len(suf)]
    return w

def content_words(s):
    toks = re.findall(r"[a-z][a-z'\-]*", norm(s))
    out = set()
    for t in toks:
        for part in t.split("-"):
            part = part.strip("'")
            if len(part) < 3 or part in STOPWORDS:
                continue
            out.add(stem(part))
    return out

def whole_word_present(word, text):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(word.lower()) + r"(?![A-Za-z0-9])", text.lower()) is not None

def seed_doc_path(title):
    return os.path.join(SEED_DIR, title.replace(" ", "_") + ".pdf")

def load_json(path):
    try:
        with open(path) as f:
            return json.load(f)
    except Exception as e:
        err(f"{os.path.basename(path)}: cannot parse JSON: {e}")
        return None

try:
    KEYWORDS = json.load(open(KEYWORD_FILE))
except Exception as e:
    err(f"not_covered_keywords.json: cannot parse: {e}")
    KEYWORDS = {}

def check_question_common(fn, i, q, doc_paths, allowed_docs):
    """Checks one question. doc_paths: doc name -> pdf path. Returns kinds set."""
    tag = f"{fn} q{i+1}"
    if not isinstance(q, dict):
        err(f"{tag}: not an object"); return set()
    for k in ("question", "expect", "kind"):
        if k not in q:
            err(f"{tag}: missing key '{k}'")
    question = q.get("question", "")
    if not isinstance(question, str) or not question.strip():
        err(f"{tag}: empty question")
    kinds = q.get("kind", [])
    if not isinstance(kinds, list) or not kinds:
        err(f"{tag}: kind must be a non-empty list"); kinds = []
    kinds = set(kinds)
    bad = kinds - ALLOWED_KINDS
    if bad:
        err(f"{tag}: unknown kind tags {sorted(bad)}")
    # verdict iff yes-no
    if "yes-no" in kinds:
        if q.get("verdict") not in ("yes", "no"):
            err(f"{tag}: yes-no question needs verdict 'yes' or 'no'")
    elif "verdict" in q:
        err(f"{tag}: verdict given but not tagged yes-no")
    extra = set(q.keys()) - {"question", "expect", "kind", "page", "verdict", "company"}
    if extra:
        err(f"{tag}: unexpected keys {sorted(extra)}")
    exp = q.get("expect")
    if exp == "not covered":
        if kinds != {"not-covered"}:
            err(f"{tag}: not-covered question must be tagged only 'not-covered' (has {sorted(kinds)})")
        if "page" in q:
            err(f"{tag}: not-covered question must not have a page")
        kw = KEYWORDS.get(fn, {}).get(question)
        if not kw:
            err(f"{tag}: no not-covered keywords recorded in not_covered_keywords.json")
        else:
            qn = norm(question)
            if not any(whole_word_present(w, qn) or norm(w) in qn for w in kw):
                err(f"{tag}: none of its keywords {kw} occur in the question itself")
            for w in kw:
                for d, p in doc_paths.items():
                    if whole_word_present(w, norm(pdf_text(p))):
                        err(f"{tag}: not-covered keyword '{w}' occurs in '{d}'")
        return kinds
    if "not-covered" in kinds:
        err(f"{tag}: tagged not-covered but expect is not 'not covered'")
    if not isinstance(exp, dict) or set(exp.keys()) != {"doc", "says"}:
        err(f"{tag}: expect must be {{doc, says}} or 'not covered'"); return kinds
    doc, says = exp["doc"], exp["says"]
    if doc not in allowed_docs:
        err(f"{tag}: doc '{doc}' is not one of {allowed_docs}"); return kinds
    page = q.get("page")
    if not isinstance(page, int) or page < 1:
        err(f"{tag}: page must be a positive integer"); return kinds
    path = doc_paths[doc]
    if page > pdf_pages(path):
        err(f"{tag}: page {page} beyond end of '{doc}'"); return kinds
    nw = len(says.split())
    if not 2 <= nw <= 8:
        err(f"{tag}: says has {nw} words (must be 2 to 8): '{says}'")
    if norm(says) not in norm(pdf_text(path, page)):
        where = [p for p in range(1, pdf_pages(path) + 1) if norm(says) in norm(pdf_text(path, p))]
        err(f"{tag}: says '{says}' not found on page {page} of '{doc}'" + (f" (found on page {where})" if where else ""))
    if norm(says) in norm(question):
        err(f"{tag}: question contains its says '{says}'")
    if "paraphrase" in kinds or "own-words" in kinds:
        if not {"paraphrase", "own-words"} <= kinds:
            err(f"{tag}: paraphrase questions need both 'paraphrase' and 'own-words'")
        shared = content_words(question) & content_words(says)
        if len(shared) > 1:
            err(f"{tag}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
    # light checks that tags describe the question
    ql = norm(question)
    if "own-numbers" in kinds and not re.search(r"\d", ql):
        err(f"{tag}: tagged own-numbers but has no number")
    if "shorthand" in kinds:
        toks = set(re.findall(r"[a-z&/+']+", ql)) | set(re.findall(r"\d+k\b", ql))
        if not (toks & SHORTHAND or re.search(r"\bw/|\d+k\b|\+", ql)):
            err(f"{tag}: tagged shorthand but no shorthand found")
    if "filler" in kinds and not any(re.search(r"\b" + re.escape(f) + r"\b", ql) for f in FILLERS):
        err(f"{tag}: tagged filler but no filler phrase found")
    if "two-fact" in kinds and not re.search(r"\band\b|\+|\balso\b", ql):
        err(f"{tag}: two-fact question does not seem to ask two things")
    return kinds

# ---------------------------------------------------------------- guides
carrier_words = []
for gi, fn in enumerate(GUIDE_FILES):
    path = os.path.join(ROOT, fn)
    if not os.path.exists(path):
        err(f"{fn}: missing"); continue
    data = load_json(path)
    if data is None:
        continue
    for k in ("name", "company_name", "line", "files", "questions"):
        if k not in data:
            err(f"{fn}: missing key '{k}'")
    if set(data.keys()) - {"name", "company_name", "line", "files", "questions"}:
        err(f"{fn}: unexpected top-level keys")
    name, company, line = data.get("name", ""), data.get("company_name", ""), data.get("line", "")
    if f"round {ROUND}" not in name:
        err(f"{fn}: name '{name}' lacks 'round {ROUND}'")
    carrier = company.split()[0] if company else ""
    carrier_words.append((carrier, company))
    if not name.startswith(carrier) or line not in name:
        err(f"{fn}: name should be '<Carrier> <line>, round {ROUND}'")
    if not carrier or carrier[0] != CARRIER_LETTERS[gi]:
        err(f"{fn}: carrier '{carrier}' should start with '{CARRIER_LETTERS[gi]}'")
    if not line or not ("m" <= line[0].lower() <= "z"):
        err(f"{fn}: line '{line}' must start with a letter from M to Z")
    for ul in USED_LINES:
        for part in re.split(r"[/()]", ul):
            part = part.strip()
            if part and len(part) > 3 and (part in line.lower() or line.lower() in part):
                err(f"{fn}: line '{line}' collides with used line '{ul}'")
    files = data.get("files", [])
    if not isinstance(files, list) or len(files) != 1:
        err(f"{fn}: files must list exactly one PDF"); continue
    pdf = files[0]
    if not re.fullmatch(re.escape(carrier) + r" [A-Z][A-Za-z ]+ Guide 2026\.pdf", pdf):
        err(f"{fn}: file name '{pdf}' is not '<Carrier> <Line> Guide 2026.pdf'")
    pdf_path = os.path.join(ROOT, pdf)
    if not os.path.exists(pdf_path):
        err(f"{fn}: PDF '{pdf}' missing"); continue
    n = pdf_pages(pdf_path)
    if n != 3:
        err(f"{pdf}: has {n} pages, must be 3")
    for p in range(1, n + 1):
        wc = len(pdf_text(pdf_path, p).split())
        if not 450 <= wc <= 650:
            err(f"{pdf}: page {p} has {wc} words (450-650)")
    full = norm(pdf_text(pdf_path))
    if carrier.lower() not in full:
        err(f"{pdf}: carrier name '{carrier}' does not appear in its guide")
    html = os.path.join(ROOT, "src")
    if not os.path.isdir(html) or not any(f.endswith(".html") and carrier.lower() in f.lower() for f in os.listdir(html)):
        err(f"{fn}: no HTML source for {carrier} in src/")
    docname = pdf[:-4]
    qs = data.get("questions", [])
    if len(qs) != 18:
        err(f"{fn}: {len(qs)} questions, must be 18")
    counts = {"answerable": 0, "paraphrase": 0, "nc": 0, "two": 0, "yes": 0, "no": 0}
    seen = set()
    for i, q in enumerate(qs):
        if "company" in q:
            err(f"{fn} q{i+1}: guide questions take no 'company'")
        kinds = check_question_common(fn, i, q, {docname: pdf_path}, [docname])
        if q.get("question") in seen:
            err(f"{fn} q{i+1}: duplicate question")
        seen.add(q.get("question"))
        if "not-covered" in kinds:
            counts["nc"] += 1
        elif "paraphrase" in kinds:
            counts["paraphrase"] += 1
            if "two-fact" in kinds:
                err(f"{fn} q{i+1}: paraphrase should not also be two-fact")
        else:
            counts["answerable"] += 1
        if "two-fact" in kinds:
            counts["two"] += 1
        if q.get("verdict") in ("yes", "no"):
            counts[q["verdict"]] += 1
    if counts["answerable"] != 11: err(f"{fn}: {counts['answerable']} answerable (non-paraphrase) questions, must be 11")
    if counts["paraphrase"] != 3: err(f"{fn}: {counts['paraphrase']} paraphrases, must be 3")
    if counts["nc"] != 4: err(f"{fn}: {counts['nc']} not-covered, must be 4")
    if counts["two"] != 2: err(f"{fn}: {counts['two']} two-fact questions, must be exactly 2")
    if counts["yes"] < 1 or counts["no"] < 1: err(f"{fn}: needs at least one yes and one no verdict ({counts})")

# carrier names: distinct letters, not forbidden, absent from seed texts
if sorted(c[0][:1] for c in carrier_words) != sorted(CARRIER_LETTERS):
    err(f"carriers {[c[0] for c in carrier_words]} must start with {CARRIER_LETTERS}, one each")
seed_texts = ""
for f in sorted(os.listdir(SEED_DIR)):
    p = os.path.join(SEED_DIR, f)
    if f.endswith(".txt"):
        seed_texts += norm(open(p, encoding="utf-8", errors="replace").read()) + "\n"
    elif f.endswith(".pdf"):
        seed_texts += norm(pdf_text(p)) + "\n"
for carrier, company in carrier_words:
    for forb in FORBIDDEN_NAMES:
        if forb.lower() in company.lower():
            err(f"carrier '{company}' contains forbidden name '{forb}'")
    if carrier.lower() in seed_texts:
        err(f"carrier name '{carrier}' appears in the seed texts")
    if norm(company) in seed_texts:
        err(f"company name '{company}' appears in the seed texts")

# ---------------------------------------------------------------- seed file
sp = os.path.join(ROOT, SEED_FILE)
sd = load_json(sp) if os.path.exists(sp) else err(f"{SEED_FILE}: missing")
if sd is not None:
    if set(sd.keys()) != {"name", "questions"}:
        err(f"{SEED_FILE}: top-level keys must be name and questions")
    if f"round {ROUND}" not in sd.get("name", "") or not sd.get("name", "").startswith("seed carriers"):
        err(f"{SEED_FILE}: name must be 'seed carriers, round {ROUND}'")
    qs = sd.get("questions", [])
    if len(qs) != 16:
        err(f"{SEED_FILE}: {len(qs)} questions, must be 16")
    ans = {c: 0 for c in SEED_COMPANIES}
    nc_companies = []
    yn = 0
    for i, q in enumerate(qs):
        comp = q.get("company")
        if comp not in SEED_COMPANIES:
            err(f"{SEED_FILE} q{i+1}: unknown company '{comp}'"); continue
        docs = SEED_COMPANIES[comp]
        paths = {d: seed_doc_path(d) for d in docs}
        for d, p in paths.items():
            if not os.path.exists(p):
                err(f"{SEED_FILE}: seed PDF missing for '{d}'")
        kinds = check_question_common(SEED_FILE, i, q, paths, docs)
        if "not-covered" in kinds:
            nc_companies.append(comp)
        else:
            ans[comp] += 1
            if "yes-no" in kinds:
                yn += 1
    if ans != SEED_ANSWERABLE:
        err(f"{SEED_FILE}: answerable per company {ans}, must be {SEED_ANSWERABLE}")
    if yn != 7:
        err(f"{SEED_FILE}: {yn} yes/no answerable questions, must be 7")
    if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
        err(f"{SEED_FILE}: not-covered questions must be 4, on four different carriers (got {nc_companies})")

# keyword file has no stale entries
for fn, d in KEYWORDS.items():
    jp = os.path.join(ROOT, fn)
    if not os.path.exists(jp):
        err(f"not_covered_keywords.json: unknown file {fn}"); continue
    qset = {q.get("question") for q in (json.load(open(jp)).get("questions", []) if True else [])}
    for qt in d:
        if qt not in qset:
            err(f"not_covered_keywords.json: question not found in {fn}: '{qt}'")

if errors:
    for e in errors:
        print("ERROR:", e)
    print(f"FAIL ({len(errors)} problems)")
    sys.exit(1)
print("PASS")
