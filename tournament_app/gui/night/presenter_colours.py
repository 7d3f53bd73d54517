"""The presenter's colours: light type on a dark screen, readable on a projector (one set for every big screen)."""

BACKGROUND = "#0b0b0f"
TEXT = "#ffffff"
ACCENT = "#ffd54f"
UP = "#69f0ae"
DOWN = "#ff8a80"
MUTED = "#b0bec5"
