#!/bin/bash
# Render every HTML source in src/ to a PDF of the same name in the output folder.
cd "$(dirname "$0")/.."
for f in src/*.html; do
  b=$(basename "$f" .html)
  /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$PWD/$b.pdf" "file://$PWD/$f" 2>/dev/null
done
for f in *.pdf; do
  n=$(pdfinfo "$f" | awk '/^Pages:/{print $2}')
  echo "$f: $n pages; words per page:" $(for p in $(seq 1 $n); do pdftotext -layout -f $p -l $p "$f" - | wc -w; done)
done
