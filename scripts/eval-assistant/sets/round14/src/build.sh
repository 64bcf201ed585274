#!/bin/sh
# build.sh SRC.html "OUT NAME.pdf"
cd /work/blind14
timeout 120 chromium --headless --no-sandbox --no-pdf-header-footer --print-to-pdf="/work/blind14/$2" "file:///work/blind14/src/$1" >/dev/null 2>&1
pdfinfo "$2" | grep Pages
for p in $(seq 1 $(pdfinfo "$2" | awk '/Pages/{print $2}')); do echo "--- page $p words: $(pdftotext -layout -f $p -l $p "$2" - | wc -w)"; done
