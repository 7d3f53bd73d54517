"""The local-network companion: a web server for phones, tablets and TVs at the venue (issue 18)."""
