"""Authoring aid: compare the last words of each HTML .page with the PDF page text,
so content hidden by overflow is noticed. usage: overflow_check.py src.html out.pdf"""
import re, subprocess, sys, html
src, pdf = sys.argv[1], sys.argv[2]
raw = open(src, encoding="utf-8").read()
raw = re.sub(r"<style.*?</style>", "", raw, flags=re.S)
pages = re.split(r'<div class="page[^"]*">', raw)[1:]
for i, chunk in enumerate(pages, 1):
    text = html.unescape(re.sub(r"<[^>]+>", " ", chunk))
    words = text.split()
    pdft = subprocess.run(["pdftotext", "-layout", "-f", str(i), "-l", str(i), pdf, "-"], capture_output=True, text=True).stdout
    pw = set(re.sub(r"\s+", " ", pdft).split())
    missing = [w for w in words if w not in pw]
    print(f"page {i}: html words {len(words)}, pdf words {len(pdft.split())}, html words not on pdf page: {missing[:15]}")
