#!/usr/bin/env python3
"""Break copies of the round on purpose and confirm verify.py catches each error.

Each case copies the round folder to a temporary folder, makes one change, runs
verify.py --root on the copy and expects FAIL with a matching message.
The real files are never changed.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def load(path):
    return json.load(open(path, encoding="utf-8"))


def save(path, data):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=2, ensure_ascii=False)


def case_says_wrong(d):
    p = os.path.join(d, "questions-millrace.json")
    data = load(p)
    data["questions"][2]["expect"]["says"] = "$2,750 per policy plus $750"
    save(p, data)


def case_wrong_page(d):
    p = os.path.join(d, "questions-nettlebank.json")
    data = load(p)
    data["questions"][0]["page"] = 3
    save(p, data)


def case_verdict_missing(d):
    p = os.path.join(d, "questions-rookhaven.json")
    data = load(p)
    del data["questions"][0]["verdict"]
    save(p, data)


def case_question_contains_says(d):
    p = os.path.join(d, "questions-nettlebank.json")
    data = load(p)
    data["questions"][5]["question"] = "is it $10,000 per claim for 81 beds or more?"
    save(p, data)


def case_paraphrase_overlap(d):
    p = os.path.join(d, "questions-rookhaven.json")
    data = load(p)
    q = data["questions"][13]
    q["question"] = "is only one jumper allowed at a time on each bed?"
    save(p, data)


def case_keyword_in_pdf(d):
    p = os.path.join(d, "tools", "not_covered_keywords.json")
    data = load(p)
    key = next(iter(data["questions-millrace.json"]))
    data["questions-millrace.json"][key].append("hail")
    save(p, data)


def case_forbidden_carrier(d):
    p = os.path.join(d, "questions-millrace.json")
    data = load(p)
    data["company_name"] = "Oxbow Millrace Indemnity Company"
    save(p, data)


def case_question_count(d):
    p = os.path.join(d, "questions-seed.json")
    data = load(p)
    data["questions"].pop(0)
    save(p, data)


def case_bad_tag(d):
    p = os.path.join(d, "questions-nettlebank.json")
    data = load(p)
    data["questions"][1]["kind"].append("typo")
    save(p, data)


def case_pdf_pages(d):
    src = os.path.join(d, "Nettlebank Mutual Assisted Living Guide 2026.pdf")
    one = os.path.join(d, "one.pdf")
    subprocess.run(["pdfseparate", "-f", "1", "-l", "1", src, one], check=True)
    os.replace(one, src)


CASES = [
    (case_says_wrong, "not found on page"),
    (case_wrong_page, "not found on page 3"),
    (case_verdict_missing, "verdict must be present"),
    (case_question_contains_says, "question contains its says"),
    (case_paraphrase_overlap, "paraphrase shares"),
    (case_keyword_in_pdf, "occurs in the carrier's documents"),
    (case_forbidden_carrier, "forbidden name"),
    (case_question_count, "questions, not 16"),
    (case_bad_tag, "not allowed"),
    (case_pdf_pages, "pages, not 3"),
]


def main():
    ok = True
    for fn, expected in CASES:
        tmp = tempfile.mkdtemp(prefix="blind24-break-")
        copy = os.path.join(tmp, "round")
        shutil.copytree(ROOT, copy)
        fn(copy)
        r = subprocess.run([sys.executable, os.path.join(copy, "tools", "verify.py"), "--root", copy],
                           capture_output=True, text=True)
        caught = r.returncode == 1 and "FAIL" in r.stdout and expected in r.stdout
        print(f"{'caught' if caught else 'MISSED'}: {fn.__name__} (expects {expected!r})")
        if not caught:
            ok = False
            print(r.stdout)
        shutil.rmtree(tmp)
    print("all breaks caught" if ok else "some breaks were missed")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
