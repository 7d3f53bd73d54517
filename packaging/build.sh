#!/usr/bin/env bash
# Build the one-folder app: dist/tournament-app/tournament-app (plus its _internal/ folder).
#
#   bash packaging/build.sh [--dist DIR] [--work DIR]
#
# Uses $PYTHON if set, else the project's .venv (created, with the "package"
# extra, when missing). Ends by running the built app's --self-test, so a
# build that cannot open and draw the demo club fails here.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIST="$ROOT/dist"
WORK="$ROOT/build/pyinstaller"
while [ $# -gt 0 ]; do
    case "$1" in
        --dist) DIST="$2"; shift 2 ;;
        --work) WORK="$2"; shift 2 ;;
        -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
        *) echo "build.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done

if [ -z "${PYTHON:-}" ]; then
    PYTHON="$ROOT/.venv/bin/python"
    [ -x "$PYTHON" ] || python3 -m venv "$ROOT/.venv"
fi
if ! "$PYTHON" -c "import PyInstaller, tournament_app" 2>/dev/null; then
    "$PYTHON" -m pip install -q -e "$ROOT[package]"
fi

"$PYTHON" -m PyInstaller --noconfirm --log-level WARN \
    --distpath "$DIST" --workpath "$WORK" "$ROOT/packaging/tournament_app.spec"

# The menu entry and its installer travel with the folder (see README, "Installing the app").
cp "$ROOT/packaging/tournament-app.desktop" "$ROOT/packaging/install-linux.sh" "$DIST/tournament-app/"

APP="$DIST/tournament-app/tournament-app"
"$APP" --self-test
echo "Built $DIST/tournament-app ($(du -sh "$DIST/tournament-app" | cut -f1)); start it with $APP"
