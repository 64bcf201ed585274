#!/usr/bin/env python3
"""Verify the round-19 blind evaluation set.

Checks
  * every JSON file parses and follows the brief's format;
  * every `says` is 2-8 words and is found (case- and whitespace-insensitive) in the
    `pdftotext -layout` text of the named document, on the given page;
  * `says` is not copied into the question;
  * every not-covered question has key words in tools/not_covered_keywords.json and none of
    them occurs (whole-word, case-insensitive) in any document of that carrier;
  * counts and tags (guides: 18 = 11 answerable + 3 paraphrase + 4 not covered, yes and no
    verdicts, 2 two-fact; seed: 16 = 12 answerable spread 3/3/2/2/2 + 4 not covered, 7 yes/no);
  * each guide PDF has 3 pages of about 450-650 words;
  * the carrier names do not appear in the seed texts, nor among the forbidden names.
Prints PASS, or FAIL with a list of failures.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED_DIR = "/work/blind-seed"
ROUND = 19

GUIDE_FILES = ["moorcroft-vet.json", "ravenstone-movers.json", "wyecliff-flood.json"]
SEED_FILE = "seed-round-%d.json" % ROUND
KEYWORDS_FILE = os.path.join(ROOT, "tools", "not_covered_keywords.json")

ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact",
                "paraphrase", "own-words", "not-covered"}

SEED_COMPANIES = {
    "cmp_hv_northstar": ["Homeowners Underwriting Guidelines 2025", "Dwelling Fire Program Guide",
                         "Binding Authority Memo — Q1 2025"],
    "cmp_hv_bluewater": ["Commercial Auto Underwriting Manual", "Fleet Safety Program Requirements"],
    "cmp_hv_granite": ["Contractors Program Underwriting Guide",
                       "Inland Marine Equipment Floater Guidelines"],
    "cmp_hv_evergreen": ["E&S General Liability Appetite Guide",
                         "E&S Submission and Binding Procedures"],
    "cmp_hv_keystone": ["Commercial Property Underwriting Rules", "Required Documents Checklist",
                        "Businessowners Policy Eligibility Guide"],
}
SEED_SPREAD = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2,
               "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}

FORBIDDEN_NAMES = [
    "Alder Cove", "Brightwell", "Cedar Hollow", "Cedar Ridge", "Copperfield", "Coppervale",
    "Cormorant", "Harborlight", "Harborline", "Harborview", "Ironbridge", "Ironhorse", "Lakemont",
    "Larkspur", "Pennant Road", "Prairie Hearth", "Quillmont", "Redfern", "Ridgeline", "Sablewood",
    "Sagebrook", "Sagebrush", "Stonemill", "Tallowmere", "Tamarack", "Vesper Hill", "Northstar",
    "Bluewater", "Granite Peak", "Evergreen", "Keystone",
    # task-specific additions
    "Thornbury", "Ashgrove", "Fenwick", "Dray", "Mariposa", "Thistledown", "Amberlea", "Kestrel",
    "Bellmare", "Thistlegate", "Penhallow", "Wrenfield", "Brambleton", "Verity Lane", "Oxbow",
    "Wickham", "Calloway", "Birchmont", "Pelham", "Larchfield", "Marrowstone", "Foxglove",
    "Halyard", "Juniper Bay", "Saltcreek", "Quayside",
]

failures = []


def fail(msg):
    failures.append(msg)


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2013", "-").replace("\u2014", "-").replace("\u00a0", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


_pdf_cache = {}


def pdf_pages(path):
    if path not in _pdf_cache:
        if not os.path.exists(path):
            fail("missing PDF: %s" % path)
            _pdf_cache[path] = []
        else:
            out = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True,
                                 check=True).stdout.decode("utf-8", "replace")
            pages = out.split("\f")
            if pages and not pages[-1].strip():
                pages = pages[:-1]
            _pdf_cache[path] = pages
    return _pdf_cache[path]


def seed_pdf(title):
    return os.path.join(SEED_DIR, title.replace(" ", "_") + ".pdf")


def has_word(text, phrase):
    pat = r"(?<![A-Za-z0-9])" + r"\s+".join(re.escape(w) for w in phrase.split()) + r"(?![A-Za-z0-9])"
    return re.search(pat, text, flags=re.IGNORECASE) is not None


def check_item(fname, i, q, doc_to_pdf, keywords, carrier_texts, is_seed):
    where = "%s q%d" % (fname, i + 1)
    if not isinstance(q, dict):
        fail("%s: not an object" % where)
        return None
    allowed_keys = {"question", "expect", "page", "verdict", "kind"} | ({"company"} if is_seed else set())
    extra = set(q) - allowed_keys
    if extra:
        fail("%s: unexpected keys %s" % (where, sorted(extra)))
    if not isinstance(q.get("question"), str) or not q["question"].strip():
        fail("%s: question missing" % where)
    kind = q.get("kind")
    if not isinstance(kind, list) or not kind:
        fail("%s: kind must be a non-empty list" % where)
        kind = []
    bad = [k for k in kind if k not in ALLOWED_TAGS]
    if bad:
        fail("%s: tags not allowed %s" % (where, bad))
    if len(set(kind)) != len(kind):
        fail("%s: duplicate tags" % where)
    if is_seed:
        if q.get("company") not in SEED_COMPANIES:
            fail("%s: bad company %r" % (where, q.get("company")))
            return None
    exp = q.get("expect")
    if exp == "not covered":
        if "not-covered" not in kind:
            fail("%s: not-covered question lacks not-covered tag" % where)
        for k in ("page", "verdict"):
            if k in q:
                fail("%s: not-covered question must not have %s" % (where, k))
        kws = keywords.get(fname, {}).get(q.get("question"))
        if not kws:
            fail("%s: no key words in not_covered_keywords.json" % where)
        else:
            texts = carrier_texts(q)
            for kw in kws:
                for docname, text in texts:
                    if has_word(text, kw):
                        fail("%s: key word %r found in %s" % (where, kw, docname))
        return "nc"
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        fail("%s: expect must be 'not covered' or {doc, says}" % where)
        return None
    if "not-covered" in kind:
        fail("%s: answerable question tagged not-covered" % where)
    doc, says = exp["doc"], exp["says"]
    if doc not in doc_to_pdf(q):
        fail("%s: doc %r not among the carrier's documents" % (where, doc))
        return None
    nw = len(says.split())
    if not 2 <= nw <= 8:
        fail("%s: says has %d words (want 2-8)" % (where, nw))
    page = q.get("page")
    if not isinstance(page, int) or page < 1:
        fail("%s: page must be a positive integer" % where)
        return None
    pages = pdf_pages(doc_to_pdf(q)[doc])
    if page > len(pages):
        fail("%s: page %d beyond %d pages of %s" % (where, page, len(pages), doc))
    elif norm(says) not in norm(pages[page - 1]):
        other = [n + 1 for n, p in enumerate(pages) if norm(says) in norm(p)]
        fail("%s: says %r not on page %d of %s (found on %s)" % (where, says, page, doc, other))
    if norm(says) in norm(q.get("question", "")):
        fail("%s: says copied into the question" % where)
    if "verdict" in q:
        if q["verdict"] not in ("yes", "no"):
            fail("%s: verdict must be yes or no" % where)
        if "yes-no" not in kind:
            fail("%s: verdict without yes-no tag" % where)
    elif "yes-no" in kind:
        fail("%s: yes-no tag without verdict" % where)
    return "para" if "paraphrase" in kind else "ans"


def main():
    try:
        keywords = json.load(open(KEYWORDS_FILE))
    except Exception as e:  # noqa
        fail("cannot read %s: %s" % (KEYWORDS_FILE, e))
        keywords = {}

    seed_texts_all = []
    for f in sorted(os.listdir(SEED_DIR)):
        if f.endswith(".txt"):
            seed_texts_all.append((f, open(os.path.join(SEED_DIR, f), encoding="utf-8").read()))

    carrier_names = []

    # ---- guides
    for fname in GUIDE_FILES:
        path = os.path.join(ROOT, fname)
        try:
            data = json.load(open(path, encoding="utf-8"))
        except Exception as e:  # noqa
            fail("%s: does not parse: %s" % (fname, e))
            continue
        for k in ("name", "company_name", "line", "files", "questions"):
            if k not in data:
                fail("%s: missing %s" % (fname, k))
        if set(data) - {"name", "company_name", "line", "files", "questions"}:
            fail("%s: unexpected top-level keys" % fname)
        if not str(data.get("name", "")).endswith(", %d" % ROUND):
            fail("%s: name must end with ', %d'" % (fname, ROUND))
        files = data.get("files", [])
        if len(files) != 1 or not files[0].endswith(".pdf") or "_" in files[0]:
            fail("%s: files must hold one PDF name with spaces" % fname)
            continue
        pdf = os.path.join(ROOT, files[0])
        title = files[0][:-4]
        carrier_names.append(data.get("company_name", ""))
        carrier_names.append(" ".join(data.get("company_name", "").split()[:1]))
        pages = pdf_pages(pdf)
        if len(pages) != 3:
            fail("%s: %s has %d pages, want 3" % (fname, files[0], len(pages)))
        for n, p in enumerate(pages):
            w = len(p.split())
            if not 430 <= w <= 670:
                fail("%s: page %d has %d words (want about 450-650)" % (fname, n + 1, w))
        if data.get("company_name", "").split()[0].lower() not in norm(" ".join(pages)):
            fail("%s: carrier name not in its PDF" % fname)
        doc_map = {title: pdf}
        ftext = [(files[0], " ".join(pages))]
        qs = data.get("questions", [])
        counts = {"ans": 0, "para": 0, "nc": 0}
        verdicts, two_fact = [], 0
        for i, q in enumerate(qs):
            r = check_item(fname, i, q, lambda _q: doc_map, keywords, lambda _q: ftext, False)
            if r:
                counts[r] += 1
            if isinstance(q, dict):
                if "verdict" in q:
                    verdicts.append(q["verdict"])
                if "two-fact" in q.get("kind", []):
                    two_fact += 1
                if "paraphrase" in q.get("kind", []) and "own-words" not in q.get("kind", []):
                    fail("%s q%d: paraphrase without own-words tag" % (fname, i + 1))
        if len(qs) != 18:
            fail("%s: %d questions, want 18" % (fname, len(qs)))
        if counts != {"ans": 11, "para": 3, "nc": 4}:
            fail("%s: counts %s, want ans 11, para 3, nc 4" % (fname, counts))
        if "yes" not in verdicts or "no" not in verdicts:
            fail("%s: need yes and no verdicts (have %s)" % (fname, verdicts))
        if two_fact != 2:
            fail("%s: %d two-fact questions, want 2" % (fname, two_fact))
        if len({q.get("question") for q in qs if isinstance(q, dict)}) != len(qs):
            fail("%s: duplicate questions" % fname)
        extra_kw = set(keywords.get(fname, {})) - {q.get("question") for q in qs if isinstance(q, dict)}
        if extra_kw:
            fail("%s: key words for unknown questions %s" % (fname, sorted(extra_kw)))

    # ---- seed
    path = os.path.join(ROOT, SEED_FILE)
    try:
        data = json.load(open(path, encoding="utf-8"))
    except Exception as e:  # noqa
        fail("%s: does not parse: %s" % (SEED_FILE, e))
        data = None
    if data is not None:
        if set(data) != {"name", "questions"}:
            fail("%s: top-level keys must be name and questions" % SEED_FILE)
        if data.get("name") != "seed carriers, %d" % ROUND:
            fail("%s: name must be 'seed carriers, %d'" % (SEED_FILE, ROUND))

        def seed_docs(q):
            return {t: seed_pdf(t) for t in SEED_COMPANIES[q["company"]]}

        def seed_texts(q):
            return [(t, " ".join(pdf_pages(seed_pdf(t)))) for t in SEED_COMPANIES[q["company"]]]

        qs = data.get("questions", [])
        counts = {"ans": 0, "para": 0, "nc": 0}
        spread, yesno = {}, 0
        for i, q in enumerate(qs):
            r = check_item(SEED_FILE, i, q, seed_docs, keywords, seed_texts, True)
            if r:
                counts[r] += 1
                if r != "nc":
                    spread[q["company"]] = spread.get(q["company"], 0) + 1
                    if "verdict" in q:
                        yesno += 1
        if len(qs) != 16:
            fail("%s: %d questions, want 16" % (SEED_FILE, len(qs)))
        if counts["ans"] + counts["para"] != 12 or counts["nc"] != 4:
            fail("%s: counts %s, want 12 answerable and 4 not covered" % (SEED_FILE, counts))
        if spread != SEED_SPREAD:
            fail("%s: spread %s, want %s" % (SEED_FILE, spread, SEED_SPREAD))
        if yesno != 7:
            fail("%s: %d yes/no questions, want 7" % (SEED_FILE, yesno))
        extra_kw = set(keywords.get(SEED_FILE, {})) - {q.get("question") for q in qs if isinstance(q, dict)}
        if extra_kw:
            fail("%s: key words for unknown questions %s" % (SEED_FILE, sorted(extra_kw)))

    # ---- carrier names
    for name in carrier_names:
        if not name:
            continue
        for f, text in seed_texts_all:
            if name.lower() in text.lower():
                fail("carrier name %r appears in seed text %s" % (name, f))
        for bad in FORBIDDEN_NAMES:
            if has_word(name, bad):
                fail("carrier name %r uses forbidden name %r" % (name, bad))

    if failures:
        print("FAIL")
        for f in failures:
            print(" -", f)
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
