#!/usr/bin/env python3
"""Verify the round-22 blind evaluation set.

Checks
  * every JSON file parses and follows the required format;
  * every `says` is found (case- and whitespace-insensitive) in the
    `pdftotext -layout` text of the named document on the given page;
  * every not-covered question's key words (tools/not_covered_keywords.json)
    are absent (whole-word match) from all of that carrier's documents;
  * question counts and tags are right (guides: 18 = 11 + 3 paraphrase + 4 not
    covered, 2 two-fact, yes and no verdicts; seed: 16 = 12 + 4, carrier spread
    3/3/2/2/2, 7 yes/no);
  * each guide PDF has 3 pages of roughly 450-650 words and a file name with spaces;
  * the carrier names do not appear in the seed texts and avoid the forbidden names.

Prints PASS, or lists every failure and exits 1.
Usage: python3 tools/verify.py
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SEED_DIR = "/work/blind-seed"
ROUND = "round 22"

GUIDE_FILES = [
    "pewterhorn-special-events.json",
    "galingale-manufactured-homes.json",
    "lychgate-houses-of-worship.json",
]
SEED_FILE = "seed-round-22.json"

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
SEED_SPREAD = {"cmp_hv_northstar": 3, "cmp_hv_bluewater": 3, "cmp_hv_granite": 2,
               "cmp_hv_evergreen": 2, "cmp_hv_keystone": 2}

FORBIDDEN = [
    # names forbidden by the brief
    "Alder Cove", "Brightwell", "Cedar Hollow", "Cedar Ridge", "Copperfield", "Coppervale", "Cormorant",
    "Harborlight", "Harborline", "Harborview", "Ironbridge", "Ironhorse", "Lakemont", "Larkspur",
    "Pennant Road", "Prairie Hearth", "Quillmont", "Redfern", "Ridgeline", "Sablewood", "Sagebrook",
    "Sagebrush", "Stonemill", "Tallowmere", "Tamarack", "Vesper Hill", "Northstar", "Bluewater",
    "Granite Peak", "Evergreen", "Keystone",
    # names forbidden by the task for this round
    "Thornbury", "Ashgrove", "Fenwick", "Dray", "Mariposa", "Thistledown", "Amberlea", "Kestrel",
    "Bellmare", "Thistlegate", "Penhallow", "Wrenfield", "Brambleton", "Verity Lane", "Oxbow", "Wickham",
    "Calloway", "Birchmont", "Pelham", "Larchfield", "Marrowstone", "Foxglove", "Halyard", "Juniper Bay",
    "Saltcreek", "Quayside", "Moorcroft", "Ravenstone", "Wyecliff", "Rushford", "Cobblestone",
    "Ostrander", "Drumlin Ferry", "Tussock Bend", "Corncrake Lane",
]

failures = []


def fail(msg):
    failures.append(msg)


def norm(text):
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", text).strip().casefold()


_pages_cache = {}


def pdf_pages(path):
    """List of page texts from `pdftotext -layout`."""
    if path not in _pages_cache:
        if not os.path.exists(path):
            fail("missing PDF: %s" % path)
            _pages_cache[path] = []
        else:
            out = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
            pages = out.split("\f")
            if pages and not pages[-1].strip():
                pages = pages[:-1]
            _pages_cache[path] = pages
    return _pages_cache[path]


def whole_word_present(keyword, text):
    pat = r"(?<![A-Za-z0-9])" + re.escape(norm(keyword)).replace(r"\ ", r"\s+") + r"(?![A-Za-z0-9])"
    return re.search(pat, norm(text)) is not None


def check_question_common(where, q, doc_to_path, page_counts):
    """Checks shared by guide and seed questions. Returns the question's tag list."""
    if not isinstance(q, dict):
        fail("%s: question is not an object" % where)
        return []
    text = q.get("question")
    if not isinstance(text, str) or len(text.split()) < 3:
        fail("%s: missing or too short 'question'" % where)
        text = ""
    kind = q.get("kind")
    if not isinstance(kind, list) or not kind:
        fail("%s: 'kind' must be a non-empty list" % where)
        kind = []
    for t in kind:
        if t not in ALLOWED_TAGS:
            fail("%s: tag %r not allowed" % (where, t))
    if len(set(kind)) != len(kind):
        fail("%s: duplicate tags" % where)
    exp = q.get("expect")
    if exp == "not covered":
        if "not-covered" not in kind:
            fail("%s: not-covered question lacks the 'not-covered' tag" % where)
        for k in ("page", "verdict"):
            if k in q:
                fail("%s: not-covered question must not have %r" % (where, k))
        bad = {"yes-no", "two-fact", "paraphrase", "own-words"} & set(kind)
        if bad:
            fail("%s: not-covered question carries answerable-only tags %s" % (where, sorted(bad)))
        return kind
    if "not-covered" in kind:
        fail("%s: answerable question tagged not-covered" % where)
    if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
        fail("%s: 'expect' must be {'doc','says'} or 'not covered'" % where)
        return kind
    doc, says = exp["doc"], exp["says"]
    if doc not in doc_to_path:
        fail("%s: doc %r is not one of the carrier's documents" % (where, doc))
        return kind
    nwords = len(says.split())
    if not 2 <= nwords <= 8:
        fail("%s: says has %d words (need 2-8): %r" % (where, nwords, says))
    page = q.get("page")
    if not isinstance(page, int) or isinstance(page, bool):
        fail("%s: 'page' must be an integer" % where)
        return kind
    pages = pdf_pages(doc_to_path[doc])
    if not 1 <= page <= len(pages):
        fail("%s: page %s out of range 1..%d for %r" % (where, page, len(pages), doc))
        return kind
    if norm(says) not in norm(pages[page - 1]):
        others = [i + 1 for i, p in enumerate(pages) if norm(says) in norm(p)]
        fail("%s: says %r not found on page %d of %r%s" % (
            where, says, page, doc, " (found on page %s)" % others if others else ""))
    if norm(says) in norm(text):
        fail("%s: the question copies the 'says' phrase" % where)
    verdict = q.get("verdict")
    if "yes-no" in kind:
        if verdict not in ("yes", "no"):
            fail("%s: yes-no question needs verdict 'yes' or 'no'" % where)
    elif "verdict" in q:
        fail("%s: verdict given but question not tagged yes-no" % where)
    if "paraphrase" in kind and "own-words" not in kind:
        fail("%s: paraphrase question must also be tagged own-words" % where)
    if "own-words" in kind and "paraphrase" not in kind:
        fail("%s: own-words question must also be tagged paraphrase" % where)
    if "paraphrase" in kind:
        stop = {"the", "a", "an", "of", "to", "and", "or", "in", "on", "for", "is", "are", "be", "at", "with",
                "by", "it", "that", "this", "any", "every", "than", "more", "must", "up", "no", "not", "if"}
        sw = [w for w in re.findall(r"[a-z0-9,$%.'-]+", norm(says)) if w.strip(",.") not in stop]
        qw = set(w.strip(",.?") for w in re.findall(r"[a-z0-9,$%.'-]+", norm(text)))
        shared = [w for w in sw if w.strip(",.") in qw]
        if sw and len(shared) > len(sw) / 2:
            fail("%s: paraphrase shares too many words with the passage: %s" % (where, shared))
    return kind


def check_not_covered(where, q, keywords, doc_paths):
    kws = keywords.get(q.get("question"))
    if not kws:
        fail("%s: no key words in tools/not_covered_keywords.json" % where)
        return
    for path in doc_paths:
        full = "\n".join(pdf_pages(path))
        for kw in kws:
            if whole_word_present(kw, full):
                fail("%s: key word %r appears in %s" % (where, kw, os.path.basename(path)))


def check_counts(where, qs, answerable_target, paraphrase_target, nc_target, two_fact_target):
    nc = [q for q in qs if q.get("expect") == "not covered"]
    para = [q for q in qs if q.get("expect") != "not covered" and "paraphrase" in q.get("kind", [])]
    plain = [q for q in qs if q.get("expect") != "not covered" and "paraphrase" not in q.get("kind", [])]
    if len(nc) != nc_target:
        fail("%s: %d not-covered questions (need %d)" % (where, len(nc), nc_target))
    if paraphrase_target is not None and len(para) != paraphrase_target:
        fail("%s: %d paraphrase questions (need %d)" % (where, len(para), paraphrase_target))
    if paraphrase_target is not None and len(plain) != answerable_target:
        fail("%s: %d agent-typed answerable questions (need %d)" % (where, len(plain), answerable_target))
    if two_fact_target is not None:
        tf = [q for q in qs if "two-fact" in q.get("kind", [])]
        if len(tf) != two_fact_target:
            fail("%s: %d two-fact questions (need %d)" % (where, len(tf), two_fact_target))
    verdicts = [q.get("verdict") for q in qs if "verdict" in q]
    if "yes" not in verdicts or "no" not in verdicts:
        fail("%s: needs yes/no questions with both a 'yes' and a 'no' verdict (has %s)" % (where, verdicts))
    texts = [q.get("question") for q in qs]
    if len(set(texts)) != len(texts):
        fail("%s: duplicate question texts" % where)
    return nc, verdicts


def check_guide(fn, keywords, carrier_names):
    where = fn
    path = os.path.join(ROOT, fn)
    try:
        data = json.load(open(path, encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        fail("%s: does not parse: %s" % (fn, e))
        return
    for k in ("name", "company_name", "line", "files", "questions"):
        if k not in data:
            fail("%s: missing key %r" % (where, k))
            return
    if not data["name"].endswith(", " + ROUND):
        fail("%s: name must end with ', %s'" % (where, ROUND))
    if not data["name"].startswith(data["company_name"].split()[0]):
        fail("%s: name should start with the carrier name" % where)
    if data["line"] not in data["name"]:
        fail("%s: name should contain the line" % where)
    carrier_names.append(data["company_name"])
    carrier_names.append(data["company_name"].split()[0])
    files = data["files"]
    if not isinstance(files, list) or not files:
        fail("%s: 'files' must be a non-empty list" % where)
        return
    doc_to_path = {}
    for f in files:
        if not f.endswith(".pdf") or " " not in f:
            fail("%s: PDF file name %r must end in .pdf and contain spaces" % (where, f))
        doc_to_path[f[:-4]] = os.path.join(ROOT, f)
        pages = pdf_pages(os.path.join(ROOT, f))
        if len(pages) != 3:
            fail("%s: %s has %d pages (need 3)" % (where, f, len(pages)))
        for i, p in enumerate(pages):
            n = len(p.split())
            if not 430 <= n <= 670:
                fail("%s: %s page %d has %d words (want about 450-650)" % (where, f, i + 1, n))
        src_html = [x for x in os.listdir(os.path.join(ROOT, "src")) if x.endswith(".html")]
        if not src_html:
            fail("%s: no HTML sources in src/" % where)
    qs = data["questions"]
    if not isinstance(qs, list) or len(qs) != 18:
        fail("%s: needs 18 questions, has %s" % (where, len(qs) if isinstance(qs, list) else "none"))
        return
    used_pages = set()
    for i, q in enumerate(qs):
        w = "%s q%d" % (fn, i + 1)
        if "company" in q:
            fail("%s: guide questions take no 'company'" % w)
        check_question_common(w, q, doc_to_path, None)
        if q.get("expect") == "not covered":
            check_not_covered(w, q, keywords.get(fn, {}), list(doc_to_path.values()))
        elif isinstance(q.get("page"), int):
            used_pages.add(q["page"])
    if used_pages != {1, 2, 3}:
        fail("%s: answerable questions should use all three pages (use %s)" % (where, sorted(used_pages)))
    check_counts(where, qs, 11, 3, 4, 2)
    kw_file_qs = set(keywords.get(fn, {}))
    nc_qs = {q["question"] for q in qs if q.get("expect") == "not covered"}
    if kw_file_qs != nc_qs:
        fail("%s: not_covered_keywords.json entries do not match the not-covered questions" % where)


def check_seed(keywords):
    fn = SEED_FILE
    try:
        data = json.load(open(os.path.join(ROOT, fn), encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        fail("%s: does not parse: %s" % (fn, e))
        return
    if set(data) != {"name", "questions"}:
        fail("%s: keys must be 'name' and 'questions'" % fn)
    if data.get("name") != "seed carriers, " + ROUND:
        fail("%s: name must be 'seed carriers, %s'" % (fn, ROUND))
    qs = data.get("questions", [])
    if len(qs) != 16:
        fail("%s: needs 16 questions, has %d" % (fn, len(qs)))
    spread = {c: 0 for c in SEED_COMPANIES}
    for i, q in enumerate(qs):
        w = "%s q%d" % (fn, i + 1)
        comp = q.get("company")
        if comp not in SEED_COMPANIES:
            fail("%s: company %r unknown" % (w, comp))
            continue
        doc_to_path = {t: os.path.join(SEED_DIR, t.replace(" ", "_") + ".pdf") for t in SEED_COMPANIES[comp]}
        check_question_common(w, q, doc_to_path, None)
        if q.get("expect") == "not covered":
            check_not_covered(w, q, keywords.get(fn, {}), list(doc_to_path.values()))
        else:
            spread[comp] += 1
        if "paraphrase" in q.get("kind", []):
            pass
    if spread != SEED_SPREAD:
        fail("%s: answerable spread %s (need %s)" % (fn, spread, SEED_SPREAD))
    nc, verdicts = check_counts(fn, qs, 12, None, 4, None)
    if len(verdicts) != 7:
        fail("%s: %d yes/no questions (need 7)" % (fn, len(verdicts)))
    if set(keywords.get(fn, {})) != {q["question"] for q in nc}:
        fail("%s: not_covered_keywords.json entries do not match the not-covered questions" % fn)


def check_names(carrier_names):
    seed_text = ""
    for f in sorted(os.listdir(SEED_DIR)):
        if f.endswith(".txt"):
            seed_text += open(os.path.join(SEED_DIR, f), encoding="utf-8").read() + "\n"
        elif f.endswith(".pdf"):
            seed_text += "\n".join(pdf_pages(os.path.join(SEED_DIR, f))) + "\n"
    seed_low = seed_text.casefold()
    for name in carrier_names:
        if name.casefold() in seed_low:
            fail("carrier name %r appears in the seed texts" % name)
        for bad in FORBIDDEN:
            if re.search(r"(?<![a-z])" + re.escape(bad.casefold()) + r"(?![a-z])", name.casefold()) \
                    or (len(bad.split()) == 1 and bad.casefold() in name.casefold()):
                fail("carrier name %r contains forbidden name %r" % (name, bad))


def main():
    try:
        keywords = json.load(open(os.path.join(HERE, "not_covered_keywords.json"), encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        fail("tools/not_covered_keywords.json does not parse: %s" % e)
        keywords = {}
    carrier_names = []
    for fn in GUIDE_FILES:
        check_guide(fn, keywords, carrier_names)
    check_seed(keywords)
    check_names(carrier_names)
    if len(set(carrier_names)) != len(carrier_names):
        fail("carrier names are not distinct")
    if failures:
        print("FAIL (%d)" % len(failures))
        for f in failures:
            print(" - " + f)
        sys.exit(1)
    print("PASS")


if __name__ == "__main__":
    main()
