#!/bin/bash
# Print each HTML source in src/ to its PDF in the output folder.
cd "$(dirname "$0")/.."
build() { /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$2" "file://$PWD/src/$1" 2>/dev/null; }
build chalkwater_scuba.html "Chalkwater Scuba Dive Shops Guide 2026.pdf"
build tollgarth_textile.html "Tollgarth Textile Manufacturers Guide 2026.pdf"
build orchardine_window.html "Orchardine Window Cleaning Contractors Guide 2026.pdf"
for f in *.pdf; do n=$(pdfinfo "$f" | awk '/^Pages/{print $2}'); echo -n "$f: $n pages, words:"; for p in $(seq 1 $n); do echo -n " $(pdftotext -layout -f $p -l $p "$f" - | wc -w)"; done; echo; done
