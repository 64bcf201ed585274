#!/bin/sh
# Print each HTML source in src/ to its PDF in the output folder.
cd "$(dirname "$0")/.." || exit 1
for f in src/*.html; do
  name=$(sed -n 's/.*<title>\(.*\)<\/title>.*/\1/p' "$f" | head -1)
  /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$name.pdf" "file://$PWD/$f" 2>/dev/null
  echo "$name.pdf: $(pdfinfo "$name.pdf" | awk '/^Pages/{print $2}') pages"
  for p in 1 2 3; do printf '  p%s %s words\n' $p "$(pdftotext -layout -f $p -l $p "$name.pdf" - | wc -w)"; done
done
