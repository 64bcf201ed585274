#!/bin/bash
# Print the three guides from HTML to PDF and extract text.
set -e
cd "$(dirname "$0")/.."
build() { src="$1"; out="$2"
  /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$out" "file://$PWD/src/$src" 2>/dev/null
  pdftotext -layout "$out" "src/${src%.html}.txt"
  echo "$out: $(pdfinfo "$out" | awk '/^Pages/{print $2}') pages"
}
build tamarack_builders_risk.html "Builders Risk Underwriting Guide.pdf"
build coppervale_cyber.html "Cyber Liability Underwriting Guidelines.pdf"
build prairie_hearth_farmowners.html "Farmowners Underwriting Bulletin FO-2025-02.pdf"
