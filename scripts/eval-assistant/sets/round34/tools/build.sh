#!/bin/bash
# Print each HTML source to PDF with headless Chromium.
cd "$(dirname "$0")/.."
build() { /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$2" "file://$PWD/src/$1" 2>/dev/null; }
build bracken-shoals-pool-spa.html "Bracken Shoals Pool and Spa Contractors Guide 2026.pdf"
build lanternwick-travel-eo.html "Lanternwick Travel Agents EO Guide 2026.pdf"
build tumbleweir-vending.html "Tumbleweir Vending Machine Operators Guide 2026.pdf"
