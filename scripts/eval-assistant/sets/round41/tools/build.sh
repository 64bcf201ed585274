#!/bin/bash
# Render each HTML source to its PDF, one chromium at a time.
set -e
cd "$(dirname "$0")/.."
render() { /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$2" "file://$PWD/src/$1" 2>/dev/null; }
for pair in "arrowmint_florists.html|Arrowmint Florists Guide 2026.pdf" \
            "nightjar_clinical_trials.html|Nightjar Clinical Trials Liability Guide 2026.pdf" \
            "quinceford_bicycle_shops.html|Quinceford Bicycle Shops Guide 2026.pdf"; do
  src="${pair%%|*}"; out="${pair##*|}"
  [ -f "src/$src" ] || continue
  if [ -z "$1" ] || [ "$1" = "$src" ]; then render "$src" "$out"; fi
done
