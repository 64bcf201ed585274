#!/usr/bin/env python3
"""Check a blind evaluation round against the rules of the brief.

Usage: python3 tools/verify.py [ROUND_DIR] [SEED_DIR]
ROUND_DIR defaults to the folder above this script; SEED_DIR to /work/blind-seed.
Prints every problem found, then PASS or FAIL (exit code 0 or 1).
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.dirname(HERE)
SEED = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else "/work/blind-seed"

ROUND = 38
GUIDE_FILES = ["rowanmere_private_schools.json", "seaholm_ocean_cargo.json",
               "wendover_restoration_contractors.json"]
SEED_FILE = "seed_questions.json"
KEYWORDS_FILE = os.path.join(ROOT, "tools", "not_covered_keywords.json")
REQUIRED_INITIALS = {"R", "S", "W"}

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
Corncrake Lane, Pewterhorn, Galingale, Lychgate, Pipistrelle, Semaphore, Merganser, Millrace,
Nettlebank, Rookhaven, Tidewick, Whinfell, Yarrowby, Gannetmoor, Heronsgill, Loblolly, Cresthaven,
Dunmore, Fairlight, Jolliet, Strathallan, Verdigris, Ullswater, Vireo, Worthing, Abercairn,
Elmstead, Tyndrum, Dovecote, Kittiwake, Ptarmigan, Spindlewood, Fallowfield, Mossgate, Glenharrow,
Hobnail, Nutwood, Bracken Shoals, Lanternwick, Tumbleweir, Antlerbrook, Eskerfield, Ivorygate,
Ollerton, Umberfield, Yellowmead"""
FORBIDDEN_NAMES = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

USED_LINES = """commercial auto, workers comp, HO/DP personal lines, BOP rates, restaurant, management
liability, personal auto, builders risk, cyber, farmowners, umbrella/excess, liquor liability,
self-storage, child care, marina, surety, hotel, landscaping, fitness, garage, religious
institutions/houses of worship, short-term rental, pet services, food manufacturers, community
associations, small fleet trucking, metalworking, special events, home health, jewelers block,
security guards, vacant dwellings, winery/brewery, medical/dental office, NEMT, roofing contractors,
landlord dwelling fire, nonprofit social services, golf clubs, fine art, pest control, youth sports,
architects & engineers, towing, manufactured homes, electrical/plumbing contractors, crime,
boatowners/PWC, condo HO-6, staffing, mobile food, garage/auto repair, habitational/apartments,
veterinary, movers, private flood, real estate E&O, collector vehicles, car wash/laundromat, salons,
campgrounds/RV parks, janitorial, motor truck cargo, assisted living, auto dealers open lot,
trampoline/amusement parks, equine stables, tree trimming, dry cleaners, funeral homes/crematories,
bowling and entertainment centers, printing and sign shops, commercial drones/UAS, lawyers
professional liability, retail pharmacies, convenience stores/fuel stations, accountants
professional liability, residential earthquake, contractors pollution liability, general aviation
(aircraft hull and liability), cannabis dispensaries, home inspectors E&O, tattoo and body art
studios, pawnshops, warehouse legal liability, equipment breakdown, hunting lease liability, lessors
risk only, pool and spa service contractors, travel agents E&O, vending machine operators, film and
motion picture production, lumber and building material dealers, kidnap and ransom, snow and ice
removal contractors, water well drilling contractors"""
USED_LINES = [n.strip().lower() for n in USED_LINES.replace("\n", " ").split(",") if n.strip()]

SEED_COMPANIES = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide",
                         "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide",
                       "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide",
                         "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules",
                        "Businessowners Policy Eligibility Guide", "Required Documents Checklist"],
}
SEED_ANSWERABLE = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2,
                   "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}

STOPWORDS = set("""a an the of to in on for with and or is are be been being was were it its it's
that this these those as at by from up no not nor more most than then must may can could do does did
any every each all if when what whats what's how which who whom whose their they them our we you
your i my me there has have had will would should shall so such into out over under per about after
before also only same still just like get got gets their there's here is isn't don't doesn't can't
hey quick q rn pls please ok okay any anyone some other another one ones us he she his her him
very too much many own during unless through while within without between""".split())

problems = []


def fail(msg):
    problems.append(msg)


def norm(text):
    text = text.lower()
    for a, b in (("\u2019", "'"), ("\u2018", "'"), ("\u201c", '"'), ("\u201d", '"'),
                 ("\u00a0", " "), ("\ufb01", "fi"), ("\ufb02", "fl")):
        text = text.replace(a, b)
    return re.sub(r"\s+", " ", text).strip()


_cache = {}


def pdf_pages(path):
    if path in _cache:
        return _cache[path]
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True).stdout
    m = re.search(r"^Pages:\s+(\d+)", out, re.M)
    n = int(m.group(1)) if m else 0
    pages = []
    for i in range(1, n + 1):
        t = subprocess.run(["pdftotext", "-layout", "-f", str(i), "-l", str(i), path, "-"],
                           capture_output=True, text=True).stdout
        pages.append(t)
    _cache[path] = pages
    return pages


def words(text):
    return re.findall(r"[a-z0-9$%]+(?:[.,'/-][a-z0-9%]+)*", norm(text))


def stem(w):
    """Crude stemmer: drop a possessive, then a plural ending, then -ing/-ed."""
    w = w.strip("$%'")
    if w.endswith("'s"):
        w = w[:-2]
    for suf, rep in (("ies", "y"), ("sses", "ss"), ("es", ""), ("s", "")):
        if len(w) > len(suf) + 2 and w.endswith(suf) and not w.endswith("ss"):
            w = w[: -len(suf)] + rep
            break
    for suf in ("ing", "ed"):
        if len(w) > len(suf) + 2 and w.endswith(suf):
            w = w[: -len(suf)]
            break
    return w


def content_words(text):
    return {stem(w) for w in words(text) if w not in STOPWORDS and stem(w) not in STOPWORDS}


def whole_word_in(word, text):
    return re.search(r"(?<![a-z0-9])" + re.escape(norm(word)) + r"(?![a-z0-9])", norm(text)) is not None


def load_json(path):
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except Exception as exc:  # noqa: BLE001
        fail(f"{os.path.basename(path)}: does not parse ({exc})")
        return None


def check_question_common(label, q):
    for key in ("question", "expect", "kind"):
        if key not in q:
            fail(f"{label}: missing key '{key}'")
            return False
    kinds = q["kind"]
    if not isinstance(kinds, list) or not kinds:
        fail(f"{label}: kind must be a non-empty list")
        return False
    for k in kinds:
        if k not in ALLOWED_TAGS:
            fail(f"{label}: unknown tag '{k}'")
    if len(set(kinds)) != len(kinds):
        fail(f"{label}: repeated tag")
    has_yes_no = "yes-no" in kinds
    if has_yes_no != ("verdict" in q):
        fail(f"{label}: verdict must be present exactly when tagged yes-no")
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        fail(f"{label}: verdict must be 'yes' or 'no'")
    if "not-covered" in kinds:
        if q["expect"] != "not covered":
            fail(f"{label}: not-covered question must expect 'not covered'")
        if "page" in q:
            fail(f"{label}: not-covered question has a page")
        if set(kinds) - {"not-covered", "shorthand", "filler", "own-numbers"}:
            fail(f"{label}: not-covered question carries answer tags {kinds}")
    else:
        e = q["expect"]
        if not isinstance(e, dict) or set(e) != {"doc", "says"}:
            fail(f"{label}: expect must be an object with doc and says")
            return False
        if not isinstance(q.get("page"), int) or q["page"] < 1:
            fail(f"{label}: answerable question needs an integer page")
            return False
    extra = set(q) - {"question", "expect", "page", "verdict", "kind", "company"}
    if extra:
        fail(f"{label}: unexpected keys {sorted(extra)}")
    return True


def check_says(label, q, pdf_path):
    says = q["expect"]["says"]
    n = len(says.split())
    if not 2 <= n <= 8:
        fail(f"{label}: says has {n} words (must be 2 to 8)")
    pages = pdf_pages(pdf_path)
    p = q["page"]
    if p > len(pages):
        fail(f"{label}: page {p} beyond the {len(pages)} pages of {os.path.basename(pdf_path)}")
        return
    if norm(says) not in norm(pages[p - 1]):
        where = [i + 1 for i, t in enumerate(pages) if norm(says) in norm(t)]
        fail(f"{label}: says '{says}' not found on page {p}" +
             (f" (found on page {where})" if where else " (not in document)"))
    if norm(says) in norm(q["question"]):
        fail(f"{label}: the question contains its says")


def check_not_covered(label, q, keywords, pdf_paths):
    kws = keywords.get(q["question"])
    if not kws:
        fail(f"{label}: no key words in not_covered_keywords.json for '{q['question']}'")
        return
    for kw in kws:
        if norm(kw) not in norm(q["question"]):
            fail(f"{label}: key word '{kw}' does not occur in the question")
        for path in pdf_paths:
            text = "\n".join(pdf_pages(path))
            if whole_word_in(kw, text):
                fail(f"{label}: key word '{kw}' occurs in {os.path.basename(path)}")


def check_guide(fname, keywords, carriers):
    path = os.path.join(ROOT, fname)
    data = load_json(path)
    if data is None:
        return
    for key in ("name", "company_name", "line", "files", "questions"):
        if key not in data:
            fail(f"{fname}: missing key '{key}'")
            return
    if not data["name"].endswith(f", round {ROUND}"):
        fail(f"{fname}: name must end with ', round {ROUND}'")
    if len(data["files"]) != 1:
        fail(f"{fname}: expected exactly one file")
        return
    pdf = data["files"][0]
    m = re.fullmatch(r"(.+) (.+?) Guide 2026\.pdf", pdf)
    if not m:
        fail(f"{fname}: file name '{pdf}' is not '<Carrier> <Line> Guide 2026.pdf'")
        return
    line = data["line"]
    carrier = data["name"][: -len(f" {line}, round {ROUND}")]
    if not data["name"].startswith(carrier + " " + line):
        fail(f"{fname}: name must be '<Carrier> <line>, round {ROUND}'")
    if not pdf.lower().startswith((carrier + " " + line).lower() + " guide 2026"):
        fail(f"{fname}: file name does not match carrier '{carrier}' and line '{line}'")
    if not data["company_name"].startswith(carrier.split()[0]):
        fail(f"{fname}: company_name does not start with the carrier name")
    carriers.append((carrier, data["company_name"], line, pdf))
    pdf_path = os.path.join(ROOT, pdf)
    if not os.path.isfile(pdf_path):
        fail(f"{fname}: missing PDF '{pdf}'")
        return
    pages = pdf_pages(pdf_path)
    if len(pages) != 3:
        fail(f"{pdf}: {len(pages)} pages (must be 3)")
    for i, t in enumerate(pages, 1):
        n = len(t.split())
        if not 450 <= n <= 650:
            fail(f"{pdf}: page {i} has {n} words (must be 450 to 650)")
    full = "\n".join(pages)
    for bad in FORBIDDEN_NAMES:
        if whole_word_in(bad, full):
            fail(f"{pdf}: contains forbidden carrier name '{bad}'")

    qs = data["questions"]
    if len(qs) != 18:
        fail(f"{fname}: {len(qs)} questions (must be 18)")
    counts = {"answerable": 0, "paraphrase": 0, "not-covered": 0, "two-fact": 0}
    verdicts = set()
    seen = set()
    for i, q in enumerate(qs, 1):
        label = f"{fname} q{i}"
        if not check_question_common(label, q):
            continue
        if "company" in q:
            fail(f"{label}: guide questions take no company key")
        if q["question"] in seen:
            fail(f"{label}: duplicate question")
        seen.add(q["question"])
        kinds = q["kind"]
        if "not-covered" in kinds:
            counts["not-covered"] += 1
            check_not_covered(label, q, keywords, [pdf_path])
            continue
        if q["expect"]["doc"] != pdf[:-4]:
            fail(f"{label}: expect.doc '{q['expect']['doc']}' is not '{pdf[:-4]}'")
        check_says(label, q, pdf_path)
        if "verdict" in q:
            verdicts.add(q["verdict"])
        if "paraphrase" in kinds or "own-words" in kinds:
            if not {"paraphrase", "own-words"} <= set(kinds):
                fail(f"{label}: paraphrases carry both 'paraphrase' and 'own-words'")
            if "two-fact" in kinds:
                fail(f"{label}: a paraphrase may not be two-fact")
            counts["paraphrase"] += 1
            shared = content_words(q["question"]) & content_words(q["expect"]["says"])
            if len(shared) > 1:
                fail(f"{label}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
        else:
            counts["answerable"] += 1
            if "two-fact" in kinds:
                counts["two-fact"] += 1
    want = {"answerable": 11, "paraphrase": 3, "not-covered": 4, "two-fact": 2}
    for k, v in want.items():
        if counts[k] != v:
            fail(f"{fname}: {counts[k]} {k} questions (must be {v})")
    if verdicts != {"yes", "no"}:
        fail(f"{fname}: needs at least one 'yes' and one 'no' verdict (has {sorted(verdicts)})")
    styled = sum(1 for q in qs if {"shorthand", "filler"} & set(q.get("kind", [])))
    if styled < 8:
        fail(f"{fname}: only {styled} questions use agent shorthand or filler")


def seed_pdf(title):
    return os.path.join(SEED, title.replace(" ", "_") + ".pdf")


def check_seed(keywords):
    path = os.path.join(ROOT, SEED_FILE)
    data = load_json(path)
    if data is None:
        return
    if set(data) != {"name", "questions"}:
        fail(f"{SEED_FILE}: keys must be name and questions")
        return
    if data["name"] != f"seed carriers, round {ROUND}":
        fail(f"{SEED_FILE}: name must be 'seed carriers, round {ROUND}'")
    qs = data["questions"]
    if len(qs) != 16:
        fail(f"{SEED_FILE}: {len(qs)} questions (must be 16)")
    per = {c: 0 for c in SEED_COMPANIES}
    yes_no = 0
    nc_companies = []
    for i, q in enumerate(qs, 1):
        label = f"{SEED_FILE} q{i}"
        comp = q.get("company")
        if comp not in SEED_COMPANIES:
            fail(f"{label}: unknown company '{comp}'")
            continue
        if not check_question_common(label, q):
            continue
        docs = SEED_COMPANIES[comp]
        if "not-covered" in q["kind"]:
            nc_companies.append(comp)
            check_not_covered(label, q, keywords, [seed_pdf(d) for d in docs])
            continue
        if {"paraphrase", "own-words"} & set(q["kind"]):
            fail(f"{label}: seed questions are not paraphrases")
        doc = q["expect"]["doc"]
        if doc not in docs:
            fail(f"{label}: doc '{doc}' is not a document of {comp}")
            continue
        if not os.path.isfile(seed_pdf(doc)):
            fail(f"{label}: seed PDF for '{doc}' not found")
            continue
        per[comp] += 1
        if "yes-no" in q["kind"]:
            yes_no += 1
        check_says(label, q, seed_pdf(doc))
    if per != SEED_ANSWERABLE:
        fail(f"{SEED_FILE}: answerable per carrier {per} (must be {SEED_ANSWERABLE})")
    if yes_no != 7:
        fail(f"{SEED_FILE}: {yes_no} yes/no questions (must be 7)")
    if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
        fail(f"{SEED_FILE}: not-covered questions must be 4, on four different carriers ({nc_companies})")


def check_carriers(carriers):
    seed_text = ""
    for f in sorted(os.listdir(SEED)):
        p = os.path.join(SEED, f)
        if f.endswith(".txt"):
            seed_text += open(p, encoding="utf-8").read() + "\n"
        elif f.endswith(".pdf"):
            seed_text += "\n".join(pdf_pages(p)) + "\n"
    initials = []
    lines = []
    for carrier, company, line, pdf in carriers:
        initials.append(carrier[0].upper())
        for name in {carrier, company, carrier.split()[0]}:
            if norm(name) in norm(seed_text):
                fail(f"carrier name '{name}' occurs in the seed texts")
            for bad in FORBIDDEN_NAMES:
                if norm(bad) in norm(name):
                    fail(f"carrier name '{name}' contains forbidden name '{bad}'")
        lines.append(line.lower())
        if not "m" <= line.lower()[0] <= "z":
            fail(f"line '{line}' does not start with a letter from M to Z")
        for used in USED_LINES:
            parts = [p.strip() for p in re.split(r"/|\(|\)", used) if p.strip()]
            if norm(line) == norm(used) or any(norm(line) == norm(p) for p in parts):
                fail(f"line '{line}' is already used ('{used}')")
    if sorted(initials) != sorted(REQUIRED_INITIALS):
        fail(f"carrier initials {sorted(initials)} must be one each of {sorted(REQUIRED_INITIALS)}")
    if len(set(lines)) != len(lines):
        fail("the three guides must be different lines of business")


def check_sources():
    src = os.path.join(ROOT, "src")
    htmls = [f for f in os.listdir(src) if f.endswith(".html")] if os.path.isdir(src) else []
    if len(htmls) != 3:
        fail(f"src/ must hold the 3 HTML sources (has {len(htmls)})")


def main():
    keywords = load_json(KEYWORDS_FILE) or {}
    carriers = []
    for fname in GUIDE_FILES:
        check_guide(fname, keywords, carriers)
    check_seed(keywords)
    check_carriers(carriers)
    check_sources()
    all_nc = set()
    for fname in GUIDE_FILES + [SEED_FILE]:
        d = load_json(os.path.join(ROOT, fname)) if os.path.isfile(os.path.join(ROOT, fname)) else None
        for q in (d or {}).get("questions", []):
            if "not-covered" in q.get("kind", []):
                all_nc.add(q["question"])
    for k in keywords:
        if k not in all_nc:
            fail(f"not_covered_keywords.json: entry for a question that is not a not-covered question: '{k}'")
    for carrier, company, line, pdf in carriers:
        pages = pdf_pages(os.path.join(ROOT, pdf)) if os.path.isfile(os.path.join(ROOT, pdf)) else []
        print(f"{pdf}: {len(pages)} pages, words per page {[len(t.split()) for t in pages]}")
    for p in problems:
        print("PROBLEM:", p)
    print("FAIL" if problems else "PASS")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
