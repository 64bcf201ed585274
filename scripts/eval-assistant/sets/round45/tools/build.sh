#!/bin/bash
# Render every src/*.html to a PDF at the top of the output folder.
# HOME/TMPDIR and the Chromium profile are kept inside the output folder (.build/), removed afterwards.
set -e
OUT="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$OUT/.build/home" "$OUT/.build/tmp" "$OUT/.build/profile"
export HOME="$OUT/.build/home" TMPDIR="$OUT/.build/tmp" XDG_CONFIG_HOME="$OUT/.build/home" XDG_CACHE_HOME="$OUT/.build/home"
for html in "$OUT"/src/*.html; do
  name="$(basename "$html" .html)"
  /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --user-data-dir="$OUT/.build/profile" --crash-dumps-dir="$OUT/.build/tmp" \
    --print-to-pdf="$OUT/$name.pdf" "file://$html" 2>/dev/null
done
rm -rf "$OUT/.build"
