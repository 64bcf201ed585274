#!/usr/bin/env python3
"""Check a blind evaluation round (round 47) against every rule of the brief.

Usage: python3 tools/verify.py [OUTPUT_DIR]
OUTPUT_DIR defaults to the folder above tools/. Prints every error and then
PASS or FAIL (exit code 0 / 1).
"""
import json
import os
import re
import subprocess
import sys

ROUND = 47
SEED_DIR = "/work/blind-seed"
OUT = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KW_FILE = os.path.join(OUT, "tools", "not_covered_keywords.json")

GUIDE_FILES = ["dappleford_grocery_questions.json", "eddystone_alarm_questions.json", "feldspar_flooring_questions.json"]
SEED_FILE = "seed_questions.json"
CARRIER_LETTERS = {"D", "E", "F"}

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
Pardalote, Rimefield, Wexcombe"""
FORBIDDEN = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

USED_LINES = """commercial auto, workers comp, HO/DP personal lines, BOP rates, restaurant, management liability, personal auto,
builders risk, cyber, farmowners, umbrella/excess, liquor liability, self-storage, child care, marina, surety, hotel,
landscaping, fitness, garage, religious institutions/houses of worship, short-term rental, pet services, food manufacturers,
community associations, small fleet trucking, metalworking, special events, home health, jewelers block, security guards,
vacant dwellings, winery/brewery, medical/dental office, NEMT, roofing contractors, landlord dwelling fire, nonprofit social
services, golf clubs, fine art, pest control, youth sports, architects & engineers, towing, manufactured homes,
electrical/plumbing contractors, crime, boatowners/PWC, condo HO-6, staffing, mobile food, garage/auto repair,
habitational/apartments, veterinary, movers, private flood, real estate E&O, collector vehicles, car wash/laundromat, salons,
campgrounds/RV parks, janitorial, motor truck cargo, assisted living, auto dealers open lot, trampoline/amusement parks,
equine stables, tree trimming, dry cleaners, funeral homes/crematories, bowling and entertainment centers, printing and sign
shops, commercial drones/UAS, lawyers professional liability, retail pharmacies, convenience stores/fuel stations,
accountants professional liability, residential earthquake, contractors pollution liability, general aviation (aircraft hull
and liability), cannabis dispensaries, home inspectors E&O, tattoo and body art studios, pawnshops, warehouse legal liability,
equipment breakdown, hunting lease liability, lessors risk only, pool and spa service contractors, travel agents E&O, vending
machine operators, film and motion picture production, lumber and building material dealers, kidnap and ransom, snow and ice
removal contractors, water well drilling contractors, firearms dealers, insurance agents E&O, commercial fishing vessels,
private K-12 schools, ocean cargo, restoration contractors, crane and rigging contractors, investment advisers professional
liability, locksmiths, plastics manufacturers, recycling facilities/scrap yards, zoos and animal parks, florists, clinical
trials liability, bicycle shops, oilfield services, public entities, ski areas, cabinet and millwork manufacturers,
excavation contractors, kayak and canoe outfitters, museums and cultural institutions, photographers and videographers,
wholesale distributors, glass and glazing contractors, greenhouse and nursery growers, hardware stores, summer camps,
solar installation contractors"""
USED = [u.strip().lower() for u in USED_LINES.replace("\n", " ").split(",") if u.strip()]

SEED_COMPANIES = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide", "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Businessowners Policy Eligibility Guide", "Required Documents Checklist"],
}
SEED_ANSWERABLE = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2, "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}

STOPWORDS = set("""a an the and or but of to in on at for from by with without w/ w/o as is are was were be been being am do does did
done doing have has had having it its it's this that these those there their they them he she his her we our you your u i me my
mine can could should would will shall may might must not no yes if then than so any all each every some per up down out over
under into onto about after before while when what whats what's which who whom how why where also just only still too very
more most less least ok okay pls please hey hi rn quick q get got gets go going need needs needed want wants like other such
own same both either neither via vs""".split())

errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u00a0", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


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


def page_count(pdf):
    r = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", r.stdout, re.M)
    return int(m.group(1)) if m else 0


def content_words(s):
    toks = re.findall(r"[a-z0-9$]+(?:[.,'\-][a-z0-9]+)*", norm(s))
    out = set()
    for t in toks:
        if t in STOPWORDS or len(t) < 2:
            continue
        if len(t) > 3 and t.endswith("s") and not t.endswith("ss"):
            t = t[:-1]
        out.add(t)
    return out


def whole_word(kw, text):
    return re.search(r"(?<![a-z0-9])" + re.escape(norm(kw)) + r"(?![a-z0-9])", text) is not None


def check_question(label, q, doc_to_pdf, carrier_texts, kwmap, seed=False):
    """Common checks for one question. Returns the question's category."""
    need = {"question", "expect", "kind"} | ({"company"} if seed else set())
    missing = need - set(q)
    if missing:
        err(f"{label}: missing keys {sorted(missing)}")
        return None
    extra = set(q) - need - {"page", "verdict"}
    if extra:
        err(f"{label}: unexpected keys {sorted(extra)}")
    text = q["question"]
    if not isinstance(text, str) or not text.strip():
        err(f"{label}: empty question")
        return None
    kinds = q["kind"]
    if not isinstance(kinds, list) or not kinds:
        err(f"{label}: kind must be a non-empty list")
        return None
    bad = [k for k in kinds if k not in ALLOWED_TAGS]
    if bad:
        err(f"{label}: tags not allowed {bad}")
    if len(set(kinds)) != len(kinds):
        err(f"{label}: duplicate tags")
    # verdict iff yes-no
    if ("yes-no" in kinds) != ("verdict" in q):
        err(f"{label}: verdict must be present exactly when tagged yes-no")
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        err(f"{label}: verdict must be yes or no")
    if ("paraphrase" in kinds) != ("own-words" in kinds):
        err(f"{label}: paraphrase and own-words go together")

    if q["expect"] == "not covered":
        if kinds != ["not-covered"]:
            err(f"{label}: a not-covered question carries only the not-covered tag")
        if "page" in q:
            err(f"{label}: not-covered question has a page")
        kws = kwmap.get(text)
        if not kws:
            err(f"{label}: no keywords in not_covered_keywords.json")
        else:
            qn = norm(text)
            if not any(whole_word(k, qn) for k in kws):
                err(f"{label}: none of its keywords {kws} appears in the question")
            for k in kws:
                for name, t in carrier_texts.items():
                    if whole_word(k, t):
                        err(f"{label}: keyword '{k}' found in {name}")
        return "not-covered"

    if "not-covered" in kinds:
        err(f"{label}: tagged not-covered but has an expected answer")
    exp = q["expect"]
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        err(f"{label}: expect must be {{doc, says}} or 'not covered'")
        return None
    doc, says = exp["doc"], exp["says"]
    if doc not in doc_to_pdf:
        err(f"{label}: unknown doc '{doc}'")
        return None
    nw = len(says.split())
    if not 2 <= nw <= 8:
        err(f"{label}: says has {nw} words (2-8)")
    page = q.get("page")
    if not isinstance(page, int) or page < 1:
        err(f"{label}: page must be a positive integer")
        return None
    pt = page_text(doc_to_pdf[doc], page)
    if pt is None:
        err(f"{label}: cannot read page {page} of {doc}")
    elif norm(says) not in norm(pt):
        err(f"{label}: says '{says}' not found on page {page} of {doc}")
    if norm(says) in norm(text):
        err(f"{label}: question contains its says")
    if "paraphrase" in kinds:
        shared = content_words(says) & content_words(text)
        if len(shared) > 1:
            err(f"{label}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
        return "paraphrase"
    return "answerable"


def main():
    try:
        kwfile = json.load(open(KW_FILE, encoding="utf-8"))
    except Exception as e:
        err(f"not_covered_keywords.json: {e}")
        kwfile = {}

    seed_texts = {}
    for fn in sorted(os.listdir(SEED_DIR)):
        if fn.endswith(".txt"):
            seed_texts[fn] = norm(open(os.path.join(SEED_DIR, fn), encoding="utf-8").read())

    letters, lines, carriers = [], [], []
    for gf in GUIDE_FILES:
        path = os.path.join(OUT, gf)
        try:
            data = json.load(open(path, encoding="utf-8"))
        except Exception as e:
            err(f"{gf}: does not parse: {e}")
            continue
        need = {"name", "company_name", "line", "files", "questions"}
        if set(data) != need:
            err(f"{gf}: keys must be {sorted(need)}, got {sorted(data)}")
            if not need <= set(data):
                continue
        company, line, files = data["company_name"], data["line"], data["files"]
        if not isinstance(files, list) or len(files) != 1:
            err(f"{gf}: files must list exactly one PDF")
            continue
        pdfname = files[0]
        m = re.fullmatch(r"(\S+) (.+) Guide 2026\.pdf", pdfname)
        if not m:
            err(f"{gf}: file name '{pdfname}' is not '<Carrier> <Line> Guide 2026.pdf'")
            continue
        carrier, line_title = m.group(1), m.group(2)
        carriers.append(carrier)
        letters.append(carrier[0])
        lines.append(line)
        if data["name"] != f"{carrier} {line}, round {ROUND}":
            err(f"{gf}: name should be '{carrier} {line}, round {ROUND}'")
        if not company.startswith(carrier + " "):
            err(f"{gf}: company_name '{company}' does not start with the carrier '{carrier}'")
        if line_title.lower() != line.lower():
            err(f"{gf}: line '{line}' differs from the file name's '{line_title}'")
        if not "A" <= line[0].upper() <= "L":
            err(f"{gf}: line '{line}' does not start with A-L")
        ll = line.lower()
        for u in USED:
            parts = [p.strip() for p in re.split(r"[/()]", u) if p.strip()]
            if ll == u or ll in parts or any(p == ll or (len(p) > 4 and (p in ll or ll in p)) for p in parts):
                err(f"{gf}: line '{line}' is in the used list ('{u}')")
        for nm in (carrier, company):
            for f in FORBIDDEN:
                if f.lower() in nm.lower():
                    err(f"{gf}: name '{nm}' contains forbidden '{f}'")
            for sn, st in seed_texts.items():
                if nm.lower() in st:
                    err(f"{gf}: name '{nm}' appears in seed text {sn}")
        pdf = os.path.join(OUT, pdfname)
        if not os.path.isfile(pdf):
            err(f"{gf}: missing PDF {pdfname}")
            continue
        n = page_count(pdf)
        if n != 3:
            err(f"{pdfname}: {n} pages, need 3")
        for p in range(1, n + 1):
            wc = len((page_text(pdf, p) or "").split())
            if not 450 <= wc <= 650:
                err(f"{pdfname}: page {p} has {wc} words (450-650)")
        # this carrier's documents: just its guide
        ctexts = {pdfname: norm(page_text(pdf) or "")}
        doc_to_pdf = {pdfname[:-4]: pdf}
        kwmap = kwfile.get(gf, {})
        qs = data["questions"]
        if not isinstance(qs, list):
            err(f"{gf}: questions must be a list")
            continue
        if len(qs) != 18:
            err(f"{gf}: {len(qs)} questions, need 18")
        cats = {"answerable": 0, "paraphrase": 0, "not-covered": 0}
        two_fact, verdicts, texts = 0, set(), set()
        for i, q in enumerate(qs, 1):
            c = check_question(f"{gf} q{i}", q, doc_to_pdf, ctexts, kwmap)
            if c:
                cats[c] += 1
            if c and "two-fact" in q["kind"]:
                two_fact += 1
                if c != "answerable":
                    err(f"{gf} q{i}: two-fact must be an answerable question")
            if c and q.get("verdict"):
                verdicts.add(q["verdict"])
            if q.get("question") in texts:
                err(f"{gf} q{i}: duplicate question")
            texts.add(q.get("question"))
        if cats != {"answerable": 11, "paraphrase": 3, "not-covered": 4}:
            err(f"{gf}: counts {cats}, need 11 answerable / 3 paraphrase / 4 not-covered")
        if two_fact != 2:
            err(f"{gf}: {two_fact} two-fact questions, need exactly 2")
        if verdicts != {"yes", "no"}:
            err(f"{gf}: needs at least one yes and one no verdict (has {sorted(verdicts)})")
        extra_kw = set(kwmap) - {q.get("question") for q in qs if q.get("expect") == "not covered"}
        if extra_kw:
            err(f"{gf}: keywords file lists questions not in the file: {sorted(extra_kw)}")
        html = os.path.join(OUT, "src")
        if not os.path.isdir(html) or not any(h.endswith(".html") for h in os.listdir(html)):
            err("src/: no HTML sources")

    if sorted(letters) != sorted(CARRIER_LETTERS):
        err(f"carrier initials {sorted(letters)}, need one each of {sorted(CARRIER_LETTERS)}")
    if len(set(l.lower() for l in lines)) != len(lines):
        err("lines of business are not all different")
    if len(set(carriers)) != len(carriers):
        err("carriers are not all different")

    # ---- seed file
    try:
        seed = json.load(open(os.path.join(OUT, SEED_FILE), encoding="utf-8"))
    except Exception as e:
        err(f"{SEED_FILE}: does not parse: {e}")
        seed = None
    if seed is not None:
        if set(seed) != {"name", "questions"}:
            err(f"{SEED_FILE}: keys must be name, questions")
        if seed.get("name") != f"seed carriers, round {ROUND}":
            err(f"{SEED_FILE}: name should be 'seed carriers, round {ROUND}'")
        qs = seed.get("questions", [])
        if len(qs) != 16:
            err(f"{SEED_FILE}: {len(qs)} questions, need 16")
        kwmap = kwfile.get(SEED_FILE, {})
        per, yn, nc_companies = {c: 0 for c in SEED_COMPANIES}, 0, []
        for i, q in enumerate(qs, 1):
            comp = q.get("company")
            if comp not in SEED_COMPANIES:
                err(f"{SEED_FILE} q{i}: unknown company '{comp}'")
                continue
            docs = SEED_COMPANIES[comp]
            doc_to_pdf = {d: os.path.join(SEED_DIR, d.replace(" ", "_") + ".pdf") for d in docs}
            ctexts = {d: norm(open(os.path.join(SEED_DIR, d.replace(" ", "_") + ".txt"), encoding="utf-8").read()) for d in docs}
            for d, pth in doc_to_pdf.items():
                ctexts[d + " (pdf)"] = norm(page_text(pth) or "")
            c = check_question(f"{SEED_FILE} q{i}", q, doc_to_pdf, ctexts, kwmap, seed=True)
            if c in ("answerable", "paraphrase"):
                per[comp] += 1
                if "verdict" in q:
                    yn += 1
            elif c == "not-covered":
                nc_companies.append(comp)
        if per != SEED_ANSWERABLE:
            err(f"{SEED_FILE}: answerable per carrier {per}, need {SEED_ANSWERABLE}")
        if yn != 7:
            err(f"{SEED_FILE}: {yn} yes/no questions, need 7")
        if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
            err(f"{SEED_FILE}: not-covered questions must be 4, on four different carriers (have {nc_companies})")

    if not os.path.isfile(os.path.join(OUT, "README.md")):
        err("README.md missing")

    for e in errors:
        print("ERROR:", e)
    if errors:
        print(f"FAIL ({len(errors)} errors)")
        return 1
    print("PASS: 3 guides (3 pages each, 450-650 words/page), 3 x 18 guide questions, 16 seed questions, all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
