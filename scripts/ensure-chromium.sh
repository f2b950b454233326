#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright's own browser download cannot work offline).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium no está instalado: instalándolo con apt-get (paquete chromium)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Falta Chromium para las pruebas de navegador. Instálalo con: sudo apt-get install -y chromium" >&2
echo "(o define CHROMIUM_PATH con la ruta a un Chromium existente)" >&2
exit 1
