#!/usr/bin/env python3
"""Check a blind evaluation round against every rule of the brief.

Usage: python3 tools/verify.py [ROUND_FOLDER]   (default: the folder above tools/)
Prints each problem found, then PASS or FAIL (exit status 0 or 1).
"""
import glob, json, os, re, subprocess, sys

ROOT = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED = "/work/blind-seed"
ROUND = 32
CARRIER_LETTERS = {"F", "M", "S"}

errors = []
def err(msg):
    errors.append(msg)

ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase", "own-words", "not-covered"}

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
Verdigris, Ullswater, Vireo, Worthing, Abercairn, Elmstead, Tyndrum"""
FORBIDDEN_NAMES = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

# Lines already used (brief); a new line must not match any of these key phrases.
USED_LINES = ["commercial auto", "workers comp", "homeowner", "dwelling", "bop", "businessowner", "restaurant",
    "management liability", "personal auto", "builders risk", "cyber", "farmowner", "umbrella", "excess",
    "liquor", "self-storage", "self storage", "child care", "marina", "surety", "hotel", "landscap", "fitness",
    "garage", "religious", "worship", "short-term rental", "pet ", "food manufactur", "community association",
    "fleet", "trucking", "metalworking", "special event", "home health", "jewelers block", "security guard",
    "vacant", "winery", "brewery", "medical", "dental", "nemt", "roofing", "landlord", "nonprofit",
    "social services", "golf", "fine art", "pest control", "youth sports", "architect", "engineer", "towing",
    "manufactured home", "electrical", "plumbing", "crime", "boatowner", "pwc", "condo", "ho-6", "staffing",
    "mobile food", "auto repair", "habitational", "apartment", "veterinar", "movers", "flood",
    "real estate", "collector vehicle", "car wash", "laundromat", "salon", "campground", "rv park",
    "janitorial", "motor truck cargo", "assisted living", "auto dealer", "trampoline", "amusement", "equine",
    "stable", "tree trimming", "dry clean", "funeral", "crematori", "bowling", "entertainment center",
    "printing", "sign shop", "drone", "uas", "lawyers", "pharmac", "convenience store", "fuel station",
    "accountant", "earthquake", "contractors pollution"]

SEED_COMPANIES = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide", "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Businessowners Policy Eligibility Guide", "Required Documents Checklist"],
}
SEED_ANSWERABLE = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2, "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}

STOPWORDS = set("""a an the and or but if then than of to in on at by for with without from into onto over under
up down out off about as is are was were be been being am do does did doing have has had having i me my we our
us you your u ur they them their he him his she her it its this that these those there here what whats what's
which who whom whose when where why how can could would should will shall may might must not no yes any all
each every some such so too very just also only own same other more most much many few one per via vs etc
get got let lets let's ok okay rn hey quick q pls plz im i'm it's dont don't isn't is't""".split())

SHORTHAND = ["insd", "uw", "ded", "cov", "yrs", "yr", "w/", "w/o", "min", "max", "prem", "bldg", "pl", "gl", "bpp",
    "ho", "dp-3", "comm", "aop", "cdl", "rc", "acv", "e&s", "ee", "mgmt", "biz", "agmts", "std", "op", "docs",
    "app", "pkg", "amt", "incl", "yo", "sq ft", "til", "1m", "3m", "750k", "40k", "wll", "gc", "certs",
    "whats", "fri", "tl-30", "mn", "1m/2m", "~8%", "~$40k", "i"]
FILLER = ["hey", "quick q", "rn", "any chance", "just wondering", "so", "ok so"]

def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u00ad", "").replace("\ufb01", "fi").replace("\ufb02", "fl")
    return re.sub(r"\s+", " ", s).strip().lower()

def content_words(s):
    out = set()
    for w in re.findall(r"[a-z0-9$][a-z0-9$,.%/'-]*", norm(s)):
        w = w.strip(".,'%/-")
        if w.endswith("'s"):
            w = w[:-2]
        if not w or w in STOPWORDS or len(w) < 2:
            continue
        if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
            w = w[:-1]
        out.add(w)
    return out

_cache = {}
def page_text(pdf, page=None):
    key = (pdf, page)
    if key not in _cache:
        cmd = ["pdftotext", "-layout"]
        if page is not None:
            cmd += ["-f", str(page), "-l", str(page)]
        cmd += [pdf, "-"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        _cache[key] = r.stdout if r.returncode == 0 else None
    return _cache[key]

def n_pages(pdf):
    r = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", r.stdout, re.M)
    return int(m.group(1)) if m else 0

def has_whole_word(text, word):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(word.lower()) + r"(?![A-Za-z0-9])", norm(text)) is not None

def load_json(path):
    try:
        with open(path) as f:
            return json.load(f)
    except Exception as e:
        err(f"{os.path.basename(path)}: JSON does not parse: {e}")
        return None

try:
    NCK = json.load(open(os.path.join(ROOT, "tools", "not_covered_keywords.json")))
except Exception as e:
    err(f"tools/not_covered_keywords.json does not parse: {e}")
    NCK = {}

def check_question(fname, i, q, doc_pdf, carrier_pdfs):
    """Checks shared by guide and seed files. doc_pdf maps expect.doc -> pdf path."""
    where = f"{fname} q{i+1}"
    if not isinstance(q, dict):
        err(f"{where}: not an object"); return None
    for k in ("question", "expect", "kind"):
        if k not in q:
            err(f"{where}: missing key {k}")
            return None
    text, kinds, exp = q["question"], q["kind"], q["expect"]
    if not isinstance(text, str) or not text.strip():
        err(f"{where}: empty question")
    if not isinstance(kinds, list) or not kinds:
        err(f"{where}: kind must be a non-empty list"); return None
    bad = set(kinds) - ALLOWED_TAGS
    if bad:
        err(f"{where}: unknown tags {sorted(bad)}")
    if len(set(kinds)) != len(kinds):
        err(f"{where}: repeated tag")
    # verdict iff yes-no
    if "yes-no" in kinds:
        if q.get("verdict") not in ("yes", "no"):
            err(f"{where}: tagged yes-no but verdict is {q.get('verdict')!r}")
    elif "verdict" in q:
        err(f"{where}: verdict without yes-no tag")
    # style tag sanity
    low = " " + norm(text) + " "
    toks = set(re.findall(r"[a-z0-9~$&/.\-%]+", norm(text))) | set(re.findall(r"[a-z0-9~$&/\-%]+", norm(text)))
    if "shorthand" in kinds and not any((s in toks) or (" " in s and s in low) for s in SHORTHAND if s != "i"):
        err(f"{where}: tagged shorthand but no abbreviation found")
    if "filler" in kinds and not any(re.search(r"(?<![a-z])" + re.escape(f) + r"(?![a-z])", low) for f in FILLER):
        err(f"{where}: tagged filler but no filler phrase found")
    if "own-numbers" in kinds and not re.search(r"\d", text):
        err(f"{where}: tagged own-numbers but has no number")
    if "two-fact" in kinds and not (" and " in low or text.count("?") >= 2):
        err(f"{where}: tagged two-fact but does not ask two things")
    if ("paraphrase" in kinds) != ("own-words" in kinds):
        err(f"{where}: paraphrase and own-words must go together")
    # not covered
    if "not-covered" in kinds:
        if exp != "not covered":
            err(f"{where}: not-covered question must expect 'not covered'")
        if set(kinds) != {"not-covered"}:
            err(f"{where}: not-covered question carries other tags {kinds}")
        kws = NCK.get(fname, {}).get(text)
        if not kws:
            err(f"{where}: no keywords in tools/not_covered_keywords.json")
        else:
            for kw in kws:
                for p in carrier_pdfs:
                    t = page_text(p)
                    if t is None:
                        err(f"{where}: cannot read {p}")
                    elif has_whole_word(t, kw):
                        err(f"{where}: not-covered keyword '{kw}' found in {os.path.basename(p)}")
        if "page" in q:
            err(f"{where}: not-covered question has a page")
        return "nc"
    if exp == "not covered" or not isinstance(exp, dict):
        err(f"{where}: answerable question needs expect {{doc, says}}")
        return None
    doc, says, page = exp.get("doc"), exp.get("says"), q.get("page")
    if doc not in doc_pdf:
        err(f"{where}: unknown doc {doc!r}")
        return None
    if not isinstance(says, str):
        err(f"{where}: says missing"); return None
    nw = len(says.split())
    if not 2 <= nw <= 8:
        err(f"{where}: says has {nw} words (2-8)")
    if norm(says) in norm(text):
        err(f"{where}: question contains its says")
    pdf = doc_pdf[doc]
    if not isinstance(page, int) or not 1 <= page <= n_pages(pdf):
        err(f"{where}: bad page {page!r}")
    else:
        t = page_text(pdf, page)
        if t is None or norm(says) not in norm(t):
            others = [p for p in range(1, n_pages(pdf) + 1) if norm(says) in norm(page_text(pdf, p) or "")]
            err(f"{where}: says {says!r} not found on page {page} of {os.path.basename(pdf)}" + (f" (found on {others})" if others else ""))
    if "paraphrase" in kinds:
        shared = content_words(text) & content_words(says)
        if len(shared) > 1:
            err(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
    return "para" if "paraphrase" in kinds else "ans"

def check_style(fname, i, q):
    k = q.get("kind", [])
    if "not-covered" in k or "paraphrase" in k:
        return
    if not ({"shorthand", "filler", "own-numbers"} & set(k)):
        err(f"{fname} q{i+1}: answerable question is not typed like an agent (no shorthand/filler/own-numbers tag)")

# ---------------- guide files ----------------
guide_files = sorted(glob.glob(os.path.join(ROOT, "questions-*.json")))
guide_files = [g for g in guide_files if not g.endswith("questions-seed.json")]
if len(guide_files) != 3:
    err(f"expected 3 guide question files, found {len(guide_files)}")
pdfs_in_root = sorted(glob.glob(os.path.join(ROOT, "*.pdf")))
if len(pdfs_in_root) != 3:
    err(f"expected 3 guide PDFs, found {len(pdfs_in_root)}")

seed_text = " ".join(page_text(p) or "" for p in glob.glob(os.path.join(SEED, "*.pdf")))
seed_text += " ".join(open(p, encoding="utf-8", errors="replace").read() for p in glob.glob(os.path.join(SEED, "*.txt")))

letters, lines_seen = [], []
for g in guide_files:
    fname = os.path.basename(g)
    data = load_json(g)
    if data is None:
        continue
    for k in ("name", "company_name", "line", "files", "questions"):
        if k not in data:
            err(f"{fname}: missing key {k}")
    if any(k not in data for k in ("company_name", "files", "questions", "line", "name")):
        continue
    company, line, files = data["company_name"], data["line"], data["files"]
    short = company.split()[0]
    letters.append(short[0].upper())
    if f"round {ROUND}" not in data["name"] or short not in data["name"]:
        err(f"{fname}: name should be '<Carrier> <line>, round {ROUND}'")
    # carrier name rules
    for forb in FORBIDDEN_NAMES:
        if forb.lower() in company.lower() or any(forb.lower() in f.lower() for f in files):
            err(f"{fname}: carrier name or file contains forbidden name {forb!r}")
    if re.search(r"(?<![a-z])" + re.escape(short.lower()) + r"(?![a-z])", seed_text.lower()) or company.lower() in seed_text.lower():
        err(f"{fname}: carrier name {short!r} appears in the seed texts")
    # line rules
    lines_seen.append(line.lower())
    if not line or line[0].upper() < "M" or line[0].upper() > "Z":
        err(f"{fname}: line {line!r} must begin with a letter from M to Z")
    for used in USED_LINES:
        if used in line.lower():
            err(f"{fname}: line {line!r} matches already-used line {used!r}")
    # files
    if len(files) != 1:
        err(f"{fname}: expected exactly one file")
    doc_pdf = {}
    for f in files:
        m = re.fullmatch(r"(\S+) (.+) Guide 2026\.pdf", f)
        if not m or m.group(1) != short:
            err(f"{fname}: file name {f!r} is not '<Carrier> <Line> Guide 2026.pdf'")
        p = os.path.join(ROOT, f)
        if not os.path.exists(p):
            err(f"{fname}: missing PDF {f}"); continue
        if not os.path.exists(os.path.join(ROOT, "src", f[:-4] + ".html")):
            err(f"{fname}: missing HTML source src/{f[:-4]}.html")
        doc_pdf[f[:-4]] = p
        np_ = n_pages(p)
        if np_ != 3:
            err(f"{f}: {np_} pages (need 3)")
        for pg in range(1, np_ + 1):
            wc = len((page_text(p, pg) or "").split())
            if not 450 <= wc <= 650:
                err(f"{f}: page {pg} has {wc} words (450-650)")
        full = page_text(p) or ""
        if short.lower() not in full.lower():
            err(f"{f}: carrier name not printed in the guide")
    qs = data["questions"]
    if not isinstance(qs, list):
        err(f"{fname}: questions must be a list"); continue
    res = [check_question(fname, i, q, doc_pdf, list(doc_pdf.values())) for i, q in enumerate(qs)]
    for i, q in enumerate(qs):
        if isinstance(q, dict):
            check_style(fname, i, q)
    kinds = [q.get("kind", []) if isinstance(q, dict) else [] for q in qs]
    n_nc = sum("not-covered" in k for k in kinds)
    n_para = sum("paraphrase" in k for k in kinds)
    n_ans = sum(("not-covered" not in k and "paraphrase" not in k) for k in kinds)
    n_two = sum("two-fact" in k for k in kinds)
    n_two_ans = sum(("two-fact" in k and "paraphrase" not in k and "not-covered" not in k) for k in kinds)
    if len(qs) != 18: err(f"{fname}: {len(qs)} questions (need 18)")
    if n_ans != 11: err(f"{fname}: {n_ans} answerable (need 11)")
    if n_para != 3: err(f"{fname}: {n_para} paraphrases (need 3)")
    if n_nc != 4: err(f"{fname}: {n_nc} not-covered (need 4)")
    if n_two != 2 or n_two_ans != 2: err(f"{fname}: {n_two} two-fact questions (need exactly 2, among the 11)")
    verdicts = [q.get("verdict") for q in qs if isinstance(q, dict)]
    if "yes" not in verdicts or "no" not in verdicts:
        err(f"{fname}: needs at least one yes and one no verdict")
    texts = [norm(q.get("question", "")) for q in qs if isinstance(q, dict)]
    if len(set(texts)) != len(texts):
        err(f"{fname}: duplicate questions")
    extra = set(NCK.get(fname, {})) - {q.get("question") for q in qs if isinstance(q, dict) and "not-covered" in q.get("kind", [])}
    if extra:
        err(f"{fname}: keyword file lists questions that are not not-covered questions here: {sorted(extra)}")

if sorted(letters) != sorted(CARRIER_LETTERS):
    err(f"carrier initials are {sorted(letters)}, need one each of {sorted(CARRIER_LETTERS)}")
if len(set(lines_seen)) != len(lines_seen):
    err("guides must be three different lines")

# ---------------- seed file ----------------
sp = os.path.join(ROOT, "questions-seed.json")
sdata = load_json(sp) if os.path.exists(sp) else None
if sdata is None:
    err("questions-seed.json missing or unreadable")
else:
    fname = "questions-seed.json"
    if set(sdata) != {"name", "questions"}:
        err(f"{fname}: keys must be name and questions")
    if sdata.get("name") != f"seed carriers, round {ROUND}":
        err(f"{fname}: name should be 'seed carriers, round {ROUND}'")
    qs = sdata.get("questions", [])
    ans_by = {c: 0 for c in SEED_COMPANIES}
    nc_companies, n_yesno = [], 0
    for i, q in enumerate(qs):
        c = q.get("company") if isinstance(q, dict) else None
        if c not in SEED_COMPANIES:
            err(f"{fname} q{i+1}: unknown company {c!r}"); continue
        doc_pdf = {}
        for title in SEED_COMPANIES[c]:
            p = os.path.join(SEED, title.replace(" ", "_") + ".pdf")
            if not os.path.exists(p):
                err(f"seed PDF missing: {p}")
            doc_pdf[title] = p
        r = check_question(fname, i, q, doc_pdf, list(doc_pdf.values()))
        check_style(fname, i, q)
        if r == "nc":
            nc_companies.append(c)
        elif r in ("ans", "para"):
            ans_by[c] += 1
        if "yes-no" in q.get("kind", []):
            n_yesno += 1
    if len(qs) != 16: err(f"{fname}: {len(qs)} questions (need 16)")
    if ans_by != SEED_ANSWERABLE: err(f"{fname}: answerable per carrier {ans_by}, need {SEED_ANSWERABLE}")
    if n_yesno != 7: err(f"{fname}: {n_yesno} yes/no questions (need 7)")
    if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
        err(f"{fname}: not-covered questions must be 4, on four different carriers (got {nc_companies})")
    verdicts = [q.get("verdict") for q in qs if isinstance(q, dict)]
    if "yes" not in verdicts or "no" not in verdicts:
        err(f"{fname}: needs at least one yes and one no verdict")

# ---------------- README ----------------
if not os.path.exists(os.path.join(ROOT, "README.md")):
    err("README.md missing")

for e in errors:
    print("ERROR:", e)
print("PASS" if not errors else f"FAIL ({len(errors)} problems)")
sys.exit(0 if not errors else 1)
