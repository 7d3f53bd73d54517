"""The charts' series styles (tournament_app.palette): colour-blind-safe colours kept visible, and colour never
the only difference between two series."""

from __future__ import annotations

import itertools

import pytest

from tournament_app.palette import DASHES, MARKERS, OKABE_ITO, series_style


def wcag_contrast(a: str, b: str) -> float:
    """The WCAG 2 contrast ratio, computed here from the definition (not with the code under test)."""

    def lum(c: str) -> float:
        chans = [int(c.lstrip("#")[k:k + 2], 16) / 255 for k in (0, 2, 4)]
        r, g, bl = (v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in chans)
        return 0.2126 * r + 0.7152 * g + 0.0722 * bl

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_colours_are_okabe_and_itos() -> None:
    assert {c.upper() for c in OKABE_ITO} == {"#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00",
                                              "#CC79A7", "#000000"}


def test_no_two_of_the_first_series_share_a_dash_and_a_marker_or_look_alike() -> None:
    styles = [series_style(i) for i in range(len(DASHES) * len(MARKERS))]
    shapes = [(s.dash, s.marker) for s in styles]
    assert len(set(shapes)) == len(shapes), "two series differ by colour alone"
    looks = [(s.colour, s.dash, s.marker) for s in [series_style(i) for i in range(200)]]
    assert len(set(looks)) == len(looks)
    for a, b in itertools.combinations(styles[:8], 2):  # the series a chart usually shows
        assert a.dash != b.dash or a.marker != b.marker


@pytest.mark.parametrize("background", ["#ffffff", "#efefef", "#2d2d30", "#1e1e20", "#000000"])
def test_every_series_keeps_three_to_one_against_light_and_dark_backgrounds(background: str) -> None:
    for i in range(len(OKABE_ITO)):
        colour = series_style(i, background).colour
        assert wcag_contrast(colour, background) >= 3.0, (i, colour, background)


def test_a_colour_already_visible_is_left_as_it_is() -> None:
    assert series_style(0, "#ffffff").colour == "#0072b2"
    assert series_style(6, "#000000").colour == "#f0e442"  # yellow on black
