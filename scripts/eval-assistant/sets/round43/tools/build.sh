#!/bin/bash
# Print each HTML source in src/ to a PDF at the top of the output folder, then report pages and words/page.
cd "$(dirname "$0")/.." || exit 1
for html in src/*.html; do
  base=$(basename "$html" .html)
  out="$base.pdf"
  /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$out" "file://$(python3 -c 'import sys,urllib.parse;print(urllib.parse.quote(sys.argv[1]))' "$PWD/$html")" 2>/dev/null
  n=$(pdfinfo "$out" | awk '/^Pages:/{print $2}')
  printf '%s: %s pages;' "$out" "$n"
  for p in $(seq 1 "$n"); do
    printf ' p%s=%s' "$p" "$(pdftotext -layout -f $p -l $p "$out" - | wc -w)"
  done
  echo
done
