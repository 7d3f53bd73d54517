"""The window around everything: menus, actions and shortcuts, opening club files, theme, help."""
