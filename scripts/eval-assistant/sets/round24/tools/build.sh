#!/bin/bash
# Render the HTML sources in src/ to the guide PDFs with headless Chromium.
set -e
cd "$(dirname "$0")/.."
render() {
  /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$2" "file://$PWD/src/$1" 2>/dev/null
}
render nettlebank.html "Nettlebank Mutual Assisted Living Guide 2026.pdf"
render millrace.html  "Millrace Indemnity Auto Dealers Open Lot Guide 2026.pdf"
render rookhaven.html "Rookhaven Specialty Trampoline and Amusement Park Guide 2026.pdf"
