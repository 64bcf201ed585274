#!/bin/bash
# Build the three guide PDFs from src/*.html with headless Chromium.
cd "$(dirname "$0")/.."
build() { /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$2" "file://$PWD/src/$1" 2>/dev/null; }
build jasperline.html "Jasperline Appliance Repair Contractors Guide 2026.pdf"
build knapwell.html "Knapwell Chimney Service Contractors Guide 2026.pdf"
build lodgepole.html "Lodgepole Fuel Oil and Propane Dealers Guide 2026.pdf"
for f in *.pdf; do echo "$f: $(pdfinfo "$f" | awk '/Pages/{print $2}') pages"; for p in 1 2 3; do echo -n " p$p=$(pdftotext -layout -f $p -l $p "$f" - | wc -w)"; done; echo; done
