"""The app icon in every platform's format, and the Linux menu entry."""

from __future__ import annotations

import configparser
import importlib.util
import shutil
import subprocess
from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "resources" / "icons"
spec = importlib.util.spec_from_file_location("make_icons", ROOT / "packaging" / "make_icons.py")
assert spec is not None and spec.loader is not None
make_icons = importlib.util.module_from_spec(spec)
spec.loader.exec_module(make_icons)


def test_icon_script_renders_every_size_from_the_svg(tmp_path: Path, qapp: object) -> None:
    written = make_icons.write_icons(ICONS / "app.svg", tmp_path)
    assert {p.name for p in written} == {f"app-{n}.png" for n in make_icons.PNG_SIZES} | {"app.ico", "app.icns"}
    for size in make_icons.PNG_SIZES:
        with Image.open(tmp_path / f"app-{size}.png") as png:
            assert png.size == (size, size) and png.mode == "RGBA"
            assert png.getpixel((0, 0))[3] == 0, "the corners outside the rounded square are transparent"
            assert png.getpixel((size // 2, size - size // 4))[3] == 255
    with Image.open(tmp_path / "app.ico") as ico:
        assert ico.info["sizes"] == {(n, n) for n in make_icons.ICO_SIZES}
    with Image.open(tmp_path / "app.icns") as icns:
        assert icns.size == (1024, 1024)


def test_committed_icons_are_there_in_every_size() -> None:
    for size in make_icons.PNG_SIZES:
        with Image.open(ICONS / f"app-{size}.png") as png:
            assert png.size == (size, size)
    with Image.open(ICONS / "app.ico") as ico:
        assert (256, 256) in ico.info["sizes"] and (16, 16) in ico.info["sizes"]
    with Image.open(ICONS / "app.icns") as icns:
        assert icns.format == "ICNS"


def test_a_broken_svg_is_refused_with_its_name(tmp_path: Path, qapp: object) -> None:
    bad = tmp_path / "bad.svg"
    bad.write_text("<svg", encoding="utf-8")
    with pytest.raises(ValueError, match="bad.svg is not an SVG image"):
        make_icons.render_png(bad, 16)


def test_desktop_entry_starts_the_app_with_its_icon() -> None:
    path = ROOT / "packaging" / "tournament-app.desktop"
    entry = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    entry.optionxform = str  # type: ignore[assignment, method-assign]  # keys are case-sensitive
    entry.read(path, encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application"
    assert desktop["Name"] == "Tournament App"
    assert desktop["Exec"] == "tournament-app"  # the command pip installs; install-linux.sh writes the full path
    assert desktop["Icon"] == "tournament-app"
    assert desktop["Terminal"] == "false"
    assert desktop["StartupWMClass"] == "Tournament App"  # the WM_CLASS Qt gives the window (the application name)
    assert desktop["Categories"].endswith(";") and desktop["Keywords"].endswith(";")
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout


def test_install_script_refuses_a_missing_build(tmp_path: Path) -> None:
    run = subprocess.run(["bash", str(ROOT / "packaging" / "install-linux.sh"), str(tmp_path)],
                         env={"HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}, capture_output=True, text=True)
    assert run.returncode == 1
    assert "tournament-app not found; build it first with packaging/build.sh" in run.stderr
    assert not (tmp_path / ".local").exists()
