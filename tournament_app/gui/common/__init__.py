"""What every view uses: the operations and the database worker, the current event, table models, shared widgets, the print preview."""
