#!/bin/bash
# Build the three guide PDFs from src/*.html (run from the output folder)
set -e
cd "$(dirname "$0")/.."
build() { # $1 = html, $2 = pdf name
  nice -n 10 /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$2" "file://$PWD/src/$1" 2>/dev/null
}
for pair in "jolliet.html|Jolliet Aviation Commercial Drone Guide 2026.pdf" \
            "strathallan.html|Strathallan Indemnity Lawyers Professional Liability Guide 2026.pdf" \
            "verdigris.html|Verdigris Mutual Retail Pharmacy Guide 2026.pdf"; do
  html="${pair%%|*}"; pdf="${pair#*|}"
  [ -f "src/$html" ] && build "$html" "$pdf"
done
for f in *.pdf; do
  n=$(pdfinfo "$f" | awk '/^Pages/{print $2}')
  w=""; for p in $(seq 1 $n); do w="$w $(pdftotext -layout -f $p -l $p "$f" - | wc -w)"; done
  echo "$f: $n pages, words:$w"
done
