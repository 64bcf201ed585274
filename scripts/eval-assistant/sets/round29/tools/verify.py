#!/usr/bin/env python3
"""Checker for blind round 29 (see README.md).

Usage: python3 tools/verify.py [--dir DIR] [--selftest]
Prints every problem found and ends with PASS or FAIL.
"""
import json, os, re, subprocess, sys, shutil, tempfile, copy

ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact",
                "paraphrase", "own-words", "not-covered"}
GUIDES = {  # question file -> required carrier prefix
    "ullswater_questions.json": "Ul",
    "vireo_questions.json": "Vi",
    "worthing_questions.json": "Wo",
}
SEED_FILE = "seed_questions.json"
SEED_DIR = "/work/blind-seed"
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
Verdigris"""
FORBIDDEN = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]
USED_LINES = ["commercial auto", "workers comp", "personal lines", "bop", "restaurant", "management liability",
              "personal auto", "builders risk", "cyber", "farmowners", "umbrella", "excess", "liquor",
              "self-storage", "child care", "marina", "surety", "hotel", "landscaping", "fitness", "garage",
              "religious", "worship", "short-term rental", "pet", "food manufacturers", "community associations",
              "trucking", "metalworking", "special events", "home health", "jewelers", "security guards",
              "vacant", "winery", "brewery", "medical", "dental", "nemt", "roofing", "landlord", "nonprofit",
              "golf", "fine art", "pest", "youth sports", "architects", "towing", "manufactured", "electrical",
              "plumbing", "crime", "boatowners", "pwc", "condo", "staffing", "mobile food", "auto repair",
              "habitational", "apartments", "veterinary", "movers", "flood", "real estate", "collector",
              "car wash", "laundromat", "salon", "campground", "rv park", "janitorial", "cargo", "assisted living",
              "auto dealers", "trampoline", "amusement", "equine", "tree trimming", "dry clean", "funeral",
              "bowling", "printing", "sign shop", "drone", "uas", "lawyers", "pharmac"]
STOPWORDS = set("""a an the and or but if of to in on at by for with without from into onto over under up down
out off as is are was were be been being am do does did doing done have has had having can could may might
must shall should will would it its it's this that these those there their they them he she his her him
we us our you your i me my mine what which who whom whose when where why how any some all each every no not
nor so than then too very just also only about after before again per via w w/ w/o etc vs can't don't
isn't aren't doesn't hey quick q rn ok okay yes yeah pls please still get got one""".split())

def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2013", "-").replace("\u2014", "-").replace("\u00a0", " ")
    return re.sub(r"\s+", " ", s).strip().lower()

_cache = {}
def pdftext(path, page=None):
    key = (path, page)
    if key not in _cache:
        args = ["pdftotext", "-layout"]
        if page:
            args += ["-f", str(page), "-l", str(page)]
        r = subprocess.run(args + [path, "-"], capture_output=True, text=True)
        _cache[key] = r.stdout if r.returncode == 0 else None
    return _cache[key]

def npages(path):
    r = subprocess.run(["pdfinfo", path], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", r.stdout, re.M)
    return int(m.group(1)) if m else 0

def content_words(s):
    toks = re.findall(r"[a-z0-9][a-z0-9'\-]*", norm(s).replace("$", " ").replace(",", ""))
    return {t.strip("'-") for t in toks if t.strip("'-") and t.strip("'-") not in STOPWORDS}

def whole_word_in(word, text):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(norm(word)) + r"(?![A-Za-z0-9])", norm(text)) is not None

def check_question(q, i, fname, errs, doc_paths, counts):
    """doc_paths: doc title -> pdf path for this question's carrier."""
    where = f"{fname} q{i+1}"
    for k in q:
        if k not in {"question", "expect", "page", "verdict", "kind", "company"}:
            errs.append(f"{where}: unknown key {k!r}")
    if not isinstance(q.get("question"), str) or not q["question"].strip():
        errs.append(f"{where}: missing question text"); return
    kind = q.get("kind")
    if not isinstance(kind, list) or not kind:
        errs.append(f"{where}: kind must be a non-empty list"); return
    for t in kind:
        if t not in ALLOWED_TAGS:
            errs.append(f"{where}: tag {t!r} not allowed")
    if len(set(kind)) != len(kind):
        errs.append(f"{where}: duplicate tags")
    yesno = "yes-no" in kind
    if yesno != ("verdict" in q):
        errs.append(f"{where}: verdict must be present exactly when tagged yes-no")
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        errs.append(f"{where}: verdict must be 'yes' or 'no'")
    if "own-numbers" in kind and not re.search(r"\d", q["question"]):
        errs.append(f"{where}: own-numbers but the question has no number")
    if ("paraphrase" in kind) != ("own-words" in kind):
        errs.append(f"{where}: paraphrase and own-words go together")
    exp = q.get("expect")
    if "not-covered" in kind:
        counts["nc"] += 1
        if exp != "not covered":
            errs.append(f"{where}: not-covered question must have expect 'not covered'")
        if "page" in q or yesno or "two-fact" in kind or "paraphrase" in kind:
            errs.append(f"{where}: not-covered question with page/yes-no/two-fact/paraphrase")
        return
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        errs.append(f"{where}: expect must be {{doc, says}} or 'not covered'"); return
    if "paraphrase" in kind:
        counts["para"] += 1
    else:
        counts["ans"] += 1
    if "two-fact" in kind:
        counts["two"] += 1
    if yesno:
        counts["yn"] += 1
        counts[q["verdict"]] = counts.get(q["verdict"], 0) + 1
    says = exp["says"]
    nw = len(says.split())
    if not 2 <= nw <= 8:
        errs.append(f"{where}: says has {nw} words (2-8 allowed)")
    if norm(says) in norm(q["question"]):
        errs.append(f"{where}: question contains its says")
    if exp["doc"] not in doc_paths:
        errs.append(f"{where}: doc {exp['doc']!r} not a document of this carrier"); return
    path = doc_paths[exp["doc"]]
    page = q.get("page")
    if not isinstance(page, int) or page < 1 or page > npages(path):
        errs.append(f"{where}: bad page {page!r}"); return
    ptxt = pdftext(path, page)
    if ptxt is None or norm(says) not in norm(ptxt):
        errs.append(f"{where}: says {says!r} not found on page {page} of {exp['doc']}")
    full = pdftext(path)
    occ = norm(full).count(norm(says)) if full else 0
    if occ > 1:
        errs.append(f"{where}: says {says!r} occurs {occ} times in {exp['doc']} (must be unique)")
    if "paraphrase" in kind:
        shared = content_words(q["question"]) & content_words(says)
        if len(shared) > 1:
            errs.append(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")

def check_nc_keywords(q, i, fname, errs, kw_map, texts):
    where = f"{fname} q{i+1}"
    kws = kw_map.get(fname, {}).get(q["question"])
    if not kws:
        errs.append(f"{where}: no not-covered keywords in tools/not_covered_keywords.json"); return
    for w in kws:
        for title, t in texts.items():
            if whole_word_in(w, t):
                errs.append(f"{where}: keyword {w!r} appears in {title}")

def run(d, quiet=False):
    errs = []
    kw_path = os.path.join(d, "tools", "not_covered_keywords.json")
    try:
        kw_map = json.load(open(kw_path))
    except Exception as e:
        errs.append(f"cannot read {kw_path}: {e}"); kw_map = {}
    seed_texts = {}
    for f in sorted(os.listdir(SEED_DIR)):
        if f.endswith(".pdf"):
            seed_texts[f] = pdftext(os.path.join(SEED_DIR, f)) or ""
        if f.endswith(".txt"):
            seed_texts[f] = open(os.path.join(SEED_DIR, f), encoding="utf-8").read()
    # ---- guide files
    lines_seen = set()
    for fname, prefix in GUIDES.items():
        p = os.path.join(d, fname)
        try:
            data = json.load(open(p, encoding="utf-8"))
        except Exception as e:
            errs.append(f"{fname}: does not parse: {e}"); continue
        for k in ("name", "company_name", "line", "files", "questions"):
            if k not in data:
                errs.append(f"{fname}: missing key {k}")
        if set(data) - {"name", "company_name", "line", "files", "questions"}:
            errs.append(f"{fname}: unexpected keys {set(data) - {'name','company_name','line','files','questions'}}")
        if "round 29" not in data.get("name", ""):
            errs.append(f"{fname}: name must mention round 29")
        cname = data.get("company_name", "")
        if not cname.startswith(prefix):
            errs.append(f"{fname}: company name {cname!r} does not start with {prefix!r}")
        for bad in FORBIDDEN:
            if bad.lower() in cname.lower():
                errs.append(f"{fname}: company name contains forbidden name {bad!r}")
        short = cname.split()[0]
        for title, t in seed_texts.items():
            if short.lower() in t.lower():
                errs.append(f"{fname}: carrier name {short!r} appears in seed text {title}")
        line = data.get("line", "").lower()
        for u in USED_LINES:
            if re.search(r"(?<![a-z])" + re.escape(u), line):
                errs.append(f"{fname}: line {line!r} looks like used line {u!r}")
        if line in lines_seen:
            errs.append(f"{fname}: line {line!r} used twice")
        lines_seen.add(line)
        files = data.get("files", [])
        if len(files) != 1:
            errs.append(f"{fname}: expected exactly one file")
        doc_paths, texts = {}, {}
        for f in files:
            if not re.fullmatch(re.escape(short) + r" .+ .+ Guide 2026\.pdf", f) or not f.startswith(prefix):
                errs.append(f"{fname}: file name {f!r} not '<Carrier> <Line> Guide 2026.pdf'")
            fp = os.path.join(d, f)
            if not os.path.exists(fp):
                errs.append(f"{fname}: missing PDF {f}"); continue
            n = npages(fp)
            if n != 3:
                errs.append(f"{f}: {n} pages, need 3")
            for pg in range(1, n + 1):
                wc = len((pdftext(fp, pg) or "").split())
                if not 450 <= wc <= 650:
                    errs.append(f"{f}: page {pg} has {wc} words (450-650)")
            t = pdftext(fp) or ""
            if short.lower() not in t.lower():
                errs.append(f"{f}: carrier name not in the PDF text")
            doc_paths[f[:-4]] = fp
            texts[f] = t
        qs = data.get("questions", [])
        counts = {"ans": 0, "para": 0, "nc": 0, "two": 0, "yn": 0}
        if len(qs) != 18:
            errs.append(f"{fname}: {len(qs)} questions, need 18")
        if len({q.get('question') for q in qs}) != len(qs):
            errs.append(f"{fname}: duplicate question text")
        for i, q in enumerate(qs):
            if "company" in q:
                errs.append(f"{fname} q{i+1}: guide questions have no company key")
            check_question(q, i, fname, errs, doc_paths, counts)
            if q.get("expect") == "not covered":
                check_nc_keywords(q, i, fname, errs, kw_map, texts)
        want = {"ans": 11, "para": 3, "nc": 4, "two": 2}
        for k, v in want.items():
            if counts[k] != v:
                errs.append(f"{fname}: {k} count {counts[k]}, need {v}")
        if counts.get("yes", 0) < 1 or counts.get("no", 0) < 1:
            errs.append(f"{fname}: needs at least one yes and one no verdict")
        quiet or print(f"{fname}: {len(qs)} questions, answerable {counts['ans']}, paraphrase {counts['para']}, "
              f"not covered {counts['nc']}, two-fact {counts['two']}, yes {counts.get('yes',0)}, no {counts.get('no',0)}")
    # ---- seed file
    p = os.path.join(d, SEED_FILE)
    try:
        data = json.load(open(p, encoding="utf-8"))
    except Exception as e:
        errs.append(f"{SEED_FILE}: does not parse: {e}"); data = None
    if data is not None:
        if set(data) != {"name", "questions"}:
            errs.append(f"{SEED_FILE}: keys must be name, questions")
        if "round 29" not in data.get("name", ""):
            errs.append(f"{SEED_FILE}: name must mention round 29")
        qs = data.get("questions", [])
        if len(qs) != 16:
            errs.append(f"{SEED_FILE}: {len(qs)} questions, need 16")
        per = {c: 0 for c in SEED_DOCS}
        nc_carriers = []
        yn = 0
        for i, q in enumerate(qs):
            c = q.get("company")
            if c not in SEED_DOCS:
                errs.append(f"{SEED_FILE} q{i+1}: unknown company {c!r}"); continue
            doc_paths = {t: os.path.join(SEED_DIR, t.replace(" ", "_") + ".pdf") for t in SEED_DOCS[c]}
            counts = {"ans": 0, "para": 0, "nc": 0, "two": 0, "yn": 0}
            check_question(q, i, SEED_FILE, errs, doc_paths, counts)
            if counts["para"] or counts["two"]:
                errs.append(f"{SEED_FILE} q{i+1}: seed questions are not paraphrase/two-fact")
            if q.get("expect") == "not covered":
                nc_carriers.append(c)
                texts = {t: (pdftext(pth) or "") for t, pth in doc_paths.items()}
                check_nc_keywords(q, i, SEED_FILE, errs, kw_map, texts)
            else:
                per[c] += 1
                yn += counts["yn"]
        if per != SEED_ANSWERABLE:
            errs.append(f"{SEED_FILE}: answerable per carrier {per}, need {SEED_ANSWERABLE}")
        if yn != 7:
            errs.append(f"{SEED_FILE}: {yn} yes/no answerable questions, need 7")
        if len(nc_carriers) != 4 or len(set(nc_carriers)) != 4:
            errs.append(f"{SEED_FILE}: need 4 not-covered questions on 4 different carriers, got {nc_carriers}")
        quiet or print(f"{SEED_FILE}: {len(qs)} questions, answerable {sum(per.values())} {per}, yes/no {yn}, "
              f"not covered on {nc_carriers}")
    # ---- sources
    src = os.path.join(d, "src")
    if not os.path.isdir(src) or len([f for f in os.listdir(src) if f.endswith(".html")]) != 3:
        errs.append("src/ must hold the 3 HTML sources")
    return errs

def selftest(d):
    """Break copies of the data in several ways; each must make the checker fail."""
    breaks = {
        "says not on its page": lambda tmp: edit_json(tmp, "vireo_questions.json",
            lambda j: j["questions"][0].update(page=1)),
        "says altered": lambda tmp: edit_json(tmp, "ullswater_questions.json",
            lambda j: j["questions"][2]["expect"].update(says="minimum premium is $2,000 per policy")),
        "verdict without yes-no": lambda tmp: edit_json(tmp, "worthing_questions.json",
            lambda j: j["questions"][2].update(verdict="yes")),
        "not-covered keyword present": lambda tmp: edit_kw(tmp),
        "paraphrase copies the guide": lambda tmp: edit_json(tmp, "worthing_questions.json",
            lambda j: j["questions"][11].update(question="must every water heater be strapped to studs?")),
        "seed yes/no count": lambda tmp: edit_json(tmp, SEED_FILE,
            lambda j: (j["questions"][2].update(verdict="yes"), j["questions"][2]["kind"].append("yes-no"))),
        "PDF missing a page": lambda tmp: truncate_pdf(tmp),
    }
    ok = True
    for label, fn in breaks.items():
        tmp = tempfile.mkdtemp(prefix="v29self")
        shutil.copytree(d, tmp, dirs_exist_ok=True)
        fn(tmp)
        _cache.clear()
        e = run(tmp, quiet=True)
        shutil.rmtree(tmp)
        print(f"  selftest [{label}]: {'caught: ' + e[0] if e else 'NOT CAUGHT'}")
        ok &= bool(e)
    _cache.clear()
    return ok

def edit_json(tmp, f, fn):
    p = os.path.join(tmp, f)
    j = json.load(open(p, encoding="utf-8")); fn(j)
    json.dump(j, open(p, "w", encoding="utf-8"), ensure_ascii=False, indent=1)

def edit_kw(tmp):
    p = os.path.join(tmp, "tools", "not_covered_keywords.json")
    j = json.load(open(p)); k = next(iter(j["vireo_questions.json"]))
    j["vireo_questions.json"][k].append("retroactive")
    json.dump(j, open(p, "w"), indent=1)

def truncate_pdf(tmp):
    f = os.path.join(tmp, "Worthing Casualty Residential Earthquake Guide 2026.pdf")
    subprocess.run(["pdfseparate", "-f", "1", "-l", "1", f, f + ".p1"], check=True)
    os.replace(f + ".p1", f)

if __name__ == "__main__":
    d = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if "--dir" in sys.argv:
        d = sys.argv[sys.argv.index("--dir") + 1]
    errs = run(d)
    for e in errs:
        print("ERROR:", e)
    if "--selftest" in sys.argv:
        print("selftest: breaking copies of the data ...")
        if not selftest(d):
            errs.append("selftest: a broken copy was not caught")
            print("ERROR: selftest failed")
    print("PASS" if not errs else f"FAIL ({len(errs)} problems)")
    sys.exit(0 if not errs else 1)
