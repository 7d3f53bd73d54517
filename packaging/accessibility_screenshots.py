"""Screenshots for checking the app by eye: every page in each language at a larger text size, the rating
chart as people with a colour vision deficiency see it, and the presenter window in both colour sets.

Run by hand (not by the tests), then look at every picture:

    .venv/bin/python packaging/screenshots.py --accessibility --out /tmp/shots
    .venv/bin/python packaging/accessibility_screenshots.py /tmp/shots --languages de --text-scale 1.5

It opens a temporary copy of the demo club (File ▸ Load demo club), so nothing of yours is read or written;
the window's settings go to a file in the same temporary folder. It runs offscreen unless QT_QPA_PLATFORM
says otherwise (xcb under xvfb-run gives the same pictures with the X server's fonts).

Text scale: "text scales with the system font size" means the font a person chose in the system's
settings (GNOME's "Large text", KDE's and Windows' font size), which reaches a Qt app as its application
font; icons, margins and fixed pixel sizes stay as they are. So the script doubles the application font's
point size, which is what such a setting does, and the layouts must make room for it. QT_SCALE_FACTOR=2
instead scales the whole window, text and pixels alike (it is a screen's pixel density): every proportion
stays the same, so it cannot show text that no longer fits.

Colour blindness: the chart's pixels are recoloured with Machado, Oliveira and Fernandes' (2009) matrices
for full deuteranopia, protanopia and tritanopia, applied in linear RGB.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

LANGUAGES = ("en", "de", "fr", "es", "nl")

#: Machado et al. 2009, severity 1.0 (linear RGB in, linear RGB out)
SIMULATIONS: dict[str, np.ndarray] = {
    "deuteranopia": np.array([[0.367322, 0.860646, -0.227968],
                              [0.280085, 0.672501, 0.047413],
                              [-0.011820, 0.042940, 0.968881]]),
    "protanopia": np.array([[0.152286, 1.052583, -0.204868],
                            [0.114503, 0.786281, 0.099216],
                            [-0.003882, -0.048116, 1.051998]]),
    "tritanopia": np.array([[1.255528, -0.076749, -0.178779],
                            [-0.078411, 0.930809, 0.147602],
                            [0.004733, 0.691367, 0.303900]]),
}


def simulate(rgb: np.ndarray, matrix: np.ndarray) -> np.ndarray:
    """An sRGB image (h × w × 3, uint8) as seen with the deficiency of ``matrix``."""
    s = rgb.astype(np.float64) / 255.0
    linear = np.where(s <= 0.04045, s / 12.92, ((s + 0.055) / 1.055) ** 2.4)
    seen = np.clip(linear @ matrix.T, 0.0, 1.0)
    back = np.where(seen <= 0.0031308, seen * 12.92, 1.055 * seen ** (1 / 2.4) - 0.055)
    out: np.ndarray = np.round(back * 255.0).astype(np.uint8)
    return out


def _to_array(image: Any) -> np.ndarray:
    from PySide6.QtGui import QImage

    image = image.convertToFormat(QImage.Format.Format_RGB888)
    h, w, stride = image.height(), image.width(), image.bytesPerLine()
    raw = np.frombuffer(image.constBits(), dtype=np.uint8, count=stride * h).reshape(h, stride)
    return raw[:, : w * 3].reshape(h, w, 3).copy()


def _from_array(rgb: np.ndarray) -> Any:
    from PySide6.QtGui import QImage

    h, w, _ = rgb.shape
    data = np.ascontiguousarray(rgb)
    return QImage(data.data, w, h, w * 3, QImage.Format.Format_RGB888).copy()


def _slug(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text.replace("&", "")).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-") or "page"


class Shooter:
    """Drives one main window on a temporary demo club and saves what it shows."""

    def __init__(self, out: Path, work: Path, wait: Callable[[Callable[[], bool], str], None]) -> None:
        self.out, self.work, self.wait = out, work, wait
        self.saved: list[Path] = []

    def save(self, widget_or_image: Any, name: str) -> None:
        """Save a widget's picture (or an image) as ``name``.png."""
        image = widget_or_image.grab().toImage() if hasattr(widget_or_image, "grab") else widget_or_image
        path = self.out / f"{name}.png"
        image.save(str(path))
        self.saved.append(path)
        print(f"  {path}")

    def open_demo(self, language: str, size: tuple[int, int]) -> Any:
        """A main window on a new copy of the demo club, shown at ``size``."""
        from tournament_app.gui.shell import main_window as mw

        db = self.work / f"demo-{language}.sqlite"
        window = mw.MainWindow(db, offer_demo=False)
        assert window.worker is not None
        window.worker.error.disconnect(window.show_error)
        window.worker.error.connect(lambda e: print(f"  error: {mw.readable(e)}", file=sys.stderr))
        window.resize(*size)
        window.show()
        worker = window.worker
        self.wait(lambda: not worker.busy and window.current_leaderboard_id() is not None, "opening the club")
        window.load_demo()
        self.wait(lambda: not worker.busy and window.leaderboard_view.model.rowCount() > 10, "loading the demo club")
        return window

    def pages(self, window: Any, prefix: str) -> None:
        """Every tab of the main window."""
        for index in range(window.tabs.count()):
            window.tabs.setCurrentIndex(index)
            self.settle(window)
            self.save(window, f"{prefix}-{index:02d}-{_slug(window.tabs.tabText(index))}")

    def settle(self, window: Any) -> None:
        """Let the window finish its loads and layouts."""
        assert window.worker is not None
        worker = window.worker
        end = time.monotonic() + 0.4
        self.wait(lambda: not worker.busy and time.monotonic() > end, "drawing the page")

    def charts(self, window: Any) -> None:
        """The top player's rating chart alone and compared with four others, and both as colour-blind eyes see it."""
        standings = [window.leaderboard_view.model.row(r) for r in range(window.leaderboard_view.model.rowCount())]
        top = standings[0]
        window.show_player(top.player_id)
        page = window.player_page
        self.wait(lambda: bool(page.chart.series) and page.chart.series[0].player.name == top.player, "drawing the chart")
        self.settle(window)
        shots = {"chart-single": page.chart.grab().toImage()}
        for other in standings[1:5]:
            page.add_comparison(other.player_id)
            self.settle(window)
        self.wait(lambda: len(page.chart.series) == 5, "comparing five players")
        self.settle(window)
        shots["chart-compared"] = page.chart.grab().toImage()
        for name, image in shots.items():
            self.save(image, name)
            rgb = _to_array(image)
            for deficiency, matrix in SIMULATIONS.items():
                self.save(_from_array(simulate(rgb, matrix)), f"{name}-{deficiency}")

    def presenter(self, window: Any) -> None:
        """The presenter window half-way through a club night, standard and high contrast."""
        from tournament_app.league import night

        names = [window.leaderboard_view.model.row(r).player for r in range(12)]
        board = window.current_leaderboard_id()

        def evening(club: Any, _control: object) -> int:
            event = club.add_event("Tuesday club night", "2025-01-07", board)
            for name in names:
                night.check_in(club, event.id, club.find_player(name).id)
            for n in (1, 2, 3):
                night.add_table(club, event.id, f"Table {n}")
            for n in (1, 2):
                night.draw_next_round(club, event.id, "rotating", seed=n)
                night.start_round(club, event.id, n)
            for table, ranks in zip(night.tables(club, event.id)[:2], ([1, 2], [2, 1])):
                night.save_result(club, table.match.id, ranks)
            return int(event.id)

        view = window.night_view
        window.worker.submit(evening, view.show_event)
        self.settle(window)
        window.tabs.setCurrentWidget(view)
        self.settle(window)
        view.open_presenter()
        presenter = view.presenter
        presenter.resize(1280, 720)
        for on, name in ((False, "presenter-standard"), (True, "presenter-high-contrast")):
            presenter.set_high_contrast(on)
            self.settle(window)
            self.save(presenter, name)
        presenter.set_high_contrast(False)
        view.close_presenter()


def main(argv: list[str] | None = None) -> int:
    """Take the screenshots; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path, help="where the PNG files go (made if missing)")
    parser.add_argument("--languages", default=",".join(LANGUAGES), help="comma-separated, e.g. en,de (default: all)")
    parser.add_argument("--text-scale", type=float, default=2.0, help="the application font's size × this (default 2)")
    parser.add_argument("--size", default="1600x1000", help="the main window's size in pixels (default 1600x1000)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from tournament_app import translation
    from tournament_app.gui.shell import main_window as mw

    out: Path = args.folder
    out.mkdir(parents=True, exist_ok=True)
    width, height = (int(v) for v in args.size.lower().split("x"))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")
    font = app.font()
    font.setPointSizeF(font.pointSizeF() * args.text_scale)
    app.setFont(font)
    scale = f"{round(args.text_scale * 100)}pct"

    def wait(condition: Callable[[], bool], what: str) -> None:
        deadline = time.monotonic() + 120
        while not condition():
            if time.monotonic() > deadline:
                raise SystemExit(f"screenshots: {what} did not finish in 120 s")
            loop = QEventLoop()
            QTimer.singleShot(20, loop.quit)
            loop.exec()

    with tempfile.TemporaryDirectory(prefix="tournament-shots-") as tmp:
        work = Path(tmp)
        mw.use_settings_file(work / "settings.ini")
        shooter = Shooter(out, work, wait)
        for language in [code.strip() for code in args.languages.split(",") if code.strip()]:
            print(f"{language}, text at {scale}:")
            translation.install(language)
            window = shooter.open_demo(language, (width, height))
            shooter.pages(window, f"{language}-{scale}")
            if language == args.languages.split(",")[0].strip():
                shooter.charts(window)
                shooter.presenter(window)
            assert window.worker is not None
            window.worker.wait_for_done(10000)
            window.close()
            window.deleteLater()
            QApplication.processEvents()
    print(f"{len(shooter.saved)} pictures in {out}: look at each one")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
