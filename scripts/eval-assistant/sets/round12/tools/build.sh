#!/bin/bash
# Print each HTML guide to PDF with headless Chromium and extract text.
cd "$(dirname "$0")/.."
build() { chromium --headless --no-sandbox --no-pdf-header-footer --print-to-pdf="$2.pdf" "src/$1" 2>/dev/null; pdftotext -layout "$2.pdf" "$2.txt"; echo "$2: $(pdfinfo "$2.pdf" | grep Pages)"; }
[ -z "$1" -o "$1" = 1 ] && build roofing.html "Roofing Contractors General Liability Underwriting Guide"
[ -z "$1" -o "$1" = 2 ] && build medical.html "Medical and Dental Office Businessowners Guide"
[ -z "$1" -o "$1" = 3 ] && build nemt.html "Non-Emergency Medical Transportation Auto Guide"
