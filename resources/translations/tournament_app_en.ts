<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>cli</name>
    <message numerus="yes">
        <source>Imported %n new match(es) into &apos;{leaderboard}&apos; ({players} players rated).</source>
        <translation>
            <numerusform>Imported %n new match into &apos;{leaderboard}&apos; ({players} players rated).</numerusform>
            <numerusform>Imported %n new matches into &apos;{leaderboard}&apos; ({players} players rated).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) of the file were already there and were not added again.</source>
        <translation>
            <numerusform>%n match of the file was already there and was not added again.</numerusform>
            <numerusform>%n matches of the file were already there and were not added again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing new: the %n match(es) of the file were already in &apos;{leaderboard}&apos;; nothing was changed.</source>
        <translation>
            <numerusform>Nothing new: the %n match of the file was already in &apos;{leaderboard}&apos;; nothing was changed.</numerusform>
            <numerusform>Nothing new: the %n matches of the file were already in &apos;{leaderboard}&apos;; nothing was changed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n match(es) of &apos;{leaderboard}&apos; to {path}, each with its result id.</source>
        <translation>
            <numerusform>Wrote %n match of &apos;{leaderboard}&apos; to {path}, each with its result id.</numerusform>
            <numerusform>Wrote %n matches of &apos;{leaderboard}&apos; to {path}, each with its result id.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli_event</name>
    <message numerus="yes">
        <source>&apos;{name}&apos;: %n match(es) to play now.</source>
        <translation>
            <numerusform>&apos;{name}&apos;: %n match to play now.</numerusform>
            <numerusform>&apos;{name}&apos;: %n matches to play now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&apos;{name}&apos; has ended: final standings from the matches played; %n unplayed match(es) cancelled (&apos;undo&apos; brings the event back).</source>
        <translation>
            <numerusform>&apos;{name}&apos; has ended: final standings from the matches played; %n unplayed match cancelled (&apos;undo&apos; brings the event back).</numerusform>
            <numerusform>&apos;{name}&apos; has ended: final standings from the matches played; %n unplayed matches cancelled (&apos;undo&apos; brings the event back).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli_merge</name>
    <message numerus="yes">
        <source>{file} has nothing this club lacks: its %n result(s) are all here already.</source>
        <translation>
            <numerusform>{file} has nothing this club lacks: its %n result is here already.</numerusform>
            <numerusform>{file} has nothing this club lacks: its %n results are all here already.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new result(s)</source>
        <translation>
            <numerusform>%n new result</numerusform>
            <numerusform>%n new results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) already here (not added again)</source>
        <translation>
            <numerusform>%n result already here (not added again)</numerusform>
            <numerusform>%n results already here (not added again)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n new player</numerusform>
            <numerusform>%n new players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new leaderboard(s)</source>
        <translation>
            <numerusform>%n new leaderboard</numerusform>
            <numerusform>%n new leaderboards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new team(s)</source>
        <translation>
            <numerusform>%n new team</numerusform>
            <numerusform>%n new teams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new member(s) of teams here</source>
        <translation>
            <numerusform>%n new member of teams here</numerusform>
            <numerusform>%n new members of teams here</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n new event</numerusform>
            <numerusform>%n new events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new season(s)</source>
        <translation>
            <numerusform>%n new season</numerusform>
            <numerusform>%n new seasons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event log(s)</source>
        <translation>
            <numerusform>%n new event log</numerusform>
            <numerusform>%n new event logs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n starting rating(s)</source>
        <translation>
            <numerusform>%n starting rating</numerusform>
            <numerusform>%n starting ratings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merged {file}: %n result(s) came in, {players} players rated. A backup was made first; &apos;tournament-app undo&apos; takes the whole merge back.</source>
        <translation>
            <numerusform>Merged {file}: %n result came in, {players} players rated. A backup was made first; &apos;tournament-app undo&apos; takes the whole merge back.</numerusform>
            <numerusform>Merged {file}: %n results came in, {players} players rated. A backup was made first; &apos;tournament-app undo&apos; takes the whole merge back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli_planning</name>
    <message numerus="yes">
        <source>Bracket of {size} ({entrants} entrants, %n bye(s)), first round in bracket order:</source>
        <translation>
            <numerusform>Bracket of {size} ({entrants} entrants, %n bye), first round in bracket order:</numerusform>
            <numerusform>Bracket of {size} ({entrants} entrants, %n byes), first round in bracket order:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli_print</name>
    <message numerus="yes">
        <source>pairings of %n round(s) of &apos;{name}&apos; and {slips} score slips</source>
        <translation>
            <numerusform>pairings of %n round of &apos;{name}&apos; and {slips} score slips</numerusform>
            <numerusform>pairings of %n rounds of &apos;{name}&apos; and {slips} score slips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n page(s) ({what}) to {path}</source>
        <translation>
            <numerusform>Wrote %n page ({what}) to {path}</numerusform>
            <numerusform>Wrote %n pages ({what}) to {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bracket of &apos;{name}&apos; with %n result(s)</source>
        <translation>
            <numerusform>bracket of &apos;{name}&apos; with %n result</numerusform>
            <numerusform>bracket of &apos;{name}&apos; with %n results</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli_season</name>
    <message numerus="yes">
        <source>Season &apos;{name}&apos; on &apos;{leaderboard}&apos;: {description}; %n event(s) with results.</source>
        <translation>
            <numerusform>Season &apos;{name}&apos; on &apos;{leaderboard}&apos;: {description}; %n event with results.</numerusform>
            <numerusform>Season &apos;{name}&apos; on &apos;{leaderboard}&apos;: {description}; %n events with results.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>common.table_models</name>
    <message numerus="yes">
        <source>Idle for %n day(s): {change} (inactivity decay up to today)</source>
        <translation>
            <numerusform>Idle for %n day: {change} (inactivity decay up to today)</numerusform>
            <numerusform>Idle for %n days: {change} (inactivity decay up to today)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>league.csv_read</name>
    <message numerus="yes">
        <source>Missing column(s) {missing} (the header must hold {required}; optional: {optional}).</source>
        <translation>
            <numerusform>Missing column {missing} (the header must hold {required}; optional: {optional}).</numerusform>
            <numerusform>Missing columns {missing} (the header must hold {required}; optional: {optional}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unknown column(s) {unknown} (allowed: {allowed}).</source>
        <translation>
            <numerusform>Unknown column {unknown} (allowed: {allowed}).</numerusform>
            <numerusform>Unknown columns {unknown} (allowed: {allowed}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>league.errors</name>
    <message numerus="yes">
        <source>{path}: nothing was imported, at least {count:,} problem(s) found:</source>
        <translation>
            <numerusform>{path}: nothing was imported, at least {count:,} problem found:</numerusform>
            <numerusform>{path}: nothing was imported, at least {count:,} problems found:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{path}: nothing was imported, {count:,} problem(s) found:</source>
        <translation>
            <numerusform>{path}: nothing was imported, {count:,} problem found:</numerusform>
            <numerusform>{path}: nothing was imported, {count:,} problems found:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and at least {count:,} more problem(s)</source>
        <translation>
            <numerusform>… and at least {count:,} more problem</numerusform>
            <numerusform>… and at least {count:,} more problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and {count:,} more problem(s)</source>
        <translation>
            <numerusform>… and {count:,} more problem</numerusform>
            <numerusform>… and {count:,} more problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>league.event_logs.static_ranking</name>
    <message numerus="yes">
        <source>only %n result(s) (at least {needed} needed)</source>
        <translation>
            <numerusform>only %n result (at least {needed} needed)</numerusform>
            <numerusform>only %n results (at least {needed} needed)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>league.matches</name>
    <message numerus="yes">
        <source>Unknown player id(s): {ids}</source>
        <translation>
            <numerusform>Unknown player id: {ids}</numerusform>
            <numerusform>Unknown player ids: {ids}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>league.merging</name>
    <message numerus="yes">
        <source>Look-alike names need a choice before merging (%n pair(s); nothing was changed): {pairs}. Say --same &quot;OTHER=HERE&quot; when they are one person, --different &quot;OTHER&quot; when they are two.</source>
        <translation>
            <numerusform>Look-alike names need a choice before merging (%n pair; nothing was changed): {pairs}. Say --same &quot;OTHER=HERE&quot; when they are one person, --different &quot;OTHER&quot; when they are two.</numerusform>
            <numerusform>Look-alike names need a choice before merging (%n pairs; nothing was changed): {pairs}. Say --same &quot;OTHER=HERE&quot; when they are one person, --different &quot;OTHER&quot; when they are two.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>league.night.round_steps</name>
    <message numerus="yes">
        <source>Unknown player(s): {names}.</source>
        <translation>
            <numerusform>Unknown player: {names}.</numerusform>
            <numerusform>Unknown players: {names}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>league.tournament.club_nights</name>
    <message numerus="yes">
        <source>Round {number} isn&apos;t finished: %n match(es) still need a result.</source>
        <translation>
            <numerusform>Round {number} isn&apos;t finished: %n match still needs a result.</numerusform>
            <numerusform>Round {number} isn&apos;t finished: %n matches still need a result.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>league.tournament.report</name>
    <message numerus="yes">
        <source>Clear %n result(s) of {name}</source>
        <translation>
            <numerusform>Clear %n result of {name}</numerusform>
            <numerusform>Clear %n results of {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Correcting this result changes who plays in matches already played: {matches} and %n more. Clear their results to correct it.</source>
        <translation>
            <numerusform>Correcting this result changes who plays in matches already played: {matches} and %n more. Clear their results to correct it.</numerusform>
            <numerusform>Correcting this result changes who plays in matches already played: {matches} and %n more. Clear their results to correct it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>matches.events_view</name>
    <message numerus="yes">
        <source>Saved match #{id}: {describe_sides} — replayed %n later match(es)</source>
        <translation>
            <numerusform>Saved match #{id}: {describe_sides} — replayed %n later match</numerusform>
            <numerusform>Saved match #{id}: {describe_sides} — replayed %n later matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>matches.match_form</name>
    <message numerus="yes">
        <source>New player(s) will be added: {names}</source>
        <translation>
            <numerusform>New player will be added: {names}</numerusform>
            <numerusform>New players will be added: {names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n later match(es) will be re-rated: they were played after the time you set.</source>
        <translation>
            <numerusform>%n later match will be re-rated: it was played after the time you set.</numerusform>
            <numerusform>%n later matches will be re-rated: they were played after the time you set.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>merging.merge_dialog</name>
    <message numerus="yes">
        <source>%n new result(s)</source>
        <translation>
            <numerusform>%n new result</numerusform>
            <numerusform>%n new results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) already here, not added again</source>
        <translation>
            <numerusform>%n result already here, not added again</numerusform>
            <numerusform>%n results already here, not added again</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n new player</numerusform>
            <numerusform>%n new players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new leaderboard(s)</source>
        <translation>
            <numerusform>%n new leaderboard</numerusform>
            <numerusform>%n new leaderboards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new team(s)</source>
        <translation>
            <numerusform>%n new team</numerusform>
            <numerusform>%n new teams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n new event</numerusform>
            <numerusform>%n new events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new season(s)</source>
        <translation>
            <numerusform>%n new season</numerusform>
            <numerusform>%n new seasons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of look-alike names still need a choice.</source>
        <translation>
            <numerusform>%n pair of look-alike names still needs a choice.</numerusform>
            <numerusform>%n pairs of look-alike names still need a choice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{file} has nothing this club lacks: its %n result(s) are all here already. Nothing was changed.</source>
        <translation>
            <numerusform>{file} has nothing this club lacks: its %n result is here already. Nothing was changed.</numerusform>
            <numerusform>{file} has nothing this club lacks: its %n results are all here already. Nothing was changed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merged {file}: %n result(s) came in ({already} already here).</source>
        <translation>
            <numerusform>Merged {file}: %n result came in ({already} already here).</numerusform>
            <numerusform>Merged {file}: %n results came in ({already} already here).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>night.entrants_view</name>
    <message numerus="yes">
        <source>T&amp;ick the top %n</source>
        <translation>
            <numerusform>T&amp;ick the top %n</numerusform>
            <numerusform>T&amp;ick the top %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The leaderboard has only %n rated player(s), fewer than the {count} asked for.</source>
        <translation>
            <numerusform>The leaderboard has only %n rated player, fewer than the {count} asked for.</numerusform>
            <numerusform>The leaderboard has only %n rated players, fewer than the {count} asked for.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n entrant(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n entrant&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n entrants&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n ticked&lt;/b&gt; · {seeded} seeded</source>
        <translation>
            <numerusform>&lt;b&gt;%n ticked&lt;/b&gt; · {seeded} seeded</numerusform>
            <numerusform>&lt;b&gt;%n ticked&lt;/b&gt; · {seeded} seeded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n ticked&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n ticked&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n ticked&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seed %n entrant(s)</source>
        <translation>
            <numerusform>Seed %n entrant</numerusform>
            <numerusform>Seed %n entrants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>night.event_dialog</name>
    <message numerus="yes">
        <source>Automatic ({rounds} for %n entrant(s))</source>
        <translation>
            <numerusform>Automatic ({rounds} for %n entrant)</numerusform>
            <numerusform>Automatic ({rounds} for %n entrants)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>night.event_line</name>
    <message numerus="yes">
        <source>%n present</source>
        <translation>
            <numerusform>%n present</numerusform>
            <numerusform>%n present</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · ended early</source>
        <translation>
            <numerusform>{format} · %n entrant · ended early</numerusform>
            <numerusform>{format} · %n entrants · ended early</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · ended · champion: {champion}</source>
        <translation>
            <numerusform>{format} · %n entrant · ended · champion: {champion}</numerusform>
            <numerusform>{format} · %n entrants · ended · champion: {champion}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · ended</source>
        <translation>
            <numerusform>{format} · %n entrant · ended</numerusform>
            <numerusform>{format} · %n entrants · ended</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) seeded · not started: choose the entrants, then Start</source>
        <translation>
            <numerusform>{format} · %n entrant seeded · not started: choose the entrants, then Start</numerusform>
            <numerusform>{format} · %n entrants seeded · not started: choose the entrants, then Start</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · {where}</source>
        <translation>
            <numerusform>{format} · %n entrant · {where}</numerusform>
            <numerusform>{format} · %n entrants · {where}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>night.night_view</name>
    <message numerus="yes">
        <source>%n present</source>
        <translation>
            <numerusform>%n present</numerusform>
            <numerusform>%n present</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entrant(s)</source>
        <translation>
            <numerusform>%n entrant</numerusform>
            <numerusform>%n entrants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The final standings will be those of the matches played; %n match(es) not played yet will be cancelled and not rated.</source>
        <translation>
            <numerusform>The final standings will be those of the matches played; %n match not played yet will be cancelled and not rated.</numerusform>
            <numerusform>The final standings will be those of the matches played; %n matches not played yet will be cancelled and not rated.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>night.presenter</name>
    <message numerus="yes">
        <source>{event} · %n present</source>
        <translation>
            <numerusform>{event} · %n present</numerusform>
            <numerusform>{event} · %n present</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gm</source>
        <comment>games played, short</comment>
        <translation>
            <numerusform>%n gm</numerusform>
            <numerusform>%n gm</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>night.presenter_event</name>
    <message numerus="yes">
        <source>%n entrant(s) · not started</source>
        <translation>
            <numerusform>%n entrant · not started</numerusform>
            <numerusform>%n entrants · not started</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{done} of %n match(es) played</source>
        <translation>
            <numerusform>{done} of %n match played</numerusform>
            <numerusform>{done} of %n matches played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>night.round_view</name>
    <message numerus="yes">
        <source>started: {done} of %n result(s) in</source>
        <translation>
            <numerusform>started: {done} of %n result in</numerusform>
            <numerusform>started: {done} of %n results in</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planning.balance_view</name>
    <message numerus="yes">
        <source>%n opponent(s) give {who} a chance of {window}, most even first.</source>
        <translation>
            <numerusform>%n opponent gives {who} a chance of {window}, most even first.</numerusform>
            <numerusform>%n opponents give {who} a chance of {window}, most even first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeat(s) could not be avoided.</source>
        <translation>
            <numerusform>%n repeat could not be avoided.</numerusform>
            <numerusform>%n repeats could not be avoided.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planning.bracket_canvas</name>
    <message numerus="yes">
        <source>; moved %n place(s) to keep clubs apart (seed {rating_seed} by rating)</source>
        <extracomment>Translators: added to &quot;Seed 3: Ann&quot;; %n is how many places the seed moved</extracomment>
        <translation>
            <numerusform>; moved %n place to keep clubs apart (seed {rating_seed} by rating)</numerusform>
            <numerusform>; moved %n places to keep clubs apart (seed {rating_seed} by rating)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planning.entrant_picker</name>
    <message numerus="yes">
        <source>{name}: μ {mu} ± {sigma}, %n game(s)</source>
        <translation>
            <numerusform>{name}: μ {mu} ± {sigma}, %n game</numerusform>
            <numerusform>{name}: μ {mu} ± {sigma}, %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planning.evaluation_view</name>
    <message numerus="yes">
        <source>It predicted the last %n match(es) best (log-loss {loss}, against {runner_loss} for {runner}).</source>
        <extracomment>Translators: %n is how many matches were predicted; {runner} is the next best rating system</extracomment>
        <translation>
            <numerusform>It predicted the last %n match best (log-loss {loss}, against {runner_loss} for {runner}).</numerusform>
            <numerusform>It predicted the last %n matches best (log-loss {loss}, against {runner_loss} for {runner}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It predicted the last %n match(es) best (log-loss {loss}).</source>
        <translation>
            <numerusform>It predicted the last %n match best (log-loss {loss}).</numerusform>
            <numerusform>It predicted the last %n matches best (log-loss {loss}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planning.seeding_view</name>
    <message numerus="yes">
        <source>&lt;b&gt;%n entrant(s)&lt;/b&gt; in a bracket of {size}</source>
        <translation>
            <numerusform>&lt;b&gt;%n entrant&lt;/b&gt; in a bracket of {size}</numerusform>
            <numerusform>&lt;b&gt;%n entrants&lt;/b&gt; in a bracket of {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n bye(s) to the top seed(s)</source>
        <translation>
            <numerusform>, %n bye to the top seed</numerusform>
            <numerusform>, %n byes to the top seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Club separation moved %n entrant(s)</source>
        <translation>
            <numerusform>Club separation moved %n entrant</numerusform>
            <numerusform>Club separation moved %n entrants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(at most %n place(s)).</source>
        <translation>
            <numerusform>(at most %n place).</numerusform>
            <numerusform>(at most %n places).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n first-round match(es) still pair one club (outlined): moving seeds up to {places} places cannot avoid it.</source>
        <translation>
            <numerusform>%n first-round match still pairs one club (outlined): moving seeds up to {places} places cannot avoid it.</numerusform>
            <numerusform>%n first-round matches still pair one club (outlined): moving seeds up to {places} places cannot avoid it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n first-round match(es) pair one club or roster (outlined); tick “Keep clubs and rosters apart” to separate them.</source>
        <translation>
            <numerusform>%n first-round match pairs one club or roster (outlined); tick “Keep clubs and rosters apart” to separate them.</numerusform>
            <numerusform>%n first-round matches pair one club or roster (outlined); tick “Keep clubs and rosters apart” to separate them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planning.swiss_tab</name>
    <message numerus="yes">
        <source>Round {number}: %n board(s), equal scores top half v bottom half, no rematches.</source>
        <translation>
            <numerusform>Round {number}: %n board, equal scores top half v bottom half, no rematches.</numerusform>
            <numerusform>Round {number}: %n boards, equal scores top half v bottom half, no rematches.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>printouts.bracket</name>
    <message numerus="yes">
        <source>{club} · {leaderboard} · %n entrant(s) in a bracket of {size} · {date}</source>
        <translation>
            <numerusform>{club} · {leaderboard} · %n entrant in a bracket of {size} · {date}</numerusform>
            <numerusform>{club} · {leaderboard} · %n entrants in a bracket of {size} · {date}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>printouts.event_bracket</name>
    <message numerus="yes">
        <source>{club} · {format} · %n entrant(s) · {state} · {date}</source>
        <translation>
            <numerusform>{club} · {format} · %n entrant · {state} · {date}</numerusform>
            <numerusform>{club} · {format} · %n entrants · {state} · {date}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>printouts.season_sheet</name>
    <message numerus="yes">
        <source>%n event(s) with results; best {best} events count. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n event with results; best {best} events count. Points per place: {scale}.</numerusform>
            <numerusform>%n events with results; best {best} events count. Points per place: {scale}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) with results; every event counts. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n event with results; every event counts. Points per place: {scale}.</numerusform>
            <numerusform>%n events with results; every event counts. Points per place: {scale}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratings.base</name>
    <message numerus="yes">
        <source>Unknown parameter(s) {names} for {system} (its parameters: {known}).</source>
        <translation>
            <numerusform>Unknown parameter {names} for {system} (its parameters: {known}).</numerusform>
            <numerusform>Unknown parameters {names} for {system} (its parameters: {known}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shell.commands</name>
    <message numerus="yes">
        <source>Exported %n match(es) to {path}</source>
        <translation>
            <numerusform>Exported %n match to {path}</numerusform>
            <numerusform>Exported %n matches to {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n match(es) to
{path}

Each has its result id: importing the file into a club that has these results adds nothing.</source>
        <translation>
            <numerusform>Wrote %n match to
{path}

Each has its result id: importing the file into a club that has these results adds nothing.</numerusform>
            <numerusform>Wrote %n matches to
{path}

Each has its result id: importing the file into a club that has these results adds nothing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new match(es) imported from {name}.</source>
        <translation>
            <numerusform>%n new match imported from {name}.</numerusform>
            <numerusform>%n new matches imported from {name}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) of the file were already there and were not added again.</source>
        <translation>
            <numerusform>%n match of the file was already there and was not added again.</numerusform>
            <numerusform>%n matches of the file were already there and were not added again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated %n event(s) from {name}</source>
        <translation>
            <numerusform>Rated %n event from {name}</numerusform>
            <numerusform>Rated %n events from {name}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>standings.player_page</name>
    <message numerus="yes">
        <source>{player} · {leaderboard} · μ {mu} ± {sigma} · conservative {conservative} · %n match(es)</source>
        <comment>the player page&apos;s heading; {player} is the name in large letters</comment>
        <translation>
            <numerusform>{player} · {leaderboard} · μ {mu} ± {sigma} · conservative {conservative} · %n match</numerusform>
            <numerusform>{player} · {leaderboard} · μ {mu} ± {sigma} · conservative {conservative} · %n matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>standings.rating_chart</name>
    <message numerus="yes">
        <source>{player}&apos;s rating (μ) over time from {first} to {last}, with its likely range and the conservative estimate. Now μ {mu} ± {sigma} after %n match(es); lowest {low}, highest {high}.</source>
        <translation>
            <numerusform>{player}&apos;s rating (μ) over time from {first} to {last}, with its likely range and the conservative estimate. Now μ {mu} ± {sigma} after %n match; lowest {low}, highest {high}.</numerusform>
            <numerusform>{player}&apos;s rating (μ) over time from {first} to {last}, with its likely range and the conservative estimate. Now μ {mu} ± {sigma} after %n matches; lowest {low}, highest {high}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>standings.season_presenter</name>
    <message numerus="yes">
        <source>%n event(s) from {date_from} to {date_to}; best {best} count</source>
        <translation>
            <numerusform>%n event from {date_from} to {date_to}; best {best} count</numerusform>
            <numerusform>%n events from {date_from} to {date_to}; best {best} count</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) from {date_from} to {date_to}; every event counts</source>
        <translation>
            <numerusform>%n event from {date_from} to {date_to}; every event counts</numerusform>
            <numerusform>%n events from {date_from} to {date_to}; every event counts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>standings.season_view</name>
    <message numerus="yes">
        <source>%n event(s) of {leaderboard} from {start} to {end} with results; each player&apos;s best {best} count. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n event of {leaderboard} from {start} to {end} with results; each player&apos;s best {best} count. Points per place: {scale}.</numerusform>
            <numerusform>%n events of {leaderboard} from {start} to {end} with results; each player&apos;s best {best} count. Points per place: {scale}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) of {leaderboard} from {start} to {end} with results; every event counts. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n event of {leaderboard} from {start} to {end} with results; every event counts. Points per place: {scale}.</numerusform>
            <numerusform>%n events of {leaderboard} from {start} to {end} with results; every event counts. Points per place: {scale}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tournament.bracket_view</name>
    <message numerus="yes">
        <source>Clear the results of %n match(es) a correction changed</source>
        <translation>
            <numerusform>Clear the results of %n match a correction changed</numerusform>
            <numerusform>Clear the results of %n matches a correction changed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tournament.score_table_view</name>
    <message numerus="yes">
        <source>%n match(es) of round {number} still need a result.</source>
        <translation>
            <numerusform>%n match of round {number} still needs a result.</numerusform>
            <numerusform>%n matches of round {number} still need a result.</numerusform>
        </translation>
    </message>
</context>
</TS>
