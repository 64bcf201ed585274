#!/bin/bash
# Render HTML sources to PDF with headless Chromium.
cd "$(dirname "$0")/.."
render() { /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$2" "file://$PWD/src/$1" 2>/dev/null; }
[ -f src/avocet.html ] && render avocet.html "Avocet Specialty Mortgage Brokers Professional Liability Guide 2026.pdf"
[ -f src/quernstone.html ] && render quernstone.html "Quernstone Casualty Painting Contractors Guide 2026.pdf"
[ -f src/nuthatch.html ] && render nuthatch.html "Nuthatch Mutual Rental Equipment Dealers Guide 2026.pdf"
for f in *.pdf; do n=$(pdfinfo "$f" | awk '/^Pages/{print $2}'); echo "$f: $n pages"; for p in $(seq 1 $n); do echo "  p$p: $(pdftotext -layout -f $p -l $p "$f" - | wc -w) words"; done; done
