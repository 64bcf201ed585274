#!/bin/bash
# Print each HTML source in src/ to its PDF with headless Chromium.
cd "$(dirname "$0")/.."
build() {
  /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$2" "file://$PWD/src/$1" 2>/dev/null
}
build glenharrow_equipment_breakdown.html "Glenharrow Equipment Breakdown Guide 2026.pdf"
build hobnail_hunting_lease_liability.html "Hobnail Hunting Lease Liability Guide 2026.pdf"
build nutwood_lessors_risk_only.html "Nutwood Lessors Risk Only Guide 2026.pdf"
