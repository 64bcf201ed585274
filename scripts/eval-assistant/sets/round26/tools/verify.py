#!/usr/bin/env python3
"""Check a blind evaluation round (guides, question files, seed file).

Usage: python3 tools/verify.py [ROUND_DIR]   (default: the folder above tools/)
Prints every problem found, then PASS or FAIL.
"""
import json, os, re, subprocess, sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
SEED_DIR = "/work/blind-seed"
GUIDE_FILES = ["gannetmoor-funeral-homes.json", "heronsgill-bowling-centers.json",
               "loblolly-commercial-printers.json"]
SEED_FILE = "seed-carriers.json"
KEYWORDS_FILE = os.path.join(ROOT, "tools", "not_covered_keywords.json")
REQUIRED_LETTERS = {"G", "H", "L"}
ROUND = 26

ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase",
                "own-words", "not-covered"}

FORBIDDEN_NAMES = """Alder Cove, Brightwell, Cedar Hollow, Cedar Ridge, Copperfield, Coppervale, Cormorant,
Harborlight, Harborline, Harborview, Ironbridge, Ironhorse, Lakemont, Larkspur, Pennant Road,
Prairie Hearth, Quillmont, Redfern, Ridgeline, Sablewood, Sagebrook, Sagebrush, Stonemill,
Tallowmere, Tamarack, Vesper Hill, Northstar, Bluewater, Granite Peak, Evergreen, Keystone,
Thornbury, Ashgrove, Fenwick, Dray, Mariposa, Thistledown, Amberlea, Kestrel, Bellmare,
Thistlegate, Penhallow, Wrenfield, Brambleton, Verity Lane, Oxbow, Wickham, Calloway, Birchmont,
Pelham, Larchfield, Marrowstone, Foxglove, Halyard, Juniper Bay, Saltcreek, Quayside, Moorcroft,
Ravenstone, Wyecliff, Rushford, Cobblestone, Ostrander, Drumlin Ferry, Tussock Bend,
Corncrake Lane, Pewterhorn, Galingale, Lychgate, Pipistrelle, Semaphore, Merganser, Millrace,
Nettlebank, Rookhaven, Tidewick, Whinfell, Yarrowby"""
FORBIDDEN_NAMES = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

USED_LINES = """commercial auto, workers comp, homeowners, dwelling, personal lines, BOP, restaurant,
management liability, personal auto, builders risk, cyber, farmowners, umbrella, excess, liquor liability,
self-storage, child care, marina, surety, hotel, landscaping, fitness, garage, religious, houses of worship,
short-term rental, pet services, food manufacturers, community associations, fleet trucking, metalworking,
special events, home health, jewelers block, security guards, vacant dwellings, winery, brewery, medical,
dental, NEMT, roofing, landlord, nonprofit, social services, golf, fine art, pest control, youth sports,
architects, engineers, towing, manufactured homes, electrical, plumbing, crime, boatowners, PWC, condo,
HO-6, staffing, mobile food, auto repair, habitational, apartments, veterinary, movers, flood,
real estate, collector vehicles, car wash, laundromat, salons, campgrounds, RV parks, janitorial,
motor truck cargo, assisted living, auto dealers, trampoline, amusement, equine, stables, tree trimming,
dry cleaners"""
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

SHORTHAND = {"insd", "uw", "ded", "deds", "cov", "yrs", "yr", "w/", "w/o", "min", "max", "prem", "liab",
             "pkg", "bldg", "tiv", "gl", "fh", "fd", "mgr", "eb", "acv", "docs", "r", "u", "til", "sats",
             "ppl", "ok", "#", "1k", "gal", "sq", "ft", "e&o", "pc", "tx", "ky", "whats", "ho", "dp-3",
             "comp/coll", "mvr", "cdl", "bop", "exp", "rn", "litho", "prof", "wind/hail", "when's"}
FILLER = ["hey", "quick q", "rn", "any chance", "like", "just wondering", "so ", "btw", "um"]
STOPWORDS = set("""a an the of to in on for with and or is are be by at as it its this that if do does
did what whats how any per can i we they our their there up from must may not no than who whom which
when where after before all every each other so but would will have has had was were been also only
just like about into over out your you my me he she his her them then these those such some one
s t is it's what's there's am being get got gets need needs""".split())

problems = []
def bad(msg):
    problems.append(msg)

def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u00ad", "").replace("\u00a0", " ")
    return re.sub(r"\s+", " ", s).strip().lower()

_cache = {}
def page_text(pdf, page):
    key = (pdf, page)
    if key not in _cache:
        r = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), pdf, "-"],
                           capture_output=True, text=True)
        _cache[key] = r.stdout if r.returncode == 0 else ""
    return _cache[key]

def page_count(pdf):
    r = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", r.stdout, re.M)
    return int(m.group(1)) if m else 0

def full_text(pdf):
    return "\n".join(page_text(pdf, p) for p in range(1, page_count(pdf) + 1))

def stem(w):
    for suf in ("ing", "ed", "es", "s", "e"):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            return w[: -len(suf)]
    return w

def content_words(s):
    toks = re.split(r"[^a-z0-9]+", norm(s))
    return {stem(t) for t in toks if t and t not in STOPWORDS and (len(t) > 1 or t.isdigit())}

def whole_word(kw, text):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(kw) + r"(?![A-Za-z0-9])", text, re.I) is not None

def seed_pdf(title):
    return os.path.join(SEED_DIR, title.replace(" ", "_") + ".pdf")

def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except Exception as e:
        bad(f"{os.path.basename(path)}: cannot parse JSON: {e}")
        return None

keywords = load(KEYWORDS_FILE) or {}

def check_question(fname, i, q, docs_for, seed=False):
    """docs_for: mapping doc title -> pdf path (allowed docs for this question)."""
    where = f"{fname} q{i+1}"
    allowed_keys = {"question", "expect", "page", "verdict", "kind"} | ({"company"} if seed else set())
    for k in q:
        if k not in allowed_keys:
            bad(f"{where}: unexpected key {k!r}")
    for k in ("question", "expect", "kind"):
        if k not in q:
            bad(f"{where}: missing key {k!r}")
            return None
    text = q["question"]
    kind = q["kind"]
    if not isinstance(text, str) or not text.strip():
        bad(f"{where}: empty question")
    if not isinstance(kind, list) or not kind:
        bad(f"{where}: kind must be a non-empty list")
        return None
    for t in kind:
        if t not in ALLOWED_TAGS:
            bad(f"{where}: unknown tag {t!r}")
    if len(set(kind)) != len(kind):
        bad(f"{where}: duplicate tags")
    is_yn = "yes-no" in kind
    if is_yn != ("verdict" in q):
        bad(f"{where}: verdict must be present exactly when tagged yes-no")
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        bad(f"{where}: verdict must be 'yes' or 'no'")
    # tag sanity
    low = " " + text.lower() + " "
    if "shorthand" in kind:
        toks = set(re.findall(r"[a-z0-9#&/'\-]+", text.lower()))
        if not (toks & SHORTHAND):
            bad(f"{where}: tagged shorthand but no abbreviation found")
    if "filler" in kind and not any(re.search(r"(?<![a-z])" + re.escape(f.strip()) + r"(?![a-z])", low) for f in FILLER):
        bad(f"{where}: tagged filler but no filler phrase found")
    if "own-numbers" in kind and not re.search(r"\d", text):
        bad(f"{where}: tagged own-numbers but has no number")
    if "paraphrase" in kind and "own-words" not in kind or "own-words" in kind and "paraphrase" not in kind:
        bad(f"{where}: paraphrase and own-words must go together")

    exp = q["expect"]
    if exp == "not covered":
        if "not-covered" not in kind:
            bad(f"{where}: expect 'not covered' but not tagged not-covered")
        if set(kind) & {"yes-no", "two-fact", "paraphrase", "own-words"}:
            bad(f"{where}: not-covered question carries answer tags")
        if "page" in q:
            bad(f"{where}: not-covered question has a page")
        kws = keywords.get(fname, {}).get(text)
        if not kws:
            bad(f"{where}: no not-covered keywords in tools/not_covered_keywords.json")
        else:
            for kw in kws:
                if not whole_word(kw, text):
                    bad(f"{where}: keyword {kw!r} does not occur in the question")
                for title, pdf in docs_for.items():
                    txt = full_text(pdf)
                    if whole_word(kw, txt):
                        bad(f"{where}: not-covered keyword {kw!r} found in {title}")
                    tfile = pdf[:-4] + ".txt"
                    if os.path.exists(tfile) and whole_word(kw, open(tfile, encoding="utf-8").read()):
                        bad(f"{where}: not-covered keyword {kw!r} found in {os.path.basename(tfile)}")
        return "nc"
    if "not-covered" in kind:
        bad(f"{where}: tagged not-covered but has an expected answer")
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        bad(f"{where}: expect must be {{doc, says}} or 'not covered'")
        return None
    doc, says = exp["doc"], exp["says"]
    if doc not in docs_for:
        bad(f"{where}: unknown doc {doc!r}")
        return None
    page = q.get("page")
    if not isinstance(page, int):
        bad(f"{where}: answerable question needs an integer page")
        return None
    pdf = docs_for[doc]
    n = page_count(pdf)
    if not 1 <= page <= n:
        bad(f"{where}: page {page} outside 1..{n}")
        return None
    nw = len(says.split())
    if not 2 <= nw <= 8:
        bad(f"{where}: says has {nw} words (2-8 allowed)")
    if norm(says) not in norm(page_text(pdf, page)):
        bad(f"{where}: says {says!r} not found on page {page} of {doc}")
    if norm(says) in norm(text):
        bad(f"{where}: question contains its says")
    if "paraphrase" in kind:
        shared = content_words(text) & content_words(says)
        if len(shared) > 1:
            bad(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
    return "ans"

def check_guide(fname):
    path = os.path.join(ROOT, fname)
    d = load(path)
    if d is None:
        return None
    for k in ("name", "company_name", "line", "files", "questions"):
        if k not in d:
            bad(f"{fname}: missing key {k!r}")
            return None
    for k in d:
        if k not in ("name", "company_name", "line", "files", "questions"):
            bad(f"{fname}: unexpected key {k!r}")
    if f"round {ROUND}" not in d["name"]:
        bad(f"{fname}: name should end with 'round {ROUND}'")
    line = d["line"].lower()
    for u in USED_LINES:
        if re.search(r"(?<![a-z])" + re.escape(u) + r"(?![a-z])", line):
            bad(f"{fname}: line {d['line']!r} matches used line {u!r}")
    if not isinstance(d["files"], list) or len(d["files"]) != 1:
        bad(f"{fname}: files must list exactly one PDF")
        return None
    pdfname = d["files"][0]
    m = re.fullmatch(r"(.+) Guide 2026\.pdf", pdfname)
    if not m or not m.group(1).lower().endswith(" " + line):
        bad(f"{fname}: file name {pdfname!r} is not '<Carrier> <Line> Guide 2026.pdf'")
        carrier = d["company_name"]
    else:
        carrier = m.group(1)[: -len(line) - 1]
        if not d["company_name"].startswith(carrier):
            bad(f"{fname}: carrier {carrier!r} in file name does not start company_name")
    pdf = os.path.join(ROOT, pdfname)
    if not os.path.exists(pdf):
        bad(f"{fname}: missing PDF {pdfname}")
        return None
    if not os.path.exists(os.path.join(ROOT, "src")) or not any(
            f.endswith(".html") for f in os.listdir(os.path.join(ROOT, "src"))):
        bad("src/ has no HTML sources")
    n = page_count(pdf)
    if n != 3:
        bad(f"{pdfname}: {n} pages, need 3")
    for p in range(1, n + 1):
        wc = len(page_text(pdf, p).split())
        if not 450 <= wc <= 650:
            bad(f"{pdfname}: page {p} has {wc} words (450-650)")
    docs_for = {pdfname[:-4]: pdf}
    qs = d["questions"]
    if len(qs) != 18:
        bad(f"{fname}: {len(qs)} questions, need 18")
    counts = {"nc": 0, "para": 0, "plain": 0, "two": 0, "yes": 0, "no": 0}
    seen = set()
    for i, q in enumerate(qs):
        if q.get("question") in seen:
            bad(f"{fname} q{i+1}: duplicate question")
        seen.add(q.get("question"))
        r = check_question(fname, i, q, docs_for)
        kind = q.get("kind", [])
        if r == "nc":
            counts["nc"] += 1
        elif r == "ans":
            if "paraphrase" in kind:
                counts["para"] += 1
            else:
                counts["plain"] += 1
                if not set(kind) & {"shorthand", "filler", "own-numbers"}:
                    bad(f"{fname} q{i+1}: answerable question is not typed like an agent (no shorthand/filler/own-numbers tag)")
            if "two-fact" in kind:
                counts["two"] += 1
            if q.get("verdict") in ("yes", "no"):
                counts[q["verdict"]] += 1
    want = {"plain": 11, "para": 3, "nc": 4, "two": 2}
    for k, v in want.items():
        if counts[k] != v:
            bad(f"{fname}: {k} count {counts[k]}, need {v}")
    if counts["yes"] < 1 or counts["no"] < 1:
        bad(f"{fname}: need at least one yes and one no verdict (yes={counts['yes']}, no={counts['no']})")
    return d["company_name"], carrier, counts

def check_seed():
    path = os.path.join(ROOT, SEED_FILE)
    d = load(path)
    if d is None:
        return
    for k in d:
        if k not in ("name", "questions"):
            bad(f"{SEED_FILE}: unexpected key {k!r}")
    if d.get("name") != f"seed carriers, round {ROUND}":
        bad(f"{SEED_FILE}: name should be 'seed carriers, round {ROUND}'")
    qs = d.get("questions", [])
    if len(qs) != 16:
        bad(f"{SEED_FILE}: {len(qs)} questions, need 16")
    ans = {c: 0 for c in SEED_COMPANIES}
    nc_companies = []
    yn = 0
    for i, q in enumerate(qs):
        comp = q.get("company")
        if comp not in SEED_COMPANIES:
            bad(f"{SEED_FILE} q{i+1}: unknown company {comp!r}")
            continue
        docs_for = {t: seed_pdf(t) for t in SEED_COMPANIES[comp]}
        for t, p in docs_for.items():
            if not os.path.exists(p):
                bad(f"seed PDF missing: {p}")
        if "two-fact" in q.get("kind", []) or "paraphrase" in q.get("kind", []):
            pass
        r = check_question(SEED_FILE, i, q, docs_for, seed=True)
        if r == "ans":
            ans[comp] += 1
            if "yes-no" in q.get("kind", []):
                yn += 1
        elif r == "nc":
            nc_companies.append(comp)
    if ans != SEED_ANSWERABLE:
        bad(f"{SEED_FILE}: answerable per carrier {ans}, need {SEED_ANSWERABLE}")
    if yn != 7:
        bad(f"{SEED_FILE}: {yn} yes/no questions among the answerable, need 7")
    if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
        bad(f"{SEED_FILE}: need 4 not-covered questions on four different carriers, got {nc_companies}")

def main():
    results = [check_guide(f) for f in GUIDE_FILES]
    check_seed()
    seed_text = ""
    for f in sorted(os.listdir(SEED_DIR)):
        p = os.path.join(SEED_DIR, f)
        if f.endswith(".txt"):
            seed_text += open(p, encoding="utf-8").read().lower() + "\n"
    letters = []
    for r in results:
        if not r:
            continue
        company, carrier, counts = r
        letters.append(company[0].upper())
        for name in (company, carrier):
            for fb in FORBIDDEN_NAMES:
                if fb.lower() in name.lower():
                    bad(f"carrier name {name!r} contains forbidden name {fb!r}")
        for word in set(company.split()[:1] + [carrier, company]):
            if word.lower() in seed_text:
                bad(f"carrier name part {word!r} appears in the seed texts")
        print(f"{company}: answerable={counts['plain']} paraphrase={counts['para']} "
              f"not-covered={counts['nc']} two-fact={counts['two']} yes={counts['yes']} no={counts['no']}")
    if sorted(letters) != sorted(REQUIRED_LETTERS):
        bad(f"carrier initials {sorted(letters)} must be one each of {sorted(REQUIRED_LETTERS)}")
    if not os.path.exists(os.path.join(ROOT, "README.md")):
        bad("README.md missing")
    for p in problems:
        print("PROBLEM:", p)
    print("PASS" if not problems else f"FAIL ({len(problems)} problems)")
    return 0 if not problems else 1

if __name__ == "__main__":
    sys.exit(main())
