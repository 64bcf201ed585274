#!/bin/bash
# Print each guide's HTML to PDF with headless Chromium.
cd "$(dirname "$0")/.."
pdf() { chromium --headless --no-sandbox --no-pdf-header-footer --print-to-pdf="$PWD/$2" "file://$PWD/src/$1" 2>/dev/null; }
pdf birchmont.html "Birchmont Electrical and Plumbing Contractors GL Guide 2026.pdf"
[ -f src/pelham.html ] && pdf pelham.html "Pelham Sound Boatowners and Personal Watercraft Guide 2026.pdf"
[ -f src/larchfield.html ] && pdf larchfield.html "Larchfield Commercial Crime Underwriting Guide 2026.pdf"
for f in *.pdf; do echo "$f: $(pdfinfo "$f" | awk '/Pages/{print $2}') pages; words/page: $(for p in 1 2 3; do pdftotext -layout -f $p -l $p "$f" - 2>/dev/null | wc -w; done | tr '\n' ' ')"; done
