#!/bin/sh
# Build the three guide PDFs from src/*.html with headless Chromium.
cd "$(dirname "$0")"
b() { chromium --headless --no-sandbox --no-pdf-header-footer --print-to-pdf="$PWD/$2" "file://$PWD/src/$1" >/dev/null 2>&1; }
b towing.html "Oxbow Ferry Towing and Roadside Underwriting Guide 2026.pdf"
b mobilehome.html "Wickham Crest Manufactured Home Program Guide 2026.pdf"
b ae.html "Calloway Point Architects and Engineers Professional Liability Guide 2026.pdf"
