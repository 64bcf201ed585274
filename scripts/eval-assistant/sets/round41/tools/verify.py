#!/usr/bin/env python3
"""Checker for blind evaluation round 41.

Usage: python3 tools/verify.py [OUTPUT_DIR]
OUTPUT_DIR defaults to the folder above tools/. Prints every problem and
then PASS or FAIL (exit code 0 / 1).
"""
import json, os, re, subprocess, sys

ROUND = 41
BASE = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
SEED = "/work/blind-seed"
QDIR = os.path.join(BASE, "questions")
KW_FILE = os.path.join(BASE, "tools", "not_covered_keywords.json")

GUIDE_FILES = {  # question file -> required first letter of carrier
    "round41-arrowmint-florists.json": "A",
    "round41-nightjar-clinical-trials.json": "N",
    "round41-quinceford-bicycle-shops.json": "Q",
}
SEED_FILE = "round41-seed-carriers.json"

ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact",
                "paraphrase", "own-words", "not-covered"}

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
Corncrake Lane, Pewterhorn, Galingale, Lychgate, Pipistrelle, Semaphore, Merganser, Millrace, Nettlebank,
Rookhaven, Tidewick, Whinfell, Yarrowby, Gannetmoor, Heronsgill, Loblolly, Cresthaven, Dunmore, Fairlight,
Jolliet, Strathallan, Verdigris, Ullswater, Vireo, Worthing, Abercairn, Elmstead, Tyndrum,
Dovecote, Kittiwake, Ptarmigan, Spindlewood, Fallowfield, Mossgate, Glenharrow, Hobnail, Nutwood,
Bracken Shoals, Lanternwick, Tumbleweir, Antlerbrook, Eskerfield, Ivorygate, Ollerton, Umberfield,
Yellowmead, Hesperine, Pallisard, Cragmarsh, Rowanmere, Seaholm, Wendover, Dunlin Reach, Firthwood,
Kettleby, Jessamine, Mallowdene, Tarnbeck"""
FORBIDDEN_NAMES = [n.strip() for n in FORBIDDEN_NAMES.replace("\n", " ").split(",") if n.strip()]

STOPWORDS = set("""a an the and or but if of to in on at by for with w/ w/o from as is are was were be been being
it its this that these those there their they them he she his her we our you your u i me my do does did
done can could would should will shall may might must not no yes any all some what whats what's how
when where which who whom why than then so just up out over about into off per own anything ok okay
get got has have had having still also too very rn hey quick q like much many""".split())

problems = []
def bad(msg):
    problems.append(msg)

def norm(s):
    s = s.replace("\u00a0", " ")
    for a, b in (("\u2018", "'"), ("\u2019", "'"), ("\u201c", '"'), ("\u201d", '"'), ("\u2013", "-"), ("\u2014", "-")):
        s = s.replace(a, b)
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

def n_pages(pdf):
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    m = re.search(r"^Pages:\s+(\d+)", out, re.M)
    return int(m.group(1)) if m else 0

def content_words(s):
    words = re.findall(r"[a-z0-9$%][a-z0-9$%,.'\-]*", norm(s))
    out = set()
    for w in words:
        w = w.strip(".,'-")
        if not w or w in STOPWORDS:
            continue
        if w.endswith("'s"):
            w = w[:-2]
        out.add(w)
    return out

def stem(w):
    for suf in ("ing", "ed", "es", "s"):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            return w[: -len(suf)]
    return w

def whole_word_in(text, kw):
    pat = r"(?<![a-z0-9])" + re.escape(norm(kw)).replace(r"\ ", r"\s+") + r"(?![a-z0-9])"
    return re.search(pat, norm(text)) is not None

def load_json(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except Exception as e:
        bad(f"{os.path.basename(path)}: JSON does not parse: {e}")
        return None

def check_question_common(fname, i, q, pdf_for_doc, answer_docs):
    """Checks shared by guide and seed questions. Returns the question's category."""
    tag = f"{fname} q{i+1}"
    for k in ("question", "expect", "kind"):
        if k not in q:
            bad(f"{tag}: missing key '{k}'")
            return None
    text = q["question"]
    if not isinstance(text, str) or not text.strip():
        bad(f"{tag}: empty question")
    kinds = q["kind"]
    if not isinstance(kinds, list) or not kinds:
        bad(f"{tag}: kind must be a non-empty list")
        return None
    for t in kinds:
        if t not in ALLOWED_TAGS:
            bad(f"{tag}: tag '{t}' not allowed")
    if len(set(kinds)) != len(kinds):
        bad(f"{tag}: duplicate tags")
    # verdict iff yes-no
    if "yes-no" in kinds:
        if q.get("verdict") not in ("yes", "no"):
            bad(f"{tag}: yes-no question needs verdict 'yes' or 'no'")
    elif "verdict" in q:
        bad(f"{tag}: verdict present but not tagged yes-no")
    if "own-numbers" in kinds and not re.search(r"\d", text):
        bad(f"{tag}: tagged own-numbers but the question has no number")
    if ("paraphrase" in kinds) != ("own-words" in kinds):
        bad(f"{tag}: paraphrase and own-words must go together")
    exp = q["expect"]
    if exp == "not covered":
        if kinds != ["not-covered"]:
            bad(f"{tag}: not-covered question must have exactly the tag not-covered")
        for k in ("page", "verdict"):
            if k in q:
                bad(f"{tag}: not-covered question must not have '{k}'")
        return "nc"
    if "not-covered" in kinds:
        bad(f"{tag}: tagged not-covered but expect is an answer")
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        bad(f"{tag}: expect must be 'not covered' or an object with doc and says")
        return None
    doc, says = exp["doc"], exp["says"]
    if doc not in answer_docs:
        bad(f"{tag}: expect.doc '{doc}' is not one of this carrier's documents {answer_docs}")
        return None
    nw = len(says.split())
    if not 2 <= nw <= 8:
        bad(f"{tag}: says has {nw} words (need 2-8)")
    page = q.get("page")
    pdf = pdf_for_doc(doc)
    if not isinstance(page, int) or page < 1:
        bad(f"{tag}: page missing or not a positive integer")
    elif not os.path.exists(pdf):
        bad(f"{tag}: PDF for '{doc}' not found: {pdf}")
    else:
        pt = page_text(pdf, page)
        if pt is None or norm(says) not in norm(pt):
            where = [p for p in range(1, n_pages(pdf) + 1) if norm(says) in norm(page_text(pdf, p) or "")]
            bad(f"{tag}: says '{says}' not found on page {page} of '{doc}'" + (f" (found on {where})" if where else ""))
    if norm(says) in norm(text):
        bad(f"{tag}: the question contains its says")
    if "paraphrase" in kinds:
        qw = {stem(w) for w in content_words(text)}
        sw = {stem(w) for w in content_words(says)}
        shared = qw & sw
        if len(shared) > 1:
            bad(f"{tag}: paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
        return "para"
    return "ans"

def check_not_covered(tag, q, kwmap, docs_pdfs):
    kws = kwmap.get(q["question"])
    if not kws:
        bad(f"{tag}: no keywords in not_covered_keywords.json for this not-covered question")
        return
    if not any(whole_word_in(q["question"], k) or
               any(stem(w) == stem(norm(k)) for w in content_words(q["question"])) for k in kws):
        bad(f"{tag}: none of its keywords {kws} appears in the question")
    for k in kws:
        for pdf in docs_pdfs:
            t = page_text(pdf)
            if t is None:
                bad(f"{tag}: cannot read {pdf}")
            elif whole_word_in(t, k):
                bad(f"{tag}: keyword '{k}' occurs in {os.path.basename(pdf)}")

def check_guides(kw):
    seed_text = " ".join(open(os.path.join(SEED, f), encoding="utf-8").read()
                         for f in os.listdir(SEED) if f.endswith(".txt"))
    letters_seen = []
    for fname, letter in GUIDE_FILES.items():
        path = os.path.join(QDIR, fname)
        if not os.path.exists(path):
            bad(f"{fname}: missing")
            continue
        data = load_json(path)
        if data is None:
            continue
        for k in ("name", "company_name", "line", "files", "questions"):
            if k not in data:
                bad(f"{fname}: missing key '{k}'")
        if any(k not in data for k in ("name", "company_name", "line", "files", "questions")):
            continue
        if f"round {ROUND}" not in data["name"]:
            bad(f"{fname}: name must contain 'round {ROUND}'")
        company = data["company_name"]
        carrier = company.split()[0]
        if not company.startswith(letter):
            bad(f"{fname}: carrier '{company}' must start with {letter}")
        letters_seen.append(company[0])
        if not data["name"].startswith(carrier + " "):
            bad(f"{fname}: name should start with the carrier name")
        line = data["line"]
        if not ("a" <= line[0].lower() <= "l"):
            bad(f"{fname}: line '{line}' must start with a letter A-L")
        for fn in FORBIDDEN_NAMES:
            if fn.lower() in company.lower():
                bad(f"{fname}: carrier name contains forbidden name '{fn}'")
        if carrier.lower() in seed_text.lower():
            bad(f"{fname}: carrier name '{carrier}' appears in the seed texts")
        if not isinstance(data["files"], list) or len(data["files"]) != 1:
            bad(f"{fname}: files must list exactly one PDF")
            continue
        pdfname = data["files"][0]
        m = re.fullmatch(r"(\S+) (.+) Guide 2026\.pdf", pdfname)
        if not m or m.group(1) != carrier:
            bad(f"{fname}: file name '{pdfname}' must be '<Carrier> <Line> Guide 2026.pdf'")
        elif m.group(2).lower() != line.lower():
            bad(f"{fname}: file name line '{m.group(2)}' differs from line '{line}'")
        pdf = os.path.join(BASE, pdfname)
        if not os.path.exists(pdf):
            bad(f"{fname}: PDF '{pdfname}' missing")
            continue
        # PDF checks
        np_ = n_pages(pdf)
        if np_ != 3:
            bad(f"{pdfname}: {np_} pages (need 3)")
        for p in range(1, np_ + 1):
            wc = len((page_text(pdf, p) or "").split())
            if not 450 <= wc <= 650:
                bad(f"{pdfname}: page {p} has {wc} words (need 450-650)")
        full = page_text(pdf) or ""
        if company.lower() not in norm(full):
            bad(f"{pdfname}: carrier name '{company}' not in the PDF text")
        doc = pdfname[:-4]
        qs = data["questions"]
        cats = []
        for i, q in enumerate(qs):
            c = check_question_common(fname, i, q, lambda d: os.path.join(BASE, d + ".pdf"), [doc])
            cats.append(c)
            if c == "nc":
                check_not_covered(f"{fname} q{i+1}", q, kw.get(fname, {}), [pdf])
        counts = {c: cats.count(c) for c in ("ans", "para", "nc")}
        if len(qs) != 18:
            bad(f"{fname}: {len(qs)} questions (need 18)")
        if counts != {"ans": 11, "para": 3, "nc": 4}:
            bad(f"{fname}: counts {counts} (need 11 answerable, 3 paraphrase, 4 not covered)")
        two = [q for q in qs if "two-fact" in q.get("kind", [])]
        if len(two) != 2:
            bad(f"{fname}: {len(two)} two-fact questions (need exactly 2)")
        for q in two:
            if "paraphrase" in q["kind"] or q.get("expect") == "not covered":
                bad(f"{fname}: two-fact question must be a plain answerable question")
        verdicts = [q.get("verdict") for q in qs if "yes-no" in q.get("kind", [])]
        if "yes" not in verdicts or "no" not in verdicts:
            bad(f"{fname}: needs at least one yes and one no verdict (has {verdicts})")
        for q in qs:
            if "paraphrase" in q.get("kind", []) and q.get("expect") == "not covered":
                bad(f"{fname}: paraphrase must be answerable")
        qtexts = [q.get("question") for q in qs]
        if len(set(qtexts)) != len(qtexts):
            bad(f"{fname}: duplicate question texts")
        extra = set(kw.get(fname, {})) - {q["question"] for q in qs if q.get("expect") == "not covered"}
        if extra:
            bad(f"{fname}: keyword entries for unknown questions: {sorted(extra)}")
    if sorted(letters_seen) != ["A", "N", "Q"]:
        bad(f"carrier initials {sorted(letters_seen)} (need A, N, Q)")
    # sources
    srcs = [f for f in os.listdir(os.path.join(BASE, "src"))] if os.path.isdir(os.path.join(BASE, "src")) else []
    if len([f for f in srcs if f.endswith(".html")]) != 3:
        bad(f"src/ must hold the 3 HTML sources (found {srcs})")

def seed_pdf(title):
    return os.path.join(SEED, title.replace(" ", "_") + ".pdf")

def check_seed(kw):
    fname = SEED_FILE
    path = os.path.join(QDIR, fname)
    if not os.path.exists(path):
        bad(f"{fname}: missing")
        return
    data = load_json(path)
    if data is None:
        return
    if set(data) != {"name", "questions"}:
        bad(f"{fname}: keys must be name and questions")
    if f"round {ROUND}" not in data.get("name", ""):
        bad(f"{fname}: name must contain 'round {ROUND}'")
    qs = data.get("questions", [])
    if len(qs) != 16:
        bad(f"{fname}: {len(qs)} questions (need 16)")
    ans = {c: 0 for c in SEED_DOCS}
    nc_companies = []
    yn = 0
    for i, q in enumerate(qs):
        comp = q.get("company")
        if comp not in SEED_DOCS:
            bad(f"{fname} q{i+1}: unknown company '{comp}'")
            continue
        c = check_question_common(fname, i, q, seed_pdf, SEED_DOCS[comp])
        if c == "nc":
            nc_companies.append(comp)
            check_not_covered(f"{fname} q{i+1}", q, kw.get(fname, {}), [seed_pdf(t) for t in SEED_DOCS[comp]])
        elif c in ("ans", "para"):
            ans[comp] += 1
            if "yes-no" in q["kind"]:
                yn += 1
        if "two-fact" in q.get("kind", []):
            pass
    if ans != SEED_ANSWERABLE:
        bad(f"{fname}: answerable per company {ans} (need {SEED_ANSWERABLE})")
    if yn != 7:
        bad(f"{fname}: {yn} answerable yes/no questions (need 7)")
    if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
        bad(f"{fname}: not-covered companies {nc_companies} (need 4, all different)")
    verdicts = [q.get("verdict") for q in qs if "yes-no" in q.get("kind", [])]
    if "yes" not in verdicts or "no" not in verdicts:
        bad(f"{fname}: needs both yes and no verdicts")

def main():
    kw = load_json(KW_FILE) or {}
    check_guides(kw)
    check_seed(kw)
    for fn in (os.path.join(BASE, "README.md"),):
        if not os.path.exists(fn):
            bad("README.md missing")
    for p in problems:
        print("FAIL:", p)
    print("FAIL" if problems else "PASS", f"({len(problems)} problems)" if problems else "")
    return 1 if problems else 0

if __name__ == "__main__":
    sys.exit(main())
