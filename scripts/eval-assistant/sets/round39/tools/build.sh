#!/bin/bash
# Build one guide PDF at a time (2-core machine): tools/build.sh SRC.html "OUT NAME.pdf"
set -e
cd "$(dirname "$0")/.."
src="$1"; out="$2"
/usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$out" "file://$PWD/src/$src" 2>/dev/null
n=$(pdfinfo "$out" | awk '/^Pages:/{print $2}')
echo "$out: $n pages"
for i in $(seq 1 $n); do echo "  p$i words: $(pdftotext -layout -f $i -l $i "$out" - | wc -w)"; done
