#!/usr/bin/env python3
"""Check a blind evaluation round (guides, question files, seed file) against the brief.

Usage: python3 tools/verify.py [ROUND_DIR] [--seed SEED_DIR]
ROUND_DIR defaults to the folder above tools/. SEED_DIR defaults to /work/blind-seed.
Prints every problem found, then PASS or FAIL (exit status 0 or 1).
"""
import json
import os
import re
import subprocess
import sys

# ---------------------------------------------------------------- settings
GUIDE_FILES = [
    "caddisfly_glazing_questions.json",
    "inkberry_greenhouse_questions.json",
    "teasel_point_hardware_questions.json",
]
SEED_FILE = "seed_questions.json"
KEYWORDS_FILE = os.path.join("tools", "not_covered_keywords.json")
ROUND = 45
CARRIER_INITIALS = {"C", "I", "T"}          # one carrier per letter
LINE_INITIALS = set("ABCDEFGHIJKL")         # line of business must start A to L
PAGES = 3
WORDS_MIN, WORDS_MAX = 450, 650

ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact",
                "paraphrase", "own-words", "not-covered"}

USED_LINES = """commercial auto; workers comp; HO/DP personal lines; BOP rates; restaurant; management liability;
personal auto; builders risk; cyber; farmowners; umbrella/excess; liquor liability; self-storage; child care; marina;
surety; hotel; landscaping; fitness; garage; religious institutions/houses of worship; short-term rental; pet services;
food manufacturers; community associations; small fleet trucking; metalworking; special events; home health;
jewelers block; security guards; vacant dwellings; winery/brewery; medical/dental office; NEMT; roofing contractors;
landlord dwelling fire; nonprofit social services; golf clubs; fine art; pest control; youth sports;
architects & engineers; towing; manufactured homes; electrical/plumbing contractors; crime; boatowners/PWC; condo HO-6;
staffing; mobile food; garage/auto repair; habitational/apartments; veterinary; movers; private flood; real estate E&O;
collector vehicles; car wash/laundromat; salons; campgrounds/RV parks; janitorial; motor truck cargo; assisted living;
auto dealers open lot; trampoline/amusement parks; equine stables; tree trimming; dry cleaners;
funeral homes/crematories; bowling and entertainment centers; printing and sign shops; commercial drones/UAS;
lawyers professional liability; retail pharmacies; convenience stores/fuel stations;
accountants professional liability; residential earthquake; contractors pollution liability;
general aviation (aircraft hull and liability); cannabis dispensaries; home inspectors E&O; tattoo and body art studios;
pawnshops; warehouse legal liability; equipment breakdown; hunting lease liability; lessors risk only;
pool and spa service contractors; travel agents E&O; vending machine operators; film and motion picture production;
lumber and building material dealers; kidnap and ransom; snow and ice removal contractors;
water well drilling contractors; firearms dealers; insurance agents E&O; commercial fishing vessels;
private K-12 schools; ocean cargo; restoration contractors; crane and rigging contractors;
investment advisers professional liability; locksmiths; plastics manufacturers; recycling facilities/scrap yards;
zoos and animal parks; florists; clinical trials liability; bicycle shops; oilfield services; public entities;
ski areas; cabinet and millwork manufacturers; excavation contractors; kayak and canoe outfitters;
museums and cultural institutions; photographers and videographers; wholesale distributors"""

FORBIDDEN_NAMES = """Alder Cove, Brightwell, Cedar Hollow, Cedar Ridge, Copperfield, Coppervale, Cormorant,
Harborlight, Harborline, Harborview, Ironbridge, Ironhorse, Lakemont, Larkspur, Pennant Road, Prairie Hearth,
Quillmont, Redfern, Ridgeline, Sablewood, Sagebrook, Sagebrush, Stonemill, Tallowmere, Tamarack, Vesper Hill,
Northstar, Bluewater, Granite Peak, Evergreen, Keystone, Thornbury, Ashgrove, Fenwick, Dray, Mariposa, Thistledown,
Amberlea, Kestrel, Bellmare, Thistlegate, Penhallow, Wrenfield, Brambleton, Verity Lane, Oxbow, Wickham, Calloway,
Birchmont, Pelham, Larchfield, Marrowstone, Foxglove, Halyard, Juniper Bay, Saltcreek, Quayside, Moorcroft,
Ravenstone, Wyecliff, Rushford, Cobblestone, Ostrander, Drumlin Ferry, Tussock Bend, Corncrake Lane, Pewterhorn,
Galingale, Lychgate, Pipistrelle, Semaphore, Merganser, Millrace, Nettlebank, Rookhaven, Tidewick, Whinfell,
Yarrowby, Gannetmoor, Heronsgill, Loblolly, Cresthaven, Dunmore, Fairlight, Jolliet, Strathallan, Verdigris,
Ullswater, Vireo, Worthing, Abercairn, Elmstead, Tyndrum, Dovecote, Kittiwake, Ptarmigan, Spindlewood, Fallowfield,
Mossgate, Glenharrow, Hobnail, Nutwood, Bracken Shoals, Lanternwick, Tumbleweir, Antlerbrook, Eskerfield, Ivorygate,
Ollerton, Umberfield, Yellowmead, Hesperine, Pallisard, Cragmarsh, Rowanmere, Seaholm, Wendover, Dunlin Reach,
Firthwood, Kettleby, Jessamine, Mallowdene, Tarnbeck, Arrowmint, Nightjar, Quinceford, Embercliff, Loamstead,
Valdrift, Burlwood, Gritstone, Sculpin Point, Hollisford, Orrinwood, Ulverdale"""

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
SEED_TOTAL, SEED_YESNO, SEED_NOT_COVERED = 16, 7, 4

# light checks that a tag is true of the question text
SHORTHAND = ["insd", "uw", "ded", "cov", "yrs", "yr", "w/", "w/o", "min", "max", "prem", "acct", "bldg", "tiv",
             "gl", "loc", "pkg", "sub", "subs", "approx", "u", "r", "whats", "rn", "apps", "sec", "prop", "occ",
             "exp", "biz", "op", "bw", "ho", "ho3", "dp-3", "e&s", "bop", "cdl", "ppc", "rc", "acv", "med pay",
             "1k", "k", "m", "~", "+", "&", "sq ft", "comp/coll", "epli", "pos"]
FILLER = ["hey", "rn", "quick q", "any chance", "so", "just", "like", "btw", "fyi", "um"]

STOPWORDS = set("""a an the and or of to for in on at by with from as is are be been being was were it its this that
these those any all each every no not only up per if when than then there their they them do does did can could will
would shall should may might must i we you he she our your his her what whats how who which where why so just also
about into out over under after before more most less least same other others such very too own one get gets got
go goes has have had am yes""".split())

failures = []


def fail(where, msg):
    failures.append(f"{where}: {msg}")


def norm(text):
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = text.replace("\u00a0", " ")
    return re.sub(r"\s+", " ", text).strip().lower()


def page_text(pdf, page):
    out = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), pdf, "-"],
                         capture_output=True, text=True)
    if out.returncode != 0:
        return None
    return out.stdout


def page_count(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", out.stdout, re.M)
    return int(m.group(1)) if m else 0


def all_text(pdf):
    return "\n".join(page_text(pdf, p) or "" for p in range(1, page_count(pdf) + 1))


def content_words(text):
    words = set()
    for w in re.findall(r"[a-z0-9$%][a-z0-9$%,.'-]*", norm(text)):
        w = w.strip(".,'-")
        w = re.sub(r"'s$", "", w)
        w = w.replace("$", "").replace(",", "").replace("%", "")
        if not w or w in STOPWORDS:
            continue
        if len(w) > 4 and w.endswith("ies"):
            w = w[:-3] + "y"
        elif len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
            w = w[:-1]
        words.add(w)
    return words


def has_token(question, token):
    q = norm(question)
    if re.match(r"^[a-z0-9]+$", token):
        return re.search(r"(?<![a-z0-9])" + re.escape(token) + r"(?![a-z0-9])", q) is not None
    return token in q


def whole_word_in(keyword, text):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(keyword) + r"(?![A-Za-z0-9])", text, re.I) is not None


def check_tags_true(where, q):
    kind = q.get("kind", [])
    text = q.get("question", "")
    if "shorthand" in kind and not any(has_token(text, t) for t in SHORTHAND):
        fail(where, "tagged shorthand but no abbreviation found")
    if "filler" in kind and not any(has_token(text, t) for t in FILLER):
        fail(where, "tagged filler but no filler word found")
    if "own-numbers" in kind and not re.search(r"\d", text):
        fail(where, "tagged own-numbers but the question has no number")


def check_question(where, q, docs, keywords, carrier_texts, require_company=None):
    """Common checks for one question. docs: {doc name: pdf path}. Returns the question's class."""
    keys = set(q)
    allowed = {"question", "expect", "page", "verdict", "kind"} | ({"company"} if require_company else set())
    if keys - allowed:
        fail(where, f"unexpected keys {sorted(keys - allowed)}")
    for k in ("question", "expect", "kind"):
        if k not in q:
            fail(where, f"missing key {k}")
            return None
    if not isinstance(q["question"], str) or not q["question"].strip():
        fail(where, "question must be a non-empty string")
        return None
    kind = q["kind"]
    if not isinstance(kind, list) or not kind:
        fail(where, "kind must be a non-empty list")
        return None
    bad = [t for t in kind if t not in ALLOWED_TAGS]
    if bad:
        fail(where, f"unknown tags {bad}")
    if len(set(kind)) != len(kind):
        fail(where, "duplicate tags")
    # verdict iff yes-no
    if ("yes-no" in kind) != ("verdict" in q):
        fail(where, "verdict must be present exactly when tagged yes-no")
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        fail(where, "verdict must be yes or no")
    check_tags_true(where, q)

    if q["expect"] == "not covered":
        if kind != ["not-covered"]:
            fail(where, "a not-covered question must carry exactly the tag not-covered")
        if "page" in q or "verdict" in q:
            fail(where, "a not-covered question has no page or verdict")
        kws = keywords.get(q["question"])
        if not kws:
            fail(where, "no not-covered keywords listed in tools/not_covered_keywords.json")
        else:
            for kw in kws:
                if not whole_word_in(kw, q["question"]):
                    fail(where, f"keyword '{kw}' does not occur in the question")
                for name, text in carrier_texts.items():
                    if whole_word_in(kw, text):
                        fail(where, f"keyword '{kw}' occurs in carrier document '{name}'")
        return "not-covered"

    if "not-covered" in kind:
        fail(where, "tagged not-covered but expect is not 'not covered'")
    exp = q["expect"]
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        fail(where, "expect must be 'not covered' or an object with doc and says")
        return None
    if exp["doc"] not in docs:
        fail(where, f"expect.doc '{exp['doc']}' is not a document of this carrier")
        return None
    says = exp["says"]
    n = len(says.split())
    if not 2 <= n <= 8:
        fail(where, f"says has {n} words (2 to 8 allowed)")
    page = q.get("page")
    if not isinstance(page, int) or page < 1:
        fail(where, "page must be a positive integer")
        return None
    text = page_text(docs[exp["doc"]], page)
    if text is None or norm(says) not in norm(text):
        fail(where, f"says '{says}' not found on page {page} of '{exp['doc']}'")
    if norm(says) in norm(q["question"]):
        fail(where, "the question contains its own says")
    is_para = "paraphrase" in kind
    if is_para != ("own-words" in kind):
        fail(where, "paraphrase and own-words must be used together")
    if is_para:
        shared = content_words(says) & content_words(q["question"])
        if len(shared) > 1:
            fail(where, f"paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
        if "yes-no" in kind or "two-fact" in kind:
            fail(where, "paraphrase questions are kept apart from yes-no and two-fact")
        return "paraphrase"
    if not ({"shorthand", "filler"} & set(kind)):
        fail(where, "an answerable question should be typed with shorthand or filler")
    return "answerable"


def load_json(path):
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except Exception as exc:  # noqa: BLE001
        fail(os.path.basename(path), f"JSON does not load: {exc}")
        return None


def main():
    args = sys.argv[1:]
    seed_dir = "/work/blind-seed"
    if "--seed" in args:
        i = args.index("--seed")
        seed_dir = args[i + 1]
        del args[i:i + 2]
    root = os.path.abspath(args[0]) if args else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

    keywords = load_json(os.path.join(root, KEYWORDS_FILE)) or {}

    # seed texts (for the carrier-name rule and the seed file)
    seed_pdfs = {}
    for company, titles in SEED_COMPANIES.items():
        for title in titles:
            pdf = os.path.join(seed_dir, title.replace(" ", "_") + ".pdf")
            if not os.path.exists(pdf):
                fail("seed", f"seed document missing: {pdf}")
            seed_pdfs[title] = pdf
    seed_all_text = "\n".join(all_text(p) for p in seed_pdfs.values() if os.path.exists(p))
    for f in os.listdir(seed_dir):
        if f.endswith(".txt"):
            with open(os.path.join(seed_dir, f), encoding="utf-8") as fh:
                seed_all_text += "\n" + fh.read()

    forbidden = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]
    used = [u.strip().lower() for u in USED_LINES.replace("\n", " ").split(";") if u.strip()]

    # ------------------------------------------------------------ guides
    initials, lines_seen = [], []
    for gf in GUIDE_FILES:
        path = os.path.join(root, gf)
        if not os.path.exists(path):
            fail(gf, "file missing")
            continue
        data = load_json(path)
        if data is None:
            continue
        if set(data) != {"name", "company_name", "line", "files", "questions"}:
            fail(gf, f"top-level keys must be name, company_name, line, files, questions (got {sorted(data)})")
            continue
        company, line = data["company_name"], data["line"]
        if not data["name"].endswith(f"round {ROUND}"):
            fail(gf, f"name should end with 'round {ROUND}'")
        initials.append(company[:1].upper())
        lines_seen.append(line.lower())
        # carrier name rules
        for name in forbidden:
            if name.lower() in company.lower():
                fail(gf, f"carrier name contains forbidden name '{name}'")
        first_word = company.split()[0]
        for probe in (company, first_word, " ".join(company.split()[:2])):
            if probe.lower() in seed_all_text.lower():
                fail(gf, f"carrier name part '{probe}' occurs in the seed texts")
        # line rules
        if line[:1].upper() not in LINE_INITIALS:
            fail(gf, f"line '{line}' does not start with a letter A to L")
        for u in used:
            parts = [p.strip() for p in re.split(r"/", u) if p.strip()]
            if line.lower() == u or any(p == line.lower() or p in line.lower() for p in parts if len(p) > 5):
                fail(gf, f"line '{line}' matches used line '{u}'")
        # files
        files = data["files"]
        if not isinstance(files, list) or len(files) != 1:
            fail(gf, "files must list exactly one PDF")
            continue
        pdf_name = files[0]
        if not (pdf_name.startswith(first_word + " ") and pdf_name.endswith(" Guide 2026.pdf")):
            fail(gf, f"file name '{pdf_name}' is not '<Carrier> <Line> Guide 2026.pdf'")
        for name in forbidden:
            if name.lower() in pdf_name.lower():
                fail(gf, f"file name contains forbidden name '{name}'")
        pdf = os.path.join(root, pdf_name)
        if not os.path.exists(pdf):
            fail(gf, f"PDF missing: {pdf_name}")
            continue
        if not os.path.exists(os.path.join(root, "src", pdf_name[:-4] + ".html")):
            fail(gf, "HTML source missing from src/")
        pages = page_count(pdf)
        if pages != PAGES:
            fail(pdf_name, f"{pages} pages, expected {PAGES}")
        for p in range(1, pages + 1):
            words = len((page_text(pdf, p) or "").split())
            if not WORDS_MIN <= words <= WORDS_MAX:
                fail(pdf_name, f"page {p} has {words} words ({WORDS_MIN} to {WORDS_MAX} allowed)")
        docs = {pdf_name[:-4]: pdf}
        carrier_texts = {pdf_name[:-4]: all_text(pdf)}
        # questions
        qs = data["questions"]
        if not isinstance(qs, list):
            fail(gf, "questions must be a list")
            continue
        kw = keywords.get(gf, {})
        counts = {"answerable": 0, "paraphrase": 0, "not-covered": 0}
        two_fact, verdicts, texts = 0, [], set()
        for i, q in enumerate(qs, 1):
            where = f"{gf} q{i}"
            if not isinstance(q, dict):
                fail(where, "question must be an object")
                continue
            cls = check_question(where, q, docs, kw, carrier_texts)
            if cls:
                counts[cls] += 1
            if "two-fact" in q.get("kind", []):
                two_fact += 1
            if "verdict" in q:
                verdicts.append(q["verdict"])
            if q.get("question") in texts:
                fail(where, "duplicate question text")
            texts.add(q.get("question"))
        if len(qs) != 18:
            fail(gf, f"{len(qs)} questions, expected 18")
        if counts != {"answerable": 11, "paraphrase": 3, "not-covered": 4}:
            fail(gf, f"counts {counts}, expected 11 answerable, 3 paraphrase, 4 not-covered")
        if two_fact != 2:
            fail(gf, f"{two_fact} two-fact questions, expected exactly 2")
        if "yes" not in verdicts or "no" not in verdicts:
            fail(gf, "needs at least one yes and one no verdict")
        extra = set(kw) - texts
        if extra:
            fail(gf, f"keyword entries for unknown questions: {sorted(extra)}")
        print(f"{gf}: {len(qs)} questions {counts}, two-fact {two_fact}, "
              f"verdicts yes {verdicts.count('yes')} / no {verdicts.count('no')}; "
              f"{pdf_name}: {pages} pages, words "
              + ", ".join(str(len((page_text(pdf, p) or '').split())) for p in range(1, pages + 1)))

    if sorted(initials) != sorted(CARRIER_INITIALS):
        fail("carriers", f"carrier initials {sorted(initials)}, expected one each of {sorted(CARRIER_INITIALS)}")
    if len(set(lines_seen)) != len(GUIDE_FILES):
        fail("lines", "the three guides must be different lines of business")

    # ------------------------------------------------------------ seed
    path = os.path.join(root, SEED_FILE)
    data = load_json(path) if os.path.exists(path) else fail(SEED_FILE, "file missing")
    if data is not None:
        if set(data) != {"name", "questions"}:
            fail(SEED_FILE, f"top-level keys must be name and questions (got {sorted(data)})")
        elif data["name"] != f"seed carriers, round {ROUND}":
            fail(SEED_FILE, f"name should be 'seed carriers, round {ROUND}'")
        qs = data.get("questions", [])
        kw = keywords.get(SEED_FILE, {})
        per_company = {c: 0 for c in SEED_COMPANIES}
        nc_companies, yesno, verdicts = [], 0, []
        company_text = {c: {t: all_text(seed_pdfs[t]) for t in titles if os.path.exists(seed_pdfs[t])}
                        for c, titles in SEED_COMPANIES.items()}
        for i, q in enumerate(qs, 1):
            where = f"{SEED_FILE} q{i}"
            c = q.get("company")
            if c not in SEED_COMPANIES:
                fail(where, f"unknown company '{c}'")
                continue
            docs = {t: seed_pdfs[t] for t in SEED_COMPANIES[c]}
            cls = check_question(where, q, docs, kw, company_text[c], require_company=True)
            if cls == "not-covered":
                nc_companies.append(c)
            elif cls:
                per_company[c] += 1
            if "yes-no" in q.get("kind", []):
                yesno += 1
                verdicts.append(q.get("verdict"))
        if len(qs) != SEED_TOTAL:
            fail(SEED_FILE, f"{len(qs)} questions, expected {SEED_TOTAL}")
        if per_company != SEED_ANSWERABLE:
            fail(SEED_FILE, f"answerable per company {per_company}, expected {SEED_ANSWERABLE}")
        if yesno != SEED_YESNO:
            fail(SEED_FILE, f"{yesno} yes/no questions, expected {SEED_YESNO}")
        if len(nc_companies) != SEED_NOT_COVERED or len(set(nc_companies)) != SEED_NOT_COVERED:
            fail(SEED_FILE, f"not-covered companies {nc_companies}, expected {SEED_NOT_COVERED} different ones")
        print(f"{SEED_FILE}: {len(qs)} questions, answerable {per_company}, yes/no {yesno} "
              f"(yes {verdicts.count('yes')} / no {verdicts.count('no')}), not covered on {nc_companies}")

    if failures:
        for f in failures:
            print("ERROR", f)
        print(f"FAIL ({len(failures)} problems)")
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
