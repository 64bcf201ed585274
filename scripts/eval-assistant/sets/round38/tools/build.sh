#!/bin/bash
# Render the HTML sources in src/ to the guide PDFs.
set -e
cd "$(dirname "$0")/.."
render() {
  /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$2" "file://$PWD/src/$1" 2>/dev/null
}
render rowanmere.html "Rowanmere Mutual Private Schools Guide 2026.pdf"
[ -f src/seaholm.html ] && render seaholm.html "Seaholm Marine Ocean Cargo Guide 2026.pdf"
[ -f src/wendover.html ] && render wendover.html "Wendover Casualty Restoration Contractors Guide 2026.pdf"
true
