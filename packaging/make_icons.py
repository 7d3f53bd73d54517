"""Render the app icon (resources/icons/app.svg) in the formats each platform needs.

    .venv/bin/pip install -e ".[package]" && .venv/bin/python packaging/make_icons.py

writes, next to the SVG (the output is committed; run again after changing the SVG):

* ``app-16.png`` … ``app-512.png``: Linux menus and the window icon
  (``~/.local/share/icons/hicolor/<n>x<n>/apps/tournament-app.png``),
* ``app.ico``: the Windows executable (16 to 256 pixels),
* ``app.icns``: the macOS app bundle (16 to 1024 pixels).

Every size is drawn from the SVG by Qt's QSvgRenderer (crisper at 16 pixels
than scaling a big bitmap down); Pillow writes the .ico and .icns containers.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"

#: the hicolor sizes a Linux desktop looks for
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: Windows reads icons up to 256 pixels
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: macOS icon sizes (points × 1 and × 2), the largest 1024 pixels
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn on a transparent ``size`` × ``size`` square, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG image Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def write_icons(svg: Path, out: Path) -> list[Path]:
    """Write the PNG sizes, the .ico and the .icns of ``svg`` into ``out``; returns the files written."""
    from PIL import Image

    out.mkdir(parents=True, exist_ok=True)
    renders = {size: render_png(svg, size) for size in sorted({*PNG_SIZES, *ICO_SIZES, *ICNS_SIZES})}
    written = []
    for size in PNG_SIZES:
        path = out / f"{svg.stem}-{size}.png"
        path.write_bytes(renders[size])
        written.append(path)
    images = {size: Image.open(io.BytesIO(data)).convert("RGBA") for size, data in renders.items()}
    ico = out / f"{svg.stem}.ico"
    largest_ico = images[max(ICO_SIZES)]
    largest_ico.save(ico, format="ICO", sizes=[(s, s) for s in ICO_SIZES],
                     append_images=[images[s] for s in ICO_SIZES if s != max(ICO_SIZES)])
    written.append(ico)
    icns = out / f"{svg.stem}.icns"
    images[max(ICNS_SIZES)].save(icns, format="ICNS",
                                 append_images=[images[s] for s in ICNS_SIZES if s != max(ICNS_SIZES)])
    written.append(icns)
    return written


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    for path in write_icons(ICONS / "app.svg", ICONS):
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
