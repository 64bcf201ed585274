#!/bin/bash
# Build the three guide PDFs from src/*.html with headless Chromium.
cd "$(dirname "$0")/.."
b() { chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$2" "src/$1" 2>/dev/null; }
b campground.html "Drumlin Ferry Campground and RV Park Program Guide 2026.pdf"
b janitorial.html "Tussock Bend Janitorial Contractors Program Guide 2026.pdf"
b salon.html "Corncrake Lane Salon Businessowners Program 2026.pdf"
