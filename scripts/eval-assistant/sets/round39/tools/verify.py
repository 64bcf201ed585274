#!/usr/bin/env python3
"""Checker for blind evaluation round 39.

Usage: python3 tools/verify.py [OUTPUT_DIR]
OUTPUT_DIR defaults to the folder above tools/. Prints every problem found and
ends with PASS or FAIL (exit code 0 / 1).
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED_DIR = "/work/blind-seed"
ROUND = 39

GUIDE_FILES = {
    "dunlin-crane-round39.json": "D",
    "firthwood-advisers-round39.json": "F",
    "kettleby-locksmiths-round39.json": "K",
}
SEED_FILE = "seed-round39.json"
KEYWORDS_FILE = os.path.join(ROOT, "tools", "not_covered_keywords.json")

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
Yellowmead, Hesperine, Pallisard, Cragmarsh, Rowanmere, Seaholm, Wendover"""
FORBIDDEN_NAMES = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

# Lines already used (from the brief), with obvious synonyms of the three lines we
# might collide with. A line is rejected if it matches any entry as a phrase.
USED_LINES = """commercial auto, workers comp, homeowners, dwelling, personal lines, bop, restaurant, management liability,
personal auto, builders risk, cyber, farmowners, umbrella, excess, liquor liability, self-storage, child care,
marina, surety, hotel, landscaping, fitness, garage, religious institutions, houses of worship, short-term rental,
pet services, food manufacturers, community associations, small fleet trucking, metalworking, special events,
home health, jewelers block, security guards, vacant dwellings, winery, brewery, medical office, dental office,
nemt, roofing contractors, landlord dwelling fire, nonprofit social services, golf clubs, fine art, pest control,
youth sports, architects, engineers, towing, manufactured homes, electrical contractors, plumbing contractors, crime,
boatowners, pwc, condo, staffing, mobile food, auto repair, habitational, apartments, veterinary, movers,
private flood, real estate, collector vehicles, car wash, laundromat, salons, campgrounds, rv parks, janitorial,
motor truck cargo, assisted living, auto dealers, trampoline, amusement parks, equine, tree trimming, dry cleaners,
funeral homes, crematories, bowling, entertainment centers, printing, sign shops, drones, uas, lawyers,
retail pharmacies, convenience stores, fuel stations, accountants, earthquake, contractors pollution, aviation,
aircraft, cannabis, home inspectors, tattoo, body art, pawnshops, warehouse, equipment breakdown, hunting lease,
lessors risk, pool and spa, travel agents, vending machine, film, motion picture, lumber, building material,
kidnap, ransom, snow and ice, water well, firearms, insurance agents, commercial fishing, k-12 schools,
ocean cargo, restoration contractors"""
USED_LINES = [u.strip() for u in USED_LINES.replace("\n", " ").split(",") if u.strip()]

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

SHORTHAND = {"insd", "uw", "ded", "deds", "cov", "yrs", "yr", "w/", "w/o", "min", "max", "prem", "rn", "acct",
             "rev", "addl", "gl", "e&o", "sub", "apps", "cert", "u", "whats", "ho", "dp-3", "ppc", "tiv",
             "bldg", "prop", "csl", "mvr", "vehs", "reqs", "gc", "demo", "bop", "ria", "bd", "aum", "iars",
             "techs", "resi", "k", "ok", "til", "e&s", "op", "ia"}
FILLER = ["hey", "rn", "quick q", "any chance", "real quick", "btw", "pls", "thx", "just wondering"]

STOPWORDS = set("""a an the of to in on at for from by with without and or but if is are was were be been being
it its this that these those as per each any all no not than then so do does did done have has had can could may
might must shall should will would up down out over under into onto about after before when where which who whom
what how why there their them they he she his her we us our you your i me my mine off also only very more most
least less such own same other just too s t""".split())


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u00a0", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


def content_words(s):
    toks = re.findall(r"[a-z0-9$%][a-z0-9$%,.'&/-]*", norm(s))
    out = set()
    for t in toks:
        t = t.strip(".,'-/")
        if t.endswith("'s"):
            t = t[:-2]
        if not t or t in STOPWORDS:
            continue
        if len(t) > 3 and t.endswith("s") and not t.endswith("ss"):
            t = t[:-1]
        out.add(t)
    return out


_text_cache = {}


def page_text(pdf, page=None):
    key = (pdf, page)
    if key not in _text_cache:
        cmd = ["pdftotext", "-layout"]
        if page is not None:
            cmd += ["-f", str(page), "-l", str(page)]
        cmd += [pdf, "-"]
        _text_cache[key] = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    return _text_cache[key]


def page_count(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


errors = []
STATS = {"questions": 0, "says": 0, "kw": 0, "pages": 0}


def err(where, msg):
    errors.append(f"{where}: {msg}")


def has_word(text, word):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(word) + r"(?![A-Za-z0-9])", text, re.I) is not None


def check_question_common(where, q, doc_pages):
    """doc_pages: dict doc title -> pdf path. Returns kind list."""
    for k in ("question", "expect", "kind"):
        if k not in q:
            err(where, f"missing key {k}")
            return []
    kind = q["kind"]
    if not isinstance(kind, list) or not kind:
        err(where, "kind must be a non-empty list")
        return []
    for t in kind:
        if t not in ALLOWED_TAGS:
            err(where, f"unknown tag {t!r}")
    if len(set(kind)) != len(kind):
        err(where, "duplicate tags")
    STATS["questions"] += 1
    text = q["question"]
    low = norm(text)
    # verdict iff yes-no
    if ("yes-no" in kind) != ("verdict" in q):
        err(where, "verdict present iff tagged yes-no")
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        err(where, "verdict must be yes or no")
    # tag sanity
    if "shorthand" in kind:
        toks = set(re.findall(r"[a-z0-9&/-]+", low)) | set(re.findall(r"\S+", low))
        if not (toks & SHORTHAND):
            err(where, "tagged shorthand but no abbreviation found")
    if "filler" in kind and not any(re.search(r"(?<![a-z])" + re.escape(f) + r"(?![a-z])", low) for f in FILLER):
        err(where, "tagged filler but no filler phrase found")
    if "own-numbers" in kind and not re.search(r"\d", text):
        err(where, "tagged own-numbers but has no number")
    if ("paraphrase" in kind) != ("own-words" in kind):
        err(where, "paraphrase and own-words go together")
    nc = "not-covered" in kind
    if nc != (q["expect"] == "not covered"):
        err(where, "not-covered tag iff expect == 'not covered'")
    if nc:
        for bad in ("yes-no", "two-fact", "paraphrase", "own-words"):
            if bad in kind:
                err(where, f"not-covered question cannot be tagged {bad}")
        if "page" in q:
            err(where, "not-covered question has a page")
        return kind
    exp = q["expect"]
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        err(where, "expect must be {doc, says}")
        return kind
    if exp["doc"] not in doc_pages:
        err(where, f"unknown doc {exp['doc']!r}")
        return kind
    says = exp["says"]
    nw = len(says.split())
    if not 2 <= nw <= 8:
        err(where, f"says has {nw} words (2-8 allowed)")
    if norm(says) in low:
        err(where, "question contains its says")
    page = q.get("page")
    pdf = doc_pages[exp["doc"]]
    if not isinstance(page, int) or page < 1 or page > page_count(pdf):
        err(where, f"bad page {page!r}")
        return kind
    if norm(says) not in norm(page_text(pdf, page)):
        err(where, f"says {says!r} not found on page {page} of {exp['doc']}")
    else:
        STATS["says"] += 1
    if "paraphrase" in kind:
        shared = content_words(text) & content_words(says)
        if len(shared) > 1:
            err(where, f"paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
    return kind


def check_keywords(where, q, kw_map, pdfs):
    kws = kw_map.get(q["question"])
    if not kws:
        err(where, "no not-covered keywords listed in tools/not_covered_keywords.json")
        return
    if not any(k.lower() in q["question"].lower() for k in kws):
        err(where, "none of its keywords occurs in the question")
    for pdf in pdfs:
        full = page_text(pdf)
        for k in kws:
            STATS["kw"] += 1
            if has_word(full, k):
                err(where, f"keyword {k!r} occurs in {os.path.basename(pdf)}")


def load_json(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except Exception as e:  # noqa: BLE001
        err(os.path.basename(path), f"JSON does not parse: {e}")
        return None


def main():
    kw_all = load_json(KEYWORDS_FILE) or {}
    seed_texts = ""
    for fn in sorted(os.listdir(SEED_DIR)):
        if fn.endswith(".txt"):
            with open(os.path.join(SEED_DIR, fn), encoding="utf-8") as f:
                seed_texts += f.read() + "\n"
    carriers = []
    lines = []
    for jf, letter in GUIDE_FILES.items():
        path = os.path.join(ROOT, jf)
        if not os.path.exists(path):
            err(jf, "missing")
            continue
        d = load_json(path)
        if d is None:
            continue
        for k in ("name", "company_name", "line", "files", "questions"):
            if k not in d:
                err(jf, f"missing key {k}")
        if any(k not in d for k in ("name", "company_name", "line", "files", "questions")):
            continue
        comp, line = d["company_name"], d["line"]
        carriers.append(comp)
        lines.append(line)
        if d["name"] != f"{comp} {line}, round {ROUND}":
            err(jf, f"name should be '{comp} {line}, round {ROUND}'")
        if not comp.startswith(letter):
            err(jf, f"carrier must start with {letter}")
        for bad in FORBIDDEN_NAMES:
            if bad.lower() in comp.lower():
                err(jf, f"carrier name contains forbidden {bad!r}")
        if comp.lower() in seed_texts.lower() or comp.split()[0].lower() in seed_texts.lower():
            err(jf, "carrier name occurs in the seed texts")
        if not ("a" <= line[0].lower() <= "l"):
            err(jf, "line must start with a letter from A to L")
        for u in USED_LINES:
            if re.search(r"\b" + re.escape(u) + r"\b", line.lower()):
                err(jf, f"line {line!r} matches used line {u!r}")
        # documents
        doc_pages = {}
        for fn in d["files"]:
            if not re.fullmatch(re.escape(comp) + r" [A-Z][A-Za-z ]+ Guide 2026\.pdf", fn):
                err(jf, f"file name {fn!r} is not '<Carrier> <Line> Guide 2026.pdf'")
            p = os.path.join(ROOT, fn)
            if not os.path.exists(p):
                err(jf, f"missing PDF {fn}")
                continue
            n = page_count(p)
            if n != 3:
                err(fn, f"{n} pages (3 required)")
            for i in range(1, n + 1):
                STATS["pages"] += 1
                w = len(page_text(p, i).split())
                if not 450 <= w <= 650:
                    err(fn, f"page {i} has {w} words (450-650)")
            if comp.lower() not in page_text(p).lower():
                err(fn, "carrier name not in the PDF")
            doc_pages[fn[:-4]] = p
        qs = d["questions"]
        kw_map = kw_all.get(jf, {})
        cnt = {"answerable": 0, "paraphrase": 0, "nc": 0, "two": 0, "yes": 0, "no": 0}
        seen = set()
        for i, q in enumerate(qs, 1):
            where = f"{jf} q{i}"
            if q.get("question") in seen:
                err(where, "duplicate question")
            seen.add(q.get("question"))
            if "company" in q:
                err(where, "guide questions have no company key")
            kind = check_question_common(where, q, doc_pages)
            if "not-covered" in kind:
                cnt["nc"] += 1
                check_keywords(where, q, kw_map, list(doc_pages.values()))
            elif "paraphrase" in kind:
                cnt["paraphrase"] += 1
                if "two-fact" in kind:
                    err(where, "two-fact must be an answerable non-paraphrase question")
            else:
                cnt["answerable"] += 1
                if "two-fact" in kind:
                    cnt["two"] += 1
            if q.get("verdict") in ("yes", "no"):
                cnt[q["verdict"]] += 1
        if len(qs) != 18:
            err(jf, f"{len(qs)} questions (18 required)")
        if cnt["answerable"] != 11:
            err(jf, f"{cnt['answerable']} answerable (11 required)")
        if cnt["paraphrase"] != 3:
            err(jf, f"{cnt['paraphrase']} paraphrases (3 required)")
        if cnt["nc"] != 4:
            err(jf, f"{cnt['nc']} not-covered (4 required)")
        if cnt["two"] != 2:
            err(jf, f"{cnt['two']} two-fact (exactly 2 required)")
        if cnt["yes"] < 1 or cnt["no"] < 1:
            err(jf, "needs at least one yes and one no verdict")
        extra = set(kw_map) - {q.get("question") for q in qs if q.get("expect") == "not covered"}
        if extra:
            err(jf, f"keywords listed for unknown questions: {sorted(extra)}")
    if len(set(c[0] for c in carriers)) != 3 or len(set(lines)) != 3:
        err("guides", "need three carriers (D, F, K) and three different lines")

    # seed file
    sp = os.path.join(ROOT, SEED_FILE)
    d = load_json(sp) if os.path.exists(sp) else None
    if d is None:
        err(SEED_FILE, "missing or unreadable")
    else:
        if d.get("name") != f"seed carriers, round {ROUND}":
            err(SEED_FILE, f"name should be 'seed carriers, round {ROUND}'")
        qs = d.get("questions", [])
        kw_map = kw_all.get(SEED_FILE, {})
        ans = {c: 0 for c in SEED_COMPANIES}
        nc_companies = []
        yn = 0
        for i, q in enumerate(qs, 1):
            where = f"{SEED_FILE} q{i}"
            comp = q.get("company")
            if comp not in SEED_COMPANIES:
                err(where, f"unknown company {comp!r}")
                continue
            docs = {t: os.path.join(SEED_DIR, t.replace(" ", "_") + ".pdf") for t in SEED_COMPANIES[comp]}
            for t, p in docs.items():
                if not os.path.exists(p):
                    err(where, f"seed PDF missing for {t}")
            kind = check_question_common(where, q, docs)
            if "two-fact" in kind or "paraphrase" in kind:
                err(where, "seed questions here are not two-fact or paraphrase")
            if "not-covered" in kind:
                nc_companies.append(comp)
                check_keywords(where, q, kw_map, list(docs.values()))
            else:
                ans[comp] += 1
            if "yes-no" in kind:
                yn += 1
        if len(qs) != 16:
            err(SEED_FILE, f"{len(qs)} questions (16 required)")
        if ans != SEED_ANSWERABLE:
            err(SEED_FILE, f"answerable per carrier {ans}, required {SEED_ANSWERABLE}")
        if yn != 7:
            err(SEED_FILE, f"{yn} yes/no questions (7 required)")
        if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
            err(SEED_FILE, f"not-covered must be 4 questions on 4 different carriers, got {nc_companies}")

    # sources kept
    src = os.path.join(ROOT, "src")
    if not os.path.isdir(src) or len([f for f in os.listdir(src) if f.endswith(".html")]) != 3:
        err("src", "three HTML sources expected in src/")

    print(f"checked {STATS['questions']} questions, {STATS['says']} says located, {STATS['kw']} not-covered keywords, {STATS['pages']} guide pages")
    for e in errors:
        print("ERROR", e)
    print("FAIL" if errors else "PASS")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
