#!/bin/sh
# render one HTML source to PDF (one chromium at a time)
# usage: tools/render.sh src/file.html "Out Name.pdf"
cd "$(dirname "$0")/.." || exit 1
/usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$2" "file://$(pwd)/$1" 2>/dev/null
