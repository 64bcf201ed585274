#!/usr/bin/env python3
"""Checker for blind evaluation round 44.

Usage:
    python3 tools/verify.py                # check the output folder, print PASS or FAIL
    python3 tools/verify.py --break-test   # also break copies of the data and confirm each break is caught

Checks every rule of the brief: JSON keys and tags, verdict iff yes-no, counts, each `says` on its
page (pdftotext -layout -f N -l N, normalised), `says` not inside its question, paraphrase overlap,
not-covered keywords absent from the carrier's documents, PDF page and word counts, carrier names
and lines of business.
"""
import json
import os
import re
import shutil
import subprocess
import sys

ROUND = 44
HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_ROOT = os.path.dirname(HERE)
SEED_DIR = "/work/blind-seed"
CARRIER_LETTERS = {"H", "O", "U"}
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
Bracken Shoals, Lanternwick, Tumbleweir, Antlerbrook, Eskerfield, Ivorygate, Ollerton, Umberfield,
Yellowmead, Hesperine, Pallisard, Cragmarsh, Rowanmere, Seaholm, Wendover, Dunlin Reach, Firthwood,
Kettleby, Jessamine, Mallowdene, Tarnbeck, Arrowmint, Nightjar, Quinceford, Embercliff, Loamstead,
Valdrift"""
FORBIDDEN = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

USED_LINES_TEXT = """commercial auto, workers comp, HO/DP personal lines, BOP rates, restaurant, management liability,
personal auto, builders risk, cyber, farmowners, umbrella/excess, liquor liability, self-storage, child care, marina,
surety, hotel, landscaping, fitness, garage, religious institutions/houses of worship, short-term rental, pet
services, food manufacturers, community associations, small fleet trucking, metalworking, special events, home
health, jewelers block, security guards, vacant dwellings, winery/brewery, medical/dental office, NEMT, roofing
contractors, landlord dwelling fire, nonprofit social services, golf clubs, fine art, pest control, youth sports,
architects & engineers, towing, manufactured homes, electrical/plumbing contractors, crime, boatowners/PWC, condo
HO-6, staffing, mobile food, garage/auto repair, habitational/apartments, veterinary, movers, private flood, real
estate E&O, collector vehicles, car wash/laundromat, salons, campgrounds/RV parks, janitorial, motor truck cargo,
assisted living, auto dealers open lot, trampoline/amusement parks, equine stables, tree trimming, dry cleaners,
funeral homes/crematories, bowling and entertainment centers, printing and sign shops, commercial drones/UAS,
lawyers professional liability, retail pharmacies, convenience stores/fuel stations, accountants professional
liability, residential earthquake, contractors pollution liability, general aviation (aircraft hull and
liability), cannabis dispensaries, home inspectors E&O, tattoo and body art studios, pawnshops, warehouse legal
liability, equipment breakdown, hunting lease liability, lessors risk only, pool and spa service contractors,
travel agents E&O, vending machine operators, film and motion picture production, lumber and building material
dealers, kidnap and ransom, snow and ice removal contractors, water well drilling contractors, firearms dealers,
insurance agents E&O, commercial fishing vessels, private K-12 schools, ocean cargo, restoration contractors,
crane and rigging contractors, investment advisers professional liability, locksmiths, plastics manufacturers,
recycling facilities/scrap yards, zoos and animal parks, florists, clinical trials liability, bicycle shops,
oilfield services, public entities, ski areas"""
USED_LINES = []
for chunk in USED_LINES_TEXT.replace("\n", " ").split(","):
    for part in re.split(r"[/()]", chunk):
        part = " ".join(part.split()).lower()
        if part:
            USED_LINES.append(part)

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
SEED_FILE = "seed_questions.json"
KEYWORDS_FILE = os.path.join("tools", "not_covered_keywords.json")

STOPWORDS = set("""a an the and or but if then than of to in on at by for from with without within into onto over
under up down out off as is are was were be been being am do does did doing have has had having can could will would
shall should may might must it its it's this that these those there their they them he she his her him i me my we us
our you your u any all each every some no not only so such what which who whom whose when where why how about also
just like get gets got per via vs etc one's own other more most less least much many few very too
""".split())

_text_cache = {}


def page_text(pdf, page):
    key = (pdf, page)
    if key not in _text_cache:
        out = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), pdf, "-"],
                             capture_output=True, text=True)
        _text_cache[key] = out.stdout if out.returncode == 0 else None
    return _text_cache[key]


def page_count(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", out.stdout, re.M)
    return int(m.group(1)) if m else 0


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u00a0", " ").replace("\u00ad", "")
    return " ".join(s.lower().split())


def stem(w):
    if w.endswith("'s"):
        w = w[:-2]
    for suf in ("ies", "es", "s"):
        if len(w) > 4 and w.endswith(suf) and not w.endswith("ss"):
            w = w[: -len(suf)] + ("y" if suf == "ies" else "")
            break
    for suf in ("ing", "ed"):
        if len(w) > 5 and w.endswith(suf):
            w = w[: -len(suf)]
            break
    return w


def content_words(s):
    s = norm(s)
    s = re.sub(r"(?<=\d),(?=\d)", "", s)
    toks = re.findall(r"[a-z0-9]+(?:'[a-z]+)?", s)
    return {stem(t) for t in toks if t not in STOPWORDS and len(t) > 1}


def whole_word(kw, text):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(kw) + r"(?![A-Za-z0-9])", text, re.I) is not None


def check_question_shape(q, where, errs, seed=False):
    """Shape and tag rules common to guide and seed questions. Returns 'nc', 'para' or 'ans'."""
    allowed_keys = {"question", "expect", "kind", "page", "verdict"} | ({"company"} if seed else set())
    for k in q:
        if k not in allowed_keys:
            errs.append(f"{where}: unexpected key {k!r}")
    for k in ("question", "expect", "kind") + (("company",) if seed else ()):
        if k not in q:
            errs.append(f"{where}: missing key {k!r}")
            return None
    if not isinstance(q["question"], str) or not q["question"].strip():
        errs.append(f"{where}: empty question")
    kind = q["kind"]
    if not isinstance(kind, list) or not kind:
        errs.append(f"{where}: kind must be a non-empty list")
        return None
    bad = [t for t in kind if t not in ALLOWED_TAGS]
    if bad:
        errs.append(f"{where}: unknown tags {bad}")
    if len(set(kind)) != len(kind):
        errs.append(f"{where}: duplicate tags")
    has_verdict = "verdict" in q
    if ("yes-no" in kind) != has_verdict:
        errs.append(f"{where}: verdict must be present exactly when tagged yes-no")
    if has_verdict and q["verdict"] not in ("yes", "no"):
        errs.append(f"{where}: verdict must be 'yes' or 'no'")
    if q["expect"] == "not covered":
        if kind != ["not-covered"]:
            errs.append(f"{where}: not-covered question must be tagged exactly ['not-covered']")
        if "page" in q:
            errs.append(f"{where}: not-covered question has a page")
        return "nc"
    if "not-covered" in kind:
        errs.append(f"{where}: tagged not-covered but has an expected answer")
    exp = q["expect"]
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        errs.append(f"{where}: expect must be 'not covered' or {{doc, says}}")
        return None
    if not isinstance(q.get("page"), int) or q.get("page", 0) < 1:
        errs.append(f"{where}: answerable question needs an integer page")
        return None
    n = len(exp["says"].split())
    if not 2 <= n <= 8:
        errs.append(f"{where}: says has {n} words (2-8 allowed)")
    if norm(exp["says"]) in norm(q["question"]):
        errs.append(f"{where}: the question contains its own says")
    if "paraphrase" in kind or "own-words" in kind:
        if not ("paraphrase" in kind and "own-words" in kind):
            errs.append(f"{where}: paraphrase questions need both tags paraphrase and own-words")
        shared = content_words(exp["says"]) & content_words(q["question"])
        if len(shared) > 1:
            errs.append(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
        if "two-fact" in kind:
            errs.append(f"{where}: a paraphrase may not be two-fact")
        return "para"
    realistic = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact"} & set(kind)
    if not realistic:
        errs.append(f"{where}: answerable question has no agent-style tag")
    return "ans"


def check_says_on_page(pdf, page, says, where, errs):
    if not os.path.exists(pdf):
        errs.append(f"{where}: document missing: {pdf}")
        return
    if page > page_count(pdf):
        errs.append(f"{where}: page {page} beyond end of {os.path.basename(pdf)}")
        return
    txt = page_text(pdf, page)
    if txt is None or norm(says) not in norm(txt):
        errs.append(f"{where}: says {says!r} not found on page {page} of {os.path.basename(pdf)}")


def check_carrier_and_line(data, fname, errs, seed_text):
    cname = data.get("company_name", "")
    for bad in FORBIDDEN:
        if bad.lower() in cname.lower():
            errs.append(f"{fname}: carrier name contains forbidden name {bad!r}")
    short = cname.split()[0] if cname.split() else ""
    for token in {cname, short}:
        if token and token.lower() in seed_text:
            errs.append(f"{fname}: carrier name {token!r} appears in the seed texts")
    line = data.get("line", "")
    if not line or not ("M" <= line[0].upper() <= "Z"):
        errs.append(f"{fname}: line {line!r} does not start with a letter M to Z")
    ll = " ".join(line.lower().split())
    for used in USED_LINES:
        if used == ll or re.search(r"\b" + re.escape(used) + r"\b", ll) or re.search(r"\b" + re.escape(ll) + r"\b", used):
            errs.append(f"{fname}: line {line!r} matches used line {used!r}")
    return short


def check_pdf(path, errs):
    name = os.path.basename(path)
    if not re.fullmatch(r"\S+ .+ Guide 2026\.pdf", name):
        errs.append(f"{name}: file name must be '<Carrier> <Line> Guide 2026.pdf'")
    if not os.path.exists(path):
        errs.append(f"{name}: missing")
        return
    n = page_count(path)
    if n != 3:
        errs.append(f"{name}: {n} pages, need 3")
    for p in range(1, n + 1):
        txt = page_text(path, p) or ""
        w = len(txt.split())
        if not 450 <= w <= 650:
            errs.append(f"{name}: page {p} has {w} words (450-650 needed)")


def run_checks(root):
    errs = []
    stats = {}
    seed_text = ""
    for f in sorted(os.listdir(SEED_DIR)):
        if f.endswith(".txt"):
            seed_text += open(os.path.join(SEED_DIR, f), encoding="utf-8").read().lower()
    try:
        keywords = json.load(open(os.path.join(root, KEYWORDS_FILE), encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        errs.append(f"{KEYWORDS_FILE}: cannot load ({e})")
        keywords = {}

    guide_files = sorted(f for f in os.listdir(root) if f.endswith("_questions.json") and f != SEED_FILE)
    if len(guide_files) != 3:
        errs.append(f"expected 3 guide question files at top level, found {len(guide_files)}")
    letters = []
    lines = []
    for gf in guide_files:
        where0 = gf
        try:
            data = json.load(open(os.path.join(root, gf), encoding="utf-8"))
        except Exception as e:  # noqa: BLE001
            errs.append(f"{gf}: JSON does not parse ({e})")
            continue
        if set(data) != {"name", "company_name", "line", "files", "questions"}:
            errs.append(f"{gf}: keys must be name, company_name, line, files, questions (got {sorted(data)})")
            continue
        if not re.fullmatch(rf".+, round {ROUND}", data["name"]):
            errs.append(f"{gf}: name must end with ', round {ROUND}'")
        short = check_carrier_and_line(data, gf, errs, seed_text)
        letters.append(short[:1].upper())
        lines.append(data["line"].lower())
        files = data["files"]
        if not isinstance(files, list) or len(files) != 1:
            errs.append(f"{gf}: files must list exactly one PDF")
            continue
        pdfs = [os.path.join(root, f) for f in files]
        for f, pdf in zip(files, pdfs):
            if not f.startswith(short + " "):
                errs.append(f"{gf}: file {f!r} does not start with carrier {short!r}")
            check_pdf(pdf, errs)
        doc_names = {f[:-4]: p for f, p in zip(files, pdfs)}
        all_text = ""
        for pdf in pdfs:
            if os.path.exists(pdf):
                all_text += "\n".join(page_text(pdf, p) or "" for p in range(1, page_count(pdf) + 1))
        qs = data["questions"]
        counts = {"ans": 0, "para": 0, "nc": 0}
        two_fact = 0
        verdicts = []
        seen = set()
        kw_map = keywords.get(gf, {})
        for i, q in enumerate(qs, 1):
            where = f"{where0} q{i}"
            if q.get("question") in seen:
                errs.append(f"{where}: duplicate question")
            seen.add(q.get("question"))
            cat = check_question_shape(q, where, errs)
            if cat is None:
                continue
            counts[cat] += 1
            if "two-fact" in q["kind"]:
                two_fact += 1
            if "verdict" in q:
                verdicts.append(q["verdict"])
            if cat == "nc":
                kws = kw_map.get(q["question"])
                if not kws:
                    errs.append(f"{where}: no not-covered keywords in {KEYWORDS_FILE}")
                    continue
                if not any(whole_word(k, q["question"]) for k in kws):
                    errs.append(f"{where}: none of its keywords {kws} occurs in the question")
                for k in kws:
                    if whole_word(k, all_text):
                        errs.append(f"{where}: not-covered keyword {k!r} occurs in the carrier's documents")
                continue
            doc = q["expect"]["doc"]
            if doc not in doc_names:
                errs.append(f"{where}: doc {doc!r} is not one of this carrier's files")
                continue
            check_says_on_page(doc_names[doc], q["page"], q["expect"]["says"], where, errs)
        for k in kw_map:
            if k not in seen:
                errs.append(f"{gf}: keyword entry for unknown question {k!r}")
        if len(qs) != 18:
            errs.append(f"{gf}: {len(qs)} questions, need 18")
        if counts["ans"] != 11:
            errs.append(f"{gf}: {counts['ans']} answerable agent-style questions, need 11")
        if counts["para"] != 3:
            errs.append(f"{gf}: {counts['para']} paraphrases, need 3")
        if counts["nc"] != 4:
            errs.append(f"{gf}: {counts['nc']} not-covered questions, need 4")
        if two_fact != 2:
            errs.append(f"{gf}: {two_fact} two-fact questions, need exactly 2")
        if "yes" not in verdicts or "no" not in verdicts:
            errs.append(f"{gf}: needs at least one yes and one no verdict")
        stats[gf] = dict(counts, two_fact=two_fact, yes=verdicts.count("yes"), no=verdicts.count("no"),
                         total=len(qs))
    if sorted(letters) != sorted(CARRIER_LETTERS):
        errs.append(f"carrier initials {sorted(letters)} must be one each of {sorted(CARRIER_LETTERS)}")
    if len(set(lines)) != len(lines):
        errs.append("the three guides must be different lines of business")
    html = [f for f in os.listdir(os.path.join(root, "src"))] if os.path.isdir(os.path.join(root, "src")) else []
    if len([f for f in html if f.endswith(".html")]) < 3:
        errs.append("src/ must hold the three HTML sources")

    # seed file
    try:
        seed = json.load(open(os.path.join(root, SEED_FILE), encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        errs.append(f"{SEED_FILE}: JSON does not parse ({e})")
        seed = None
    if seed is not None:
        if set(seed) != {"name", "questions"}:
            errs.append(f"{SEED_FILE}: keys must be name, questions")
        if seed.get("name") != f"seed carriers, round {ROUND}":
            errs.append(f"{SEED_FILE}: name must be 'seed carriers, round {ROUND}'")
        qs = seed.get("questions", [])
        per = {c: 0 for c in SEED_COMPANIES}
        nc_companies = []
        yn = 0
        kw_map = keywords.get(SEED_FILE, {})
        seen = set()
        for i, q in enumerate(qs, 1):
            where = f"{SEED_FILE} q{i}"
            if q.get("question") in seen:
                errs.append(f"{where}: duplicate question")
            seen.add(q.get("question"))
            cat = check_question_shape(q, where, errs, seed=True)
            if cat is None:
                continue
            comp = q["company"]
            if comp not in SEED_COMPANIES:
                errs.append(f"{where}: unknown company {comp!r}")
                continue
            docs = {t: os.path.join(SEED_DIR, t.replace(" ", "_") + ".pdf") for t in SEED_COMPANIES[comp]}
            if cat == "nc":
                nc_companies.append(comp)
                kws = kw_map.get(q["question"])
                if not kws:
                    errs.append(f"{where}: no not-covered keywords in {KEYWORDS_FILE}")
                    continue
                if not any(whole_word(k, q["question"]) for k in kws):
                    errs.append(f"{where}: none of its keywords {kws} occurs in the question")
                text = ""
                for pdf in docs.values():
                    text += "\n".join(page_text(pdf, p) or "" for p in range(1, page_count(pdf) + 1))
                for k in kws:
                    if whole_word(k, text):
                        errs.append(f"{where}: not-covered keyword {k!r} occurs in {comp}'s documents")
                continue
            per[comp] += 1
            if "verdict" in q:
                yn += 1
            doc = q["expect"]["doc"]
            if doc not in docs:
                errs.append(f"{where}: doc {doc!r} is not a {comp} document")
                continue
            check_says_on_page(docs[doc], q["page"], q["expect"]["says"], where, errs)
        if len(qs) != 16:
            errs.append(f"{SEED_FILE}: {len(qs)} questions, need 16")
        for c, n in SEED_ANSWERABLE.items():
            if per[c] != n:
                errs.append(f"{SEED_FILE}: {per[c]} answerable questions for {c}, need {n}")
        if yn != 7:
            errs.append(f"{SEED_FILE}: {yn} yes/no questions, need 7")
        if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
            errs.append(f"{SEED_FILE}: need 4 not-covered questions on four different carriers (got {nc_companies})")
        stats[SEED_FILE] = dict(total=len(qs), answerable=sum(per.values()), yes_no=yn, nc=len(nc_companies))
    if not os.path.exists(os.path.join(root, "README.md")):
        errs.append("README.md missing")
    return errs, stats


def break_test(root):
    """Break copies of the data one way at a time and confirm the checker catches each."""
    work = os.path.join(root, ".breaktest")

    def fresh():
        shutil.rmtree(work, ignore_errors=True)
        os.makedirs(os.path.join(work, "tools"))
        for f in os.listdir(root):
            src = os.path.join(root, f)
            if f.endswith(".json") or f.endswith(".pdf") or f == "README.md":
                shutil.copy(src, os.path.join(work, f))
            elif f == "src":
                shutil.copytree(src, os.path.join(work, "src"))
        shutil.copy(os.path.join(root, KEYWORDS_FILE), os.path.join(work, KEYWORDS_FILE))

    def edit(fname, fn):
        p = os.path.join(work, fname)
        d = json.load(open(p, encoding="utf-8"))
        fn(d)
        json.dump(d, open(p, "w", encoding="utf-8"), ensure_ascii=False, indent=2)

    gf = sorted(f for f in os.listdir(root) if f.endswith("_questions.json") and f != SEED_FILE)[0]

    def first(d, pred):
        return next(q for q in d["questions"] if pred(q))

    breaks = {
        "says not on page": lambda: edit(gf, lambda d: first(d, lambda q: isinstance(q["expect"], dict))["expect"]
                                         .__setitem__("says", "agents may bind anything at all")),
        "wrong page": lambda: edit(gf, lambda d: first(d, lambda q: isinstance(q["expect"], dict) and q["page"] == 1)
                                   .__setitem__("page", 3)),
        "verdict missing": lambda: edit(gf, lambda d: first(d, lambda q: "verdict" in q).pop("verdict")),
        "bad tag": lambda: edit(gf, lambda d: d["questions"][0]["kind"].append("slang")),
        "question removed": lambda: edit(gf, lambda d: d["questions"].pop(0)),
        "says inside question": lambda: edit(gf, lambda d: first(d, lambda q: isinstance(q["expect"], dict))
                                             .__setitem__("question", "does it say "
                                                          + first(d, lambda q: isinstance(q["expect"], dict))["expect"]["says"] + "?")),
        "paraphrase too close": lambda: edit(gf, lambda d: first(d, lambda q: "paraphrase" in q["kind"])
                                             .__setitem__("question", "what about "
                                                          + " and ".join(first(d, lambda q: "paraphrase" in q["kind"])["expect"]["says"].split()) + "?")),
        "nc keyword in guide": lambda: edit(KEYWORDS_FILE, lambda d: d[gf].__setitem__(
            next(iter(d[gf])), d[gf][next(iter(d[gf]))] + ["binding"])),
        "seed says wrong": lambda: edit(SEED_FILE, lambda d: first(d, lambda q: isinstance(q["expect"], dict))["expect"]
                                        .__setitem__("says", "Coverage A up to $900,000")),
        "seed count": lambda: edit(SEED_FILE, lambda d: first(d, lambda q: "verdict" in q).update(
            kind=["shorthand"]) or first(d, lambda q: "verdict" in q and q["kind"] == ["shorthand"]).pop("verdict")),
        "forbidden carrier": lambda: edit(gf, lambda d: d.__setitem__("company_name", d["company_name"] + " Northstar")),
    }
    expect = {
        "says not on page": "not found on page", "wrong page": "not found on page",
        "verdict missing": "verdict must be present", "bad tag": "unknown tags",
        "question removed": "need 18", "says inside question": "contains its own says",
        "paraphrase too close": "content words with says", "nc keyword in guide": "occurs in the carrier",
        "seed says wrong": "not found on page", "seed count": "yes/no questions, need 7",
        "forbidden carrier": "forbidden name",
    }
    caught = 0
    try:
        fresh()
        base_errs, _ = run_checks(work)
        if base_errs:
            print("break test: the unbroken copy does not pass:", base_errs[:3])
            return False
        for label, do in breaks.items():
            fresh()
            do()
            _text_cache.clear()
            errs, _ = run_checks(work)
            hits = [e for e in errs if expect[label] in e]
            ok = bool(hits)
            caught += ok
            print(f"  break {label!r}: {'caught' if ok else 'MISSED'}" + (f" -> {hits[0]}" if ok else f" ({errs[:2]})"))
    finally:
        shutil.rmtree(work, ignore_errors=True)
        _text_cache.clear()
    print(f"break test: caught {caught}/{len(breaks)}")
    return caught == len(breaks)


def main():
    root = DEFAULT_ROOT
    args = sys.argv[1:]
    if "--root" in args:
        root = os.path.abspath(args[args.index("--root") + 1])
    errs, stats = run_checks(root)
    for f, s in stats.items():
        print(f"{f}: {s}")
    bt_ok = True
    if "--break-test" in args:
        bt_ok = break_test(root)
    if errs:
        for e in errs:
            print("ERROR:", e)
        print(f"FAIL ({len(errs)} errors)")
        sys.exit(1)
    if not bt_ok:
        print("FAIL (break test missed a break)")
        sys.exit(1)
    print("PASS")


if __name__ == "__main__":
    main()
