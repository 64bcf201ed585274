#!/bin/sh
# Print every guide in src/ to PDF with headless Chromium.
cd "$(dirname "$0")/.." || exit 1
for f in src/*.html; do
  b=$(basename "$f" .html)
  timeout 120 chromium --headless --no-sandbox --no-pdf-header-footer \
    --print-to-pdf="$PWD/$b.pdf" "file://$PWD/$f" >/dev/null 2>&1
  echo "$b.pdf: $(pdfinfo "$b.pdf" | awk '/^Pages/{print $2}') pages"
done
