#!/usr/bin/env python3
"""Checker for blind evaluation round 48.

Usage: python3 tools/verify.py            # check the round, print PASS or the errors
       python3 tools/verify.py --selftest # also break in-memory copies and show the errors are caught
Writes nothing to disk.
"""
import copy, json, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED_DIR = "/work/blind-seed"
ROUND = 48
GUIDE_FILES = ["skerryvale_masonry_questions.json", "mistlebrook_parking_questions.json",
               "netherby_thrift_questions.json"]
SEED_FILE = "seed_questions.json"
KW_FILE = os.path.join(ROOT, "tools", "not_covered_keywords.json")
CARRIER_LETTERS = ["M", "N", "S"]

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
Pardalote, Rimefield, Wexcombe"""
FORBIDDEN_NAMES = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]
USED_LINES = ["commercial auto", "workers comp", "homeowners", "dwelling", "bop", "restaurant",
              "management liability", "personal auto", "builders risk", "cyber", "farmowners",
              "umbrella", "excess", "liquor", "self-storage", "self storage", "child care", "marina",
              "surety", "hotel", "landscaping", "fitness", "garage", "religious", "worship",
              "short-term rental", "pet services", "food manufacturers", "community associations",
              "trucking", "metalworking", "special events", "home health", "jewelers", "security guards",
              "vacant", "winery", "brewery", "medical", "dental", "nemt", "roofing", "landlord",
              "nonprofit", "golf", "fine art", "pest control", "youth sports", "architects", "towing",
              "manufactured homes", "electrical", "plumbing", "crime", "boatowners", "condo", "staffing",
              "mobile food", "auto repair", "habitational", "apartments", "veterinary", "movers",
              "flood", "real estate", "collector vehicles", "car wash", "laundromat", "salons",
              "campgrounds", "janitorial", "cargo", "assisted living", "auto dealers", "trampoline",
              "amusement", "equine", "tree trimming", "dry cleaners", "funeral", "bowling",
              "printing", "sign shops", "drones", "lawyers", "pharmacies", "convenience stores",
              "fuel stations", "earthquake", "pollution", "aviation", "cannabis", "home inspectors",
              "tattoo", "pawnshops", "warehouse", "equipment breakdown", "hunting", "lessors risk",
              "pool and spa", "travel agents", "vending", "film", "lumber", "kidnap", "snow",
              "water well", "firearms", "insurance agents", "fishing", "schools", "ocean cargo",
              "restoration", "crane", "investment advisers", "locksmiths", "plastics", "recycling",
              "scrap", "zoos", "florists", "clinical trials", "bicycle", "oilfield", "public entities",
              "ski", "cabinet", "millwork", "excavation", "kayak", "museums", "photographers",
              "wholesale", "glass", "glazing", "greenhouse", "nursery", "hardware", "summer camps",
              "solar"]

SEED_DOCS = {
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

STOP = set("""a an the and or but if of to in on at by for with without from as is are was were be been
being it its this that these those there their they them he she his her we you your i my me our
us do does did can could will would should may might must not no yes any some all each every per
what whats what's which who whom how when where why than then so up out about into over under
more most less least also only just still too very ok okay w/ w/o + & - hey q quick rn""".split())


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", s).strip().lower()


def content_words(s):
    out = set()
    for t in re.findall(r"[a-z0-9$][a-z0-9$,.'/%-]*", norm(s)):
        t = t.strip(".,'-/")
        if not t or t in STOP:
            continue
        if len(t) > 3 and t.endswith("s") and not t.endswith("ss"):
            t = t[:-1]
        out.add(t)
    return out


_cache = {}


def pdftext(path, page=None):
    key = (path, page)
    if key not in _cache:
        cmd = ["pdftotext", "-layout"]
        if page:
            cmd += ["-f", str(page), "-l", str(page)]
        cmd += [path, "-"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        _cache[key] = r.stdout if r.returncode == 0 else None
    return _cache[key]


def npages(path):
    r = subprocess.run(["pdfinfo", path], capture_output=True, text=True)
    m = re.search(r"Pages:\s+(\d+)", r.stdout)
    return int(m.group(1)) if m else 0


def seed_pdf(title):
    return os.path.join(SEED_DIR, title.replace(" ", "_") + ".pdf")


def whole_word(kw, text):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(kw.lower()) + r"(?![A-Za-z0-9])", text.lower()) is not None


def check_question_common(where, q, doc_pdf, errs, docs_for_nc, kwmap):
    """doc_pdf: function(doc title) -> pdf path or None."""
    for k in q:
        if k not in ("question", "expect", "page", "verdict", "kind", "company"):
            errs.append(f"{where}: unknown key {k}")
    if not isinstance(q.get("question"), str) or not q["question"].strip():
        errs.append(f"{where}: missing question text")
        return
    kind = q.get("kind")
    if not isinstance(kind, list) or not kind:
        errs.append(f"{where}: kind must be a non-empty list")
        return
    bad = [k for k in kind if k not in ALLOWED_TAGS]
    if bad:
        errs.append(f"{where}: unknown tags {bad}")
    if ("yes-no" in kind) != ("verdict" in q):
        errs.append(f"{where}: verdict present iff yes-no tag is violated")
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        errs.append(f"{where}: verdict must be yes or no")
    exp = q.get("expect")
    if exp == "not covered":
        if kind != ["not-covered"]:
            errs.append(f"{where}: not-covered question must carry only the not-covered tag")
        if "page" in q:
            errs.append(f"{where}: not-covered question has a page")
        kws = kwmap.get(q["question"])
        if not kws:
            errs.append(f"{where}: no not-covered keywords in tools/not_covered_keywords.json")
        else:
            for pdf in docs_for_nc:
                txt = pdftext(pdf)
                if txt is None:
                    errs.append(f"{where}: cannot read {pdf}")
                    continue
                for kw in kws:
                    if whole_word(kw, txt):
                        errs.append(f"{where}: not-covered keyword '{kw}' found in {os.path.basename(pdf)}")
        return
    if "not-covered" in kind:
        errs.append(f"{where}: not-covered tag on an answerable question")
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        errs.append(f"{where}: expect must be 'not covered' or {{doc, says}}")
        return
    says = exp["says"]
    nw = len(says.split())
    if not 2 <= nw <= 8:
        errs.append(f"{where}: says has {nw} words (2-8 allowed)")
    if norm(says) in norm(q["question"]):
        errs.append(f"{where}: question contains its says")
    pdf = doc_pdf(exp["doc"])
    if pdf is None or not os.path.exists(pdf):
        errs.append(f"{where}: unknown doc {exp['doc']!r}")
        return
    page = q.get("page")
    if not isinstance(page, int) or page < 1 or page > npages(pdf):
        errs.append(f"{where}: bad page {page!r}")
        return
    txt = pdftext(pdf, page)
    if txt is None or norm(says) not in norm(txt):
        errs.append(f"{where}: says {says!r} not found on page {page} of {os.path.basename(pdf)}")
    if "paraphrase" in kind:
        if "own-words" not in kind:
            errs.append(f"{where}: paraphrase must also carry own-words")
        shared = content_words(says) & content_words(q["question"])
        if len(shared) > 1:
            errs.append(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
    elif "own-words" in kind:
        errs.append(f"{where}: own-words without paraphrase")


def check_guide(fn, data, kwall, errs, carriers):
    where0 = fn
    for k in ("name", "company_name", "line", "files", "questions"):
        if k not in data:
            errs.append(f"{where0}: missing key {k}")
            return
    if f"round {ROUND}" not in data["name"]:
        errs.append(f"{where0}: name must mention round {ROUND}")
    line = data["line"].lower()
    for u in USED_LINES:
        if re.search(r"\b" + re.escape(u) + r"\b", line):
            errs.append(f"{where0}: line {data['line']!r} overlaps used line {u!r}")
    if not "m" <= line[:1] <= "z":
        errs.append(f"{where0}: line must start with M to Z")
    cname = data["company_name"]
    carriers.append(cname)
    files = data["files"]
    if len(files) != 1:
        errs.append(f"{where0}: expected exactly one file")
    pdfs = []
    for f in files:
        p = os.path.join(ROOT, f)
        pdfs.append(p)
        m = re.fullmatch(r"(.+) (.+) Guide 2026\.pdf", f)
        if not m or " " not in f:
            errs.append(f"{where0}: file name {f!r} not '<Carrier> <Line> Guide 2026.pdf'")
        short = " ".join(cname.split()[:2])
        if not f.startswith(short + " "):
            errs.append(f"{where0}: file {f!r} does not start with carrier {short!r}")
        if not os.path.exists(p):
            errs.append(f"{where0}: missing PDF {f}")
            continue
        n = npages(p)
        if n != 3:
            errs.append(f"{where0}: {f} has {n} pages, need 3")
        for pg in range(1, n + 1):
            wc = len(pdftext(p, pg).split())
            if not 450 <= wc <= 650:
                errs.append(f"{where0}: {f} page {pg} has {wc} words (450-650)")
    byname = {os.path.splitext(f)[0]: os.path.join(ROOT, f) for f in files}
    kwmap = kwall.get(fn, {})
    qs = data["questions"]
    for i, q in enumerate(qs):
        check_question_common(f"{fn}#{i+1}", q, lambda d: byname.get(d), errs, pdfs, kwmap)
        if "company" in q:
            errs.append(f"{fn}#{i+1}: guide questions take no company key")
    nc = [q for q in qs if q.get("expect") == "not covered"]
    para = [q for q in qs if "paraphrase" in q.get("kind", [])]
    ans = [q for q in qs if q.get("expect") != "not covered" and "paraphrase" not in q.get("kind", [])]
    two = [q for q in qs if "two-fact" in q.get("kind", [])]
    verdicts = [q.get("verdict") for q in qs]
    for label, got, want in (("questions", len(qs), 18), ("answerable", len(ans), 11),
                             ("paraphrases", len(para), 3), ("not-covered", len(nc), 4),
                             ("two-fact", len(two), 2)):
        if got != want:
            errs.append(f"{fn}: {got} {label}, need {want}")
    if any(q.get("expect") == "not covered" for q in two) or any("paraphrase" in q["kind"] for q in two):
        errs.append(f"{fn}: two-fact questions must be plain answerable ones")
    if "yes" not in verdicts or "no" not in verdicts:
        errs.append(f"{fn}: need at least one yes and one no verdict")
    if len({q.get("question") for q in qs}) != len(qs):
        errs.append(f"{fn}: duplicate questions")


def check_seed(data, kwall, errs):
    fn = SEED_FILE
    if set(data) != {"name", "questions"}:
        errs.append(f"{fn}: keys must be name, questions")
        return
    if f"round {ROUND}" not in data["name"]:
        errs.append(f"{fn}: name must mention round {ROUND}")
    qs = data["questions"]
    kwmap = kwall.get(fn, {})
    for i, q in enumerate(qs):
        c = q.get("company")
        if c not in SEED_DOCS:
            errs.append(f"{fn}#{i+1}: unknown company {c!r}")
            continue
        titles = SEED_DOCS[c]
        docmap = {t: seed_pdf(t) for t in titles}
        check_question_common(f"{fn}#{i+1}", q, lambda d: docmap.get(d), errs,
                              [seed_pdf(t) for t in titles], kwmap)
    if len(qs) != 16:
        errs.append(f"{fn}: {len(qs)} questions, need 16")
    ans = [q for q in qs if q.get("expect") != "not covered"]
    nc = [q for q in qs if q.get("expect") == "not covered"]
    if len(ans) != 12:
        errs.append(f"{fn}: {len(ans)} answerable, need 12")
    for c, want in SEED_ANSWERABLE.items():
        got = sum(1 for q in ans if q.get("company") == c)
        if got != want:
            errs.append(f"{fn}: {c} has {got} answerable, need {want}")
    yn = sum(1 for q in ans if "yes-no" in q.get("kind", []))
    if yn != 7:
        errs.append(f"{fn}: {yn} yes/no questions, need 7")
    if len(nc) != 4 or len({q.get("company") for q in nc}) != 4:
        errs.append(f"{fn}: need 4 not-covered questions on 4 different carriers")


def check_carriers(carriers, errs):
    seedtxt = ""
    for f in sorted(os.listdir(SEED_DIR)):
        if f.endswith(".txt"):
            seedtxt += open(os.path.join(SEED_DIR, f), encoding="utf-8").read().lower() + "\n"
    letters = sorted(c[:1] for c in carriers)
    if letters != CARRIER_LETTERS:
        errs.append(f"carrier initials {letters}, need {CARRIER_LETTERS}")
    for c in carriers:
        first = c.split()[0]
        for bad in FORBIDDEN_NAMES:
            if bad.lower() in c.lower():
                errs.append(f"carrier {c!r} contains forbidden name {bad!r}")
        if first.lower() in seedtxt:
            errs.append(f"carrier name {first!r} appears in the seed texts")


def run(datasets, kwall):
    errs, carriers = [], []
    for fn in GUIDE_FILES:
        check_guide(fn, datasets[fn], kwall, errs, carriers)
    check_seed(datasets[SEED_FILE], kwall, errs)
    check_carriers(carriers, errs)
    if set(kwall) - set(GUIDE_FILES) - {SEED_FILE}:
        errs.append("not_covered_keywords.json has unknown file keys")
    for fn in GUIDE_FILES:
        if not os.path.exists(os.path.join(ROOT, "src")) or not any(
                x.endswith(".html") for x in os.listdir(os.path.join(ROOT, "src"))):
            errs.append("src/ has no HTML sources")
            break
    return errs


def load():
    datasets = {}
    for fn in GUIDE_FILES + [SEED_FILE]:
        with open(os.path.join(ROOT, fn), encoding="utf-8") as fh:
            datasets[fn] = json.load(fh)
    with open(KW_FILE, encoding="utf-8") as fh:
        kwall = json.load(fh)
    return datasets, kwall


def selftest(datasets, kwall):
    """Break in-memory copies; each must produce at least one error."""
    g = GUIDE_FILES[0]
    breaks = []

    def b1(d, k):  # says not on its page
        q = next(q for q in d[g]["questions"] if isinstance(q["expect"], dict))
        q["expect"]["says"] = q["expect"]["says"] + " zzqx"
    breaks.append(("says altered", b1))

    def b2(d, k):  # verdict without yes-no
        q = next(q for q in d[g]["questions"] if "yes-no" not in q["kind"] and isinstance(q["expect"], dict))
        q["verdict"] = "yes"
    breaks.append(("verdict without yes-no", b2))

    def b3(d, k):  # not-covered keyword present in doc
        q = next(q for q in d[g]["questions"] if q["expect"] == "not covered")
        k[g][q["question"]] = ["masonry"]
    breaks.append(("not-covered keyword in doc", b3))

    def b4(d, k):  # wrong page
        q = next(q for q in d[SEED_FILE]["questions"] if isinstance(q["expect"], dict) and q["page"] == 1)
        q["page"] = 2 if q["expect"]["doc"] != "Dwelling Fire Program Guide" else 3
    breaks.append(("seed page wrong", b4))

    def b5(d, k):  # paraphrase shares words
        q = next(q for q in d[g]["questions"] if "paraphrase" in q["kind"])
        q["question"] = q["question"] + " " + q["expect"]["says"].split()[0] + " zz " + " ".join(q["expect"]["says"].split()[1:3])
    breaks.append(("paraphrase overlap", b5))

    def b6(d, k):  # drop a question
        d[GUIDE_FILES[1]]["questions"].pop()
    breaks.append(("count", b6))

    def b7(d, k):  # question contains its says
        q = next(q for q in d[GUIDE_FILES[2]]["questions"] if isinstance(q["expect"], dict))
        q["question"] += " " + q["expect"]["says"]
    breaks.append(("says in question", b7))

    def b8(d, k):  # forbidden carrier name
        d[g]["company_name"] = "Northstar Specialty"
    breaks.append(("forbidden carrier", b8))

    def b9(d, k):
        d[g]["questions"][0]["kind"].append("sarcasm")
    breaks.append(("bad tag", b9))

    ok = True
    for label, fn in breaks:
        d, k = copy.deepcopy(datasets), copy.deepcopy(kwall)
        fn(d, k)
        e = run(d, k)
        print(f"selftest [{label}]: {len(e)} error(s) caught" + (f" - e.g. {e[0]}" if e else ""))
        ok = ok and bool(e)
    return ok


def main():
    datasets, kwall = load()
    errs = run(datasets, kwall)
    if "--selftest" in sys.argv:
        if not selftest(datasets, kwall):
            errs.append("selftest: a broken copy was not caught")
    if errs:
        for e in errs:
            print("ERROR:", e)
        print(f"FAIL ({len(errs)} errors)")
        sys.exit(1)
    nq = sum(len(datasets[f]["questions"]) for f in GUIDE_FILES) + len(datasets[SEED_FILE]["questions"])
    print(f"PASS: 3 guides x 18 questions + 16 seed questions = {nq} questions; 9 PDF pages checked")


if __name__ == "__main__":
    main()
