#!/usr/bin/env python3
"""Break copies of the round on purpose and confirm verify.py catches each error.
Copies go to .breaktest/ inside the output folder and are removed afterwards."""
import json, os, shutil, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".breaktest")
G = "caddisfly_glazing_questions.json"

def load(d, f):
    with open(os.path.join(d, f), encoding="utf-8") as fh:
        return json.load(fh)

def save(d, f, data):
    with open(os.path.join(d, f), "w", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False, indent=1)

def m_says_missing(d):
    g = load(d, G); g["questions"][2]["expect"]["says"] = "$9,999 for general liability"; save(d, G, g)
def m_says_wrong_page(d):
    g = load(d, G); g["questions"][2]["page"] = 1; save(d, G, g)
def m_says_in_question(d):
    g = load(d, G); q = g["questions"][2]; q["question"] += " is it " + q["expect"]["says"]; save(d, G, g)
def m_verdict_missing(d):
    g = load(d, G); del g["questions"][0]["verdict"]; save(d, G, g)
def m_bad_tag(d):
    g = load(d, G); g["questions"][3]["kind"].append("slang"); save(d, G, g)
def m_keyword_in_doc(d):
    k = load(d, "tools/not_covered_keywords.json")
    q = "can caddisfly write the workers comp for the glazing crew too?"
    k[G][q].append("glazing"); save(d, "tools/not_covered_keywords.json", k)
def m_paraphrase_overlap(d):
    g = load(d, G); g["questions"][11]["question"] = "does a surcharge of 10 percent apply after a citation?"; save(d, G, g)
def m_count(d):
    g = load(d, G); g["questions"].pop(); save(d, G, g)
def m_forbidden_name(d):
    g = load(d, G); g["company_name"] = "Caddisfly Northstar Mutual"; save(d, G, g)
def m_seed_count(d):
    s = load(d, "seed_questions.json"); s["questions"][0]["company"] = "cmp_hv_keystone"; save(d, "seed_questions.json", s)

CASES = [m_says_missing, m_says_wrong_page, m_says_in_question, m_verdict_missing, m_bad_tag,
         m_keyword_in_doc, m_paraphrase_overlap, m_count, m_forbidden_name, m_seed_count]

ok = True
for case in CASES:
    shutil.rmtree(WORK, ignore_errors=True)
    shutil.copytree(ROOT, WORK, ignore=shutil.ignore_patterns(".breaktest", ".build"))
    case(WORK)
    r = subprocess.run([sys.executable, os.path.join(WORK, "tools", "verify.py"), WORK],
                       capture_output=True, text=True, env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
    last = r.stdout.strip().splitlines()[-1]
    errors = [l for l in r.stdout.splitlines() if l.startswith("ERROR")]
    caught = r.returncode == 1 and last.startswith("FAIL")
    ok &= caught
    print(f"{case.__name__:22s} {'caught' if caught else 'MISSED'}: {errors[0] if errors else last}")
shutil.rmtree(WORK, ignore_errors=True)
print("all breaks caught" if ok else "SOME BREAKS MISSED")
sys.exit(0 if ok else 1)
