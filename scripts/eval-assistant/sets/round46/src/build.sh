#!/bin/bash
# Print each HTML source to PDF with headless Chromium. Profile and temp files stay inside the output folder.
set -e
cd "$(dirname "$0")/.."
export TMPDIR="$PWD/.tmp"; mkdir -p "$TMPDIR"
for pair in "pardalote.html|Pardalote Specialty Summer Camps Guide 2026.pdf" \
            "rimefield.html|Rimefield Casualty Solar Installation Contractors Guide 2026.pdf" \
            "wexcombe.html|Wexcombe Mutual Nursery and Greenhouse Growers Guide 2026.pdf"; do
  in="${pair%%|*}"; out="${pair#*|}"
  [ -f "src/$in" ] || continue
  /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
     --user-data-dir="$TMPDIR/profile" --crash-dumps-dir="$TMPDIR/crash" \
     --print-to-pdf="$out" "file://$PWD/src/$in" 2>/dev/null
  echo "$out: $(pdfinfo "$out" | awk '/^Pages/{print $2}') pages; words per page:" \
     $(for p in 1 2 3; do pdftotext -layout -f $p -l $p "$out" - | wc -w; done)
done
rm -rf "$TMPDIR"
