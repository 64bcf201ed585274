#!/bin/sh
# Print each HTML guide in src/ to PDF with headless Chromium.
cd "$(dirname "$0")/.." || exit 1
OUT="$(pwd)"
build() { timeout 180 chromium --headless --no-sandbox --no-pdf-header-footer --print-to-pdf="$OUT/$2" "file://$OUT/src/$1" >/dev/null 2>&1; }
[ -z "$1" ] || [ "$1" = pewterhorn ] && build pewterhorn.html "Pewterhorn Special Events Liability Guide 2026.pdf"
[ -z "$1" ] || [ "$1" = galingale ] && build galingale.html "Galingale Manufactured Home Program Manual 2026.pdf"
[ -z "$1" ] || [ "$1" = lychgate ] && build lychgate.html "Lychgate Houses of Worship Package Guide 2026.pdf"
for f in "$OUT"/*.pdf; do pdftotext -layout "$f" "${f%.pdf}.txt"; done
exit 0
