"""The SQLite file: schema, migrations, opening, backups (docs/architecture.md, store/)."""

from .backup import Backup, backup_folder, list_backups, make_backup
from .database import (
    apply_pending_migrations,
    check_database_integrity,
    default_database_path,
    is_read_only,
    open_database,
    replace_file_from_backup,
    verify_file,
)
from .errors import (
    DatabaseLockedError,
    DiskFullError,
    NewerVersionError,
    NotOurDatabaseError,
    ReadOnlyDatabaseError,
    StoreError,
    write_error,
)
from .instance import InstanceLock, OtherInstance, acquire_instance_lock, lock_path
from .schema import now_text

__all__ = [
    "Backup",
    "DatabaseLockedError",
    "DiskFullError",
    "InstanceLock",
    "NewerVersionError",
    "NotOurDatabaseError",
    "OtherInstance",
    "ReadOnlyDatabaseError",
    "StoreError",
    "acquire_instance_lock",
    "apply_pending_migrations",
    "check_database_integrity",
    "backup_folder",
    "default_database_path",
    "is_read_only",
    "list_backups",
    "lock_path",
    "make_backup",
    "now_text",
    "open_database",
    "replace_file_from_backup",
    "verify_file",
    "write_error",
]
