"""The database schema as registered migrations (sqlite-utils ``Migrations``).

Never edit a migration that has shipped: add a new one. A database holding a
migration name this version does not know was written by a newer app.
"""

from __future__ import annotations

from datetime import datetime, timezone

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

from .compact_results import compact_results as rebuild_compact_results
from .history_upgrade import convert_history_rows, store_befores_sparsely
from .name_keys import name_key
from .report_sides import add_report_sides
from .result_origins import create_origin_tables
from .undo_log import create_undo_tables, install_undo_triggers

#: the name of our migration set in ``_sqlite_migrations``
MIGRATION_SET = "tournament_app"

#: ``PRAGMA application_id`` of our files ("TRNA"), so a foreign SQLite file is recognised
APPLICATION_ID = 0x54524E41

migrations = Migrations(MIGRATION_SET)


@migrations(name="0001_initial")
def initial(db: Database) -> None:
    """Players, teams, leaderboards, events, matches and the derived ratings."""
    db.table("players").create(
        {"id": int, "name": str, "name_key": str, "club": str, "created_at": str, "archived": int},
        pk="id",
        not_null={"name", "name_key", "created_at", "archived"},
        defaults={"archived": 0},
    )
    db.table("players").create_index(["name_key"], unique=True)
    db.table("teams").create(
        {"id": int, "name": str, "name_key": str, "created_at": str, "archived": int},
        pk="id",
        not_null={"name", "name_key", "created_at", "archived"},
        defaults={"archived": 0},
    )
    db.table("teams").create_index(["name_key"], unique=True)
    db.table("team_members").create(
        {"team_id": int, "player_id": int},
        pk=("team_id", "player_id"),
        foreign_keys=[("team_id", "teams", "id"), ("player_id", "players", "id")],
    )
    db.table("team_members").create_index(["player_id"])
    db.table("leaderboards").create(
        {
            "id": int,
            "name": str,
            "name_key": str,
            "system": str,
            "params": str,
            "display_scale": str,
            "created_at": str,
        },
        pk="id",
        not_null={"name", "name_key", "system", "params", "display_scale", "created_at"},
        defaults={"display_scale": "auto"},
    )
    db.table("leaderboards").create_index(["name_key"], unique=True)
    db.table("events").create(
        {"id": int, "name": str, "kind": str, "date": str, "leaderboard_id": int, "notes": str, "created_at": str},
        pk="id",
        not_null={"name", "kind", "date", "leaderboard_id", "created_at"},
        foreign_keys=[("leaderboard_id", "leaderboards", "id")],
    )
    db.table("matches").create(
        {
            "id": int,
            "leaderboard_id": int,
            "event_id": int,
            "played_at": str,
            "seq": int,
            "notes": str,
            "created_at": str,
        },
        pk="id",
        not_null={"leaderboard_id", "played_at", "seq", "created_at"},
        foreign_keys=[("leaderboard_id", "leaderboards", "id"), ("event_id", "events", "id")],
    )
    db.table("matches").create_index(["leaderboard_id", "played_at", "seq"], unique=True)
    db.table("matches").create_index(["event_id"])
    db.table("match_sides").create(
        {"match_id": int, "side": int, "team_id": int, "rank": int, "score": float},
        pk=("match_id", "side"),
        not_null={"rank"},
        foreign_keys=[("match_id", "matches", "id"), ("team_id", "teams", "id")],
    )
    db.table("match_players").create(
        {"match_id": int, "side": int, "player_id": int, "weight": float},
        pk=("match_id", "player_id"),
        not_null={"side"},
        foreign_keys=[("match_id", "matches", "id"), ("player_id", "players", "id")],
    )
    db.table("match_players").create_index(["player_id"])
    # Derived tables: rebuilt from the matches by recompute, never edited by hand.
    db.table("ratings").create(
        {
            "player_id": int,
            "leaderboard_id": int,
            "mu": float,
            "sigma": float,
            "games": int,
            "wins": int,
            "last_played": str,
        },
        pk=("leaderboard_id", "player_id"),
        not_null={"mu", "sigma", "games", "wins"},
        foreign_keys=[("player_id", "players", "id"), ("leaderboard_id", "leaderboards", "id")],
    )
    db.table("rating_history").create(
        {
            "match_id": int,
            "player_id": int,
            "leaderboard_id": int,
            "mu_before": float,
            "sigma_before": float,
            "mu_after": float,
            "sigma_after": float,
            "won": int,
        },
        pk=("match_id", "player_id"),
        not_null={"leaderboard_id", "mu_before", "sigma_before", "mu_after", "sigma_after", "won"},
        foreign_keys=[("match_id", "matches", "id"), ("player_id", "players", "id")],
    )
    db.table("rating_history").create_index(["player_id", "leaderboard_id"])
    db.table("rating_history").create_index(["leaderboard_id"])
    db.table("leaderboards").insert(
        {"name": "Default", "name_key": "default", "system": "bbt", "params": "{}", "created_at": now_text()}
    )
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")


@migrations(name="0002_match_order_index")
def match_order_index(db: Database) -> None:
    """Index (leaderboard, seq) so a new match's sequence number is one index lookup."""
    db.table("matches").create_index(["leaderboard_id", "seq"], index_name="idx_matches_leaderboard_seq")



@migrations(name="0003_match_games_and_initial_ratings")
def match_games_and_initial_ratings(db: Database) -> None:
    """The games of a match (each present player's own score) and per-player initial ratings.

    ``match_games``: one row per (match, game number, player who played it);
    a player absent from a game has no row. ``initial_ratings``: a player's
    rating before their first match on a leaderboard (sigma NULL = the
    system's default); results, not derived data.
    """
    db.table("match_games").create(
        {"match_id": int, "game": int, "player_id": int, "score": float},
        pk=("match_id", "game", "player_id"),
        not_null={"score"},
        foreign_keys=[("match_id", "matches", "id"), ("player_id", "players", "id")],
    )
    db.table("match_games").create_index(["player_id"])
    db.table("initial_ratings").create(
        {"leaderboard_id": int, "player_id": int, "mu": float, "sigma": float},
        pk=("leaderboard_id", "player_id"),
        not_null={"mu"},
        foreign_keys=[("leaderboard_id", "leaderboards", "id"), ("player_id", "players", "id")],
    )
    db.table("initial_ratings").create_index(["player_id"])

@migrations(name="0004_event_logs")
def event_logs(db: Database) -> None:
    """Imported game-server event logs ("A fragged B"...) and their events, rated by replay (seed 003).

    ``event_logs`` keeps the file as imported; ``event_log_entries`` its
    events in order, with the players resolved to ids, so a renamed player
    keeps their events; ``event_log_players`` who played in it, on which team.
    """
    db.table("event_logs").create(
        {
            "id": int,
            "leaderboard_id": int,
            "event_id": int,
            "name": str,
            "played_at": str,
            "text": str,
            "imported_at": str,
        },
        pk="id",
        not_null={"leaderboard_id", "name", "played_at", "text", "imported_at"},
        foreign_keys=[("leaderboard_id", "leaderboards", "id"), ("event_id", "events", "id")],
    )
    db.table("event_logs").create_index(["leaderboard_id", "played_at"])
    db.table("event_logs").create_index(["event_id"])
    db.table("event_log_entries").create(
        {"log_id": int, "seq": int, "line": int, "kind": str, "actor_id": int, "target_id": int, "points": float},
        pk=("log_id", "seq"),
        not_null={"line", "kind", "actor_id", "points"},
        foreign_keys=[("log_id", "event_logs", "id"), ("actor_id", "players", "id"), ("target_id", "players", "id")],
    )
    db.table("event_log_entries").create_index(["actor_id"])
    db.table("event_log_entries").create_index(["target_id"])
    db.table("event_log_players").create(
        {"log_id": int, "player_id": int, "team": str},
        pk=("log_id", "player_id"),
        foreign_keys=[("log_id", "event_logs", "id"), ("player_id", "players", "id")],
    )
    db.table("event_log_players").create_index(["player_id"])


@migrations(name="0005_club_night")
def club_night(db: Database) -> None:
    """Running a club night: who is present, the tables, the drawn rounds and the queue of matches.

    No foreign keys to players, events or matches: deleting a player, an
    event or a recorded match keeps working as before; the club night code
    reads these rows through joins that skip what is gone.
    """
    db.table("attendance").create(
        {"event_id": int, "player_id": int, "status": str, "arrived_round": int, "updated_at": str},
        pk=("event_id", "player_id"),
        not_null={"status", "arrived_round", "updated_at"},
    )
    db.table("night_tables").create(
        {"id": int, "event_id": int, "name": str, "active": int, "position": int},
        pk="id",
        not_null={"event_id", "name", "active", "position"},
        defaults={"active": 1},
    )
    db.table("night_tables").create_index(["event_id", "position"])
    db.table("drawn_rounds").create(
        {"id": int, "event_id": int, "number": int, "mode": str, "sitting_out": str, "drawn_at": str, "started_at": str},
        pk="id",
        not_null={"event_id", "number", "mode", "sitting_out", "drawn_at"},
    )
    db.table("drawn_rounds").create_index(["event_id", "number"], unique=True)
    db.table("drawn_matches").create(
        {
            "id": int,
            "round_id": int,
            "event_id": int,
            "position": int,
            "sides": str,
            "win_probability": str,
            "table_id": int,
            "status": str,
            "called_at": str,
            "started_at": str,
            "finished_at": str,
            "match_id": int,
        },
        pk="id",
        not_null={"round_id", "event_id", "position", "sides", "win_probability", "status"},
        foreign_keys=[("round_id", "drawn_rounds", "id"), ("table_id", "night_tables", "id")],
    )
    db.table("drawn_matches").create_index(["event_id", "status"])
    db.table("drawn_matches").create_index(["round_id", "position"], unique=True)


@migrations(name="0006_event_night_mode")
def event_night_mode(db: Database) -> None:
    """A club night keeps its draw mode (chosen once, shown again after a restart) and each DYP round its pairs.

    ``events.draw_mode`` is NULL until a mode is chosen; ``drawn_rounds.pairs``
    holds the night's fixed DYP pairs after that round (JSON), NULL in the
    other modes and in rounds drawn before this migration.
    """
    db.table("events").add_column("draw_mode", str)
    db.table("drawn_rounds").add_column("pairs", str)


@migrations(name="0007_name_keys")
def name_keys(db: Database) -> None:
    """Recompute every stored name key by today's rule (NFC, no format characters, case folded).

    Files written before the rule keep keys of the older one ("José" typed
    with a combining accent, "Ann" with a zero-width space), so a lookup by the
    new key would miss them and a second player of the same name could be made.
    Two names that the new rule finds equal can't share a key (the index is
    unique): the later one keeps a key of its own (the key, a NUL and its id),
    so nothing is lost and the organizer can merge the two players.
    """
    for table in ("players", "teams", "leaderboards"):
        taken: set[str] = set()
        updates: list[tuple[str, int]] = []
        rows = db.execute(f"SELECT id, name, name_key FROM {table} ORDER BY id").fetchall()
        for row_id, name, old in rows:
            key = name_key(name)
            if key in taken:
                key = f"{key}\x00#{row_id}"
            taken.add(key)
            if key != old:
                updates.append((key, row_id))
        if updates:
            # through a temporary key first: a new key may be another row's old one
            db.conn.executemany(f"UPDATE {table} SET name_key = char(1) || name_key || char(1) || id WHERE id = ?",
                                [(row_id,) for _key, row_id in updates])
            db.conn.executemany(f"UPDATE {table} SET name_key = ? WHERE id = ?", updates)


@migrations(name="0008_undo_log")
def undo_log(db: Database) -> None:
    """The undo log: triggers on the source-of-truth tables record what undoes each change, grouped into steps.

    See :mod:`tournament_app.store.undo_log`. Steps are kept in the file, so
    the command line can undo what the app did and the other way round, also
    after a restart.
    """
    create_undo_tables(db)
    install_undo_triggers(db)


@migrations(name="0009_tournaments")
def tournaments(db: Database) -> None:
    """Events played out: a format per event, its entrants, its fixtures, its final standings, and seasons.

    ``events.format`` is NULL for events made before (club nights and plain
    tournaments); ``settings`` holds the format's options as JSON.
    ``entrants`` are the event's seeded entrants (a player, or a roster of
    players). ``fixtures`` are the event's matches to play: sides are entrant
    ids (NULL while unknown), the result is an ordinary recorded match
    (``match_id``), and a fixture on the tables has its queue row
    (``drawn_match_id``). ``event_standings`` are the final placements kept
    when an event ends. ``seasons`` rank a leaderboard's events of a date range
    by points per placement.
    """
    for column in ("format", "settings", "started_at", "finished_at"):
        db.table("events").add_column(column, str)
    db.table("entrants").create(
        {"id": int, "event_id": int, "seed": int, "name": str, "player_ids": str, "team_id": int},
        pk="id",
        not_null={"event_id", "seed", "name", "player_ids"},
    )
    db.table("entrants").create_index(["event_id", "seed"], unique=True)
    db.table("fixtures").create(
        {
            "id": int,
            "event_id": int,
            "bracket": str,
            "round": int,
            "position": int,
            "side_a": int,
            "side_b": int,
            "drawn_match_id": int,
            "match_id": int,
        },
        pk="id",
        not_null={"event_id", "round", "position"},
    )
    db.execute("CREATE UNIQUE INDEX fixtures_place ON fixtures (event_id, coalesce(bracket, ''), round, position)")
    db.table("fixtures").create_index(["match_id"])
    db.table("event_standings").create(
        {"event_id": int, "position": int, "place": int, "name": str, "player_ids": str, "points": float},
        pk=("event_id", "position"),
        not_null={"place", "name", "player_ids"},
    )
    db.table("seasons").create(
        {"id": int, "name": str, "name_key": str, "leaderboard_id": int, "date_from": str, "date_to": str,
         "best": int, "points": str, "created_at": str},
        pk="id",
        not_null={"name", "name_key", "leaderboard_id", "date_from", "date_to", "points"},
    )
    db.table("seasons").create_index(["name_key"], unique=True)
    install_undo_triggers(db)



@migrations(name="0010_companion")
def companion(db: Database) -> None:
    """The local-network companion: an event's share tokens, per-match report tokens, reports and their decisions.

    ``event_shares`` (one row per shared event: the read and check-in tokens,
    the accept rule, whether phones may check in), ``report_tokens`` (a random
    token per queue row, ``drawn_matches.id``) and ``match_reports`` (what a
    phone sent: an inbox) are not logged: switching sharing on or a phone's
    report arriving is not a step the organizer undoes. ``report_decisions``
    (what the organizer or the both-agree rule decided, with the recorded
    match) is logged, so undoing a confirm puts the report back to pending.
    A report token holds the sides (player ids, JSON) it was made for: a
    queue row whose sides change (a bracket re-routed) or whose id is reused
    gets a new token, and the old one and its reports stop counting.
    """
    db.table("event_shares").create(
        {"event_id": int, "read_token": str, "checkin_token": str, "accept_rule": str, "allow_checkin": int,
         "active": int, "created_at": str},
        pk="event_id",
        not_null={"read_token", "checkin_token", "accept_rule", "allow_checkin", "active", "created_at"},
        defaults={"accept_rule": "confirm", "allow_checkin": 0, "active": 1},
    )
    db.table("event_shares").create_index(["read_token"], unique=True)
    db.table("event_shares").create_index(["checkin_token"], unique=True)
    db.table("report_tokens").create(
        {"token": str, "event_id": int, "drawn_match_id": int, "sides": str, "created_at": str},
        pk="token",
        not_null={"event_id", "drawn_match_id", "sides", "created_at"},
    )
    db.table("report_tokens").create_index(["drawn_match_id"], unique=True)
    db.table("match_reports").create(
        {"id": int, "event_id": int, "drawn_match_id": int, "token": str, "side": int, "ranks": str, "scores": str,
         "client": str, "received_at": str},
        pk="id",
        not_null={"event_id", "drawn_match_id", "token", "ranks", "client", "received_at"},
    )
    db.table("match_reports").create_index(["event_id", "drawn_match_id"])
    db.table("report_decisions").create(
        {"report_id": int, "decision": str, "match_id": int, "decided_at": str},
        pk="report_id",
        not_null={"decision", "decided_at"},
    )
    install_undo_triggers(db)


@migrations(name="0011_compact_history")
def compact_history(db: Database) -> None:
    """The derived rating history as per-leaderboard chunks of NumPy columns instead of a row per (match, player).

    The old ``rating_history`` rows are moved into chunks (the same
    numbers, so nothing needs a replay) and the table and its indexes go
    (:mod:`tournament_app.store.history_chunks`; issue 17).
    """
    convert_history_rows(db)


@migrations(name="0012_undo_insert_runs")
def undo_insert_runs(db: Database) -> None:
    """Rows inserted one after the other share one undo-log entry (first and last rowid; issue 17).

    Entries logged before stay as they are (one per row) and still undo.
    """
    install_undo_triggers(db)


@migrations(name="0013_undo_insert_runs_unguarded")
def undo_insert_runs_unguarded(db: Database) -> None:
    """The insert triggers without 0012's per-row check that a step's entry is not extended.

    The league's undo log closes every run as a write transaction begins and
    before it commits (:func:`~tournament_app.store.undo_log.start_insert_runs`),
    which covers that case; each row of an import costs one subquery less.
    """
    install_undo_triggers(db)


@migrations(name="0014_compact_results")
def compact_results(db: Database) -> None:
    """The results' player and side rows WITHOUT ROWID, keyed (match, slot) and (match, side), no index by player (issue 17).

    ``match_players.slot`` keeps the order the players were stored in; the
    undo log is cleared (the rows' identities change). See
    :mod:`tournament_app.store.compact_results`.
    """
    rebuild_compact_results(db)


@migrations(name="0015_sparse_history_befores")
def sparse_history_befores(db: Database) -> None:
    """History chunks store a row's rating before only where it is not the player's previous after,
    player ids as narrow as they fit and ``won`` as bits: the same rows, ~40% smaller (issue 17)."""
    store_befores_sparsely(db)


@migrations(name="0016_no_index_by_seq")
def no_index_by_seq(db: Database) -> None:
    """A new match's ``seq`` follows the matches at its own moment (one lookup in the index by moment), so the
    index by (leaderboard, seq) that 0004 added for the largest ``seq`` goes (issue 17: 1.4 MB of a 100k club)."""
    db.execute("DROP INDEX IF EXISTS idx_matches_leaderboard_seq")


@migrations(name="0017_result_identity")
def result_identity(db: Database) -> None:
    """Every result gets an identity that survives export, import and merge (issue 27): this file's own club ids
    (``local_origins``, not logged: a match id is never handed out twice) and, for results that came from
    elsewhere, their club and number there (``result_origins``, ``match_origins``, logged).
    See :mod:`tournament_app.store.result_origins`."""
    create_origin_tables(db)
    install_undo_triggers(db)


@migrations(name="0018_report_sides")
def report_sides(db: Database) -> None:
    """One report token per side of a match (issue 27); see :mod:`tournament_app.store.report_sides`."""
    add_report_sides(db)


def now_text(moment: datetime | None = None) -> str:
    """A moment (default: now) as ``created_at`` columns hold it: UTC to the second, ISO 8601."""
    return (moment or datetime.now(timezone.utc)).replace(microsecond=0).isoformat()


def known_migrations() -> list[str]:
    """Names of every migration this version of the app knows, in order."""
    return [m.name for m in migrations._migrations]
