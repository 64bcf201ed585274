#!/bin/sh
# Build the three guide PDFs from src/*.html and keep pdftotext -layout outputs in src/.
set -e
cd "$(dirname "$0")/.."
build() { # html pdfname
  /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$PWD/$2.pdf" "file://$PWD/src/$1" 2>/dev/null
  pdftotext -layout "$2.pdf" "src/$2.txt"
}
build umbrella.html Commercial_Umbrella_and_Excess_Underwriting_Guide
build storage.html Self-Storage_Facility_Program_Manual
build liquor.html Liquor_Liability_Underwriting_Rules
