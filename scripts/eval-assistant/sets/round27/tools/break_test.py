#!/usr/bin/env python3
"""Break a copy of the output folder in several ways and show that verify.py catches each one."""
import json, os, shutil, subprocess, sys, tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
VERIFY = os.path.join(ROOT, "tools", "verify.py")


def mutate_json(dirpath, fname, fn):
    p = os.path.join(dirpath, "questions", fname)
    d = json.load(open(p, encoding="utf-8"))
    fn(d)
    json.dump(d, open(p, "w", encoding="utf-8"), indent=2, ensure_ascii=False)


def wrong_page(d):
    d["questions"][0]["page"] = 3


def says_in_question(d):
    q = d["questions"][3]
    q["question"] += " is it " + q["expect"]["says"] + "?"


def drop_verdict(d):
    del d["questions"][0]["verdict"]


def paraphrase_overlap(d):
    q = [q for q in d["questions"] if "paraphrase" in q["kind"]][0]
    q["question"] = q["expect"]["says"].upper() + " stuff?"


def covered_not_covered(d):
    d["questions"].append({"question": "are pinsetters covered?", "expect": "not covered", "kind": ["not-covered"]})


def bad_tag(d):
    d["questions"][1]["kind"].append("slang")


def bad_keyword(dirpath):
    p = os.path.join(dirpath, "tools", "not_covered_keywords.json")
    kw = json.load(open(p))
    first = next(iter(kw["Dunmore Casualty Company"]))
    kw["Dunmore Casualty Company"][first].append("lanes")
    json.dump(kw, open(p, "w"), indent=2)


def swap_pdf(dirpath):
    shutil.copy("/work/blind-seed/Required_Documents_Checklist.pdf",
                os.path.join(dirpath, "Fairlight Printing and Sign Shop Guide 2026.pdf"))


CASES = [
    ("guide PDF replaced by a 1-page document", swap_pdf),
    ("says moved to the wrong page", lambda t: mutate_json(t, "cresthaven.json", wrong_page)),
    ("question contains its says", lambda t: mutate_json(t, "fairlight.json", says_in_question)),
    ("yes-no without verdict", lambda t: mutate_json(t, "dunmore.json", drop_verdict)),
    ("paraphrase copies its says", lambda t: mutate_json(t, "dunmore.json", paraphrase_overlap)),
    ("extra not-covered question (count 19, keywords missing)", lambda t: mutate_json(t, "dunmore.json", covered_not_covered)),
    ("unknown tag", lambda t: mutate_json(t, "seed.json", bad_tag)),
    ("not-covered key word present in the guide", bad_keyword),
]

ok = True
for label, fn in CASES:
    tmp = tempfile.mkdtemp(prefix="b27break-")
    dst = os.path.join(tmp, "copy")
    shutil.copytree(ROOT, dst)
    fn(dst)
    out = subprocess.run([sys.executable, VERIFY, dst], capture_output=True, text=True).stdout
    caught = out.strip().splitlines()[-1].startswith("FAIL")
    fails = [l.strip() for l in out.splitlines() if l.strip().startswith("FAIL:")]
    print(f"[{'caught' if caught else 'MISSED'}] {label}: {fails[0] if fails else ''}")
    ok &= caught
    shutil.rmtree(tmp)
print("all breaks caught" if ok else "SOME BREAKS MISSED")
sys.exit(0 if ok else 1)
