#!/usr/bin/env python3
"""Checker for blind round 30.

Usage:
  python3 tools/verify.py            check the output folder this script lives in
  python3 tools/verify.py DIR        check another copy of the folder
  python3 tools/verify.py --selftest break copies of the folder on purpose and
                                     confirm each break is caught

Prints PASS when every rule of the brief holds, otherwise FAIL and the errors.
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT_DEFAULT = os.path.dirname(HERE)
SEED_DIR = "/work/blind-seed"
ROUND = 30

GUIDE_JSONS = ["abercairn-questions.json", "elmstead-questions.json", "tyndrum-questions.json"]
SEED_JSON = "seed-questions.json"
LETTERS = ["Ab", "El", "Ty"]          # one guide per prefix

ALLOWED_KINDS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact",
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
Verdigris"""
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
janitorial, motor truck cargo, assisted living, auto dealers open lot, trampoline/amusement parks,
equine stables, tree trimming, dry cleaners, funeral homes/crematories, bowling and entertainment centers,
printing and sign shops, commercial drones/UAS, lawyers professional liability, retail pharmacies"""
USED_LINES = [l.strip().lower() for l in USED_LINES.replace("\n", " ").split(",") if l.strip()]

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

STOPWORDS = set("""a an the and or but if of to in on at by for with without from as is are was were be been
being do does did doing have has had having it its this that these those there their they them he she his her
we our you your i me my can could will would should may might must shall not no nor so than then too very
any all each every some such what which who whom whose when where why how up down out over under about into
onto off per via also just only own same other more most less least again further once here both few""".split())

SHORTHAND = set("""insd insured's insd's uw ded deds cov yrs yr w/ w/o min max prem prems hx bldg bldgs sq ft
loc locs addl tiv gl gc acct rev biz k m ho ho-3 dp dp-3 cpl erp cdl csl gvw bop e&s ust transpo comm prop
ppl approx info docs ~ & + 1m 2m 5m 1k""".split())
FILLER = ["hey", "quick q", "any chance", "rn", "got a", "like", "so ", "just wondering", "btw"]


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u00a0", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


def tokens(s):
    return re.findall(r"[a-z0-9$]+(?:[,.'/&-][a-z0-9]+)*", norm(s))


def stem(w):
    w = w.strip("$")
    for suf in ("ing", "ed", "es", "s"):
        if len(w) > 4 and w.endswith(suf):
            return w[: -len(suf)]
    return w


def content_words(s):
    return {stem(t) for t in tokens(s) if t not in STOPWORDS}


_page_cache = {}


def page_text(pdf, page):
    key = (pdf, page)
    if key not in _page_cache:
        out = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), pdf, "-"],
                             capture_output=True, text=True)
        _page_cache[key] = out.stdout
    return _page_cache[key]


def page_count(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    m = re.search(r"^Pages:\s+(\d+)", out, re.M)
    return int(m.group(1)) if m else 0


def all_text(pdf):
    return "\n".join(page_text(pdf, p) for p in range(1, page_count(pdf) + 1))


def whole_word(keyword, text):
    kw = re.escape(norm(keyword)).replace(r"\ ", r"\s+")
    return re.search(r"(?<![a-z0-9])" + kw + r"(?![a-z0-9])", norm(text)) is not None


def seed_pdf(title):
    return os.path.join(SEED_DIR, title.replace(" ", "_") + ".pdf")


def check_question_common(q, where, errs, pdf_for_doc, nc_keywords, carrier_texts):
    """Checks shared by guide and seed questions. Returns the kind list."""
    kinds = q.get("kind")
    if not isinstance(kinds, list) or not kinds:
        errs.append(f"{where}: kind must be a non-empty list")
        return []
    bad = [k for k in kinds if k not in ALLOWED_KINDS]
    if bad:
        errs.append(f"{where}: unknown kind tags {bad}")
    if len(set(kinds)) != len(kinds):
        errs.append(f"{where}: duplicate kind tags")
    text = q.get("question")
    if not isinstance(text, str) or not text.strip():
        errs.append(f"{where}: question missing")
        return kinds
    # verdict iff yes-no
    if "yes-no" in kinds:
        if q.get("verdict") not in ("yes", "no"):
            errs.append(f"{where}: yes-no question needs verdict yes/no")
    elif "verdict" in q:
        errs.append(f"{where}: verdict given but not tagged yes-no")
    if ("paraphrase" in kinds) != ("own-words" in kinds):
        errs.append(f"{where}: paraphrase and own-words must come together")
    # light checks that tags describe the wording
    low = " " + norm(text) + " "
    if "shorthand" in kinds:
        toks = set(re.findall(r"[^\s,?.!()]+", norm(text)))
        if not (toks & SHORTHAND) and not any(s in low for s in (" w/", "~", " & ", " + ")):
            errs.append(f"{where}: tagged shorthand but no abbreviation found")
    if "filler" in kinds and not any(f in low for f in FILLER):
        errs.append(f"{where}: tagged filler but no filler words found")
    if "own-numbers" in kinds and not re.search(r"\d", text):
        errs.append(f"{where}: tagged own-numbers but has no number")
    if "two-fact" in kinds and not (re.search(r"\b(and|\+|&)\b|\+|&", text) or text.count("?") >= 2):
        errs.append(f"{where}: tagged two-fact but asks only one thing")

    exp = q.get("expect")
    if "not-covered" in kinds:
        if exp != "not covered":
            errs.append(f"{where}: not-covered question must expect 'not covered'")
        if set(kinds) - {"not-covered", "shorthand", "filler", "own-numbers"}:
            errs.append(f"{where}: not-covered question has answer-type tags")
        if "page" in q or "verdict" in q:
            errs.append(f"{where}: not-covered question must not have page/verdict")
        kws = nc_keywords.get(text)
        if not kws:
            errs.append(f"{where}: no key words in tools/not_covered_keywords.json")
        else:
            for kw in kws:
                for name, t in carrier_texts.items():
                    if whole_word(kw, t):
                        errs.append(f"{where}: key word '{kw}' occurs in {name}")
        return kinds

    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        errs.append(f"{where}: expect must be {{doc, says}}")
        return kinds
    says = exp["says"]
    nw = len(says.split())
    if not 2 <= nw <= 8:
        errs.append(f"{where}: says has {nw} words (2-8 allowed)")
    pdf = pdf_for_doc(exp["doc"])
    if pdf is None:
        errs.append(f"{where}: unknown doc '{exp['doc']}'")
        return kinds
    page = q.get("page")
    if not isinstance(page, int) or page < 1:
        errs.append(f"{where}: page must be a positive integer")
        return kinds
    if page > page_count(pdf):
        errs.append(f"{where}: page {page} beyond end of {os.path.basename(pdf)}")
        return kinds
    if norm(says) not in norm(page_text(pdf, page)):
        errs.append(f"{where}: says '{says}' not found on page {page} of {os.path.basename(pdf)}")
    if norm(says) in norm(text):
        errs.append(f"{where}: question contains its says")
    if "paraphrase" in kinds:
        shared = content_words(says) & content_words(text)
        if len(shared) > 1:
            errs.append(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
    return kinds


def check(root):
    errs = []
    nc_path = os.path.join(root, "tools", "not_covered_keywords.json")
    try:
        nc_keywords = json.load(open(nc_path))
    except Exception as e:
        errs.append(f"not_covered_keywords.json: {e}")
        nc_keywords = {}

    seed_txt = ""
    for f in sorted(glob.glob(os.path.join(SEED_DIR, "*.txt"))):
        seed_txt += open(f, encoding="utf-8").read() + "\n"
    for f in sorted(glob.glob(os.path.join(SEED_DIR, "*.pdf"))):
        seed_txt += all_text(f) + "\n"

    carriers = []
    all_questions = []
    signatures = []
    for jf in GUIDE_JSONS:
        path = os.path.join(root, jf)
        try:
            data = json.load(open(path, encoding="utf-8"))
        except Exception as e:
            errs.append(f"{jf}: does not parse ({e})")
            continue
        need = {"name", "company_name", "line", "files", "questions"}
        if set(data) != need:
            errs.append(f"{jf}: keys {sorted(data)} should be {sorted(need)}")
            continue
        line = data["line"]
        m = re.fullmatch(r"(.+) " + re.escape(line) + r", round (\d+)", data["name"])
        if not m:
            errs.append(f"{jf}: name must be '<Carrier> {line}, round {ROUND}'")
            continue
        carrier = m.group(1)
        if int(m.group(2)) != ROUND:
            errs.append(f"{jf}: round number {m.group(2)} != {ROUND}")
        carriers.append(carrier)
        if not data["company_name"].startswith(carrier):
            errs.append(f"{jf}: company_name should start with carrier '{carrier}'")
        # line must be new
        ll = line.lower()
        for used in USED_LINES:
            parts = [p.strip() for p in re.split(r"[/&]| and ", used) if len(p.strip()) > 3]
            if used == ll or any(p == ll or (len(p) > 5 and p in ll) for p in parts):
                errs.append(f"{jf}: line '{line}' is on the used list ('{used}')")
        # names
        for nm in (carrier, data["company_name"]):
            for fb in FORBIDDEN_NAMES:
                if fb.lower() in nm.lower():
                    errs.append(f"{jf}: name '{nm}' contains forbidden '{fb}'")
        first = carrier.split()[0]
        if re.search(r"(?<![a-z])" + re.escape(first.lower()) + r"(?![a-z])", seed_txt.lower()):
            errs.append(f"{jf}: carrier name '{first}' appears in the seed texts")
        # files
        files = data["files"]
        expected_file = f"{carrier} {line} Guide 2026.pdf"
        if files != [expected_file]:
            errs.append(f"{jf}: files should be ['{expected_file}']")
        pdfs = {}
        carrier_texts = {}
        for fn in files:
            p = os.path.join(root, fn)
            if not os.path.exists(p):
                errs.append(f"{jf}: missing PDF {fn}")
                continue
            n = page_count(p)
            if n != 3:
                errs.append(f"{fn}: {n} pages, need 3")
            for pg in range(1, n + 1):
                w = len(page_text(p, pg).split())
                if not 450 <= w <= 650:
                    errs.append(f"{fn}: page {pg} has {w} words (450-650)")
            pdfs[fn[:-4]] = p
            carrier_texts[fn] = all_text(p)
            sizes = subprocess.run(["pdfinfo", "-f", "1", "-l", "3", p], capture_output=True,
                                   text=True).stdout
            signatures.append(tuple(re.findall(r"size:\s+([\d.]+ x [\d.]+)", sizes)))
        qs = data["questions"]
        if not isinstance(qs, list):
            errs.append(f"{jf}: questions must be a list")
            continue
        if len(qs) != 18:
            errs.append(f"{jf}: {len(qs)} questions, need 18")
        counts = {"answerable": 0, "paraphrase": 0, "nc": 0, "two": 0, "yes": 0, "no": 0}
        for i, q in enumerate(qs, 1):
            where = f"{jf} q{i}"
            allowed = {"question", "expect", "page", "verdict", "kind"}
            if set(q) - allowed:
                errs.append(f"{where}: unexpected keys {sorted(set(q) - allowed)}")
            kinds = check_question_common(q, where, errs, lambda d: pdfs.get(d), nc_keywords, carrier_texts)
            all_questions.append(norm(q.get("question", "")))
            if "not-covered" in kinds:
                counts["nc"] += 1
            elif "paraphrase" in kinds:
                counts["paraphrase"] += 1
            else:
                counts["answerable"] += 1
            if "two-fact" in kinds:
                counts["two"] += 1
                if "paraphrase" in kinds or "not-covered" in kinds:
                    errs.append(f"{where}: two-fact must be an ordinary answerable question")
            if q.get("verdict") == "yes":
                counts["yes"] += 1
            if q.get("verdict") == "no":
                counts["no"] += 1
        want = {"answerable": 11, "paraphrase": 3, "nc": 4, "two": 2}
        for k, v in want.items():
            if counts[k] != v:
                errs.append(f"{jf}: {counts[k]} {k} questions, need {v}")
        if counts["yes"] < 1 or counts["no"] < 1:
            errs.append(f"{jf}: needs at least one yes and one no verdict")

    # carrier prefixes: one guide per given prefix
    prefixes = sorted(c[:2] for c in carriers)
    if prefixes != sorted(LETTERS):
        errs.append(f"carrier prefixes {prefixes} should be {sorted(LETTERS)}")
    if len(set(c.split()[0] for c in carriers)) != len(carriers):
        errs.append("carrier names repeat")

    # layouts: the three HTML sources must each use a different main layout device
    src = {os.path.basename(f): open(f, encoding="utf-8").read()
           for f in glob.glob(os.path.join(root, "src", "*.html"))}
    if len(src) != 3:
        errs.append(f"src/ should hold 3 HTML sources, found {len(src)}")
    devices = []
    for name, html in sorted(src.items()):
        d = ("column-count" in html, "grid-template-columns" in html and "class=\"side\"" in html,
             "landscape" in html, "class=\"q\"" in html, "<sup>" in html)
        devices.append(d)
        if not any(d):
            errs.append(f"src/{name}: no multi-column, sidebar, landscape or Q&A layout")
    if len(set(devices)) != len(devices):
        errs.append("two HTML sources use the same layout devices")

    # seed file
    path = os.path.join(root, SEED_JSON)
    try:
        seed = json.load(open(path, encoding="utf-8"))
    except Exception as e:
        errs.append(f"{SEED_JSON}: does not parse ({e})")
        seed = None
    if seed is not None:
        if set(seed) != {"name", "questions"}:
            errs.append(f"{SEED_JSON}: keys should be name, questions")
        if seed.get("name") != f"seed carriers, round {ROUND}":
            errs.append(f"{SEED_JSON}: name should be 'seed carriers, round {ROUND}'")
        qs = seed.get("questions", [])
        if len(qs) != 16:
            errs.append(f"{SEED_JSON}: {len(qs)} questions, need 16")
        per = {c: 0 for c in SEED_COMPANIES}
        nc_companies = []
        yesno = yes = no = 0
        for i, q in enumerate(qs, 1):
            where = f"{SEED_JSON} q{i}"
            comp = q.get("company")
            if comp not in SEED_COMPANIES:
                errs.append(f"{where}: unknown company {comp}")
                continue
            allowed = {"company", "question", "expect", "page", "verdict", "kind"}
            if set(q) - allowed:
                errs.append(f"{where}: unexpected keys {sorted(set(q) - allowed)}")
            titles = SEED_COMPANIES[comp]
            texts = {t: all_text(seed_pdf(t)) for t in titles}

            def doc_for(d, titles=titles):
                return seed_pdf(d) if d in titles and os.path.exists(seed_pdf(d)) else None
            kinds = check_question_common(q, where, errs, doc_for, nc_keywords, texts)
            if "paraphrase" in kinds or "two-fact" in kinds:
                errs.append(f"{where}: seed questions are plain answerable or not-covered")
            if "not-covered" in kinds:
                nc_companies.append(comp)
            else:
                per[comp] += 1
            if "yes-no" in kinds:
                yesno += 1
            yes += q.get("verdict") == "yes"
            no += q.get("verdict") == "no"
            all_questions.append(norm(q.get("question", "")))
        if per != SEED_ANSWERABLE:
            errs.append(f"{SEED_JSON}: answerable per company {per}, need {SEED_ANSWERABLE}")
        if yesno != 7:
            errs.append(f"{SEED_JSON}: {yesno} yes/no questions, need 7")
        if not (yes and no):
            errs.append(f"{SEED_JSON}: needs at least one yes and one no verdict")
        if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
            errs.append(f"{SEED_JSON}: need 4 not-covered questions on 4 different carriers, got {nc_companies}")

    if len(set(all_questions)) != len(all_questions):
        errs.append("duplicate question text")
    # every key-word entry must belong to a not-covered question
    nc_texts = set()
    for jf in GUIDE_JSONS + [SEED_JSON]:
        try:
            for q in json.load(open(os.path.join(root, jf), encoding="utf-8"))["questions"]:
                if q.get("expect") == "not covered":
                    nc_texts.add(q["question"])
        except Exception:
            pass
    for k in nc_keywords:
        if k not in nc_texts:
            errs.append(f"not_covered_keywords.json: entry for unknown question '{k[:40]}...'")
    return errs


def selftest(root):
    """Break copies of the folder in different ways; each must be reported."""
    def edit_json(name, fn):
        def go(d):
            p = os.path.join(d, name)
            data = json.load(open(p, encoding="utf-8"))
            fn(data)
            json.dump(data, open(p, "w", encoding="utf-8"), ensure_ascii=False, indent=1)
        return go

    def set_q(i, key, val):
        def f(data):
            data["questions"][i][key] = val
        return f

    def set_says(i, val):
        def f(data):
            data["questions"][i]["expect"]["says"] = val
        return f

    def drop_q(i):
        def f(data):
            del data["questions"][i]
        return f

    def kw_hit(d):
        p = os.path.join(d, "tools", "not_covered_keywords.json")
        kw = json.load(open(p))
        first = next(iter(kw))
        kw[first].append("fueling")
        json.dump(kw, open(p, "w"), indent=1)

    def short_page(d):
        shutil.copy(os.path.join(SEED_DIR, "Binding_Authority_Memo_—_Q1_2025.pdf"),
                    os.path.join(d, "Abercairn Mutual Convenience Store Guide 2026.pdf"))

    def both(*fns):
        def go(d):
            for f in fns:
                f(d)
        return go

    # each break, and a fragment of the error it must produce
    breaks = {
        "says not on page": (edit_json(GUIDE_JSONS[0], set_says(0, "Stores with up to 14 fueling positions")),
                             "not found on page"),
        "wrong page": (edit_json(GUIDE_JSONS[1], set_q(0, "page", 1)), "not found on page 1"),
        "verdict without yes-no": (edit_json(GUIDE_JSONS[2], set_q(6, "verdict", "yes")),
                                   "verdict given but not tagged yes-no"),
        "unknown tag": (edit_json(GUIDE_JSONS[0], set_q(1, "kind", ["shorthand", "typo"])), "unknown kind"),
        "says too long": (edit_json(GUIDE_JSONS[1], set_says(6, "2 to 5 professionals $1,050 $870 $1,470 $1,190 6")),
                          "says has 9 words"),
        "question count": (edit_json(GUIDE_JSONS[2], drop_q(3)), "17 questions, need 18"),
        "paraphrase overlap": (edit_json(GUIDE_JSONS[0], set_q(11, "question",
                               "are roofs older than 25 years settled at full cost?")), "paraphrase shares"),
        "question contains says": (edit_json(GUIDE_JSONS[0], set_q(8, "question",
                                   "so the till may not exceed $300 after dark w/ the safe?")), "question contains its says"),
        "not-covered key word in doc": (kw_hit, "key word 'fueling' occurs"),
        "seed says wrong": (edit_json(SEED_JSON, set_says(0, "Roofs older than 25 years are written with")),
                            "not found on page"),
        "seed yes/no count": (edit_json(SEED_JSON, both(set_q(2, "kind", ["shorthand", "yes-no"]),
                                                        set_q(2, "verdict", "yes"))), "8 yes/no questions, need 7"),
        "seed not-covered key word": (edit_json(SEED_JSON, set_q(12, "question", "does Northstar write HO on a 12 acre lot?")),
                                      "no key words"),
        "two-fact count": (edit_json(GUIDE_JSONS[1], set_q(8, "kind", ["shorthand"])), "1 two questions, need 2"),
        "PDF replaced by a 1-page file": (short_page, "1 pages, need 3"),
    }
    ok = True
    for label, (brk, frag) in breaks.items():
        d = tempfile.mkdtemp(prefix="blind30-break-")
        try:
            for item in os.listdir(root):
                s = os.path.join(root, item)
                if os.path.isdir(s):
                    shutil.copytree(s, os.path.join(d, item))
                else:
                    shutil.copy(s, d)
            brk(d)
            _page_cache.clear()
            errs = check(d)
            caught = any(frag in e for e in errs)
            ok &= caught
            print(f"  break '{label}': {'caught' if caught else 'NOT CAUGHT'}"
                  + (f" ({[e for e in errs if frag in e][0][:90]})" if caught else f" {errs[:2]}"))
        finally:
            shutil.rmtree(d)
    _page_cache.clear()
    return ok


def main():
    args = sys.argv[1:]
    if args and args[0] == "--selftest":
        root = ROOT_DEFAULT
        errs = check(root)
        if errs:
            print("FAIL (clean copy has errors first)")
            for e in errs:
                print("  " + e)
            sys.exit(1)
        ok = selftest(root)
        print("SELFTEST PASS" if ok else "SELFTEST FAIL")
        sys.exit(0 if ok else 1)
    root = os.path.abspath(args[0]) if args else ROOT_DEFAULT
    errs = check(root)
    if errs:
        print("FAIL")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("PASS")


if __name__ == "__main__":
    main()
