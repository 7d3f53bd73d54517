#!/usr/bin/env bash
# Install the built one-folder app for the current user, with a menu entry and icon.
#
#   bash install-linux.sh [APP_FOLDER]
#
# APP_FOLDER is the built dist/tournament-app folder (default: the folder this
# script is in when it was copied there by build.sh, else dist/tournament-app
# of the checkout). It is copied to ~/.local/lib/tournament-app; the command
# ~/.local/bin/tournament-app, the menu entry
# ~/.local/share/applications/tournament-app.desktop and the icons
# ~/.local/share/icons/hicolor/*/apps/tournament-app.* are created. Run it
# again to update. The clubs' data is elsewhere and never touched.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [ $# -gt 0 ]; then
    SRC="$(cd "$1" && pwd)"
elif [ -x "$HERE/tournament-app" ]; then
    SRC="$HERE"
else
    SRC="$(cd "$HERE/.." && pwd)/dist/tournament-app"
fi
if [ ! -x "$SRC/tournament-app" ]; then
    echo "install-linux.sh: $SRC/tournament-app not found; build it first with packaging/build.sh" >&2
    exit 1
fi
ICONS="$SRC/_internal/tournament_app/resources/icons"
DESKTOP="$SRC/tournament-app.desktop"
[ -f "$DESKTOP" ] || DESKTOP="$HERE/tournament-app.desktop"

DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
TARGET="$HOME/.local/lib/tournament-app"
BIN="$HOME/.local/bin"

mkdir -p "$TARGET" "$BIN" "$DATA/applications"
# Replace the previous copy whole, so files a newer build dropped do not linger.
rm -rf "$TARGET.new"
cp -a "$SRC/." "$TARGET.new"
rm -rf "$TARGET"
mv "$TARGET.new" "$TARGET"
ln -sfn "$TARGET/tournament-app" "$BIN/tournament-app"

for png in "$ICONS"/app-*.png; do
    size="$(basename "$png" .png)"
    size="${size#app-}"
    mkdir -p "$DATA/icons/hicolor/${size}x${size}/apps"
    cp "$png" "$DATA/icons/hicolor/${size}x${size}/apps/tournament-app.png"
done
mkdir -p "$DATA/icons/hicolor/scalable/apps"
cp "$ICONS/app.svg" "$DATA/icons/hicolor/scalable/apps/tournament-app.svg"

# The menu starts the app by its full path: ~/.local/bin is not on every desktop's PATH.
sed -e "s|^Exec=.*|Exec=$TARGET/tournament-app|" -e "s|^TryExec=.*|TryExec=$TARGET/tournament-app|" \
    "$DESKTOP" > "$DATA/applications/tournament-app.desktop"

command -v update-desktop-database > /dev/null && update-desktop-database -q "$DATA/applications" || true
command -v gtk-update-icon-cache > /dev/null && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true
echo "Installed Tournament App in $TARGET"
echo "  menu entry: $DATA/applications/tournament-app.desktop"
echo "  command:    $BIN/tournament-app"
