#!/usr/bin/env python3
"""Checks every question file in /work/blind2: each `says` must be an exact substring of
its page's `pdftotext -layout` text after lowercasing and collapsing whitespace; also
reports counts per kind and how often `says` occurs on its page and in the whole document."""
import json, os, re, subprocess, sys, collections

B2, SEED = "/work/blind2", "/work/blind-seed"
norm = lambda s: re.sub(r"\s+", " ", s.lower()).strip()
_cache = {}
def pdf_for(doc):
    for p in (os.path.join(B2, doc + ".pdf"), os.path.join(SEED, doc.replace(" ", "_") + ".pdf")):
        if os.path.exists(p): return p
    sys.exit(f"no PDF for doc {doc!r}")
def pages(path):
    if path not in _cache:
        n = int(re.search(r"Pages:\s+(\d+)", subprocess.run(["pdfinfo", path], capture_output=True, text=True).stdout).group(1))
        _cache[path] = [norm(subprocess.run(["pdftotext", "-layout", "-f", str(i), "-l", str(i), path, "-"],
                         capture_output=True, text=True).stdout) for i in range(1, n + 1)]
    return _cache[path]

bad = 0
for fn in ["ironbridge-restaurant-package.json", "larkspur-management-liability.json", "sablewood-personal-auto.json", "seed-round2.json"]:
    data = json.load(open(os.path.join(B2, fn), encoding="utf-8"))
    qs = data["questions"]; kinds = collections.Counter(); ans = nc = yn = 0
    print(f"== {fn}: {len(qs)} questions")
    for i, q in enumerate(qs, 1):
        for k in q["kind"]: kinds[k] += 1
        if q["expect"] == "not covered":
            nc += 1
            assert "not-covered" in q["kind"] and "page" not in q and "verdict" not in q, q
            continue
        ans += 1
        e = q["expect"]; pg = pages(pdf_for(e["doc"])); s = norm(e["says"])
        ok = 1 <= q["page"] <= len(pg) and s in pg[q["page"] - 1]
        if "yes-no" in q["kind"]:
            yn += 1
            if q.get("verdict") not in ("yes", "no"): print("  MISSING VERDICT", i); bad += 1
        elif "verdict" in q: print("  verdict without yes-no tag", i); bad += 1
        on_page = pg[q["page"] - 1].count(s) if ok else 0
        other = [j + 1 for j, t in enumerate(pg) if j + 1 != q["page"] and s in t]
        flag = "" if ok else "  <<< NOT FOUND"
        if not ok: bad += 1
        print(f"  {i:2} p{q['page']} {e['says']!r:28} x{on_page} other-pages={other}{flag}")
    print(f"  answered={ans} not-covered={nc} yes-no={yn} kinds={dict(kinds)}")
print("FAILURES:", bad)
sys.exit(1 if bad else 0)
