"""The files shipped with the app: icons, the demo club, the example CSV.

Installed as the package ``tournament_app.resources`` (pyproject.toml maps it
to this folder); read them through ``tournament_app.shipped``.
"""
