#!/usr/bin/env python3
"""Check the round-51 blind evaluation data against every rule of the brief.

Usage: python3 tools/verify.py [OUTPUT_DIR] [--seed SEED_DIR]
OUTPUT_DIR defaults to the folder above tools/, SEED_DIR to /work/blind-seed.
Prints every problem found, then PASS or FAIL.
"""
import json
import os
import re
import subprocess
import sys

ROUND = 51
CARRIER_LETTERS = {"A", "Q", "N"}
SEED_FILE = "seed-%d.json" % ROUND

ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact",
                "paraphrase", "own-words", "not-covered"}

USED_LINES = """commercial auto, workers comp, HO/DP personal lines, BOP rates, restaurant, management liability,
personal auto, builders risk, cyber, farmowners, umbrella/excess, liquor liability, self-storage, child care, marina,
surety, hotel, landscaping, fitness, garage, religious institutions/houses of worship, short-term rental, pet services,
food manufacturers, community associations, small fleet trucking, metalworking, special events, home health,
jewelers block, security guards, vacant dwellings, winery/brewery, medical/dental office, NEMT, roofing contractors,
landlord dwelling fire, nonprofit social services, golf clubs, fine art, pest control, youth sports,
architects & engineers, towing, manufactured homes, electrical/plumbing contractors, crime, boatowners/PWC, condo HO-6,
staffing, mobile food, garage/auto repair, habitational/apartments, veterinary, movers, private flood, real estate E&O,
collector vehicles, car wash/laundromat, salons, campgrounds/RV parks, janitorial, motor truck cargo, assisted living,
auto dealers open lot, trampoline/amusement parks, equine stables, tree trimming, dry cleaners,
funeral homes/crematories, bowling and entertainment centers, printing and sign shops, commercial drones/UAS,
lawyers professional liability, retail pharmacies, convenience stores/fuel stations, accountants professional liability,
residential earthquake, contractors pollution liability, general aviation (aircraft hull and liability),
cannabis dispensaries, home inspectors E&O, tattoo and body art studios, pawnshops, warehouse legal liability,
equipment breakdown, hunting lease liability, lessors risk only, pool and spa service contractors, travel agents E&O,
vending machine operators, film and motion picture production, lumber and building material dealers,
kidnap and ransom, snow and ice removal contractors, water well drilling contractors, firearms dealers,
insurance agents E&O, commercial fishing vessels, private K-12 schools, ocean cargo, restoration contractors,
crane and rigging contractors, investment advisers professional liability, locksmiths, plastics manufacturers,
recycling facilities/scrap yards, zoos and animal parks, florists, clinical trials liability, bicycle shops,
oilfield services, public entities, ski areas, cabinet and millwork manufacturers, excavation contractors,
kayak and canoe outfitters, museums and cultural institutions, photographers and videographers,
wholesale distributors, glass and glazing contractors, greenhouse and nursery growers, hardware stores, summer camps,
solar installation contractors, grocery stores, alarm installers, flooring contractors, parking facilities,
thrift and consignment stores, masonry contractors"""

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
Valdrift, Burlwood, Gritstone, Sculpin Point, Hollisford, Orrinwood, Ulverdale, Caddisfly, Inkberry, Teasel Point,
Pardalote, Rimefield, Wexcombe, Dappleford, Eddystone, Feldspar, Mistlebrook, Netherby, Skerryvale"""

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

STOPWORDS = set("""a an the and or but if of to in on at by for with without from into onto over under up down out
off as is are was were be been being am do does did done have has had having it its it's this that these those
there their they them we us our you your u i me my he she his her him any all some each every no not nor only
so than then too very can could will would shall should may might must just also still what which who whom whose
when where why how about after before again per within between both more most less few other such own same
same ok okay yes yeah hey q quick""".split())

SHORTHAND = [r"\binsd\b", r"\buw\b", r"\bded\b", r"\bcov\b", r"\byrs?\b", r"\bw/(o\b)?", r"\bmin\b", r"\bmax\b",
             r"\bprem\b", r"\bb4\b", r"\bu\b", r"\brev\b", r"\bpkg\b", r"\bocc\b", r"\bext\b", r"\bincl\b",
             r"\blos\b", r"\bgl\b", r"\bho\b", r"\bdp\b", r"\bpd\b", r"\btiv\b", r"\brc\b", r"\bcdl\b", r"\bcoi\b",
             r"\berp\b", r"\bbldgs?\b", r"\bcomm\b", r"\bmtgs\b", r"\bequip\b", r"\$\d+(\.\d+)?[km]\b",
             r"\bwhats\b", r"\bdocs\b", r"\bsub\b", r"\bsubs\b", r"\bft\b", r"\bgc\b", r"\bcol\b", r"\bi\b",
             r"\bcov a\b", r"\bmidterm\b", r"\be&s\b", r"\bbop\b", r"\bfha/va\b"]
FILLER = [r"\bhey\b", r"\bquick q\b", r"\bany chance\b", r"\brn\b", r"\bjust wondering\b", r"\blike\b",
          r"\bso\b", r"\bum+\b", r"\bbtw\b"]

ERRORS = []


def err(msg):
    ERRORS.append(msg)


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u00ad", "").replace("\u00a0", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


_page_cache = {}


def page_text(pdf, page=None):
    key = (pdf, page)
    if key not in _page_cache:
        cmd = ["pdftotext", "-layout"]
        if page is not None:
            cmd += ["-f", str(page), "-l", str(page)]
        cmd += [pdf, "-"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            err("pdftotext failed on %s page %s" % (pdf, page))
            _page_cache[key] = ""
        else:
            _page_cache[key] = r.stdout
    return _page_cache[key]


def page_count(pdf):
    r = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", r.stdout, re.M)
    return int(m.group(1)) if m else 0


def stem(w):
    for suf in ("ing", "ed", "es", "s"):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            w = w[: -len(suf)]
            break
    return w[:5]


def content_words(s):
    words = re.findall(r"[a-z0-9]+(?:'[a-z]+)?", norm(s).replace("$", " ").replace(",", ""))
    return {stem(w) for w in words if w not in STOPWORDS and not (len(w) == 1 and not w.isdigit())}


def whole_word(text, kw):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(kw) + r"(?![A-Za-z0-9])", text, re.I) is not None


def check_question(label, q, doc_pdfs, is_seed):
    """Shared per-question checks. doc_pdfs maps doc title -> pdf path."""
    allowed_keys = {"question", "expect", "page", "verdict", "kind"} | ({"company"} if is_seed else set())
    for k in q:
        if k not in allowed_keys:
            err("%s: unknown key %r" % (label, k))
    for k in ("question", "expect", "kind"):
        if k not in q:
            err("%s: missing key %r" % (label, k))
            return None
    text = q["question"]
    if not isinstance(text, str) or not text.strip():
        err("%s: empty question" % label)
        return None
    kind = q["kind"]
    if not isinstance(kind, list) or not kind:
        err("%s: kind must be a non-empty list" % label)
        return None
    for t in kind:
        if t not in ALLOWED_TAGS:
            err("%s: tag %r not allowed" % (label, t))
    if len(set(kind)) != len(kind):
        err("%s: duplicate tags" % label)
    # verdict iff yes-no
    if ("yes-no" in kind) != ("verdict" in q):
        err("%s: verdict must be present exactly when tagged yes-no" % label)
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        err("%s: verdict must be 'yes' or 'no'" % label)
    # paraphrase <-> own-words
    if ("paraphrase" in kind) != ("own-words" in kind):
        err("%s: paraphrase and own-words go together" % label)
    # tag heuristics
    low = text.lower()
    if "shorthand" in kind and not any(re.search(p, low) for p in SHORTHAND):
        err("%s: tagged shorthand but no abbreviation found" % label)
    if "filler" in kind and not any(re.search(p, low) for p in FILLER):
        err("%s: tagged filler but no filler words found" % label)
    if "own-numbers" in kind and not re.search(r"\d", text):
        err("%s: tagged own-numbers but has no number" % label)
    if "two-fact" in kind and not re.search(r"\band\b|,", low):
        err("%s: tagged two-fact but does not look like two questions" % label)

    exp = q["expect"]
    if "not-covered" in kind:
        if exp != "not covered":
            err("%s: not-covered question must have expect 'not covered'" % label)
        if len(kind) != 1:
            err("%s: not-covered question carries other tags" % label)
        if "page" in q:
            err("%s: not-covered question must not have a page" % label)
        return "nc"
    if exp == "not covered":
        err("%s: expect 'not covered' without the not-covered tag" % label)
        return None
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        err("%s: expect must be {doc, says}" % label)
        return None
    doc, says = exp["doc"], exp["says"]
    if doc not in doc_pdfs:
        err("%s: doc %r is not one of this carrier's documents" % (label, doc))
        return None
    nwords = len(says.split())
    if not 2 <= nwords <= 8:
        err("%s: says has %d words (2-8 allowed)" % (label, nwords))
    page = q.get("page")
    if not isinstance(page, int) or page < 1:
        err("%s: answerable question needs an integer page" % label)
        return None
    pdf = doc_pdfs[doc]
    if not os.path.exists(pdf):
        err("%s: document file missing: %s" % (label, pdf))
        return None
    if page > page_count(pdf):
        err("%s: page %d beyond end of %s" % (label, page, doc))
        return None
    if norm(says) not in norm(page_text(pdf, page)):
        err("%s: says %r not found on page %d of %s" % (label, says, page, doc))
    if norm(says) in norm(text):
        err("%s: question contains its says" % label)
    if "paraphrase" in kind:
        shared = content_words(text) & content_words(says)
        if len(shared) > 1:
            err("%s: paraphrase shares %d content words with says: %s" % (label, len(shared), sorted(shared)))
    return "ans"


def check_not_covered(label, q, kwmap, pdfs):
    kws = kwmap.get(q["question"])
    if not kws:
        err("%s: no entry in tools/not_covered_keywords.json" % label)
        return
    if not any(whole_word(q["question"], k) for k in kws):
        err("%s: none of its key words %s appear in the question" % (label, kws))
    for pdf in pdfs:
        full = page_text(pdf)
        for k in kws:
            if whole_word(full, k):
                err("%s: key word %r found in %s" % (label, k, os.path.basename(pdf)))


def main():
    args = sys.argv[1:]
    seed_dir = "/work/blind-seed"
    if "--seed" in args:
        i = args.index("--seed")
        seed_dir = args[i + 1]
        del args[i:i + 2]
    root = os.path.abspath(args[0]) if args else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    kw_path = os.path.join(root, "tools", "not_covered_keywords.json")
    try:
        kwfile = json.load(open(kw_path))
    except Exception as e:  # noqa
        err("cannot read %s: %s" % (kw_path, e))
        kwfile = {}

    guide_jsons = sorted(f for f in os.listdir(root)
                         if f.endswith("-%d.json" % ROUND) and f != SEED_FILE)
    if len(guide_jsons) != 3:
        err("expected 3 guide question files, found %d: %s" % (len(guide_jsons), guide_jsons))

    seed_texts = ""
    for f in sorted(os.listdir(seed_dir)):
        p = os.path.join(seed_dir, f)
        if f.endswith(".txt"):
            seed_texts += open(p, encoding="utf-8", errors="replace").read() + "\n"
        elif f.endswith(".pdf"):
            seed_texts += page_text(p) + "\n"
    forbidden = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]
    used_lines = [u.strip().lower() for u in USED_LINES.replace("\n", " ").split(",") if u.strip()]

    letters, lines = set(), set()
    for jf in guide_jsons:
        label0 = jf
        try:
            data = json.load(open(os.path.join(root, jf), encoding="utf-8"))
        except Exception as e:  # noqa
            err("%s: JSON does not parse: %s" % (jf, e))
            continue
        keys = {"name", "company_name", "line", "files", "questions"}
        if set(data) != keys:
            err("%s: top-level keys must be %s, got %s" % (jf, sorted(keys), sorted(data)))
            if not keys <= set(data):
                continue
        line, name, company = data["line"], data["name"], data["company_name"]
        suffix = " %s, round %d" % (line, ROUND)
        if not name.endswith(suffix):
            err("%s: name %r must end with %r" % (jf, name, suffix))
            continue
        carrier = name[: -len(suffix)]
        letters.add(carrier[:1].upper())
        if not company.startswith(carrier.split()[0]):
            err("%s: company_name %r does not match carrier %r" % (jf, company, carrier))
        # carrier names: forbidden list and seed texts
        for nm in (carrier, company):
            for fb in forbidden:
                if fb.lower() in nm.lower():
                    err("%s: carrier name %r contains forbidden name %r" % (jf, nm, fb))
        for w in set(carrier.split() + company.split()):
            if w.lower() in ("insurance", "company", "mutual", "casualty", "specialty"):
                continue
            if whole_word(seed_texts, w):
                err("%s: carrier word %r appears in the seed texts" % (jf, w))
        # line of business
        if not ("M" <= line[:1].upper() <= "R"):
            err("%s: line %r must start with a letter M to R" % (jf, line))
        ll = line.lower()
        for u in used_lines:
            parts = [p.strip() for p in re.split(r"[/()]", u) if len(p.strip()) > 3]
            if any(p == ll or p in ll or ll in p for p in parts + [u]):
                err("%s: line %r overlaps used line %r" % (jf, line, u))
        lines.add(ll)
        # files
        files = data["files"]
        if not isinstance(files, list) or len(files) != 1:
            err("%s: files must list exactly one PDF" % jf)
            continue
        fname = files[0]
        if fname.lower() != ("%s %s Guide 2026.pdf" % (carrier, line)).lower():
            err("%s: file name %r must be '<Carrier> <Line> Guide 2026.pdf'" % (jf, fname))
        pdf = os.path.join(root, fname)
        if not os.path.exists(pdf):
            err("%s: missing PDF %s" % (jf, fname))
            continue
        n = page_count(pdf)
        if n != 3:
            err("%s: %s has %d pages, need 3" % (jf, fname, n))
        for p in range(1, n + 1):
            wc = len(page_text(pdf, p).split())
            if not 450 <= wc <= 650:
                err("%s: %s page %d has %d words (450-650)" % (jf, fname, p, wc))
        # questions
        qs = data["questions"]
        if not isinstance(qs, list) or len(qs) != 18:
            err("%s: need 18 questions, found %s" % (jf, len(qs) if isinstance(qs, list) else "none"))
            continue
        docs = {fname[:-4]: pdf}
        kwmap = kwfile.get(jf, {})
        n_ans = n_para = n_nc = n_two = 0
        verdicts = []
        seen = set()
        for i, q in enumerate(qs, 1):
            label = "%s Q%d" % (label0, i)
            if q.get("question") in seen:
                err("%s: duplicate question text" % label)
            seen.add(q.get("question"))
            r = check_question(label, q, docs, False)
            if r is None:
                continue
            kind = q["kind"]
            if r == "nc":
                n_nc += 1
                check_not_covered(label, q, kwmap, [pdf])
                continue
            if "verdict" in q:
                verdicts.append(q["verdict"])
            if "paraphrase" in kind:
                n_para += 1
                if "two-fact" in kind:
                    err("%s: paraphrase should not also be two-fact" % label)
            else:
                n_ans += 1
                if "two-fact" in kind:
                    n_two += 1
                if not ({"shorthand", "filler"} & set(kind)):
                    err("%s: answerable question should be typed like an agent (shorthand or filler)" % label)
        if n_ans != 11:
            err("%s: %d answerable (non-paraphrase) questions, need 11" % (jf, n_ans))
        if n_two != 2:
            err("%s: %d two-fact questions, need exactly 2" % (jf, n_two))
        if n_para != 3:
            err("%s: %d paraphrases, need 3" % (jf, n_para))
        if n_nc != 4:
            err("%s: %d not-covered questions, need 4" % (jf, n_nc))
        if "yes" not in verdicts or "no" not in verdicts:
            err("%s: need at least one yes and one no verdict" % jf)
        if set(kwmap) - seen:
            err("%s: keyword file has entries for unknown questions: %s" % (jf, sorted(set(kwmap) - seen)))
        # HTML source kept
        src = os.path.join(root, "src")
        if not os.path.isdir(src) or not any(f.lower().startswith(carrier.split()[0].lower()) and f.endswith(".html")
                                             for f in os.listdir(src)):
            err("%s: no HTML source for %s in src/" % (jf, carrier))

    if guide_jsons and letters != CARRIER_LETTERS:
        err("carrier initials are %s, need %s" % (sorted(letters), sorted(CARRIER_LETTERS)))
    if guide_jsons and len(lines) != len(guide_jsons):
        err("the guides must each be a different line of business")

    # ---- seed file
    sp = os.path.join(root, SEED_FILE)
    try:
        seed = json.load(open(sp, encoding="utf-8"))
    except Exception as e:  # noqa
        err("%s: cannot read/parse: %s" % (SEED_FILE, e))
        seed = None
    if seed is not None:
        if set(seed) != {"name", "questions"}:
            err("%s: top-level keys must be name, questions" % SEED_FILE)
        if seed.get("name") != "seed carriers, round %d" % ROUND:
            err("%s: name must be 'seed carriers, round %d'" % (SEED_FILE, ROUND))
        qs = seed.get("questions", [])
        if len(qs) != 16:
            err("%s: need 16 questions, found %d" % (SEED_FILE, len(qs)))
        kwmap = kwfile.get(SEED_FILE, {})
        ans = {c: 0 for c in SEED_COMPANIES}
        nc_companies = []
        n_yesno = 0
        for i, q in enumerate(qs, 1):
            label = "%s Q%d" % (SEED_FILE, i)
            comp = q.get("company")
            if comp not in SEED_COMPANIES:
                err("%s: unknown company %r" % (label, comp))
                continue
            docs = {t: os.path.join(seed_dir, t.replace(" ", "_") + ".pdf") for t in SEED_COMPANIES[comp]}
            r = check_question(label, q, docs, True)
            if r == "nc":
                nc_companies.append(comp)
                check_not_covered(label, q, kwmap, list(docs.values()))
            elif r == "ans":
                ans[comp] += 1
                if "yes-no" in q["kind"]:
                    n_yesno += 1
        if ans != SEED_ANSWERABLE:
            err("%s: answerable per carrier %s, need %s" % (SEED_FILE, ans, SEED_ANSWERABLE))
        if n_yesno != 7:
            err("%s: %d yes/no answerable questions, need 7" % (SEED_FILE, n_yesno))
        if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
            err("%s: need 4 not-covered questions on four different carriers, got %s" % (SEED_FILE, nc_companies))

    if ERRORS:
        for e in ERRORS:
            print("ERROR:", e)
        print("FAIL (%d errors)" % len(ERRORS))
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
