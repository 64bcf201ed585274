#!/usr/bin/env python3
"""Checker for blind evaluation round 52.

Usage: python3 tools/verify.py [ROUND_DIR] [SEED_DIR]
ROUND_DIR defaults to the folder above this script, SEED_DIR to /work/blind-seed.
Prints every problem found, then PASS or FAIL (exit code 0 / 1).
"""
import json
import os
import re
import subprocess
import sys

ROUND = 52
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.dirname(HERE)
SEED = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else "/work/blind-seed"
KW_FILE = os.path.join(ROOT, "tools", "not_covered_keywords.json")

GUIDE_FILES = ["chalkwater_scuba_round52.json", "tollgarth_textile_round52.json",
               "orchardine_window_round52.json"]
SEED_FILE = "seed_round52.json"
CARRIER_LETTERS = {"C", "T", "O"}

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

USED_LINES = """commercial auto, workers comp, HO/DP personal lines, BOP rates, restaurant, management liability,
personal auto, builders risk, cyber, farmowners, umbrella/excess, liquor liability, self-storage, child care,
marina, surety, hotel, landscaping, fitness, garage, religious institutions/houses of worship, short-term rental,
pet services, food manufacturers, community associations, small fleet trucking, metalworking, special events,
home health, jewelers block, security guards, vacant dwellings, winery/brewery, medical/dental office, NEMT,
roofing contractors, landlord dwelling fire, nonprofit social services, golf clubs, fine art, pest control,
youth sports, architects & engineers, towing, manufactured homes, electrical/plumbing contractors, crime,
boatowners/PWC, condo HO-6, staffing, mobile food, garage/auto repair, habitational/apartments, veterinary,
movers, private flood, real estate E&O, collector vehicles, car wash/laundromat, salons, campgrounds/RV parks,
janitorial, motor truck cargo, assisted living, auto dealers open lot, trampoline/amusement parks, equine stables,
tree trimming, dry cleaners, funeral homes/crematories, bowling and entertainment centers, printing and sign shops,
commercial drones/UAS, lawyers professional liability, retail pharmacies, convenience stores/fuel stations,
accountants professional liability, residential earthquake, contractors pollution liability,
general aviation (aircraft hull and liability), cannabis dispensaries, home inspectors E&O,
tattoo and body art studios, pawnshops, warehouse legal liability, equipment breakdown, hunting lease liability,
lessors risk only, pool and spa service contractors, travel agents E&O, vending machine operators,
film and motion picture production, lumber and building material dealers, kidnap and ransom,
snow and ice removal contractors, water well drilling contractors, firearms dealers, insurance agents E&O,
commercial fishing vessels, private K-12 schools, ocean cargo, restoration contractors,
crane and rigging contractors, investment advisers professional liability, locksmiths, plastics manufacturers,
recycling facilities/scrap yards, zoos and animal parks, florists, clinical trials liability, bicycle shops,
oilfield services, public entities, ski areas, cabinet and millwork manufacturers, excavation contractors,
kayak and canoe outfitters, museums and cultural institutions, photographers and videographers,
wholesale distributors, glass and glazing contractors, greenhouse and nursery growers, hardware stores,
summer camps, solar installation contractors, grocery stores, alarm installers, flooring contractors,
parking facilities, thrift and consignment stores, masonry contractors"""
USED_LINES = [x.strip().lower() for x in USED_LINES.replace("\n", " ").split(",") if x.strip()]

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

SHORTHAND = {"insd", "uw", "ded", "deds", "cov", "yrs", "yr", "w/", "w/o", "min", "max", "prem", "bldg",
             "sq", "ft", "endt", "pkg", "loc", "prop", "biz", "resi", "mgmt", "exp", "gl", "rds", "wos",
             "agg", "u", "instr", "ow", "ho", "dp", "cdl", "acv", "rc", "e&s", "tiv", "jm", "o2", "hydro",
             "liab", "sub", "yo", "rn", "whats", "bop", "regs", "i", "&", "govt", "approx", "info"}
SHORTHAND.discard("i")
FILLER = ["hey", "quick q", "any chance", "rn", "like", "btw", "hi ", "so ", "just"]

STOP = set("""a an the and or but of to in on at for by with without from as is are was were be been being
it its this that these those there their they them he she his her we our you your i me my any all some no not
nor do does did can could will would shall should may might must if then than so such per each every up down
out over under into onto about above below more most less what which who whom whose when where why how just
also only own same other too very s t get gets got has have had having like rn hey q quick
after before during while until""".split())

problems = []


def bad(msg):
    problems.append(msg)


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2013", "-").replace("\u2014", "-").replace("\u00ad", "")
    return re.sub(r"\s+", " ", s).strip().lower()


_cache = {}


def pdf_text(path, page=None):
    key = (path, page)
    if key not in _cache:
        cmd = ["pdftotext", "-layout"]
        if page:
            cmd += ["-f", str(page), "-l", str(page)]
        cmd += [path, "-"]
        _cache[key] = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    return _cache[key]


def pdf_pages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def words(s):
    return re.findall(r"[a-z0-9$%&/]+(?:[.,'\-][a-z0-9]+)*", norm(s))


def stem(w):
    w = w.replace("'s", "")
    w = w.rstrip(".,")
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    return w


def content(s):
    return {stem(w) for w in words(s) if w not in STOP and stem(w) not in STOP}


def whole_word(kw, text):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(kw.lower()) + r"(?![A-Za-z0-9])", text.lower()) is not None


def check_question(tag, q, i, doc_pages, carrier_texts, kwmap):
    where = f"{tag} q{i + 1}"
    for k in ("question", "expect", "kind"):
        if k not in q:
            bad(f"{where}: missing key {k}")
            return None
    kinds = q["kind"]
    if not isinstance(kinds, list) or not kinds:
        bad(f"{where}: kind must be a non-empty list")
        return None
    for k in kinds:
        if k not in ALLOWED_TAGS:
            bad(f"{where}: tag {k!r} not allowed")
    text = q["question"]
    ntext = norm(text)
    if ("yes-no" in kinds) != ("verdict" in q):
        bad(f"{where}: verdict must be present exactly when tagged yes-no")
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        bad(f"{where}: verdict must be yes or no")
    if q["expect"] == "not covered":
        if kinds != ["not-covered"]:
            bad(f"{where}: not-covered question must carry only the not-covered tag")
        if "page" in q or "verdict" in q:
            bad(f"{where}: not-covered question has page/verdict")
        kws = kwmap.get(text)
        if not kws:
            bad(f"{where}: no keywords in not_covered_keywords.json")
            return "nc"
        if not any(whole_word(k, text) for k in kws):
            bad(f"{where}: none of the keywords {kws} occurs in the question")
        for k in kws:
            for name, t in carrier_texts.items():
                if whole_word(k, t):
                    bad(f"{where}: not-covered keyword {k!r} found in {name}")
        return "nc"
    if "not-covered" in kinds:
        bad(f"{where}: answerable question tagged not-covered")
    exp = q["expect"]
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        bad(f"{where}: expect must be 'not covered' or {{doc, says}}")
        return None
    if exp["doc"] not in doc_pages:
        bad(f"{where}: unknown doc {exp['doc']!r}")
        return None
    says = exp["says"]
    n = len(says.split())
    if not 2 <= n <= 8:
        bad(f"{where}: says has {n} words (2-8 allowed)")
    page = q.get("page")
    pdf, npages = doc_pages[exp["doc"]]
    if not isinstance(page, int) or not 1 <= page <= npages:
        bad(f"{where}: bad page {page!r}")
        return None
    if norm(says) not in norm(pdf_text(pdf, page)):
        bad(f"{where}: says {says!r} not found on page {page} of {exp['doc']}")
    if norm(says) in ntext:
        bad(f"{where}: question contains its says")
    # tag sanity
    toks = set(words(text))
    if "shorthand" in kinds and not (toks & SHORTHAND or re.search(r"\$?\d+(\.\d+)?[km]\b", ntext)):
        bad(f"{where}: tagged shorthand but no shorthand found")
    if "filler" in kinds and not any(f in ntext + " " for f in FILLER):
        bad(f"{where}: tagged filler but no filler found")
    if "own-numbers" in kinds and not re.search(r"\d", text):
        bad(f"{where}: tagged own-numbers but gives no number")
    if "two-fact" in kinds and not (re.search(r"\band\b", ntext) or text.count("?") >= 2):
        bad(f"{where}: tagged two-fact but asks one thing")
    if ("paraphrase" in kinds) != ("own-words" in kinds):
        bad(f"{where}: paraphrase and own-words go together")
    if "paraphrase" in kinds:
        shared = content(text) & content(says)
        if len(shared) > 1:
            bad(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
        return "para"
    return "ans"


def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except Exception as e:  # noqa
        bad(f"{os.path.basename(path)}: does not parse: {e}")
        return None


def main():
    kw = load(KW_FILE) or {}
    seed_texts = {}
    for f in sorted(os.listdir(SEED)):
        p = os.path.join(SEED, f)
        if f.endswith(".txt"):
            seed_texts[f] = open(p, encoding="utf-8").read()
        elif f.endswith(".pdf"):
            seed_texts[f] = pdf_text(p)
    all_seed = "\n".join(seed_texts.values()).lower()

    letters = []
    lines = []
    for gf in GUIDE_FILES:
        d = load(os.path.join(ROOT, gf))
        if d is None:
            continue
        for k in ("name", "company_name", "line", "files", "questions"):
            if k not in d:
                bad(f"{gf}: missing key {k}")
        if any(k not in d for k in ("name", "company_name", "line", "files", "questions")):
            continue
        full, line = d["company_name"], d["line"]
        short = full.split()[0]
        letters.append(full[0].upper())
        lines.append(line)
        if d["name"] != f"{short} {line}, round {ROUND}":
            bad(f"{gf}: name {d['name']!r} should be '{short} {line}, round {ROUND}'")
        if not ("S" <= line[0].upper() <= "Z"):
            bad(f"{gf}: line {line!r} does not start with S-Z")
        ll = line.lower()
        for u in USED_LINES:
            for part in u.split("/"):
                part = part.strip()
                if part and (part == ll or re.search(r"\b" + re.escape(part) + r"\b", ll)):
                    bad(f"{gf}: line {line!r} matches used line {u!r}")
        for fb in FORBIDDEN_NAMES:
            if fb.lower() in full.lower():
                bad(f"{gf}: carrier name contains forbidden name {fb!r}")
        if short.lower() in all_seed or full.lower() in all_seed:
            bad(f"{gf}: carrier name appears in the seed texts")
        if d["files"] != [f"{short} {line} Guide 2026.pdf"]:
            bad(f"{gf}: files should be ['{short} {line} Guide 2026.pdf']")
            continue
        pdf = os.path.join(ROOT, d["files"][0])
        if not os.path.exists(pdf):
            bad(f"{gf}: missing PDF {d['files'][0]}")
            continue
        npages = pdf_pages(pdf)
        if npages != 3:
            bad(f"{gf}: PDF has {npages} pages, not 3")
        for p in range(1, npages + 1):
            wc = len(pdf_text(pdf, p).split())
            if not 450 <= wc <= 650:
                bad(f"{gf}: page {p} has {wc} words (450-650)")
        if short.lower() not in pdf_text(pdf).lower():
            bad(f"{gf}: carrier name not printed in its guide")
        docname = d["files"][0][:-4]
        src = os.path.join(ROOT, "src")
        if not os.path.isdir(src) or not any(f.endswith(".html") for f in os.listdir(src)):
            bad("src/ holds no HTML sources")
        cnt = {"ans": 0, "para": 0, "nc": 0}
        twofact = yes = no = 0
        qs = d["questions"]
        for i, q in enumerate(qs):
            r = check_question(gf, q, i, {docname: (pdf, npages)}, {docname: pdf_text(pdf)}, kw.get(gf, {}))
            if r:
                cnt[r] += 1
            if "two-fact" in q.get("kind", []):
                twofact += 1
                if r != "ans":
                    bad(f"{gf} q{i + 1}: two-fact must be an answerable question")
            yes += q.get("verdict") == "yes"
            no += q.get("verdict") == "no"
        if len(qs) != 18:
            bad(f"{gf}: {len(qs)} questions, need 18")
        if cnt != {"ans": 11, "para": 3, "nc": 4}:
            bad(f"{gf}: counts {cnt}, need 11 answerable, 3 paraphrase, 4 not-covered")
        if twofact != 2:
            bad(f"{gf}: {twofact} two-fact questions, need exactly 2")
        if not yes or not no:
            bad(f"{gf}: need at least one yes and one no verdict (yes={yes}, no={no})")
        if len({q['question'] for q in qs}) != len(qs):
            bad(f"{gf}: duplicate questions")

    if sorted(letters) != sorted(CARRIER_LETTERS):
        bad(f"carrier initials {letters} should be one each of {sorted(CARRIER_LETTERS)}")
    if len({l.lower() for l in lines}) != len(lines):
        bad("lines of business are not all different")

    # seed file
    d = load(os.path.join(ROOT, SEED_FILE))
    if d is not None:
        if d.get("name") != f"seed carriers, round {ROUND}":
            bad(f"{SEED_FILE}: name should be 'seed carriers, round {ROUND}'")
        qs = d.get("questions", [])
        if len(qs) != 16:
            bad(f"{SEED_FILE}: {len(qs)} questions, need 16")
        ans = {c: 0 for c in SEED_COMPANIES}
        nc_carriers = []
        yn = 0
        for i, q in enumerate(qs):
            co = q.get("company")
            if co not in SEED_COMPANIES:
                bad(f"{SEED_FILE} q{i + 1}: unknown company {co!r}")
                continue
            docs = {}
            texts = {}
            for title in SEED_COMPANIES[co]:
                base = title.replace(" ", "_")
                pdf = os.path.join(SEED, base + ".pdf")
                docs[title] = (pdf, pdf_pages(pdf))
                texts[title + ".pdf"] = pdf_text(pdf)
                txt = os.path.join(SEED, base + ".txt")
                if os.path.exists(txt):
                    texts[title + ".txt"] = seed_texts[base + ".txt"]
            r = check_question(SEED_FILE, q, i, docs, texts, kw.get(SEED_FILE, {}))
            if r == "nc":
                nc_carriers.append(co)
            elif r:
                ans[co] += 1
            if "yes-no" in q.get("kind", []) and r != "nc":
                yn += 1
        if ans != SEED_ANSWERABLE:
            bad(f"{SEED_FILE}: answerable per carrier {ans}, need {SEED_ANSWERABLE}")
        if yn != 7:
            bad(f"{SEED_FILE}: {yn} yes/no questions, need 7")
        if len(nc_carriers) != 4 or len(set(nc_carriers)) != 4:
            bad(f"{SEED_FILE}: need 4 not-covered questions on 4 different carriers, got {nc_carriers}")

    for p in problems:
        print("FAIL:", p)
    print("PASS" if not problems else f"FAIL ({len(problems)} problems)")
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main())
