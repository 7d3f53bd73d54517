"""File ▸ Merge another club file… (issue 32): the dialog that shows what comes in and asks about look-alike names."""
