#!/usr/bin/env python3
"""Check the round-50 blind evaluation data against every rule of the brief.

Usage: python3 tools/verify.py [OUTPUT_DIR]   (default: the folder above tools/)
Prints every problem found, then PASS or FAIL (exit status 0 or 1).
"""
import json
import os
import re
import subprocess
import sys
import unicodedata
from collections import Counter

ROUND = 50
OUT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
SEED_DIR = "/work/blind-seed"
LETTERS = ["V", "Y", "Z"]           # one carrier per letter
LINE_LETTERS = "GHIJKL"             # lines of business start with G to L
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
Verdigris, Ullswater, Vireo, Worthing, Abercairn, Elmstead, Tyndrum,
Dovecote, Kittiwake, Ptarmigan, Spindlewood, Fallowfield, Mossgate, Glenharrow, Hobnail, Nutwood,
Bracken Shoals, Lanternwick, Tumbleweir, Antlerbrook, Eskerfield, Ivorygate, Ollerton, Umberfield,
Yellowmead, Hesperine, Pallisard, Cragmarsh, Rowanmere, Seaholm, Wendover, Dunlin Reach, Firthwood,
Kettleby, Jessamine, Mallowdene, Tarnbeck, Arrowmint, Nightjar, Quinceford, Embercliff, Loamstead,
Valdrift, Burlwood, Gritstone, Sculpin Point, Hollisford, Orrinwood, Ulverdale, Caddisfly, Inkberry, Teasel Point,
Pardalote, Rimefield, Wexcombe, Dappleford, Eddystone, Feldspar, Mistlebrook, Netherby, Skerryvale"""
FORBIDDEN_NAMES = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

# Lines already used (brief). A new line may not contain any of these key phrases.
USED_LINES = """commercial auto, workers comp, homeowners, dwelling, bop, restaurant, management liability, personal auto,
builders risk, cyber, farmowners, umbrella, excess, liquor, self-storage, child care, marina, surety, hotel, landscaping,
fitness, garage, religious, houses of worship, short-term rental, pet services, food manufacturers, community associations,
trucking, metalworking, special events, home health, jewelers block, security guards, vacant dwellings, winery, brewery,
medical, dental, nemt, roofing, landlord, nonprofit, golf, fine art, pest control, youth sports, architects, engineers,
towing, manufactured homes, electrical, plumbing, crime, boatowners, pwc, condo, staffing, mobile food, auto repair,
habitational, apartments, veterinary, movers, flood, real estate, collector vehicles, car wash, laundromat, salons,
campgrounds, rv parks, janitorial, motor truck cargo, assisted living, auto dealers, trampoline, amusement, equine,
tree trimming, dry cleaners, funeral, crematories, bowling, entertainment centers, printing, sign shops, drones, uas,
lawyers, pharmacies, convenience stores, fuel stations, accountants, earthquake, contractors pollution, aviation, aircraft,
cannabis, home inspectors, tattoo, body art, pawnshops, warehouse, equipment breakdown, hunting, lessors risk,
pool and spa, travel agents, vending, film, motion picture, lumber, building material, kidnap, ransom, snow and ice,
water well, firearms, insurance agents, fishing vessels, k-12, schools, ocean cargo, restoration, crane, rigging,
investment advisers, locksmiths, plastics, recycling, scrap, zoos, animal parks, florists, clinical trials, bicycle,
oilfield, public entities, ski areas, cabinet, millwork, excavation, kayak, canoe, museums, cultural institutions,
photographers, videographers, wholesale, glass, glazing, greenhouse, nursery, hardware, summer camps, solar, grocery,
alarm, flooring, parking, thrift, consignment, masonry"""
USED_LINES = [u.strip() for u in USED_LINES.replace("\n", " ").split(",") if u.strip()]

SEED_DOCS = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide", "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Businessowners Policy Eligibility Guide", "Required Documents Checklist"],
}
SEED_ANSWERABLE = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2, "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}

# Evidence that a tag is honest.
SHORTHAND = {"insd", "uw", "ded", "cov", "yrs", "yr", "w/", "w/o", "min", "max", "prem", "gl", "tiv", "hnoa", "lb", "lbs",
             "mgmt", "yo", "ok", "u", "pls", "approx", "biz", "occ", "subs", "hrs", "tourney", "zamboni", "dp", "rc",
             "b/c", "recs", "bop", "csl", "mvr", "e&s", "~", "+", "#", "whats", "1k", "1m", "1.5m", "1.8m"}
SHORTHAND_RE = re.compile(r"\b\d+(\.\d+)?[km]\b", re.I)   # 400k, 1.8M
FILLER = ["hey", "quick q", "quick one", "rn", "any chance", "just wondering", "so ", "btw"]
STOPWORDS = set("""a an the and or of to in on at for by with without from as is are be been was were it its this that
these those any all every each no not do does did can could may might must will would shall should what whats what's
how when where who which why if then than there their they them he she his her our we us you your i me my up down out
over under into onto off per only just also so very too more most less least such other some own same about after before
while during within until unless whatever both either neither one""".split())

problems = []


def fail(msg):
    problems.append(msg)


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", s).strip().lower()


_cache = {}


def page_text(pdf, page):
    key = (pdf, page)
    if key not in _cache:
        r = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), pdf, "-"],
                           capture_output=True, text=True)
        _cache[key] = r.stdout if r.returncode == 0 else None
    return _cache[key]


def page_count(pdf):
    r = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", r.stdout, re.M)
    return int(m.group(1)) if m else 0


def all_text(pdf):
    return "\n".join(page_text(pdf, p) or "" for p in range(1, page_count(pdf) + 1))


def words(s):
    return re.findall(r"[a-z0-9$%][a-z0-9$%,.'/&-]*[a-z0-9%]|[a-z0-9$%]", norm(s))


def stem(w):
    w = w.strip(".,'")
    for suf in ("ing", "ed", "es", "s"):
        if len(w) > 4 and w.endswith(suf):
            return w[: -len(suf)]
    return w


def content_words(s):
    return {stem(w) for w in words(s) if w.strip(".,'") not in STOPWORDS}


def check_question_common(where, q, docs_pages):
    """docs_pages: dict doc title -> pdf path. Returns 'answerable'/'not-covered'/None."""
    for key in ("question", "expect", "kind"):
        if key not in q:
            fail(f"{where}: missing key '{key}'")
            return None
    kind = q["kind"]
    if not isinstance(kind, list) or not kind:
        fail(f"{where}: kind must be a non-empty list")
        return None
    bad = set(kind) - ALLOWED_TAGS
    if bad:
        fail(f"{where}: unknown tags {sorted(bad)}")
    if len(set(kind)) != len(kind):
        fail(f"{where}: repeated tag")
    text = q["question"]
    low = norm(text)
    # verdict iff yes-no
    if ("yes-no" in kind) != ("verdict" in q):
        fail(f"{where}: verdict must be present exactly when tagged yes-no")
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        fail(f"{where}: verdict must be 'yes' or 'no'")
    # honest tags
    toks = set(re.findall(r"[a-z0-9&/#~+.']+", low)) | set(re.findall(r"[#~+]", low))
    toks |= {t.strip(".'") for t in toks}
    toks |= {re.sub(r"'s$", "", t) for t in toks}
    if "shorthand" in kind and not (toks & SHORTHAND or SHORTHAND_RE.search(low)):
        fail(f"{where}: tagged shorthand but no shorthand found")
    if "filler" in kind and not any(re.search(r"(^|\W)" + re.escape(f.strip()) + r"(\W|$)", low) for f in FILLER):
        fail(f"{where}: tagged filler but no filler found")
    if "own-numbers" in kind and not re.search(r"\d", low):
        fail(f"{where}: tagged own-numbers but no number in the question")
    if "two-fact" in kind and not (" and " in low or low.count("?") >= 2):
        fail(f"{where}: tagged two-fact but does not ask two things")
    if ("paraphrase" in kind) != ("own-words" in kind):
        fail(f"{where}: paraphrase and own-words go together")

    exp = q["expect"]
    if exp == "not covered":
        if kind != ["not-covered"]:
            fail(f"{where}: not-covered question must carry only the not-covered tag")
        for k in ("page", "verdict"):
            if k in q:
                fail(f"{where}: not-covered question must not have '{k}'")
        return "not-covered"
    if "not-covered" in kind:
        fail(f"{where}: tagged not-covered but has an expected answer")
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        fail(f"{where}: expect must be 'not covered' or an object with doc and says")
        return None
    doc, says = exp["doc"], exp["says"]
    if doc not in docs_pages:
        fail(f"{where}: unknown doc '{doc}'")
        return "answerable"
    n = len(says.split())
    if not 2 <= n <= 8:
        fail(f"{where}: says has {n} words (2 to 8 allowed)")
    page = q.get("page")
    if not isinstance(page, int) or page < 1:
        fail(f"{where}: page must be a positive integer")
        return "answerable"
    txt = page_text(docs_pages[doc], page)
    if txt is None:
        fail(f"{where}: page {page} not readable in {doc}")
    elif norm(says) not in norm(txt):
        fail(f"{where}: says '{says}' not found on page {page} of {doc}")
    if norm(says) in low:
        fail(f"{where}: the question contains its says")
    if "paraphrase" in kind:
        shared = content_words(says) & content_words(text)
        if len(shared) > 1:
            fail(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
    return "answerable"


def check_keywords(where, question, keywords, pdfs):
    if not keywords:
        fail(f"{where}: no not-covered keywords recorded in tools/not_covered_keywords.json")
        return
    qwords = {stem(w) for w in words(question)}
    if not any(stem(k.lower()) in qwords for k in keywords):
        fail(f"{where}: none of its keywords {keywords} appears in the question")
    for pdf in pdfs:
        text = all_text(pdf)
        for k in keywords:
            if re.search(r"(?<![A-Za-z0-9])" + re.escape(k) + r"(?![A-Za-z0-9])", text, re.I):
                fail(f"{where}: keyword '{k}' occurs in {os.path.basename(pdf)}")


def main():
    kwfile = os.path.join(OUT, "tools", "not_covered_keywords.json")
    try:
        keywords = json.load(open(kwfile))
    except Exception as e:
        fail(f"cannot read {kwfile}: {e}")
        keywords = {}

    seed_texts = [open(os.path.join(SEED_DIR, f), encoding="utf-8").read()
                  for f in sorted(os.listdir(SEED_DIR)) if f.endswith(".txt")]
    seed_texts += [all_text(os.path.join(SEED_DIR, f)) for f in sorted(os.listdir(SEED_DIR)) if f.endswith(".pdf")]
    seed_blob = norm("\n".join(seed_texts))

    guide_files = sorted(f for f in os.listdir(OUT) if f.endswith(f"-round{ROUND}.json") and not f.startswith("seed"))
    if len(guide_files) != 3:
        fail(f"expected 3 guide question files, found {len(guide_files)}")
    letters, lines = [], []
    pdfs_seen = set()
    for gf in guide_files:
        where = gf
        try:
            g = json.load(open(os.path.join(OUT, gf), encoding="utf-8"))
        except Exception as e:
            fail(f"{where}: JSON does not parse: {e}")
            continue
        if set(g) != {"name", "company_name", "line", "files", "questions"}:
            fail(f"{where}: top-level keys must be name, company_name, line, files, questions; got {sorted(g)}")
            continue
        company, line, files = g["company_name"], g["line"], g["files"]
        carrier = company.split()[0]
        letters.append(carrier[0])
        lines.append(line)
        if g["name"] != f"{carrier} {line.lower()}, round {ROUND}":
            fail(f"{where}: name should be '{carrier} {line.lower()}, round {ROUND}'")
        if not re.fullmatch(r"[A-Z][a-z]+", carrier):
            fail(f"{where}: carrier '{carrier}' should be one capitalised word")
        for bad in FORBIDDEN_NAMES:
            if bad.lower() in company.lower():
                fail(f"{where}: carrier name contains forbidden name '{bad}'")
        if carrier.lower() in seed_blob:
            fail(f"{where}: carrier name '{carrier}' appears in the seed texts")
        if line[:1].upper() not in LINE_LETTERS:
            fail(f"{where}: line '{line}' does not start with a letter G to L")
        for used in USED_LINES:
            if re.search(r"\b" + re.escape(used) + r"\b", line.lower()):
                fail(f"{where}: line '{line}' overlaps used line '{used}'")
        expected_file = f"{carrier} {line} Guide 2026.pdf"
        if files != [expected_file]:
            fail(f"{where}: files should be ['{expected_file}']")
            continue
        pdf = os.path.join(OUT, files[0])
        pdfs_seen.add(files[0])
        if not os.path.exists(pdf):
            fail(f"{where}: missing PDF {files[0]}")
            continue
        # PDF shape
        pc = page_count(pdf)
        if pc != 3:
            fail(f"{files[0]}: {pc} pages, 3 required")
        for p in range(1, pc + 1):
            wc = len((page_text(pdf, p) or "").split())
            if not 450 <= wc <= 650:
                fail(f"{files[0]}: page {p} has {wc} words (450 to 650 required)")
        full = norm(all_text(pdf))
        if company.lower() not in full:
            fail(f"{files[0]}: company name '{company}' not printed in the guide")
        if not os.path.isdir(os.path.join(OUT, "src")) or not any(
                f.endswith(".html") and f"<title>{files[0][:-4]}</title>" in open(os.path.join(OUT, "src", f), encoding="utf-8").read()
                for f in os.listdir(os.path.join(OUT, "src"))):
            fail(f"{files[0]}: no HTML source in src/ with this title")
        # questions
        docs = {files[0][:-4]: pdf}
        qs = g["questions"]
        counts = Counter()
        verdicts = Counter()
        texts = set()
        for i, q in enumerate(qs):
            w = f"{where} q{i + 1}"
            kind_res = check_question_common(w, q, docs)
            if kind_res is None:
                continue
            if q["question"] in texts:
                fail(f"{w}: duplicate question")
            texts.add(q["question"])
            kind = q["kind"]
            if kind_res == "not-covered":
                counts["not-covered"] += 1
                check_keywords(w, q["question"], keywords.get(gf, {}).get(q["question"]), [pdf])
            elif "paraphrase" in kind:
                counts["paraphrase"] += 1
            else:
                counts["answerable"] += 1
                if not {"shorthand", "filler", "own-numbers"} & set(kind):
                    fail(f"{w}: answerable question without shorthand, filler or own-numbers")
            if "two-fact" in kind:
                counts["two-fact"] += 1
            if "verdict" in q:
                verdicts[q["verdict"]] += 1
        want = {"answerable": 11, "paraphrase": 3, "not-covered": 4, "two-fact": 2}
        for k, v in want.items():
            if counts[k] != v:
                fail(f"{where}: {counts[k]} {k} questions, {v} required")
        if len(qs) != 18:
            fail(f"{where}: {len(qs)} questions, 18 required")
        if verdicts["yes"] < 1 or verdicts["no"] < 1:
            fail(f"{where}: needs at least one yes and one no verdict (has {dict(verdicts)})")
        extra = set(keywords.get(gf, {})) - texts
        if extra:
            fail(f"{where}: keywords recorded for questions not in the file: {sorted(extra)}")

    if sorted(letters) != LETTERS:
        fail(f"carrier initials are {sorted(letters)}, must be {LETTERS} (one each)")
    if len(set(l.lower() for l in lines)) != len(lines):
        fail("lines of business must all differ")
    stray = {f for f in os.listdir(OUT) if f.endswith(".pdf")} - pdfs_seen
    if stray:
        fail(f"PDFs not referenced by any question file: {sorted(stray)}")

    # ---- seed file
    sf = f"seed-round{ROUND}.json"
    try:
        s = json.load(open(os.path.join(OUT, sf), encoding="utf-8"))
    except Exception as e:
        fail(f"{sf}: cannot read: {e}")
        s = None
    if s is not None:
        if set(s) != {"name", "questions"} or s.get("name") != f"seed carriers, round {ROUND}":
            fail(f"{sf}: must have exactly name ('seed carriers, round {ROUND}') and questions")
        qs = s.get("questions", [])
        if len(qs) != 16:
            fail(f"{sf}: {len(qs)} questions, 16 required")
        ans, nc_companies, yn, texts = Counter(), [], 0, set()
        for i, q in enumerate(qs):
            w = f"{sf} q{i + 1}"
            comp = q.get("company")
            if comp not in SEED_DOCS:
                fail(f"{w}: unknown company '{comp}'")
                continue
            docs = {t: os.path.join(SEED_DIR, t.replace(" ", "_") + ".pdf") for t in SEED_DOCS[comp]}
            for t, p in docs.items():
                if not os.path.exists(p):
                    fail(f"{w}: seed PDF missing for '{t}'")
            res = check_question_common(w, {k: v for k, v in q.items() if k != "company"}, docs)
            texts.add(q.get("question"))
            if res == "answerable":
                ans[comp] += 1
                if "paraphrase" in q["kind"] or "two-fact" in q["kind"]:
                    pass
            elif res == "not-covered":
                nc_companies.append(comp)
                check_keywords(w, q["question"], keywords.get(sf, {}).get(q["question"]), list(docs.values()))
            if "verdict" in q:
                yn += 1
        if dict(ans) != SEED_ANSWERABLE:
            fail(f"{sf}: answerable per company {dict(ans)}, required {SEED_ANSWERABLE}")
        if yn != 7:
            fail(f"{sf}: {yn} yes/no questions, 7 required")
        if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
            fail(f"{sf}: need 4 not-covered questions on four different carriers, got {nc_companies}")
        extra = set(keywords.get(sf, {})) - texts
        if extra:
            fail(f"{sf}: keywords recorded for questions not in the file: {sorted(extra)}")

    if not os.path.exists(os.path.join(OUT, "README.md")):
        fail("README.md missing")

    for p in problems:
        print("  -", p)
    print("PASS" if not problems else f"FAIL ({len(problems)} problems)")
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main())
