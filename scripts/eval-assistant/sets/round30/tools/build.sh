#!/bin/bash
# Render one HTML source to PDF: build.sh src/x.html "Out Name.pdf"
set -e
cd "$(dirname "$0")/.."
/usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$2" "file://$PWD/$1" 2>/dev/null
