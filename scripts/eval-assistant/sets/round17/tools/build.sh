#!/bin/bash
# Print each src/*.html guide to PDF with headless Chromium.
cd "$(dirname "$0")/.."
pr() { timeout 120 chromium --headless --no-sandbox --no-pdf-header-footer --print-to-pdf="$2" "src/$1" >/dev/null 2>&1; }
pr foodtruck.html "Marrowstone Mobile Food Vendor Program Guide 2026.pdf"
[ -f src/ho6.html ] && pr ho6.html "Foxglove Condominium Unit Owners HO-6 Manual 2026.pdf"
[ -f src/staffing.html ] && pr staffing.html "Halyard Staffing Agency Program Guide 2026.pdf"
for f in *.pdf; do echo "$f: $(pdfinfo "$f" | awk '/Pages/{print $2}') pages; words/page: $(for p in 1 2 3; do pdftotext -layout -f $p -l $p "$f" - 2>/dev/null | wc -w; done | tr '\n' ' ')"; done
