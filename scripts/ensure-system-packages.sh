#!/usr/bin/env bash
# What the tests need from the machine, from Debian's packages: Chromium for the browser tests (Playwright's
# own browser download cannot work offline), Poppler (pdfinfo, pdftoppm) for e-book page counts and covers,
# and ffmpeg (ffmpeg, ffprobe) for the video ladder.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
command -v "${FFMPEG_PATH:-ffmpeg}" >/dev/null 2>&1 || missing+=(ffmpeg)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Instalando con apt-get: ${missing[*]}..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Faltan paquetes del sistema para las pruebas: ${missing[*]}. Instálalos con: sudo apt-get install -y ${missing[*]}" >&2
echo "(CHROMIUM_PATH puede indicar la ruta a un Chromium existente)" >&2
exit 1
