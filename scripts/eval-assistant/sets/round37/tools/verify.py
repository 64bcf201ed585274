#!/usr/bin/env python3
"""Checker for blind evaluation round 37.

Usage:
  python3 tools/verify.py            check the round folder this script lives in; prints PASS or the errors
  python3 tools/verify.py ROOT       check another copy of the round folder
  python3 tools/verify.py --selftest copy the folder to a temp dir, break it in several ways,
                                     and confirm every breakage is caught (then checks the real folder)

Only pdftotext / pdfinfo (poppler) and the Python standard library are used.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata

ROUND = 37
SEED_DIR = os.environ.get("BLIND_SEED_DIR", "/work/blind-seed")
GUIDE_JSONS = ["hesperine_firearms.json", "pallisard_agents_eo.json", "cragmarsh_fishing.json"]
SEED_JSON = "seed_carriers.json"
CARRIER_LETTERS = {"C", "H", "P"}
LINE_LETTERS = set("ABCDEFGHIJKL")

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
Yellowmead"""
FORBIDDEN_NAMES = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

USED_LINES = """commercial auto, workers comp, workers compensation, homeowners, dwelling, personal lines, BOP,
businessowners, restaurant, management liability, directors and officers, employment practices,
personal auto, builders risk, cyber, farmowners, farm, umbrella, excess, liquor liability, self-storage,
child care, day care, marina, surety, hotel, motel, landscaping, fitness, garage, religious institutions,
houses of worship, church, short-term rental, pet services, food manufacturers, community associations,
small fleet trucking, trucking, metalworking, special events, home health, jewelers block, security guards,
vacant dwellings, winery, brewery, medical office, dental office, NEMT, roofing contractors,
landlord dwelling fire, nonprofit social services, golf clubs, fine art, pest control, youth sports,
architects, engineers, towing, manufactured homes, mobile homes, electrical contractors, plumbing contractors,
crime, boatowners, personal watercraft, PWC, condo, HO-6, staffing, mobile food, food trucks, auto repair,
habitational, apartments, veterinary, movers, moving and storage, private flood, flood, real estate E&O,
collector vehicles, car wash, laundromat, salons, campgrounds, RV parks, janitorial, motor truck cargo,
assisted living, auto dealers, trampoline, amusement parks, equine, stables, tree trimming, dry cleaners,
funeral homes, crematories, bowling, entertainment centers, printing, sign shops, drones, UAS,
lawyers professional liability, retail pharmacies, convenience stores, fuel stations, gas stations,
accountants professional liability, earthquake, contractors pollution liability, general aviation, aircraft,
cannabis, dispensaries, home inspectors, tattoo, body art, pawnshops, warehouse legal liability,
equipment breakdown, hunting lease, lessors risk only, pool and spa, travel agents, vending machine,
film production, motion picture, lumber, building material dealers, kidnap and ransom, snow and ice removal,
snow removal, water well drilling"""
USED_LINES = [u.strip() for u in USED_LINES.replace("\n", " ").split(",") if u.strip()]

STOPWORDS = set("""a an the and or but nor of to in on at by for from with without into onto over under
up down out off as is are was were be been being am do does did done doing have has had having
it its it's this that these those there here their them they he she his her him we our you your i me my
what whats what's which who whom whose when where why how if then than so not no yes any all each every
some such can could would should will shall may might must also just only very more most less much many
per about after before again against between through during while until above below same other own too
get got let lets ok okay""".split())

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


# ---------------------------------------------------------------- helpers
def norm(s):
    s = unicodedata.normalize("NFKC", s)
    for a, b in (("\u2019", "'"), ("\u2018", "'"), ("\u201c", '"'), ("\u201d", '"'),
                 ("\u2013", "-"), ("\u2014", "-"), ("\u2010", "-"), ("\u2011", "-"), ("\u00a0", " ")):
        s = s.replace(a, b)
    return re.sub(r"\s+", " ", s).strip().lower()


def whole_word_in(needle, hay):
    """needle and hay already normalised."""
    return re.search(r"(?<![a-z0-9])" + re.escape(needle) + r"(?![a-z0-9])", hay) is not None


def content_words(s):
    out = set()
    for tok in norm(s).split():
        tok = tok.strip(".,;:!?()[]\"'-")
        if tok.endswith("'s"):
            tok = tok[:-2]
        if tok and tok not in STOPWORDS:
            out.add(tok)
    return out


_cache = {}


def pdf_pages(path):
    key = ("n", path)
    if key not in _cache:
        out = subprocess.run(["pdfinfo", path], capture_output=True, text=True).stdout
        m = re.search(r"^Pages:\s+(\d+)", out, re.M)
        _cache[key] = int(m.group(1)) if m else 0
    return _cache[key]


def page_text(path, page):
    key = ("p", path, page)
    if key not in _cache:
        _cache[key] = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), path, "-"],
                                     capture_output=True, text=True).stdout
    return _cache[key]


def all_text(path):
    return "\n".join(page_text(path, p) for p in range(1, pdf_pages(path) + 1))


def seed_pdf(title):
    return os.path.join(SEED_DIR, title.replace(" ", "_") + ".pdf")


def seed_texts():
    texts = []
    for f in sorted(os.listdir(SEED_DIR)):
        p = os.path.join(SEED_DIR, f)
        if f.endswith(".txt"):
            texts.append(open(p, encoding="utf-8").read())
        elif f.endswith(".pdf"):
            texts.append(all_text(p))
    return norm("\n".join(texts))


# ---------------------------------------------------------------- question checks
def check_question_common(q, where, errs):
    if not isinstance(q, dict):
        errs.append(f"{where}: question is not an object")
        return None
    if not isinstance(q.get("question"), str) or not q["question"].strip():
        errs.append(f"{where}: missing question text")
        return None
    kinds = q.get("kind")
    if not isinstance(kinds, list) or not kinds:
        errs.append(f"{where}: kind must be a non-empty list")
        return None
    bad = [k for k in kinds if k not in ALLOWED_TAGS]
    if bad:
        errs.append(f"{where}: unknown kind tags {bad}")
    if len(set(kinds)) != len(kinds):
        errs.append(f"{where}: duplicate kind tags")
    ks = set(kinds)
    if ("yes-no" in ks) != ("verdict" in q):
        errs.append(f"{where}: verdict must be present exactly when tagged yes-no")
    if "verdict" in q and q["verdict"] not in ("yes", "no"):
        errs.append(f"{where}: verdict must be 'yes' or 'no'")
    if ("paraphrase" in ks) != ("own-words" in ks):
        errs.append(f"{where}: paraphrase and own-words must go together")
    nc = q.get("expect") == "not covered"
    if nc != ("not-covered" in ks):
        errs.append(f"{where}: expect 'not covered' exactly when tagged not-covered")
    if nc:
        extra = ks & {"yes-no", "two-fact", "paraphrase", "own-words"}
        if extra:
            errs.append(f"{where}: not-covered question carries answer tags {sorted(extra)}")
        if "page" in q:
            errs.append(f"{where}: not-covered question must not have a page")
    else:
        exp = q.get("expect")
        if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
            errs.append(f"{where}: expect must be {{doc, says}} or 'not covered'")
            return None
        if not isinstance(q.get("page"), int):
            errs.append(f"{where}: page must be an integer")
            return None
        if "two-fact" in ks and "paraphrase" in ks:
            errs.append(f"{where}: a paraphrase must not also be two-fact")
    allowed_keys = {"question", "expect", "page", "verdict", "kind", "company"}
    extra_keys = set(q) - allowed_keys
    if extra_keys:
        errs.append(f"{where}: unexpected keys {sorted(extra_keys)}")
    return ks


def check_says(q, pdf, where, errs):
    says = q["expect"]["says"]
    n = len(says.split())
    if not 2 <= n <= 8:
        errs.append(f"{where}: says has {n} words (need 2-8): {says!r}")
    if not os.path.exists(pdf):
        errs.append(f"{where}: document not found: {pdf}")
        return
    pages = pdf_pages(pdf)
    if not 1 <= q["page"] <= pages:
        errs.append(f"{where}: page {q['page']} out of range 1-{pages}")
        return
    if norm(says) not in norm(page_text(pdf, q["page"])):
        errs.append(f"{where}: says {says!r} not found on page {q['page']} of {os.path.basename(pdf)}")
    if norm(says) in norm(q["question"]):
        errs.append(f"{where}: question contains its says {says!r}")


def check_paraphrase(q, where, errs):
    shared = content_words(q["question"]) & content_words(q["expect"]["says"])
    if len(shared) > 1:
        errs.append(f"{where}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")


def check_not_covered(q, where, kwmap, doc_texts, errs):
    kws = kwmap.get(q["question"])
    if not kws:
        errs.append(f"{where}: no entry in tools/not_covered_keywords.json")
        return
    nq = norm(q["question"])
    if not any(whole_word_in(norm(k), nq) for k in kws):
        errs.append(f"{where}: none of its keywords {kws} occurs in the question")
    for k in kws:
        for name, text in doc_texts.items():
            if whole_word_in(norm(k), text):
                errs.append(f"{where}: not-covered keyword {k!r} appears in {name}")


# ---------------------------------------------------------------- guide files
def check_guide(root, fname, kw_all, seed_norm, errs, carriers):
    path = os.path.join(root, "questions", fname)
    try:
        data = json.load(open(path, encoding="utf-8"))
    except Exception as e:  # noqa
        errs.append(f"{fname}: cannot parse JSON: {e}")
        return
    if set(data) != {"name", "company_name", "line", "files", "questions"}:
        errs.append(f"{fname}: top-level keys must be name, company_name, line, files, questions; got {sorted(data)}")
        return
    if not data["name"].endswith(f", round {ROUND}"):
        errs.append(f"{fname}: name must end with ', round {ROUND}'")
    company, line = data["company_name"], data["line"]
    carriers.append(company)
    if company[:1] not in CARRIER_LETTERS:
        errs.append(f"{fname}: carrier {company!r} must start with one of {sorted(CARRIER_LETTERS)}")
    for bad in FORBIDDEN_NAMES:
        if norm(bad) in norm(company) or any(norm(bad) in norm(f) for f in data["files"]):
            errs.append(f"{fname}: carrier name or file contains forbidden name {bad!r}")
    short = company.split()[0]
    if whole_word_in(norm(short), seed_norm) or norm(company) in seed_norm:
        errs.append(f"{fname}: carrier name {short!r} appears in the seed texts")
    if line[:1].upper() not in LINE_LETTERS:
        errs.append(f"{fname}: line {line!r} must start with a letter A-L")
    for used in USED_LINES:
        if whole_word_in(norm(used), norm(line)):
            errs.append(f"{fname}: line {line!r} matches already-used line {used!r}")
    if not isinstance(data["files"], list) or len(data["files"]) != 1:
        errs.append(f"{fname}: files must list exactly one PDF")
        return
    pdfname = data["files"][0]
    m = re.fullmatch(r"(\S+) (.+) Guide 2026\.pdf", pdfname)
    if not m or m.group(1) != short:
        errs.append(f"{fname}: file name {pdfname!r} must be '<Carrier> <Line> Guide 2026.pdf' starting with {short!r}")
    pdf = os.path.join(root, pdfname)
    if not os.path.exists(pdf):
        errs.append(f"{fname}: PDF missing: {pdfname}")
        return
    # PDF shape
    n = pdf_pages(pdf)
    if n != 3:
        errs.append(f"{pdfname}: has {n} pages, need 3")
    for p in range(1, n + 1):
        w = len(page_text(pdf, p).split())
        if not 450 <= w <= 650:
            errs.append(f"{pdfname}: page {p} has {w} words, need 450-650")
    if short.lower() not in norm(all_text(pdf)):
        errs.append(f"{pdfname}: carrier name {short!r} not printed in the guide")
    # HTML source
    srcs = [f for f in os.listdir(os.path.join(root, "src")) if f.endswith(".html")] if os.path.isdir(os.path.join(root, "src")) else []
    stem = pdfname[:-4]
    if not any(stem.replace("&", "&amp;") in open(os.path.join(root, "src", s), encoding="utf-8").read() or
               stem in open(os.path.join(root, "src", s), encoding="utf-8").read() for s in srcs):
        errs.append(f"{pdfname}: no HTML source in src/ titled {stem!r}")

    qs = data["questions"]
    if not isinstance(qs, list):
        errs.append(f"{fname}: questions must be a list")
        return
    if len(qs) != 18:
        errs.append(f"{fname}: {len(qs)} questions, need 18")
    texts = [q.get("question") for q in qs if isinstance(q, dict)]
    if len(set(texts)) != len(texts):
        errs.append(f"{fname}: duplicate question texts")
    kwmap = kw_all.get(fname, {})
    doc_texts = {pdfname: norm(all_text(pdf))}
    cnt = {"plain": 0, "para": 0, "nc": 0, "two": 0, "yes": 0, "no": 0}
    for i, q in enumerate(qs):
        where = f"{fname} q{i + 1}"
        if isinstance(q, dict) and "company" in q:
            errs.append(f"{where}: guide questions must not carry a company")
        ks = check_question_common(q, where, errs)
        if ks is None:
            continue
        if q.get("verdict") in ("yes", "no"):
            cnt[q["verdict"]] += 1
        if "two-fact" in ks:
            cnt["two"] += 1
        if q["expect"] == "not covered":
            cnt["nc"] += 1
            check_not_covered(q, where, kwmap, doc_texts, errs)
            continue
        if q["expect"]["doc"] != stem:
            errs.append(f"{where}: expect.doc {q['expect']['doc']!r} is not {stem!r}")
            continue
        check_says(q, pdf, where, errs)
        if "paraphrase" in ks:
            cnt["para"] += 1
            check_paraphrase(q, where, errs)
        else:
            cnt["plain"] += 1
    want = {"plain": 11, "para": 3, "nc": 4, "two": 2}
    for k, v in want.items():
        if cnt[k] != v:
            errs.append(f"{fname}: {k} count is {cnt[k]}, need {v}")
    if cnt["yes"] < 1 or cnt["no"] < 1:
        errs.append(f"{fname}: need at least one yes and one no verdict (yes={cnt['yes']}, no={cnt['no']})")
    stale = set(kwmap) - set(q.get("question") for q in qs if isinstance(q, dict) and q.get("expect") == "not covered")
    if stale:
        errs.append(f"{fname}: keyword entries for unknown not-covered questions: {sorted(stale)}")


# ---------------------------------------------------------------- seed file
def check_seed(root, kw_all, errs):
    fname = SEED_JSON
    path = os.path.join(root, "questions", fname)
    try:
        data = json.load(open(path, encoding="utf-8"))
    except Exception as e:  # noqa
        errs.append(f"{fname}: cannot parse JSON: {e}")
        return
    if set(data) != {"name", "questions"}:
        errs.append(f"{fname}: top-level keys must be name, questions")
        return
    if data["name"] != f"seed carriers, round {ROUND}":
        errs.append(f"{fname}: name must be 'seed carriers, round {ROUND}'")
    qs = data["questions"]
    if len(qs) != 16:
        errs.append(f"{fname}: {len(qs)} questions, need 16")
    kwmap = kw_all.get(fname, {})
    per_co = {c: 0 for c in SEED_COMPANIES}
    nc_cos, yesno, verdicts = [], 0, set()
    for i, q in enumerate(qs):
        where = f"{fname} q{i + 1}"
        co = q.get("company") if isinstance(q, dict) else None
        if co not in SEED_COMPANIES:
            errs.append(f"{where}: unknown company {co!r}")
            continue
        ks = check_question_common(q, where, errs)
        if ks is None:
            continue
        if q["expect"] == "not covered":
            nc_cos.append(co)
            doc_texts = {t: norm(all_text(seed_pdf(t))) for t in SEED_COMPANIES[co]}
            check_not_covered(q, where, kwmap, doc_texts, errs)
            continue
        per_co[co] += 1
        if "yes-no" in ks:
            yesno += 1
            verdicts.add(q.get("verdict"))
        doc = q["expect"]["doc"]
        if doc not in SEED_COMPANIES[co]:
            errs.append(f"{where}: doc {doc!r} is not one of {co}'s documents")
            continue
        check_says(q, seed_pdf(doc), where, errs)
        if "paraphrase" in ks:
            check_paraphrase(q, where, errs)
    if per_co != SEED_ANSWERABLE:
        errs.append(f"{fname}: answerable per company {per_co}, need {SEED_ANSWERABLE}")
    if yesno != 7:
        errs.append(f"{fname}: {yesno} yes/no answerable questions, need 7")
    if not {"yes", "no"} <= verdicts:
        errs.append(f"{fname}: need at least one yes and one no verdict")
    if len(nc_cos) != 4 or len(set(nc_cos)) != 4:
        errs.append(f"{fname}: need 4 not-covered questions on 4 different carriers, got {nc_cos}")


def run_checks(root):
    errs = []
    try:
        kw_all = json.load(open(os.path.join(root, "tools", "not_covered_keywords.json"), encoding="utf-8"))
    except Exception as e:  # noqa
        return [f"tools/not_covered_keywords.json: cannot parse: {e}"]
    seed_norm = seed_texts()
    carriers = []
    for g in GUIDE_JSONS:
        check_guide(root, g, kw_all, seed_norm, errs, carriers)
    letters = sorted(c[:1] for c in carriers)
    if set(letters) != CARRIER_LETTERS or len(letters) != 3:
        errs.append(f"carriers {carriers} must start with one each of {sorted(CARRIER_LETTERS)}")
    check_seed(root, kw_all, errs)
    extra = set(kw_all) - set(GUIDE_JSONS) - {SEED_JSON}
    if extra:
        errs.append(f"not_covered_keywords.json has entries for unknown files {sorted(extra)}")
    return errs


# ---------------------------------------------------------------- self-test
def _edit_json(root, fname, fn):
    p = os.path.join(root, "questions", fname)
    d = json.load(open(p, encoding="utf-8"))
    fn(d)
    json.dump(d, open(p, "w", encoding="utf-8"), ensure_ascii=False, indent=2)


def _edit_kw(root, fn):
    p = os.path.join(root, "tools", "not_covered_keywords.json")
    d = json.load(open(p, encoding="utf-8"))
    fn(d)
    json.dump(d, open(p, "w", encoding="utf-8"), ensure_ascii=False, indent=2)


def _first(qs, pred):
    return next(q for q in qs if pred(q))


def selftest(root):
    G = GUIDE_JSONS[0]
    para = lambda q: "paraphrase" in q["kind"]
    yn = lambda q: "yes-no" in q["kind"] and "paraphrase" not in q["kind"]
    nc = lambda q: q["expect"] == "not covered"
    ans = lambda q: not nc(q)

    def m_says(d):
        q = _first(d["questions"], ans)
        q["expect"]["says"] = q["expect"]["says"].replace("3,000,000", "3,500,000")

    def m_page(d):
        q = _first(d["questions"], ans); q["page"] = q["page"] % 3 + 1

    def m_verdict(d):
        del _first(d["questions"], yn)["verdict"]

    def m_says_in_q(d):
        q = _first(d["questions"], ans); q["question"] += " " + q["expect"]["says"]

    def m_para(d):
        q = _first(d["questions"], para)
        w = sorted(content_words(q["expect"]["says"]))
        q["question"] = f"what about the {w[0]} and the {w[1]} here?"

    def m_tag(d):
        _first(d["questions"], ans)["kind"].append("sarcasm")

    def m_drop(d):
        d["questions"].pop()

    def m_twofact(d):
        _first(d["questions"], lambda q: yn(q) and "two-fact" not in q["kind"])["kind"].append("two-fact")

    def m_forbidden(d):
        d["company_name"] = "Hesperine Northstar Casualty"

    def m_line(d):
        d["line"] = "Cyber liability"

    def m_kw(k):
        first = next(iter(k[G]))
        k[G][first] = k[G][first] + ["firearms"]

    def m_pdf(r):
        src = os.path.join(SEED_DIR, "Required_Documents_Checklist.pdf")
        dst = os.path.join(r, json.load(open(os.path.join(r, "questions", G)))["files"][0])
        shutil.copy(src, dst)

    def m_seed_count(d):
        q = _first(d["questions"], lambda q: q["company"] == "cmp_hv_granite" and ans(q))
        q["company"] = "cmp_hv_keystone"

    def m_seed_kw(k):
        q = next(t for t in k[SEED_JSON] if "terrorism" in t)
        k[SEED_JSON][q] = k[SEED_JSON][q] + ["BOP"]

    def m_seed_yesno(d):
        q = _first(d["questions"], lambda q: "yes-no" in q["kind"])
        q["kind"].remove("yes-no"); del q["verdict"]

    # (label, mutation, text the resulting error must contain)
    mutations = [
        ("says not on page", lambda r: _edit_json(r, G, m_says), "not found on page"),
        ("wrong page", lambda r: _edit_json(r, G, m_page), "not found on page"),
        ("yes-no without verdict", lambda r: _edit_json(r, G, m_verdict), "verdict must be present"),
        ("says inside question", lambda r: _edit_json(r, G, m_says_in_q), "question contains its says"),
        ("paraphrase too close", lambda r: _edit_json(r, G, m_para), "paraphrase shares"),
        ("unknown tag", lambda r: _edit_json(r, G, m_tag), "unknown kind tags"),
        ("question removed", lambda r: _edit_json(r, G, m_drop), "17 questions"),
        ("third two-fact", lambda r: _edit_json(r, G, m_twofact), "two count is 3"),
        ("forbidden carrier name", lambda r: _edit_json(r, G, m_forbidden), "forbidden name"),
        ("used line of business", lambda r: _edit_json(r, G, m_line), "already-used line"),
        ("not-covered keyword in guide", lambda r: _edit_kw(r, m_kw), "appears in"),
        ("PDF replaced by 1-page file", m_pdf, "has 1 pages"),
        ("seed per-carrier count", lambda r: _edit_json(r, SEED_JSON, m_seed_count), "answerable per company"),
        ("seed not-covered keyword in docs", lambda r: _edit_kw(r, m_seed_kw), "appears in"),
        ("seed yes/no count", lambda r: _edit_json(r, SEED_JSON, m_seed_yesno), "yes/no answerable"),
        ("broken JSON", lambda r: open(os.path.join(r, "questions", G), "a").write("}"), "cannot parse JSON"),
    ]
    ok = True
    for label, mut, expect in mutations:
        tmp = tempfile.mkdtemp(prefix="verify37_")
        try:
            for sub in ("questions", "tools", "src"):
                shutil.copytree(os.path.join(root, sub), os.path.join(tmp, sub))
            for f in os.listdir(root):
                if f.endswith(".pdf"):
                    shutil.copy(os.path.join(root, f), tmp)
            mut(tmp)
            _cache.clear()
            errs = run_checks(tmp)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        hit = [e for e in errs if expect in e]
        if hit:
            print(f"  CAUGHT  {label}: {hit[0]}")
        else:
            print(f"  MISSED  {label}: {errs[:2]}")
            ok = False
    _cache.clear()
    print("SELFTEST OK" if ok else "SELFTEST FAILED")
    return ok


def main():
    args = sys.argv[1:]
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if args and args[0] == "--selftest":
        if not selftest(here):
            sys.exit(1)
        args = args[1:]
    root = os.path.abspath(args[0]) if args else here
    errs = run_checks(root)
    if errs:
        for e in errs:
            print("FAIL", e)
        print(f"{len(errs)} error(s)")
        sys.exit(1)
    print("PASS")


if __name__ == "__main__":
    main()
