#!/bin/sh
# Build the three guide PDFs from src/*.html with headless Chromium.
cd "$(dirname "$0")/.."
build() {
  /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$2" "file://$PWD/src/$1" 2>/dev/null
}
build dovecote_aviation.html "Dovecote Aviation Guide 2026.pdf"
build kittiwake_cannabis.html "Kittiwake Cannabis Dispensary Guide 2026.pdf"
build ptarmigan_home_inspectors.html "Ptarmigan Home Inspectors Guide 2026.pdf"
