#!/usr/bin/env python3
"""Checks the round-20 blind evaluation set. Prints PASS or a list of failures.

Checks:
  * every JSON file parses and has the required format;
  * every `says` is found (case- and whitespace-insensitive) in the `pdftotext -layout`
    text of the named document on the given page;
  * every not-covered question has key words in tools/not_covered_keywords.json, and none
    of them occurs (whole word) in any of that carrier's documents;
  * counts and tags are right (guides: 18 = 11 answerable + 3 paraphrase + 4 not covered,
    2 two-fact, yes and no verdicts; seed: 16 = 12 answerable spread 3/3/2/2/2, 7 yes/no,
    4 not covered);
  * the carrier names do not appear in the seed texts and are not on the banned lists;
  * each guide PDF has 3 pages of 450-650 words.
"""
import json, os, re, subprocess, sys

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED_DIR = "/work/blind-seed"
ROUND = 20

GUIDE_FILES = {
    "rushford-car-wash-laundromat.json": "Rushford",
    "cobblestone-real-estate-eo.json": "Cobblestone",
    "ostrander-collector-car.json": "Ostrander",
}
SEED_FILE = f"seed-round-{ROUND}.json"

SEED_COMPANIES = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide",
                         "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide", "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide", "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Required Documents Checklist",
                        "Businessowners Policy Eligibility Guide"],
}
SEED_ANSWERABLE = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2,
                   "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}

ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact", "paraphrase",
                "own-words", "not-covered"}

BANNED = """Alder Cove, Brightwell, Cedar Hollow, Cedar Ridge, Copperfield, Coppervale, Cormorant,
Harborlight, Harborline, Harborview, Ironbridge, Ironhorse, Lakemont, Larkspur, Pennant Road,
Prairie Hearth, Quillmont, Redfern, Ridgeline, Sablewood, Sagebrook, Sagebrush, Stonemill,
Tallowmere, Tamarack, Vesper Hill, Northstar, Bluewater, Granite Peak, Evergreen, Keystone,
Thornbury, Ashgrove, Fenwick, Dray, Mariposa, Thistledown, Amberlea, Kestrel, Bellmare,
Thistlegate, Penhallow, Wrenfield, Brambleton, Verity Lane, Oxbow, Wickham, Calloway, Birchmont,
Pelham, Larchfield, Marrowstone, Foxglove, Halyard, Juniper Bay, Saltcreek, Quayside"""
BANNED = [b.strip() for b in BANNED.replace("\n", " ").split(",") if b.strip()]

failures = []


def fail(msg):
    failures.append(msg)


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u00a0", " ").replace("\u00ad", "")
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
        if r.returncode != 0:
            fail(f"pdftotext failed on {pdf} page {page}: {r.stderr.strip()}")
            _cache[key] = ""
        else:
            _cache[key] = r.stdout
    return _cache[key]


def n_pages(pdf):
    r = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", r.stdout, re.M)
    return int(m.group(1)) if m else 0


def has_word(text, kw):
    pat = r"(?<![A-Za-z0-9])" + r"\s+".join(re.escape(w) for w in kw.split()) + r"(?![A-Za-z0-9])"
    return re.search(pat, text, re.I) is not None


def load(fname):
    path = os.path.join(BASE, fname)
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except Exception as e:  # noqa
        fail(f"{fname}: does not parse: {e}")
        return None


def check_item(fname, i, q, doc_pdf, carrier_pdfs, kwmap, seed=False):
    """doc_pdf: function doc-title -> pdf path (or None if doc not allowed)."""
    where = f"{fname} #{i}"
    if not isinstance(q, dict):
        fail(f"{where}: not an object"); return None
    if not isinstance(q.get("question"), str) or not q["question"].strip():
        fail(f"{where}: missing question")
    kind = q.get("kind")
    if not isinstance(kind, list) or not kind:
        fail(f"{where}: kind must be a non-empty list"); kind = []
    bad = set(kind) - ALLOWED_TAGS
    if bad:
        fail(f"{where}: tags not allowed: {sorted(bad)}")
    if len(set(kind)) != len(kind):
        fail(f"{where}: duplicate tags")
    allowed_keys = {"question", "expect", "page", "verdict", "kind"} | ({"company"} if seed else set())
    extra = set(q) - allowed_keys
    if extra:
        fail(f"{where}: unexpected keys {sorted(extra)}")
    exp = q.get("expect")
    if exp == "not covered":
        if "not-covered" not in kind:
            fail(f"{where}: not-covered question lacks the not-covered tag")
        for k in ("page", "verdict"):
            if k in q:
                fail(f"{where}: not-covered question must not have {k}")
        if "yes-no" in kind:
            fail(f"{where}: not-covered question tagged yes-no")
        entry = kwmap.get(i)
        if not entry:
            fail(f"{where}: no key words in not_covered_keywords.json")
        else:
            if entry.get("question") != q.get("question"):
                fail(f"{where}: keyword entry question text differs")
            kws = entry.get("keywords") or []
            if not kws:
                fail(f"{where}: empty keyword list")
            for kw in kws:
                for pdf in carrier_pdfs:
                    if has_word(page_text(pdf), kw):
                        fail(f"{where}: key word '{kw}' occurs in {os.path.basename(pdf)}")
        return "nc"
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        fail(f"{where}: expect must be 'not covered' or {{doc, says}}"); return None
    if "not-covered" in kind:
        fail(f"{where}: answerable question tagged not-covered")
    says = exp["says"]
    nw = len(says.split())
    if not 2 <= nw <= 8:
        fail(f"{where}: says has {nw} words (want 2-8)")
    pdf = doc_pdf(exp["doc"])
    if pdf is None:
        fail(f"{where}: doc '{exp['doc']}' is not a document of this carrier"); return None
    if not os.path.exists(pdf):
        fail(f"{where}: missing PDF {pdf}"); return None
    page = q.get("page")
    if not isinstance(page, int) or not 1 <= page <= n_pages(pdf):
        fail(f"{where}: bad page {page}"); return None
    if norm(says) not in norm(page_text(pdf, page)):
        fail(f"{where}: says '{says}' not found on page {page} of {exp['doc']}")
    if norm(says) in norm(q["question"]):
        fail(f"{where}: question copies the says phrase")
    v = q.get("verdict")
    if v is not None and v not in ("yes", "no"):
        fail(f"{where}: verdict must be yes or no")
    if (v is not None) != ("yes-no" in kind):
        fail(f"{where}: yes-no tag and verdict must go together")
    if "own-numbers" in kind and not re.search(r"\d", q["question"]):
        fail(f"{where}: own-numbers tag but no number in the question")
    if ("paraphrase" in kind) != ("own-words" in kind):
        fail(f"{where}: paraphrase and own-words must go together")
    return "ans"


def check_guide(fname, short):
    d = load(fname)
    if d is None:
        return None
    for k in ("name", "company_name", "line", "files", "questions"):
        if k not in d:
            fail(f"{fname}: missing key {k}")
    if set(d) - {"name", "company_name", "line", "files", "questions"}:
        fail(f"{fname}: unexpected top-level keys")
    if not str(d.get("name", "")).endswith(f", {ROUND}"):
        fail(f"{fname}: name must end with ', {ROUND}'")
    if short.lower() not in str(d.get("company_name", "")).lower():
        fail(f"{fname}: company_name does not contain {short}")
    files = d.get("files") or []
    if len(files) != 1 or not files[0].endswith(".pdf") or "_" in files[0]:
        fail(f"{fname}: files must be one PDF name with spaces, not underscores")
        return d
    pdf = os.path.join(BASE, files[0])
    if not os.path.exists(pdf):
        fail(f"{fname}: PDF not found: {files[0]}"); return d
    title = files[0][:-4]
    if n_pages(pdf) != 3:
        fail(f"{fname}: {files[0]} has {n_pages(pdf)} pages, want 3")
    for p in range(1, n_pages(pdf) + 1):
        wc = len(page_text(pdf, p).split())
        if not 450 <= wc <= 650:
            fail(f"{fname}: page {p} of {files[0]} has {wc} words (want 450-650)")
    kwmap = {e["index"]: e for e in KW.get(fname, [])}
    qs = d.get("questions") or []
    if len(qs) != 18:
        fail(f"{fname}: {len(qs)} questions, want 18")
    res = []
    for i, q in enumerate(qs):
        r = check_item(fname, i, q, lambda t: pdf if t == title else None, [pdf], kwmap)
        res.append((r, q))
    ans = [q for r, q in res if r == "ans"]
    nc = [q for r, q in res if r == "nc"]
    para = [q for q in ans if "paraphrase" in q["kind"]]
    plain = [q for q in ans if "paraphrase" not in q["kind"]]
    if len(nc) != 4: fail(f"{fname}: {len(nc)} not-covered, want 4")
    if len(para) != 3: fail(f"{fname}: {len(para)} paraphrase, want 3")
    if len(plain) != 11: fail(f"{fname}: {len(plain)} plain answerable, want 11")
    if sum("two-fact" in q["kind"] for q in ans) != 2: fail(f"{fname}: want exactly 2 two-fact questions")
    if any("two-fact" in q["kind"] for q in nc): fail(f"{fname}: two-fact on a not-covered question")
    verdicts = [q.get("verdict") for q in ans if q.get("verdict")]
    if "yes" not in verdicts or "no" not in verdicts:
        fail(f"{fname}: need yes/no questions answered both yes and no")
    for tag in ("shorthand", "filler", "own-numbers"):
        if not any(tag in q["kind"] for q in plain):
            fail(f"{fname}: no answerable question tagged {tag}")
    if len(set(q["question"] for q in qs)) != len(qs):
        fail(f"{fname}: duplicate questions")
    return d


def check_seed():
    d = load(SEED_FILE)
    if d is None:
        return
    if set(d) != {"name", "questions"}:
        fail(f"{SEED_FILE}: top-level keys must be name and questions")
    if d.get("name") != f"seed carriers, {ROUND}":
        fail(f"{SEED_FILE}: name must be 'seed carriers, {ROUND}'")
    qs = d.get("questions") or []
    if len(qs) != 16:
        fail(f"{SEED_FILE}: {len(qs)} questions, want 16")
    kwmap = {e["index"]: e for e in KW.get(SEED_FILE, [])}
    per = {c: 0 for c in SEED_COMPANIES}
    n_ans = n_nc = n_yn = 0
    for i, q in enumerate(qs):
        c = q.get("company")
        if c not in SEED_COMPANIES:
            fail(f"{SEED_FILE} #{i}: bad company {c}"); continue
        titles = SEED_COMPANIES[c]
        pdfs = [os.path.join(SEED_DIR, t.replace(" ", "_") + ".pdf") for t in titles]

        def doc_pdf(t, titles=titles):
            return os.path.join(SEED_DIR, t.replace(" ", "_") + ".pdf") if t in titles else None
        r = check_item(SEED_FILE, i, q, doc_pdf, pdfs, kwmap, seed=True)
        if r == "ans":
            n_ans += 1; per[c] += 1
            if q.get("verdict"): n_yn += 1
            if "paraphrase" in q["kind"]:
                pass
        elif r == "nc":
            n_nc += 1
    if n_ans != 12: fail(f"{SEED_FILE}: {n_ans} answerable, want 12")
    if n_nc != 4: fail(f"{SEED_FILE}: {n_nc} not covered, want 4")
    if n_yn != 7: fail(f"{SEED_FILE}: {n_yn} yes/no questions, want 7")
    if per != SEED_ANSWERABLE: fail(f"{SEED_FILE}: answerable per carrier {per}, want {SEED_ANSWERABLE}")


def check_names(guides):
    seed_txt = ""
    for f in sorted(os.listdir(SEED_DIR)):
        if f.endswith(".pdf"):
            seed_txt += page_text(os.path.join(SEED_DIR, f)) + "\n"
        elif f.endswith(".txt"):
            seed_txt += open(os.path.join(SEED_DIR, f), encoding="utf-8").read() + "\n"
    for fname, short in GUIDE_FILES.items():
        d = guides.get(fname) or {}
        names = {short, d.get("company_name", short)}
        for n in names:
            if has_word(seed_txt, n) or n.lower() in seed_txt.lower():
                fail(f"carrier name '{n}' appears in the seed texts")
            for b in BANNED:
                if has_word(n, b):
                    fail(f"carrier name '{n}' uses banned name '{b}'")


try:
    with open(os.path.join(BASE, "tools", "not_covered_keywords.json"), encoding="utf-8") as f:
        KW = json.load(f)
except Exception as e:  # noqa
    fail(f"tools/not_covered_keywords.json does not parse: {e}")
    KW = {}

guides = {}
for fname, short in GUIDE_FILES.items():
    guides[fname] = check_guide(fname, short)
check_seed()
check_names(guides)
for fname in KW:
    if fname not in GUIDE_FILES and fname != SEED_FILE:
        fail(f"not_covered_keywords.json: unknown file {fname}")

if failures:
    print("FAIL")
    for m in failures:
        print(" -", m)
    sys.exit(1)
print("PASS")
