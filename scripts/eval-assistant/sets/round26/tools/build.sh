#!/bin/sh
# Print the three HTML guides in src/ to PDF with headless Chromium.
set -e
cd "$(dirname "$0")/.."
OUT="$(pwd)"
pr() { /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$OUT/$2" "file://$OUT/src/$1" 2>/dev/null; }
pr gannetmoor.html "Gannetmoor Mutual Funeral Homes Guide 2026.pdf"
pr heronsgill.html "Heronsgill Casualty Bowling Centers Guide 2026.pdf"
pr loblolly.html "Loblolly Specialty Commercial Printers Guide 2026.pdf"
for f in *.pdf; do
  printf '%s:' "$f"
  for p in 1 2 3; do printf ' p%s=%s' $p "$(pdftotext -layout -f $p -l $p "$f" - | wc -w)"; done
  echo
done
