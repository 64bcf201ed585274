#!/usr/bin/env python3
"""Checks the round 23 blind evaluation set. Prints PASS or the list of failures.

Checks: every JSON file parses and has the agreed format; each `says` is found
(case- and whitespace-insensitive) in the `pdftotext -layout` text of the named
document on the given page; each not-covered question's key words
(tools/not_covered_keywords.json) are absent, as whole words, from every
document of that carrier; question counts and tags; PDF page counts, word
counts and file names; carrier names absent from the seed texts and free of
the forbidden names."""
import json, os, re, subprocess, sys, unicodedata, glob

ROUND = "round 23"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED_DIR = "/work/blind-seed"
GUIDE_FILES = ["pipistrelle-child-care-round-23.json",
               "semaphore-tow-roadside-round-23.json",
               "merganser-boatowners-round-23.json"]
SEED_FILE = "seed-round-23.json"
ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact",
                "paraphrase", "own-words", "not-covered"}
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
FORBIDDEN = ["Alder Cove", "Brightwell", "Cedar Hollow", "Cedar Ridge", "Copperfield", "Coppervale",
             "Cormorant", "Harborlight", "Harborline", "Harborview", "Ironbridge", "Ironhorse", "Lakemont",
             "Larkspur", "Pennant Road", "Prairie Hearth", "Quillmont", "Redfern", "Ridgeline", "Sablewood",
             "Sagebrook", "Sagebrush", "Stonemill", "Tallowmere", "Tamarack", "Vesper Hill", "Northstar",
             "Bluewater", "Granite Peak", "Evergreen", "Keystone",
             # names excluded for this round by the task
             "Thornbury", "Ashgrove", "Fenwick", "Dray", "Mariposa", "Thistledown", "Amberlea", "Kestrel",
             "Bellmare", "Thistlegate", "Penhallow", "Wrenfield", "Brambleton", "Verity Lane", "Oxbow",
             "Wickham", "Calloway", "Birchmont", "Pelham", "Larchfield", "Marrowstone", "Foxglove", "Halyard",
             "Juniper Bay", "Saltcreek", "Quayside", "Moorcroft", "Ravenstone", "Wyecliff", "Rushford",
             "Cobblestone", "Ostrander", "Drumlin Ferry", "Tussock Bend", "Corncrake Lane"]
STOP = set("a an the of to in on for and or is are be it its at by with from as that this if do does can "
           "any his her their they he she my your you we our i what whats how when which who there not no "
           "up out off so just get got still was were will would has have had about than more".split())

failures = []
def fail(msg):
    failures.append(msg)

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = (s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
          .replace("\u00ad", ""))
    return re.sub(r"\s+", " ", s).strip().lower()

_cache = {}
def page_text(pdf, page):
    key = (pdf, page)
    if key not in _cache:
        r = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), pdf, "-"],
                           capture_output=True, text=True)
        _cache[key] = r.stdout if r.returncode == 0 else None
    return _cache[key]

def page_count(pdf):
    r = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True)
    m = re.search(r"^Pages:\s+(\d+)", r.stdout, re.M)
    return int(m.group(1)) if m else 0

def full_text(pdf):
    return "\n".join(page_text(pdf, p) or "" for p in range(1, page_count(pdf) + 1))

def whole_word(kw, text):
    pat = r"(?<![a-z0-9])" + re.escape(norm(kw)) + r"(?![a-z0-9])"
    return re.search(pat, norm(text)) is not None

def content_words(s):
    return {w for w in re.findall(r"[a-z0-9$%][a-z0-9$%,.'-]*", norm(s)) if w.strip(".,'") not in STOP}

def load(fn):
    try:
        with open(os.path.join(ROOT, fn), encoding="utf-8") as f:
            return json.load(f)
    except Exception as e:  # noqa
        fail(f"{fn}: does not parse ({e})")
        return None

try:
    with open(os.path.join(ROOT, "tools", "not_covered_keywords.json"), encoding="utf-8") as f:
        KEYWORDS = json.load(f)
except Exception as e:
    KEYWORDS = {}
    fail(f"tools/not_covered_keywords.json: does not parse ({e})")

def check_question(fn, i, q, doc_pdf, docs_for_nc, seed=False):
    """doc_pdf: title -> pdf path of documents allowed for answerable items.
    docs_for_nc: pdf paths searched for not-covered key words."""
    where = f"{fn} q{i + 1}"
    if not isinstance(q, dict) or "question" not in q or "expect" not in q or "kind" not in q:
        fail(f"{where}: missing question/expect/kind")
        return None
    allowed_keys = {"question", "expect", "page", "verdict", "kind"} | ({"company"} if seed else set())
    extra = set(q) - allowed_keys
    if extra:
        fail(f"{where}: unexpected keys {sorted(extra)}")
    kind = q["kind"]
    if not isinstance(kind, list) or not kind or not set(kind) <= ALLOWED_TAGS:
        fail(f"{where}: bad kind {kind}")
        kind = [k for k in kind if k in ALLOWED_TAGS] if isinstance(kind, list) else []
    if len(set(kind)) != len(kind):
        fail(f"{where}: repeated tag")
    if q["expect"] == "not covered":
        if "not-covered" not in kind:
            fail(f"{where}: not-covered question lacks the not-covered tag")
        if "page" in q or "verdict" in q:
            fail(f"{where}: not-covered question has page or verdict")
        kws = KEYWORDS.get(fn, {}).get(q["question"])
        if not kws:
            fail(f"{where}: no key words in not_covered_keywords.json")
        else:
            for pdf in docs_for_nc:
                txt = full_text(pdf)
                if not txt.strip():
                    fail(f"{where}: no text from {os.path.basename(pdf)}")
                for kw in kws:
                    if whole_word(kw, txt):
                        fail(f"{where}: key word '{kw}' found in {os.path.basename(pdf)}")
        return "nc"
    exp = q["expect"]
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        fail(f"{where}: expect must have exactly doc and says")
        return None
    if "not-covered" in kind:
        fail(f"{where}: answerable question tagged not-covered")
    doc, says = exp["doc"], exp["says"]
    if doc not in doc_pdf:
        fail(f"{where}: doc '{doc}' is not a document of this set")
        return None
    n_words = len(says.split())
    if not 2 <= n_words <= 8:
        fail(f"{where}: says has {n_words} words (want 2-8)")
    page = q.get("page")
    if not isinstance(page, int) or page < 1:
        fail(f"{where}: bad page {page}")
        return None
    txt = page_text(doc_pdf[doc], page)
    if txt is None:
        fail(f"{where}: page {page} not in {doc}")
    elif norm(says) not in norm(txt):
        fail(f"{where}: says '{says}' not found on page {page} of {doc}")
    if norm(says) in norm(q["question"]):
        fail(f"{where}: question copies the says phrase")
    has_v = "verdict" in q
    if has_v and q["verdict"] not in ("yes", "no"):
        fail(f"{where}: verdict must be yes or no")
    if has_v != ("yes-no" in kind):
        fail(f"{where}: verdict given iff yes-no tag")
    if "paraphrase" in kind:
        if "own-words" not in kind:
            fail(f"{where}: paraphrase without own-words tag")
        shared = content_words(q["question"]) & content_words(says)
        if len(shared) > 1:
            fail(f"{where}: paraphrase shares {sorted(shared)} with the passage phrase")
    elif "own-words" in kind:
        fail(f"{where}: own-words without paraphrase tag")
    return "ans"

def seed_pdf(title):
    return os.path.join(SEED_DIR, title.replace(" ", "_") + ".pdf")

# ---------------- guides ----------------
company_names = []
for fn in GUIDE_FILES:
    g = load(fn)
    if g is None:
        continue
    for key in ("name", "company_name", "line", "files", "questions"):
        if key not in g:
            fail(f"{fn}: missing {key}")
    if set(g) - {"name", "company_name", "line", "files", "questions"}:
        fail(f"{fn}: unexpected keys")
    if not str(g.get("name", "")).endswith(", " + ROUND):
        fail(f"{fn}: name must end with ', {ROUND}'")
    company_names.append(g.get("company_name", ""))
    files = g.get("files", [])
    doc_pdf = {}
    for pf in files:
        path = os.path.join(ROOT, pf)
        if not pf.endswith(".pdf") or " " not in pf:
            fail(f"{fn}: PDF name '{pf}' must end in .pdf and contain spaces")
        if not os.path.exists(path):
            fail(f"{fn}: missing PDF {pf}")
            continue
        doc_pdf[pf[:-4]] = path
        n = page_count(path)
        if n != 3:
            fail(f"{pf}: {n} pages, want 3")
        for p in range(1, n + 1):
            w = len((page_text(path, p) or "").split())
            if not 450 <= w <= 650:
                fail(f"{pf}: page {p} has {w} words (want 450-650)")
    qs = g.get("questions", [])
    kinds = {"ans": 0, "nc": 0}
    para = twofact = yes = no = 0
    for i, q in enumerate(qs):
        r = check_question(fn, i, q, doc_pdf, list(doc_pdf.values()))
        if r:
            kinds[r] += 1
        if isinstance(q, dict):
            k = q.get("kind", [])
            para += "paraphrase" in k
            twofact += "two-fact" in k
            yes += q.get("verdict") == "yes"
            no += q.get("verdict") == "no"
            if "two-fact" in k and q.get("expect") == "not covered":
                fail(f"{fn} q{i + 1}: two-fact question must be answerable")
    if len(qs) != 18:
        fail(f"{fn}: {len(qs)} questions, want 18")
    if kinds["ans"] - para != 11:
        fail(f"{fn}: {kinds['ans'] - para} answerable non-paraphrase questions, want 11")
    if para != 3:
        fail(f"{fn}: {para} paraphrase questions, want 3")
    if kinds["nc"] != 4:
        fail(f"{fn}: {kinds['nc']} not-covered questions, want 4")
    if twofact != 2:
        fail(f"{fn}: {twofact} two-fact questions, want 2")
    if yes < 1 or no < 1:
        fail(f"{fn}: need yes and no verdicts (yes={yes}, no={no})")
    for tag in ("shorthand", "filler", "own-numbers"):
        if not any(tag in (q.get("kind") or []) for q in qs if isinstance(q, dict)):
            fail(f"{fn}: no question tagged {tag}")
    extra_kw = set(KEYWORDS.get(fn, {})) - {q.get("question") for q in qs if isinstance(q, dict)}
    if extra_kw:
        fail(f"{fn}: key words listed for unknown questions {sorted(extra_kw)}")

# ---------------- seed ----------------
s = load(SEED_FILE)
if s is not None:
    if s.get("name") != "seed carriers, " + ROUND:
        fail(f"{SEED_FILE}: name must be 'seed carriers, {ROUND}'")
    if set(s) != {"name", "questions"}:
        fail(f"{SEED_FILE}: keys must be name and questions")
    qs = s.get("questions", [])
    per = {c: 0 for c in SEED_COMPANIES}
    ans = nc = yn = 0
    for i, q in enumerate(qs):
        c = q.get("company") if isinstance(q, dict) else None
        if c not in SEED_COMPANIES:
            fail(f"{SEED_FILE} q{i + 1}: bad company {c}")
            continue
        titles = SEED_COMPANIES[c]
        doc_pdf = {t: seed_pdf(t) for t in titles}
        for t, pth in doc_pdf.items():
            if not os.path.exists(pth):
                fail(f"seed PDF missing: {pth}")
        r = check_question(SEED_FILE, i, q, doc_pdf, list(doc_pdf.values()), seed=True)
        if r == "ans":
            ans += 1
            per[c] += 1
            yn += "verdict" in q
        elif r == "nc":
            nc += 1
        if "paraphrase" in q.get("kind", []):
            fail(f"{SEED_FILE} q{i + 1}: seed questions are not paraphrase items")
    if len(qs) != 16:
        fail(f"{SEED_FILE}: {len(qs)} questions, want 16")
    if ans != 12 or nc != 4:
        fail(f"{SEED_FILE}: {ans} answerable and {nc} not covered, want 12 and 4")
    if per != SEED_ANSWERABLE:
        fail(f"{SEED_FILE}: answerable per carrier {per}, want {SEED_ANSWERABLE}")
    if yn != 7:
        fail(f"{SEED_FILE}: {yn} yes/no questions, want 7")

# ---------------- carrier names ----------------
seed_texts = ""
for t in glob.glob(os.path.join(SEED_DIR, "*.txt")):
    with open(t, encoding="utf-8") as f:
        seed_texts += f.read() + "\n"
for t in glob.glob(os.path.join(SEED_DIR, "*.pdf")):
    seed_texts += full_text(t) + "\n"
if not seed_texts.strip():
    fail("no seed texts read")
for cn in company_names:
    if not cn:
        continue
    distinctive = cn.split()[0]
    for name in (cn, distinctive):
        if norm(name) in norm(seed_texts):
            fail(f"carrier name '{name}' appears in the seed texts")
    for bad in FORBIDDEN:
        if norm(bad) in norm(cn):
            fail(f"carrier name '{cn}' contains forbidden name '{bad}'")
    if not "M" <= cn[0].upper() <= "Z":
        fail(f"carrier name '{cn}' must start with a letter from M to Z")

if failures:
    print("FAIL")
    for f_ in failures:
        print(" -", f_)
    sys.exit(1)
print("PASS")
