"""The SQLite file: schema, migrations, opening, backups (ARCHITECTURE.md, store/)."""

from .backup import Backup, backup_folder, list_backups, make_backup
from .database import default_database_path, open_database
from .errors import (
    DatabaseLockedError,
    NewerVersionError,
    NotOurDatabaseError,
    ReadOnlyDatabaseError,
    StoreError,
)

__all__ = [
    "Backup",
    "DatabaseLockedError",
    "NewerVersionError",
    "NotOurDatabaseError",
    "ReadOnlyDatabaseError",
    "StoreError",
    "backup_folder",
    "default_database_path",
    "list_backups",
    "make_backup",
    "open_database",
]
