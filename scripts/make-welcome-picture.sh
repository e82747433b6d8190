#!/bin/sh
# Draws Resources/welcome.png, the built-in tour's picture: three pages side by side as in a
# carousel, the middle one current, and the page dots under them. 40 × 20 pixels, which is
# 40 columns × 10 rows at its natural size (one column per pixel, two pixels per row), so each
# pixel is one half of a cell and the picture is drawn crisp, not resampled. The background
# is transparent: it shows the page's colour.
# Needs ImageMagick 6 (`convert`); the output is committed, run this only to change it.
set -eu
out="$(cd "$(dirname "$0")/.." && pwd)/Resources/welcome.png"
side="#4f8fc8"     # the pages before and after
page="#5fafff"     # the current page (the default accent)
ink="#ffffff"      # its title
text="#d7ecff"     # its lines of text
other="#8a8a8a"    # the other pages' dots
convert -size 40x20 xc:none \
  -fill "$side" -draw "rectangle 0,2 9,13" -draw "rectangle 30,2 39,13" \
  -fill "$text" -draw "rectangle 2,6 7,7" -draw "rectangle 2,9 6,9" \
  -draw "rectangle 32,6 37,7" -draw "rectangle 32,9 36,9" \
  -fill "$page" -draw "rectangle 13,0 26,15" \
  -fill "$ink" -draw "rectangle 15,2 22,3" \
  -fill "$text" -draw "rectangle 15,6 24,7" -draw "rectangle 15,9 23,9" \
  -draw "rectangle 15,11 21,11" -draw "rectangle 15,13 18,13" \
  -alpha set -channel A \
  -fill none \
  -draw "color 0,2 point" -draw "color 9,2 point" -draw "color 0,13 point" \
  -draw "color 9,13 point" -draw "color 30,2 point" -draw "color 39,2 point" \
  -draw "color 30,13 point" -draw "color 39,13 point" -draw "color 13,0 point" \
  -draw "color 26,0 point" -draw "color 13,15 point" -draw "color 26,15 point" \
  +channel \
  -fill "$other" -draw "rectangle 14,18 15,19" -draw "rectangle 24,18 25,19" \
  -fill "$ink" -draw "rectangle 19,18 20,19" \
  -strip -define png:exclude-chunks=date,time -define png:color-type=6 "$out"
echo "wrote $out ($(wc -c < "$out") bytes)"
