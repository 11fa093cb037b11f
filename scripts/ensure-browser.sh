#!/usr/bin/env bash
# Makes sure the machine has what the test suite needs beyond node_modules: Debian's Chromium (the browser tests
# drive it; never a downloaded browser) and the Noto Sans CJK fonts (Chinese text in PDF exports and pages).
# Installs the missing ones with apt-get when it can (root on Debian); otherwise stops with one line saying what to
# install. CHROMIUM_PATH and PDF_CJK_FONT point at a browser or font installed elsewhere (read by the browser tests
# and by the app as well).
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
# The places the PDF export looks for the font (apps/server/src/platform/pdf.ts).
font_paths=(
  "${PDF_CJK_FONT:-}"
  /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
  /usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc
  /usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc
)

has_font() {
  local file
  for file in "${font_paths[@]}"; do
    [ -n "$file" ] && [ -f "$file" ] && return 0
  done
  return 1
}

missing_packages() {
  local missing=()
  [ -x "$chromium_path" ] || missing+=(chromium)
  has_font || missing+=(fonts-noto-cjk)
  echo "${missing[*]}"
}

missing="$(missing_packages)"
[ -z "$missing" ] && exit 0

# Word splitting of $missing is wanted below: it is a list of package names.
# shellcheck disable=SC2086
if [ "$EUID" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing $missing with apt-get (needed by the browser tests and PDF exports)"
  if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null; then
    missing="$(missing_packages)"
    [ -z "$missing" ] && exit 0
  fi
fi

echo "npm test needs Debian's ${missing// / and }: install with \`sudo apt-get install --no-install-recommends $missing\` (or set CHROMIUM_PATH / PDF_CJK_FONT), then run npm test again." >&2
exit 1
