#!/bin/bash
# Print each HTML source in src/ to its PDF and report page count and words per page.
cd "$(dirname "$0")/.."
declare -A MAP=(
  [hesperine_firearms]="Hesperine Firearms Dealers Guide 2026"
  [pallisard_agents_eo]="Pallisard Insurance Agents E&O Guide 2026"
  [cragmarsh_fishing]="Cragmarsh Commercial Fishing Vessels Guide 2026"
)
for k in "${!MAP[@]}"; do
  [ -f "src/$k.html" ] || continue
  out="${MAP[$k]}.pdf"
  /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$PWD/$out" "file://$PWD/src/$k.html" 2>/dev/null >/dev/null
  n=$(pdfinfo "$out" | awk '/^Pages/{print $2}')
  echo -n "$out pages=$n words:"
  for p in $(seq 1 $n); do echo -n " $(pdftotext -layout -f $p -l $p "$out" - | wc -w)"; done
  echo
done
