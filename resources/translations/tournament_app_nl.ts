<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>backups.backups_dialog</name>
    <message>
        <source>Restore a backup</source>
        <translation>Back-up terugzetten</translation>
    </message>
    <message>
        <source>Automatic backups of &lt;b&gt;{escape}&lt;/b&gt;, newest first. Restoring one replaces the club&apos;s content by the backup; </source>
        <translation>Automatische back-ups van &lt;b&gt;{escape}&lt;/b&gt;, nieuwste eerst. Terugzetten vervangt de inhoud van de club door de back-up; </translation>
    </message>
    <message>
        <source>the file that could not be opened is kept beside it under another name.</source>
        <translation>het bestand dat niet geopend kon worden, blijft ernaast bewaard onder een andere naam.</translation>
    </message>
    <message>
        <source>a backup of the current content is made first, so you can go back.</source>
        <translation>eerst wordt een back-up van de huidige inhoud gemaakt, zodat u terug kunt.</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Gemaakt</translation>
    </message>
    <message>
        <source>Made before</source>
        <translation>Gemaakt vóór</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Back-ups</translation>
    </message>
    <message>
        <source>{size} bytes</source>
        <translation>{size} bytes</translation>
    </message>
    <message>
        <source>{size} KB</source>
        <translation>{size} KB</translation>
    </message>
    <message>
        <source>{size} MB</source>
        <translation>{size} MB</translation>
    </message>
    <message>
        <source>{size} GB</source>
        <translation>{size} GB</translation>
    </message>
    <message>
        <source>The backups, newest first, with when and why each was made; a double-click restores one.</source>
        <translation>De back-ups, nieuwste eerst, met wanneer en waarom elk gemaakt is; dubbelklikken zet er een terug.</translation>
    </message>
    <message>
        <source>Restore…</source>
        <translation>Terugzetten…</translation>
    </message>
    <message>
        <source>Restore backup</source>
        <translation>Back-up terugzetten</translation>
    </message>
    <message>
        <source>Puts the selected backup back as the club&apos;s content, after asking.</source>
        <translation>Zet na bevestiging de geselecteerde back-up terug als inhoud van de club.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Terugzetten</translation>
    </message>
    <message>
        <source>There are no backups of {name} yet. The app makes one automatically before imports, merges, re-ratings, deleting a match and updating the file.</source>
        <translation>Er zijn nog geen back-ups van {name}. De app maakt er automatisch een vóór importeren, samenvoegen, herberekenen, het verwijderen van een wedstrijd en het bijwerken van het bestand.</translation>
    </message>
    <message>
        <source>Restoring the backup…</source>
        <translation>Back-up wordt teruggezet…</translation>
    </message>
    <message>
        <source>Restored the backup made {made_at}. To go back, restore the backup made before restoring.</source>
        <translation>De back-up van {made_at} is teruggezet. Wilt u terug, zet dan de back-up terug die vóór het terugzetten is gemaakt.</translation>
    </message>
    <message>
        <source>The backup was not restored; nothing was changed.

{exc}</source>
        <translation>De back-up is niet teruggezet; er is niets veranderd.

{exc}</translation>
    </message>
    <message>
        <source>Restored {name} from the backup made {made_at}.</source>
        <translation>{name} is teruggezet uit de back-up van {made_at}.</translation>
    </message>
    <message>
        <source>The file that could not be opened was kept as {name}.</source>
        <translation>Het bestand dat niet geopend kon worden, is bewaard als {name}.</translation>
    </message>
    <message>
        <source>Backup restored</source>
        <translation>Back-up teruggezet</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>The option --self-test takes no other arguments.</source>
        <translation>De optie --self-test neemt geen andere argumenten.</translation>
    </message>
    <message>
        <source>Interrupted; nothing was changed.</source>
        <translation>Onderbroken; er is niets veranderd.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n new match(es) into &apos;{leaderboard}&apos; ({players} players rated).</source>
        <translation>
            <numerusform>%n nieuwe wedstrijd geïmporteerd in ‘{leaderboard}’ ({players} spelers kregen een rating).</numerusform>
            <numerusform>%n nieuwe wedstrijden geïmporteerd in ‘{leaderboard}’ ({players} spelers kregen een rating).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) of the file were already there and were not added again.</source>
        <translation>
            <numerusform>%n wedstrijd uit het bestand stond er al en is niet nog eens toegevoegd.</numerusform>
            <numerusform>%n wedstrijden uit het bestand stonden er al en zijn niet nog eens toegevoegd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing new: the %n match(es) of the file were already in &apos;{leaderboard}&apos;; nothing was changed.</source>
        <translation>
            <numerusform>Niets nieuws: de %n wedstrijd uit het bestand stond al in ‘{leaderboard}’; er is niets veranderd.</numerusform>
            <numerusform>Niets nieuws: de %n wedstrijden uit het bestand stonden al in ‘{leaderboard}’; er is niets veranderd.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rated {count} events of {file} in &apos;{leaderboard}&apos; (event &apos;{event}&apos;, {players} players).</source>
        <translation>{count} gebeurtenissen uit {file} verwerkt in ‘{leaderboard}’ (evenement ‘{event}’, {players} spelers).</translation>
    </message>
    <message>
        <source>Imported players: {added} added, {updated} updated.</source>
        <translation>Spelers geïmporteerd: {added} toegevoegd, {updated} bijgewerkt.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n match(es) of &apos;{leaderboard}&apos; to {path}, each with its result id.</source>
        <translation>
            <numerusform>%n wedstrijd van ‘{leaderboard}’ naar {path} geschreven, met zijn uitslag-id.</numerusform>
            <numerusform>%n wedstrijden van ‘{leaderboard}’ naar {path} geschreven, elk met zijn uitslag-id.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote {count} players of &apos;{leaderboard}&apos; to {path}</source>
        <translation>{count} spelers van ‘{leaderboard}’ naar {path} geschreven</translation>
    </message>
    <message>
        <source>There is no player called &apos;{name}&apos;.</source>
        <translation>Er is geen speler met de naam ‘{name}’.</translation>
    </message>
    <message>
        <source>Every page of {file} was checked: it is not damaged.</source>
        <translation>Elke pagina van {file} is gecontroleerd: het bestand is niet beschadigd.</translation>
    </message>
    <message>
        <source>Recomputed {count} matches.</source>
        <translation>{count} wedstrijden herberekend.</translation>
    </message>
    <message>
        <source>{parameters} (not usable: {error})</source>
        <translation>{parameters} (niet bruikbaar: {error})</translation>
    </message>
    <message>
        <source>Created leaderboard &apos;{name}&apos; ({system}: {parameters}).</source>
        <translation>Ranglijst ‘{name}’ aangemaakt ({system}: {parameters}).</translation>
    </message>
    <message>
        <source>&apos;{leaderboard}&apos;: {scored} matches scored (the later 30% of {total}), parameters tuned on the earlier 70%; lower log-loss predicts better.</source>
        <translation>‘{leaderboard}’: {scored} wedstrijden beoordeeld (de latere 30% van {total}), parameters afgestemd op de eerdere 70%; een lagere log-loss voorspelt beter.</translation>
    </message>
    <message>
        <source>&apos;{leaderboard}&apos;: {scored} matches scored (the later 30% of {total}), parameters as set; lower log-loss predicts better.</source>
        <translation>‘{leaderboard}’: {scored} wedstrijden beoordeeld (de latere 30% van {total}), parameters zoals ingesteld; een lagere log-loss voorspelt beter.</translation>
    </message>
    <message>
        <source>Undid: {step}</source>
        <translation>Ongedaan gemaakt: {step}</translation>
    </message>
    <message>
        <source>Redid: {step}</source>
        <translation>Opnieuw gedaan: {step}</translation>
    </message>
</context>
<context>
    <name>cli_club</name>
    <message>
        <source>The folder {folder} does not exist, so no club file was created there; check the path given with --db.</source>
        <translation>De map {folder} bestaat niet, dus daar is geen clubbestand aangemaakt; controleer het pad dat met --db is opgegeven.</translation>
    </message>
    <message>
        <source>There is no club file at {path} (check the path given with --db); nothing was created. Only &apos;import&apos; and &apos;new-leaderboard&apos; start a new club.</source>
        <translation>Er is geen clubbestand op {path} (controleer het pad dat met --db is opgegeven); er is niets aangemaakt. Alleen ‘import’ en ‘new-leaderboard’ beginnen een nieuwe club.</translation>
    </message>
    <message>
        <source>There is no club file at {path} (this is where the app keeps its club); nothing was created. Only &apos;import&apos; and &apos;new-leaderboard&apos; start a new club.</source>
        <translation>Er is geen clubbestand op {path} (hier bewaart de app de club); er is niets aangemaakt. Alleen ‘import’ en ‘new-leaderboard’ beginnen een nieuwe club.</translation>
    </message>
    <message>
        <source>The file {path} is empty, not a club yet; &apos;import&apos; or &apos;new-leaderboard&apos; would start one.</source>
        <translation>Het bestand {path} is leeg, nog geen club; ‘import’ of ‘new-leaderboard’ zou er een beginnen.</translation>
    </message>
    <message>
        <source>This club has {count} leaderboards ({names}); choose one with --leaderboard NAME.</source>
        <translation>Deze club heeft {count} ranglijsten ({names}); kies er een met --leaderboard NAME.</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>nog geen</translation>
    </message>
    <message>
        <source>There is no event called &apos;{name}&apos; in leaderboard &apos;{leaderboard}&apos; (events: {known}).</source>
        <translation>Er is geen evenement met de naam ‘{name}’ in ranglijst ‘{leaderboard}’ (evenementen: {known}).</translation>
    </message>
    <message>
        <source>There is no event called &apos;{name}&apos; (events: {known}).</source>
        <translation>Er is geen evenement met de naam ‘{name}’ (evenementen: {known}).</translation>
    </message>
</context>
<context>
    <name>cli_companion</name>
    <message>
        <source>* One device sent the reports of more than one side of that match: check with the players before you confirm.</source>
        <translation>* Eén apparaat stuurde de meldingen van meer dan één kant van die wedstrijd: vraag het de spelers voordat u bevestigt.</translation>
    </message>
    <message>
        <source>Confirmed reported result {id}: {result} ({match}); saved as match #{saved}.</source>
        <translation>Gemelde uitslag {id} bevestigd: {result} ({match}); opgeslagen als wedstrijd #{saved}.</translation>
    </message>
    <message>
        <source>Rejected reported result {id}: {result} ({match}).</source>
        <translation>Gemelde uitslag {id} afgewezen: {result} ({match}).</translation>
    </message>
    <message>
        <source>Unknown command {command!r}.</source>
        <translation>Onbekende opdracht {command!r}.</translation>
    </message>
</context>
<context>
    <name>cli_event</name>
    <message>
        <source>Created club night &apos;{name}&apos; on {date}.</source>
        <translation>Clubavond ‘{name}’ van {date} aangemaakt.</translation>
    </message>
    <message>
        <source>Created swiss &apos;{name}&apos; on {date}.</source>
        <translation>Toernooi ‘{name}’ (Zwitsers systeem) van {date} aangemaakt.</translation>
    </message>
    <message>
        <source>Created round robin &apos;{name}&apos; on {date}.</source>
        <translation>Toernooi ‘{name}’ (round-robin) van {date} aangemaakt.</translation>
    </message>
    <message>
        <source>Created single elimination &apos;{name}&apos; on {date}.</source>
        <translation>Toernooi ‘{name}’ (enkele eliminatie) van {date} aangemaakt.</translation>
    </message>
    <message>
        <source>Created double elimination &apos;{name}&apos; on {date}.</source>
        <translation>Toernooi ‘{name}’ (dubbele eliminatie) van {date} aangemaakt.</translation>
    </message>
    <message>
        <source>Created pools, then knockout &apos;{name}&apos; on {date}.</source>
        <translation>Toernooi ‘{name}’ (poules, dan knock-out) van {date} aangemaakt.</translation>
    </message>
    <message>
        <source>The option {option} needs numbers separated by commas, got {text!r}.</source>
        <translation>De optie {option} verwacht getallen gescheiden door komma’s, niet {text!r}.</translation>
    </message>
    <message>
        <source>The option --rounds applies to a Swiss or a round robin only (this event&apos;s format is {format}).</source>
        <translation>De optie --rounds geldt alleen voor een Zwitsers systeem of een round-robin (de opzet van dit evenement is {format}).</translation>
    </message>
    <message>
        <source>The option --pool-size applies to pools then knockout only (this event&apos;s format is {format}).</source>
        <translation>De optie --pool-size geldt alleen voor poules met daarna een knock-outfase (de opzet van dit evenement is {format}).</translation>
    </message>
    <message>
        <source>The option --advance applies to pools then knockout only (this event&apos;s format is {format}).</source>
        <translation>De optie --advance geldt alleen voor poules met daarna een knock-outfase (de opzet van dit evenement is {format}).</translation>
    </message>
    <message>
        <source>{name} (by lot)</source>
        <extracomment>Translators: an entrant of the seed list placed among the unrated ones by drawing lots</extracomment>
        <translation>{name} (geloot)</translation>
    </message>
    <message>
        <source>{count} entrants, in seed order: {names}.</source>
        <translation>{count} deelnemers, in plaatsingsvolgorde: {names}.</translation>
    </message>
    <message>
        <source>Unrated entrants were placed by drawing lots (draw {lots}: the same draw, the same order).</source>
        <translation>Deelnemers zonder rating zijn geloot (loting {lots}: dezelfde loting geeft dezelfde volgorde).</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has ended. {why}</source>
        <translation>‘{name}’ is afgelopen. {why}</translation>
    </message>
    <message numerus="yes">
        <source>&apos;{name}&apos;: %n match(es) to play now.</source>
        <translation>
            <numerusform>‘{name}’: %n wedstrijd om nu te spelen.</numerusform>
            <numerusform>‘{name}’: %n wedstrijden om nu te spelen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&apos;{name}&apos; has ended: final standings from the matches played; %n unplayed match(es) cancelled (&apos;undo&apos; brings the event back).</source>
        <translation>
            <numerusform>‘{name}’ is afgelopen: eindstand uit de gespeelde wedstrijden; %n niet gespeelde wedstrijd geschrapt (‘undo’ haalt het evenement terug).</numerusform>
            <numerusform>‘{name}’ is afgelopen: eindstand uit de gespeelde wedstrijden; %n niet gespeelde wedstrijden geschrapt (‘undo’ haalt het evenement terug).</numerusform>
        </translation>
    </message>
    <message>
        <source>Give the result with --ranks, --scores or both (the scores decide who won).</source>
        <translation>Geef de uitslag met --ranks, --scores of beide (de scores beslissen wie won).</translation>
    </message>
    <message>
        <source>Saved the result of match {id}. &apos;{name}&apos; has ended: {champion} wins.</source>
        <translation>De uitslag van wedstrijd {id} is opgeslagen. ‘{name}’ is afgelopen: {champion} wint.</translation>
    </message>
    <message>
        <source>Saved the result of match {id}. &apos;{name}&apos; has ended.</source>
        <translation>Uitslag van wedstrijd {id} opgeslagen. ‘{name}’ is afgelopen.</translation>
    </message>
    <message>
        <source>Saved the result of match {id}.</source>
        <translation>De uitslag van wedstrijd {id} is opgeslagen.</translation>
    </message>
</context>
<context>
    <name>cli_merge</name>
    <message>
        <source> and {count} more</source>
        <translation> en nog {count}</translation>
    </message>
    <message>
        <source>  {what}: {names}</source>
        <translation>  {what}: {names}</translation>
    </message>
    <message>
        <source>  {what}</source>
        <translation>  {what}</translation>
    </message>
    <message numerus="yes">
        <source>{file} has nothing this club lacks: its %n result(s) are all here already.</source>
        <translation>
            <numerusform>{file} heeft niets wat deze club mist: zijn %n uitslag is hier al.</numerusform>
            <numerusform>{file} heeft niets wat deze club mist: zijn %n uitslagen zijn hier allemaal al.</numerusform>
        </translation>
    </message>
    <message>
        <source>From {file}:</source>
        <translation>Uit {file}:</translation>
    </message>
    <message numerus="yes">
        <source>%n new result(s)</source>
        <translation>
            <numerusform>%n nieuwe uitslag</numerusform>
            <numerusform>%n nieuwe uitslagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) already here (not added again)</source>
        <translation>
            <numerusform>%n uitslag al hier (niet nog eens toegevoegd)</numerusform>
            <numerusform>%n uitslagen al hier (niet nog eens toegevoegd)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n nieuwe speler</numerusform>
            <numerusform>%n nieuwe spelers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new leaderboard(s)</source>
        <translation>
            <numerusform>%n nieuwe ranglijst</numerusform>
            <numerusform>%n nieuwe ranglijsten</numerusform>
        </translation>
    </message>
    <message>
        <source>  The other file&apos;s &apos;{name}&apos; rates with {system}, this club&apos;s with another system: its results go to &apos;{beside}&apos;.</source>
        <translation>  ‘{name}’ van het andere bestand rekent met {system}, die van deze club met een ander systeem: de uitslagen gaan naar ‘{beside}’.</translation>
    </message>
    <message numerus="yes">
        <source>%n new team(s)</source>
        <translation>
            <numerusform>%n nieuw team</numerusform>
            <numerusform>%n nieuwe teams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new member(s) of teams here</source>
        <translation>
            <numerusform>%n nieuw lid van teams hier</numerusform>
            <numerusform>%n nieuwe leden van teams hier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n nieuw evenement</numerusform>
            <numerusform>%n nieuwe evenementen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new season(s)</source>
        <translation>
            <numerusform>%n nieuw seizoen</numerusform>
            <numerusform>%n nieuwe seizoenen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event log(s)</source>
        <translation>
            <numerusform>%n nieuw gebeurtenissenlogboek</numerusform>
            <numerusform>%n nieuwe gebeurtenissenlogboeken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n starting rating(s)</source>
        <translation>
            <numerusform>%n startrating</numerusform>
            <numerusform>%n startratings</numerusform>
        </translation>
    </message>
    <message>
        <source>Look-alike names (the other file&apos;s ~ this club&apos;s):</source>
        <translation>Namen die op elkaar lijken (van het andere bestand ~ van deze club):</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>niet beslist</translation>
    </message>
    <message>
        <source>one person</source>
        <translation>één persoon</translation>
    </message>
    <message>
        <source>two people</source>
        <translation>twee personen</translation>
    </message>
    <message>
        <source>  &apos;{other}&apos; ~ &apos;{here}&apos;: {choice}</source>
        <translation>  ‘{other}’ ~ ‘{here}’: {choice}</translation>
    </message>
    <message>
        <source>Nothing was changed (--dry-run).</source>
        <translation>Er is niets veranderd (--dry-run).</translation>
    </message>
    <message numerus="yes">
        <source>Merged {file}: %n result(s) came in, {players} players rated. A backup was made first; &apos;tournament-app undo&apos; takes the whole merge back.</source>
        <translation>
            <numerusform>{file} samengevoegd: %n uitslag kwam erbij, {players} spelers gerekend. Eerst is een back-up gemaakt; ‘tournament-app undo’ maakt het hele samenvoegen ongedaan.</numerusform>
            <numerusform>{file} samengevoegd: %n uitslagen kwamen erbij, {players} spelers gerekend. Eerst is een back-up gemaakt; ‘tournament-app undo’ maakt het hele samenvoegen ongedaan.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli_output</name>
    <message>
        <source>(no rows)</source>
        <translation>(geen rijen)</translation>
    </message>
</context>
<context>
    <name>cli_parser</name>
    <message>
        <source>The option --param needs KEY=VALUE, got {text!r}.</source>
        <translation>De optie --param verwacht KEY=VALUE, niet {text!r}.</translation>
    </message>
    <message>
        <source>A chance is a number from 0 to 1, not &apos;{text}&apos;.</source>
        <translation>Een kans is een getal van 0 tot 1, niet ‘{text}’.</translation>
    </message>
    <message>
        <source>An id is a whole number, like the ids the lists show, not &apos;{text}&apos;.</source>
        <translation>Een id is een geheel getal, zoals de id&apos;s in de lijsten, niet ‘{text}’.</translation>
    </message>
</context>
<context>
    <name>cli_planning</name>
    <message>
        <source>The option --players names no entrant.</source>
        <translation>De optie --players noemt geen enkele deelnemer.</translation>
    </message>
    <message numerus="yes">
        <source>Bracket of {size} ({entrants} entrants, %n bye(s)), first round in bracket order:</source>
        <translation>
            <numerusform>Schema van {size} ({entrants} deelnemers, %n bye), eerste ronde in schemavolgorde:</numerusform>
            <numerusform>Schema van {size} ({entrants} deelnemers, %n byes), eerste ronde in schemavolgorde:</numerusform>
        </translation>
    </message>
    <message>
        <source>Bracket of {size} ({entrants} entrants), first round in bracket order:</source>
        <translation>Schema van {size} ({entrants} deelnemers), eerste ronde in schemavolgorde:</translation>
    </message>
    <message>
        <source>Match quality {quality:.0%}; {method}.</source>
        <translation>Wedstrijdkwaliteit {quality:.0%}; {method}.</translation>
    </message>
    <message>
        <source>Match quality {quality:.0%} (100% = even chances); draw: {draw:.1%}.</source>
        <translation>Wedstrijdkwaliteit {quality:.0%} (100% = gelijke kansen); gelijkspel: {draw:.1%}.</translation>
    </message>
    <message>
        <source>Match quality {quality:.0%} (100% = even chances); draw: not modelled.</source>
        <translation>Wedstrijdkwaliteit {quality:.0%} (100% = gelijke kansen); gelijkspel: niet gemodelleerd.</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Rust uit: {names}</translation>
    </message>
    <message>
        <source>Pairs for the night: {pairs}</source>
        <translation>Paren voor vanavond: {pairs}</translation>
    </message>
</context>
<context>
    <name>cli_print</name>
    <message>
        <source>Event &apos;{name}&apos; has no players yet: check players in or record a result first.</source>
        <translation>Evenement ‘{name}’ heeft nog geen spelers: meld eerst spelers aan of leg een uitslag vast.</translation>
    </message>
    <message>
        <source>Printing {what} needs --event NAME (the club night whose rounds to print).</source>
        <translation>Voor het afdrukken van {what} is --event NAME nodig (de clubavond waarvan de rondes afgedrukt worden).</translation>
    </message>
    <message>
        <source>Event &apos;{name}&apos; has no rounds drawn yet; draw a round first.</source>
        <translation>Evenement ‘{name}’ heeft nog geen ingedeelde rondes; deel eerst een ronde in.</translation>
    </message>
    <message>
        <source>standings of &apos;{leaderboard}&apos;: {count} players</source>
        <translation>stand van ‘{leaderboard}’: {count} spelers</translation>
    </message>
    <message>
        <source>bracket of {count} entrants</source>
        <translation>schema van {count} deelnemers</translation>
    </message>
    <message>
        <source>{count} score slips of &apos;{name}&apos;</source>
        <translation>{count} scorebriefjes van ‘{name}’</translation>
    </message>
    <message numerus="yes">
        <source>pairings of %n round(s) of &apos;{name}&apos; and {slips} score slips</source>
        <translation>
            <numerusform>indeling van %n ronde van ‘{name}’ en {slips} scorebriefjes</numerusform>
            <numerusform>indeling van %n rondes van ‘{name}’ en {slips} scorebriefjes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n page(s) ({what}) to {path}</source>
        <translation>
            <numerusform>%n pagina ({what}) naar {path} geschreven</numerusform>
            <numerusform>%n pagina’s ({what}) naar {path} geschreven</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>Kan {path} niet schrijven: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>bracket of &apos;{name}&apos; with %n result(s)</source>
        <translation>
            <numerusform>schema van ‘{name}’ met %n uitslag</numerusform>
            <numerusform>schema van ‘{name}’ met %n uitslagen</numerusform>
        </translation>
    </message>
    <message>
        <source>final standings of &apos;{name}&apos;: {count} entrants, {champion} wins</source>
        <translation>eindstand van ‘{name}’: {count} deelnemers, {champion} wint</translation>
    </message>
    <message>
        <source>final standings of &apos;{name}&apos;: {count} entrants</source>
        <translation>eindstand van ‘{name}’: {count} deelnemers</translation>
    </message>
    <message>
        <source>standings of &apos;{name}&apos;: {count} entrants, {champion} wins</source>
        <translation>stand van ‘{name}’: {count} deelnemers, {champion} wint</translation>
    </message>
    <message>
        <source>standings of &apos;{name}&apos;: {count} entrants</source>
        <translation>stand van ‘{name}’: {count} deelnemers</translation>
    </message>
</context>
<context>
    <name>cli_season</name>
    <message>
        <source>Created season &apos;{name}&apos; on &apos;{leaderboard}&apos;: {description}.</source>
        <translation>Seizoen ‘{name}’ op ‘{leaderboard}’ aangemaakt: {description}.</translation>
    </message>
    <message numerus="yes">
        <source>Season &apos;{name}&apos; on &apos;{leaderboard}&apos;: {description}; %n event(s) with results.</source>
        <translation>
            <numerusform>Seizoen ‘{name}’ op ‘{leaderboard}’: {description}; %n evenement met uitslagen.</numerusform>
            <numerusform>Seizoen ‘{name}’ op ‘{leaderboard}’: {description}; %n evenementen met uitslagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not finished yet, so not counted: {names}.</source>
        <translation>Nog niet afgelopen, dus niet meegeteld: {names}.</translation>
    </message>
    <message>
        <source>{start} to {end}, best {best} events count, points {points}</source>
        <translation>{start} tot {end}, de beste {best} evenementen tellen, punten {points}</translation>
    </message>
    <message>
        <source>{start} to {end}, every event counts, points {points}</source>
        <translation>{start} tot {end}, elk evenement telt, punten {points}</translation>
    </message>
</context>
<context>
    <name>cli_serve</name>
    <message>
        <source>&apos;{name}&apos; has ended; there is nothing left to report. Choose an event still running.</source>
        <translation>‘{name}’ is afgelopen; er valt niets meer te melden. Kies een evenement dat nog loopt.</translation>
    </message>
    <message>
        <source>Sharing &apos;{name}&apos; on the local network (Ctrl+C stops).</source>
        <translation>‘{name}’ wordt gedeeld op het lokale netwerk (Ctrl+C stopt).</translation>
    </message>
    <message>
        <source>off (the organizer has not allowed it)</source>
        <translation>uit (de organisator heeft het niet toegestaan)</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>Kijken:</translation>
    </message>
    <message>
        <source>TV screen:</source>
        <translation>Tv-scherm:</translation>
    </message>
    <message>
        <source>Check-in:</source>
        <translation>Aanmelding:</translation>
    </message>
    <message>
        <source>Report links, by match and side (each side reports with its own):</source>
        <translation>Meldlinks, per wedstrijd en kant (elke kant meldt met de eigen link):</translation>
    </message>
    <message>
        <source>{match}, side {number} ({names}):</source>
        <translation>{match}, kant {number} ({names}):</translation>
    </message>
    <message>
        <source>No match waiting for a result.</source>
        <translation>Geen wedstrijd wacht op een uitslag.</translation>
    </message>
</context>
<context>
    <name>cli_trf</name>
    <message>
        <source>There is no file {path}.</source>
        <translation>Het bestand {path} bestaat niet.</translation>
    </message>
    <message>
        <source>Round {round} differs.</source>
        <translation>Ronde {round} wijkt af.</translation>
    </message>
    <message>
        <source>  ours:      {pairs}</source>
        <translation>  de onze:   {pairs}</translation>
    </message>
    <message>
        <source>  the file&apos;s: {pairs}</source>
        <translation>  die van het bestand: {pairs}</translation>
    </message>
    <message>
        <source>{count} of {rounds} rounds differ from our pairing.</source>
        <translation>{count} van de {rounds} ronden wijken af van onze indeling.</translation>
    </message>
    <message>
        <source>All {rounds} rounds pair as ours would.</source>
        <translation>Alle {rounds} ronden zijn ingedeeld zoals wij zouden indelen.</translation>
    </message>
    <message>
        <source>bye {player}</source>
        <translation>bye {player}</translation>
    </message>
    <message>
        <source>A tournament needs at least 2 players (--players).</source>
        <translation>Een toernooi heeft minstens 2 spelers nodig (--players).</translation>
    </message>
    <message>
        <source>--rounds must be from 1 to {most} for {players} players.</source>
        <translation>--rounds moet van 1 tot {most} zijn bij {players} spelers.</translation>
    </message>
    <message>
        <source>--{option} is a chance from 0 to 1, not {value}.</source>
        <translation>--{option} is een kans van 0 tot 1, niet {value}.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>Kan {path} niet schrijven: {reason}</translation>
    </message>
    <message>
        <source>Wrote {path}: {players} players, {rounds} rounds (seed {seed}).</source>
        <translation>{path} geschreven: {players} spelers, {rounds} ronden (seed {seed}).</translation>
    </message>
    <message>
        <source>{path} is not a regular file; nothing was written.</source>
        <translation>{path} is geen gewoon bestand; er is niets geschreven.</translation>
    </message>
    <message>
        <source>{path} is a club file; a TRF will not replace it.</source>
        <translation>{path} is een clubbestand; een TRF vervangt het niet.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>De map {folder} bestaat niet.</translation>
    </message>
</context>
<context>
    <name>common.accessible</name>
    <message>
        <source>Keeps the changes and closes the window.</source>
        <translation>Bewaart de wijzigingen en sluit het venster.</translation>
    </message>
    <message>
        <source>Saves and closes the window.</source>
        <translation>Slaat op en sluit het venster.</translation>
    </message>
    <message>
        <source>Closes the window without changing anything.</source>
        <translation>Sluit het venster zonder iets te wijzigen.</translation>
    </message>
    <message>
        <source>Closes the window.</source>
        <translation>Sluit het venster.</translation>
    </message>
</context>
<context>
    <name>common.printing</name>
    <message>
        <source>Print preview — {title}</source>
        <translation>Afdrukvoorbeeld — {title}</translation>
    </message>
    <message>
        <source>&apos;{event}&apos; has no rounds drawn yet: draw a round first, then print its pairings and score slips.</source>
        <translation>‘{event}’ heeft nog geen ingedeelde rondes: deel eerst een ronde in en druk dan de indeling en de scorebriefjes af.</translation>
    </message>
    <message>
        <source>Print pairings</source>
        <translation>Indeling afdrukken</translation>
    </message>
</context>
<context>
    <name>common.result_text</name>
    <message>
        <source>{place} (shared)</source>
        <translation>{place} (gedeeld)</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>gelijk</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>{first} drew with {second}</source>
        <translation>{first} speelde gelijk tegen {second}</translation>
    </message>
    <message>
        <source>{winner} beat {loser}</source>
        <translation>{winner} won van {loser}</translation>
    </message>
    <message>
        <source>Drawn: {sides}</source>
        <translation>Gelijk: {sides}</translation>
    </message>
</context>
<context>
    <name>common.spreadsheet_csv</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Skill μ</source>
        <translation>Speelsterkte μ</translation>
    </message>
    <message>
        <source>Uncertainty σ</source>
        <translation>Onzekerheid σ</translation>
    </message>
    <message>
        <source>Conservative</source>
        <translation>Voorzichtig</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Winst</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Laatst gespeeld</translation>
    </message>
    <message>
        <source>μ (every digit)</source>
        <translation>μ (alle cijfers)</translation>
    </message>
    <message>
        <source>σ (every digit)</source>
        <translation>σ (alle cijfers)</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV-bestand (*.csv)</translation>
    </message>
    <message>
        <source>CSV for a spreadsheet in your language: its numbers and dates (*.csv)</source>
        <translation>CSV voor een spreadsheet in uw taal: met de getallen en datums daarvan (*.csv)</translation>
    </message>
</context>
<context>
    <name>common.system_titles</name>
    <message>
        <source>Bradley-Terry (Weng-Lin)</source>
        <translation>Bradley-Terry (Weng-Lin)</translation>
    </message>
    <message>
        <source>Plackett-Luce (Weng-Lin, o!TR)</source>
        <translation>Plackett-Luce (Weng-Lin, o!TR)</translation>
    </message>
    <message>
        <source>o!TR Plackett-Luce (games)</source>
        <translation>o!TR Plackett-Luce (partijen)</translation>
    </message>
    <message>
        <source>Glicko (continuous)</source>
        <translation>Glicko (continu)</translation>
    </message>
    <message>
        <source>Elo (score fraction)</source>
        <translation>Elo (scorefractie)</translation>
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
        <translation>Speler</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>The displayed rating (see Leaderboard ▸ Settings for the scale)</source>
        <translation>De getoonde rating (zie Ranglijst ▸ Instellingen voor de schaal)</translation>
    </message>
    <message>
        <source>Conservative</source>
        <translation>Voorzichtig</translation>
    </message>
    <message>
        <source>μ − {k}σ: the rating the player is very likely above</source>
        <translation>μ − {k}σ: de rating waar de speler zeer waarschijnlijk boven zit</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Winst</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Laatst gespeeld</translation>
    </message>
    <message>
        <source>strength {before} → {after}</source>
        <translation>sterkte {before} → {after}</translation>
    </message>
    <message numerus="yes">
        <source>Idle for %n day(s): {change} (inactivity decay up to today)</source>
        <translation>
            <numerusform>Al %n dag niet gespeeld: {change} (verval door inactiviteit tot vandaag)</numerusform>
            <numerusform>Al %n dagen niet gespeeld: {change} (verval door inactiviteit tot vandaag)</numerusform>
        </translation>
    </message>
    <message>
        <source>rating {rating}, deviation {deviation}: about 95% sure the skill is between {low} and {high}</source>
        <translation>rating {rating}, afwijking {deviation}: ongeveer 95% zeker dat de sterkte tussen {low} en {high} ligt</translation>
    </message>
    <message>
        <source>Rating ± 2·deviation</source>
        <translation>Rating ± 2·afwijking</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Sterkte</translation>
    </message>
    <message>
        <source>Elo strength g = {value}</source>
        <translation>Elo-sterkte g = {value}</translation>
    </message>
    <message>
        <source>μ ± σ</source>
        <translation>μ ± σ</translation>
    </message>
    <message>
        <source>skill estimate μ = {mu}, uncertainty σ = {sigma}</source>
        <translation>geschatte sterkte μ = {mu}, onzekerheid σ = {sigma}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>gearchiveerd</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actief</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Toegevoegd</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Leden</translation>
    </message>
    <message>
        <source>Played</source>
        <comment>column: the day a match was played</comment>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evenement</translation>
    </message>
    <message>
        <source>Placed {place} of {count} sides</source>
        <translation>Geëindigd als {place} van {count} kanten</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Tegenstanders</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Voor</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Na</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Verschil</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Tegenstander</translation>
    </message>
    <message>
        <source>Played</source>
        <comment>column: how many matches were played</comment>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Gelijk</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
</context>
<context>
    <name>common.worker</name>
    <message>
        <source>Working…</source>
        <translation>Bezig…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Cancelling… nothing will be changed.</source>
        <translation>Annuleren… er wordt niets veranderd.</translation>
    </message>
</context>
<context>
    <name>companion.reports_view</name>
    <message>
        <source>match {number}</source>
        <translation>wedstrijd {number}</translation>
    </message>
    <message>
        <source>Results reported from phones</source>
        <translation>Uitslagen gemeld via telefoons</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Meldingen</translation>
    </message>
    <message>
        <source>The results reported from phones, one a row; Enter confirms the selected one, Delete rejects it.</source>
        <translation>De uitslagen gemeld via telefoons, één per rij; Enter bevestigt de geselecteerde, Delete wijst die af.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Wedstrijd</translation>
    </message>
    <message>
        <source>Claimed result</source>
        <translation>Gemelde uitslag</translation>
    </message>
    <message>
        <source>Reported by side</source>
        <translation>Gemeld door kant</translation>
    </message>
    <message>
        <source>Sent from</source>
        <translation>Verstuurd vanaf</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Ontvangen</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Waar</translation>
    </message>
    <message>
        <source>Whole match (older code)</source>
        <translation>Hele wedstrijd (oudere code)</translation>
    </message>
    <message>
        <source>Side {number}: {names}</source>
        <translation>Kant {number}: {names}</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Bevestigen</translation>
    </message>
    <message>
        <source>Confirm report</source>
        <translation>Melding bevestigen</translation>
    </message>
    <message>
        <source>Record the reported result (Enter in the list)</source>
        <translation>De gemelde uitslag vastleggen (Enter in de lijst)</translation>
    </message>
    <message>
        <source>Re&amp;ject</source>
        <translation>&amp;Afwijzen</translation>
    </message>
    <message>
        <source>Reject report</source>
        <translation>Melding afwijzen</translation>
    </message>
    <message>
        <source>Turn the report down: nothing is recorded (Delete in the list)</source>
        <translation>De melding afwijzen: er wordt niets vastgelegd (Delete in de lijst)</translation>
    </message>
    <message>
        <source>Conflict: the sides disagree</source>
        <translation>Conflict: de kanten zijn het oneens</translation>
    </message>
    <message>
        <source>Waiting: one device sent more than one side</source>
        <translation>Wacht: één apparaat meldde voor meer dan één kant</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wacht</translation>
    </message>
    <message>
        <source>Reports in conflict are never recorded by themselves: ask the players, then confirm the right one and reject the other.</source>
        <translation>Meldingen die elkaar tegenspreken worden nooit vanzelf vastgelegd: vraag het de spelers, bevestig dan de juiste en wijs de andere af.</translation>
    </message>
    <message>
        <source>One device sent the reports of more than one side of a match: they never count as both sides agreeing. Ask the players before you confirm.</source>
        <translation>Eén apparaat stuurde de meldingen van meer dan één kant van een wedstrijd: dat telt nooit als eensgezindheid van beide kanten. Vraag het de spelers voordat u bevestigt.</translation>
    </message>
    <message>
        <source>No reported result is waiting.</source>
        <translation>Er wacht geen gemelde uitslag.</translation>
    </message>
    <message>
        <source>Confirm reported result, {where}</source>
        <translation>Gemelde uitslag bevestigen, {where}</translation>
    </message>
    <message>
        <source>Reject reported result, {where}</source>
        <translation>Gemelde uitslag afwijzen, {where}</translation>
    </message>
</context>
<context>
    <name>companion.share_panel</name>
    <message>
        <source>Organizer confirms each result</source>
        <translation>Organisator bevestigt elke uitslag</translation>
    </message>
    <message>
        <source>Accept when both sides report the same</source>
        <translation>Aanvaarden als beide kanten hetzelfde melden</translation>
    </message>
    <message>
        <source>Share on the local network</source>
        <translation>Delen op het lokale netwerk</translation>
    </message>
    <message>
        <source>Phones, tablets and a TV on the venue&apos;s Wi-Fi see the tables, the bracket and the standings, and players can report results</source>
        <translation>Telefoons, tablets en een tv op de wifi van de zaal zien de tafels, het schema en de stand, en spelers kunnen uitslagen melden</translation>
    </message>
    <message>
        <source>Network address</source>
        <translation>Netwerkadres</translation>
    </message>
    <message>
        <source>Pick the network the phones and screens are on.</source>
        <translation>Kies het netwerk waarop de telefoons en schermen zitten.</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Poort</translation>
    </message>
    <message>
        <source>The port number of the shared pages; the lowest value picks any free port.</source>
        <translation>Het poortnummer van de gedeelde pagina&apos;s; de laagste waarde kiest een vrije poort.</translation>
    </message>
    <message>
        <source>Any free port</source>
        <translation>Een vrije poort</translation>
    </message>
    <message>
        <source>Results from phones</source>
        <translation>Uitslagen via telefoons</translation>
    </message>
    <message>
        <source>Pick what happens to a result reported from a phone.</source>
        <translation>Kies wat er gebeurt met een uitslag die via een telefoon wordt gemeld.</translation>
    </message>
    <message>
        <source>Players may check in from their phone</source>
        <translation>Spelers mogen zich via hun telefoon aanmelden</translation>
    </message>
    <message>
        <source>When ticked, players can mark themselves present from the shared pages.</source>
        <translation>Indien aangevinkt kunnen spelers zich via de gedeelde pagina&apos;s aanmelden.</translation>
    </message>
    <message>
        <source>View address</source>
        <translation>Adres om te kijken</translation>
    </message>
    <message>
        <source>The address to open on a phone or TV, while sharing.</source>
        <translation>Het adres om op een telefoon of tv te openen, zolang er gedeeld wordt.</translation>
    </message>
    <message>
        <source>Not shared</source>
        <translation>Niet gedeeld</translation>
    </message>
    <message>
        <source>Cop&amp;y address</source>
        <translation>Adres &amp;kopiëren</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>Adres kopiëren</translation>
    </message>
    <message>
        <source>Copies the address to the clipboard.</source>
        <translation>Kopieert het adres naar het klembord.</translation>
    </message>
    <message>
        <source>View QR code</source>
        <translation>QR-code om te kijken</translation>
    </message>
    <message>
        <source>A phone&apos;s camera opens the address from this code.</source>
        <translation>De camera van een telefoon opent het adres via deze code.</translation>
    </message>
    <message>
        <source>Not shared. Nothing is reachable from the network.</source>
        <translation>Niet gedeeld. Niets is bereikbaar vanaf het netwerk.</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Poort:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adres:</translation>
    </message>
    <message>
        <source>Results from phones:</source>
        <translation>Uitslagen via telefoons:</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>Kijken:</translation>
    </message>
    <message>
        <source> (this computer only)</source>
        <translation> (alleen deze computer)</translation>
    </message>
    <message>
        <source>Choose or create an event first, then share it.</source>
        <translation>Kies of maak eerst een evenement en deel het dan.</translation>
    </message>
    <message>
        <source>The event could not be shared: {error}</source>
        <translation>Het evenement kon niet gedeeld worden: {error}</translation>
    </message>
    <message>
        <source>Shared on {address}, port {port}: phones on the same network open the address or scan the code.</source>
        <translation>Gedeeld op {address}, poort {port}: telefoons op hetzelfde netwerk openen het adres of scannen de code.</translation>
    </message>
    <message>
        <source>Copied {url}</source>
        <translation>{url} gekopieerd</translation>
    </message>
    <message>
        <source>The event is finished: it is no longer shared.</source>
        <translation>Het evenement is afgelopen: het wordt niet meer gedeeld.</translation>
    </message>
    <message>
        <source>Result reported from a phone, {where}: {result}. Confirm or reject it on the Sharing page.</source>
        <translation>Uitslag gemeld via een telefoon, {where}: {result}. Bevestig of wijs af op de pagina Delen.</translation>
    </message>
    <message>
        <source>waiting for a table</source>
        <translation>wacht op een tafel</translation>
    </message>
</context>
<context>
    <name>league.backups</name>
    <message>
        <source>before an import</source>
        <translation>vóór een import</translation>
    </message>
    <message>
        <source>before merging two players</source>
        <translation>vóór het samenvoegen van twee spelers</translation>
    </message>
    <message>
        <source>before merging another club file</source>
        <translation>voor het samenvoegen met een ander clubbestand</translation>
    </message>
    <message>
        <source>before re-rating (recompute or new rating settings)</source>
        <translation>vóór het herberekenen van ratings (herberekening of nieuwe ratinginstellingen)</translation>
    </message>
    <message>
        <source>before deleting a match</source>
        <translation>vóór het verwijderen van een wedstrijd</translation>
    </message>
    <message>
        <source>before updating the file to a newer app version</source>
        <translation>vóór het bijwerken van het bestand naar een nieuwere versie van de app</translation>
    </message>
    <message>
        <source>before restoring a backup (restore this one to undo that)</source>
        <translation>vóór het terugzetten van een back-up (zet deze terug om dat ongedaan te maken)</translation>
    </message>
</context>
<context>
    <name>league.companion.decisions</name>
    <message>
        <source>Reported result {id} can&apos;t be settled any more: its match has a result already or is no longer on the tables.</source>
        <translation>Gemelde uitslag {id} kan niet meer afgehandeld worden: de wedstrijd heeft al een uitslag of staat niet meer op de tafels.</translation>
    </message>
    <message>
        <source>Reported result {id} was already confirmed.</source>
        <translation>Gemelde uitslag {id} is al bevestigd.</translation>
    </message>
    <message>
        <source>Reported result {id} was already accepted.</source>
        <translation>Gemelde uitslag {id} is al aanvaard.</translation>
    </message>
    <message>
        <source>Reported result {id} was already rejected.</source>
        <translation>Gemelde uitslag {id} is al afgewezen.</translation>
    </message>
    <message>
        <source>Reported result {id} was replaced by a newer report sent with the same code.</source>
        <translation>Gemelde uitslag {id} is vervangen door een nieuwere melding met dezelfde code.</translation>
    </message>
    <message>
        <source>Confirm reported result, {where}</source>
        <translation>Gemeld resultaat bevestigen, {where}</translation>
    </message>
    <message>
        <source>Reject reported result, {where}</source>
        <translation>Gemeld resultaat afwijzen, {where}</translation>
    </message>
    <message>
        <source>Result reported by both sides, {where}</source>
        <translation>Resultaat gemeld door beide kanten, {where}</translation>
    </message>
</context>
<context>
    <name>league.companion.inbox</name>
    <message>
        <source>There is no reported result with id {id}.</source>
        <translation>Er is geen gemelde uitslag met id {id}.</translation>
    </message>
</context>
<context>
    <name>league.companion.phone_checkin</name>
    <message>
        <source>This check-in link isn&apos;t valid (any more): ask the organizer for the event&apos;s code.</source>
        <translation>Deze aanmeldlink is niet (meer) geldig: vraag de organisator om de code van het evenement.</translation>
    </message>
    <message>
        <source>Checking in from a phone is off for this event: please see the organizer.</source>
        <translation>Aanmelden via een telefoon staat uit voor dit evenement: meld u bij de organisator.</translation>
    </message>
    <message>
        <source>This event has ended; checking in is closed.</source>
        <translation>Dit evenement is afgelopen; aanmelden is gesloten.</translation>
    </message>
    <message>
        <source>Pick your name from the list.</source>
        <translation>Kies uw naam uit de lijst.</translation>
    </message>
    <message>
        <source>{name} checked in by phone</source>
        <translation>{name} aangemeld via telefoon</translation>
    </message>
</context>
<context>
    <name>league.companion.reports</name>
    <message>
        <source>This match has {sides} sides, but no places were given.</source>
        <translation>Deze wedstrijd heeft {sides} kanten, maar er zijn geen plaatsen opgegeven.</translation>
    </message>
    <message>
        <source>This match has {sides} sides, but {count} places were given.</source>
        <translation>Deze wedstrijd heeft {sides} kanten, maar er zijn {count} plaatsen opgegeven.</translation>
    </message>
    <message>
        <source>Places are whole numbers from 1 (the winner) to {sides}.</source>
        <translation>Plaatsen zijn gehele getallen van 1 (de winnaar) tot {sides}.</translation>
    </message>
    <message>
        <source>This is a knockout match and can&apos;t end in a draw: say who won.</source>
        <translation>Dit is een knock-outwedstrijd en kan niet gelijk eindigen: geef aan wie er won.</translation>
    </message>
    <message>
        <source>This match has {sides} sides; give a score for each side, or none.</source>
        <translation>Deze wedstrijd heeft {sides} kanten; geef een score voor elke kant, of geen enkele.</translation>
    </message>
    <message>
        <source>This report link isn&apos;t valid (any more): ask the organizer for the match&apos;s current code.</source>
        <translation>Deze meldlink is niet (meer) geldig: vraag de organisator om de huidige code van de wedstrijd.</translation>
    </message>
    <message>
        <source>This event isn&apos;t shared any more, so it takes no reported results.</source>
        <translation>Dit evenement wordt niet meer gedeeld en neemt dus geen gemelde uitslagen meer aan.</translation>
    </message>
    <message>
        <source>This match is no longer on the tables.</source>
        <translation>Deze wedstrijd staat niet meer op de tafels.</translation>
    </message>
    <message>
        <source>The event &apos;{name}&apos; has ended; it takes no more results.</source>
        <translation>Het evenement ‘{name}’ is afgelopen; het neemt geen uitslagen meer aan.</translation>
    </message>
    <message>
        <source>This match has a result already.</source>
        <translation>Deze wedstrijd heeft al een uitslag.</translation>
    </message>
    <message>
        <source>This match hasn&apos;t started yet; report it once it has been played.</source>
        <translation>Deze wedstrijd is nog niet begonnen; meld de uitslag zodra ze gespeeld is.</translation>
    </message>
</context>
<context>
    <name>league.companion.shares</name>
    <message>
        <source>Unknown rule for reported results {rule!r} (known: {known}).</source>
        <translation>Onbekende regel voor gemelde uitslagen {rule!r} (bekend: {known}).</translation>
    </message>
</context>
<context>
    <name>league.core</name>
    <message>
        <source>the database</source>
        <translation>de database</translation>
    </message>
    <message>
        <source>make a backup ({reason})</source>
        <translation>het maken van een back-up ({reason})</translation>
    </message>
    <message>
        <source>An in-memory club has no backups</source>
        <translation>Een club in het geheugen heeft geen back-ups</translation>
    </message>
    <message>
        <source>Cannot restore a backup in the middle of another change</source>
        <translation>Kan geen back-up terugzetten midden in een andere wijziging</translation>
    </message>
    <message>
        <source>{file} is read-only, so the backup cannot be put back into it. Copy the backup file somewhere writable and open the copy instead.</source>
        <translation>{file} is alleen-lezen, dus de back-up kan er niet in teruggezet worden. Kopieer het back-upbestand naar een beschrijfbare plek en open de kopie.</translation>
    </message>
    <message>
        <source>restore the backup</source>
        <translation>het terugzetten van de back-up</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>het ongedaan maken</translation>
    </message>
    <message>
        <source>There is no leaderboard {ref!r} (there are: {known}).</source>
        <translation>Er is geen ranglijst {ref!r} (wel: {known}).</translation>
    </message>
    <message>
        <source>There is already a player called &apos;{name}&apos;.</source>
        <translation>Er is al een speler met de naam ‘{name}’.</translation>
    </message>
    <message>
        <source>There is already a team called &apos;{name}&apos;.</source>
        <translation>Er is al een team met de naam ‘{name}’.</translation>
    </message>
    <message>
        <source>There is already a leaderboard called &apos;{name}&apos;.</source>
        <translation>Er is al een ranglijst met de naam ‘{name}’.</translation>
    </message>
    <message>
        <source>There is already a season called &apos;{name}&apos;.</source>
        <translation>Er is al een seizoen met de naam ‘{name}’.</translation>
    </message>
</context>
<context>
    <name>league.csv_io</name>
    <message>
        <source>The app could not write {path}: {reason}.</source>
        <translation>De app kon {path} niet schrijven: {reason}.</translation>
    </message>
    <message>
        <source>The match label is empty.</source>
        <translation>Het wedstrijdlabel is leeg.</translation>
    </message>
    <message>
        <source>&apos;{cell}&apos; is not a side number (1, 2, ... up to {most:,}).</source>
        <translation>‘{cell}’ is geen kantnummer (1, 2, ... tot {most:,}).</translation>
    </message>
    <message>
        <source>&apos;{cell}&apos; is not a placement (a whole number from 1, the best, to {most:,}).</source>
        <translation>‘{cell}’ is geen plaats (een geheel getal van 1, de beste, tot {most:,}).</translation>
    </message>
    <message>
        <source>&apos;{cell}&apos; is not a number.</source>
        <translation>‘{cell}’ is geen getal.</translation>
    </message>
    <message>
        <source>this side</source>
        <translation>deze kant</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; has the date {first} on line {line}, here {date}.</source>
        <translation>Wedstrijd ‘{label}’ heeft op regel {line} de datum {first}, hier {date}.</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; is in event &apos;{first}&apos; on line {line}, here &apos;{event}&apos;.</source>
        <translation>Wedstrijd ‘{label}’ hoort op regel {line} bij evenement ‘{first}’, hier bij ‘{event}’.</translation>
    </message>
    <message>
        <source>Side {side} of match &apos;{label}&apos; has rank {first} on line {line}, here {rank}.</source>
        <translation>Kant {side} van wedstrijd ‘{label}’ heeft op regel {line} plaats {first}, hier {rank}.</translation>
    </message>
    <message>
        <source>Side {side} of match &apos;{label}&apos; has score {first:g} on line {line}, here {score:g}.</source>
        <translation>Kant {side} van wedstrijd ‘{label}’ heeft op regel {line} score {first:g}, hier {score:g}.</translation>
    </message>
    <message>
        <source>Side {side} of match &apos;{label}&apos; is team &apos;{first}&apos; on line {line}, here &apos;{team}&apos;.</source>
        <translation>Kant {side} van wedstrijd ‘{label}’ is op regel {line} team ‘{first}’, hier ‘{team}’.</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; is already listed in match &apos;{label}&apos; on this side; a player can play only once in a match.</source>
        <translation>‘{player}’ staat al aan deze kant in wedstrijd ‘{label}’; een speler kan maar één keer in een wedstrijd spelen.</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; is already listed in match &apos;{label}&apos; on side {side}; a player can play only once in a match.</source>
        <translation>‘{player}’ staat al aan kant {side} in wedstrijd ‘{label}’; een speler kan maar één keer in een wedstrijd spelen.</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; has only one side; a match needs at least two.</source>
        <translation>Wedstrijd ‘{label}’ heeft maar één kant; een wedstrijd heeft er minstens twee nodig.</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>{name} importeren</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; has the result id {id}, as match &apos;{other}&apos; on line {line} has; a result can be in a file only once.</source>
        <translation>Wedstrijd ‘{label}’ heeft uitslag-id {id}, net als wedstrijd ‘{other}’ op regel {line}; een uitslag kan maar één keer in een bestand staan.</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; has the result id {first} on line {line}, here {id}.</source>
        <translation>Wedstrijd ‘{label}’ heeft op regel {line} uitslag-id {first}, hier {id}.</translation>
    </message>
</context>
<context>
    <name>league.csv_read</name>
    <message>
        <source>{path}: there is no such file.</source>
        <translation>{path}: dat bestand bestaat niet.</translation>
    </message>
    <message>
        <source>{path}: the app can&apos;t read it ({reason}).</source>
        <translation>{path}: de app kan het niet lezen ({reason}).</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (save it as &apos;CSV UTF-8&apos;).</source>
        <translation>Het bestand is geen UTF-8-tekst (sla het op als ‘CSV UTF-8’).</translation>
    </message>
    <message>
        <source>The file is empty; it needs a header row: {columns}.</source>
        <translation>Het bestand is leeg; het heeft een kopregel nodig: {columns}.</translation>
    </message>
    <message numerus="yes">
        <source>Missing column(s) {missing} (the header must hold {required}; optional: {optional}).</source>
        <translation>
            <numerusform>Ontbrekende kolom {missing} (de kopregel moet {required} bevatten; optioneel: {optional}).</numerusform>
            <numerusform>Ontbrekende kolommen {missing} (de kopregel moet {required} bevatten; optioneel: {optional}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unknown column(s) {unknown} (allowed: {allowed}).</source>
        <translation>
            <numerusform>Onbekende kolom {unknown} (toegestaan: {allowed}).</numerusform>
            <numerusform>Onbekende kolommen {unknown} (toegestaan: {allowed}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The column {columns} appears more than once.</source>
        <translation>De kolom {columns} komt meer dan eens voor.</translation>
    </message>
    <message>
        <source>The row has {cells} cells, the header has {columns}.</source>
        <translation>De rij heeft {cells} cellen, de kopregel heeft er {columns}.</translation>
    </message>
    <message>
        <source>Unreadable CSV: {reason}.</source>
        <translation>Onleesbaar CSV-bestand: {reason}.</translation>
    </message>
</context>
<context>
    <name>league.dates</name>
    <message>
        <source>A date is required (ISO 8601, e.g. 2024-03-15 or 2024-03-15T19:30).</source>
        <translation>Een datum is verplicht (ISO 8601, bijv. 2024-03-15 of 2024-03-15T19:30).</translation>
    </message>
    <message>
        <source>&apos;{date}&apos; is not an ISO 8601 date (expected e.g. 2024-03-15 or 2024-03-15T19:30).</source>
        <translation>‘{date}’ is geen ISO 8601-datum (verwacht bijv. 2024-03-15 of 2024-03-15T19:30).</translation>
    </message>
    <message>
        <source>&apos;{date}&apos; is outside the dates the app can store (years 1 to 9999 in UTC).</source>
        <translation>‘{date}’ valt buiten de datums die de app kan opslaan (jaren 1 tot 9999 in UTC).</translation>
    </message>
    <message>
        <source>{start}… ({count} characters)</source>
        <translation>{start}… ({count} tekens)</translation>
    </message>
</context>
<context>
    <name>league.dutch</name>
    <message>
        <source>The round to pair must be 1 or later.</source>
        <translation>De in te delen ronde moet 1 of later zijn.</translation>
    </message>
    <message>
        <source>Round {round} cannot be paired: no pairing avoids every repeat game and colour clash.</source>
        <translation>Ronde {round} kan niet worden ingedeeld: geen indeling vermijdt elke herhaling en elk kleurconflict.</translation>
    </message>
    <message>
        <source>Round {round} cannot be paired: no pairing avoids every repeat game.</source>
        <translation>Ronde {round} kan niet worden ingedeeld: geen indeling vermijdt elke herhaling.</translation>
    </message>
</context>
<context>
    <name>league.errors</name>
    <message>
        <source>Stopped before the end; nothing was changed.</source>
        <translation>Gestopt voor het einde; er is niets veranderd.</translation>
    </message>
    <message>
        <source>line {line}, column {column}: {message}</source>
        <translation>regel {line}, kolom {column}: {message}</translation>
    </message>
    <message>
        <source>line {line}, column &apos;{column}&apos;: {message}</source>
        <translation>regel {line}, kolom ‘{column}’: {message}</translation>
    </message>
    <message>
        <source>line {line}: {message}</source>
        <translation>regel {line}: {message}</translation>
    </message>
    <message>
        <source>{start} … [{count} characters left out] … {end}</source>
        <translation>{start} … [{count} tekens weggelaten] … {end}</translation>
    </message>
    <message numerus="yes">
        <source>{path}: nothing was imported, at least {count:,} problem(s) found:</source>
        <translation>
            <numerusform>{path}: er is niets geïmporteerd, minstens {count:,} probleem gevonden:</numerusform>
            <numerusform>{path}: er is niets geïmporteerd, minstens {count:,} problemen gevonden:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{path}: nothing was imported, {count:,} problem(s) found:</source>
        <translation>
            <numerusform>{path}: er is niets geïmporteerd, {count:,} probleem gevonden:</numerusform>
            <numerusform>{path}: er is niets geïmporteerd, {count:,} problemen gevonden:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and at least {count:,} more problem(s)</source>
        <translation>
            <numerusform>… en minstens {count:,} probleem meer</numerusform>
            <numerusform>… en minstens {count:,} problemen meer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and {count:,} more problem(s)</source>
        <translation>
            <numerusform>… en {count:,} probleem meer</numerusform>
            <numerusform>… en {count:,} problemen meer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>league.evaluation</name>
    <message>
        <source>The evaluation was cancelled.</source>
        <translation>De evaluatie is geannuleerd.</translation>
    </message>
</context>
<context>
    <name>league.event_logs.parse</name>
    <message>
        <source>&apos;A fragged B&apos;, &apos;A suicide&apos;, &apos;A teamkilled B&apos;, &apos;A scored a capture worth 7&apos;, &apos;team NAME: A, B&apos; or &apos;date 2024-03-05&apos;</source>
        <comment>the keywords fragged, suicide, teamkilled, scored, worth, team and date stay in English</comment>
        <translation>‘A fragged B’, ‘A suicide’, ‘A teamkilled B’, ‘A scored a capture worth 7’, ‘team NAME: A, B’ of ‘date 2024-03-05’</translation>
    </message>
    <message>
        <source>The points after &apos;worth&apos; must be a number above 0 and at most {most:g}, got &apos;{points}&apos;.</source>
        <translation>De punten na ‘worth’ moeten een getal boven 0 en hooguit {most:g} zijn, niet ‘{points}’.</translation>
    </message>
    <message>
        <source>A second date (the first is on line {line}).</source>
        <translation>Een tweede datum (de eerste staat op regel {line}).</translation>
    </message>
    <message>
        <source>The team &apos;{team}&apos; is declared twice.</source>
        <translation>Het team ‘{team}’ is twee keer opgegeven.</translation>
    </message>
    <message>
        <source>The team &apos;{team}&apos; has no players (write &apos;team {team}: A, B&apos;).</source>
        <translation>Het team ‘{team}’ heeft geen spelers (schrijf ‘team {team}: A, B’).</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; is already on the team &apos;{team}&apos;.</source>
        <translation>‘{player}’ zit al in het team ‘{team}’.</translation>
    </message>
    <message>
        <source>&apos;{line}&apos; is not an event; write {forms}.</source>
        <translation>‘{line}’ is geen gebeurtenis; schrijf {forms}.</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; cannot frag themself; write &apos;{player} suicide&apos;.</source>
        <translation>‘{player}’ kan zichzelf niet fraggen; schrijf ‘{player} suicide’.</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; is on no team; a weighted event is rated against the opposing team, so declare &apos;team NAME: {player}, …&apos; first.</source>
        <translation>‘{player}’ zit in geen enkel team; een gewogen gebeurtenis krijgt een rating tegen het andere team, dus geef eerst ‘team NAME: {player}, …’ op.</translation>
    </message>
    <message>
        <source>There is no team opposing &apos;{team}&apos; to rate &apos;{event}&apos; against.</source>
        <translation>Er is geen team dat tegenover ‘{team}’ staat, dus ‘{event}’ kan nergens tegen beoordeeld worden.</translation>
    </message>
    <message>
        <source>The log has no events; write lines like {forms}.</source>
        <translation>Het logboek bevat geen gebeurtenissen; schrijf regels als {forms}.</translation>
    </message>
    <message>
        <source>The event log</source>
        <translation>Het gebeurtenissenlogboek</translation>
    </message>
</context>
<context>
    <name>league.event_logs.rate</name>
    <message>
        <source>Event log {log} has a weighted event but no opposing team.</source>
        <translation>Gebeurtenissenlogboek {log} bevat een gewogen gebeurtenis maar geen team als tegenstander.</translation>
    </message>
    <message>
        <source>Event log {log} holds an unknown kind of event, {kind!r}.</source>
        <translation>Gebeurtenissenlogboek {log} bevat een onbekend soort gebeurtenis, {kind!r}.</translation>
    </message>
    <message>
        <source>This leaderboard holds imported event logs, which only Elo rates (seed 003); it cannot use {system}.</source>
        <translation>Deze ranglijst bevat geïmporteerde gebeurtenissenlogboeken, die alleen met Elo een rating krijgen (seed 003); ze kan {system} niet gebruiken.</translation>
    </message>
</context>
<context>
    <name>league.event_logs.static_ranking</name>
    <message>
        <source>The minimum number of results must be at least 1.</source>
        <translation>Het minimumaantal uitslagen moet minstens 1 zijn.</translation>
    </message>
    <message>
        <source>no result against another player</source>
        <translation>geen uitslag tegen een andere speler</translation>
    </message>
    <message>
        <source>no results connecting them to the ranked group</source>
        <translation>geen uitslagen die hen verbinden met de gerangschikte groep</translation>
    </message>
    <message numerus="yes">
        <source>only %n result(s) (at least {needed} needed)</source>
        <translation>
            <numerusform>maar %n uitslag (minstens {needed} nodig)</numerusform>
            <numerusform>maar %n uitslagen (minstens {needed} nodig)</numerusform>
        </translation>
    </message>
    <message>
        <source>only {count:g} results (at least {needed} needed)</source>
        <translation>maar {count:g} uitslagen (minstens {needed} nodig)</translation>
    </message>
</context>
<context>
    <name>league.event_logs.store</name>
    <message>
        <source>Event log</source>
        <translation>Gebeurtenissenlogboek</translation>
    </message>
    <message>
        <source>Event logs are rated with Elo (seed 003), but the leaderboard &apos;{leaderboard}&apos; uses {system}; choose an Elo leaderboard or change this one&apos;s rating system.</source>
        <translation>Gebeurtenissenlogboeken worden met Elo verwerkt (seed 003), maar de ranglijst ‘{leaderboard}’ gebruikt {system}; kies een Elo-ranglijst of wijzig het ratingsysteem van deze.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (save it as UTF-8).</source>
        <translation>Het bestand is geen UTF-8-tekst (sla het op als UTF-8).</translation>
    </message>
    <message>
        <source>The app can&apos;t read {name}: {error}.</source>
        <translation>De app kan {name} niet lezen: {error}.</translation>
    </message>
    <message>
        <source>The event belongs to another leaderboard.</source>
        <translation>Het evenement hoort bij een andere ranglijst.</translation>
    </message>
    <message>
        <source>Import event log {name}</source>
        <translation>Gebeurtenislog {name} importeren</translation>
    </message>
    <message>
        <source>The database gave no id for the new event log (got {pk!r}).</source>
        <translation>De database gaf geen id voor het nieuwe gebeurtenissenlogboek (wel {pk!r}).</translation>
    </message>
    <message>
        <source>These players can&apos;t be merged: both played in the event log &apos;{log}&apos;.</source>
        <translation>Deze spelers kunnen niet samengevoegd worden: beiden speelden in het gebeurtenissenlogboek ‘{log}’.</translation>
    </message>
</context>
<context>
    <name>league.events</name>
    <message>
        <source>New event {name}</source>
        <translation>Nieuw evenement {name}</translation>
    </message>
    <message>
        <source>Unknown kind of event {kind!r} (known: {known}).</source>
        <translation>Onbekend soort evenement {kind!r} (bekend: {known}).</translation>
    </message>
    <message>
        <source>There is no event with id {id}</source>
        <translation>Er is geen evenement met id {id}</translation>
    </message>
    <message>
        <source>Change event</source>
        <translation>Evenement wijzigen</translation>
    </message>
    <message>
        <source>This event has matches; delete or move them first</source>
        <translation>Dit evenement heeft wedstrijden; verwijder of verplaats die eerst</translation>
    </message>
    <message>
        <source>Delete event</source>
        <translation>Evenement verwijderen</translation>
    </message>
</context>
<context>
    <name>league.expectation</name>
    <message>
        <source>Expected outcome (Glicko, both deviations): side 1 {first:.0%}, side 2 {second:.0%} — rating {mu_a:.0f} v {mu_b:.0f}, combined deviation √({sigma_a:.0f}² + {sigma_b:.0f}²) = {deviation:.0f}, g = {g:.2f}</source>
        <translation>Verwachte uitkomst (Glicko, beide afwijkingen): kant 1 {first:.0%}, kant 2 {second:.0%} — rating {mu_a:.0f} tegen {mu_b:.0f}, gecombineerde afwijking √({sigma_a:.0f}² + {sigma_b:.0f}²) = {deviation:.0f}, g = {g:.2f}</translation>
    </message>
</context>
<context>
    <name>league.leaderboards</name>
    <message>
        <source>leaderboard&apos;s name</source>
        <translation>naam van de ranglijst</translation>
    </message>
    <message>
        <source>New leaderboard {name}</source>
        <translation>Nieuwe ranglijst {name}</translation>
    </message>
    <message>
        <source>Change settings of {name}</source>
        <translation>Instellingen van {name} wijzigen</translation>
    </message>
    <message>
        <source>initial rating</source>
        <translation>beginrating</translation>
    </message>
    <message>
        <source>initial uncertainty</source>
        <translation>beginonzekerheid</translation>
    </message>
    <message>
        <source>The initial uncertainty must be greater than 0 (got {sigma:g})</source>
        <translation>De beginonzekerheid moet groter zijn dan 0 (gekregen: {sigma:g})</translation>
    </message>
    <message>
        <source>Initial rating of {name}</source>
        <translation>Beginrating van {name}</translation>
    </message>
    <message>
        <source>Clear initial rating of {name}</source>
        <translation>Beginrating van {name} wissen</translation>
    </message>
    <message>
        <source>The {what} must be a number, got {value!r}</source>
        <translation>De {what} moet een getal zijn, niet {value!r}</translation>
    </message>
    <message>
        <source>Unknown display scale {scale!r} (known: {known}).</source>
        <translation>Onbekende weergaveschaal {scale!r} (bekend: {known}).</translation>
    </message>
</context>
<context>
    <name>league.limits</name>
    <message>
        <source>The number of rounds must be a whole number from {low} to {high}, not {value}.</source>
        <translation>Het aantal ronden moet een geheel getal van {low} tot {high} zijn, niet {value}.</translation>
    </message>
    <message>
        <source>A pool holds from {low} to {high} entrants, not {value}.</source>
        <translation>Een poule heeft {low} tot {high} deelnemers, niet {value}.</translation>
    </message>
    <message>
        <source>From each pool {low} to {high} entrants can go on (at most the pool size), not {value}.</source>
        <translation>Uit elke poule kunnen {low} tot {high} deelnemers doorgaan (hooguit de poulegrootte), niet {value}.</translation>
    </message>
    <message>
        <source>The number of tables must be a whole number from {low} to {high}, not {value}.</source>
        <translation>Het aantal tafels moet een geheel getal van {low} tot {high} zijn, niet {value}.</translation>
    </message>
    <message>
        <source>The number of events that count must be a whole number from {low} to {high}, not {value}.</source>
        <translation>Het aantal evenementen dat telt moet een geheel getal van {low} tot {high} zijn, niet {value}.</translation>
    </message>
    <message>
        <source>The least number of games must be a whole number from {low} to {high}, not {value}.</source>
        <translation>Het minimum aantal wedstrijden moet een geheel getal van {low} tot {high} zijn, niet {value}.</translation>
    </message>
</context>
<context>
    <name>league.match_games</name>
    <message>
        <source>Game {game}: there is no player called &apos;{name}&apos;</source>
        <translation>Partij {game}: er is geen speler met de naam ‘{name}’</translation>
    </message>
    <message>
        <source>Game {game}: &apos;{name}&apos; is not one of the match&apos;s players</source>
        <translation>Partij {game}: ‘{name}’ is geen speler van deze wedstrijd</translation>
    </message>
    <message>
        <source>Game {game}: &apos;{name}&apos; needs a score as a number, got {score!r}</source>
        <translation>Partij {game}: ‘{name}’ heeft een score als getal nodig, niet {score!r}</translation>
    </message>
    <message>
        <source>Game {game} has no scores (every player is marked absent)</source>
        <translation>Partij {game} heeft geen scores (elke speler is als afwezig gemarkeerd)</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has no score in any game: give a score or take the player out of the match</source>
        <translation>‘{name}’ heeft in geen enkele partij een score: geef een score of haal de speler uit de wedstrijd</translation>
    </message>
    <message>
        <source>player {id}</source>
        <translation>speler {id}</translation>
    </message>
</context>
<context>
    <name>league.matches</name>
    <message>
        <source>Record match</source>
        <translation>Wedstrijd invoeren</translation>
    </message>
    <message>
        <source>Record match #{id}</source>
        <translation>Wedstrijd nr. {id} invoeren</translation>
    </message>
    <message>
        <source>The event belongs to another leaderboard</source>
        <translation>Het evenement hoort bij een andere ranglijst</translation>
    </message>
    <message>
        <source>Edit match #{id}</source>
        <translation>Wedstrijd nr. {id} bewerken</translation>
    </message>
    <message>
        <source>Delete match #{id}</source>
        <translation>Wedstrijd nr. {id} verwijderen</translation>
    </message>
    <message>
        <source>Restore match #{id}</source>
        <translation>Wedstrijd nr. {id} terugzetten</translation>
    </message>
    <message>
        <source>There is no match with id {id}</source>
        <translation>Er is geen wedstrijd met id {id}</translation>
    </message>
    <message>
        <source>Side {side}: there is no player called &apos;{name}&apos;</source>
        <translation>Kant {side}: er is geen speler met de naam ‘{name}’</translation>
    </message>
    <message>
        <source>A match needs at least two sides (got {count})</source>
        <translation>Een wedstrijd heeft minstens twee kanten nodig (gekregen: {count})</translation>
    </message>
    <message>
        <source>Side {side} has no players</source>
        <translation>Kant {side} heeft geen spelers</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is listed twice on the same side; a player can play only once in a match</source>
        <translation>‘{name}’ staat twee keer aan dezelfde kant; een speler kan maar één keer in een wedstrijd spelen</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is listed on sides {first} and {second}; a player can play only once in a match</source>
        <translation>‘{name}’ staat aan kant {first} en kant {second}; een speler kan maar één keer in een wedstrijd spelen</translation>
    </message>
    <message numerus="yes">
        <source>Unknown player id(s): {ids}</source>
        <translation>
            <numerusform>Onbekend speler-id: {ids}</numerusform>
            <numerusform>Onbekende speler-id’s: {ids}</numerusform>
        </translation>
    </message>
    <message>
        <source>A match can have at most {most:,} sides and {most:,} players; this one has {sides:,} sides and {players:,} players.</source>
        <translation>Een wedstrijd kan hoogstens {most:,} kanten en {most:,} spelers hebben; deze heeft {sides:,} kanten en {players:,} spelers.</translation>
    </message>
</context>
<context>
    <name>league.merging</name>
    <message numerus="yes">
        <source>Look-alike names need a choice before merging (%n pair(s); nothing was changed): {pairs}. Say --same &quot;OTHER=HERE&quot; when they are one person, --different &quot;OTHER&quot; when they are two.</source>
        <translation>
            <numerusform>Namen die op elkaar lijken hebben een keuze nodig voor het samenvoegen (%n paar; er is niets veranderd): {pairs}. Geef --same &quot;OTHER=HERE&quot; als het één persoon is, --different &quot;OTHER&quot; als het er twee zijn.</numerusform>
            <numerusform>Namen die op elkaar lijken hebben een keuze nodig voor het samenvoegen (%n paren; er is niets veranderd): {pairs}. Geef --same &quot;OTHER=HERE&quot; als het één persoon is, --different &quot;OTHER&quot; als het er twee zijn.</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a pair of names: write the other file&apos;s name and this club&apos;s, with &apos;=&apos; between them (--same &quot;Elodie Martin=Élodie Martin&quot;).</source>
        <translation>‘{text}’ is geen paar namen: schrijf de naam uit het andere bestand en die van deze club, met ‘=’ ertussen (--same &quot;Elodie Martin=Élodie Martin&quot;).</translation>
    </message>
    <message>
        <source>&apos;{choice}&apos; names no look-alike pair: the two files have no look-alike names.</source>
        <translation>‘{choice}’ noemt geen paar namen die op elkaar lijken: de twee bestanden hebben zulke namen niet.</translation>
    </message>
    <message>
        <source>&apos;{choice}&apos; names no look-alike pair; the look-alike names are: {pairs}.</source>
        <translation>‘{choice}’ noemt geen paar namen die op elkaar lijken; die namen zijn: {pairs}.</translation>
    </message>
    <message>
        <source>&apos;{first}&apos; and &apos;{second}&apos; of the other file can&apos;t both be &apos;{here}&apos; of this club; say --different for one of them.</source>
        <translation>‘{first}’ en ‘{second}’ uit het andere bestand kunnen niet allebei ‘{here}’ van deze club zijn; geef --different voor een van hen.</translation>
    </message>
    <message>
        <source>{file} holds a result no club could have recorded (match {id} of {moment}: its sides, placings, scores or players are not valid); it may have been changed outside the app. Nothing was changed.</source>
        <translation>{file} bevat een uitslag die geen club zo kan hebben ingevoerd (wedstrijd {id} van {moment}: de kanten, plaatsen, scores of spelers zijn ongeldig); het bestand is misschien buiten de app gewijzigd. Er is niets veranderd.</translation>
    </message>
    <message>
        <source>The leaderboard &apos;{name}&apos; rates with {other} in the other file and with {here} here, and &apos;{beside}&apos; is taken by another system too; rename one of them before merging.</source>
        <translation>De ranglijst ‘{name}’ rekent in het andere bestand met {other} en hier met {here}, en ‘{beside}’ hoort ook bij een ander systeem; geef een van beide een andere naam voor het samenvoegen.</translation>
    </message>
    <message>
        <source>The other file&apos;s leaderboards &apos;{first}&apos; and &apos;{second}&apos; would both become &apos;{name}&apos; here; rename one of them before merging.</source>
        <translation>De ranglijsten ‘{first}’ en ‘{second}’ uit het andere bestand zouden hier allebei ‘{name}’ worden; geef een van beide een andere naam voor het samenvoegen.</translation>
    </message>
</context>
<context>
    <name>league.names</name>
    <message>
        <source>name</source>
        <translation>naam</translation>
    </message>
    <message>
        <source>The {what} contains an invisible control character (U+{code:04X}); remove it.</source>
        <translation>De {what} bevat een onzichtbaar stuurteken (U+{code:04X}); verwijder het.</translation>
    </message>
    <message>
        <source>The {what} is made only of invisible characters; type a name people can read.</source>
        <translation>De {what} bestaat alleen uit onzichtbare tekens; typ een naam die mensen kunnen lezen.</translation>
    </message>
    <message>
        <source>The {what} cannot be empty.</source>
        <translation>De {what} mag niet leeg zijn.</translation>
    </message>
    <message>
        <source>The {what} is too long ({length:,} characters; at most {most}).</source>
        <translation>De {what} is te lang ({length:,} tekens; hooguit {most}).</translation>
    </message>
    <message>
        <source>write &quot;{better}&quot; instead</source>
        <translation>schrijf in plaats daarvan “{better}”</translation>
    </message>
    <message>
        <source>leave the commas out</source>
        <translation>laat de komma’s weg</translation>
    </message>
    <message>
        <source>player&apos;s name</source>
        <translation>naam van de speler</translation>
    </message>
    <message>
        <source>A player&apos;s name can&apos;t contain a comma (the match form separates players with commas): &quot;{name}&quot; — {advice}.</source>
        <translation>De naam van een speler mag geen komma bevatten (het wedstrijdformulier scheidt spelers met komma’s): “{name}” — {advice}.</translation>
    </message>
    <message>
        <source>team&apos;s name</source>
        <translation>naam van het team</translation>
    </message>
    <message>
        <source>event&apos;s name</source>
        <translation>naam van het evenement</translation>
    </message>
    <message>
        <source>table&apos;s name</source>
        <translation>naam van de tafel</translation>
    </message>
    <message>
        <source>A team&apos;s name can&apos;t contain a comma (lists of players and rosters are separated by commas): &quot;{name}&quot; — {advice}.</source>
        <translation>De naam van een team mag geen komma bevatten (lijsten van spelers en vaste teams worden met komma’s gescheiden): “{name}” — {advice}.</translation>
    </message>
    <message>
        <source>club</source>
        <translation>club</translation>
    </message>
</context>
<context>
    <name>league.night.checkin</name>
    <message>
        <source>Unknown attendance {status!r} (known: {known}).</source>
        <translation>Onbekende aanwezigheid {status!r} (bekend: {known}).</translation>
    </message>
    <message>
        <source>{name}: {status}</source>
        <translation>{name}: {status}</translation>
    </message>
    <message>
        <source>Check in {name}</source>
        <translation>{name} aanmelden</translation>
    </message>
    <message>
        <source>{name} away for a while</source>
        <translation>{name} even weg</translation>
    </message>
    <message>
        <source>{name} gone for the night</source>
        <translation>{name} vertrokken voor vanavond</translation>
    </message>
    <message>
        <source>{name} has been drawn tonight; mark them away or gone instead.</source>
        <translation>{name} is vanavond al ingedeeld; markeer deze speler in plaats daarvan als even weg of vertrokken.</translation>
    </message>
    <message>
        <source>Take back the check-in of {name}</source>
        <translation>Aanmelding van {name} terugnemen</translation>
    </message>
    <message>
        <source>Add {name} and check in</source>
        <translation>{name} toevoegen en aanmelden</translation>
    </message>
    <message>
        <source>Draw mode {mode}</source>
        <translation>Indelingswijze {mode}</translation>
    </message>
</context>
<context>
    <name>league.night.draw</name>
    <message>
        <source>A DYP round needs at least {needed} players present (there are {count}).</source>
        <translation>Een DYP-ronde heeft minstens {needed} aanwezige spelers nodig (er zijn er {count}).</translation>
    </message>
    <message>
        <source>A rotating partners round needs at least {needed} players present (there are {count}).</source>
        <translation>Een ronde met wisselende partners heeft minstens {needed} aanwezige spelers nodig (er zijn er {count}).</translation>
    </message>
    <message>
        <source>A Swiss round needs at least {needed} players present (there are {count}).</source>
        <translation>Een ronde Zwitsers systeem heeft minstens {needed} aanwezige spelers nodig (er zijn er {count}).</translation>
    </message>
    <message>
        <source>A round robin round needs at least {needed} players present (there are {count}).</source>
        <translation>Een round-robinronde heeft minstens {needed} aanwezige spelers nodig (er zijn er {count}).</translation>
    </message>
    <message>
        <source>Unknown draw mode {mode!r} (known: {known}).</source>
        <translation>Onbekende indeling {mode!r} (bekend: {known}).</translation>
    </message>
    <message>
        <source>A player is listed twice among those present.</source>
        <translation>Een speler staat twee keer bij de aanwezigen.</translation>
    </message>
    <message>
        <source>A DYP round needs at least 2 pairs playing (there are {count}).</source>
        <translation>Een DYP-ronde heeft minstens 2 spelende paren nodig (er zijn er {count}).</translation>
    </message>
</context>
<context>
    <name>league.night.dyp</name>
    <message>
        <source>{name} has no partner yet (the next late arrival will be)</source>
        <translation>{name} heeft nog geen partner (de volgende laatkomer wordt het)</translation>
    </message>
    <message>
        <source>{name}&apos;s partner {mate} sits out</source>
        <translation>de partner van {name}, {mate}, rust uit</translation>
    </message>
    <message>
        <source>{name}&apos;s partner {mate} is not here</source>
        <translation>de partner van {name}, {mate}, is er niet</translation>
    </message>
    <message>
        <source>{first} and {second} play together this round only: {reasons}.</source>
        <translation>{first} en {second} spelen alleen deze ronde samen: {reasons}.</translation>
    </message>
</context>
<context>
    <name>league.night.reading</name>
    <message>
        <source>There is no round {number} in this event.</source>
        <translation>Er is geen ronde {number} in dit evenement.</translation>
    </message>
    <message>
        <source>There is no drawn round with id {id}.</source>
        <translation>Er is geen ingedeelde ronde met id {id}.</translation>
    </message>
    <message>
        <source>There is no table with id {id}.</source>
        <translation>Er is geen tafel met id {id}.</translation>
    </message>
    <message>
        <source>There is no drawn match with id {id}.</source>
        <translation>Er is geen ingedeelde wedstrijd met id {id}.</translation>
    </message>
</context>
<context>
    <name>league.night.results</name>
    <message>
        <source>waiting for a table</source>
        <translation>wachtend op een tafel</translation>
    </message>
    <message>
        <source>being played</source>
        <translation>bezig</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>afgelopen</translation>
    </message>
    <message>
        <source>Only a called match can start (this one is {status}).</source>
        <translation>Alleen een opgeroepen wedstrijd kan beginnen (deze heeft de status {status}).</translation>
    </message>
    <message>
        <source>Start match</source>
        <translation>Wedstrijd starten</translation>
    </message>
    <message>
        <source>This match is {status}; only a match on a table can get a result.</source>
        <translation>Deze wedstrijd heeft de status {status}; alleen een wedstrijd op een tafel kan een uitslag krijgen.</translation>
    </message>
    <message>
        <source>The match has {sides} sides but {count} placements were given.</source>
        <translation>De wedstrijd heeft {sides} kanten, maar er zijn {count} plaatsen opgegeven.</translation>
    </message>
    <message>
        <source>The match has {sides} sides but {count} scores were given.</source>
        <translation>De wedstrijd heeft {sides} kanten, maar er zijn {count} scores opgegeven.</translation>
    </message>
    <message>
        <source>Save result</source>
        <translation>Resultaat opslaan</translation>
    </message>
    <message>
        <source>Save result of match #{id}</source>
        <translation>Resultaat van wedstrijd nr. {id} opslaan</translation>
    </message>
</context>
<context>
    <name>league.night.round_steps</name>
    <message numerus="yes">
        <source>Unknown player(s): {names}.</source>
        <translation>
            <numerusform>Onbekende speler: {names}.</numerusform>
            <numerusform>Onbekende spelers: {names}.</numerusform>
        </translation>
    </message>
    <message>
        <source>A player is listed twice.</source>
        <translation>Een speler staat twee keer in de lijst.</translation>
    </message>
    <message>
        <source>Round {number} has not been started yet; start it or discard it first.</source>
        <translation>Ronde {number} is nog niet gestart; start of verwerp die eerst.</translation>
    </message>
    <message>
        <source>Draw next round</source>
        <translation>Volgende ronde indelen</translation>
    </message>
    <message>
        <source>Round {number} has started; its matches are in the queue.</source>
        <translation>Ronde {number} is gestart; de wedstrijden ervan staan in de wachtrij.</translation>
    </message>
    <message>
        <source>Discard round {number}</source>
        <translation>Ronde {number} weggooien</translation>
    </message>
    <message>
        <source>Round {number} has started; players can only be swapped before the start.</source>
        <translation>Ronde {number} is gestart; spelers kunnen alleen vóór de start gewisseld worden.</translation>
    </message>
    <message>
        <source>{name} is not in round {number}.</source>
        <translation>{name} zit niet in ronde {number}.</translation>
    </message>
    <message>
        <source>Swap {first} and {second}</source>
        <translation>{first} en {second} wisselen</translation>
    </message>
    <message>
        <source>Round {number} has already started.</source>
        <translation>Ronde {number} is al gestart.</translation>
    </message>
    <message>
        <source>Start round {number}</source>
        <translation>Ronde {number} starten</translation>
    </message>
</context>
<context>
    <name>league.night.tables_queue</name>
    <message>
        <source>There is already a table called &apos;{name}&apos;.</source>
        <translation>Er is al een tafel met de naam ‘{name}’.</translation>
    </message>
    <message>
        <source>Add table {name}</source>
        <translation>Tafel {name} toevoegen</translation>
    </message>
    <message>
        <source>Tables of {name}</source>
        <translation>Tafels van {name}</translation>
    </message>
    <message>
        <source>Rename table to {name}</source>
        <translation>Tafel hernoemen naar {name}</translation>
    </message>
    <message>
        <source>Use table</source>
        <translation>Tafel in gebruik nemen</translation>
    </message>
    <message>
        <source>Put table aside</source>
        <translation>Tafel buiten gebruik stellen</translation>
    </message>
    <message>
        <source>Move table</source>
        <translation>Tafel verplaatsen</translation>
    </message>
    <message>
        <source>Call matches to tables</source>
        <translation>Wedstrijden naar de tafels roepen</translation>
    </message>
</context>
<context>
    <name>league.planning.brackets</name>
    <message>
        <source>Unknown seed list format {form!r} (known: csv, list).</source>
        <translation>Onbekende vorm van plaatsingslijst {form!r} (bekend: csv, list).</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>Kan {path} niet schrijven: {reason}.</translation>
    </message>
</context>
<context>
    <name>league.planning.entrants</name>
    <message>
        <source>Team &apos;{name}&apos; has no members.</source>
        <translation>Team ‘{name}’ heeft geen leden.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is listed twice.</source>
        <translation>‘{name}’ staat twee keer in de lijst.</translation>
    </message>
    <message>
        <source>There is no player or team called &apos;{name}&apos;.</source>
        <translation>Er is geen speler of team met de naam ‘{name}’.</translation>
    </message>
    <message>
        <source>--top needs at least 1 entrant, got {count}</source>
        <translation>--top heeft minstens 1 deelnemer nodig, niet {count}</translation>
    </message>
    <message>
        <source>The leaderboard has only {rated} rated players, fewer than the {count} asked for.</source>
        <translation>De ranglijst heeft maar {rated} spelers met een rating, minder dan de gevraagde {count}.</translation>
    </message>
</context>
<context>
    <name>league.planning.groupings</name>
    <message>
        <source>A split needs at least 2 teams, got {teams}.</source>
        <translation>Een verdeling heeft minstens 2 teams nodig, niet {teams}.</translation>
    </message>
    <message>
        <source>{players} players cannot make {teams} teams</source>
        <translation>{players} spelers kunnen geen {teams} teams vormen</translation>
    </message>
    <message>
        <source>A team needs at least 1 player, got a team size of {size}.</source>
        <translation>Een team heeft minstens 1 speler nodig, niet een teamgrootte van {size}.</translation>
    </message>
    <message>
        <source>{players} players do not make {teams} teams of {size} (that takes {needed})</source>
        <translation>{players} spelers vormen geen {teams} teams van {size} (daarvoor zijn er {needed} nodig)</translation>
    </message>
    <message>
        <source>A pair must name two different players of the room, got {pair}.</source>
        <translation>Een paar moet twee verschillende spelers uit de zaal noemen, niet {pair}.</translation>
    </message>
    <message>
        <source>A pair is to be kept both together and apart.</source>
        <translation>Een paar moet zowel samen als uit elkaar blijven.</translation>
    </message>
    <message>
        <source>Players kept together ({together}) do not fit a team of {size}.</source>
        <translation>De spelers die samen moeten blijven ({together}) passen niet in een team van {size}.</translation>
    </message>
    <message>
        <source>No split keeps every pair apart and together as asked.</source>
        <translation>Geen enkele verdeling houdt alle paren uit elkaar en samen zoals gevraagd.</translation>
    </message>
    <message>
        <source>Could not find a split that keeps every pair apart and together as asked.</source>
        <translation>Er is geen verdeling gevonden die alle paren uit elkaar en samen houdt zoals gevraagd.</translation>
    </message>
    <message>
        <source>With an odd count someone must sit out, but nobody may.</source>
        <translation>Bij een oneven aantal moet iemand uitrusten, maar niemand mag dat.</translation>
    </message>
</context>
<context>
    <name>league.planning.matchmaking</name>
    <message>
        <source>The chance window must satisfy 0 &lt;= low &lt;= high &lt;= 1, got {low:g}..{high:g}.</source>
        <translation>Het kansvenster moet voldoen aan 0 &lt;= laag &lt;= hoog &lt;= 1, niet {low:g}..{high:g}.</translation>
    </message>
    <message>
        <source>A player is listed twice among those waiting.</source>
        <translation>Een speler staat twee keer bij de wachtenden.</translation>
    </message>
    <message>
        <source>Pairing needs at least 2 players waiting.</source>
        <translation>Koppelen heeft minstens 2 wachtende spelers nodig.</translation>
    </message>
</context>
<context>
    <name>league.planning.predictions</name>
    <message>
        <source>A prediction needs at least two sides (got {count}).</source>
        <translation>Een voorspelling heeft minstens twee kanten nodig (gekregen: {count}).</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is on sides {first} and {second}; a player can play only once</source>
        <translation>‘{name}’ staat aan kant {first} en kant {second}; een speler kan maar één keer spelen</translation>
    </message>
    <message>
        <source>Side {number} has no players.</source>
        <translation>Kant {number} heeft geen spelers.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is listed twice on side {number}</source>
        <translation>‘{name}’ staat twee keer aan kant {number}</translation>
    </message>
    <message>
        <source>There is no player called &apos;{name}&apos;.</source>
        <translation>Er is geen speler met de naam ‘{name}’.</translation>
    </message>
</context>
<context>
    <name>league.planning.seeding</name>
    <message>
        <source>A bracket needs at least 2 entrants, got {entrants}.</source>
        <translation>Een schema heeft minstens 2 deelnemers nodig, niet {entrants}.</translation>
    </message>
    <message>
        <source>A bracket&apos;s size must be a power of two, got {size}.</source>
        <translation>De grootte van een schema moet een macht van twee zijn, niet {size}.</translation>
    </message>
    <message>
        <source>The most places a seed may move cannot be negative, got {max_places}.</source>
        <translation>Het maximale aantal plaatsen dat een geplaatste mag verschuiven kan niet negatief zijn, niet {max_places}.</translation>
    </message>
    <message>
        <source>A pool needs room for at least 2 entrants, got {size}.</source>
        <translation>Een poule moet plaats hebben voor minstens 2 deelnemers, niet {size}.</translation>
    </message>
    <message>
        <source>The number of pools must be at least 1, got {pools}.</source>
        <translation>Het aantal poules moet minstens 1 zijn, niet {pools}.</translation>
    </message>
    <message>
        <source>A player is listed twice.</source>
        <translation>Een speler staat twee keer in de lijst.</translation>
    </message>
    <message>
        <source>No pairing of the {count} players without a rematch was found within the search limit.</source>
        <translation>Binnen de zoeklimiet is geen indeling van de {count} spelers zonder herhaling van een wedstrijd gevonden.</translation>
    </message>
    <message>
        <source>Every possible pairing of the {count} players repeats a game already played; the Swiss has run its course.</source>
        <translation>Elke mogelijke indeling van de {count} spelers herhaalt een wedstrijd die al gespeeld is; het Zwitsers systeem is uitgespeeld.</translation>
    </message>
</context>
<context>
    <name>league.planning.swiss</name>
    <message>
        <source>A Swiss round needs at least 2 players.</source>
        <translation>Een ronde Zwitsers systeem heeft minstens 2 spelers nodig.</translation>
    </message>
</context>
<context>
    <name>league.planning.team_balance</name>
    <message>
        <source>&apos;{name}&apos; is listed twice</source>
        <translation>‘{name}’ staat twee keer in de lijst</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is in a pair but not among the players present</source>
        <translation>‘{name}’ zit in een paar maar is niet bij de aanwezige spelers</translation>
    </message>
    <message>
        <source>A pair needs two different players, got &apos;{name}&apos; twice.</source>
        <translation>Een paar heeft twee verschillende spelers nodig, niet twee keer ‘{name}’.</translation>
    </message>
</context>
<context>
    <name>league.planning.values</name>
    <message>
        <source>Conservative estimate (μ − kσ)</source>
        <translation>Voorzichtige schatting (μ − kσ)</translation>
    </message>
    <message>
        <source>Skill estimate μ</source>
        <translation>Geschatte sterkte μ</translation>
    </message>
    <message>
        <source>Displayed rating</source>
        <translation>Getoonde rating</translation>
    </message>
    <message>
        <source>Unknown seeding key {key!r} (known: {known}).</source>
        <translation>Onbekende plaatsingssleutel {key!r} (bekend: {known}).</translation>
    </message>
    <message>
        <source>best of all {count} possible splits</source>
        <translation>beste van alle {count} mogelijke verdelingen</translation>
    </message>
    <message>
        <source>heuristic (too many splits to try all): team totals differ by at most {bound:.2f}, the gap between the strongest and weakest player</source>
        <translation>heuristiek (te veel verdelingen om alle te proberen): de teamtotalen verschillen hooguit {bound:.2f}, het verschil tussen de sterkste en de zwakste speler</translation>
    </message>
    <message>
        <source>heuristic (too many splits to try all)</source>
        <translation>heuristiek (te veel verdelingen om alle te proberen)</translation>
    </message>
</context>
<context>
    <name>league.players</name>
    <message>
        <source>Add player {name}</source>
        <translation>Speler {name} toevoegen</translation>
    </message>
    <message>
        <source>Rename {old} to {new}</source>
        <translation>{old} hernoemen naar {new}</translation>
    </message>
    <message>
        <source>Set club of {name}</source>
        <translation>Club van {name} instellen</translation>
    </message>
    <message>
        <source>Archive {name}</source>
        <translation>{name} archiveren</translation>
    </message>
    <message>
        <source>Bring back {name}</source>
        <translation>{name} terughalen</translation>
    </message>
    <message>
        <source>Delete player {name}</source>
        <translation>Speler {name} verwijderen</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has played matches; archive the player instead</source>
        <translation>‘{name}’ heeft wedstrijden gespeeld; archiveer de speler in plaats daarvan</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; plays in imported event logs; archive the player instead</source>
        <translation>‘{name}’ speelt in geïmporteerde gebeurtenissenlogboeken; archiveer de speler in plaats daarvan</translation>
    </message>
    <message>
        <source>Restore player {name}</source>
        <translation>Speler {name} terugzetten</translation>
    </message>
    <message>
        <source>Cannot merge a player with themself</source>
        <translation>Een speler kan niet met zichzelf samengevoegd worden</translation>
    </message>
    <message>
        <source>Merge {gone} into {kept}</source>
        <translation>{gone} samenvoegen met {kept}</translation>
    </message>
    <message>
        <source>Cannot merge &apos;{gone}&apos; into &apos;{keep}&apos;: both played in match {match}</source>
        <translation>Kan ‘{gone}’ niet samenvoegen met ‘{keep}’: beiden speelden in wedstrijd {match}</translation>
    </message>
    <message>
        <source>There is no player with id {id}</source>
        <translation>Er is geen speler met id {id}</translation>
    </message>
</context>
<context>
    <name>league.players_csv</name>
    <message>
        <source>player&apos;s club</source>
        <translation>club van de speler</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is already on line {line}.</source>
        <translation>‘{name}’ staat al op regel {line}.</translation>
    </message>
    <message>
        <source>Import players from {name}</source>
        <translation>Spelers importeren uit {name}</translation>
    </message>
</context>
<context>
    <name>league.rating</name>
    <message>
        <source>The database refused the change: {reason}</source>
        <translation>De database weigerde de wijziging: {reason}</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Opnieuw berekenen</translation>
    </message>
</context>
<context>
    <name>league.replay_load</name>
    <message>
        <source>Match {id} has {sides} sides but {ranks} ranks.</source>
        <translation>Wedstrijd {id} heeft {sides} kanten maar {ranks} plaatsen.</translation>
    </message>
</context>
<context>
    <name>league.result_ids</name>
    <message>
        <source>&apos;{cell}&apos; is not a result id (a club id, a dash and a whole number, as an export writes it: e.g. k3f9q2m4p8t6v5w1-12).</source>
        <translation>‘{cell}’ is geen uitslag-id (een club-id, een streepje en een geheel getal, zoals een export het schrijft: bijv. k3f9q2m4p8t6v5w1-12).</translation>
    </message>
</context>
<context>
    <name>league.result_rule</name>
    <message>
        <source>side {number}</source>
        <translation>kant {number}</translation>
    </message>
    <message>
        <source>The score of {side} is not a number: {value}.</source>
        <translation>De score van {side} is geen getal: {value}.</translation>
    </message>
    <message>
        <source>The score of {side} must be a finite number, not {value}.</source>
        <translation>De score van {side} moet een eindig getal zijn, niet {value}.</translation>
    </message>
    <message>
        <source>The score of {side} can&apos;t be negative ({value}).</source>
        <translation>De score van {side} kan niet negatief zijn ({value}).</translation>
    </message>
    <message>
        <source>The score of {side} is {value}; a score is at most {most:,}.</source>
        <translation>De score van {side} is {value}; een score is hooguit {most:,}.</translation>
    </message>
    <message>
        <source>{places} places but {scores} scores were given; give one of each per side.</source>
        <translation>Er zijn {places} plaatsen maar {scores} scores opgegeven; geef er één van elk per kant.</translation>
    </message>
    <message>
        <source>There is no result yet: enter the score, or choose who won.</source>
        <translation>Er is nog geen uitslag: voer de score in, of kies wie won.</translation>
    </message>
    <message>
        <source>A result needs at least two sides (got {count}).</source>
        <translation>Een uitslag heeft minstens twee kanten nodig (gekregen: {count}).</translation>
    </message>
    <message>
        <source>Enter the score of {side} too, or leave every score empty.</source>
        <translation>Voer ook de score van {side} in, of laat alle scores leeg.</translation>
    </message>
    <message>
        <source>Give {side} a place too, or leave every place empty (the score then decides).</source>
        <translation>Geef ook {side} een plaats, of laat alle plaatsen leeg (dan beslist de score).</translation>
    </message>
    <message>
        <source>The place of {side} must be a whole number from 1 (the best), not {rank}.</source>
        <translation>De plaats van {side} moet een geheel getal vanaf 1 (de beste) zijn, niet {rank}.</translation>
    </message>
    <message>
        <source>By the scores {higher} ({high}) is ahead of {lower} ({low}), but the places say otherwise: correct the scores or the places.</source>
        <translation>Volgens de scores staat {higher} ({high}) voor {lower} ({low}), maar de plaatsen zeggen iets anders: corrigeer de scores of de plaatsen.</translation>
    </message>
    <message>
        <source>The score {high}–{low} says {higher} won, but the result given is a draw: correct the score, or choose who won.</source>
        <translation>De score {high}–{low} zegt dat {higher} won, maar de opgegeven uitslag is gelijkspel: corrigeer de score, of kies wie won.</translation>
    </message>
    <message>
        <source>The score {high}–{low} says {higher} won, but {lower} is given as the winner: correct the score, or choose who won.</source>
        <translation>De score {high}–{low} zegt dat {higher} won, maar {lower} is als winnaar opgegeven: corrigeer de score, of kies wie won.</translation>
    </message>
    <message>
        <source>The score is level ({score}) and a knockout match can&apos;t end in a draw: choose who won the tiebreak.</source>
        <translation>De score is gelijk ({score}) en een knock-outwedstrijd kan niet in gelijkspel eindigen: kies wie de tiebreak won.</translation>
    </message>
    <message>
        <source>A knockout match can&apos;t end in a draw: choose who won.</source>
        <translation>Een knock-outwedstrijd kan niet in gelijkspel eindigen: kies wie won.</translation>
    </message>
</context>
<context>
    <name>league.seasons</name>
    <message>
        <source>The points scale is too long ({count:,} places; at most {most:,}).</source>
        <translation>De puntenschaal is te lang ({count:,} plaatsen; hooguit {most:,}).</translation>
    </message>
    <message>
        <source>The points for {place} place are missing: separate the numbers by single commas.</source>
        <translation>De punten voor de {place} plaats ontbreken: scheid de getallen met enkele komma’s.</translation>
    </message>
    <message>
        <source>The points for {place} place (&apos;{value}&apos;) are not a number.</source>
        <translation>De punten voor de {place} plaats (‘{value}’) zijn geen getal.</translation>
    </message>
    <message>
        <source>The points for {place} place must be a finite number.</source>
        <translation>De punten voor de {place} plaats moeten een eindig getal zijn.</translation>
    </message>
    <message>
        <source>The points for {place} place cannot be negative ({value}).</source>
        <translation>De punten voor de {place} plaats kunnen niet negatief zijn ({value}).</translation>
    </message>
    <message>
        <source>The points scale is empty: give the points for 1st, 2nd, 3rd... place, e.g. 25,18,15.</source>
        <translation>De puntenschaal is leeg: geef de punten voor de 1e, 2e, 3e... plaats, bijv. 25,18,15.</translation>
    </message>
    <message>
        <source>{rank}th</source>
        <extracomment>Translators: a placement such as 4th, 11th (German &quot;{rank}.&quot;)</extracomment>
        <translation>{rank}e</translation>
    </message>
    <message>
        <source>{rank}st</source>
        <comment>first place</comment>
        <extracomment>Translators: first place alone (French &quot;1er&quot;, where 21st is &quot;21e&quot;)</extracomment>
        <translation>{rank}e</translation>
    </message>
    <message>
        <source>{rank}st</source>
        <extracomment>Translators: a placement such as 21st, 31st</extracomment>
        <translation>{rank}e</translation>
    </message>
    <message>
        <source>{rank}nd</source>
        <extracomment>Translators: a placement such as 2nd, 22nd</extracomment>
        <translation>{rank}e</translation>
    </message>
    <message>
        <source>{rank}rd</source>
        <extracomment>Translators: a placement such as 3rd, 23rd</extracomment>
        <translation>{rank}e</translation>
    </message>
    <message>
        <source>The points for {place} place are more than {most:,} ({value:g}).</source>
        <translation>De punten voor de {place} plaats zijn meer dan {most:,} ({value:g}).</translation>
    </message>
    <message>
        <source>The season&apos;s start date &apos;{date}&apos; is not a date (expected YYYY-MM-DD, e.g. 2024-03-15).</source>
        <translation>De begindatum van het seizoen, ‘{date}’, is geen datum (verwacht JJJJ-MM-DD, bijv. 2024-03-15).</translation>
    </message>
    <message>
        <source>The season&apos;s end date &apos;{date}&apos; is not a date (expected YYYY-MM-DD, e.g. 2024-03-15).</source>
        <translation>De einddatum van het seizoen, ‘{date}’, is geen datum (verwacht JJJJ-MM-DD, bijv. 2024-03-15).</translation>
    </message>
    <message>
        <source>season&apos;s name</source>
        <translation>naam van het seizoen</translation>
    </message>
    <message>
        <source>The season starts on {first}, after it ends on {last}: the start must come first.</source>
        <translation>Het seizoen begint op {first}, na het einde op {last}: het begin moet eerst komen.</translation>
    </message>
    <message>
        <source>New season {name}</source>
        <translation>Nieuw seizoen {name}</translation>
    </message>
    <message>
        <source>Change season {name}</source>
        <translation>Seizoen {name} wijzigen</translation>
    </message>
    <message>
        <source>Delete season {name}</source>
        <translation>Seizoen {name} verwijderen</translation>
    </message>
    <message>
        <source>There is no season with id {id}.</source>
        <translation>Er is geen seizoen met id {id}.</translation>
    </message>
    <message>
        <source>There is no season called &apos;{name}&apos; (there are: {known}).</source>
        <translation>Er is geen seizoen met de naam ‘{name}’ (wel: {known}).</translation>
    </message>
    <message>
        <source>There is no season called &apos;{name}&apos; (there are none yet).</source>
        <translation>Er is geen seizoen met de naam ‘{name}’ (er zijn er nog geen).</translation>
    </message>
</context>
<context>
    <name>league.teams</name>
    <message>
        <source>New team {name}</source>
        <translation>Nieuw team {name}</translation>
    </message>
    <message>
        <source>Change team {name}</source>
        <translation>Team {name} wijzigen</translation>
    </message>
    <message>
        <source>Change team</source>
        <translation>Team wijzigen</translation>
    </message>
    <message>
        <source>Archive team</source>
        <translation>Team archiveren</translation>
    </message>
    <message>
        <source>Bring back team</source>
        <translation>Team terughalen</translation>
    </message>
    <message>
        <source>Team &apos;{name}&apos; played in recorded matches; archive it instead</source>
        <translation>Team ‘{name}’ speelde in vastgelegde wedstrijden; archiveer het in plaats daarvan</translation>
    </message>
    <message>
        <source>Delete team {name}</source>
        <translation>Team {name} verwijderen</translation>
    </message>
    <message>
        <source>There is no team with id {id}</source>
        <translation>Er is geen team met id {id}</translation>
    </message>
</context>
<context>
    <name>league.tournament.club_nights</name>
    <message>
        <source>Next round of {name}</source>
        <translation>Volgende ronde van {name}</translation>
    </message>
    <message numerus="yes">
        <source>Round {number} isn&apos;t finished: %n match(es) still need a result.</source>
        <translation>
            <numerusform>Ronde {number} is niet klaar: %n wedstrijd heeft nog een uitslag nodig.</numerusform>
            <numerusform>Ronde {number} is niet klaar: %n wedstrijden hebben nog een uitslag nodig.</numerusform>
        </translation>
    </message>
    <message>
        <source>Match {id} has a result already; change it in the app (Matches).</source>
        <translation>Wedstrijd {id} heeft al een uitslag; wijzig die in de app (Wedstrijden).</translation>
    </message>
</context>
<context>
    <name>league.tournament.elimination</name>
    <message>
        <source>A knockout bracket needs at least 2 entrants, and this one has {entrants}.</source>
        <translation>Een knock-outschema heeft minstens 2 deelnemers nodig, en dit heeft er {entrants}.</translation>
    </message>
    <message>
        <source>Two fixtures of the bracket have the same key.</source>
        <translation>Twee wedstrijden van het schema hebben dezelfde sleutel.</translation>
    </message>
    <message>
        <source>Seeds count from 1, got {seed}.</source>
        <translation>Plaatsingen tellen vanaf 1, niet {seed}.</translation>
    </message>
    <message>
        <source>A fixture comes from {key}, which is not in the bracket.</source>
        <translation>Een wedstrijd komt uit {key}, dat niet in het schema staat.</translation>
    </message>
    <message>
        <source>The bracket loops through {key}.</source>
        <translation>Het schema loopt in een kring via {key}.</translation>
    </message>
</context>
<context>
    <name>league.tournament.fixtures</name>
    <message>
        <source>The event has no match with id {id}; &apos;event matches&apos; lists them.</source>
        <translation>Het evenement heeft geen wedstrijd met id {id}; ‘event matches’ toont ze.</translation>
    </message>
</context>
<context>
    <name>league.tournament.placements</name>
    <message>
        <source>The format {kind!r} is not a knockout bracket.</source>
        <translation>De vorm {kind!r} is geen knock-outschema.</translation>
    </message>
</context>
<context>
    <name>league.tournament.play</name>
    <message>
        <source>&apos;{name}&apos; has already started.</source>
        <translation>‘{name}’ is al begonnen.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; needs at least 2 entrants to start, it has {count}; add them with &apos;event entrants&apos;.</source>
        <translation>‘{name}’ heeft minstens 2 deelnemers nodig om te beginnen, het heeft er {count}; voeg ze toe met ‘event entrants’.</translation>
    </message>
    <message>
        <source>Start {name}</source>
        <translation>{name} starten</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has no rounds to draw: its bracket goes on by itself.</source>
        <translation>‘{name}’ heeft geen rondes om in te delen: het schema loopt vanzelf verder.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; hasn&apos;t started yet; &apos;event start&apos; draws round 1.</source>
        <translation>‘{name}’ is nog niet begonnen; ‘event start’ deelt ronde 1 in.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has ended; there is no next round.</source>
        <translation>‘{name}’ is afgelopen; er is geen volgende ronde.</translation>
    </message>
    <message>
        <source>All {rounds} rounds of &apos;{name}&apos; have been played.</source>
        <translation>Alle {rounds} rondes van ‘{name}’ zijn gespeeld.</translation>
    </message>
    <message>
        <source>Round {number} of {name}</source>
        <translation>Ronde {number} van {name}</translation>
    </message>
    <message>
        <source>End {name}: no round {number} without a rematch</source>
        <translation>{name} beëindigen: geen ronde {number} zonder herhaalde partij</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is a club night: its standings count as they are, so there is nothing to finish.</source>
        <translation>‘{name}’ is een clubavond: de stand telt zoals hij is, dus er valt niets af te sluiten.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; hasn&apos;t started, so there is nothing to finish.</source>
        <translation>‘{name}’ is nog niet begonnen, dus er valt niets af te sluiten.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has ended already.</source>
        <translation>‘{name}’ is al afgelopen.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has results a correction made stale: clear or correct them before finishing it.</source>
        <translation>‘{name}’ heeft uitslagen die door een correctie verouderd zijn: wis of corrigeer ze voordat u het afsluit.</translation>
    </message>
    <message>
        <source>Finish {name} now</source>
        <translation>{name} nu afsluiten</translation>
    </message>
</context>
<context>
    <name>league.tournament.pools</name>
    <message>
        <source>Pools need at least 2 entrants, not {entrants}.</source>
        <translation>Poules hebben minstens 2 deelnemers nodig, niet {entrants}.</translation>
    </message>
    <message>
        <source>{entrants} entrants can&apos;t be split into pools of at most {size} without leaving one alone; choose a larger pool size.</source>
        <translation>{entrants} deelnemers kunnen niet verdeeld worden over poules van hooguit {size} zonder dat er één alleen overblijft; kies een grotere poulegrootte.</translation>
    </message>
    <message>
        <source>At least 1 entrant of each pool must go on to the knockout, not {advance}.</source>
        <translation>Minstens 1 deelnemer van elke poule moet doorgaan naar de knock-outfase, niet {advance}.</translation>
    </message>
    <message>
        <source>{pool} has {count} entrants, so {advance} can&apos;t go on from it.</source>
        <translation>{pool} heeft {count} deelnemers, dus er kunnen er geen {advance} uit doorgaan.</translation>
    </message>
    <message>
        <source>A knockout needs at least 2 entrants; let more go on from the pools.</source>
        <translation>Een knock-outfase heeft minstens 2 deelnemers nodig; laat er meer uit de poules doorgaan.</translation>
    </message>
</context>
<context>
    <name>league.tournament.report</name>
    <message>
        <source>&apos;{name}&apos; has ended; it takes no more results (correct a result in the app&apos;s bracket, or edit its match).</source>
        <translation>‘{name}’ is afgelopen; het neemt geen uitslagen meer aan (corrigeer een uitslag in het schema in de app, of bewerk de wedstrijd).</translation>
    </message>
    <message>
        <source>Correct {match}</source>
        <translation>{match} corrigeren</translation>
    </message>
    <message>
        <source>Result of {match}</source>
        <translation>Resultaat van {match}</translation>
    </message>
    <message numerus="yes">
        <source>Clear %n result(s) of {name}</source>
        <translation>
            <numerusform>%n resultaat van {name} wissen</numerusform>
            <numerusform>%n resultaten van {name} wissen</numerusform>
        </translation>
    </message>
    <message>
        <source>match {id} ({first} v {second})</source>
        <translation>wedstrijd {id} ({first} – {second})</translation>
    </message>
    <message>
        <source>match {id} ({sides})</source>
        <translation>wedstrijd {id} ({sides})</translation>
    </message>
    <message numerus="yes">
        <source>Correcting this result changes who plays in matches already played: {matches} and %n more. Clear their results to correct it.</source>
        <translation>
            <numerusform>Deze uitslag corrigeren verandert wie er speelt in wedstrijden die al gespeeld zijn: {matches} en nog %n. Wis hun uitslagen om te corrigeren.</numerusform>
            <numerusform>Deze uitslag corrigeren verandert wie er speelt in wedstrijden die al gespeeld zijn: {matches} en nog %n. Wis hun uitslagen om te corrigeren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Correcting this result changes who plays in matches already played: {matches}. Clear their results to correct it.</source>
        <translation>Deze uitslag corrigeren verandert wie er speelt in wedstrijden die al gespeeld zijn: {matches}. Wis hun uitslagen om te corrigeren.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has ended; it takes no more results.</source>
        <translation>‘{name}’ is afgelopen; het neemt geen uitslagen meer aan.</translation>
    </message>
    <message>
        <source>Match {id} isn&apos;t ready: who plays in it is not known yet.</source>
        <translation>Wedstrijd {id} is nog niet klaar: wie erin speelt is nog niet bekend.</translation>
    </message>
    <message>
        <source>Match {id} is a bye; it has no result to enter.</source>
        <translation>Wedstrijd {id} is een bye; er is geen uitslag in te voeren.</translation>
    </message>
    <message>
        <source>Match {id} has 2 sides but {count} places were given.</source>
        <translation>Wedstrijd {id} heeft 2 kanten, maar er zijn {count} plaatsen opgegeven.</translation>
    </message>
    <message>
        <source>Match {id} has 2 sides but {count} scores were given.</source>
        <translation>Wedstrijd {id} heeft 2 kanten, maar er zijn {count} scores opgegeven.</translation>
    </message>
</context>
<context>
    <name>league.tournament.schedules</name>
    <message>
        <source>A round robin needs at least 2 entrants, not {entrants}.</source>
        <translation>Een round-robin heeft minstens 2 deelnemers nodig, niet {entrants}.</translation>
    </message>
    <message>
        <source>A Swiss round needs at least 2 entrants, not {entrants}.</source>
        <translation>Een ronde Zwitsers systeem heeft minstens 2 deelnemers nodig, niet {entrants}.</translation>
    </message>
    <message>
        <source>Round {number} of the Swiss can&apos;t be paired. {reason}</source>
        <translation>Ronde {number} van het Zwitsers systeem kan niet ingedeeld worden. {reason}</translation>
    </message>
</context>
<context>
    <name>league.tournament.setup</name>
    <message>
        <source>Unknown event format {format!r} (known: {known}).</source>
        <translation>Onbekende vorm van evenement {format!r} (bekend: {known}).</translation>
    </message>
    <message>
        <source>A round robin is played once or twice (--rounds 1 or 2), got {rounds}.</source>
        <translation>Een round-robin wordt één of twee keer gespeeld (--rounds 1 of 2), niet {rounds}.</translation>
    </message>
    <message>
        <source>Unknown tiebreak {name!r} (known: {known}).</source>
        <translation>Onbekende tiebreak {name!r} (bekend: {known}).</translation>
    </message>
    <message>
        <source>Only a Swiss, a round robin or pools have White and Black; a knockout bracket has no colours.</source>
        <translation>Alleen een Zwitsers systeem, een round robin of poules hebben wit en zwart; een knock-outschema heeft geen kleuren.</translation>
    </message>
    <message>
        <source>A tiebreak is listed twice.</source>
        <translation>Een tiebreak staat twee keer in de lijst.</translation>
    </message>
    <message>
        <source>A Swiss of {entrants} entrants can be played over at most {most} rounds without a rematch (everyone meets everyone once), not {rounds}.</source>
        <translation>Een Zwitsers systeem van {entrants} deelnemers kan zonder herhaalde ontmoeting hooguit {most} ronden duren (iedereen treft iedereen één keer), niet {rounds}.</translation>
    </message>
    <message>
        <source>A Swiss of {entrants} entrants can be played over at most {most} rounds without a rematch (everyone meets everyone once, with a bye each round), not {rounds}.</source>
        <translation>Een Zwitsers systeem van {entrants} deelnemers kan zonder herhaalde ontmoeting hooguit {most} ronden duren (iedereen treft iedereen één keer, met een bye per ronde), niet {rounds}.</translation>
    </message>
    <message>
        <source>{entrants} entrants in pools of at most {size} make a smallest pool of {smallest}: at most {smallest} can go on from each pool, not {advance}.</source>
        <translation>{entrants} deelnemers in poules van hooguit {size} geven een kleinste poule van {smallest}: uit elke poule kunnen hooguit {smallest} doorgaan, niet {advance}.</translation>
    </message>
    <message>
        <source>Only 1 entrant would go on from the one pool: a knockout needs at least 2, so let at least 2 go on.</source>
        <translation>Uit de enige poule zou maar 1 deelnemer doorgaan: een knock-outfase heeft er minstens 2 nodig, laat er dus minstens 2 doorgaan.</translation>
    </message>
    <message>
        <source>New event {name}</source>
        <translation>Nieuw evenement {name}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has results already; its format can&apos;t change any more.</source>
        <translation>‘{name}’ heeft al uitslagen; de vorm kan niet meer veranderen.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has started; its format can&apos;t change any more.</source>
        <translation>‘{name}’ is begonnen; de vorm kan niet meer veranderen.</translation>
    </message>
    <message>
        <source>Format of {name}</source>
        <translation>Vorm van {name}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has started; its entrants can&apos;t change any more.</source>
        <translation>‘{name}’ is begonnen; de deelnemers kunnen niet meer veranderen.</translation>
    </message>
    <message>
        <source>An event needs at least 2 entrants, got {count}.</source>
        <translation>Een evenement heeft minstens 2 deelnemers nodig, niet {count}.</translation>
    </message>
    <message>
        <source>Entrants of {name}</source>
        <translation>Deelnemers van {name}</translation>
    </message>
    <message>
        <source>A player is in both &apos;{first}&apos; and &apos;{second}&apos;; an entrant can&apos;t share players with another.</source>
        <translation>Een speler zit zowel in ‘{first}’ als in ‘{second}’; een deelnemer kan geen spelers delen met een andere.</translation>
    </message>
</context>
<context>
    <name>league.tournament.tiebreaks</name>
    <message>
        <source>There is no tie-break called “{name}”; choose from {known}.</source>
        <translation>Er is geen tiebreak met de naam “{name}”; kies uit {known}.</translation>
    </message>
    <message>
        <source>A game between seeds {a} and {b} does not fit {entrants} entrants.</source>
        <translation>Een partij tussen plaatsingen {a} en {b} past niet bij {entrants} deelnemers.</translation>
    </message>
    <message>
        <source>A game can score 0, ½ or 1, not {score}.</source>
        <translation>Een partij kan 0, ½ of 1 opleveren, niet {score}.</translation>
    </message>
    <message>
        <source>{count} byes for seed {seed} do not fit {entrants} entrants.</source>
        <translation>{count} byes voor plaatsing {seed} passen niet bij {entrants} deelnemers.</translation>
    </message>
</context>
<context>
    <name>league.tournament.values</name>
    <message>
        <source>Club night</source>
        <translation>Clubavond</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Zwitsers systeem</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Round-robin</translation>
    </message>
    <message>
        <source>Single elimination</source>
        <translation>Enkele eliminatie</translation>
    </message>
    <message>
        <source>Double elimination</source>
        <translation>Dubbele eliminatie</translation>
    </message>
    <message>
        <source>Pools, then knockout</source>
        <translation>Poules, dan knock-out</translation>
    </message>
    <message>
        <source>Pool {letters}</source>
        <translation>Poule {letters}</translation>
    </message>
</context>
<context>
    <name>league.tournament.views</name>
    <message>
        <source>Ended after round {played}: round {next} can&apos;t be paired without a rematch, so the final standings are those of the rounds played.</source>
        <translation>Afgelopen na ronde {played}: ronde {next} kan niet zonder herhaalde ontmoeting ingedeeld worden, dus de eindstand is die van de gespeelde ronden.</translation>
    </message>
    <message>
        <source>Finished early by the organizer: the final standings are those of the matches played; the matches not played were cancelled.</source>
        <translation>Vroegtijdig afgesloten door de organisator: de eindstand is die van de gespeelde wedstrijden; de niet gespeelde wedstrijden zijn geschrapt.</translation>
    </message>
</context>
<context>
    <name>league.trf</name>
    <message>
        <source>Line {line}, column {column}: {what}</source>
        <translation>Regel {line}, kolom {column}: {what}</translation>
    </message>
    <message>
        <source>Cannot read {file}: {reason}</source>
        <translation>Kan {file} niet lezen: {reason}</translation>
    </message>
    <message>
        <source>player {player} is listed twice (also on line {other}).</source>
        <translation>speler {player} staat er twee keer in (ook op regel {other}).</translation>
    </message>
    <message>
        <source>the number of rounds</source>
        <translation>het aantal ronden</translation>
    </message>
    <message>
        <source>the initial colour must be W or B.</source>
        <translation>de beginkleur moet W of B zijn.</translation>
    </message>
    <message>
        <source>accelerated rounds are not supported.</source>
        <translation>versnelde ronden worden niet ondersteund.</translation>
    </message>
    <message>
        <source>the starting rank</source>
        <translation>het startnummer</translation>
    </message>
    <message>
        <source>the starting rank must be 1 or more.</source>
        <translation>het startnummer moet 1 of meer zijn.</translation>
    </message>
    <message>
        <source>the rating</source>
        <translation>de rating</translation>
    </message>
    <message>
        <source>the rank</source>
        <translation>de rang</translation>
    </message>
    <message>
        <source>the points must be a number like 3.5.</source>
        <translation>de punten moeten een getal zijn zoals 3.5.</translation>
    </message>
    <message>
        <source>a round must read like &apos;  12 w 1&apos;.</source>
        <translation>een ronde moet eruitzien als ‘  12 w 1’.</translation>
    </message>
    <message>
        <source>the opponent must be a starting rank or 0000.</source>
        <translation>de tegenstander moet een startnummer of 0000 zijn.</translation>
    </message>
    <message>
        <source>the colour must be w, b or -.</source>
        <translation>de kleur moet w, b of - zijn.</translation>
    </message>
    <message>
        <source>unknown result &apos;{code}&apos;.</source>
        <translation>onbekende uitslag ‘{code}’.</translation>
    </message>
    <message>
        <source>a game result needs an opponent.</source>
        <translation>een partijuitslag heeft een tegenstander nodig.</translation>
    </message>
    <message>
        <source>a bye cannot have an opponent.</source>
        <translation>een bye kan geen tegenstander hebben.</translation>
    </message>
    <message>
        <source>a played game needs the colour w or b.</source>
        <translation>een gespeelde partij heeft de kleur w of b nodig.</translation>
    </message>
    <message>
        <source>{what} must be a whole number.</source>
        <translation>{what} moet een geheel getal zijn.</translation>
    </message>
    <message>
        <source>XXC takes white1 or black1.</source>
        <translation>XXC neemt white1 of black1.</translation>
    </message>
    <message>
        <source>the bye must be F, H or Z.</source>
        <translation>de bye moet F, H of Z zijn.</translation>
    </message>
    <message>
        <source>the round</source>
        <translation>de ronde</translation>
    </message>
    <message>
        <source>the player</source>
        <translation>de speler</translation>
    </message>
    <message>
        <source>there is no player {player}.</source>
        <translation>er is geen speler {player}.</translation>
    </message>
    <message>
        <source>a player cannot meet themselves.</source>
        <translation>een speler kan niet tegen zichzelf spelen.</translation>
    </message>
    <message>
        <source>player {other} does not list player {player} in round {round}.</source>
        <translation>speler {other} vermeldt speler {player} niet in ronde {round}.</translation>
    </message>
    <message>
        <source>both players have the same colour in round {round}.</source>
        <translation>beide spelers hebben in ronde {round} dezelfde kleur.</translation>
    </message>
</context>
<context>
    <name>league.undo</name>
    <message>
        <source>Change</source>
        <translation>Wijziging</translation>
    </message>
    <message>
        <source>Cannot undo in the middle of another change.</source>
        <translation>Kan niet ongedaan maken midden in een andere wijziging.</translation>
    </message>
    <message>
        <source>Cannot redo in the middle of another change.</source>
        <translation>Kan niet opnieuw doen midden in een andere wijziging.</translation>
    </message>
    <message>
        <source>The latest change to this club file is “{step}”, made since in another window or with the command line; undo that one first.</source>
        <translation>De laatste wijziging aan dit clubbestand is “{step}”, sindsdien gemaakt in een ander venster of via de opdrachtregel; maak die eerst ongedaan.</translation>
    </message>
    <message>
        <source>There is nothing to redo here: the club file was changed since (“{step}” can be redone instead).</source>
        <translation>Er is hier niets om opnieuw te doen: het clubbestand is sindsdien gewijzigd (“{step}” kan wel opnieuw gedaan worden).</translation>
    </message>
    <message>
        <source>This club file was changed outside the app&apos;s steps since, so “{step}” cannot be undone safely.</source>
        <translation>Dit clubbestand is sindsdien buiten de stappen van de app gewijzigd, dus “{step}” kan niet veilig ongedaan gemaakt worden.</translation>
    </message>
    <message>
        <source>This club file was changed outside the app&apos;s steps since, so “{step}” cannot be redone safely.</source>
        <translation>Dit clubbestand is sindsdien buiten de stappen van de app gewijzigd, dus “{step}” kan niet veilig opnieuw gedaan worden.</translation>
    </message>
    <message>
        <source>There is nothing to undo any more: the club file was changed since (e.g. with the command line).</source>
        <translation>Er is niets meer om ongedaan te maken: het clubbestand is sindsdien gewijzigd (bijv. via de opdrachtregel).</translation>
    </message>
    <message>
        <source>There is nothing to redo any more: the club file was changed since (e.g. with the command line).</source>
        <translation>Er is niets meer om opnieuw te doen: het clubbestand is sindsdien gewijzigd (bijv. via de opdrachtregel).</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Er is niets om ongedaan te maken.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Er is niets om opnieuw te doen.</translation>
    </message>
</context>
<context>
    <name>locale_text</name>
    <message>
        <source>{percent}%</source>
        <extracomment>Translators: a percentage; put the language&apos;s space before % if it has one</extracomment>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{rank}th</source>
        <extracomment>Translators: a placement such as 4th, 11th (German &quot;{rank}.&quot;)</extracomment>
        <translation>{rank}e</translation>
    </message>
    <message>
        <source>{rank}st</source>
        <comment>first place</comment>
        <extracomment>Translators: first place alone (French &quot;1er&quot;, where 21st is &quot;21e&quot;)</extracomment>
        <translation>{rank}e</translation>
    </message>
    <message>
        <source>{rank}st</source>
        <extracomment>Translators: a placement such as 21st, 31st</extracomment>
        <translation>{rank}e</translation>
    </message>
    <message>
        <source>{rank}nd</source>
        <extracomment>Translators: a placement such as 2nd, 22nd</extracomment>
        <translation>{rank}e</translation>
    </message>
    <message>
        <source>{rank}rd</source>
        <extracomment>Translators: a placement such as 3rd, 23rd</extracomment>
        <translation>{rank}e</translation>
    </message>
</context>
<context>
    <name>matches.events_view</name>
    <message>
        <source>Events</source>
        <translation>Evenementen</translation>
    </message>
    <message>
        <source>The events of this leaderboard; pick one to see and enter its matches.</source>
        <translation>De evenementen van deze ranglijst; kies er een om de wedstrijden te zien en in te voeren.</translation>
    </message>
    <message>
        <source>New event…</source>
        <translation>Nieuw evenement…</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nieuw evenement</translation>
    </message>
    <message>
        <source>A club night or a tournament: name, date, format and its options</source>
        <translation>Een clubavond of een toernooi: naam, datum, vorm en opties</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Wedstrijden</translation>
    </message>
    <message>
        <source>The event&apos;s matches, one a row, with the day played and the result.</source>
        <translation>De wedstrijden van het evenement, één per rij, met de speeldag en de uitslag.</translation>
    </message>
    <message>
        <source>Edit match</source>
        <translation>Wedstrijd bewerken</translation>
    </message>
    <message>
        <source>Delete match</source>
        <translation>Wedstrijd verwijderen</translation>
    </message>
    <message>
        <source>Opens the selected match in the form to change it.</source>
        <translation>Opent de geselecteerde wedstrijd in het formulier om die te wijzigen.</translation>
    </message>
    <message>
        <source>Deletes the selected match, after asking; Undo brings it back.</source>
        <translation>Verwijdert na bevestiging de geselecteerde wedstrijd; Ongedaan maken brengt die terug.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matches&lt;/b&gt;</source>
        <translation>&lt;b&gt;Wedstrijden&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Events&lt;/b&gt;</source>
        <translation>&lt;b&gt;Evenementen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>All matches</source>
        <translation>Alle wedstrijden</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matches — {value}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Wedstrijden — {value}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>New event {name}</source>
        <translation>Nieuw evenement {name}</translation>
    </message>
    <message>
        <source>Edit match #{id}</source>
        <translation>Wedstrijd #{id} bewerken</translation>
    </message>
    <message>
        <source>Replaying the history after this match…</source>
        <translation>Geschiedenis na deze wedstrijd wordt herberekend…</translation>
    </message>
    <message>
        <source>Record match</source>
        <translation>Wedstrijd invoeren</translation>
    </message>
    <message>
        <source>Rating the match…</source>
        <translation>Wedstrijd wordt beoordeeld…</translation>
    </message>
    <message numerus="yes">
        <source>Saved match #{id}: {describe_sides} — replayed %n later match(es)</source>
        <translation>
            <numerusform>Wedstrijd #{id} opgeslagen: {describe_sides} — %n latere wedstrijd opnieuw berekend</numerusform>
            <numerusform>Wedstrijd #{id} opgeslagen: {describe_sides} — %n latere wedstrijden opnieuw berekend</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved match #{id}: {describe_sides}</source>
        <translation>Wedstrijd #{id} opgeslagen: {describe_sides}</translation>
    </message>
    <message>
        <source>side {number}: {chance}</source>
        <translation>kant {number}: {chance}</translation>
    </message>
    <message>
        <source>Chance to win before the game — {chances} · match quality {quality}</source>
        <translation>Winkans vóór de wedstrijd — {chances} · wedstrijdkwaliteit {quality}</translation>
    </message>
    <message>
        <source>{name} (club night, {date})</source>
        <translation>{name} (clubavond, {date})</translation>
    </message>
    <message>
        <source>{name} (tournament, {date})</source>
        <translation>{name} (toernooi, {date})</translation>
    </message>
    <message>
        <source>Delete match #{id} ({describe_sides})?

Ratings after it will be recomputed. You can undo this.</source>
        <translation>Wedstrijd #{id} ({describe_sides}) verwijderen?

De ratings daarna worden herberekend. U kunt dit ongedaan maken.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Delete match #{id}</source>
        <translation>Wedstrijd #{id} verwijderen</translation>
    </message>
    <message>
        <source>Match quality is the number of sides times the weakest side&apos;s chance: 100% when every side is equally likely to win (for two sides, 1 − |p₁ − p₂|).</source>
        <translation>Wedstrijdkwaliteit is het aantal kanten maal de kans van de zwakste kant: 100% als elke kant even veel kans heeft om te winnen (bij twee kanten 1 − |p₁ − p₂|).</translation>
    </message>
</context>
<context>
    <name>matches.games_editor</name>
    <message>
        <source>Games scores</source>
        <translation>Scores per partij</translation>
    </message>
    <message>
        <source>Each player&apos;s own score in each game; leave a cell empty when the player sat the game out</source>
        <translation>De eigen score van elke speler in elke partij; laat een cel leeg als de speler die partij niet meedeed</translation>
    </message>
    <message>
        <source>+ Game</source>
        <translation>+ Partij</translation>
    </message>
    <message>
        <source>Add a game column</source>
        <translation>Een kolom voor een partij toevoegen</translation>
    </message>
    <message>
        <source>Add game</source>
        <translation>Partij toevoegen</translation>
    </message>
    <message>
        <source>− Last game</source>
        <translation>− Laatste partij</translation>
    </message>
    <message>
        <source>Remove the last game column</source>
        <translation>De kolom van de laatste partij verwijderen</translation>
    </message>
    <message>
        <source>Remove last game</source>
        <translation>Laatste partij verwijderen</translation>
    </message>
    <message>
        <source>Scores per game; empty = absent. Placements follow the sides&apos; total scores.</source>
        <translation>Scores per partij; leeg = afwezig. De plaatsen volgen de totale scores van de kanten.</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Partij {number}</translation>
    </message>
    <message>
        <source>Game {number}, {name}: &apos;{text}&apos; is not a score.</source>
        <translation>Partij {number}, {name}: ‘{text}’ is geen score.</translation>
    </message>
</context>
<context>
    <name>matches.match_form</name>
    <message>
        <source>&lt;b&gt;New match&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nieuwe wedstrijd&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evenement</translation>
    </message>
    <message>
        <source>The event this match is filed under</source>
        <translation>Het evenement waaronder deze wedstrijd valt</translation>
    </message>
    <message>
        <source>+ Side</source>
        <translation>+ Kant</translation>
    </message>
    <message>
        <source>Add another side (Ctrl+Shift+N)</source>
        <translation>Nog een kant toevoegen (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <source>Add side</source>
        <translation>Kant toevoegen</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>Wedstrijd opslaan</translation>
    </message>
    <message>
        <source>Save (Enter in any field)</source>
        <translation>Opslaan (Enter in elk veld)</translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation>Bewerken annuleren</translation>
    </message>
    <message>
        <source>Leaves the match unchanged and empties the form.</source>
        <translation>Laat de wedstrijd ongewijzigd en maakt het formulier leeg.</translation>
    </message>
    <message>
        <source>Glicko&apos;s expected outcome with both deviations (rating-update): 1/(1 + 10^(−g(√(RD₁² + RD₂²))·(r₁ − r₂)/400)), deviations grown to the match time</source>
        <translation>Verwachte uitkomst volgens Glicko met beide afwijkingen (rating-update): 1/(1 + 10^(−g(√(RD₁² + RD₂²))·(r₁ − r₂)/400)), afwijkingen gegroeid tot het tijdstip van de wedstrijd</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Games…</source>
        <translation>Partijen…</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Enter the individual games: each player&apos;s own score per game (Ctrl+G)</source>
        <translation>De afzonderlijke partijen invoeren: de eigen score van elke speler per partij (Ctrl+G)</translation>
    </message>
    <message numerus="yes">
        <source>New player(s) will be added: {names}</source>
        <translation>
            <numerusform>Nieuwe speler wordt toegevoegd: {names}</numerusform>
            <numerusform>Nieuwe spelers worden toegevoegd: {names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n later match(es) will be re-rated: they were played after the time you set.</source>
        <translation>
            <numerusform>%n latere wedstrijd wordt herberekend: die is gespeeld na de tijd die u instelde.</numerusform>
            <numerusform>%n latere wedstrijden worden herberekend: die zijn gespeeld na de tijd die u instelde.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the players of each side; Enter saves.</source>
        <translation>Typ de spelers van elke kant; Enter slaat op.</translation>
    </message>
    <message>
        <source>(no event)</source>
        <translation>(geen evenement)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Editing match #{id}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Wedstrijd #{id} bewerken&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Wijzigingen opslaan</translation>
    </message>
</context>
<context>
    <name>matches.played_field</name>
    <message>
        <source>When the match was played: now, unless you set a time; an earlier time re-rates what came after</source>
        <translation>Wanneer de wedstrijd gespeeld is: nu, tenzij u een tijdstip instelt; een eerder tijdstip herberekent wat daarna kwam</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
</context>
<context>
    <name>matches.sides_panel</name>
    <message>
        <source>Drag to reorder the placements</source>
        <translation>Sleep om de plaatsen te herschikken</translation>
    </message>
    <message>
        <source>Placement: 1 = best; equal placements are a tie</source>
        <translation>Plaats: 1 = beste; gelijke plaatsen zijn gelijkspel</translation>
    </message>
    <message>
        <source>Place </source>
        <translation>Plaats </translation>
    </message>
    <message>
        <source>Players, separated by commas</source>
        <translation>Spelers, gescheiden door komma&apos;s</translation>
    </message>
    <message>
        <source>Type the side&apos;s players, separated by commas; matching names are offered as you type.</source>
        <translation>Typ de spelers van de kant, gescheiden door komma&apos;s; passende namen worden tijdens het typen voorgesteld.</translation>
    </message>
    <message>
        <source>Pick a roster to fill in its players</source>
        <translation>Kies een team om de spelers ervan in te vullen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Type the side&apos;s score, if the game keeps one.</source>
        <translation>Typ de score van de kant, als het spel er een bijhoudt.</translation>
    </message>
    <message>
        <source>= tie</source>
        <translation>= gelijk</translation>
    </message>
    <message>
        <source>Tied with the side above (same placement)</source>
        <translation>Gelijk met de kant erboven (zelfde plaats)</translation>
    </message>
    <message>
        <source>Remove this side</source>
        <translation>Deze kant verwijderen</translation>
    </message>
    <message>
        <source>Side {number} players</source>
        <translation>Spelers kant {number}</translation>
    </message>
    <message>
        <source>Side {number} place</source>
        <translation>Plaats kant {number}</translation>
    </message>
    <message>
        <source>Side {number} team</source>
        <translation>Team kant {number}</translation>
    </message>
    <message>
        <source>Side {number} score</source>
        <translation>Score kant {number}</translation>
    </message>
    <message>
        <source>Side {number} tied with the side above</source>
        <translation>Kant {number} gedeeld met de kant erboven</translation>
    </message>
    <message>
        <source>Remove side {number}</source>
        <translation>Kant {number} verwijderen</translation>
    </message>
    <message>
        <source>Drag side {number}</source>
        <translation>Kant {number} verslepen</translation>
    </message>
    <message>
        <source>(no team)</source>
        <translation>(geen team)</translation>
    </message>
</context>
<context>
    <name>merging.merge_dialog</name>
    <message>
        <source> and {count} more</source>
        <translation> en nog {count}</translation>
    </message>
    <message numerus="yes">
        <source>%n new result(s)</source>
        <translation>
            <numerusform>%n nieuwe uitslag</numerusform>
            <numerusform>%n nieuwe uitslagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) already here, not added again</source>
        <translation>
            <numerusform>%n uitslag al hier, niet nog eens toegevoegd</numerusform>
            <numerusform>%n uitslagen al hier, niet nog eens toegevoegd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n nieuwe speler</numerusform>
            <numerusform>%n nieuwe spelers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new leaderboard(s)</source>
        <translation>
            <numerusform>%n nieuwe ranglijst</numerusform>
            <numerusform>%n nieuwe ranglijsten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new team(s)</source>
        <translation>
            <numerusform>%n nieuw team</numerusform>
            <numerusform>%n nieuwe teams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n nieuw evenement</numerusform>
            <numerusform>%n nieuwe evenementen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new season(s)</source>
        <translation>
            <numerusform>%n nieuw seizoen</numerusform>
            <numerusform>%n nieuwe seizoenen</numerusform>
        </translation>
    </message>
    <message>
        <source>The other file&apos;s leaderboard “{name}” uses another rating system than this club&apos;s: its results come in as “{beside}”.</source>
        <translation>De ranglijst ‘{name}’ van het andere bestand gebruikt een ander ratingsysteem dan die van deze club: de uitslagen komen binnen als ‘{beside}’.</translation>
    </message>
    <message>
        <source>Merge {file}</source>
        <translation>{file} samenvoegen</translation>
    </message>
    <message>
        <source>Everything &lt;b&gt;{file}&lt;/b&gt; has that this club lacks comes in. A backup is made first, and the whole merge is one step: Edit ▸ Undo takes it back.</source>
        <translation>Alles wat &lt;b&gt;{file}&lt;/b&gt; heeft en deze club mist, komt erbij. Eerst wordt een back-up gemaakt, en het hele samenvoegen is één stap: Bewerken ▸ Ongedaan maken draait het terug.</translation>
    </message>
    <message>
        <source>What comes in</source>
        <translation>Wat erbij komt</translation>
    </message>
    <message>
        <source>Look-alike names</source>
        <translation>Namen die op elkaar lijken</translation>
    </message>
    <message>
        <source>Names of the other file that look like names of this club; choose for each whether it is the same person.</source>
        <translation>Namen uit het andere bestand die op namen van deze club lijken; kies voor elk of het dezelfde persoon is.</translation>
    </message>
    <message>
        <source>&amp;Same person</source>
        <translation>&amp;Zelfde persoon</translation>
    </message>
    <message>
        <source>Same person</source>
        <translation>Zelfde persoon</translation>
    </message>
    <message>
        <source>The selected pair is one person: the results of both count for this club&apos;s player.</source>
        <translation>Het gekozen paar is één persoon: de uitslagen van beide tellen voor de speler van deze club.</translation>
    </message>
    <message>
        <source>&amp;Different people</source>
        <translation>&amp;Verschillende personen</translation>
    </message>
    <message>
        <source>Different people</source>
        <translation>Verschillende personen</translation>
    </message>
    <message>
        <source>The selected pair are two people: the other file&apos;s comes in as a player of their own.</source>
        <translation>Het gekozen paar zijn twee personen: die uit het andere bestand komt erbij als eigen speler.</translation>
    </message>
    <message>
        <source>These names look alike (accents, capitals, spaces). Say for each pair whether it is one person:</source>
        <translation>Deze namen lijken op elkaar (accenten, hoofdletters, spaties). Geef voor elk paar aan of het één persoon is:</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Samenvoegen</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Samenvoegen</translation>
    </message>
    <message>
        <source>Brings everything listed into this club.</source>
        <translation>Brengt alles wat genoemd is in deze club.</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation>nog niet beslist</translation>
    </message>
    <message>
        <source>same person</source>
        <translation>zelfde persoon</translation>
    </message>
    <message>
        <source>different people</source>
        <translation>verschillende personen</translation>
    </message>
    <message>
        <source>{other} (other file) ~ {here} (this club): {choice}</source>
        <translation>{other} (ander bestand) ~ {here} (deze club): {choice}</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of look-alike names still need a choice.</source>
        <translation>
            <numerusform>%n paar namen die op elkaar lijken heeft nog een keuze nodig.</numerusform>
            <numerusform>%n paren namen die op elkaar lijken hebben nog een keuze nodig.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>{name} lezen…</translation>
    </message>
    <message>
        <source>Merge another club file</source>
        <translation>Ander clubbestand samenvoegen</translation>
    </message>
    <message numerus="yes">
        <source>{file} has nothing this club lacks: its %n result(s) are all here already. Nothing was changed.</source>
        <translation>
            <numerusform>{file} heeft niets wat deze club mist: zijn %n uitslag is hier al. Er is niets veranderd.</numerusform>
            <numerusform>{file} heeft niets wat deze club mist: zijn %n uitslagen zijn hier allemaal al. Er is niets veranderd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merged {file}: %n result(s) came in ({already} already here).</source>
        <translation>
            <numerusform>{file} samengevoegd: %n uitslag kwam erbij ({already} al hier).</numerusform>
            <numerusform>{file} samengevoegd: %n uitslagen kwamen erbij ({already} al hier).</numerusform>
        </translation>
    </message>
    <message>
        <source>Club file merged</source>
        <translation>Clubbestand samengevoegd</translation>
    </message>
    <message>
        <source>A backup was made first. Edit ▸ Undo (Ctrl+Z) takes the whole merge back.</source>
        <translation>Eerst is een back-up gemaakt. Bewerken ▸ Ongedaan maken (Ctrl+Z) draait het hele samenvoegen terug.</translation>
    </message>
    <message>
        <source>Merging {file}…</source>
        <translation>{file} samenvoegen…</translation>
    </message>
</context>
<context>
    <name>night.checkin_view</name>
    <message>
        <source>✔ here</source>
        <translation>✔ er</translation>
    </message>
    <message>
        <source>away</source>
        <translation>even weg</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>vertrokken</translation>
    </message>
    <message>
        <source>Check-in search</source>
        <translation>Zoeken bij aanmelding</translation>
    </message>
    <message>
        <source>Type part of a name: matching players are shown; Enter checks in the first, or adds a new player.</source>
        <translation>Typ een deel van een naam: passende spelers worden getoond; Enter meldt de eerste aan of voegt een nieuwe speler toe.</translation>
    </message>
    <message>
        <source>Type a name: search, or add a new player</source>
        <translation>Typ een naam: zoeken, of een nieuwe speler toevoegen</translation>
    </message>
    <message>
        <source>Adds the name typed as a new player and checks them in.</source>
        <translation>Voegt de getypte naam toe als nieuwe speler en meldt die aan.</translation>
    </message>
    <message>
        <source>Add new pla&amp;yer</source>
        <translation>N&amp;ieuwe speler toevoegen</translation>
    </message>
    <message>
        <source>Players to check in</source>
        <translation>Spelers om aan te melden</translation>
    </message>
    <message>
        <source>A tile per player with their status tonight; a click, Space or Enter checks the selected player in or out.</source>
        <translation>Een tegel per speler met de status van vanavond; een klik, Spatie of Enter meldt de geselecteerde speler aan of af.</translation>
    </message>
    <message>
        <source>The selected player sits out the next rounds until back.</source>
        <translation>De geselecteerde speler slaat de volgende rondes over totdat die terug is.</translation>
    </message>
    <message>
        <source>The selected player has left and is not drawn again tonight.</source>
        <translation>De geselecteerde speler is vertrokken en wordt vanavond niet meer ingedeeld.</translation>
    </message>
    <message>
        <source>Away for a wh&amp;ile</source>
        <translation>&amp;Even weg</translation>
    </message>
    <message>
        <source>&amp;Gone for the night</source>
        <translation>Vertr&amp;okken voor vanavond</translation>
    </message>
    <message>
        <source>The selected player is present and drawn again.</source>
        <translation>De geselecteerde speler is aanwezig en wordt weer ingedeeld.</translation>
    </message>
    <message>
        <source>&amp;Back / present</source>
        <translation>Teru&amp;g / aanwezig</translation>
    </message>
    <message>
        <source>Click a name to tick it present; click again to take the tick back.</source>
        <translation>Klik op een naam om die als aanwezig aan te vinken; klik nog eens om het vinkje weg te halen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{present} present&lt;/b&gt; · {away} away · {gone} gone</source>
        <translation>&lt;b&gt;{present} aanwezig&lt;/b&gt; · {away} even weg · {gone} vertrokken</translation>
    </message>
    <message>
        <source>{name}: {status}</source>
        <translation>{name}: {status}</translation>
    </message>
    <message>
        <source>{name}: not checked in</source>
        <translation>{name}: niet aangemeld</translation>
    </message>
    <message>
        <source>Add “{name}”</source>
        <translation>“{name}” toevoegen</translation>
    </message>
    <message>
        <source>Take back the check-in of {name}</source>
        <translation>Aanmelding van {name} terugdraaien</translation>
    </message>
    <message>
        <source>Check in {name}</source>
        <translation>{name} aanmelden</translation>
    </message>
    <message>
        <source>Mark {name} back</source>
        <translation>{name} terug melden</translation>
    </message>
    <message>
        <source>Mark {name} away</source>
        <translation>{name} als even weg melden</translation>
    </message>
    <message>
        <source>Mark {name} gone for the night</source>
        <translation>{name} als vertrokken melden</translation>
    </message>
    <message>
        <source>Add {name} and check in</source>
        <translation>{name} toevoegen en aanmelden</translation>
    </message>
</context>
<context>
    <name>night.entrants_view</name>
    <message>
        <source>Entrant search</source>
        <translation>Deelnemer zoeken</translation>
    </message>
    <message>
        <source>Type part of a name; only matching players and rosters are listed.</source>
        <translation>Typ een deel van een naam; alleen passende spelers en vaste teams worden getoond.</translation>
    </message>
    <message>
        <source>Type a name to find a player</source>
        <translation>Typ een naam om een speler te vinden</translation>
    </message>
    <message>
        <source>Players to enter</source>
        <translation>Spelers om in te schrijven</translation>
    </message>
    <message>
        <source>Tick the players who enter the event; space ticks the selected one.</source>
        <translation>Vink de spelers aan die aan het evenement meedoen; Spatie vinkt de geselecteerde aan.</translation>
    </message>
    <message>
        <source>Rosters to enter</source>
        <translation>Vaste teams om in te schrijven</translation>
    </message>
    <message>
        <source>Tick the rosters that enter as one side each.</source>
        <translation>Vink de vaste teams aan die elk als één kant meedoen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rosters&lt;/b&gt; (a roster enters as one side)</source>
        <translation>&lt;b&gt;Vaste teams&lt;/b&gt; (een vast team doet mee als één kant)</translation>
    </message>
    <message>
        <source>Tick exactly the players checked in for this event</source>
        <translation>Precies de spelers aanvinken die voor dit evenement aangemeld zijn</translation>
    </message>
    <message>
        <source>Top N</source>
        <translation>Top N</translation>
    </message>
    <message>
        <source>How many of the leaderboard&apos;s best players the next button ticks.</source>
        <translation>Hoeveel van de beste spelers van de ranglijst de volgende knop aanvinkt.</translation>
    </message>
    <message>
        <source>Top </source>
        <translation>Top </translation>
    </message>
    <message>
        <source>Tick the top of the leaderboard</source>
        <translation>De top van de ranglijst aanvinken</translation>
    </message>
    <message>
        <source>Tick the leaderboard&apos;s best N players who have played</source>
        <translation>De N beste spelers van de ranglijst aanvinken die al gespeeld hebben</translation>
    </message>
    <message>
        <source>Unticks every player and roster.</source>
        <translation>Vinkt elke speler en elk vast team uit.</translation>
    </message>
    <message>
        <source>Keep clubs apart</source>
        <translation>Clubs uit elkaar houden</translation>
    </message>
    <message>
        <source>Members of one club don&apos;t meet in the first round (nobody moves more than two seeds)</source>
        <translation>Leden van één club treffen elkaar niet in de eerste ronde (niemand schuift meer dan twee plaatsen op)</translation>
    </message>
    <message>
        <source>Seed the ticked entrants by rating and show the seed list</source>
        <translation>De aangevinkte deelnemers op rating plaatsen en de plaatsingslijst tonen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Seed the bracket or pools, or draw round 1</source>
        <translation>Het schema of de poules plaatsen, of ronde 1 indelen</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Plaatsing</translation>
    </message>
    <message>
        <source>The ticked entrants in seed order, with their conservative rating; unrated ones are placed by drawing lots.</source>
        <translation>De aangevinkte deelnemers in plaatsingsvolgorde, met hun voorzichtige rating; wie geen rating heeft, wordt geloot.</translation>
    </message>
    <message>
        <source>Seed</source>
        <comment>column: seed number</comment>
        <translation>Plaatsing</translation>
    </message>
    <message>
        <source>Entrant</source>
        <translation>Deelnemer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seeds&lt;/b&gt;</source>
        <translation>&lt;b&gt;Plaatsingslijst&lt;/b&gt;</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nieuw</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partij</numerusform>
            <numerusform>%n partijen</numerusform>
        </translation>
    </message>
    <message>
        <source>by lot</source>
        <extracomment>Translators: in the seed list&apos;s rating column: an unrated entrant placed by drawing lots</extracomment>
        <translation>geloot</translation>
    </message>
    <message>
        <source>Nobody is checked in for this event yet: tick the players here instead.</source>
        <translation>Nog niemand is aangemeld voor dit evenement: vink de spelers dan hier aan.</translation>
    </message>
    <message numerus="yes">
        <source>The leaderboard has only %n rated player(s), fewer than the {count} asked for.</source>
        <translation>
            <numerusform>De ranglijst heeft maar %n speler met rating, minder dan de gevraagde {count}.</numerusform>
            <numerusform>De ranglijst heeft maar %n spelers met rating, minder dan de gevraagde {count}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n entrant(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n deelnemer&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n deelnemers&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>The event has started: its entrants are fixed. Results go in on the Tables page (or in the bracket).</source>
        <translation>Het evenement is begonnen: de deelnemers liggen vast. Uitslagen voert u in op de pagina Tafels (of in het schema).</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n ticked&lt;/b&gt; · {seeded} seeded</source>
        <translation>
            <numerusform>&lt;b&gt;%n aangevinkt&lt;/b&gt; · {seeded} geplaatst</numerusform>
            <numerusform>&lt;b&gt;%n aangevinkt&lt;/b&gt; · {seeded} geplaatst</numerusform>
        </translation>
    </message>
    <message>
        <source>Ever&amp;yone checked in</source>
        <translation>Alle aan&amp;gemelden</translation>
    </message>
    <message>
        <source>&amp;Untick all</source>
        <translation>Alles u&amp;itvinken</translation>
    </message>
    <message>
        <source>&amp;Keep clubs apart</source>
        <translation>Clubs uit el&amp;kaar houden</translation>
    </message>
    <message>
        <source>See&amp;d</source>
        <translation>&amp;Plaatsen</translation>
    </message>
    <message>
        <source>Sta&amp;rt</source>
        <translation>St&amp;arten</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message numerus="yes">
        <source>T&amp;ick the top %n</source>
        <translation>
            <numerusform>D&amp;e top %n aanvinken</numerusform>
            <numerusform>D&amp;e top %n aanvinken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n ticked&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n aangevinkt&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n aangevinkt&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick at least two entrants, then Start (Seed shows the seed list first).</source>
        <translation>Vink minstens twee deelnemers aan en klik dan op Starten (Plaatsing toont eerst de plaatsingslijst).</translation>
    </message>
    <message>
        <source>Start seeds the ticked entrants by rating and starts the event; Seed shows the seed list first.</source>
        <translation>Starten plaatst de aangevinkte deelnemers op rating en start het evenement; Plaatsing toont eerst de plaatsingslijst.</translation>
    </message>
    <message>
        <source>These are the entrants, seeded. Start seeds the bracket or pools, or draws round 1.</source>
        <translation>Dit zijn de deelnemers, geplaatst. Starten vult het schema of de poules, of deelt ronde 1 in.</translation>
    </message>
    <message>
        <source>The event has ended: the Standings page has the final places. A result can still be corrected in the bracket.</source>
        <translation>Het evenement is afgelopen: de pagina Stand heeft de eindplaatsen. Een resultaat kan nog in het schema gecorrigeerd worden.</translation>
    </message>
    <message>
        <source>The event has ended: the Standings page has the final places. A result can still be corrected on the Table page.</source>
        <translation>Het evenement is afgelopen: de pagina Stand heeft de eindplaatsen. Een resultaat kan nog op de pagina Tabel gecorrigeerd worden.</translation>
    </message>
    <message>
        <source>The event has started: its entrants are fixed. Results go in on the Tables page (or on the Table page).</source>
        <translation>Het evenement is begonnen: de deelnemers liggen vast. Resultaten gaan in op de pagina Tafels (of op de pagina Tabel).</translation>
    </message>
    <message numerus="yes">
        <source>Seed %n entrant(s)</source>
        <translation>
            <numerusform>%n deelnemer plaatsen</numerusform>
            <numerusform>%n deelnemers plaatsen</numerusform>
        </translation>
    </message>
    <message>
        <source>Start {name}</source>
        <translation>{name} starten</translation>
    </message>
</context>
<context>
    <name>night.event_dialog</name>
    <message>
        <source>players check in and play rounds of rotating partners or DYP</source>
        <translation>spelers melden zich aan en spelen rondes met wisselende partners of DYP</translation>
    </message>
    <message>
        <source>each round pairs entrants on equal points, no rematches; the table decides</source>
        <translation>elke ronde koppelt deelnemers met evenveel punten, geen herhalingen; de tabel beslist</translation>
    </message>
    <message>
        <source>everyone plays everyone, once or twice; the table decides</source>
        <translation>iedereen speelt tegen iedereen, één of twee keer; de tabel beslist</translation>
    </message>
    <message>
        <source>one loss and you are out; byes to the top seeds</source>
        <translation>één nederlaag en u ligt eruit; byes voor de hoogst geplaatsten</translation>
    </message>
    <message>
        <source>out after two losses: a losers&apos; bracket, then a grand final</source>
        <translation>eruit na twee nederlagen: een verliezersschema, dan een grote finale</translation>
    </message>
    <message>
        <source>snake-seeded pools play round robin, the best go on to a knockout</source>
        <translation>poules (slangplaatsing) spelen round-robin, de besten gaan door naar een knock-out</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Buchholz cut 1</source>
        <translation>Buchholz min 1</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>Mediaan-Buchholz</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Onderling resultaat</translation>
    </message>
    <message>
        <source>Format of {name}</source>
        <translation>Vorm van {name}</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nieuw evenement</translation>
    </message>
    <message>
        <source>Event name</source>
        <translation>Naam van het evenement</translation>
    </message>
    <message>
        <source>Type the event&apos;s name, e.g. the night or the tournament.</source>
        <translation>Typ de naam van het evenement, bijv. de avond of het toernooi.</translation>
    </message>
    <message>
        <source>Event date</source>
        <translation>Datum van het evenement</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Vorm</translation>
    </message>
    <message>
        <source>Pick how the event is played; its options are shown below.</source>
        <translation>Kies hoe het evenement gespeeld wordt; de opties staan hieronder.</translation>
    </message>
    <message>
        <source>Swiss rounds</source>
        <translation>Rondes Zwitsers systeem</translation>
    </message>
    <message>
        <source>How many Swiss rounds; automatic is ⌈log₂ n⌉ for n entrants</source>
        <translation>Aantal rondes Zwitsers systeem; automatisch is ⌈log₂ n⌉ voor n deelnemers</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Round-robin</translation>
    </message>
    <message>
        <source>Pick whether everyone plays everyone once or twice.</source>
        <translation>Kies of iedereen één of twee keer tegen iedereen speelt.</translation>
    </message>
    <message>
        <source>Once: everyone plays everyone once</source>
        <translation>Eén keer: iedereen speelt één keer tegen iedereen</translation>
    </message>
    <message>
        <source>Twice: a double round robin</source>
        <translation>Twee keer: dubbele round-robin</translation>
    </message>
    <message>
        <source>Play a match for third place</source>
        <translation>Een wedstrijd om de derde plaats spelen</translation>
    </message>
    <message>
        <source>Third-place match</source>
        <translation>Wedstrijd om plaats 3</translation>
    </message>
    <message>
        <source>When ticked, the semi-final losers play for third place.</source>
        <translation>Indien aangevinkt spelen de verliezers van de halve finales om de derde plaats.</translation>
    </message>
    <message>
        <source>The day of the event.</source>
        <translation>De dag van het evenement.</translation>
    </message>
    <message>
        <source>Wins (byes and forfeits count)</source>
        <translation>Overwinningen (vrije rondes en reglementaire winst tellen mee)</translation>
    </message>
    <message>
        <source>Games won (over the board)</source>
        <translation>Gewonnen partijen (aan het bord)</translation>
    </message>
    <message>
        <source>Grand final reset</source>
        <translation>Tweede grote finale</translation>
    </message>
    <message>
        <source>When ticked, a second final is played if the losers&apos; bracket winner wins the first.</source>
        <translation>Indien aangevinkt wordt een tweede finale gespeeld als de winnaar van het verliezersschema de eerste wint.</translation>
    </message>
    <message>
        <source>Pool size</source>
        <translation>Poulegrootte</translation>
    </message>
    <message>
        <source>How many entrants play in each pool.</source>
        <translation>Hoeveel deelnemers er in elke poule spelen.</translation>
    </message>
    <message>
        <source>Go on from each pool</source>
        <translation>Door per poule</translation>
    </message>
    <message>
        <source>How many of each pool go on to the knockout bracket.</source>
        <translation>Hoeveel deelnemers per poule doorgaan naar het knock-outschema.</translation>
    </message>
    <message>
        <source>Tiebreaks</source>
        <translation>Tiebreaks</translation>
    </message>
    <message>
        <source>The tiebreaks in the order they decide; move the selected one up or down.</source>
        <translation>De tiebreaks in de volgorde waarin ze beslissen; verplaats de geselecteerde omhoog of omlaag.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Omhoog</translation>
    </message>
    <message>
        <source>Move tiebreak up</source>
        <translation>Tiebreak omhoog</translation>
    </message>
    <message>
        <source>The selected tiebreak decides earlier.</source>
        <translation>De geselecteerde tiebreak beslist eerder.</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Omlaag</translation>
    </message>
    <message>
        <source>Move tiebreak down</source>
        <translation>Tiebreak omlaag</translation>
    </message>
    <message>
        <source>The selected tiebreak decides later.</source>
        <translation>De geselecteerde tiebreak beslist later.</translation>
    </message>
    <message>
        <source>Ticked ones break ties, in this order; with none ticked the format&apos;s usual ones are used.</source>
        <translation>De aangevinkte beslissen bij gelijke stand, in deze volgorde; zonder vinkje gelden de gebruikelijke van de vorm.</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Naam</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Datum</translation>
    </message>
    <message>
        <source>&amp;Use the tables of {event}: {tables}</source>
        <translation>De tafels van {event} &amp;gebruiken: {tables}</translation>
    </message>
    <message>
        <source>Use the tables of the last event</source>
        <translation>De tafels van het laatste evenement gebruiken</translation>
    </message>
    <message>
        <source>The new event starts with the room&apos;s tables, as the last event had them; untick to add them one by one.</source>
        <translation>Het nieuwe evenement begint met de tafels van de zaal, zoals het laatste evenement ze had; vink uit om ze een voor een toe te voegen.</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tafels</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>V&amp;orm</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Rondes</translation>
    </message>
    <message>
        <source>Pla&amp;yed</source>
        <translation>&amp;Gespeeld</translation>
    </message>
    <message>
        <source>&amp;Pool size</source>
        <translation>&amp;Poulegrootte</translation>
    </message>
    <message>
        <source>Go &amp;on from each pool</source>
        <translation>Door per po&amp;ule</translation>
    </message>
    <message>
        <source>&amp;Tiebreaks</source>
        <translation>&amp;Tiebreaks</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Aanmaken</translation>
    </message>
    <message numerus="yes">
        <source>Automatic ({rounds} for %n entrant(s))</source>
        <translation>
            <numerusform>Automatisch ({rounds} voor %n deelnemer)</numerusform>
            <numerusform>Automatisch ({rounds} voor %n deelnemers)</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic (⌈log₂ n⌉ for n entrants)</source>
        <translation>Automatisch (⌈log₂ n⌉ voor n deelnemers)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>The event needs a name.</source>
        <translation>Het evenement heeft een naam nodig.</translation>
    </message>
</context>
<context>
    <name>night.event_line</name>
    <message>
        <source>round {round} of the winners&apos; bracket</source>
        <translation>ronde {round} van het winnaarsschema</translation>
    </message>
    <message>
        <source>round {round} of the losers&apos; bracket</source>
        <translation>ronde {round} van het verliezersschema</translation>
    </message>
    <message>
        <source>round {round} of the grand final</source>
        <translation>ronde {round} van de grote finale</translation>
    </message>
    <message>
        <source>round {round} of the match for third place</source>
        <translation>ronde {round} van de wedstrijd om plaats 3</translation>
    </message>
    <message>
        <source>round {round} of {total}</source>
        <translation>ronde {round} van {total}</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>ronde {round}</translation>
    </message>
    <message>
        <source>waiting for results</source>
        <translation>wacht op uitslagen</translation>
    </message>
    <message>
        <source>the pools are being played</source>
        <translation>de poules worden gespeeld</translation>
    </message>
    <message>
        <source>the grand final</source>
        <translation>de grote finale</translation>
    </message>
    <message>
        <source>the grand final&apos;s reset</source>
        <translation>de tweede grote finale</translation>
    </message>
    <message>
        <source>round {round} of the bracket</source>
        <translation>ronde {round} van het schema</translation>
    </message>
    <message>
        <source>No event: choose one, or create one with New event…</source>
        <translation>Geen evenement: kies er een, of maak er een met Nieuw evenement…</translation>
    </message>
    <message numerus="yes">
        <source>%n present</source>
        <translation>
            <numerusform>%n aanwezig</numerusform>
            <numerusform>%n aanwezig</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round} drawn, not started</source>
        <translation>ronde {round} ingedeeld, niet begonnen</translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · ended early</source>
        <translation>
            <numerusform>{format} · %n deelnemer · vroegtijdig afgesloten</numerusform>
            <numerusform>{format} · %n deelnemers · vroegtijdig afgesloten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · ended · champion: {champion}</source>
        <translation>
            <numerusform>{format} · %n deelnemer · afgelopen · kampioen: {champion}</numerusform>
            <numerusform>{format} · %n deelnemers · afgelopen · kampioen: {champion}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · ended</source>
        <translation>
            <numerusform>{format} · %n deelnemer · afgelopen</numerusform>
            <numerusform>{format} · %n deelnemers · afgelopen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) seeded · not started: choose the entrants, then Start</source>
        <translation>
            <numerusform>{format} · %n deelnemer geplaatst · niet begonnen: kies de deelnemers en klik dan op Starten</numerusform>
            <numerusform>{format} · %n deelnemers geplaatst · niet begonnen: kies de deelnemers en klik dan op Starten</numerusform>
        </translation>
    </message>
    <message>
        <source>{format} · no entrants yet · not started: choose the entrants, then Start</source>
        <translation>{format} · nog geen deelnemers · niet begonnen: kies de deelnemers en klik dan op Starten</translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · {where}</source>
        <translation>
            <numerusform>{format} · %n deelnemer · {where}</numerusform>
            <numerusform>{format} · %n deelnemers · {where}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>night.night_view</name>
    <message>
        <source>Chec&amp;k-in</source>
        <translation>&amp;Aanmelding</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Rondes</translation>
    </message>
    <message>
        <source>E&amp;ntrants</source>
        <translation>&amp;Deelnemers</translation>
    </message>
    <message>
        <source>&amp;Bracket</source>
        <translation>&amp;Schema</translation>
    </message>
    <message>
        <source>T&amp;able</source>
        <translation>Ta&amp;bel</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>&amp;Tafels</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>Sta&amp;nd</translation>
    </message>
    <message>
        <source>S&amp;haring</source>
        <translation>De&amp;len</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evenement</translation>
    </message>
    <message>
        <source>Pick the event to run: its entrants, rounds, tables and standings are shown below.</source>
        <translation>Kies het evenement dat u leidt: de deelnemers, rondes, tafels en stand staan hieronder.</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nieuw evenement</translation>
    </message>
    <message>
        <source>A club night or a tournament: name, date, format and its options</source>
        <translation>Een clubavond of een toernooi: naam, datum, vorm en opties</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Vorm</translation>
    </message>
    <message>
        <source>Change the event&apos;s format and options (until its first result)</source>
        <translation>De vorm en opties van het evenement wijzigen (tot de eerste uitslag)</translation>
    </message>
    <message>
        <source>Finish now…</source>
        <translation>Nu afsluiten…</translation>
    </message>
    <message>
        <source>Finish now</source>
        <translation>Nu afsluiten</translation>
    </message>
    <message>
        <source>Ends the event now: the final standings come from the matches played, the others are cancelled; Ctrl+Z brings it back.</source>
        <translation>Sluit het evenement nu af: de eindstand komt uit de gespeelde wedstrijden, de andere worden geschrapt; Ctrl+Z haalt het terug.</translation>
    </message>
    <message>
        <source>Event format</source>
        <translation>Vorm van het evenement</translation>
    </message>
    <message>
        <source>No event</source>
        <translation>Geen evenement</translation>
    </message>
    <message>
        <source>Reported results</source>
        <translation>Gemelde uitslagen</translation>
    </message>
    <message>
        <source>Results reported from phones wait here for you to confirm; opens them.</source>
        <translation>Uitslagen gemeld via telefoons wachten hier op uw bevestiging; opent ze.</translation>
    </message>
    <message>
        <source>Ne&amp;w event…</source>
        <translation>Nie&amp;uw evenement…</translation>
    </message>
    <message>
        <source>For&amp;mat…</source>
        <translation>Vor&amp;m…</translation>
    </message>
    <message>
        <source>&amp;Presenter window</source>
        <translation>Presentatie&amp;venster</translation>
    </message>
    <message>
        <source>A second window for a projector or TV: tables, brackets, who is next, the standings</source>
        <translation>Een tweede venster voor een beamer of tv: tafels, schema&apos;s, wie er volgt, de stand</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Evenement:</translation>
    </message>
    <message>
        <source>No event: choose or create one</source>
        <translation>Geen evenement: kies of maak er een</translation>
    </message>
    <message numerus="yes">
        <source>%n present</source>
        <translation>
            <numerusform>%n aanwezig</numerusform>
            <numerusform>%n aanwezig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entrant(s)</source>
        <translation>
            <numerusform>%n deelnemer</numerusform>
            <numerusform>%n deelnemers</numerusform>
        </translation>
    </message>
    <message>
        <source>Reported results: {count}</source>
        <translation>Gemelde uitslagen: {count}</translation>
    </message>
    <message>
        <source>{name} has started, so its format can&apos;t change any more.</source>
        <translation>{name} is begonnen, dus de vorm kan niet meer veranderen.</translation>
    </message>
    <message>
        <source>{name} has results already, so its format can&apos;t change any more.</source>
        <translation>{name} heeft al uitslagen, dus de vorm kan niet meer veranderen.</translation>
    </message>
    <message>
        <source>Format of {name}</source>
        <translation>Vorm van {name}</translation>
    </message>
    <message>
        <source>Finish {name} now?</source>
        <translation>{name} nu afsluiten?</translation>
    </message>
    <message numerus="yes">
        <source>The final standings will be those of the matches played; %n match(es) not played yet will be cancelled and not rated.</source>
        <translation>
            <numerusform>De eindstand wordt die van de gespeelde wedstrijden; %n nog niet gespeelde wedstrijd wordt geschrapt en niet gewaardeerd.</numerusform>
            <numerusform>De eindstand wordt die van de gespeelde wedstrijden; %n nog niet gespeelde wedstrijden worden geschrapt en niet gewaardeerd.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit ▸ Undo (Ctrl+Z) brings the event back as it was.</source>
        <translation>Bewerken ▸ Ongedaan maken (Ctrl+Z) haalt het evenement terug zoals het was.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Finish {name} now</source>
        <translation>{name} nu afsluiten</translation>
    </message>
    <message>
        <source>New event {name}</source>
        <translation>Nieuw evenement {name}</translation>
    </message>
</context>
<context>
    <name>night.presenter</name>
    <message>
        <source>Full screen (F11)</source>
        <translation>Volledig scherm (F11)</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Volledig scherm</translation>
    </message>
    <message>
        <source>Show this window full screen on the chosen screen; Esc leaves it</source>
        <translation>Dit venster schermvullend tonen op het gekozen scherm; Esc verlaat volledig scherm</translation>
    </message>
    <message>
        <source>High contrast (H)</source>
        <translation>Hoog contrast (H)</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoog contrast</translation>
    </message>
    <message>
        <source>Pure black background, white text, yellow highlights and thicker lines</source>
        <translation>Zuiver zwarte achtergrond, witte tekst, gele markeringen en dikkere lijnen</translation>
    </message>
    <message>
        <source>F11: full screen · Esc: leave full screen</source>
        <translation>F11: volledig scherm · Esc: volledig scherm verlaten</translation>
    </message>
    <message>
        <source>Tournament App — presenter</source>
        <translation>Tournament App — presentatie</translation>
    </message>
    <message>
        <source>Club night</source>
        <translation>Clubavond</translation>
    </message>
    <message>
        <source>On the tables</source>
        <translation>Op de tafels</translation>
    </message>
    <message>
        <source>Up next</source>
        <translation>Hierna</translation>
    </message>
    <message>
        <source>Tonight&apos;s standings</source>
        <translation>Stand van vanavond</translation>
    </message>
    <message>
        <source>Presenter screen</source>
        <translation>Presentatiescherm</translation>
    </message>
    <message>
        <source>The screen or projector this window is shown on</source>
        <translation>Het scherm of de beamer waarop dit venster wordt getoond</translation>
    </message>
    <message>
        <source>Screen:</source>
        <translation>Scherm:</translation>
    </message>
    <message>
        <source>Follow on your phone</source>
        <translation>Volg het op uw telefoon</translation>
    </message>
    <message>
        <source>View QR code</source>
        <translation>QR-code om te kijken</translation>
    </message>
    <message>
        <source>screen</source>
        <translation>scherm</translation>
    </message>
    <message>
        <source>{number}: {name} ({width}×{height})</source>
        <translation>{number}: {name} ({width}×{height})</translation>
    </message>
    <message>
        <source>No event chosen</source>
        <translation>Geen evenement gekozen</translation>
    </message>
    <message numerus="yes">
        <source>{event} · %n present</source>
        <translation>
            <numerusform>{event} · %n aanwezig</numerusform>
            <numerusform>{event} · %n aanwezig</numerusform>
        </translation>
    </message>
    <message>
        <source>free</source>
        <comment>table: no match on it</comment>
        <translation>vrij</translation>
    </message>
    <message>
        <source>No tables yet</source>
        <translation>Nog geen tafels</translation>
    </message>
    <message>
        <source>Nobody waiting</source>
        <translation>Niemand wacht</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Nog geen uitslagen</translation>
    </message>
    <message>
        <source>{points} pt</source>
        <comment>one point</comment>
        <translation>{points} pt</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <comment>points</comment>
        <translation>{points} ptn</translation>
    </message>
    <message numerus="yes">
        <source>%n gm</source>
        <comment>games played, short</comment>
        <translation>
            <numerusform>%n part.</numerusform>
            <numerusform>%n part.</numerusform>
        </translation>
    </message>
    <message>
        <source>No match on the tables</source>
        <translation>Geen wedstrijd op de tafels</translation>
    </message>
    <message>
        <source>{match} · table {table}</source>
        <translation>{match} · tafel {table}</translation>
    </message>
</context>
<context>
    <name>night.presenter_event</name>
    <message>
        <source> v </source>
        <comment>between the sides of a match</comment>
        <extracomment>Translators: between the sides of a match, spaces included (&quot;Ann v Bob&quot;)</extracomment>
        <translation> – </translation>
    </message>
    <message>
        <source>Champion: {name}</source>
        <translation>Kampioen: {name}</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Afgelopen</translation>
    </message>
    <message numerus="yes">
        <source>%n entrant(s) · not started</source>
        <translation>
            <numerusform>%n deelnemer · niet begonnen</numerusform>
            <numerusform>%n deelnemers · niet begonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} of {total}</source>
        <translation>Ronde {round} van {total}</translation>
    </message>
    <message numerus="yes">
        <source>{done} of %n match(es) played</source>
        <translation>
            <numerusform>{done} van %n wedstrijd gespeeld</numerusform>
            <numerusform>{done} van %n wedstrijden gespeeld</numerusform>
        </translation>
    </message>
    <message>
        <source>No event chosen.</source>
        <translation>Geen evenement gekozen.</translation>
    </message>
    <message>
        <source>The bracket or the first round is drawn when the event starts.</source>
        <translation>Het schema of de eerste ronde wordt ingedeeld zodra het evenement begint.</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Kampioen</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evenement</translation>
    </message>
</context>
<context>
    <name>night.round_view</name>
    <message>
        <source>Drag a player onto another to swap them (or click one, then the other) before the round starts. Win chances come from the leaderboard&apos;s ratings.</source>
        <translation>Sleep een speler op een andere om ze te wisselen (of klik op de een, dan op de ander) voordat de ronde begint. Winkansen komen uit de ratings van de ranglijst.</translation>
    </message>
    <message>
        <source>DYP (fixed pairs for the night, strongest with weakest)</source>
        <translation>DYP (vaste paren voor de avond, sterkste met zwakste)</translation>
    </message>
    <message>
        <source>Rotating partners (individual standings)</source>
        <translation>Wisselende partners (individuele stand)</translation>
    </message>
    <message>
        <source>Swiss (one against one)</source>
        <translation>Zwitsers systeem (één tegen één)</translation>
    </message>
    <message>
        <source>Round robin (one against one)</source>
        <translation>Round-robin (één tegen één)</translation>
    </message>
    <message>
        <source>Draw mode DYP</source>
        <translation>Indeling DYP</translation>
    </message>
    <message>
        <source>Draw mode rotating partners</source>
        <translation>Indeling wisselende partners</translation>
    </message>
    <message>
        <source>Draw mode Swiss</source>
        <translation>Indeling Zwitsers systeem</translation>
    </message>
    <message>
        <source>Draw mode round robin</source>
        <translation>Indeling round-robin</translation>
    </message>
    <message>
        <source>Pairs are drawn once and kept all night: the strongest player with the weakest, so every pair is about as strong. Late arrivals are paired the same way among themselves; one left over pairs with the next late arrival and until then plays with a stand-in, a player whose partner sits out or is away, for that round only. Sitting out goes in turn.</source>
        <translation>De paren worden één keer geloot en blijven de hele avond: de sterkste speler met de zwakste, zodat elk paar ongeveer even sterk is. Laatkomers worden onderling op dezelfde manier gekoppeld; wie overblijft, vormt een paar met de volgende laatkomer en speelt tot dan met een invaller, een speler van wie de partner uitrust of even weg is, alleen voor die ronde. Uitrusten gaat om de beurt.</translation>
    </message>
    <message>
        <source>Drag onto another player to swap them</source>
        <translation>Sleep op een andere speler om ze te wisselen</translation>
    </message>
    <message>
        <source>drawn, not started</source>
        <translation>ingedeeld, niet begonnen</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>afgelopen</translation>
    </message>
    <message numerus="yes">
        <source>started: {done} of %n result(s) in</source>
        <translation>
            <numerusform>begonnen: {done} van %n uitslag binnen</numerusform>
            <numerusform>begonnen: {done} van %n uitslagen binnen</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw mode</source>
        <translation>Indeling</translation>
    </message>
    <message>
        <source>Pick how the next round&apos;s teams and opponents are drawn.</source>
        <translation>Kies hoe de teams en tegenstanders van de volgende ronde worden ingedeeld.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Look back at an earlier round and its results</source>
        <translation>Een eerdere ronde en de uitslagen terugzien</translation>
    </message>
    <message>
        <source>&amp;Draw next round</source>
        <translation>Vol&amp;gende ronde indelen</translation>
    </message>
    <message>
        <source>Start ro&amp;und</source>
        <translation>R&amp;onde starten</translation>
    </message>
    <message>
        <source>D&amp;iscard draw</source>
        <translation>&amp;Indeling weggooien</translation>
    </message>
    <message>
        <source>Print pairin&amp;gs and slips…</source>
        <translation>Ind&amp;eling en briefjes afdrukken…</translation>
    </message>
    <message>
        <source>Draw next round</source>
        <translation>Volgende ronde indelen</translation>
    </message>
    <message>
        <source>Draws the next round from the players present; it can still be changed.</source>
        <translation>Deelt de volgende ronde in uit de aanwezige spelers; die kan nog worden gewijzigd.</translation>
    </message>
    <message>
        <source>Starts the drawn round: its matches wait for free tables.</source>
        <translation>Start de ingedeelde ronde: de wedstrijden wachten op vrije tafels.</translation>
    </message>
    <message>
        <source>Throws the drawn round away, to draw again.</source>
        <translation>Gooit de ingedeelde ronde weg, om opnieuw in te delen.</translation>
    </message>
    <message>
        <source>The night&apos;s rounds with table numbers, then a score slip per match (print preview first)</source>
        <translation>De rondes van de avond met tafelnummers, dan een scorebriefje per wedstrijd (eerst afdrukvoorbeeld)</translation>
    </message>
    <message>
        <source>DYP rule</source>
        <translation>DYP-regel</translation>
    </message>
    <message>
        <source>Stand-ins</source>
        <translation>Invallers</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Indeling:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Ronde:</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>No round drawn yet: check players in, pick a mode, draw.</source>
        <translation>Nog geen ronde ingedeeld: meld spelers aan, kies een indeling, deel in.</translation>
    </message>
    <message>
        <source>Round {number} — {mode} — {state}</source>
        <translation>Ronde {number} — {mode} — {state}</translation>
    </message>
    <message>
        <source>Match {number} · {table}</source>
        <translation>Wedstrijd {number} · {table}</translation>
    </message>
    <message>
        <source>Match {number}</source>
        <translation>Wedstrijd {number}</translation>
    </message>
    <message>
        <source>v</source>
        <comment>versus</comment>
        <translation>–</translation>
    </message>
    <message>
        <source>Each side&apos;s chance to win before the game</source>
        <translation>De winkans van elke kant vóór de partij</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>Rust uit</translation>
    </message>
    <message>
        <source>waiting for a table</source>
        <translation>wacht op een tafel</translation>
    </message>
    <message>
        <source>called</source>
        <comment>match: called to a table</comment>
        <translation>opgeroepen</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>speelt</translation>
    </message>
    <message>
        <source>result deleted</source>
        <translation>uitslag verwijderd</translation>
    </message>
    <message>
        <source>DYP: {rule}</source>
        <translation>DYP: {rule}</translation>
    </message>
    <message>
        <source>Drawing the next round…</source>
        <translation>Volgende ronde indelen…</translation>
    </message>
    <message>
        <source>Swap players</source>
        <translation>Spelers wisselen</translation>
    </message>
    <message>
        <source>Start round {number}</source>
        <translation>Ronde {number} starten</translation>
    </message>
    <message>
        <source>Discard round {number}</source>
        <translation>Ronde {number} weggooien</translation>
    </message>
</context>
<context>
    <name>night.tables_view</name>
    <message>
        <source>A knockout match: one side must win (no draw).</source>
        <translation>Een knock-outwedstrijd: één kant moet winnen (geen gelijkspel).</translation>
    </message>
    <message>
        <source>Result — {table}</source>
        <translation>Uitslag — {table}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{table}&lt;/b&gt;: {match}&lt;br&gt;Chances before the game: {chances}</source>
        <translation>&lt;b&gt;{table}&lt;/b&gt;: {match}&lt;br&gt;Kansen vóór de partij: {chances}</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Kant</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Score (optional)</source>
        <translation>Score (optioneel)</translation>
    </message>
    <message>
        <source>Side {number} place</source>
        <translation>Plaats kant {number}</translation>
    </message>
    <message>
        <source>The side&apos;s placement: 1 is the winner; equal places are a tie. Left at —, the score decides.</source>
        <translation>De plaats van de kant: 1 is de winnaar; gelijke plaatsen zijn gelijkspel. Blijft hij op —, dan beslist de score.</translation>
    </message>
    <message>
        <source>Side {number} score</source>
        <translation>Score kant {number}</translation>
    </message>
    <message>
        <source>Type the side&apos;s score, if the game keeps one.</source>
        <translation>Typ de score van de kant, als het spel er een bijhoudt.</translation>
    </message>
    <message>
        <source>{names} won</source>
        <translation>{names} gewonnen</translation>
    </message>
    <message>
        <source>Saves the result with this side as the winner.</source>
        <translation>Slaat de uitslag op met deze kant als winnaar.</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>result: nobody won</comment>
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <source>Saves the result as a draw.</source>
        <translation>Slaat de uitslag op als gelijkspel.</translation>
    </message>
    <message>
        <source>Result problem</source>
        <translation>Probleem met de uitslag</translation>
    </message>
    <message>
        <source>Started at {time}</source>
        <translation>Begonnen om {time}</translation>
    </message>
    <message>
        <source>Started now</source>
        <translation>Nu begonnen</translation>
    </message>
    <message>
        <source>Record that the players have begun (the start time)</source>
        <translation>Vastleggen dat de spelers begonnen zijn (de starttijd)</translation>
    </message>
    <message>
        <source>Tables — click a table to enter its result</source>
        <translation>Tafels — klik op een tafel om de uitslag in te voeren</translation>
    </message>
    <message>
        <source>Up next</source>
        <translation>Hierna</translation>
    </message>
    <message>
        <source>The matches waiting for a free table, in the order they are called.</source>
        <translation>De wedstrijden die op een vrije tafel wachten, in de volgorde waarin ze worden opgeroepen.</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tafels</translation>
    </message>
    <message>
        <source>The club&apos;s tables in calling order; select one to rename, move or take out of use.</source>
        <translation>De tafels van de club in oproepvolgorde; selecteer er een om die te hernoemen, te verplaatsen of buiten gebruik te stellen.</translation>
    </message>
    <message>
        <source>New table&apos;s name</source>
        <translation>Naam van de nieuwe tafel</translation>
    </message>
    <message>
        <source>Type a name for a new table, then press Enter to add it.</source>
        <translation>Typ een naam voor een nieuwe tafel en druk dan op Enter om die toe te voegen.</translation>
    </message>
    <message>
        <source>Adds a table with the name typed.</source>
        <translation>Voegt een tafel toe met de getypte naam.</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Hernoemen…</translation>
    </message>
    <message>
        <source>Asks for a new name for the selected table.</source>
        <translation>Vraagt om een nieuwe naam voor de geselecteerde tafel.</translation>
    </message>
    <message>
        <source>Out of use</source>
        <translation>Buiten gebruik</translation>
    </message>
    <message>
        <source>Takes the selected table out of use, or back into use.</source>
        <translation>Stelt de geselecteerde tafel buiten gebruik, of weer in gebruik.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Omhoog</translation>
    </message>
    <message>
        <source>Calls the selected table earlier.</source>
        <translation>Roept de geselecteerde tafel eerder op.</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Omlaag</translation>
    </message>
    <message>
        <source>Calls the selected table later.</source>
        <translation>Roept de geselecteerde tafel later op.</translation>
    </message>
    <message>
        <source>Call next matches</source>
        <translation>Volgende wedstrijden oproepen</translation>
    </message>
    <message>
        <source>Put waiting matches on free tables (done by itself after each result)</source>
        <translation>Wachtende wedstrijden op vrije tafels zetten (gebeurt vanzelf na elke uitslag)</translation>
    </message>
    <message>
        <source>A&amp;dd table</source>
        <translation>Ta&amp;fel toevoegen</translation>
    </message>
    <message>
        <source>Call ne&amp;xt matches</source>
        <translation>Volgende wedstrijden o&amp;proepen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Up next&lt;/b&gt; (called to the next free table; never someone still playing)</source>
        <translation>&lt;b&gt;Hierna&lt;/b&gt; (naar de volgende vrije tafel geroepen; nooit iemand die nog speelt)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tables&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tafels&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Opens the form for this table&apos;s result.</source>
        <translation>Opent het formulier voor de uitslag van deze tafel.</translation>
    </message>
    <message>
        <source>No tables yet: add some on the right; the ready matches are called to them.</source>
        <translation>Nog geen tafels: voeg er rechts toe; de klaarstaande wedstrijden worden ernaartoe geroepen.</translation>
    </message>
    <message>
        <source>No tables yet: add some on the right, or start a round (one table per match is made).</source>
        <translation>Nog geen tafels: voeg er rechts toe, of start een ronde (er komt één tafel per wedstrijd).</translation>
    </message>
    <message>
        <source>{number}. {match}   ({where}, {chances})</source>
        <translation>{number}. {match}   ({where}, {chances})</translation>
    </message>
    <message>
        <source>{table}  (out of use)</source>
        <translation>{table}  (buiten gebruik)</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>ronde {round}</translation>
    </message>
    <message>
        <source>winners&apos; round {round}</source>
        <translation>winnaarsronde {round}</translation>
    </message>
    <message>
        <source>losers&apos; round {round}</source>
        <translation>verliezersronde {round}</translation>
    </message>
    <message>
        <source>grand final</source>
        <translation>grote finale</translation>
    </message>
    <message>
        <source>grand final reset</source>
        <translation>tweede grote finale</translation>
    </message>
    <message>
        <source>for third place</source>
        <translation>om plaats 3</translation>
    </message>
    <message>
        <source>{bracket} round {round}</source>
        <translation>{bracket} ronde {round}</translation>
    </message>
    <message>
        <source>match {number}, {where}</source>
        <translation>wedstrijd {number}, {where}</translation>
    </message>
    <message>
        <source>{table}
out of use</source>
        <translation>{table}
buiten gebruik</translation>
    </message>
    <message>
        <source>{table}
free</source>
        <translation>{table}
vrij</translation>
    </message>
    <message>
        <source>playing since {time}</source>
        <translation>speelt sinds {time}</translation>
    </message>
    <message>
        <source>called {time}</source>
        <translation>opgeroepen {time}</translation>
    </message>
    <message>
        <source>Back in use</source>
        <translation>Weer in gebruik</translation>
    </message>
    <message>
        <source>Result of {match}</source>
        <translation>Uitslag van {match}</translation>
    </message>
    <message>
        <source>Start {match}</source>
        <translation>{match} starten</translation>
    </message>
    <message>
        <source>Table {number}</source>
        <translation>Tafel {number}</translation>
    </message>
    <message>
        <source>Add table {name}</source>
        <translation>Tafel {name} toevoegen</translation>
    </message>
    <message>
        <source>Rename table</source>
        <translation>Tafel hernoemen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Rename table {name}</source>
        <translation>Tafel {name} hernoemen</translation>
    </message>
    <message>
        <source>{name} out of use</source>
        <translation>{name} buiten gebruik</translation>
    </message>
    <message>
        <source>{name} back in use</source>
        <translation>{name} weer in gebruik</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>{name} verplaatsen</translation>
    </message>
</context>
<context>
    <name>planning.balance_view</name>
    <message>
        <source>Found as the best of all {count} possible splits.</source>
        <translation>Gevonden als de beste van alle {count} mogelijke verdelingen.</translation>
    </message>
    <message>
        <source>Found by a heuristic (too many splits to try all): team totals differ by at most {bound}, the gap between the strongest and weakest player.</source>
        <translation>Gevonden met een benadering (te veel verdelingen om alle te proberen): de teamtotalen verschillen hooguit {bound}, het verschil tussen de sterkste en de zwakste speler.</translation>
    </message>
    <message>
        <source>Found by a heuristic (too many splits to try all).</source>
        <translation>Gevonden met een benadering (te veel verdelingen om alle te proberen).</translation>
    </message>
    <message>
        <source>{left} v {right}</source>
        <translation>{left} tegen {right}</translation>
    </message>
    <message>
        <source>Players present</source>
        <translation>Aanwezige spelers</translation>
    </message>
    <message>
        <source>Number of teams</source>
        <translation>Aantal teams</translation>
    </message>
    <message>
        <source>How many teams to make from the players ticked as present.</source>
        <translation>Hoeveel teams er gemaakt worden uit de als aanwezig aangevinkte spelers.</translation>
    </message>
    <message>
        <source>as even as possible</source>
        <translation>zo gelijk mogelijk</translation>
    </message>
    <message>
        <source>Players per team; the players present must fill every team exactly</source>
        <translation>Spelers per team; de aanwezige spelers moeten elk team precies vullen</translation>
    </message>
    <message>
        <source>Balance teams</source>
        <translation>Teams verdelen</translation>
    </message>
    <message>
        <source>Splits the players present into teams of even strength.</source>
        <translation>Verdeelt de aanwezige spelers over teams van gelijke sterkte.</translation>
    </message>
    <message>
        <source>First player of the pair</source>
        <translation>Eerste speler van het paar</translation>
    </message>
    <message>
        <source>Pick a player to keep together with, or apart from, the second one.</source>
        <translation>Kies een speler om bij de tweede te houden, of juist van de tweede gescheiden.</translation>
    </message>
    <message>
        <source>Second player of the pair</source>
        <translation>Tweede speler van het paar</translation>
    </message>
    <message>
        <source>Pick the other player of the pair.</source>
        <translation>Kies de andere speler van het paar.</translation>
    </message>
    <message>
        <source>Keep together</source>
        <translation>Samen houden</translation>
    </message>
    <message>
        <source>The two players chosen end up in the same team.</source>
        <translation>De twee gekozen spelers komen in hetzelfde team.</translation>
    </message>
    <message>
        <source>Keep apart</source>
        <translation>Uit elkaar houden</translation>
    </message>
    <message>
        <source>The two players chosen end up in different teams.</source>
        <translation>De twee gekozen spelers komen in verschillende teams.</translation>
    </message>
    <message>
        <source>Pairs kept together or apart</source>
        <translation>Paren die samen of uit elkaar blijven</translation>
    </message>
    <message>
        <source>The pairs the balancer respects; select one to remove it.</source>
        <translation>De paren waar de teamverdeling rekening mee houdt; selecteer er een om het te verwijderen.</translation>
    </message>
    <message>
        <source>Remove pair</source>
        <translation>Paar verwijderen</translation>
    </message>
    <message>
        <source>Forgets the pair selected in the list.</source>
        <translation>Verwijdert het in de lijst geselecteerde paar.</translation>
    </message>
    <message>
        <source>Balanced teams</source>
        <translation>Evenwichtige teams</translation>
    </message>
    <message>
        <source>Each team with its players, their ratings and the team&apos;s chance to win.</source>
        <translation>Elk team met zijn spelers, hun ratings en de winkans van het team.</translation>
    </message>
    <message>
        <source>Team / player</source>
        <translation>Team / speler</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>μ</source>
        <translation>μ</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Winkans</translation>
    </message>
    <message>
        <source>Tick the players present, choose the number of teams, then Balance teams.</source>
        <translation>Vink de aanwezige spelers aan, kies het aantal teams en klik dan op Teams verdelen.</translation>
    </message>
    <message>
        <source>Load teams into the match form</source>
        <translation>Teams in het wedstrijdformulier zetten</translation>
    </message>
    <message>
        <source>Opens the match form with these teams as the sides.</source>
        <translation>Opent het wedstrijdformulier met deze teams als kanten.</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Σ {total}</source>
        <translation>Σ {total}</translation>
    </message>
    <message>
        <source>Predicted chances {chances}; match quality &lt;b&gt;{quality}&lt;/b&gt; (100% = even). {method}</source>
        <translation>Verwachte kansen {chances}; wedstrijdkwaliteit &lt;b&gt;{quality}&lt;/b&gt; (100% = gelijkwaardig). {method}</translation>
    </message>
    <message>
        <source>{low}–{high}%</source>
        <translation>{low}–{high}%</translation>
    </message>
    <message>
        <source>met tonight already</source>
        <translation>vanavond al tegen elkaar gespeeld</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partij</numerusform>
            <numerusform>%n partijen</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} sits this one out</source>
        <translation>{name} speelt deze keer niet</translation>
    </message>
    <message>
        <source>no repeats of tonight&apos;s pairings.</source>
        <translation>geen herhaling van de paren van vanavond.</translation>
    </message>
    <message numerus="yes">
        <source>%n repeat(s) could not be avoided.</source>
        <translation>
            <numerusform>%n herhaling was niet te vermijden.</numerusform>
            <numerusform>%n herhalingen waren niet te vermijden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Players per team</source>
        <translation>Spelers per team</translation>
    </message>
    <message>
        <source>Pairs (optional)</source>
        <translation>Paren (optioneel)</translation>
    </message>
    <message>
        <source>and</source>
        <translation>en</translation>
    </message>
    <message>
        <source>Find opponents for</source>
        <translation>Tegenstanders zoeken voor</translation>
    </message>
    <message>
        <source>Pick the player who needs an opponent.</source>
        <translation>Kies de speler die een tegenstander nodig heeft.</translation>
    </message>
    <message>
        <source>Lowest chance to win</source>
        <translation>Laagste winkans</translation>
    </message>
    <message>
        <source>The least chance to win, in percent, an opponent may leave the player.</source>
        <translation>De kleinste winkans in procenten die een tegenstander de speler mag laten.</translation>
    </message>
    <message>
        <source>Highest chance to win</source>
        <translation>Hoogste winkans</translation>
    </message>
    <message>
        <source>The greatest chance to win, in percent, an opponent may leave the player.</source>
        <translation>De grootste winkans in procenten die een tegenstander de speler mag laten.</translation>
    </message>
    <message>
        <source>only players present</source>
        <translation>alleen aanwezige spelers</translation>
    </message>
    <message>
        <source>Only players present</source>
        <translation>Alleen aanwezige spelers</translation>
    </message>
    <message>
        <source>When ticked, only players ticked as present are offered.</source>
        <translation>Indien aangevinkt worden alleen de spelers aangeboden die als aanwezig zijn aangevinkt.</translation>
    </message>
    <message>
        <source>Find opponents</source>
        <translation>Tegenstanders zoeken</translation>
    </message>
    <message>
        <source>Lists the opponents whose chance to win lies in the range.</source>
        <translation>Toont de tegenstanders bij wie de winkans binnen het bereik ligt.</translation>
    </message>
    <message>
        <source>Even opponents</source>
        <translation>Gelijkwaardige tegenstanders</translation>
    </message>
    <message>
        <source>The opponents found, with the chance to win and the match quality.</source>
        <translation>De gevonden tegenstanders, met de winkans en de wedstrijdkwaliteit.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Tegenstander</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Winkans</translation>
    </message>
    <message>
        <source>Match quality</source>
        <translation>Wedstrijdkwaliteit</translation>
    </message>
    <message>
        <source>Pick the event whose pairings should not be played again.</source>
        <translation>Kies het evenement waarvan de paringen niet opnieuw gespeeld moeten worden.</translation>
    </message>
    <message>
        <source>Pair the waiting players</source>
        <translation>Wachtende spelers koppelen</translation>
    </message>
    <message>
        <source>Pairs the players ticked as present: similar skills, no repeat of tonight&apos;s pairings where possible</source>
        <translation>Koppelt de als aanwezig aangevinkte spelers: gelijk niveau, waar mogelijk geen herhaling van de paringen van vanavond</translation>
    </message>
    <message>
        <source>Pairings of the waiting players</source>
        <translation>Paringen van de wachtende spelers</translation>
    </message>
    <message>
        <source>The proposed matches, one a row, with the chances and the match quality.</source>
        <translation>De voorgestelde wedstrijden, één per rij, met de kansen en de wedstrijdkwaliteit.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Chances</source>
        <translation>Kansen</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Opmerking</translation>
    </message>
    <message>
        <source>Load match into the match form</source>
        <translation>Wedstrijd in het wedstrijdformulier zetten</translation>
    </message>
    <message>
        <source>Opens the match form with the pairing selected.</source>
        <translation>Opent het wedstrijdformulier met de geselecteerde paring.</translation>
    </message>
    <message>
        <source>Even opponents for one player</source>
        <translation>Gelijkwaardige tegenstanders voor één speler</translation>
    </message>
    <message>
        <source>chance between</source>
        <translation>kans tussen</translation>
    </message>
    <message>
        <source>Pair the players waiting (the players ticked as present)</source>
        <translation>De wachtende spelers koppelen (de als aanwezig aangevinkte spelers)</translation>
    </message>
    <message>
        <source>Avoid repeats from</source>
        <translation>Herhalingen vermijden vanaf</translation>
    </message>
    <message>
        <source>Matchmaking</source>
        <translation>Tegenstanders zoeken</translation>
    </message>
    <message>
        <source>Today&apos;s matches</source>
        <translation>Wedstrijden van vandaag</translation>
    </message>
    <message>
        <source>Choose two different players present for a pair.</source>
        <translation>Kies twee verschillende aanwezige spelers voor een paar.</translation>
    </message>
    <message>
        <source>{a} and {b}: {value}</source>
        <translation>{a} en {b}: {value}</translation>
    </message>
    <message>
        <source>Tick at least {value} players present.</source>
        <translation>Vink minstens {value} aanwezige spelers aan.</translation>
    </message>
    <message>
        <source>Balancing…</source>
        <translation>Verdelen…</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Team {n}  ({count} players)</source>
        <translation>Team {n}  ({count} spelers)</translation>
    </message>
    <message numerus="yes">
        <source>%n opponent(s) give {who} a chance of {window}, most even first.</source>
        <translation>
            <numerusform>%n tegenstander geeft {who} een kans van {window}, meest gelijkwaardige eerst.</numerusform>
            <numerusform>%n tegenstanders geven {who} een kans van {window}, meest gelijkwaardige eerst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody gives {who} a chance of {window}; widen the window.</source>
        <translation>Niemand geeft {who} een kans van {window}; maak het bereik groter.</translation>
    </message>
    <message>
        <source>Tick at least two players present (the players waiting).</source>
        <translation>Vink minstens twee aanwezige spelers aan (de wachtende spelers).</translation>
    </message>
</context>
<context>
    <name>planning.bracket_canvas</name>
    <message>
        <source>Double elimination: the winners&apos; bracket uses this same seed order; first-round losers drop into the losers&apos; bracket in bracket order.</source>
        <translation>Dubbele eliminatie: het winnaarsschema gebruikt dezelfde plaatsingsvolgorde; verliezers van de eerste ronde gaan in schemavolgorde naar het verliezersschema.</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Halve finales</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Kwartfinales</translation>
    </message>
    <message>
        <source>Last {slots}</source>
        <extracomment>Translators: a bracket round named by how many are left in it (&quot;Last 16&quot;)</extracomment>
        <translation>Laatste {slots}</translation>
    </message>
    <message>
        <source>Tick at least two entrants to see the bracket.</source>
        <translation>Vink minstens twee deelnemers aan om het schema te zien.</translation>
    </message>
    <message>
        <source>Seed {seed}: {name} ({club})</source>
        <translation>Plaatsing {seed}: {name} ({club})</translation>
    </message>
    <message>
        <source>Seed {seed}: {name}</source>
        <translation>Plaatsing {seed}: {name}</translation>
    </message>
    <message numerus="yes">
        <source>; moved %n place(s) to keep clubs apart (seed {rating_seed} by rating)</source>
        <extracomment>Translators: added to &quot;Seed 3: Ann&quot;; %n is how many places the seed moved</extracomment>
        <translation>
            <numerusform>; %n plaats verschoven om clubs uit elkaar te houden (plaatsing {rating_seed} op rating)</numerusform>
            <numerusform>; %n plaatsen verschoven om clubs uit elkaar te houden (plaatsing {rating_seed} op rating)</numerusform>
        </translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>Ronde 1</translation>
    </message>
    <message>
        <source>Both entrants are from the same club or roster</source>
        <translation>Beide deelnemers zijn van dezelfde club of hetzelfde team</translation>
    </message>
</context>
<context>
    <name>planning.entrant_picker</name>
    <message>
        <source>Search…</source>
        <translation>Zoeken…</translation>
    </message>
    <message>
        <source>Search entrants</source>
        <translation>Deelnemers zoeken</translation>
    </message>
    <message>
        <source>Type part of a name or club; only matching entrants are listed.</source>
        <translation>Typ een deel van een naam of club; alleen passende deelnemers worden getoond.</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>Deelnemers</translation>
    </message>
    <message>
        <source>Tick the players or teams who take part; space ticks the selected one.</source>
        <translation>Vink de spelers of teams aan die meedoen; Spatie vinkt de geselecteerde aan.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>μ − kσ</source>
        <translation>μ − kσ</translation>
    </message>
    <message>
        <source>μ</source>
        <translation>μ</translation>
    </message>
    <message>
        <source>Tick all shown</source>
        <translation>Alle getoonde aanvinken</translation>
    </message>
    <message>
        <source>Ticks every entrant listed.</source>
        <translation>Vinkt elke getoonde deelnemer aan.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Unticks every entrant.</source>
        <translation>Vinkt elke deelnemer uit.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>{name}: μ {mu} ± {sigma}, %n game(s)</source>
        <translation>
            <numerusform>{name}: μ {mu} ± {sigma}, %n partij</numerusform>
            <numerusform>{name}: μ {mu} ± {sigma}, %n partijen</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} of {topLevelItemCount} ticked</source>
        <translation>{count} van {topLevelItemCount} aangevinkt</translation>
    </message>
</context>
<context>
    <name>planning.evaluation_view</name>
    <message>
        <source>System</source>
        <translation>Systeem</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <translation>Log-loss</translation>
    </message>
    <message>
        <source>Lower is better: how surprised the system was by the results (later 30% of the history)</source>
        <translation>Lager is beter: hoe verrast het systeem was door de uitslagen (laatste 30% van de geschiedenis)</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Trefzekerheid</translation>
    </message>
    <message>
        <source>Share of decisive matches whose winner had the highest predicted chance</source>
        <translation>Aandeel van de beslissende wedstrijden waarvan de winnaar de hoogste voorspelde kans had</translation>
    </message>
    <message>
        <source>Matches scored</source>
        <translation>Beoordeelde wedstrijden</translation>
    </message>
    <message>
        <source>β</source>
        <translation>β</translation>
    </message>
    <message>
        <source>&lt;b&gt;Log-loss&lt;/b&gt;: how surprised a system was by the results it had to predict. &lt;b&gt;Lower log-loss is better.&lt;/b&gt;&lt;br&gt;&lt;b&gt;Accuracy&lt;/b&gt;: how often the side a system gave the best chance actually won.&lt;br&gt;&lt;b&gt;Chart&lt;/b&gt;: for each chance a system gave (across), how often those sides really won (up); the nearer its line to the dashed diagonal, the more honest its chances.</source>
        <translation>&lt;b&gt;Log-loss&lt;/b&gt;: hoe verrast een systeem was door de uitslagen die het moest voorspellen. &lt;b&gt;Een lagere log-loss is beter.&lt;/b&gt;&lt;br&gt;&lt;b&gt;Trefzekerheid&lt;/b&gt;: hoe vaak de kant waaraan een systeem de beste kans gaf, echt won.&lt;br&gt;&lt;b&gt;Grafiek&lt;/b&gt;: voor elke kans die een systeem gaf (horizontaal), hoe vaak die kanten echt wonnen (verticaal); hoe dichter de lijn bij de gestreepte diagonaal, hoe eerlijker de kansen.</translation>
    </message>
    <message>
        <source>Not enough matches to compare the systems yet: record a few club nights, then evaluate again.</source>
        <translation>Nog niet genoeg wedstrijden om de systemen te vergelijken: leg een paar clubavonden vast en beoordeel dan opnieuw.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Best for this club: {system} with {setting}&lt;/b&gt;.</source>
        <extracomment>Translators: {system} is a rating system, {setting} its tuned values (&quot;β = 3.99, τ = 0.319&quot;)</extracomment>
        <translation>&lt;b&gt;Het beste voor deze club: {system} met {setting}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Best for this club: {system}&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Het beste voor deze club: {system}&lt;/b&gt;.</translation>
    </message>
    <message numerus="yes">
        <source>It predicted the last %n match(es) best (log-loss {loss}, against {runner_loss} for {runner}).</source>
        <extracomment>Translators: %n is how many matches were predicted; {runner} is the next best rating system</extracomment>
        <translation>
            <numerusform>Het voorspelde de laatste %n wedstrijd het best (log-loss {loss}, tegen {runner_loss} voor {runner}).</numerusform>
            <numerusform>Het voorspelde de laatste %n wedstrijden het best (log-loss {loss}, tegen {runner_loss} voor {runner}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It predicted the last %n match(es) best (log-loss {loss}).</source>
        <translation>
            <numerusform>Het voorspelde de laatste %n wedstrijd het best (log-loss {loss}).</numerusform>
            <numerusform>Het voorspelde de laatste %n wedstrijden het best (log-loss {loss}).</numerusform>
        </translation>
    </message>
    <message>
        <source>This leaderboard already uses it, so there is nothing to change.</source>
        <translation>Deze ranglijst gebruikt het al, dus er is niets te veranderen.</translation>
    </message>
    <message>
        <source>To rate this leaderboard with it, click &lt;b&gt;Use the best for this leaderboard&lt;/b&gt;, or choose {system} in &lt;b&gt;Leaderboard ▸ Settings…&lt;/b&gt; (every match is re-rated; Edit ▸ Undo takes it back).</source>
        <translation>Om deze ranglijst ermee te berekenen, klikt u op &lt;b&gt;Het beste gebruiken voor deze ranglijst&lt;/b&gt; of kiest u {system} in &lt;b&gt;Ranglijst ▸ Instellingen…&lt;/b&gt; (elke wedstrijd wordt herberekend; Bewerken ▸ Ongedaan maken draait het terug).</translation>
    </message>
    <message>
        <source>τ</source>
        <translation>τ</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>defaults</source>
        <translation>standaardwaarden</translation>
    </message>
    <message>
        <source>Replays this leaderboard&apos;s history under each rating system, predicting every match before rating it, and scores the later 30%. Tune also searches each system&apos;s main parameters (β and τ, C or K) on the earlier 70%.</source>
        <translation>Speelt de geschiedenis van deze ranglijst opnieuw af met elk ratingsysteem, voorspelt elke wedstrijd voordat die de rating verandert, en beoordeelt de laatste 30%. Afstemmen zoekt ook de belangrijkste parameters van elk systeem (β en τ, C of K) op de eerste 70%.</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>Beoordelen</translation>
    </message>
    <message>
        <source>Tune and evaluate</source>
        <translation>Afstemmen en beoordelen</translation>
    </message>
    <message>
        <source>Use the best for this leaderboard</source>
        <translation>Het beste gebruiken voor deze ranglijst</translation>
    </message>
    <message>
        <source>Predicted chance to win</source>
        <translation>Voorspelde winkans</translation>
    </message>
    <message>
        <source>Observed win rate</source>
        <translation>Werkelijk winstpercentage</translation>
    </message>
    <message>
        <source>What to pick</source>
        <translation>Wat te kiezen</translation>
    </message>
    <message>
        <source>Scores each rating system on this leaderboard&apos;s history.</source>
        <translation>Beoordeelt elk ratingsysteem op de geschiedenis van deze ranglijst.</translation>
    </message>
    <message>
        <source>Tunes each system&apos;s main parameters first, then scores it; takes longer.</source>
        <translation>Stemt eerst de belangrijkste parameters van elk systeem af en beoordeelt het dan; duurt langer.</translation>
    </message>
    <message>
        <source>Switches this leaderboard to the system that predicted best.</source>
        <translation>Zet deze ranglijst over op het systeem dat het best voorspelde.</translation>
    </message>
    <message>
        <source>Rating systems compared</source>
        <translation>Ratingsystemen vergeleken</translation>
    </message>
    <message>
        <source>Each rating system, one a row, with its prediction scores.</source>
        <translation>Elk ratingsysteem, één per rij, met zijn voorspellingsscores.</translation>
    </message>
    <message>
        <source>Calibration chart</source>
        <translation>Kalibratiegrafiek</translation>
    </message>
    <message>
        <source>Predicted chance to win against the observed win rate, for each system.</source>
        <translation>Voorspelde winkans tegenover het werkelijke winstpercentage, voor elk systeem.</translation>
    </message>
    <message>
        <source>Tuning and evaluating…</source>
        <translation>Afstemmen en beoordelen…</translation>
    </message>
    <message>
        <source>Evaluating…</source>
        <translation>Beoordelen…</translation>
    </message>
    <message>
        <source>The evaluation was cancelled; nothing was changed.</source>
        <translation>De beoordeling is geannuleerd; er is niets veranderd.</translation>
    </message>
    <message>
        <source>The evaluation did not finish.</source>
        <translation>De beoordeling is niet afgerond.</translation>
    </message>
    <message>
        <source>perfect</source>
        <comment>the chart&apos;s diagonal: chances that come true as often as they say</comment>
        <translation>perfect</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;br&gt;</source>
        <translation>&lt;br&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Use {system} for this leaderboard</source>
        <translation>{system} gebruiken voor deze ranglijst</translation>
    </message>
    <message>
        <source>Re-rating every match with the new system…</source>
        <translation>Elke wedstrijd wordt herberekend met het nieuwe systeem…</translation>
    </message>
</context>
<context>
    <name>planning.seed_exports</name>
    <message>
        <source>Export seed list</source>
        <translation>Plaatsingslijst exporteren</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV-bestand (*.csv)</translation>
    </message>
    <message>
        <source>Export plain list</source>
        <translation>Eenvoudige lijst exporteren</translation>
    </message>
    <message>
        <source>Text file (*.txt);;All files (*)</source>
        <translation>Tekstbestand (*.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Wrote {result} entrants to {path}</source>
        <translation>{result} deelnemers naar {path} geschreven</translation>
    </message>
</context>
<context>
    <name>planning.seed_tables</name>
    <message>
        <source>by lot</source>
        <extracomment>Translators: in the seed list&apos;s rating column: an unrated entrant placed by drawing lots</extracomment>
        <translation>geloot</translation>
    </message>
    <message>
        <source>Pool {name}</source>
        <translation>Poule {name}</translation>
    </message>
    <message>
        <source>{first} v {second}</source>
        <translation>{first} tegen {second}</translation>
    </message>
    <message>
        <source>bye: {name}</source>
        <translation>vrij: {name}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Ronde {n}</translation>
    </message>
</context>
<context>
    <name>planning.seeding_view</name>
    <message>
        <source>Players I tick</source>
        <translation>Spelers die ik aanvink</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source> of the leaderboard</source>
        <translation> van de ranglijst</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Teams (rosters)</source>
        <translation>Teams (vaste teams)</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>Deelnemers</translation>
    </message>
    <message>
        <source>Keep clubs and rosters apart in round 1</source>
        <translation>Clubs en teams in ronde 1 uit elkaar houden</translation>
    </message>
    <message>
        <source> places</source>
        <translation> plaatsen</translation>
    </message>
    <message>
        <source>Club separation never moves a seed further than this</source>
        <translation>Clubscheiding verschuift een geplaatste deelnemer nooit verder dan dit</translation>
    </message>
    <message>
        <source>Seeding</source>
        <translation>Plaatsing</translation>
    </message>
    <message>
        <source>Seed by</source>
        <translation>Plaatsen op</translation>
    </message>
    <message>
        <source>The entrants are the players or teams ticked in the list.</source>
        <translation>De deelnemers zijn de spelers of teams die in de lijst zijn aangevinkt.</translation>
    </message>
    <message>
        <source>The entrants are the best of the leaderboard.</source>
        <translation>De deelnemers zijn de besten van de ranglijst.</translation>
    </message>
    <message>
        <source>Top of the leaderboard</source>
        <translation>Top van de ranglijst</translation>
    </message>
    <message>
        <source>How many of the leaderboard&apos;s best players enter.</source>
        <translation>Hoeveel van de beste spelers van de ranglijst meedoen.</translation>
    </message>
    <message>
        <source>Entrants are</source>
        <translation>Deelnemers zijn</translation>
    </message>
    <message>
        <source>Pick whether players or teams enter the bracket.</source>
        <translation>Kies of spelers of teams aan het schema meedoen.</translation>
    </message>
    <message>
        <source>Pick what orders the seeds.</source>
        <translation>Kies waarop de plaatsing gebaseerd is.</translation>
    </message>
    <message>
        <source>Keep clubs and rosters apart</source>
        <translation>Clubs en teams uit elkaar houden</translation>
    </message>
    <message>
        <source>When ticked, entrants of one club or roster do not meet in the first round.</source>
        <translation>Indien aangevinkt treffen deelnemers van één club of vast team elkaar niet in de eerste ronde.</translation>
    </message>
    <message>
        <source>Move a seed at most</source>
        <translation>Geplaatste hooguit verschuiven</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>The first round of the bracket drawn from the seeds.</source>
        <translation>De eerste ronde van het schema, opgesteld volgens de plaatsing.</translation>
    </message>
    <message>
        <source>Export seed list (CSV)…</source>
        <translation>Plaatsingslijst exporteren (CSV)…</translation>
    </message>
    <message>
        <source>Saves the seed list as a CSV file.</source>
        <translation>Slaat de plaatsingslijst op als CSV-bestand.</translation>
    </message>
    <message>
        <source>Export plain list…</source>
        <translation>Eenvoudige lijst exporteren…</translation>
    </message>
    <message>
        <source>One name per line in seed order: what bracket websites accept for bulk entry</source>
        <translation>Eén naam per regel in plaatsingsvolgorde: wat toernooiwebsites accepteren om in één keer in te voeren</translation>
    </message>
    <message>
        <source>The entrants in seed order, with club and rating.</source>
        <translation>De deelnemers in plaatsingsvolgorde, met club en rating.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Plaatsing</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>By rating</source>
        <translation>Op rating</translation>
    </message>
    <message>
        <source>Pool size</source>
        <translation>Poulegrootte</translation>
    </message>
    <message>
        <source>How many entrants play in each round robin pool.</source>
        <translation>Hoeveel deelnemers er in elke round-robinpoule spelen.</translation>
    </message>
    <message>
        <source> entrants</source>
        <translation> deelnemers</translation>
    </message>
    <message>
        <source>Round robin pools</source>
        <translation>Round-robinpoules</translation>
    </message>
    <message>
        <source>Each pool with its rounds and their matches.</source>
        <translation>Elke poule met haar rondes en hun wedstrijden.</translation>
    </message>
    <message>
        <source>Pool / round</source>
        <translation>Poule / ronde</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Wedstrijden</translation>
    </message>
    <message>
        <source>Pools of at most</source>
        <translation>Poules van hooguit</translation>
    </message>
    <message>
        <source>(snake order; each pool plays a round robin, circle method)</source>
        <translation>(slangvolgorde; elke poule speelt round-robin, cirkelmethode)</translation>
    </message>
    <message>
        <source>Single / double elimination</source>
        <translation>Enkele / dubbele eliminatie</translation>
    </message>
    <message>
        <source>Seed list</source>
        <translation>Plaatsingslijst</translation>
    </message>
    <message>
        <source>Print blank seed sheet…</source>
        <translation>Leeg plaatsingsblad afdrukken…</translation>
    </message>
    <message>
        <source>Print blank seed sheet</source>
        <translation>Leeg plaatsingsblad afdrukken</translation>
    </message>
    <message>
        <source>Prints this seeding as an empty bracket to fill in by hand. An event&apos;s bracket with its results prints from the Event tab&apos;s Bracket page (Ctrl+P).</source>
        <translation>Drukt deze plaatsing af als een leeg schema om met de hand in te vullen. Het schema van een evenement met zijn resultaten wordt afgedrukt vanaf de pagina Schema van het tabblad Evenement (Ctrl+P).</translation>
    </message>
    <message>
        <source>An empty bracket of these seeds, to fill in by hand. The bracket of an event, with its results: Event tab ▸ Bracket ▸ Print… (Ctrl+P)</source>
        <translation>Een leeg schema van deze plaatsing, om met de hand in te vullen. Het schema van een evenement, met zijn resultaten: tabblad Evenement ▸ Schema ▸ Afdrukken… (Ctrl+P)</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Round-robin</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Zwitsers systeem</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Tick at least two entrants (or choose the top N) to seed a bracket.</source>
        <translation>Vink minstens twee deelnemers aan (of kies de top N) om een schema te plaatsen.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n entrant(s)&lt;/b&gt; in a bracket of {size}</source>
        <translation>
            <numerusform>&lt;b&gt;%n deelnemer&lt;/b&gt; in een schema van {size}</numerusform>
            <numerusform>&lt;b&gt;%n deelnemers&lt;/b&gt; in een schema van {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n bye(s) to the top seed(s)</source>
        <translation>
            <numerusform>, %n bye voor de hoogst geplaatste</numerusform>
            <numerusform>, %n byes voor de hoogst geplaatsten</numerusform>
        </translation>
    </message>
    <message>
        <source>, seeded by {key}.</source>
        <translation>, geplaatst op {key}.</translation>
    </message>
    <message numerus="yes">
        <source>Club separation moved %n entrant(s)</source>
        <translation>
            <numerusform>Clubscheiding verschoof %n deelnemer</numerusform>
            <numerusform>Clubscheiding verschoof %n deelnemers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(at most %n place(s)).</source>
        <translation>
            <numerusform>(hooguit %n plaats).</numerusform>
            <numerusform>(hooguit %n plaatsen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n first-round match(es) still pair one club (outlined): moving seeds up to {places} places cannot avoid it.</source>
        <translation>
            <numerusform>%n wedstrijd in de eerste ronde koppelt nog leden van één club (omlijnd): plaatsingen tot {places} plaatsen verschuiven kan dat niet voorkomen.</numerusform>
            <numerusform>%n wedstrijden in de eerste ronde koppelen nog leden van één club (omlijnd): plaatsingen tot {places} plaatsen verschuiven kan dat niet voorkomen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No first-round match pairs one club.</source>
        <translation>Geen wedstrijd in de eerste ronde koppelt leden van één club.</translation>
    </message>
    <message numerus="yes">
        <source>%n first-round match(es) pair one club or roster (outlined); tick “Keep clubs and rosters apart” to separate them.</source>
        <translation>
            <numerusform>%n wedstrijd in de eerste ronde koppelt leden van één club of vast team (omlijnd); vink “Clubs en teams in ronde 1 uit elkaar houden” aan om ze te scheiden.</numerusform>
            <numerusform>%n wedstrijden in de eerste ronde koppelen leden van één club of vast team (omlijnd); vink “Clubs en teams in ronde 1 uit elkaar houden” aan om ze te scheiden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planning.swiss_tab</name>
    <message>
        <source>Swiss event</source>
        <translation>Evenement (Zwitsers systeem)</translation>
    </message>
    <message>
        <source>Pick the event whose next round is paired.</source>
        <translation>Kies het evenement waarvan de volgende ronde wordt ingedeeld.</translation>
    </message>
    <message>
        <source>Pair next round</source>
        <translation>Volgende ronde indelen</translation>
    </message>
    <message>
        <source>Pairs the next round from the event&apos;s results so far.</source>
        <translation>Deelt de volgende ronde in op basis van de uitslagen van het evenement tot nu toe.</translation>
    </message>
    <message>
        <source>Swiss pairings</source>
        <translation>Indeling Zwitsers systeem</translation>
    </message>
    <message>
        <source>The boards of the next round: players, their scores and the chance to win.</source>
        <translation>De tafels van de volgende ronde: spelers, hun punten en de winkans.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Tegenstander</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Kans</translation>
    </message>
    <message>
        <source>Pairs the event&apos;s players (or the players ticked) from the event&apos;s results so far.</source>
        <translation>Deelt de spelers van het evenement (of de aangevinkte spelers) in op basis van de uitslagen tot nu toe.</translation>
    </message>
    <message>
        <source>Load board into the match form</source>
        <translation>Tafel in het wedstrijdformulier zetten</translation>
    </message>
    <message>
        <source>Opens the match form with the board selected.</source>
        <translation>Opent het wedstrijdformulier met de geselecteerde tafel.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evenement</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Round {number}: %n board(s), equal scores top half v bottom half, no rematches.</source>
        <translation>
            <numerusform>Ronde {number}: %n tafel, bij gelijke score bovenste helft tegen onderste helft, geen herhalingen.</numerusform>
            <numerusform>Ronde {number}: %n tafels, bij gelijke score bovenste helft tegen onderste helft, geen herhalingen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bye: &lt;b&gt;{name}&lt;/b&gt; ({score} points).</source>
        <translation>Bye: &lt;b&gt;{name}&lt;/b&gt; ({score} punten).</translation>
    </message>
</context>
<context>
    <name>players.players_view</name>
    <message>
        <source>Search players…</source>
        <translation>Spelers zoeken…</translation>
    </message>
    <message>
        <source>Search players</source>
        <translation>Spelers zoeken</translation>
    </message>
    <message>
        <source>Type part of a name or club; only matching players are listed.</source>
        <translation>Typ een deel van een naam of club; alleen passende spelers worden getoond.</translation>
    </message>
    <message>
        <source>Show archived</source>
        <translation>Gearchiveerde tonen</translation>
    </message>
    <message>
        <source>Show archived players</source>
        <translation>Gearchiveerde spelers tonen</translation>
    </message>
    <message>
        <source>When ticked, archived players are listed too.</source>
        <translation>Indien aangevinkt worden ook gearchiveerde spelers getoond.</translation>
    </message>
    <message>
        <source>New player&apos;s name, then Enter</source>
        <translation>Naam van de nieuwe speler, dan Enter</translation>
    </message>
    <message>
        <source>New player name</source>
        <translation>Naam van nieuwe speler</translation>
    </message>
    <message>
        <source>Type a new player&apos;s name, then press Enter to add them.</source>
        <translation>Typ de naam van een nieuwe speler en druk dan op Enter om die toe te voegen.</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Speler toevoegen</translation>
    </message>
    <message>
        <source>Adds the player whose name is typed.</source>
        <translation>Voegt de speler met de getypte naam toe.</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Hernoemen…</translation>
    </message>
    <message>
        <source>Asks for a new name for the selected player.</source>
        <translation>Vraagt om een nieuwe naam voor de geselecteerde speler.</translation>
    </message>
    <message>
        <source>Set club…</source>
        <translation>Club instellen…</translation>
    </message>
    <message>
        <source>Asks for the club of the selected players.</source>
        <translation>Vraagt om de club van de geselecteerde spelers.</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archiveren</translation>
    </message>
    <message>
        <source>Hides the selected players from lists; their matches stay.</source>
        <translation>Verbergt de geselecteerde spelers in lijsten; hun wedstrijden blijven bewaard.</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Samenvoegen…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Each player, one a row, with club, status and the day added; a double-click opens the player&apos;s page.</source>
        <translation>Elke speler, één per rij, met club, status en de dag van toevoegen; dubbelklikken opent de pagina van de speler.</translation>
    </message>
    <message>
        <source>Unarchive</source>
        <translation>Uit archief halen</translation>
    </message>
    <message>
        <source>Select exactly two players: the same person entered twice</source>
        <translation>Selecteer precies twee spelers: dezelfde persoon die twee keer is ingevoerd</translation>
    </message>
    <message>
        <source>Added {name}.</source>
        <translation>{name} toegevoegd.</translation>
    </message>
    <message>
        <source>Add player {name}</source>
        <translation>Speler {name} toevoegen</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Speler hernoemen</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>Nieuwe naam voor {name}:</translation>
    </message>
    <message>
        <source>Rename {old} to {new}</source>
        <translation>{old} hernoemen naar {new}</translation>
    </message>
    <message>
        <source>Set club</source>
        <translation>Club instellen</translation>
    </message>
    <message>
        <source>Club of {name} (empty for none):</source>
        <translation>Club van {name} (leeg voor geen):</translation>
    </message>
    <message>
        <source>Set club of {name}</source>
        <translation>Club van {name} instellen</translation>
    </message>
    <message>
        <source>Unarchive {name}</source>
        <translation>{name} terughalen uit archief</translation>
    </message>
    <message>
        <source>Archive {name}</source>
        <translation>{name} archiveren</translation>
    </message>
    <message>
        <source>Merge {gone} into {keep}</source>
        <translation>{gone} samenvoegen met {keep}</translation>
    </message>
    <message>
        <source>Merging {gone} into {keep} and rebuilding ratings…</source>
        <translation>{gone} wordt samengevoegd met {keep}, ratings worden herberekend…</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Spelers samenvoegen</translation>
    </message>
    <message>
        <source>Keep the name</source>
        <translation>Deze naam houden</translation>
    </message>
    <message>
        <source>Pick which of the two names the merged player keeps.</source>
        <translation>Kies welke van de twee namen de samengevoegde speler houdt.</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Samenvoegen</translation>
    </message>
    <message>
        <source>Makes the two players one, with the matches of both.</source>
        <translation>Maakt van de twee spelers één, met de wedstrijden van beide.</translation>
    </message>
    <message>
        <source>All results of &lt;b&gt;{esc}&lt;/b&gt; will move to &lt;b&gt;{esc2}&lt;/b&gt;, “{esc}” will be removed, and every rating from their first match on will be recomputed. You can undo this with Edit ▸ Undo.</source>
        <translation>Alle uitslagen van &lt;b&gt;{esc}&lt;/b&gt; gaan naar &lt;b&gt;{esc2}&lt;/b&gt;, “{esc}” wordt verwijderd en elke rating vanaf de eerste wedstrijd wordt herberekend. U kunt dit ongedaan maken met Bewerken ▸ Ongedaan maken.</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Each team, one a row, with its members; a double-click edits it.</source>
        <translation>Elk team, één per rij, met zijn leden; dubbelklikken bewerkt het.</translation>
    </message>
    <message>
        <source>New team…</source>
        <translation>Nieuw team…</translation>
    </message>
    <message>
        <source>Opens a form to make a new team.</source>
        <translation>Opent een formulier om een nieuw team te maken.</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bewerken…</translation>
    </message>
    <message>
        <source>Opens the selected team&apos;s name and members.</source>
        <translation>Opent de naam en leden van het geselecteerde team.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Removes the selected team; its players stay.</source>
        <translation>Verwijdert het geselecteerde team; de spelers blijven.</translation>
    </message>
    <message>
        <source>New team {name}</source>
        <translation>Nieuw team {name}</translation>
    </message>
    <message>
        <source>Edit team {name}</source>
        <translation>Team {name} bewerken</translation>
    </message>
    <message>
        <source>Remove team {name}</source>
        <translation>Team {name} verwijderen</translation>
    </message>
    <message>
        <source>Edit team</source>
        <translation>Team bewerken</translation>
    </message>
    <message>
        <source>New team</source>
        <translation>Nieuw team</translation>
    </message>
    <message>
        <source>Team name</source>
        <translation>Teamnaam</translation>
    </message>
    <message>
        <source>Type the team&apos;s name.</source>
        <translation>Typ de naam van het team.</translation>
    </message>
    <message>
        <source>Filter players…</source>
        <translation>Spelers filteren…</translation>
    </message>
    <message>
        <source>Filter players</source>
        <translation>Spelers filteren</translation>
    </message>
    <message>
        <source>Type part of a name; only matching players are listed.</source>
        <translation>Typ een deel van een naam; alleen passende spelers worden getoond.</translation>
    </message>
    <message>
        <source>Team members</source>
        <translation>Teamleden</translation>
    </message>
    <message>
        <source>Tick the players of the team; space ticks the selected one.</source>
        <translation>Vink de spelers van het team aan; Spatie vinkt de geselecteerde aan.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Leden</translation>
    </message>
    <message>
        <source>The team needs a name.</source>
        <translation>Het team heeft een naam nodig.</translation>
    </message>
    <message>
        <source>Tick at least one member.</source>
        <translation>Vink minstens één lid aan.</translation>
    </message>
</context>
<context>
    <name>printouts.bracket</name>
    <message>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Halve finales</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Kwartfinales</translation>
    </message>
    <message>
        <source>Last {slots}</source>
        <extracomment>Translators: a bracket round named by how many are left in it (&quot;Last 16&quot;)</extracomment>
        <translation>Laatste {slots}</translation>
    </message>
    <message>
        <source>Seed sheet — {leaderboard}</source>
        <translation>Plaatsingsblad — {leaderboard}</translation>
    </message>
    <message numerus="yes">
        <source>{club} · {leaderboard} · %n entrant(s) in a bracket of {size} · {date}</source>
        <translation>
            <numerusform>{club} · {leaderboard} · %n deelnemer in een schema van {size} · {date}</numerusform>
            <numerusform>{club} · {leaderboard} · %n deelnemers in een schema van {size} · {date}</numerusform>
        </translation>
    </message>
    <message>
        <source>Winner of match {number}</source>
        <translation>Winnaar van wedstrijd {number}</translation>
    </message>
    <message>
        <source>Section {section} of {sections}: its winner goes on to page {page}</source>
        <translation>Deel {section} van {sections}: de winnaar gaat verder op pagina {page}</translation>
    </message>
    <message>
        <source>Winner of section {section} (page {page})</source>
        <translation>Winnaar van deel {section} (pagina {page})</translation>
    </message>
    <message>
        <source>The section winners play on to the final</source>
        <translation>De winnaars van de delen spelen door tot de finale</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>Ronde 1</translation>
    </message>
    <message>
        <source>{name} (by lot)</source>
        <extracomment>Translators: a bracket slot&apos;s entrant who was placed among the unrated ones by drawing lots</extracomment>
        <translation>{name} (geloot)</translation>
    </message>
    <message>
        <source>bye</source>
        <extracomment>Translators: an empty place in a bracket: the opponent goes through without playing</extracomment>
        <translation>bye</translation>
    </message>
</context>
<context>
    <name>printouts.event_bracket</name>
    <message>
        <source>Champion: {names}</source>
        <translation>Kampioen: {names}</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>afgelopen</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>bezig</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>niet begonnen</translation>
    </message>
    <message numerus="yes">
        <source>{club} · {format} · %n entrant(s) · {state} · {date}</source>
        <translation>
            <numerusform>{club} · {format} · %n deelnemer · {state} · {date}</numerusform>
            <numerusform>{club} · {format} · %n deelnemers · {state} · {date}</numerusform>
        </translation>
    </message>
    <message>
        <source>Bracket — {event}</source>
        <translation>Schema — {event}</translation>
    </message>
    <message>
        <source>“{event}” has no bracket yet.</source>
        <translation>“{event}” heeft nog geen schema.</translation>
    </message>
    <message>
        <source>Continued on page {page}.</source>
        <translation>Vervolg op pagina {page}.</translation>
    </message>
</context>
<context>
    <name>printouts.event_layout</name>
    <message>
        <source>BH-1</source>
        <translation>BH-1</translation>
    </message>
    <message>
        <source>Buchholz cut 1</source>
        <translation>Buchholz min 1</translation>
    </message>
    <message>
        <source>BH</source>
        <translation>BH</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>MBH</source>
        <translation>MBH</translation>
    </message>
    <message>
        <source>median Buchholz</source>
        <translation>mediaan-Buchholz</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>DE</source>
        <translation>OR</translation>
    </message>
    <message>
        <source>WIN</source>
        <translation>WIN</translation>
    </message>
    <message>
        <source>wins, byes included</source>
        <translation>overwinningen, vrije rondes inbegrepen</translation>
    </message>
    <message>
        <source>WON</source>
        <translation>WON</translation>
    </message>
    <message>
        <source>games won over the board</source>
        <translation>aan het bord gewonnen partijen</translation>
    </message>
    <message>
        <source>direct encounter: points among the tied</source>
        <translation>onderling resultaat: punten onder de gelijk geëindigden</translation>
    </message>
    <message>
        <source>Grand final</source>
        <extracomment>Translators: the grand final&apos;s second match, played when the losers&apos; bracket winner wins the first</extracomment>
        <translation>Grote finale</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Tweede finale</translation>
    </message>
    <message>
        <source>Third place</source>
        <translation>Derde plaats</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>Winners&apos; final</source>
        <translation>Winnaarsfinale</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Halve finales</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Kwartfinales</translation>
    </message>
    <message>
        <source>Grand final, reset</source>
        <translation>Grote finale, herkansing</translation>
    </message>
    <message>
        <source>Losers&apos; bracket, round {number}</source>
        <translation>Verliezersschema, ronde {number}</translation>
    </message>
    <message>
        <source>Winners&apos; bracket, round {number}</source>
        <translation>Winnaarsschema, ronde {number}</translation>
    </message>
    <message>
        <source>{pool}, round {number}</source>
        <extracomment>Translators: {pool} is a pool&apos;s name (&quot;Pool A&quot;)</extracomment>
        <translation>{pool}, ronde {number}</translation>
    </message>
    <message>
        <source>Losers&apos; final</source>
        <translation>Verliezersfinale</translation>
    </message>
    <message>
        <source>Winners&apos; bracket</source>
        <translation>Winnaarsschema</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Losers&apos; bracket</source>
        <translation>Verliezersschema</translation>
    </message>
    <message>
        <source> · round {number}</source>
        <translation> · ronde {number}</translation>
    </message>
    <message>
        <source> · rounds {first}–{last}</source>
        <translation> · rondes {first}–{last}</translation>
    </message>
    <message>
        <source> · part {part} of {parts}</source>
        <translation> · deel {part} van {parts}</translation>
    </message>
    <message>
        <source>{short}: {name}</source>
        <translation>{short}: {name}</translation>
    </message>
    <message>
        <source> · round {number} of {total}</source>
        <translation> · ronde {number} van {total}</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Eindstand</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>bye</source>
        <extracomment>Translators: an empty place in a bracket: the opponent goes through without playing</extracomment>
        <translation>bye</translation>
    </message>
    <message>
        <source>Needs clearing</source>
        <translation>Moet gewist worden</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tafel {table}</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Speelt</translation>
    </message>
    <message>
        <source>Next · table {table}</source>
        <translation>Hierna · tafel {table}</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Hierna</translation>
    </message>
</context>
<context>
    <name>printouts.event_paint</name>
    <message>
        <source>Third place</source>
        <translation>Derde plaats</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Pts</source>
        <extracomment>Translators: short column heading: points</extracomment>
        <translation>Ptn</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Nog geen uitslagen</translation>
    </message>
</context>
<context>
    <name>printouts.event_standings</name>
    <message>
        <source>Final standings — {event}</source>
        <translation>Eindstand — {event}</translation>
    </message>
    <message>
        <source>Standings — {event}</source>
        <translation>Stand — {event}</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>No standings yet: the event has not started.</source>
        <translation>Nog geen stand: het evenement is nog niet begonnen.</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>Nog geen uitslagen.</translation>
    </message>
    <message>
        <source>Champion: {names}</source>
        <translation>Kampioen: {names}</translation>
    </message>
    <message>
        <source>The event has not started yet.</source>
        <translation>Het evenement is nog niet begonnen.</translation>
    </message>
    <message>
        <source>The event is still being played: the places of those still in are not settled yet.</source>
        <translation>Het evenement is nog bezig: de plaatsen van wie nog meedoet liggen nog niet vast.</translation>
    </message>
    <message>
        <source>The event is still being played: these are the standings after the results so far.</source>
        <translation>Het evenement is nog bezig: dit is de stand na de uitslagen tot nu toe.</translation>
    </message>
    <message>
        <source>Round {number} of {total}. {state}</source>
        <translation>Ronde {number} van {total}. {state}</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>nog in de race</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Kruistabel</translation>
    </message>
    <message>
        <source>Crosstable — {pool}</source>
        <translation>Kruistabel — {pool}</translation>
    </message>
    <message>
        <source> (columns {first}–{last})</source>
        <translation> (kolommen {first}–{last})</translation>
    </message>
    <message>
        <source>Entrant</source>
        <translation>Deelnemer</translation>
    </message>
</context>
<context>
    <name>printouts.page</name>
    <message>
        <source>Tournament App</source>
        <translation>Tournament App</translation>
    </message>
    <message>
        <source>Page {page} of {count}</source>
        <translation>Pagina {page} van {count}</translation>
    </message>
</context>
<context>
    <name>printouts.rounds</name>
    <message>
        <source>Table</source>
        <translation>Tabel</translation>
    </message>
    <message>
        <source>Side 1</source>
        <translation>Kant 1</translation>
    </message>
    <message>
        <source>Side 2</source>
        <translation>Kant 2</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Winkans</translation>
    </message>
    <message>
        <source>queue</source>
        <extracomment>Translators: the table column of a match that waits for a free table</extracomment>
        <translation>wacht</translation>
    </message>
    <message>
        <source>no table yet</source>
        <translation>nog geen tafel</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tafel {table}</translation>
    </message>
    <message>
        <source>Pairings — {event}</source>
        <translation>Indeling — {event}</translation>
    </message>
    <message>
        <source>No rounds drawn yet.</source>
        <translation>Nog geen rondes ingedeeld.</translation>
    </message>
    <message>
        <source>Side {number} reports</source>
        <translation>Kant {number} meldt</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>{round} (continued)</source>
        <extracomment>Translators: a round&apos;s heading on its second page: {round} is &quot;Round 3&quot; or &quot;Winners&apos; bracket, round 1&quot;</extracomment>
        <translation>{round} (vervolg)</translation>
    </message>
    <message>
        <source>Tables, bracket and standings on your phone:</source>
        <translation>Tafels, schema en stand op uw telefoon:</translation>
    </message>
    <message>
        <source>scan the code (venue Wi-Fi)</source>
        <translation>scan de code (wifi van de zaal)</translation>
    </message>
    <message>
        <source>v</source>
        <extracomment>Translators: &quot;versus&quot; between the sides of a match</extracomment>
        <translation>–</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Rust uit: {names}</translation>
    </message>
    <message>
        <source>Score slips — {event}</source>
        <translation>Scorebriefjes — {event}</translation>
    </message>
    <message>
        <source>{club} · {event} · {date} · cut along the dashed lines</source>
        <translation>{club} · {event} · {date} · knip langs de stippellijnen</translation>
    </message>
    <message>
        <source>No matches drawn yet.</source>
        <translation>Nog geen wedstrijden ingedeeld.</translation>
    </message>
    <message>
        <source>{round} · {table}</source>
        <translation>{round} · {table}</translation>
    </message>
    <message>
        <source>Side {number}</source>
        <translation>Kant {number}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Handtekening</translation>
    </message>
    <message>
        <source>Hand this slip to the organizer when the match is over.</source>
        <translation>Geef dit briefje aan de organisatie als de wedstrijd voorbij is.</translation>
    </message>
</context>
<context>
    <name>printouts.season_sheet</name>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Evenementen</translation>
    </message>
    <message>
        <source>Counted results</source>
        <translation>Getelde uitslagen</translation>
    </message>
    <message>
        <source>Season — {name}</source>
        <translation>Seizoen — {name}</translation>
    </message>
    <message>
        <source>{club} · {leaderboard} · {start} to {end} · {date}</source>
        <translation>{club} · {leaderboard} · {start} tot {end} · {date}</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) with results; best {best} events count. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n evenement met uitslagen; de beste {best} evenementen tellen. Punten per plaats: {scale}.</numerusform>
            <numerusform>%n evenementen met uitslagen; de beste {best} evenementen tellen. Punten per plaats: {scale}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) with results; every event counts. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n evenement met uitslagen; elk evenement telt. Punten per plaats: {scale}.</numerusform>
            <numerusform>%n evenementen met uitslagen; elk evenement telt. Punten per plaats: {scale}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No results in this season yet.</source>
        <translation>Nog geen uitslagen in dit seizoen.</translation>
    </message>
</context>
<context>
    <name>printouts.standings</name>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Translators: column heading of the printed standings: how many matches the player won (a word, not &quot;W&quot;)</extracomment>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Standings — {leaderboard}</source>
        <translation>Stand — {leaderboard}</translation>
    </message>
    <message>
        <source>No rated players yet.</source>
        <translation>Nog geen spelers met een rating.</translation>
    </message>
</context>
<context>
    <name>ratings.base</name>
    <message>
        <source>A match needs at least one side; &apos;teams&apos; is empty.</source>
        <translation>Een wedstrijd heeft minstens één kant nodig; ‘teams’ is leeg.</translation>
    </message>
    <message>
        <source>The lists &apos;teams&apos; and &apos;ranks&apos; must have the same length (got {sides} sides and {ranks} ranks).</source>
        <translation>De lijsten ‘teams’ en ‘ranks’ moeten even lang zijn (gekregen: {sides} kanten en {ranks} plaatsen).</translation>
    </message>
    <message>
        <source>The lists &apos;teams&apos; and &apos;scores&apos; must have the same length (got {sides} sides and {scores} scores).</source>
        <translation>De lijsten ‘teams’ en ‘scores’ moeten even lang zijn (gekregen: {sides} kanten en {scores} scores).</translation>
    </message>
    <message>
        <source>Side {side} has no players.</source>
        <translation>Kant {side} heeft geen spelers.</translation>
    </message>
    <message>
        <source>The same rating object {rating!r} appears more than once (again on side {side}); a player can play only once in a match.</source>
        <translation>Hetzelfde ratingobject {rating!r} komt meer dan eens voor (opnieuw aan kant {side}); een speler kan maar één keer in een wedstrijd spelen.</translation>
    </message>
    <message>
        <source>Side {side} has no valid rank: {rank!r}.</source>
        <translation>Kant {side} heeft geen geldige plaats: {rank!r}.</translation>
    </message>
    <message>
        <source>Side {side} has no valid score: {score!r}.</source>
        <translation>Kant {side} heeft geen geldige score: {score!r}.</translation>
    </message>
    <message>
        <source>Expected a Rating, got {type}: {rating!r}.</source>
        <translation>Een Rating verwacht, maar {type} gekregen: {rating!r}.</translation>
    </message>
    <message>
        <source>A rating&apos;s mu must be a finite number, got {mu!r}.</source>
        <translation>De mu van een rating moet een eindig getal zijn, niet {mu!r}.</translation>
    </message>
    <message>
        <source>A rating&apos;s sigma must be a finite number &gt;= 0, got {sigma!r}.</source>
        <translation>De sigma van een rating moet een eindig getal &gt;= 0 zijn, niet {sigma!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be a number, got {value!r}.</source>
        <translation>De parameter {name} moet een getal zijn, niet {value!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be a finite number &gt;= 0, got {value!r}.</source>
        <translation>De parameter {name} moet een eindig getal &gt;= 0 zijn, niet {value!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be a finite number &gt; 0, got {value!r}.</source>
        <translation>De parameter {name} moet een eindig getal &gt; 0 zijn, niet {value!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be a finite number, got {value!r}.</source>
        <translation>De parameter {name} moet een eindig getal zijn, niet {value!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be between {low} and {high} (got {value:g}).</source>
        <translation>De parameter {name} moet tussen {low} en {high} liggen (gekregen: {value:g}).</translation>
    </message>
    <message numerus="yes">
        <source>Unknown parameter(s) {names} for {system} (its parameters: {known}).</source>
        <translation>
            <numerusform>Onbekende parameter {names} voor {system} (de parameters ervan: {known}).</numerusform>
            <numerusform>Onbekende parameters {names} voor {system} (de parameters ervan: {known}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Bad parameter for {system}: {error}</source>
        <translation>Ongeldige parameter voor {system}: {error}</translation>
    </message>
</context>
<context>
    <name>ratings.elo</name>
    <message>
        <source>The initial rating mu ({mu!r}) is below the floor ({floor!r}).</source>
        <translation>De beginrating mu ({mu!r}) ligt onder de bodem ({floor!r}).</translation>
    </message>
    <message>
        <source>Elo ratings have no deviation: sigma must be 0, got {sigma!r}.</source>
        <translation>Elo-ratings hebben geen afwijking: sigma moet 0 zijn, niet {sigma!r}.</translation>
    </message>
    <message>
        <source>A match needs &apos;ranks&apos; or &apos;scores&apos;.</source>
        <translation>Een wedstrijd heeft ‘ranks’ of ‘scores’ nodig.</translation>
    </message>
    <message>
        <source>Decaying {rating!r} over {days!r} idle days gives no finite rating.</source>
        <translation>{rating!r} laten afnemen over {days!r} inactieve dagen geeft geen eindige rating.</translation>
    </message>
    <message>
        <source>The frag matrix must be square (n×n), got shape {shape}.</source>
        <translation>De fragmatrix moet vierkant zijn (n×n), niet van vorm {shape}.</translation>
    </message>
    <message>
        <source>The frag matrix must hold finite numbers &gt;= 0.</source>
        <translation>De fragmatrix moet eindige getallen &gt;= 0 bevatten.</translation>
    </message>
</context>
<context>
    <name>ratings.glicko</name>
    <message>
        <source>Game {number} has no valid outcome in [0, 1]: {outcome!r}.</source>
        <translation>Partij {number} heeft geen geldige uitkomst in [0, 1]: {outcome!r}.</translation>
    </message>
</context>
<context>
    <name>ratings.guards</name>
    <message>
        <source>This result would give an impossible rating (mu {mu:g}, sigma {sigma:g}); check the leaderboard&apos;s parameters and the points or scores of the results.</source>
        <translation>Deze uitslag zou een onmogelijke rating geven (mu {mu:g}, sigma {sigma:g}); controleer de parameters van de ranglijst en de punten of scores van de uitslagen.</translation>
    </message>
    <message>
        <source>Match {match} of {matches} would give an impossible rating (mu {mu:g}, sigma {sigma:g}); check the leaderboard&apos;s parameters and the points or scores of the results.</source>
        <translation>Wedstrijd {match} van {matches} zou een onmogelijke rating geven (mu {mu:g}, sigma {sigma:g}); controleer de parameters van de ranglijst en de punten of scores van de uitslagen.</translation>
    </message>
</context>
<context>
    <name>ratings.otr</name>
    <message>
        <source>A match rated by its games needs at least one game.</source>
        <translation>Een wedstrijd die per partij een rating krijgt, heeft minstens één partij nodig.</translation>
    </message>
    <message>
        <source>Game {number} has no player.</source>
        <translation>Partij {number} heeft geen speler.</translation>
    </message>
    <message>
        <source>Game {number}: player {player} is not one of the {count} players.</source>
        <translation>Partij {number}: speler {player} is niet een van de {count} spelers.</translation>
    </message>
    <message>
        <source>Game {number}: player {player} has no valid score: {score!r}.</source>
        <translation>Partij {number}: speler {player} heeft geen geldige score: {score!r}.</translation>
    </message>
</context>
<context>
    <name>ratings.predict_replay</name>
    <message>
        <source>The scoring loop does not reproduce {model}.</source>
        <translation>De scorelus geeft {model} niet hetzelfde terug.</translation>
    </message>
    <message>
        <source>Unknown engine {engine!r} (auto, compiled, python).</source>
        <translation>Onbekende rekenmodule {engine!r} (auto, compiled, python).</translation>
    </message>
</context>
<context>
    <name>ratings.presentation</name>
    <message>
        <source>The new player&apos;s sigma (sigma0) must be a finite number &gt; 0, got {sigma0!r}.</source>
        <translation>De sigma van een nieuwe speler (sigma0) moet een eindig getal &gt; 0 zijn, niet {sigma0!r}.</translation>
    </message>
    <message>
        <source>Combining ratings needs at least one rating.</source>
        <translation>Ratings combineren vraagt minstens één rating.</translation>
    </message>
</context>
<context>
    <name>ratings.registry</name>
    <message>
        <source>Unknown rating system {system!r} (known: {known}).</source>
        <translation>Onbekend ratingsysteem {system!r} (bekend: {known}).</translation>
    </message>
</context>
<context>
    <name>ratings.replay</name>
    <message>
        <source>Initial ratings are given for {given} players, the history has {players}.</source>
        <translation>Er zijn beginratings opgegeven voor {given} spelers, de geschiedenis heeft er {players}.</translation>
    </message>
    <message>
        <source>Unknown engine {engine!r} (auto, compiled, python, generic).</source>
        <translation>Onbekende rekenmodule {engine!r} (auto, compiled, python, generic).</translation>
    </message>
    <message>
        <source>The {engine} engine rates only Bradley-Terry and Plackett-Luce.</source>
        <translation>De rekenmodule {engine} verwerkt alleen Bradley-Terry en Plackett-Luce.</translation>
    </message>
</context>
<context>
    <name>ratings.replay_arrays</name>
    <message>
        <source>The array {name} must be one-dimensional, got shape {shape}.</source>
        <translation>De array {name} moet eendimensionaal zijn, niet van vorm {shape}.</translation>
    </message>
    <message>
        <source>The array match_start must run from 0 to the number of sides ({sides}).</source>
        <translation>De array match_start moet lopen van 0 tot het aantal kanten ({sides}).</translation>
    </message>
    <message>
        <source>The array side_start must have one entry per side plus one, from 0 to the number of slots ({slots}).</source>
        <translation>De array side_start moet één waarde per kant plus één hebben, van 0 tot het aantal plaatsen ({slots}).</translation>
    </message>
    <message>
        <source>The array match_start must not decrease.</source>
        <translation>De array match_start mag niet dalen.</translation>
    </message>
    <message>
        <source>Match {match} has no sides.</source>
        <translation>Wedstrijd {match} heeft geen kanten.</translation>
    </message>
    <message>
        <source>The array side_start must not decrease.</source>
        <translation>De array side_start mag niet dalen.</translation>
    </message>
    <message>
        <source>Side {side} (of match {match}) has no players.</source>
        <translation>Kant {side} (van wedstrijd {match}) heeft geen spelers.</translation>
    </message>
    <message>
        <source>The number of players must be &gt;= 0, got {players}.</source>
        <translation>Het aantal spelers moet &gt;= 0 zijn, niet {players}.</translation>
    </message>
    <message>
        <source>The array slot_player must hold player indices 0 .. {last}.</source>
        <translation>De array slot_player moet spelersindexen 0 .. {last} bevatten.</translation>
    </message>
    <message>
        <source>Side {side} (of match {match}) has no valid rank.</source>
        <translation>Kant {side} (van wedstrijd {match}) heeft geen geldige plaats.</translation>
    </message>
    <message>
        <source>The array side_score must have one entry per side.</source>
        <translation>De array side_score moet één waarde per kant hebben.</translation>
    </message>
    <message>
        <source>The array match_time must have one entry per match.</source>
        <translation>De array match_time moet één waarde per wedstrijd hebben.</translation>
    </message>
    <message>
        <source>The array match_time must hold finite numbers.</source>
        <translation>De array match_time moet eindige getallen bevatten.</translation>
    </message>
    <message>
        <source>Match {match}: {sides} sides but {ranks} ranks.</source>
        <translation>Wedstrijd {match}: {sides} kanten maar {ranks} plaatsen.</translation>
    </message>
    <message>
        <source>Match {match}: {sides} sides but {scores} scores.</source>
        <translation>Wedstrijd {match}: {sides} kanten maar {scores} scores.</translation>
    </message>
    <message>
        <source>The arrays mu and sigma must have the same length ({mu} != {sigma}).</source>
        <translation>De arrays mu en sigma moeten even lang zijn ({mu} != {sigma}).</translation>
    </message>
    <message>
        <source>The array last_time must have one entry per player.</source>
        <translation>De array last_time moet één waarde per speler hebben.</translation>
    </message>
    <message>
        <source>Player {player}: mu must be a finite number, got {mu!r}.</source>
        <translation>Speler {player}: mu moet een eindig getal zijn, niet {mu!r}.</translation>
    </message>
    <message>
        <source>Player {player}: sigma must be a finite number &gt;= 0, got {sigma!r}.</source>
        <translation>Speler {player}: sigma moet een eindig getal &gt;= 0 zijn, niet {sigma!r}.</translation>
    </message>
</context>
<context>
    <name>shell.club_files</name>
    <message>
        <source>Club database (*.sqlite *.sqlite3 *.db);;All files (*)</source>
        <translation>Clubdatabase (*.sqlite *.sqlite3 *.db);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Club database (*.sqlite)</source>
        <translation>Clubdatabase (*.sqlite)</translation>
    </message>
    <message>
        <source>Club file not found</source>
        <translation>Clubbestand niet gevonden</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The club file “{html}” can&apos;t be found.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;It was in {html2}. It may have been moved, renamed or deleted, or it is on a drive that isn&apos;t connected. Nothing has been changed.&lt;/p&gt;&lt;p&gt;Open another club, or start a new one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Het clubbestand “{html}” is niet te vinden.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Het stond in {html2}. Misschien is het verplaatst, hernoemd of verwijderd, of staat het op een schijf die niet is aangesloten. Er is niets veranderd.&lt;/p&gt;&lt;p&gt;Open een andere club of begin een nieuwe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Recent clubs</source>
        <translation>Recente clubs</translation>
    </message>
    <message>
        <source>The club files opened lately that are still there; pick one to open.</source>
        <translation>De onlangs geopende clubbestanden die er nog zijn; kies er een om te openen.</translation>
    </message>
    <message>
        <source>No other recent club file is still there.</source>
        <translation>Er is geen ander recent clubbestand meer.</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Recent geopend</translation>
    </message>
    <message>
        <source>Opens the club file selected in the list.</source>
        <translation>Opent het in de lijst geselecteerde clubbestand.</translation>
    </message>
    <message>
        <source>Open another file…</source>
        <translation>Ander bestand openen…</translation>
    </message>
    <message>
        <source>Asks for a club file to open.</source>
        <translation>Vraagt welk clubbestand geopend moet worden.</translation>
    </message>
    <message>
        <source>Start a new club</source>
        <translation>Nieuwe club beginnen</translation>
    </message>
    <message>
        <source>Asks where to make a new, empty club file.</source>
        <translation>Vraagt waar een nieuw, leeg clubbestand moet komen.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Closes this window without opening a club.</source>
        <translation>Sluit dit venster zonder een club te openen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent clubs&lt;/b&gt;</source>
        <translation>&lt;b&gt;Recente clubs&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>shell.commands</name>
    <message>
        <source>Export standings</source>
        <translation>Stand exporteren</translation>
    </message>
    <message>
        <source>Exported {count} players to {path}</source>
        <translation>{count} spelers geëxporteerd naar {path}</translation>
    </message>
    <message>
        <source>Standings exported</source>
        <translation>Stand geëxporteerd</translation>
    </message>
    <message>
        <source>Wrote {count} players to
{path}</source>
        <translation>{count} spelers geschreven naar
{path}</translation>
    </message>
    <message>
        <source>Exporting standings…</source>
        <translation>Stand wordt geëxporteerd…</translation>
    </message>
    <message>
        <source>Print pairings</source>
        <translation>Indeling afdrukken</translation>
    </message>
    <message>
        <source>Choose an event first: its drawn rounds are what gets printed.</source>
        <translation>Kies eerst een evenement: de ingedeelde rondes daarvan worden afgedrukt.</translation>
    </message>
    <message>
        <source>Import results</source>
        <translation>Uitslagen importeren</translation>
    </message>
    <message>
        <source>CSV file (*.csv);;All files (*)</source>
        <translation>CSV-bestand (*.csv);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>{name} importeren</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>{name} wordt geïmporteerd…</translation>
    </message>
    <message numerus="yes">
        <source>Rated %n event(s) from {name}</source>
        <translation>
            <numerusform>Ratings berekend voor %n evenement uit {name}</numerusform>
            <numerusform>Ratings berekend voor %n evenementen uit {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>Import event log</source>
        <translation>Serverlog importeren</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Uitslagen exporteren</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n match(es) to {path}</source>
        <translation>
            <numerusform>%n wedstrijd geëxporteerd naar {path}</numerusform>
            <numerusform>%n wedstrijden geëxporteerd naar {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Results exported</source>
        <translation>Uitslagen geëxporteerd</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n match(es) to
{path}

Each has its result id: importing the file into a club that has these results adds nothing.</source>
        <translation>
            <numerusform>%n wedstrijd geschreven naar
{path}

Hij heeft zijn uitslag-id: het bestand importeren in een club die deze uitslag al heeft, voegt niets toe.</numerusform>
            <numerusform>%n wedstrijden geschreven naar
{path}

Elke wedstrijd heeft zijn uitslag-id: het bestand importeren in een club die deze uitslagen al heeft, voegt niets toe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exporting results…</source>
        <translation>Uitslagen worden geëxporteerd…</translation>
    </message>
    <message>
        <source>Merge another club file</source>
        <translation>Ander clubbestand samenvoegen</translation>
    </message>
    <message>
        <source>Club file (*.sqlite *.db);;All files (*)</source>
        <translation>Clubbestand (*.sqlite *.db);;Alle bestanden (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n new match(es) imported from {name}.</source>
        <translation>
            <numerusform>%n nieuwe wedstrijd geïmporteerd uit {name}.</numerusform>
            <numerusform>%n nieuwe wedstrijden geïmporteerd uit {name}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) of the file were already there and were not added again.</source>
        <translation>
            <numerusform>%n wedstrijd uit het bestand stond er al en is niet nog eens toegevoegd.</numerusform>
            <numerusform>%n wedstrijden uit het bestand stonden er al en zijn niet nog eens toegevoegd.</numerusform>
        </translation>
    </message>
    <message>
        <source>Results imported</source>
        <translation>Uitslagen geïmporteerd</translation>
    </message>
    <message>
        <source>Event log (*.log *.txt);;All files (*)</source>
        <translation>Serverlog (*.log *.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Import event log {name}</source>
        <translation>Evenementenlog {name} importeren</translation>
    </message>
    <message>
        <source>Rating the events of {name}…</source>
        <translation>Evenementen uit {name} worden beoordeeld…</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Spelers importeren</translation>
    </message>
    <message>
        <source>Import players from {name}</source>
        <translation>Spelers importeren uit {name}</translation>
    </message>
    <message>
        <source>Importing players…</source>
        <translation>Spelers worden geïmporteerd…</translation>
    </message>
    <message>
        <source>New leaderboard {name}</source>
        <translation>Nieuwe ranglijst {name}</translation>
    </message>
    <message>
        <source>Change settings of {name}</source>
        <translation>Instellingen van {name} wijzigen</translation>
    </message>
    <message>
        <source>Re-rating every match with the new settings…</source>
        <translation>Elke wedstrijd wordt herberekend met de nieuwe instellingen…</translation>
    </message>
    <message>
        <source>Recomputing every rating from the results…</source>
        <translation>Alle ratings worden herberekend uit de uitslagen…</translation>
    </message>
    <message>
        <source>Recomputed {replayed} matches.</source>
        <translation>{replayed} wedstrijden herberekend.</translation>
    </message>
</context>
<context>
    <name>shell.errors</name>
    <message>
        <source>Something unexpected went wrong: {readable}

Your data is safe: every change is saved in one piece or not at all. Details were written to {log_path}.</source>
        <translation>Er ging iets onverwachts mis: {readable}

Uw gegevens zijn veilig: elke wijziging wordt in zijn geheel opgeslagen of helemaal niet. De details staan in {log_path}.</translation>
    </message>
</context>
<context>
    <name>shell.first_start</name>
    <message>
        <source>A new, empty club: type a player&apos;s name and press Enter.</source>
        <translation>Een nieuwe, lege club: typ de naam van een speler en druk op Enter.</translation>
    </message>
    <message>
        <source>Opened the demo club.</source>
        <translation>De democlub is geopend.</translation>
    </message>
    <message>
        <source>Load demo club</source>
        <translation>Democlub laden</translation>
    </message>
    <message>
        <source>Loading the demo club…</source>
        <translation>Democlub wordt geladen…</translation>
    </message>
    <message>
        <source>Loaded the demo club.</source>
        <translation>De democlub is geladen.</translation>
    </message>
</context>
<context>
    <name>shell.help_dialog</name>
    <message>
        <source>
&lt;h2&gt;Running a club night&lt;/h2&gt;
&lt;p&gt;Everything lives in one club file on this computer. The app opens the club you used last;
File ▸ New database… starts another, File ▸ Open recent goes back to one you had open.&lt;/p&gt;

&lt;h3&gt;1. Players&lt;/h3&gt;
&lt;p&gt;On the &lt;b&gt;Players&lt;/b&gt; tab, type a name into the new player&apos;s field at the top and press Enter.
Do the same for everyone. A name can also be typed straight into a match or at check-in:
it becomes a player when you save. &lt;b&gt;Set club…&lt;/b&gt; notes someone&apos;s club, so brackets can keep
clubs apart.&lt;/p&gt;

&lt;h3&gt;2. Tonight&apos;s event&lt;/h3&gt;
&lt;p&gt;On the &lt;b&gt;Event&lt;/b&gt; tab (the window opens on it) click &lt;b&gt;New event…&lt;/b&gt;, keep the format
&lt;i&gt;Club night&lt;/i&gt; and click &lt;b&gt;Create&lt;/b&gt;. The event is the evening: every result you enter tonight
is filed under it, on every tab. A tournament (Swiss, round robin, a knockout, pools) is made the
same way with another format: tick its entrants, &lt;b&gt;Start&lt;/b&gt;, and play it out at the tables.&lt;/p&gt;

&lt;h3&gt;3. Check-in&lt;/h3&gt;
&lt;p&gt;Click a name tile to tick someone present, click again to take the tick back.
Someone new? Type the name into the search field and press Enter. &lt;i&gt;Away for a while&lt;/i&gt; and
&lt;i&gt;Gone for the night&lt;/i&gt; keep people out of the next rounds; late arrivals join the next round.&lt;/p&gt;

&lt;h3&gt;4. Rounds&lt;/h3&gt;
&lt;p&gt;Choose a mode and click &lt;b&gt;Draw next round&lt;/b&gt;. The app makes matches with chances as even as
possible and lets everyone sit out in turn. Swap two players by dragging one onto the other,
then click &lt;b&gt;Start round&lt;/b&gt;.&lt;/p&gt;

&lt;h3&gt;5. Results&lt;/h3&gt;
&lt;p&gt;On &lt;b&gt;Tables&lt;/b&gt;, click a table and say who won (or the places and scores): the table
frees and the next match is called. A match played away from the tables goes in on the
&lt;b&gt;Matches&lt;/b&gt; tab: type each side&apos;s players, separated by commas, and press Enter.&lt;/p&gt;

&lt;h3&gt;6. The leaderboard&lt;/h3&gt;
&lt;p&gt;The &lt;b&gt;Leaderboard&lt;/b&gt; tab is up to date after every result. Double-click a player to see
their rating over time. The &lt;i&gt;Conservative&lt;/i&gt; column (μ − 3σ) is a rating the player is very
probably at least as good as: it orders the list.&lt;/p&gt;

&lt;h3&gt;7. After the night&lt;/h3&gt;
&lt;p&gt;File ▸ Export standings… writes the leaderboard for a spreadsheet; File ▸ Print standings…
prints it. Tools ▸ &lt;b&gt;Brackets&lt;/b&gt; seeds the next tournament from the ratings.&lt;/p&gt;

&lt;h3&gt;A mistake?&lt;/h3&gt;
&lt;p&gt;Edit ▸ Undo takes back the last change, whatever it was, and Edit ▸ Redo puts it back.
A wrong result can also be changed later: everything after it is re-rated.
The club file is saved after every change; there is nothing to save before quitting.&lt;/p&gt;
</source>
        <translation>
&lt;h2&gt;Een clubavond houden&lt;/h2&gt;
&lt;p&gt;Alles staat in één clubbestand op deze computer. De app opent de club die u het laatst gebruikte;
Bestand ▸ Nieuwe database… begint een andere, Bestand ▸ Recent geopend gaat terug naar een club die u open had.&lt;/p&gt;

&lt;h3&gt;1. Spelers&lt;/h3&gt;
&lt;p&gt;Typ op het tabblad &lt;b&gt;Spelers&lt;/b&gt; een naam in het veld voor een nieuwe speler bovenaan en druk op Enter.
Doe hetzelfde voor iedereen. Een naam kan ook meteen in een wedstrijd of bij de aanmelding getypt worden:
bij het opslaan wordt het een speler. &lt;b&gt;Club instellen…&lt;/b&gt; legt iemands club vast, zodat schema&apos;s clubs
uit elkaar kunnen houden.&lt;/p&gt;

&lt;h3&gt;2. Het evenement van vanavond&lt;/h3&gt;
&lt;p&gt;Klik op het tabblad &lt;b&gt;Evenement&lt;/b&gt; (het venster opent daarop) op &lt;b&gt;Nieuw evenement…&lt;/b&gt;, laat de vorm
&lt;i&gt;Clubavond&lt;/i&gt; staan en klik op &lt;b&gt;Aanmaken&lt;/b&gt;. Het evenement is de avond: elke uitslag die u vanavond invoert,
valt eronder, op elk tabblad. Een toernooi (Zwitsers systeem, round-robin, knock-out, poules) maakt u op dezelfde
manier met een andere vorm: vink de deelnemers aan, klik op &lt;b&gt;Starten&lt;/b&gt; en speel het uit aan de tafels.&lt;/p&gt;

&lt;h3&gt;3. Aanmelding&lt;/h3&gt;
&lt;p&gt;Klik op een naamtegel om iemand als aanwezig aan te vinken, klik nog eens om het vinkje weer weg te halen.
Iemand nieuw? Typ de naam in het zoekveld en druk op Enter. &lt;i&gt;Even weg&lt;/i&gt; en
&lt;i&gt;Vertrokken voor vanavond&lt;/i&gt; houden mensen buiten de volgende rondes; laatkomers doen mee vanaf de volgende ronde.&lt;/p&gt;

&lt;h3&gt;4. Rondes&lt;/h3&gt;
&lt;p&gt;Kies een indeling en klik op &lt;b&gt;Volgende ronde indelen&lt;/b&gt;. De app maakt wedstrijden met zo gelijk mogelijke
kansen en laat iedereen om de beurt een ronde uitrusten. Wissel twee spelers door de ene op de andere te slepen
en klik dan op &lt;b&gt;Ronde starten&lt;/b&gt;.&lt;/p&gt;

&lt;h3&gt;5. Uitslagen&lt;/h3&gt;
&lt;p&gt;Klik op &lt;b&gt;Tafels&lt;/b&gt; op een tafel en geef aan wie won (of de plaatsen en scores): de tafel
komt vrij en de volgende wedstrijd wordt opgeroepen. Een wedstrijd die niet aan de tafels gespeeld is, voert u in op het tabblad
&lt;b&gt;Wedstrijden&lt;/b&gt;: typ de spelers van elke kant, gescheiden door komma&apos;s, en druk op Enter.&lt;/p&gt;

&lt;h3&gt;6. De ranglijst&lt;/h3&gt;
&lt;p&gt;Het tabblad &lt;b&gt;Ranglijst&lt;/b&gt; is na elke uitslag bijgewerkt. Dubbelklik op een speler om
zijn of haar rating door de tijd te zien. De kolom &lt;i&gt;Voorzichtig&lt;/i&gt; (μ − 3σ) is een rating waar de speler
zeer waarschijnlijk minstens zo goed als is: die bepaalt de volgorde van de lijst.&lt;/p&gt;

&lt;h3&gt;7. Na de avond&lt;/h3&gt;
&lt;p&gt;Bestand ▸ Stand exporteren… schrijft de ranglijst weg voor een spreadsheet; Bestand ▸ Stand afdrukken…
drukt hem af. Extra ▸ &lt;b&gt;Schema&apos;s&lt;/b&gt; plaatst het volgende toernooi op basis van de ratings.&lt;/p&gt;

&lt;h3&gt;Een vergissing?&lt;/h3&gt;
&lt;p&gt;Bewerken ▸ Ongedaan maken draait de laatste wijziging terug, wat het ook was, en Bewerken ▸ Opnieuw voert die weer uit.
Een verkeerde uitslag kan ook later nog veranderd worden: alles daarna wordt herberekend.
Het clubbestand wordt na elke wijziging opgeslagen; voor het afsluiten hoeft u niets op te slaan.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>Aan de slag</translation>
    </message>
    <message>
        <source>Getting started guide</source>
        <translation>Handleiding Aan de slag</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>Each command, one a row, with the keys that run it.</source>
        <translation>Elke opdracht, één per rij, met de toetsen die haar uitvoeren.</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Opdracht</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
    <message>
        <source>Enter saves a match in the match form; Delete removes the selected match. While the cursor is in a text field, Undo first takes back what you typed there.</source>
        <translation>Enter slaat een wedstrijd op in het wedstrijdformulier; Delete verwijdert de gekozen wedstrijd. Staat de cursor in een tekstveld, dan maakt Ongedaan maken eerst ongedaan wat u daar typte.</translation>
    </message>
</context>
<context>
    <name>shell.language</name>
    <message>
        <source>System default</source>
        <translation>Systeemstandaard</translation>
    </message>
</context>
<context>
    <name>shell.main_window</name>
    <message>
        <source>Ready</source>
        <translation>Gereed</translation>
    </message>
    <message>
        <source>The database is damaged</source>
        <translation>De database is beschadigd</translation>
    </message>
    <message>
        <source>{path}

{readable}

Do not record anything more in it: use File ▸ Restore backup… to go back to the last good copy.</source>
        <translation>{path}

{readable}

Leg er niets meer in vast: gebruik Bestand ▸ Back-up terugzetten… om terug te gaan naar de laatste goede kopie.</translation>
    </message>
    <message>
        <source>Cannot open the database</source>
        <translation>De database kan niet geopend worden</translation>
    </message>
    <message>
        <source>Open another file…</source>
        <translation>Ander bestand openen…</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>Back-up terugzetten…</translation>
    </message>
    <message>
        <source>No club open — {APP_TITLE}</source>
        <translation>Geen club geopend — {APP_TITLE}</translation>
    </message>
    <message>
        <source>No club is open. Use File ▸ Open database…, File ▸ Open recent or File ▸ New database… to begin.</source>
        <translation>Er is geen club geopend. Begin met Bestand ▸ Database openen…, Bestand ▸ Recent geopend of Bestand ▸ Nieuwe database….</translation>
    </message>
    <message>
        <source>No club open</source>
        <translation>Geen club geopend</translation>
    </message>
    <message>
        <source>New club database</source>
        <translation>Nieuwe clubdatabase</translation>
    </message>
    <message>
        <source>New database</source>
        <translation>Nieuwe database</translation>
    </message>
    <message>
        <source>A club file named “{name}” is already there. Use File ▸ Open database… to open it, or choose another name.</source>
        <translation>Er bestaat al een clubbestand met de naam “{name}”. Open het met Bestand ▸ Database openen… of kies een andere naam.</translation>
    </message>
    <message>
        <source>Open club database</source>
        <translation>Clubdatabase openen</translation>
    </message>
    <message>
        <source>About {APP_TITLE}</source>
        <translation>Over {APP_TITLE}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{app}&lt;/b&gt; {version}&lt;p&gt;Offline ratings, leaderboards and brackets for clubs.&lt;/p&gt;&lt;p&gt;Database: {database}&lt;/p&gt;&lt;p&gt;Leaderboards:&lt;/p&gt;&lt;ul&gt;{boards}&lt;/ul&gt;</source>
        <extracomment>Translators: {app} is the app&apos;s name, {version} its version, {boards} a list of &quot;&lt;li&gt;Name: rating system&lt;/li&gt;&quot;</extracomment>
        <translation>&lt;b&gt;{app}&lt;/b&gt; {version}&lt;p&gt;Offline ratings, ranglijsten en schema&apos;s voor clubs.&lt;/p&gt;&lt;p&gt;Database: {database}&lt;/p&gt;&lt;p&gt;Ranglijsten:&lt;/p&gt;&lt;ul&gt;{boards}&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Cancelled; nothing was changed.</source>
        <translation>Geannuleerd; er is niets veranderd.</translation>
    </message>
    <message>
        <source>(development)</source>
        <extracomment>Translators: the version shown when running from a source tree</extracomment>
        <translation>(ontwikkelversie)</translation>
    </message>
</context>
<context>
    <name>shell.menus</name>
    <message>
        <source>&amp;New database…</source>
        <translation>&amp;Nieuwe database…</translation>
    </message>
    <message>
        <source>&amp;Open database…</source>
        <translation>Database &amp;openen…</translation>
    </message>
    <message>
        <source>Import &amp;results…</source>
        <translation>&amp;Uitslagen importeren…</translation>
    </message>
    <message>
        <source>Import match results from a CSV file</source>
        <translation>Wedstrijduitslagen importeren uit een CSV-bestand</translation>
    </message>
    <message>
        <source>Import &amp;players…</source>
        <translation>&amp;Spelers importeren…</translation>
    </message>
    <message>
        <source>Import players from a CSV file</source>
        <translation>Spelers importeren uit een CSV-bestand</translation>
    </message>
    <message>
        <source>Import event &amp;log…</source>
        <translation>Server&amp;log importeren…</translation>
    </message>
    <message>
        <source>Rate a game-server event log (&apos;A fragged B&apos;, …) into this Elo leaderboard</source>
        <translation>Een log van een gameserver (‘A fragged B’, …) in deze Elo-ranglijst laten meetellen</translation>
    </message>
    <message>
        <source>S&amp;tatic ranking of an event…</source>
        <translation>S&amp;tatische rangschikking van een evenement…</translation>
    </message>
    <message>
        <source>Least-squares strengths from one event&apos;s pairwise results</source>
        <translation>Sterktes met de kleinste-kwadratenmethode uit de onderlinge uitslagen van één evenement</translation>
    </message>
    <message>
        <source>&amp;Export standings…</source>
        <translation>Stand &amp;exporteren…</translation>
    </message>
    <message>
        <source>Export the leaderboard to a CSV file</source>
        <translation>De ranglijst exporteren naar een CSV-bestand</translation>
    </message>
    <message>
        <source>Export res&amp;ults…</source>
        <translation>Ui&amp;tslagen exporteren…</translation>
    </message>
    <message>
        <source>Export this leaderboard&apos;s results to a CSV file that another club file can import</source>
        <translation>De uitslagen van deze stand exporteren naar een CSV-bestand dat een ander clubbestand kan importeren</translation>
    </message>
    <message>
        <source>&amp;Merge another club file…</source>
        <translation>Ander &amp;clubbestand samenvoegen…</translation>
    </message>
    <message>
        <source>Bring in everything another club file has that this club lacks: players, teams, leaderboards, events, results</source>
        <translation>Alles uit een ander clubbestand halen wat deze club mist: spelers, teams, ranglijsten, evenementen, uitslagen</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>A&amp;fdrukken…</translation>
    </message>
    <message>
        <source>Print what the page shows (an event&apos;s bracket, standings or pairings; else the leaderboard), with a print preview first</source>
        <translation>Drukt af wat de pagina toont (schema, stand of indeling van een evenement; anders de ranglijst), met eerst een afdrukvoorbeeld</translation>
    </message>
    <message>
        <source>Print s&amp;tandings…</source>
        <translation>&amp;Ranglijst afdrukken…</translation>
    </message>
    <message>
        <source>Print the leaderboard or save it as PDF, with a print preview first</source>
        <translation>De ranglijst afdrukken of als pdf opslaan, eerst met een afdrukvoorbeeld</translation>
    </message>
    <message>
        <source>Print pairings and score &amp;slips…</source>
        <translation>&amp;Indeling en scorebriefjes afdrukken…</translation>
    </message>
    <message>
        <source>Print the event&apos;s rounds with table numbers and a score slip per match</source>
        <translation>De rondes van het evenement afdrukken met tafelnummers en een scorebriefje per wedstrijd</translation>
    </message>
    <message>
        <source>Load &amp;demo club</source>
        <translation>&amp;Democlub laden</translation>
    </message>
    <message>
        <source>Open the demo club, a club file of its own: your clubs stay as they are</source>
        <translation>De democlub openen, een eigen clubbestand: uw clubs blijven zoals ze zijn</translation>
    </message>
    <message>
        <source>Restore &amp;backup…</source>
        <translation>&amp;Back-up terugzetten…</translation>
    </message>
    <message>
        <source>Put back one of the automatic backups of this club</source>
        <translation>Een van de automatische back-ups van deze club terugzetten</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Record match</source>
        <translation>&amp;Wedstrijd invoeren</translation>
    </message>
    <message>
        <source>Enter a match result</source>
        <translation>Een wedstrijduitslag invoeren</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Speler toevoegen</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Een speler toevoegen</translation>
    </message>
    <message>
        <source>New &amp;event…</source>
        <translation>Nieuw &amp;evenement…</translation>
    </message>
    <message>
        <source>A club night or a tournament: name, date, format and its options</source>
        <translation>Een clubavond of een toernooi: naam, datum, vorm en opties</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Zoeken…</translation>
    </message>
    <message>
        <source>Search the players of the tab shown</source>
        <translation>De spelers van het getoonde tabblad doorzoeken</translation>
    </message>
    <message>
        <source>&amp;New leaderboard…</source>
        <translation>&amp;Nieuwe ranglijst…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <source>Rating system, parameters and display of this leaderboard</source>
        <translation>Ratingsysteem, parameters en weergave van deze ranglijst</translation>
    </message>
    <message>
        <source>&amp;Recompute ratings</source>
        <translation>&amp;Ratings herberekenen</translation>
    </message>
    <message>
        <source>Rebuild every rating from the results</source>
        <translation>Elke rating opnieuw opbouwen uit de uitslagen</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Over</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>&amp;Aan de slag</translation>
    </message>
    <message>
        <source>A short guide to running a club night</source>
        <translation>Een korte handleiding voor het leiden van een clubavond</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Sneltoetsen</translation>
    </message>
    <message>
        <source>Every command that has a key</source>
        <translation>Elke opdracht die een toets heeft</translation>
    </message>
    <message>
        <source>&amp;Brackets</source>
        <translation>&amp;Schema&apos;s</translation>
    </message>
    <message>
        <source>Seed a bracket or pools from the ratings and export the seed list</source>
        <translation>Een schema of poules plaatsen op rating en de plaatsingslijst exporteren</translation>
    </message>
    <message>
        <source>Teams &amp;balancer</source>
        <translation>&amp;Teamverdeler</translation>
    </message>
    <message>
        <source>Split players into teams of even strength</source>
        <translation>Spelers verdelen over even sterke teams</translation>
    </message>
    <message>
        <source>&amp;Which system?</source>
        <translation>&amp;Welk systeem?</translation>
    </message>
    <message>
        <source>Compare the rating systems on this leaderboard&apos;s results</source>
        <translation>De ratingsystemen vergelijken op de uitslagen van deze ranglijst</translation>
    </message>
    <message>
        <source>&amp;Global ranking</source>
        <translation>&amp;Algemene ranglijst</translation>
    </message>
    <message>
        <source>One ranking over every leaderboard</source>
        <translation>Eén ranglijst over alle ranglijsten</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Club</translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Ranglijst</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>E&amp;xtra</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thema</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Systeem volgen</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>T&amp;aal</translation>
    </message>
    <message>
        <source>&amp;Presenter window</source>
        <translation>&amp;Presentatievenster</translation>
    </message>
    <message>
        <source>Tonight&apos;s tables, who is next and the standings on a second screen</source>
        <translation>De tafels van vanavond, wie er volgt en de stand op een tweede scherm</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hoofdbalk</translation>
    </message>
    <message>
        <source> Leaderboard: </source>
        <translation> Ranglijst: </translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Ranglijst</translation>
    </message>
    <message>
        <source>Pick the leaderboard every tab shows and records into.</source>
        <translation>Kies de ranglijst die elk tabblad toont en waarin het vastlegt.</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Extra</translation>
    </message>
    <message>
        <source>Brackets, Teams balancer, Which system?, Global ranking: each opens as a tab</source>
        <translation>Schema&apos;s, Teamverdeler, Welk systeem?, Algemene ranglijst: elk opent als tabblad</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Op&amp;nieuw</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>&amp;Redo {action}</source>
        <translation>Op&amp;nieuw: {action}</translation>
    </message>
    <message>
        <source>&amp;Undo {action}</source>
        <translation>&amp;Ongedaan maken: {action}</translation>
    </message>
</context>
<context>
    <name>shell.tabs</name>
    <message>
        <source>Event</source>
        <translation>Evenement</translation>
    </message>
    <message>
        <source>The current event: its entrants or check-in, rounds or bracket, tables and standings</source>
        <translation>Het huidige evenement: deelnemers of aanmelding, rondes of schema, tafels en stand</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Wedstrijden</translation>
    </message>
    <message>
        <source>Enter a match result; edit or delete the matches of an event</source>
        <translation>Een wedstrijduitslag invoeren; de wedstrijden van een evenement bewerken of verwijderen</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Ranglijst</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Seasons</source>
        <translation>Seizoenen</translation>
    </message>
    <message>
        <source>Brackets</source>
        <translation>Schema&apos;s</translation>
    </message>
    <message>
        <source>Teams balancer</source>
        <translation>Teamverdeler</translation>
    </message>
    <message>
        <source>Which system?</source>
        <translation>Welk systeem?</translation>
    </message>
    <message>
        <source>Global ranking</source>
        <translation>Algemene ranglijst</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Double-click a player to see their rating over time</source>
        <translation>Dubbelklik op een speler om het verloop van de rating te zien</translation>
    </message>
    <message>
        <source>{title} (close the tab when done; it is in the Tools menu)</source>
        <translation>{title} (sluit het tabblad als u klaar bent; het staat in het menu Extra)</translation>
    </message>
</context>
<context>
    <name>shell.welcome</name>
    <message>
        <source>Welcome to Tournament App</source>
        <translation>Welkom bij Tournament App</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome!&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Welkom!&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Tournament App keeps your club&apos;s players and results in one file on this computer and rates everyone after every match. How would you like to start?</source>
        <translation>Tournament App bewaart de spelers en uitslagen van uw club in één bestand op deze computer en berekent na elke wedstrijd ieders rating. Hoe wilt u beginnen?</translation>
    </message>
    <message>
        <source>Open the demo club</source>
        <translation>De democlub openen</translation>
    </message>
    <message>
        <source>A season of 18 players, in a club file of its own, to look around</source>
        <translation>Een seizoen met 18 spelers, in een eigen clubbestand, om rond te kijken</translation>
    </message>
    <message>
        <source>Start a new club</source>
        <translation>Nieuwe club beginnen</translation>
    </message>
    <message>
        <source>Begin with no players; add them as they arrive</source>
        <translation>Begin zonder spelers; voeg ze toe als ze binnenkomen</translation>
    </message>
    <message>
        <source>Open a database…</source>
        <translation>Een database openen…</translation>
    </message>
    <message>
        <source>Open a club file you already have</source>
        <translation>Een clubbestand openen dat u al hebt</translation>
    </message>
    <message>
        <source>Import results from CSV…</source>
        <translation>Uitslagen importeren uit CSV…</translation>
    </message>
    <message>
        <source>Start from results kept in a spreadsheet</source>
        <translation>Beginnen met uitslagen uit een spreadsheet</translation>
    </message>
</context>
<context>
    <name>standings.global_view</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>μ ± σ</source>
        <translation>μ ± σ</translation>
    </message>
    <message>
        <source>Conservative</source>
        <translation>Voorzichtig</translation>
    </message>
    <message>
        <source>Leaderboards</source>
        <translation>Ranglijsten</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Global ranking</source>
        <translation>Algemene ranglijst</translation>
    </message>
    <message>
        <source>Each player, one a row, ranked across all leaderboards.</source>
        <translation>Elke speler, één per rij, gerangschikt over alle ranglijsten.</translation>
    </message>
    <message>
        <source>Each player&apos;s ratings from {leaderboards} combined by precision (surer ratings weigh more), shown on the 0–10000 scale.</source>
        <translation>De ratings van elke speler uit {leaderboards}, gecombineerd naar precisie (zekerdere ratings wegen zwaarder), getoond op de schaal 0–10000.</translation>
    </message>
    <message>
        <source>Left out (another rating scale): {leaderboards}.</source>
        <translation>Weggelaten (andere ratingschaal): {leaderboards}.</translation>
    </message>
</context>
<context>
    <name>standings.initial_rating_dialog</name>
    <message>
        <source>Initial rating of {player}</source>
        <translation>Beginrating van {player}</translation>
    </message>
    <message>
        <source>Where {player} starts on &lt;b&gt;{leaderboard}&lt;/b&gt; before their first match there, instead of the system&apos;s {value:g} ± {value2:g}. Ratings are replayed from their first match.</source>
        <translation>Waar {player} begint op &lt;b&gt;{leaderboard}&lt;/b&gt; vóór de eerste wedstrijd daar, in plaats van de standaard {value:g} ± {value2:g} van het systeem. De ratings worden opnieuw berekend vanaf de eerste wedstrijd.</translation>
    </message>
    <message>
        <source>Starting rating</source>
        <translation>Beginrating</translation>
    </message>
    <message>
        <source>Type the rating μ the player starts with; empty uses the system&apos;s default.</source>
        <translation>Typ de rating μ waarmee de speler begint; leeg gebruikt de standaard van het systeem.</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>Onzekerheid</translation>
    </message>
    <message>
        <source>Type how unsure the starting rating is (σ); empty uses the system&apos;s default.</source>
        <translation>Typ hoe onzeker de beginrating is (σ); leeg gebruikt de standaard van het systeem.</translation>
    </message>
    <message>
        <source>{value:g} (the system&apos;s default)</source>
        <translation>{value:g} (standaard van het systeem)</translation>
    </message>
    <message>
        <source>Use the system&apos;s default</source>
        <translation>Standaard van het systeem gebruiken</translation>
    </message>
    <message>
        <source>Forgets this player&apos;s starting rating.</source>
        <translation>Wist de beginrating van deze speler.</translation>
    </message>
    <message>
        <source>Starting rating (μ)</source>
        <translation>Beginrating (μ)</translation>
    </message>
    <message>
        <source>Uncertainty (σ)</source>
        <translation>Onzekerheid (σ)</translation>
    </message>
    <message>
        <source>The starting rating must be a number.</source>
        <translation>De beginrating moet een getal zijn.</translation>
    </message>
    <message>
        <source>The uncertainty must be a number greater than 0 (or empty for the default).</source>
        <translation>De onzekerheid moet een getal groter dan 0 zijn (of leeg voor de standaard).</translation>
    </message>
</context>
<context>
    <name>standings.leaderboard_dialog</name>
    <message>
        <source>Automatic (0–10000 for Weng-Lin, the rating itself for Glicko/Elo)</source>
        <translation>Automatisch (0–10000 voor Weng-Lin, de rating zelf voor Glicko/Elo)</translation>
    </message>
    <message>
        <source>0–10000 (Battlesnake&apos;s logistic scale)</source>
        <translation>0–10000 (logistische schaal van Battlesnake)</translation>
    </message>
    <message>
        <source>Conservative estimate (μ − kσ)</source>
        <translation>Voorzichtige schatting (μ − kσ)</translation>
    </message>
    <message>
        <source>The rating μ itself</source>
        <translation>De rating μ zelf</translation>
    </message>
    <message>
        <source>a new player&apos;s rating</source>
        <translation>rating van een nieuwe speler</translation>
    </message>
    <message>
        <source>a new player&apos;s uncertainty</source>
        <translation>onzekerheid van een nieuwe speler</translation>
    </message>
    <message>
        <source>how much luck decides a game</source>
        <translation>hoeveel geluk een partij beslist</translation>
    </message>
    <message>
        <source>smallest share of σ² a match may keep</source>
        <translation>kleinste deel van σ² dat een wedstrijd mag houden</translation>
    </message>
    <message>
        <source>uncertainty added before every match</source>
        <translation>onzekerheid erbij vóór elke wedstrijd</translation>
    </message>
    <message>
        <source>uncertainty added per idle day (inactivity decay)</source>
        <translation>onzekerheid erbij per dag zonder spelen (inactiviteit)</translation>
    </message>
    <message>
        <source>Weng-Lin γ damping of σ (off in o!TR)</source>
        <translation>Weng-Lin γ-demping van σ (uit in o!TR)</translation>
    </message>
    <message>
        <source>share of Method A (games played); Method B gets the rest</source>
        <translation>aandeel van methode A (gespeelde partijen); methode B krijgt de rest</translation>
    </message>
    <message>
        <source>games of a typical match (longer ones count more)</source>
        <translation>partijen in een gewone wedstrijd (langere tellen zwaarder)</translation>
    </message>
    <message>
        <source>how strongly match length scales the change</source>
        <translation>hoe sterk de wedstrijdlengte de verandering schaalt</translation>
    </message>
    <message>
        <source>σ² added per idle week</source>
        <translation>σ² erbij per week zonder spelen</translation>
    </message>
    <message>
        <source>idle days before the rating starts to drop</source>
        <translation>dagen zonder spelen voordat de rating gaat dalen</translation>
    </message>
    <message>
        <source>rating lost per idle week after that</source>
        <translation>ratingverlies per week zonder spelen daarna</translation>
    </message>
    <message>
        <source>the rating never decays below this</source>
        <translation>de rating zakt nooit onder deze waarde</translation>
    </message>
    <message>
        <source>deviation growth per idle period</source>
        <translation>groei van de afwijking per periode zonder spelen</translation>
    </message>
    <message>
        <source>length of an idle period in days</source>
        <translation>lengte van een periode zonder spelen, in dagen</translation>
    </message>
    <message>
        <source>how far one game moves a rating</source>
        <translation>hoeveel één partij een rating verschuift</translation>
    </message>
    <message>
        <source>lowest rating (empty: none)</source>
        <translation>laagste rating (leeg: geen)</translation>
    </message>
    <message>
        <source>points lost per idle period</source>
        <translation>puntverlies per periode zonder spelen</translation>
    </message>
    <message>
        <source>Leaderboard settings</source>
        <translation>Instellingen van de ranglijst</translation>
    </message>
    <message>
        <source>New leaderboard</source>
        <translation>Nieuwe ranglijst</translation>
    </message>
    <message>
        <source>Leaderboard name</source>
        <translation>Naam van de ranglijst</translation>
    </message>
    <message>
        <source>Type the leaderboard&apos;s name, e.g. the discipline it rates.</source>
        <translation>Typ de naam van de ranglijst, bijv. de discipline waarvoor ze ratings bijhoudt.</translation>
    </message>
    <message>
        <source>e.g. Doubles, Chess blitz</source>
        <translation>bijv. Dubbel, Snelschaak</translation>
    </message>
    <message>
        <source>Pick how matches change the ratings.</source>
        <translation>Kies hoe wedstrijden de ratings veranderen.</translation>
    </message>
    <message>
        <source>Pick the scale the ratings are shown on.</source>
        <translation>Kies de schaal waarop de ratings worden getoond.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Rating system</source>
        <translation>Ratingsysteem</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Weergave</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Changing the rating system or its parameters re-rates every match of this leaderboard.</source>
        <translation>Het ratingsysteem of de parameters wijzigen herberekent elke wedstrijd van deze ranglijst.</translation>
    </message>
    <message>
        <source>The leaderboard needs a name.</source>
        <translation>De ranglijst heeft een naam nodig.</translation>
    </message>
    <message>
        <source>Every parameter must be a number.</source>
        <translation>Elke parameter moet een getal zijn.</translation>
    </message>
</context>
<context>
    <name>standings.leaderboard_view</name>
    <message>
        <source>Search players…</source>
        <translation>Spelers zoeken…</translation>
    </message>
    <message>
        <source>Search the leaderboard</source>
        <translation>De ranglijst doorzoeken</translation>
    </message>
    <message>
        <source>Type part of a name; only matching players are listed.</source>
        <translation>Typ een deel van een naam; alleen passende spelers worden getoond.</translation>
    </message>
    <message>
        <source>Minimum games</source>
        <translation>Minimum aantal partijen</translation>
    </message>
    <message>
        <source>Show only players with at least this many games</source>
        <translation>Alleen spelers tonen met minstens zoveel partijen</translation>
    </message>
    <message>
        <source>Active since</source>
        <translation>Actief sinds</translation>
    </message>
    <message>
        <source>Only players active since</source>
        <translation>Alleen spelers die actief zijn sinds</translation>
    </message>
    <message>
        <source>When ticked, only players who played since the date are listed.</source>
        <translation>Indien aangevinkt worden alleen spelers getoond die sinds de datum gespeeld hebben.</translation>
    </message>
    <message>
        <source>Active since date</source>
        <translation>Datum actief sinds</translation>
    </message>
    <message>
        <source>The date from which a player counts as active.</source>
        <translation>De datum vanaf wanneer een speler als actief telt.</translation>
    </message>
    <message>
        <source>Min. games</source>
        <translation>Min. partijen</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Each player, one a row, with rank, rating and games; Enter opens the player&apos;s page.</source>
        <translation>Elke speler, één per rij, met rang, rating en partijen; Enter opent de pagina van de speler.</translation>
    </message>
    <message>
        <source>{total} players</source>
        <translation>{total} spelers</translation>
    </message>
    <message>
        <source>{shown} of {total} players</source>
        <translation>{shown} van {total} spelers</translation>
    </message>
</context>
<context>
    <name>standings.player_page</name>
    <message>
        <source>Compare with…</source>
        <translation>Vergelijken met…</translation>
    </message>
    <message>
        <source>Clear comparison</source>
        <translation>Vergelijking wissen</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Grafiek opslaan als PNG…</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Wedstrijden</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Onderling</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Vergelijken met</translation>
    </message>
    <message>
        <source>Pick another player whose rating is drawn beside this one.</source>
        <translation>Kies een andere speler wiens rating naast deze wordt getekend.</translation>
    </message>
    <message>
        <source>Removes the other player from the chart.</source>
        <translation>Haalt de andere speler uit de grafiek.</translation>
    </message>
    <message>
        <source>Save chart as PNG</source>
        <translation>Grafiek opslaan als PNG</translation>
    </message>
    <message>
        <source>Saves the rating chart as a picture.</source>
        <translation>Slaat de ratinggrafiek op als afbeelding.</translation>
    </message>
    <message>
        <source>Player&apos;s matches</source>
        <translation>Wedstrijden van de speler</translation>
    </message>
    <message>
        <source>The player&apos;s matches, one a row, with the result and the rating change.</source>
        <translation>De wedstrijden van de speler, één per rij, met de uitslag en de ratingwijziging.</translation>
    </message>
    <message>
        <source>Head-to-head records</source>
        <translation>Onderlinge resultaten</translation>
    </message>
    <message>
        <source>Each opponent, one a row, with wins, draws and losses against them.</source>
        <translation>Elke tegenstander, één per rij, met de overwinningen, gelijke spelen en nederlagen tegen die tegenstander.</translation>
    </message>
    <message>
        <source>Set initial rating…</source>
        <translation>Beginrating instellen…</translation>
    </message>
    <message>
        <source>Where this player starts on this leaderboard (e.g. from an outside rank or rating)</source>
        <translation>Waar deze speler begint op deze ranglijst (bijv. op basis van een externe rang of rating)</translation>
    </message>
    <message>
        <source>Set initial rating</source>
        <translation>Beginrating instellen</translation>
    </message>
    <message>
        <source>Rating (μ)</source>
        <translation>Rating (μ)</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Grafiek opslaan</translation>
    </message>
    <message>
        <source>{name}-rating.png</source>
        <translation>{name}-rating.png</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-afbeelding (*.png)</translation>
    </message>
    <message>
        <source>Saved the chart to {path}.</source>
        <translation>De grafiek is opgeslagen in {path}.</translation>
    </message>
    <message>
        <source>Initial rating of {name}</source>
        <translation>Beginrating van {name}</translation>
    </message>
    <message>
        <source>Default initial rating for {name}</source>
        <translation>Standaard beginrating voor {name}</translation>
    </message>
    <message>
        <source>Replaying the player&apos;s matches…</source>
        <translation>Wedstrijden van de speler worden herberekend…</translation>
    </message>
    <message numerus="yes">
        <source>{player} · {leaderboard} · μ {mu} ± {sigma} · conservative {conservative} · %n match(es)</source>
        <comment>the player page&apos;s heading; {player} is the name in large letters</comment>
        <translation>
            <numerusform>{player} · {leaderboard} · μ {mu} ± {sigma} · voorzichtig {conservative} · %n wedstrijd</numerusform>
            <numerusform>{player} · {leaderboard} · μ {mu} ± {sigma} · voorzichtig {conservative} · %n wedstrijden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>standings.rating_chart</name>
    <message>
        <source>Beat {opponents}</source>
        <translation>Won van {opponents}</translation>
    </message>
    <message>
        <source>Lost to {opponents}</source>
        <translation>Verloor van {opponents}</translation>
    </message>
    <message>
        <source>Drew with {opponents}</source>
        <translation>Gelijk tegen {opponents}</translation>
    </message>
    <message>
        <source>{placement} of {count} sides, against {opponents}</source>
        <translation>{placement} van {count} kanten, tegen {opponents}</translation>
    </message>
    <message>
        <source>A player&apos;s rating (μ) over time. No matches to draw yet.</source>
        <translation>De rating (μ) van een speler door de tijd. Nog geen wedstrijden om te tekenen.</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s rating (μ) over time from {first} to {last}, with its likely range and the conservative estimate. Now μ {mu} ± {sigma} after %n match(es); lowest {low}, highest {high}.</source>
        <translation>
            <numerusform>De rating (μ) van {player} door de tijd, van {first} tot {last}, met het waarschijnlijke bereik en de voorzichtige schatting. Nu μ {mu} ± {sigma} na %n wedstrijd; laagste {low}, hoogste {high}.</numerusform>
            <numerusform>De rating (μ) van {player} door de tijd, van {first} tot {last}, met het waarschijnlijke bereik en de voorzichtige schatting. Nu μ {mu} ± {sigma} na %n wedstrijden; laagste {low}, hoogste {high}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ratings (μ) over time from {first} to {last}, compared. Now: {players}.</source>
        <translation>Ratings (μ) door de tijd van {first} tot {last}, vergeleken. Nu: {players}.</translation>
    </message>
    <message>
        <source>Rating chart</source>
        <translation>Ratinggrafiek</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Rating (μ)</source>
        <translation>Rating (μ)</translation>
    </message>
    <message>
        <source>Matches of {day}, in the order played</source>
        <translation>Wedstrijden van {day}, in de gespeelde volgorde</translation>
    </message>
    <message>
        <source>conservative (μ − {k}σ)</source>
        <translation>voorzichtig (μ − {k}σ)</translation>
    </message>
</context>
<context>
    <name>standings.season_form</name>
    <message>
        <source>Season name</source>
        <translation>Naam van het seizoen</translation>
    </message>
    <message>
        <source>Type the season&apos;s name; Enter saves the season.</source>
        <translation>Typ de naam van het seizoen; Enter slaat het seizoen op.</translation>
    </message>
    <message>
        <source>e.g. Season 2024</source>
        <translation>bijv. Seizoen 2024</translation>
    </message>
    <message>
        <source>Season leaderboard</source>
        <translation>Ranglijst van het seizoen</translation>
    </message>
    <message>
        <source>Pick the leaderboard whose events count for the season.</source>
        <translation>Kies de ranglijst waarvan de evenementen voor het seizoen meetellen.</translation>
    </message>
    <message>
        <source>Season starts</source>
        <translation>Begin van het seizoen</translation>
    </message>
    <message>
        <source>Season ends</source>
        <translation>Einde van het seizoen</translation>
    </message>
    <message>
        <source>The first day whose events count.</source>
        <translation>De eerste dag waarvan de evenementen tellen.</translation>
    </message>
    <message>
        <source>The last day whose events count.</source>
        <translation>De laatste dag waarvan de evenementen tellen.</translation>
    </message>
    <message>
        <source>Events that count</source>
        <translation>Evenementen die meetellen</translation>
    </message>
    <message>
        <source>all events</source>
        <translation>alle evenementen</translation>
    </message>
    <message>
        <source>best </source>
        <translation>beste </translation>
    </message>
    <message>
        <source>Only each player&apos;s best N events count (all events at the lowest value)</source>
        <translation>Alleen de beste N evenementen van elke speler tellen (alle evenementen bij de laagste waarde)</translation>
    </message>
    <message>
        <source>Points per place</source>
        <translation>Punten per plaats</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Points for 1st, 2nd, 3rd… place; places below the list get 0</source>
        <translation>Punten voor de 1e, 2e, 3e… plaats; plaatsen onder de lijst krijgen 0</translation>
    </message>
    <message>
        <source>Add place</source>
        <translation>Plaats toevoegen</translation>
    </message>
    <message>
        <source>Adds a row for the next place&apos;s points.</source>
        <translation>Voegt een rij toe voor de punten van de volgende plaats.</translation>
    </message>
    <message>
        <source>Remove place</source>
        <translation>Plaats verwijderen</translation>
    </message>
    <message>
        <source>Removes the last place&apos;s row.</source>
        <translation>Verwijdert de rij van de laatste plaats.</translation>
    </message>
    <message>
        <source>Default scale</source>
        <translation>Standaardschaal</translation>
    </message>
    <message>
        <source>Points </source>
        <translation>Punten </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Ranglijst</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Van</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Counting</source>
        <translation>Telt mee</translation>
    </message>
</context>
<context>
    <name>standings.season_presenter</name>
    <message>
        <source>{points} pt</source>
        <comment>one point</comment>
        <translation>{points} pt</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <comment>points</comment>
        <translation>{points} ptn</translation>
    </message>
    <message>
        <source>Tournament App — season on the presenter</source>
        <translation>Tournament App — seizoen op het presentatiescherm</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Seizoensstand</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Seizoen</translation>
    </message>
    <message>
        <source>No season chosen</source>
        <translation>Geen seizoen gekozen</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) from {date_from} to {date_to}; best {best} count</source>
        <translation>
            <numerusform>%n evenement van {date_from} tot {date_to}; de beste {best} tellen</numerusform>
            <numerusform>%n evenementen van {date_from} tot {date_to}; de beste {best} tellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) from {date_from} to {date_to}; every event counts</source>
        <translation>
            <numerusform>%n evenement van {date_from} tot {date_to}; elk evenement telt</numerusform>
            <numerusform>%n evenementen van {date_from} tot {date_to}; elk evenement telt</numerusform>
        </translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Nog geen uitslagen</translation>
    </message>
</context>
<context>
    <name>standings.season_view</name>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Evenementen</translation>
    </message>
    <message>
        <source>Events that count (each player&apos;s best N)</source>
        <translation>Evenementen die meetellen (de beste N van elke speler)</translation>
    </message>
    <message>
        <source>Counted results</source>
        <translation>Getelde uitslagen</translation>
    </message>
    <message>
        <source>{day} {event}: {place} place, {points} points</source>
        <translation>{day} {event}: {place} plaats, {points} punten</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Events of the season with a placement for the player</source>
        <translation>Evenementen van het seizoen met een plaats voor de speler</translation>
    </message>
    <message>
        <source>Pick the season whose table is shown and edited.</source>
        <translation>Kies het seizoen waarvan de stand wordt getoond en bewerkt.</translation>
    </message>
    <message>
        <source>New season</source>
        <translation>Nieuw seizoen</translation>
    </message>
    <message>
        <source>Empties the form to make a new season.</source>
        <translation>Maakt het formulier leeg om een nieuw seizoen te maken.</translation>
    </message>
    <message>
        <source>Delete season</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Deletes the season chosen; its events stay.</source>
        <translation>Verwijdert het gekozen seizoen; de evenementen blijven.</translation>
    </message>
    <message>
        <source>Create season</source>
        <translation>Seizoen aanmaken</translation>
    </message>
    <message>
        <source>Save season</source>
        <translation>Seizoen opslaan</translation>
    </message>
    <message>
        <source>Saves the season&apos;s settings.</source>
        <translation>Slaat de instellingen van het seizoen op.</translation>
    </message>
    <message>
        <source>Season table</source>
        <translation>Stand van het seizoen</translation>
    </message>
    <message>
        <source>Each player, one a row, with their place, points and events.</source>
        <translation>Elke speler, één per rij, met plaats, punten en evenementen.</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exporteren…</translation>
    </message>
    <message>
        <source>Saves the season&apos;s table as a CSV file.</source>
        <translation>Slaat de stand van het seizoen op als CSV-bestand.</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Afdrukken…</translation>
    </message>
    <message>
        <source>Print season</source>
        <translation>Seizoen afdrukken</translation>
    </message>
    <message>
        <source>Print the season&apos;s table or save it as PDF, with a preview first</source>
        <translation>De stand van het seizoen afdrukken of als pdf opslaan, eerst met een voorbeeld</translation>
    </message>
    <message>
        <source>Show on presenter</source>
        <translation>Tonen op presentatiescherm</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) of {leaderboard} from {start} to {end} with results; each player&apos;s best {best} count. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n evenement van {leaderboard} van {start} tot {end} met uitslagen; de beste {best} van elke speler tellen. Punten per plaats: {scale}.</numerusform>
            <numerusform>%n evenementen van {leaderboard} van {start} tot {end} met uitslagen; de beste {best} van elke speler tellen. Punten per plaats: {scale}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) of {leaderboard} from {start} to {end} with results; every event counts. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n evenement van {leaderboard} van {start} tot {end} met uitslagen; elk evenement telt. Punten per plaats: {scale}.</numerusform>
            <numerusform>%n evenementen van {leaderboard} van {start} tot {end} met uitslagen; elk evenement telt. Punten per plaats: {scale}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not finished yet, so not counted: {names}.</source>
        <translation>Nog niet afgelopen, dus niet meegeteld: {names}.</translation>
    </message>
    <message>
        <source>No results in this season yet.</source>
        <translation>Nog geen uitslagen in dit seizoen.</translation>
    </message>
    <message>
        <source>Exporting the season…</source>
        <translation>Seizoen wordt geëxporteerd…</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Seizoen</translation>
    </message>
    <message>
        <source>Show season on presenter</source>
        <translation>Seizoen tonen op presentatiescherm</translation>
    </message>
    <message>
        <source>Shows the season&apos;s table on the presenter screen.</source>
        <translation>Toont de stand van het seizoen op het presentatiescherm.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Wijzigingen opslaan</translation>
    </message>
    <message>
        <source>Make a leaderboard first: a season ranks a leaderboard&apos;s events.</source>
        <translation>Maak eerst een ranglijst: een seizoen rangschikt de evenementen van een ranglijst.</translation>
    </message>
    <message>
        <source>Nothing to save: the season is as stored.</source>
        <translation>Niets op te slaan: het seizoen is zoals het is opgeslagen.</translation>
    </message>
    <message>
        <source>New season {name}</source>
        <translation>Nieuw seizoen {name}</translation>
    </message>
    <message>
        <source>Change season {name}</source>
        <translation>Seizoen {name} wijzigen</translation>
    </message>
    <message>
        <source>Created the season &apos;{shown}&apos;.</source>
        <translation>Seizoen ‘{shown}’ aangemaakt.</translation>
    </message>
    <message>
        <source>Saved the season &apos;{shown}&apos;.</source>
        <translation>Seizoen ‘{shown}’ opgeslagen.</translation>
    </message>
    <message>
        <source>Delete season {name}</source>
        <translation>Seizoen {name} verwijderen</translation>
    </message>
    <message>
        <source>Deleted the season &apos;{name}&apos; (Edit ▸ Undo brings it back).</source>
        <translation>Seizoen ‘{name}’ verwijderd (Bewerken ▸ Ongedaan maken brengt het terug).</translation>
    </message>
    <message>
        <source>Name the season, choose its leaderboard and dates, and create it: its table shows here.</source>
        <translation>Geef het seizoen een naam, kies de ranglijst en de data en maak het aan: de stand verschijnt hier.</translation>
    </message>
    <message>
        <source>Export season</source>
        <translation>Seizoen exporteren</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV-bestand (*.csv)</translation>
    </message>
    <message>
        <source>Exported {count} players to {target}.</source>
        <translation>{count} spelers geëxporteerd naar {target}.</translation>
    </message>
</context>
<context>
    <name>standings.static_ranking_view</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Sterkte</translation>
    </message>
    <message>
        <source>Least-squares strength g: g_i − g_j is fitted to (a_ij − a_ji)/(a_ij + a_ji) over the pairs that met; the ranked group averages 0</source>
        <translation>Sterkte g met de kleinste-kwadratenmethode: g_i − g_j wordt gepast op (a_ij − a_ji)/(a_ij + a_ji) over de paren die elkaar troffen; de gerangschikte groep heeft gemiddeld 0</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Uitslagen</translation>
    </message>
    <message>
        <source>Results (frags, games) against the other ranked players</source>
        <translation>Uitslagen (frags, partijen) tegen de andere gerangschikte spelers</translation>
    </message>
    <message>
        <source>Opponents met</source>
        <translation>Getroffen tegenstanders</translation>
    </message>
    <message>
        <source>Why not ranked</source>
        <translation>Waarom niet gerangschikt</translation>
    </message>
    <message>
        <source>Static ranking of an event</source>
        <translation>Statische rangschikking van een evenement</translation>
    </message>
    <message>
        <source>Pick the event to rank.</source>
        <translation>Kies het evenement dat gerangschikt wordt.</translation>
    </message>
    <message>
        <source>At least this many results</source>
        <translation>Minstens zoveel uitslagen</translation>
    </message>
    <message>
        <source>Players with fewer results against others are not ranked: a few 1:0 results would otherwise dominate (seed 003)</source>
        <translation>Spelers met minder uitslagen tegen anderen worden niet gerangschikt: anders zouden een paar 1:0-uitslagen de doorslag geven (seed 003)</translation>
    </message>
    <message>
        <source>Strengths fitted by least squares to the pairwise results of one event (frags of its event logs, results of its matches); pairs that never met are skipped.</source>
        <translation>Sterktes met de kleinste-kwadratenmethode gepast op de onderlinge uitslagen van één evenement (frags uit de serverlogs, uitslagen van de wedstrijden); paren die elkaar nooit troffen worden overgeslagen.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evenement</translation>
    </message>
    <message>
        <source>Ranked players</source>
        <translation>Gerangschikte spelers</translation>
    </message>
    <message>
        <source>The players ranked, strongest first, with their fitted strength.</source>
        <translation>De gerangschikte spelers, sterkste eerst, met hun berekende sterkte.</translation>
    </message>
    <message>
        <source>Players not ranked</source>
        <translation>Niet gerangschikte spelers</translation>
    </message>
    <message>
        <source>The players with too few results to rank, and why.</source>
        <translation>De spelers met te weinig uitslagen om te rangschikken, en waarom.</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>Minstens</translation>
    </message>
    <message>
        <source>results</source>
        <translation>uitslagen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not ranked&lt;/b&gt;</source>
        <translation>&lt;b&gt;Niet gerangschikt&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This leaderboard has no events yet: import an event log or record matches under an event.</source>
        <translation>Deze ranglijst heeft nog geen evenementen: importeer een serverlog of voer wedstrijden in onder een evenement.</translation>
    </message>
    <message>
        <source>{count} players ranked from {pairs} pairs that met; {count2} not ranked (see below).</source>
        <translation>{count} spelers gerangschikt uit {pairs} paren die elkaar troffen; {count2} niet gerangschikt (zie hieronder).</translation>
    </message>
    <message>
        <source>Nobody has enough results to be ranked; lower the minimum or see why below.</source>
        <translation>Niemand heeft genoeg uitslagen om gerangschikt te worden; verlaag het minimum of zie hieronder waarom.</translation>
    </message>
</context>
<context>
    <name>store.backup</name>
    <message>
        <source>The file {path} does not exist.</source>
        <translation>Het bestand {path} bestaat niet.</translation>
    </message>
</context>
<context>
    <name>store.database</name>
    <message>
        <source>The path {path} is a folder, not a database file.</source>
        <translation>Het pad {path} is een map, geen databasebestand.</translation>
    </message>
    <message>
        <source>The file {name} is not a tournament-app database (it is not an SQLite file at all).</source>
        <translation>Het bestand {name} is geen tournament-app-database (het is helemaal geen SQLite-bestand).</translation>
    </message>
    <message>
        <source>The file {name} is damaged: it is cut short. Restore a backup.</source>
        <translation>Het bestand {name} is beschadigd: het is afgekapt. Zet een back-up terug.</translation>
    </message>
    <message>
        <source>The file {name} is another program&apos;s SQLite database, not a tournament-app database.</source>
        <translation>Het bestand {name} is de SQLite-database van een ander programma, geen tournament-app-database.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: its header is not valid. Restore a backup.</source>
        <translation>Het bestand {name} is beschadigd: de header is ongeldig. Zet een back-up terug.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: it is cut short ({size} bytes, not a whole number of {page_size}-byte pages). Restore a backup.</source>
        <translation>Het bestand {name} is beschadigd: het is afgekapt ({size} bytes, geen geheel aantal pagina’s van {page_size} bytes). Zet een back-up terug.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: it is cut short ({present} of its {pages} pages). Restore a backup.</source>
        <translation>Het bestand {name} is beschadigd: het is afgekapt ({present} van de {pages} pagina’s). Zet een back-up terug.</translation>
    </message>
    <message>
        <source>Cannot create {name}: the folder {folder} is not writable.</source>
        <translation>Kan {name} niet aanmaken: de map {folder} is niet beschrijfbaar.</translation>
    </message>
    <message>
        <source>Cannot open {path}: {error}.</source>
        <translation>Kan {path} niet openen: {error}.</translation>
    </message>
    <message>
        <source>The file {name} needs an update but it is read-only; copy it somewhere writable and open the copy.</source>
        <translation>Het bestand {name} moet bijgewerkt worden, maar is alleen-lezen; kopieer het naar een beschrijfbare plek en open de kopie.</translation>
    </message>
    <message>
        <source>update the file to this version</source>
        <translation>het bijwerken van het bestand naar deze versie</translation>
    </message>
    <message>
        <source>The file {name} does not exist (any more).</source>
        <translation>Het bestand {name} bestaat niet (meer).</translation>
    </message>
    <message>
        <source>The file {name} is empty.</source>
        <translation>Het bestand {name} is leeg.</translation>
    </message>
    <message>
        <source>The file {name} is an empty database, not a club.</source>
        <translation>Het bestand {name} is een lege database, geen club.</translation>
    </message>
    <message>
        <source>restore the backup</source>
        <translation>het terugzetten van de back-up</translation>
    </message>
    <message>
        <source>Could not restore the backup into {name}: {error}.</source>
        <translation>Kon de back-up niet terugzetten in {name}: {error}.</translation>
    </message>
    <message>
        <source>The file {name} is an SQLite database of another program, not a tournament-app database.</source>
        <translation>Het bestand {name} is een SQLite-database van een ander programma, geen tournament-app-database.</translation>
    </message>
    <message>
        <source>The file {name} is damaged or not a database: {error}.</source>
        <translation>Het bestand {name} is beschadigd of geen database: {error}.</translation>
    </message>
    <message>
        <source>The file {name} is an SQLite database of another program (tables: {tables}), not a tournament-app database.</source>
        <translation>Het bestand {name} is een SQLite-database van een ander programma (tabellen: {tables}), geen tournament-app-database.</translation>
    </message>
    <message>
        <source>The file {name} is not a tournament-app database.</source>
        <translation>Het bestand {name} is geen tournament-app-database.</translation>
    </message>
    <message>
        <source>The file {name} was written by a newer version of tournament-app (it has changes this version does not know: {changes}). Install the newer version to open it; the file was not changed.</source>
        <translation>Het bestand {name} is geschreven door een nieuwere versie van tournament-app (het bevat wijzigingen die deze versie niet kent: {changes}). Installeer de nieuwere versie om het te openen; het bestand is niet gewijzigd.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: {error}. Restore a backup.</source>
        <translation>Het bestand {name} is beschadigd: {error}. Zet een back-up terug.</translation>
    </message>
    <message>
        <source>The file {name} is damaged ({result}); restore a backup.</source>
        <translation>Het bestand {name} is beschadigd ({result}); zet een back-up terug.</translation>
    </message>
    <message>
        <source>The file {name} is damaged ({error}); nothing was changed. Restore a backup (the app offers them under File ▸ Restore backup…).</source>
        <translation>Het bestand {name} is beschadigd ({error}); er is niets veranderd. Zet een back-up terug (de app biedt ze aan onder Bestand ▸ Back-up terugzetten…).</translation>
    </message>
</context>
<context>
    <name>store.errors</name>
    <message>
        <source>save the change</source>
        <translation>het opslaan van de wijziging</translation>
    </message>
    <message>
        <source>Could not {doing}: the disk holding {name} is full. Nothing was changed; the club is exactly as it was. Free some space on that disk (or move the file to another one) and try again.</source>
        <translation>Fout bij {doing}: de schijf met {name} is vol. Er is niets veranderd; de club is precies zoals hij was. Maak wat ruimte vrij op die schijf (of verplaats het bestand naar een andere) en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>Could not {doing}: {name} is read-only (the file, its folder or its disk cannot be written). Nothing was changed. Copy the file somewhere writable and open the copy to make changes.</source>
        <translation>Fout bij {doing}: {name} is alleen-lezen (het bestand, de map of de schijf kan niet beschreven worden). Er is niets veranderd. Kopieer het bestand naar een beschrijfbare plek en open de kopie om wijzigingen te maken.</translation>
    </message>
    <message>
        <source>Could not {doing}: {name} is busy, another window of the app (or another program) is saving to it. Nothing was changed; try again in a moment.</source>
        <translation>Fout bij {doing}: {name} is bezet, een ander venster van de app (of een ander programma) slaat er iets in op. Er is niets veranderd; probeer het zo opnieuw.</translation>
    </message>
    <message>
        <source>Could not {doing}: the disk reported an error writing {name} ({error}). Nothing was changed. If this happens again, check the disk (a removed USB stick?) and restore a backup if the file is damaged.</source>
        <translation>Fout bij {doing}: de schijf meldde een fout bij het schrijven van {name} ({error}). Er is niets veranderd. Gebeurt dit opnieuw, controleer dan de schijf (een verwijderde USB-stick?) en zet een back-up terug als het bestand beschadigd is.</translation>
    </message>
</context>
<context>
    <name>store.fresh_file</name>
    <message>
        <source>Default</source>
        <extracomment>Translators: the name of a new club&apos;s first leaderboard</extracomment>
        <translation>Standaard</translation>
    </message>
</context>
<context>
    <name>store.other_file</name>
    <message>
        <source>{name} is this club&apos;s own file; choose another club file to merge into it.</source>
        <translation>{name} is het eigen bestand van deze club; kies een ander clubbestand om samen te voegen.</translation>
    </message>
    <message>
        <source>Cannot read {name}: {error}.</source>
        <translation>{name} kan niet gelezen worden: {error}.</translation>
    </message>
    <message>
        <source>update a copy of the file to this version</source>
        <translation>een kopie van het bestand bijwerken naar deze versie</translation>
    </message>
</context>
<context>
    <name>tournament.bracket_scene</name>
    <message>
        <source>Reset (if needed)</source>
        <translation>Tweede finale (indien nodig)</translation>
    </message>
    <message>
        <source>bye</source>
        <extracomment>Translators: the empty side of a first-round match whose other side goes on alone</extracomment>
        <translation>bye</translation>
    </message>
    <message>
        <source>Match {number} · {status}</source>
        <extracomment>Translators: a match box&apos;s first line (&quot;Match 12 · Playing on Table 2&quot;)</extracomment>
        <translation>Wedstrijd {number} · {status}</translation>
    </message>
    <message>
        <source>Played by others before a correction</source>
        <translation>Eerder door anderen gespeeld</translation>
    </message>
    <message>
        <source>Only if the losers&apos; side wins</source>
        <extracomment>Translators: the grand final&apos;s reset match, played only if the losers&apos; bracket winner wins the first</extracomment>
        <translation>Alleen als de verliezerskant wint</translation>
    </message>
</context>
<context>
    <name>tournament.bracket_view</name>
    <message>
        <source>Bracket drawing</source>
        <translation>Tekening van het schema</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Kampioen</translation>
    </message>
    <message>
        <source>Clear their results</source>
        <translation>Hun uitslagen wissen</translation>
    </message>
    <message>
        <source>Delete the results that no longer fit the bracket after a correction (undoable)</source>
        <translation>De uitslagen wissen die na een correctie niet meer in het schema passen (ongedaan te maken)</translation>
    </message>
    <message>
        <source>Click a match (or move with the arrow keys and press Enter) to enter or correct its result.</source>
        <translation>Klik op een wedstrijd (of ga erheen met de pijltjestoetsen en druk op Enter) om de uitslag in te voeren of te verbeteren.</translation>
    </message>
    <message>
        <source>Draws the bracket bigger.</source>
        <translation>Tekent het schema groter.</translation>
    </message>
    <message>
        <source>Draws the bracket smaller.</source>
        <translation>Tekent het schema kleiner.</translation>
    </message>
    <message>
        <source>&amp;Zoom in</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <source>Zoom o&amp;ut</source>
        <translation>Uit&amp;zoomen</translation>
    </message>
    <message>
        <source>Draws the whole bracket in the space there is.</source>
        <translation>Tekent het hele schema in de beschikbare ruimte.</translation>
    </message>
    <message>
        <source>Fit to win&amp;dow</source>
        <translation>&amp;Aan venster aanpassen</translation>
    </message>
    <message>
        <source>A4 landscape</source>
        <translation>A4 liggend</translation>
    </message>
    <message>
        <source>A3 landscape</source>
        <translation>A3 liggend</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>The sheet the bracket is printed on: A3 holds twice as much as A4.</source>
        <translation>Het vel waarop het schema wordt afgedrukt: A3 bevat twee keer zoveel als A4.</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>A&amp;fdrukken…</translation>
    </message>
    <message>
        <source>Print bracket</source>
        <translation>Schema afdrukken</translation>
    </message>
    <message>
        <source>Prints the event&apos;s bracket with its results (both brackets of a double elimination), with a preview first.</source>
        <translation>Drukt het schema van het evenement af met de resultaten (beide schema&apos;s van een dubbele eliminatie), met eerst een voorbeeld.</translation>
    </message>
    <message>
        <source>Champion: {champion}</source>
        <translation>Kampioen: {champion}</translation>
    </message>
    <message>
        <source>match {number}</source>
        <extracomment>Translators: one of the matches named in &quot;A correction changed who plays in match 5, match 6: …&quot;</extracomment>
        <translation>wedstrijd {number}</translation>
    </message>
    <message>
        <source>A correction changed who plays in {names}: their results no longer fit the bracket and need clearing before the bracket can go on.</source>
        <translation>Door een correctie is veranderd wie er speelt in {names}: die uitslagen passen niet meer in het schema en moeten gewist worden voordat het schema verder kan.</translation>
    </message>
    <message>
        <source>No event chosen.</source>
        <translation>Geen evenement gekozen.</translation>
    </message>
    <message>
        <source>The knockout bracket is drawn once every pool match has a result.</source>
        <translation>Het knock-outschema wordt opgesteld zodra elke poulewedstrijd een uitslag heeft.</translation>
    </message>
    <message>
        <source>The bracket is drawn when the event starts.</source>
        <translation>Het schema wordt opgesteld als het evenement begint.</translation>
    </message>
    <message>
        <source>This event has no bracket: its table is on the Table page.</source>
        <translation>Dit evenement heeft geen schema: de tabel staat op de pagina Tabel.</translation>
    </message>
    <message numerus="yes">
        <source>Clear the results of %n match(es) a correction changed</source>
        <translation>
            <numerusform>Uitslag wissen van %n wedstrijd die een correctie veranderde</numerusform>
            <numerusform>Uitslagen wissen van %n wedstrijden die een correctie veranderde</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tournament.crosstable_view</name>
    <message>
        <source>Crosstable</source>
        <translation>Kruistabel</translation>
    </message>
    <message>
        <source>Each entrant&apos;s results, one a row, against each entrant in the columns.</source>
        <translation>De uitslagen van elke deelnemer, één per rij, tegen elke deelnemer in de kolommen.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>{value} against themselves: no match</source>
        <translation>{value} tegen zichzelf: geen wedstrijd</translation>
    </message>
    <message>
        <source>{value} against {value2}: {text}</source>
        <translation>{value} tegen {value2}: {text}</translation>
    </message>
    <message>
        <source>{value} and {value2} have not played yet</source>
        <translation>{value} en {value2} hebben nog niet gespeeld</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>nog niet gespeeld</translation>
    </message>
</context>
<context>
    <name>tournament.reporting</name>
    <message>
        <source>Clear them and correct</source>
        <translation>Wissen en corrigeren</translation>
    </message>
    <message>
        <source>Result of match {number} ({names})</source>
        <translation>Uitslag van wedstrijd {number} ({names})</translation>
    </message>
    <message>
        <source>Correct match {number} ({names}), clearing later results</source>
        <translation>Wedstrijd {number} ({names}) corrigeren en latere uitslagen wissen</translation>
    </message>
    <message>
        <source>Correct match {number} ({names})</source>
        <translation>Wedstrijd {number} ({names}) corrigeren</translation>
    </message>
    <message>
        <source>match {number} ({names}: {result})</source>
        <extracomment>Translators: a later match already played, named in a list (&quot;match 5 (Ann v Ben: Ann won 3–1)&quot;)</extracomment>
        <translation>wedstrijd {number} ({names}: {result})</translation>
    </message>
    <message>
        <source>Correcting this result changes who plays in a match already played: {match}. Clear its result to correct it.</source>
        <translation>Deze uitslag corrigeren verandert wie er speelt in een wedstrijd die al gespeeld is: {match}. Wis die uitslag om te corrigeren.</translation>
    </message>
    <message>
        <source>{earlier} and {last}</source>
        <extracomment>Translators: the last two of a list (&quot;match 5 (…), match 6 (…) and match 7 (…)&quot;)</extracomment>
        <translation>{earlier} en {last}</translation>
    </message>
    <message>
        <source>Correcting this result changes who plays in matches already played: {matches}. Clear their results to correct it.</source>
        <extracomment>Translators: {matches} lists two or more matches already played (one has its own sentence)</extracomment>
        <translation>Deze uitslag corrigeren verandert wie er speelt in wedstrijden die al gespeeld zijn: {matches}. Wis hun uitslagen om te corrigeren.</translation>
    </message>
    <message>
        <source>Later matches were played</source>
        <translation>Er zijn al latere wedstrijden gespeeld</translation>
    </message>
    <message>
        <source>Clearing deletes their results (one undoable step); those matches are then played again.</source>
        <translation>Wissen verwijdert hun uitslagen (één stap, ongedaan te maken); die wedstrijden worden dan opnieuw gespeeld.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>tournament.result_dialog</name>
    <message>
        <source>Result of match {id}</source>
        <translation>Uitslag van wedstrijd {id}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{fixture_title}&lt;/b&gt;: {value} v {value2}</source>
        <translation>&lt;b&gt;{fixture_title}&lt;/b&gt;: {value} – {value2}</translation>
    </message>
    <message>
        <source>Recorded now: {result_words}. Saving changes it.</source>
        <translation>Nu vastgelegd: {result_words}. Opslaan wijzigt dit.</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} won</translation>
    </message>
    <message>
        <source>Chooses this side as the winner; Enter then saves.</source>
        <translation>Kiest deze kant als winnaar; Enter slaat dan op.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <source>Chooses a draw; Enter then saves.</source>
        <translation>Kiest gelijkspel; Enter slaat dan op.</translation>
    </message>
    <message>
        <source>Score (optional)</source>
        <translation>Score (optioneel)</translation>
    </message>
    <message>
        <source>{name} score</source>
        <translation>Score van {name}</translation>
    </message>
    <message>
        <source>Type the side&apos;s score, if the game keeps one.</source>
        <translation>Typ de score van de kant, als het spel er een bijhoudt.</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Probleem</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>tournament.score_table_view</name>
    <message>
        <source>Each entrant, one a row, with place, points, games and the tiebreaks.</source>
        <translation>Elke deelnemer, één per rij, met plaats, punten, partijen en de tiebreaks.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Wedstrijd</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Side 1</source>
        <translation>Kant 1</translation>
    </message>
    <message>
        <source>Side 2</source>
        <translation>Kant 2</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Round matches</source>
        <translation>Wedstrijden van de ronde</translation>
    </message>
    <message>
        <source>The round&apos;s matches, one a row; Enter or a double-click enters or corrects a result.</source>
        <translation>De wedstrijden van de ronde, één per rij; Enter of dubbelklikken voert een uitslag in of verbetert die.</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabel</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <source>Draws the next round once every result of this one is in.</source>
        <translation>Deelt de volgende ronde in zodra elke uitslag van deze ronde binnen is.</translation>
    </message>
    <message>
        <source>No event chosen.</source>
        <translation>Geen evenement gekozen.</translation>
    </message>
    <message>
        <source>The table fills in once the event has started.</source>
        <translation>De tabel vult zich zodra het evenement begonnen is.</translation>
    </message>
    <message>
        <source>The pools are drawn when the event starts.</source>
        <translation>De poules worden ingedeeld als het evenement begint.</translation>
    </message>
    <message>
        <source>This event has no table: its bracket and standings are on their pages.</source>
        <translation>Dit evenement heeft geen tabel: het schema en de stand staan op hun eigen pagina.</translation>
    </message>
    <message>
        <source>Round {rounds_drawn} of {total}</source>
        <translation>Ronde {rounds_drawn} van {total}</translation>
    </message>
    <message>
        <source>All {total} rounds have been played: the table is final.</source>
        <translation>Alle {total} rondes zijn gespeeld: de tabel is definitief.</translation>
    </message>
    <message>
        <source>All {total} rounds have been drawn.</source>
        <translation>Alle {total} rondes zijn ingedeeld.</translation>
    </message>
    <message>
        <source>Round {number} is complete: draw round {next}.</source>
        <translation>Ronde {number} is compleet: deel ronde {next} in.</translation>
    </message>
    <message>
        <source>Standings (final)</source>
        <translation>Eindstand</translation>
    </message>
    <message>
        <source>Standings so far (round {number} under way)</source>
        <translation>Tussenstand (ronde {number} bezig)</translation>
    </message>
    <message>
        <source>Standings before the first round</source>
        <translation>Stand voor de eerste ronde</translation>
    </message>
    <message>
        <source>Standings after round {number}</source>
        <translation>Stand na ronde {number}</translation>
    </message>
    <message>
        <source>Standings table</source>
        <translation>Tabel met de stand</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) of round {number} still need a result.</source>
        <translation>
            <numerusform>%n wedstrijd van ronde {number} heeft nog geen uitslag.</numerusform>
            <numerusform>%n wedstrijden van ronde {number} hebben nog geen uitslag.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Crosstable&lt;/b&gt; (row against column: 1 won, ½ drawn, 0 lost)</source>
        <translation>&lt;b&gt;Kruistabel&lt;/b&gt; (rij tegen kolom: 1 gewonnen, ½ gelijk, 0 verloren)</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Kruistabel</translation>
    </message>
    <message>
        <source>Round shown</source>
        <translation>Getoonde ronde</translation>
    </message>
    <message>
        <source>Pick the round whose matches are listed below.</source>
        <translation>Kies de ronde waarvan de wedstrijden hieronder staan.</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matches of&lt;/b&gt;</source>
        <translation>&lt;b&gt;Wedstrijden van&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(Enter or double-click a match to enter or correct its result)</source>
        <translation>(Enter of dubbelklik op een wedstrijd om de uitslag in te voeren of te verbeteren)</translation>
    </message>
    <message>
        <source>{pool} table</source>
        <translation>Tabel {pool}</translation>
    </message>
    <message>
        <source>{pool} crosstable</source>
        <translation>Kruistabel {pool}</translation>
    </message>
    <message>
        <source>The knockout has been seeded from the pools ({count} go on): its bracket is on the Bracket page.</source>
        <translation>De knock-outfase is geplaatst vanuit de poules ({count} gaan door): het schema staat op de pagina Schema.</translation>
    </message>
    <message>
        <source>The top {advance} of each pool go on to the knockout; it is seeded once every pool match has a result.</source>
        <translation>De beste {advance} van elke poule gaan door naar de knock-outfase; die wordt geplaatst zodra elke poulewedstrijd een uitslag heeft.</translation>
    </message>
    <message>
        <source>Draw round {number} of {name}</source>
        <translation>Ronde {number} van {name} loten</translation>
    </message>
</context>
<context>
    <name>tournament.standings_view</name>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Winst</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Ratingverschil</translation>
    </message>
    <message>
        <source>still in</source>
        <extracomment>Translators: the place of an entrant still playing in a knockout (no place settled yet)</extracomment>
        <translation>nog in de race</translation>
    </message>
    <message>
        <source>Podium</source>
        <translation>Podium</translation>
    </message>
    <message>
        <source>Event standings</source>
        <translation>Stand van het evenement</translation>
    </message>
    <message>
        <source>Each entrant, one a row, with their place and results in this event.</source>
        <translation>Elke deelnemer, één per rij, met plaats en uitslagen in dit evenement.</translation>
    </message>
    <message>
        <source>Export standings as CSV</source>
        <translation>Stand exporteren als CSV</translation>
    </message>
    <message>
        <source>Saves the event&apos;s standings as a CSV file.</source>
        <translation>Slaat de stand van het evenement op als CSV-bestand.</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>CSV &amp;exporteren…</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>A&amp;fdrukken…</translation>
    </message>
    <message>
        <source>Print standings</source>
        <translation>Stand afdrukken</translation>
    </message>
    <message>
        <source>Prints the event&apos;s standings or saves them as PDF, with a preview first.</source>
        <translation>Drukt de stand van het evenement af of slaat die op als pdf, eerst met een voorbeeld.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tonight&apos;s standings&lt;/b&gt;: points from tonight&apos;s matches</source>
        <translation>&lt;b&gt;Stand van vanavond&lt;/b&gt;: punten uit de wedstrijden van vanavond</translation>
    </message>
    <message>
        <source>No standings yet: results entered tonight show here.</source>
        <translation>Nog geen stand: uitslagen van vanavond verschijnen hier.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final standings&lt;/b&gt;</source>
        <translation>&lt;b&gt;Eindstand&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No standings yet: the event hasn&apos;t started.</source>
        <translation>Nog geen stand: het evenement is nog niet begonnen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Standings so far&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tussenstand&lt;/b&gt;</translation>
    </message>
    <message>
        <source>: places are settled as entrants go out</source>
        <translation>: plaatsen liggen vast zodra deelnemers afvallen</translation>
    </message>
    <message>
        <source>Export standings</source>
        <translation>Stand exporteren</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV-bestand (*.csv)</translation>
    </message>
    <message>
        <source>Exported {count} lines to {target}.</source>
        <translation>{count} regels geëxporteerd naar {target}.</translation>
    </message>
    <message>
        <source>The standings could not be exported: {exc}</source>
        <translation>De stand kon niet geëxporteerd worden: {exc}</translation>
    </message>
    <message>
        <source>Exporting the standings…</source>
        <translation>Stand wordt geëxporteerd…</translation>
    </message>
</context>
<context>
    <name>tournament.texts</name>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Buchholz cut 1</source>
        <translation>Buchholz min 1</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>Mediaan-Buchholz</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Onderling resultaat</translation>
    </message>
    <message>
        <source>Winners&apos; bracket</source>
        <translation>Winnaarsschema</translation>
    </message>
    <message>
        <source>Losers&apos; bracket</source>
        <translation>Verliezersschema</translation>
    </message>
    <message>
        <source>Grand final</source>
        <extracomment>Translators: the grand final&apos;s second match, played when the losers&apos; bracket winner wins the first</extracomment>
        <translation>Grote finale</translation>
    </message>
    <message>
        <source>Third place</source>
        <translation>Derde plaats</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wacht</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Gereed</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>{first} v {second}</source>
        <extracomment>Translators: the two sides of a match (&quot;Ann v Ben&quot;)</extracomment>
        <translation>{first} – {second}</translation>
    </message>
    <message>
        <source>Needs clearing</source>
        <extracomment>Translators: a match whose result no longer fits the bracket after an earlier correction</extracomment>
        <translation>Moet gewist worden</translation>
    </message>
    <message>
        <source>Playing on {table}</source>
        <extracomment>Translators: {table} is the table&apos;s name (&quot;Table 2&quot;)</extracomment>
        <translation>Speelt aan {table}</translation>
    </message>
    <message>
        <source>Wins, byes included</source>
        <translation>Overwinningen, vrije rondes inbegrepen</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnen partijen</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Geschrapt</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Speelt</translation>
    </message>
    <message>
        <source>Called to {table}</source>
        <extracomment>Translators: the match is called to a table and its players are on their way ({table}: &quot;Table 2&quot;)</extracomment>
        <translation>Opgeroepen naar {table}</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>nog geen uitslag</translation>
    </message>
    <message>
        <source>{first} and {second} drew</source>
        <translation>{first} en {second} speelden gelijk</translation>
    </message>
    <message>
        <source>{first} and {second} drew {score}</source>
        <extracomment>Translators: {score} is the score, high first (&quot;2–2&quot;)</extracomment>
        <translation>{first} en {second} speelden {score} gelijk</translation>
    </message>
    <message>
        <source>{winner} won</source>
        <translation>{winner} won</translation>
    </message>
    <message>
        <source>{winner} won {score}</source>
        <extracomment>Translators: {score} is the score, the winner&apos;s first (&quot;3–1&quot;)</extracomment>
        <translation>{winner} won met {score}</translation>
    </message>
    <message>
        <source>Winners&apos; final</source>
        <translation>Winnaarsfinale</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Halve finales</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Kwartfinales</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>Losers&apos; final</source>
        <translation>Verliezersfinale</translation>
    </message>
    <message>
        <source>Losers round {number}</source>
        <translation>Verliezersronde {number}</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Tweede finale</translation>
    </message>
    <message>
        <source>Match {number} · Grand final</source>
        <translation>Wedstrijd {number} · Grote finale</translation>
    </message>
    <message>
        <source>Match {number} · Grand final, reset</source>
        <translation>Wedstrijd {number} · Grote finale, tweede wedstrijd</translation>
    </message>
    <message>
        <source>Match {number} · Match for third place</source>
        <translation>Wedstrijd {number} · Wedstrijd om de derde plaats</translation>
    </message>
    <message>
        <source>Match {number} · {bracket}, round {round}</source>
        <extracomment>Translators: {bracket} is &quot;Winners&apos; bracket&quot;, &quot;Losers&apos; bracket&quot; or a pool (&quot;Pool A&quot;)</extracomment>
        <translation>Wedstrijd {number} · {bracket}, ronde {round}</translation>
    </message>
    <message>
        <source>Match {number} · Round {round}</source>
        <translation>Wedstrijd {number} · Ronde {round}</translation>
    </message>
    <message>
        <source>{name} goes on (bye)</source>
        <translation>{name} gaat door (bye)</translation>
    </message>
    <message>
        <source>{name} → match {number}</source>
        <extracomment>Translators: where a player plays next (&quot;Ann → match 15&quot;)</extracomment>
        <translation>{name} → wedstrijd {number}</translation>
    </message>
    <message>
        <source>{name} wins the event</source>
        <translation>{name} wint het evenement</translation>
    </message>
    <message>
        <source>{name} finishes {place}</source>
        <extracomment>Translators: {place} is a placement such as &quot;5th&quot;</extracomment>
        <translation>{name} eindigt als {place}</translation>
    </message>
    <message>
        <source>{name} is out</source>
        <translation>{name} ligt eruit</translation>
    </message>
    <message>
        <source>{title}: nobody has a bye.</source>
        <translation>{title}: niemand heeft een bye.</translation>
    </message>
    <message>
        <source>{title}: {name} has a bye.</source>
        <translation>{title}: {name} heeft een bye.</translation>
    </message>
    <message>
        <source>not known yet</source>
        <extracomment>Translators: a side of a match not decided yet (its earlier match is still to play)</extracomment>
        <translation>nog niet bekend</translation>
    </message>
    <message>
        <source>{title}: {first} v {second}. {status}: {result}.</source>
        <extracomment>Translators: a match for a screen reader: &quot;Match 3 · Round 1: Ann v Ben. Done: Ann won 3–1.&quot;</extracomment>
        <translation>{title}: {first} – {second}. {status}: {result}.</translation>
    </message>
    <message>
        <source>{title}: {first} v {second}. {status}.</source>
        <extracomment>Translators: a match for a screen reader: &quot;Match 3 · Round 1: Ann v Ben. Playing on Table 2.&quot;</extracomment>
        <translation>{title}: {first} – {second}. {status}.</translation>
    </message>
</context>
<context>
    <name>web</name>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Pts</source>
        <comment>column: points</comment>
        <translation>Ptn</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Winst</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>nog in de race</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>Nog geen uitslagen.</translation>
    </message>
    <message>
        <source>v</source>
        <comment>versus</comment>
        <translation>–</translation>
    </message>
    <message>
        <source>Table · round {drawn} of {total}</source>
        <translation>Tabel · ronde {drawn} van {total}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabel</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Winnaar: {name}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>tafel {table}</translation>
    </message>
    <message>
        <source>No matches drawn yet.</source>
        <translation>Nog geen wedstrijden ingedeeld.</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>Aanmelden</translation>
    </message>
    <message>
        <source>{name} is checked in. Have a good game!</source>
        <translation>{name} is aangemeld. Veel speelplezier!</translation>
    </message>
    <message>
        <source>Tap your name.</source>
        <translation>Tik op uw naam.</translation>
    </message>
    <message>
        <source>checked in</source>
        <translation>aangemeld</translation>
    </message>
    <message>
        <source>Nobody to check in.</source>
        <translation>Niemand om aan te melden.</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pagina&apos;s</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tafels</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Ranglijst</translation>
    </message>
    <message>
        <source>Updates by itself.</source>
        <translation>Werkt zichzelf bij.</translation>
    </message>
    <message>
        <source>TV view</source>
        <translation>Tv-weergave</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Nobody has played yet.</source>
        <translation>Nog niemand heeft gespeeld.</translation>
    </message>
    <message>
        <source>rank {rank} of {count}</source>
        <translation>rang {rank} van {count}</translation>
    </message>
    <message>
        <source>Rating (μ) after each match, with its ± band.</source>
        <translation>Rating (μ) na elke wedstrijd, met de ±-band.</translation>
    </message>
    <message>
        <source>No rated match yet.</source>
        <translation>Nog geen wedstrijd die voor de rating telt.</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Volgende wedstrijd</translation>
    </message>
    <message>
        <source>waiting for a table</source>
        <translation>wacht op een tafel</translation>
    </message>
    <message>
        <source>No match waiting.</source>
        <translation>Geen wachtende wedstrijd.</translation>
    </message>
    <message>
        <source>Tonight</source>
        <translation>Vanavond</translation>
    </message>
    <message>
        <source>against {opponents}</source>
        <translation>tegen {opponents}</translation>
    </message>
    <message>
        <source>No result tonight yet.</source>
        <translation>Vanavond nog geen uitslag.</translation>
    </message>
    <message>
        <source>Report a result</source>
        <translation>Uitslag melden</translation>
    </message>
    <message>
        <source>You report for side {number}: {names}</source>
        <translation>U meldt voor kant {number}: {names}</translation>
    </message>
    <message>
        <source>This code is for the whole match, from an older printout: your report waits for the organizer.</source>
        <translation>Deze code geldt voor de hele wedstrijd en komt van een oudere afdruk: uw melding wacht op de organisator.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>{side} won</source>
        <translation>{side} heeft gewonnen</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <source>Scores (if you kept them)</source>
        <translation>Scores (als u ze bijhield)</translation>
    </message>
    <message>
        <source>The result counts once every side has sent the same with its own code, each from its own phone; otherwise the organizer decides.</source>
        <translation>De uitslag telt zodra elke kant met de eigen code hetzelfde heeft gestuurd, elk vanaf de eigen telefoon; anders beslist de organisator.</translation>
    </message>
    <message>
        <source>Send the result</source>
        <translation>Uitslag versturen</translation>
    </message>
    <message>
        <source>The organizer confirms the result before it counts.</source>
        <translation>De organisator bevestigt de uitslag voordat die telt.</translation>
    </message>
    <message>
        <source>Result already in</source>
        <translation>Uitslag al binnen</translation>
    </message>
    <message>
        <source>This match has its result already; ask the organizer if it is wrong.</source>
        <translation>Deze wedstrijd heeft al een uitslag; vraag het de organisator als die niet klopt.</translation>
    </message>
    <message>
        <source>Thank you</source>
        <translation>Bedankt</translation>
    </message>
    <message>
        <source>Reported for side {number}: {names}</source>
        <translation>Gemeld voor kant {number}: {names}</translation>
    </message>
    <message>
        <source>Both sides reported the same result: it is recorded.</source>
        <translation>Beide kanten meldden dezelfde uitslag: die is vastgelegd.</translation>
    </message>
    <message>
        <source>The other side reported something else; the organizer will sort it out.</source>
        <translation>De andere kant meldde iets anders; de organisator lost het op.</translation>
    </message>
    <message>
        <source>This phone sent the reports of more than one side, so the organizer confirms the result.</source>
        <translation>Deze telefoon stuurde de meldingen van meer dan één kant, dus de organisator bevestigt de uitslag.</translation>
    </message>
    <message>
        <source>It counts once the other side sends the same with their own code. Sent again with this code, it replaces this report.</source>
        <translation>Het telt zodra de andere kant met de eigen code hetzelfde stuurt. Opnieuw gestuurd met deze code vervangt het deze melding.</translation>
    </message>
    <message>
        <source>Your report is waiting for the organizer&apos;s confirmation.</source>
        <translation>Uw melding wacht op de bevestiging van de organisator.</translation>
    </message>
    <message>
        <source>Playing now</source>
        <translation>Nu bezig</translation>
    </message>
    <message>
        <source>No match on a table.</source>
        <translation>Geen wedstrijd op een tafel.</translation>
    </message>
    <message>
        <source>Up next</source>
        <translation>Hierna</translation>
    </message>
    <message>
        <source>Nobody waiting.</source>
        <translation>Niemand wacht.</translation>
    </message>
    <message>
        <source>{points} pt</source>
        <translation>{points} pt</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} ptn</translation>
    </message>
    <message>
        <source>Final places</source>
        <translation>Eindstand</translation>
    </message>
    <message>
        <source>The event so far</source>
        <translation>Tussenstand</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Verschil</translation>
    </message>
    <message>
        <source>No results yet tonight.</source>
        <translation>Vanavond nog geen uitslagen.</translation>
    </message>
    <message>
        <source>called</source>
        <translation>opgeroepen</translation>
    </message>
    <message>
        <source>No match on a table right now.</source>
        <translation>Op dit moment geen wedstrijd op een tafel.</translation>
    </message>
</context>
<context>
    <name>web.app</name>
    <message>
        <source>That request was refused.</source>
        <translation>Dat verzoek is geweigerd.</translation>
    </message>
    <message>
        <source>That page can&apos;t be used that way.</source>
        <translation>Die pagina kan zo niet gebruikt worden.</translation>
    </message>
    <message>
        <source>That request could not be read.</source>
        <translation>Dat verzoek kon niet gelezen worden.</translation>
    </message>
</context>
<context>
    <name>web.connections</name>
    <message>
        <source>That address is too long.</source>
        <translation>Dat adres is te lang.</translation>
    </message>
    <message>
        <source>That request carries too much; open the page again.</source>
        <translation>Dat verzoek bevat te veel; open de pagina opnieuw.</translation>
    </message>
    <message>
        <source>The request took too long to arrive; open the page again.</source>
        <translation>Het verzoek deed er te lang over; open de pagina opnieuw.</translation>
    </message>
</context>
<context>
    <name>web.forms</name>
    <message>
        <source>This form must be sent from the page the server gave you.</source>
        <translation>Dit formulier moet verstuurd worden vanaf de pagina die de server u gaf.</translation>
    </message>
    <message>
        <source>Send the form from its page.</source>
        <translation>Verstuur het formulier vanaf de bijbehorende pagina.</translation>
    </message>
    <message>
        <source>The form could not be read; send it again from its page.</source>
        <translation>Het formulier kon niet gelezen worden; verstuur het opnieuw vanaf de bijbehorende pagina.</translation>
    </message>
    <message>
        <source>This form has expired; open the link again and send it from there.</source>
        <translation>Dit formulier is verlopen; open de link opnieuw en verstuur het van daaruit.</translation>
    </message>
    <message>
        <source>Report a result</source>
        <translation>Uitslag melden</translation>
    </message>
    <message>
        <source>Choose who won.</source>
        <translation>Kies wie er won.</translation>
    </message>
    <message>
        <source>Choose who won, or a draw.</source>
        <translation>Kies wie er won, of gelijkspel.</translation>
    </message>
    <message>
        <source>Choose a place from 1 to {sides} for every side.</source>
        <translation>Kies voor elke kant een plaats van 1 tot {sides}.</translation>
    </message>
    <message>
        <source>Two sides can&apos;t share a place in this match.</source>
        <translation>Twee kanten kunnen in deze wedstrijd geen plaats delen.</translation>
    </message>
    <message>
        <source>Give a score for every side, or for none.</source>
        <translation>Geef een score voor elke kant, of voor geen enkele.</translation>
    </message>
    <message>
        <source>Scores must be numbers, like 11 or 2.5.</source>
        <translation>Scores moeten getallen zijn, zoals 11 of 2,5.</translation>
    </message>
    <message>
        <source>Scores must be numbers from 0 to 1000000.</source>
        <translation>Scores moeten getallen van 0 tot 1000000 zijn.</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>Aanmelden</translation>
    </message>
    <message>
        <source>Pick your name from the list.</source>
        <translation>Kies uw naam uit de lijst.</translation>
    </message>
</context>
<context>
    <name>web.guards</name>
    <message>
        <source>This server answers only at its own address.</source>
        <translation>Deze server antwoordt alleen op zijn eigen adres.</translation>
    </message>
    <message>
        <source>Too many requests from this device; wait a few seconds and try again.</source>
        <translation>Te veel verzoeken van dit apparaat; wacht een paar seconden en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>That request is too large.</source>
        <translation>Dat verzoek is te groot.</translation>
    </message>
    <message>
        <source>Something went wrong on the organizer&apos;s computer; try again in a moment.</source>
        <translation>Er ging iets mis op de computer van de organisator; probeer het zo opnieuw.</translation>
    </message>
</context>
<context>
    <name>web.network</name>
    <message>
        <source>&apos;{host}&apos; is not an address of this computer; choose one of its network addresses, localhost, or 0.0.0.0 for all of them.</source>
        <translation>&apos;{host}&apos; is geen adres van deze computer; kies een van zijn netwerkadressen, localhost, of 0.0.0.0 voor alle.</translation>
    </message>
    <message>
        <source>Port {port} on {host} is in use by another program; choose another port.</source>
        <translation>Poort {port} op {host} wordt door een ander programma gebruikt; kies een andere poort.</translation>
    </message>
    <message>
        <source>This computer does not allow the app to use port {port}; choose a port above 1023.</source>
        <translation>Deze computer staat de app poort {port} niet toe; kies een poort boven 1023.</translation>
    </message>
    <message>
        <source>The server could not listen on {host} port {port}: {error}.</source>
        <translation>De server kon niet luisteren op {host} poort {port}: {error}.</translation>
    </message>
    <message>
        <source>The port must be a number from 0 to 65535, not {port}.</source>
        <translation>De poort moet een getal van 0 tot 65535 zijn, niet {port}.</translation>
    </message>
</context>
<context>
    <name>web.pages</name>
    <message>
        <source>Tables</source>
        <translation>Tafels</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Ranglijst</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Swiss table</source>
        <translation>Tabel Zwitsers systeem</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Round-robin</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Poules</translation>
    </message>
    <message>
        <source>Rating of {name} over time, with its ± band</source>
        <translation>Rating van {name} door de tijd, met de ±-band</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Scherm</translation>
    </message>
    <message>
        <source>QR code of this event&apos;s page</source>
        <translation>QR-code van de pagina van dit evenement</translation>
    </message>
    <message>
        <source>This device has too many live pages open; close a few tabs.</source>
        <translation>Dit apparaat heeft te veel live pagina&apos;s open; sluit een paar tabbladen.</translation>
    </message>
</context>
<context>
    <name>web.render</name>
    <message>
        <source>Bad request</source>
        <translation>Ongeldig verzoek</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Geweigerd</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Niet gevonden</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Niet toegestaan</translation>
    </message>
    <message>
        <source>Already settled</source>
        <translation>Al beslist</translation>
    </message>
    <message>
        <source>Too slow</source>
        <translation>Te traag</translation>
    </message>
    <message>
        <source>Too large</source>
        <translation>Te groot</translation>
    </message>
    <message>
        <source>Address too long</source>
        <translation>Adres te lang</translation>
    </message>
    <message>
        <source>Not a form</source>
        <translation>Geen formulier</translation>
    </message>
    <message>
        <source>Slow down</source>
        <translation>Rustig aan</translation>
    </message>
    <message>
        <source>Server error</source>
        <translation>Serverfout</translation>
    </message>
    <message>
        <source>Nothing here. Check the address, or scan the code again.</source>
        <translation>Hier is niets. Controleer het adres of scan de code opnieuw.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fout</translation>
    </message>
    <message>
        <source>played</source>
        <translation>gespeeld</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>te spelen</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>bezig</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wacht</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>called</source>
        <translation>opgeroepen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>geschrapt</translation>
    </message>
    <message>
        <source>BH</source>
        <translation>BH</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>BH-1</source>
        <translation>BH-1</translation>
    </message>
    <message>
        <source>Buchholz cut 1</source>
        <translation>Buchholz min 1</translation>
    </message>
    <message>
        <source>MBH</source>
        <translation>MBH</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>Mediaan-Buchholz</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>WIN</source>
        <translation>WIN</translation>
    </message>
    <message>
        <source>Wins, byes included</source>
        <translation>Overwinningen, vrije rondes inbegrepen</translation>
    </message>
    <message>
        <source>WON</source>
        <translation>WON</translation>
    </message>
    <message>
        <source>Games won over the board</source>
        <translation>Aan het bord gewonnen partijen</translation>
    </message>
    <message>
        <source>DE</source>
        <translation>OR</translation>
    </message>
    <message>
        <source>Direct encounter: points among the tied</source>
        <translation>Onderling resultaat: punten onder de gelijk geëindigden</translation>
    </message>
    <message>
        <source>win</source>
        <translation>winst</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>gelijk</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>verlies</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <source>{side} won</source>
        <translation>{side} heeft gewonnen</translation>
    </message>
    <message>
        <source>Winners&apos; bracket</source>
        <translation>Winnaarsschema</translation>
    </message>
    <message>
        <source>Losers&apos; bracket</source>
        <translation>Verliezersschema</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
</context>
<context>
    <name>web.screen</name>
    <message>
        <source>Round {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabel</translation>
    </message>
    <message>
        <source>Table · round {drawn} of {total}</source>
        <translation>Tabel · ronde {drawn} van {total}</translation>
    </message>
</context>
<context>
    <name>web.snapshot</name>
    <message>
        <source>&apos;{name}&apos; is not shared on the local network.</source>
        <translation>‘{name}’ wordt niet gedeeld op het lokale netwerk.</translation>
    </message>
</context>
</TS>
