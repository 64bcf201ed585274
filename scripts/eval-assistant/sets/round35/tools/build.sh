#!/bin/bash
# Render the HTML sources in src/ to PDF with headless Chromium.
cd "$(dirname "$0")/.."
render() {
  /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$2" "file://$PWD/src/$1" 2>/dev/null
}
[ -z "$1" -o "$1" = 1 ] && render antlerbrook_film.html "Antlerbrook Specialty Film Production Guide 2026.pdf"
[ -z "$1" -o "$1" = 2 ] && render eskerfield_lumber.html "Eskerfield Casualty Lumber Dealers Guide 2026.pdf"
[ -z "$1" -o "$1" = 3 ] && render ivorygate_kr.html "Ivorygate Underwriters Kidnap and Ransom Guide 2026.pdf"
exit 0
