#!/usr/bin/env python3
"""Checks the round-35 blind evaluation data against the rules of the brief.

Usage: python3 tools/verify.py [ROUND_DIR] [--seed SEED_DIR]
ROUND_DIR defaults to the folder above this script; SEED_DIR to /work/blind-seed.
Prints every problem found, then PASS or FAIL (exit code 0 or 1).
"""
import json
import os
import re
import subprocess
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
args = [a for a in sys.argv[1:]]
SEED = "/work/blind-seed"
if "--seed" in args:
    i = args.index("--seed")
    SEED = args[i + 1]
    del args[i:i + 2]
ROOT = os.path.abspath(args[0]) if args else os.path.abspath(os.path.join(HERE, ".."))

ROUND = 35
CARRIER_LETTERS = {"A", "E", "I"}

GUIDE_FILES = ["antlerbrook_film_production.json", "eskerfield_lumber_dealers.json",
               "ivorygate_kidnap_ransom.json"]
SEED_FILE = "seed_carriers.json"
KEYWORDS_FILE = os.path.join(ROOT, "tools", "not_covered_keywords.json")

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
Corncrake Lane, Pewterhorn, Galingale, Lychgate, Pipistrelle, Semaphore, Merganser, Millrace, Nettlebank,
Rookhaven, Tidewick, Whinfell, Yarrowby, Gannetmoor, Heronsgill, Loblolly, Cresthaven, Dunmore, Fairlight,
Jolliet, Strathallan, Verdigris, Ullswater, Vireo, Worthing, Abercairn, Elmstead, Tyndrum,
Dovecote, Kittiwake, Ptarmigan, Spindlewood, Fallowfield, Mossgate, Glenharrow, Hobnail, Nutwood,
Bracken Shoals, Lanternwick, Tumbleweir"""
FORBIDDEN_NAMES = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

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
vending machine operators"""
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

STOPWORDS = set("""a an the and or but if of to in on at by for with without from as is are was were be been being
it its this that these those there their them they we our you your i me my he she his her him who whom which what
when where why how all any each every no not nor only own same so than too very can will just do does did doing
have has had having up down out over under again further then once here more most other some such into through
during before after above below between both off about against until while would should could may might must shall
per also whatever whichever etc via""".split())

SHORTHAND = {"insd", "uw", "ded", "cov", "yrs", "yr", "w/", "w/o", "min", "max", "prem", "pkg", "pol", "lim",
             "u", "r", "b4", "exp", "sched", "coi", "rn", "mil", "comm", "pd", "gl", "prop", "fx", "req", "wk",
             "corp", "csl", "rc", "ho", "apt", "ft", "k&r", "apd", "tiv", "mvr", "e&s", "bop", "nj", "app", "+"}
FILLER = ["hey", "quick q", "rn", "any chance", "btw", "hi", "ok so", "so um"]

problems = []


def fail(where, msg):
    problems.append(f"{where}: {msg}")


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    for a, b in (("\u2018", "'"), ("\u2019", "'"), ("\u201c", '"'), ("\u201d", '"'), ("\u00a0", " ")):
        s = s.replace(a, b)
    return re.sub(r"\s+", " ", s).strip().lower()


def stem(w):
    w = w.strip(".,'")
    if w.endswith("'s"):
        w = w[:-2]
    if len(w) > 5 and w.endswith("ing"):
        w = w[:-3]
    elif len(w) > 4 and w.endswith("ed"):
        w = w[:-2]
    elif len(w) > 4 and w.endswith("ies"):
        w = w[:-3] + "y"
    elif len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    return w


def content_words(s):
    toks = re.findall(r"[a-z0-9$%]+(?:[.,'/&-][a-z0-9%]+)*", norm(s))
    return {stem(t) for t in toks if t not in STOPWORDS and stem(t) not in STOPWORDS and len(stem(t)) > 0}


_page_cache = {}


def page_text(pdf, page=None):
    key = (pdf, page)
    if key not in _page_cache:
        cmd = ["pdftotext", "-layout"]
        if page is not None:
            cmd += ["-f", str(page), "-l", str(page)]
        cmd += [pdf, "-"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        _page_cache[key] = r.stdout if r.returncode == 0 else None
    return _page_cache[key]


def n_pages(pdf):
    r = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", r.stdout, re.M)
    return int(m.group(1)) if m else 0


def whole_word_in(word, text):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(word.lower()) + r"(?![A-Za-z0-9])", text.lower()) is not None


def load_json(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except Exception as e:  # noqa: BLE001
        fail(os.path.basename(path), f"JSON does not parse: {e}")
        return None


def check_question(where, q, docs_for_company, pdf_path_for_doc, keywords):
    """Checks one question; returns a dict of facts for the counts."""
    info = {"answerable": False, "paraphrase": False, "not_covered": False, "verdict": None, "kinds": set()}
    if not isinstance(q, dict):
        fail(where, "question is not an object")
        return info
    for k in ("question", "expect", "kind"):
        if k not in q:
            fail(where, f"missing key '{k}'")
            return info
    text = q["question"]
    if not isinstance(text, str) or not text.strip():
        fail(where, "empty question text")
        return info
    kinds = q["kind"]
    if not isinstance(kinds, list) or not kinds:
        fail(where, "kind must be a non-empty list")
        return info
    kinds = set(kinds)
    info["kinds"] = kinds
    bad = kinds - ALLOWED_TAGS
    if bad:
        fail(where, f"unknown kind tags {sorted(bad)}")
    # verdict iff yes-no
    if "yes-no" in kinds:
        if q.get("verdict") not in ("yes", "no"):
            fail(where, "tagged yes-no but verdict is not 'yes' or 'no'")
        info["verdict"] = q.get("verdict")
    elif "verdict" in q:
        fail(where, "has a verdict but is not tagged yes-no")
    ql = norm(text)
    # light checks that the tags describe the question
    if "own-numbers" in kinds and not re.search(r"\d", text):
        fail(where, "tagged own-numbers but has no number")
    if "filler" in kinds and not any(re.search(r"(?<![a-z])" + re.escape(f) + r"(?![a-z])", ql) for f in FILLER):
        fail(where, "tagged filler but has no filler phrase")
    if "shorthand" in kinds:
        toks = set(re.findall(r"[a-z0-9&/+]+", ql))
        if not (toks & SHORTHAND or re.search(r"\$\d+(\.\d+)?[km]\b", ql)):
            fail(where, "tagged shorthand but has no agent shorthand")

    if q["expect"] == "not covered":
        info["not_covered"] = True
        if kinds != {"not-covered"}:
            fail(where, "not-covered question must carry only the not-covered tag")
        for k in ("page", "verdict"):
            if k in q:
                fail(where, f"not-covered question must not have '{k}'")
        kws = keywords.get(text)
        if not kws:
            fail(where, "no key words in tools/not_covered_keywords.json")
        else:
            if not any(whole_word_in(k, text) for k in kws):
                fail(where, f"none of the key words {kws} is in the question")
            for doc in docs_for_company:
                t = page_text(pdf_path_for_doc(doc))
                if t is None:
                    fail(where, f"cannot read document '{doc}'")
                    continue
                for k in kws:
                    if whole_word_in(k, t):
                        fail(where, f"key word '{k}' appears in '{doc}' - the guide may answer it")
        return info

    if "not-covered" in kinds:
        fail(where, "tagged not-covered but expect is not 'not covered'")
    exp = q["expect"]
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        fail(where, "expect must be {doc, says} or 'not covered'")
        return info
    info["answerable"] = True
    doc, says = exp["doc"], exp["says"]
    if doc not in docs_for_company:
        fail(where, f"doc '{doc}' is not a document of this carrier")
        return info
    nw = len(says.split())
    if not 2 <= nw <= 8:
        fail(where, f"says has {nw} words (need 2 to 8)")
    page = q.get("page")
    pdf = pdf_path_for_doc(doc)
    if not isinstance(page, int):
        fail(where, "answerable question needs an integer page")
    elif not os.path.exists(pdf):
        fail(where, f"PDF missing: {pdf}")
    elif not 1 <= page <= n_pages(pdf):
        fail(where, f"page {page} out of range")
    else:
        t = page_text(pdf, page)
        if t is None or norm(says) not in norm(t):
            fail(where, f"says '{says}' not found on page {page} of '{doc}'")
    if norm(says) in ql:
        fail(where, "question contains its says")
    if "paraphrase" in kinds or "own-words" in kinds:
        info["paraphrase"] = True
        if not {"paraphrase", "own-words"} <= kinds:
            fail(where, "paraphrase needs both tags paraphrase and own-words")
        shared = content_words(says) & content_words(text)
        if len(shared) > 1:
            fail(where, f"paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
    return info


def check_pdf(pdf):
    name = os.path.basename(pdf)
    if not os.path.exists(pdf):
        fail(name, "PDF missing")
        return
    n = n_pages(pdf)
    if n != 3:
        fail(name, f"{n} pages (need 3)")
    for p in range(1, n + 1):
        t = page_text(pdf, p) or ""
        w = len(t.split())
        if not 450 <= w <= 650:
            fail(name, f"page {p} has {w} words (need 450 to 650)")


def main():
    keywords_all = load_json(KEYWORDS_FILE) or {}
    seed_texts = ""
    for fn in sorted(os.listdir(SEED)):
        if fn.endswith(".txt"):
            with open(os.path.join(SEED, fn), encoding="utf-8") as f:
                seed_texts += f.read() + "\n"
        elif fn.endswith(".pdf"):
            seed_texts += (page_text(os.path.join(SEED, fn)) or "") + "\n"

    letters = []
    lines_seen = []
    for gf in GUIDE_FILES:
        path = os.path.join(ROOT, gf)
        if not os.path.exists(path):
            fail(gf, "file missing")
            continue
        data = load_json(path)
        if data is None:
            continue
        for k in ("name", "company_name", "line", "files", "questions"):
            if k not in data:
                fail(gf, f"missing key '{k}'")
        if any(k not in data for k in ("name", "company_name", "line", "files", "questions")):
            continue
        company, line = data["company_name"], data["line"]
        if not data["name"].endswith(f", round {ROUND}"):
            fail(gf, f"name must end with ', round {ROUND}'")
        if line.lower() not in data["name"].lower():
            fail(gf, "name does not mention the line")
        letters.append(company[:1].upper())
        # carrier name rules
        for fb in FORBIDDEN_NAMES:
            if fb.lower() in company.lower():
                fail(gf, f"carrier name contains forbidden name '{fb}'")
        first = company.split()[0].strip(",")
        if first.lower() in seed_texts.lower():
            fail(gf, f"carrier name '{first}' appears in the seed texts")
        # line rules
        if not ("A" <= line[:1].upper() <= "L"):
            fail(gf, f"line '{line}' does not start with a letter from A to L")
        ll = line.lower()
        for used in USED_LINES:
            parts = [u.strip() for u in re.split(r"[/()]", used) if u.strip()]
            if any(ll == u or u in ll or ll in u for u in parts):
                fail(gf, f"line '{line}' is already used ('{used}')")
        if ll in lines_seen:
            fail(gf, "line used twice in this round")
        lines_seen.append(ll)
        # files
        files = data["files"]
        if not isinstance(files, list) or len(files) != 1:
            fail(gf, "files must list exactly one PDF")
            continue
        pdfname = files[0]
        if not re.fullmatch(r"[A-Z][A-Za-z]+( [A-Za-z]+)* [A-Z][A-Za-z ]+ Guide 2026\.pdf", pdfname):
            fail(gf, f"PDF name '{pdfname}' is not '<Carrier> <Line> Guide 2026.pdf'")
        if not pdfname.startswith(first + " "):
            fail(gf, "PDF name does not start with the carrier name")
        check_pdf(os.path.join(ROOT, pdfname))
        src = os.path.join(ROOT, "src")
        if not os.path.isdir(src) or not any(f.endswith(".html") and first.lower() in f.lower() for f in os.listdir(src)):
            fail(gf, "no HTML source in src/")
        doc = pdfname[:-4]
        keywords = keywords_all.get(company, {})
        qs = data["questions"]
        infos = []
        for i, q in enumerate(qs):
            infos.append(check_question(f"{gf} q{i + 1}", q, [doc], lambda d: os.path.join(ROOT, d + ".pdf"), keywords))
        texts = [q.get("question") for q in qs if isinstance(q, dict)]
        if len(set(texts)) != len(texts):
            fail(gf, "duplicate question texts")
        # counts
        plain = [x for x in infos if x["answerable"] and not x["paraphrase"]]
        para = [x for x in infos if x["paraphrase"]]
        nc = [x for x in infos if x["not_covered"]]
        tf = [x for x in infos if "two-fact" in x["kinds"]]
        if len(qs) != 18:
            fail(gf, f"{len(qs)} questions (need 18)")
        if len(plain) != 11:
            fail(gf, f"{len(plain)} answerable non-paraphrase questions (need 11)")
        if len(para) != 3:
            fail(gf, f"{len(para)} paraphrases (need 3)")
        if len(nc) != 4:
            fail(gf, f"{len(nc)} not-covered questions (need 4)")
        if len(tf) != 2 or any(x not in plain for x in tf):
            fail(gf, f"{len(tf)} two-fact questions among the 11 answerable (need exactly 2)")
        verdicts = {x["verdict"] for x in infos}
        if "yes" not in verdicts or "no" not in verdicts:
            fail(gf, "need at least one yes and one no verdict")
        for tag in ("shorthand", "filler", "own-numbers", "yes-no"):
            if not any(tag in x["kinds"] for x in plain):
                fail(gf, f"no answerable question tagged {tag}")
        unused = set(keywords) - set(texts)
        if unused:
            fail(gf, f"keyword entries for unknown questions: {sorted(unused)}")

    if sorted(letters) != sorted(CARRIER_LETTERS):
        fail("carriers", f"first letters {sorted(letters)}, need one each of {sorted(CARRIER_LETTERS)}")

    # seed file
    path = os.path.join(ROOT, SEED_FILE)
    data = load_json(path) if os.path.exists(path) else fail(SEED_FILE, "file missing")
    if data is not None:
        if set(data) != {"name", "questions"}:
            fail(SEED_FILE, "keys must be name and questions")
        if data.get("name") != f"seed carriers, round {ROUND}":
            fail(SEED_FILE, "wrong name")
        qs = data.get("questions", [])
        counts = {c: 0 for c in SEED_COMPANIES}
        nc_companies = []
        yes_no = 0
        verdicts = set()
        for i, q in enumerate(qs):
            where = f"{SEED_FILE} q{i + 1}"
            c = q.get("company") if isinstance(q, dict) else None
            if c not in SEED_COMPANIES:
                fail(where, f"unknown company '{c}'")
                continue
            info = check_question(where, q, SEED_COMPANIES[c],
                                  lambda d: os.path.join(SEED, d.replace(" ", "_") + ".pdf"),
                                  keywords_all.get(c, {}))
            if info["answerable"]:
                counts[c] += 1
                if "yes-no" in info["kinds"]:
                    yes_no += 1
                    verdicts.add(info["verdict"])
            if info["not_covered"]:
                nc_companies.append(c)
        if len(qs) != 16:
            fail(SEED_FILE, f"{len(qs)} questions (need 16)")
        if counts != SEED_ANSWERABLE:
            fail(SEED_FILE, f"answerable per carrier {counts}, need {SEED_ANSWERABLE}")
        if yes_no != 7:
            fail(SEED_FILE, f"{yes_no} yes/no questions (need 7)")
        if verdicts != {"yes", "no"}:
            fail(SEED_FILE, "need both yes and no verdicts")
        if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
            fail(SEED_FILE, f"not-covered carriers {nc_companies}, need 4 on four different carriers")

    if problems:
        for p in problems:
            print("FAIL", p)
        print(f"FAIL ({len(problems)} problems)")
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
