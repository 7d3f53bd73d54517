<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>backups.backups_dialog</name>
    <message>
        <source>Restore a backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Automatic backups of &lt;b&gt;{escape}&lt;/b&gt;, newest first. Restoring one replaces the club&apos;s content by the backup; </source>
        <translation>Automatische Sicherungen von &lt;b&gt;{escape}&lt;/b&gt;, die neueste zuerst. Beim Wiederherstellen ersetzt die Sicherung den Inhalt des Vereins; </translation>
    </message>
    <message>
        <source>the file that could not be opened is kept beside it under another name.</source>
        <translation>die Datei, die sich nicht öffnen ließ, bleibt unter anderem Namen daneben erhalten.</translation>
    </message>
    <message>
        <source>a backup of the current content is made first, so you can go back.</source>
        <translation>vorher wird der aktuelle Inhalt gesichert, sodass Sie zurückkehren können.</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Angelegt</translation>
    </message>
    <message>
        <source>Made before</source>
        <translation>Angelegt vor</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Sicherungen</translation>
    </message>
    <message>
        <source>{size} bytes</source>
        <translation>{size} Bytes</translation>
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
        <translation>Die Sicherungen, neueste zuerst, mit Zeitpunkt und Anlass; ein Doppelklick stellt eine wieder her.</translation>
    </message>
    <message>
        <source>Restore…</source>
        <translation>Wiederherstellen…</translation>
    </message>
    <message>
        <source>Restore backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Puts the selected backup back as the club&apos;s content, after asking.</source>
        <translation>Stellt die gewählte Sicherung nach einer Rückfrage als Inhalt des Vereins wieder her.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>There are no backups of {name} yet. The app makes one automatically before imports, merges, re-ratings, deleting a match and updating the file.</source>
        <translation>Von {name} gibt es noch keine Sicherung. Die App legt automatisch eine an: vor Importen, dem Zusammenführen von Spielern, Neuberechnungen, dem Löschen eines Spiels und dem Aktualisieren der Datei.</translation>
    </message>
    <message>
        <source>Restoring the backup…</source>
        <translation>Sicherung wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>Restored the backup made {made_at}. To go back, restore the backup made before restoring.</source>
        <translation>Die Sicherung vom {made_at} wurde wiederhergestellt. Um zurückzukehren, stellen Sie die vor dem Wiederherstellen angelegte Sicherung wieder her.</translation>
    </message>
    <message>
        <source>The backup was not restored; nothing was changed.

{exc}</source>
        <translation>Die Sicherung wurde nicht wiederhergestellt; nichts wurde geändert.

{exc}</translation>
    </message>
    <message>
        <source>Restored {name} from the backup made {made_at}.</source>
        <translation>{name} wurde aus der Sicherung vom {made_at} wiederhergestellt.</translation>
    </message>
    <message>
        <source>The file that could not be opened was kept as {name}.</source>
        <translation>Die Datei, die sich nicht öffnen ließ, wurde als {name} aufbewahrt.</translation>
    </message>
    <message>
        <source>Backup restored</source>
        <translation>Sicherung wiederhergestellt</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>The option --self-test takes no other arguments.</source>
        <translation>Die Option --self-test nimmt keine weiteren Argumente.</translation>
    </message>
    <message>
        <source>Interrupted; nothing was changed.</source>
        <translation>Unterbrochen; nichts wurde geändert.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n new match(es) into &apos;{leaderboard}&apos; ({players} players rated).</source>
        <translation>
            <numerusform>%n neues Spiel in „{leaderboard}“ importiert ({players} Spieler gewertet).</numerusform>
            <numerusform>%n neue Spiele in „{leaderboard}“ importiert ({players} Spieler gewertet).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) of the file were already there and were not added again.</source>
        <translation>
            <numerusform>%n Spiel der Datei war schon da und wurde nicht noch einmal hinzugefügt.</numerusform>
            <numerusform>%n Spiele der Datei waren schon da und wurden nicht noch einmal hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing new: the %n match(es) of the file were already in &apos;{leaderboard}&apos;; nothing was changed.</source>
        <translation>
            <numerusform>Nichts Neues: Das %n Spiel der Datei war schon in „{leaderboard}“; nichts wurde geändert.</numerusform>
            <numerusform>Nichts Neues: Die %n Spiele der Datei waren schon in „{leaderboard}“; nichts wurde geändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rated {count} events of {file} in &apos;{leaderboard}&apos; (event &apos;{event}&apos;, {players} players).</source>
        <translation>{count} Ereignisse aus {file} in „{leaderboard}“ gewertet (Veranstaltung „{event}“, {players} Spieler).</translation>
    </message>
    <message>
        <source>Imported players: {added} added, {updated} updated.</source>
        <translation>Spieler importiert: {added} hinzugefügt, {updated} aktualisiert.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n match(es) of &apos;{leaderboard}&apos; to {path}, each with its result id.</source>
        <translation>
            <numerusform>%n Spiel von „{leaderboard}“ nach {path} geschrieben, mit seiner Ergebnis-ID.</numerusform>
            <numerusform>%n Spiele von „{leaderboard}“ nach {path} geschrieben, jedes mit seiner Ergebnis-ID.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote {count} players of &apos;{leaderboard}&apos; to {path}</source>
        <translation>{count} Spieler von „{leaderboard}“ nach {path} geschrieben</translation>
    </message>
    <message>
        <source>There is no player called &apos;{name}&apos;.</source>
        <translation>Es gibt keinen Spieler namens „{name}“.</translation>
    </message>
    <message>
        <source>Every page of {file} was checked: it is not damaged.</source>
        <translation>Jede Seite von {file} wurde geprüft: Die Datei ist nicht beschädigt.</translation>
    </message>
    <message>
        <source>Recomputed {count} matches.</source>
        <translation>{count} Spiele neu berechnet.</translation>
    </message>
    <message>
        <source>{parameters} (not usable: {error})</source>
        <translation>{parameters} (nicht verwendbar: {error})</translation>
    </message>
    <message>
        <source>Created leaderboard &apos;{name}&apos; ({system}: {parameters}).</source>
        <translation>Rangliste „{name}“ angelegt ({system}: {parameters}).</translation>
    </message>
    <message>
        <source>&apos;{leaderboard}&apos;: {scored} matches scored (the later 30% of {total}), parameters tuned on the earlier 70%; lower log-loss predicts better.</source>
        <translation>„{leaderboard}“: {scored} Spiele bewertet (die späteren 30 % von {total}), Parameter an den früheren 70 % abgestimmt; ein niedrigerer Log-Loss sagt besser voraus.</translation>
    </message>
    <message>
        <source>&apos;{leaderboard}&apos;: {scored} matches scored (the later 30% of {total}), parameters as set; lower log-loss predicts better.</source>
        <translation>„{leaderboard}“: {scored} Spiele bewertet (die späteren 30 % von {total}), Parameter wie eingestellt; ein niedrigerer Log-Loss sagt besser voraus.</translation>
    </message>
    <message>
        <source>Undid: {step}</source>
        <translation>Rückgängig gemacht: {step}</translation>
    </message>
    <message>
        <source>Redid: {step}</source>
        <translation>Wiederholt: {step}</translation>
    </message>
</context>
<context>
    <name>cli_club</name>
    <message>
        <source>The folder {folder} does not exist, so no club file was created there; check the path given with --db.</source>
        <translation>Den Ordner {folder} gibt es nicht, daher wurde dort keine Vereinsdatei angelegt; prüfen Sie den mit --db angegebenen Pfad.</translation>
    </message>
    <message>
        <source>There is no club file at {path} (check the path given with --db); nothing was created. Only &apos;import&apos; and &apos;new-leaderboard&apos; start a new club.</source>
        <translation>Unter {path} gibt es keine Vereinsdatei (prüfen Sie den mit --db angegebenen Pfad); nichts wurde angelegt. Nur „import“ und „new-leaderboard“ legen einen neuen Verein an.</translation>
    </message>
    <message>
        <source>There is no club file at {path} (this is where the app keeps its club); nothing was created. Only &apos;import&apos; and &apos;new-leaderboard&apos; start a new club.</source>
        <translation>Unter {path} gibt es keine Vereinsdatei (dort bewahrt die App ihren Verein auf); nichts wurde angelegt. Nur „import“ und „new-leaderboard“ legen einen neuen Verein an.</translation>
    </message>
    <message>
        <source>The file {path} is empty, not a club yet; &apos;import&apos; or &apos;new-leaderboard&apos; would start one.</source>
        <translation>Die Datei {path} ist leer, noch kein Verein; „import“ oder „new-leaderboard“ würde einen anlegen.</translation>
    </message>
    <message>
        <source>This club has {count} leaderboards ({names}); choose one with --leaderboard NAME.</source>
        <translation>Dieser Verein hat {count} Ranglisten ({names}); wählen Sie eine mit --leaderboard NAME.</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>There is no event called &apos;{name}&apos; in leaderboard &apos;{leaderboard}&apos; (events: {known}).</source>
        <translation>Es gibt keine Veranstaltung namens „{name}“ in der Rangliste „{leaderboard}“ (Veranstaltungen: {known}).</translation>
    </message>
    <message>
        <source>There is no event called &apos;{name}&apos; (events: {known}).</source>
        <translation>Es gibt keine Veranstaltung namens „{name}“ (Veranstaltungen: {known}).</translation>
    </message>
</context>
<context>
    <name>cli_companion</name>
    <message>
        <source>* One device sent the reports of more than one side of that match: check with the players before you confirm.</source>
        <translation>* Ein Gerät hat die Meldungen mehrerer Seiten dieses Spiels gesendet: Fragen Sie die Spieler, bevor Sie bestätigen.</translation>
    </message>
    <message>
        <source>Confirmed reported result {id}: {result} ({match}); saved as match #{saved}.</source>
        <translation>Gemeldetes Ergebnis {id} bestätigt: {result} ({match}); als Spiel #{saved} gespeichert.</translation>
    </message>
    <message>
        <source>Rejected reported result {id}: {result} ({match}).</source>
        <translation>Gemeldetes Ergebnis {id} abgelehnt: {result} ({match}).</translation>
    </message>
    <message>
        <source>Unknown command {command!r}.</source>
        <translation>Unbekannter Befehl {command!r}.</translation>
    </message>
</context>
<context>
    <name>cli_event</name>
    <message>
        <source>Created club night &apos;{name}&apos; on {date}.</source>
        <translation>Vereinsabend „{name}“ am {date} angelegt.</translation>
    </message>
    <message>
        <source>Created swiss &apos;{name}&apos; on {date}.</source>
        <translation>Turnier „{name}“ im Schweizer System am {date} angelegt.</translation>
    </message>
    <message>
        <source>Created round robin &apos;{name}&apos; on {date}.</source>
        <translation>Rundenturnier „{name}“ am {date} angelegt.</translation>
    </message>
    <message>
        <source>Created single elimination &apos;{name}&apos; on {date}.</source>
        <translation>K.-o.-Turnier „{name}“ am {date} angelegt.</translation>
    </message>
    <message>
        <source>Created double elimination &apos;{name}&apos; on {date}.</source>
        <translation>Doppel-K.-o.-Turnier „{name}“ am {date} angelegt.</translation>
    </message>
    <message>
        <source>Created pools, then knockout &apos;{name}&apos; on {date}.</source>
        <translation>Turnier „{name}“ (Gruppen, dann K.-o.) am {date} angelegt.</translation>
    </message>
    <message>
        <source>The option {option} needs numbers separated by commas, got {text!r}.</source>
        <translation>Die Option {option} braucht durch Kommas getrennte Zahlen, erhalten: {text!r}.</translation>
    </message>
    <message>
        <source>The option --rounds applies to a Swiss or a round robin only (this event&apos;s format is {format}).</source>
        <translation>Die Option --rounds gilt nur für ein Schweizer System oder ein Rundenturnier (das Format dieser Veranstaltung ist {format}).</translation>
    </message>
    <message>
        <source>The option --pool-size applies to pools then knockout only (this event&apos;s format is {format}).</source>
        <translation>Die Option --pool-size gilt nur für Gruppen mit anschließender K.-o.-Runde (das Format dieser Veranstaltung ist {format}).</translation>
    </message>
    <message>
        <source>The option --advance applies to pools then knockout only (this event&apos;s format is {format}).</source>
        <translation>Die Option --advance gilt nur für Gruppen mit anschließender K.-o.-Runde (das Format dieser Veranstaltung ist {format}).</translation>
    </message>
    <message>
        <source>{name} (by lot)</source>
        <extracomment>Translators: an entrant of the seed list placed among the unrated ones by drawing lots</extracomment>
        <translation>{name} (gelost)</translation>
    </message>
    <message>
        <source>{count} entrants, in seed order: {names}.</source>
        <translation>{count} Teilnehmer in Setzreihenfolge: {names}.</translation>
    </message>
    <message>
        <source>Unrated entrants were placed by drawing lots (draw {lots}: the same draw, the same order).</source>
        <translation>Deelnehmende ohne Wertung wurden ausgelost (Auslosung {lots}: dieselbe Auslosung ergibt dieselbe Reihenfolge).</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has ended. {why}</source>
        <translation>„{name}“ ist beendet. {why}</translation>
    </message>
    <message numerus="yes">
        <source>&apos;{name}&apos;: %n match(es) to play now.</source>
        <translation>
            <numerusform>„{name}“: %n Spiel jetzt zu spielen.</numerusform>
            <numerusform>„{name}“: %n Spiele jetzt zu spielen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&apos;{name}&apos; has ended: final standings from the matches played; %n unplayed match(es) cancelled (&apos;undo&apos; brings the event back).</source>
        <translation>
            <numerusform>„{name}“ ist beendet: Endstand aus den gespielten Spielen; %n ungespieltes Spiel abgesagt („undo“ holt die Veranstaltung zurück).</numerusform>
            <numerusform>„{name}“ ist beendet: Endstand aus den gespielten Spielen; %n ungespielte Spiele abgesagt („undo“ holt die Veranstaltung zurück).</numerusform>
        </translation>
    </message>
    <message>
        <source>Give the result with --ranks, --scores or both (the scores decide who won).</source>
        <translation>Geben Sie das Ergebnis mit --ranks, --scores oder beidem an (die Punkte entscheiden, wer gewonnen hat).</translation>
    </message>
    <message>
        <source>Saved the result of match {id}. &apos;{name}&apos; has ended: {champion} wins.</source>
        <translation>Ergebnis von Spiel {id} gespeichert. „{name}“ ist beendet: {champion} gewinnt.</translation>
    </message>
    <message>
        <source>Saved the result of match {id}. &apos;{name}&apos; has ended.</source>
        <translation>Ergebnis von Spiel {id} gespeichert. „{name}“ ist beendet.</translation>
    </message>
    <message>
        <source>Saved the result of match {id}.</source>
        <translation>Ergebnis von Spiel {id} gespeichert.</translation>
    </message>
</context>
<context>
    <name>cli_merge</name>
    <message>
        <source> and {count} more</source>
        <translation> und {count} weitere</translation>
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
            <numerusform>{file} hat nichts, was diesem Verein fehlt: Sein %n Ergebnis ist schon hier.</numerusform>
            <numerusform>{file} hat nichts, was diesem Verein fehlt: Seine %n Ergebnisse sind alle schon hier.</numerusform>
        </translation>
    </message>
    <message>
        <source>From {file}:</source>
        <translation>Aus {file}:</translation>
    </message>
    <message numerus="yes">
        <source>%n new result(s)</source>
        <translation>
            <numerusform>%n neues Ergebnis</numerusform>
            <numerusform>%n neue Ergebnisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) already here (not added again)</source>
        <translation>
            <numerusform>%n Ergebnis schon hier (nicht noch einmal hinzugefügt)</numerusform>
            <numerusform>%n Ergebnisse schon hier (nicht noch einmal hinzugefügt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n neuer Spieler</numerusform>
            <numerusform>%n neue Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new leaderboard(s)</source>
        <translation>
            <numerusform>%n neue Rangliste</numerusform>
            <numerusform>%n neue Ranglisten</numerusform>
        </translation>
    </message>
    <message>
        <source>  The other file&apos;s &apos;{name}&apos; rates with {system}, this club&apos;s with another system: its results go to &apos;{beside}&apos;.</source>
        <translation>  „{name}“ der anderen Datei wertet mit {system}, die dieses Vereins mit einem anderen System: Ihre Ergebnisse kommen nach „{beside}“.</translation>
    </message>
    <message numerus="yes">
        <source>%n new team(s)</source>
        <translation>
            <numerusform>%n neues Team</numerusform>
            <numerusform>%n neue Teams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new member(s) of teams here</source>
        <translation>
            <numerusform>%n neues Mitglied in Teams hier</numerusform>
            <numerusform>%n neue Mitglieder in Teams hier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n neue Veranstaltung</numerusform>
            <numerusform>%n neue Veranstaltungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new season(s)</source>
        <translation>
            <numerusform>%n neue Saison</numerusform>
            <numerusform>%n neue Saisons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event log(s)</source>
        <translation>
            <numerusform>%n neues Ereignisprotokoll</numerusform>
            <numerusform>%n neue Ereignisprotokolle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n starting rating(s)</source>
        <translation>
            <numerusform>%n Startwertung</numerusform>
            <numerusform>%n Startwertungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Look-alike names (the other file&apos;s ~ this club&apos;s):</source>
        <translation>Ähnliche Namen (der anderen Datei ~ dieses Vereins):</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>nicht entschieden</translation>
    </message>
    <message>
        <source>one person</source>
        <translation>eine Person</translation>
    </message>
    <message>
        <source>two people</source>
        <translation>zwei Personen</translation>
    </message>
    <message>
        <source>  &apos;{other}&apos; ~ &apos;{here}&apos;: {choice}</source>
        <translation>  „{other}“ ~ „{here}“: {choice}</translation>
    </message>
    <message>
        <source>Nothing was changed (--dry-run).</source>
        <translation>Nichts wurde geändert (--dry-run).</translation>
    </message>
    <message numerus="yes">
        <source>Merged {file}: %n result(s) came in, {players} players rated. A backup was made first; &apos;tournament-app undo&apos; takes the whole merge back.</source>
        <translation>
            <numerusform>{file} zusammengeführt: %n Ergebnis kam hinzu, {players} Spieler gewertet. Zuvor wurde eine Sicherung angelegt; „tournament-app undo“ macht das ganze Zusammenführen rückgängig.</numerusform>
            <numerusform>{file} zusammengeführt: %n Ergebnisse kamen hinzu, {players} Spieler gewertet. Zuvor wurde eine Sicherung angelegt; „tournament-app undo“ macht das ganze Zusammenführen rückgängig.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli_output</name>
    <message>
        <source>(no rows)</source>
        <translation>(keine Zeilen)</translation>
    </message>
</context>
<context>
    <name>cli_parser</name>
    <message>
        <source>The option --param needs KEY=VALUE, got {text!r}.</source>
        <translation>Die Option --param braucht KEY=VALUE, erhalten: {text!r}.</translation>
    </message>
    <message>
        <source>A chance is a number from 0 to 1, not &apos;{text}&apos;.</source>
        <translation>Eine Wahrscheinlichkeit ist eine Zahl von 0 bis 1, nicht „{text}“.</translation>
    </message>
    <message>
        <source>An id is a whole number, like the ids the lists show, not &apos;{text}&apos;.</source>
        <translation>Eine Nummer ist eine ganze Zahl wie die Nummern in den Listen, nicht „{text}“.</translation>
    </message>
</context>
<context>
    <name>cli_planning</name>
    <message>
        <source>The option --players names no entrant.</source>
        <translation>Die Option --players nennt keinen Teilnehmer.</translation>
    </message>
    <message numerus="yes">
        <source>Bracket of {size} ({entrants} entrants, %n bye(s)), first round in bracket order:</source>
        <translation>
            <numerusform>Turnierbaum für {size} ({entrants} Teilnehmer, %n Freilos), erste Runde in Turnierbaum-Reihenfolge:</numerusform>
            <numerusform>Turnierbaum für {size} ({entrants} Teilnehmer, %n Freilose), erste Runde in Turnierbaum-Reihenfolge:</numerusform>
        </translation>
    </message>
    <message>
        <source>Bracket of {size} ({entrants} entrants), first round in bracket order:</source>
        <translation>Turnierbaum für {size} ({entrants} Teilnehmer), erste Runde in Turnierbaum-Reihenfolge:</translation>
    </message>
    <message>
        <source>Match quality {quality:.0%}; {method}.</source>
        <translation>Spielqualität {quality:.0%}; {method}.</translation>
    </message>
    <message>
        <source>Match quality {quality:.0%} (100% = even chances); draw: {draw:.1%}.</source>
        <translation>Spielqualität {quality:.0%} (100% = gleiche Chancen); Unentschieden: {draw:.1%}.</translation>
    </message>
    <message>
        <source>Match quality {quality:.0%} (100% = even chances); draw: not modelled.</source>
        <translation>Spielqualität {quality:.0%} (100% = gleiche Chancen); Unentschieden: nicht modelliert.</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Setzt aus: {names}</translation>
    </message>
    <message>
        <source>Pairs for the night: {pairs}</source>
        <translation>Paare für den Abend: {pairs}</translation>
    </message>
</context>
<context>
    <name>cli_print</name>
    <message>
        <source>Event &apos;{name}&apos; has no players yet: check players in or record a result first.</source>
        <translation>Die Veranstaltung „{name}“ hat noch keine Spieler: Checken Sie zuerst Spieler ein oder tragen Sie ein Ergebnis ein.</translation>
    </message>
    <message>
        <source>Printing {what} needs --event NAME (the club night whose rounds to print).</source>
        <translation>Das Drucken von {what} braucht --event NAME (den Vereinsabend, dessen Runden gedruckt werden).</translation>
    </message>
    <message>
        <source>Event &apos;{name}&apos; has no rounds drawn yet; draw a round first.</source>
        <translation>Die Veranstaltung „{name}“ hat noch keine ausgeloste Runde; losen Sie zuerst eine Runde aus.</translation>
    </message>
    <message>
        <source>standings of &apos;{leaderboard}&apos;: {count} players</source>
        <translation>Rangliste „{leaderboard}“: {count} Spieler</translation>
    </message>
    <message>
        <source>bracket of {count} entrants</source>
        <translation>Turnierbaum mit {count} Teilnehmern</translation>
    </message>
    <message>
        <source>{count} score slips of &apos;{name}&apos;</source>
        <translation>{count} Spielzettel von „{name}“</translation>
    </message>
    <message numerus="yes">
        <source>pairings of %n round(s) of &apos;{name}&apos; and {slips} score slips</source>
        <translation>
            <numerusform>Paarungen von %n Runde von „{name}“ und {slips} Spielzettel</numerusform>
            <numerusform>Paarungen von %n Runden von „{name}“ und {slips} Spielzettel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n page(s) ({what}) to {path}</source>
        <translation>
            <numerusform>%n Seite ({what}) nach {path} geschrieben</numerusform>
            <numerusform>%n Seiten ({what}) nach {path} geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>{path} kann nicht geschrieben werden: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>bracket of &apos;{name}&apos; with %n result(s)</source>
        <translation>
            <numerusform>Turnierbaum von „{name}“ mit %n Ergebnis</numerusform>
            <numerusform>Turnierbaum von „{name}“ mit %n Ergebnissen</numerusform>
        </translation>
    </message>
    <message>
        <source>final standings of &apos;{name}&apos;: {count} entrants, {champion} wins</source>
        <translation>Endstand von „{name}“: {count} Teilnehmer, {champion} gewinnt</translation>
    </message>
    <message>
        <source>final standings of &apos;{name}&apos;: {count} entrants</source>
        <translation>Endstand von „{name}“: {count} Teilnehmer</translation>
    </message>
    <message>
        <source>standings of &apos;{name}&apos;: {count} entrants, {champion} wins</source>
        <translation>Platzierungen von „{name}“: {count} Teilnehmer, {champion} gewinnt</translation>
    </message>
    <message>
        <source>standings of &apos;{name}&apos;: {count} entrants</source>
        <translation>Platzierungen von „{name}“: {count} Teilnehmer</translation>
    </message>
</context>
<context>
    <name>cli_season</name>
    <message>
        <source>Created season &apos;{name}&apos; on &apos;{leaderboard}&apos;: {description}.</source>
        <translation>Saison „{name}“ in der Rangliste „{leaderboard}“ angelegt: {description}.</translation>
    </message>
    <message numerus="yes">
        <source>Season &apos;{name}&apos; on &apos;{leaderboard}&apos;: {description}; %n event(s) with results.</source>
        <translation>
            <numerusform>Saison „{name}“ in der Rangliste „{leaderboard}“: {description}; %n Veranstaltung mit Ergebnissen.</numerusform>
            <numerusform>Saison „{name}“ in der Rangliste „{leaderboard}“: {description}; %n Veranstaltungen mit Ergebnissen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not finished yet, so not counted: {names}.</source>
        <translation>Noch nicht beendet, daher nicht gezählt: {names}.</translation>
    </message>
    <message>
        <source>{start} to {end}, best {best} events count, points {points}</source>
        <translation>{start} bis {end}, die besten {best} Veranstaltungen zählen, Punkte {points}</translation>
    </message>
    <message>
        <source>{start} to {end}, every event counts, points {points}</source>
        <translation>{start} bis {end}, jede Veranstaltung zählt, Punkte {points}</translation>
    </message>
</context>
<context>
    <name>cli_serve</name>
    <message>
        <source>&apos;{name}&apos; has ended; there is nothing left to report. Choose an event still running.</source>
        <translation>„{name}“ ist beendet; es gibt nichts mehr zu melden. Wählen Sie eine Veranstaltung, die noch läuft.</translation>
    </message>
    <message>
        <source>Sharing &apos;{name}&apos; on the local network (Ctrl+C stops).</source>
        <translation>„{name}“ wird im lokalen Netzwerk freigegeben (Strg+C beendet).</translation>
    </message>
    <message>
        <source>off (the organizer has not allowed it)</source>
        <translation>aus (die Turnierleitung hat es nicht erlaubt)</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>Ansicht:</translation>
    </message>
    <message>
        <source>TV screen:</source>
        <translation>Fernseher:</translation>
    </message>
    <message>
        <source>Check-in:</source>
        <translation>Check-in:</translation>
    </message>
    <message>
        <source>Report links, by match and side (each side reports with its own):</source>
        <translation>Meldelinks, nach Spiel und Seite (jede Seite meldet mit ihrem eigenen):</translation>
    </message>
    <message>
        <source>{match}, side {number} ({names}):</source>
        <translation>{match}, Seite {number} ({names}):</translation>
    </message>
    <message>
        <source>No match waiting for a result.</source>
        <translation>Kein Spiel wartet auf ein Ergebnis.</translation>
    </message>
</context>
<context>
    <name>cli_trf</name>
    <message>
        <source>There is no file {path}.</source>
        <translation>Die Datei {path} gibt es nicht.</translation>
    </message>
    <message>
        <source>Round {round} differs.</source>
        <translation>Runde {round} weicht ab.</translation>
    </message>
    <message>
        <source>  ours:      {pairs}</source>
        <translation>  unsere:    {pairs}</translation>
    </message>
    <message>
        <source>  the file&apos;s: {pairs}</source>
        <translation>  die der Datei: {pairs}</translation>
    </message>
    <message>
        <source>{count} of {rounds} rounds differ from our pairing.</source>
        <translation>{count} von {rounds} Runden weichen von unserer Paarung ab.</translation>
    </message>
    <message>
        <source>All {rounds} rounds pair as ours would.</source>
        <translation>Alle {rounds} Runden sind so gepaart, wie wir paaren würden.</translation>
    </message>
    <message>
        <source>bye {player}</source>
        <translation>spielfrei {player}</translation>
    </message>
    <message>
        <source>A tournament needs at least 2 players (--players).</source>
        <translation>Ein Turnier braucht mindestens 2 Spieler (--players).</translation>
    </message>
    <message>
        <source>--rounds must be from 1 to {most} for {players} players.</source>
        <translation>--rounds muss bei {players} Spielern zwischen 1 und {most} liegen.</translation>
    </message>
    <message>
        <source>--{option} is a chance from 0 to 1, not {value}.</source>
        <translation>--{option} ist eine Wahrscheinlichkeit von 0 bis 1, nicht {value}.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>{path} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>Wrote {path}: {players} players, {rounds} rounds (seed {seed}).</source>
        <translation>{path} geschrieben: {players} Spieler, {rounds} Runden (Startwert {seed}).</translation>
    </message>
    <message>
        <source>{path} is not a regular file; nothing was written.</source>
        <translation>{path} ist keine normale Datei; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>{path} is a club file; a TRF will not replace it.</source>
        <translation>{path} ist eine Vereinsdatei; eine TRF ersetzt sie nicht.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>Den Ordner {folder} gibt es nicht.</translation>
    </message>
</context>
<context>
    <name>common.accessible</name>
    <message>
        <source>Keeps the changes and closes the window.</source>
        <translation>Behält die Änderungen und schließt das Fenster.</translation>
    </message>
    <message>
        <source>Saves and closes the window.</source>
        <translation>Speichert und schließt das Fenster.</translation>
    </message>
    <message>
        <source>Closes the window without changing anything.</source>
        <translation>Schließt das Fenster, ohne etwas zu ändern.</translation>
    </message>
    <message>
        <source>Closes the window.</source>
        <translation>Schließt das Fenster.</translation>
    </message>
</context>
<context>
    <name>common.printing</name>
    <message>
        <source>Print preview — {title}</source>
        <translation>Druckvorschau — {title}</translation>
    </message>
    <message>
        <source>&apos;{event}&apos; has no rounds drawn yet: draw a round first, then print its pairings and score slips.</source>
        <translation>„{event}“ hat noch keine ausgeloste Runde: Losen Sie zuerst eine Runde aus, dann drucken Sie Paarungen und Spielzettel.</translation>
    </message>
    <message>
        <source>Print pairings</source>
        <translation>Paarungen drucken</translation>
    </message>
</context>
<context>
    <name>common.result_text</name>
    <message>
        <source>{place} (shared)</source>
        <translation>{place} (geteilt)</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>unentschieden</translation>
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
        <translation>{first} spielte unentschieden gegen {second}</translation>
    </message>
    <message>
        <source>{winner} beat {loser}</source>
        <translation>{winner} schlug {loser}</translation>
    </message>
    <message>
        <source>Drawn: {sides}</source>
        <translation>Unentschieden: {sides}</translation>
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
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Skill μ</source>
        <translation>Spielstärke μ</translation>
    </message>
    <message>
        <source>Uncertainty σ</source>
        <translation>Unsicherheit σ</translation>
    </message>
    <message>
        <source>Conservative</source>
        <translation>Konservativ</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
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
        <source>μ (every digit)</source>
        <translation>μ (alle Stellen)</translation>
    </message>
    <message>
        <source>σ (every digit)</source>
        <translation>σ (alle Stellen)</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV-Datei (*.csv)</translation>
    </message>
    <message>
        <source>CSV for a spreadsheet in your language: its numbers and dates (*.csv)</source>
        <translation>CSV für eine Tabellenkalkulation in Ihrer Sprache: mit deren Zahlen und Daten (*.csv)</translation>
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
        <translation>o!TR Plackett-Luce (Partien)</translation>
    </message>
    <message>
        <source>Glicko (continuous)</source>
        <translation>Glicko (kontinuierlich)</translation>
    </message>
    <message>
        <source>Elo (score fraction)</source>
        <translation>Elo (Punkteanteil)</translation>
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
        <translation>Die angezeigte Wertung (Skala unter Rangliste ▸ Einstellungen)</translation>
    </message>
    <message>
        <source>Conservative</source>
        <translation>Konservativ</translation>
    </message>
    <message>
        <source>μ − {k}σ: the rating the player is very likely above</source>
        <translation>μ − {k}σ: die Wertung, die der Spieler sehr wahrscheinlich übertrifft</translation>
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
        <source>strength {before} → {after}</source>
        <translation>Stärke {before} → {after}</translation>
    </message>
    <message numerus="yes">
        <source>Idle for %n day(s): {change} (inactivity decay up to today)</source>
        <translation>
            <numerusform>%n Tag ohne Spiel: {change} (Inaktivitätsabbau bis heute)</numerusform>
            <numerusform>%n Tage ohne Spiel: {change} (Inaktivitätsabbau bis heute)</numerusform>
        </translation>
    </message>
    <message>
        <source>rating {rating}, deviation {deviation}: about 95% sure the skill is between {low} and {high}</source>
        <translation>Wertung {rating}, Abweichung {deviation}: Die Spielstärke liegt mit etwa 95 % Sicherheit zwischen {low} und {high}</translation>
    </message>
    <message>
        <source>Rating ± 2·deviation</source>
        <translation>Wertung ± 2·Abweichung</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Elo strength g = {value}</source>
        <translation>Elo-Stärke g = {value}</translation>
    </message>
    <message>
        <source>μ ± σ</source>
        <translation>μ ± σ</translation>
    </message>
    <message>
        <source>skill estimate μ = {mu}, uncertainty σ = {sigma}</source>
        <translation>geschätzte Stärke μ = {mu}, Unsicherheit σ = {sigma}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>archiviert</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <source>Played</source>
        <comment>column: the day a match was played</comment>
        <translation>Gespielt am</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Veranstaltung</translation>
    </message>
    <message>
        <source>Placed {place} of {count} sides</source>
        <translation>Als {place} von {count} Seiten platziert</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Played</source>
        <comment>column: how many matches were played</comment>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
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
        <translation>Wird bearbeitet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancelling… nothing will be changed.</source>
        <translation>Wird abgebrochen… nichts wird geändert.</translation>
    </message>
</context>
<context>
    <name>companion.reports_view</name>
    <message>
        <source>match {number}</source>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>Results reported from phones</source>
        <translation>Vom Handy gemeldete Ergebnisse</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>The results reported from phones, one a row; Enter confirms the selected one, Delete rejects it.</source>
        <translation>Die von Handys gemeldeten Ergebnisse, eines pro Zeile; Enter bestätigt das gewählte, Entf lehnt es ab.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Claimed result</source>
        <translation>Gemeldetes Ergebnis</translation>
    </message>
    <message>
        <source>Reported by side</source>
        <translation>Gemeldet von Seite</translation>
    </message>
    <message>
        <source>Sent from</source>
        <translation>Gesendet von</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Eingegangen</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Whole match (older code)</source>
        <translation>Ganzes Spiel (älterer Code)</translation>
    </message>
    <message>
        <source>Side {number}: {names}</source>
        <translation>Seite {number}: {names}</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Bestätigen</translation>
    </message>
    <message>
        <source>Confirm report</source>
        <translation>Meldung bestätigen</translation>
    </message>
    <message>
        <source>Record the reported result (Enter in the list)</source>
        <translation>Das gemeldete Ergebnis eintragen (Enter in der Liste)</translation>
    </message>
    <message>
        <source>Re&amp;ject</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <source>Reject report</source>
        <translation>Meldung ablehnen</translation>
    </message>
    <message>
        <source>Turn the report down: nothing is recorded (Delete in the list)</source>
        <translation>Die Meldung ablehnen: Nichts wird eingetragen (Entf in der Liste)</translation>
    </message>
    <message>
        <source>Conflict: the sides disagree</source>
        <translation>Konflikt: Die Seiten melden Verschiedenes</translation>
    </message>
    <message>
        <source>Waiting: one device sent more than one side</source>
        <translation>Wartet: ein Gerät hat für mehrere Seiten gemeldet</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <source>Reports in conflict are never recorded by themselves: ask the players, then confirm the right one and reject the other.</source>
        <translation>Widersprüchliche Meldungen werden nie von selbst eingetragen: Fragen Sie die Spieler, bestätigen Sie dann die richtige und lehnen Sie die andere ab.</translation>
    </message>
    <message>
        <source>One device sent the reports of more than one side of a match: they never count as both sides agreeing. Ask the players before you confirm.</source>
        <translation>Ein Gerät hat die Meldungen mehrerer Seiten eines Spiels gesendet: Das zählt nie als Einigkeit beider Seiten. Fragen Sie die Spieler, bevor Sie bestätigen.</translation>
    </message>
    <message>
        <source>No reported result is waiting.</source>
        <translation>Es wartet kein gemeldetes Ergebnis.</translation>
    </message>
    <message>
        <source>Confirm reported result, {where}</source>
        <translation>Gemeldetes Ergebnis bestätigen, {where}</translation>
    </message>
    <message>
        <source>Reject reported result, {where}</source>
        <translation>Gemeldetes Ergebnis ablehnen, {where}</translation>
    </message>
</context>
<context>
    <name>companion.share_panel</name>
    <message>
        <source>Organizer confirms each result</source>
        <translation>Turnierleitung bestätigt jedes Ergebnis</translation>
    </message>
    <message>
        <source>Accept when both sides report the same</source>
        <translation>Annehmen, wenn beide Seiten dasselbe melden</translation>
    </message>
    <message>
        <source>Share on the local network</source>
        <translation>Im lokalen Netzwerk freigeben</translation>
    </message>
    <message>
        <source>Phones, tablets and a TV on the venue&apos;s Wi-Fi see the tables, the bracket and the standings, and players can report results</source>
        <translation>Handys, Tablets und ein Fernseher im WLAN vor Ort sehen die Tische, den Turnierbaum und die Platzierungen, und Spieler können Ergebnisse melden</translation>
    </message>
    <message>
        <source>Network address</source>
        <translation>Netzwerkadresse</translation>
    </message>
    <message>
        <source>Pick the network the phones and screens are on.</source>
        <translation>Wählen Sie das Netzwerk, in dem die Handys und Bildschirme sind.</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>The port number of the shared pages; the lowest value picks any free port.</source>
        <translation>Die Portnummer der freigegebenen Seiten; der kleinste Wert wählt einen beliebigen freien Port.</translation>
    </message>
    <message>
        <source>Any free port</source>
        <translation>Beliebiger freier Port</translation>
    </message>
    <message>
        <source>Results from phones</source>
        <translation>Ergebnisse vom Handy</translation>
    </message>
    <message>
        <source>Pick what happens to a result reported from a phone.</source>
        <translation>Wählen Sie, was mit einem vom Handy gemeldeten Ergebnis geschieht.</translation>
    </message>
    <message>
        <source>Players may check in from their phone</source>
        <translation>Spieler dürfen per Handy einchecken</translation>
    </message>
    <message>
        <source>When ticked, players can mark themselves present from the shared pages.</source>
        <translation>Wenn angehakt, können sich Spieler auf den freigegebenen Seiten selbst als anwesend melden.</translation>
    </message>
    <message>
        <source>View address</source>
        <translation>Adresse der Ansicht</translation>
    </message>
    <message>
        <source>The address to open on a phone or TV, while sharing.</source>
        <translation>Die Adresse, die während der Freigabe auf einem Handy oder Fernseher zu öffnen ist.</translation>
    </message>
    <message>
        <source>Not shared</source>
        <translation>Nicht freigegeben</translation>
    </message>
    <message>
        <source>Cop&amp;y address</source>
        <translation>Adresse &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>Adresse kopieren</translation>
    </message>
    <message>
        <source>Copies the address to the clipboard.</source>
        <translation>Kopiert die Adresse in die Zwischenablage.</translation>
    </message>
    <message>
        <source>View QR code</source>
        <translation>QR-Code der Ansicht</translation>
    </message>
    <message>
        <source>A phone&apos;s camera opens the address from this code.</source>
        <translation>Die Kamera eines Handys öffnet die Adresse über diesen Code.</translation>
    </message>
    <message>
        <source>Not shared. Nothing is reachable from the network.</source>
        <translation>Nicht freigegeben. Aus dem Netzwerk ist nichts erreichbar.</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>Results from phones:</source>
        <translation>Ergebnisse vom Handy:</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>Ansicht:</translation>
    </message>
    <message>
        <source> (this computer only)</source>
        <translation> (nur dieser Computer)</translation>
    </message>
    <message>
        <source>Choose or create an event first, then share it.</source>
        <translation>Wählen oder erstellen Sie zuerst eine Veranstaltung und geben Sie sie dann frei.</translation>
    </message>
    <message>
        <source>The event could not be shared: {error}</source>
        <translation>Die Veranstaltung konnte nicht freigegeben werden: {error}</translation>
    </message>
    <message>
        <source>Shared on {address}, port {port}: phones on the same network open the address or scan the code.</source>
        <translation>Freigegeben unter {address}, Port {port}: Handys im selben Netzwerk öffnen die Adresse oder scannen den Code.</translation>
    </message>
    <message>
        <source>Copied {url}</source>
        <translation>{url} kopiert</translation>
    </message>
    <message>
        <source>The event is finished: it is no longer shared.</source>
        <translation>Die Veranstaltung ist beendet: Sie ist nicht mehr freigegeben.</translation>
    </message>
    <message>
        <source>Result reported from a phone, {where}: {result}. Confirm or reject it on the Sharing page.</source>
        <translation>Ergebnis vom Handy gemeldet, {where}: {result}. Bestätigen oder lehnen Sie es auf der Seite „Freigabe“ ab.</translation>
    </message>
    <message>
        <source>waiting for a table</source>
        <translation>wartet auf einen Tisch</translation>
    </message>
</context>
<context>
    <name>league.backups</name>
    <message>
        <source>before an import</source>
        <translation>vor einem Import</translation>
    </message>
    <message>
        <source>before merging two players</source>
        <translation>vor dem Zusammenführen zweier Spieler</translation>
    </message>
    <message>
        <source>before merging another club file</source>
        <translation>vor dem Zusammenführen mit einer anderen Vereinsdatei</translation>
    </message>
    <message>
        <source>before re-rating (recompute or new rating settings)</source>
        <translation>vor dem Neuwerten (Neuberechnung oder neue Wertungseinstellungen)</translation>
    </message>
    <message>
        <source>before deleting a match</source>
        <translation>vor dem Löschen eines Spiels</translation>
    </message>
    <message>
        <source>before updating the file to a newer app version</source>
        <translation>vor dem Aktualisieren der Datei auf eine neuere App-Version</translation>
    </message>
    <message>
        <source>before restoring a backup (restore this one to undo that)</source>
        <translation>vor dem Wiederherstellen einer Sicherung (stellen Sie diese wieder her, um das rückgängig zu machen)</translation>
    </message>
</context>
<context>
    <name>league.companion.decisions</name>
    <message>
        <source>Reported result {id} can&apos;t be settled any more: its match has a result already or is no longer on the tables.</source>
        <translation>Das gemeldete Ergebnis {id} kann nicht mehr erledigt werden: Sein Spiel hat schon ein Ergebnis oder ist nicht mehr an den Tischen.</translation>
    </message>
    <message>
        <source>Reported result {id} was already confirmed.</source>
        <translation>Das gemeldete Ergebnis {id} wurde bereits bestätigt.</translation>
    </message>
    <message>
        <source>Reported result {id} was already accepted.</source>
        <translation>Das gemeldete Ergebnis {id} wurde bereits angenommen.</translation>
    </message>
    <message>
        <source>Reported result {id} was already rejected.</source>
        <translation>Das gemeldete Ergebnis {id} wurde bereits abgelehnt.</translation>
    </message>
    <message>
        <source>Reported result {id} was replaced by a newer report sent with the same code.</source>
        <translation>Das gemeldete Ergebnis {id} wurde durch eine neuere Meldung mit demselben Code ersetzt.</translation>
    </message>
    <message>
        <source>Confirm reported result, {where}</source>
        <translation>Gemeldetes Ergebnis bestätigen, {where}</translation>
    </message>
    <message>
        <source>Reject reported result, {where}</source>
        <translation>Gemeldetes Ergebnis ablehnen, {where}</translation>
    </message>
    <message>
        <source>Result reported by both sides, {where}</source>
        <translation>Von beiden Seiten gemeldetes Ergebnis, {where}</translation>
    </message>
</context>
<context>
    <name>league.companion.inbox</name>
    <message>
        <source>There is no reported result with id {id}.</source>
        <translation>Es gibt kein gemeldetes Ergebnis mit der Nummer {id}.</translation>
    </message>
</context>
<context>
    <name>league.companion.phone_checkin</name>
    <message>
        <source>This check-in link isn&apos;t valid (any more): ask the organizer for the event&apos;s code.</source>
        <translation>Dieser Check-in-Link ist (nicht mehr) gültig: Fragen Sie die Turnierleitung nach dem Code der Veranstaltung.</translation>
    </message>
    <message>
        <source>Checking in from a phone is off for this event: please see the organizer.</source>
        <translation>Das Einchecken per Handy ist für diese Veranstaltung ausgeschaltet: Bitte wenden Sie sich an die Turnierleitung.</translation>
    </message>
    <message>
        <source>This event has ended; checking in is closed.</source>
        <translation>Diese Veranstaltung ist beendet; das Einchecken ist geschlossen.</translation>
    </message>
    <message>
        <source>Pick your name from the list.</source>
        <translation>Wählen Sie Ihren Namen aus der Liste.</translation>
    </message>
    <message>
        <source>{name} checked in by phone</source>
        <translation>{name} per Handy eingecheckt</translation>
    </message>
</context>
<context>
    <name>league.companion.reports</name>
    <message>
        <source>This match has {sides} sides, but no places were given.</source>
        <translation>Dieses Spiel hat {sides} Seiten, aber es wurden keine Plätze angegeben.</translation>
    </message>
    <message>
        <source>This match has {sides} sides, but {count} places were given.</source>
        <translation>Dieses Spiel hat {sides} Seiten, aber es wurden {count} Plätze angegeben.</translation>
    </message>
    <message>
        <source>Places are whole numbers from 1 (the winner) to {sides}.</source>
        <translation>Plätze sind ganze Zahlen von 1 (der Sieger) bis {sides}.</translation>
    </message>
    <message>
        <source>This is a knockout match and can&apos;t end in a draw: say who won.</source>
        <translation>Dies ist ein K.-o.-Spiel und kann nicht unentschieden enden: Geben Sie an, wer gewonnen hat.</translation>
    </message>
    <message>
        <source>This match has {sides} sides; give a score for each side, or none.</source>
        <translation>Dieses Spiel hat {sides} Seiten; geben Sie für jede Seite Punkte an oder für keine.</translation>
    </message>
    <message>
        <source>This report link isn&apos;t valid (any more): ask the organizer for the match&apos;s current code.</source>
        <translation>Dieser Meldelink ist (nicht mehr) gültig: Fragen Sie die Turnierleitung nach dem aktuellen Code des Spiels.</translation>
    </message>
    <message>
        <source>This event isn&apos;t shared any more, so it takes no reported results.</source>
        <translation>Diese Veranstaltung ist nicht mehr freigegeben und nimmt daher keine gemeldeten Ergebnisse an.</translation>
    </message>
    <message>
        <source>This match is no longer on the tables.</source>
        <translation>Dieses Spiel ist nicht mehr an den Tischen.</translation>
    </message>
    <message>
        <source>The event &apos;{name}&apos; has ended; it takes no more results.</source>
        <translation>Die Veranstaltung „{name}“ ist beendet; sie nimmt keine Ergebnisse mehr an.</translation>
    </message>
    <message>
        <source>This match has a result already.</source>
        <translation>Dieses Spiel hat schon ein Ergebnis.</translation>
    </message>
    <message>
        <source>This match hasn&apos;t started yet; report it once it has been played.</source>
        <translation>Dieses Spiel hat noch nicht begonnen; melden Sie es, sobald es gespielt wurde.</translation>
    </message>
</context>
<context>
    <name>league.companion.shares</name>
    <message>
        <source>Unknown rule for reported results {rule!r} (known: {known}).</source>
        <translation>Unbekannte Regel für gemeldete Ergebnisse {rule!r} (bekannt: {known}).</translation>
    </message>
</context>
<context>
    <name>league.core</name>
    <message>
        <source>the database</source>
        <translation>die Datenbank</translation>
    </message>
    <message>
        <source>make a backup ({reason})</source>
        <translation>eine Sicherung anzulegen ({reason})</translation>
    </message>
    <message>
        <source>An in-memory club has no backups</source>
        <translation>Ein Verein im Arbeitsspeicher hat keine Sicherungen</translation>
    </message>
    <message>
        <source>Cannot restore a backup in the middle of another change</source>
        <translation>Eine Sicherung kann nicht mitten in einer anderen Änderung wiederhergestellt werden</translation>
    </message>
    <message>
        <source>{file} is read-only, so the backup cannot be put back into it. Copy the backup file somewhere writable and open the copy instead.</source>
        <translation>{file} ist schreibgeschützt, daher kann die Sicherung nicht hineingeschrieben werden. Kopieren Sie die Sicherungsdatei an einen beschreibbaren Ort und öffnen Sie stattdessen die Kopie.</translation>
    </message>
    <message>
        <source>restore the backup</source>
        <translation>die Sicherung wiederherzustellen</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>die Änderung rückgängig zu machen</translation>
    </message>
    <message>
        <source>There is no leaderboard {ref!r} (there are: {known}).</source>
        <translation>Es gibt keine Rangliste {ref!r} (vorhanden: {known}).</translation>
    </message>
    <message>
        <source>There is already a player called &apos;{name}&apos;.</source>
        <translation>Es gibt bereits einen Spieler namens „{name}“.</translation>
    </message>
    <message>
        <source>There is already a team called &apos;{name}&apos;.</source>
        <translation>Es gibt bereits ein Team namens „{name}“.</translation>
    </message>
    <message>
        <source>There is already a leaderboard called &apos;{name}&apos;.</source>
        <translation>Es gibt bereits eine Rangliste namens „{name}“.</translation>
    </message>
    <message>
        <source>There is already a season called &apos;{name}&apos;.</source>
        <translation>Es gibt bereits eine Saison namens „{name}“.</translation>
    </message>
</context>
<context>
    <name>league.csv_io</name>
    <message>
        <source>The app could not write {path}: {reason}.</source>
        <translation>Die App konnte {path} nicht schreiben: {reason}.</translation>
    </message>
    <message>
        <source>The match label is empty.</source>
        <translation>Die Spielbezeichnung ist leer.</translation>
    </message>
    <message>
        <source>&apos;{cell}&apos; is not a side number (1, 2, ... up to {most:,}).</source>
        <translation>„{cell}“ ist keine Seitennummer (1, 2, … bis {most:,}).</translation>
    </message>
    <message>
        <source>&apos;{cell}&apos; is not a placement (a whole number from 1, the best, to {most:,}).</source>
        <translation>„{cell}“ ist keine Platzierung (eine ganze Zahl von 1, der besten, bis {most:,}).</translation>
    </message>
    <message>
        <source>&apos;{cell}&apos; is not a number.</source>
        <translation>„{cell}“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>this side</source>
        <translation>diese Seite</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; has the date {first} on line {line}, here {date}.</source>
        <translation>Spiel „{label}“ hat in Zeile {line} das Datum {first}, hier {date}.</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; is in event &apos;{first}&apos; on line {line}, here &apos;{event}&apos;.</source>
        <translation>Spiel „{label}“ gehört in Zeile {line} zur Veranstaltung „{first}“, hier zu „{event}“.</translation>
    </message>
    <message>
        <source>Side {side} of match &apos;{label}&apos; has rank {first} on line {line}, here {rank}.</source>
        <translation>Seite {side} von Spiel „{label}“ hat in Zeile {line} den Platz {first}, hier {rank}.</translation>
    </message>
    <message>
        <source>Side {side} of match &apos;{label}&apos; has score {first:g} on line {line}, here {score:g}.</source>
        <translation>Seite {side} von Spiel „{label}“ hat in Zeile {line} die Punkte {first:g}, hier {score:g}.</translation>
    </message>
    <message>
        <source>Side {side} of match &apos;{label}&apos; is team &apos;{first}&apos; on line {line}, here &apos;{team}&apos;.</source>
        <translation>Seite {side} von Spiel „{label}“ ist in Zeile {line} das Team „{first}“, hier „{team}“.</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; is already listed in match &apos;{label}&apos; on this side; a player can play only once in a match.</source>
        <translation>„{player}“ steht in Spiel „{label}“ bereits auf dieser Seite; ein Spieler kann in einem Spiel nur einmal spielen.</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; is already listed in match &apos;{label}&apos; on side {side}; a player can play only once in a match.</source>
        <translation>„{player}“ steht in Spiel „{label}“ bereits auf Seite {side}; ein Spieler kann in einem Spiel nur einmal spielen.</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; has only one side; a match needs at least two.</source>
        <translation>Spiel „{label}“ hat nur eine Seite; ein Spiel braucht mindestens zwei.</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>{name} importieren</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; has the result id {id}, as match &apos;{other}&apos; on line {line} has; a result can be in a file only once.</source>
        <translation>Spiel „{label}“ hat die Ergebnis-ID {id}, wie Spiel „{other}“ in Zeile {line}; ein Ergebnis kann nur einmal in einer Datei stehen.</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; has the result id {first} on line {line}, here {id}.</source>
        <translation>Spiel „{label}“ hat in Zeile {line} die Ergebnis-ID {first}, hier {id}.</translation>
    </message>
</context>
<context>
    <name>league.csv_read</name>
    <message>
        <source>{path}: there is no such file.</source>
        <translation>{path}: Diese Datei gibt es nicht.</translation>
    </message>
    <message>
        <source>{path}: the app can&apos;t read it ({reason}).</source>
        <translation>{path}: Die App kann sie nicht lesen ({reason}).</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (save it as &apos;CSV UTF-8&apos;).</source>
        <translation>Die Datei ist kein UTF-8-Text (speichern Sie sie als „CSV UTF-8“).</translation>
    </message>
    <message>
        <source>The file is empty; it needs a header row: {columns}.</source>
        <translation>Die Datei ist leer; sie braucht eine Kopfzeile: {columns}.</translation>
    </message>
    <message numerus="yes">
        <source>Missing column(s) {missing} (the header must hold {required}; optional: {optional}).</source>
        <translation>
            <numerusform>Fehlende Spalte {missing} (die Kopfzeile muss {required} enthalten; optional: {optional}).</numerusform>
            <numerusform>Fehlende Spalten {missing} (die Kopfzeile muss {required} enthalten; optional: {optional}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unknown column(s) {unknown} (allowed: {allowed}).</source>
        <translation>
            <numerusform>Unbekannte Spalte {unknown} (erlaubt: {allowed}).</numerusform>
            <numerusform>Unbekannte Spalten {unknown} (erlaubt: {allowed}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The column {columns} appears more than once.</source>
        <translation>Die Spalte {columns} kommt mehr als einmal vor.</translation>
    </message>
    <message>
        <source>The row has {cells} cells, the header has {columns}.</source>
        <translation>Die Zeile hat {cells} Zellen, die Kopfzeile hat {columns}.</translation>
    </message>
    <message>
        <source>Unreadable CSV: {reason}.</source>
        <translation>Unlesbare CSV-Datei: {reason}.</translation>
    </message>
</context>
<context>
    <name>league.dates</name>
    <message>
        <source>A date is required (ISO 8601, e.g. 2024-03-15 or 2024-03-15T19:30).</source>
        <translation>Ein Datum ist erforderlich (ISO 8601, z. B. 2024-03-15 oder 2024-03-15T19:30).</translation>
    </message>
    <message>
        <source>&apos;{date}&apos; is not an ISO 8601 date (expected e.g. 2024-03-15 or 2024-03-15T19:30).</source>
        <translation>„{date}“ ist kein Datum nach ISO 8601 (erwartet z. B. 2024-03-15 oder 2024-03-15T19:30).</translation>
    </message>
    <message>
        <source>&apos;{date}&apos; is outside the dates the app can store (years 1 to 9999 in UTC).</source>
        <translation>„{date}“ liegt außerhalb der Daten, die die App speichern kann (Jahre 1 bis 9999 in UTC).</translation>
    </message>
    <message>
        <source>{start}… ({count} characters)</source>
        <translation>{start}… ({count} Zeichen)</translation>
    </message>
</context>
<context>
    <name>league.dutch</name>
    <message>
        <source>The round to pair must be 1 or later.</source>
        <translation>Die zu paarende Runde muss 1 oder später sein.</translation>
    </message>
    <message>
        <source>Round {round} cannot be paired: no pairing avoids every repeat game and colour clash.</source>
        <translation>Runde {round} kann nicht gepaart werden: Keine Paarung vermeidet jede Wiederholung und jeden Farbkonflikt.</translation>
    </message>
    <message>
        <source>Round {round} cannot be paired: no pairing avoids every repeat game.</source>
        <translation>Runde {round} kann nicht gepaart werden: Keine Paarung vermeidet jede Wiederholung.</translation>
    </message>
</context>
<context>
    <name>league.errors</name>
    <message>
        <source>Stopped before the end; nothing was changed.</source>
        <translation>Vor dem Ende angehalten; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>line {line}, column {column}: {message}</source>
        <translation>Zeile {line}, Spalte {column}: {message}</translation>
    </message>
    <message>
        <source>line {line}, column &apos;{column}&apos;: {message}</source>
        <translation>Zeile {line}, Spalte „{column}“: {message}</translation>
    </message>
    <message>
        <source>line {line}: {message}</source>
        <translation>Zeile {line}: {message}</translation>
    </message>
    <message>
        <source>{start} … [{count} characters left out] … {end}</source>
        <translation>{start} … [{count} Zeichen ausgelassen] … {end}</translation>
    </message>
    <message numerus="yes">
        <source>{path}: nothing was imported, at least {count:,} problem(s) found:</source>
        <translation>
            <numerusform>{path}: Nichts wurde importiert, mindestens {count:,} Problem gefunden:</numerusform>
            <numerusform>{path}: Nichts wurde importiert, mindestens {count:,} Probleme gefunden:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{path}: nothing was imported, {count:,} problem(s) found:</source>
        <translation>
            <numerusform>{path}: Nichts wurde importiert, {count:,} Problem gefunden:</numerusform>
            <numerusform>{path}: Nichts wurde importiert, {count:,} Probleme gefunden:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and at least {count:,} more problem(s)</source>
        <translation>
            <numerusform>… und mindestens {count:,} weiteres Problem</numerusform>
            <numerusform>… und mindestens {count:,} weitere Probleme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and {count:,} more problem(s)</source>
        <translation>
            <numerusform>… und {count:,} weiteres Problem</numerusform>
            <numerusform>… und {count:,} weitere Probleme</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>league.evaluation</name>
    <message>
        <source>The evaluation was cancelled.</source>
        <translation>Die Auswertung wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>league.event_logs.parse</name>
    <message>
        <source>&apos;A fragged B&apos;, &apos;A suicide&apos;, &apos;A teamkilled B&apos;, &apos;A scored a capture worth 7&apos;, &apos;team NAME: A, B&apos; or &apos;date 2024-03-05&apos;</source>
        <comment>the keywords fragged, suicide, teamkilled, scored, worth, team and date stay in English</comment>
        <translation>&apos;A fragged B&apos;, &apos;A suicide&apos;, &apos;A teamkilled B&apos;, &apos;A scored a capture worth 7&apos;, &apos;team NAME: A, B&apos; oder &apos;date 2024-03-05&apos;</translation>
    </message>
    <message>
        <source>The points after &apos;worth&apos; must be a number above 0 and at most {most:g}, got &apos;{points}&apos;.</source>
        <translation>Die Punkte nach &apos;worth&apos; müssen eine Zahl über 0 und höchstens {most:g} sein, erhalten: „{points}“.</translation>
    </message>
    <message>
        <source>A second date (the first is on line {line}).</source>
        <translation>Ein zweites Datum (das erste steht in Zeile {line}).</translation>
    </message>
    <message>
        <source>The team &apos;{team}&apos; is declared twice.</source>
        <translation>Das Team „{team}“ ist zweimal angegeben.</translation>
    </message>
    <message>
        <source>The team &apos;{team}&apos; has no players (write &apos;team {team}: A, B&apos;).</source>
        <translation>Das Team „{team}“ hat keine Spieler (schreiben Sie &apos;team {team}: A, B&apos;).</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; is already on the team &apos;{team}&apos;.</source>
        <translation>„{player}“ ist bereits im Team „{team}“.</translation>
    </message>
    <message>
        <source>&apos;{line}&apos; is not an event; write {forms}.</source>
        <translation>„{line}“ ist kein Ereignis; schreiben Sie {forms}.</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; cannot frag themself; write &apos;{player} suicide&apos;.</source>
        <translation>„{player}“ kann sich nicht selbst fraggen; schreiben Sie &apos;{player} suicide&apos;.</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; is on no team; a weighted event is rated against the opposing team, so declare &apos;team NAME: {player}, …&apos; first.</source>
        <translation>„{player}“ ist in keinem Team; ein gewichtetes Ereignis wird gegen das gegnerische Team gewertet, geben Sie also zuerst &apos;team NAME: {player}, …&apos; an.</translation>
    </message>
    <message>
        <source>There is no team opposing &apos;{team}&apos; to rate &apos;{event}&apos; against.</source>
        <translation>Es gibt kein Team gegen „{team}“, gegen das „{event}“ gewertet werden kann.</translation>
    </message>
    <message>
        <source>The log has no events; write lines like {forms}.</source>
        <translation>Das Protokoll enthält keine Ereignisse; schreiben Sie Zeilen wie {forms}.</translation>
    </message>
    <message>
        <source>The event log</source>
        <translation>Das Ereignisprotokoll</translation>
    </message>
</context>
<context>
    <name>league.event_logs.rate</name>
    <message>
        <source>Event log {log} has a weighted event but no opposing team.</source>
        <translation>Das Ereignisprotokoll {log} hat ein gewichtetes Ereignis, aber kein gegnerisches Team.</translation>
    </message>
    <message>
        <source>Event log {log} holds an unknown kind of event, {kind!r}.</source>
        <translation>Das Ereignisprotokoll {log} enthält eine unbekannte Art von Ereignis, {kind!r}.</translation>
    </message>
    <message>
        <source>This leaderboard holds imported event logs, which only Elo rates (seed 003); it cannot use {system}.</source>
        <translation>Diese Rangliste enthält importierte Ereignisprotokolle, die nur Elo wertet (Seed 003); sie kann {system} nicht verwenden.</translation>
    </message>
</context>
<context>
    <name>league.event_logs.static_ranking</name>
    <message>
        <source>The minimum number of results must be at least 1.</source>
        <translation>Die Mindestzahl an Ergebnissen muss mindestens 1 sein.</translation>
    </message>
    <message>
        <source>no result against another player</source>
        <translation>kein Ergebnis gegen einen anderen Spieler</translation>
    </message>
    <message>
        <source>no results connecting them to the ranked group</source>
        <translation>keine Ergebnisse, die ihn mit der gewerteten Gruppe verbinden</translation>
    </message>
    <message numerus="yes">
        <source>only %n result(s) (at least {needed} needed)</source>
        <translation>
            <numerusform>nur %n Ergebnis (mindestens {needed} nötig)</numerusform>
            <numerusform>nur %n Ergebnisse (mindestens {needed} nötig)</numerusform>
        </translation>
    </message>
    <message>
        <source>only {count:g} results (at least {needed} needed)</source>
        <translation>nur {count:g} Ergebnisse (mindestens {needed} nötig)</translation>
    </message>
</context>
<context>
    <name>league.event_logs.store</name>
    <message>
        <source>Event log</source>
        <translation>Ereignisprotokoll</translation>
    </message>
    <message>
        <source>Event logs are rated with Elo (seed 003), but the leaderboard &apos;{leaderboard}&apos; uses {system}; choose an Elo leaderboard or change this one&apos;s rating system.</source>
        <translation>Ereignisprotokolle werden mit Elo (Seed 003) gewertet, aber die Rangliste „{leaderboard}“ verwendet {system}; wählen Sie eine Elo-Rangliste oder ändern Sie das Wertungssystem dieser Rangliste.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (save it as UTF-8).</source>
        <translation>Die Datei ist kein UTF-8-Text (speichern Sie sie als UTF-8).</translation>
    </message>
    <message>
        <source>The app can&apos;t read {name}: {error}.</source>
        <translation>Die App kann {name} nicht lesen: {error}.</translation>
    </message>
    <message>
        <source>The event belongs to another leaderboard.</source>
        <translation>Die Veranstaltung gehört zu einer anderen Rangliste.</translation>
    </message>
    <message>
        <source>Import event log {name}</source>
        <translation>Ereignisprotokoll {name} importieren</translation>
    </message>
    <message>
        <source>The database gave no id for the new event log (got {pk!r}).</source>
        <translation>Die Datenbank gab keine Nummer für das neue Ereignisprotokoll zurück (erhalten: {pk!r}).</translation>
    </message>
    <message>
        <source>These players can&apos;t be merged: both played in the event log &apos;{log}&apos;.</source>
        <translation>Diese Spieler können nicht zusammengeführt werden: Beide haben im Ereignisprotokoll „{log}“ gespielt.</translation>
    </message>
</context>
<context>
    <name>league.events</name>
    <message>
        <source>New event {name}</source>
        <translation>Neue Veranstaltung {name}</translation>
    </message>
    <message>
        <source>Unknown kind of event {kind!r} (known: {known}).</source>
        <translation>Unbekannte Art von Veranstaltung {kind!r} (bekannt: {known}).</translation>
    </message>
    <message>
        <source>There is no event with id {id}</source>
        <translation>Es gibt keine Veranstaltung mit der Nummer {id}</translation>
    </message>
    <message>
        <source>Change event</source>
        <translation>Veranstaltung ändern</translation>
    </message>
    <message>
        <source>This event has matches; delete or move them first</source>
        <translation>Diese Veranstaltung hat Spiele; löschen oder verschieben Sie sie zuerst</translation>
    </message>
    <message>
        <source>Delete event</source>
        <translation>Veranstaltung löschen</translation>
    </message>
</context>
<context>
    <name>league.expectation</name>
    <message>
        <source>Expected outcome (Glicko, both deviations): side 1 {first:.0%}, side 2 {second:.0%} — rating {mu_a:.0f} v {mu_b:.0f}, combined deviation √({sigma_a:.0f}² + {sigma_b:.0f}²) = {deviation:.0f}, g = {g:.2f}</source>
        <translation>Erwartetes Ergebnis (Glicko, beide Abweichungen): Seite 1 {first:.0%}, Seite 2 {second:.0%} — Wertung {mu_a:.0f} gegen {mu_b:.0f}, gemeinsame Abweichung √({sigma_a:.0f}² + {sigma_b:.0f}²) = {deviation:.0f}, g = {g:.2f}</translation>
    </message>
</context>
<context>
    <name>league.leaderboards</name>
    <message>
        <source>leaderboard&apos;s name</source>
        <translation>Ranglistenname</translation>
    </message>
    <message>
        <source>New leaderboard {name}</source>
        <translation>Neue Rangliste {name}</translation>
    </message>
    <message>
        <source>Change settings of {name}</source>
        <translation>Einstellungen von {name} ändern</translation>
    </message>
    <message>
        <source>initial rating</source>
        <translation>Anfangswertung</translation>
    </message>
    <message>
        <source>initial uncertainty</source>
        <translation>Anfangsunsicherheit</translation>
    </message>
    <message>
        <source>The initial uncertainty must be greater than 0 (got {sigma:g})</source>
        <translation>Die Anfangsunsicherheit muss größer als 0 sein (erhalten: {sigma:g})</translation>
    </message>
    <message>
        <source>Initial rating of {name}</source>
        <translation>Startwertung von {name}</translation>
    </message>
    <message>
        <source>Clear initial rating of {name}</source>
        <translation>Startwertung von {name} entfernen</translation>
    </message>
    <message>
        <source>The {what} must be a number, got {value!r}</source>
        <translation>Die {what} muss eine Zahl sein, erhalten: {value!r}</translation>
    </message>
    <message>
        <source>Unknown display scale {scale!r} (known: {known}).</source>
        <translation>Unbekannte Anzeigeskala {scale!r} (bekannt: {known}).</translation>
    </message>
</context>
<context>
    <name>league.limits</name>
    <message>
        <source>The number of rounds must be a whole number from {low} to {high}, not {value}.</source>
        <translation>Die Zahl der Runden muss eine ganze Zahl von {low} bis {high} sein, nicht {value}.</translation>
    </message>
    <message>
        <source>A pool holds from {low} to {high} entrants, not {value}.</source>
        <translation>Eine Gruppe hat {low} bis {high} Teilnehmer, nicht {value}.</translation>
    </message>
    <message>
        <source>From each pool {low} to {high} entrants can go on (at most the pool size), not {value}.</source>
        <translation>Aus jeder Gruppe können {low} bis {high} Teilnehmer weiterkommen (höchstens die Gruppengröße), nicht {value}.</translation>
    </message>
    <message>
        <source>The number of tables must be a whole number from {low} to {high}, not {value}.</source>
        <translation>Die Zahl der Tische muss eine ganze Zahl von {low} bis {high} sein, nicht {value}.</translation>
    </message>
    <message>
        <source>The number of events that count must be a whole number from {low} to {high}, not {value}.</source>
        <translation>Die Zahl der zählenden Veranstaltungen muss eine ganze Zahl von {low} bis {high} sein, nicht {value}.</translation>
    </message>
    <message>
        <source>The least number of games must be a whole number from {low} to {high}, not {value}.</source>
        <translation>Die Mindestzahl an Spielen muss eine ganze Zahl von {low} bis {high} sein, nicht {value}.</translation>
    </message>
</context>
<context>
    <name>league.match_games</name>
    <message>
        <source>Game {game}: there is no player called &apos;{name}&apos;</source>
        <translation>Partie {game}: Es gibt keinen Spieler namens „{name}“</translation>
    </message>
    <message>
        <source>Game {game}: &apos;{name}&apos; is not one of the match&apos;s players</source>
        <translation>Partie {game}: „{name}“ gehört nicht zu den Spielern des Spiels</translation>
    </message>
    <message>
        <source>Game {game}: &apos;{name}&apos; needs a score as a number, got {score!r}</source>
        <translation>Partie {game}: „{name}“ braucht Punkte als Zahl, erhalten: {score!r}</translation>
    </message>
    <message>
        <source>Game {game} has no scores (every player is marked absent)</source>
        <translation>Partie {game} hat keine Punkte (jeder Spieler ist als nicht dabei markiert)</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has no score in any game: give a score or take the player out of the match</source>
        <translation>„{name}“ hat in keiner Partie Punkte: Geben Sie Punkte an oder nehmen Sie den Spieler aus dem Spiel</translation>
    </message>
    <message>
        <source>player {id}</source>
        <translation>Spieler {id}</translation>
    </message>
</context>
<context>
    <name>league.matches</name>
    <message>
        <source>Record match</source>
        <translation>Spiel eintragen</translation>
    </message>
    <message>
        <source>Record match #{id}</source>
        <translation>Spiel Nr. {id} eintragen</translation>
    </message>
    <message>
        <source>The event belongs to another leaderboard</source>
        <translation>Die Veranstaltung gehört zu einer anderen Rangliste</translation>
    </message>
    <message>
        <source>Edit match #{id}</source>
        <translation>Spiel Nr. {id} bearbeiten</translation>
    </message>
    <message>
        <source>Delete match #{id}</source>
        <translation>Spiel Nr. {id} löschen</translation>
    </message>
    <message>
        <source>Restore match #{id}</source>
        <translation>Spiel Nr. {id} wiederherstellen</translation>
    </message>
    <message>
        <source>There is no match with id {id}</source>
        <translation>Es gibt kein Spiel mit der Nummer {id}</translation>
    </message>
    <message>
        <source>Side {side}: there is no player called &apos;{name}&apos;</source>
        <translation>Seite {side}: Es gibt keinen Spieler namens „{name}“</translation>
    </message>
    <message>
        <source>A match needs at least two sides (got {count})</source>
        <translation>Ein Spiel braucht mindestens zwei Seiten (erhalten: {count})</translation>
    </message>
    <message>
        <source>Side {side} has no players</source>
        <translation>Seite {side} hat keine Spieler</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is listed twice on the same side; a player can play only once in a match</source>
        <translation>„{name}“ steht zweimal auf derselben Seite; ein Spieler kann in einem Spiel nur einmal spielen</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is listed on sides {first} and {second}; a player can play only once in a match</source>
        <translation>„{name}“ steht auf den Seiten {first} und {second}; ein Spieler kann in einem Spiel nur einmal spielen</translation>
    </message>
    <message numerus="yes">
        <source>Unknown player id(s): {ids}</source>
        <translation>
            <numerusform>Unbekannte Spielernummer: {ids}</numerusform>
            <numerusform>Unbekannte Spielernummern: {ids}</numerusform>
        </translation>
    </message>
    <message>
        <source>A match can have at most {most:,} sides and {most:,} players; this one has {sides:,} sides and {players:,} players.</source>
        <translation>Ein Spiel kann höchstens {most:,} Seiten und {most:,} Spieler haben; dieses hat {sides:,} Seiten und {players:,} Spieler.</translation>
    </message>
</context>
<context>
    <name>league.merging</name>
    <message numerus="yes">
        <source>Look-alike names need a choice before merging (%n pair(s); nothing was changed): {pairs}. Say --same &quot;OTHER=HERE&quot; when they are one person, --different &quot;OTHER&quot; when they are two.</source>
        <translation>
            <numerusform>Ähnliche Namen brauchen vor dem Zusammenführen eine Entscheidung (%n Paar; nichts wurde geändert): {pairs}. Geben Sie --same &quot;OTHER=HERE&quot; an, wenn es eine Person ist, --different &quot;OTHER&quot;, wenn es zwei sind.</numerusform>
            <numerusform>Ähnliche Namen brauchen vor dem Zusammenführen eine Entscheidung (%n Paare; nichts wurde geändert): {pairs}. Geben Sie --same &quot;OTHER=HERE&quot; an, wenn es eine Person ist, --different &quot;OTHER&quot;, wenn es zwei sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a pair of names: write the other file&apos;s name and this club&apos;s, with &apos;=&apos; between them (--same &quot;Elodie Martin=Élodie Martin&quot;).</source>
        <translation>„{text}“ ist kein Namenspaar: Schreiben Sie den Namen der anderen Datei und den dieses Vereins mit „=“ dazwischen (--same &quot;Elodie Martin=Élodie Martin&quot;).</translation>
    </message>
    <message>
        <source>&apos;{choice}&apos; names no look-alike pair: the two files have no look-alike names.</source>
        <translation>„{choice}“ nennt kein Paar ähnlicher Namen: Die beiden Dateien haben keine ähnlichen Namen.</translation>
    </message>
    <message>
        <source>&apos;{choice}&apos; names no look-alike pair; the look-alike names are: {pairs}.</source>
        <translation>„{choice}“ nennt kein Paar ähnlicher Namen; die ähnlichen Namen sind: {pairs}.</translation>
    </message>
    <message>
        <source>&apos;{first}&apos; and &apos;{second}&apos; of the other file can&apos;t both be &apos;{here}&apos; of this club; say --different for one of them.</source>
        <translation>„{first}“ und „{second}“ der anderen Datei können nicht beide „{here}“ dieses Vereins sein; geben Sie für einen davon --different an.</translation>
    </message>
    <message>
        <source>{file} holds a result no club could have recorded (match {id} of {moment}: its sides, placings, scores or players are not valid); it may have been changed outside the app. Nothing was changed.</source>
        <translation>{file} enthält ein Ergebnis, das kein Verein so erfasst haben kann (Spiel {id} vom {moment}: Seiten, Platzierungen, Punkte oder Spieler sind ungültig); die Datei wurde vielleicht außerhalb der App geändert. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The leaderboard &apos;{name}&apos; rates with {other} in the other file and with {here} here, and &apos;{beside}&apos; is taken by another system too; rename one of them before merging.</source>
        <translation>Die Rangliste „{name}“ wertet in der anderen Datei mit {other} und hier mit {here}, und „{beside}“ gehört ebenfalls einem anderen System; benennen Sie vor dem Zusammenführen eine davon um.</translation>
    </message>
    <message>
        <source>The other file&apos;s leaderboards &apos;{first}&apos; and &apos;{second}&apos; would both become &apos;{name}&apos; here; rename one of them before merging.</source>
        <translation>Die Ranglisten „{first}“ und „{second}“ der anderen Datei würden hier beide zu „{name}“; benennen Sie vor dem Zusammenführen eine davon um.</translation>
    </message>
</context>
<context>
    <name>league.names</name>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>The {what} contains an invisible control character (U+{code:04X}); remove it.</source>
        <translation>Der {what} enthält ein unsichtbares Steuerzeichen (U+{code:04X}); entfernen Sie es.</translation>
    </message>
    <message>
        <source>The {what} is made only of invisible characters; type a name people can read.</source>
        <translation>Der {what} besteht nur aus unsichtbaren Zeichen; geben Sie einen lesbaren Namen ein.</translation>
    </message>
    <message>
        <source>The {what} cannot be empty.</source>
        <translation>Der {what} darf nicht leer sein.</translation>
    </message>
    <message>
        <source>The {what} is too long ({length:,} characters; at most {most}).</source>
        <translation>Der {what} ist zu lang ({length:,} Zeichen; höchstens {most}).</translation>
    </message>
    <message>
        <source>write &quot;{better}&quot; instead</source>
        <translation>schreiben Sie stattdessen „{better}“</translation>
    </message>
    <message>
        <source>leave the commas out</source>
        <translation>lassen Sie die Kommas weg</translation>
    </message>
    <message>
        <source>player&apos;s name</source>
        <translation>Spielername</translation>
    </message>
    <message>
        <source>A player&apos;s name can&apos;t contain a comma (the match form separates players with commas): &quot;{name}&quot; — {advice}.</source>
        <translation>Ein Spielername darf kein Komma enthalten (das Spielformular trennt Spieler durch Kommas): „{name}“ — {advice}.</translation>
    </message>
    <message>
        <source>team&apos;s name</source>
        <translation>Teamname</translation>
    </message>
    <message>
        <source>event&apos;s name</source>
        <translation>Veranstaltungsname</translation>
    </message>
    <message>
        <source>table&apos;s name</source>
        <translation>Tischname</translation>
    </message>
    <message>
        <source>A team&apos;s name can&apos;t contain a comma (lists of players and rosters are separated by commas): &quot;{name}&quot; — {advice}.</source>
        <translation>Ein Teamname darf kein Komma enthalten (Spielerlisten und feste Besetzungen werden durch Kommas getrennt): „{name}“ — {advice}.</translation>
    </message>
    <message>
        <source>club</source>
        <translation>Verein</translation>
    </message>
</context>
<context>
    <name>league.night.checkin</name>
    <message>
        <source>Unknown attendance {status!r} (known: {known}).</source>
        <translation>Unbekannter Anwesenheitsstatus {status!r} (bekannt: {known}).</translation>
    </message>
    <message>
        <source>{name}: {status}</source>
        <translation>{name}: {status}</translation>
    </message>
    <message>
        <source>Check in {name}</source>
        <translation>{name} einchecken</translation>
    </message>
    <message>
        <source>{name} away for a while</source>
        <translation>{name} kurz weg</translation>
    </message>
    <message>
        <source>{name} gone for the night</source>
        <translation>{name} für heute gegangen</translation>
    </message>
    <message>
        <source>{name} has been drawn tonight; mark them away or gone instead.</source>
        <translation>{name} wurde heute Abend schon ausgelost; markieren Sie die Person stattdessen als „Kurz weg“ oder „Für heute gegangen“.</translation>
    </message>
    <message>
        <source>Take back the check-in of {name}</source>
        <translation>Check-in von {name} zurücknehmen</translation>
    </message>
    <message>
        <source>Add {name} and check in</source>
        <translation>{name} anlegen und einchecken</translation>
    </message>
    <message>
        <source>Draw mode {mode}</source>
        <translation>Auslosungsart {mode}</translation>
    </message>
</context>
<context>
    <name>league.night.draw</name>
    <message>
        <source>A DYP round needs at least {needed} players present (there are {count}).</source>
        <translation>Eine DYP-Runde braucht mindestens {needed} anwesende Spieler (es sind {count}).</translation>
    </message>
    <message>
        <source>A rotating partners round needs at least {needed} players present (there are {count}).</source>
        <translation>Eine Runde mit wechselnden Partnern braucht mindestens {needed} anwesende Spieler (es sind {count}).</translation>
    </message>
    <message>
        <source>A Swiss round needs at least {needed} players present (there are {count}).</source>
        <translation>Eine Runde im Schweizer System braucht mindestens {needed} anwesende Spieler (es sind {count}).</translation>
    </message>
    <message>
        <source>A round robin round needs at least {needed} players present (there are {count}).</source>
        <translation>Eine Runde im Rundenturnier braucht mindestens {needed} anwesende Spieler (es sind {count}).</translation>
    </message>
    <message>
        <source>Unknown draw mode {mode!r} (known: {known}).</source>
        <translation>Unbekannter Losmodus {mode!r} (bekannt: {known}).</translation>
    </message>
    <message>
        <source>A player is listed twice among those present.</source>
        <translation>Ein Spieler steht zweimal unter den Anwesenden.</translation>
    </message>
    <message>
        <source>A DYP round needs at least 2 pairs playing (there are {count}).</source>
        <translation>Eine DYP-Runde braucht mindestens 2 spielende Paare (es sind {count}).</translation>
    </message>
</context>
<context>
    <name>league.night.dyp</name>
    <message>
        <source>{name} has no partner yet (the next late arrival will be)</source>
        <translation>{name} hat noch keinen Partner (der nächste Nachzügler wird es)</translation>
    </message>
    <message>
        <source>{name}&apos;s partner {mate} sits out</source>
        <translation>{mate}, Partner von {name}, setzt aus</translation>
    </message>
    <message>
        <source>{name}&apos;s partner {mate} is not here</source>
        <translation>{mate}, Partner von {name}, ist nicht da</translation>
    </message>
    <message>
        <source>{first} and {second} play together this round only: {reasons}.</source>
        <translation>{first} und {second} spielen nur in dieser Runde zusammen: {reasons}.</translation>
    </message>
</context>
<context>
    <name>league.night.reading</name>
    <message>
        <source>There is no round {number} in this event.</source>
        <translation>In dieser Veranstaltung gibt es keine Runde {number}.</translation>
    </message>
    <message>
        <source>There is no drawn round with id {id}.</source>
        <translation>Es gibt keine ausgeloste Runde mit der Nummer {id}.</translation>
    </message>
    <message>
        <source>There is no table with id {id}.</source>
        <translation>Es gibt keinen Tisch mit der Nummer {id}.</translation>
    </message>
    <message>
        <source>There is no drawn match with id {id}.</source>
        <translation>Es gibt kein ausgelostes Spiel mit der Nummer {id}.</translation>
    </message>
</context>
<context>
    <name>league.night.results</name>
    <message>
        <source>waiting for a table</source>
        <translation>noch ohne Tisch</translation>
    </message>
    <message>
        <source>being played</source>
        <translation>gerade im Gange</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>Only a called match can start (this one is {status}).</source>
        <translation>Nur ein aufgerufenes Spiel kann beginnen (dieses ist {status}).</translation>
    </message>
    <message>
        <source>Start match</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>This match is {status}; only a match on a table can get a result.</source>
        <translation>Dieses Spiel ist {status}; nur ein Spiel an einem Tisch kann ein Ergebnis bekommen.</translation>
    </message>
    <message>
        <source>The match has {sides} sides but {count} placements were given.</source>
        <translation>Das Spiel hat {sides} Seiten, aber es wurden {count} Platzierungen angegeben.</translation>
    </message>
    <message>
        <source>The match has {sides} sides but {count} scores were given.</source>
        <translation>Das Spiel hat {sides} Seiten, aber es wurden {count} Punktwerte angegeben.</translation>
    </message>
    <message>
        <source>Save result</source>
        <translation>Ergebnis speichern</translation>
    </message>
    <message>
        <source>Save result of match #{id}</source>
        <translation>Ergebnis von Spiel Nr. {id} speichern</translation>
    </message>
</context>
<context>
    <name>league.night.round_steps</name>
    <message numerus="yes">
        <source>Unknown player(s): {names}.</source>
        <translation>
            <numerusform>Unbekannter Spieler: {names}.</numerusform>
            <numerusform>Unbekannte Spieler: {names}.</numerusform>
        </translation>
    </message>
    <message>
        <source>A player is listed twice.</source>
        <translation>Ein Spieler steht zweimal in der Liste.</translation>
    </message>
    <message>
        <source>Round {number} has not been started yet; start it or discard it first.</source>
        <translation>Runde {number} wurde noch nicht gestartet; starten oder verwerfen Sie sie zuerst.</translation>
    </message>
    <message>
        <source>Draw next round</source>
        <translation>Nächste Runde auslosen</translation>
    </message>
    <message>
        <source>Round {number} has started; its matches are in the queue.</source>
        <translation>Runde {number} hat begonnen; ihre Spiele sind in der Warteschlange.</translation>
    </message>
    <message>
        <source>Discard round {number}</source>
        <translation>Runde {number} verwerfen</translation>
    </message>
    <message>
        <source>Round {number} has started; players can only be swapped before the start.</source>
        <translation>Runde {number} hat begonnen; Spieler können nur vor dem Start getauscht werden.</translation>
    </message>
    <message>
        <source>{name} is not in round {number}.</source>
        <translation>{name} ist nicht in Runde {number}.</translation>
    </message>
    <message>
        <source>Swap {first} and {second}</source>
        <translation>{first} und {second} tauschen</translation>
    </message>
    <message>
        <source>Round {number} has already started.</source>
        <translation>Runde {number} hat bereits begonnen.</translation>
    </message>
    <message>
        <source>Start round {number}</source>
        <translation>Runde {number} starten</translation>
    </message>
</context>
<context>
    <name>league.night.tables_queue</name>
    <message>
        <source>There is already a table called &apos;{name}&apos;.</source>
        <translation>Es gibt bereits einen Tisch namens „{name}“.</translation>
    </message>
    <message>
        <source>Add table {name}</source>
        <translation>Tisch {name} hinzufügen</translation>
    </message>
    <message>
        <source>Tables of {name}</source>
        <translation>Tische von {name}</translation>
    </message>
    <message>
        <source>Rename table to {name}</source>
        <translation>Tisch in {name} umbenennen</translation>
    </message>
    <message>
        <source>Use table</source>
        <translation>Tisch in Betrieb nehmen</translation>
    </message>
    <message>
        <source>Put table aside</source>
        <translation>Tisch außer Betrieb nehmen</translation>
    </message>
    <message>
        <source>Move table</source>
        <translation>Tisch verschieben</translation>
    </message>
    <message>
        <source>Call matches to tables</source>
        <translation>Spiele an die Tische rufen</translation>
    </message>
</context>
<context>
    <name>league.planning.brackets</name>
    <message>
        <source>Unknown seed list format {form!r} (known: csv, list).</source>
        <translation>Unbekanntes Format der Setzliste {form!r} (bekannt: csv, list).</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>{path} kann nicht geschrieben werden: {reason}.</translation>
    </message>
</context>
<context>
    <name>league.planning.entrants</name>
    <message>
        <source>Team &apos;{name}&apos; has no members.</source>
        <translation>Das Team „{name}“ hat keine Mitglieder.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is listed twice.</source>
        <translation>„{name}“ steht zweimal in der Liste.</translation>
    </message>
    <message>
        <source>There is no player or team called &apos;{name}&apos;.</source>
        <translation>Es gibt keinen Spieler und kein Team namens „{name}“.</translation>
    </message>
    <message>
        <source>--top needs at least 1 entrant, got {count}</source>
        <translation>--top braucht mindestens 1 Teilnehmer, erhalten: {count}</translation>
    </message>
    <message>
        <source>The leaderboard has only {rated} rated players, fewer than the {count} asked for.</source>
        <translation>Die Rangliste hat nur {rated} gewertete Spieler, weniger als die verlangten {count}.</translation>
    </message>
</context>
<context>
    <name>league.planning.groupings</name>
    <message>
        <source>A split needs at least 2 teams, got {teams}.</source>
        <translation>Eine Aufteilung braucht mindestens 2 Teams, erhalten: {teams}.</translation>
    </message>
    <message>
        <source>{players} players cannot make {teams} teams</source>
        <translation>{players} Spieler ergeben keine {teams} Teams</translation>
    </message>
    <message>
        <source>A team needs at least 1 player, got a team size of {size}.</source>
        <translation>Ein Team braucht mindestens 1 Spieler, erhalten: Teamgröße {size}.</translation>
    </message>
    <message>
        <source>{players} players do not make {teams} teams of {size} (that takes {needed})</source>
        <translation>{players} Spieler ergeben keine {teams} Teams zu je {size} (dafür braucht es {needed})</translation>
    </message>
    <message>
        <source>A pair must name two different players of the room, got {pair}.</source>
        <translation>Ein Paar muss zwei verschiedene Spieler im Raum nennen, erhalten: {pair}.</translation>
    </message>
    <message>
        <source>A pair is to be kept both together and apart.</source>
        <translation>Ein Paar soll zugleich zusammen und getrennt bleiben.</translation>
    </message>
    <message>
        <source>Players kept together ({together}) do not fit a team of {size}.</source>
        <translation>Die zusammen gehaltenen Spieler ({together}) passen nicht in ein Team mit {size}.</translation>
    </message>
    <message>
        <source>No split keeps every pair apart and together as asked.</source>
        <translation>Keine Aufteilung hält jedes Paar wie gewünscht getrennt bzw. zusammen.</translation>
    </message>
    <message>
        <source>Could not find a split that keeps every pair apart and together as asked.</source>
        <translation>Es wurde keine Aufteilung gefunden, die jedes Paar wie gewünscht getrennt bzw. zusammen hält.</translation>
    </message>
    <message>
        <source>With an odd count someone must sit out, but nobody may.</source>
        <translation>Bei ungerader Zahl muss jemand aussetzen, aber niemand darf.</translation>
    </message>
</context>
<context>
    <name>league.planning.matchmaking</name>
    <message>
        <source>The chance window must satisfy 0 &lt;= low &lt;= high &lt;= 1, got {low:g}..{high:g}.</source>
        <translation>Das Chancenfenster muss 0 &lt;= low &lt;= high &lt;= 1 erfüllen, erhalten: {low:g}..{high:g}.</translation>
    </message>
    <message>
        <source>A player is listed twice among those waiting.</source>
        <translation>Ein Spieler steht zweimal unter den Wartenden.</translation>
    </message>
    <message>
        <source>Pairing needs at least 2 players waiting.</source>
        <translation>Eine Paarung braucht mindestens 2 wartende Spieler.</translation>
    </message>
</context>
<context>
    <name>league.planning.predictions</name>
    <message>
        <source>A prediction needs at least two sides (got {count}).</source>
        <translation>Eine Vorhersage braucht mindestens zwei Seiten (erhalten: {count}).</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is on sides {first} and {second}; a player can play only once</source>
        <translation>„{name}“ steht auf den Seiten {first} und {second}; ein Spieler kann nur einmal spielen</translation>
    </message>
    <message>
        <source>Side {number} has no players.</source>
        <translation>Seite {number} hat keine Spieler.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is listed twice on side {number}</source>
        <translation>„{name}“ steht zweimal auf Seite {number}</translation>
    </message>
    <message>
        <source>There is no player called &apos;{name}&apos;.</source>
        <translation>Es gibt keinen Spieler namens „{name}“.</translation>
    </message>
</context>
<context>
    <name>league.planning.seeding</name>
    <message>
        <source>A bracket needs at least 2 entrants, got {entrants}.</source>
        <translation>Ein Turnierbaum braucht mindestens 2 Teilnehmer, erhalten: {entrants}.</translation>
    </message>
    <message>
        <source>A bracket&apos;s size must be a power of two, got {size}.</source>
        <translation>Die Größe eines Turnierbaums muss eine Zweierpotenz sein, erhalten: {size}.</translation>
    </message>
    <message>
        <source>The most places a seed may move cannot be negative, got {max_places}.</source>
        <translation>Die Zahl der Plätze, um die ein Setzplatz höchstens verschoben werden darf, kann nicht negativ sein, erhalten: {max_places}.</translation>
    </message>
    <message>
        <source>A pool needs room for at least 2 entrants, got {size}.</source>
        <translation>Eine Gruppe braucht Platz für mindestens 2 Teilnehmer, erhalten: {size}.</translation>
    </message>
    <message>
        <source>The number of pools must be at least 1, got {pools}.</source>
        <translation>Die Zahl der Gruppen muss mindestens 1 sein, erhalten: {pools}.</translation>
    </message>
    <message>
        <source>A player is listed twice.</source>
        <translation>Ein Spieler steht zweimal in der Liste.</translation>
    </message>
    <message>
        <source>No pairing of the {count} players without a rematch was found within the search limit.</source>
        <translation>Innerhalb der Suchgrenze wurde keine Paarung der {count} Spieler ohne Wiederholungsspiel gefunden.</translation>
    </message>
    <message>
        <source>Every possible pairing of the {count} players repeats a game already played; the Swiss has run its course.</source>
        <translation>Jede mögliche Paarung der {count} Spieler wiederholt ein bereits gespieltes Spiel; das Schweizer System ist ausgeschöpft.</translation>
    </message>
</context>
<context>
    <name>league.planning.swiss</name>
    <message>
        <source>A Swiss round needs at least 2 players.</source>
        <translation>Eine Runde im Schweizer System braucht mindestens 2 Spieler.</translation>
    </message>
</context>
<context>
    <name>league.planning.team_balance</name>
    <message>
        <source>&apos;{name}&apos; is listed twice</source>
        <translation>„{name}“ steht zweimal in der Liste</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is in a pair but not among the players present</source>
        <translation>„{name}“ ist in einem Paar, aber nicht unter den anwesenden Spielern</translation>
    </message>
    <message>
        <source>A pair needs two different players, got &apos;{name}&apos; twice.</source>
        <translation>Ein Paar braucht zwei verschiedene Spieler, erhalten: zweimal „{name}“.</translation>
    </message>
</context>
<context>
    <name>league.planning.values</name>
    <message>
        <source>Conservative estimate (μ − kσ)</source>
        <translation>Konservative Schätzung (μ − kσ)</translation>
    </message>
    <message>
        <source>Skill estimate μ</source>
        <translation>Geschätzte Stärke μ</translation>
    </message>
    <message>
        <source>Displayed rating</source>
        <translation>Angezeigte Wertung</translation>
    </message>
    <message>
        <source>Unknown seeding key {key!r} (known: {known}).</source>
        <translation>Unbekanntes Setzkriterium {key!r} (bekannt: {known}).</translation>
    </message>
    <message>
        <source>best of all {count} possible splits</source>
        <translation>die beste aller {count} möglichen Aufteilungen</translation>
    </message>
    <message>
        <source>heuristic (too many splits to try all): team totals differ by at most {bound:.2f}, the gap between the strongest and weakest player</source>
        <translation>Heuristik (zu viele Aufteilungen, um alle zu prüfen): Die Teamsummen unterscheiden sich höchstens um {bound:.2f}, den Abstand zwischen stärkstem und schwächstem Spieler</translation>
    </message>
    <message>
        <source>heuristic (too many splits to try all)</source>
        <translation>Heuristik (zu viele Aufteilungen, um alle zu prüfen)</translation>
    </message>
</context>
<context>
    <name>league.players</name>
    <message>
        <source>Add player {name}</source>
        <translation>Spieler {name} hinzufügen</translation>
    </message>
    <message>
        <source>Rename {old} to {new}</source>
        <translation>{old} in {new} umbenennen</translation>
    </message>
    <message>
        <source>Set club of {name}</source>
        <translation>Verein von {name} festlegen</translation>
    </message>
    <message>
        <source>Archive {name}</source>
        <translation>{name} archivieren</translation>
    </message>
    <message>
        <source>Bring back {name}</source>
        <translation>{name} zurückholen</translation>
    </message>
    <message>
        <source>Delete player {name}</source>
        <translation>Spieler {name} löschen</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has played matches; archive the player instead</source>
        <translation>„{name}“ hat Spiele gespielt; archivieren Sie den Spieler stattdessen</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; plays in imported event logs; archive the player instead</source>
        <translation>„{name}“ spielt in importierten Ereignisprotokollen; archivieren Sie den Spieler stattdessen</translation>
    </message>
    <message>
        <source>Restore player {name}</source>
        <translation>Spieler {name} wiederherstellen</translation>
    </message>
    <message>
        <source>Cannot merge a player with themself</source>
        <translation>Ein Spieler kann nicht mit sich selbst zusammengeführt werden</translation>
    </message>
    <message>
        <source>Merge {gone} into {kept}</source>
        <translation>{gone} mit {kept} zusammenführen</translation>
    </message>
    <message>
        <source>Cannot merge &apos;{gone}&apos; into &apos;{keep}&apos;: both played in match {match}</source>
        <translation>„{gone}“ kann nicht mit „{keep}“ zusammengeführt werden: Beide haben in Spiel {match} gespielt</translation>
    </message>
    <message>
        <source>There is no player with id {id}</source>
        <translation>Es gibt keinen Spieler mit der Nummer {id}</translation>
    </message>
</context>
<context>
    <name>league.players_csv</name>
    <message>
        <source>player&apos;s club</source>
        <translation>Verein des Spielers</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is already on line {line}.</source>
        <translation>„{name}“ steht bereits in Zeile {line}.</translation>
    </message>
    <message>
        <source>Import players from {name}</source>
        <translation>Spieler aus {name} importieren</translation>
    </message>
</context>
<context>
    <name>league.rating</name>
    <message>
        <source>The database refused the change: {reason}</source>
        <translation>Die Datenbank hat die Änderung abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Neu berechnen</translation>
    </message>
</context>
<context>
    <name>league.replay_load</name>
    <message>
        <source>Match {id} has {sides} sides but {ranks} ranks.</source>
        <translation>Spiel {id} hat {sides} Seiten, aber {ranks} Platzierungen.</translation>
    </message>
</context>
<context>
    <name>league.result_ids</name>
    <message>
        <source>&apos;{cell}&apos; is not a result id (a club id, a dash and a whole number, as an export writes it: e.g. k3f9q2m4p8t6v5w1-12).</source>
        <translation>„{cell}“ ist keine Ergebnis-ID (eine Vereins-ID, ein Bindestrich und eine ganze Zahl, wie ein Export sie schreibt: z. B. k3f9q2m4p8t6v5w1-12).</translation>
    </message>
</context>
<context>
    <name>league.result_rule</name>
    <message>
        <source>side {number}</source>
        <translation>Seite {number}</translation>
    </message>
    <message>
        <source>The score of {side} is not a number: {value}.</source>
        <translation>Die Punkte von {side} sind keine Zahl: {value}.</translation>
    </message>
    <message>
        <source>The score of {side} must be a finite number, not {value}.</source>
        <translation>Die Punkte von {side} müssen eine endliche Zahl sein, nicht {value}.</translation>
    </message>
    <message>
        <source>The score of {side} can&apos;t be negative ({value}).</source>
        <translation>Die Punkte von {side} dürfen nicht negativ sein ({value}).</translation>
    </message>
    <message>
        <source>The score of {side} is {value}; a score is at most {most:,}.</source>
        <translation>Die Punkte von {side} sind {value}; höchstens {most:,} sind möglich.</translation>
    </message>
    <message>
        <source>{places} places but {scores} scores were given; give one of each per side.</source>
        <translation>{places} Platzierungen, aber {scores} Punktwerte wurden angegeben; geben Sie je Seite eins von beiden an.</translation>
    </message>
    <message>
        <source>There is no result yet: enter the score, or choose who won.</source>
        <translation>Es gibt noch kein Ergebnis: Geben Sie die Punkte ein oder wählen Sie, wer gewonnen hat.</translation>
    </message>
    <message>
        <source>A result needs at least two sides (got {count}).</source>
        <translation>Ein Ergebnis braucht mindestens zwei Seiten (erhalten: {count}).</translation>
    </message>
    <message>
        <source>Enter the score of {side} too, or leave every score empty.</source>
        <translation>Geben Sie auch die Punkte von {side} ein oder lassen Sie alle Punktfelder leer.</translation>
    </message>
    <message>
        <source>Give {side} a place too, or leave every place empty (the score then decides).</source>
        <translation>Geben Sie auch {side} einen Platz oder lassen Sie alle Plätze leer (dann entscheiden die Punkte).</translation>
    </message>
    <message>
        <source>The place of {side} must be a whole number from 1 (the best), not {rank}.</source>
        <translation>Der Platz von {side} muss eine ganze Zahl ab 1 (der beste) sein, nicht {rank}.</translation>
    </message>
    <message>
        <source>By the scores {higher} ({high}) is ahead of {lower} ({low}), but the places say otherwise: correct the scores or the places.</source>
        <translation>Nach den Punkten liegt {higher} ({high}) vor {lower} ({low}), die Plätze sagen aber etwas anderes: Korrigieren Sie die Punkte oder die Plätze.</translation>
    </message>
    <message>
        <source>The score {high}–{low} says {higher} won, but the result given is a draw: correct the score, or choose who won.</source>
        <translation>Nach dem Stand {high}–{low} hat {higher} gewonnen, angegeben ist aber ein Unentschieden: Korrigieren Sie die Punkte oder wählen Sie, wer gewonnen hat.</translation>
    </message>
    <message>
        <source>The score {high}–{low} says {higher} won, but {lower} is given as the winner: correct the score, or choose who won.</source>
        <translation>Nach dem Stand {high}–{low} hat {higher} gewonnen, als Sieger ist aber {lower} angegeben: Korrigieren Sie die Punkte oder wählen Sie, wer gewonnen hat.</translation>
    </message>
    <message>
        <source>The score is level ({score}) and a knockout match can&apos;t end in a draw: choose who won the tiebreak.</source>
        <translation>Der Stand ist ausgeglichen ({score}), und ein K.-o.-Spiel kann nicht unentschieden enden: Wählen Sie, wer den Entscheid gewonnen hat.</translation>
    </message>
    <message>
        <source>A knockout match can&apos;t end in a draw: choose who won.</source>
        <translation>Ein K.-o.-Spiel kann nicht unentschieden enden: Wählen Sie, wer gewonnen hat.</translation>
    </message>
</context>
<context>
    <name>league.seasons</name>
    <message>
        <source>The points scale is too long ({count:,} places; at most {most:,}).</source>
        <translation>Die Punkteskala ist zu lang ({count:,} Plätze; höchstens {most:,}).</translation>
    </message>
    <message>
        <source>The points for {place} place are missing: separate the numbers by single commas.</source>
        <translation>Die Punkte für den {place} Platz fehlen: Trennen Sie die Zahlen durch einzelne Kommas.</translation>
    </message>
    <message>
        <source>The points for {place} place (&apos;{value}&apos;) are not a number.</source>
        <translation>Die Punkte für den {place} Platz („{value}“) sind keine Zahl.</translation>
    </message>
    <message>
        <source>The points for {place} place must be a finite number.</source>
        <translation>Die Punkte für den {place} Platz müssen eine endliche Zahl sein.</translation>
    </message>
    <message>
        <source>The points for {place} place cannot be negative ({value}).</source>
        <translation>Die Punkte für den {place} Platz dürfen nicht negativ sein ({value}).</translation>
    </message>
    <message>
        <source>The points scale is empty: give the points for 1st, 2nd, 3rd... place, e.g. 25,18,15.</source>
        <translation>Die Punkteskala ist leer: Geben Sie die Punkte für Platz 1, 2, 3 … an, z. B. 25,18,15.</translation>
    </message>
    <message>
        <source>{rank}th</source>
        <extracomment>Translators: a placement such as 4th, 11th (German &quot;{rank}.&quot;)</extracomment>
        <translation>{rank}.</translation>
    </message>
    <message>
        <source>{rank}st</source>
        <comment>first place</comment>
        <extracomment>Translators: first place alone (French &quot;1er&quot;, where 21st is &quot;21e&quot;)</extracomment>
        <translation>{rank}.</translation>
    </message>
    <message>
        <source>{rank}st</source>
        <extracomment>Translators: a placement such as 21st, 31st</extracomment>
        <translation>{rank}.</translation>
    </message>
    <message>
        <source>{rank}nd</source>
        <extracomment>Translators: a placement such as 2nd, 22nd</extracomment>
        <translation>{rank}.</translation>
    </message>
    <message>
        <source>{rank}rd</source>
        <extracomment>Translators: a placement such as 3rd, 23rd</extracomment>
        <translation>{rank}.</translation>
    </message>
    <message>
        <source>The points for {place} place are more than {most:,} ({value:g}).</source>
        <translation>Die Punkte für den {place} Platz sind mehr als {most:,} ({value:g}).</translation>
    </message>
    <message>
        <source>The season&apos;s start date &apos;{date}&apos; is not a date (expected YYYY-MM-DD, e.g. 2024-03-15).</source>
        <translation>Das Startdatum der Saison „{date}“ ist kein Datum (erwartet JJJJ-MM-TT, z. B. 2024-03-15).</translation>
    </message>
    <message>
        <source>The season&apos;s end date &apos;{date}&apos; is not a date (expected YYYY-MM-DD, e.g. 2024-03-15).</source>
        <translation>Das Enddatum der Saison „{date}“ ist kein Datum (erwartet JJJJ-MM-TT, z. B. 2024-03-15).</translation>
    </message>
    <message>
        <source>season&apos;s name</source>
        <translation>Saisonname</translation>
    </message>
    <message>
        <source>The season starts on {first}, after it ends on {last}: the start must come first.</source>
        <translation>Die Saison beginnt am {first}, nach ihrem Ende am {last}: Der Beginn muss zuerst kommen.</translation>
    </message>
    <message>
        <source>New season {name}</source>
        <translation>Neue Saison {name}</translation>
    </message>
    <message>
        <source>Change season {name}</source>
        <translation>Saison {name} ändern</translation>
    </message>
    <message>
        <source>Delete season {name}</source>
        <translation>Saison {name} löschen</translation>
    </message>
    <message>
        <source>There is no season with id {id}.</source>
        <translation>Es gibt keine Saison mit der Nummer {id}.</translation>
    </message>
    <message>
        <source>There is no season called &apos;{name}&apos; (there are: {known}).</source>
        <translation>Es gibt keine Saison namens „{name}“ (vorhanden: {known}).</translation>
    </message>
    <message>
        <source>There is no season called &apos;{name}&apos; (there are none yet).</source>
        <translation>Es gibt keine Saison namens „{name}“ (noch gibt es keine).</translation>
    </message>
</context>
<context>
    <name>league.teams</name>
    <message>
        <source>New team {name}</source>
        <translation>Neues Team {name}</translation>
    </message>
    <message>
        <source>Change team {name}</source>
        <translation>Team {name} ändern</translation>
    </message>
    <message>
        <source>Change team</source>
        <translation>Team ändern</translation>
    </message>
    <message>
        <source>Archive team</source>
        <translation>Team archivieren</translation>
    </message>
    <message>
        <source>Bring back team</source>
        <translation>Team zurückholen</translation>
    </message>
    <message>
        <source>Team &apos;{name}&apos; played in recorded matches; archive it instead</source>
        <translation>Das Team „{name}“ hat in erfassten Spielen gespielt; archivieren Sie es stattdessen</translation>
    </message>
    <message>
        <source>Delete team {name}</source>
        <translation>Team {name} löschen</translation>
    </message>
    <message>
        <source>There is no team with id {id}</source>
        <translation>Es gibt kein Team mit der Nummer {id}</translation>
    </message>
</context>
<context>
    <name>league.tournament.club_nights</name>
    <message>
        <source>Next round of {name}</source>
        <translation>Nächste Runde von {name}</translation>
    </message>
    <message numerus="yes">
        <source>Round {number} isn&apos;t finished: %n match(es) still need a result.</source>
        <translation>
            <numerusform>Runde {number} ist nicht beendet: %n Spiel braucht noch ein Ergebnis.</numerusform>
            <numerusform>Runde {number} ist nicht beendet: %n Spiele brauchen noch ein Ergebnis.</numerusform>
        </translation>
    </message>
    <message>
        <source>Match {id} has a result already; change it in the app (Matches).</source>
        <translation>Spiel {id} hat schon ein Ergebnis; ändern Sie es in der App (Spiele).</translation>
    </message>
</context>
<context>
    <name>league.tournament.elimination</name>
    <message>
        <source>A knockout bracket needs at least 2 entrants, and this one has {entrants}.</source>
        <translation>Ein K.-o.-Turnierbaum braucht mindestens 2 Teilnehmer, dieser hat {entrants}.</translation>
    </message>
    <message>
        <source>Two fixtures of the bracket have the same key.</source>
        <translation>Zwei Spiele des Turnierbaums haben denselben Schlüssel.</translation>
    </message>
    <message>
        <source>Seeds count from 1, got {seed}.</source>
        <translation>Setzplätze zählen ab 1, erhalten: {seed}.</translation>
    </message>
    <message>
        <source>A fixture comes from {key}, which is not in the bracket.</source>
        <translation>Ein Spiel geht aus {key} hervor, das nicht im Turnierbaum ist.</translation>
    </message>
    <message>
        <source>The bracket loops through {key}.</source>
        <translation>Der Turnierbaum läuft im Kreis über {key}.</translation>
    </message>
</context>
<context>
    <name>league.tournament.fixtures</name>
    <message>
        <source>The event has no match with id {id}; &apos;event matches&apos; lists them.</source>
        <translation>Die Veranstaltung hat kein Spiel mit der Nummer {id}; „event matches“ listet sie auf.</translation>
    </message>
</context>
<context>
    <name>league.tournament.placements</name>
    <message>
        <source>The format {kind!r} is not a knockout bracket.</source>
        <translation>Das Format {kind!r} ist kein K.-o.-Turnierbaum.</translation>
    </message>
</context>
<context>
    <name>league.tournament.play</name>
    <message>
        <source>&apos;{name}&apos; has already started.</source>
        <translation>„{name}“ hat bereits begonnen.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; needs at least 2 entrants to start, it has {count}; add them with &apos;event entrants&apos;.</source>
        <translation>„{name}“ braucht zum Start mindestens 2 Teilnehmer, hat aber {count}; fügen Sie sie mit „event entrants“ hinzu.</translation>
    </message>
    <message>
        <source>Start {name}</source>
        <translation>{name} starten</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has no rounds to draw: its bracket goes on by itself.</source>
        <translation>„{name}“ hat keine Runden zum Auslosen: Der Turnierbaum geht von selbst weiter.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; hasn&apos;t started yet; &apos;event start&apos; draws round 1.</source>
        <translation>„{name}“ hat noch nicht begonnen; „event start“ lost Runde 1 aus.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has ended; there is no next round.</source>
        <translation>„{name}“ ist beendet; es gibt keine nächste Runde.</translation>
    </message>
    <message>
        <source>All {rounds} rounds of &apos;{name}&apos; have been played.</source>
        <translation>Alle {rounds} Runden von „{name}“ sind gespielt.</translation>
    </message>
    <message>
        <source>Round {number} of {name}</source>
        <translation>Runde {number} von {name}</translation>
    </message>
    <message>
        <source>End {name}: no round {number} without a rematch</source>
        <translation>{name} beenden: keine Runde {number} ohne erneute Begegnung</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is a club night: its standings count as they are, so there is nothing to finish.</source>
        <translation>„{name}“ ist ein Vereinsabend: Sein Zwischenstand zählt so, wie er ist, es gibt also nichts zu beenden.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; hasn&apos;t started, so there is nothing to finish.</source>
        <translation>„{name}“ hat noch nicht begonnen, es gibt also nichts zu beenden.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has ended already.</source>
        <translation>„{name}“ ist bereits beendet.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has results a correction made stale: clear or correct them before finishing it.</source>
        <translation>„{name}“ hat Ergebnisse, die durch eine Korrektur überholt sind: Löschen oder korrigieren Sie sie, bevor Sie die Veranstaltung beenden.</translation>
    </message>
    <message>
        <source>Finish {name} now</source>
        <translation>{name} jetzt beenden</translation>
    </message>
</context>
<context>
    <name>league.tournament.pools</name>
    <message>
        <source>Pools need at least 2 entrants, not {entrants}.</source>
        <translation>Gruppen brauchen mindestens 2 Teilnehmer, nicht {entrants}.</translation>
    </message>
    <message>
        <source>{entrants} entrants can&apos;t be split into pools of at most {size} without leaving one alone; choose a larger pool size.</source>
        <translation>{entrants} Teilnehmer lassen sich nicht in Gruppen zu höchstens {size} aufteilen, ohne dass einer allein bleibt; wählen Sie eine größere Gruppengröße.</translation>
    </message>
    <message>
        <source>At least 1 entrant of each pool must go on to the knockout, not {advance}.</source>
        <translation>Aus jeder Gruppe muss mindestens 1 Teilnehmer in die K.-o.-Runde kommen, nicht {advance}.</translation>
    </message>
    <message>
        <source>{pool} has {count} entrants, so {advance} can&apos;t go on from it.</source>
        <translation>{pool} hat {count} Teilnehmer, daher können nicht {advance} daraus weiterkommen.</translation>
    </message>
    <message>
        <source>A knockout needs at least 2 entrants; let more go on from the pools.</source>
        <translation>Eine K.-o.-Runde braucht mindestens 2 Teilnehmer; lassen Sie mehr aus den Gruppen weiterkommen.</translation>
    </message>
</context>
<context>
    <name>league.tournament.report</name>
    <message>
        <source>&apos;{name}&apos; has ended; it takes no more results (correct a result in the app&apos;s bracket, or edit its match).</source>
        <translation>„{name}“ ist beendet; es nimmt keine Ergebnisse mehr an (korrigieren Sie ein Ergebnis im Turnierbaum der App oder bearbeiten Sie sein Spiel).</translation>
    </message>
    <message>
        <source>Correct {match}</source>
        <translation>{match} korrigieren</translation>
    </message>
    <message>
        <source>Result of {match}</source>
        <translation>Ergebnis von {match}</translation>
    </message>
    <message numerus="yes">
        <source>Clear %n result(s) of {name}</source>
        <translation>
            <numerusform>%n Ergebnis von {name} entfernen</numerusform>
            <numerusform>%n Ergebnisse von {name} entfernen</numerusform>
        </translation>
    </message>
    <message>
        <source>match {id} ({first} v {second})</source>
        <translation>Spiel {id} ({first} gegen {second})</translation>
    </message>
    <message>
        <source>match {id} ({sides})</source>
        <translation>Spiel {id} ({sides})</translation>
    </message>
    <message numerus="yes">
        <source>Correcting this result changes who plays in matches already played: {matches} and %n more. Clear their results to correct it.</source>
        <translation>
            <numerusform>Eine Korrektur dieses Ergebnisses ändert, wer in bereits gespielten Spielen spielt: {matches} und %n weiteres. Löschen Sie deren Ergebnisse, um es zu korrigieren.</numerusform>
            <numerusform>Eine Korrektur dieses Ergebnisses ändert, wer in bereits gespielten Spielen spielt: {matches} und %n weitere. Löschen Sie deren Ergebnisse, um es zu korrigieren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Correcting this result changes who plays in matches already played: {matches}. Clear their results to correct it.</source>
        <translation>Eine Korrektur dieses Ergebnisses ändert, wer in bereits gespielten Spielen spielt: {matches}. Löschen Sie deren Ergebnisse, um es zu korrigieren.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has ended; it takes no more results.</source>
        <translation>„{name}“ ist beendet; es nimmt keine Ergebnisse mehr an.</translation>
    </message>
    <message>
        <source>Match {id} isn&apos;t ready: who plays in it is not known yet.</source>
        <translation>Spiel {id} ist nicht bereit: Wer darin spielt, steht noch nicht fest.</translation>
    </message>
    <message>
        <source>Match {id} is a bye; it has no result to enter.</source>
        <translation>Spiel {id} ist ein Freilos; es gibt kein Ergebnis einzutragen.</translation>
    </message>
    <message>
        <source>Match {id} has 2 sides but {count} places were given.</source>
        <translation>Spiel {id} hat 2 Seiten, aber es wurden {count} Plätze angegeben.</translation>
    </message>
    <message>
        <source>Match {id} has 2 sides but {count} scores were given.</source>
        <translation>Spiel {id} hat 2 Seiten, aber es wurden {count} Punktwerte angegeben.</translation>
    </message>
</context>
<context>
    <name>league.tournament.schedules</name>
    <message>
        <source>A round robin needs at least 2 entrants, not {entrants}.</source>
        <translation>Ein Rundenturnier braucht mindestens 2 Teilnehmer, nicht {entrants}.</translation>
    </message>
    <message>
        <source>A Swiss round needs at least 2 entrants, not {entrants}.</source>
        <translation>Eine Runde im Schweizer System braucht mindestens 2 Teilnehmer, nicht {entrants}.</translation>
    </message>
    <message>
        <source>Round {number} of the Swiss can&apos;t be paired. {reason}</source>
        <translation>Runde {number} des Schweizer Systems kann nicht gepaart werden. {reason}</translation>
    </message>
</context>
<context>
    <name>league.tournament.setup</name>
    <message>
        <source>Unknown event format {format!r} (known: {known}).</source>
        <translation>Unbekanntes Veranstaltungsformat {format!r} (bekannt: {known}).</translation>
    </message>
    <message>
        <source>A round robin is played once or twice (--rounds 1 or 2), got {rounds}.</source>
        <translation>Ein Rundenturnier wird einmal oder zweimal gespielt (--rounds 1 oder 2), erhalten: {rounds}.</translation>
    </message>
    <message>
        <source>Unknown tiebreak {name!r} (known: {known}).</source>
        <translation>Unbekannte Feinwertung {name!r} (bekannt: {known}).</translation>
    </message>
    <message>
        <source>Only a Swiss, a round robin or pools have White and Black; a knockout bracket has no colours.</source>
        <translation>Nur ein Schweizer System, ein Rundenturnier oder Gruppen haben Weiß und Schwarz; ein K.-o.-Turnier hat keine Farben.</translation>
    </message>
    <message>
        <source>A tiebreak is listed twice.</source>
        <translation>Eine Feinwertung steht zweimal in der Liste.</translation>
    </message>
    <message>
        <source>A Swiss of {entrants} entrants can be played over at most {most} rounds without a rematch (everyone meets everyone once), not {rounds}.</source>
        <translation>Ein Schweizer System mit {entrants} Teilnehmern kann ohne erneute Begegnung höchstens {most} Runden dauern (jeder trifft jeden einmal), nicht {rounds}.</translation>
    </message>
    <message>
        <source>A Swiss of {entrants} entrants can be played over at most {most} rounds without a rematch (everyone meets everyone once, with a bye each round), not {rounds}.</source>
        <translation>Ein Schweizer System mit {entrants} Teilnehmern kann ohne erneute Begegnung höchstens {most} Runden dauern (jeder trifft jeden einmal, mit einem Freilos je Runde), nicht {rounds}.</translation>
    </message>
    <message>
        <source>{entrants} entrants in pools of at most {size} make a smallest pool of {smallest}: at most {smallest} can go on from each pool, not {advance}.</source>
        <translation>{entrants} Teilnehmer in Gruppen von höchstens {size} ergeben als kleinste Gruppe {smallest}: Aus jeder Gruppe können höchstens {smallest} weiterkommen, nicht {advance}.</translation>
    </message>
    <message>
        <source>Only 1 entrant would go on from the one pool: a knockout needs at least 2, so let at least 2 go on.</source>
        <translation>Aus der einzigen Gruppe käme nur 1 Teilnehmer weiter: Eine K.-o.-Runde braucht mindestens 2, lassen Sie also mindestens 2 weiterkommen.</translation>
    </message>
    <message>
        <source>New event {name}</source>
        <translation>Neue Veranstaltung {name}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has results already; its format can&apos;t change any more.</source>
        <translation>„{name}“ hat bereits Ergebnisse; das Format kann nicht mehr geändert werden.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has started; its format can&apos;t change any more.</source>
        <translation>„{name}“ hat begonnen; das Format kann nicht mehr geändert werden.</translation>
    </message>
    <message>
        <source>Format of {name}</source>
        <translation>Format von {name}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has started; its entrants can&apos;t change any more.</source>
        <translation>„{name}“ hat begonnen; die Teilnehmer können nicht mehr geändert werden.</translation>
    </message>
    <message>
        <source>An event needs at least 2 entrants, got {count}.</source>
        <translation>Eine Veranstaltung braucht mindestens 2 Teilnehmer, erhalten: {count}.</translation>
    </message>
    <message>
        <source>Entrants of {name}</source>
        <translation>Teilnehmer von {name}</translation>
    </message>
    <message>
        <source>A player is in both &apos;{first}&apos; and &apos;{second}&apos;; an entrant can&apos;t share players with another.</source>
        <translation>Ein Spieler ist sowohl in „{first}“ als auch in „{second}“; Teilnehmer dürfen sich keine Spieler teilen.</translation>
    </message>
</context>
<context>
    <name>league.tournament.tiebreaks</name>
    <message>
        <source>There is no tie-break called “{name}”; choose from {known}.</source>
        <translation>Es gibt keine Feinwertung namens „{name}“; wählen Sie aus {known}.</translation>
    </message>
    <message>
        <source>A game between seeds {a} and {b} does not fit {entrants} entrants.</source>
        <translation>Eine Partie zwischen den Setzplätzen {a} und {b} passt nicht zu {entrants} Teilnehmern.</translation>
    </message>
    <message>
        <source>A game can score 0, ½ or 1, not {score}.</source>
        <translation>Eine Partie kann 0, ½ oder 1 Punkt bringen, nicht {score}.</translation>
    </message>
    <message>
        <source>{count} byes for seed {seed} do not fit {entrants} entrants.</source>
        <translation>{count} Freilose für Setzplatz {seed} passen nicht zu {entrants} Teilnehmern.</translation>
    </message>
</context>
<context>
    <name>league.tournament.values</name>
    <message>
        <source>Club night</source>
        <translation>Vereinsabend</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Schweizer System</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Rundenturnier</translation>
    </message>
    <message>
        <source>Single elimination</source>
        <translation>K.-o.-System</translation>
    </message>
    <message>
        <source>Double elimination</source>
        <translation>Doppel-K.-o.</translation>
    </message>
    <message>
        <source>Pools, then knockout</source>
        <translation>Gruppen, dann K.-o.</translation>
    </message>
    <message>
        <source>Pool {letters}</source>
        <translation>Gruppe {letters}</translation>
    </message>
</context>
<context>
    <name>league.tournament.views</name>
    <message>
        <source>Ended after round {played}: round {next} can&apos;t be paired without a rematch, so the final standings are those of the rounds played.</source>
        <translation>Nach Runde {played} beendet: Runde {next} lässt sich nicht ohne erneute Begegnung paaren, der Endstand ist daher der der gespielten Runden.</translation>
    </message>
    <message>
        <source>Finished early by the organizer: the final standings are those of the matches played; the matches not played were cancelled.</source>
        <translation>Vom Veranstalter vorzeitig beendet: Der Endstand ist der der gespielten Spiele; die nicht gespielten Spiele wurden abgesagt.</translation>
    </message>
</context>
<context>
    <name>league.trf</name>
    <message>
        <source>Line {line}, column {column}: {what}</source>
        <translation>Zeile {line}, Spalte {column}: {what}</translation>
    </message>
    <message>
        <source>Cannot read {file}: {reason}</source>
        <translation>{file} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>player {player} is listed twice (also on line {other}).</source>
        <translation>Spieler {player} steht zweimal in der Datei (auch in Zeile {other}).</translation>
    </message>
    <message>
        <source>the number of rounds</source>
        <translation>die Rundenzahl</translation>
    </message>
    <message>
        <source>the initial colour must be W or B.</source>
        <translation>die Anfangsfarbe muss W oder B sein.</translation>
    </message>
    <message>
        <source>accelerated rounds are not supported.</source>
        <translation>beschleunigte Runden werden nicht unterstützt.</translation>
    </message>
    <message>
        <source>the starting rank</source>
        <translation>die Startnummer</translation>
    </message>
    <message>
        <source>the starting rank must be 1 or more.</source>
        <translation>die Startnummer muss 1 oder größer sein.</translation>
    </message>
    <message>
        <source>the rating</source>
        <translation>die Wertungszahl</translation>
    </message>
    <message>
        <source>the rank</source>
        <translation>der Rang</translation>
    </message>
    <message>
        <source>the points must be a number like 3.5.</source>
        <translation>die Punkte müssen eine Zahl wie 3.5 sein.</translation>
    </message>
    <message>
        <source>a round must read like &apos;  12 w 1&apos;.</source>
        <translation>eine Runde muss wie „  12 w 1“ aussehen.</translation>
    </message>
    <message>
        <source>the opponent must be a starting rank or 0000.</source>
        <translation>der Gegner muss eine Startnummer oder 0000 sein.</translation>
    </message>
    <message>
        <source>the colour must be w, b or -.</source>
        <translation>die Farbe muss w, b oder - sein.</translation>
    </message>
    <message>
        <source>unknown result &apos;{code}&apos;.</source>
        <translation>unbekanntes Ergebnis „{code}“.</translation>
    </message>
    <message>
        <source>a game result needs an opponent.</source>
        <translation>ein Partieergebnis braucht einen Gegner.</translation>
    </message>
    <message>
        <source>a bye cannot have an opponent.</source>
        <translation>ein Freilos kann keinen Gegner haben.</translation>
    </message>
    <message>
        <source>a played game needs the colour w or b.</source>
        <translation>eine gespielte Partie braucht die Farbe w oder b.</translation>
    </message>
    <message>
        <source>{what} must be a whole number.</source>
        <translation>{what} muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>XXC takes white1 or black1.</source>
        <translation>XXC nimmt white1 oder black1.</translation>
    </message>
    <message>
        <source>the bye must be F, H or Z.</source>
        <translation>das Freilos muss F, H oder Z sein.</translation>
    </message>
    <message>
        <source>the round</source>
        <translation>die Runde</translation>
    </message>
    <message>
        <source>the player</source>
        <translation>der Spieler</translation>
    </message>
    <message>
        <source>there is no player {player}.</source>
        <translation>es gibt keinen Spieler {player}.</translation>
    </message>
    <message>
        <source>a player cannot meet themselves.</source>
        <translation>ein Spieler kann nicht gegen sich selbst spielen.</translation>
    </message>
    <message>
        <source>player {other} does not list player {player} in round {round}.</source>
        <translation>Spieler {other} führt in Runde {round} nicht Spieler {player}.</translation>
    </message>
    <message>
        <source>both players have the same colour in round {round}.</source>
        <translation>beide Spieler haben in Runde {round} dieselbe Farbe.</translation>
    </message>
</context>
<context>
    <name>league.undo</name>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Cannot undo in the middle of another change.</source>
        <translation>Rückgängig ist mitten in einer anderen Änderung nicht möglich.</translation>
    </message>
    <message>
        <source>Cannot redo in the middle of another change.</source>
        <translation>Wiederholen ist mitten in einer anderen Änderung nicht möglich.</translation>
    </message>
    <message>
        <source>The latest change to this club file is “{step}”, made since in another window or with the command line; undo that one first.</source>
        <translation>Die letzte Änderung an dieser Vereinsdatei ist „{step}“, seitdem in einem anderen Fenster oder über die Kommandozeile vorgenommen; machen Sie zuerst diese rückgängig.</translation>
    </message>
    <message>
        <source>There is nothing to redo here: the club file was changed since (“{step}” can be redone instead).</source>
        <translation>Hier gibt es nichts zu wiederholen: Die Vereinsdatei wurde seitdem geändert (stattdessen kann „{step}“ wiederholt werden).</translation>
    </message>
    <message>
        <source>This club file was changed outside the app&apos;s steps since, so “{step}” cannot be undone safely.</source>
        <translation>Diese Vereinsdatei wurde seitdem außerhalb der Schritte der App geändert, daher kann „{step}“ nicht sicher rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>This club file was changed outside the app&apos;s steps since, so “{step}” cannot be redone safely.</source>
        <translation>Diese Vereinsdatei wurde seitdem außerhalb der Schritte der App geändert, daher kann „{step}“ nicht sicher wiederholt werden.</translation>
    </message>
    <message>
        <source>There is nothing to undo any more: the club file was changed since (e.g. with the command line).</source>
        <translation>Es gibt nichts mehr rückgängig zu machen: Die Vereinsdatei wurde seitdem geändert (z. B. über die Kommandozeile).</translation>
    </message>
    <message>
        <source>There is nothing to redo any more: the club file was changed since (e.g. with the command line).</source>
        <translation>Es gibt nichts mehr zu wiederholen: Die Vereinsdatei wurde seitdem geändert (z. B. über die Kommandozeile).</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts zu wiederholen.</translation>
    </message>
</context>
<context>
    <name>locale_text</name>
    <message>
        <source>{percent}%</source>
        <extracomment>Translators: a percentage; put the language&apos;s space before % if it has one</extracomment>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>{rank}th</source>
        <extracomment>Translators: a placement such as 4th, 11th (German &quot;{rank}.&quot;)</extracomment>
        <translation>{rank}.</translation>
    </message>
    <message>
        <source>{rank}st</source>
        <comment>first place</comment>
        <extracomment>Translators: first place alone (French &quot;1er&quot;, where 21st is &quot;21e&quot;)</extracomment>
        <translation>{rank}.</translation>
    </message>
    <message>
        <source>{rank}st</source>
        <extracomment>Translators: a placement such as 21st, 31st</extracomment>
        <translation>{rank}.</translation>
    </message>
    <message>
        <source>{rank}nd</source>
        <extracomment>Translators: a placement such as 2nd, 22nd</extracomment>
        <translation>{rank}.</translation>
    </message>
    <message>
        <source>{rank}rd</source>
        <extracomment>Translators: a placement such as 3rd, 23rd</extracomment>
        <translation>{rank}.</translation>
    </message>
</context>
<context>
    <name>matches.events_view</name>
    <message>
        <source>Events</source>
        <translation>Veranstaltungen</translation>
    </message>
    <message>
        <source>The events of this leaderboard; pick one to see and enter its matches.</source>
        <translation>Die Veranstaltungen dieser Rangliste; wählen Sie eine, um ihre Spiele zu sehen und einzutragen.</translation>
    </message>
    <message>
        <source>New event…</source>
        <translation>Neue Veranstaltung…</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Neue Veranstaltung</translation>
    </message>
    <message>
        <source>A club night or a tournament: name, date, format and its options</source>
        <translation>Ein Vereinsabend oder ein Turnier: Name, Datum, Modus und Optionen</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>The event&apos;s matches, one a row, with the day played and the result.</source>
        <translation>Die Spiele der Veranstaltung, eines pro Zeile, mit Spieltag und Ergebnis.</translation>
    </message>
    <message>
        <source>Edit match</source>
        <translation>Spiel bearbeiten</translation>
    </message>
    <message>
        <source>Delete match</source>
        <translation>Spiel löschen</translation>
    </message>
    <message>
        <source>Opens the selected match in the form to change it.</source>
        <translation>Öffnet das gewählte Spiel im Formular, um es zu ändern.</translation>
    </message>
    <message>
        <source>Deletes the selected match, after asking; Undo brings it back.</source>
        <translation>Löscht das gewählte Spiel nach einer Rückfrage; Rückgängig holt es zurück.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matches&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spiele&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Events&lt;/b&gt;</source>
        <translation>&lt;b&gt;Veranstaltungen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>All matches</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matches — {value}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spiele — {value}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>New event {name}</source>
        <translation>Neue Veranstaltung {name}</translation>
    </message>
    <message>
        <source>Edit match #{id}</source>
        <translation>Spiel #{id} bearbeiten</translation>
    </message>
    <message>
        <source>Replaying the history after this match…</source>
        <translation>Verlauf nach diesem Spiel wird neu berechnet…</translation>
    </message>
    <message>
        <source>Record match</source>
        <translation>Spiel eintragen</translation>
    </message>
    <message>
        <source>Rating the match…</source>
        <translation>Spiel wird gewertet…</translation>
    </message>
    <message numerus="yes">
        <source>Saved match #{id}: {describe_sides} — replayed %n later match(es)</source>
        <translation>
            <numerusform>Spiel #{id} gespeichert: {describe_sides} — %n späteres Spiel neu gewertet</numerusform>
            <numerusform>Spiel #{id} gespeichert: {describe_sides} — %n spätere Spiele neu gewertet</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved match #{id}: {describe_sides}</source>
        <translation>Spiel #{id} gespeichert: {describe_sides}</translation>
    </message>
    <message>
        <source>side {number}: {chance}</source>
        <translation>Seite {number}: {chance}</translation>
    </message>
    <message>
        <source>Chance to win before the game — {chances} · match quality {quality}</source>
        <translation>Gewinnchance vor dem Spiel — {chances} · Spielqualität {quality}</translation>
    </message>
    <message>
        <source>{name} (club night, {date})</source>
        <translation>{name} (Vereinsabend, {date})</translation>
    </message>
    <message>
        <source>{name} (tournament, {date})</source>
        <translation>{name} (Turnier, {date})</translation>
    </message>
    <message>
        <source>Delete match #{id} ({describe_sides})?

Ratings after it will be recomputed. You can undo this.</source>
        <translation>Spiel #{id} ({describe_sides}) löschen?

Die Wertungen danach werden neu berechnet. Sie können das rückgängig machen.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete match #{id}</source>
        <translation>Spiel #{id} löschen</translation>
    </message>
    <message>
        <source>Match quality is the number of sides times the weakest side&apos;s chance: 100% when every side is equally likely to win (for two sides, 1 − |p₁ − p₂|).</source>
        <translation>Die Spielqualität ist die Zahl der Seiten mal der Chance der schwächsten Seite: 100 %, wenn jede Seite gleich wahrscheinlich gewinnt (bei zwei Seiten 1 − |p₁ − p₂|).</translation>
    </message>
</context>
<context>
    <name>matches.games_editor</name>
    <message>
        <source>Games scores</source>
        <translation>Punkte der Partien</translation>
    </message>
    <message>
        <source>Each player&apos;s own score in each game; leave a cell empty when the player sat the game out</source>
        <translation>Die eigenen Punkte jedes Spielers in jeder Partie; lassen Sie eine Zelle leer, wenn der Spieler die Partie ausgesetzt hat</translation>
    </message>
    <message>
        <source>+ Game</source>
        <translation>+ Partie</translation>
    </message>
    <message>
        <source>Add a game column</source>
        <translation>Eine Spalte für eine Partie hinzufügen</translation>
    </message>
    <message>
        <source>Add game</source>
        <translation>Partie hinzufügen</translation>
    </message>
    <message>
        <source>− Last game</source>
        <translation>− Letzte Partie</translation>
    </message>
    <message>
        <source>Remove the last game column</source>
        <translation>Die Spalte der letzten Partie entfernen</translation>
    </message>
    <message>
        <source>Remove last game</source>
        <translation>Letzte Partie entfernen</translation>
    </message>
    <message>
        <source>Scores per game; empty = absent. Placements follow the sides&apos; total scores.</source>
        <translation>Punkte je Partie; leer = nicht dabei. Die Platzierungen folgen den Gesamtpunkten der Seiten.</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Partie {number}</translation>
    </message>
    <message>
        <source>Game {number}, {name}: &apos;{text}&apos; is not a score.</source>
        <translation>Partie {number}, {name}: „{text}“ ist keine Punktzahl.</translation>
    </message>
</context>
<context>
    <name>matches.match_form</name>
    <message>
        <source>&lt;b&gt;New match&lt;/b&gt;</source>
        <translation>&lt;b&gt;Neues Spiel&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Veranstaltung</translation>
    </message>
    <message>
        <source>The event this match is filed under</source>
        <translation>Die Veranstaltung, unter der dieses Spiel abgelegt wird</translation>
    </message>
    <message>
        <source>+ Side</source>
        <translation>+ Seite</translation>
    </message>
    <message>
        <source>Add another side (Ctrl+Shift+N)</source>
        <translation>Eine weitere Seite hinzufügen (Strg+Umschalt+N)</translation>
    </message>
    <message>
        <source>Add side</source>
        <translation>Seite hinzufügen</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Save (Enter in any field)</source>
        <translation>Speichern (Enter in einem beliebigen Feld)</translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation>Bearbeitung abbrechen</translation>
    </message>
    <message>
        <source>Leaves the match unchanged and empties the form.</source>
        <translation>Lässt das Spiel unverändert und leert das Formular.</translation>
    </message>
    <message>
        <source>Glicko&apos;s expected outcome with both deviations (rating-update): 1/(1 + 10^(−g(√(RD₁² + RD₂²))·(r₁ − r₂)/400)), deviations grown to the match time</source>
        <translation>Erwartetes Ergebnis nach Glicko mit beiden Abweichungen (rating-update): 1/(1 + 10^(−g(√(RD₁² + RD₂²))·(r₁ − r₂)/400)), Abweichungen bis zum Spielzeitpunkt gewachsen</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Games…</source>
        <translation>Partien…</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Enter the individual games: each player&apos;s own score per game (Ctrl+G)</source>
        <translation>Die einzelnen Partien eingeben: die eigenen Punkte jedes Spielers je Partie (Strg+G)</translation>
    </message>
    <message numerus="yes">
        <source>New player(s) will be added: {names}</source>
        <translation>
            <numerusform>Neuer Spieler wird hinzugefügt: {names}</numerusform>
            <numerusform>Neue Spieler werden hinzugefügt: {names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n later match(es) will be re-rated: they were played after the time you set.</source>
        <translation>
            <numerusform>%n späteres Spiel wird neu gewertet: Es wurde nach der eingestellten Zeit gespielt.</numerusform>
            <numerusform>%n spätere Spiele werden neu gewertet: Sie wurden nach der eingestellten Zeit gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the players of each side; Enter saves.</source>
        <translation>Geben Sie die Spieler jeder Seite ein; Enter speichert.</translation>
    </message>
    <message>
        <source>(no event)</source>
        <translation>(keine Veranstaltung)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Editing match #{id}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spiel #{id} wird bearbeitet&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Änderungen speichern</translation>
    </message>
</context>
<context>
    <name>matches.played_field</name>
    <message>
        <source>When the match was played: now, unless you set a time; an earlier time re-rates what came after</source>
        <translation>Wann das Spiel gespielt wurde: jetzt, außer Sie stellen eine Zeit ein; eine frühere Zeit wertet alles Spätere neu</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
</context>
<context>
    <name>matches.sides_panel</name>
    <message>
        <source>Drag to reorder the placements</source>
        <translation>Ziehen, um die Platzierungen umzuordnen</translation>
    </message>
    <message>
        <source>Placement: 1 = best; equal placements are a tie</source>
        <translation>Platzierung: 1 = beste; gleiche Platzierungen sind unentschieden</translation>
    </message>
    <message>
        <source>Place </source>
        <translation>Platz </translation>
    </message>
    <message>
        <source>Players, separated by commas</source>
        <translation>Spieler, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Type the side&apos;s players, separated by commas; matching names are offered as you type.</source>
        <translation>Geben Sie die Spieler der Seite ein, durch Kommas getrennt; passende Namen werden beim Tippen vorgeschlagen.</translation>
    </message>
    <message>
        <source>Pick a roster to fill in its players</source>
        <translation>Ein Team wählen, um seine Spieler einzutragen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Type the side&apos;s score, if the game keeps one.</source>
        <translation>Geben Sie die Punktzahl der Seite ein, falls das Spiel eine zählt.</translation>
    </message>
    <message>
        <source>= tie</source>
        <translation>= unentschieden</translation>
    </message>
    <message>
        <source>Tied with the side above (same placement)</source>
        <translation>Unentschieden mit der Seite darüber (gleiche Platzierung)</translation>
    </message>
    <message>
        <source>Remove this side</source>
        <translation>Diese Seite entfernen</translation>
    </message>
    <message>
        <source>Side {number} players</source>
        <translation>Seite {number}: Spieler</translation>
    </message>
    <message>
        <source>Side {number} place</source>
        <translation>Seite {number}: Platz</translation>
    </message>
    <message>
        <source>Side {number} team</source>
        <translation>Seite {number}: Team</translation>
    </message>
    <message>
        <source>Side {number} score</source>
        <translation>Seite {number}: Ergebnis</translation>
    </message>
    <message>
        <source>Side {number} tied with the side above</source>
        <translation>Seite {number} gleichauf mit der Seite darüber</translation>
    </message>
    <message>
        <source>Remove side {number}</source>
        <translation>Seite {number} entfernen</translation>
    </message>
    <message>
        <source>Drag side {number}</source>
        <translation>Seite {number} ziehen</translation>
    </message>
    <message>
        <source>(no team)</source>
        <translation>(kein Team)</translation>
    </message>
</context>
<context>
    <name>merging.merge_dialog</name>
    <message>
        <source> and {count} more</source>
        <translation> und {count} weitere</translation>
    </message>
    <message numerus="yes">
        <source>%n new result(s)</source>
        <translation>
            <numerusform>%n neues Ergebnis</numerusform>
            <numerusform>%n neue Ergebnisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) already here, not added again</source>
        <translation>
            <numerusform>%n Ergebnis schon hier, nicht noch einmal hinzugefügt</numerusform>
            <numerusform>%n Ergebnisse schon hier, nicht noch einmal hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n neuer Spieler</numerusform>
            <numerusform>%n neue Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new leaderboard(s)</source>
        <translation>
            <numerusform>%n neue Rangliste</numerusform>
            <numerusform>%n neue Ranglisten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new team(s)</source>
        <translation>
            <numerusform>%n neues Team</numerusform>
            <numerusform>%n neue Teams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n neue Veranstaltung</numerusform>
            <numerusform>%n neue Veranstaltungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new season(s)</source>
        <translation>
            <numerusform>%n neue Saison</numerusform>
            <numerusform>%n neue Saisons</numerusform>
        </translation>
    </message>
    <message>
        <source>The other file&apos;s leaderboard “{name}” uses another rating system than this club&apos;s: its results come in as “{beside}”.</source>
        <translation>Die Rangliste „{name}“ der anderen Datei nutzt ein anderes Wertungssystem als die dieses Vereins: Ihre Ergebnisse kommen als „{beside}“ hinzu.</translation>
    </message>
    <message>
        <source>Merge {file}</source>
        <translation>{file} zusammenführen</translation>
    </message>
    <message>
        <source>Everything &lt;b&gt;{file}&lt;/b&gt; has that this club lacks comes in. A backup is made first, and the whole merge is one step: Edit ▸ Undo takes it back.</source>
        <translation>Alles, was &lt;b&gt;{file}&lt;/b&gt; hat und diesem Verein fehlt, kommt hinzu. Zuvor wird eine Sicherung angelegt, und das ganze Zusammenführen ist ein Schritt: Bearbeiten ▸ Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <source>What comes in</source>
        <translation>Was hinzukommt</translation>
    </message>
    <message>
        <source>Look-alike names</source>
        <translation>Ähnliche Namen</translation>
    </message>
    <message>
        <source>Names of the other file that look like names of this club; choose for each whether it is the same person.</source>
        <translation>Namen der anderen Datei, die Namen dieses Vereins ähneln; entscheiden Sie für jeden, ob es dieselbe Person ist.</translation>
    </message>
    <message>
        <source>&amp;Same person</source>
        <translation>&amp;Dieselbe Person</translation>
    </message>
    <message>
        <source>Same person</source>
        <translation>Dieselbe Person</translation>
    </message>
    <message>
        <source>The selected pair is one person: the results of both count for this club&apos;s player.</source>
        <translation>Das gewählte Paar ist eine Person: Die Ergebnisse beider zählen für den Spieler dieses Vereins.</translation>
    </message>
    <message>
        <source>&amp;Different people</source>
        <translation>&amp;Verschiedene Personen</translation>
    </message>
    <message>
        <source>Different people</source>
        <translation>Verschiedene Personen</translation>
    </message>
    <message>
        <source>The selected pair are two people: the other file&apos;s comes in as a player of their own.</source>
        <translation>Das gewählte Paar sind zwei Personen: Die der anderen Datei kommt als eigener Spieler hinzu.</translation>
    </message>
    <message>
        <source>These names look alike (accents, capitals, spaces). Say for each pair whether it is one person:</source>
        <translation>Diese Namen ähneln sich (Akzente, Großbuchstaben, Leerzeichen). Geben Sie für jedes Paar an, ob es eine Person ist:</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Zusammenführen</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Zusammenführen</translation>
    </message>
    <message>
        <source>Brings everything listed into this club.</source>
        <translation>Bringt alles Aufgeführte in diesen Verein.</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation>noch nicht entschieden</translation>
    </message>
    <message>
        <source>same person</source>
        <translation>dieselbe Person</translation>
    </message>
    <message>
        <source>different people</source>
        <translation>verschiedene Personen</translation>
    </message>
    <message>
        <source>{other} (other file) ~ {here} (this club): {choice}</source>
        <translation>{other} (andere Datei) ~ {here} (dieser Verein): {choice}</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of look-alike names still need a choice.</source>
        <translation>
            <numerusform>%n Paar ähnlicher Namen braucht noch eine Entscheidung.</numerusform>
            <numerusform>%n Paare ähnlicher Namen brauchen noch eine Entscheidung.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>{name} wird gelesen…</translation>
    </message>
    <message>
        <source>Merge another club file</source>
        <translation>Andere Vereinsdatei zusammenführen</translation>
    </message>
    <message numerus="yes">
        <source>{file} has nothing this club lacks: its %n result(s) are all here already. Nothing was changed.</source>
        <translation>
            <numerusform>{file} hat nichts, was diesem Verein fehlt: Sein %n Ergebnis ist schon hier. Nichts wurde geändert.</numerusform>
            <numerusform>{file} hat nichts, was diesem Verein fehlt: Seine %n Ergebnisse sind alle schon hier. Nichts wurde geändert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merged {file}: %n result(s) came in ({already} already here).</source>
        <translation>
            <numerusform>{file} zusammengeführt: %n Ergebnis kam hinzu ({already} schon hier).</numerusform>
            <numerusform>{file} zusammengeführt: %n Ergebnisse kamen hinzu ({already} schon hier).</numerusform>
        </translation>
    </message>
    <message>
        <source>Club file merged</source>
        <translation>Vereinsdatei zusammengeführt</translation>
    </message>
    <message>
        <source>A backup was made first. Edit ▸ Undo (Ctrl+Z) takes the whole merge back.</source>
        <translation>Zuvor wurde eine Sicherung angelegt. Bearbeiten ▸ Rückgängig (Strg+Z) nimmt das ganze Zusammenführen zurück.</translation>
    </message>
    <message>
        <source>Merging {file}…</source>
        <translation>{file} wird zusammengeführt…</translation>
    </message>
</context>
<context>
    <name>night.checkin_view</name>
    <message>
        <source>✔ here</source>
        <translation>✔ da</translation>
    </message>
    <message>
        <source>away</source>
        <translation>kurz weg</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>gegangen</translation>
    </message>
    <message>
        <source>Check-in search</source>
        <translation>Check-in-Suche</translation>
    </message>
    <message>
        <source>Type part of a name: matching players are shown; Enter checks in the first, or adds a new player.</source>
        <translation>Geben Sie einen Teil eines Namens ein: Passende Spieler werden gezeigt; Enter checkt den ersten ein oder legt einen neuen Spieler an.</translation>
    </message>
    <message>
        <source>Type a name: search, or add a new player</source>
        <translation>Namen tippen: suchen oder neuen Spieler anlegen</translation>
    </message>
    <message>
        <source>Adds the name typed as a new player and checks them in.</source>
        <translation>Legt den eingegebenen Namen als neuen Spieler an und checkt ihn ein.</translation>
    </message>
    <message>
        <source>Add new pla&amp;yer</source>
        <translation>Neuen Spieler an&amp;legen</translation>
    </message>
    <message>
        <source>Players to check in</source>
        <translation>Spieler zum Einchecken</translation>
    </message>
    <message>
        <source>A tile per player with their status tonight; a click, Space or Enter checks the selected player in or out.</source>
        <translation>Eine Kachel pro Spieler mit seinem Status heute Abend; ein Klick, die Leertaste oder Enter checkt den gewählten Spieler ein oder aus.</translation>
    </message>
    <message>
        <source>The selected player sits out the next rounds until back.</source>
        <translation>Der gewählte Spieler setzt die nächsten Runden aus, bis er zurück ist.</translation>
    </message>
    <message>
        <source>The selected player has left and is not drawn again tonight.</source>
        <translation>Der gewählte Spieler ist gegangen und wird heute Abend nicht mehr ausgelost.</translation>
    </message>
    <message>
        <source>Away for a wh&amp;ile</source>
        <translation>Kur&amp;z weg</translation>
    </message>
    <message>
        <source>&amp;Gone for the night</source>
        <translation>Für heute &amp;gegangen</translation>
    </message>
    <message>
        <source>The selected player is present and drawn again.</source>
        <translation>Der gewählte Spieler ist anwesend und wird wieder ausgelost.</translation>
    </message>
    <message>
        <source>&amp;Back / present</source>
        <translation>Zurü&amp;ck / anwesend</translation>
    </message>
    <message>
        <source>Click a name to tick it present; click again to take the tick back.</source>
        <translation>Namen anklicken, um ihn als anwesend anzuhaken; erneut klicken nimmt den Haken zurück.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{present} present&lt;/b&gt; · {away} away · {gone} gone</source>
        <translation>&lt;b&gt;{present} anwesend&lt;/b&gt; · {away} kurz weg · {gone} gegangen</translation>
    </message>
    <message>
        <source>{name}: {status}</source>
        <translation>{name}: {status}</translation>
    </message>
    <message>
        <source>{name}: not checked in</source>
        <translation>{name}: nicht eingecheckt</translation>
    </message>
    <message>
        <source>Add “{name}”</source>
        <translation>„{name}“ anlegen</translation>
    </message>
    <message>
        <source>Take back the check-in of {name}</source>
        <translation>Check-in von {name} zurücknehmen</translation>
    </message>
    <message>
        <source>Check in {name}</source>
        <translation>{name} einchecken</translation>
    </message>
    <message>
        <source>Mark {name} back</source>
        <translation>{name} als zurück markieren</translation>
    </message>
    <message>
        <source>Mark {name} away</source>
        <translation>{name} als kurz weg markieren</translation>
    </message>
    <message>
        <source>Mark {name} gone for the night</source>
        <translation>{name} als für heute gegangen markieren</translation>
    </message>
    <message>
        <source>Add {name} and check in</source>
        <translation>{name} anlegen und einchecken</translation>
    </message>
</context>
<context>
    <name>night.entrants_view</name>
    <message>
        <source>Entrant search</source>
        <translation>Teilnehmersuche</translation>
    </message>
    <message>
        <source>Type part of a name; only matching players and rosters are listed.</source>
        <translation>Geben Sie einen Teil eines Namens ein; nur passende Spieler und Teams werden aufgeführt.</translation>
    </message>
    <message>
        <source>Type a name to find a player</source>
        <translation>Namen tippen, um einen Spieler zu finden</translation>
    </message>
    <message>
        <source>Players to enter</source>
        <translation>Spieler zum Anmelden</translation>
    </message>
    <message>
        <source>Tick the players who enter the event; space ticks the selected one.</source>
        <translation>Haken Sie die Spieler an, die an der Veranstaltung teilnehmen; die Leertaste hakt den gewählten an.</translation>
    </message>
    <message>
        <source>Rosters to enter</source>
        <translation>Teams zum Anmelden</translation>
    </message>
    <message>
        <source>Tick the rosters that enter as one side each.</source>
        <translation>Haken Sie die Teams (feste Besetzung) an, die jeweils als eine Seite teilnehmen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rosters&lt;/b&gt; (a roster enters as one side)</source>
        <translation>&lt;b&gt;Teams&lt;/b&gt; (ein Team tritt als eine Seite an)</translation>
    </message>
    <message>
        <source>Tick exactly the players checked in for this event</source>
        <translation>Genau die für diese Veranstaltung eingecheckten Spieler anhaken</translation>
    </message>
    <message>
        <source>Top N</source>
        <translation>Beste N</translation>
    </message>
    <message>
        <source>How many of the leaderboard&apos;s best players the next button ticks.</source>
        <translation>Wie viele der besten Spieler der Rangliste die nächste Schaltfläche anhakt.</translation>
    </message>
    <message>
        <source>Top </source>
        <translation>Beste </translation>
    </message>
    <message>
        <source>Tick the top of the leaderboard</source>
        <translation>Die Spitze der Rangliste anhaken</translation>
    </message>
    <message>
        <source>Tick the leaderboard&apos;s best N players who have played</source>
        <translation>Die besten N Spieler der Rangliste anhaken, die schon gespielt haben</translation>
    </message>
    <message>
        <source>Unticks every player and roster.</source>
        <translation>Entfernt die Haken bei allen Spielern und Teams.</translation>
    </message>
    <message>
        <source>Keep clubs apart</source>
        <translation>Vereine trennen</translation>
    </message>
    <message>
        <source>Members of one club don&apos;t meet in the first round (nobody moves more than two seeds)</source>
        <translation>Mitglieder eines Vereins treffen in der ersten Runde nicht aufeinander (niemand rückt mehr als zwei Setzplätze)</translation>
    </message>
    <message>
        <source>Seed the ticked entrants by rating and show the seed list</source>
        <translation>Die angehakten Teilnehmer nach Wertung setzen und die Setzliste zeigen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Seed the bracket or pools, or draw round 1</source>
        <translation>Turnierbaum oder Gruppen setzen oder Runde 1 auslosen</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Setzliste</translation>
    </message>
    <message>
        <source>The ticked entrants in seed order, with their conservative rating; unrated ones are placed by drawing lots.</source>
        <translation>Die angehakten Teilnehmenden in Setzreihenfolge mit ihrer konservativen Wertung; solche ohne Wertung werden ausgelost.</translation>
    </message>
    <message>
        <source>Seed</source>
        <comment>column: seed number</comment>
        <translation>Setzplatz</translation>
    </message>
    <message>
        <source>Entrant</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seeds&lt;/b&gt;</source>
        <translation>&lt;b&gt;Setzliste&lt;/b&gt;</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>by lot</source>
        <extracomment>Translators: in the seed list&apos;s rating column: an unrated entrant placed by drawing lots</extracomment>
        <translation>gelost</translation>
    </message>
    <message>
        <source>Nobody is checked in for this event yet: tick the players here instead.</source>
        <translation>Für diese Veranstaltung ist noch niemand eingecheckt: Haken Sie die Spieler stattdessen hier an.</translation>
    </message>
    <message numerus="yes">
        <source>The leaderboard has only %n rated player(s), fewer than the {count} asked for.</source>
        <translation>
            <numerusform>Die Rangliste hat nur %n gewerteten Spieler, weniger als die gewünschten {count}.</numerusform>
            <numerusform>Die Rangliste hat nur %n gewertete Spieler, weniger als die gewünschten {count}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n entrant(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n Teilnehmer&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n Teilnehmer&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>The event has started: its entrants are fixed. Results go in on the Tables page (or in the bracket).</source>
        <translation>Die Veranstaltung hat begonnen: Die Teilnehmer stehen fest. Ergebnisse werden auf der Seite Tische (oder im Turnierbaum) eingetragen.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n ticked&lt;/b&gt; · {seeded} seeded</source>
        <translation>
            <numerusform>&lt;b&gt;%n angehakt&lt;/b&gt; · {seeded} gesetzt</numerusform>
            <numerusform>&lt;b&gt;%n angehakt&lt;/b&gt; · {seeded} gesetzt</numerusform>
        </translation>
    </message>
    <message>
        <source>Ever&amp;yone checked in</source>
        <translation>Alle Einge&amp;checkten</translation>
    </message>
    <message>
        <source>&amp;Untick all</source>
        <translation>A&amp;lle abhaken</translation>
    </message>
    <message>
        <source>&amp;Keep clubs apart</source>
        <translation>Vereine &amp;trennen</translation>
    </message>
    <message>
        <source>See&amp;d</source>
        <translation>Set&amp;zen</translation>
    </message>
    <message>
        <source>Sta&amp;rt</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message numerus="yes">
        <source>T&amp;ick the top %n</source>
        <translation>
            <numerusform>Die besten %n anha&amp;ken</numerusform>
            <numerusform>Die besten %n anha&amp;ken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n ticked&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n angehakt&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n angehakt&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick at least two entrants, then Start (Seed shows the seed list first).</source>
        <translation>Haken Sie mindestens zwei Teilnehmer an, dann Starten (Setzen zeigt zuerst die Setzliste).</translation>
    </message>
    <message>
        <source>Start seeds the ticked entrants by rating and starts the event; Seed shows the seed list first.</source>
        <translation>Starten setzt die angehakten Teilnehmer nach Wertung und startet die Veranstaltung; Setzen zeigt zuerst die Setzliste.</translation>
    </message>
    <message>
        <source>These are the entrants, seeded. Start seeds the bracket or pools, or draws round 1.</source>
        <translation>Das sind die gesetzten Teilnehmer. Starten setzt Turnierbaum oder Gruppen oder lost Runde 1 aus.</translation>
    </message>
    <message>
        <source>The event has ended: the Standings page has the final places. A result can still be corrected in the bracket.</source>
        <translation>Die Veranstaltung ist beendet: Die Seite Platzierungen zeigt die Endplätze. Ein Ergebnis lässt sich im Turnierbaum noch korrigieren.</translation>
    </message>
    <message>
        <source>The event has ended: the Standings page has the final places. A result can still be corrected on the Table page.</source>
        <translation>Die Veranstaltung ist beendet: Die Seite Platzierungen zeigt die Endplätze. Ein Ergebnis lässt sich auf der Seite Tabelle noch korrigieren.</translation>
    </message>
    <message>
        <source>The event has started: its entrants are fixed. Results go in on the Tables page (or on the Table page).</source>
        <translation>Die Veranstaltung hat begonnen: Die Teilnehmer stehen fest. Ergebnisse werden auf der Seite Tische (oder auf der Seite Tabelle) eingetragen.</translation>
    </message>
    <message numerus="yes">
        <source>Seed %n entrant(s)</source>
        <translation>
            <numerusform>%n Teilnehmer setzen</numerusform>
            <numerusform>%n Teilnehmer setzen</numerusform>
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
        <translation>Spieler checken ein und spielen Runden mit wechselnden Partnern oder DYP</translation>
    </message>
    <message>
        <source>each round pairs entrants on equal points, no rematches; the table decides</source>
        <translation>jede Runde paart Teilnehmer mit gleichen Punkten, keine Wiederholungen; die Tabelle entscheidet</translation>
    </message>
    <message>
        <source>everyone plays everyone, once or twice; the table decides</source>
        <translation>jeder gegen jeden, einfach oder doppelt; die Tabelle entscheidet</translation>
    </message>
    <message>
        <source>one loss and you are out; byes to the top seeds</source>
        <translation>eine Niederlage und man ist raus; Freilose für die Topgesetzten</translation>
    </message>
    <message>
        <source>out after two losses: a losers&apos; bracket, then a grand final</source>
        <translation>raus nach zwei Niederlagen: ein Verliererbaum, dann ein Großes Finale</translation>
    </message>
    <message>
        <source>snake-seeded pools play round robin, the best go on to a knockout</source>
        <translation>im Schlangensystem gesetzte Gruppen spielen jeder gegen jeden, die Besten kommen in eine K.-o.-Runde</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Buchholz cut 1</source>
        <translation>Buchholz mit einer Streichung</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>Median-Buchholz</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <source>Format of {name}</source>
        <translation>Format von {name}</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Neue Veranstaltung</translation>
    </message>
    <message>
        <source>Event name</source>
        <translation>Name der Veranstaltung</translation>
    </message>
    <message>
        <source>Type the event&apos;s name, e.g. the night or the tournament.</source>
        <translation>Geben Sie den Namen der Veranstaltung ein, z. B. den Abend oder das Turnier.</translation>
    </message>
    <message>
        <source>Event date</source>
        <translation>Datum der Veranstaltung</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Pick how the event is played; its options are shown below.</source>
        <translation>Wählen Sie, wie die Veranstaltung gespielt wird; ihre Optionen stehen darunter.</translation>
    </message>
    <message>
        <source>Swiss rounds</source>
        <translation>Runden (Schweizer System)</translation>
    </message>
    <message>
        <source>How many Swiss rounds; automatic is ⌈log₂ n⌉ for n entrants</source>
        <translation>Wie viele Runden im Schweizer System; automatisch sind es ⌈log₂ n⌉ bei n Teilnehmern</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Rundenturnier</translation>
    </message>
    <message>
        <source>Pick whether everyone plays everyone once or twice.</source>
        <translation>Wählen Sie, ob jeder einmal oder zweimal gegen jeden spielt.</translation>
    </message>
    <message>
        <source>Once: everyone plays everyone once</source>
        <translation>Einfach: jeder spielt einmal gegen jeden</translation>
    </message>
    <message>
        <source>Twice: a double round robin</source>
        <translation>Doppelt: ein doppeltes Rundenturnier</translation>
    </message>
    <message>
        <source>Play a match for third place</source>
        <translation>Ein Spiel um Platz drei austragen</translation>
    </message>
    <message>
        <source>Third-place match</source>
        <translation>Spiel um Platz drei</translation>
    </message>
    <message>
        <source>When ticked, the semi-final losers play for third place.</source>
        <translation>Wenn angehakt, spielen die Verlierer der Halbfinals um Platz drei.</translation>
    </message>
    <message>
        <source>The day of the event.</source>
        <translation>Der Tag der Veranstaltung.</translation>
    </message>
    <message>
        <source>Wins (byes and forfeits count)</source>
        <translation>Siege (auch spielfrei oder kampflos)</translation>
    </message>
    <message>
        <source>Games won (over the board)</source>
        <translation>Gewonnene Partien (am Brett)</translation>
    </message>
    <message>
        <source>Grand final reset</source>
        <translation>Reset des Großen Finales</translation>
    </message>
    <message>
        <source>When ticked, a second final is played if the losers&apos; bracket winner wins the first.</source>
        <translation>Wenn angehakt, wird ein zweites Finale gespielt, falls der Sieger des Verliererbaums das erste gewinnt.</translation>
    </message>
    <message>
        <source>Pool size</source>
        <translation>Gruppengröße</translation>
    </message>
    <message>
        <source>How many entrants play in each pool.</source>
        <translation>Wie viele Teilnehmer in jeder Gruppe spielen.</translation>
    </message>
    <message>
        <source>Go on from each pool</source>
        <translation>Weiter aus jeder Gruppe</translation>
    </message>
    <message>
        <source>How many of each pool go on to the knockout bracket.</source>
        <translation>Wie viele aus jeder Gruppe in den K.-o.-Turnierbaum kommen.</translation>
    </message>
    <message>
        <source>Tiebreaks</source>
        <translation>Feinwertungen</translation>
    </message>
    <message>
        <source>The tiebreaks in the order they decide; move the selected one up or down.</source>
        <translation>Die Feinwertungen in der Reihenfolge, in der sie entscheiden; verschieben Sie die gewählte nach oben oder unten.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move tiebreak up</source>
        <translation>Feinwertung nach oben schieben</translation>
    </message>
    <message>
        <source>The selected tiebreak decides earlier.</source>
        <translation>Die gewählte Feinwertung entscheidet früher.</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Move tiebreak down</source>
        <translation>Feinwertung nach unten schieben</translation>
    </message>
    <message>
        <source>The selected tiebreak decides later.</source>
        <translation>Die gewählte Feinwertung entscheidet später.</translation>
    </message>
    <message>
        <source>Ticked ones break ties, in this order; with none ticked the format&apos;s usual ones are used.</source>
        <translation>Die angehakten Feinwertungen entscheiden in dieser Reihenfolge; ist keine angehakt, gelten die üblichen des Formats.</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Datum</translation>
    </message>
    <message>
        <source>&amp;Use the tables of {event}: {tables}</source>
        <translation>Tische von {event} &amp;verwenden: {tables}</translation>
    </message>
    <message>
        <source>Use the tables of the last event</source>
        <translation>Tische der letzten Veranstaltung verwenden</translation>
    </message>
    <message>
        <source>The new event starts with the room&apos;s tables, as the last event had them; untick to add them one by one.</source>
        <translation>Die neue Veranstaltung beginnt mit den Tischen des Raums, wie die letzte Veranstaltung sie hatte; abhaken, um sie einzeln hinzuzufügen.</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Format</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Runden</translation>
    </message>
    <message>
        <source>Pla&amp;yed</source>
        <translation>&amp;Gespielt</translation>
    </message>
    <message>
        <source>&amp;Pool size</source>
        <translation>Gr&amp;uppengröße</translation>
    </message>
    <message>
        <source>Go &amp;on from each pool</source>
        <translation>&amp;Weiter aus jeder Gruppe</translation>
    </message>
    <message>
        <source>&amp;Tiebreaks</source>
        <translation>F&amp;einwertungen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message numerus="yes">
        <source>Automatic ({rounds} for %n entrant(s))</source>
        <translation>
            <numerusform>Automatisch ({rounds} bei %n Teilnehmer)</numerusform>
            <numerusform>Automatisch ({rounds} bei %n Teilnehmern)</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic (⌈log₂ n⌉ for n entrants)</source>
        <translation>Automatisch (⌈log₂ n⌉ bei n Teilnehmern)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The event needs a name.</source>
        <translation>Die Veranstaltung braucht einen Namen.</translation>
    </message>
</context>
<context>
    <name>night.event_line</name>
    <message>
        <source>round {round} of the winners&apos; bracket</source>
        <translation>Runde {round} des Gewinnerbaums</translation>
    </message>
    <message>
        <source>round {round} of the losers&apos; bracket</source>
        <translation>Runde {round} des Verliererbaums</translation>
    </message>
    <message>
        <source>round {round} of the grand final</source>
        <translation>Runde {round} des Großen Finales</translation>
    </message>
    <message>
        <source>round {round} of the match for third place</source>
        <translation>Runde {round} des Spiels um Platz drei</translation>
    </message>
    <message>
        <source>round {round} of {total}</source>
        <translation>Runde {round} von {total}</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>waiting for results</source>
        <translation>wartet auf Ergebnisse</translation>
    </message>
    <message>
        <source>the pools are being played</source>
        <translation>die Gruppen werden gespielt</translation>
    </message>
    <message>
        <source>the grand final</source>
        <translation>das Große Finale</translation>
    </message>
    <message>
        <source>the grand final&apos;s reset</source>
        <translation>der Reset des Großen Finales</translation>
    </message>
    <message>
        <source>round {round} of the bracket</source>
        <translation>Runde {round} des Turnierbaums</translation>
    </message>
    <message>
        <source>No event: choose one, or create one with New event…</source>
        <translation>Keine Veranstaltung: Wählen Sie eine oder legen Sie eine mit Neue Veranstaltung… an</translation>
    </message>
    <message numerus="yes">
        <source>%n present</source>
        <translation>
            <numerusform>%n anwesend</numerusform>
            <numerusform>%n anwesend</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round} drawn, not started</source>
        <translation>Runde {round} ausgelost, nicht gestartet</translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · ended early</source>
        <translation>
            <numerusform>{format} · %n Teilnehmer · vorzeitig beendet</numerusform>
            <numerusform>{format} · %n Teilnehmer · vorzeitig beendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · ended · champion: {champion}</source>
        <translation>
            <numerusform>{format} · %n Teilnehmer · beendet · Sieger: {champion}</numerusform>
            <numerusform>{format} · %n Teilnehmer · beendet · Sieger: {champion}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · ended</source>
        <translation>
            <numerusform>{format} · %n Teilnehmer · beendet</numerusform>
            <numerusform>{format} · %n Teilnehmer · beendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) seeded · not started: choose the entrants, then Start</source>
        <translation>
            <numerusform>{format} · %n Teilnehmer gesetzt · nicht gestartet: Teilnehmer wählen, dann Starten</numerusform>
            <numerusform>{format} · %n Teilnehmer gesetzt · nicht gestartet: Teilnehmer wählen, dann Starten</numerusform>
        </translation>
    </message>
    <message>
        <source>{format} · no entrants yet · not started: choose the entrants, then Start</source>
        <translation>{format} · noch keine Teilnehmer · nicht gestartet: Teilnehmer wählen, dann Starten</translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · {where}</source>
        <translation>
            <numerusform>{format} · %n Teilnehmer · {where}</numerusform>
            <numerusform>{format} · %n Teilnehmer · {where}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>night.night_view</name>
    <message>
        <source>Chec&amp;k-in</source>
        <translation>Chec&amp;k-in</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Runden</translation>
    </message>
    <message>
        <source>E&amp;ntrants</source>
        <translation>T&amp;eilnehmer</translation>
    </message>
    <message>
        <source>&amp;Bracket</source>
        <translation>Turnier&amp;baum</translation>
    </message>
    <message>
        <source>T&amp;able</source>
        <translation>T&amp;abelle</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>T&amp;ische</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Platzierungen</translation>
    </message>
    <message>
        <source>S&amp;haring</source>
        <translation>&amp;Freigabe</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Veranstaltung</translation>
    </message>
    <message>
        <source>Pick the event to run: its entrants, rounds, tables and standings are shown below.</source>
        <translation>Wählen Sie die Veranstaltung, die laufen soll: Ihre Teilnehmer, Runden, Tische und Platzierungen werden unten gezeigt.</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Neue Veranstaltung</translation>
    </message>
    <message>
        <source>A club night or a tournament: name, date, format and its options</source>
        <translation>Ein Vereinsabend oder ein Turnier: Name, Datum, Format und seine Optionen</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Change the event&apos;s format and options (until its first result)</source>
        <translation>Format und Optionen der Veranstaltung ändern (bis zum ersten Ergebnis)</translation>
    </message>
    <message>
        <source>Finish now…</source>
        <translation>Jetzt beenden…</translation>
    </message>
    <message>
        <source>Finish now</source>
        <translation>Jetzt beenden</translation>
    </message>
    <message>
        <source>Ends the event now: the final standings come from the matches played, the others are cancelled; Ctrl+Z brings it back.</source>
        <translation>Beendet die Veranstaltung jetzt: Der Endstand ergibt sich aus den gespielten Spielen, die übrigen werden abgesagt; Strg+Z holt sie zurück.</translation>
    </message>
    <message>
        <source>Event format</source>
        <translation>Format der Veranstaltung</translation>
    </message>
    <message>
        <source>No event</source>
        <translation>Keine Veranstaltung</translation>
    </message>
    <message>
        <source>Reported results</source>
        <translation>Gemeldete Ergebnisse</translation>
    </message>
    <message>
        <source>Results reported from phones wait here for you to confirm; opens them.</source>
        <translation>Von Handys gemeldete Ergebnisse warten hier auf Ihre Bestätigung; öffnet sie.</translation>
    </message>
    <message>
        <source>Ne&amp;w event…</source>
        <translation>&amp;Neue Veranstaltung…</translation>
    </message>
    <message>
        <source>For&amp;mat…</source>
        <translation>For&amp;mat…</translation>
    </message>
    <message>
        <source>&amp;Presenter window</source>
        <translation>Präsentati&amp;onsfenster</translation>
    </message>
    <message>
        <source>A second window for a projector or TV: tables, brackets, who is next, the standings</source>
        <translation>Ein zweites Fenster für Beamer oder Fernseher: Tische, Turnierbäume, wer als Nächstes spielt, die Platzierungen</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Veranstaltung:</translation>
    </message>
    <message>
        <source>No event: choose or create one</source>
        <translation>Keine Veranstaltung: eine wählen oder anlegen</translation>
    </message>
    <message numerus="yes">
        <source>%n present</source>
        <translation>
            <numerusform>%n anwesend</numerusform>
            <numerusform>%n anwesend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entrant(s)</source>
        <translation>
            <numerusform>%n Teilnehmer</numerusform>
            <numerusform>%n Teilnehmer</numerusform>
        </translation>
    </message>
    <message>
        <source>Reported results: {count}</source>
        <translation>Gemeldete Ergebnisse: {count}</translation>
    </message>
    <message>
        <source>{name} has started, so its format can&apos;t change any more.</source>
        <translation>{name} hat begonnen, das Format kann sich nicht mehr ändern.</translation>
    </message>
    <message>
        <source>{name} has results already, so its format can&apos;t change any more.</source>
        <translation>{name} hat schon Ergebnisse, das Format kann sich nicht mehr ändern.</translation>
    </message>
    <message>
        <source>Format of {name}</source>
        <translation>Format von {name}</translation>
    </message>
    <message>
        <source>Finish {name} now?</source>
        <translation>{name} jetzt beenden?</translation>
    </message>
    <message numerus="yes">
        <source>The final standings will be those of the matches played; %n match(es) not played yet will be cancelled and not rated.</source>
        <translation>
            <numerusform>Der Endstand ist der der gespielten Spiele; %n noch nicht gespieltes Spiel wird abgesagt und nicht gewertet.</numerusform>
            <numerusform>Der Endstand ist der der gespielten Spiele; %n noch nicht gespielte Spiele werden abgesagt und nicht gewertet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit ▸ Undo (Ctrl+Z) brings the event back as it was.</source>
        <translation>Bearbeiten ▸ Rückgängig (Strg+Z) holt die Veranstaltung so zurück, wie sie war.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Finish {name} now</source>
        <translation>{name} jetzt beenden</translation>
    </message>
    <message>
        <source>New event {name}</source>
        <translation>Neue Veranstaltung {name}</translation>
    </message>
</context>
<context>
    <name>night.presenter</name>
    <message>
        <source>Full screen (F11)</source>
        <translation>Vollbild (F11)</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Show this window full screen on the chosen screen; Esc leaves it</source>
        <translation>Dieses Fenster im Vollbild auf dem gewählten Bildschirm zeigen; Esc verlässt es</translation>
    </message>
    <message>
        <source>High contrast (H)</source>
        <translation>Hoher Kontrast (H)</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Pure black background, white text, yellow highlights and thicker lines</source>
        <translation>Rein schwarzer Hintergrund, weiße Schrift, gelbe Hervorhebungen und dickere Linien</translation>
    </message>
    <message>
        <source>F11: full screen · Esc: leave full screen</source>
        <translation>F11: Vollbild · Esc: Vollbild verlassen</translation>
    </message>
    <message>
        <source>Tournament App — presenter</source>
        <translation>Tournament App — Präsentation</translation>
    </message>
    <message>
        <source>Club night</source>
        <translation>Vereinsabend</translation>
    </message>
    <message>
        <source>On the tables</source>
        <translation>An den Tischen</translation>
    </message>
    <message>
        <source>Up next</source>
        <translation>Als Nächstes</translation>
    </message>
    <message>
        <source>Tonight&apos;s standings</source>
        <translation>Platzierungen des Abends</translation>
    </message>
    <message>
        <source>Presenter screen</source>
        <translation>Bildschirm der Präsentation</translation>
    </message>
    <message>
        <source>The screen or projector this window is shown on</source>
        <translation>Der Bildschirm oder Beamer, auf dem dieses Fenster gezeigt wird</translation>
    </message>
    <message>
        <source>Screen:</source>
        <translation>Bildschirm:</translation>
    </message>
    <message>
        <source>Follow on your phone</source>
        <translation>Auf dem Handy verfolgen</translation>
    </message>
    <message>
        <source>View QR code</source>
        <translation>QR-Code der Ansicht</translation>
    </message>
    <message>
        <source>screen</source>
        <translation>Bildschirm</translation>
    </message>
    <message>
        <source>{number}: {name} ({width}×{height})</source>
        <translation>{number}: {name} ({width}×{height})</translation>
    </message>
    <message>
        <source>No event chosen</source>
        <translation>Keine Veranstaltung gewählt</translation>
    </message>
    <message numerus="yes">
        <source>{event} · %n present</source>
        <translation>
            <numerusform>{event} · %n anwesend</numerusform>
            <numerusform>{event} · %n anwesend</numerusform>
        </translation>
    </message>
    <message>
        <source>free</source>
        <comment>table: no match on it</comment>
        <translation>frei</translation>
    </message>
    <message>
        <source>No tables yet</source>
        <translation>Noch keine Tische</translation>
    </message>
    <message>
        <source>Nobody waiting</source>
        <translation>Niemand wartet</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Noch keine Ergebnisse</translation>
    </message>
    <message>
        <source>{points} pt</source>
        <comment>one point</comment>
        <translation>{points} Pkt.</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <comment>points</comment>
        <translation>{points} Pkt.</translation>
    </message>
    <message numerus="yes">
        <source>%n gm</source>
        <comment>games played, short</comment>
        <translation>
            <numerusform>%n Sp.</numerusform>
            <numerusform>%n Sp.</numerusform>
        </translation>
    </message>
    <message>
        <source>No match on the tables</source>
        <translation>Kein Spiel an den Tischen</translation>
    </message>
    <message>
        <source>{match} · table {table}</source>
        <translation>{match} · Tisch {table}</translation>
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
        <translation>Sieger: {name}</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message numerus="yes">
        <source>%n entrant(s) · not started</source>
        <translation>
            <numerusform>%n Teilnehmer · nicht gestartet</numerusform>
            <numerusform>%n Teilnehmer · nicht gestartet</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} of {total}</source>
        <translation>Runde {round} von {total}</translation>
    </message>
    <message numerus="yes">
        <source>{done} of %n match(es) played</source>
        <translation>
            <numerusform>{done} von %n Spiel gespielt</numerusform>
            <numerusform>{done} von %n Spielen gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>No event chosen.</source>
        <translation>Keine Veranstaltung gewählt.</translation>
    </message>
    <message>
        <source>The bracket or the first round is drawn when the event starts.</source>
        <translation>Der Turnierbaum oder die erste Runde wird beim Start der Veranstaltung ausgelost.</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Veranstaltung</translation>
    </message>
</context>
<context>
    <name>night.round_view</name>
    <message>
        <source>Drag a player onto another to swap them (or click one, then the other) before the round starts. Win chances come from the leaderboard&apos;s ratings.</source>
        <translation>Ziehen Sie vor dem Rundenstart einen Spieler auf einen anderen, um sie zu tauschen (oder klicken Sie nacheinander auf beide). Die Gewinnchancen kommen aus den Wertungen der Rangliste.</translation>
    </message>
    <message>
        <source>DYP (fixed pairs for the night, strongest with weakest)</source>
        <translation>DYP (feste Paare für den Abend, Stärkster mit Schwächstem)</translation>
    </message>
    <message>
        <source>Rotating partners (individual standings)</source>
        <translation>Wechselnde Partner (Einzelwertung)</translation>
    </message>
    <message>
        <source>Swiss (one against one)</source>
        <translation>Schweizer System (einer gegen einen)</translation>
    </message>
    <message>
        <source>Round robin (one against one)</source>
        <translation>Rundenturnier (einer gegen einen)</translation>
    </message>
    <message>
        <source>Draw mode DYP</source>
        <translation>Losmodus DYP</translation>
    </message>
    <message>
        <source>Draw mode rotating partners</source>
        <translation>Losmodus wechselnde Partner</translation>
    </message>
    <message>
        <source>Draw mode Swiss</source>
        <translation>Losmodus Schweizer System</translation>
    </message>
    <message>
        <source>Draw mode round robin</source>
        <translation>Losmodus Rundenturnier</translation>
    </message>
    <message>
        <source>Pairs are drawn once and kept all night: the strongest player with the weakest, so every pair is about as strong. Late arrivals are paired the same way among themselves; one left over pairs with the next late arrival and until then plays with a stand-in, a player whose partner sits out or is away, for that round only. Sitting out goes in turn.</source>
        <translation>Die Paare werden einmal ausgelost und bleiben den ganzen Abend: der stärkste Spieler mit dem schwächsten, sodass jedes Paar etwa gleich stark ist. Nachzügler werden untereinander genauso gepaart; wer übrig bleibt, spielt mit dem nächsten Nachzügler und bis dahin mit einem Ersatzspieler, dessen Partner aussetzt oder weg ist, nur für diese Runde. Aussetzen geht reihum.</translation>
    </message>
    <message>
        <source>Drag onto another player to swap them</source>
        <translation>Auf einen anderen Spieler ziehen, um sie zu tauschen</translation>
    </message>
    <message>
        <source>drawn, not started</source>
        <translation>ausgelost, nicht gestartet</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message numerus="yes">
        <source>started: {done} of %n result(s) in</source>
        <translation>
            <numerusform>gestartet: {done} von %n Ergebnis da</numerusform>
            <numerusform>gestartet: {done} von %n Ergebnissen da</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw mode</source>
        <translation>Losmodus</translation>
    </message>
    <message>
        <source>Pick how the next round&apos;s teams and opponents are drawn.</source>
        <translation>Wählen Sie, wie die Teams und Gegner der nächsten Runde ausgelost werden.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Look back at an earlier round and its results</source>
        <translation>Eine frühere Runde und ihre Ergebnisse ansehen</translation>
    </message>
    <message>
        <source>&amp;Draw next round</source>
        <translation>Nächste Runde a&amp;uslosen</translation>
    </message>
    <message>
        <source>Start ro&amp;und</source>
        <translation>Runde s&amp;tarten</translation>
    </message>
    <message>
        <source>D&amp;iscard draw</source>
        <translation>Auslo&amp;sung verwerfen</translation>
    </message>
    <message>
        <source>Print pairin&amp;gs and slips…</source>
        <translation>Paarungen und &amp;Zettel drucken…</translation>
    </message>
    <message>
        <source>Draw next round</source>
        <translation>Nächste Runde auslosen</translation>
    </message>
    <message>
        <source>Draws the next round from the players present; it can still be changed.</source>
        <translation>Lost die nächste Runde aus den anwesenden Spielern aus; sie lässt sich noch ändern.</translation>
    </message>
    <message>
        <source>Starts the drawn round: its matches wait for free tables.</source>
        <translation>Startet die ausgeloste Runde: Ihre Spiele warten auf freie Tische.</translation>
    </message>
    <message>
        <source>Throws the drawn round away, to draw again.</source>
        <translation>Verwirft die ausgeloste Runde, um neu auszulosen.</translation>
    </message>
    <message>
        <source>The night&apos;s rounds with table numbers, then a score slip per match (print preview first)</source>
        <translation>Die Runden des Abends mit Tischnummern, dann ein Spielzettel pro Spiel (zuerst Druckvorschau)</translation>
    </message>
    <message>
        <source>DYP rule</source>
        <translation>DYP-Regel</translation>
    </message>
    <message>
        <source>Stand-ins</source>
        <translation>Ersatzspieler</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>No round drawn yet: check players in, pick a mode, draw.</source>
        <translation>Noch keine Runde ausgelost: Spieler einchecken, Modus wählen, auslosen.</translation>
    </message>
    <message>
        <source>Round {number} — {mode} — {state}</source>
        <translation>Runde {number} — {mode} — {state}</translation>
    </message>
    <message>
        <source>Match {number} · {table}</source>
        <translation>Spiel {number} · {table}</translation>
    </message>
    <message>
        <source>Match {number}</source>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>v</source>
        <comment>versus</comment>
        <translation>–</translation>
    </message>
    <message>
        <source>Each side&apos;s chance to win before the game</source>
        <translation>Gewinnchance jeder Seite vor dem Spiel</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <source>waiting for a table</source>
        <translation>wartet auf einen Tisch</translation>
    </message>
    <message>
        <source>called</source>
        <comment>match: called to a table</comment>
        <translation>aufgerufen</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>result deleted</source>
        <translation>Ergebnis gelöscht</translation>
    </message>
    <message>
        <source>DYP: {rule}</source>
        <translation>DYP: {rule}</translation>
    </message>
    <message>
        <source>Drawing the next round…</source>
        <translation>Nächste Runde wird ausgelost…</translation>
    </message>
    <message>
        <source>Swap players</source>
        <translation>Spieler tauschen</translation>
    </message>
    <message>
        <source>Start round {number}</source>
        <translation>Runde {number} starten</translation>
    </message>
    <message>
        <source>Discard round {number}</source>
        <translation>Runde {number} verwerfen</translation>
    </message>
</context>
<context>
    <name>night.tables_view</name>
    <message>
        <source>A knockout match: one side must win (no draw).</source>
        <translation>Ein K.-o.-Spiel: Eine Seite muss gewinnen (kein Unentschieden).</translation>
    </message>
    <message>
        <source>Result — {table}</source>
        <translation>Ergebnis — {table}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{table}&lt;/b&gt;: {match}&lt;br&gt;Chances before the game: {chances}</source>
        <translation>&lt;b&gt;{table}&lt;/b&gt;: {match}&lt;br&gt;Chancen vor dem Spiel: {chances}</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Score (optional)</source>
        <translation>Ergebnis (optional)</translation>
    </message>
    <message>
        <source>Side {number} place</source>
        <translation>Seite {number}: Platz</translation>
    </message>
    <message>
        <source>The side&apos;s placement: 1 is the winner; equal places are a tie. Left at —, the score decides.</source>
        <translation>Die Platzierung der Seite: 1 ist der Sieger; gleiche Plätze sind unentschieden. Bleibt — stehen, entscheiden die Punkte.</translation>
    </message>
    <message>
        <source>Side {number} score</source>
        <translation>Seite {number}: Ergebnis</translation>
    </message>
    <message>
        <source>Type the side&apos;s score, if the game keeps one.</source>
        <translation>Geben Sie die Punktzahl der Seite ein, falls das Spiel eine zählt.</translation>
    </message>
    <message>
        <source>{names} won</source>
        <translation>{names} gewann</translation>
    </message>
    <message>
        <source>Saves the result with this side as the winner.</source>
        <translation>Speichert das Ergebnis mit dieser Seite als Sieger.</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>result: nobody won</comment>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Saves the result as a draw.</source>
        <translation>Speichert das Ergebnis als Unentschieden.</translation>
    </message>
    <message>
        <source>Result problem</source>
        <translation>Problem mit dem Ergebnis</translation>
    </message>
    <message>
        <source>Started at {time}</source>
        <translation>Gestartet um {time}</translation>
    </message>
    <message>
        <source>Started now</source>
        <translation>Jetzt gestartet</translation>
    </message>
    <message>
        <source>Record that the players have begun (the start time)</source>
        <translation>Festhalten, dass die Spieler begonnen haben (die Startzeit)</translation>
    </message>
    <message>
        <source>Tables — click a table to enter its result</source>
        <translation>Tische — einen Tisch anklicken, um sein Ergebnis einzutragen</translation>
    </message>
    <message>
        <source>Up next</source>
        <translation>Als Nächstes</translation>
    </message>
    <message>
        <source>The matches waiting for a free table, in the order they are called.</source>
        <translation>Die Spiele, die auf einen freien Tisch warten, in der Reihenfolge ihres Aufrufs.</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>The club&apos;s tables in calling order; select one to rename, move or take out of use.</source>
        <translation>Die Tische des Vereins in Aufrufreihenfolge; wählen Sie einen, um ihn umzubenennen, zu verschieben oder außer Betrieb zu nehmen.</translation>
    </message>
    <message>
        <source>New table&apos;s name</source>
        <translation>Name des neuen Tisches</translation>
    </message>
    <message>
        <source>Type a name for a new table, then press Enter to add it.</source>
        <translation>Geben Sie einen Namen für einen neuen Tisch ein und drücken Sie Enter, um ihn hinzuzufügen.</translation>
    </message>
    <message>
        <source>Adds a table with the name typed.</source>
        <translation>Fügt einen Tisch mit dem eingegebenen Namen hinzu.</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Asks for a new name for the selected table.</source>
        <translation>Fragt nach einem neuen Namen für den gewählten Tisch.</translation>
    </message>
    <message>
        <source>Out of use</source>
        <translation>Außer Betrieb</translation>
    </message>
    <message>
        <source>Takes the selected table out of use, or back into use.</source>
        <translation>Nimmt den gewählten Tisch außer Betrieb oder wieder in Betrieb.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Calls the selected table earlier.</source>
        <translation>Ruft den gewählten Tisch früher auf.</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Calls the selected table later.</source>
        <translation>Ruft den gewählten Tisch später auf.</translation>
    </message>
    <message>
        <source>Call next matches</source>
        <translation>Nächste Spiele aufrufen</translation>
    </message>
    <message>
        <source>Put waiting matches on free tables (done by itself after each result)</source>
        <translation>Wartende Spiele an freie Tische schicken (geschieht nach jedem Ergebnis von selbst)</translation>
    </message>
    <message>
        <source>A&amp;dd table</source>
        <translation>Tisch hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Call ne&amp;xt matches</source>
        <translation>Nächste Spiele a&amp;ufrufen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Up next&lt;/b&gt; (called to the next free table; never someone still playing)</source>
        <translation>&lt;b&gt;Als Nächstes&lt;/b&gt; (an den nächsten freien Tisch gerufen; nie jemand, der noch spielt)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tables&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tische&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Opens the form for this table&apos;s result.</source>
        <translation>Öffnet das Formular für das Ergebnis dieses Tisches.</translation>
    </message>
    <message>
        <source>No tables yet: add some on the right; the ready matches are called to them.</source>
        <translation>Noch keine Tische: Legen Sie rechts welche an; die bereiten Spiele werden dorthin gerufen.</translation>
    </message>
    <message>
        <source>No tables yet: add some on the right, or start a round (one table per match is made).</source>
        <translation>Noch keine Tische: Legen Sie rechts welche an oder starten Sie eine Runde (ein Tisch pro Spiel wird angelegt).</translation>
    </message>
    <message>
        <source>{number}. {match}   ({where}, {chances})</source>
        <translation>{number}. {match}   ({where}, {chances})</translation>
    </message>
    <message>
        <source>{table}  (out of use)</source>
        <translation>{table}  (außer Betrieb)</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>winners&apos; round {round}</source>
        <translation>Gewinnerrunde {round}</translation>
    </message>
    <message>
        <source>losers&apos; round {round}</source>
        <translation>Verliererrunde {round}</translation>
    </message>
    <message>
        <source>grand final</source>
        <translation>Großes Finale</translation>
    </message>
    <message>
        <source>grand final reset</source>
        <translation>Reset des Großen Finales</translation>
    </message>
    <message>
        <source>for third place</source>
        <translation>um Platz drei</translation>
    </message>
    <message>
        <source>{bracket} round {round}</source>
        <translation>{bracket} Runde {round}</translation>
    </message>
    <message>
        <source>match {number}, {where}</source>
        <translation>Spiel {number}, {where}</translation>
    </message>
    <message>
        <source>{table}
out of use</source>
        <translation>{table}
außer Betrieb</translation>
    </message>
    <message>
        <source>{table}
free</source>
        <translation>{table}
frei</translation>
    </message>
    <message>
        <source>playing since {time}</source>
        <translation>spielt seit {time}</translation>
    </message>
    <message>
        <source>called {time}</source>
        <translation>aufgerufen {time}</translation>
    </message>
    <message>
        <source>Back in use</source>
        <translation>Wieder in Betrieb</translation>
    </message>
    <message>
        <source>Result of {match}</source>
        <translation>Ergebnis von {match}</translation>
    </message>
    <message>
        <source>Start {match}</source>
        <translation>{match} starten</translation>
    </message>
    <message>
        <source>Table {number}</source>
        <translation>Tisch {number}</translation>
    </message>
    <message>
        <source>Add table {name}</source>
        <translation>Tisch {name} hinzufügen</translation>
    </message>
    <message>
        <source>Rename table</source>
        <translation>Tisch umbenennen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rename table {name}</source>
        <translation>Tisch {name} umbenennen</translation>
    </message>
    <message>
        <source>{name} out of use</source>
        <translation>{name} außer Betrieb</translation>
    </message>
    <message>
        <source>{name} back in use</source>
        <translation>{name} wieder in Betrieb</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>{name} verschieben</translation>
    </message>
</context>
<context>
    <name>planning.balance_view</name>
    <message>
        <source>Found as the best of all {count} possible splits.</source>
        <translation>Gefunden als die beste aller {count} möglichen Aufteilungen.</translation>
    </message>
    <message>
        <source>Found by a heuristic (too many splits to try all): team totals differ by at most {bound}, the gap between the strongest and weakest player.</source>
        <translation>Gefunden mit einer Heuristik (zu viele Aufteilungen, um alle zu probieren): Die Teamsummen weichen höchstens um {bound} ab, den Abstand zwischen stärkstem und schwächstem Spieler.</translation>
    </message>
    <message>
        <source>Found by a heuristic (too many splits to try all).</source>
        <translation>Gefunden mit einer Heuristik (zu viele Aufteilungen, um alle zu probieren).</translation>
    </message>
    <message>
        <source>{left} v {right}</source>
        <translation>{left} zu {right}</translation>
    </message>
    <message>
        <source>Players present</source>
        <translation>Anwesende Spieler</translation>
    </message>
    <message>
        <source>Number of teams</source>
        <translation>Anzahl der Teams</translation>
    </message>
    <message>
        <source>How many teams to make from the players ticked as present.</source>
        <translation>Wie viele Teams aus den als anwesend angehakten Spielern gebildet werden.</translation>
    </message>
    <message>
        <source>as even as possible</source>
        <translation>möglichst gleich</translation>
    </message>
    <message>
        <source>Players per team; the players present must fill every team exactly</source>
        <translation>Spieler pro Team; die anwesenden Spieler müssen jedes Team genau füllen</translation>
    </message>
    <message>
        <source>Balance teams</source>
        <translation>Teams ausgleichen</translation>
    </message>
    <message>
        <source>Splits the players present into teams of even strength.</source>
        <translation>Teilt die anwesenden Spieler in gleich starke Teams auf.</translation>
    </message>
    <message>
        <source>First player of the pair</source>
        <translation>Erster Spieler des Paars</translation>
    </message>
    <message>
        <source>Pick a player to keep together with, or apart from, the second one.</source>
        <translation>Wählen Sie einen Spieler, der mit dem zweiten zusammen oder von ihm getrennt bleiben soll.</translation>
    </message>
    <message>
        <source>Second player of the pair</source>
        <translation>Zweiter Spieler des Paars</translation>
    </message>
    <message>
        <source>Pick the other player of the pair.</source>
        <translation>Wählen Sie den anderen Spieler des Paars.</translation>
    </message>
    <message>
        <source>Keep together</source>
        <translation>Zusammenlassen</translation>
    </message>
    <message>
        <source>The two players chosen end up in the same team.</source>
        <translation>Die beiden gewählten Spieler kommen ins selbe Team.</translation>
    </message>
    <message>
        <source>Keep apart</source>
        <translation>Trennen</translation>
    </message>
    <message>
        <source>The two players chosen end up in different teams.</source>
        <translation>Die beiden gewählten Spieler kommen in verschiedene Teams.</translation>
    </message>
    <message>
        <source>Pairs kept together or apart</source>
        <translation>Zusammen oder getrennt gehaltene Paare</translation>
    </message>
    <message>
        <source>The pairs the balancer respects; select one to remove it.</source>
        <translation>Die Paare, die der Team-Ausgleich beachtet; wählen Sie eines, um es zu entfernen.</translation>
    </message>
    <message>
        <source>Remove pair</source>
        <translation>Paar entfernen</translation>
    </message>
    <message>
        <source>Forgets the pair selected in the list.</source>
        <translation>Entfernt das in der Liste gewählte Paar.</translation>
    </message>
    <message>
        <source>Balanced teams</source>
        <translation>Ausgeglichene Teams</translation>
    </message>
    <message>
        <source>Each team with its players, their ratings and the team&apos;s chance to win.</source>
        <translation>Jedes Team mit seinen Spielern, ihren Wertungen und der Gewinnchance des Teams.</translation>
    </message>
    <message>
        <source>Team / player</source>
        <translation>Team / Spieler</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>μ</source>
        <translation>μ</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Gewinnchance</translation>
    </message>
    <message>
        <source>Tick the players present, choose the number of teams, then Balance teams.</source>
        <translation>Haken Sie die anwesenden Spieler an, wählen Sie die Zahl der Teams und dann „Teams ausgleichen“.</translation>
    </message>
    <message>
        <source>Load teams into the match form</source>
        <translation>Teams ins Spielformular übernehmen</translation>
    </message>
    <message>
        <source>Opens the match form with these teams as the sides.</source>
        <translation>Öffnet das Spielformular mit diesen Teams als Seiten.</translation>
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
        <translation>Vorhergesagte Chancen {chances}; Spielqualität &lt;b&gt;{quality}&lt;/b&gt; (100&#xa0;% = ausgeglichen). {method}</translation>
    </message>
    <message>
        <source>{low}–{high}%</source>
        <translation>{low}–{high}&#xa0;%</translation>
    </message>
    <message>
        <source>met tonight already</source>
        <translation>heute schon gegeneinander gespielt</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} sits this one out</source>
        <translation>{name} setzt diesmal aus</translation>
    </message>
    <message>
        <source>no repeats of tonight&apos;s pairings.</source>
        <translation>keine Wiederholung der heutigen Paarungen.</translation>
    </message>
    <message numerus="yes">
        <source>%n repeat(s) could not be avoided.</source>
        <translation>
            <numerusform>%n Wiederholung ließ sich nicht vermeiden.</numerusform>
            <numerusform>%n Wiederholungen ließen sich nicht vermeiden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Players per team</source>
        <translation>Spieler pro Team</translation>
    </message>
    <message>
        <source>Pairs (optional)</source>
        <translation>Paare (optional)</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>Find opponents for</source>
        <translation>Gegner finden für</translation>
    </message>
    <message>
        <source>Pick the player who needs an opponent.</source>
        <translation>Wählen Sie den Spieler, der einen Gegner braucht.</translation>
    </message>
    <message>
        <source>Lowest chance to win</source>
        <translation>Niedrigste Gewinnchance</translation>
    </message>
    <message>
        <source>The least chance to win, in percent, an opponent may leave the player.</source>
        <translation>Die kleinste Gewinnchance in Prozent, die ein Gegner dem Spieler lassen darf.</translation>
    </message>
    <message>
        <source>Highest chance to win</source>
        <translation>Höchste Gewinnchance</translation>
    </message>
    <message>
        <source>The greatest chance to win, in percent, an opponent may leave the player.</source>
        <translation>Die größte Gewinnchance in Prozent, die ein Gegner dem Spieler lassen darf.</translation>
    </message>
    <message>
        <source>only players present</source>
        <translation>nur Anwesende</translation>
    </message>
    <message>
        <source>Only players present</source>
        <translation>Nur anwesende Spieler</translation>
    </message>
    <message>
        <source>When ticked, only players ticked as present are offered.</source>
        <translation>Wenn angehakt, werden nur als anwesend angehakte Spieler angeboten.</translation>
    </message>
    <message>
        <source>Find opponents</source>
        <translation>Gegner finden</translation>
    </message>
    <message>
        <source>Lists the opponents whose chance to win lies in the range.</source>
        <translation>Listet die Gegner auf, bei denen die Gewinnchance im Bereich liegt.</translation>
    </message>
    <message>
        <source>Even opponents</source>
        <translation>Ausgeglichene Gegner</translation>
    </message>
    <message>
        <source>The opponents found, with the chance to win and the match quality.</source>
        <translation>Die gefundenen Gegner mit Gewinnchance und Spielqualität.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Gewinnchance</translation>
    </message>
    <message>
        <source>Match quality</source>
        <translation>Spielqualität</translation>
    </message>
    <message>
        <source>Pick the event whose pairings should not be played again.</source>
        <translation>Wählen Sie die Veranstaltung, deren Paarungen nicht wiederholt werden sollen.</translation>
    </message>
    <message>
        <source>Pair the waiting players</source>
        <translation>Wartende paaren</translation>
    </message>
    <message>
        <source>Pairs the players ticked as present: similar skills, no repeat of tonight&apos;s pairings where possible</source>
        <translation>Bildet Paarungen aus den als anwesend angehakten Spielern: ähnliche Spielstärke, möglichst keine Wiederholung der heutigen Paarungen</translation>
    </message>
    <message>
        <source>Pairings of the waiting players</source>
        <translation>Paarungen der wartenden Spieler</translation>
    </message>
    <message>
        <source>The proposed matches, one a row, with the chances and the match quality.</source>
        <translation>Die vorgeschlagenen Spiele, eines pro Zeile, mit den Chancen und der Spielqualität.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Chances</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Load match into the match form</source>
        <translation>Spiel ins Spielformular übernehmen</translation>
    </message>
    <message>
        <source>Opens the match form with the pairing selected.</source>
        <translation>Öffnet das Spielformular mit der gewählten Paarung.</translation>
    </message>
    <message>
        <source>Even opponents for one player</source>
        <translation>Ausgeglichene Gegner für einen Spieler</translation>
    </message>
    <message>
        <source>chance between</source>
        <translation>Chance zwischen</translation>
    </message>
    <message>
        <source>Pair the players waiting (the players ticked as present)</source>
        <translation>Wartende Spieler paaren (die als anwesend angehakten)</translation>
    </message>
    <message>
        <source>Avoid repeats from</source>
        <translation>Keine Wiederholung aus</translation>
    </message>
    <message>
        <source>Matchmaking</source>
        <translation>Gegnersuche</translation>
    </message>
    <message>
        <source>Today&apos;s matches</source>
        <translation>Heutige Spiele</translation>
    </message>
    <message>
        <source>Choose two different players present for a pair.</source>
        <translation>Wählen Sie für ein Paar zwei verschiedene anwesende Spieler.</translation>
    </message>
    <message>
        <source>{a} and {b}: {value}</source>
        <translation>{a} und {b}: {value}</translation>
    </message>
    <message>
        <source>Tick at least {value} players present.</source>
        <translation>Haken Sie mindestens {value} anwesende Spieler an.</translation>
    </message>
    <message>
        <source>Balancing…</source>
        <translation>Wird ausgeglichen…</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Team {n}  ({count} players)</source>
        <translation>Team {n}  ({count} Spieler)</translation>
    </message>
    <message numerus="yes">
        <source>%n opponent(s) give {who} a chance of {window}, most even first.</source>
        <translation>
            <numerusform>%n Gegner, gegen den {who} eine Gewinnchance von {window} hat, die ausgeglichensten zuerst.</numerusform>
            <numerusform>%n Gegner, gegen die {who} eine Gewinnchance von {window} hat, die ausgeglichensten zuerst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody gives {who} a chance of {window}; widen the window.</source>
        <translation>Gegen niemanden hat {who} eine Gewinnchance von {window}; erweitern Sie den Bereich.</translation>
    </message>
    <message>
        <source>Tick at least two players present (the players waiting).</source>
        <translation>Haken Sie mindestens zwei anwesende Spieler an (die Wartenden).</translation>
    </message>
</context>
<context>
    <name>planning.bracket_canvas</name>
    <message>
        <source>Double elimination: the winners&apos; bracket uses this same seed order; first-round losers drop into the losers&apos; bracket in bracket order.</source>
        <translation>Doppel-K.-o.: Der Gewinnerbaum verwendet dieselbe Setzreihenfolge; die Verlierer der ersten Runde fallen in der Reihenfolge des Turnierbaums in den Verliererbaum.</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Halbfinale</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Viertelfinale</translation>
    </message>
    <message>
        <source>Last {slots}</source>
        <extracomment>Translators: a bracket round named by how many are left in it (&quot;Last 16&quot;)</extracomment>
        <translation>Letzte {slots}</translation>
    </message>
    <message>
        <source>Tick at least two entrants to see the bracket.</source>
        <translation>Haken Sie mindestens zwei Teilnehmer an, um den Turnierbaum zu sehen.</translation>
    </message>
    <message>
        <source>Seed {seed}: {name} ({club})</source>
        <translation>Setzplatz {seed}: {name} ({club})</translation>
    </message>
    <message>
        <source>Seed {seed}: {name}</source>
        <translation>Setzplatz {seed}: {name}</translation>
    </message>
    <message numerus="yes">
        <source>; moved %n place(s) to keep clubs apart (seed {rating_seed} by rating)</source>
        <extracomment>Translators: added to &quot;Seed 3: Ann&quot;; %n is how many places the seed moved</extracomment>
        <translation>
            <numerusform>; um %n Platz verschoben, um Vereine zu trennen (nach Wertung Setzplatz {rating_seed})</numerusform>
            <numerusform>; um %n Plätze verschoben, um Vereine zu trennen (nach Wertung Setzplatz {rating_seed})</numerusform>
        </translation>
    </message>
    <message>
        <source>bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>Runde 1</translation>
    </message>
    <message>
        <source>Both entrants are from the same club or roster</source>
        <translation>Beide Teilnehmer sind aus demselben Verein oder Team</translation>
    </message>
</context>
<context>
    <name>planning.entrant_picker</name>
    <message>
        <source>Search…</source>
        <translation>Suchen…</translation>
    </message>
    <message>
        <source>Search entrants</source>
        <translation>Teilnehmer suchen</translation>
    </message>
    <message>
        <source>Type part of a name or club; only matching entrants are listed.</source>
        <translation>Geben Sie einen Teil eines Namens oder Vereins ein; nur passende Teilnehmer werden aufgeführt.</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>Tick the players or teams who take part; space ticks the selected one.</source>
        <translation>Haken Sie die teilnehmenden Spieler oder Teams an; die Leertaste hakt den gewählten an.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
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
        <translation>Alle angezeigten anhaken</translation>
    </message>
    <message>
        <source>Ticks every entrant listed.</source>
        <translation>Hakt alle aufgeführten Teilnehmer an.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Haken entfernen</translation>
    </message>
    <message>
        <source>Unticks every entrant.</source>
        <translation>Entfernt die Haken bei allen Teilnehmern.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>{name}: μ {mu} ± {sigma}, %n game(s)</source>
        <translation>
            <numerusform>{name}: μ {mu} ± {sigma}, %n Spiel</numerusform>
            <numerusform>{name}: μ {mu} ± {sigma}, %n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} of {topLevelItemCount} ticked</source>
        <translation>{count} von {topLevelItemCount} angehakt</translation>
    </message>
</context>
<context>
    <name>planning.evaluation_view</name>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <translation>Log-Loss</translation>
    </message>
    <message>
        <source>Lower is better: how surprised the system was by the results (later 30% of the history)</source>
        <translation>Niedriger ist besser: wie überrascht das System von den Ergebnissen war (spätere 30 % des Verlaufs)</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>Share of decisive matches whose winner had the highest predicted chance</source>
        <translation>Anteil der entschiedenen Spiele, deren Sieger die höchste vorhergesagte Chance hatte</translation>
    </message>
    <message>
        <source>Matches scored</source>
        <translation>Bewertete Spiele</translation>
    </message>
    <message>
        <source>β</source>
        <translation>β</translation>
    </message>
    <message>
        <source>&lt;b&gt;Log-loss&lt;/b&gt;: how surprised a system was by the results it had to predict. &lt;b&gt;Lower log-loss is better.&lt;/b&gt;&lt;br&gt;&lt;b&gt;Accuracy&lt;/b&gt;: how often the side a system gave the best chance actually won.&lt;br&gt;&lt;b&gt;Chart&lt;/b&gt;: for each chance a system gave (across), how often those sides really won (up); the nearer its line to the dashed diagonal, the more honest its chances.</source>
        <translation>&lt;b&gt;Log-Loss&lt;/b&gt;: wie überrascht ein System von den Ergebnissen war, die es vorhersagen musste. &lt;b&gt;Ein niedrigerer Log-Loss ist besser.&lt;/b&gt;&lt;br&gt;&lt;b&gt;Trefferquote&lt;/b&gt;: wie oft die Seite, der ein System die beste Chance gab, tatsächlich gewonnen hat.&lt;br&gt;&lt;b&gt;Diagramm&lt;/b&gt;: für jede Chance, die ein System gab (waagerecht), wie oft diese Seiten wirklich gewonnen haben (senkrecht); je näher seine Linie an der gestrichelten Diagonale liegt, desto ehrlicher sind seine Chancen.</translation>
    </message>
    <message>
        <source>Not enough matches to compare the systems yet: record a few club nights, then evaluate again.</source>
        <translation>Noch nicht genug Spiele, um die Systeme zu vergleichen: Tragen Sie einige Vereinsabende ein und werten Sie dann erneut aus.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Best for this club: {system} with {setting}&lt;/b&gt;.</source>
        <extracomment>Translators: {system} is a rating system, {setting} its tuned values (&quot;β = 3.99, τ = 0.319&quot;)</extracomment>
        <translation>&lt;b&gt;Am besten für diesen Verein: {system} mit {setting}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Best for this club: {system}&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Am besten für diesen Verein: {system}&lt;/b&gt;.</translation>
    </message>
    <message numerus="yes">
        <source>It predicted the last %n match(es) best (log-loss {loss}, against {runner_loss} for {runner}).</source>
        <extracomment>Translators: %n is how many matches were predicted; {runner} is the next best rating system</extracomment>
        <translation>
            <numerusform>Es hat das letzte Spiel (%n) am besten vorhergesagt (Log-Loss {loss}, gegenüber {runner_loss} bei {runner}).</numerusform>
            <numerusform>Es hat die letzten %n Spiele am besten vorhergesagt (Log-Loss {loss}, gegenüber {runner_loss} bei {runner}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It predicted the last %n match(es) best (log-loss {loss}).</source>
        <translation>
            <numerusform>Es hat das letzte Spiel (%n) am besten vorhergesagt (Log-Loss {loss}).</numerusform>
            <numerusform>Es hat die letzten %n Spiele am besten vorhergesagt (Log-Loss {loss}).</numerusform>
        </translation>
    </message>
    <message>
        <source>This leaderboard already uses it, so there is nothing to change.</source>
        <translation>Diese Rangliste verwendet es bereits; es gibt nichts zu ändern.</translation>
    </message>
    <message>
        <source>To rate this leaderboard with it, click &lt;b&gt;Use the best for this leaderboard&lt;/b&gt;, or choose {system} in &lt;b&gt;Leaderboard ▸ Settings…&lt;/b&gt; (every match is re-rated; Edit ▸ Undo takes it back).</source>
        <translation>Um diese Rangliste damit zu werten, klicken Sie auf &lt;b&gt;Das beste für diese Rangliste verwenden&lt;/b&gt; oder wählen Sie {system} unter &lt;b&gt;Rangliste ▸ Einstellungen…&lt;/b&gt; (jedes Spiel wird neu gewertet; Bearbeiten ▸ Rückgängig nimmt es zurück).</translation>
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
        <translation>Standardwerte</translation>
    </message>
    <message>
        <source>Replays this leaderboard&apos;s history under each rating system, predicting every match before rating it, and scores the later 30%. Tune also searches each system&apos;s main parameters (β and τ, C or K) on the earlier 70%.</source>
        <translation>Spielt den Verlauf dieser Rangliste mit jedem Wertungssystem nach, sagt jedes Spiel vorher, bevor es gewertet wird, und misst die Vorhersagen an den späteren 30 %. „Abstimmen und auswerten“ sucht außerdem die Hauptparameter jedes Systems (β und τ, C oder K) an den früheren 70 %.</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>Auswerten</translation>
    </message>
    <message>
        <source>Tune and evaluate</source>
        <translation>Abstimmen und auswerten</translation>
    </message>
    <message>
        <source>Use the best for this leaderboard</source>
        <translation>Das beste für diese Rangliste verwenden</translation>
    </message>
    <message>
        <source>Predicted chance to win</source>
        <translation>Vorhergesagte Gewinnchance</translation>
    </message>
    <message>
        <source>Observed win rate</source>
        <translation>Beobachtete Siegquote</translation>
    </message>
    <message>
        <source>What to pick</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>Scores each rating system on this leaderboard&apos;s history.</source>
        <translation>Prüft jedes Wertungssystem am Verlauf dieser Rangliste.</translation>
    </message>
    <message>
        <source>Tunes each system&apos;s main parameters first, then scores it; takes longer.</source>
        <translation>Stimmt zuerst die Hauptparameter jedes Systems ab und prüft es dann; dauert länger.</translation>
    </message>
    <message>
        <source>Switches this leaderboard to the system that predicted best.</source>
        <translation>Stellt diese Rangliste auf das System um, das am besten vorhergesagt hat.</translation>
    </message>
    <message>
        <source>Rating systems compared</source>
        <translation>Wertungssysteme im Vergleich</translation>
    </message>
    <message>
        <source>Each rating system, one a row, with its prediction scores.</source>
        <translation>Jedes Wertungssystem, eines pro Zeile, mit seinen Vorhersagewerten.</translation>
    </message>
    <message>
        <source>Calibration chart</source>
        <translation>Kalibrierungsdiagramm</translation>
    </message>
    <message>
        <source>Predicted chance to win against the observed win rate, for each system.</source>
        <translation>Vorhergesagte Gewinnchance gegen die beobachtete Siegquote, für jedes System.</translation>
    </message>
    <message>
        <source>Tuning and evaluating…</source>
        <translation>Wird abgestimmt und ausgewertet…</translation>
    </message>
    <message>
        <source>Evaluating…</source>
        <translation>Wird ausgewertet…</translation>
    </message>
    <message>
        <source>The evaluation was cancelled; nothing was changed.</source>
        <translation>Die Auswertung wurde abgebrochen; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The evaluation did not finish.</source>
        <translation>Die Auswertung wurde nicht beendet.</translation>
    </message>
    <message>
        <source>perfect</source>
        <comment>the chart&apos;s diagonal: chances that come true as often as they say</comment>
        <translation>perfekt</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;br&gt;</source>
        <translation>&lt;br&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Use {system} for this leaderboard</source>
        <translation>{system} für diese Rangliste verwenden</translation>
    </message>
    <message>
        <source>Re-rating every match with the new system…</source>
        <translation>Jedes Spiel wird mit dem neuen System neu gewertet…</translation>
    </message>
</context>
<context>
    <name>planning.seed_exports</name>
    <message>
        <source>Export seed list</source>
        <translation>Setzliste exportieren</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV-Datei (*.csv)</translation>
    </message>
    <message>
        <source>Export plain list</source>
        <translation>Einfache Liste exportieren</translation>
    </message>
    <message>
        <source>Text file (*.txt);;All files (*)</source>
        <translation>Textdatei (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Wrote {result} entrants to {path}</source>
        <translation>{result} Teilnehmer nach {path} geschrieben</translation>
    </message>
</context>
<context>
    <name>planning.seed_tables</name>
    <message>
        <source>by lot</source>
        <extracomment>Translators: in the seed list&apos;s rating column: an unrated entrant placed by drawing lots</extracomment>
        <translation>gelost</translation>
    </message>
    <message>
        <source>Pool {name}</source>
        <translation>Gruppe {name}</translation>
    </message>
    <message>
        <source>{first} v {second}</source>
        <translation>{first} gegen {second}</translation>
    </message>
    <message>
        <source>bye: {name}</source>
        <translation>Freilos: {name}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Runde {n}</translation>
    </message>
</context>
<context>
    <name>planning.seeding_view</name>
    <message>
        <source>Players I tick</source>
        <translation>Angehakte Spieler</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Die ersten</translation>
    </message>
    <message>
        <source> of the leaderboard</source>
        <translation> der Rangliste</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Teams (rosters)</source>
        <translation>Teams (feste Besetzung)</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>Keep clubs and rosters apart in round 1</source>
        <translation>Vereine und Teams in Runde 1 trennen</translation>
    </message>
    <message>
        <source> places</source>
        <translation> Plätze</translation>
    </message>
    <message>
        <source>Club separation never moves a seed further than this</source>
        <translation>Die Vereinstrennung verschiebt einen Setzplatz nie weiter als so viele Plätze</translation>
    </message>
    <message>
        <source>Seeding</source>
        <translation>Setzung</translation>
    </message>
    <message>
        <source>Seed by</source>
        <translation>Setzen nach</translation>
    </message>
    <message>
        <source>The entrants are the players or teams ticked in the list.</source>
        <translation>Die Teilnehmer sind die in der Liste angehakten Spieler oder Teams.</translation>
    </message>
    <message>
        <source>The entrants are the best of the leaderboard.</source>
        <translation>Die Teilnehmer sind die Besten der Rangliste.</translation>
    </message>
    <message>
        <source>Top of the leaderboard</source>
        <translation>Spitze der Rangliste</translation>
    </message>
    <message>
        <source>How many of the leaderboard&apos;s best players enter.</source>
        <translation>Wie viele der besten Spieler der Rangliste teilnehmen.</translation>
    </message>
    <message>
        <source>Entrants are</source>
        <translation>Teilnehmer sind</translation>
    </message>
    <message>
        <source>Pick whether players or teams enter the bracket.</source>
        <translation>Wählen Sie, ob Spieler oder Teams im Turnierbaum antreten.</translation>
    </message>
    <message>
        <source>Pick what orders the seeds.</source>
        <translation>Wählen Sie, wonach die Setzplätze geordnet werden.</translation>
    </message>
    <message>
        <source>Keep clubs and rosters apart</source>
        <translation>Vereine und Teams trennen</translation>
    </message>
    <message>
        <source>When ticked, entrants of one club or roster do not meet in the first round.</source>
        <translation>Wenn angehakt, treffen Teilnehmer eines Vereins oder Teams in der ersten Runde nicht aufeinander.</translation>
    </message>
    <message>
        <source>Move a seed at most</source>
        <translation>Setzplatz höchstens verschieben um</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Turnierbaum</translation>
    </message>
    <message>
        <source>The first round of the bracket drawn from the seeds.</source>
        <translation>Die erste Runde des Turnierbaums, aus den Setzplätzen gebildet.</translation>
    </message>
    <message>
        <source>Export seed list (CSV)…</source>
        <translation>Setzliste exportieren (CSV)…</translation>
    </message>
    <message>
        <source>Saves the seed list as a CSV file.</source>
        <translation>Speichert die Setzliste als CSV-Datei.</translation>
    </message>
    <message>
        <source>Export plain list…</source>
        <translation>Einfache Liste exportieren…</translation>
    </message>
    <message>
        <source>One name per line in seed order: what bracket websites accept for bulk entry</source>
        <translation>Ein Name pro Zeile in Setzreihenfolge: So nehmen Turnier-Websites viele Namen auf einmal an</translation>
    </message>
    <message>
        <source>The entrants in seed order, with club and rating.</source>
        <translation>Die Teilnehmer in Setzreihenfolge, mit Verein und Wertung.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Setzplatz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>By rating</source>
        <translation>Nach Wertung</translation>
    </message>
    <message>
        <source>Pool size</source>
        <translation>Gruppengröße</translation>
    </message>
    <message>
        <source>How many entrants play in each round robin pool.</source>
        <translation>Wie viele Teilnehmer in jeder Gruppe des Rundenturniers spielen.</translation>
    </message>
    <message>
        <source> entrants</source>
        <translation> Teilnehmern</translation>
    </message>
    <message>
        <source>Round robin pools</source>
        <translation>Gruppen im Rundenturnier</translation>
    </message>
    <message>
        <source>Each pool with its rounds and their matches.</source>
        <translation>Jede Gruppe mit ihren Runden und deren Spielen.</translation>
    </message>
    <message>
        <source>Pool / round</source>
        <translation>Gruppe / Runde</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Pools of at most</source>
        <translation>Gruppen mit höchstens</translation>
    </message>
    <message>
        <source>(snake order; each pool plays a round robin, circle method)</source>
        <translation>(Schlangensystem; jede Gruppe spielt ein Rundenturnier nach der Kreismethode)</translation>
    </message>
    <message>
        <source>Single / double elimination</source>
        <translation>K.-o. / Doppel-K.-o.</translation>
    </message>
    <message>
        <source>Seed list</source>
        <translation>Setzliste</translation>
    </message>
    <message>
        <source>Print blank seed sheet…</source>
        <translation>Leeren Setzbogen drucken…</translation>
    </message>
    <message>
        <source>Print blank seed sheet</source>
        <translation>Leeren Setzbogen drucken</translation>
    </message>
    <message>
        <source>Prints this seeding as an empty bracket to fill in by hand. An event&apos;s bracket with its results prints from the Event tab&apos;s Bracket page (Ctrl+P).</source>
        <translation>Druckt diese Setzung als leeren Turnierbaum zum Ausfüllen von Hand. Der Turnierbaum einer Veranstaltung mit ihren Ergebnissen wird auf der Seite Turnierbaum des Tabs Veranstaltung gedruckt (Strg+P).</translation>
    </message>
    <message>
        <source>An empty bracket of these seeds, to fill in by hand. The bracket of an event, with its results: Event tab ▸ Bracket ▸ Print… (Ctrl+P)</source>
        <translation>Ein leerer Turnierbaum dieser Setzung zum Ausfüllen von Hand. Der Turnierbaum einer Veranstaltung mit Ergebnissen: Tab Veranstaltung ▸ Turnierbaum ▸ Drucken… (Strg+P)</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Rundenturnier</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Schweizer System</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Tick at least two entrants (or choose the top N) to seed a bracket.</source>
        <translation>Haken Sie mindestens zwei Teilnehmer an (oder wählen Sie die besten N), um einen Turnierbaum zu setzen.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n entrant(s)&lt;/b&gt; in a bracket of {size}</source>
        <translation>
            <numerusform>&lt;b&gt;%n Teilnehmer&lt;/b&gt; in einem Turnierbaum für {size}</numerusform>
            <numerusform>&lt;b&gt;%n Teilnehmer&lt;/b&gt; in einem Turnierbaum für {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n bye(s) to the top seed(s)</source>
        <translation>
            <numerusform>, %n Freilos für den Topgesetzten</numerusform>
            <numerusform>, %n Freilose für die Topgesetzten</numerusform>
        </translation>
    </message>
    <message>
        <source>, seeded by {key}.</source>
        <translation>, gesetzt nach {key}.</translation>
    </message>
    <message numerus="yes">
        <source>Club separation moved %n entrant(s)</source>
        <translation>
            <numerusform>Die Vereinstrennung hat %n Teilnehmer verschoben</numerusform>
            <numerusform>Die Vereinstrennung hat %n Teilnehmer verschoben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(at most %n place(s)).</source>
        <translation>
            <numerusform>(höchstens %n Platz).</numerusform>
            <numerusform>(höchstens %n Plätze).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n first-round match(es) still pair one club (outlined): moving seeds up to {places} places cannot avoid it.</source>
        <translation>
            <numerusform>%n Erstrundenspiel paart noch einen Verein (umrandet): Setzplätze um bis zu {places} Plätze zu verschieben, vermeidet es nicht.</numerusform>
            <numerusform>%n Erstrundenspiele paaren noch einen Verein (umrandet): Setzplätze um bis zu {places} Plätze zu verschieben, vermeidet es nicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>No first-round match pairs one club.</source>
        <translation>Kein Erstrundenspiel paart einen Verein mit sich selbst.</translation>
    </message>
    <message numerus="yes">
        <source>%n first-round match(es) pair one club or roster (outlined); tick “Keep clubs and rosters apart” to separate them.</source>
        <translation>
            <numerusform>%n Erstrundenspiel paart einen Verein oder ein Team (umrandet); haken Sie „Vereine und Teams in Runde 1 trennen“ an, um sie zu trennen.</numerusform>
            <numerusform>%n Erstrundenspiele paaren einen Verein oder ein Team (umrandet); haken Sie „Vereine und Teams in Runde 1 trennen“ an, um sie zu trennen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planning.swiss_tab</name>
    <message>
        <source>Swiss event</source>
        <translation>Veranstaltung im Schweizer System</translation>
    </message>
    <message>
        <source>Pick the event whose next round is paired.</source>
        <translation>Wählen Sie die Veranstaltung, deren nächste Runde ausgelost wird.</translation>
    </message>
    <message>
        <source>Pair next round</source>
        <translation>Nächste Runde auslosen</translation>
    </message>
    <message>
        <source>Pairs the next round from the event&apos;s results so far.</source>
        <translation>Lost die nächste Runde aus den bisherigen Ergebnissen der Veranstaltung aus.</translation>
    </message>
    <message>
        <source>Swiss pairings</source>
        <translation>Paarungen im Schweizer System</translation>
    </message>
    <message>
        <source>The boards of the next round: players, their scores and the chance to win.</source>
        <translation>Die Bretter der nächsten Runde: Spieler, ihre Punkte und die Gewinnchance.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Pairs the event&apos;s players (or the players ticked) from the event&apos;s results so far.</source>
        <translation>Lost die Spieler der Veranstaltung (oder die angehakten) nach den bisherigen Ergebnissen der Veranstaltung aus.</translation>
    </message>
    <message>
        <source>Load board into the match form</source>
        <translation>Brett ins Spielformular übernehmen</translation>
    </message>
    <message>
        <source>Opens the match form with the board selected.</source>
        <translation>Öffnet das Spielformular mit dem gewählten Brett.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Veranstaltung</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Round {number}: %n board(s), equal scores top half v bottom half, no rematches.</source>
        <translation>
            <numerusform>Runde {number}: %n Brett, bei gleicher Punktzahl obere gegen untere Hälfte, keine Wiederholungen.</numerusform>
            <numerusform>Runde {number}: %n Bretter, bei gleicher Punktzahl obere gegen untere Hälfte, keine Wiederholungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bye: &lt;b&gt;{name}&lt;/b&gt; ({score} points).</source>
        <translation>Freilos: &lt;b&gt;{name}&lt;/b&gt; ({score} Punkte).</translation>
    </message>
</context>
<context>
    <name>players.players_view</name>
    <message>
        <source>Search players…</source>
        <translation>Spieler suchen…</translation>
    </message>
    <message>
        <source>Search players</source>
        <translation>Spieler suchen</translation>
    </message>
    <message>
        <source>Type part of a name or club; only matching players are listed.</source>
        <translation>Geben Sie einen Teil eines Namens oder Vereins ein; nur passende Spieler werden aufgeführt.</translation>
    </message>
    <message>
        <source>Show archived</source>
        <translation>Archivierte zeigen</translation>
    </message>
    <message>
        <source>Show archived players</source>
        <translation>Archivierte Spieler zeigen</translation>
    </message>
    <message>
        <source>When ticked, archived players are listed too.</source>
        <translation>Wenn angehakt, werden auch archivierte Spieler aufgeführt.</translation>
    </message>
    <message>
        <source>New player&apos;s name, then Enter</source>
        <translation>Name des neuen Spielers, dann Enter</translation>
    </message>
    <message>
        <source>New player name</source>
        <translation>Name des neuen Spielers</translation>
    </message>
    <message>
        <source>Type a new player&apos;s name, then press Enter to add them.</source>
        <translation>Geben Sie den Namen eines neuen Spielers ein und drücken Sie Enter, um ihn hinzuzufügen.</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Adds the player whose name is typed.</source>
        <translation>Fügt den Spieler mit dem eingegebenen Namen hinzu.</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Asks for a new name for the selected player.</source>
        <translation>Fragt nach einem neuen Namen für den gewählten Spieler.</translation>
    </message>
    <message>
        <source>Set club…</source>
        <translation>Verein festlegen…</translation>
    </message>
    <message>
        <source>Asks for the club of the selected players.</source>
        <translation>Fragt nach dem Verein der gewählten Spieler.</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archivieren</translation>
    </message>
    <message>
        <source>Hides the selected players from lists; their matches stay.</source>
        <translation>Blendet die gewählten Spieler in Listen aus; ihre Spiele bleiben.</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Zusammenführen…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Each player, one a row, with club, status and the day added; a double-click opens the player&apos;s page.</source>
        <translation>Jeder Spieler, einer pro Zeile, mit Verein, Status und Tag der Aufnahme; ein Doppelklick öffnet das Spielerprofil.</translation>
    </message>
    <message>
        <source>Unarchive</source>
        <translation>Reaktivieren</translation>
    </message>
    <message>
        <source>Select exactly two players: the same person entered twice</source>
        <translation>Wählen Sie genau zwei Spieler: dieselbe Person, doppelt eingetragen</translation>
    </message>
    <message>
        <source>Added {name}.</source>
        <translation>{name} hinzugefügt.</translation>
    </message>
    <message>
        <source>Add player {name}</source>
        <translation>Spieler {name} hinzufügen</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Spieler umbenennen</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>Neuer Name für {name}:</translation>
    </message>
    <message>
        <source>Rename {old} to {new}</source>
        <translation>{old} in {new} umbenennen</translation>
    </message>
    <message>
        <source>Set club</source>
        <translation>Verein festlegen</translation>
    </message>
    <message>
        <source>Club of {name} (empty for none):</source>
        <translation>Verein von {name} (leer für keinen):</translation>
    </message>
    <message>
        <source>Set club of {name}</source>
        <translation>Verein von {name} festlegen</translation>
    </message>
    <message>
        <source>Unarchive {name}</source>
        <translation>{name} zurückholen</translation>
    </message>
    <message>
        <source>Archive {name}</source>
        <translation>{name} archivieren</translation>
    </message>
    <message>
        <source>Merge {gone} into {keep}</source>
        <translation>{gone} mit {keep} zusammenführen</translation>
    </message>
    <message>
        <source>Merging {gone} into {keep} and rebuilding ratings…</source>
        <translation>{gone} wird mit {keep} zusammengeführt, Wertungen werden neu berechnet…</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Spieler zusammenführen</translation>
    </message>
    <message>
        <source>Keep the name</source>
        <translation>Diesen Namen behalten</translation>
    </message>
    <message>
        <source>Pick which of the two names the merged player keeps.</source>
        <translation>Wählen Sie, welchen der beiden Namen der zusammengeführte Spieler behält.</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Zusammenführen</translation>
    </message>
    <message>
        <source>Makes the two players one, with the matches of both.</source>
        <translation>Macht aus den beiden Spielern einen, mit den Spielen beider.</translation>
    </message>
    <message>
        <source>All results of &lt;b&gt;{esc}&lt;/b&gt; will move to &lt;b&gt;{esc2}&lt;/b&gt;, “{esc}” will be removed, and every rating from their first match on will be recomputed. You can undo this with Edit ▸ Undo.</source>
        <translation>Alle Ergebnisse von &lt;b&gt;{esc}&lt;/b&gt; gehen an &lt;b&gt;{esc2}&lt;/b&gt;, „{esc}“ wird entfernt, und jede Wertung ab dem ersten gemeinsamen Spiel wird neu berechnet. Mit Bearbeiten ▸ Rückgängig können Sie das zurücknehmen.</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Each team, one a row, with its members; a double-click edits it.</source>
        <translation>Jedes Team, eines pro Zeile, mit seinen Mitgliedern; ein Doppelklick bearbeitet es.</translation>
    </message>
    <message>
        <source>New team…</source>
        <translation>Neues Team…</translation>
    </message>
    <message>
        <source>Opens a form to make a new team.</source>
        <translation>Öffnet ein Formular, um ein neues Team anzulegen.</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Opens the selected team&apos;s name and members.</source>
        <translation>Öffnet Namen und Mitglieder des gewählten Teams.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Removes the selected team; its players stay.</source>
        <translation>Entfernt das gewählte Team; seine Spieler bleiben.</translation>
    </message>
    <message>
        <source>New team {name}</source>
        <translation>Neues Team {name}</translation>
    </message>
    <message>
        <source>Edit team {name}</source>
        <translation>Team {name} bearbeiten</translation>
    </message>
    <message>
        <source>Remove team {name}</source>
        <translation>Team {name} entfernen</translation>
    </message>
    <message>
        <source>Edit team</source>
        <translation>Team bearbeiten</translation>
    </message>
    <message>
        <source>New team</source>
        <translation>Neues Team</translation>
    </message>
    <message>
        <source>Team name</source>
        <translation>Teamname</translation>
    </message>
    <message>
        <source>Type the team&apos;s name.</source>
        <translation>Geben Sie den Namen des Teams ein.</translation>
    </message>
    <message>
        <source>Filter players…</source>
        <translation>Spieler filtern…</translation>
    </message>
    <message>
        <source>Filter players</source>
        <translation>Spieler filtern</translation>
    </message>
    <message>
        <source>Type part of a name; only matching players are listed.</source>
        <translation>Geben Sie einen Teil eines Namens ein; nur passende Spieler werden aufgeführt.</translation>
    </message>
    <message>
        <source>Team members</source>
        <translation>Teammitglieder</translation>
    </message>
    <message>
        <source>Tick the players of the team; space ticks the selected one.</source>
        <translation>Haken Sie die Spieler des Teams an; die Leertaste hakt den gewählten an.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <source>The team needs a name.</source>
        <translation>Das Team braucht einen Namen.</translation>
    </message>
    <message>
        <source>Tick at least one member.</source>
        <translation>Haken Sie mindestens ein Mitglied an.</translation>
    </message>
</context>
<context>
    <name>printouts.bracket</name>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Halbfinale</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Viertelfinale</translation>
    </message>
    <message>
        <source>Last {slots}</source>
        <extracomment>Translators: a bracket round named by how many are left in it (&quot;Last 16&quot;)</extracomment>
        <translation>Letzte {slots}</translation>
    </message>
    <message>
        <source>Seed sheet — {leaderboard}</source>
        <translation>Setzbogen — {leaderboard}</translation>
    </message>
    <message numerus="yes">
        <source>{club} · {leaderboard} · %n entrant(s) in a bracket of {size} · {date}</source>
        <translation>
            <numerusform>{club} · {leaderboard} · %n Teilnehmer in einem Turnierbaum für {size} · {date}</numerusform>
            <numerusform>{club} · {leaderboard} · %n Teilnehmer in einem Turnierbaum für {size} · {date}</numerusform>
        </translation>
    </message>
    <message>
        <source>Winner of match {number}</source>
        <translation>Sieger von Spiel {number}</translation>
    </message>
    <message>
        <source>Section {section} of {sections}: its winner goes on to page {page}</source>
        <translation>Abschnitt {section} von {sections}: Sein Sieger geht weiter auf Seite {page}</translation>
    </message>
    <message>
        <source>Winner of section {section} (page {page})</source>
        <translation>Sieger von Abschnitt {section} (Seite {page})</translation>
    </message>
    <message>
        <source>The section winners play on to the final</source>
        <translation>Die Abschnittssieger spielen weiter bis zum Finale</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>Runde 1</translation>
    </message>
    <message>
        <source>{name} (by lot)</source>
        <extracomment>Translators: a bracket slot&apos;s entrant who was placed among the unrated ones by drawing lots</extracomment>
        <translation>{name} (gelost)</translation>
    </message>
    <message>
        <source>bye</source>
        <extracomment>Translators: an empty place in a bracket: the opponent goes through without playing</extracomment>
        <translation>Freilos</translation>
    </message>
</context>
<context>
    <name>printouts.event_bracket</name>
    <message>
        <source>Champion: {names}</source>
        <translation>Sieger: {names}</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message numerus="yes">
        <source>{club} · {format} · %n entrant(s) · {state} · {date}</source>
        <translation>
            <numerusform>{club} · {format} · %n Teilnehmer · {state} · {date}</numerusform>
            <numerusform>{club} · {format} · %n Teilnehmer · {state} · {date}</numerusform>
        </translation>
    </message>
    <message>
        <source>Bracket — {event}</source>
        <translation>Turnierbaum — {event}</translation>
    </message>
    <message>
        <source>“{event}” has no bracket yet.</source>
        <translation>„{event}“ hat noch keinen Turnierbaum.</translation>
    </message>
    <message>
        <source>Continued on page {page}.</source>
        <translation>Weiter auf Seite {page}.</translation>
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
        <translation>Buchholz mit einer Streichung</translation>
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
        <translation>Median-Buchholz</translation>
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
        <translation>DV</translation>
    </message>
    <message>
        <source>WIN</source>
        <translation>WIN</translation>
    </message>
    <message>
        <source>wins, byes included</source>
        <translation>Siege, spielfreie Runden eingeschlossen</translation>
    </message>
    <message>
        <source>WON</source>
        <translation>WON</translation>
    </message>
    <message>
        <source>games won over the board</source>
        <translation>am Brett gewonnene Partien</translation>
    </message>
    <message>
        <source>direct encounter: points among the tied</source>
        <translation>direkter Vergleich: Punkte unter den Punktgleichen</translation>
    </message>
    <message>
        <source>Grand final</source>
        <extracomment>Translators: the grand final&apos;s second match, played when the losers&apos; bracket winner wins the first</extracomment>
        <translation>Großes Finale</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <source>Third place</source>
        <translation>Platz drei</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>Winners&apos; final</source>
        <translation>Gewinnerfinale</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Halbfinale</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Viertelfinale</translation>
    </message>
    <message>
        <source>Grand final, reset</source>
        <translation>Großes Finale, Wiederholung</translation>
    </message>
    <message>
        <source>Losers&apos; bracket, round {number}</source>
        <translation>Verliererbaum, Runde {number}</translation>
    </message>
    <message>
        <source>Winners&apos; bracket, round {number}</source>
        <translation>Gewinnerbaum, Runde {number}</translation>
    </message>
    <message>
        <source>{pool}, round {number}</source>
        <extracomment>Translators: {pool} is a pool&apos;s name (&quot;Pool A&quot;)</extracomment>
        <translation>{pool}, Runde {number}</translation>
    </message>
    <message>
        <source>Losers&apos; final</source>
        <translation>Verliererfinale</translation>
    </message>
    <message>
        <source>Winners&apos; bracket</source>
        <translation>Gewinnerbaum</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Turnierbaum</translation>
    </message>
    <message>
        <source>Losers&apos; bracket</source>
        <translation>Verliererbaum</translation>
    </message>
    <message>
        <source> · round {number}</source>
        <translation> · Runde {number}</translation>
    </message>
    <message>
        <source> · rounds {first}–{last}</source>
        <translation> · Runden {first}–{last}</translation>
    </message>
    <message>
        <source> · part {part} of {parts}</source>
        <translation> · Teil {part} von {parts}</translation>
    </message>
    <message>
        <source>{short}: {name}</source>
        <translation>{short}: {name}</translation>
    </message>
    <message>
        <source> · round {number} of {total}</source>
        <translation> · Runde {number} von {total}</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Platzierungen</translation>
    </message>
    <message>
        <source>bye</source>
        <extracomment>Translators: an empty place in a bracket: the opponent goes through without playing</extracomment>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>Needs clearing</source>
        <translation>Muss gelöscht werden</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spielt</translation>
    </message>
    <message>
        <source>Next · table {table}</source>
        <translation>Als Nächstes · Tisch {table}</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Als Nächstes</translation>
    </message>
</context>
<context>
    <name>printouts.event_paint</name>
    <message>
        <source>Third place</source>
        <translation>Platz drei</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Pts</source>
        <extracomment>Translators: short column heading: points</extracomment>
        <translation>Pkt.</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Noch keine Ergebnisse</translation>
    </message>
</context>
<context>
    <name>printouts.event_standings</name>
    <message>
        <source>Final standings — {event}</source>
        <translation>Endstand — {event}</translation>
    </message>
    <message>
        <source>Standings — {event}</source>
        <translation>Platzierungen — {event}</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>No standings yet: the event has not started.</source>
        <translation>Noch keine Platzierungen: Die Veranstaltung hat noch nicht begonnen.</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>Noch keine Ergebnisse.</translation>
    </message>
    <message>
        <source>Champion: {names}</source>
        <translation>Sieger: {names}</translation>
    </message>
    <message>
        <source>The event has not started yet.</source>
        <translation>Die Veranstaltung hat noch nicht begonnen.</translation>
    </message>
    <message>
        <source>The event is still being played: the places of those still in are not settled yet.</source>
        <translation>Die Veranstaltung läuft noch: Die Plätze der noch Verbliebenen stehen noch nicht fest.</translation>
    </message>
    <message>
        <source>The event is still being played: these are the standings after the results so far.</source>
        <translation>Die Veranstaltung läuft noch: Das ist der Zwischenstand nach den bisherigen Ergebnissen.</translation>
    </message>
    <message>
        <source>Round {number} of {total}. {state}</source>
        <translation>Runde {number} von {total}. {state}</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>noch dabei</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Kreuztabelle</translation>
    </message>
    <message>
        <source>Crosstable — {pool}</source>
        <translation>Kreuztabelle — {pool}</translation>
    </message>
    <message>
        <source> (columns {first}–{last})</source>
        <translation> (Spalten {first}–{last})</translation>
    </message>
    <message>
        <source>Entrant</source>
        <translation>Teilnehmer</translation>
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
        <translation>Seite {page} von {count}</translation>
    </message>
</context>
<context>
    <name>printouts.rounds</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Side 1</source>
        <translation>Seite 1</translation>
    </message>
    <message>
        <source>Side 2</source>
        <translation>Seite 2</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Gewinnchance</translation>
    </message>
    <message>
        <source>queue</source>
        <extracomment>Translators: the table column of a match that waits for a free table</extracomment>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>no table yet</source>
        <translation>noch kein Tisch</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>Pairings — {event}</source>
        <translation>Paarungen — {event}</translation>
    </message>
    <message>
        <source>No rounds drawn yet.</source>
        <translation>Noch keine Runde ausgelost.</translation>
    </message>
    <message>
        <source>Side {number} reports</source>
        <translation>Seite {number} meldet</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>{round} (continued)</source>
        <extracomment>Translators: a round&apos;s heading on its second page: {round} is &quot;Round 3&quot; or &quot;Winners&apos; bracket, round 1&quot;</extracomment>
        <translation>{round} (Fortsetzung)</translation>
    </message>
    <message>
        <source>Tables, bracket and standings on your phone:</source>
        <translation>Tische, Turnierbaum und Platzierungen auf dem Handy:</translation>
    </message>
    <message>
        <source>scan the code (venue Wi-Fi)</source>
        <translation>Code scannen (WLAN vor Ort)</translation>
    </message>
    <message>
        <source>v</source>
        <extracomment>Translators: &quot;versus&quot; between the sides of a match</extracomment>
        <translation>–</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Setzt aus: {names}</translation>
    </message>
    <message>
        <source>Score slips — {event}</source>
        <translation>Spielzettel — {event}</translation>
    </message>
    <message>
        <source>{club} · {event} · {date} · cut along the dashed lines</source>
        <translation>{club} · {event} · {date} · an den gestrichelten Linien schneiden</translation>
    </message>
    <message>
        <source>No matches drawn yet.</source>
        <translation>Noch keine Spiele ausgelost.</translation>
    </message>
    <message>
        <source>{round} · {table}</source>
        <translation>{round} · {table}</translation>
    </message>
    <message>
        <source>Side {number}</source>
        <translation>Seite {number}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
    <message>
        <source>Hand this slip to the organizer when the match is over.</source>
        <translation>Geben Sie diesen Zettel nach dem Spiel der Turnierleitung.</translation>
    </message>
</context>
<context>
    <name>printouts.season_sheet</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Veranstaltungen</translation>
    </message>
    <message>
        <source>Counted results</source>
        <translation>Gezählte Ergebnisse</translation>
    </message>
    <message>
        <source>Season — {name}</source>
        <translation>Saison — {name}</translation>
    </message>
    <message>
        <source>{club} · {leaderboard} · {start} to {end} · {date}</source>
        <translation>{club} · {leaderboard} · {start} bis {end} · {date}</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) with results; best {best} events count. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n Veranstaltung mit Ergebnissen; die besten {best} Veranstaltungen zählen. Punkte pro Platz: {scale}.</numerusform>
            <numerusform>%n Veranstaltungen mit Ergebnissen; die besten {best} Veranstaltungen zählen. Punkte pro Platz: {scale}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) with results; every event counts. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n Veranstaltung mit Ergebnissen; jede Veranstaltung zählt. Punkte pro Platz: {scale}.</numerusform>
            <numerusform>%n Veranstaltungen mit Ergebnissen; jede Veranstaltung zählt. Punkte pro Platz: {scale}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No results in this season yet.</source>
        <translation>In dieser Saison gibt es noch keine Ergebnisse.</translation>
    </message>
</context>
<context>
    <name>printouts.standings</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Translators: column heading of the printed standings: how many matches the player won (a word, not &quot;W&quot;)</extracomment>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Standings — {leaderboard}</source>
        <translation>Rangliste — {leaderboard}</translation>
    </message>
    <message>
        <source>No rated players yet.</source>
        <translation>Noch keine gewerteten Spieler.</translation>
    </message>
</context>
<context>
    <name>ratings.base</name>
    <message>
        <source>A match needs at least one side; &apos;teams&apos; is empty.</source>
        <translation>Ein Spiel braucht mindestens eine Seite; &apos;teams&apos; ist leer.</translation>
    </message>
    <message>
        <source>The lists &apos;teams&apos; and &apos;ranks&apos; must have the same length (got {sides} sides and {ranks} ranks).</source>
        <translation>Die Listen &apos;teams&apos; und &apos;ranks&apos; müssen gleich lang sein (erhalten: {sides} Seiten und {ranks} Platzierungen).</translation>
    </message>
    <message>
        <source>The lists &apos;teams&apos; and &apos;scores&apos; must have the same length (got {sides} sides and {scores} scores).</source>
        <translation>Die Listen &apos;teams&apos; und &apos;scores&apos; müssen gleich lang sein (erhalten: {sides} Seiten und {scores} Punktwerte).</translation>
    </message>
    <message>
        <source>Side {side} has no players.</source>
        <translation>Seite {side} hat keine Spieler.</translation>
    </message>
    <message>
        <source>The same rating object {rating!r} appears more than once (again on side {side}); a player can play only once in a match.</source>
        <translation>Dasselbe Wertungsobjekt {rating!r} kommt mehr als einmal vor (erneut auf Seite {side}); ein Spieler kann in einem Spiel nur einmal spielen.</translation>
    </message>
    <message>
        <source>Side {side} has no valid rank: {rank!r}.</source>
        <translation>Seite {side} hat keine gültige Platzierung: {rank!r}.</translation>
    </message>
    <message>
        <source>Side {side} has no valid score: {score!r}.</source>
        <translation>Seite {side} hat keine gültigen Punkte: {score!r}.</translation>
    </message>
    <message>
        <source>Expected a Rating, got {type}: {rating!r}.</source>
        <translation>Erwartet wurde ein Rating, erhalten: {type}: {rating!r}.</translation>
    </message>
    <message>
        <source>A rating&apos;s mu must be a finite number, got {mu!r}.</source>
        <translation>Das mu einer Wertung muss eine endliche Zahl sein, erhalten: {mu!r}.</translation>
    </message>
    <message>
        <source>A rating&apos;s sigma must be a finite number &gt;= 0, got {sigma!r}.</source>
        <translation>Das sigma einer Wertung muss eine endliche Zahl &gt;= 0 sein, erhalten: {sigma!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be a number, got {value!r}.</source>
        <translation>Der Parameter {name} muss eine Zahl sein, erhalten: {value!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be a finite number &gt;= 0, got {value!r}.</source>
        <translation>Der Parameter {name} muss eine endliche Zahl &gt;= 0 sein, erhalten: {value!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be a finite number &gt; 0, got {value!r}.</source>
        <translation>Der Parameter {name} muss eine endliche Zahl &gt; 0 sein, erhalten: {value!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be a finite number, got {value!r}.</source>
        <translation>Der Parameter {name} muss eine endliche Zahl sein, erhalten: {value!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be between {low} and {high} (got {value:g}).</source>
        <translation>Der Parameter {name} muss zwischen {low} und {high} liegen (erhalten: {value:g}).</translation>
    </message>
    <message numerus="yes">
        <source>Unknown parameter(s) {names} for {system} (its parameters: {known}).</source>
        <translation>
            <numerusform>Unbekannter Parameter {names} für {system} (seine Parameter: {known}).</numerusform>
            <numerusform>Unbekannte Parameter {names} für {system} (seine Parameter: {known}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Bad parameter for {system}: {error}</source>
        <translation>Ungültiger Parameter für {system}: {error}</translation>
    </message>
</context>
<context>
    <name>ratings.elo</name>
    <message>
        <source>The initial rating mu ({mu!r}) is below the floor ({floor!r}).</source>
        <translation>Die Anfangswertung mu ({mu!r}) liegt unter der Untergrenze ({floor!r}).</translation>
    </message>
    <message>
        <source>Elo ratings have no deviation: sigma must be 0, got {sigma!r}.</source>
        <translation>Elo-Wertungen haben keine Abweichung: sigma muss 0 sein, erhalten: {sigma!r}.</translation>
    </message>
    <message>
        <source>A match needs &apos;ranks&apos; or &apos;scores&apos;.</source>
        <translation>Ein Spiel braucht &apos;ranks&apos; oder &apos;scores&apos;.</translation>
    </message>
    <message>
        <source>Decaying {rating!r} over {days!r} idle days gives no finite rating.</source>
        <translation>Das Abklingen von {rating!r} über {days!r} Ruhetage ergibt keine endliche Wertung.</translation>
    </message>
    <message>
        <source>The frag matrix must be square (n×n), got shape {shape}.</source>
        <translation>Die Frag-Matrix muss quadratisch sein (n×n), erhalten: Form {shape}.</translation>
    </message>
    <message>
        <source>The frag matrix must hold finite numbers &gt;= 0.</source>
        <translation>Die Frag-Matrix muss endliche Zahlen &gt;= 0 enthalten.</translation>
    </message>
</context>
<context>
    <name>ratings.glicko</name>
    <message>
        <source>Game {number} has no valid outcome in [0, 1]: {outcome!r}.</source>
        <translation>Partie {number} hat kein gültiges Ergebnis in [0, 1]: {outcome!r}.</translation>
    </message>
</context>
<context>
    <name>ratings.guards</name>
    <message>
        <source>This result would give an impossible rating (mu {mu:g}, sigma {sigma:g}); check the leaderboard&apos;s parameters and the points or scores of the results.</source>
        <translation>Dieses Ergebnis ergäbe eine unmögliche Wertung (mu {mu:g}, sigma {sigma:g}); prüfen Sie die Parameter der Rangliste und die Punkte bzw. Ergebnisse der Spiele.</translation>
    </message>
    <message>
        <source>Match {match} of {matches} would give an impossible rating (mu {mu:g}, sigma {sigma:g}); check the leaderboard&apos;s parameters and the points or scores of the results.</source>
        <translation>Spiel {match} von {matches} ergäbe eine unmögliche Wertung (mu {mu:g}, sigma {sigma:g}); prüfen Sie die Parameter der Rangliste und die Punkte bzw. Ergebnisse der Spiele.</translation>
    </message>
</context>
<context>
    <name>ratings.otr</name>
    <message>
        <source>A match rated by its games needs at least one game.</source>
        <translation>Ein nach Partien gewertetes Spiel braucht mindestens eine Partie.</translation>
    </message>
    <message>
        <source>Game {number} has no player.</source>
        <translation>Partie {number} hat keinen Spieler.</translation>
    </message>
    <message>
        <source>Game {number}: player {player} is not one of the {count} players.</source>
        <translation>Partie {number}: Spieler {player} gehört nicht zu den {count} Spielern.</translation>
    </message>
    <message>
        <source>Game {number}: player {player} has no valid score: {score!r}.</source>
        <translation>Partie {number}: Spieler {player} hat keine gültigen Punkte: {score!r}.</translation>
    </message>
</context>
<context>
    <name>ratings.predict_replay</name>
    <message>
        <source>The scoring loop does not reproduce {model}.</source>
        <translation>Die Bewertungsschleife reproduziert {model} nicht.</translation>
    </message>
    <message>
        <source>Unknown engine {engine!r} (auto, compiled, python).</source>
        <translation>Unbekannte Engine {engine!r} (auto, compiled, python).</translation>
    </message>
</context>
<context>
    <name>ratings.presentation</name>
    <message>
        <source>The new player&apos;s sigma (sigma0) must be a finite number &gt; 0, got {sigma0!r}.</source>
        <translation>Das sigma eines neuen Spielers (sigma0) muss eine endliche Zahl &gt; 0 sein, erhalten: {sigma0!r}.</translation>
    </message>
    <message>
        <source>Combining ratings needs at least one rating.</source>
        <translation>Zum Kombinieren von Wertungen braucht es mindestens eine Wertung.</translation>
    </message>
</context>
<context>
    <name>ratings.registry</name>
    <message>
        <source>Unknown rating system {system!r} (known: {known}).</source>
        <translation>Unbekanntes Wertungssystem {system!r} (bekannt: {known}).</translation>
    </message>
</context>
<context>
    <name>ratings.replay</name>
    <message>
        <source>Initial ratings are given for {given} players, the history has {players}.</source>
        <translation>Anfangswertungen sind für {given} Spieler angegeben, der Verlauf hat {players}.</translation>
    </message>
    <message>
        <source>Unknown engine {engine!r} (auto, compiled, python, generic).</source>
        <translation>Unbekannte Engine {engine!r} (auto, compiled, python, generic).</translation>
    </message>
    <message>
        <source>The {engine} engine rates only Bradley-Terry and Plackett-Luce.</source>
        <translation>Die Engine {engine} wertet nur Bradley-Terry und Plackett-Luce.</translation>
    </message>
</context>
<context>
    <name>ratings.replay_arrays</name>
    <message>
        <source>The array {name} must be one-dimensional, got shape {shape}.</source>
        <translation>Das Array {name} muss eindimensional sein, erhalten: Form {shape}.</translation>
    </message>
    <message>
        <source>The array match_start must run from 0 to the number of sides ({sides}).</source>
        <translation>Das Array match_start muss von 0 bis zur Zahl der Seiten ({sides}) laufen.</translation>
    </message>
    <message>
        <source>The array side_start must have one entry per side plus one, from 0 to the number of slots ({slots}).</source>
        <translation>Das Array side_start muss einen Eintrag je Seite plus einen haben, von 0 bis zur Zahl der Plätze ({slots}).</translation>
    </message>
    <message>
        <source>The array match_start must not decrease.</source>
        <translation>Das Array match_start darf nicht fallen.</translation>
    </message>
    <message>
        <source>Match {match} has no sides.</source>
        <translation>Spiel {match} hat keine Seiten.</translation>
    </message>
    <message>
        <source>The array side_start must not decrease.</source>
        <translation>Das Array side_start darf nicht fallen.</translation>
    </message>
    <message>
        <source>Side {side} (of match {match}) has no players.</source>
        <translation>Seite {side} (von Spiel {match}) hat keine Spieler.</translation>
    </message>
    <message>
        <source>The number of players must be &gt;= 0, got {players}.</source>
        <translation>Die Zahl der Spieler muss &gt;= 0 sein, erhalten: {players}.</translation>
    </message>
    <message>
        <source>The array slot_player must hold player indices 0 .. {last}.</source>
        <translation>Das Array slot_player muss Spielerindizes 0 .. {last} enthalten.</translation>
    </message>
    <message>
        <source>Side {side} (of match {match}) has no valid rank.</source>
        <translation>Seite {side} (von Spiel {match}) hat keine gültige Platzierung.</translation>
    </message>
    <message>
        <source>The array side_score must have one entry per side.</source>
        <translation>Das Array side_score muss einen Eintrag je Seite haben.</translation>
    </message>
    <message>
        <source>The array match_time must have one entry per match.</source>
        <translation>Das Array match_time muss einen Eintrag je Spiel haben.</translation>
    </message>
    <message>
        <source>The array match_time must hold finite numbers.</source>
        <translation>Das Array match_time muss endliche Zahlen enthalten.</translation>
    </message>
    <message>
        <source>Match {match}: {sides} sides but {ranks} ranks.</source>
        <translation>Spiel {match}: {sides} Seiten, aber {ranks} Platzierungen.</translation>
    </message>
    <message>
        <source>Match {match}: {sides} sides but {scores} scores.</source>
        <translation>Spiel {match}: {sides} Seiten, aber {scores} Punktwerte.</translation>
    </message>
    <message>
        <source>The arrays mu and sigma must have the same length ({mu} != {sigma}).</source>
        <translation>Die Arrays mu und sigma müssen gleich lang sein ({mu} != {sigma}).</translation>
    </message>
    <message>
        <source>The array last_time must have one entry per player.</source>
        <translation>Das Array last_time muss einen Eintrag je Spieler haben.</translation>
    </message>
    <message>
        <source>Player {player}: mu must be a finite number, got {mu!r}.</source>
        <translation>Spieler {player}: mu muss eine endliche Zahl sein, erhalten: {mu!r}.</translation>
    </message>
    <message>
        <source>Player {player}: sigma must be a finite number &gt;= 0, got {sigma!r}.</source>
        <translation>Spieler {player}: sigma muss eine endliche Zahl &gt;= 0 sein, erhalten: {sigma!r}.</translation>
    </message>
</context>
<context>
    <name>shell.club_files</name>
    <message>
        <source>Club database (*.sqlite *.sqlite3 *.db);;All files (*)</source>
        <translation>Vereinsdatenbank (*.sqlite *.sqlite3 *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Club database (*.sqlite)</source>
        <translation>Vereinsdatenbank (*.sqlite)</translation>
    </message>
    <message>
        <source>Club file not found</source>
        <translation>Vereinsdatei nicht gefunden</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The club file “{html}” can&apos;t be found.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;It was in {html2}. It may have been moved, renamed or deleted, or it is on a drive that isn&apos;t connected. Nothing has been changed.&lt;/p&gt;&lt;p&gt;Open another club, or start a new one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Vereinsdatei „{html}“ wurde nicht gefunden.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Sie lag in {html2}. Vielleicht wurde sie verschoben, umbenannt oder gelöscht, oder sie liegt auf einem Laufwerk, das nicht angeschlossen ist. Nichts wurde geändert.&lt;/p&gt;&lt;p&gt;Öffnen Sie einen anderen Verein oder beginnen Sie einen neuen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Recent clubs</source>
        <translation>Zuletzt geöffnete Vereine</translation>
    </message>
    <message>
        <source>The club files opened lately that are still there; pick one to open.</source>
        <translation>Die zuletzt geöffneten Vereinsdateien, die noch vorhanden sind; wählen Sie eine zum Öffnen.</translation>
    </message>
    <message>
        <source>No other recent club file is still there.</source>
        <translation>Keine andere zuletzt geöffnete Vereinsdatei ist noch vorhanden.</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Opens the club file selected in the list.</source>
        <translation>Öffnet die in der Liste gewählte Vereinsdatei.</translation>
    </message>
    <message>
        <source>Open another file…</source>
        <translation>Andere Datei öffnen…</translation>
    </message>
    <message>
        <source>Asks for a club file to open.</source>
        <translation>Fragt nach einer Vereinsdatei zum Öffnen.</translation>
    </message>
    <message>
        <source>Start a new club</source>
        <translation>Neuen Verein beginnen</translation>
    </message>
    <message>
        <source>Asks where to make a new, empty club file.</source>
        <translation>Fragt, wo eine neue, leere Vereinsdatei angelegt werden soll.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Closes this window without opening a club.</source>
        <translation>Schließt dieses Fenster, ohne einen Verein zu öffnen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent clubs&lt;/b&gt;</source>
        <translation>&lt;b&gt;Zuletzt geöffnete Vereine&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>shell.commands</name>
    <message>
        <source>Export standings</source>
        <translation>Rangliste exportieren</translation>
    </message>
    <message>
        <source>Exported {count} players to {path}</source>
        <translation>{count} Spieler nach {path} exportiert</translation>
    </message>
    <message>
        <source>Standings exported</source>
        <translation>Rangliste exportiert</translation>
    </message>
    <message>
        <source>Wrote {count} players to
{path}</source>
        <translation>{count} Spieler geschrieben nach
{path}</translation>
    </message>
    <message>
        <source>Exporting standings…</source>
        <translation>Rangliste wird exportiert…</translation>
    </message>
    <message>
        <source>Print pairings</source>
        <translation>Paarungen drucken</translation>
    </message>
    <message>
        <source>Choose an event first: its drawn rounds are what gets printed.</source>
        <translation>Wählen Sie zuerst eine Veranstaltung: Gedruckt werden ihre ausgelosten Runden.</translation>
    </message>
    <message>
        <source>Import results</source>
        <translation>Ergebnisse importieren</translation>
    </message>
    <message>
        <source>CSV file (*.csv);;All files (*)</source>
        <translation>CSV-Datei (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>{name} importieren</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>{name} wird importiert…</translation>
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
        <translation>Ereignisprotokoll importieren</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n match(es) to {path}</source>
        <translation>
            <numerusform>%n Spiel nach {path} exportiert</numerusform>
            <numerusform>%n Spiele nach {path} exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Results exported</source>
        <translation>Ergebnisse exportiert</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n match(es) to
{path}

Each has its result id: importing the file into a club that has these results adds nothing.</source>
        <translation>
            <numerusform>%n Spiel geschrieben nach
{path}

Es hat seine Ergebnis-ID: Wird die Datei in einen Verein importiert, der dieses Ergebnis hat, kommt nichts hinzu.</numerusform>
            <numerusform>%n Spiele geschrieben nach
{path}

Jedes hat seine Ergebnis-ID: Wird die Datei in einen Verein importiert, der diese Ergebnisse hat, kommt nichts hinzu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exporting results…</source>
        <translation>Ergebnisse werden exportiert…</translation>
    </message>
    <message>
        <source>Merge another club file</source>
        <translation>Andere Vereinsdatei zusammenführen</translation>
    </message>
    <message>
        <source>Club file (*.sqlite *.db);;All files (*)</source>
        <translation>Vereinsdatei (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n new match(es) imported from {name}.</source>
        <translation>
            <numerusform>%n neues Spiel aus {name} importiert.</numerusform>
            <numerusform>%n neue Spiele aus {name} importiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) of the file were already there and were not added again.</source>
        <translation>
            <numerusform>%n Spiel der Datei war schon da und wurde nicht noch einmal hinzugefügt.</numerusform>
            <numerusform>%n Spiele der Datei waren schon da und wurden nicht noch einmal hinzugefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Results imported</source>
        <translation>Ergebnisse importiert</translation>
    </message>
    <message>
        <source>Event log (*.log *.txt);;All files (*)</source>
        <translation>Ereignisprotokoll (*.log *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import event log {name}</source>
        <translation>Ereignisprotokoll {name} importieren</translation>
    </message>
    <message>
        <source>Rating the events of {name}…</source>
        <translation>Veranstaltungen aus {name} werden gewertet…</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Spieler importieren</translation>
    </message>
    <message>
        <source>Import players from {name}</source>
        <translation>Spieler aus {name} importieren</translation>
    </message>
    <message>
        <source>Importing players…</source>
        <translation>Spieler werden importiert…</translation>
    </message>
    <message>
        <source>New leaderboard {name}</source>
        <translation>Neue Rangliste {name}</translation>
    </message>
    <message>
        <source>Change settings of {name}</source>
        <translation>Einstellungen von {name} ändern</translation>
    </message>
    <message>
        <source>Re-rating every match with the new settings…</source>
        <translation>Jedes Spiel wird mit den neuen Einstellungen neu gewertet…</translation>
    </message>
    <message>
        <source>Recomputing every rating from the results…</source>
        <translation>Alle Wertungen werden aus den Ergebnissen neu berechnet…</translation>
    </message>
    <message>
        <source>Recomputed {replayed} matches.</source>
        <translation>{replayed} Spiele neu berechnet.</translation>
    </message>
</context>
<context>
    <name>shell.errors</name>
    <message>
        <source>Something unexpected went wrong: {readable}

Your data is safe: every change is saved in one piece or not at all. Details were written to {log_path}.</source>
        <translation>Etwas Unerwartetes ist schiefgegangen: {readable}

Ihre Daten sind sicher: Jede Änderung wird ganz oder gar nicht gespeichert. Details stehen in {log_path}.</translation>
    </message>
</context>
<context>
    <name>shell.first_start</name>
    <message>
        <source>A new, empty club: type a player&apos;s name and press Enter.</source>
        <translation>Ein neuer, leerer Verein: Geben Sie den Namen eines Spielers ein und drücken Sie Enter.</translation>
    </message>
    <message>
        <source>Opened the demo club.</source>
        <translation>Der Demo-Verein ist geöffnet.</translation>
    </message>
    <message>
        <source>Load demo club</source>
        <translation>Demo-Verein laden</translation>
    </message>
    <message>
        <source>Loading the demo club…</source>
        <translation>Demo-Verein wird geladen…</translation>
    </message>
    <message>
        <source>Loaded the demo club.</source>
        <translation>Der Demo-Verein wurde geladen.</translation>
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
&lt;h2&gt;Einen Vereinsabend durchführen&lt;/h2&gt;
&lt;p&gt;Alles liegt in einer Vereinsdatei auf diesem Computer. Die App öffnet den zuletzt genutzten Verein;
Datei ▸ Neue Datenbank… legt einen weiteren an, Datei ▸ Zuletzt geöffnet kehrt zu einem zurück, den Sie geöffnet hatten.&lt;/p&gt;

&lt;h3&gt;1. Spieler&lt;/h3&gt;
&lt;p&gt;Tippen Sie auf dem Tab &lt;b&gt;Spieler&lt;/b&gt; einen Namen in das Feld für neue Spieler oben und drücken Sie Enter.
So verfahren Sie mit allen. Ein Name lässt sich auch direkt in ein Spiel oder beim Check-in eintippen:
Beim Speichern wird daraus ein Spieler. &lt;b&gt;Verein festlegen…&lt;/b&gt; vermerkt den Verein einer Person, damit Turnierbäume
Vereine trennen können.&lt;/p&gt;

&lt;h3&gt;2. Die heutige Veranstaltung&lt;/h3&gt;
&lt;p&gt;Klicken Sie auf dem Tab &lt;b&gt;Veranstaltung&lt;/b&gt; (das Fenster öffnet sich darauf) auf &lt;b&gt;Neue Veranstaltung…&lt;/b&gt;, behalten Sie das Format
&lt;i&gt;Vereinsabend&lt;/i&gt; und klicken Sie auf &lt;b&gt;Anlegen&lt;/b&gt;. Die Veranstaltung ist der Abend: Jedes Ergebnis, das Sie heute eintragen,
wird auf jedem Tab unter ihr abgelegt. Ein Turnier (Schweizer System, Rundenturnier, K.-o.-System, Gruppen) legen Sie
genauso mit einem anderen Format an: Teilnehmer anhaken, &lt;b&gt;Starten&lt;/b&gt; und an den Tischen ausspielen.&lt;/p&gt;

&lt;h3&gt;3. Check-in&lt;/h3&gt;
&lt;p&gt;Klicken Sie auf die Kachel eines Namens, um die Person als anwesend anzuhaken, und noch einmal, um den Haken zu entfernen.
Jemand Neues? Tippen Sie den Namen ins Suchfeld und drücken Sie Enter. &lt;i&gt;Kurz weg&lt;/i&gt; und
&lt;i&gt;Für heute gegangen&lt;/i&gt; halten Personen aus den nächsten Runden heraus; wer spät kommt, steigt in der nächsten Runde ein.&lt;/p&gt;

&lt;h3&gt;4. Runden&lt;/h3&gt;
&lt;p&gt;Wählen Sie einen Modus und klicken Sie auf &lt;b&gt;Nächste Runde auslosen&lt;/b&gt;. Die App bildet Spiele mit möglichst
ausgeglichenen Chancen und lässt jeden einmal aussetzen. Tauschen Sie zwei Spieler, indem Sie einen auf den anderen ziehen,
und klicken Sie dann auf &lt;b&gt;Runde starten&lt;/b&gt;.&lt;/p&gt;

&lt;h3&gt;5. Ergebnisse&lt;/h3&gt;
&lt;p&gt;Klicken Sie unter &lt;b&gt;Tische&lt;/b&gt; auf einen Tisch und geben Sie an, wer gewonnen hat (oder die Platzierungen und Punkte): Der Tisch
wird frei und das nächste Spiel aufgerufen. Ein Spiel, das nicht an den Tischen gespielt wurde, tragen Sie auf dem Tab
&lt;b&gt;Spiele&lt;/b&gt; ein: Tippen Sie die Spieler jeder Seite durch Kommas getrennt ein und drücken Sie Enter.&lt;/p&gt;

&lt;h3&gt;6. Die Rangliste&lt;/h3&gt;
&lt;p&gt;Der Tab &lt;b&gt;Rangliste&lt;/b&gt; ist nach jedem Ergebnis aktuell. Ein Doppelklick auf einen Spieler zeigt
seine Wertung im Zeitverlauf. Die Spalte &lt;i&gt;Konservativ&lt;/i&gt; (μ − 3σ) ist eine Wertung, die der Spieler sehr
wahrscheinlich mindestens erreicht: Nach ihr ist die Liste sortiert.&lt;/p&gt;

&lt;h3&gt;7. Nach dem Abend&lt;/h3&gt;
&lt;p&gt;Datei ▸ Rangliste exportieren… schreibt die Rangliste für eine Tabellenkalkulation; Datei ▸ Rangliste drucken…
druckt sie. Werkzeuge ▸ &lt;b&gt;Setzliste&lt;/b&gt; setzt das nächste Turnier nach den Wertungen.&lt;/p&gt;

&lt;h3&gt;Ein Fehler?&lt;/h3&gt;
&lt;p&gt;Bearbeiten ▸ Rückgängig nimmt die letzte Änderung zurück, was immer sie war, und Bearbeiten ▸ Wiederholen stellt sie wieder her.
Ein falsches Ergebnis lässt sich auch später ändern: Alles danach wird neu gewertet.
Die Vereinsdatei wird nach jeder Änderung gespeichert; vor dem Beenden ist nichts zu speichern.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>Erste Schritte</translation>
    </message>
    <message>
        <source>Getting started guide</source>
        <translation>Anleitung für die ersten Schritte</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Each command, one a row, with the keys that run it.</source>
        <translation>Jeder Befehl, einer pro Zeile, mit den Tasten, die ihn ausführen.</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Enter saves a match in the match form; Delete removes the selected match. While the cursor is in a text field, Undo first takes back what you typed there.</source>
        <translation>Enter speichert ein Spiel im Spielformular; Entf löscht das ausgewählte Spiel. Solange der Cursor in einem Textfeld steht, nimmt Rückgängig zuerst zurück, was Sie dort getippt haben.</translation>
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
        <translation>Bereit</translation>
    </message>
    <message>
        <source>The database is damaged</source>
        <translation>Die Datenbank ist beschädigt</translation>
    </message>
    <message>
        <source>{path}

{readable}

Do not record anything more in it: use File ▸ Restore backup… to go back to the last good copy.</source>
        <translation>{path}

{readable}

Tragen Sie nichts mehr darin ein: Mit Datei ▸ Sicherung wiederherstellen… kehren Sie zur letzten guten Kopie zurück.</translation>
    </message>
    <message>
        <source>Cannot open the database</source>
        <translation>Die Datenbank lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>Open another file…</source>
        <translation>Andere Datei öffnen…</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>Sicherung wiederherstellen…</translation>
    </message>
    <message>
        <source>No club open — {APP_TITLE}</source>
        <translation>Kein Verein geöffnet — {APP_TITLE}</translation>
    </message>
    <message>
        <source>No club is open. Use File ▸ Open database…, File ▸ Open recent or File ▸ New database… to begin.</source>
        <translation>Kein Verein ist geöffnet. Zum Beginnen: Datei ▸ Datenbank öffnen…, Datei ▸ Zuletzt geöffnet oder Datei ▸ Neue Datenbank…</translation>
    </message>
    <message>
        <source>No club open</source>
        <translation>Kein Verein geöffnet</translation>
    </message>
    <message>
        <source>New club database</source>
        <translation>Neue Vereinsdatenbank</translation>
    </message>
    <message>
        <source>New database</source>
        <translation>Neue Datenbank</translation>
    </message>
    <message>
        <source>A club file named “{name}” is already there. Use File ▸ Open database… to open it, or choose another name.</source>
        <translation>Eine Vereinsdatei namens „{name}“ gibt es dort schon. Öffnen Sie sie mit Datei ▸ Datenbank öffnen… oder wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>Open club database</source>
        <translation>Vereinsdatenbank öffnen</translation>
    </message>
    <message>
        <source>About {APP_TITLE}</source>
        <translation>Über {APP_TITLE}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{app}&lt;/b&gt; {version}&lt;p&gt;Offline ratings, leaderboards and brackets for clubs.&lt;/p&gt;&lt;p&gt;Database: {database}&lt;/p&gt;&lt;p&gt;Leaderboards:&lt;/p&gt;&lt;ul&gt;{boards}&lt;/ul&gt;</source>
        <extracomment>Translators: {app} is the app&apos;s name, {version} its version, {boards} a list of &quot;&lt;li&gt;Name: rating system&lt;/li&gt;&quot;</extracomment>
        <translation>&lt;b&gt;{app}&lt;/b&gt; {version}&lt;p&gt;Wertungen, Ranglisten und Turnierbäume für Vereine, ohne Internet.&lt;/p&gt;&lt;p&gt;Datenbank: {database}&lt;/p&gt;&lt;p&gt;Ranglisten:&lt;/p&gt;&lt;ul&gt;{boards}&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Cancelled; nothing was changed.</source>
        <translation>Abgebrochen; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>(development)</source>
        <extracomment>Translators: the version shown when running from a source tree</extracomment>
        <translation>(Entwicklungsversion)</translation>
    </message>
</context>
<context>
    <name>shell.menus</name>
    <message>
        <source>&amp;New database…</source>
        <translation>&amp;Neue Datenbank…</translation>
    </message>
    <message>
        <source>&amp;Open database…</source>
        <translation>Datenbank ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Import &amp;results…</source>
        <translation>&amp;Ergebnisse importieren…</translation>
    </message>
    <message>
        <source>Import match results from a CSV file</source>
        <translation>Spielergebnisse aus einer CSV-Datei importieren</translation>
    </message>
    <message>
        <source>Import &amp;players…</source>
        <translation>&amp;Spieler importieren…</translation>
    </message>
    <message>
        <source>Import players from a CSV file</source>
        <translation>Spieler aus einer CSV-Datei importieren</translation>
    </message>
    <message>
        <source>Import event &amp;log…</source>
        <translation>Ereignis&amp;protokoll importieren…</translation>
    </message>
    <message>
        <source>Rate a game-server event log (&apos;A fragged B&apos;, …) into this Elo leaderboard</source>
        <translation>Ein Ereignisprotokoll eines Spielservers („A fragged B“, …) in diese Elo-Rangliste werten</translation>
    </message>
    <message>
        <source>S&amp;tatic ranking of an event…</source>
        <translation>S&amp;tatische Rangfolge einer Veranstaltung…</translation>
    </message>
    <message>
        <source>Least-squares strengths from one event&apos;s pairwise results</source>
        <translation>Stärken nach kleinsten Quadraten aus den paarweisen Ergebnissen einer Veranstaltung</translation>
    </message>
    <message>
        <source>&amp;Export standings…</source>
        <translation>Rangliste e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export the leaderboard to a CSV file</source>
        <translation>Die Rangliste in eine CSV-Datei exportieren</translation>
    </message>
    <message>
        <source>Export res&amp;ults…</source>
        <translation>E&amp;rgebnisse exportieren…</translation>
    </message>
    <message>
        <source>Export this leaderboard&apos;s results to a CSV file that another club file can import</source>
        <translation>Die Ergebnisse dieser Rangliste in eine CSV-Datei exportieren, die eine andere Vereinsdatei importieren kann</translation>
    </message>
    <message>
        <source>&amp;Merge another club file…</source>
        <translation>Andere &amp;Vereinsdatei zusammenführen…</translation>
    </message>
    <message>
        <source>Bring in everything another club file has that this club lacks: players, teams, leaderboards, events, results</source>
        <translation>Alles aus einer anderen Vereinsdatei übernehmen, was diesem Verein fehlt: Spieler, Teams, Ranglisten, Veranstaltungen, Ergebnisse</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Print what the page shows (an event&apos;s bracket, standings or pairings; else the leaderboard), with a print preview first</source>
        <translation>Druckt, was die Seite zeigt (Turnierbaum, Platzierungen oder Paarungen einer Veranstaltung; sonst die Rangliste), mit Druckvorschau</translation>
    </message>
    <message>
        <source>Print s&amp;tandings…</source>
        <translation>Ranglis&amp;te drucken…</translation>
    </message>
    <message>
        <source>Print the leaderboard or save it as PDF, with a print preview first</source>
        <translation>Die Rangliste drucken oder als PDF speichern, zuerst mit Druckvorschau</translation>
    </message>
    <message>
        <source>Print pairings and score &amp;slips…</source>
        <translation>P&amp;aarungen und Spielzettel drucken…</translation>
    </message>
    <message>
        <source>Print the event&apos;s rounds with table numbers and a score slip per match</source>
        <translation>Die Runden der Veranstaltung mit Tischnummern und einem Spielzettel pro Spiel drucken</translation>
    </message>
    <message>
        <source>Load &amp;demo club</source>
        <translation>De&amp;mo-Verein laden</translation>
    </message>
    <message>
        <source>Open the demo club, a club file of its own: your clubs stay as they are</source>
        <translation>Den Demo-Verein öffnen, eine eigene Vereinsdatei: Ihre Vereine bleiben, wie sie sind</translation>
    </message>
    <message>
        <source>Restore &amp;backup…</source>
        <translation>Sicherung &amp;wiederherstellen…</translation>
    </message>
    <message>
        <source>Put back one of the automatic backups of this club</source>
        <translation>Eine der automatischen Sicherungen dieses Vereins zurückholen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Record match</source>
        <translation>Spiel &amp;eintragen</translation>
    </message>
    <message>
        <source>Enter a match result</source>
        <translation>Ein Spielergebnis eintragen</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>Spieler &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Einen Spieler hinzufügen</translation>
    </message>
    <message>
        <source>New &amp;event…</source>
        <translation>Neue &amp;Veranstaltung…</translation>
    </message>
    <message>
        <source>A club night or a tournament: name, date, format and its options</source>
        <translation>Ein Vereinsabend oder ein Turnier: Name, Datum, Format und Optionen</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>Search the players of the tab shown</source>
        <translation>Die Spieler des angezeigten Tabs durchsuchen</translation>
    </message>
    <message>
        <source>&amp;New leaderboard…</source>
        <translation>&amp;Neue Rangliste…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Rating system, parameters and display of this leaderboard</source>
        <translation>Wertungssystem, Parameter und Anzeige dieser Rangliste</translation>
    </message>
    <message>
        <source>&amp;Recompute ratings</source>
        <translation>Wertungen neu &amp;berechnen</translation>
    </message>
    <message>
        <source>Rebuild every rating from the results</source>
        <translation>Jede Wertung aus den Ergebnissen neu aufbauen</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>&amp;Erste Schritte</translation>
    </message>
    <message>
        <source>A short guide to running a club night</source>
        <translation>Eine kurze Anleitung für einen Vereinsabend</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every command that has a key</source>
        <translation>Alle Befehle mit Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Brackets</source>
        <translation>&amp;Setzliste</translation>
    </message>
    <message>
        <source>Seed a bracket or pools from the ratings and export the seed list</source>
        <translation>Einen Turnierbaum oder Gruppen nach den Wertungen setzen und die Setzliste exportieren</translation>
    </message>
    <message>
        <source>Teams &amp;balancer</source>
        <translation>Team-&amp;Ausgleich</translation>
    </message>
    <message>
        <source>Split players into teams of even strength</source>
        <translation>Spieler in gleich starke Teams aufteilen</translation>
    </message>
    <message>
        <source>&amp;Which system?</source>
        <translation>&amp;Welches System?</translation>
    </message>
    <message>
        <source>Compare the rating systems on this leaderboard&apos;s results</source>
        <translation>Die Wertungssysteme an den Ergebnissen dieser Rangliste vergleichen</translation>
    </message>
    <message>
        <source>&amp;Global ranking</source>
        <translation>&amp;Gesamtrangliste</translation>
    </message>
    <message>
        <source>One ranking over every leaderboard</source>
        <translation>Eine Rangliste über alle Ranglisten</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
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
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Presenter window</source>
        <translation>&amp;Präsentationsfenster</translation>
    </message>
    <message>
        <source>Tonight&apos;s tables, who is next and the standings on a second screen</source>
        <translation>Die Tische des Abends, wer als Nächstes spielt, und die Platzierungen auf einem zweiten Bildschirm</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source> Leaderboard: </source>
        <translation> Rangliste: </translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Pick the leaderboard every tab shows and records into.</source>
        <translation>Wählen Sie die Rangliste, die jeder Tab zeigt und in die er einträgt.</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Brackets, Teams balancer, Which system?, Global ranking: each opens as a tab</source>
        <translation>Setzliste, Team-Ausgleich, Welches System?, Gesamtrangliste: Jedes öffnet sich als Tab</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Redo {action}</source>
        <translation>&amp;Wiederholen: {action}</translation>
    </message>
    <message>
        <source>&amp;Undo {action}</source>
        <translation>&amp;Rückgängig: {action}</translation>
    </message>
</context>
<context>
    <name>shell.tabs</name>
    <message>
        <source>Event</source>
        <translation>Veranstaltung</translation>
    </message>
    <message>
        <source>The current event: its entrants or check-in, rounds or bracket, tables and standings</source>
        <translation>Die aktuelle Veranstaltung: Teilnehmer oder Check-in, Runden oder Turnierbaum, Tische und Platzierungen</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Enter a match result; edit or delete the matches of an event</source>
        <translation>Ein Spielergebnis eintragen; die Spiele einer Veranstaltung bearbeiten oder löschen</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Seasons</source>
        <translation>Saisons</translation>
    </message>
    <message>
        <source>Brackets</source>
        <translation>Setzliste</translation>
    </message>
    <message>
        <source>Teams balancer</source>
        <translation>Team-Ausgleich</translation>
    </message>
    <message>
        <source>Which system?</source>
        <translation>Welches System?</translation>
    </message>
    <message>
        <source>Global ranking</source>
        <translation>Gesamtrangliste</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spielerprofil</translation>
    </message>
    <message>
        <source>Double-click a player to see their rating over time</source>
        <translation>Doppelklicken Sie auf einen Spieler, um seinen Wertungsverlauf zu sehen</translation>
    </message>
    <message>
        <source>{title} (close the tab when done; it is in the Tools menu)</source>
        <translation>{title} (schließen Sie den Tab, wenn Sie fertig sind; er steht im Menü Werkzeuge)</translation>
    </message>
</context>
<context>
    <name>shell.welcome</name>
    <message>
        <source>Welcome to Tournament App</source>
        <translation>Willkommen bei Tournament App</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome!&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Willkommen!&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Tournament App keeps your club&apos;s players and results in one file on this computer and rates everyone after every match. How would you like to start?</source>
        <translation>Tournament App speichert die Spieler und Ergebnisse Ihres Vereins in einer Datei auf diesem Computer und wertet alle nach jedem Spiel. Wie möchten Sie beginnen?</translation>
    </message>
    <message>
        <source>Open the demo club</source>
        <translation>Demo-Verein öffnen</translation>
    </message>
    <message>
        <source>A season of 18 players, in a club file of its own, to look around</source>
        <translation>Eine Saison mit 18 Spielern in einer eigenen Vereinsdatei, zum Umschauen</translation>
    </message>
    <message>
        <source>Start a new club</source>
        <translation>Neuen Verein beginnen</translation>
    </message>
    <message>
        <source>Begin with no players; add them as they arrive</source>
        <translation>Ohne Spieler beginnen; fügen Sie sie hinzu, wenn sie kommen</translation>
    </message>
    <message>
        <source>Open a database…</source>
        <translation>Datenbank öffnen…</translation>
    </message>
    <message>
        <source>Open a club file you already have</source>
        <translation>Eine vorhandene Vereinsdatei öffnen</translation>
    </message>
    <message>
        <source>Import results from CSV…</source>
        <translation>Ergebnisse aus CSV importieren…</translation>
    </message>
    <message>
        <source>Start from results kept in a spreadsheet</source>
        <translation>Mit Ergebnissen aus einer Tabellenkalkulation beginnen</translation>
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
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>μ ± σ</source>
        <translation>μ ± σ</translation>
    </message>
    <message>
        <source>Conservative</source>
        <translation>Konservativ</translation>
    </message>
    <message>
        <source>Leaderboards</source>
        <translation>Ranglisten</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Global ranking</source>
        <translation>Gesamtrangliste</translation>
    </message>
    <message>
        <source>Each player, one a row, ranked across all leaderboards.</source>
        <translation>Jeder Spieler, einer pro Zeile, mit seinem Rang über alle Ranglisten.</translation>
    </message>
    <message>
        <source>Each player&apos;s ratings from {leaderboards} combined by precision (surer ratings weigh more), shown on the 0–10000 scale.</source>
        <translation>Die Wertungen jedes Spielers aus {leaderboards}, nach Genauigkeit kombiniert (sicherere Wertungen zählen mehr), auf der Skala 0–10000.</translation>
    </message>
    <message>
        <source>Left out (another rating scale): {leaderboards}.</source>
        <translation>Nicht berücksichtigt (andere Wertungsskala): {leaderboards}.</translation>
    </message>
</context>
<context>
    <name>standings.initial_rating_dialog</name>
    <message>
        <source>Initial rating of {player}</source>
        <translation>Startwertung von {player}</translation>
    </message>
    <message>
        <source>Where {player} starts on &lt;b&gt;{leaderboard}&lt;/b&gt; before their first match there, instead of the system&apos;s {value:g} ± {value2:g}. Ratings are replayed from their first match.</source>
        <translation>Wo {player} auf &lt;b&gt;{leaderboard}&lt;/b&gt; vor dem ersten Spiel dort beginnt, statt mit dem Systemwert {value:g} ± {value2:g}. Die Wertungen werden ab dem ersten Spiel neu berechnet.</translation>
    </message>
    <message>
        <source>Starting rating</source>
        <translation>Startwertung</translation>
    </message>
    <message>
        <source>Type the rating μ the player starts with; empty uses the system&apos;s default.</source>
        <translation>Geben Sie die Wertung μ ein, mit der der Spieler beginnt; leer nimmt den Standardwert des Systems.</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>Unsicherheit</translation>
    </message>
    <message>
        <source>Type how unsure the starting rating is (σ); empty uses the system&apos;s default.</source>
        <translation>Geben Sie ein, wie unsicher die Startwertung ist (σ); leer nimmt den Standardwert des Systems.</translation>
    </message>
    <message>
        <source>{value:g} (the system&apos;s default)</source>
        <translation>{value:g} (Standard des Systems)</translation>
    </message>
    <message>
        <source>Use the system&apos;s default</source>
        <translation>Standard des Systems verwenden</translation>
    </message>
    <message>
        <source>Forgets this player&apos;s starting rating.</source>
        <translation>Verwirft die Startwertung dieses Spielers.</translation>
    </message>
    <message>
        <source>Starting rating (μ)</source>
        <translation>Startwertung (μ)</translation>
    </message>
    <message>
        <source>Uncertainty (σ)</source>
        <translation>Unsicherheit (σ)</translation>
    </message>
    <message>
        <source>The starting rating must be a number.</source>
        <translation>Die Startwertung muss eine Zahl sein.</translation>
    </message>
    <message>
        <source>The uncertainty must be a number greater than 0 (or empty for the default).</source>
        <translation>Die Unsicherheit muss eine Zahl größer als 0 sein (oder leer für den Standard).</translation>
    </message>
</context>
<context>
    <name>standings.leaderboard_dialog</name>
    <message>
        <source>Automatic (0–10000 for Weng-Lin, the rating itself for Glicko/Elo)</source>
        <translation>Automatisch (0–10000 für Weng-Lin, die Wertung selbst für Glicko/Elo)</translation>
    </message>
    <message>
        <source>0–10000 (Battlesnake&apos;s logistic scale)</source>
        <translation>0–10000 (logistische Skala von Battlesnake)</translation>
    </message>
    <message>
        <source>Conservative estimate (μ − kσ)</source>
        <translation>Konservative Schätzung (μ − kσ)</translation>
    </message>
    <message>
        <source>The rating μ itself</source>
        <translation>Die Wertung μ selbst</translation>
    </message>
    <message>
        <source>a new player&apos;s rating</source>
        <translation>Wertung eines neuen Spielers</translation>
    </message>
    <message>
        <source>a new player&apos;s uncertainty</source>
        <translation>Unsicherheit eines neuen Spielers</translation>
    </message>
    <message>
        <source>how much luck decides a game</source>
        <translation>wie viel Glück eine Partie entscheidet</translation>
    </message>
    <message>
        <source>smallest share of σ² a match may keep</source>
        <translation>kleinster Anteil von σ², den ein Spiel behalten darf</translation>
    </message>
    <message>
        <source>uncertainty added before every match</source>
        <translation>vor jedem Spiel hinzugefügte Unsicherheit</translation>
    </message>
    <message>
        <source>uncertainty added per idle day (inactivity decay)</source>
        <translation>pro spielfreiem Tag hinzugefügte Unsicherheit (Inaktivitätsabbau)</translation>
    </message>
    <message>
        <source>Weng-Lin γ damping of σ (off in o!TR)</source>
        <translation>Weng-Lin-γ-Dämpfung von σ (in o!TR aus)</translation>
    </message>
    <message>
        <source>share of Method A (games played); Method B gets the rest</source>
        <translation>Anteil von Methode A (gespielte Partien); Methode B erhält den Rest</translation>
    </message>
    <message>
        <source>games of a typical match (longer ones count more)</source>
        <translation>Partien eines typischen Spiels (längere zählen mehr)</translation>
    </message>
    <message>
        <source>how strongly match length scales the change</source>
        <translation>wie stark die Spiellänge die Änderung skaliert</translation>
    </message>
    <message>
        <source>σ² added per idle week</source>
        <translation>pro spielfreier Woche hinzugefügtes σ²</translation>
    </message>
    <message>
        <source>idle days before the rating starts to drop</source>
        <translation>spielfreie Tage, bevor die Wertung zu sinken beginnt</translation>
    </message>
    <message>
        <source>rating lost per idle week after that</source>
        <translation>danach pro spielfreier Woche verlorene Wertung</translation>
    </message>
    <message>
        <source>the rating never decays below this</source>
        <translation>die Wertung sinkt nie unter diesen Wert</translation>
    </message>
    <message>
        <source>deviation growth per idle period</source>
        <translation>Zunahme der Abweichung pro spielfreiem Zeitraum</translation>
    </message>
    <message>
        <source>length of an idle period in days</source>
        <translation>Länge eines spielfreien Zeitraums in Tagen</translation>
    </message>
    <message>
        <source>how far one game moves a rating</source>
        <translation>wie stark eine Partie eine Wertung bewegt</translation>
    </message>
    <message>
        <source>lowest rating (empty: none)</source>
        <translation>niedrigste Wertung (leer: keine)</translation>
    </message>
    <message>
        <source>points lost per idle period</source>
        <translation>pro spielfreiem Zeitraum verlorene Punkte</translation>
    </message>
    <message>
        <source>Leaderboard settings</source>
        <translation>Einstellungen der Rangliste</translation>
    </message>
    <message>
        <source>New leaderboard</source>
        <translation>Neue Rangliste</translation>
    </message>
    <message>
        <source>Leaderboard name</source>
        <translation>Name der Rangliste</translation>
    </message>
    <message>
        <source>Type the leaderboard&apos;s name, e.g. the discipline it rates.</source>
        <translation>Geben Sie den Namen der Rangliste ein, z. B. die Disziplin, die sie wertet.</translation>
    </message>
    <message>
        <source>e.g. Doubles, Chess blitz</source>
        <translation>z. B. Doppel, Blitzschach</translation>
    </message>
    <message>
        <source>Pick how matches change the ratings.</source>
        <translation>Wählen Sie, wie Spiele die Wertungen verändern.</translation>
    </message>
    <message>
        <source>Pick the scale the ratings are shown on.</source>
        <translation>Wählen Sie die Skala, auf der die Wertungen gezeigt werden.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rating system</source>
        <translation>Wertungssystem</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Anzeige</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Changing the rating system or its parameters re-rates every match of this leaderboard.</source>
        <translation>Wenn Sie das Wertungssystem oder seine Parameter ändern, wird jedes Spiel dieser Rangliste neu gewertet.</translation>
    </message>
    <message>
        <source>The leaderboard needs a name.</source>
        <translation>Die Rangliste braucht einen Namen.</translation>
    </message>
    <message>
        <source>Every parameter must be a number.</source>
        <translation>Jeder Parameter muss eine Zahl sein.</translation>
    </message>
</context>
<context>
    <name>standings.leaderboard_view</name>
    <message>
        <source>Search players…</source>
        <translation>Spieler suchen…</translation>
    </message>
    <message>
        <source>Search the leaderboard</source>
        <translation>Rangliste durchsuchen</translation>
    </message>
    <message>
        <source>Type part of a name; only matching players are listed.</source>
        <translation>Geben Sie einen Teil eines Namens ein; nur passende Spieler werden aufgeführt.</translation>
    </message>
    <message>
        <source>Minimum games</source>
        <translation>Mindestzahl Spiele</translation>
    </message>
    <message>
        <source>Show only players with at least this many games</source>
        <translation>Nur Spieler mit mindestens so vielen Spielen zeigen</translation>
    </message>
    <message>
        <source>Active since</source>
        <translation>Aktiv seit</translation>
    </message>
    <message>
        <source>Only players active since</source>
        <translation>Nur Spieler aktiv seit</translation>
    </message>
    <message>
        <source>When ticked, only players who played since the date are listed.</source>
        <translation>Wenn angehakt, werden nur Spieler aufgeführt, die seit dem Datum gespielt haben.</translation>
    </message>
    <message>
        <source>Active since date</source>
        <translation>Datum für „Aktiv seit“</translation>
    </message>
    <message>
        <source>The date from which a player counts as active.</source>
        <translation>Das Datum, ab dem ein Spieler als aktiv zählt.</translation>
    </message>
    <message>
        <source>Min. games</source>
        <translation>Min. Spiele</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Each player, one a row, with rank, rating and games; Enter opens the player&apos;s page.</source>
        <translation>Jeder Spieler, einer pro Zeile, mit Rang, Wertung und Spielen; Enter öffnet das Spielerprofil.</translation>
    </message>
    <message>
        <source>{total} players</source>
        <translation>{total} Spieler</translation>
    </message>
    <message>
        <source>{shown} of {total} players</source>
        <translation>{shown} von {total} Spielern</translation>
    </message>
</context>
<context>
    <name>standings.player_page</name>
    <message>
        <source>Compare with…</source>
        <translation>Vergleichen mit…</translation>
    </message>
    <message>
        <source>Clear comparison</source>
        <translation>Vergleich aufheben</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Diagramm als PNG speichern…</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>Pick another player whose rating is drawn beside this one.</source>
        <translation>Wählen Sie einen weiteren Spieler, dessen Wertung neben dieser gezeichnet wird.</translation>
    </message>
    <message>
        <source>Removes the other player from the chart.</source>
        <translation>Entfernt den anderen Spieler aus dem Diagramm.</translation>
    </message>
    <message>
        <source>Save chart as PNG</source>
        <translation>Diagramm als PNG speichern</translation>
    </message>
    <message>
        <source>Saves the rating chart as a picture.</source>
        <translation>Speichert das Wertungsdiagramm als Bild.</translation>
    </message>
    <message>
        <source>Player&apos;s matches</source>
        <translation>Spiele des Spielers</translation>
    </message>
    <message>
        <source>The player&apos;s matches, one a row, with the result and the rating change.</source>
        <translation>Die Spiele des Spielers, eines pro Zeile, mit dem Ergebnis und der Wertungsänderung.</translation>
    </message>
    <message>
        <source>Head-to-head records</source>
        <translation>Direkte Vergleiche</translation>
    </message>
    <message>
        <source>Each opponent, one a row, with wins, draws and losses against them.</source>
        <translation>Jeder Gegner, einer pro Zeile, mit Siegen, Unentschieden und Niederlagen gegen ihn.</translation>
    </message>
    <message>
        <source>Set initial rating…</source>
        <translation>Startwertung festlegen…</translation>
    </message>
    <message>
        <source>Where this player starts on this leaderboard (e.g. from an outside rank or rating)</source>
        <translation>Wo dieser Spieler auf dieser Rangliste beginnt (z. B. nach einem externen Rang oder einer externen Wertung)</translation>
    </message>
    <message>
        <source>Set initial rating</source>
        <translation>Startwertung festlegen</translation>
    </message>
    <message>
        <source>Rating (μ)</source>
        <translation>Wertung (μ)</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Diagramm speichern</translation>
    </message>
    <message>
        <source>{name}-rating.png</source>
        <translation>{name}-wertung.png</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Saved the chart to {path}.</source>
        <translation>Diagramm unter {path} gespeichert.</translation>
    </message>
    <message>
        <source>Initial rating of {name}</source>
        <translation>Startwertung von {name}</translation>
    </message>
    <message>
        <source>Default initial rating for {name}</source>
        <translation>Standard-Startwertung für {name}</translation>
    </message>
    <message>
        <source>Replaying the player&apos;s matches…</source>
        <translation>Spiele des Spielers werden neu berechnet…</translation>
    </message>
    <message numerus="yes">
        <source>{player} · {leaderboard} · μ {mu} ± {sigma} · conservative {conservative} · %n match(es)</source>
        <comment>the player page&apos;s heading; {player} is the name in large letters</comment>
        <translation>
            <numerusform>{player} · {leaderboard} · μ {mu} ± {sigma} · konservativ {conservative} · %n Spiel</numerusform>
            <numerusform>{player} · {leaderboard} · μ {mu} ± {sigma} · konservativ {conservative} · %n Spiele</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>standings.rating_chart</name>
    <message>
        <source>Beat {opponents}</source>
        <translation>Gewonnen gegen {opponents}</translation>
    </message>
    <message>
        <source>Lost to {opponents}</source>
        <translation>Verloren gegen {opponents}</translation>
    </message>
    <message>
        <source>Drew with {opponents}</source>
        <translation>Unentschieden gegen {opponents}</translation>
    </message>
    <message>
        <source>{placement} of {count} sides, against {opponents}</source>
        <translation>{placement} von {count} Seiten, gegen {opponents}</translation>
    </message>
    <message>
        <source>A player&apos;s rating (μ) over time. No matches to draw yet.</source>
        <translation>Die Wertung (μ) eines Spielers im Zeitverlauf. Noch keine Spiele zum Zeichnen.</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s rating (μ) over time from {first} to {last}, with its likely range and the conservative estimate. Now μ {mu} ± {sigma} after %n match(es); lowest {low}, highest {high}.</source>
        <translation>
            <numerusform>Die Wertung (μ) von {player} im Zeitverlauf von {first} bis {last}, mit ihrem wahrscheinlichen Bereich und der konservativen Schätzung. Jetzt μ {mu} ± {sigma} nach %n Spiel; niedrigste {low}, höchste {high}.</numerusform>
            <numerusform>Die Wertung (μ) von {player} im Zeitverlauf von {first} bis {last}, mit ihrem wahrscheinlichen Bereich und der konservativen Schätzung. Jetzt μ {mu} ± {sigma} nach %n Spielen; niedrigste {low}, höchste {high}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ratings (μ) over time from {first} to {last}, compared. Now: {players}.</source>
        <translation>Wertungen (μ) im Zeitverlauf von {first} bis {last}, im Vergleich. Jetzt: {players}.</translation>
    </message>
    <message>
        <source>Rating chart</source>
        <translation>Wertungsdiagramm</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Rating (μ)</source>
        <translation>Wertung (μ)</translation>
    </message>
    <message>
        <source>Matches of {day}, in the order played</source>
        <translation>Spiele vom {day}, in der gespielten Reihenfolge</translation>
    </message>
    <message>
        <source>conservative (μ − {k}σ)</source>
        <translation>konservativ (μ − {k}σ)</translation>
    </message>
</context>
<context>
    <name>standings.season_form</name>
    <message>
        <source>Season name</source>
        <translation>Name der Saison</translation>
    </message>
    <message>
        <source>Type the season&apos;s name; Enter saves the season.</source>
        <translation>Geben Sie den Namen der Saison ein; Enter speichert die Saison.</translation>
    </message>
    <message>
        <source>e.g. Season 2024</source>
        <translation>z. B. Saison 2024</translation>
    </message>
    <message>
        <source>Season leaderboard</source>
        <translation>Rangliste der Saison</translation>
    </message>
    <message>
        <source>Pick the leaderboard whose events count for the season.</source>
        <translation>Wählen Sie die Rangliste, deren Veranstaltungen für die Saison zählen.</translation>
    </message>
    <message>
        <source>Season starts</source>
        <translation>Beginn der Saison</translation>
    </message>
    <message>
        <source>Season ends</source>
        <translation>Ende der Saison</translation>
    </message>
    <message>
        <source>The first day whose events count.</source>
        <translation>Der erste Tag, dessen Veranstaltungen zählen.</translation>
    </message>
    <message>
        <source>The last day whose events count.</source>
        <translation>Der letzte Tag, dessen Veranstaltungen zählen.</translation>
    </message>
    <message>
        <source>Events that count</source>
        <translation>Zählende Veranstaltungen</translation>
    </message>
    <message>
        <source>all events</source>
        <translation>alle Veranstaltungen</translation>
    </message>
    <message>
        <source>best </source>
        <translation>die besten </translation>
    </message>
    <message>
        <source>Only each player&apos;s best N events count (all events at the lowest value)</source>
        <translation>Nur die besten N Veranstaltungen jedes Spielers zählen (beim kleinsten Wert alle)</translation>
    </message>
    <message>
        <source>Points per place</source>
        <translation>Punkte pro Platz</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Points for 1st, 2nd, 3rd… place; places below the list get 0</source>
        <translation>Punkte für Platz 1, 2, 3…; Plätze unterhalb der Liste erhalten 0</translation>
    </message>
    <message>
        <source>Add place</source>
        <translation>Platz hinzufügen</translation>
    </message>
    <message>
        <source>Adds a row for the next place&apos;s points.</source>
        <translation>Fügt eine Zeile für die Punkte des nächsten Platzes hinzu.</translation>
    </message>
    <message>
        <source>Remove place</source>
        <translation>Platz entfernen</translation>
    </message>
    <message>
        <source>Removes the last place&apos;s row.</source>
        <translation>Entfernt die Zeile des letzten Platzes.</translation>
    </message>
    <message>
        <source>Default scale</source>
        <translation>Standardpunkte</translation>
    </message>
    <message>
        <source>Points </source>
        <translation>Punkte </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Counting</source>
        <translation>Es zählen</translation>
    </message>
</context>
<context>
    <name>standings.season_presenter</name>
    <message>
        <source>{points} pt</source>
        <comment>one point</comment>
        <translation>{points} Pkt.</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <comment>points</comment>
        <translation>{points} Pkt.</translation>
    </message>
    <message>
        <source>Tournament App — season on the presenter</source>
        <translation>Tournament App — Saison in der Präsentation</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Platzierungen der Saison</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>No season chosen</source>
        <translation>Keine Saison gewählt</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) from {date_from} to {date_to}; best {best} count</source>
        <translation>
            <numerusform>%n Veranstaltung vom {date_from} bis {date_to}; die besten {best} zählen</numerusform>
            <numerusform>%n Veranstaltungen vom {date_from} bis {date_to}; die besten {best} zählen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) from {date_from} to {date_to}; every event counts</source>
        <translation>
            <numerusform>%n Veranstaltung vom {date_from} bis {date_to}; jede Veranstaltung zählt</numerusform>
            <numerusform>%n Veranstaltungen vom {date_from} bis {date_to}; jede Veranstaltung zählt</numerusform>
        </translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Noch keine Ergebnisse</translation>
    </message>
</context>
<context>
    <name>standings.season_view</name>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Veranstaltungen</translation>
    </message>
    <message>
        <source>Events that count (each player&apos;s best N)</source>
        <translation>Veranstaltungen, die zählen (die besten N jedes Spielers)</translation>
    </message>
    <message>
        <source>Counted results</source>
        <translation>Gezählte Ergebnisse</translation>
    </message>
    <message>
        <source>{day} {event}: {place} place, {points} points</source>
        <translation>{day} {event}: {place} Platz, {points} Punkte</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Events of the season with a placement for the player</source>
        <translation>Veranstaltungen der Saison mit einer Platzierung des Spielers</translation>
    </message>
    <message>
        <source>Pick the season whose table is shown and edited.</source>
        <translation>Wählen Sie die Saison, deren Tabelle gezeigt und bearbeitet wird.</translation>
    </message>
    <message>
        <source>New season</source>
        <translation>Neue Saison</translation>
    </message>
    <message>
        <source>Empties the form to make a new season.</source>
        <translation>Leert das Formular, um eine neue Saison anzulegen.</translation>
    </message>
    <message>
        <source>Delete season</source>
        <translation>Saison löschen</translation>
    </message>
    <message>
        <source>Deletes the season chosen; its events stay.</source>
        <translation>Löscht die gewählte Saison; ihre Veranstaltungen bleiben.</translation>
    </message>
    <message>
        <source>Create season</source>
        <translation>Saison anlegen</translation>
    </message>
    <message>
        <source>Save season</source>
        <translation>Saison speichern</translation>
    </message>
    <message>
        <source>Saves the season&apos;s settings.</source>
        <translation>Speichert die Einstellungen der Saison.</translation>
    </message>
    <message>
        <source>Season table</source>
        <translation>Saisontabelle</translation>
    </message>
    <message>
        <source>Each player, one a row, with their place, points and events.</source>
        <translation>Jeder Spieler, einer pro Zeile, mit Platz, Punkten und Veranstaltungen.</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Saves the season&apos;s table as a CSV file.</source>
        <translation>Speichert die Tabelle der Saison als CSV-Datei.</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Print season</source>
        <translation>Saison drucken</translation>
    </message>
    <message>
        <source>Print the season&apos;s table or save it as PDF, with a preview first</source>
        <translation>Die Tabelle der Saison drucken oder als PDF speichern, zuerst mit Vorschau</translation>
    </message>
    <message>
        <source>Show on presenter</source>
        <translation>In der Präsentation zeigen</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) of {leaderboard} from {start} to {end} with results; each player&apos;s best {best} count. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n Veranstaltung von {leaderboard} vom {start} bis {end} mit Ergebnissen; es zählen die besten {best} jedes Spielers. Punkte je Platz: {scale}.</numerusform>
            <numerusform>%n Veranstaltungen von {leaderboard} vom {start} bis {end} mit Ergebnissen; es zählen die besten {best} jedes Spielers. Punkte je Platz: {scale}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) of {leaderboard} from {start} to {end} with results; every event counts. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n Veranstaltung von {leaderboard} vom {start} bis {end} mit Ergebnissen; jede Veranstaltung zählt. Punkte je Platz: {scale}.</numerusform>
            <numerusform>%n Veranstaltungen von {leaderboard} vom {start} bis {end} mit Ergebnissen; jede Veranstaltung zählt. Punkte je Platz: {scale}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not finished yet, so not counted: {names}.</source>
        <translation>Noch nicht beendet, daher nicht gezählt: {names}.</translation>
    </message>
    <message>
        <source>No results in this season yet.</source>
        <translation>In dieser Saison gibt es noch keine Ergebnisse.</translation>
    </message>
    <message>
        <source>Exporting the season…</source>
        <translation>Saison wird exportiert…</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Show season on presenter</source>
        <translation>Saison in der Präsentation zeigen</translation>
    </message>
    <message>
        <source>Shows the season&apos;s table on the presenter screen.</source>
        <translation>Zeigt die Tabelle der Saison auf dem Bildschirm der Präsentation.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Änderungen speichern</translation>
    </message>
    <message>
        <source>Make a leaderboard first: a season ranks a leaderboard&apos;s events.</source>
        <translation>Legen Sie zuerst eine Rangliste an: Eine Saison wertet die Veranstaltungen einer Rangliste.</translation>
    </message>
    <message>
        <source>Nothing to save: the season is as stored.</source>
        <translation>Nichts zu speichern: Die Saison ist unverändert.</translation>
    </message>
    <message>
        <source>New season {name}</source>
        <translation>Neue Saison {name}</translation>
    </message>
    <message>
        <source>Change season {name}</source>
        <translation>Saison {name} ändern</translation>
    </message>
    <message>
        <source>Created the season &apos;{shown}&apos;.</source>
        <translation>Saison „{shown}“ angelegt.</translation>
    </message>
    <message>
        <source>Saved the season &apos;{shown}&apos;.</source>
        <translation>Saison „{shown}“ gespeichert.</translation>
    </message>
    <message>
        <source>Delete season {name}</source>
        <translation>Saison {name} löschen</translation>
    </message>
    <message>
        <source>Deleted the season &apos;{name}&apos; (Edit ▸ Undo brings it back).</source>
        <translation>Saison „{name}“ gelöscht (Bearbeiten ▸ Rückgängig holt sie zurück).</translation>
    </message>
    <message>
        <source>Name the season, choose its leaderboard and dates, and create it: its table shows here.</source>
        <translation>Geben Sie der Saison einen Namen, wählen Sie Rangliste und Zeitraum und legen Sie sie an: Ihre Tabelle erscheint hier.</translation>
    </message>
    <message>
        <source>Export season</source>
        <translation>Saison exportieren</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV-Datei (*.csv)</translation>
    </message>
    <message>
        <source>Exported {count} players to {target}.</source>
        <translation>{count} Spieler nach {target} exportiert.</translation>
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
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Least-squares strength g: g_i − g_j is fitted to (a_ij − a_ji)/(a_ij + a_ji) over the pairs that met; the ranked group averages 0</source>
        <translation>Stärke g nach kleinsten Quadraten: g_i − g_j wird an (a_ij − a_ji)/(a_ij + a_ji) über die Paare angepasst, die sich begegnet sind; der Mittelwert der gewerteten Gruppe ist 0</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Results (frags, games) against the other ranked players</source>
        <translation>Ergebnisse (Frags, Partien) gegen die anderen gewerteten Spieler</translation>
    </message>
    <message>
        <source>Opponents met</source>
        <translation>Begegnete Gegner</translation>
    </message>
    <message>
        <source>Why not ranked</source>
        <translation>Warum nicht gewertet</translation>
    </message>
    <message>
        <source>Static ranking of an event</source>
        <translation>Statische Rangfolge einer Veranstaltung</translation>
    </message>
    <message>
        <source>Pick the event to rank.</source>
        <translation>Wählen Sie die Veranstaltung, deren Spieler gewertet werden.</translation>
    </message>
    <message>
        <source>At least this many results</source>
        <translation>Mindestens so viele Ergebnisse</translation>
    </message>
    <message>
        <source>Players with fewer results against others are not ranked: a few 1:0 results would otherwise dominate (seed 003)</source>
        <translation>Spieler mit weniger Ergebnissen gegen andere werden nicht gewertet: Sonst würden wenige 1:0-Ergebnisse dominieren (seed 003)</translation>
    </message>
    <message>
        <source>Strengths fitted by least squares to the pairwise results of one event (frags of its event logs, results of its matches); pairs that never met are skipped.</source>
        <translation>Stärken, nach kleinsten Quadraten an die paarweisen Ergebnisse einer Veranstaltung angepasst (Frags ihrer Ereignisprotokolle, Ergebnisse ihrer Spiele); Paare, die sich nie begegnet sind, werden übersprungen.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Veranstaltung</translation>
    </message>
    <message>
        <source>Ranked players</source>
        <translation>Gewertete Spieler</translation>
    </message>
    <message>
        <source>The players ranked, strongest first, with their fitted strength.</source>
        <translation>Die gewerteten Spieler, die stärksten zuerst, mit ihrer angepassten Stärke.</translation>
    </message>
    <message>
        <source>Players not ranked</source>
        <translation>Nicht gewertete Spieler</translation>
    </message>
    <message>
        <source>The players with too few results to rank, and why.</source>
        <translation>Die Spieler mit zu wenigen Ergebnissen für eine Wertung, und warum.</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>Mindestens</translation>
    </message>
    <message>
        <source>results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not ranked&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nicht gewertet&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This leaderboard has no events yet: import an event log or record matches under an event.</source>
        <translation>Diese Rangliste hat noch keine Veranstaltungen: Importieren Sie ein Ereignisprotokoll oder tragen Sie Spiele unter einer Veranstaltung ein.</translation>
    </message>
    <message>
        <source>{count} players ranked from {pairs} pairs that met; {count2} not ranked (see below).</source>
        <translation>{count} Spieler aus {pairs} Paarungen gewertet; {count2} nicht gewertet (siehe unten).</translation>
    </message>
    <message>
        <source>Nobody has enough results to be ranked; lower the minimum or see why below.</source>
        <translation>Niemand hat genug Ergebnisse für eine Wertung; senken Sie das Minimum oder sehen Sie unten, warum.</translation>
    </message>
</context>
<context>
    <name>store.backup</name>
    <message>
        <source>The file {path} does not exist.</source>
        <translation>Die Datei {path} gibt es nicht.</translation>
    </message>
</context>
<context>
    <name>store.database</name>
    <message>
        <source>The path {path} is a folder, not a database file.</source>
        <translation>Der Pfad {path} ist ein Ordner, keine Datenbankdatei.</translation>
    </message>
    <message>
        <source>The file {name} is not a tournament-app database (it is not an SQLite file at all).</source>
        <translation>Die Datei {name} ist keine tournament-app-Datenbank (sie ist überhaupt keine SQLite-Datei).</translation>
    </message>
    <message>
        <source>The file {name} is damaged: it is cut short. Restore a backup.</source>
        <translation>Die Datei {name} ist beschädigt: Sie ist abgeschnitten. Stellen Sie eine Sicherung wieder her.</translation>
    </message>
    <message>
        <source>The file {name} is another program&apos;s SQLite database, not a tournament-app database.</source>
        <translation>Die Datei {name} ist die SQLite-Datenbank eines anderen Programms, keine tournament-app-Datenbank.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: its header is not valid. Restore a backup.</source>
        <translation>Die Datei {name} ist beschädigt: Ihr Kopf ist ungültig. Stellen Sie eine Sicherung wieder her.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: it is cut short ({size} bytes, not a whole number of {page_size}-byte pages). Restore a backup.</source>
        <translation>Die Datei {name} ist beschädigt: Sie ist abgeschnitten ({size} Bytes, keine ganze Zahl von Seiten zu {page_size} Bytes). Stellen Sie eine Sicherung wieder her.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: it is cut short ({present} of its {pages} pages). Restore a backup.</source>
        <translation>Die Datei {name} ist beschädigt: Sie ist abgeschnitten ({present} von {pages} Seiten). Stellen Sie eine Sicherung wieder her.</translation>
    </message>
    <message>
        <source>Cannot create {name}: the folder {folder} is not writable.</source>
        <translation>{name} kann nicht angelegt werden: Der Ordner {folder} ist nicht beschreibbar.</translation>
    </message>
    <message>
        <source>Cannot open {path}: {error}.</source>
        <translation>{path} kann nicht geöffnet werden: {error}.</translation>
    </message>
    <message>
        <source>The file {name} needs an update but it is read-only; copy it somewhere writable and open the copy.</source>
        <translation>Die Datei {name} muss aktualisiert werden, ist aber schreibgeschützt; kopieren Sie sie an einen beschreibbaren Ort und öffnen Sie die Kopie.</translation>
    </message>
    <message>
        <source>update the file to this version</source>
        <translation>die Datei auf diese Version zu aktualisieren</translation>
    </message>
    <message>
        <source>The file {name} does not exist (any more).</source>
        <translation>Die Datei {name} gibt es nicht (mehr).</translation>
    </message>
    <message>
        <source>The file {name} is empty.</source>
        <translation>Die Datei {name} ist leer.</translation>
    </message>
    <message>
        <source>The file {name} is an empty database, not a club.</source>
        <translation>Die Datei {name} ist eine leere Datenbank, kein Verein.</translation>
    </message>
    <message>
        <source>restore the backup</source>
        <translation>die Sicherung wiederherzustellen</translation>
    </message>
    <message>
        <source>Could not restore the backup into {name}: {error}.</source>
        <translation>Die Sicherung konnte nicht in {name} wiederhergestellt werden: {error}.</translation>
    </message>
    <message>
        <source>The file {name} is an SQLite database of another program, not a tournament-app database.</source>
        <translation>Die Datei {name} ist eine SQLite-Datenbank eines anderen Programms, keine tournament-app-Datenbank.</translation>
    </message>
    <message>
        <source>The file {name} is damaged or not a database: {error}.</source>
        <translation>Die Datei {name} ist beschädigt oder keine Datenbank: {error}.</translation>
    </message>
    <message>
        <source>The file {name} is an SQLite database of another program (tables: {tables}), not a tournament-app database.</source>
        <translation>Die Datei {name} ist eine SQLite-Datenbank eines anderen Programms (Tabellen: {tables}), keine tournament-app-Datenbank.</translation>
    </message>
    <message>
        <source>The file {name} is not a tournament-app database.</source>
        <translation>Die Datei {name} ist keine tournament-app-Datenbank.</translation>
    </message>
    <message>
        <source>The file {name} was written by a newer version of tournament-app (it has changes this version does not know: {changes}). Install the newer version to open it; the file was not changed.</source>
        <translation>Die Datei {name} wurde von einer neueren Version von tournament-app geschrieben (sie enthält Änderungen, die diese Version nicht kennt: {changes}). Installieren Sie die neuere Version, um sie zu öffnen; die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: {error}. Restore a backup.</source>
        <translation>Die Datei {name} ist beschädigt: {error}. Stellen Sie eine Sicherung wieder her.</translation>
    </message>
    <message>
        <source>The file {name} is damaged ({result}); restore a backup.</source>
        <translation>Die Datei {name} ist beschädigt ({result}); stellen Sie eine Sicherung wieder her.</translation>
    </message>
    <message>
        <source>The file {name} is damaged ({error}); nothing was changed. Restore a backup (the app offers them under File ▸ Restore backup…).</source>
        <translation>Die Datei {name} ist beschädigt ({error}); nichts wurde geändert. Stellen Sie eine Sicherung wieder her (die App bietet sie unter Datei ▸ Sicherung wiederherstellen… an).</translation>
    </message>
</context>
<context>
    <name>store.errors</name>
    <message>
        <source>save the change</source>
        <translation>die Änderung zu speichern</translation>
    </message>
    <message>
        <source>Could not {doing}: the disk holding {name} is full. Nothing was changed; the club is exactly as it was. Free some space on that disk (or move the file to another one) and try again.</source>
        <translation>Es war nicht möglich, {doing}: Der Datenträger mit {name} ist voll. Nichts wurde geändert; der Verein ist genau wie vorher. Schaffen Sie auf diesem Datenträger Platz (oder verschieben Sie die Datei auf einen anderen) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Could not {doing}: {name} is read-only (the file, its folder or its disk cannot be written). Nothing was changed. Copy the file somewhere writable and open the copy to make changes.</source>
        <translation>Es war nicht möglich, {doing}: {name} ist schreibgeschützt (die Datei, ihr Ordner oder ihr Datenträger ist nicht beschreibbar). Nichts wurde geändert. Kopieren Sie die Datei an einen beschreibbaren Ort und öffnen Sie die Kopie, um Änderungen vorzunehmen.</translation>
    </message>
    <message>
        <source>Could not {doing}: {name} is busy, another window of the app (or another program) is saving to it. Nothing was changed; try again in a moment.</source>
        <translation>Es war nicht möglich, {doing}: {name} ist belegt, ein anderes Fenster der App (oder ein anderes Programm) speichert gerade darin. Nichts wurde geändert; versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>Could not {doing}: the disk reported an error writing {name} ({error}). Nothing was changed. If this happens again, check the disk (a removed USB stick?) and restore a backup if the file is damaged.</source>
        <translation>Es war nicht möglich, {doing}: Der Datenträger meldete einen Fehler beim Schreiben von {name} ({error}). Nichts wurde geändert. Wenn das wieder passiert, prüfen Sie den Datenträger (ein abgezogener USB-Stick?) und stellen Sie eine Sicherung wieder her, falls die Datei beschädigt ist.</translation>
    </message>
</context>
<context>
    <name>store.fresh_file</name>
    <message>
        <source>Default</source>
        <extracomment>Translators: the name of a new club&apos;s first leaderboard</extracomment>
        <translation>Standard</translation>
    </message>
</context>
<context>
    <name>store.other_file</name>
    <message>
        <source>{name} is this club&apos;s own file; choose another club file to merge into it.</source>
        <translation>{name} ist die eigene Datei dieses Vereins; wählen Sie eine andere Vereinsdatei zum Zusammenführen.</translation>
    </message>
    <message>
        <source>Cannot read {name}: {error}.</source>
        <translation>{name} kann nicht gelesen werden: {error}.</translation>
    </message>
    <message>
        <source>update a copy of the file to this version</source>
        <translation>eine Kopie der Datei auf diese Version aktualisieren</translation>
    </message>
</context>
<context>
    <name>tournament.bracket_scene</name>
    <message>
        <source>Reset (if needed)</source>
        <translation>Reset (falls nötig)</translation>
    </message>
    <message>
        <source>bye</source>
        <extracomment>Translators: the empty side of a first-round match whose other side goes on alone</extracomment>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>Match {number} · {status}</source>
        <extracomment>Translators: a match box&apos;s first line (&quot;Match 12 · Playing on Table 2&quot;)</extracomment>
        <translation>Spiel {number} · {status}</translation>
    </message>
    <message>
        <source>Played by others before a correction</source>
        <translation>Vor einer Korrektur von anderen gespielt</translation>
    </message>
    <message>
        <source>Only if the losers&apos; side wins</source>
        <extracomment>Translators: the grand final&apos;s reset match, played only if the losers&apos; bracket winner wins the first</extracomment>
        <translation>Nur wenn die Verliererseite gewinnt</translation>
    </message>
</context>
<context>
    <name>tournament.bracket_view</name>
    <message>
        <source>Bracket drawing</source>
        <translation>Darstellung des Turnierbaums</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Turnierbaum</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Clear their results</source>
        <translation>Ihre Ergebnisse löschen</translation>
    </message>
    <message>
        <source>Delete the results that no longer fit the bracket after a correction (undoable)</source>
        <translation>Die Ergebnisse löschen, die nach einer Korrektur nicht mehr zum Turnierbaum passen (rückgängig machbar)</translation>
    </message>
    <message>
        <source>Click a match (or move with the arrow keys and press Enter) to enter or correct its result.</source>
        <translation>Klicken Sie auf ein Spiel (oder wählen Sie es mit den Pfeiltasten und drücken Sie Enter), um sein Ergebnis einzutragen oder zu korrigieren.</translation>
    </message>
    <message>
        <source>Draws the bracket bigger.</source>
        <translation>Zeichnet den Turnierbaum größer.</translation>
    </message>
    <message>
        <source>Draws the bracket smaller.</source>
        <translation>Zeichnet den Turnierbaum kleiner.</translation>
    </message>
    <message>
        <source>&amp;Zoom in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom o&amp;ut</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Draws the whole bracket in the space there is.</source>
        <translation>Zeichnet den ganzen Turnierbaum in den vorhandenen Platz.</translation>
    </message>
    <message>
        <source>Fit to win&amp;dow</source>
        <translation>An Fenster anpa&amp;ssen</translation>
    </message>
    <message>
        <source>A4 landscape</source>
        <translation>A4 quer</translation>
    </message>
    <message>
        <source>A3 landscape</source>
        <translation>A3 quer</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>The sheet the bracket is printed on: A3 holds twice as much as A4.</source>
        <translation>Das Blatt, auf das der Turnierbaum gedruckt wird: A3 fasst doppelt so viel wie A4.</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>Dr&amp;ucken…</translation>
    </message>
    <message>
        <source>Print bracket</source>
        <translation>Turnierbaum drucken</translation>
    </message>
    <message>
        <source>Prints the event&apos;s bracket with its results (both brackets of a double elimination), with a preview first.</source>
        <translation>Druckt den Turnierbaum der Veranstaltung mit ihren Ergebnissen (beide Bäume eines Doppel-K.-o.), mit Vorschau.</translation>
    </message>
    <message>
        <source>Champion: {champion}</source>
        <translation>Sieger: {champion}</translation>
    </message>
    <message>
        <source>match {number}</source>
        <extracomment>Translators: one of the matches named in &quot;A correction changed who plays in match 5, match 6: …&quot;</extracomment>
        <translation>Spiel {number}</translation>
    </message>
    <message>
        <source>A correction changed who plays in {names}: their results no longer fit the bracket and need clearing before the bracket can go on.</source>
        <translation>Eine Korrektur hat geändert, wer in {names} spielt: Deren Ergebnisse passen nicht mehr zum Turnierbaum und müssen gelöscht werden, bevor es weitergehen kann.</translation>
    </message>
    <message>
        <source>No event chosen.</source>
        <translation>Keine Veranstaltung gewählt.</translation>
    </message>
    <message>
        <source>The knockout bracket is drawn once every pool match has a result.</source>
        <translation>Der K.-o.-Baum wird erstellt, sobald jedes Gruppenspiel ein Ergebnis hat.</translation>
    </message>
    <message>
        <source>The bracket is drawn when the event starts.</source>
        <translation>Der Turnierbaum wird zu Beginn der Veranstaltung ausgelost.</translation>
    </message>
    <message>
        <source>This event has no bracket: its table is on the Table page.</source>
        <translation>Diese Veranstaltung hat keinen Turnierbaum: Ihre Tabelle steht auf der Seite „Tabelle“.</translation>
    </message>
    <message numerus="yes">
        <source>Clear the results of %n match(es) a correction changed</source>
        <translation>
            <numerusform>Ergebnis von %n Spiel löschen, das eine Korrektur geändert hat</numerusform>
            <numerusform>Ergebnisse von %n Spielen löschen, die eine Korrektur geändert hat</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tournament.crosstable_view</name>
    <message>
        <source>Crosstable</source>
        <translation>Kreuztabelle</translation>
    </message>
    <message>
        <source>Each entrant&apos;s results, one a row, against each entrant in the columns.</source>
        <translation>Die Ergebnisse jedes Teilnehmers, einer pro Zeile, gegen jeden Teilnehmer in den Spalten.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>{value} against themselves: no match</source>
        <translation>{value} gegen sich selbst: kein Spiel</translation>
    </message>
    <message>
        <source>{value} against {value2}: {text}</source>
        <translation>{value} gegen {value2}: {text}</translation>
    </message>
    <message>
        <source>{value} and {value2} have not played yet</source>
        <translation>{value} und {value2} haben noch nicht gegeneinander gespielt</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>noch nicht gespielt</translation>
    </message>
</context>
<context>
    <name>tournament.reporting</name>
    <message>
        <source>Clear them and correct</source>
        <translation>Löschen und korrigieren</translation>
    </message>
    <message>
        <source>Result of match {number} ({names})</source>
        <translation>Ergebnis von Spiel {number} ({names})</translation>
    </message>
    <message>
        <source>Correct match {number} ({names}), clearing later results</source>
        <translation>Korrektur von Spiel {number} ({names}), spätere Ergebnisse gelöscht</translation>
    </message>
    <message>
        <source>Correct match {number} ({names})</source>
        <translation>Korrektur von Spiel {number} ({names})</translation>
    </message>
    <message>
        <source>match {number} ({names}: {result})</source>
        <extracomment>Translators: a later match already played, named in a list (&quot;match 5 (Ann v Ben: Ann won 3–1)&quot;)</extracomment>
        <translation>Spiel {number} ({names}: {result})</translation>
    </message>
    <message>
        <source>Correcting this result changes who plays in a match already played: {match}. Clear its result to correct it.</source>
        <translation>Eine Korrektur dieses Ergebnisses ändert, wer in einem bereits gespielten Spiel spielt: {match}. Löschen Sie dessen Ergebnis, um es zu korrigieren.</translation>
    </message>
    <message>
        <source>{earlier} and {last}</source>
        <extracomment>Translators: the last two of a list (&quot;match 5 (…), match 6 (…) and match 7 (…)&quot;)</extracomment>
        <translation>{earlier} und {last}</translation>
    </message>
    <message>
        <source>Correcting this result changes who plays in matches already played: {matches}. Clear their results to correct it.</source>
        <extracomment>Translators: {matches} lists two or more matches already played (one has its own sentence)</extracomment>
        <translation>Eine Korrektur dieses Ergebnisses ändert, wer in bereits gespielten Spielen spielt: {matches}. Löschen Sie deren Ergebnisse, um es zu korrigieren.</translation>
    </message>
    <message>
        <source>Later matches were played</source>
        <translation>Spätere Spiele wurden schon gespielt</translation>
    </message>
    <message>
        <source>Clearing deletes their results (one undoable step); those matches are then played again.</source>
        <translation>Löschen entfernt ihre Ergebnisse (ein rückgängig machbarer Schritt); diese Spiele werden dann neu gespielt.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>tournament.result_dialog</name>
    <message>
        <source>Result of match {id}</source>
        <translation>Ergebnis von Spiel {id}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{fixture_title}&lt;/b&gt;: {value} v {value2}</source>
        <translation>&lt;b&gt;{fixture_title}&lt;/b&gt;: {value} gegen {value2}</translation>
    </message>
    <message>
        <source>Recorded now: {result_words}. Saving changes it.</source>
        <translation>Jetzt eingetragen: {result_words}. Speichern ändert es.</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} hat gewonnen</translation>
    </message>
    <message>
        <source>Chooses this side as the winner; Enter then saves.</source>
        <translation>Wählt diese Seite als Sieger; Enter speichert dann.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Chooses a draw; Enter then saves.</source>
        <translation>Wählt ein Unentschieden; Enter speichert dann.</translation>
    </message>
    <message>
        <source>Score (optional)</source>
        <translation>Punkte (optional)</translation>
    </message>
    <message>
        <source>{name} score</source>
        <translation>Punkte {name}</translation>
    </message>
    <message>
        <source>Type the side&apos;s score, if the game keeps one.</source>
        <translation>Geben Sie die Punktzahl der Seite ein, falls das Spiel eine zählt.</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>tournament.score_table_view</name>
    <message>
        <source>Each entrant, one a row, with place, points, games and the tiebreaks.</source>
        <translation>Jeder Teilnehmer, einer pro Zeile, mit Platz, Punkten, Spielen und den Feinwertungen.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Side 1</source>
        <translation>Seite 1</translation>
    </message>
    <message>
        <source>Side 2</source>
        <translation>Seite 2</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Round matches</source>
        <translation>Spiele der Runde</translation>
    </message>
    <message>
        <source>The round&apos;s matches, one a row; Enter or a double-click enters or corrects a result.</source>
        <translation>Die Spiele der Runde, eines pro Zeile; Enter oder ein Doppelklick trägt ein Ergebnis ein oder korrigiert es.</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Draws the next round once every result of this one is in.</source>
        <translation>Lost die nächste Runde aus, sobald jedes Ergebnis dieser Runde vorliegt.</translation>
    </message>
    <message>
        <source>No event chosen.</source>
        <translation>Keine Veranstaltung gewählt.</translation>
    </message>
    <message>
        <source>The table fills in once the event has started.</source>
        <translation>Die Tabelle füllt sich, sobald die Veranstaltung begonnen hat.</translation>
    </message>
    <message>
        <source>The pools are drawn when the event starts.</source>
        <translation>Die Gruppen werden zu Beginn der Veranstaltung ausgelost.</translation>
    </message>
    <message>
        <source>This event has no table: its bracket and standings are on their pages.</source>
        <translation>Diese Veranstaltung hat keine Tabelle: Turnierbaum und Platzierungen stehen auf ihren eigenen Seiten.</translation>
    </message>
    <message>
        <source>Round {rounds_drawn} of {total}</source>
        <translation>Runde {rounds_drawn} von {total}</translation>
    </message>
    <message>
        <source>All {total} rounds have been played: the table is final.</source>
        <translation>Alle {total} Runden sind gespielt: Die Tabelle ist endgültig.</translation>
    </message>
    <message>
        <source>All {total} rounds have been drawn.</source>
        <translation>Alle {total} Runden sind ausgelost.</translation>
    </message>
    <message>
        <source>Round {number} is complete: draw round {next}.</source>
        <translation>Runde {number} ist abgeschlossen: Losen Sie Runde {next} aus.</translation>
    </message>
    <message>
        <source>Standings (final)</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>Standings so far (round {number} under way)</source>
        <translation>Zwischenstand (Runde {number} läuft)</translation>
    </message>
    <message>
        <source>Standings before the first round</source>
        <translation>Stand vor der ersten Runde</translation>
    </message>
    <message>
        <source>Standings after round {number}</source>
        <translation>Stand nach Runde {number}</translation>
    </message>
    <message>
        <source>Standings table</source>
        <translation>Tabelle der Platzierungen</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) of round {number} still need a result.</source>
        <translation>
            <numerusform>%n Spiel der Runde {number} hat noch kein Ergebnis.</numerusform>
            <numerusform>%n Spiele der Runde {number} haben noch kein Ergebnis.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Crosstable&lt;/b&gt; (row against column: 1 won, ½ drawn, 0 lost)</source>
        <translation>&lt;b&gt;Kreuztabelle&lt;/b&gt; (Zeile gegen Spalte: 1 gewonnen, ½ unentschieden, 0 verloren)</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Kreuztabelle</translation>
    </message>
    <message>
        <source>Round shown</source>
        <translation>Angezeigte Runde</translation>
    </message>
    <message>
        <source>Pick the round whose matches are listed below.</source>
        <translation>Wählen Sie die Runde, deren Spiele unten aufgeführt werden.</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matches of&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spiele der&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(Enter or double-click a match to enter or correct its result)</source>
        <translation>(Enter oder Doppelklick auf ein Spiel, um sein Ergebnis einzutragen oder zu korrigieren)</translation>
    </message>
    <message>
        <source>{pool} table</source>
        <translation>Tabelle {pool}</translation>
    </message>
    <message>
        <source>{pool} crosstable</source>
        <translation>Kreuztabelle {pool}</translation>
    </message>
    <message>
        <source>The knockout has been seeded from the pools ({count} go on): its bracket is on the Bracket page.</source>
        <translation>Die K.-o.-Runde wurde aus den Gruppen gesetzt ({count} kommen weiter): Ihr Turnierbaum steht auf der Seite „Turnierbaum“.</translation>
    </message>
    <message>
        <source>The top {advance} of each pool go on to the knockout; it is seeded once every pool match has a result.</source>
        <translation>Die ersten {advance} jeder Gruppe kommen in die K.-o.-Runde; sie wird gesetzt, sobald jedes Gruppenspiel ein Ergebnis hat.</translation>
    </message>
    <message>
        <source>Draw round {number} of {name}</source>
        <translation>Runde {number} von {name} auslosen</translation>
    </message>
</context>
<context>
    <name>tournament.standings_view</name>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
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
        <source>Rating change</source>
        <translation>Wertungsänderung</translation>
    </message>
    <message>
        <source>still in</source>
        <extracomment>Translators: the place of an entrant still playing in a knockout (no place settled yet)</extracomment>
        <translation>noch dabei</translation>
    </message>
    <message>
        <source>Podium</source>
        <translation>Siegerpodest</translation>
    </message>
    <message>
        <source>Event standings</source>
        <translation>Platzierungen der Veranstaltung</translation>
    </message>
    <message>
        <source>Each entrant, one a row, with their place and results in this event.</source>
        <translation>Jeder Teilnehmer, einer pro Zeile, mit Platz und Ergebnissen in dieser Veranstaltung.</translation>
    </message>
    <message>
        <source>Export standings as CSV</source>
        <translation>Platzierungen als CSV exportieren</translation>
    </message>
    <message>
        <source>Saves the event&apos;s standings as a CSV file.</source>
        <translation>Speichert die Platzierungen der Veranstaltung als CSV-Datei.</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>Dr&amp;ucken…</translation>
    </message>
    <message>
        <source>Print standings</source>
        <translation>Platzierungen drucken</translation>
    </message>
    <message>
        <source>Prints the event&apos;s standings or saves them as PDF, with a preview first.</source>
        <translation>Druckt die Platzierungen der Veranstaltung oder speichert sie als PDF, zuerst mit Vorschau.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tonight&apos;s standings&lt;/b&gt;: points from tonight&apos;s matches</source>
        <translation>&lt;b&gt;Platzierungen des Abends&lt;/b&gt;: Punkte aus den heutigen Spielen</translation>
    </message>
    <message>
        <source>No standings yet: results entered tonight show here.</source>
        <translation>Noch keine Platzierungen: Heute eingetragene Ergebnisse erscheinen hier.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final standings&lt;/b&gt;</source>
        <translation>&lt;b&gt;Endstand&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No standings yet: the event hasn&apos;t started.</source>
        <translation>Noch keine Platzierungen: Die Veranstaltung hat noch nicht begonnen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Standings so far&lt;/b&gt;</source>
        <translation>&lt;b&gt;Zwischenstand&lt;/b&gt;</translation>
    </message>
    <message>
        <source>: places are settled as entrants go out</source>
        <translation>: Die Plätze stehen fest, sobald Teilnehmer ausscheiden</translation>
    </message>
    <message>
        <source>Export standings</source>
        <translation>Platzierungen exportieren</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV-Datei (*.csv)</translation>
    </message>
    <message>
        <source>Exported {count} lines to {target}.</source>
        <translation>{count} Zeilen nach {target} exportiert.</translation>
    </message>
    <message>
        <source>The standings could not be exported: {exc}</source>
        <translation>Die Platzierungen konnten nicht exportiert werden: {exc}</translation>
    </message>
    <message>
        <source>Exporting the standings…</source>
        <translation>Tabelle wird exportiert…</translation>
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
        <translation>Buchholz mit einer Streichung</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>Median-Buchholz</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <source>Winners&apos; bracket</source>
        <translation>Gewinnerbaum</translation>
    </message>
    <message>
        <source>Losers&apos; bracket</source>
        <translation>Verliererbaum</translation>
    </message>
    <message>
        <source>Grand final</source>
        <extracomment>Translators: the grand final&apos;s second match, played when the losers&apos; bracket winner wins the first</extracomment>
        <translation>Großes Finale</translation>
    </message>
    <message>
        <source>Third place</source>
        <translation>Platz drei</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>{first} v {second}</source>
        <extracomment>Translators: the two sides of a match (&quot;Ann v Ben&quot;)</extracomment>
        <translation>{first} gegen {second}</translation>
    </message>
    <message>
        <source>Needs clearing</source>
        <extracomment>Translators: a match whose result no longer fits the bracket after an earlier correction</extracomment>
        <translation>Muss gelöscht werden</translation>
    </message>
    <message>
        <source>Playing on {table}</source>
        <extracomment>Translators: {table} is the table&apos;s name (&quot;Table 2&quot;)</extracomment>
        <translation>Spielt an {table}</translation>
    </message>
    <message>
        <source>Wins, byes included</source>
        <translation>Siege, spielfreie Runden eingeschlossen</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgesagt</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spielt</translation>
    </message>
    <message>
        <source>Called to {table}</source>
        <extracomment>Translators: the match is called to a table and its players are on their way ({table}: &quot;Table 2&quot;)</extracomment>
        <translation>Aufgerufen an {table}</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>noch kein Ergebnis</translation>
    </message>
    <message>
        <source>{first} and {second} drew</source>
        <translation>{first} und {second} spielten unentschieden</translation>
    </message>
    <message>
        <source>{first} and {second} drew {score}</source>
        <extracomment>Translators: {score} is the score, high first (&quot;2–2&quot;)</extracomment>
        <translation>{first} und {second} spielten {score} unentschieden</translation>
    </message>
    <message>
        <source>{winner} won</source>
        <translation>{winner} gewann</translation>
    </message>
    <message>
        <source>{winner} won {score}</source>
        <extracomment>Translators: {score} is the score, the winner&apos;s first (&quot;3–1&quot;)</extracomment>
        <translation>{winner} gewann {score}</translation>
    </message>
    <message>
        <source>Winners&apos; final</source>
        <translation>Gewinnerfinale</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Halbfinale</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Viertelfinale</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>Losers&apos; final</source>
        <translation>Verliererfinale</translation>
    </message>
    <message>
        <source>Losers round {number}</source>
        <translation>Verliererrunde {number}</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <source>Match {number} · Grand final</source>
        <translation>Spiel {number} · Großes Finale</translation>
    </message>
    <message>
        <source>Match {number} · Grand final, reset</source>
        <translation>Spiel {number} · Großes Finale, Reset</translation>
    </message>
    <message>
        <source>Match {number} · Match for third place</source>
        <translation>Spiel {number} · Spiel um Platz drei</translation>
    </message>
    <message>
        <source>Match {number} · {bracket}, round {round}</source>
        <extracomment>Translators: {bracket} is &quot;Winners&apos; bracket&quot;, &quot;Losers&apos; bracket&quot; or a pool (&quot;Pool A&quot;)</extracomment>
        <translation>Spiel {number} · {bracket}, Runde {round}</translation>
    </message>
    <message>
        <source>Match {number} · Round {round}</source>
        <translation>Spiel {number} · Runde {round}</translation>
    </message>
    <message>
        <source>{name} goes on (bye)</source>
        <translation>{name} kommt weiter (Freilos)</translation>
    </message>
    <message>
        <source>{name} → match {number}</source>
        <extracomment>Translators: where a player plays next (&quot;Ann → match 15&quot;)</extracomment>
        <translation>{name} → Spiel {number}</translation>
    </message>
    <message>
        <source>{name} wins the event</source>
        <translation>{name} gewinnt die Veranstaltung</translation>
    </message>
    <message>
        <source>{name} finishes {place}</source>
        <extracomment>Translators: {place} is a placement such as &quot;5th&quot;</extracomment>
        <translation>{name} wird {place}</translation>
    </message>
    <message>
        <source>{name} is out</source>
        <translation>{name} scheidet aus</translation>
    </message>
    <message>
        <source>{title}: nobody has a bye.</source>
        <translation>{title}: Niemand hat ein Freilos.</translation>
    </message>
    <message>
        <source>{title}: {name} has a bye.</source>
        <translation>{title}: {name} hat ein Freilos.</translation>
    </message>
    <message>
        <source>not known yet</source>
        <extracomment>Translators: a side of a match not decided yet (its earlier match is still to play)</extracomment>
        <translation>noch nicht bekannt</translation>
    </message>
    <message>
        <source>{title}: {first} v {second}. {status}: {result}.</source>
        <extracomment>Translators: a match for a screen reader: &quot;Match 3 · Round 1: Ann v Ben. Done: Ann won 3–1.&quot;</extracomment>
        <translation>{title}: {first} gegen {second}. {status}: {result}.</translation>
    </message>
    <message>
        <source>{title}: {first} v {second}. {status}.</source>
        <extracomment>Translators: a match for a screen reader: &quot;Match 3 · Round 1: Ann v Ben. Playing on Table 2.&quot;</extracomment>
        <translation>{title}: {first} gegen {second}. {status}.</translation>
    </message>
</context>
<context>
    <name>web</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Pts</source>
        <comment>column: points</comment>
        <translation>Pkt.</translation>
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
        <source>still in</source>
        <translation>noch dabei</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>Noch keine Ergebnisse.</translation>
    </message>
    <message>
        <source>v</source>
        <comment>versus</comment>
        <translation>–</translation>
    </message>
    <message>
        <source>Table · round {drawn} of {total}</source>
        <translation>Tabelle · Runde {drawn} von {total}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Sieger: {name}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>No matches drawn yet.</source>
        <translation>Noch keine Spiele ausgelost.</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>Einchecken</translation>
    </message>
    <message>
        <source>{name} is checked in. Have a good game!</source>
        <translation>{name} ist eingecheckt. Gutes Spiel!</translation>
    </message>
    <message>
        <source>Tap your name.</source>
        <translation>Tippen Sie auf Ihren Namen.</translation>
    </message>
    <message>
        <source>checked in</source>
        <translation>eingecheckt</translation>
    </message>
    <message>
        <source>Nobody to check in.</source>
        <translation>Niemand zum Einchecken.</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Platzierungen</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Updates by itself.</source>
        <translation>Aktualisiert sich von selbst.</translation>
    </message>
    <message>
        <source>TV view</source>
        <translation>TV-Ansicht</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Nobody has played yet.</source>
        <translation>Noch hat niemand gespielt.</translation>
    </message>
    <message>
        <source>rank {rank} of {count}</source>
        <translation>Rang {rank} von {count}</translation>
    </message>
    <message>
        <source>Rating (μ) after each match, with its ± band.</source>
        <translation>Wertung (μ) nach jedem Spiel, mit ihrem ±-Band.</translation>
    </message>
    <message>
        <source>No rated match yet.</source>
        <translation>Noch kein gewertetes Spiel.</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>waiting for a table</source>
        <translation>wartet auf einen Tisch</translation>
    </message>
    <message>
        <source>No match waiting.</source>
        <translation>Kein Spiel wartet.</translation>
    </message>
    <message>
        <source>Tonight</source>
        <translation>Heute Abend</translation>
    </message>
    <message>
        <source>against {opponents}</source>
        <translation>gegen {opponents}</translation>
    </message>
    <message>
        <source>No result tonight yet.</source>
        <translation>Heute Abend noch kein Ergebnis.</translation>
    </message>
    <message>
        <source>Report a result</source>
        <translation>Ergebnis melden</translation>
    </message>
    <message>
        <source>You report for side {number}: {names}</source>
        <translation>Sie melden für Seite {number}: {names}</translation>
    </message>
    <message>
        <source>This code is for the whole match, from an older printout: your report waits for the organizer.</source>
        <translation>Dieser Code gilt für das ganze Spiel und stammt von einem älteren Ausdruck: Ihre Meldung wartet auf die Turnierleitung.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>{side} won</source>
        <translation>{side} gewann</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Scores (if you kept them)</source>
        <translation>Punkte (falls Sie sie gezählt haben)</translation>
    </message>
    <message>
        <source>The result counts once every side has sent the same with its own code, each from its own phone; otherwise the organizer decides.</source>
        <translation>Das Ergebnis zählt, sobald jede Seite mit ihrem eigenen Code dasselbe gesendet hat, jede von ihrem eigenen Telefon; sonst entscheidet die Turnierleitung.</translation>
    </message>
    <message>
        <source>Send the result</source>
        <translation>Ergebnis senden</translation>
    </message>
    <message>
        <source>The organizer confirms the result before it counts.</source>
        <translation>Die Turnierleitung bestätigt das Ergebnis, bevor es zählt.</translation>
    </message>
    <message>
        <source>Result already in</source>
        <translation>Ergebnis liegt schon vor</translation>
    </message>
    <message>
        <source>This match has its result already; ask the organizer if it is wrong.</source>
        <translation>Dieses Spiel hat schon ein Ergebnis; fragen Sie die Turnierleitung, wenn es falsch ist.</translation>
    </message>
    <message>
        <source>Thank you</source>
        <translation>Danke</translation>
    </message>
    <message>
        <source>Reported for side {number}: {names}</source>
        <translation>Gemeldet für Seite {number}: {names}</translation>
    </message>
    <message>
        <source>Both sides reported the same result: it is recorded.</source>
        <translation>Beide Seiten haben dasselbe Ergebnis gemeldet: Es ist eingetragen.</translation>
    </message>
    <message>
        <source>The other side reported something else; the organizer will sort it out.</source>
        <translation>Die andere Seite hat etwas anderes gemeldet; die Turnierleitung klärt das.</translation>
    </message>
    <message>
        <source>This phone sent the reports of more than one side, so the organizer confirms the result.</source>
        <translation>Dieses Telefon hat die Meldungen mehrerer Seiten gesendet, darum bestätigt die Turnierleitung das Ergebnis.</translation>
    </message>
    <message>
        <source>It counts once the other side sends the same with their own code. Sent again with this code, it replaces this report.</source>
        <translation>Es zählt, sobald die andere Seite mit ihrem eigenen Code dasselbe sendet. Erneut mit diesem Code gesendet, ersetzt es diese Meldung.</translation>
    </message>
    <message>
        <source>Your report is waiting for the organizer&apos;s confirmation.</source>
        <translation>Ihre Meldung wartet auf die Bestätigung der Turnierleitung.</translation>
    </message>
    <message>
        <source>Playing now</source>
        <translation>Gerade im Spiel</translation>
    </message>
    <message>
        <source>No match on a table.</source>
        <translation>Kein Spiel an einem Tisch.</translation>
    </message>
    <message>
        <source>Up next</source>
        <translation>Als Nächstes</translation>
    </message>
    <message>
        <source>Nobody waiting.</source>
        <translation>Niemand wartet.</translation>
    </message>
    <message>
        <source>{points} pt</source>
        <translation>{points} Pkt.</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} Pkt.</translation>
    </message>
    <message>
        <source>Final places</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>The event so far</source>
        <translation>Zwischenstand</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>No results yet tonight.</source>
        <translation>Heute Abend noch keine Ergebnisse.</translation>
    </message>
    <message>
        <source>called</source>
        <translation>aufgerufen</translation>
    </message>
    <message>
        <source>No match on a table right now.</source>
        <translation>Gerade kein Spiel an einem Tisch.</translation>
    </message>
</context>
<context>
    <name>web.app</name>
    <message>
        <source>That request was refused.</source>
        <translation>Diese Anfrage wurde abgelehnt.</translation>
    </message>
    <message>
        <source>That page can&apos;t be used that way.</source>
        <translation>Diese Seite lässt sich so nicht verwenden.</translation>
    </message>
    <message>
        <source>That request could not be read.</source>
        <translation>Diese Anfrage konnte nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>web.connections</name>
    <message>
        <source>That address is too long.</source>
        <translation>Diese Adresse ist zu lang.</translation>
    </message>
    <message>
        <source>That request carries too much; open the page again.</source>
        <translation>Diese Anfrage enthält zu viel; öffnen Sie die Seite erneut.</translation>
    </message>
    <message>
        <source>The request took too long to arrive; open the page again.</source>
        <translation>Die Anfrage kam zu langsam an; öffnen Sie die Seite erneut.</translation>
    </message>
</context>
<context>
    <name>web.forms</name>
    <message>
        <source>This form must be sent from the page the server gave you.</source>
        <translation>Dieses Formular muss von der Seite gesendet werden, die der Server Ihnen gegeben hat.</translation>
    </message>
    <message>
        <source>Send the form from its page.</source>
        <translation>Senden Sie das Formular von seiner Seite aus.</translation>
    </message>
    <message>
        <source>The form could not be read; send it again from its page.</source>
        <translation>Das Formular konnte nicht gelesen werden; senden Sie es erneut von seiner Seite aus.</translation>
    </message>
    <message>
        <source>This form has expired; open the link again and send it from there.</source>
        <translation>Dieses Formular ist abgelaufen; öffnen Sie den Link erneut und senden Sie es von dort.</translation>
    </message>
    <message>
        <source>Report a result</source>
        <translation>Ergebnis melden</translation>
    </message>
    <message>
        <source>Choose who won.</source>
        <translation>Wählen Sie, wer gewonnen hat.</translation>
    </message>
    <message>
        <source>Choose who won, or a draw.</source>
        <translation>Wählen Sie, wer gewonnen hat, oder Unentschieden.</translation>
    </message>
    <message>
        <source>Choose a place from 1 to {sides} for every side.</source>
        <translation>Wählen Sie für jede Seite einen Platz von 1 bis {sides}.</translation>
    </message>
    <message>
        <source>Two sides can&apos;t share a place in this match.</source>
        <translation>In diesem Spiel können sich zwei Seiten keinen Platz teilen.</translation>
    </message>
    <message>
        <source>Give a score for every side, or for none.</source>
        <translation>Geben Sie Punkte für jede Seite an oder für keine.</translation>
    </message>
    <message>
        <source>Scores must be numbers, like 11 or 2.5.</source>
        <translation>Punkte müssen Zahlen sein, z. B. 11 oder 2,5.</translation>
    </message>
    <message>
        <source>Scores must be numbers from 0 to 1000000.</source>
        <translation>Punkte müssen Zahlen von 0 bis 1000000 sein.</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>Einchecken</translation>
    </message>
    <message>
        <source>Pick your name from the list.</source>
        <translation>Wählen Sie Ihren Namen aus der Liste.</translation>
    </message>
</context>
<context>
    <name>web.guards</name>
    <message>
        <source>This server answers only at its own address.</source>
        <translation>Dieser Server antwortet nur unter seiner eigenen Adresse.</translation>
    </message>
    <message>
        <source>Too many requests from this device; wait a few seconds and try again.</source>
        <translation>Zu viele Anfragen von diesem Gerät; warten Sie ein paar Sekunden und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>That request is too large.</source>
        <translation>Diese Anfrage ist zu groß.</translation>
    </message>
    <message>
        <source>Something went wrong on the organizer&apos;s computer; try again in a moment.</source>
        <translation>Auf dem Computer der Turnierleitung ist etwas schiefgegangen; versuchen Sie es gleich noch einmal.</translation>
    </message>
</context>
<context>
    <name>web.network</name>
    <message>
        <source>&apos;{host}&apos; is not an address of this computer; choose one of its network addresses, localhost, or 0.0.0.0 for all of them.</source>
        <translation>„{host}“ ist keine Adresse dieses Computers; wählen Sie eine seiner Netzwerkadressen, localhost oder 0.0.0.0 für alle.</translation>
    </message>
    <message>
        <source>Port {port} on {host} is in use by another program; choose another port.</source>
        <translation>Port {port} auf {host} wird von einem anderen Programm benutzt; wählen Sie einen anderen Port.</translation>
    </message>
    <message>
        <source>This computer does not allow the app to use port {port}; choose a port above 1023.</source>
        <translation>Dieser Computer erlaubt der App den Port {port} nicht; wählen Sie einen Port über 1023.</translation>
    </message>
    <message>
        <source>The server could not listen on {host} port {port}: {error}.</source>
        <translation>Der Server konnte nicht auf {host}, Port {port} lauschen: {error}.</translation>
    </message>
    <message>
        <source>The port must be a number from 0 to 65535, not {port}.</source>
        <translation>Der Port muss eine Zahl von 0 bis 65535 sein, nicht {port}.</translation>
    </message>
</context>
<context>
    <name>web.pages</name>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Turnierbaum</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Platzierungen</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Swiss table</source>
        <translation>Tabelle (Schweizer System)</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Rundenturnier</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>Rating of {name} over time, with its ± band</source>
        <translation>Wertung von {name} im Zeitverlauf, mit ihrem ±-Band</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Bildschirm</translation>
    </message>
    <message>
        <source>QR code of this event&apos;s page</source>
        <translation>QR-Code der Seite dieser Veranstaltung</translation>
    </message>
    <message>
        <source>This device has too many live pages open; close a few tabs.</source>
        <translation>Auf diesem Gerät sind zu viele Live-Seiten offen; schließen Sie ein paar Tabs.</translation>
    </message>
</context>
<context>
    <name>web.render</name>
    <message>
        <source>Bad request</source>
        <translation>Ungültige Anfrage</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Nicht erlaubt</translation>
    </message>
    <message>
        <source>Already settled</source>
        <translation>Bereits entschieden</translation>
    </message>
    <message>
        <source>Too slow</source>
        <translation>Zu langsam</translation>
    </message>
    <message>
        <source>Too large</source>
        <translation>Zu groß</translation>
    </message>
    <message>
        <source>Address too long</source>
        <translation>Adresse zu lang</translation>
    </message>
    <message>
        <source>Not a form</source>
        <translation>Kein Formular</translation>
    </message>
    <message>
        <source>Slow down</source>
        <translation>Langsamer, bitte</translation>
    </message>
    <message>
        <source>Server error</source>
        <translation>Serverfehler</translation>
    </message>
    <message>
        <source>Nothing here. Check the address, or scan the code again.</source>
        <translation>Hier ist nichts. Prüfen Sie die Adresse oder scannen Sie den Code erneut.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>played</source>
        <translation>gespielt</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>called</source>
        <translation>aufgerufen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgesagt</translation>
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
        <translation>Buchholz mit einer Streichung</translation>
    </message>
    <message>
        <source>MBH</source>
        <translation>MBH</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>Median-Buchholz</translation>
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
        <translation>Siege, spielfreie Runden eingeschlossen</translation>
    </message>
    <message>
        <source>WON</source>
        <translation>WON</translation>
    </message>
    <message>
        <source>Games won over the board</source>
        <translation>Am Brett gewonnene Partien</translation>
    </message>
    <message>
        <source>DE</source>
        <translation>DV</translation>
    </message>
    <message>
        <source>Direct encounter: points among the tied</source>
        <translation>Direkter Vergleich: Punkte unter den Punktgleichen</translation>
    </message>
    <message>
        <source>win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Niederlage</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>{side} won</source>
        <translation>{side} gewann</translation>
    </message>
    <message>
        <source>Winners&apos; bracket</source>
        <translation>Gewinnerbaum</translation>
    </message>
    <message>
        <source>Losers&apos; bracket</source>
        <translation>Verliererbaum</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
</context>
<context>
    <name>web.screen</name>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Table · round {drawn} of {total}</source>
        <translation>Tabelle · Runde {drawn} von {total}</translation>
    </message>
</context>
<context>
    <name>web.snapshot</name>
    <message>
        <source>&apos;{name}&apos; is not shared on the local network.</source>
        <translation>„{name}“ wird nicht im lokalen Netzwerk freigegeben.</translation>
    </message>
</context>
</TS>
