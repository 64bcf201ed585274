#!/usr/bin/env python3
"""Checker for blind round 43.

Usage:
  python3 tools/verify.py            check the output folder (the parent of tools/)
  python3 tools/verify.py DIR        check another copy of the folder
  python3 tools/verify.py --selftest copy the folder, break each copy in one way, and
                                     confirm that every broken copy FAILS

Prints PASS when every rule of the brief holds, otherwise FAIL and the list of problems.
"""
import json, os, re, shutil, subprocess, sys, tempfile

ROUND = 43
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
SEED_DIR = "/work/blind-seed"
GUIDE_QFILES = ["questions-burlwood.json", "questions-gritstone.json", "questions-sculpin-point.json"]
SEED_QFILE = "seed-questions.json"
KEYWORDS_FILE = os.path.join("tools", "not_covered_keywords.json")
CARRIER_LETTERS = {"B", "G", "S"}

ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase", "own-words", "not-covered"}

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
vending machine operators, film and motion picture production, lumber and building material dealers,
kidnap and ransom, snow and ice removal contractors, water well drilling contractors, firearms dealers,
insurance agents E&O, commercial fishing vessels, private K-12 schools, ocean cargo, restoration contractors,
crane and rigging contractors, investment advisers professional liability, locksmiths, plastics manufacturers,
recycling facilities/scrap yards, zoos and animal parks, florists, clinical trials liability, bicycle shops,
oilfield services, public entities, ski areas"""
USED = [u.strip().lower() for u in USED_LINES.replace("\n", " ").split(",") if u.strip()]

STOPWORDS = set("""a an the and or of to in on at for by with without from as is are be been was were it its this that these
those any every each all no not do does did can could may might must shall should will would if then than when
where who what which how per up over under into out off only also more less most least much many same other
their they them there here our we you your i me my he she his her so such just about after before
whats what's w/ w/o""".split())


# ---------------------------------------------------------------- helpers
def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u00a0", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


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


def n_pages(pdf):
    info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))


def content_words(s):
    words = re.findall(r"[a-z0-9$][a-z0-9$,.'/-]*", norm(s))
    out = set()
    for w in words:
        w = w.strip(".,'/-")
        if not w or w in STOPWORDS:
            continue
        if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
            w = w[:-1]
        out.add(w)
    return out


def whole_word(word, text):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(word.lower()) + r"(?![A-Za-z0-9])", text.lower()) is not None


def seed_pdf(title):
    return os.path.join(SEED_DIR, title.replace(" ", "_") + ".pdf")


# ---------------------------------------------------------------- checks
def check_question(errs, where, q, docs_for_company, pdf_path_for_doc, carrier_texts, keywords):
    """Checks one question. docs_for_company: allowed expect.doc values."""
    if not isinstance(q, dict):
        errs.append(f"{where}: not an object"); return None
    text = q.get("question")
    if not isinstance(text, str) or not text.strip():
        errs.append(f"{where}: missing question text"); return None
    kind = q.get("kind")
    if not isinstance(kind, list) or not kind:
        errs.append(f"{where}: kind must be a non-empty list"); return None
    bad = [k for k in kind if k not in ALLOWED_TAGS]
    if bad:
        errs.append(f"{where}: unknown tags {bad}")
    if len(set(kind)) != len(kind):
        errs.append(f"{where}: duplicate tags")
    if ("paraphrase" in kind) != ("own-words" in kind):
        errs.append(f"{where}: paraphrase and own-words must go together")
    if ("yes-no" in kind) != ("verdict" in q):
        errs.append(f"{where}: verdict must be present exactly when tagged yes-no")
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        errs.append(f"{where}: verdict must be yes or no")
    exp = q.get("expect")
    if exp == "not covered":
        if kind != ["not-covered"]:
            errs.append(f"{where}: not-covered question must have kind ['not-covered']")
        if "page" in q or "verdict" in q:
            errs.append(f"{where}: not-covered question must not have page or verdict")
        kws = keywords.get(text)
        if not kws:
            errs.append(f"{where}: no key words in {KEYWORDS_FILE}")
        else:
            for kw in kws:
                for name, t in carrier_texts.items():
                    if whole_word(kw, t):
                        errs.append(f"{where}: key word '{kw}' occurs in {name}")
        return q
    if "not-covered" in kind:
        errs.append(f"{where}: tagged not-covered but has an expected answer")
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        errs.append(f"{where}: expect must be 'not covered' or {{doc, says}}"); return None
    doc, says = exp["doc"], exp["says"]
    if doc not in docs_for_company:
        errs.append(f"{where}: expect.doc '{doc}' is not one of {docs_for_company}"); return None
    if not isinstance(says, str):
        errs.append(f"{where}: says must be a string"); return None
    nw = len(says.split())
    if not 2 <= nw <= 8:
        errs.append(f"{where}: says has {nw} words (need 2-8)")
    page = q.get("page")
    pdf = pdf_path_for_doc(doc)
    if not isinstance(page, int) or not os.path.exists(pdf) or not 1 <= page <= n_pages(pdf):
        errs.append(f"{where}: bad page {page!r} for {doc}"); return None
    if norm(says) not in norm(page_text(pdf, page)):
        errs.append(f"{where}: says '{says}' not found on page {page} of {doc}")
    if norm(says) in norm(text):
        errs.append(f"{where}: question contains its says")
    if "paraphrase" in kind:
        shared = content_words(says) & content_words(text)
        if len(shared) > 1:
            errs.append(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
    return q


def check_guide_file(errs, root, fname, keywords, seed_text):
    path = os.path.join(root, fname)
    try:
        data = json.load(open(path, encoding="utf-8"))
    except Exception as e:
        errs.append(f"{fname}: does not parse ({e})"); return None
    if not isinstance(data, dict) or set(data) != {"name", "company_name", "line", "files", "questions"}:
        errs.append(f"{fname}: top-level keys must be name, company_name, line, files, questions"); return None
    if not data["name"].endswith(f", round {ROUND}"):
        errs.append(f"{fname}: name must end with ', round {ROUND}'")
    files = data["files"]
    if not (isinstance(files, list) and len(files) == 1):
        errs.append(f"{fname}: files must list exactly one PDF"); return None
    pdfname = files[0]
    m = re.fullmatch(r"(.+) Guide 2026\.pdf", pdfname)
    if not m:
        errs.append(f"{fname}: file name '{pdfname}' is not '<Carrier> <Line> Guide 2026.pdf'"); return None
    pdf = os.path.join(root, pdfname)
    if not os.path.exists(pdf):
        errs.append(f"{fname}: {pdfname} missing"); return None
    stem = pdfname[:-4]
    if not os.path.exists(os.path.join(root, "src", stem + ".html")):
        errs.append(f"{fname}: HTML source src/{stem}.html missing")
    line = data["line"]
    if line.lower() not in stem.lower():
        errs.append(f"{fname}: line '{line}' not in file name")
    if not "A" <= line[:1].upper() <= "L":
        errs.append(f"{fname}: line '{line}' does not start with A-L")
    for u in USED:
        if u in line.lower() or line.lower() in u:
            errs.append(f"{fname}: line '{line}' overlaps used line '{u}'")
    carrier = stem[: stem.lower().index(line.lower())].strip()
    company = data["company_name"]
    if not company.lower().startswith(carrier.lower()):
        errs.append(f"{fname}: company_name '{company}' does not start with carrier '{carrier}'")
    for nm in (carrier, company):
        for fb in FORBIDDEN:
            if fb.lower() in nm.lower():
                errs.append(f"{fname}: carrier name '{nm}' contains forbidden name '{fb}'")
    if carrier.lower() in seed_text.lower():
        errs.append(f"{fname}: carrier name '{carrier}' occurs in the seed texts")
    # PDF: pages and words
    np_ = n_pages(pdf)
    if np_ != 3:
        errs.append(f"{pdfname}: {np_} pages (need 3)")
    for p in range(1, np_ + 1):
        wc = len(page_text(pdf, p).split())
        if not 450 <= wc <= 650:
            errs.append(f"{pdfname}: page {p} has {wc} words (need 450-650)")
    # questions
    qs = data["questions"]
    if not isinstance(qs, list):
        errs.append(f"{fname}: questions must be a list"); return None
    texts = {pdfname: page_text(pdf)}
    kw = keywords.get(fname, {})
    good = []
    for i, q in enumerate(qs, 1):
        if isinstance(q, dict) and set(q) - {"question", "expect", "page", "verdict", "kind"}:
            errs.append(f"{fname} q{i}: unexpected keys {sorted(set(q) - {'question', 'expect', 'page', 'verdict', 'kind'})}")
        r = check_question(errs, f"{fname} q{i}", q, [stem], lambda d: os.path.join(root, d + ".pdf"), texts, kw)
        if r: good.append(r)
    nc = [q for q in qs if isinstance(q, dict) and q.get("expect") == "not covered"]
    para = [q for q in qs if isinstance(q, dict) and "paraphrase" in q.get("kind", [])]
    ans = [q for q in qs if isinstance(q, dict) and q.get("expect") != "not covered" and "paraphrase" not in q.get("kind", [])]
    two = [q for q in qs if isinstance(q, dict) and "two-fact" in q.get("kind", [])]
    verdicts = [q.get("verdict") for q in qs if isinstance(q, dict)]
    for label, got, want in (("questions", len(qs), 18), ("answerable (non-paraphrase)", len(ans), 11),
                             ("paraphrases", len(para), 3), ("not-covered", len(nc), 4), ("two-fact", len(two), 2)):
        if got != want:
            errs.append(f"{fname}: {got} {label} (need {want})")
    if any("two-fact" in q["kind"] and "paraphrase" in q["kind"] for q in two):
        errs.append(f"{fname}: two-fact questions should be among the 11 answerable ones")
    if "yes" not in verdicts or "no" not in verdicts:
        errs.append(f"{fname}: need at least one yes and one no verdict")
    if set(kw) != {q["question"] for q in nc}:
        errs.append(f"{fname}: key-word entries do not match its not-covered questions")
    if len({q.get('question') for q in qs if isinstance(q, dict)}) != len(qs):
        errs.append(f"{fname}: duplicate questions")
    return carrier, line


def check_seed_file(errs, root, keywords):
    fname = SEED_QFILE
    try:
        data = json.load(open(os.path.join(root, fname), encoding="utf-8"))
    except Exception as e:
        errs.append(f"{fname}: does not parse ({e})"); return
    if not isinstance(data, dict) or set(data) != {"name", "questions"}:
        errs.append(f"{fname}: top-level keys must be name, questions"); return
    if data["name"] != f"seed carriers, round {ROUND}":
        errs.append(f"{fname}: name must be 'seed carriers, round {ROUND}'")
    qs = data["questions"]
    kw = keywords.get(fname, {})
    texts_by_company = {c: {t: page_text(seed_pdf(t)) for t in docs} for c, docs in SEED_COMPANIES.items()}
    per_company, nc_companies, yn = {}, [], 0
    for i, q in enumerate(qs, 1):
        where = f"{fname} q{i}"
        c = q.get("company") if isinstance(q, dict) else None
        if c not in SEED_COMPANIES:
            errs.append(f"{where}: unknown company {c!r}"); continue
        if set(q) - {"company", "question", "expect", "page", "verdict", "kind"}:
            errs.append(f"{where}: unexpected keys")
        check_question(errs, where, q, SEED_COMPANIES[c], seed_pdf, texts_by_company[c], kw)
        if q.get("expect") == "not covered":
            nc_companies.append(c)
        else:
            per_company[c] = per_company.get(c, 0) + 1
            if "yes-no" in q.get("kind", []):
                yn += 1
        if "paraphrase" in q.get("kind", []) or "two-fact" in q.get("kind", []):
            pass
    if len(qs) != 16:
        errs.append(f"{fname}: {len(qs)} questions (need 16)")
    if per_company != SEED_ANSWERABLE:
        errs.append(f"{fname}: answerable per company {per_company} (need {SEED_ANSWERABLE})")
    if yn != 7:
        errs.append(f"{fname}: {yn} yes/no answerable questions (need 7)")
    if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
        errs.append(f"{fname}: not-covered companies {nc_companies} (need 4 on four different carriers)")
    if set(kw) != {q["question"] for q in qs if isinstance(q, dict) and q.get("expect") == "not covered"}:
        errs.append(f"{fname}: key-word entries do not match its not-covered questions")


def verify(root):
    errs = []
    top = sorted(os.listdir(root))
    for f in GUIDE_QFILES + [SEED_QFILE, "README.md"]:
        if f not in top:
            errs.append(f"missing top-level file {f}")
    pdfs = [f for f in top if f.endswith(".pdf")]
    if len(pdfs) != 3:
        errs.append(f"{len(pdfs)} PDFs at top level (need 3)")
    try:
        keywords = json.load(open(os.path.join(root, KEYWORDS_FILE), encoding="utf-8"))
    except Exception as e:
        errs.append(f"{KEYWORDS_FILE}: does not parse ({e})"); keywords = {}
    seed_text = "".join(open(os.path.join(SEED_DIR, f), encoding="utf-8").read()
                        for f in os.listdir(SEED_DIR) if f.endswith(".txt"))
    carriers, lines = [], []
    for f in GUIDE_QFILES:
        if f in top:
            r = check_guide_file(errs, root, f, keywords, seed_text)
            if r:
                carriers.append(r[0]); lines.append(r[1])
    if sorted(c[0].upper() for c in carriers) != sorted(CARRIER_LETTERS):
        errs.append(f"carrier initials {[c[0] for c in carriers]} (need one each of {sorted(CARRIER_LETTERS)})")
    if len(set(l.lower() for l in lines)) != len(lines):
        errs.append("two guides share a line of business")
    if SEED_QFILE in top:
        check_seed_file(errs, root, keywords)
    return errs


# ---------------------------------------------------------------- self-test
def selftest():
    """Copy the folder, break one thing per copy, and require that each broken copy fails."""
    os.makedirs(os.path.join(OUT, ".render"), exist_ok=True)
    work = tempfile.mkdtemp(prefix="selftest-", dir=os.path.join(OUT, ".render"))

    def edit_json(fname, fn):
        def go(d):
            p = os.path.join(d, fname); data = json.load(open(p)); fn(data)
            json.dump(data, open(p, "w"), indent=2, ensure_ascii=False)
        return go

    def set_q(i, key, val):
        def fn(data): data["questions"][i][key] = val
        return fn

    def set_says(i, val):
        def fn(data): data["questions"][i]["expect"]["says"] = val
        return fn

    cases = {
        "says not on page": edit_json(GUIDE_QFILES[0], set_says(2, "minimum deductible of $7,500")),
        "wrong page": edit_json(GUIDE_QFILES[1], set_q(0, "page", 3)),
        "verdict without yes-no": edit_json(GUIDE_QFILES[2], lambda d: d["questions"][3].update(verdict="yes")),
        "unknown tag": edit_json(GUIDE_QFILES[0], lambda d: d["questions"][0]["kind"].append("slang")),
        "question contains says": edit_json(GUIDE_QFILES[1], set_q(2, "question", "is it underground utilities carries a $5,000 deductible?")),
        "paraphrase too close": edit_json(GUIDE_QFILES[2], set_q(12, "question", "when is a rental party overdue, 60 minutes?")),
        "dropped a question": edit_json(GUIDE_QFILES[0], lambda d: d["questions"].pop(5)),
        "seed says wrong doc": edit_json(SEED_QFILE, lambda d: d["questions"][0]["expect"].update(doc="Dwelling Fire Program Guide")),
        "seed yes/no count": edit_json(SEED_QFILE, lambda d: (d["questions"][1].update(verdict="yes"), d["questions"][1]["kind"].append("yes-no"))),
        "forbidden carrier name": edit_json(GUIDE_QFILES[0], lambda d: d.update(company_name="Burlwood Keystone Mutual")),
        "not-covered key word present": lambda d: (lambda p: json.dump(
            {**json.load(open(p)), "questions-gritstone.json": {**json.load(open(p))["questions-gritstone.json"],
             "insd works mostly on OCIP / wrap-up jobs, how do we handle that?": ["trench"]}}, open(p, "w")))(
            os.path.join(d, KEYWORDS_FILE)),
        "PDF with 2 pages": lambda d: subprocess.run(
            ["pdfseparate", "-f", "1", "-l", "1", os.path.join(d, "Gritstone Excavation Contractors Guide 2026.pdf"),
             os.path.join(d, "one.pdf")], check=True) and None or shutil.move(
            os.path.join(d, "one.pdf"), os.path.join(d, "Gritstone Excavation Contractors Guide 2026.pdf")),
    }
    ok = True
    skip = shutil.ignore_patterns(".render")
    for name, breaker in cases.items():
        d = os.path.join(work, re.sub(r"\W+", "_", name))
        shutil.copytree(OUT, d, ignore=skip)
        breaker(d)
        errs = verify(d)
        caught = bool(errs)
        ok &= caught
        print(f"  [{'caught' if caught else 'MISSED'}] {name}: {errs[0] if errs else 'no error reported'}")
    shutil.rmtree(work)
    print("SELFTEST PASS" if ok else "SELFTEST FAIL")
    return ok


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--selftest":
        sys.exit(0 if selftest() else 1)
    root = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else OUT
    errs = verify(root)
    if errs:
        for e in errs:
            print("  -", e)
        print(f"FAIL ({len(errs)} problems)")
        sys.exit(1)
    print(f"PASS: 3 guides x 18 questions, 16 seed questions, 3 PDFs x 3 pages, all checks passed ({root})")


if __name__ == "__main__":
    main()
