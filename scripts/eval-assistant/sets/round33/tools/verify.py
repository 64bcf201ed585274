#!/usr/bin/env python3
"""Checker for blind evaluation round 33.

Usage:  python3 tools/verify.py [ROOT]        (ROOT defaults to the folder above tools/)

Runs every check of the brief on ROOT, then a self-test that breaks copies of the
data in a temporary folder and confirms each break is caught. Prints PASS only when
the real data has no errors and every deliberate break was detected.
"""
import copy
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_ROOT = os.path.dirname(HERE)
SEED_DIR = "/work/blind-seed"
ROUND = 33
CARRIER_LETTERS = {"G", "H", "N"}
SEED_FILE = "seed.json"
KEYWORDS_FILE = os.path.join("tools", "not_covered_keywords.json")

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
Corncrake Lane, Pewterhorn, Galingale, Lychgate, Pipistrelle, Semaphore, Merganser, Millrace,
Nettlebank, Rookhaven, Tidewick, Whinfell, Yarrowby, Gannetmoor, Heronsgill, Loblolly, Cresthaven,
Dunmore, Fairlight, Jolliet, Strathallan, Verdigris, Ullswater, Vireo, Worthing, Abercairn,
Elmstead, Tyndrum, Dovecote, Kittiwake, Ptarmigan, Spindlewood, Fallowfield, Mossgate"""
FORBIDDEN_NAMES = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

USED_LINES = """commercial auto, workers comp, HO/DP personal lines, BOP rates, restaurant, management
liability, personal auto, builders risk, cyber, farmowners, umbrella/excess, liquor liability,
self-storage, child care, marina, surety, hotel, landscaping, fitness, garage, religious
institutions/houses of worship, short-term rental, pet services, food manufacturers, community
associations, small fleet trucking, metalworking, special events, home health, jewelers block,
security guards, vacant dwellings, winery/brewery, medical/dental office, NEMT, roofing contractors,
landlord dwelling fire, nonprofit social services, golf clubs, fine art, pest control, youth sports,
architects & engineers, towing, manufactured homes, electrical/plumbing contractors, crime,
boatowners/PWC, condo HO-6, staffing, mobile food, garage/auto repair, habitational/apartments,
veterinary, movers, private flood, real estate E&O, collector vehicles, car wash/laundromat, salons,
campgrounds/RV parks, janitorial, motor truck cargo, assisted living, auto dealers open lot,
trampoline/amusement parks, equine stables, tree trimming, dry cleaners, funeral homes/crematories,
bowling and entertainment centers, printing and sign shops, commercial drones/UAS, lawyers
professional liability, retail pharmacies, convenience stores/fuel stations, accountants
professional liability, residential earthquake, contractors pollution liability, general aviation
(aircraft hull and liability), cannabis dispensaries, home inspectors E&O, tattoo and body art
studios, pawnshops, warehouse legal liability"""
USED_LINES = [u.strip() for u in USED_LINES.replace("\n", " ").split(",") if u.strip()]

SEED_COMPANIES = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide",
                         "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide",
                       "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide",
                         "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules",
                        "Businessowners Policy Eligibility Guide", "Required Documents Checklist"],
}
SEED_ANSWERABLE = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2,
                   "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}

# Tokens that make a question "shorthand", and phrases that make it "filler".
SHORTHAND = ["insd", "uw", "ded", "cov", "yrs", "yr", "yo", "w/", "w/o", "min", "max", "prem",
             "tiv", "eb", "bldg", "bldgs", "sf", "sq ft", "cxl", "cxls", "recs", "ac", "apts",
             "mgr", "occ", "ai", "gl", "lro", "med pay", "subs", "mfg", "co", "ho", "ho3", "dp",
             "csl", "comm", "ops", "whats", "e&s", "bop", "1m", "1k", "5k", "30k", "100k", "820k",
             "2.4m", "1.2m", "1.8m", "8.2m", "1m/2m", "btu/hr", "kw"]
FILLER = ["hey", "quick q", "any chance", "rn", "just wondering", "so ", "btw", "real quick"]

STOPWORDS = set("""a an the and or but if of to in on at by for with from as is are was were be been
being it its this that these those there their they them he his she her we you your our i my me
not no yes do does did can could would should will shall may might must has have had what which
who whom how when where why any all each every some than then so up out over under about into
per only also just like get gets got s""".split())

NORM_QUOTES = {"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\ufb01": "fi",
               "\ufb02": "fl", "\u00a0": " "}


def norm(s):
    for a, b in NORM_QUOTES.items():
        s = s.replace(a, b)
    return re.sub(r"\s+", " ", s).strip().lower()


def content_words(s):
    toks = re.findall(r"[a-z0-9$%]+(?:[.,'/-][a-z0-9]+)*", norm(s))
    out = set()
    for t in toks:
        t = t.strip("$%").replace(",", "")
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
    key = (pdf, page, os.path.getmtime(pdf) if os.path.exists(pdf) else None)
    if key not in _text_cache:
        args = ["pdftotext", "-layout"]
        if page is not None:
            args += ["-f", str(page), "-l", str(page)]
        args += [pdf, "-"]
        r = subprocess.run(args, capture_output=True, text=True)
        _text_cache[key] = r.stdout if r.returncode == 0 else None
    return _text_cache[key]


def page_count(pdf):
    r = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", r.stdout, re.M)
    return int(m.group(1)) if m else -1


def whole_word(kw, text):
    return re.search(r"(?<![a-z0-9])" + re.escape(norm(kw)) + r"(?![a-z0-9])", text) is not None


def has_token(q, tok):
    qn = norm(q)
    return re.search(r"(?<![a-z0-9])" + re.escape(tok) + r"(?![a-z0-9])", qn) is not None


def seed_pdf(title):
    return os.path.join(SEED_DIR, title.replace(" ", "_") + ".pdf")


def seed_txt_all():
    out = ""
    for f in sorted(os.listdir(SEED_DIR)):
        if f.endswith(".txt"):
            out += open(os.path.join(SEED_DIR, f), encoding="utf-8").read() + "\n"
    return norm(out)


def check_question(fname, i, q, doc_to_pdf, errs, carrier_docs, keywords, allowed_docs):
    tag = f"{fname} q{i + 1}"
    for k in ("question", "expect", "kind"):
        if k not in q:
            errs.append(f"{tag}: missing key '{k}'")
            return None
    kinds = q["kind"]
    if not isinstance(kinds, list) or not kinds:
        errs.append(f"{tag}: kind must be a non-empty list")
        return None
    bad = [k for k in kinds if k not in ALLOWED_KINDS]
    if bad:
        errs.append(f"{tag}: unknown kind tags {bad}")
    if len(set(kinds)) != len(kinds):
        errs.append(f"{tag}: duplicate kind tags")
    text = q["question"]
    if not isinstance(text, str) or not text.strip():
        errs.append(f"{tag}: empty question")
        return None
    # verdict iff yes-no
    if ("yes-no" in kinds) != ("verdict" in q):
        errs.append(f"{tag}: verdict must be present exactly when tagged yes-no")
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        errs.append(f"{tag}: verdict must be 'yes' or 'no'")
    # tag sanity
    if "shorthand" in kinds and not any(has_token(text, t) for t in SHORTHAND):
        errs.append(f"{tag}: tagged shorthand but no shorthand token found")
    if "filler" in kinds and not any(norm(text).startswith(f.strip()) or (" " + f.strip() + " ") in (" " + norm(text) + " ") for f in FILLER):
        errs.append(f"{tag}: tagged filler but no filler phrase found")
    if "own-numbers" in kinds and not re.search(r"\d", text):
        errs.append(f"{tag}: tagged own-numbers but contains no number")
    if "two-fact" in kinds and not (text.count("?") >= 2 or re.search(r"\band\b|&|\+", text)):
        errs.append(f"{tag}: tagged two-fact but asks only one thing")
    if ("paraphrase" in kinds) != ("own-words" in kinds):
        errs.append(f"{tag}: paraphrase and own-words must go together")

    exp = q["expect"]
    if exp == "not covered":
        if kinds != ["not-covered"]:
            errs.append(f"{tag}: not-covered question must carry only the not-covered tag")
        if "page" in q or "verdict" in q:
            errs.append(f"{tag}: not-covered question must not have page/verdict")
        kws = keywords.get(text)
        if not kws:
            errs.append(f"{tag}: no not-covered keywords listed in {KEYWORDS_FILE}")
        else:
            if not any(norm(k) in norm(text) for k in kws):
                errs.append(f"{tag}: none of its keywords {kws} occurs in the question")
            for pdf in carrier_docs:
                full = norm(page_text(pdf) or "")
                for k in kws:
                    if whole_word(k, full):
                        errs.append(f"{tag}: keyword '{k}' found in {os.path.basename(pdf)}")
        return "nc"
    if "not-covered" in kinds:
        errs.append(f"{tag}: tagged not-covered but expect is not 'not covered'")
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        errs.append(f"{tag}: expect must be {{doc, says}} or 'not covered'")
        return None
    if exp["doc"] not in allowed_docs:
        errs.append(f"{tag}: expect.doc '{exp['doc']}' is not a document of this carrier")
        return None
    says = exp["says"]
    nw = len(says.split())
    if not 2 <= nw <= 8:
        errs.append(f"{tag}: says has {nw} words (need 2 to 8)")
    page = q.get("page")
    if not isinstance(page, int) or page < 1:
        errs.append(f"{tag}: page must be a positive integer")
        return None
    pdf = doc_to_pdf[exp["doc"]]
    if not os.path.exists(pdf):
        errs.append(f"{tag}: missing PDF {pdf}")
        return None
    pt = page_text(pdf, page)
    if pt is None or norm(says) not in norm(pt):
        errs.append(f"{tag}: says '{says}' not found on page {page} of {os.path.basename(pdf)}")
    if norm(says) in norm(text):
        errs.append(f"{tag}: question contains its says")
    if "paraphrase" in kinds:
        shared = content_words(says) & content_words(text)
        if len(shared) > 1:
            errs.append(f"{tag}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
    return "para" if "paraphrase" in kinds else "ans"


def load_json(path, errs):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except Exception as e:  # noqa: BLE001
        errs.append(f"{os.path.basename(path)}: JSON does not parse: {e}")
        return None


def check(root):
    errs = []
    kw_all = load_json(os.path.join(root, KEYWORDS_FILE), errs) or {}
    seed_text = seed_txt_all()
    guide_files = sorted(f for f in os.listdir(root) if f.endswith(".json") and f != SEED_FILE)
    if len(guide_files) != 3:
        errs.append(f"expected 3 guide JSON files, found {len(guide_files)}")
    letters, lines, carriers = [], [], []
    for gf in guide_files:
        d = load_json(os.path.join(root, gf), errs)
        if d is None:
            continue
        need = {"name", "company_name", "line", "files", "questions"}
        if set(d) != need:
            errs.append(f"{gf}: top-level keys must be {sorted(need)}, got {sorted(d)}")
            if not need <= set(d):
                continue
        company, line = d["company_name"], d["line"]
        short = company.split()[0]
        carriers.append(company)
        letters.append(company[:1].upper())
        lines.append(line)
        if d["name"] != f"{short} {line}, round {ROUND}":
            errs.append(f"{gf}: name should be '{short} {line}, round {ROUND}'")
        # carrier name rules
        for fn in FORBIDDEN_NAMES:
            if norm(fn) in norm(company):
                errs.append(f"{gf}: carrier name contains forbidden name '{fn}'")
        for piece in (company, short):
            if whole_word(piece, seed_text):
                errs.append(f"{gf}: carrier name '{piece}' occurs in the seed texts")
        # line rules
        if not ("A" <= line[:1].upper() <= "L"):
            errs.append(f"{gf}: line '{line}' does not begin with A to L")
        for u in USED_LINES:
            if norm(u) == norm(line) or norm(line) in norm(u) or norm(u) in norm(line):
                errs.append(f"{gf}: line '{line}' matches used line '{u}'")
        # file
        files = d["files"]
        want = f"{short} {line} Guide 2026.pdf"
        if files != [want]:
            errs.append(f"{gf}: files should be ['{want}']")
        pdf = os.path.join(root, want)
        if not os.path.exists(pdf):
            errs.append(f"{gf}: PDF missing: {want}")
            continue
        npages = page_count(pdf)
        if npages != 3:
            errs.append(f"{want}: has {npages} pages (need 3)")
        for p in range(1, max(npages, 0) + 1):
            wc = len((page_text(pdf, p) or "").split())
            if not 450 <= wc <= 650:
                errs.append(f"{want}: page {p} has {wc} words (need 450 to 650)")
        doc = want[:-4]
        kws = kw_all.get(gf, {})
        qs = d["questions"]
        counts = {"ans": 0, "para": 0, "nc": 0}
        twofact, verdicts, seen_q = 0, set(), set()
        for i, q in enumerate(qs):
            r = check_question(gf, i, q, {doc: pdf}, errs, [pdf], kws, [doc])
            if r:
                counts[r] += 1
            if r == "ans":
                if "two-fact" in q["kind"]:
                    twofact += 1
                if not {"shorthand", "filler", "own-numbers"} & set(q["kind"]):
                    errs.append(f"{gf} q{i + 1}: answerable question needs shorthand, filler or own-numbers")
            if "verdict" in q:
                verdicts.add(q["verdict"])
            if q.get("question") in seen_q:
                errs.append(f"{gf} q{i + 1}: duplicate question")
            seen_q.add(q.get("question"))
        if len(qs) != 18:
            errs.append(f"{gf}: {len(qs)} questions (need 18)")
        if counts != {"ans": 11, "para": 3, "nc": 4}:
            errs.append(f"{gf}: counts {counts} (need 11 answerable, 3 paraphrase, 4 not covered)")
        if twofact != 2:
            errs.append(f"{gf}: {twofact} two-fact questions (need exactly 2)")
        if verdicts != {"yes", "no"}:
            errs.append(f"{gf}: needs at least one yes and one no verdict (has {sorted(verdicts)})")
        alltags = {t for q in qs for t in q.get("kind", [])}
        for t in ("shorthand", "filler", "own-numbers", "yes-no"):
            if t not in alltags:
                errs.append(f"{gf}: no question tagged {t}")
        extra = set(kws) - {q["question"] for q in qs if q.get("expect") == "not covered"}
        if extra:
            errs.append(f"{gf}: keywords listed for unknown questions: {sorted(extra)}")
    if sorted(letters) != sorted(CARRIER_LETTERS):
        errs.append(f"carrier initials {sorted(letters)} should be {sorted(CARRIER_LETTERS)}")
    if len({norm(x) for x in lines}) != len(lines):
        errs.append("the three guides must be different lines of business")
    srcdir = os.path.join(root, "src")
    html = [f for f in os.listdir(srcdir) if f.endswith(".html")] if os.path.isdir(srcdir) else []
    if len(html) < 3:
        errs.append("src/ must hold the three HTML sources")

    # ---- seed file ----
    sp = os.path.join(root, SEED_FILE)
    d = load_json(sp, errs)
    if d is not None:
        if set(d) != {"name", "questions"}:
            errs.append(f"{SEED_FILE}: top-level keys must be name, questions")
        if d.get("name") != f"seed carriers, round {ROUND}":
            errs.append(f"{SEED_FILE}: name should be 'seed carriers, round {ROUND}'")
        kws = kw_all.get(SEED_FILE, {})
        qs = d.get("questions", [])
        ans_by, nc_companies, yn, verdicts = {}, [], 0, set()
        for i, q in enumerate(qs):
            c = q.get("company")
            if c not in SEED_COMPANIES:
                errs.append(f"{SEED_FILE} q{i + 1}: unknown company '{c}'")
                continue
            titles = SEED_COMPANIES[c]
            doc_to_pdf = {t: seed_pdf(t) for t in titles}
            r = check_question(SEED_FILE, i, q, doc_to_pdf, errs, list(doc_to_pdf.values()), kws, titles)
            if r in ("ans", "para"):
                ans_by[c] = ans_by.get(c, 0) + 1
                if "yes-no" in q["kind"]:
                    yn += 1
                    verdicts.add(q.get("verdict"))
            elif r == "nc":
                nc_companies.append(c)
        if len(qs) != 16:
            errs.append(f"{SEED_FILE}: {len(qs)} questions (need 16)")
        if ans_by != SEED_ANSWERABLE:
            errs.append(f"{SEED_FILE}: answerable per carrier {ans_by} (need {SEED_ANSWERABLE})")
        if yn != 7:
            errs.append(f"{SEED_FILE}: {yn} yes/no questions among the answerable (need 7)")
        if verdicts != {"yes", "no"}:
            errs.append(f"{SEED_FILE}: needs both yes and no verdicts")
        if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
            errs.append(f"{SEED_FILE}: need 4 not-covered questions on four different carriers, got {nc_companies}")
    return errs


# ---------------------------------------------------------------- self-test
def _mutate_json(root, fname, fn):
    p = os.path.join(root, fname)
    d = json.load(open(p, encoding="utf-8"))
    fn(d)
    json.dump(d, open(p, "w", encoding="utf-8"), indent=2, ensure_ascii=False)


def _first(d, pred):
    for q in d["questions"]:
        if pred(q):
            return q
    raise RuntimeError("no question matches")


def selftest(root):
    guide = sorted(f for f in os.listdir(root) if f.endswith(".json") and f != SEED_FILE)[0]
    isans = lambda q: isinstance(q["expect"], dict) and "paraphrase" not in q["kind"]  # noqa: E731
    mutations = {
        "says changed to text not in the PDF": (guide, lambda d: _first(d, isans)["expect"].__setitem__("says", "flux capacitor rider")),
        "wrong page number": (guide, lambda d: _first(d, isans).__setitem__("page", 1 + _first(d, isans)["page"] % 3)),
        "verdict removed from yes-no question": (guide, lambda d: _first(d, lambda q: "verdict" in q).pop("verdict")),
        "verdict on a non yes-no question": (guide, lambda d: _first(d, lambda q: isans(q) and "yes-no" not in q["kind"]).__setitem__("verdict", "yes")),
        "unknown kind tag": (guide, lambda d: d["questions"][0]["kind"].append("slang")),
        "question contains its says": (guide, lambda d: _first(d, isans).__setitem__("question", "is it " + _first(d, isans)["expect"]["says"] + "?")),
        "paraphrase shares words with says": (guide, lambda d: _first(d, lambda q: "paraphrase" in q["kind"]).__setitem__("question", "so " + " ".join(reversed(_first(d, lambda q: "paraphrase" in q["kind"])["expect"]["says"].split())) + " huh")),
        "question dropped (count)": (guide, lambda d: d["questions"].pop()),
        "third two-fact question": (guide, lambda d: _first(d, lambda q: isans(q) and "two-fact" not in q["kind"])["kind"].append("two-fact")),
        "forbidden carrier name": (guide, lambda d: d.__setitem__("company_name", d["company_name"] + " Keystone")),
        "seed says on wrong carrier doc": (SEED_FILE, lambda d: _first(d, lambda q: isinstance(q["expect"], dict))["expect"].__setitem__("doc", "Fleet Safety Program Requirements")),
        "seed yes/no count": (SEED_FILE, lambda d: (lambda q: (q["kind"].remove("yes-no"), q.pop("verdict")))(_first(d, lambda q: "yes-no" in q["kind"]))),
        "says too long": (guide, lambda d: _first(d, isans)["expect"].__setitem__("says", "one two three four five six seven eight nine")),
    }
    results = []
    for label, (fname, fn) in mutations.items():
        tmp = tempfile.mkdtemp(prefix="b33st_")
        try:
            dst = os.path.join(tmp, "r")
            shutil.copytree(root, dst)
            _mutate_json(dst, fname, fn)
            caught = bool(check(dst))
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        results.append((label, caught))
    # keyword present in the document
    tmp = tempfile.mkdtemp(prefix="b33st_")
    try:
        dst = os.path.join(tmp, "r")
        shutil.copytree(root, dst)
        kp = os.path.join(dst, KEYWORDS_FILE)
        kw = json.load(open(kp, encoding="utf-8"))
        q0 = next(iter(kw[guide]))
        kw[guide][q0] = kw[guide][q0] + ["boiler", "acres", "tenant"]
        json.dump(kw, open(kp, "w", encoding="utf-8"), indent=2, ensure_ascii=False)
        results.append(("not-covered keyword that the PDF contains", bool(check(dst))))
        # a PDF with a page removed
        pdfs = sorted(f for f in os.listdir(dst) if f.endswith(".pdf"))
        p = os.path.join(dst, pdfs[0])
        r = subprocess.run(["pdfseparate", "-f", "1", "-l", "1", p, os.path.join(tmp, "pg%d.pdf")], capture_output=True)
        if r.returncode == 0:
            shutil.copy(os.path.join(tmp, "pg1.pdf"), p)
            results.append(("PDF with one page", bool(check(dst))))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return results


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    root = os.path.abspath(args[0]) if args else DEFAULT_ROOT
    errs = check(root)
    for e in errs:
        print("FAIL:", e)
    st = [] if "--no-selftest" in sys.argv else selftest(root)
    missed = [l for l, c in st if not c]
    print(f"self-test: {sum(c for _, c in st)}/{len(st)} deliberate breaks caught")
    for l in missed:
        print("FAIL: self-test break not caught:", l)
    if errs or missed:
        print(f"{len(errs) + len(missed)} problem(s)")
        sys.exit(1)
    print("PASS")


if __name__ == "__main__":
    main()
