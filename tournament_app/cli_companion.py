"""`tournament-app reports`, `confirm` and `reject`: results reported from phones, settled from the command line."""
