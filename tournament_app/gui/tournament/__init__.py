"""The event played out on screen: the live bracket, result entry from it, Swiss / round robin / pool tables."""
