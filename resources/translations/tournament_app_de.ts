<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>backups.backups_dialog</name>
    <message>
        <source>Restore a backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic backups of &lt;b&gt;{escape}&lt;/b&gt;, newest first. Restoring one replaces the club&apos;s content by the backup; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file that could not be opened is kept beside it under another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a backup of the current content is made first, so you can go back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no backups of {name} yet. The app makes one automatically before imports, merges, re-ratings, deleting a match and updating the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored the backup made {made_at}. To go back, restore the backup made before restoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup was not restored; nothing was changed.

{exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored {name} from the backup made {made_at}.{kept}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>common.printing</name>
    <message>
        <source>Print preview — {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print pairings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>common.table_models</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>The displayed rating (see Leaderboard ▸ Settings for the scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conservative</source>
        <translation>Konservativ</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>Rating ± 2·deviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ ± σ</source>
        <translation>μ ± σ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>common.worker</name>
    <message>
        <source>Working…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling… nothing will be changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>companion.reports_view</name>
    <message>
        <source>Results reported from phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimed result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the reported result (Enter in the list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;ject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the report down: nothing is recorded (Delete in the list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conflict: the sides disagree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reports in conflict are never recorded by themselves: ask the players, then confirm the right one and reject the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No reported result is waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm reported result, {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject reported result, {where}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>companion.share_panel</name>
    <message>
        <source>Organizer confirms each result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept when both sides report the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share on the local network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phones, tablets and a TV on the venue&apos;s Wi-Fi see the tables, the bracket and the standings, and players can report results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any free port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results from phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players may check in from their phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cop&amp;y address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View QR code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not shared. Nothing is reachable from the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results from phones:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (this computer only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose or create an event first, then share it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event could not be shared: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared on {address}, port {port}: phones on the same network open the address or scan the code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied {url}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event is finished: it is no longer shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result reported from a phone, {where}: {result}. Confirm or reject it on the Sharing page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for a table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>matches.events_view</name>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New event…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A club night or a tournament: name, date, format and its options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Matches&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Events&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Matches — {value}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved match #{id}: {describe_sides}{note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete match #{id} ({describe_sides})?

Ratings after it will be recomputed. You can undo this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance to win before the game — </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · match quality {quality:.0%}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match quality is the number of sides times the weakest side&apos;s chance: 100% when every side is equally likely to win (for two sides, 1 − |p₁ − p₂|).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>matches.games_editor</name>
    <message>
        <source>Games scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s own score in each game; leave a cell empty when the player sat the game out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a game column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>− Last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the last game column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores per game; empty = absent. Placements follow the sides&apos; total scores.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>matches.match_form</name>
    <message>
        <source>&lt;b&gt;New match&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event this match is filed under</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add another side (Ctrl+Shift+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save (Enter in any field)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glicko&apos;s expected outcome with both deviations (rating-update): 1/(1 + 10^(−g(√(RD₁² + RD₂²))·(r₁ − r₂)/400)), deviations grown to the match time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished">Spiele</translation>
    </message>
    <message>
        <source>Enter the individual games: each player&apos;s own score per game (Ctrl+G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> will be added: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the players of each side; Enter saves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} later match{value} will be re-rated: {they} played after the time you set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no event)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Editing match #{id}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>matches.played_field</name>
    <message>
        <source>When the match was played: now, unless you set a time; an earlier time re-rates what came after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>matches.sides_panel</name>
    <message>
        <source>Drag to reorder the placements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement: 1 = best; equal placements are a tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a roster to fill in its players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied with the side above (same placement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side {number} {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove side {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag side {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no team)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>night.night_view</name>
    <message>
        <source>Reported results</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) reported</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>night.presenter</name>
    <message>
        <source>Follow on your phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View QR code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>night.round_printing</name>
    <message>
        <source>&apos;{event}&apos; has no rounds drawn yet: draw a round first, then print its pairings and score slips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print pairings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>planning.balance_view</name>
    <message>
        <source>as even as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players per team; the players present must fill every team exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team / player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished">Wertung</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the players present, choose the number of teams, then Balance teams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load teams into the match form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players per team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only players present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match quality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair the waiting players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs the players ticked as present: similar skills, no repeat of tonight&apos;s pairings where possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished">Spieler</translation>
    </message>
    <message>
        <source>Chances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load match into the match form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even opponents for one player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chance between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair the players waiting (the players ticked as present)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid repeats from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matchmaking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two different players present for a pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} and {b}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick at least {value} players present.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balancing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team {n}  ({count} players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ {total:.1f}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted chances {chances}; match quality &lt;b&gt;{quality:.0%}&lt;/b&gt; (100% = even). Found as the {method}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} opponent{value} give {who} a chance of {window}, most even first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody gives {who} a chance of {window}; widen the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick at least two players present (the players waiting).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>planning.bracket_canvas</name>
    <message>
        <source>Both entrants are from the same club or roster</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>planning.entrant_picker</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished">Wertung</translation>
    </message>
    <message>
        <source>Tick all shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: μ {mu:.2f} ± {sigma:.2f}, {games} games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} of {topLevelItemCount} ticked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>planning.evaluation_view</name>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log-loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower is better: how surprised the system was by the results (later 30% of the history)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of decisive matches whose winner had the highest predicted chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replays this leaderboard&apos;s history under each rating system, predicting every match before rating it, and scores the later 30%. Tune also searches each system&apos;s main parameter (β, C or K) on the earlier 70%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tune and evaluate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the best for this leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted chance to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observed win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating systems compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tuning and evaluating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The evaluation was cancelled; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The evaluation did not finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>planning.seed_exports</name>
    <message>
        <source>Export seed list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export plain list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text file (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {result} entrants to {path}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>planning.seed_tables</name>
    <message>
        <source>Pool {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>planning.seeding_view</name>
    <message>
        <source>Players I tick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of the leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams (rosters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep clubs and rosters apart in round 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club separation never moves a seed further than this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move a seed at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export seed list (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export plain list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One name per line in seed order: what bracket websites accept for bulk entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print bracket…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the bracket or save it as PDF, with a print preview first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished">Wertung</translation>
    </message>
    <message>
        <source>By rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> entrants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool / round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pools of at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(snake order; each pool plays a round robin, circle method)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single / double elimination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>planning.swiss_tab</name>
    <message>
        <source>Pair next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished">Spieler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs the event&apos;s players (or the players ticked) from the event&apos;s results so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load board into the match form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {number}: {count} board{value}, equal scores top half v bottom half, no rematches.{bye}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>players.players_view</name>
    <message>
        <source>Search players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show archived players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New player name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set club…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unarchive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select exactly two players: the same person entered twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club of {name} (empty for none):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All results of &lt;b&gt;{esc}&lt;/b&gt; will move to &lt;b&gt;{esc2}&lt;/b&gt;, “{esc}” will be removed, and every rating from their first match on will be recomputed. You can undo this with Edit ▸ Undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New team…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick at least one member.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>printouts.rounds</name>
    <message>
        <source>Tables, bracket and standings on your phone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scan the code (venue Wi-Fi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan to report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shell.club_files</name>
    <message>
        <source>Club file not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The club file “{html}” can&apos;t be found.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;It was in {html2}. It may have been moved, renamed or deleted, or it is on a drive that isn&apos;t connected. Nothing has been changed.&lt;/p&gt;&lt;p&gt;Open another club, or start a new one.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other recent club file is still there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open another file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent clubs&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shell.commands</name>
    <message>
        <source>Export standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {count} players to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {count} players to
{path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an event first: its drawn rounds are what gets printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV file (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n match(es) from {name}</source>
        <translation>
            <numerusform>%n Spiel aus {name} importiert</numerusform>
            <numerusform>%n Spiele aus {name} importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated %n event(s) from {name}</source>
        <translation>
            <numerusform>%n Ereignis aus {name} gewertet</numerusform>
            <numerusform>%n Ereignisse aus {name} gewertet</numerusform>
        </translation>
    </message>
    <message>
        <source>Import event log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event log (*.log *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recomputed {replayed} matches.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shell.errors</name>
    <message>
        <source>Something unexpected went wrong: {readable}

Your data is safe: every change is saved in one piece or not at all. Details were written to {log_path}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shell.first_start</name>
    <message>
        <source>A new, empty club: type a player&apos;s name and press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened the demo club.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded the demo club.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shell.help_dialog</name>
    <message>
        <source>Getting started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Getting started guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter saves a match in the match form; Delete removes the selected match. While the cursor is in a text field, Undo first takes back what you typed there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shell.language</name>
    <message>
        <source>System default</source>
        <translation>Systemsprache</translation>
    </message>
</context>
<context>
    <name>shell.main_window</name>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}

{readable}

Do not record anything more in it: use File ▸ Restore backup… to go back to the last good copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open another file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No club open — {APP_TITLE}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No club is open. Use File ▸ Open database…, File ▸ Open recent or File ▸ New database… to begin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No club open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New club database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A club file named “{name}” is already there. Use File ▸ Open database… to open it, or choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open club database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About {APP_TITLE}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shell.menus</name>
    <message>
        <source>&amp;New database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import match results from a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players from a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import event &amp;log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate a game-server event log (&apos;A fragged B&apos;, …) into this Elo leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatic ranking of an event…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least-squares strengths from one event&apos;s pairwise results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export standings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the leaderboard to a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print standings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the leaderboard or save it as PDF, with a print preview first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print pairings and score &amp;slips…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the event&apos;s rounds with table numbers and a score slip per match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load &amp;demo club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the demo club, a club file of its own: your clubs stay as they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore &amp;backup…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put back one of the automatic backups of this club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Record match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a match result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the players of the tab shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New leaderboard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating system, parameters and display of this leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recompute ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuild every rating from the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A short guide to running a club night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every command that has a key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Brackets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed a bracket or pools from the ratings and export the seed list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams &amp;balancer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split players into teams of even strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Which system?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the rating systems on this leaderboard&apos;s results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Global ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One ranking over every leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Verein</translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Presenter window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tonight&apos;s tables, who is next and the standings on a second screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Leaderboard: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brackets, Teams balancer, Which system?, Global ranking: each opens as a tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shell.tabs</name>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current event: its entrants or check-in, rounds or bracket, tables and standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a match result; edit or delete the matches of an event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brackets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams balancer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which system?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished">Spieler</translation>
    </message>
    <message>
        <source>Double-click a player to see their rating over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} (close the tab when done; it is in the Tools menu)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shell.welcome</name>
    <message>
        <source>Welcome to Tournament App</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome!&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament App keeps your club&apos;s players and results in one file on this computer and rates everyone after every match. How would you like to start?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the demo club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A season of 18 players, in a club file of its own, to look around</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin with no players; add them as they arrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a club file you already have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import results from CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from results kept in a spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>standings.global_view</name>
    <message>
        <source>Rank</source>
        <translation type="unfinished">Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished">Spieler</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished">Wertung</translation>
    </message>
    <message>
        <source>μ ± σ</source>
        <translation type="unfinished">μ ± σ</translation>
    </message>
    <message>
        <source>Conservative</source>
        <translation type="unfinished">Konservativ</translation>
    </message>
    <message>
        <source>Leaderboards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished">Spiele</translation>
    </message>
</context>
<context>
    <name>standings.initial_rating_dialog</name>
    <message>
        <source>Initial rating of {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where {player} starts on &lt;b&gt;{leaderboard}&lt;/b&gt; before their first match there, instead of the system&apos;s {value:g} ± {value2:g}. Ratings are replayed from their first match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value:g} (the system&apos;s default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the system&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting rating (μ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncertainty (σ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The starting rating must be a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The uncertainty must be a number greater than 0 (or empty for the default).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>standings.leaderboard_dialog</name>
    <message>
        <source>Leaderboard settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Doubles, Chess blitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changing the rating system or its parameters re-rates every match of this leaderboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The leaderboard needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every parameter must be a number.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>standings.leaderboard_view</name>
    <message>
        <source>Search the leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only players with at least this many games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only players active since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active since date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min. games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{total} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{shown} of {total} players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>standings.player_page</name>
    <message>
        <source>Compare with…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set initial rating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where this player starts on this leaderboard (e.g. from an outside rank or rating)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set initial rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}-rating.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the chart to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>standings.rating_chart</name>
    <message>
        <source>Rating chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating (μ)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>standings.season_form</name>
    <message>
        <source>e.g. Season 2024</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only each player&apos;s best N events count (all events at the lowest value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points for 1st, 2nd, 3rd… place; places below the list get 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>standings.season_presenter</name>
    <message>
        <source>Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{events} {value} from {date_from} to {date_to}; {counting}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>standings.season_view</name>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished">Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events that count (each player&apos;s best N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events of the season with a placement for the player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the season&apos;s table or save it as PDF, with a preview first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show on presenter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a leaderboard first: a season ranks a leaderboard&apos;s events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to save: the season is as stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created the season &apos;{shown}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the season &apos;{shown}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted the season &apos;{name}&apos; (Edit ▸ Undo brings it back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the season, choose its leaderboard and dates, and create it: its table shows here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {count} players to {target}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>standings.static_ranking_view</name>
    <message>
        <source>Rank</source>
        <translation type="unfinished">Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished">Spieler</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least-squares strength g: g_i − g_j is fitted to (a_ij − a_ji)/(a_ij + a_ji) over the pairs that met; the ranked group averages 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results (frags, games) against the other ranked players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why not ranked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Static ranking of an event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players with fewer results against others are not ranked: a few 1:0 results would otherwise dominate (seed 003)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strengths fitted by least squares to the pairwise results of one event (frags of its event logs, results of its matches); pairs that never met are skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Not ranked&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This leaderboard has no events yet: import an event log or record matches under an event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} players ranked from {pairs} pairs that met; {count2} not ranked (see below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody has enough results to be ranked; lower the minimum or see why below.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tournament.bracket_view</name>
    <message>
        <source>Bracket drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear their results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the results that no longer fit the bracket after a correction (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a match (or move with the arrow keys and press Enter) to enter or correct its result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion: {champion}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A correction changed who plays in {names}: their results no longer fit the bracket and need clearing before the bracket can go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The knockout bracket is drawn once every pool match has a result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bracket is drawn when the event starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This event has no bracket: its table is on the Table page.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tournament.crosstable_view</name>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} against {value2}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} and {value2} have not played yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tournament.reporting</name>
    <message>
        <source>Later matches were played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clearing deletes their results (one undoable step); those matches are then played again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tournament.result_dialog</name>
    <message>
        <source>Result of match {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{fixture_title}&lt;/b&gt;: {value} v {value2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded now: {result_words}. Saving changes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tournament.score_table_view</name>
    <message>
        <source>Round matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table fills in once the event has started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pools are drawn when the event starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This event has no table: its bracket and standings are on their pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {rounds_drawn} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Standings&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (final)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Crosstable&lt;/b&gt; (row against column: 1 won, ½ drawn, 0 lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Matches of&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Enter or double-click a match to enter or correct its result)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The knockout has been seeded from the pools ({count} go on): its bracket is on the Bracket page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The top {advance} of each pool go on to the knockout; it is seeded once every pool match has a result.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tournament.standings_view</name>
    <message>
        <source>Podium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export standings as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Tonight&apos;s standings&lt;/b&gt;: points from tonight&apos;s matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No standings yet: results entered tonight show here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Final standings&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No standings yet: the event hasn&apos;t started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Standings so far&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: places are settled as entrants go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {count} lines to {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standings could not be exported: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
