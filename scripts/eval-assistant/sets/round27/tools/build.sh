#!/bin/bash
# Build the three guide PDFs from src/*.html (run from the output folder)
set -e
cd "$(dirname "$0")/.."
build() {
  nice -n 10 /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$2" "file://$PWD/src/$1" 2>/dev/null
}
build cresthaven.html "Cresthaven Funeral Home Guide 2026.pdf"
build dunmore.html "Dunmore Entertainment Center Guide 2026.pdf"
build fairlight.html "Fairlight Printing and Sign Shop Guide 2026.pdf"
