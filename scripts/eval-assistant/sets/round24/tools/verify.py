#!/usr/bin/env python3
"""Check the round-24 blind evaluation data against every rule of the brief.

Usage: python3 tools/verify.py [--root DIR] [--seed DIR]

--root  the round folder (default: the folder above this script)
--seed  the seed folder with the five demo carriers' PDFs (default: /work/blind-seed)

Prints one line per problem, then PASS or FAIL (exit code 0 or 1).
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys

ROUND = 24
ALLOWED_INITIALS = set("MNOPQR")
ALLOWED_TAGS = {"shorthand", "filler", "own-numbers", "yes-no", "two-fact",
                "paraphrase", "own-words", "not-covered"}
GUIDE_FILES = ["questions-nettlebank.json", "questions-millrace.json", "questions-rookhaven.json"]
SEED_FILE = "questions-seed.json"
KEYWORDS_FILE = os.path.join("tools", "not_covered_keywords.json")

FORBIDDEN_NAMES = [
    "Alder Cove", "Brightwell", "Cedar Hollow", "Cedar Ridge", "Copperfield", "Coppervale", "Cormorant",
    "Harborlight", "Harborline", "Harborview", "Ironbridge", "Ironhorse", "Lakemont", "Larkspur",
    "Pennant Road", "Prairie Hearth", "Quillmont", "Redfern", "Ridgeline", "Sablewood", "Sagebrook",
    "Sagebrush", "Stonemill", "Tallowmere", "Tamarack", "Vesper Hill", "Northstar", "Bluewater",
    "Granite Peak", "Evergreen", "Keystone", "Thornbury", "Ashgrove", "Fenwick", "Dray", "Mariposa",
    "Thistledown", "Amberlea", "Kestrel", "Bellmare", "Thistlegate", "Penhallow", "Wrenfield",
    "Brambleton", "Verity Lane", "Oxbow", "Wickham", "Calloway", "Birchmont", "Pelham", "Larchfield",
    "Marrowstone", "Foxglove", "Halyard", "Juniper Bay", "Saltcreek", "Quayside", "Moorcroft",
    "Ravenstone", "Wyecliff", "Rushford", "Cobblestone", "Ostrander", "Drumlin Ferry", "Tussock Bend",
    "Corncrake Lane", "Pewterhorn", "Galingale", "Lychgate", "Pipistrelle", "Semaphore", "Merganser",
]

USED_LINES = [
    "commercial auto", "workers comp", "homeowners", "dwelling", "bop", "restaurant",
    "management liability", "personal auto", "builders risk", "cyber", "farmowners", "umbrella",
    "excess", "liquor", "self-storage", "child care", "marina", "surety", "hotel", "landscaping",
    "fitness", "garage", "religious", "houses of worship", "short-term rental", "pet services",
    "food manufacturer", "community association", "trucking", "metalworking", "special events",
    "home health", "jewelers", "security guard", "vacant", "winery", "brewery", "medical", "dental",
    "nemt", "roofing", "landlord", "nonprofit", "golf", "fine art", "pest control", "youth sports",
    "architects", "engineers", "towing", "manufactured home", "electrical", "plumbing", "crime",
    "boatowners", "pwc", "condo", "staffing", "mobile food", "auto repair", "habitational",
    "apartments", "veterinary", "movers", "flood", "real estate", "collector", "car wash",
    "laundromat", "salon", "campground", "rv park", "janitorial", "cargo",
]

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

# Words that carry no content, for the paraphrase overlap rule.
STOPWORDS = set("""
a an the and or but nor of to in on at by for from with without into onto over under up down out off
is are was were be been being am do does did done doing have has had having can could will would shall
should may might must it its it's this that these those there here their they them he she his her we
our us you your i me my mine what which who whom whose when where why how if then than so as not no
yes any all each every some such only just also very more most less least own same other too
per whether while about after before again further once both few many much one
""".split())

SHORTHAND = ["insd", "uw", "ded", "deds", "cov", "yrs", "yr", "w/", "w/o", "min", "max", "prem",
             "rn", "u", "ur", "pls", "thx", "aop", "tiv", "dol", "alf", "acv", "liab", "pl", "gl",
             "bldg", "app", "sub", "subs", "docs", "ho", "dp", "e&s", "mvr", "rc", "~", "$1k", "k",
             "ft", "avg", "req", "info", "t-storm", "bop", "ok", "gvw", "cdl", "subbed", "fec", "ai",
             "hnoa", "epli", "coi", "cois", "ins", "avgs", "pkg"]
FILLER = ["hey", "quick q", "rn", "any chance", "just wondering", "hi", "btw", "real quick", "fyi",
          "so ", "wondering", "pls", "thx", "ok so", "quick one"]


def norm(text):
    text = text.replace("\u2018", "'").replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = text.replace("\u00a0", " ")
    return re.sub(r"\s+", " ", text).strip().lower()


def pdf_pages(path):
    info = subprocess.run(["pdfinfo", path], capture_output=True, text=True).stdout
    m = re.search(r"^Pages:\s+(\d+)", info, re.M)
    n = int(m.group(1)) if m else 0
    pages = []
    for p in range(1, n + 1):
        out = subprocess.run(["pdftotext", "-layout", "-f", str(p), "-l", str(p), path, "-"],
                             capture_output=True, text=True).stdout
        pages.append(out)
    return pages


def tokens(text):
    return re.findall(r"[a-z0-9$%][a-z0-9$%,.'&/-]*[a-z0-9%]|[a-z0-9$%]", text.lower())


def stem(word):
    word = word.strip(".,'")
    if word.endswith("'s"):
        word = word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    return word


def content_words(text):
    return {stem(t) for t in tokens(text) if t not in STOPWORDS and stem(t) not in STOPWORDS}


def has_word(text, word):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(word.lower()) + r"(?![A-Za-z0-9])", text.lower()) is not None


def has_marker(question, markers):
    q = " " + question.lower() + " "
    for m in markers:
        if m.endswith(" ") or "/" in m or "~" in m or "&" in m or "-" in m or " " in m:
            if m in q:
                return True
        elif has_word(q, m):
            return True
    return False


class Checker:
    def __init__(self, root, seed):
        self.root = root
        self.seed = seed
        self.errors = []
        self.notes = []

    def err(self, where, msg):
        self.errors.append(f"{where}: {msg}")

    # ---------- shared question checks ----------
    def check_question_common(self, where, q, pages_for_doc):
        for key in q:
            if key not in {"question", "expect", "page", "verdict", "kind", "company"}:
                self.err(where, f"unknown key {key!r}")
        if not isinstance(q.get("question"), str) or not q["question"].strip():
            self.err(where, "missing question text")
            return None
        kind = q.get("kind")
        if not isinstance(kind, list) or not kind:
            self.err(where, "kind must be a non-empty list")
            kind = []
        for t in kind:
            if t not in ALLOWED_TAGS:
                self.err(where, f"tag {t!r} not allowed")
        if len(set(kind)) != len(kind):
            self.err(where, "repeated tag")
        if ("yes-no" in kind) != ("verdict" in q):
            self.err(where, "verdict must be present exactly when tagged yes-no")
        if "verdict" in q and q["verdict"] not in ("yes", "no"):
            self.err(where, "verdict must be 'yes' or 'no'")
        exp = q.get("expect")
        question = q["question"]
        if exp == "not covered":
            if "not-covered" not in kind:
                self.err(where, "expect 'not covered' needs tag not-covered")
            for bad in ("yes-no", "paraphrase", "own-words", "two-fact"):
                if bad in kind:
                    self.err(where, f"not-covered question cannot be tagged {bad}")
            if "page" in q:
                self.err(where, "not-covered question has a page")
            return "nc"
        if not isinstance(exp, dict) or set(exp) != {"doc", "says"}:
            self.err(where, "expect must be 'not covered' or {doc, says}")
            return None
        if "not-covered" in kind:
            self.err(where, "answerable question tagged not-covered")
        says = exp["says"]
        n_words = len(says.split())
        if not 2 <= n_words <= 8:
            self.err(where, f"says has {n_words} words (2-8 allowed)")
        if norm(says) in norm(question):
            self.err(where, "question contains its says")
        page = q.get("page")
        pages = pages_for_doc(exp["doc"])
        if pages is None:
            self.err(where, f"unknown doc {exp['doc']!r}")
        elif not isinstance(page, int) or not 1 <= page <= len(pages):
            self.err(where, f"bad page {page!r}")
        elif norm(says) not in norm(pages[page - 1]):
            self.err(where, f"says {says!r} not found on page {page} of {exp['doc']}")
        if "paraphrase" in kind or "own-words" in kind:
            if not ("paraphrase" in kind and "own-words" in kind):
                self.err(where, "paraphrase and own-words go together")
            shared = content_words(question) & content_words(says)
            if len(shared) > 1:
                self.err(where, f"paraphrase shares {len(shared)} content words with says: {sorted(shared)}")
        # style tags must be visible in the text
        if "own-numbers" in kind and not re.search(r"\d", question):
            self.err(where, "tagged own-numbers but has no number")
        if "shorthand" in kind and not has_marker(question, SHORTHAND):
            self.err(where, "tagged shorthand but no abbreviation found")
        if "filler" in kind and not has_marker(question, FILLER):
            self.err(where, "tagged filler but no filler found")
        if "yes-no" in kind and not question.rstrip().endswith("?"):
            self.err(where, "yes-no question should end with '?'")
        return "ans"

    # ---------- guides ----------
    def check_guides(self, keywords):
        carriers = []
        seed_text = self.seed_all_text()
        for fname in GUIDE_FILES:
            path = os.path.join(self.root, fname)
            where0 = fname
            try:
                data = json.load(open(path, encoding="utf-8"))
            except Exception as e:  # noqa: BLE001
                self.err(where0, f"cannot load JSON: {e}")
                continue
            for key in ("name", "company_name", "line", "files", "questions"):
                if key not in data:
                    self.err(where0, f"missing key {key}")
            if set(data) - {"name", "company_name", "line", "files", "questions"}:
                self.err(where0, f"unknown keys {sorted(set(data) - {'name', 'company_name', 'line', 'files', 'questions'})}")
            if any(k not in data for k in ("name", "company_name", "line", "files", "questions")):
                continue
            company = data["company_name"]
            line = data["line"]
            if not data["name"].endswith(f", round {ROUND}"):
                self.err(where0, f"name must end with ', round {ROUND}'")
            if company[:1].upper() not in ALLOWED_INITIALS:
                self.err(where0, f"carrier {company!r} does not start with M, N, O, P, Q or R")
            for bad in FORBIDDEN_NAMES:
                if bad.lower() in company.lower():
                    self.err(where0, f"carrier name contains forbidden name {bad!r}")
            for bad in USED_LINES:
                if re.search(r"\b" + re.escape(bad) + r"\b", line.lower()):
                    self.err(where0, f"line {line!r} looks like an already used line ({bad})")
            short = company.split()[0]
            carriers.append((short, company, line))
            for nm in {short, company, " ".join(company.split()[:2])}:
                if nm.lower() in seed_text:
                    self.err(where0, f"carrier name {nm!r} appears in the seed texts")
            if not data["name"].startswith(" ".join(company.split()[:2])):
                self.err(where0, "name must start with the carrier name")
            files = data["files"]
            if not isinstance(files, list) or len(files) != 1:
                self.err(where0, "files must list exactly one PDF")
                continue
            pdf = files[0]
            if not (pdf.startswith(" ".join(company.split()[:2]) + " ") and pdf.endswith(" Guide 2026.pdf")):
                self.err(where0, f"file name {pdf!r} must be '<Carrier> <Line> Guide 2026.pdf'")
            pdf_path = os.path.join(self.root, pdf)
            if not os.path.exists(pdf_path):
                self.err(where0, f"missing PDF {pdf}")
                continue
            pages = pdf_pages(pdf_path)
            if len(pages) != 3:
                self.err(pdf, f"has {len(pages)} pages, not 3")
            for i, ptxt in enumerate(pages, 1):
                wc = len(ptxt.split())
                if not 450 <= wc <= 650:
                    self.err(pdf, f"page {i} has {wc} words (450-650)")
            all_text = "\n".join(pages)
            for bad in FORBIDDEN_NAMES:
                if re.search(r"\b" + re.escape(bad.lower()) + r"\b", all_text.lower()):
                    self.err(pdf, f"PDF text contains forbidden carrier name {bad!r}")
            src = os.path.join(self.root, "src")
            if not glob.glob(os.path.join(src, "*.html")):
                self.err(where0, "no HTML sources in src/")
            doc_name = pdf[:-4]

            def pages_for_doc(doc, doc_name=doc_name, pages=pages):
                return pages if doc == doc_name else None

            qs = data["questions"]
            if len(qs) != 18:
                self.err(where0, f"{len(qs)} questions, not 18")
            n_nc = n_para = n_ans = n_two = 0
            verdicts = []
            kw_entries = keywords.get(fname, {})
            seen_q = set()
            for i, q in enumerate(qs, 1):
                where = f"{fname} q{i}"
                if "company" in q:
                    self.err(where, "guide questions have no company key")
                res = self.check_question_common(where, q, pages_for_doc)
                if q.get("question") in seen_q:
                    self.err(where, "duplicate question")
                seen_q.add(q.get("question"))
                kind = q.get("kind") or []
                if res == "nc":
                    n_nc += 1
                    self.check_nc_keywords(where, q["question"], kw_entries, [all_text])
                elif res == "ans":
                    if "paraphrase" in kind:
                        n_para += 1
                    else:
                        n_ans += 1
                        if not ({"shorthand", "filler", "own-numbers"} & set(kind)):
                            self.err(where, "answerable question needs shorthand, filler or own-numbers")
                    if "two-fact" in kind:
                        n_two += 1
                    if "verdict" in q:
                        verdicts.append(q["verdict"])
            for qtext in kw_entries:
                if qtext not in seen_q:
                    self.err(KEYWORDS_FILE, f"{fname}: keywords for unknown question {qtext!r}")
            if n_ans != 11:
                self.err(where0, f"{n_ans} answerable (non-paraphrase) questions, not 11")
            if n_para != 3:
                self.err(where0, f"{n_para} paraphrases, not 3")
            if n_nc != 4:
                self.err(where0, f"{n_nc} not-covered questions, not 4")
            if n_two != 2:
                self.err(where0, f"{n_two} two-fact questions, not 2")
            if "yes" not in verdicts or "no" not in verdicts:
                self.err(where0, "needs at least one yes and one no verdict")
            if len([q for q in qs if "shorthand" in (q.get("kind") or [])]) < 4:
                self.err(where0, "too few shorthand questions")
            if not any("filler" in (q.get("kind") or []) for q in qs):
                self.err(where0, "no filler question")
            self.notes.append(f"{fname}: {len(qs)} questions ({n_ans} answerable, {n_para} paraphrases, "
                              f"{n_nc} not covered, {n_two} two-fact, verdicts {verdicts.count('yes')} yes / "
                              f"{verdicts.count('no')} no); PDF pages {[len(p.split()) for p in pages]} words")
        if len({c[0] for c in carriers}) != len(carriers):
            self.err("guides", "carrier names repeat")
        if len({c[2].lower() for c in carriers}) != len(carriers):
            self.err("guides", "lines repeat")

    def check_nc_keywords(self, where, question, kw_entries, texts):
        kws = kw_entries.get(question)
        if not kws:
            self.err(where, f"no not-covered keywords in {KEYWORDS_FILE}")
            return
        if not any(has_word(question, k) or k.lower() in question.lower() for k in kws):
            self.err(where, "none of its not-covered keywords occurs in the question")
        for k in kws:
            for t in texts:
                if has_word(t, k):
                    self.err(where, f"not-covered keyword {k!r} occurs in the carrier's documents")

    # ---------- seed ----------
    def seed_pdf(self, title):
        return os.path.join(self.seed, title.replace(" ", "_") + ".pdf")

    def seed_all_text(self):
        if not hasattr(self, "_seed_text"):
            parts = []
            for p in glob.glob(os.path.join(self.seed, "*.txt")):
                parts.append(open(p, encoding="utf-8").read())
            for p in glob.glob(os.path.join(self.seed, "*.pdf")):
                parts.extend(pdf_pages(p))
            self._seed_text = "\n".join(parts).lower()
        return self._seed_text

    def check_seed(self, keywords):
        fname = SEED_FILE
        path = os.path.join(self.root, fname)
        try:
            data = json.load(open(path, encoding="utf-8"))
        except Exception as e:  # noqa: BLE001
            self.err(fname, f"cannot load JSON: {e}")
            return
        if set(data) != {"name", "questions"}:
            self.err(fname, "seed file must have exactly the keys name and questions")
        if data.get("name") != f"seed carriers, round {ROUND}":
            self.err(fname, f"name must be 'seed carriers, round {ROUND}'")
        cache = {}

        def pages_for(company):
            def inner(doc):
                if doc not in SEED_COMPANIES.get(company, []):
                    return None
                if doc not in cache:
                    p = self.seed_pdf(doc)
                    cache[doc] = pdf_pages(p) if os.path.exists(p) else None
                return cache[doc]
            return inner

        qs = data.get("questions", [])
        if len(qs) != 16:
            self.err(fname, f"{len(qs)} questions, not 16")
        ans = {c: 0 for c in SEED_COMPANIES}
        nc_companies = []
        n_yesno = 0
        verdicts = []
        kw_entries = keywords.get(fname, {})
        for i, q in enumerate(qs, 1):
            where = f"{fname} q{i}"
            company = q.get("company")
            if company not in SEED_COMPANIES:
                self.err(where, f"unknown company {company!r}")
                continue
            res = self.check_question_common(where, q, pages_for(company))
            if res == "nc":
                nc_companies.append(company)
                texts = []
                for doc in SEED_COMPANIES[company]:
                    p = self.seed_pdf(doc)
                    texts.append("\n".join(pdf_pages(p)))
                    txt = p[:-4] + ".txt"
                    if os.path.exists(txt):
                        texts.append(open(txt, encoding="utf-8").read())
                self.check_nc_keywords(where, q["question"], kw_entries, texts)
            elif res == "ans":
                ans[company] += 1
                if "yes-no" in q.get("kind", []):
                    n_yesno += 1
                    verdicts.append(q.get("verdict"))
        for c, n in SEED_ANSWERABLE.items():
            if ans[c] != n:
                self.err(fname, f"{c}: {ans[c]} answerable questions, not {n}")
        if n_yesno != 7:
            self.err(fname, f"{n_yesno} yes/no questions, not 7")
        if len(nc_companies) != 4 or len(set(nc_companies)) != 4:
            self.err(fname, f"not-covered questions must be 4, on 4 different carriers: {nc_companies}")
        self.notes.append(f"{fname}: {len(qs)} questions ({sum(ans.values())} answerable, {n_yesno} yes/no "
                          f"[{verdicts.count('yes')} yes / {verdicts.count('no')} no], "
                          f"{len(nc_companies)} not covered on {len(set(nc_companies))} carriers)")

    def run(self):
        kw_path = os.path.join(self.root, KEYWORDS_FILE)
        try:
            keywords = json.load(open(kw_path, encoding="utf-8"))
        except Exception as e:  # noqa: BLE001
            self.err(KEYWORDS_FILE, f"cannot load: {e}")
            keywords = {}
        self.check_guides(keywords)
        self.check_seed(keywords)
        for n in self.notes:
            print(n)
        for e in self.errors:
            print("ERROR", e)
        print("PASS" if not self.errors else f"FAIL ({len(self.errors)} problems)")
        return 0 if not self.errors else 1


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=os.path.dirname(here))
    ap.add_argument("--seed", default="/work/blind-seed")
    a = ap.parse_args()
    sys.exit(Checker(a.root, a.seed).run())


if __name__ == "__main__":
    main()
