#!/bin/bash
# build one PDF at a time: tools/build.sh src/file.html "Out Name.pdf"
set -e
cd "$(dirname "$0")/.."
/usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$2" "file://$PWD/$1" 2>/dev/null
n=$(pdfinfo "$2" | awk '/^Pages:/{print $2}')
echo "$2: $n pages"
for p in $(seq 1 $n); do echo "  page $p: $(pdftotext -layout -f $p -l $p "$2" - | wc -w) words"; done
