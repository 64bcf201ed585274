#!/bin/bash
# Render the HTML sources in src/ to the guide PDFs and print per-page word counts.
cd "$(dirname "$0")/.."
render() { # $1 html  $2 pdf
  /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$2" "file://$PWD/src/$1" 2>/dev/null
  n=$(pdfinfo "$2" | awk '/^Pages:/{print $2}')
  printf '%s: %s pages;' "$2" "$n"
  for p in $(seq 1 "$n"); do printf ' p%s=%s' "$p" "$(pdftotext -layout -f $p -l $p "$2" - | wc -w)"; done; echo
}
[ -f src/whinfell_equine.html ] && render whinfell_equine.html "Whinfell Mutual Equine Stables Guide 2026.pdf"
[ -f src/yarrowby_tree.html ] && render yarrowby_tree.html "Yarrowby Specialty Tree Trimming Guide 2026.pdf"
[ -f src/tidewick_drycleaners.html ] && render tidewick_drycleaners.html "Tidewick Casualty Dry Cleaners Guide 2026.pdf"
