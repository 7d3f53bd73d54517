<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>backups.backups_dialog</name>
    <message>
        <source>Restore a backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <source>Automatic backups of &lt;b&gt;{escape}&lt;/b&gt;, newest first. Restoring one replaces the club&apos;s content by the backup; </source>
        <translation>Sauvegardes automatiques de &lt;b&gt;{escape}&lt;/b&gt;, la plus récente d&apos;abord. En restaurer une remplace le contenu du club par celui de la sauvegarde&#xa0;; </translation>
    </message>
    <message>
        <source>the file that could not be opened is kept beside it under another name.</source>
        <translation>le fichier qui n&apos;a pas pu être ouvert est gardé à côté, sous un autre nom.</translation>
    </message>
    <message>
        <source>a backup of the current content is made first, so you can go back.</source>
        <translation>une sauvegarde du contenu actuel est faite d&apos;abord, pour pouvoir revenir en arrière.</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Faite le</translation>
    </message>
    <message>
        <source>Made before</source>
        <translation>Faite avant</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Sauvegardes</translation>
    </message>
    <message>
        <source>{size} bytes</source>
        <translation>{size} octets</translation>
    </message>
    <message>
        <source>{size} KB</source>
        <translation>{size}&#xa0;Ko</translation>
    </message>
    <message>
        <source>{size} MB</source>
        <translation>{size}&#xa0;Mo</translation>
    </message>
    <message>
        <source>{size} GB</source>
        <translation>{size}&#xa0;Go</translation>
    </message>
    <message>
        <source>The backups, newest first, with when and why each was made; a double-click restores one.</source>
        <translation>Les sauvegardes, de la plus récente à la plus ancienne, avec la date et la raison de chacune&#xa0;; un double-clic en restaure une.</translation>
    </message>
    <message>
        <source>Restore…</source>
        <translation>Restaurer…</translation>
    </message>
    <message>
        <source>Restore backup</source>
        <translation>Restaurer la sauvegarde</translation>
    </message>
    <message>
        <source>Puts the selected backup back as the club&apos;s content, after asking.</source>
        <translation>Remet la sauvegarde sélectionnée comme contenu du club, après confirmation.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>There are no backups of {name} yet. The app makes one automatically before imports, merges, re-ratings, deleting a match and updating the file.</source>
        <translation>Il n&apos;y a encore aucune sauvegarde de {name}. L&apos;application en fait une automatiquement avant les importations, les fusions, les recalculs de cotes, la suppression d&apos;un match et la mise à jour du fichier.</translation>
    </message>
    <message>
        <source>Restoring the backup…</source>
        <translation>Restauration de la sauvegarde…</translation>
    </message>
    <message>
        <source>Restored the backup made {made_at}. To go back, restore the backup made before restoring.</source>
        <translation>Sauvegarde du {made_at} restaurée. Pour revenir en arrière, restaurez la sauvegarde faite avant la restauration.</translation>
    </message>
    <message>
        <source>The backup was not restored; nothing was changed.

{exc}</source>
        <translation>La sauvegarde n&apos;a pas été restaurée&#xa0;; rien n&apos;a été modifié.

{exc}</translation>
    </message>
    <message>
        <source>Restored {name} from the backup made {made_at}.</source>
        <translation>{name} restauré à partir de la sauvegarde du {made_at}.</translation>
    </message>
    <message>
        <source>The file that could not be opened was kept as {name}.</source>
        <translation>Le fichier qui n&apos;a pas pu être ouvert a été gardé sous le nom {name}.</translation>
    </message>
    <message>
        <source>Backup restored</source>
        <translation>Sauvegarde restaurée</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>The option --self-test takes no other arguments.</source>
        <translation>L&apos;option --self-test n&apos;accepte aucun autre argument.</translation>
    </message>
    <message>
        <source>Interrupted; nothing was changed.</source>
        <translation>Interrompu&#xa0;; rien n&apos;a été modifié.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n new match(es) into &apos;{leaderboard}&apos; ({players} players rated).</source>
        <translation>
            <numerusform>%n nouveau match importé dans «&#xa0;{leaderboard}&#xa0;» ({players} joueurs cotés).</numerusform>
            <numerusform>%n nouveaux matchs importés dans «&#xa0;{leaderboard}&#xa0;» ({players} joueurs cotés).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) of the file were already there and were not added again.</source>
        <translation>
            <numerusform>%n match du fichier était déjà là et n&apos;a pas été ajouté une seconde fois.</numerusform>
            <numerusform>%n matchs du fichier étaient déjà là et n&apos;ont pas été ajoutés une seconde fois.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing new: the %n match(es) of the file were already in &apos;{leaderboard}&apos;; nothing was changed.</source>
        <translation>
            <numerusform>Rien de nouveau&#xa0;: le %n match du fichier était déjà dans «&#xa0;{leaderboard}&#xa0;»&#xa0;; rien n&apos;a été modifié.</numerusform>
            <numerusform>Rien de nouveau&#xa0;: les %n matchs du fichier étaient déjà dans «&#xa0;{leaderboard}&#xa0;»&#xa0;; rien n&apos;a été modifié.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rated {count} events of {file} in &apos;{leaderboard}&apos; (event &apos;{event}&apos;, {players} players).</source>
        <translation>{count} événements de {file} cotés dans «&#xa0;{leaderboard}&#xa0;» (événement «&#xa0;{event}&#xa0;», {players} joueurs).</translation>
    </message>
    <message>
        <source>Imported players: {added} added, {updated} updated.</source>
        <translation>Joueurs importés&#xa0;: {added} ajoutés, {updated} mis à jour.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n match(es) of &apos;{leaderboard}&apos; to {path}, each with its result id.</source>
        <translation>
            <numerusform>%n match de «&#xa0;{leaderboard}&#xa0;» écrit dans {path}, avec son identifiant de résultat.</numerusform>
            <numerusform>%n matchs de «&#xa0;{leaderboard}&#xa0;» écrits dans {path}, chacun avec son identifiant de résultat.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote {count} players of &apos;{leaderboard}&apos; to {path}</source>
        <translation>{count} joueurs de «&#xa0;{leaderboard}&#xa0;» écrits dans {path}</translation>
    </message>
    <message>
        <source>There is no player called &apos;{name}&apos;.</source>
        <translation>Il n&apos;y a aucun joueur nommé «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <source>Every page of {file} was checked: it is not damaged.</source>
        <translation>Toutes les pages de {file} ont été vérifiées&#xa0;: le fichier n&apos;est pas endommagé.</translation>
    </message>
    <message>
        <source>Recomputed {count} matches.</source>
        <translation>{count} matchs recalculés.</translation>
    </message>
    <message>
        <source>{parameters} (not usable: {error})</source>
        <translation>{parameters} (inutilisable&#xa0;: {error})</translation>
    </message>
    <message>
        <source>Created leaderboard &apos;{name}&apos; ({system}: {parameters}).</source>
        <translation>Classement «&#xa0;{name}&#xa0;» créé ({system}&#xa0;: {parameters}).</translation>
    </message>
    <message>
        <source>&apos;{leaderboard}&apos;: {scored} matches scored (the later 30% of {total}), parameters tuned on the earlier 70%; lower log-loss predicts better.</source>
        <translation>«&#xa0;{leaderboard}&#xa0;»&#xa0;: {scored} matchs évalués (les 30&#xa0;% les plus récents sur {total}), paramètres ajustés sur les 70&#xa0;% les plus anciens&#xa0;; une log-loss plus basse prédit mieux.</translation>
    </message>
    <message>
        <source>&apos;{leaderboard}&apos;: {scored} matches scored (the later 30% of {total}), parameters as set; lower log-loss predicts better.</source>
        <translation>«&#xa0;{leaderboard}&#xa0;»&#xa0;: {scored} matchs évalués (les 30&#xa0;% les plus récents sur {total}), paramètres tels que réglés&#xa0;; une log-loss plus basse prédit mieux.</translation>
    </message>
    <message>
        <source>Undid: {step}</source>
        <translation>Annulé&#xa0;: {step}</translation>
    </message>
    <message>
        <source>Redid: {step}</source>
        <translation>Rétabli&#xa0;: {step}</translation>
    </message>
</context>
<context>
    <name>cli_club</name>
    <message>
        <source>The folder {folder} does not exist, so no club file was created there; check the path given with --db.</source>
        <translation>Le dossier {folder} n&apos;existe pas, donc aucun fichier de club n&apos;y a été créé&#xa0;; vérifiez le chemin donné avec --db.</translation>
    </message>
    <message>
        <source>There is no club file at {path} (check the path given with --db); nothing was created. Only &apos;import&apos; and &apos;new-leaderboard&apos; start a new club.</source>
        <translation>Il n&apos;y a pas de fichier de club à l&apos;emplacement {path} (vérifiez le chemin donné avec --db)&#xa0;; rien n&apos;a été créé. Seules les commandes «&#xa0;import&#xa0;» et «&#xa0;new-leaderboard&#xa0;» créent un nouveau club.</translation>
    </message>
    <message>
        <source>There is no club file at {path} (this is where the app keeps its club); nothing was created. Only &apos;import&apos; and &apos;new-leaderboard&apos; start a new club.</source>
        <translation>Il n&apos;y a pas de fichier de club à l&apos;emplacement {path} (c&apos;est là que l&apos;application garde son club)&#xa0;; rien n&apos;a été créé. Seules les commandes «&#xa0;import&#xa0;» et «&#xa0;new-leaderboard&#xa0;» créent un nouveau club.</translation>
    </message>
    <message>
        <source>The file {path} is empty, not a club yet; &apos;import&apos; or &apos;new-leaderboard&apos; would start one.</source>
        <translation>Le fichier {path} est vide, ce n&apos;est pas encore un club&#xa0;; «&#xa0;import&#xa0;» ou «&#xa0;new-leaderboard&#xa0;» en créerait un.</translation>
    </message>
    <message>
        <source>This club has {count} leaderboards ({names}); choose one with --leaderboard NAME.</source>
        <translation>Ce club a {count} classements ({names})&#xa0;; choisissez-en un avec --leaderboard NAME.</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucun pour l&apos;instant</translation>
    </message>
    <message>
        <source>There is no event called &apos;{name}&apos; in leaderboard &apos;{leaderboard}&apos; (events: {known}).</source>
        <translation>Il n&apos;y a aucun événement nommé «&#xa0;{name}&#xa0;» dans le classement «&#xa0;{leaderboard}&#xa0;» (événements&#xa0;: {known}).</translation>
    </message>
    <message>
        <source>There is no event called &apos;{name}&apos; (events: {known}).</source>
        <translation>Il n&apos;y a aucun événement nommé «&#xa0;{name}&#xa0;» (événements&#xa0;: {known}).</translation>
    </message>
</context>
<context>
    <name>cli_companion</name>
    <message>
        <source>* One device sent the reports of more than one side of that match: check with the players before you confirm.</source>
        <translation>* Un même appareil a envoyé les déclarations de plusieurs camps de ce match&#xa0;: vérifiez auprès des joueurs avant de confirmer.</translation>
    </message>
    <message>
        <source>Confirmed reported result {id}: {result} ({match}); saved as match #{saved}.</source>
        <translation>Résultat déclaré {id} confirmé&#xa0;: {result} ({match})&#xa0;; enregistré comme match #{saved}.</translation>
    </message>
    <message>
        <source>Rejected reported result {id}: {result} ({match}).</source>
        <translation>Résultat déclaré {id} rejeté&#xa0;: {result} ({match}).</translation>
    </message>
    <message>
        <source>Unknown command {command!r}.</source>
        <translation>Commande inconnue {command!r}.</translation>
    </message>
</context>
<context>
    <name>cli_event</name>
    <message>
        <source>Created club night &apos;{name}&apos; on {date}.</source>
        <translation>Soirée de club «&#xa0;{name}&#xa0;» créée pour le {date}.</translation>
    </message>
    <message>
        <source>Created swiss &apos;{name}&apos; on {date}.</source>
        <translation>Tournoi en système suisse «&#xa0;{name}&#xa0;» créé pour le {date}.</translation>
    </message>
    <message>
        <source>Created round robin &apos;{name}&apos; on {date}.</source>
        <translation>Tournoi tous contre tous «&#xa0;{name}&#xa0;» créé pour le {date}.</translation>
    </message>
    <message>
        <source>Created single elimination &apos;{name}&apos; on {date}.</source>
        <translation>Tournoi à élimination directe «&#xa0;{name}&#xa0;» créé pour le {date}.</translation>
    </message>
    <message>
        <source>Created double elimination &apos;{name}&apos; on {date}.</source>
        <translation>Tournoi à double élimination «&#xa0;{name}&#xa0;» créé pour le {date}.</translation>
    </message>
    <message>
        <source>Created pools, then knockout &apos;{name}&apos; on {date}.</source>
        <translation>Tournoi «&#xa0;{name}&#xa0;» (poules, puis phase finale) créé pour le {date}.</translation>
    </message>
    <message>
        <source>The option {option} needs numbers separated by commas, got {text!r}.</source>
        <translation>L&apos;option {option} attend des nombres séparés par des virgules, reçu {text!r}.</translation>
    </message>
    <message>
        <source>The option --rounds applies to a Swiss or a round robin only (this event&apos;s format is {format}).</source>
        <translation>L&apos;option --rounds ne vaut que pour un système suisse ou un tous contre tous (le format de cet événement est {format}).</translation>
    </message>
    <message>
        <source>The option --pool-size applies to pools then knockout only (this event&apos;s format is {format}).</source>
        <translation>L&apos;option --pool-size ne vaut que pour des poules suivies d&apos;une phase finale (le format de cet événement est {format}).</translation>
    </message>
    <message>
        <source>The option --advance applies to pools then knockout only (this event&apos;s format is {format}).</source>
        <translation>L&apos;option --advance ne vaut que pour des poules suivies d&apos;une phase finale (le format de cet événement est {format}).</translation>
    </message>
    <message>
        <source>{name} (by lot)</source>
        <extracomment>Translators: an entrant of the seed list placed among the unrated ones by drawing lots</extracomment>
        <translation>{name} (tiré au sort)</translation>
    </message>
    <message>
        <source>{count} entrants, in seed order: {names}.</source>
        <translation>{count} participants, dans l&apos;ordre des têtes de série&#xa0;: {names}.</translation>
    </message>
    <message>
        <source>Unrated entrants were placed by drawing lots (draw {lots}: the same draw, the same order).</source>
        <translation>Les participants sans cote ont été placés par tirage au sort (tirage {lots} : le même tirage donne le même ordre).</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has ended. {why}</source>
        <translation>«&#xa0;{name}&#xa0;» est terminé. {why}</translation>
    </message>
    <message numerus="yes">
        <source>&apos;{name}&apos;: %n match(es) to play now.</source>
        <translation>
            <numerusform>«&#xa0;{name}&#xa0;»&#xa0;: %n match à jouer maintenant.</numerusform>
            <numerusform>«&#xa0;{name}&#xa0;»&#xa0;: %n matchs à jouer maintenant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&apos;{name}&apos; has ended: final standings from the matches played; %n unplayed match(es) cancelled (&apos;undo&apos; brings the event back).</source>
        <translation>
            <numerusform>«&#xa0;{name}&#xa0;» est terminé&#xa0;: classement final d&apos;après les matchs joués&#xa0;; %n match non joué annulé («&#xa0;undo&#xa0;» rétablit l&apos;événement).</numerusform>
            <numerusform>«&#xa0;{name}&#xa0;» est terminé&#xa0;: classement final d&apos;après les matchs joués&#xa0;; %n matchs non joués annulés («&#xa0;undo&#xa0;» rétablit l&apos;événement).</numerusform>
        </translation>
    </message>
    <message>
        <source>Give the result with --ranks, --scores or both (the scores decide who won).</source>
        <translation>Donnez le résultat avec --ranks, --scores ou les deux (les scores décident qui a gagné).</translation>
    </message>
    <message>
        <source>Saved the result of match {id}. &apos;{name}&apos; has ended: {champion} wins.</source>
        <translation>Résultat du match {id} enregistré. «&#xa0;{name}&#xa0;» est terminé&#xa0;: {champion} gagne.</translation>
    </message>
    <message>
        <source>Saved the result of match {id}. &apos;{name}&apos; has ended.</source>
        <translation>Résultat du match {id} enregistré. «&#xa0;{name}&#xa0;» est terminé.</translation>
    </message>
    <message>
        <source>Saved the result of match {id}.</source>
        <translation>Résultat du match {id} enregistré.</translation>
    </message>
</context>
<context>
    <name>cli_merge</name>
    <message>
        <source> and {count} more</source>
        <translation> et {count} autres</translation>
    </message>
    <message>
        <source>  {what}: {names}</source>
        <translation>  {what}&#xa0;: {names}</translation>
    </message>
    <message>
        <source>  {what}</source>
        <translation>  {what}</translation>
    </message>
    <message numerus="yes">
        <source>{file} has nothing this club lacks: its %n result(s) are all here already.</source>
        <translation>
            <numerusform>{file} n&apos;a rien qui manque à ce club&#xa0;: son %n résultat est déjà ici.</numerusform>
            <numerusform>{file} n&apos;a rien qui manque à ce club&#xa0;: ses %n résultats sont tous déjà ici.</numerusform>
        </translation>
    </message>
    <message>
        <source>From {file}:</source>
        <translation>De {file}&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%n new result(s)</source>
        <translation>
            <numerusform>%n nouveau résultat</numerusform>
            <numerusform>%n nouveaux résultats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) already here (not added again)</source>
        <translation>
            <numerusform>%n résultat déjà ici (pas ajouté une deuxième fois)</numerusform>
            <numerusform>%n résultats déjà ici (pas ajoutés une deuxième fois)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n nouveau joueur</numerusform>
            <numerusform>%n nouveaux joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new leaderboard(s)</source>
        <translation>
            <numerusform>%n nouveau classement</numerusform>
            <numerusform>%n nouveaux classements</numerusform>
        </translation>
    </message>
    <message>
        <source>  The other file&apos;s &apos;{name}&apos; rates with {system}, this club&apos;s with another system: its results go to &apos;{beside}&apos;.</source>
        <translation>  «&#xa0;{name}&#xa0;» de l&apos;autre fichier se cote avec {system}, celui de ce club avec un autre système&#xa0;: ses résultats vont dans «&#xa0;{beside}&#xa0;».</translation>
    </message>
    <message numerus="yes">
        <source>%n new team(s)</source>
        <translation>
            <numerusform>%n nouvelle équipe</numerusform>
            <numerusform>%n nouvelles équipes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new member(s) of teams here</source>
        <translation>
            <numerusform>%n nouveau membre d&apos;équipes d&apos;ici</numerusform>
            <numerusform>%n nouveaux membres d&apos;équipes d&apos;ici</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n nouvel événement</numerusform>
            <numerusform>%n nouveaux événements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new season(s)</source>
        <translation>
            <numerusform>%n nouvelle saison</numerusform>
            <numerusform>%n nouvelles saisons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event log(s)</source>
        <translation>
            <numerusform>%n nouveau journal d&apos;événements</numerusform>
            <numerusform>%n nouveaux journaux d&apos;événements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n starting rating(s)</source>
        <translation>
            <numerusform>%n cote de départ</numerusform>
            <numerusform>%n cotes de départ</numerusform>
        </translation>
    </message>
    <message>
        <source>Look-alike names (the other file&apos;s ~ this club&apos;s):</source>
        <translation>Noms qui se ressemblent (de l&apos;autre fichier ~ de ce club)&#xa0;:</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>pas décidé</translation>
    </message>
    <message>
        <source>one person</source>
        <translation>une personne</translation>
    </message>
    <message>
        <source>two people</source>
        <translation>deux personnes</translation>
    </message>
    <message>
        <source>  &apos;{other}&apos; ~ &apos;{here}&apos;: {choice}</source>
        <translation>  «&#xa0;{other}&#xa0;» ~ «&#xa0;{here}&#xa0;»&#xa0;: {choice}</translation>
    </message>
    <message>
        <source>Nothing was changed (--dry-run).</source>
        <translation>Rien n&apos;a été modifié (--dry-run).</translation>
    </message>
    <message numerus="yes">
        <source>Merged {file}: %n result(s) came in, {players} players rated. A backup was made first; &apos;tournament-app undo&apos; takes the whole merge back.</source>
        <translation>
            <numerusform>{file} fusionné&#xa0;: %n résultat est arrivé, {players} joueurs cotés. Une sauvegarde a été faite d&apos;abord&#xa0;; «&#xa0;tournament-app undo&#xa0;» annule toute la fusion.</numerusform>
            <numerusform>{file} fusionné&#xa0;: %n résultats sont arrivés, {players} joueurs cotés. Une sauvegarde a été faite d&apos;abord&#xa0;; «&#xa0;tournament-app undo&#xa0;» annule toute la fusion.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli_output</name>
    <message>
        <source>(no rows)</source>
        <translation>(aucune ligne)</translation>
    </message>
</context>
<context>
    <name>cli_parser</name>
    <message>
        <source>The option --param needs KEY=VALUE, got {text!r}.</source>
        <translation>L&apos;option --param attend KEY=VALUE, reçu {text!r}.</translation>
    </message>
    <message>
        <source>A chance is a number from 0 to 1, not &apos;{text}&apos;.</source>
        <translation>Une probabilité est un nombre de 0 à 1, pas « {text} ».</translation>
    </message>
    <message>
        <source>An id is a whole number, like the ids the lists show, not &apos;{text}&apos;.</source>
        <translation>Un identifiant est un nombre entier, comme ceux que montrent les listes, pas «&#xa0;{text}&#xa0;».</translation>
    </message>
</context>
<context>
    <name>cli_planning</name>
    <message>
        <source>The option --players names no entrant.</source>
        <translation>L&apos;option --players ne désigne aucun participant.</translation>
    </message>
    <message numerus="yes">
        <source>Bracket of {size} ({entrants} entrants, %n bye(s)), first round in bracket order:</source>
        <translation>
            <numerusform>Tableau de {size} ({entrants} participants, %n exempt), premier tour dans l&apos;ordre du tableau&#xa0;:</numerusform>
            <numerusform>Tableau de {size} ({entrants} participants, %n exempts), premier tour dans l&apos;ordre du tableau&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Bracket of {size} ({entrants} entrants), first round in bracket order:</source>
        <translation>Tableau de {size} ({entrants} participants), premier tour dans l&apos;ordre du tableau&#xa0;:</translation>
    </message>
    <message>
        <source>Match quality {quality:.0%}; {method}.</source>
        <translation>Qualité du match {quality:.0%}&#xa0;; {method}.</translation>
    </message>
    <message>
        <source>Match quality {quality:.0%} (100% = even chances); draw: {draw:.1%}.</source>
        <translation>Qualité du match {quality:.0%} (100&#xa0;% = chances égales)&#xa0;; nul&#xa0;: {draw:.1%}.</translation>
    </message>
    <message>
        <source>Match quality {quality:.0%} (100% = even chances); draw: not modelled.</source>
        <translation>Qualité du match {quality:.0%} (100&#xa0;% = chances égales)&#xa0;; nul&#xa0;: non modélisé.</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Tour {number}</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Au repos&#xa0;: {names}</translation>
    </message>
    <message>
        <source>Pairs for the night: {pairs}</source>
        <translation>Paires de la soirée&#xa0;: {pairs}</translation>
    </message>
</context>
<context>
    <name>cli_print</name>
    <message>
        <source>Event &apos;{name}&apos; has no players yet: check players in or record a result first.</source>
        <translation>L&apos;événement «&#xa0;{name}&#xa0;» n&apos;a encore aucun joueur&#xa0;: pointez des joueurs ou enregistrez d&apos;abord un résultat.</translation>
    </message>
    <message>
        <source>Printing {what} needs --event NAME (the club night whose rounds to print).</source>
        <translation>Imprimer {what} demande --event NAME (la soirée de club dont il faut imprimer les tours).</translation>
    </message>
    <message>
        <source>Event &apos;{name}&apos; has no rounds drawn yet; draw a round first.</source>
        <translation>L&apos;événement «&#xa0;{name}&#xa0;» n&apos;a encore aucun tour tiré&#xa0;; faites d&apos;abord le tirage d&apos;un tour.</translation>
    </message>
    <message>
        <source>standings of &apos;{leaderboard}&apos;: {count} players</source>
        <translation>classement de «&#xa0;{leaderboard}&#xa0;»&#xa0;: {count} joueurs</translation>
    </message>
    <message>
        <source>bracket of {count} entrants</source>
        <translation>tableau de {count} participants</translation>
    </message>
    <message>
        <source>{count} score slips of &apos;{name}&apos;</source>
        <translation>{count} feuilles de match de «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source>pairings of %n round(s) of &apos;{name}&apos; and {slips} score slips</source>
        <translation>
            <numerusform>appariements de %n tour de «&#xa0;{name}&#xa0;» et {slips} feuilles de match</numerusform>
            <numerusform>appariements de %n tours de «&#xa0;{name}&#xa0;» et {slips} feuilles de match</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n page(s) ({what}) to {path}</source>
        <translation>
            <numerusform>%n page écrite ({what}) dans {path}</numerusform>
            <numerusform>%n pages écrites ({what}) dans {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>Impossible d&apos;écrire {path}&#xa0;: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>bracket of &apos;{name}&apos; with %n result(s)</source>
        <translation>
            <numerusform>tableau de «&#xa0;{name}&#xa0;» avec %n résultat</numerusform>
            <numerusform>tableau de «&#xa0;{name}&#xa0;» avec %n résultats</numerusform>
        </translation>
    </message>
    <message>
        <source>final standings of &apos;{name}&apos;: {count} entrants, {champion} wins</source>
        <translation>classement final de «&#xa0;{name}&#xa0;»&#xa0;: {count} participants, {champion} gagne</translation>
    </message>
    <message>
        <source>final standings of &apos;{name}&apos;: {count} entrants</source>
        <translation>classement final de «&#xa0;{name}&#xa0;»&#xa0;: {count} participants</translation>
    </message>
    <message>
        <source>standings of &apos;{name}&apos;: {count} entrants, {champion} wins</source>
        <translation>classement de «&#xa0;{name}&#xa0;»&#xa0;: {count} participants, {champion} gagne</translation>
    </message>
    <message>
        <source>standings of &apos;{name}&apos;: {count} entrants</source>
        <translation>classement de «&#xa0;{name}&#xa0;»&#xa0;: {count} participants</translation>
    </message>
</context>
<context>
    <name>cli_season</name>
    <message>
        <source>Created season &apos;{name}&apos; on &apos;{leaderboard}&apos;: {description}.</source>
        <translation>Saison «&#xa0;{name}&#xa0;» créée sur «&#xa0;{leaderboard}&#xa0;»&#xa0;: {description}.</translation>
    </message>
    <message numerus="yes">
        <source>Season &apos;{name}&apos; on &apos;{leaderboard}&apos;: {description}; %n event(s) with results.</source>
        <translation>
            <numerusform>Saison «&#xa0;{name}&#xa0;» sur «&#xa0;{leaderboard}&#xa0;»&#xa0;: {description}&#xa0;; %n événement avec résultats.</numerusform>
            <numerusform>Saison «&#xa0;{name}&#xa0;» sur «&#xa0;{leaderboard}&#xa0;»&#xa0;: {description}&#xa0;; %n événements avec résultats.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not finished yet, so not counted: {names}.</source>
        <translation>Pas encore terminés, donc non comptés&#xa0;: {names}.</translation>
    </message>
    <message>
        <source>{start} to {end}, best {best} events count, points {points}</source>
        <translation>du {start} au {end}, les {best} meilleurs événements comptent, barème {points}</translation>
    </message>
    <message>
        <source>{start} to {end}, every event counts, points {points}</source>
        <translation>du {start} au {end}, chaque événement compte, barème {points}</translation>
    </message>
</context>
<context>
    <name>cli_serve</name>
    <message>
        <source>&apos;{name}&apos; has ended; there is nothing left to report. Choose an event still running.</source>
        <translation>«&#xa0;{name}&#xa0;» est terminé&#xa0;; il n&apos;y a plus rien à déclarer. Choisissez un événement encore en cours.</translation>
    </message>
    <message>
        <source>Sharing &apos;{name}&apos; on the local network (Ctrl+C stops).</source>
        <translation>Partage de «&#xa0;{name}&#xa0;» sur le réseau local (Ctrl+C pour arrêter).</translation>
    </message>
    <message>
        <source>off (the organizer has not allowed it)</source>
        <translation>désactivé (l&apos;organisateur ne l&apos;a pas autorisé)</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>Pages&#xa0;:</translation>
    </message>
    <message>
        <source>TV screen:</source>
        <translation>Écran TV&#xa0;:</translation>
    </message>
    <message>
        <source>Check-in:</source>
        <translation>Pointage&#xa0;:</translation>
    </message>
    <message>
        <source>Report links, by match and side (each side reports with its own):</source>
        <translation>Liens de déclaration, par match et par camp (chaque camp déclare avec le sien)&#xa0;:</translation>
    </message>
    <message>
        <source>{match}, side {number} ({names}):</source>
        <translation>{match}, camp {number} ({names})&#xa0;:</translation>
    </message>
    <message>
        <source>No match waiting for a result.</source>
        <translation>Aucun match n&apos;attend de résultat.</translation>
    </message>
</context>
<context>
    <name>cli_trf</name>
    <message>
        <source>There is no file {path}.</source>
        <translation>Le fichier {path} n’existe pas.</translation>
    </message>
    <message>
        <source>Round {round} differs.</source>
        <translation>La ronde {round} diffère.</translation>
    </message>
    <message>
        <source>  ours:      {pairs}</source>
        <translation>  la nôtre : {pairs}</translation>
    </message>
    <message>
        <source>  the file&apos;s: {pairs}</source>
        <translation>  celle du fichier : {pairs}</translation>
    </message>
    <message>
        <source>{count} of {rounds} rounds differ from our pairing.</source>
        <translation>{count} rondes sur {rounds} diffèrent de notre appariement.</translation>
    </message>
    <message>
        <source>All {rounds} rounds pair as ours would.</source>
        <translation>Les {rounds} rondes sont appariées comme nous le ferions.</translation>
    </message>
    <message>
        <source>bye {player}</source>
        <translation>exempt {player}</translation>
    </message>
    <message>
        <source>A tournament needs at least 2 players (--players).</source>
        <translation>Un tournoi demande au moins 2 joueurs (--players).</translation>
    </message>
    <message>
        <source>--rounds must be from 1 to {most} for {players} players.</source>
        <translation>--rounds doit aller de 1 à {most} pour {players} joueurs.</translation>
    </message>
    <message>
        <source>--{option} is a chance from 0 to 1, not {value}.</source>
        <translation>--{option} est une probabilité de 0 à 1, pas {value}.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>Impossible d’écrire {path} : {reason}</translation>
    </message>
    <message>
        <source>Wrote {path}: {players} players, {rounds} rounds (seed {seed}).</source>
        <translation>{path} écrit : {players} joueurs, {rounds} rondes (graine {seed}).</translation>
    </message>
    <message>
        <source>{path} is not a regular file; nothing was written.</source>
        <translation>{path} n’est pas un fichier ordinaire ; rien n’a été écrit.</translation>
    </message>
    <message>
        <source>{path} is a club file; a TRF will not replace it.</source>
        <translation>{path} est un fichier de club ; un TRF ne le remplacera pas.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>Le dossier {folder} n’existe pas.</translation>
    </message>
</context>
<context>
    <name>common.accessible</name>
    <message>
        <source>Keeps the changes and closes the window.</source>
        <translation>Garde les modifications et ferme la fenêtre.</translation>
    </message>
    <message>
        <source>Saves and closes the window.</source>
        <translation>Enregistre et ferme la fenêtre.</translation>
    </message>
    <message>
        <source>Closes the window without changing anything.</source>
        <translation>Ferme la fenêtre sans rien modifier.</translation>
    </message>
    <message>
        <source>Closes the window.</source>
        <translation>Ferme la fenêtre.</translation>
    </message>
</context>
<context>
    <name>common.printing</name>
    <message>
        <source>Print preview — {title}</source>
        <translation>Aperçu avant impression — {title}</translation>
    </message>
    <message>
        <source>&apos;{event}&apos; has no rounds drawn yet: draw a round first, then print its pairings and score slips.</source>
        <translation>«&#xa0;{event}&#xa0;» n&apos;a encore aucun tour tiré&#xa0;: faites d&apos;abord le tirage d&apos;un tour, puis imprimez ses appariements et feuilles de match.</translation>
    </message>
    <message>
        <source>Print pairings</source>
        <translation>Imprimer les appariements</translation>
    </message>
</context>
<context>
    <name>common.result_text</name>
    <message>
        <source>{place} (shared)</source>
        <translation>{place} (ex æquo)</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>nul</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>{first} drew with {second}</source>
        <translation>{first} et {second} font match nul</translation>
    </message>
    <message>
        <source>{winner} beat {loser}</source>
        <translation>{winner} bat {loser}</translation>
    </message>
    <message>
        <source>Drawn: {sides}</source>
        <translation>Match nul&#xa0;: {sides}</translation>
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
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Skill μ</source>
        <translation>Niveau μ</translation>
    </message>
    <message>
        <source>Uncertainty σ</source>
        <translation>Incertitude σ</translation>
    </message>
    <message>
        <source>Conservative</source>
        <translation>Prudent</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>μ (every digit)</source>
        <translation>μ (tous les chiffres)</translation>
    </message>
    <message>
        <source>σ (every digit)</source>
        <translation>σ (tous les chiffres)</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>Fichier CSV (*.csv)</translation>
    </message>
    <message>
        <source>CSV for a spreadsheet in your language: its numbers and dates (*.csv)</source>
        <translation>CSV pour un tableur dans votre langue&#xa0;: ses nombres et ses dates (*.csv)</translation>
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
        <translation>o!TR Plackett-Luce (parties)</translation>
    </message>
    <message>
        <source>Glicko (continuous)</source>
        <translation>Glicko (continu)</translation>
    </message>
    <message>
        <source>Elo (score fraction)</source>
        <translation>Elo (fraction de points)</translation>
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
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>The displayed rating (see Leaderboard ▸ Settings for the scale)</source>
        <translation>La cote affichée (voir Classement ▸ Paramètres pour l&apos;échelle)</translation>
    </message>
    <message>
        <source>Conservative</source>
        <translation>Prudent</translation>
    </message>
    <message>
        <source>μ − {k}σ: the rating the player is very likely above</source>
        <translation>μ − {k}σ&#xa0;: la cote que le joueur dépasse très probablement</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>strength {before} → {after}</source>
        <translation>force {before} → {after}</translation>
    </message>
    <message numerus="yes">
        <source>Idle for %n day(s): {change} (inactivity decay up to today)</source>
        <translation>
            <numerusform>Inactif depuis %n jour&#xa0;: {change} (effet de l&apos;inactivité jusqu&apos;à aujourd&apos;hui)</numerusform>
            <numerusform>Inactif depuis %n jours&#xa0;: {change} (effet de l&apos;inactivité jusqu&apos;à aujourd&apos;hui)</numerusform>
        </translation>
    </message>
    <message>
        <source>rating {rating}, deviation {deviation}: about 95% sure the skill is between {low} and {high}</source>
        <translation>cote {rating}, écart {deviation}&#xa0;: environ 95&#xa0;% de certitude que le niveau est entre {low} et {high}</translation>
    </message>
    <message>
        <source>Rating ± 2·deviation</source>
        <translation>Cote ± 2·écart</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Elo strength g = {value}</source>
        <translation>Force Elo g = {value}</translation>
    </message>
    <message>
        <source>μ ± σ</source>
        <translation>μ ± σ</translation>
    </message>
    <message>
        <source>skill estimate μ = {mu}, uncertainty σ = {sigma}</source>
        <translation>niveau estimé μ = {mu}, incertitude σ = {sigma}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>archivé</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actif</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Ajouté le</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Membres</translation>
    </message>
    <message>
        <source>Played</source>
        <comment>column: the day a match was played</comment>
        <translation>Joué</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Placed {place} of {count} sides</source>
        <translation>Classé {place} sur {count} camps</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Played</source>
        <comment>column: how many matches were played</comment>
        <translation>Joué</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnés</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nuls</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdus</translation>
    </message>
</context>
<context>
    <name>common.worker</name>
    <message>
        <source>Working…</source>
        <translation>En cours…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancelling… nothing will be changed.</source>
        <translation>Annulation… rien ne sera modifié.</translation>
    </message>
</context>
<context>
    <name>companion.reports_view</name>
    <message>
        <source>match {number}</source>
        <translation>match {number}</translation>
    </message>
    <message>
        <source>Results reported from phones</source>
        <translation>Résultats déclarés depuis les téléphones</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Déclarations</translation>
    </message>
    <message>
        <source>The results reported from phones, one a row; Enter confirms the selected one, Delete rejects it.</source>
        <translation>Les résultats déclarés depuis les téléphones, un par ligne&#xa0;; Entrée confirme celui sélectionné, Suppr le rejette.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Claimed result</source>
        <translation>Résultat déclaré</translation>
    </message>
    <message>
        <source>Reported by side</source>
        <translation>Déclaré par le camp</translation>
    </message>
    <message>
        <source>Sent from</source>
        <translation>Envoyé depuis</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Reçue</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Whole match (older code)</source>
        <translation>Tout le match (ancien code)</translation>
    </message>
    <message>
        <source>Side {number}: {names}</source>
        <translation>Camp {number}&#xa0;: {names}</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Confirmer</translation>
    </message>
    <message>
        <source>Confirm report</source>
        <translation>Confirmer la déclaration</translation>
    </message>
    <message>
        <source>Record the reported result (Enter in the list)</source>
        <translation>Enregistrer le résultat déclaré (Entrée dans la liste)</translation>
    </message>
    <message>
        <source>Re&amp;ject</source>
        <translation>&amp;Rejeter</translation>
    </message>
    <message>
        <source>Reject report</source>
        <translation>Rejeter la déclaration</translation>
    </message>
    <message>
        <source>Turn the report down: nothing is recorded (Delete in the list)</source>
        <translation>Refuser la déclaration&#xa0;: rien n&apos;est enregistré (Suppr dans la liste)</translation>
    </message>
    <message>
        <source>Conflict: the sides disagree</source>
        <translation>Conflit&#xa0;: les camps ne sont pas d&apos;accord</translation>
    </message>
    <message>
        <source>Waiting: one device sent more than one side</source>
        <translation>En attente&#xa0;: un même appareil a déclaré pour plusieurs camps</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Reports in conflict are never recorded by themselves: ask the players, then confirm the right one and reject the other.</source>
        <translation>Des déclarations en conflit ne sont jamais enregistrées d&apos;elles-mêmes&#xa0;: demandez aux joueurs, puis confirmez la bonne et rejetez l&apos;autre.</translation>
    </message>
    <message>
        <source>One device sent the reports of more than one side of a match: they never count as both sides agreeing. Ask the players before you confirm.</source>
        <translation>Un même appareil a envoyé les déclarations de plusieurs camps d&apos;un match&#xa0;: cela ne compte jamais comme un accord des deux camps. Demandez aux joueurs avant de confirmer.</translation>
    </message>
    <message>
        <source>No reported result is waiting.</source>
        <translation>Aucun résultat déclaré n&apos;est en attente.</translation>
    </message>
    <message>
        <source>Confirm reported result, {where}</source>
        <translation>Confirmer le résultat déclaré, {where}</translation>
    </message>
    <message>
        <source>Reject reported result, {where}</source>
        <translation>Rejeter le résultat déclaré, {where}</translation>
    </message>
</context>
<context>
    <name>companion.share_panel</name>
    <message>
        <source>Organizer confirms each result</source>
        <translation>L&apos;organisateur confirme chaque résultat</translation>
    </message>
    <message>
        <source>Accept when both sides report the same</source>
        <translation>Accepter quand les deux camps déclarent le même</translation>
    </message>
    <message>
        <source>Share on the local network</source>
        <translation>Partager sur le réseau local</translation>
    </message>
    <message>
        <source>Phones, tablets and a TV on the venue&apos;s Wi-Fi see the tables, the bracket and the standings, and players can report results</source>
        <translation>Téléphones, tablettes et télé sur le Wi-Fi de la salle voient les tables, le tableau et le classement, et les joueurs peuvent déclarer leurs résultats</translation>
    </message>
    <message>
        <source>Network address</source>
        <translation>Adresse réseau</translation>
    </message>
    <message>
        <source>Pick the network the phones and screens are on.</source>
        <translation>Choisissez le réseau où se trouvent les téléphones et les écrans.</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>The port number of the shared pages; the lowest value picks any free port.</source>
        <translation>Le numéro de port des pages&#xa0;; la plus petite valeur choisit n&apos;importe quel port libre.</translation>
    </message>
    <message>
        <source>Any free port</source>
        <translation>Tout port libre</translation>
    </message>
    <message>
        <source>Results from phones</source>
        <translation>Résultats depuis les téléphones</translation>
    </message>
    <message>
        <source>Pick what happens to a result reported from a phone.</source>
        <translation>Choisissez ce qu&apos;il advient d&apos;un résultat déclaré depuis un téléphone.</translation>
    </message>
    <message>
        <source>Players may check in from their phone</source>
        <translation>Les joueurs peuvent pointer depuis leur téléphone</translation>
    </message>
    <message>
        <source>When ticked, players can mark themselves present from the shared pages.</source>
        <translation>Si coché, les joueurs peuvent se pointer eux-mêmes depuis les pages.</translation>
    </message>
    <message>
        <source>View address</source>
        <translation>Adresse des pages</translation>
    </message>
    <message>
        <source>The address to open on a phone or TV, while sharing.</source>
        <translation>L&apos;adresse à ouvrir sur un téléphone ou une télévision, pendant le partage.</translation>
    </message>
    <message>
        <source>Not shared</source>
        <translation>Non partagé</translation>
    </message>
    <message>
        <source>Cop&amp;y address</source>
        <translation>&amp;Copier l&apos;adresse</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>Copier l&apos;adresse</translation>
    </message>
    <message>
        <source>Copies the address to the clipboard.</source>
        <translation>Copie l&apos;adresse dans le presse-papiers.</translation>
    </message>
    <message>
        <source>View QR code</source>
        <translation>Code QR des pages</translation>
    </message>
    <message>
        <source>A phone&apos;s camera opens the address from this code.</source>
        <translation>L&apos;appareil photo d&apos;un téléphone ouvre l&apos;adresse à partir de ce code.</translation>
    </message>
    <message>
        <source>Not shared. Nothing is reachable from the network.</source>
        <translation>Non partagé. Rien n&apos;est accessible depuis le réseau.</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port&#xa0;:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse&#xa0;:</translation>
    </message>
    <message>
        <source>Results from phones:</source>
        <translation>Résultats depuis les téléphones&#xa0;:</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>Pages&#xa0;:</translation>
    </message>
    <message>
        <source> (this computer only)</source>
        <translation> (cet ordinateur seulement)</translation>
    </message>
    <message>
        <source>Choose or create an event first, then share it.</source>
        <translation>Choisissez ou créez d&apos;abord un événement, puis partagez-le.</translation>
    </message>
    <message>
        <source>The event could not be shared: {error}</source>
        <translation>L&apos;événement n&apos;a pas pu être partagé&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Shared on {address}, port {port}: phones on the same network open the address or scan the code.</source>
        <translation>Partagé sur {address}, port {port}&#xa0;: les téléphones du même réseau ouvrent l&apos;adresse ou scannent le code.</translation>
    </message>
    <message>
        <source>Copied {url}</source>
        <translation>Copié&#xa0;: {url}</translation>
    </message>
    <message>
        <source>The event is finished: it is no longer shared.</source>
        <translation>L&apos;événement est terminé&#xa0;: il n&apos;est plus partagé.</translation>
    </message>
    <message>
        <source>Result reported from a phone, {where}: {result}. Confirm or reject it on the Sharing page.</source>
        <translation>Résultat déclaré depuis un téléphone, {where}&#xa0;: {result}. Confirmez-le ou rejetez-le sur la page Partage.</translation>
    </message>
    <message>
        <source>waiting for a table</source>
        <translation>en attente d&apos;une table</translation>
    </message>
</context>
<context>
    <name>league.backups</name>
    <message>
        <source>before an import</source>
        <translation>avant une importation</translation>
    </message>
    <message>
        <source>before merging two players</source>
        <translation>avant la fusion de deux joueurs</translation>
    </message>
    <message>
        <source>before merging another club file</source>
        <translation>avant de fusionner un autre fichier de club</translation>
    </message>
    <message>
        <source>before re-rating (recompute or new rating settings)</source>
        <translation>avant un recalcul des cotes (recalcul ou nouveaux réglages de cote)</translation>
    </message>
    <message>
        <source>before deleting a match</source>
        <translation>avant la suppression d&apos;un match</translation>
    </message>
    <message>
        <source>before updating the file to a newer app version</source>
        <translation>avant la mise à jour du fichier pour une version plus récente de l&apos;application</translation>
    </message>
    <message>
        <source>before restoring a backup (restore this one to undo that)</source>
        <translation>avant la restauration d&apos;une sauvegarde (restaurez celle-ci pour l&apos;annuler)</translation>
    </message>
</context>
<context>
    <name>league.companion.decisions</name>
    <message>
        <source>Reported result {id} can&apos;t be settled any more: its match has a result already or is no longer on the tables.</source>
        <translation>Le résultat déclaré {id} ne peut plus être réglé&#xa0;: son match a déjà un résultat ou n&apos;est plus sur les tables.</translation>
    </message>
    <message>
        <source>Reported result {id} was already confirmed.</source>
        <translation>Le résultat déclaré {id} a déjà été confirmé.</translation>
    </message>
    <message>
        <source>Reported result {id} was already accepted.</source>
        <translation>Le résultat déclaré {id} a déjà été accepté.</translation>
    </message>
    <message>
        <source>Reported result {id} was already rejected.</source>
        <translation>Le résultat déclaré {id} a déjà été rejeté.</translation>
    </message>
    <message>
        <source>Reported result {id} was replaced by a newer report sent with the same code.</source>
        <translation>Le résultat déclaré {id} a été remplacé par une déclaration plus récente envoyée avec le même code.</translation>
    </message>
    <message>
        <source>Confirm reported result, {where}</source>
        <translation>Confirmer le résultat signalé, {where}</translation>
    </message>
    <message>
        <source>Reject reported result, {where}</source>
        <translation>Refuser le résultat signalé, {where}</translation>
    </message>
    <message>
        <source>Result reported by both sides, {where}</source>
        <translation>Résultat signalé par les deux camps, {where}</translation>
    </message>
</context>
<context>
    <name>league.companion.inbox</name>
    <message>
        <source>There is no reported result with id {id}.</source>
        <translation>Il n&apos;y a aucun résultat déclaré avec l&apos;identifiant {id}.</translation>
    </message>
</context>
<context>
    <name>league.companion.phone_checkin</name>
    <message>
        <source>This check-in link isn&apos;t valid (any more): ask the organizer for the event&apos;s code.</source>
        <translation>Ce lien de pointage n&apos;est pas (ou plus) valide&#xa0;: demandez le code de l&apos;événement à l&apos;organisateur.</translation>
    </message>
    <message>
        <source>Checking in from a phone is off for this event: please see the organizer.</source>
        <translation>Le pointage depuis un téléphone est désactivé pour cet événement&#xa0;: adressez-vous à l&apos;organisateur.</translation>
    </message>
    <message>
        <source>This event has ended; checking in is closed.</source>
        <translation>Cet événement est terminé&#xa0;; le pointage est clos.</translation>
    </message>
    <message>
        <source>Pick your name from the list.</source>
        <translation>Choisissez votre nom dans la liste.</translation>
    </message>
    <message>
        <source>{name} checked in by phone</source>
        <translation>{name} pointé(e) par téléphone</translation>
    </message>
</context>
<context>
    <name>league.companion.reports</name>
    <message>
        <source>This match has {sides} sides, but no places were given.</source>
        <translation>Ce match a {sides} camps, mais aucune place n&apos;a été donnée.</translation>
    </message>
    <message>
        <source>This match has {sides} sides, but {count} places were given.</source>
        <translation>Ce match a {sides} camps, mais {count} places ont été données.</translation>
    </message>
    <message>
        <source>Places are whole numbers from 1 (the winner) to {sides}.</source>
        <translation>Les places sont des nombres entiers de 1 (le gagnant) à {sides}.</translation>
    </message>
    <message>
        <source>This is a knockout match and can&apos;t end in a draw: say who won.</source>
        <translation>C&apos;est un match à élimination, il ne peut pas finir sur un nul&#xa0;: indiquez qui a gagné.</translation>
    </message>
    <message>
        <source>This match has {sides} sides; give a score for each side, or none.</source>
        <translation>Ce match a {sides} camps&#xa0;; donnez un score pour chaque camp, ou aucun.</translation>
    </message>
    <message>
        <source>This report link isn&apos;t valid (any more): ask the organizer for the match&apos;s current code.</source>
        <translation>Ce lien de déclaration n&apos;est pas (ou plus) valide&#xa0;: demandez le code actuel du match à l&apos;organisateur.</translation>
    </message>
    <message>
        <source>This event isn&apos;t shared any more, so it takes no reported results.</source>
        <translation>Cet événement n&apos;est plus partagé, il n&apos;accepte donc plus de résultats déclarés.</translation>
    </message>
    <message>
        <source>This match is no longer on the tables.</source>
        <translation>Ce match n&apos;est plus sur les tables.</translation>
    </message>
    <message>
        <source>The event &apos;{name}&apos; has ended; it takes no more results.</source>
        <translation>L&apos;événement «&#xa0;{name}&#xa0;» est terminé&#xa0;; il n&apos;accepte plus de résultats.</translation>
    </message>
    <message>
        <source>This match has a result already.</source>
        <translation>Ce match a déjà un résultat.</translation>
    </message>
    <message>
        <source>This match hasn&apos;t started yet; report it once it has been played.</source>
        <translation>Ce match n&apos;a pas encore commencé&#xa0;; déclarez-le une fois joué.</translation>
    </message>
</context>
<context>
    <name>league.companion.shares</name>
    <message>
        <source>Unknown rule for reported results {rule!r} (known: {known}).</source>
        <translation>Règle inconnue pour les résultats déclarés {rule!r} (connues&#xa0;: {known}).</translation>
    </message>
</context>
<context>
    <name>league.core</name>
    <message>
        <source>the database</source>
        <translation>la base de données</translation>
    </message>
    <message>
        <source>make a backup ({reason})</source>
        <translation>faire une sauvegarde ({reason})</translation>
    </message>
    <message>
        <source>An in-memory club has no backups</source>
        <translation>Un club en mémoire n&apos;a pas de sauvegardes</translation>
    </message>
    <message>
        <source>Cannot restore a backup in the middle of another change</source>
        <translation>Impossible de restaurer une sauvegarde au milieu d&apos;une autre modification</translation>
    </message>
    <message>
        <source>{file} is read-only, so the backup cannot be put back into it. Copy the backup file somewhere writable and open the copy instead.</source>
        <translation>{file} est en lecture seule, la sauvegarde ne peut donc pas y être remise. Copiez le fichier de sauvegarde dans un endroit accessible en écriture et ouvrez plutôt la copie.</translation>
    </message>
    <message>
        <source>restore the backup</source>
        <translation>restaurer la sauvegarde</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>annuler</translation>
    </message>
    <message>
        <source>There is no leaderboard {ref!r} (there are: {known}).</source>
        <translation>Il n&apos;y a pas de classement {ref!r} (il y a&#xa0;: {known}).</translation>
    </message>
    <message>
        <source>There is already a player called &apos;{name}&apos;.</source>
        <translation>Il y a déjà un joueur nommé «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <source>There is already a team called &apos;{name}&apos;.</source>
        <translation>Il y a déjà une équipe nommée «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <source>There is already a leaderboard called &apos;{name}&apos;.</source>
        <translation>Il y a déjà un classement nommé «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <source>There is already a season called &apos;{name}&apos;.</source>
        <translation>Il y a déjà une saison nommée «&#xa0;{name}&#xa0;».</translation>
    </message>
</context>
<context>
    <name>league.csv_io</name>
    <message>
        <source>The app could not write {path}: {reason}.</source>
        <translation>L&apos;application n&apos;a pas pu écrire {path}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>The match label is empty.</source>
        <translation>L&apos;étiquette du match est vide.</translation>
    </message>
    <message>
        <source>&apos;{cell}&apos; is not a side number (1, 2, ... up to {most:,}).</source>
        <translation>«&#xa0;{cell}&#xa0;» n&apos;est pas un numéro de camp (1, 2, … jusqu&apos;à {most:,}).</translation>
    </message>
    <message>
        <source>&apos;{cell}&apos; is not a placement (a whole number from 1, the best, to {most:,}).</source>
        <translation>«&#xa0;{cell}&#xa0;» n&apos;est pas une place (un nombre entier de 1, le meilleur, à {most:,}).</translation>
    </message>
    <message>
        <source>&apos;{cell}&apos; is not a number.</source>
        <translation>«&#xa0;{cell}&#xa0;» n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>this side</source>
        <translation>ce camp</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; has the date {first} on line {line}, here {date}.</source>
        <translation>Le match «&#xa0;{label}&#xa0;» a la date {first} à la ligne {line}, ici {date}.</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; is in event &apos;{first}&apos; on line {line}, here &apos;{event}&apos;.</source>
        <translation>Le match «&#xa0;{label}&#xa0;» fait partie de l&apos;événement «&#xa0;{first}&#xa0;» à la ligne {line}, ici «&#xa0;{event}&#xa0;».</translation>
    </message>
    <message>
        <source>Side {side} of match &apos;{label}&apos; has rank {first} on line {line}, here {rank}.</source>
        <translation>Le camp {side} du match «&#xa0;{label}&#xa0;» a la place {first} à la ligne {line}, ici {rank}.</translation>
    </message>
    <message>
        <source>Side {side} of match &apos;{label}&apos; has score {first:g} on line {line}, here {score:g}.</source>
        <translation>Le camp {side} du match «&#xa0;{label}&#xa0;» a le score {first:g} à la ligne {line}, ici {score:g}.</translation>
    </message>
    <message>
        <source>Side {side} of match &apos;{label}&apos; is team &apos;{first}&apos; on line {line}, here &apos;{team}&apos;.</source>
        <translation>Le camp {side} du match «&#xa0;{label}&#xa0;» est l&apos;équipe «&#xa0;{first}&#xa0;» à la ligne {line}, ici «&#xa0;{team}&#xa0;».</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; is already listed in match &apos;{label}&apos; on this side; a player can play only once in a match.</source>
        <translation>«&#xa0;{player}&#xa0;» figure déjà dans ce camp du match «&#xa0;{label}&#xa0;»&#xa0;; un joueur ne peut jouer qu&apos;une fois dans un match.</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; is already listed in match &apos;{label}&apos; on side {side}; a player can play only once in a match.</source>
        <translation>«&#xa0;{player}&#xa0;» figure déjà dans le camp {side} du match «&#xa0;{label}&#xa0;»&#xa0;; un joueur ne peut jouer qu&apos;une fois dans un match.</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; has only one side; a match needs at least two.</source>
        <translation>Le match «&#xa0;{label}&#xa0;» n&apos;a qu&apos;un camp&#xa0;; un match en demande au moins deux.</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>Importer {name}</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; has the result id {id}, as match &apos;{other}&apos; on line {line} has; a result can be in a file only once.</source>
        <translation>Le match «&#xa0;{label}&#xa0;» a l&apos;identifiant de résultat {id}, comme le match «&#xa0;{other}&#xa0;» à la ligne {line}&#xa0;; un résultat ne peut figurer qu&apos;une fois dans un fichier.</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; has the result id {first} on line {line}, here {id}.</source>
        <translation>Le match «&#xa0;{label}&#xa0;» a l&apos;identifiant de résultat {first} à la ligne {line}, ici {id}.</translation>
    </message>
</context>
<context>
    <name>league.csv_read</name>
    <message>
        <source>{path}: there is no such file.</source>
        <translation>{path}&#xa0;: ce fichier n&apos;existe pas.</translation>
    </message>
    <message>
        <source>{path}: the app can&apos;t read it ({reason}).</source>
        <translation>{path}&#xa0;: l&apos;application ne peut pas le lire ({reason}).</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (save it as &apos;CSV UTF-8&apos;).</source>
        <translation>Le fichier n&apos;est pas du texte UTF-8 (enregistrez-le au format «&#xa0;CSV UTF-8&#xa0;»).</translation>
    </message>
    <message>
        <source>The file is empty; it needs a header row: {columns}.</source>
        <translation>Le fichier est vide&#xa0;; il lui faut une ligne d&apos;en-tête&#xa0;: {columns}.</translation>
    </message>
    <message numerus="yes">
        <source>Missing column(s) {missing} (the header must hold {required}; optional: {optional}).</source>
        <translation>
            <numerusform>Colonne manquante {missing} (l&apos;en-tête doit contenir {required}&#xa0;; facultatives&#xa0;: {optional}).</numerusform>
            <numerusform>Colonnes manquantes {missing} (l&apos;en-tête doit contenir {required}&#xa0;; facultatives&#xa0;: {optional}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unknown column(s) {unknown} (allowed: {allowed}).</source>
        <translation>
            <numerusform>Colonne inconnue {unknown} (autorisées&#xa0;: {allowed}).</numerusform>
            <numerusform>Colonnes inconnues {unknown} (autorisées&#xa0;: {allowed}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The column {columns} appears more than once.</source>
        <translation>La colonne {columns} apparaît plus d&apos;une fois.</translation>
    </message>
    <message>
        <source>The row has {cells} cells, the header has {columns}.</source>
        <translation>La ligne a {cells} cellules, l&apos;en-tête en a {columns}.</translation>
    </message>
    <message>
        <source>Unreadable CSV: {reason}.</source>
        <translation>CSV illisible&#xa0;: {reason}.</translation>
    </message>
</context>
<context>
    <name>league.dates</name>
    <message>
        <source>A date is required (ISO 8601, e.g. 2024-03-15 or 2024-03-15T19:30).</source>
        <translation>Une date est requise (ISO 8601, p. ex. 2024-03-15 ou 2024-03-15T19:30).</translation>
    </message>
    <message>
        <source>&apos;{date}&apos; is not an ISO 8601 date (expected e.g. 2024-03-15 or 2024-03-15T19:30).</source>
        <translation>«&#xa0;{date}&#xa0;» n&apos;est pas une date ISO 8601 (attendu p. ex. 2024-03-15 ou 2024-03-15T19:30).</translation>
    </message>
    <message>
        <source>&apos;{date}&apos; is outside the dates the app can store (years 1 to 9999 in UTC).</source>
        <translation>«&#xa0;{date}&#xa0;» est hors des dates que l&apos;application peut enregistrer (années 1 à 9999 en UTC).</translation>
    </message>
    <message>
        <source>{start}… ({count} characters)</source>
        <translation>{start}… ({count} caractères)</translation>
    </message>
</context>
<context>
    <name>league.dutch</name>
    <message>
        <source>The round to pair must be 1 or later.</source>
        <translation>La ronde à apparier doit être la 1 ou une suivante.</translation>
    </message>
    <message>
        <source>Round {round} cannot be paired: no pairing avoids every repeat game and colour clash.</source>
        <translation>La ronde {round} ne peut pas être appariée : aucun appariement n’évite toute rencontre répétée et tout conflit de couleur.</translation>
    </message>
    <message>
        <source>Round {round} cannot be paired: no pairing avoids every repeat game.</source>
        <translation>La ronde {round} ne peut pas être appariée : aucun appariement n’évite toute rencontre répétée.</translation>
    </message>
</context>
<context>
    <name>league.errors</name>
    <message>
        <source>Stopped before the end; nothing was changed.</source>
        <translation>Arrêté avant la fin&#xa0;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>line {line}, column {column}: {message}</source>
        <translation>ligne {line}, colonne {column}&#xa0;: {message}</translation>
    </message>
    <message>
        <source>line {line}, column &apos;{column}&apos;: {message}</source>
        <translation>ligne {line}, colonne «&#xa0;{column}&#xa0;»&#xa0;: {message}</translation>
    </message>
    <message>
        <source>line {line}: {message}</source>
        <translation>ligne {line}&#xa0;: {message}</translation>
    </message>
    <message>
        <source>{start} … [{count} characters left out] … {end}</source>
        <translation>{start} … [{count} caractères omis] … {end}</translation>
    </message>
    <message numerus="yes">
        <source>{path}: nothing was imported, at least {count:,} problem(s) found:</source>
        <translation>
            <numerusform>{path}&#xa0;: rien n&apos;a été importé, au moins {count:,} problème trouvé&#xa0;:</numerusform>
            <numerusform>{path}&#xa0;: rien n&apos;a été importé, au moins {count:,} problèmes trouvés&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{path}: nothing was imported, {count:,} problem(s) found:</source>
        <translation>
            <numerusform>{path}&#xa0;: rien n&apos;a été importé, {count:,} problème trouvé&#xa0;:</numerusform>
            <numerusform>{path}&#xa0;: rien n&apos;a été importé, {count:,} problèmes trouvés&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and at least {count:,} more problem(s)</source>
        <translation>
            <numerusform>… et au moins {count:,} autre problème</numerusform>
            <numerusform>… et au moins {count:,} autres problèmes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and {count:,} more problem(s)</source>
        <translation>
            <numerusform>… et {count:,} autre problème</numerusform>
            <numerusform>… et {count:,} autres problèmes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>league.evaluation</name>
    <message>
        <source>The evaluation was cancelled.</source>
        <translation>L&apos;évaluation a été annulée.</translation>
    </message>
</context>
<context>
    <name>league.event_logs.parse</name>
    <message>
        <source>&apos;A fragged B&apos;, &apos;A suicide&apos;, &apos;A teamkilled B&apos;, &apos;A scored a capture worth 7&apos;, &apos;team NAME: A, B&apos; or &apos;date 2024-03-05&apos;</source>
        <comment>the keywords fragged, suicide, teamkilled, scored, worth, team and date stay in English</comment>
        <translation>«&#xa0;A fragged B&#xa0;», «&#xa0;A suicide&#xa0;», «&#xa0;A teamkilled B&#xa0;», «&#xa0;A scored a capture worth 7&#xa0;», «&#xa0;team NAME: A, B&#xa0;» ou «&#xa0;date 2024-03-05&#xa0;»</translation>
    </message>
    <message>
        <source>The points after &apos;worth&apos; must be a number above 0 and at most {most:g}, got &apos;{points}&apos;.</source>
        <translation>Les points après «&#xa0;worth&#xa0;» doivent être un nombre supérieur à 0 et au plus {most:g}, reçu «&#xa0;{points}&#xa0;».</translation>
    </message>
    <message>
        <source>A second date (the first is on line {line}).</source>
        <translation>Une deuxième date (la première est à la ligne {line}).</translation>
    </message>
    <message>
        <source>The team &apos;{team}&apos; is declared twice.</source>
        <translation>L&apos;équipe «&#xa0;{team}&#xa0;» est déclarée deux fois.</translation>
    </message>
    <message>
        <source>The team &apos;{team}&apos; has no players (write &apos;team {team}: A, B&apos;).</source>
        <translation>L&apos;équipe «&#xa0;{team}&#xa0;» n&apos;a aucun joueur (écrivez «&#xa0;team {team}: A, B&#xa0;»).</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; is already on the team &apos;{team}&apos;.</source>
        <translation>«&#xa0;{player}&#xa0;» est déjà dans l&apos;équipe «&#xa0;{team}&#xa0;».</translation>
    </message>
    <message>
        <source>&apos;{line}&apos; is not an event; write {forms}.</source>
        <translation>«&#xa0;{line}&#xa0;» n&apos;est pas un événement&#xa0;; écrivez {forms}.</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; cannot frag themself; write &apos;{player} suicide&apos;.</source>
        <translation>«&#xa0;{player}&#xa0;» ne peut pas se fragger lui-même&#xa0;; écrivez «&#xa0;{player} suicide&#xa0;».</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; is on no team; a weighted event is rated against the opposing team, so declare &apos;team NAME: {player}, …&apos; first.</source>
        <translation>«&#xa0;{player}&#xa0;» n&apos;est dans aucune équipe&#xa0;; un événement pondéré est coté contre l&apos;équipe adverse, déclarez donc d&apos;abord «&#xa0;team NAME: {player}, …&#xa0;».</translation>
    </message>
    <message>
        <source>There is no team opposing &apos;{team}&apos; to rate &apos;{event}&apos; against.</source>
        <translation>Il n&apos;y a pas d&apos;équipe opposée à «&#xa0;{team}&#xa0;» contre laquelle coter «&#xa0;{event}&#xa0;».</translation>
    </message>
    <message>
        <source>The log has no events; write lines like {forms}.</source>
        <translation>Le journal ne contient aucun événement&#xa0;; écrivez des lignes comme {forms}.</translation>
    </message>
    <message>
        <source>The event log</source>
        <translation>Le journal d&apos;événements</translation>
    </message>
</context>
<context>
    <name>league.event_logs.rate</name>
    <message>
        <source>Event log {log} has a weighted event but no opposing team.</source>
        <translation>Le journal d&apos;événements {log} contient un événement pondéré mais pas d&apos;équipe adverse.</translation>
    </message>
    <message>
        <source>Event log {log} holds an unknown kind of event, {kind!r}.</source>
        <translation>Le journal d&apos;événements {log} contient un type d&apos;événement inconnu, {kind!r}.</translation>
    </message>
    <message>
        <source>This leaderboard holds imported event logs, which only Elo rates (seed 003); it cannot use {system}.</source>
        <translation>Ce classement contient des journaux d&apos;événements importés, que seul Elo sait coter (seed 003)&#xa0;; il ne peut pas utiliser {system}.</translation>
    </message>
</context>
<context>
    <name>league.event_logs.static_ranking</name>
    <message>
        <source>The minimum number of results must be at least 1.</source>
        <translation>Le nombre minimum de résultats doit être au moins 1.</translation>
    </message>
    <message>
        <source>no result against another player</source>
        <translation>aucun résultat contre un autre joueur</translation>
    </message>
    <message>
        <source>no results connecting them to the ranked group</source>
        <translation>aucun résultat les reliant au groupe classé</translation>
    </message>
    <message numerus="yes">
        <source>only %n result(s) (at least {needed} needed)</source>
        <translation>
            <numerusform>seulement %n résultat (au moins {needed} nécessaires)</numerusform>
            <numerusform>seulement %n résultats (au moins {needed} nécessaires)</numerusform>
        </translation>
    </message>
    <message>
        <source>only {count:g} results (at least {needed} needed)</source>
        <translation>seulement {count:g} résultats (au moins {needed} nécessaires)</translation>
    </message>
</context>
<context>
    <name>league.event_logs.store</name>
    <message>
        <source>Event log</source>
        <translation>Journal d&apos;événements</translation>
    </message>
    <message>
        <source>Event logs are rated with Elo (seed 003), but the leaderboard &apos;{leaderboard}&apos; uses {system}; choose an Elo leaderboard or change this one&apos;s rating system.</source>
        <translation>Les journaux d&apos;événements sont cotés avec Elo (seed 003), mais le classement «&#xa0;{leaderboard}&#xa0;» utilise {system}&#xa0;; choisissez un classement Elo ou changez le système de cote de celui-ci.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (save it as UTF-8).</source>
        <translation>Le fichier n&apos;est pas du texte UTF-8 (enregistrez-le en UTF-8).</translation>
    </message>
    <message>
        <source>The app can&apos;t read {name}: {error}.</source>
        <translation>L&apos;application ne peut pas lire {name}&#xa0;: {error}.</translation>
    </message>
    <message>
        <source>The event belongs to another leaderboard.</source>
        <translation>L&apos;événement appartient à un autre classement.</translation>
    </message>
    <message>
        <source>Import event log {name}</source>
        <translation>Importer le journal d&apos;événements {name}</translation>
    </message>
    <message>
        <source>The database gave no id for the new event log (got {pk!r}).</source>
        <translation>La base de données n&apos;a donné aucun identifiant pour le nouveau journal d&apos;événements (reçu {pk!r}).</translation>
    </message>
    <message>
        <source>These players can&apos;t be merged: both played in the event log &apos;{log}&apos;.</source>
        <translation>Ces joueurs ne peuvent pas être fusionnés&#xa0;: tous deux ont joué dans le journal d&apos;événements «&#xa0;{log}&#xa0;».</translation>
    </message>
</context>
<context>
    <name>league.events</name>
    <message>
        <source>New event {name}</source>
        <translation>Nouvel événement {name}</translation>
    </message>
    <message>
        <source>Unknown kind of event {kind!r} (known: {known}).</source>
        <translation>Type d&apos;événement inconnu {kind!r} (connus&#xa0;: {known}).</translation>
    </message>
    <message>
        <source>There is no event with id {id}</source>
        <translation>Il n&apos;y a aucun événement avec l&apos;identifiant {id}</translation>
    </message>
    <message>
        <source>Change event</source>
        <translation>Modifier l&apos;événement</translation>
    </message>
    <message>
        <source>This event has matches; delete or move them first</source>
        <translation>Cet événement a des matchs&#xa0;; supprimez-les ou déplacez-les d&apos;abord</translation>
    </message>
    <message>
        <source>Delete event</source>
        <translation>Supprimer l&apos;événement</translation>
    </message>
</context>
<context>
    <name>league.expectation</name>
    <message>
        <source>Expected outcome (Glicko, both deviations): side 1 {first:.0%}, side 2 {second:.0%} — rating {mu_a:.0f} v {mu_b:.0f}, combined deviation √({sigma_a:.0f}² + {sigma_b:.0f}²) = {deviation:.0f}, g = {g:.2f}</source>
        <translation>Résultat attendu (Glicko, les deux écarts)&#xa0;: camp 1 {first:.0%}, camp 2 {second:.0%} — cote {mu_a:.0f} contre {mu_b:.0f}, écart combiné √({sigma_a:.0f}² + {sigma_b:.0f}²) = {deviation:.0f}, g = {g:.2f}</translation>
    </message>
</context>
<context>
    <name>league.leaderboards</name>
    <message>
        <source>leaderboard&apos;s name</source>
        <translation>nom du classement</translation>
    </message>
    <message>
        <source>New leaderboard {name}</source>
        <translation>Nouveau classement {name}</translation>
    </message>
    <message>
        <source>Change settings of {name}</source>
        <translation>Modifier les réglages de {name}</translation>
    </message>
    <message>
        <source>initial rating</source>
        <translation>cote de départ</translation>
    </message>
    <message>
        <source>initial uncertainty</source>
        <translation>incertitude de départ</translation>
    </message>
    <message>
        <source>The initial uncertainty must be greater than 0 (got {sigma:g})</source>
        <translation>L&apos;incertitude de départ doit être supérieure à 0 (reçu {sigma:g})</translation>
    </message>
    <message>
        <source>Initial rating of {name}</source>
        <translation>Classement initial de {name}</translation>
    </message>
    <message>
        <source>Clear initial rating of {name}</source>
        <translation>Effacer le classement initial de {name}</translation>
    </message>
    <message>
        <source>The {what} must be a number, got {value!r}</source>
        <translation>La {what} doit être un nombre, reçu {value!r}</translation>
    </message>
    <message>
        <source>Unknown display scale {scale!r} (known: {known}).</source>
        <translation>Échelle d&apos;affichage inconnue {scale!r} (connues&#xa0;: {known}).</translation>
    </message>
</context>
<context>
    <name>league.limits</name>
    <message>
        <source>The number of rounds must be a whole number from {low} to {high}, not {value}.</source>
        <translation>Le nombre de tours doit être un nombre entier de {low} à {high}, pas {value}.</translation>
    </message>
    <message>
        <source>A pool holds from {low} to {high} entrants, not {value}.</source>
        <translation>Une poule compte de {low} à {high} participants, pas {value}.</translation>
    </message>
    <message>
        <source>From each pool {low} to {high} entrants can go on (at most the pool size), not {value}.</source>
        <translation>De chaque poule, {low} à {high} participants peuvent se qualifier (au plus la taille de la poule), pas {value}.</translation>
    </message>
    <message>
        <source>The number of tables must be a whole number from {low} to {high}, not {value}.</source>
        <translation>Le nombre de tables doit être un nombre entier de {low} à {high}, pas {value}.</translation>
    </message>
    <message>
        <source>The number of events that count must be a whole number from {low} to {high}, not {value}.</source>
        <translation>Le nombre d&apos;événements qui comptent doit être un nombre entier de {low} à {high}, pas {value}.</translation>
    </message>
    <message>
        <source>The least number of games must be a whole number from {low} to {high}, not {value}.</source>
        <translation>Le nombre minimal de matchs doit être un nombre entier de {low} à {high}, pas {value}.</translation>
    </message>
</context>
<context>
    <name>league.match_games</name>
    <message>
        <source>Game {game}: there is no player called &apos;{name}&apos;</source>
        <translation>Partie {game}&#xa0;: il n&apos;y a aucun joueur nommé «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <source>Game {game}: &apos;{name}&apos; is not one of the match&apos;s players</source>
        <translation>Partie {game}&#xa0;: «&#xa0;{name}&#xa0;» ne fait pas partie des joueurs du match</translation>
    </message>
    <message>
        <source>Game {game}: &apos;{name}&apos; needs a score as a number, got {score!r}</source>
        <translation>Partie {game}&#xa0;: «&#xa0;{name}&#xa0;» demande un score numérique, reçu {score!r}</translation>
    </message>
    <message>
        <source>Game {game} has no scores (every player is marked absent)</source>
        <translation>La partie {game} n&apos;a aucun score (tous les joueurs sont marqués absents)</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has no score in any game: give a score or take the player out of the match</source>
        <translation>«&#xa0;{name}&#xa0;» n&apos;a de score dans aucune partie&#xa0;: donnez un score ou retirez le joueur du match</translation>
    </message>
    <message>
        <source>player {id}</source>
        <translation>joueur {id}</translation>
    </message>
</context>
<context>
    <name>league.matches</name>
    <message>
        <source>Record match</source>
        <translation>Enregistrer un match</translation>
    </message>
    <message>
        <source>Record match #{id}</source>
        <translation>Enregistrer le match n° {id}</translation>
    </message>
    <message>
        <source>The event belongs to another leaderboard</source>
        <translation>L&apos;événement appartient à un autre classement</translation>
    </message>
    <message>
        <source>Edit match #{id}</source>
        <translation>Modifier le match n° {id}</translation>
    </message>
    <message>
        <source>Delete match #{id}</source>
        <translation>Supprimer le match n° {id}</translation>
    </message>
    <message>
        <source>Restore match #{id}</source>
        <translation>Rétablir le match n° {id}</translation>
    </message>
    <message>
        <source>There is no match with id {id}</source>
        <translation>Il n&apos;y a aucun match avec l&apos;identifiant {id}</translation>
    </message>
    <message>
        <source>Side {side}: there is no player called &apos;{name}&apos;</source>
        <translation>Camp {side}&#xa0;: il n&apos;y a aucun joueur nommé «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <source>A match needs at least two sides (got {count})</source>
        <translation>Un match demande au moins deux camps (reçu {count})</translation>
    </message>
    <message>
        <source>Side {side} has no players</source>
        <translation>Le camp {side} n&apos;a aucun joueur</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is listed twice on the same side; a player can play only once in a match</source>
        <translation>«&#xa0;{name}&#xa0;» figure deux fois dans le même camp&#xa0;; un joueur ne peut jouer qu&apos;une fois dans un match</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is listed on sides {first} and {second}; a player can play only once in a match</source>
        <translation>«&#xa0;{name}&#xa0;» figure dans les camps {first} et {second}&#xa0;; un joueur ne peut jouer qu&apos;une fois dans un match</translation>
    </message>
    <message numerus="yes">
        <source>Unknown player id(s): {ids}</source>
        <translation>
            <numerusform>Identifiant de joueur inconnu&#xa0;: {ids}</numerusform>
            <numerusform>Identifiants de joueur inconnus&#xa0;: {ids}</numerusform>
        </translation>
    </message>
    <message>
        <source>A match can have at most {most:,} sides and {most:,} players; this one has {sides:,} sides and {players:,} players.</source>
        <translation>Un match peut avoir au plus {most:,} camps et {most:,} joueurs&#xa0;; celui-ci a {sides:,} camps et {players:,} joueurs.</translation>
    </message>
</context>
<context>
    <name>league.merging</name>
    <message numerus="yes">
        <source>Look-alike names need a choice before merging (%n pair(s); nothing was changed): {pairs}. Say --same &quot;OTHER=HERE&quot; when they are one person, --different &quot;OTHER&quot; when they are two.</source>
        <translation>
            <numerusform>Des noms qui se ressemblent demandent un choix avant la fusion (%n paire&#xa0;; rien n&apos;a été modifié)&#xa0;: {pairs}. Indiquez --same &quot;OTHER=HERE&quot; s&apos;il s&apos;agit d&apos;une personne, --different &quot;OTHER&quot; s&apos;il s&apos;agit de deux.</numerusform>
            <numerusform>Des noms qui se ressemblent demandent un choix avant la fusion (%n paires&#xa0;; rien n&apos;a été modifié)&#xa0;: {pairs}. Indiquez --same &quot;OTHER=HERE&quot; s&apos;il s&apos;agit d&apos;une personne, --different &quot;OTHER&quot; s&apos;il s&apos;agit de deux.</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a pair of names: write the other file&apos;s name and this club&apos;s, with &apos;=&apos; between them (--same &quot;Elodie Martin=Élodie Martin&quot;).</source>
        <translation>«&#xa0;{text}&#xa0;» n&apos;est pas une paire de noms&#xa0;: écrivez le nom de l&apos;autre fichier et celui de ce club, séparés par «&#xa0;=&#xa0;» (--same &quot;Elodie Martin=Élodie Martin&quot;).</translation>
    </message>
    <message>
        <source>&apos;{choice}&apos; names no look-alike pair: the two files have no look-alike names.</source>
        <translation>«&#xa0;{choice}&#xa0;» ne désigne aucune paire de noms qui se ressemblent&#xa0;: les deux fichiers n&apos;en ont pas.</translation>
    </message>
    <message>
        <source>&apos;{choice}&apos; names no look-alike pair; the look-alike names are: {pairs}.</source>
        <translation>«&#xa0;{choice}&#xa0;» ne désigne aucune paire de noms qui se ressemblent&#xa0;; ces noms sont&#xa0;: {pairs}.</translation>
    </message>
    <message>
        <source>&apos;{first}&apos; and &apos;{second}&apos; of the other file can&apos;t both be &apos;{here}&apos; of this club; say --different for one of them.</source>
        <translation>«&#xa0;{first}&#xa0;» et «&#xa0;{second}&#xa0;» de l&apos;autre fichier ne peuvent pas être tous deux «&#xa0;{here}&#xa0;» de ce club&#xa0;; indiquez --different pour l&apos;un d&apos;eux.</translation>
    </message>
    <message>
        <source>{file} holds a result no club could have recorded (match {id} of {moment}: its sides, placings, scores or players are not valid); it may have been changed outside the app. Nothing was changed.</source>
        <translation>{file} contient un résultat qu&apos;aucun club n&apos;a pu enregistrer (match {id} du {moment}&#xa0;: ses côtés, places, scores ou joueurs ne sont pas valides)&#xa0;; le fichier a peut-être été modifié hors de l&apos;application. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The leaderboard &apos;{name}&apos; rates with {other} in the other file and with {here} here, and &apos;{beside}&apos; is taken by another system too; rename one of them before merging.</source>
        <translation>Le classement «&#xa0;{name}&#xa0;» se cote avec {other} dans l&apos;autre fichier et avec {here} ici, et «&#xa0;{beside}&#xa0;» appartient aussi à un autre système&#xa0;; renommez l&apos;un d&apos;eux avant la fusion.</translation>
    </message>
    <message>
        <source>The other file&apos;s leaderboards &apos;{first}&apos; and &apos;{second}&apos; would both become &apos;{name}&apos; here; rename one of them before merging.</source>
        <translation>Les classements «&#xa0;{first}&#xa0;» et «&#xa0;{second}&#xa0;» de l&apos;autre fichier deviendraient tous deux «&#xa0;{name}&#xa0;» ici&#xa0;; renommez l&apos;un d&apos;eux avant la fusion.</translation>
    </message>
</context>
<context>
    <name>league.names</name>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>The {what} contains an invisible control character (U+{code:04X}); remove it.</source>
        <translation>Le {what} contient un caractère de contrôle invisible (U+{code:04X})&#xa0;; supprimez-le.</translation>
    </message>
    <message>
        <source>The {what} is made only of invisible characters; type a name people can read.</source>
        <translation>Le {what} n&apos;est fait que de caractères invisibles&#xa0;; tapez un nom lisible.</translation>
    </message>
    <message>
        <source>The {what} cannot be empty.</source>
        <translation>Le {what} ne peut pas être vide.</translation>
    </message>
    <message>
        <source>The {what} is too long ({length:,} characters; at most {most}).</source>
        <translation>Le {what} est trop long ({length:,} caractères&#xa0;; au plus {most}).</translation>
    </message>
    <message>
        <source>write &quot;{better}&quot; instead</source>
        <translation>écrivez «&#xa0;{better}&#xa0;» à la place</translation>
    </message>
    <message>
        <source>leave the commas out</source>
        <translation>enlevez les virgules</translation>
    </message>
    <message>
        <source>player&apos;s name</source>
        <translation>nom du joueur</translation>
    </message>
    <message>
        <source>A player&apos;s name can&apos;t contain a comma (the match form separates players with commas): &quot;{name}&quot; — {advice}.</source>
        <translation>Le nom d&apos;un joueur ne peut pas contenir de virgule (le formulaire de match sépare les joueurs par des virgules)&#xa0;: «&#xa0;{name}&#xa0;» — {advice}.</translation>
    </message>
    <message>
        <source>team&apos;s name</source>
        <translation>nom de l&apos;équipe</translation>
    </message>
    <message>
        <source>event&apos;s name</source>
        <translation>nom de l&apos;événement</translation>
    </message>
    <message>
        <source>table&apos;s name</source>
        <translation>nom de la table</translation>
    </message>
    <message>
        <source>A team&apos;s name can&apos;t contain a comma (lists of players and rosters are separated by commas): &quot;{name}&quot; — {advice}.</source>
        <translation>Le nom d&apos;une équipe ne peut pas contenir de virgule (les listes de joueurs et les équipes fixes sont séparées par des virgules)&#xa0;: «&#xa0;{name}&#xa0;» — {advice}.</translation>
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
        <translation>Présence inconnue {status!r} (connues&#xa0;: {known}).</translation>
    </message>
    <message>
        <source>{name}: {status}</source>
        <translation>{name}&#xa0;: {status}</translation>
    </message>
    <message>
        <source>Check in {name}</source>
        <translation>Pointer {name}</translation>
    </message>
    <message>
        <source>{name} away for a while</source>
        <translation>{name} absent(e) un moment</translation>
    </message>
    <message>
        <source>{name} gone for the night</source>
        <translation>{name} parti(e) pour la soirée</translation>
    </message>
    <message>
        <source>{name} has been drawn tonight; mark them away or gone instead.</source>
        <translation>{name} a été tiré ce soir&#xa0;; marquez-le plutôt absent un moment ou parti.</translation>
    </message>
    <message>
        <source>Take back the check-in of {name}</source>
        <translation>Annuler le pointage de {name}</translation>
    </message>
    <message>
        <source>Add {name} and check in</source>
        <translation>Ajouter {name} et le pointer</translation>
    </message>
    <message>
        <source>Draw mode {mode}</source>
        <translation>Mode de tirage {mode}</translation>
    </message>
</context>
<context>
    <name>league.night.draw</name>
    <message>
        <source>A DYP round needs at least {needed} players present (there are {count}).</source>
        <translation>Un tour DYP demande au moins {needed} joueurs présents (il y en a {count}).</translation>
    </message>
    <message>
        <source>A rotating partners round needs at least {needed} players present (there are {count}).</source>
        <translation>Un tour à partenaires tournants demande au moins {needed} joueurs présents (il y en a {count}).</translation>
    </message>
    <message>
        <source>A Swiss round needs at least {needed} players present (there are {count}).</source>
        <translation>Un tour en système suisse demande au moins {needed} joueurs présents (il y en a {count}).</translation>
    </message>
    <message>
        <source>A round robin round needs at least {needed} players present (there are {count}).</source>
        <translation>Un tour tous contre tous demande au moins {needed} joueurs présents (il y en a {count}).</translation>
    </message>
    <message>
        <source>Unknown draw mode {mode!r} (known: {known}).</source>
        <translation>Mode de tirage inconnu {mode!r} (connus&#xa0;: {known}).</translation>
    </message>
    <message>
        <source>A player is listed twice among those present.</source>
        <translation>Un joueur figure deux fois parmi les présents.</translation>
    </message>
    <message>
        <source>A DYP round needs at least 2 pairs playing (there are {count}).</source>
        <translation>Un tour DYP demande au moins 2 paires en jeu (il y en a {count}).</translation>
    </message>
</context>
<context>
    <name>league.night.dyp</name>
    <message>
        <source>{name} has no partner yet (the next late arrival will be)</source>
        <translation>{name} n&apos;a pas encore de partenaire (ce sera le prochain retardataire)</translation>
    </message>
    <message>
        <source>{name}&apos;s partner {mate} sits out</source>
        <translation>{mate}, partenaire de {name}, est au repos</translation>
    </message>
    <message>
        <source>{name}&apos;s partner {mate} is not here</source>
        <translation>{mate}, partenaire de {name}, n&apos;est pas là</translation>
    </message>
    <message>
        <source>{first} and {second} play together this round only: {reasons}.</source>
        <translation>{first} et {second} jouent ensemble pour ce tour seulement&#xa0;: {reasons}.</translation>
    </message>
</context>
<context>
    <name>league.night.reading</name>
    <message>
        <source>There is no round {number} in this event.</source>
        <translation>Il n&apos;y a pas de tour {number} dans cet événement.</translation>
    </message>
    <message>
        <source>There is no drawn round with id {id}.</source>
        <translation>Il n&apos;y a aucun tour tiré avec l&apos;identifiant {id}.</translation>
    </message>
    <message>
        <source>There is no table with id {id}.</source>
        <translation>Il n&apos;y a aucune table avec l&apos;identifiant {id}.</translation>
    </message>
    <message>
        <source>There is no drawn match with id {id}.</source>
        <translation>Il n&apos;y a aucun match tiré avec l&apos;identifiant {id}.</translation>
    </message>
</context>
<context>
    <name>league.night.results</name>
    <message>
        <source>waiting for a table</source>
        <translation>en attente d&apos;une table</translation>
    </message>
    <message>
        <source>being played</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>Only a called match can start (this one is {status}).</source>
        <translation>Seul un match appelé peut commencer (celui-ci est {status}).</translation>
    </message>
    <message>
        <source>Start match</source>
        <translation>Commencer le match</translation>
    </message>
    <message>
        <source>This match is {status}; only a match on a table can get a result.</source>
        <translation>Ce match est {status}&#xa0;; seul un match sur une table peut recevoir un résultat.</translation>
    </message>
    <message>
        <source>The match has {sides} sides but {count} placements were given.</source>
        <translation>Le match a {sides} camps mais {count} places ont été données.</translation>
    </message>
    <message>
        <source>The match has {sides} sides but {count} scores were given.</source>
        <translation>Le match a {sides} camps mais {count} scores ont été donnés.</translation>
    </message>
    <message>
        <source>Save result</source>
        <translation>Enregistrer le résultat</translation>
    </message>
    <message>
        <source>Save result of match #{id}</source>
        <translation>Enregistrer le résultat du match n° {id}</translation>
    </message>
</context>
<context>
    <name>league.night.round_steps</name>
    <message numerus="yes">
        <source>Unknown player(s): {names}.</source>
        <translation>
            <numerusform>Joueur inconnu&#xa0;: {names}.</numerusform>
            <numerusform>Joueurs inconnus&#xa0;: {names}.</numerusform>
        </translation>
    </message>
    <message>
        <source>A player is listed twice.</source>
        <translation>Un joueur figure deux fois.</translation>
    </message>
    <message>
        <source>Round {number} has not been started yet; start it or discard it first.</source>
        <translation>Le tour {number} n&apos;a pas encore commencé&#xa0;; lancez-le ou annulez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>Draw next round</source>
        <translation>Tirer le tour suivant</translation>
    </message>
    <message>
        <source>Round {number} has started; its matches are in the queue.</source>
        <translation>Le tour {number} a commencé&#xa0;; ses matchs sont dans la file d&apos;attente.</translation>
    </message>
    <message>
        <source>Discard round {number}</source>
        <translation>Annuler le tour {number}</translation>
    </message>
    <message>
        <source>Round {number} has started; players can only be swapped before the start.</source>
        <translation>Le tour {number} a commencé&#xa0;; les joueurs ne peuvent être échangés qu&apos;avant le début.</translation>
    </message>
    <message>
        <source>{name} is not in round {number}.</source>
        <translation>{name} n&apos;est pas dans le tour {number}.</translation>
    </message>
    <message>
        <source>Swap {first} and {second}</source>
        <translation>Échanger {first} et {second}</translation>
    </message>
    <message>
        <source>Round {number} has already started.</source>
        <translation>Le tour {number} a déjà commencé.</translation>
    </message>
    <message>
        <source>Start round {number}</source>
        <translation>Commencer le tour {number}</translation>
    </message>
</context>
<context>
    <name>league.night.tables_queue</name>
    <message>
        <source>There is already a table called &apos;{name}&apos;.</source>
        <translation>Il y a déjà une table nommée «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <source>Add table {name}</source>
        <translation>Ajouter la table {name}</translation>
    </message>
    <message>
        <source>Tables of {name}</source>
        <translation>Tables de {name}</translation>
    </message>
    <message>
        <source>Rename table to {name}</source>
        <translation>Renommer la table en {name}</translation>
    </message>
    <message>
        <source>Use table</source>
        <translation>Remettre la table en service</translation>
    </message>
    <message>
        <source>Put table aside</source>
        <translation>Mettre la table hors service</translation>
    </message>
    <message>
        <source>Move table</source>
        <translation>Déplacer la table</translation>
    </message>
    <message>
        <source>Call matches to tables</source>
        <translation>Appeler les matchs aux tables</translation>
    </message>
</context>
<context>
    <name>league.planning.brackets</name>
    <message>
        <source>Unknown seed list format {form!r} (known: csv, list).</source>
        <translation>Format de liste des têtes de série inconnu {form!r} (connus&#xa0;: csv, list).</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>Impossible d&apos;écrire {path}&#xa0;: {reason}.</translation>
    </message>
</context>
<context>
    <name>league.planning.entrants</name>
    <message>
        <source>Team &apos;{name}&apos; has no members.</source>
        <translation>L&apos;équipe «&#xa0;{name}&#xa0;» n&apos;a aucun membre.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is listed twice.</source>
        <translation>«&#xa0;{name}&#xa0;» figure deux fois.</translation>
    </message>
    <message>
        <source>There is no player or team called &apos;{name}&apos;.</source>
        <translation>Il n&apos;y a aucun joueur ni aucune équipe nommé «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <source>--top needs at least 1 entrant, got {count}</source>
        <translation>--top demande au moins 1 participant, reçu {count}</translation>
    </message>
    <message>
        <source>The leaderboard has only {rated} rated players, fewer than the {count} asked for.</source>
        <translation>Le classement n&apos;a que {rated} joueurs cotés, moins que les {count} demandés.</translation>
    </message>
</context>
<context>
    <name>league.planning.groupings</name>
    <message>
        <source>A split needs at least 2 teams, got {teams}.</source>
        <translation>Une répartition demande au moins 2 équipes, reçu {teams}.</translation>
    </message>
    <message>
        <source>{players} players cannot make {teams} teams</source>
        <translation>{players} joueurs ne peuvent pas former {teams} équipes</translation>
    </message>
    <message>
        <source>A team needs at least 1 player, got a team size of {size}.</source>
        <translation>Une équipe demande au moins 1 joueur, reçu une taille d&apos;équipe de {size}.</translation>
    </message>
    <message>
        <source>{players} players do not make {teams} teams of {size} (that takes {needed})</source>
        <translation>{players} joueurs ne forment pas {teams} équipes de {size} (il en faut {needed})</translation>
    </message>
    <message>
        <source>A pair must name two different players of the room, got {pair}.</source>
        <translation>Une paire doit désigner deux joueurs différents de la salle, reçu {pair}.</translation>
    </message>
    <message>
        <source>A pair is to be kept both together and apart.</source>
        <translation>Une même paire est demandée à la fois ensemble et séparée.</translation>
    </message>
    <message>
        <source>Players kept together ({together}) do not fit a team of {size}.</source>
        <translation>Les joueurs gardés ensemble ({together}) ne tiennent pas dans une équipe de {size}.</translation>
    </message>
    <message>
        <source>No split keeps every pair apart and together as asked.</source>
        <translation>Aucune répartition ne garde chaque paire séparée et ensemble comme demandé.</translation>
    </message>
    <message>
        <source>Could not find a split that keeps every pair apart and together as asked.</source>
        <translation>Impossible de trouver une répartition qui garde chaque paire séparée et ensemble comme demandé.</translation>
    </message>
    <message>
        <source>With an odd count someone must sit out, but nobody may.</source>
        <translation>Avec un nombre impair, quelqu&apos;un doit être au repos, mais personne ne le peut.</translation>
    </message>
</context>
<context>
    <name>league.planning.matchmaking</name>
    <message>
        <source>The chance window must satisfy 0 &lt;= low &lt;= high &lt;= 1, got {low:g}..{high:g}.</source>
        <translation>La fenêtre de chances doit vérifier 0 &lt;= low &lt;= high &lt;= 1, reçu {low:g}..{high:g}.</translation>
    </message>
    <message>
        <source>A player is listed twice among those waiting.</source>
        <translation>Un joueur figure deux fois parmi ceux qui attendent.</translation>
    </message>
    <message>
        <source>Pairing needs at least 2 players waiting.</source>
        <translation>L&apos;appariement demande au moins 2 joueurs en attente.</translation>
    </message>
</context>
<context>
    <name>league.planning.predictions</name>
    <message>
        <source>A prediction needs at least two sides (got {count}).</source>
        <translation>Une prédiction demande au moins deux camps (reçu {count}).</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is on sides {first} and {second}; a player can play only once</source>
        <translation>«&#xa0;{name}&#xa0;» est dans les camps {first} et {second}&#xa0;; un joueur ne peut jouer qu&apos;une fois</translation>
    </message>
    <message>
        <source>Side {number} has no players.</source>
        <translation>Le camp {number} n&apos;a aucun joueur.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is listed twice on side {number}</source>
        <translation>«&#xa0;{name}&#xa0;» figure deux fois dans le camp {number}</translation>
    </message>
    <message>
        <source>There is no player called &apos;{name}&apos;.</source>
        <translation>Il n&apos;y a aucun joueur nommé «&#xa0;{name}&#xa0;».</translation>
    </message>
</context>
<context>
    <name>league.planning.seeding</name>
    <message>
        <source>A bracket needs at least 2 entrants, got {entrants}.</source>
        <translation>Un tableau demande au moins 2 participants, reçu {entrants}.</translation>
    </message>
    <message>
        <source>A bracket&apos;s size must be a power of two, got {size}.</source>
        <translation>La taille d&apos;un tableau doit être une puissance de deux, reçu {size}.</translation>
    </message>
    <message>
        <source>The most places a seed may move cannot be negative, got {max_places}.</source>
        <translation>Le nombre maximal de places dont une tête de série peut bouger ne peut pas être négatif, reçu {max_places}.</translation>
    </message>
    <message>
        <source>A pool needs room for at least 2 entrants, got {size}.</source>
        <translation>Une poule doit pouvoir accueillir au moins 2 participants, reçu {size}.</translation>
    </message>
    <message>
        <source>The number of pools must be at least 1, got {pools}.</source>
        <translation>Le nombre de poules doit être au moins 1, reçu {pools}.</translation>
    </message>
    <message>
        <source>A player is listed twice.</source>
        <translation>Un joueur figure deux fois.</translation>
    </message>
    <message>
        <source>No pairing of the {count} players without a rematch was found within the search limit.</source>
        <translation>Aucun appariement des {count} joueurs sans revanche n&apos;a été trouvé dans la limite de recherche.</translation>
    </message>
    <message>
        <source>Every possible pairing of the {count} players repeats a game already played; the Swiss has run its course.</source>
        <translation>Chaque appariement possible des {count} joueurs répète une partie déjà jouée&#xa0;; le système suisse est allé à son terme.</translation>
    </message>
</context>
<context>
    <name>league.planning.swiss</name>
    <message>
        <source>A Swiss round needs at least 2 players.</source>
        <translation>Un tour en système suisse demande au moins 2 joueurs.</translation>
    </message>
</context>
<context>
    <name>league.planning.team_balance</name>
    <message>
        <source>&apos;{name}&apos; is listed twice</source>
        <translation>«&#xa0;{name}&#xa0;» figure deux fois</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is in a pair but not among the players present</source>
        <translation>«&#xa0;{name}&#xa0;» est dans une paire mais pas parmi les joueurs présents</translation>
    </message>
    <message>
        <source>A pair needs two different players, got &apos;{name}&apos; twice.</source>
        <translation>Une paire demande deux joueurs différents, reçu «&#xa0;{name}&#xa0;» deux fois.</translation>
    </message>
</context>
<context>
    <name>league.planning.values</name>
    <message>
        <source>Conservative estimate (μ − kσ)</source>
        <translation>Estimation prudente (μ − kσ)</translation>
    </message>
    <message>
        <source>Skill estimate μ</source>
        <translation>Estimation du niveau μ</translation>
    </message>
    <message>
        <source>Displayed rating</source>
        <translation>Cote affichée</translation>
    </message>
    <message>
        <source>Unknown seeding key {key!r} (known: {known}).</source>
        <translation>Clé de classement des têtes de série inconnue {key!r} (connues&#xa0;: {known}).</translation>
    </message>
    <message>
        <source>best of all {count} possible splits</source>
        <translation>la meilleure des {count} répartitions possibles</translation>
    </message>
    <message>
        <source>heuristic (too many splits to try all): team totals differ by at most {bound:.2f}, the gap between the strongest and weakest player</source>
        <translation>heuristique (trop de répartitions pour toutes les essayer)&#xa0;: les totaux des équipes diffèrent d&apos;au plus {bound:.2f}, l&apos;écart entre le joueur le plus fort et le plus faible</translation>
    </message>
    <message>
        <source>heuristic (too many splits to try all)</source>
        <translation>heuristique (trop de répartitions pour toutes les essayer)</translation>
    </message>
</context>
<context>
    <name>league.players</name>
    <message>
        <source>Add player {name}</source>
        <translation>Ajouter le joueur {name}</translation>
    </message>
    <message>
        <source>Rename {old} to {new}</source>
        <translation>Renommer {old} en {new}</translation>
    </message>
    <message>
        <source>Set club of {name}</source>
        <translation>Définir le club de {name}</translation>
    </message>
    <message>
        <source>Archive {name}</source>
        <translation>Archiver {name}</translation>
    </message>
    <message>
        <source>Bring back {name}</source>
        <translation>Faire revenir {name}</translation>
    </message>
    <message>
        <source>Delete player {name}</source>
        <translation>Supprimer le joueur {name}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has played matches; archive the player instead</source>
        <translation>«&#xa0;{name}&#xa0;» a joué des matchs&#xa0;; archivez plutôt le joueur</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; plays in imported event logs; archive the player instead</source>
        <translation>«&#xa0;{name}&#xa0;» joue dans des journaux d&apos;événements importés&#xa0;; archivez plutôt le joueur</translation>
    </message>
    <message>
        <source>Restore player {name}</source>
        <translation>Rétablir le joueur {name}</translation>
    </message>
    <message>
        <source>Cannot merge a player with themself</source>
        <translation>Impossible de fusionner un joueur avec lui-même</translation>
    </message>
    <message>
        <source>Merge {gone} into {kept}</source>
        <translation>Fusionner {gone} dans {kept}</translation>
    </message>
    <message>
        <source>Cannot merge &apos;{gone}&apos; into &apos;{keep}&apos;: both played in match {match}</source>
        <translation>Impossible de fusionner «&#xa0;{gone}&#xa0;» dans «&#xa0;{keep}&#xa0;»&#xa0;: tous deux ont joué dans le match {match}</translation>
    </message>
    <message>
        <source>There is no player with id {id}</source>
        <translation>Il n&apos;y a aucun joueur avec l&apos;identifiant {id}</translation>
    </message>
</context>
<context>
    <name>league.players_csv</name>
    <message>
        <source>player&apos;s club</source>
        <translation>club du joueur</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is already on line {line}.</source>
        <translation>«&#xa0;{name}&#xa0;» figure déjà à la ligne {line}.</translation>
    </message>
    <message>
        <source>Import players from {name}</source>
        <translation>Importer des joueurs depuis {name}</translation>
    </message>
</context>
<context>
    <name>league.rating</name>
    <message>
        <source>The database refused the change: {reason}</source>
        <translation>La base de données a refusé la modification&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recalculer</translation>
    </message>
</context>
<context>
    <name>league.replay_load</name>
    <message>
        <source>Match {id} has {sides} sides but {ranks} ranks.</source>
        <translation>Le match {id} a {sides} camps mais {ranks} places.</translation>
    </message>
</context>
<context>
    <name>league.result_ids</name>
    <message>
        <source>&apos;{cell}&apos; is not a result id (a club id, a dash and a whole number, as an export writes it: e.g. k3f9q2m4p8t6v5w1-12).</source>
        <translation>«&#xa0;{cell}&#xa0;» n&apos;est pas un identifiant de résultat (un identifiant de club, un tiret et un nombre entier, comme l&apos;écrit un export&#xa0;: par ex. k3f9q2m4p8t6v5w1-12).</translation>
    </message>
</context>
<context>
    <name>league.result_rule</name>
    <message>
        <source>side {number}</source>
        <translation>camp {number}</translation>
    </message>
    <message>
        <source>The score of {side} is not a number: {value}.</source>
        <translation>Le score de {side} n&apos;est pas un nombre&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>The score of {side} must be a finite number, not {value}.</source>
        <translation>Le score de {side} doit être un nombre fini, pas {value}.</translation>
    </message>
    <message>
        <source>The score of {side} can&apos;t be negative ({value}).</source>
        <translation>Le score de {side} ne peut pas être négatif ({value}).</translation>
    </message>
    <message>
        <source>The score of {side} is {value}; a score is at most {most:,}.</source>
        <translation>Le score de {side} est {value}&#xa0;; un score vaut au plus {most:,}.</translation>
    </message>
    <message>
        <source>{places} places but {scores} scores were given; give one of each per side.</source>
        <translation>{places} places mais {scores} scores ont été donnés&#xa0;; donnez-en un de chaque par camp.</translation>
    </message>
    <message>
        <source>There is no result yet: enter the score, or choose who won.</source>
        <translation>Il n&apos;y a pas encore de résultat&#xa0;: saisissez le score, ou choisissez qui a gagné.</translation>
    </message>
    <message>
        <source>A result needs at least two sides (got {count}).</source>
        <translation>Un résultat demande au moins deux camps (reçu {count}).</translation>
    </message>
    <message>
        <source>Enter the score of {side} too, or leave every score empty.</source>
        <translation>Saisissez aussi le score de {side}, ou laissez tous les scores vides.</translation>
    </message>
    <message>
        <source>Give {side} a place too, or leave every place empty (the score then decides).</source>
        <translation>Donnez aussi une place à {side}, ou laissez toutes les places vides (le score décide alors).</translation>
    </message>
    <message>
        <source>The place of {side} must be a whole number from 1 (the best), not {rank}.</source>
        <translation>La place de {side} doit être un nombre entier à partir de 1 (le meilleur), pas {rank}.</translation>
    </message>
    <message>
        <source>By the scores {higher} ({high}) is ahead of {lower} ({low}), but the places say otherwise: correct the scores or the places.</source>
        <translation>D&apos;après les scores, {higher} ({high}) est devant {lower} ({low}), mais les places disent autre chose&#xa0;: corrigez les scores ou les places.</translation>
    </message>
    <message>
        <source>The score {high}–{low} says {higher} won, but the result given is a draw: correct the score, or choose who won.</source>
        <translation>Le score {high}–{low} dit que {higher} a gagné, mais le résultat donné est un match nul&#xa0;: corrigez le score, ou choisissez qui a gagné.</translation>
    </message>
    <message>
        <source>The score {high}–{low} says {higher} won, but {lower} is given as the winner: correct the score, or choose who won.</source>
        <translation>Le score {high}–{low} dit que {higher} a gagné, mais {lower} est donné gagnant&#xa0;: corrigez le score, ou choisissez qui a gagné.</translation>
    </message>
    <message>
        <source>The score is level ({score}) and a knockout match can&apos;t end in a draw: choose who won the tiebreak.</source>
        <translation>Le score est à égalité ({score}) et un match à élimination ne peut pas finir nul&#xa0;: choisissez qui a gagné le départage.</translation>
    </message>
    <message>
        <source>A knockout match can&apos;t end in a draw: choose who won.</source>
        <translation>Un match à élimination ne peut pas finir nul&#xa0;: choisissez qui a gagné.</translation>
    </message>
</context>
<context>
    <name>league.seasons</name>
    <message>
        <source>The points scale is too long ({count:,} places; at most {most:,}).</source>
        <translation>Le barème est trop long ({count:,} places&#xa0;; au plus {most:,}).</translation>
    </message>
    <message>
        <source>The points for {place} place are missing: separate the numbers by single commas.</source>
        <translation>Il manque les points du {place}&#xa0;: séparez les nombres par de simples virgules.</translation>
    </message>
    <message>
        <source>The points for {place} place (&apos;{value}&apos;) are not a number.</source>
        <translation>Les points du {place} («&#xa0;{value}&#xa0;») ne sont pas un nombre.</translation>
    </message>
    <message>
        <source>The points for {place} place must be a finite number.</source>
        <translation>Les points du {place} doivent être un nombre fini.</translation>
    </message>
    <message>
        <source>The points for {place} place cannot be negative ({value}).</source>
        <translation>Les points du {place} ne peuvent pas être négatifs ({value}).</translation>
    </message>
    <message>
        <source>The points scale is empty: give the points for 1st, 2nd, 3rd... place, e.g. 25,18,15.</source>
        <translation>Le barème est vide&#xa0;: donnez les points des 1re, 2e, 3e… places, p. ex. 25,18,15.</translation>
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
        <translation>{rank}er</translation>
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
        <translation>Les points de la {place} place dépassent {most:,} ({value:g}).</translation>
    </message>
    <message>
        <source>The season&apos;s start date &apos;{date}&apos; is not a date (expected YYYY-MM-DD, e.g. 2024-03-15).</source>
        <translation>La date de début de la saison «&#xa0;{date}&#xa0;» n&apos;est pas une date (attendu AAAA-MM-JJ, p. ex. 2024-03-15).</translation>
    </message>
    <message>
        <source>The season&apos;s end date &apos;{date}&apos; is not a date (expected YYYY-MM-DD, e.g. 2024-03-15).</source>
        <translation>La date de fin de la saison «&#xa0;{date}&#xa0;» n&apos;est pas une date (attendu AAAA-MM-JJ, p. ex. 2024-03-15).</translation>
    </message>
    <message>
        <source>season&apos;s name</source>
        <translation>nom de la saison</translation>
    </message>
    <message>
        <source>The season starts on {first}, after it ends on {last}: the start must come first.</source>
        <translation>La saison commence le {first}, après sa fin le {last}&#xa0;: le début doit venir en premier.</translation>
    </message>
    <message>
        <source>New season {name}</source>
        <translation>Nouvelle saison {name}</translation>
    </message>
    <message>
        <source>Change season {name}</source>
        <translation>Modifier la saison {name}</translation>
    </message>
    <message>
        <source>Delete season {name}</source>
        <translation>Supprimer la saison {name}</translation>
    </message>
    <message>
        <source>There is no season with id {id}.</source>
        <translation>Il n&apos;y a aucune saison avec l&apos;identifiant {id}.</translation>
    </message>
    <message>
        <source>There is no season called &apos;{name}&apos; (there are: {known}).</source>
        <translation>Il n&apos;y a aucune saison nommée «&#xa0;{name}&#xa0;» (il y a&#xa0;: {known}).</translation>
    </message>
    <message>
        <source>There is no season called &apos;{name}&apos; (there are none yet).</source>
        <translation>Il n&apos;y a aucune saison nommée «&#xa0;{name}&#xa0;» (il n&apos;y en a encore aucune).</translation>
    </message>
</context>
<context>
    <name>league.teams</name>
    <message>
        <source>New team {name}</source>
        <translation>Nouvelle équipe {name}</translation>
    </message>
    <message>
        <source>Change team {name}</source>
        <translation>Modifier l&apos;équipe {name}</translation>
    </message>
    <message>
        <source>Change team</source>
        <translation>Modifier l&apos;équipe</translation>
    </message>
    <message>
        <source>Archive team</source>
        <translation>Archiver l&apos;équipe</translation>
    </message>
    <message>
        <source>Bring back team</source>
        <translation>Faire revenir l&apos;équipe</translation>
    </message>
    <message>
        <source>Team &apos;{name}&apos; played in recorded matches; archive it instead</source>
        <translation>L&apos;équipe «&#xa0;{name}&#xa0;» a joué des matchs enregistrés&#xa0;; archivez-la plutôt</translation>
    </message>
    <message>
        <source>Delete team {name}</source>
        <translation>Supprimer l&apos;équipe {name}</translation>
    </message>
    <message>
        <source>There is no team with id {id}</source>
        <translation>Il n&apos;y a aucune équipe avec l&apos;identifiant {id}</translation>
    </message>
</context>
<context>
    <name>league.tournament.club_nights</name>
    <message>
        <source>Next round of {name}</source>
        <translation>Tour suivant de {name}</translation>
    </message>
    <message numerus="yes">
        <source>Round {number} isn&apos;t finished: %n match(es) still need a result.</source>
        <translation>
            <numerusform>Le tour {number} n&apos;est pas terminé&#xa0;: %n match attend encore un résultat.</numerusform>
            <numerusform>Le tour {number} n&apos;est pas terminé&#xa0;: %n matchs attendent encore un résultat.</numerusform>
        </translation>
    </message>
    <message>
        <source>Match {id} has a result already; change it in the app (Matches).</source>
        <translation>Le match {id} a déjà un résultat&#xa0;; modifiez-le dans l&apos;application (Matchs).</translation>
    </message>
</context>
<context>
    <name>league.tournament.elimination</name>
    <message>
        <source>A knockout bracket needs at least 2 entrants, and this one has {entrants}.</source>
        <translation>Un tableau à élimination demande au moins 2 participants, et celui-ci en a {entrants}.</translation>
    </message>
    <message>
        <source>Two fixtures of the bracket have the same key.</source>
        <translation>Deux matchs du tableau ont la même clé.</translation>
    </message>
    <message>
        <source>Seeds count from 1, got {seed}.</source>
        <translation>Les têtes de série se comptent à partir de 1, reçu {seed}.</translation>
    </message>
    <message>
        <source>A fixture comes from {key}, which is not in the bracket.</source>
        <translation>Un match provient de {key}, qui n&apos;est pas dans le tableau.</translation>
    </message>
    <message>
        <source>The bracket loops through {key}.</source>
        <translation>Le tableau boucle par {key}.</translation>
    </message>
</context>
<context>
    <name>league.tournament.fixtures</name>
    <message>
        <source>The event has no match with id {id}; &apos;event matches&apos; lists them.</source>
        <translation>L&apos;événement n&apos;a aucun match avec l&apos;identifiant {id}&#xa0;; «&#xa0;event matches&#xa0;» les liste.</translation>
    </message>
</context>
<context>
    <name>league.tournament.placements</name>
    <message>
        <source>The format {kind!r} is not a knockout bracket.</source>
        <translation>Le format {kind!r} n&apos;est pas un tableau à élimination.</translation>
    </message>
</context>
<context>
    <name>league.tournament.play</name>
    <message>
        <source>&apos;{name}&apos; has already started.</source>
        <translation>«&#xa0;{name}&#xa0;» a déjà commencé.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; needs at least 2 entrants to start, it has {count}; add them with &apos;event entrants&apos;.</source>
        <translation>«&#xa0;{name}&#xa0;» demande au moins 2 participants pour commencer, il en a {count}&#xa0;; ajoutez-les avec «&#xa0;event entrants&#xa0;».</translation>
    </message>
    <message>
        <source>Start {name}</source>
        <translation>Démarrer {name}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has no rounds to draw: its bracket goes on by itself.</source>
        <translation>«&#xa0;{name}&#xa0;» n&apos;a aucun tour à tirer&#xa0;: son tableau avance tout seul.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; hasn&apos;t started yet; &apos;event start&apos; draws round 1.</source>
        <translation>«&#xa0;{name}&#xa0;» n&apos;a pas encore commencé&#xa0;; «&#xa0;event start&#xa0;» tire le tour 1.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has ended; there is no next round.</source>
        <translation>«&#xa0;{name}&#xa0;» est terminé&#xa0;; il n&apos;y a pas de tour suivant.</translation>
    </message>
    <message>
        <source>All {rounds} rounds of &apos;{name}&apos; have been played.</source>
        <translation>Les {rounds} tours de «&#xa0;{name}&#xa0;» ont tous été joués.</translation>
    </message>
    <message>
        <source>Round {number} of {name}</source>
        <translation>Tour {number} de {name}</translation>
    </message>
    <message>
        <source>End {name}: no round {number} without a rematch</source>
        <translation>Terminer {name} : pas de ronde {number} sans revanche</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is a club night: its standings count as they are, so there is nothing to finish.</source>
        <translation>«&#xa0;{name}&#xa0;» est une soirée de club&#xa0;: son classement compte tel qu&apos;il est, il n&apos;y a donc rien à terminer.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; hasn&apos;t started, so there is nothing to finish.</source>
        <translation>«&#xa0;{name}&#xa0;» n&apos;a pas commencé, il n&apos;y a donc rien à terminer.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has ended already.</source>
        <translation>«&#xa0;{name}&#xa0;» est déjà terminé.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has results a correction made stale: clear or correct them before finishing it.</source>
        <translation>«&#xa0;{name}&#xa0;» a des résultats qu&apos;une correction a rendus caducs&#xa0;: effacez-les ou corrigez-les avant de le terminer.</translation>
    </message>
    <message>
        <source>Finish {name} now</source>
        <translation>Terminer {name} maintenant</translation>
    </message>
</context>
<context>
    <name>league.tournament.pools</name>
    <message>
        <source>Pools need at least 2 entrants, not {entrants}.</source>
        <translation>Les poules demandent au moins 2 participants, pas {entrants}.</translation>
    </message>
    <message>
        <source>{entrants} entrants can&apos;t be split into pools of at most {size} without leaving one alone; choose a larger pool size.</source>
        <translation>{entrants} participants ne peuvent pas être répartis en poules d&apos;au plus {size} sans en laisser un seul&#xa0;; choisissez une taille de poule plus grande.</translation>
    </message>
    <message>
        <source>At least 1 entrant of each pool must go on to the knockout, not {advance}.</source>
        <translation>Au moins 1 participant de chaque poule doit passer en phase finale, pas {advance}.</translation>
    </message>
    <message>
        <source>{pool} has {count} entrants, so {advance} can&apos;t go on from it.</source>
        <translation>{pool} compte {count} participants, donc {advance} ne peuvent pas s&apos;en qualifier.</translation>
    </message>
    <message>
        <source>A knockout needs at least 2 entrants; let more go on from the pools.</source>
        <translation>Une phase finale demande au moins 2 participants&#xa0;; qualifiez-en davantage depuis les poules.</translation>
    </message>
</context>
<context>
    <name>league.tournament.report</name>
    <message>
        <source>&apos;{name}&apos; has ended; it takes no more results (correct a result in the app&apos;s bracket, or edit its match).</source>
        <translation>«&#xa0;{name}&#xa0;» est terminé&#xa0;; il n&apos;accepte plus de résultats (corrigez un résultat dans le tableau de l&apos;application, ou modifiez son match).</translation>
    </message>
    <message>
        <source>Correct {match}</source>
        <translation>Corriger {match}</translation>
    </message>
    <message>
        <source>Result of {match}</source>
        <translation>Résultat de {match}</translation>
    </message>
    <message numerus="yes">
        <source>Clear %n result(s) of {name}</source>
        <translation>
            <numerusform>Effacer %n résultat de {name}</numerusform>
            <numerusform>Effacer %n résultats de {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>match {id} ({first} v {second})</source>
        <translation>match {id} ({first} contre {second})</translation>
    </message>
    <message>
        <source>match {id} ({sides})</source>
        <translation>match {id} ({sides})</translation>
    </message>
    <message numerus="yes">
        <source>Correcting this result changes who plays in matches already played: {matches} and %n more. Clear their results to correct it.</source>
        <translation>
            <numerusform>Corriger ce résultat change qui joue dans des matchs déjà joués&#xa0;: {matches} et %n autre. Effacez leurs résultats pour le corriger.</numerusform>
            <numerusform>Corriger ce résultat change qui joue dans des matchs déjà joués&#xa0;: {matches} et %n autres. Effacez leurs résultats pour le corriger.</numerusform>
        </translation>
    </message>
    <message>
        <source>Correcting this result changes who plays in matches already played: {matches}. Clear their results to correct it.</source>
        <translation>Corriger ce résultat change qui joue dans des matchs déjà joués&#xa0;: {matches}. Effacez leurs résultats pour le corriger.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has ended; it takes no more results.</source>
        <translation>«&#xa0;{name}&#xa0;» est terminé&#xa0;; il n&apos;accepte plus de résultats.</translation>
    </message>
    <message>
        <source>Match {id} isn&apos;t ready: who plays in it is not known yet.</source>
        <translation>Le match {id} n&apos;est pas prêt&#xa0;: on ne sait pas encore qui le joue.</translation>
    </message>
    <message>
        <source>Match {id} is a bye; it has no result to enter.</source>
        <translation>Le match {id} est un exempt&#xa0;; il n&apos;a pas de résultat à saisir.</translation>
    </message>
    <message>
        <source>Match {id} has 2 sides but {count} places were given.</source>
        <translation>Le match {id} a 2 camps mais {count} places ont été données.</translation>
    </message>
    <message>
        <source>Match {id} has 2 sides but {count} scores were given.</source>
        <translation>Le match {id} a 2 camps mais {count} scores ont été donnés.</translation>
    </message>
</context>
<context>
    <name>league.tournament.schedules</name>
    <message>
        <source>A round robin needs at least 2 entrants, not {entrants}.</source>
        <translation>Un tous contre tous demande au moins 2 participants, pas {entrants}.</translation>
    </message>
    <message>
        <source>A Swiss round needs at least 2 entrants, not {entrants}.</source>
        <translation>Un tour en système suisse demande au moins 2 participants, pas {entrants}.</translation>
    </message>
    <message>
        <source>Round {number} of the Swiss can&apos;t be paired. {reason}</source>
        <translation>Le tour {number} du système suisse ne peut pas être apparié. {reason}</translation>
    </message>
</context>
<context>
    <name>league.tournament.setup</name>
    <message>
        <source>Unknown event format {format!r} (known: {known}).</source>
        <translation>Format d&apos;événement inconnu {format!r} (connus&#xa0;: {known}).</translation>
    </message>
    <message>
        <source>A round robin is played once or twice (--rounds 1 or 2), got {rounds}.</source>
        <translation>Un tous contre tous se joue une ou deux fois (--rounds 1 ou 2), reçu {rounds}.</translation>
    </message>
    <message>
        <source>Unknown tiebreak {name!r} (known: {known}).</source>
        <translation>Départage inconnu {name!r} (connus&#xa0;: {known}).</translation>
    </message>
    <message>
        <source>Only a Swiss, a round robin or pools have White and Black; a knockout bracket has no colours.</source>
        <translation>Seuls un système suisse, un toutes rondes ou des poules ont les Blancs et les Noirs ; un tableau à élimination n&apos;a pas de couleurs.</translation>
    </message>
    <message>
        <source>A tiebreak is listed twice.</source>
        <translation>Un départage figure deux fois.</translation>
    </message>
    <message>
        <source>A Swiss of {entrants} entrants can be played over at most {most} rounds without a rematch (everyone meets everyone once), not {rounds}.</source>
        <translation>Un système suisse de {entrants} participants se joue en {most} tours au plus sans revanche (chacun rencontre chacun une fois), pas {rounds}.</translation>
    </message>
    <message>
        <source>A Swiss of {entrants} entrants can be played over at most {most} rounds without a rematch (everyone meets everyone once, with a bye each round), not {rounds}.</source>
        <translation>Un système suisse de {entrants} participants se joue en {most} tours au plus sans revanche (chacun rencontre chacun une fois, avec un exempt par tour), pas {rounds}.</translation>
    </message>
    <message>
        <source>{entrants} entrants in pools of at most {size} make a smallest pool of {smallest}: at most {smallest} can go on from each pool, not {advance}.</source>
        <translation>{entrants} participants en poules d&apos;au plus {size} donnent une plus petite poule de {smallest}&#xa0;: au plus {smallest} peuvent se qualifier de chaque poule, pas {advance}.</translation>
    </message>
    <message>
        <source>Only 1 entrant would go on from the one pool: a knockout needs at least 2, so let at least 2 go on.</source>
        <translation>Un seul participant se qualifierait de l&apos;unique poule&#xa0;: une phase finale en demande au moins 2, qualifiez-en donc au moins 2.</translation>
    </message>
    <message>
        <source>New event {name}</source>
        <translation>Nouvel événement {name}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has results already; its format can&apos;t change any more.</source>
        <translation>«&#xa0;{name}&#xa0;» a déjà des résultats&#xa0;; son format ne peut plus changer.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has started; its format can&apos;t change any more.</source>
        <translation>«&#xa0;{name}&#xa0;» a commencé&#xa0;; son format ne peut plus changer.</translation>
    </message>
    <message>
        <source>Format of {name}</source>
        <translation>Format de {name}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has started; its entrants can&apos;t change any more.</source>
        <translation>«&#xa0;{name}&#xa0;» a commencé&#xa0;; ses participants ne peuvent plus changer.</translation>
    </message>
    <message>
        <source>An event needs at least 2 entrants, got {count}.</source>
        <translation>Un événement demande au moins 2 participants, reçu {count}.</translation>
    </message>
    <message>
        <source>Entrants of {name}</source>
        <translation>Participants de {name}</translation>
    </message>
    <message>
        <source>A player is in both &apos;{first}&apos; and &apos;{second}&apos;; an entrant can&apos;t share players with another.</source>
        <translation>Un joueur est à la fois dans «&#xa0;{first}&#xa0;» et «&#xa0;{second}&#xa0;»&#xa0;; un participant ne peut pas partager de joueurs avec un autre.</translation>
    </message>
</context>
<context>
    <name>league.tournament.tiebreaks</name>
    <message>
        <source>There is no tie-break called “{name}”; choose from {known}.</source>
        <translation>Il n&apos;y a aucun départage nommé «&#xa0;{name}&#xa0;»&#xa0;; choisissez parmi {known}.</translation>
    </message>
    <message>
        <source>A game between seeds {a} and {b} does not fit {entrants} entrants.</source>
        <translation>Une partie entre les têtes de série {a} et {b} ne correspond pas à {entrants} participants.</translation>
    </message>
    <message>
        <source>A game can score 0, ½ or 1, not {score}.</source>
        <translation>Une partie peut valoir 0, ½ ou 1, pas {score}.</translation>
    </message>
    <message>
        <source>{count} byes for seed {seed} do not fit {entrants} entrants.</source>
        <translation>{count} exempts pour la tête de série {seed} ne correspondent pas à {entrants} participants.</translation>
    </message>
</context>
<context>
    <name>league.tournament.values</name>
    <message>
        <source>Club night</source>
        <translation>Soirée de club</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Système suisse</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Tous contre tous</translation>
    </message>
    <message>
        <source>Single elimination</source>
        <translation>Élimination directe</translation>
    </message>
    <message>
        <source>Double elimination</source>
        <translation>Double élimination</translation>
    </message>
    <message>
        <source>Pools, then knockout</source>
        <translation>Poules, puis phase finale</translation>
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
        <translation>Terminé après le tour {played}&#xa0;: le tour {next} ne peut pas être apparié sans revanche, le classement final est donc celui des tours joués.</translation>
    </message>
    <message>
        <source>Finished early by the organizer: the final standings are those of the matches played; the matches not played were cancelled.</source>
        <translation>Terminé plus tôt par l&apos;organisateur&#xa0;: le classement final est celui des matchs joués&#xa0;; les matchs non joués ont été annulés.</translation>
    </message>
</context>
<context>
    <name>league.trf</name>
    <message>
        <source>Line {line}, column {column}: {what}</source>
        <translation>Ligne {line}, colonne {column} : {what}</translation>
    </message>
    <message>
        <source>Cannot read {file}: {reason}</source>
        <translation>Impossible de lire {file} : {reason}</translation>
    </message>
    <message>
        <source>player {player} is listed twice (also on line {other}).</source>
        <translation>le joueur {player} figure deux fois (aussi ligne {other}).</translation>
    </message>
    <message>
        <source>the number of rounds</source>
        <translation>le nombre de rondes</translation>
    </message>
    <message>
        <source>the initial colour must be W or B.</source>
        <translation>la couleur initiale doit être W ou B.</translation>
    </message>
    <message>
        <source>accelerated rounds are not supported.</source>
        <translation>les rondes accélérées ne sont pas prises en charge.</translation>
    </message>
    <message>
        <source>the starting rank</source>
        <translation>le numéro de départ</translation>
    </message>
    <message>
        <source>the starting rank must be 1 or more.</source>
        <translation>le numéro de départ doit valoir au moins 1.</translation>
    </message>
    <message>
        <source>the rating</source>
        <translation>le classement Elo</translation>
    </message>
    <message>
        <source>the rank</source>
        <translation>le rang</translation>
    </message>
    <message>
        <source>the points must be a number like 3.5.</source>
        <translation>les points doivent être un nombre comme 3.5.</translation>
    </message>
    <message>
        <source>a round must read like &apos;  12 w 1&apos;.</source>
        <translation>une ronde doit s’écrire comme « 12 w 1 ».</translation>
    </message>
    <message>
        <source>the opponent must be a starting rank or 0000.</source>
        <translation>l’adversaire doit être un numéro de départ ou 0000.</translation>
    </message>
    <message>
        <source>the colour must be w, b or -.</source>
        <translation>la couleur doit être w, b ou -.</translation>
    </message>
    <message>
        <source>unknown result &apos;{code}&apos;.</source>
        <translation>résultat inconnu « {code} ».</translation>
    </message>
    <message>
        <source>a game result needs an opponent.</source>
        <translation>un résultat de partie demande un adversaire.</translation>
    </message>
    <message>
        <source>a bye cannot have an opponent.</source>
        <translation>un exempt ne peut pas avoir d’adversaire.</translation>
    </message>
    <message>
        <source>a played game needs the colour w or b.</source>
        <translation>une partie jouée demande la couleur w ou b.</translation>
    </message>
    <message>
        <source>{what} must be a whole number.</source>
        <translation>{what} doit être un nombre entier.</translation>
    </message>
    <message>
        <source>XXC takes white1 or black1.</source>
        <translation>XXC prend white1 ou black1.</translation>
    </message>
    <message>
        <source>the bye must be F, H or Z.</source>
        <translation>l’exempt doit être F, H ou Z.</translation>
    </message>
    <message>
        <source>the round</source>
        <translation>la ronde</translation>
    </message>
    <message>
        <source>the player</source>
        <translation>le joueur</translation>
    </message>
    <message>
        <source>there is no player {player}.</source>
        <translation>il n’y a pas de joueur {player}.</translation>
    </message>
    <message>
        <source>a player cannot meet themselves.</source>
        <translation>un joueur ne peut pas se rencontrer lui-même.</translation>
    </message>
    <message>
        <source>player {other} does not list player {player} in round {round}.</source>
        <translation>le joueur {other} n’indique pas le joueur {player} à la ronde {round}.</translation>
    </message>
    <message>
        <source>both players have the same colour in round {round}.</source>
        <translation>les deux joueurs ont la même couleur à la ronde {round}.</translation>
    </message>
</context>
<context>
    <name>league.undo</name>
    <message>
        <source>Change</source>
        <translation>Modification</translation>
    </message>
    <message>
        <source>Cannot undo in the middle of another change.</source>
        <translation>Impossible d&apos;annuler au milieu d&apos;une autre modification.</translation>
    </message>
    <message>
        <source>Cannot redo in the middle of another change.</source>
        <translation>Impossible de rétablir au milieu d&apos;une autre modification.</translation>
    </message>
    <message>
        <source>The latest change to this club file is “{step}”, made since in another window or with the command line; undo that one first.</source>
        <translation>La dernière modification de ce fichier de club est «&#xa0;{step}&#xa0;», faite depuis dans une autre fenêtre ou avec la ligne de commande&#xa0;; annulez-la d&apos;abord.</translation>
    </message>
    <message>
        <source>There is nothing to redo here: the club file was changed since (“{step}” can be redone instead).</source>
        <translation>Il n&apos;y a rien à rétablir ici&#xa0;: le fichier du club a été modifié depuis («&#xa0;{step}&#xa0;» peut être rétabli à la place).</translation>
    </message>
    <message>
        <source>This club file was changed outside the app&apos;s steps since, so “{step}” cannot be undone safely.</source>
        <translation>Ce fichier de club a été modifié depuis en dehors des étapes de l&apos;application, «&#xa0;{step}&#xa0;» ne peut donc pas être annulé sans risque.</translation>
    </message>
    <message>
        <source>This club file was changed outside the app&apos;s steps since, so “{step}” cannot be redone safely.</source>
        <translation>Ce fichier de club a été modifié depuis en dehors des étapes de l&apos;application, «&#xa0;{step}&#xa0;» ne peut donc pas être rétabli sans risque.</translation>
    </message>
    <message>
        <source>There is nothing to undo any more: the club file was changed since (e.g. with the command line).</source>
        <translation>Il n&apos;y a plus rien à annuler&#xa0;: le fichier du club a été modifié depuis (p. ex. avec la ligne de commande).</translation>
    </message>
    <message>
        <source>There is nothing to redo any more: the club file was changed since (e.g. with the command line).</source>
        <translation>Il n&apos;y a plus rien à rétablir&#xa0;: le fichier du club a été modifié depuis (p. ex. avec la ligne de commande).</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Il n&apos;y a rien à rétablir.</translation>
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
        <translation>{rank}e</translation>
    </message>
    <message>
        <source>{rank}st</source>
        <comment>first place</comment>
        <extracomment>Translators: first place alone (French &quot;1er&quot;, where 21st is &quot;21e&quot;)</extracomment>
        <translation>{rank}er</translation>
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
        <translation>Événements</translation>
    </message>
    <message>
        <source>The events of this leaderboard; pick one to see and enter its matches.</source>
        <translation>Les événements de ce classement&#xa0;; choisissez-en un pour voir et saisir ses matchs.</translation>
    </message>
    <message>
        <source>New event…</source>
        <translation>Nouvel événement…</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nouvel événement</translation>
    </message>
    <message>
        <source>A club night or a tournament: name, date, format and its options</source>
        <translation>Une soirée de club ou un tournoi&#xa0;: nom, date, format et options</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <source>The event&apos;s matches, one a row, with the day played and the result.</source>
        <translation>Les matchs de l&apos;événement, un par ligne, avec le jour joué et le résultat.</translation>
    </message>
    <message>
        <source>Edit match</source>
        <translation>Modifier le match</translation>
    </message>
    <message>
        <source>Delete match</source>
        <translation>Supprimer le match</translation>
    </message>
    <message>
        <source>Opens the selected match in the form to change it.</source>
        <translation>Ouvre le match sélectionné dans la saisie de match pour le modifier.</translation>
    </message>
    <message>
        <source>Deletes the selected match, after asking; Undo brings it back.</source>
        <translation>Supprime le match sélectionné, après confirmation&#xa0;; Annuler le rétablit.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matches&lt;/b&gt;</source>
        <translation>&lt;b&gt;Matchs&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Events&lt;/b&gt;</source>
        <translation>&lt;b&gt;Événements&lt;/b&gt;</translation>
    </message>
    <message>
        <source>All matches</source>
        <translation>Tous les matchs</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matches — {value}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Matchs — {value}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>New event {name}</source>
        <translation>Nouvel événement {name}</translation>
    </message>
    <message>
        <source>Edit match #{id}</source>
        <translation>Modifier le match n° {id}</translation>
    </message>
    <message>
        <source>Replaying the history after this match…</source>
        <translation>Recalcul de l’historique après ce match…</translation>
    </message>
    <message>
        <source>Record match</source>
        <translation>Saisir le match</translation>
    </message>
    <message>
        <source>Rating the match…</source>
        <translation>Calcul de la cote du match…</translation>
    </message>
    <message numerus="yes">
        <source>Saved match #{id}: {describe_sides} — replayed %n later match(es)</source>
        <translation>
            <numerusform>Match n°{id} enregistré&#xa0;: {describe_sides} — %n match ultérieur recalculé</numerusform>
            <numerusform>Match n°{id} enregistré&#xa0;: {describe_sides} — %n matchs ultérieurs recalculés</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved match #{id}: {describe_sides}</source>
        <translation>Match n°{id} enregistré&#xa0;: {describe_sides}</translation>
    </message>
    <message>
        <source>side {number}: {chance}</source>
        <translation>camp {number}&#xa0;: {chance}</translation>
    </message>
    <message>
        <source>Chance to win before the game — {chances} · match quality {quality}</source>
        <translation>Chances de victoire avant le match — {chances} · qualité du match {quality}</translation>
    </message>
    <message>
        <source>{name} (club night, {date})</source>
        <translation>{name} (soirée de club, {date})</translation>
    </message>
    <message>
        <source>{name} (tournament, {date})</source>
        <translation>{name} (tournoi, {date})</translation>
    </message>
    <message>
        <source>Delete match #{id} ({describe_sides})?

Ratings after it will be recomputed. You can undo this.</source>
        <translation>Supprimer le match n° {id} ({describe_sides})&#xa0;?

Les cotes qui le suivent seront recalculées. Vous pourrez l&apos;annuler.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete match #{id}</source>
        <translation>Supprimer le match n° {id}</translation>
    </message>
    <message>
        <source>Match quality is the number of sides times the weakest side&apos;s chance: 100% when every side is equally likely to win (for two sides, 1 − |p₁ − p₂|).</source>
        <translation>La qualité du match est le nombre de camps multiplié par la chance du camp le plus faible&#xa0;: 100&#xa0;% quand tous les camps ont la même chance de gagner (pour deux camps, 1 − |p₁ − p₂|).</translation>
    </message>
</context>
<context>
    <name>matches.games_editor</name>
    <message>
        <source>Games scores</source>
        <translation>Scores des parties</translation>
    </message>
    <message>
        <source>Each player&apos;s own score in each game; leave a cell empty when the player sat the game out</source>
        <translation>Le score de chaque joueur dans chaque partie&#xa0;; laissez la case vide si le joueur n&apos;a pas joué cette partie</translation>
    </message>
    <message>
        <source>+ Game</source>
        <translation>+ Partie</translation>
    </message>
    <message>
        <source>Add a game column</source>
        <translation>Ajouter une colonne de partie</translation>
    </message>
    <message>
        <source>Add game</source>
        <translation>Ajouter une partie</translation>
    </message>
    <message>
        <source>− Last game</source>
        <translation>− Dernière partie</translation>
    </message>
    <message>
        <source>Remove the last game column</source>
        <translation>Retirer la dernière colonne de partie</translation>
    </message>
    <message>
        <source>Remove last game</source>
        <translation>Retirer la dernière partie</translation>
    </message>
    <message>
        <source>Scores per game; empty = absent. Placements follow the sides&apos; total scores.</source>
        <translation>Scores par partie&#xa0;; vide = absent. Les places suivent le score total des camps.</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Partie {number}</translation>
    </message>
    <message>
        <source>Game {number}, {name}: &apos;{text}&apos; is not a score.</source>
        <translation>Partie {number}, {name}&#xa0;: «&#xa0;{text}&#xa0;» n&apos;est pas un score.</translation>
    </message>
</context>
<context>
    <name>matches.match_form</name>
    <message>
        <source>&lt;b&gt;New match&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nouveau match&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>The event this match is filed under</source>
        <translation>L&apos;événement auquel ce match appartient</translation>
    </message>
    <message>
        <source>+ Side</source>
        <translation>+ Camp</translation>
    </message>
    <message>
        <source>Add another side (Ctrl+Shift+N)</source>
        <translation>Ajouter un camp (Ctrl+Maj+N)</translation>
    </message>
    <message>
        <source>Add side</source>
        <translation>Ajouter un camp</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>Enregistrer le match</translation>
    </message>
    <message>
        <source>Save (Enter in any field)</source>
        <translation>Enregistrer (Entrée dans n&apos;importe quel champ)</translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation>Annuler la modification</translation>
    </message>
    <message>
        <source>Leaves the match unchanged and empties the form.</source>
        <translation>Laisse le match inchangé et vide le formulaire.</translation>
    </message>
    <message>
        <source>Glicko&apos;s expected outcome with both deviations (rating-update): 1/(1 + 10^(−g(√(RD₁² + RD₂²))·(r₁ − r₂)/400)), deviations grown to the match time</source>
        <translation>Résultat attendu de Glicko avec les deux écarts (rating-update)&#xa0;: 1/(1 + 10^(−g(√(RD₁² + RD₂²))·(r₁ − r₂)/400)), écarts augmentés jusqu&apos;à l&apos;heure du match</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joué le</translation>
    </message>
    <message>
        <source>Games…</source>
        <translation>Parties…</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Enter the individual games: each player&apos;s own score per game (Ctrl+G)</source>
        <translation>Saisir les parties une à une&#xa0;: le score de chaque joueur par partie (Ctrl+G)</translation>
    </message>
    <message numerus="yes">
        <source>New player(s) will be added: {names}</source>
        <translation>
            <numerusform>Nouveau joueur ajouté&#xa0;: {names}</numerusform>
            <numerusform>Nouveaux joueurs ajoutés&#xa0;: {names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n later match(es) will be re-rated: they were played after the time you set.</source>
        <translation>
            <numerusform>%n match plus récent sera recalculé&#xa0;: il a été joué après l&apos;heure indiquée.</numerusform>
            <numerusform>%n matchs plus récents seront recalculés&#xa0;: ils ont été joués après l&apos;heure indiquée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the players of each side; Enter saves.</source>
        <translation>Tapez les joueurs de chaque camp&#xa0;; Entrée enregistre.</translation>
    </message>
    <message>
        <source>(no event)</source>
        <translation>(aucun événement)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Editing match #{id}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Modification du match n° {id}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Enregistrer les modifications</translation>
    </message>
</context>
<context>
    <name>matches.played_field</name>
    <message>
        <source>When the match was played: now, unless you set a time; an earlier time re-rates what came after</source>
        <translation>Quand le match a été joué&#xa0;: maintenant, sauf si vous indiquez une heure&#xa0;; une heure antérieure recalcule ce qui a suivi</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joué le</translation>
    </message>
</context>
<context>
    <name>matches.sides_panel</name>
    <message>
        <source>Drag to reorder the placements</source>
        <translation>Faire glisser pour changer l&apos;ordre des places</translation>
    </message>
    <message>
        <source>Placement: 1 = best; equal placements are a tie</source>
        <translation>Place&#xa0;: 1 = la meilleure&#xa0;; des places égales font une égalité</translation>
    </message>
    <message>
        <source>Place </source>
        <translation>Place </translation>
    </message>
    <message>
        <source>Players, separated by commas</source>
        <translation>Joueurs, séparés par des virgules</translation>
    </message>
    <message>
        <source>Type the side&apos;s players, separated by commas; matching names are offered as you type.</source>
        <translation>Saisissez les joueurs du camp, séparés par des virgules&#xa0;; les noms correspondants sont proposés pendant la saisie.</translation>
    </message>
    <message>
        <source>Pick a roster to fill in its players</source>
        <translation>Choisir une équipe pour remplir ses joueurs</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Type the side&apos;s score, if the game keeps one.</source>
        <translation>Saisissez le score du camp, si le jeu en tient un.</translation>
    </message>
    <message>
        <source>= tie</source>
        <translation>= égalité</translation>
    </message>
    <message>
        <source>Tied with the side above (same placement)</source>
        <translation>À égalité avec le camp du dessus (même place)</translation>
    </message>
    <message>
        <source>Remove this side</source>
        <translation>Retirer ce camp</translation>
    </message>
    <message>
        <source>Side {number} players</source>
        <translation>Joueurs du camp {number}</translation>
    </message>
    <message>
        <source>Side {number} place</source>
        <translation>Place du camp {number}</translation>
    </message>
    <message>
        <source>Side {number} team</source>
        <translation>Équipe du camp {number}</translation>
    </message>
    <message>
        <source>Side {number} score</source>
        <translation>Score du camp {number}</translation>
    </message>
    <message>
        <source>Side {number} tied with the side above</source>
        <translation>Camp {number} à égalité avec le camp au-dessus</translation>
    </message>
    <message>
        <source>Remove side {number}</source>
        <translation>Retirer le camp {number}</translation>
    </message>
    <message>
        <source>Drag side {number}</source>
        <translation>Déplacer le camp {number}</translation>
    </message>
    <message>
        <source>(no team)</source>
        <translation>(pas d&apos;équipe)</translation>
    </message>
</context>
<context>
    <name>merging.merge_dialog</name>
    <message>
        <source> and {count} more</source>
        <translation> et {count} autres</translation>
    </message>
    <message numerus="yes">
        <source>%n new result(s)</source>
        <translation>
            <numerusform>%n nouveau résultat</numerusform>
            <numerusform>%n nouveaux résultats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) already here, not added again</source>
        <translation>
            <numerusform>%n résultat déjà ici, pas ajouté une deuxième fois</numerusform>
            <numerusform>%n résultats déjà ici, pas ajoutés une deuxième fois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n nouveau joueur</numerusform>
            <numerusform>%n nouveaux joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new leaderboard(s)</source>
        <translation>
            <numerusform>%n nouveau classement</numerusform>
            <numerusform>%n nouveaux classements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new team(s)</source>
        <translation>
            <numerusform>%n nouvelle équipe</numerusform>
            <numerusform>%n nouvelles équipes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n nouvel événement</numerusform>
            <numerusform>%n nouveaux événements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new season(s)</source>
        <translation>
            <numerusform>%n nouvelle saison</numerusform>
            <numerusform>%n nouvelles saisons</numerusform>
        </translation>
    </message>
    <message>
        <source>The other file&apos;s leaderboard “{name}” uses another rating system than this club&apos;s: its results come in as “{beside}”.</source>
        <translation>Le classement «&#xa0;{name}&#xa0;» de l&apos;autre fichier utilise un autre système de cote que celui de ce club&#xa0;: ses résultats arrivent sous «&#xa0;{beside}&#xa0;».</translation>
    </message>
    <message>
        <source>Merge {file}</source>
        <translation>Fusionner {file}</translation>
    </message>
    <message>
        <source>Everything &lt;b&gt;{file}&lt;/b&gt; has that this club lacks comes in. A backup is made first, and the whole merge is one step: Edit ▸ Undo takes it back.</source>
        <translation>Tout ce que &lt;b&gt;{file}&lt;/b&gt; a et qui manque à ce club arrive. Une sauvegarde est faite d&apos;abord, et toute la fusion est une seule étape&#xa0;: Édition ▸ Annuler la défait.</translation>
    </message>
    <message>
        <source>What comes in</source>
        <translation>Ce qui arrive</translation>
    </message>
    <message>
        <source>Look-alike names</source>
        <translation>Noms qui se ressemblent</translation>
    </message>
    <message>
        <source>Names of the other file that look like names of this club; choose for each whether it is the same person.</source>
        <translation>Noms de l&apos;autre fichier qui ressemblent à des noms de ce club&#xa0;; choisissez pour chacun s&apos;il s&apos;agit de la même personne.</translation>
    </message>
    <message>
        <source>&amp;Same person</source>
        <translation>&amp;Même personne</translation>
    </message>
    <message>
        <source>Same person</source>
        <translation>Même personne</translation>
    </message>
    <message>
        <source>The selected pair is one person: the results of both count for this club&apos;s player.</source>
        <translation>La paire choisie est une seule personne&#xa0;: les résultats des deux comptent pour le joueur de ce club.</translation>
    </message>
    <message>
        <source>&amp;Different people</source>
        <translation>Personnes &amp;différentes</translation>
    </message>
    <message>
        <source>Different people</source>
        <translation>Personnes différentes</translation>
    </message>
    <message>
        <source>The selected pair are two people: the other file&apos;s comes in as a player of their own.</source>
        <translation>La paire choisie est deux personnes&#xa0;: celle de l&apos;autre fichier arrive comme un joueur à part.</translation>
    </message>
    <message>
        <source>These names look alike (accents, capitals, spaces). Say for each pair whether it is one person:</source>
        <translation>Ces noms se ressemblent (accents, majuscules, espaces). Indiquez pour chaque paire s&apos;il s&apos;agit d&apos;une seule personne&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Fusionner</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionner</translation>
    </message>
    <message>
        <source>Brings everything listed into this club.</source>
        <translation>Apporte tout ce qui est listé dans ce club.</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation>pas encore décidé</translation>
    </message>
    <message>
        <source>same person</source>
        <translation>même personne</translation>
    </message>
    <message>
        <source>different people</source>
        <translation>personnes différentes</translation>
    </message>
    <message>
        <source>{other} (other file) ~ {here} (this club): {choice}</source>
        <translation>{other} (autre fichier) ~ {here} (ce club)&#xa0;: {choice}</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of look-alike names still need a choice.</source>
        <translation>
            <numerusform>%n paire de noms qui se ressemblent demande encore un choix.</numerusform>
            <numerusform>%n paires de noms qui se ressemblent demandent encore un choix.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Lecture de {name}…</translation>
    </message>
    <message>
        <source>Merge another club file</source>
        <translation>Fusionner un autre fichier de club</translation>
    </message>
    <message numerus="yes">
        <source>{file} has nothing this club lacks: its %n result(s) are all here already. Nothing was changed.</source>
        <translation>
            <numerusform>{file} n&apos;a rien qui manque à ce club&#xa0;: son %n résultat est déjà ici. Rien n&apos;a été modifié.</numerusform>
            <numerusform>{file} n&apos;a rien qui manque à ce club&#xa0;: ses %n résultats sont tous déjà ici. Rien n&apos;a été modifié.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merged {file}: %n result(s) came in ({already} already here).</source>
        <translation>
            <numerusform>{file} fusionné&#xa0;: %n résultat est arrivé ({already} déjà ici).</numerusform>
            <numerusform>{file} fusionné&#xa0;: %n résultats sont arrivés ({already} déjà ici).</numerusform>
        </translation>
    </message>
    <message>
        <source>Club file merged</source>
        <translation>Fichier de club fusionné</translation>
    </message>
    <message>
        <source>A backup was made first. Edit ▸ Undo (Ctrl+Z) takes the whole merge back.</source>
        <translation>Une sauvegarde a été faite d&apos;abord. Édition ▸ Annuler (Ctrl+Z) défait toute la fusion.</translation>
    </message>
    <message>
        <source>Merging {file}…</source>
        <translation>Fusion de {file}…</translation>
    </message>
</context>
<context>
    <name>night.checkin_view</name>
    <message>
        <source>✔ here</source>
        <translation>✔ présent</translation>
    </message>
    <message>
        <source>away</source>
        <translation>absent un moment</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>parti</translation>
    </message>
    <message>
        <source>Check-in search</source>
        <translation>Recherche de pointage</translation>
    </message>
    <message>
        <source>Type part of a name: matching players are shown; Enter checks in the first, or adds a new player.</source>
        <translation>Saisissez une partie d&apos;un nom&#xa0;: les joueurs correspondants s&apos;affichent&#xa0;; Entrée pointe le premier, ou ajoute un nouveau joueur.</translation>
    </message>
    <message>
        <source>Type a name: search, or add a new player</source>
        <translation>Tapez un nom&#xa0;: rechercher, ou ajouter un nouveau joueur</translation>
    </message>
    <message>
        <source>Adds the name typed as a new player and checks them in.</source>
        <translation>Ajoute le nom saisi comme nouveau joueur et le pointe.</translation>
    </message>
    <message>
        <source>Add new pla&amp;yer</source>
        <translation>Ajouter un nouveau &amp;joueur</translation>
    </message>
    <message>
        <source>Players to check in</source>
        <translation>Joueurs à pointer</translation>
    </message>
    <message>
        <source>A tile per player with their status tonight; a click, Space or Enter checks the selected player in or out.</source>
        <translation>Une tuile par joueur avec son statut ce soir&#xa0;; un clic, Espace ou Entrée pointe le joueur sélectionné ou annule son pointage.</translation>
    </message>
    <message>
        <source>The selected player sits out the next rounds until back.</source>
        <translation>Le joueur sélectionné est au repos pour les prochains tours, jusqu&apos;à son retour.</translation>
    </message>
    <message>
        <source>The selected player has left and is not drawn again tonight.</source>
        <translation>Le joueur sélectionné est parti et n&apos;est plus tiré au sort ce soir.</translation>
    </message>
    <message>
        <source>Away for a wh&amp;ile</source>
        <translation>Absent un mome&amp;nt</translation>
    </message>
    <message>
        <source>&amp;Gone for the night</source>
        <translation>Parti pour la &amp;soirée</translation>
    </message>
    <message>
        <source>The selected player is present and drawn again.</source>
        <translation>Le joueur sélectionné est présent et de nouveau tiré au sort.</translation>
    </message>
    <message>
        <source>&amp;Back / present</source>
        <translation>De &amp;retour / présent</translation>
    </message>
    <message>
        <source>Click a name to tick it present; click again to take the tick back.</source>
        <translation>Cliquez sur un nom pour le pointer présent&#xa0;; cliquez à nouveau pour annuler.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{present} present&lt;/b&gt; · {away} away · {gone} gone</source>
        <translation>&lt;b&gt;{present} présents&lt;/b&gt; · {away} absents · {gone} partis</translation>
    </message>
    <message>
        <source>{name}: {status}</source>
        <translation>{name}&#xa0;: {status}</translation>
    </message>
    <message>
        <source>{name}: not checked in</source>
        <translation>{name}&#xa0;: pas pointé</translation>
    </message>
    <message>
        <source>Add “{name}”</source>
        <translation>Ajouter «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <source>Take back the check-in of {name}</source>
        <translation>Annuler le pointage de {name}</translation>
    </message>
    <message>
        <source>Check in {name}</source>
        <translation>Pointer {name}</translation>
    </message>
    <message>
        <source>Mark {name} back</source>
        <translation>Marquer {name} de retour</translation>
    </message>
    <message>
        <source>Mark {name} away</source>
        <translation>Marquer {name} absent un moment</translation>
    </message>
    <message>
        <source>Mark {name} gone for the night</source>
        <translation>Marquer {name} parti pour la soirée</translation>
    </message>
    <message>
        <source>Add {name} and check in</source>
        <translation>Ajouter {name} et le pointer</translation>
    </message>
</context>
<context>
    <name>night.entrants_view</name>
    <message>
        <source>Entrant search</source>
        <translation>Recherche de participant</translation>
    </message>
    <message>
        <source>Type part of a name; only matching players and rosters are listed.</source>
        <translation>Saisissez une partie d&apos;un nom&#xa0;; seuls les joueurs et équipes fixes correspondants sont listés.</translation>
    </message>
    <message>
        <source>Type a name to find a player</source>
        <translation>Tapez un nom pour trouver un joueur</translation>
    </message>
    <message>
        <source>Players to enter</source>
        <translation>Joueurs à inscrire</translation>
    </message>
    <message>
        <source>Tick the players who enter the event; space ticks the selected one.</source>
        <translation>Cochez les joueurs qui participent à l&apos;événement&#xa0;; Espace coche celui sélectionné.</translation>
    </message>
    <message>
        <source>Rosters to enter</source>
        <translation>Équipes fixes à inscrire</translation>
    </message>
    <message>
        <source>Tick the rosters that enter as one side each.</source>
        <translation>Cochez les équipes fixes qui participent, chacune comme un camp.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rosters&lt;/b&gt; (a roster enters as one side)</source>
        <translation>&lt;b&gt;Équipes fixes&lt;/b&gt; (une équipe compte comme un camp)</translation>
    </message>
    <message>
        <source>Tick exactly the players checked in for this event</source>
        <translation>Cocher exactement les joueurs pointés pour cet événement</translation>
    </message>
    <message>
        <source>Top N</source>
        <translation>Les N premiers</translation>
    </message>
    <message>
        <source>How many of the leaderboard&apos;s best players the next button ticks.</source>
        <translation>Combien des meilleurs joueurs du classement le bouton suivant coche.</translation>
    </message>
    <message>
        <source>Top </source>
        <translation>Les premiers&#xa0;: </translation>
    </message>
    <message>
        <source>Tick the top of the leaderboard</source>
        <translation>Cocher le haut du classement</translation>
    </message>
    <message>
        <source>Tick the leaderboard&apos;s best N players who have played</source>
        <translation>Cocher les N meilleurs joueurs du classement ayant joué</translation>
    </message>
    <message>
        <source>Unticks every player and roster.</source>
        <translation>Décoche tous les joueurs et toutes les équipes fixes.</translation>
    </message>
    <message>
        <source>Keep clubs apart</source>
        <translation>Séparer les clubs</translation>
    </message>
    <message>
        <source>Members of one club don&apos;t meet in the first round (nobody moves more than two seeds)</source>
        <translation>Les membres d&apos;un même club ne se rencontrent pas au premier tour (personne ne bouge de plus de deux places)</translation>
    </message>
    <message>
        <source>Seed the ticked entrants by rating and show the seed list</source>
        <translation>Classer les participants cochés par cote et afficher les têtes de série</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Seed the bracket or pools, or draw round 1</source>
        <translation>Remplir le tableau ou les poules, ou tirer le tour 1</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Têtes de série</translation>
    </message>
    <message>
        <source>The ticked entrants in seed order, with their conservative rating; unrated ones are placed by drawing lots.</source>
        <translation>Les participants cochés dans l&apos;ordre des têtes de série, avec leur cote prudente ; ceux sans cote sont placés par tirage au sort.</translation>
    </message>
    <message>
        <source>Seed</source>
        <comment>column: seed number</comment>
        <translation>Tête de série</translation>
    </message>
    <message>
        <source>Entrant</source>
        <translation>Participant</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seeds&lt;/b&gt;</source>
        <translation>&lt;b&gt;Têtes de série&lt;/b&gt;</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nouveau</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>by lot</source>
        <extracomment>Translators: in the seed list&apos;s rating column: an unrated entrant placed by drawing lots</extracomment>
        <translation>tiré au sort</translation>
    </message>
    <message>
        <source>Nobody is checked in for this event yet: tick the players here instead.</source>
        <translation>Personne n&apos;est encore pointé pour cet événement&#xa0;: cochez plutôt les joueurs ici.</translation>
    </message>
    <message numerus="yes">
        <source>The leaderboard has only %n rated player(s), fewer than the {count} asked for.</source>
        <translation>
            <numerusform>Le classement n&apos;a que %n joueur coté, moins que les {count} demandés.</numerusform>
            <numerusform>Le classement n&apos;a que %n joueurs cotés, moins que les {count} demandés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n entrant(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n participant&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n participants&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>The event has started: its entrants are fixed. Results go in on the Tables page (or in the bracket).</source>
        <translation>L&apos;événement a commencé&#xa0;: ses participants sont fixés. Les résultats se saisissent sur la page Tables (ou dans le tableau).</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n ticked&lt;/b&gt; · {seeded} seeded</source>
        <translation>
            <numerusform>&lt;b&gt;%n coché&lt;/b&gt; · {seeded} classés</numerusform>
            <numerusform>&lt;b&gt;%n cochés&lt;/b&gt; · {seeded} classés</numerusform>
        </translation>
    </message>
    <message>
        <source>Ever&amp;yone checked in</source>
        <translation>A&amp;jouter les pointés</translation>
    </message>
    <message>
        <source>&amp;Untick all</source>
        <translation>&amp;Tout décocher</translation>
    </message>
    <message>
        <source>&amp;Keep clubs apart</source>
        <translation>Sé&amp;parer les clubs</translation>
    </message>
    <message>
        <source>See&amp;d</source>
        <translation>Cla&amp;sser</translation>
    </message>
    <message>
        <source>Sta&amp;rt</source>
        <translation>Démarrer le tour&amp;noi</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message numerus="yes">
        <source>T&amp;ick the top %n</source>
        <translation>
            <numerusform>Cocher les %n prem&amp;iers</numerusform>
            <numerusform>Cocher les %n prem&amp;iers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n ticked&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n coché&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n cochés&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick at least two entrants, then Start (Seed shows the seed list first).</source>
        <translation>Cochez au moins deux participants, puis Démarrer (Classer affiche d&apos;abord les têtes de série).</translation>
    </message>
    <message>
        <source>Start seeds the ticked entrants by rating and starts the event; Seed shows the seed list first.</source>
        <translation>Démarrer classe les participants cochés par cote et lance l&apos;événement&#xa0;; Classer affiche d&apos;abord les têtes de série.</translation>
    </message>
    <message>
        <source>These are the entrants, seeded. Start seeds the bracket or pools, or draws round 1.</source>
        <translation>Voici les participants, classés. Démarrer remplit le tableau ou les poules, ou tire le tour 1.</translation>
    </message>
    <message>
        <source>The event has ended: the Standings page has the final places. A result can still be corrected in the bracket.</source>
        <translation>L&apos;événement est terminé&#xa0;: la page Classement donne les places finales. Un résultat peut encore être corrigé dans le tableau.</translation>
    </message>
    <message>
        <source>The event has ended: the Standings page has the final places. A result can still be corrected on the Table page.</source>
        <translation>L&apos;événement est terminé&#xa0;: la page Classement donne les places finales. Un résultat peut encore être corrigé sur la page Grille.</translation>
    </message>
    <message>
        <source>The event has started: its entrants are fixed. Results go in on the Tables page (or on the Table page).</source>
        <translation>L&apos;événement a commencé&#xa0;: ses participants sont fixés. Les résultats se saisissent sur la page Tables (ou sur la page Grille).</translation>
    </message>
    <message numerus="yes">
        <source>Seed %n entrant(s)</source>
        <translation>
            <numerusform>Classer %n participant</numerusform>
            <numerusform>Classer %n participants</numerusform>
        </translation>
    </message>
    <message>
        <source>Start {name}</source>
        <translation>Démarrer {name}</translation>
    </message>
</context>
<context>
    <name>night.event_dialog</name>
    <message>
        <source>players check in and play rounds of rotating partners or DYP</source>
        <translation>les joueurs pointent et jouent des tours à partenaires tournants ou en DYP</translation>
    </message>
    <message>
        <source>each round pairs entrants on equal points, no rematches; the table decides</source>
        <translation>chaque tour apparie les participants à égalité de points, sans revanche&#xa0;; la grille décide</translation>
    </message>
    <message>
        <source>everyone plays everyone, once or twice; the table decides</source>
        <translation>chacun joue contre tous, une ou deux fois&#xa0;; la grille décide</translation>
    </message>
    <message>
        <source>one loss and you are out; byes to the top seeds</source>
        <translation>une défaite et c&apos;est fini&#xa0;; exempts pour les meilleures têtes de série</translation>
    </message>
    <message>
        <source>out after two losses: a losers&apos; bracket, then a grand final</source>
        <translation>éliminé après deux défaites&#xa0;: un tableau des perdants, puis une grande finale</translation>
    </message>
    <message>
        <source>snake-seeded pools play round robin, the best go on to a knockout</source>
        <translation>des poules en serpentin jouent en tous contre tous, les meilleurs vont en phase finale</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Buchholz cut 1</source>
        <translation>Buchholz tronqué 1</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>Buchholz médian</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Confrontation directe</translation>
    </message>
    <message>
        <source>Format of {name}</source>
        <translation>Format de {name}</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nouvel événement</translation>
    </message>
    <message>
        <source>Event name</source>
        <translation>Nom de l&apos;événement</translation>
    </message>
    <message>
        <source>Type the event&apos;s name, e.g. the night or the tournament.</source>
        <translation>Saisissez le nom de l&apos;événement, p. ex. la soirée ou le tournoi.</translation>
    </message>
    <message>
        <source>Event date</source>
        <translation>Date de l&apos;événement</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Pick how the event is played; its options are shown below.</source>
        <translation>Choisissez comment l&apos;événement se joue&#xa0;; ses options s&apos;affichent en dessous.</translation>
    </message>
    <message>
        <source>Swiss rounds</source>
        <translation>Tours du système suisse</translation>
    </message>
    <message>
        <source>How many Swiss rounds; automatic is ⌈log₂ n⌉ for n entrants</source>
        <translation>Nombre de tours suisses&#xa0;; automatique = ⌈log₂ n⌉ pour n participants</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Tous contre tous</translation>
    </message>
    <message>
        <source>Pick whether everyone plays everyone once or twice.</source>
        <translation>Choisissez si chacun rencontre tous les autres une ou deux fois.</translation>
    </message>
    <message>
        <source>Once: everyone plays everyone once</source>
        <translation>Simple&#xa0;: chacun joue une fois contre tous</translation>
    </message>
    <message>
        <source>Twice: a double round robin</source>
        <translation>Double&#xa0;: tous contre tous aller-retour</translation>
    </message>
    <message>
        <source>Play a match for third place</source>
        <translation>Jouer un match pour la troisième place</translation>
    </message>
    <message>
        <source>Third-place match</source>
        <translation>Match pour la 3e place</translation>
    </message>
    <message>
        <source>When ticked, the semi-final losers play for third place.</source>
        <translation>Si coché, les perdants des demi-finales jouent pour la troisième place.</translation>
    </message>
    <message>
        <source>The day of the event.</source>
        <translation>Le jour de l&apos;événement.</translation>
    </message>
    <message>
        <source>Wins (byes and forfeits count)</source>
        <translation>Victoires (exemptions et forfaits compris)</translation>
    </message>
    <message>
        <source>Games won (over the board)</source>
        <translation>Parties gagnées (sur l&apos;échiquier)</translation>
    </message>
    <message>
        <source>Grand final reset</source>
        <translation>Revanche de la grande finale</translation>
    </message>
    <message>
        <source>When ticked, a second final is played if the losers&apos; bracket winner wins the first.</source>
        <translation>Si coché, une seconde finale est jouée si le vainqueur du tableau des perdants gagne la première.</translation>
    </message>
    <message>
        <source>Pool size</source>
        <translation>Taille des poules</translation>
    </message>
    <message>
        <source>How many entrants play in each pool.</source>
        <translation>Combien de participants jouent dans chaque poule.</translation>
    </message>
    <message>
        <source>Go on from each pool</source>
        <translation>Qualifiés par poule</translation>
    </message>
    <message>
        <source>How many of each pool go on to the knockout bracket.</source>
        <translation>Combien de participants de chaque poule passent en phase finale.</translation>
    </message>
    <message>
        <source>Tiebreaks</source>
        <translation>Départages</translation>
    </message>
    <message>
        <source>The tiebreaks in the order they decide; move the selected one up or down.</source>
        <translation>Les départages dans l&apos;ordre où ils décident&#xa0;; montez ou descendez celui sélectionné.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move tiebreak up</source>
        <translation>Monter le départage</translation>
    </message>
    <message>
        <source>The selected tiebreak decides earlier.</source>
        <translation>Le départage sélectionné décide plus tôt.</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Move tiebreak down</source>
        <translation>Descendre le départage</translation>
    </message>
    <message>
        <source>The selected tiebreak decides later.</source>
        <translation>Le départage sélectionné décide plus tard.</translation>
    </message>
    <message>
        <source>Ticked ones break ties, in this order; with none ticked the format&apos;s usual ones are used.</source>
        <translation>Les départages cochés s&apos;appliquent dans cet ordre&#xa0;; si aucun n&apos;est coché, ceux habituels du format sont utilisés.</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Date</translation>
    </message>
    <message>
        <source>&amp;Use the tables of {event}: {tables}</source>
        <translation>&amp;Utiliser les tables de {event}&#xa0;: {tables}</translation>
    </message>
    <message>
        <source>Use the tables of the last event</source>
        <translation>Utiliser les tables du dernier événement</translation>
    </message>
    <message>
        <source>The new event starts with the room&apos;s tables, as the last event had them; untick to add them one by one.</source>
        <translation>Le nouvel événement commence avec les tables de la salle, comme le dernier événement les avait&#xa0;; décochez pour les ajouter une à une.</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Format</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Tours</translation>
    </message>
    <message>
        <source>Pla&amp;yed</source>
        <translation>&amp;Joué</translation>
    </message>
    <message>
        <source>&amp;Pool size</source>
        <translation>Taille des &amp;poules</translation>
    </message>
    <message>
        <source>Go &amp;on from each pool</source>
        <translation>&amp;Qualifiés par poule</translation>
    </message>
    <message>
        <source>&amp;Tiebreaks</source>
        <translation>Dépa&amp;rtages</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
    <message numerus="yes">
        <source>Automatic ({rounds} for %n entrant(s))</source>
        <translation>
            <numerusform>Automatique ({rounds} pour %n participant)</numerusform>
            <numerusform>Automatique ({rounds} pour %n participants)</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic (⌈log₂ n⌉ for n entrants)</source>
        <translation>Automatique (⌈log₂ n⌉ pour n participants)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>The event needs a name.</source>
        <translation>L&apos;événement doit avoir un nom.</translation>
    </message>
</context>
<context>
    <name>night.event_line</name>
    <message>
        <source>round {round} of the winners&apos; bracket</source>
        <translation>tour {round} du tableau des gagnants</translation>
    </message>
    <message>
        <source>round {round} of the losers&apos; bracket</source>
        <translation>tour {round} du tableau des perdants</translation>
    </message>
    <message>
        <source>round {round} of the grand final</source>
        <translation>tour {round} de la grande finale</translation>
    </message>
    <message>
        <source>round {round} of the match for third place</source>
        <translation>tour {round} du match pour la 3e place</translation>
    </message>
    <message>
        <source>round {round} of {total}</source>
        <translation>tour {round} sur {total}</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>tour {round}</translation>
    </message>
    <message>
        <source>waiting for results</source>
        <translation>en attente des résultats</translation>
    </message>
    <message>
        <source>the pools are being played</source>
        <translation>les poules sont en cours</translation>
    </message>
    <message>
        <source>the grand final</source>
        <translation>la grande finale</translation>
    </message>
    <message>
        <source>the grand final&apos;s reset</source>
        <translation>la revanche de la grande finale</translation>
    </message>
    <message>
        <source>round {round} of the bracket</source>
        <translation>tour {round} du tableau</translation>
    </message>
    <message>
        <source>No event: choose one, or create one with New event…</source>
        <translation>Aucun événement&#xa0;: choisissez-en un, ou créez-en un avec Nouvel événement…</translation>
    </message>
    <message numerus="yes">
        <source>%n present</source>
        <translation>
            <numerusform>%n présent</numerusform>
            <numerusform>%n présents</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round} drawn, not started</source>
        <translation>tour {round} tiré, pas commencé</translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · ended early</source>
        <translation>
            <numerusform>{format} · %n participant · terminé plus tôt</numerusform>
            <numerusform>{format} · %n participants · terminé plus tôt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · ended · champion: {champion}</source>
        <translation>
            <numerusform>{format} · %n participant · terminé · vainqueur&#xa0;: {champion}</numerusform>
            <numerusform>{format} · %n participants · terminé · vainqueur&#xa0;: {champion}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · ended</source>
        <translation>
            <numerusform>{format} · %n participant · terminé</numerusform>
            <numerusform>{format} · %n participants · terminé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) seeded · not started: choose the entrants, then Start</source>
        <translation>
            <numerusform>{format} · %n participant classé · pas commencé&#xa0;: choisissez les participants, puis Démarrer</numerusform>
            <numerusform>{format} · %n participants classés · pas commencé&#xa0;: choisissez les participants, puis Démarrer</numerusform>
        </translation>
    </message>
    <message>
        <source>{format} · no entrants yet · not started: choose the entrants, then Start</source>
        <translation>{format} · aucun participant · pas commencé&#xa0;: choisissez les participants, puis Démarrer</translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · {where}</source>
        <translation>
            <numerusform>{format} · %n participant · {where}</numerusform>
            <numerusform>{format} · %n participants · {where}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>night.night_view</name>
    <message>
        <source>Chec&amp;k-in</source>
        <translation>&amp;Pointage</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Tours</translation>
    </message>
    <message>
        <source>E&amp;ntrants</source>
        <translation>Pa&amp;rticipants</translation>
    </message>
    <message>
        <source>&amp;Bracket</source>
        <translation>Ta&amp;bleau</translation>
    </message>
    <message>
        <source>T&amp;able</source>
        <translation>&amp;Grille</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>T&amp;ables</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>Classe&amp;ment</translation>
    </message>
    <message>
        <source>S&amp;haring</source>
        <translation>Partag&amp;e</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Pick the event to run: its entrants, rounds, tables and standings are shown below.</source>
        <translation>Choisissez l&apos;événement à mener&#xa0;: ses participants, tours, tables et classement s&apos;affichent en dessous.</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nouvel événement</translation>
    </message>
    <message>
        <source>A club night or a tournament: name, date, format and its options</source>
        <translation>Une soirée de club ou un tournoi&#xa0;: nom, date, format et options</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Change the event&apos;s format and options (until its first result)</source>
        <translation>Modifier le format et les options de l&apos;événement (jusqu&apos;au premier résultat)</translation>
    </message>
    <message>
        <source>Finish now…</source>
        <translation>Terminer maintenant…</translation>
    </message>
    <message>
        <source>Finish now</source>
        <translation>Terminer maintenant</translation>
    </message>
    <message>
        <source>Ends the event now: the final standings come from the matches played, the others are cancelled; Ctrl+Z brings it back.</source>
        <translation>Termine l&apos;événement maintenant&#xa0;: le classement final vient des matchs joués, les autres sont annulés&#xa0;; Ctrl+Z le rétablit.</translation>
    </message>
    <message>
        <source>Event format</source>
        <translation>Format de l&apos;événement</translation>
    </message>
    <message>
        <source>No event</source>
        <translation>Aucun événement</translation>
    </message>
    <message>
        <source>Reported results</source>
        <translation>Résultats déclarés</translation>
    </message>
    <message>
        <source>Results reported from phones wait here for you to confirm; opens them.</source>
        <translation>Les résultats déclarés depuis les téléphones attendent ici votre confirmation&#xa0;; les ouvre.</translation>
    </message>
    <message>
        <source>Ne&amp;w event…</source>
        <translation>Nou&amp;vel événement…</translation>
    </message>
    <message>
        <source>For&amp;mat…</source>
        <translation>Form&amp;ule…</translation>
    </message>
    <message>
        <source>&amp;Presenter window</source>
        <translation>Fenêtre d&apos;affic&amp;hage</translation>
    </message>
    <message>
        <source>A second window for a projector or TV: tables, brackets, who is next, the standings</source>
        <translation>Une seconde fenêtre pour un projecteur ou une télé&#xa0;: tables, tableaux, prochains matchs, classement</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Événement&#xa0;:</translation>
    </message>
    <message>
        <source>No event: choose or create one</source>
        <translation>Aucun événement&#xa0;: choisissez-en ou créez-en un</translation>
    </message>
    <message numerus="yes">
        <source>%n present</source>
        <translation>
            <numerusform>%n présent</numerusform>
            <numerusform>%n présents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entrant(s)</source>
        <translation>
            <numerusform>%n participant</numerusform>
            <numerusform>%n participants</numerusform>
        </translation>
    </message>
    <message>
        <source>Reported results: {count}</source>
        <translation>Résultats déclarés&#xa0;: {count}</translation>
    </message>
    <message>
        <source>{name} has started, so its format can&apos;t change any more.</source>
        <translation>{name} a commencé&#xa0;: son format ne peut plus changer.</translation>
    </message>
    <message>
        <source>{name} has results already, so its format can&apos;t change any more.</source>
        <translation>{name} a déjà des résultats&#xa0;: son format ne peut plus changer.</translation>
    </message>
    <message>
        <source>Format of {name}</source>
        <translation>Format de {name}</translation>
    </message>
    <message>
        <source>Finish {name} now?</source>
        <translation>Terminer {name} maintenant&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>The final standings will be those of the matches played; %n match(es) not played yet will be cancelled and not rated.</source>
        <translation>
            <numerusform>Le classement final sera celui des matchs joués&#xa0;; %n match pas encore joué sera annulé et non classé.</numerusform>
            <numerusform>Le classement final sera celui des matchs joués&#xa0;; %n matchs pas encore joués seront annulés et non classés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit ▸ Undo (Ctrl+Z) brings the event back as it was.</source>
        <translation>Édition ▸ Annuler (Ctrl+Z) rétablit l&apos;événement tel qu&apos;il était.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Finish {name} now</source>
        <translation>Terminer {name} maintenant</translation>
    </message>
    <message>
        <source>New event {name}</source>
        <translation>Nouvel événement {name}</translation>
    </message>
</context>
<context>
    <name>night.presenter</name>
    <message>
        <source>Full screen (F11)</source>
        <translation>Plein écran (F11)</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Plein écran</translation>
    </message>
    <message>
        <source>Show this window full screen on the chosen screen; Esc leaves it</source>
        <translation>Affiche cette fenêtre en plein écran sur l&apos;écran choisi&#xa0;; Échap en sort</translation>
    </message>
    <message>
        <source>High contrast (H)</source>
        <translation>Contraste élevé (H)</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>Pure black background, white text, yellow highlights and thicker lines</source>
        <translation>Fond noir pur, texte blanc, surlignages jaunes et traits plus épais</translation>
    </message>
    <message>
        <source>F11: full screen · Esc: leave full screen</source>
        <translation>F11&#xa0;: plein écran · Échap&#xa0;: quitter le plein écran</translation>
    </message>
    <message>
        <source>Tournament App — presenter</source>
        <translation>Tournament App — affichage</translation>
    </message>
    <message>
        <source>Club night</source>
        <translation>Soirée de club</translation>
    </message>
    <message>
        <source>On the tables</source>
        <translation>Sur les tables</translation>
    </message>
    <message>
        <source>Up next</source>
        <translation>À suivre</translation>
    </message>
    <message>
        <source>Tonight&apos;s standings</source>
        <translation>Classement de la soirée</translation>
    </message>
    <message>
        <source>Presenter screen</source>
        <translation>Écran d&apos;affichage</translation>
    </message>
    <message>
        <source>The screen or projector this window is shown on</source>
        <translation>L&apos;écran ou le projecteur sur lequel cette fenêtre s&apos;affiche</translation>
    </message>
    <message>
        <source>Screen:</source>
        <translation>Écran&#xa0;:</translation>
    </message>
    <message>
        <source>Follow on your phone</source>
        <translation>Suivez sur votre téléphone</translation>
    </message>
    <message>
        <source>View QR code</source>
        <translation>Code QR des pages</translation>
    </message>
    <message>
        <source>screen</source>
        <translation>écran</translation>
    </message>
    <message>
        <source>{number}: {name} ({width}×{height})</source>
        <translation>{number}&#xa0;: {name} ({width}×{height})</translation>
    </message>
    <message>
        <source>No event chosen</source>
        <translation>Aucun événement choisi</translation>
    </message>
    <message numerus="yes">
        <source>{event} · %n present</source>
        <translation>
            <numerusform>{event} · %n présent</numerusform>
            <numerusform>{event} · %n présents</numerusform>
        </translation>
    </message>
    <message>
        <source>free</source>
        <comment>table: no match on it</comment>
        <translation>libre</translation>
    </message>
    <message>
        <source>No tables yet</source>
        <translation>Pas encore de tables</translation>
    </message>
    <message>
        <source>Nobody waiting</source>
        <translation>Personne en attente</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Pas encore de résultats</translation>
    </message>
    <message>
        <source>{points} pt</source>
        <comment>one point</comment>
        <translation>{points} pt</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <comment>points</comment>
        <translation>{points} pts</translation>
    </message>
    <message numerus="yes">
        <source>%n gm</source>
        <comment>games played, short</comment>
        <translation>
            <numerusform>%n p.</numerusform>
            <numerusform>%n p.</numerusform>
        </translation>
    </message>
    <message>
        <source>No match on the tables</source>
        <translation>Aucun match sur les tables</translation>
    </message>
    <message>
        <source>{match} · table {table}</source>
        <translation>{match} · table {table}</translation>
    </message>
</context>
<context>
    <name>night.presenter_event</name>
    <message>
        <source> v </source>
        <comment>between the sides of a match</comment>
        <extracomment>Translators: between the sides of a match, spaces included (&quot;Ann v Bob&quot;)</extracomment>
        <translation> c. </translation>
    </message>
    <message>
        <source>Champion: {name}</source>
        <translation>Vainqueur&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Terminé</translation>
    </message>
    <message numerus="yes">
        <source>%n entrant(s) · not started</source>
        <translation>
            <numerusform>%n participant · pas commencé</numerusform>
            <numerusform>%n participants · pas commencé</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} of {total}</source>
        <translation>Tour {round} sur {total}</translation>
    </message>
    <message numerus="yes">
        <source>{done} of %n match(es) played</source>
        <translation>
            <numerusform>{done} match joué sur %n</numerusform>
            <numerusform>{done} matchs joués sur %n</numerusform>
        </translation>
    </message>
    <message>
        <source>No event chosen.</source>
        <translation>Aucun événement choisi.</translation>
    </message>
    <message>
        <source>The bracket or the first round is drawn when the event starts.</source>
        <translation>Le tableau ou le premier tour est tiré au début de l&apos;événement.</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
</context>
<context>
    <name>night.round_view</name>
    <message>
        <source>Drag a player onto another to swap them (or click one, then the other) before the round starts. Win chances come from the leaderboard&apos;s ratings.</source>
        <translation>Faites glisser un joueur sur un autre pour les échanger (ou cliquez sur l&apos;un, puis sur l&apos;autre) avant le début du tour. Les chances de victoire viennent des cotes du classement.</translation>
    </message>
    <message>
        <source>DYP (fixed pairs for the night, strongest with weakest)</source>
        <translation>DYP (paires fixes pour la soirée, le plus fort avec le plus faible)</translation>
    </message>
    <message>
        <source>Rotating partners (individual standings)</source>
        <translation>Partenaires tournants (classement individuel)</translation>
    </message>
    <message>
        <source>Swiss (one against one)</source>
        <translation>Système suisse (un contre un)</translation>
    </message>
    <message>
        <source>Round robin (one against one)</source>
        <translation>Tous contre tous (un contre un)</translation>
    </message>
    <message>
        <source>Draw mode DYP</source>
        <translation>Mode de tirage DYP</translation>
    </message>
    <message>
        <source>Draw mode rotating partners</source>
        <translation>Mode de tirage partenaires tournants</translation>
    </message>
    <message>
        <source>Draw mode Swiss</source>
        <translation>Mode de tirage système suisse</translation>
    </message>
    <message>
        <source>Draw mode round robin</source>
        <translation>Mode de tirage tous contre tous</translation>
    </message>
    <message>
        <source>Pairs are drawn once and kept all night: the strongest player with the weakest, so every pair is about as strong. Late arrivals are paired the same way among themselves; one left over pairs with the next late arrival and until then plays with a stand-in, a player whose partner sits out or is away, for that round only. Sitting out goes in turn.</source>
        <translation>Les paires sont tirées une fois et gardées toute la soirée&#xa0;: le joueur le plus fort avec le plus faible, pour que chaque paire ait à peu près la même force. Les retardataires sont appariés de la même façon entre eux&#xa0;; celui qui reste seul fait équipe avec le prochain retardataire et joue en attendant avec un remplaçant, un joueur dont le partenaire est au repos ou absent, pour ce tour seulement. Le repos se fait à tour de rôle.</translation>
    </message>
    <message>
        <source>Drag onto another player to swap them</source>
        <translation>Glisser sur un autre joueur pour les échanger</translation>
    </message>
    <message>
        <source>drawn, not started</source>
        <translation>tiré, pas commencé</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminé</translation>
    </message>
    <message numerus="yes">
        <source>started: {done} of %n result(s) in</source>
        <translation>
            <numerusform>commencé&#xa0;: {done} résultat saisi sur %n</numerusform>
            <numerusform>commencé&#xa0;: {done} résultats saisis sur %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw mode</source>
        <translation>Mode de tirage</translation>
    </message>
    <message>
        <source>Pick how the next round&apos;s teams and opponents are drawn.</source>
        <translation>Choisissez comment les équipes et les adversaires du prochain tour sont tirés.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Look back at an earlier round and its results</source>
        <translation>Revoir un tour précédent et ses résultats</translation>
    </message>
    <message>
        <source>&amp;Draw next round</source>
        <translation>T&amp;irer le tour suivant</translation>
    </message>
    <message>
        <source>Start ro&amp;und</source>
        <translation>Comme&amp;ncer le tour</translation>
    </message>
    <message>
        <source>D&amp;iscard draw</source>
        <translation>Annule&amp;r le tirage</translation>
    </message>
    <message>
        <source>Print pairin&amp;gs and slips…</source>
        <translation>Imprimer appariement&amp;s et feuilles…</translation>
    </message>
    <message>
        <source>Draw next round</source>
        <translation>Tirer le tour suivant</translation>
    </message>
    <message>
        <source>Draws the next round from the players present; it can still be changed.</source>
        <translation>Tire le prochain tour parmi les joueurs présents&#xa0;; il peut encore être modifié.</translation>
    </message>
    <message>
        <source>Starts the drawn round: its matches wait for free tables.</source>
        <translation>Lance le tour tiré&#xa0;: ses matchs attendent des tables libres.</translation>
    </message>
    <message>
        <source>Throws the drawn round away, to draw again.</source>
        <translation>Abandonne le tour tiré, pour refaire le tirage.</translation>
    </message>
    <message>
        <source>The night&apos;s rounds with table numbers, then a score slip per match (print preview first)</source>
        <translation>Les tours de la soirée avec les numéros de table, puis une feuille de match par match (aperçu d&apos;abord)</translation>
    </message>
    <message>
        <source>DYP rule</source>
        <translation>Règle DYP</translation>
    </message>
    <message>
        <source>Stand-ins</source>
        <translation>Remplaçants</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Mode&#xa0;:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Tour&#xa0;:</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Tour {number}</translation>
    </message>
    <message>
        <source>No round drawn yet: check players in, pick a mode, draw.</source>
        <translation>Aucun tour tiré&#xa0;: pointez les joueurs, choisissez un mode, tirez.</translation>
    </message>
    <message>
        <source>Round {number} — {mode} — {state}</source>
        <translation>Tour {number} — {mode} — {state}</translation>
    </message>
    <message>
        <source>Match {number} · {table}</source>
        <translation>Match {number} · {table}</translation>
    </message>
    <message>
        <source>Match {number}</source>
        <translation>Match {number}</translation>
    </message>
    <message>
        <source>v</source>
        <comment>versus</comment>
        <translation>c.</translation>
    </message>
    <message>
        <source>Each side&apos;s chance to win before the game</source>
        <translation>Chance de victoire de chaque camp avant la partie</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>Au repos</translation>
    </message>
    <message>
        <source>waiting for a table</source>
        <translation>en attente d&apos;une table</translation>
    </message>
    <message>
        <source>called</source>
        <comment>match: called to a table</comment>
        <translation>appelé</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>result deleted</source>
        <translation>résultat supprimé</translation>
    </message>
    <message>
        <source>DYP: {rule}</source>
        <translation>DYP&#xa0;: {rule}</translation>
    </message>
    <message>
        <source>Drawing the next round…</source>
        <translation>Tirage du tour suivant…</translation>
    </message>
    <message>
        <source>Swap players</source>
        <translation>Échanger les joueurs</translation>
    </message>
    <message>
        <source>Start round {number}</source>
        <translation>Commencer le tour {number}</translation>
    </message>
    <message>
        <source>Discard round {number}</source>
        <translation>Annuler le tour {number}</translation>
    </message>
</context>
<context>
    <name>night.tables_view</name>
    <message>
        <source>A knockout match: one side must win (no draw).</source>
        <translation>Match à élimination&#xa0;: un camp doit gagner (pas de nul).</translation>
    </message>
    <message>
        <source>Result — {table}</source>
        <translation>Résultat — {table}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{table}&lt;/b&gt;: {match}&lt;br&gt;Chances before the game: {chances}</source>
        <translation>&lt;b&gt;{table}&lt;/b&gt;&#xa0;: {match}&lt;br&gt;Chances avant la partie&#xa0;: {chances}</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Score (optional)</source>
        <translation>Score (facultatif)</translation>
    </message>
    <message>
        <source>Side {number} place</source>
        <translation>Place du camp {number}</translation>
    </message>
    <message>
        <source>The side&apos;s placement: 1 is the winner; equal places are a tie. Left at —, the score decides.</source>
        <translation>La place du camp&#xa0;: 1 est le gagnant&#xa0;; des places égales font un nul. Laissée à —, c&apos;est le score qui décide.</translation>
    </message>
    <message>
        <source>Side {number} score</source>
        <translation>Score du camp {number}</translation>
    </message>
    <message>
        <source>Type the side&apos;s score, if the game keeps one.</source>
        <translation>Saisissez le score du camp, si le jeu en tient un.</translation>
    </message>
    <message>
        <source>{names} won</source>
        <translation>Victoire&#xa0;: {names}</translation>
    </message>
    <message>
        <source>Saves the result with this side as the winner.</source>
        <translation>Enregistre le résultat avec ce camp comme vainqueur.</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>result: nobody won</comment>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>Saves the result as a draw.</source>
        <translation>Enregistre le résultat comme match nul.</translation>
    </message>
    <message>
        <source>Result problem</source>
        <translation>Problème de résultat</translation>
    </message>
    <message>
        <source>Started at {time}</source>
        <translation>Commencé à {time}</translation>
    </message>
    <message>
        <source>Started now</source>
        <translation>Commencé maintenant</translation>
    </message>
    <message>
        <source>Record that the players have begun (the start time)</source>
        <translation>Noter que les joueurs ont commencé (l&apos;heure de début)</translation>
    </message>
    <message>
        <source>Tables — click a table to enter its result</source>
        <translation>Tables — cliquez sur une table pour saisir son résultat</translation>
    </message>
    <message>
        <source>Up next</source>
        <translation>À suivre</translation>
    </message>
    <message>
        <source>The matches waiting for a free table, in the order they are called.</source>
        <translation>Les matchs en attente d&apos;une table libre, dans l&apos;ordre d&apos;appel.</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>The club&apos;s tables in calling order; select one to rename, move or take out of use.</source>
        <translation>Les tables du club dans l&apos;ordre d&apos;appel&#xa0;; sélectionnez-en une pour la renommer, la déplacer ou la mettre hors service.</translation>
    </message>
    <message>
        <source>New table&apos;s name</source>
        <translation>Nom de la nouvelle table</translation>
    </message>
    <message>
        <source>Type a name for a new table, then press Enter to add it.</source>
        <translation>Saisissez le nom d&apos;une nouvelle table, puis appuyez sur Entrée pour l&apos;ajouter.</translation>
    </message>
    <message>
        <source>Adds a table with the name typed.</source>
        <translation>Ajoute une table avec le nom saisi.</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Asks for a new name for the selected table.</source>
        <translation>Demande un nouveau nom pour la table sélectionnée.</translation>
    </message>
    <message>
        <source>Out of use</source>
        <translation>Hors service</translation>
    </message>
    <message>
        <source>Takes the selected table out of use, or back into use.</source>
        <translation>Met la table sélectionnée hors service, ou la remet en service.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Calls the selected table earlier.</source>
        <translation>Appelle la table sélectionnée plus tôt.</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Calls the selected table later.</source>
        <translation>Appelle la table sélectionnée plus tard.</translation>
    </message>
    <message>
        <source>Call next matches</source>
        <translation>Appeler les matchs suivants</translation>
    </message>
    <message>
        <source>Put waiting matches on free tables (done by itself after each result)</source>
        <translation>Placer les matchs en attente sur les tables libres (automatique après chaque résultat)</translation>
    </message>
    <message>
        <source>A&amp;dd table</source>
        <translation>A&amp;jouter une table</translation>
    </message>
    <message>
        <source>Call ne&amp;xt matches</source>
        <translation>Appeler les matchs &amp;suivants</translation>
    </message>
    <message>
        <source>&lt;b&gt;Up next&lt;/b&gt; (called to the next free table; never someone still playing)</source>
        <translation>&lt;b&gt;À suivre&lt;/b&gt; (appelés à la prochaine table libre&#xa0;; jamais quelqu&apos;un qui joue encore)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tables&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tables&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Opens the form for this table&apos;s result.</source>
        <translation>Ouvre le formulaire du résultat de cette table.</translation>
    </message>
    <message>
        <source>No tables yet: add some on the right; the ready matches are called to them.</source>
        <translation>Pas encore de tables&#xa0;: ajoutez-en à droite&#xa0;; les matchs prêts y sont appelés.</translation>
    </message>
    <message>
        <source>No tables yet: add some on the right, or start a round (one table per match is made).</source>
        <translation>Pas encore de tables&#xa0;: ajoutez-en à droite, ou commencez un tour (une table par match est créée).</translation>
    </message>
    <message>
        <source>{number}. {match}   ({where}, {chances})</source>
        <translation>{number}. {match}   ({where}, {chances})</translation>
    </message>
    <message>
        <source>{table}  (out of use)</source>
        <translation>{table}  (hors service)</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>tour {round}</translation>
    </message>
    <message>
        <source>winners&apos; round {round}</source>
        <translation>gagnants, tour {round}</translation>
    </message>
    <message>
        <source>losers&apos; round {round}</source>
        <translation>perdants, tour {round}</translation>
    </message>
    <message>
        <source>grand final</source>
        <translation>grande finale</translation>
    </message>
    <message>
        <source>grand final reset</source>
        <translation>revanche de la grande finale</translation>
    </message>
    <message>
        <source>for third place</source>
        <translation>pour la 3e place</translation>
    </message>
    <message>
        <source>{bracket} round {round}</source>
        <translation>{bracket} tour {round}</translation>
    </message>
    <message>
        <source>match {number}, {where}</source>
        <translation>match {number}, {where}</translation>
    </message>
    <message>
        <source>{table}
out of use</source>
        <translation>{table}
hors service</translation>
    </message>
    <message>
        <source>{table}
free</source>
        <translation>{table}
libre</translation>
    </message>
    <message>
        <source>playing since {time}</source>
        <translation>en jeu depuis {time}</translation>
    </message>
    <message>
        <source>called {time}</source>
        <translation>appelé à {time}</translation>
    </message>
    <message>
        <source>Back in use</source>
        <translation>Remettre en service</translation>
    </message>
    <message>
        <source>Result of {match}</source>
        <translation>Résultat de {match}</translation>
    </message>
    <message>
        <source>Start {match}</source>
        <translation>Commencer {match}</translation>
    </message>
    <message>
        <source>Table {number}</source>
        <translation>Table {number}</translation>
    </message>
    <message>
        <source>Add table {name}</source>
        <translation>Ajouter la table {name}</translation>
    </message>
    <message>
        <source>Rename table</source>
        <translation>Renommer la table</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Rename table {name}</source>
        <translation>Renommer la table {name}</translation>
    </message>
    <message>
        <source>{name} out of use</source>
        <translation>{name} hors service</translation>
    </message>
    <message>
        <source>{name} back in use</source>
        <translation>{name} remise en service</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>Déplacer {name}</translation>
    </message>
</context>
<context>
    <name>planning.balance_view</name>
    <message>
        <source>Found as the best of all {count} possible splits.</source>
        <translation>Meilleure des {count} répartitions possibles.</translation>
    </message>
    <message>
        <source>Found by a heuristic (too many splits to try all): team totals differ by at most {bound}, the gap between the strongest and weakest player.</source>
        <translation>Trouvée par une heuristique (trop de répartitions pour toutes les essayer)&#xa0;: les totaux des équipes diffèrent d&apos;au plus {bound}, l&apos;écart entre le joueur le plus fort et le plus faible.</translation>
    </message>
    <message>
        <source>Found by a heuristic (too many splits to try all).</source>
        <translation>Trouvée par une heuristique (trop de répartitions pour toutes les essayer).</translation>
    </message>
    <message>
        <source>{left} v {right}</source>
        <translation>{left} contre {right}</translation>
    </message>
    <message>
        <source>Players present</source>
        <translation>Joueurs présents</translation>
    </message>
    <message>
        <source>Number of teams</source>
        <translation>Nombre d&apos;équipes</translation>
    </message>
    <message>
        <source>How many teams to make from the players ticked as present.</source>
        <translation>Combien d&apos;équipes former avec les joueurs cochés présents.</translation>
    </message>
    <message>
        <source>as even as possible</source>
        <translation>le plus équilibré possible</translation>
    </message>
    <message>
        <source>Players per team; the players present must fill every team exactly</source>
        <translation>Joueurs par équipe&#xa0;; les joueurs présents doivent remplir chaque équipe exactement</translation>
    </message>
    <message>
        <source>Balance teams</source>
        <translation>Équilibrer les équipes</translation>
    </message>
    <message>
        <source>Splits the players present into teams of even strength.</source>
        <translation>Répartit les joueurs présents en équipes de force égale.</translation>
    </message>
    <message>
        <source>First player of the pair</source>
        <translation>Premier joueur de la paire</translation>
    </message>
    <message>
        <source>Pick a player to keep together with, or apart from, the second one.</source>
        <translation>Choisissez un joueur à garder avec le second, ou à séparer de lui.</translation>
    </message>
    <message>
        <source>Second player of the pair</source>
        <translation>Second joueur de la paire</translation>
    </message>
    <message>
        <source>Pick the other player of the pair.</source>
        <translation>Choisissez l&apos;autre joueur de la paire.</translation>
    </message>
    <message>
        <source>Keep together</source>
        <translation>Garder ensemble</translation>
    </message>
    <message>
        <source>The two players chosen end up in the same team.</source>
        <translation>Les deux joueurs choisis se retrouvent dans la même équipe.</translation>
    </message>
    <message>
        <source>Keep apart</source>
        <translation>Séparer</translation>
    </message>
    <message>
        <source>The two players chosen end up in different teams.</source>
        <translation>Les deux joueurs choisis se retrouvent dans des équipes différentes.</translation>
    </message>
    <message>
        <source>Pairs kept together or apart</source>
        <translation>Paires gardées ensemble ou séparées</translation>
    </message>
    <message>
        <source>The pairs the balancer respects; select one to remove it.</source>
        <translation>Les paires que l&apos;équilibrage respecte&#xa0;; sélectionnez-en une pour la retirer.</translation>
    </message>
    <message>
        <source>Remove pair</source>
        <translation>Retirer la paire</translation>
    </message>
    <message>
        <source>Forgets the pair selected in the list.</source>
        <translation>Oublie la paire sélectionnée dans la liste.</translation>
    </message>
    <message>
        <source>Balanced teams</source>
        <translation>Équipes équilibrées</translation>
    </message>
    <message>
        <source>Each team with its players, their ratings and the team&apos;s chance to win.</source>
        <translation>Chaque équipe avec ses joueurs, leurs cotes et la chance de victoire de l&apos;équipe.</translation>
    </message>
    <message>
        <source>Team / player</source>
        <translation>Équipe / joueur</translation>
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
        <translation>Cote</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Chance de victoire</translation>
    </message>
    <message>
        <source>Tick the players present, choose the number of teams, then Balance teams.</source>
        <translation>Cochez les joueurs présents, choisissez le nombre d&apos;équipes, puis Équilibrer les équipes.</translation>
    </message>
    <message>
        <source>Load teams into the match form</source>
        <translation>Charger les équipes dans la saisie de match</translation>
    </message>
    <message>
        <source>Opens the match form with these teams as the sides.</source>
        <translation>Ouvre la saisie de match avec ces équipes comme camps.</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <source>Σ {total}</source>
        <translation>Σ {total}</translation>
    </message>
    <message>
        <source>Predicted chances {chances}; match quality &lt;b&gt;{quality}&lt;/b&gt; (100% = even). {method}</source>
        <translation>Chances prévues {chances}&#xa0;; qualité du match &lt;b&gt;{quality}&lt;/b&gt; (100&#xa0;% = équilibré). {method}</translation>
    </message>
    <message>
        <source>{low}–{high}%</source>
        <translation>{low}–{high}&#xa0;%</translation>
    </message>
    <message>
        <source>met tonight already</source>
        <translation>déjà affrontés ce soir</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} sits this one out</source>
        <translation>{name} ne joue pas cette fois</translation>
    </message>
    <message>
        <source>no repeats of tonight&apos;s pairings.</source>
        <translation>aucune paire de ce soir ne se répète.</translation>
    </message>
    <message numerus="yes">
        <source>%n repeat(s) could not be avoided.</source>
        <translation>
            <numerusform>%n répétition n&apos;a pas pu être évitée.</numerusform>
            <numerusform>%n répétitions n&apos;ont pas pu être évitées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Players per team</source>
        <translation>Joueurs par équipe</translation>
    </message>
    <message>
        <source>Pairs (optional)</source>
        <translation>Paires (facultatif)</translation>
    </message>
    <message>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <source>Find opponents for</source>
        <translation>Trouver des adversaires pour</translation>
    </message>
    <message>
        <source>Pick the player who needs an opponent.</source>
        <translation>Choisissez le joueur qui a besoin d&apos;un adversaire.</translation>
    </message>
    <message>
        <source>Lowest chance to win</source>
        <translation>Chance de victoire minimale</translation>
    </message>
    <message>
        <source>The least chance to win, in percent, an opponent may leave the player.</source>
        <translation>La plus faible chance de victoire, en pourcentage, qu&apos;un adversaire peut laisser au joueur.</translation>
    </message>
    <message>
        <source>Highest chance to win</source>
        <translation>Chance de victoire maximale</translation>
    </message>
    <message>
        <source>The greatest chance to win, in percent, an opponent may leave the player.</source>
        <translation>La plus forte chance de victoire, en pourcentage, qu&apos;un adversaire peut laisser au joueur.</translation>
    </message>
    <message>
        <source>only players present</source>
        <translation>seulement les joueurs présents</translation>
    </message>
    <message>
        <source>Only players present</source>
        <translation>Seulement les joueurs présents</translation>
    </message>
    <message>
        <source>When ticked, only players ticked as present are offered.</source>
        <translation>Si coché, seuls les joueurs cochés présents sont proposés.</translation>
    </message>
    <message>
        <source>Find opponents</source>
        <translation>Trouver des adversaires</translation>
    </message>
    <message>
        <source>Lists the opponents whose chance to win lies in the range.</source>
        <translation>Liste les adversaires dont la chance de victoire se situe dans la fourchette.</translation>
    </message>
    <message>
        <source>Even opponents</source>
        <translation>Adversaires de même niveau</translation>
    </message>
    <message>
        <source>The opponents found, with the chance to win and the match quality.</source>
        <translation>Les adversaires trouvés, avec la chance de victoire et la qualité du match.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Chance de victoire</translation>
    </message>
    <message>
        <source>Match quality</source>
        <translation>Qualité du match</translation>
    </message>
    <message>
        <source>Pick the event whose pairings should not be played again.</source>
        <translation>Choisissez l&apos;événement dont les appariements ne doivent pas se répéter.</translation>
    </message>
    <message>
        <source>Pair the waiting players</source>
        <translation>Apparier les joueurs en attente</translation>
    </message>
    <message>
        <source>Pairs the players ticked as present: similar skills, no repeat of tonight&apos;s pairings where possible</source>
        <translation>Apparie les joueurs cochés présents&#xa0;: niveaux proches, sans répéter les paires de la soirée si possible</translation>
    </message>
    <message>
        <source>Pairings of the waiting players</source>
        <translation>Appariements des joueurs en attente</translation>
    </message>
    <message>
        <source>The proposed matches, one a row, with the chances and the match quality.</source>
        <translation>Les matchs proposés, un par ligne, avec les chances et la qualité du match.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Chances</source>
        <translation>Chances</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Load match into the match form</source>
        <translation>Charger le match dans la saisie de match</translation>
    </message>
    <message>
        <source>Opens the match form with the pairing selected.</source>
        <translation>Ouvre la saisie de match avec l&apos;appariement sélectionné.</translation>
    </message>
    <message>
        <source>Even opponents for one player</source>
        <translation>Adversaires de même niveau pour un joueur</translation>
    </message>
    <message>
        <source>chance between</source>
        <translation>chance entre</translation>
    </message>
    <message>
        <source>Pair the players waiting (the players ticked as present)</source>
        <translation>Apparier les joueurs en attente (les joueurs cochés présents)</translation>
    </message>
    <message>
        <source>Avoid repeats from</source>
        <translation>Éviter les répétitions depuis</translation>
    </message>
    <message>
        <source>Matchmaking</source>
        <translation>Appariement</translation>
    </message>
    <message>
        <source>Today&apos;s matches</source>
        <translation>Matchs du jour</translation>
    </message>
    <message>
        <source>Choose two different players present for a pair.</source>
        <translation>Choisissez deux joueurs présents différents pour une paire.</translation>
    </message>
    <message>
        <source>{a} and {b}: {value}</source>
        <translation>{a} et {b}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>Tick at least {value} players present.</source>
        <translation>Cochez au moins {value} joueurs présents.</translation>
    </message>
    <message>
        <source>Balancing…</source>
        <translation>Équilibrage…</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Team {n}  ({count} players)</source>
        <translation>Équipe {n}  ({count} joueurs)</translation>
    </message>
    <message numerus="yes">
        <source>%n opponent(s) give {who} a chance of {window}, most even first.</source>
        <translation>
            <numerusform>%n adversaire donne à {who} une chance de {window}, le plus équilibré d&apos;abord.</numerusform>
            <numerusform>%n adversaires donnent à {who} une chance de {window}, les plus équilibrés d&apos;abord.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody gives {who} a chance of {window}; widen the window.</source>
        <translation>Aucun adversaire ne donne à {who} une chance de {window}&#xa0;; élargissez la fourchette.</translation>
    </message>
    <message>
        <source>Tick at least two players present (the players waiting).</source>
        <translation>Cochez au moins deux joueurs présents (les joueurs en attente).</translation>
    </message>
</context>
<context>
    <name>planning.bracket_canvas</name>
    <message>
        <source>Double elimination: the winners&apos; bracket uses this same seed order; first-round losers drop into the losers&apos; bracket in bracket order.</source>
        <translation>Double élimination&#xa0;: le tableau des gagnants suit ce même ordre des têtes de série&#xa0;; les perdants du premier tour passent dans le tableau des perdants dans l&apos;ordre du tableau.</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Demi-finales</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Quarts de finale</translation>
    </message>
    <message>
        <source>Last {slots}</source>
        <extracomment>Translators: a bracket round named by how many are left in it (&quot;Last 16&quot;)</extracomment>
        <translation>{slots} derniers</translation>
    </message>
    <message>
        <source>Tick at least two entrants to see the bracket.</source>
        <translation>Cochez au moins deux participants pour voir le tableau.</translation>
    </message>
    <message>
        <source>Seed {seed}: {name} ({club})</source>
        <translation>Tête de série {seed}&#xa0;: {name} ({club})</translation>
    </message>
    <message>
        <source>Seed {seed}: {name}</source>
        <translation>Tête de série {seed}&#xa0;: {name}</translation>
    </message>
    <message numerus="yes">
        <source>; moved %n place(s) to keep clubs apart (seed {rating_seed} by rating)</source>
        <extracomment>Translators: added to &quot;Seed 3: Ann&quot;; %n is how many places the seed moved</extracomment>
        <translation>
            <numerusform>&#xa0;; déplacé de %n place pour séparer les clubs (tête de série {rating_seed} d&apos;après la cote)</numerusform>
            <numerusform>&#xa0;; déplacé de %n places pour séparer les clubs (tête de série {rating_seed} d&apos;après la cote)</numerusform>
        </translation>
    </message>
    <message>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>Tour 1</translation>
    </message>
    <message>
        <source>Both entrants are from the same club or roster</source>
        <translation>Les deux participants sont du même club ou de la même équipe</translation>
    </message>
</context>
<context>
    <name>planning.entrant_picker</name>
    <message>
        <source>Search…</source>
        <translation>Rechercher…</translation>
    </message>
    <message>
        <source>Search entrants</source>
        <translation>Rechercher des participants</translation>
    </message>
    <message>
        <source>Type part of a name or club; only matching entrants are listed.</source>
        <translation>Saisissez une partie d&apos;un nom ou d&apos;un club&#xa0;; seuls les participants correspondants sont listés.</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>Participants</translation>
    </message>
    <message>
        <source>Tick the players or teams who take part; space ticks the selected one.</source>
        <translation>Cochez les joueurs ou les équipes qui participent&#xa0;; Espace coche celui sélectionné.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
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
        <translation>Cocher tous les affichés</translation>
    </message>
    <message>
        <source>Ticks every entrant listed.</source>
        <translation>Coche tous les participants listés.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Tout décocher</translation>
    </message>
    <message>
        <source>Unticks every entrant.</source>
        <translation>Décoche tous les participants.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>{name}: μ {mu} ± {sigma}, %n game(s)</source>
        <translation>
            <numerusform>{name}&#xa0;: μ {mu} ± {sigma}, %n partie</numerusform>
            <numerusform>{name}&#xa0;: μ {mu} ± {sigma}, %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} of {topLevelItemCount} ticked</source>
        <translation>{count} cochés sur {topLevelItemCount}</translation>
    </message>
</context>
<context>
    <name>planning.evaluation_view</name>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <translation>Log-loss</translation>
    </message>
    <message>
        <source>Lower is better: how surprised the system was by the results (later 30% of the history)</source>
        <translation>Plus bas = meilleur&#xa0;: à quel point le système a été surpris par les résultats (30&#xa0;% les plus récents de l&apos;historique)</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Share of decisive matches whose winner had the highest predicted chance</source>
        <translation>Part des matchs décisifs dont le vainqueur avait la plus forte chance prévue</translation>
    </message>
    <message>
        <source>Matches scored</source>
        <translation>Matchs évalués</translation>
    </message>
    <message>
        <source>β</source>
        <translation>β</translation>
    </message>
    <message>
        <source>&lt;b&gt;Log-loss&lt;/b&gt;: how surprised a system was by the results it had to predict. &lt;b&gt;Lower log-loss is better.&lt;/b&gt;&lt;br&gt;&lt;b&gt;Accuracy&lt;/b&gt;: how often the side a system gave the best chance actually won.&lt;br&gt;&lt;b&gt;Chart&lt;/b&gt;: for each chance a system gave (across), how often those sides really won (up); the nearer its line to the dashed diagonal, the more honest its chances.</source>
        <translation>&lt;b&gt;Log-loss&lt;/b&gt;&#xa0;: à quel point un système a été surpris par les résultats qu&apos;il devait prédire. &lt;b&gt;Plus la log-loss est basse, mieux c&apos;est.&lt;/b&gt;&lt;br&gt;&lt;b&gt;Précision&lt;/b&gt;&#xa0;: à quelle fréquence le camp auquel un système donnait la meilleure chance a réellement gagné.&lt;br&gt;&lt;b&gt;Graphique&lt;/b&gt;&#xa0;: pour chaque chance donnée par un système (en abscisse), à quelle fréquence ces camps ont vraiment gagné (en ordonnée)&#xa0;; plus sa courbe est proche de la diagonale en pointillés, plus ses chances sont honnêtes.</translation>
    </message>
    <message>
        <source>Not enough matches to compare the systems yet: record a few club nights, then evaluate again.</source>
        <translation>Pas encore assez de matchs pour comparer les systèmes&#xa0;: enregistrez quelques soirées de club, puis évaluez de nouveau.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Best for this club: {system} with {setting}&lt;/b&gt;.</source>
        <extracomment>Translators: {system} is a rating system, {setting} its tuned values (&quot;β = 3.99, τ = 0.319&quot;)</extracomment>
        <translation>&lt;b&gt;Le meilleur pour ce club&#xa0;: {system} avec {setting}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Best for this club: {system}&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Le meilleur pour ce club&#xa0;: {system}&lt;/b&gt;.</translation>
    </message>
    <message numerus="yes">
        <source>It predicted the last %n match(es) best (log-loss {loss}, against {runner_loss} for {runner}).</source>
        <extracomment>Translators: %n is how many matches were predicted; {runner} is the next best rating system</extracomment>
        <translation>
            <numerusform>C&apos;est lui qui a le mieux prédit sur %n match récent (log-loss {loss}, contre {runner_loss} pour {runner}).</numerusform>
            <numerusform>C&apos;est lui qui a le mieux prédit sur les %n derniers matchs (log-loss {loss}, contre {runner_loss} pour {runner}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It predicted the last %n match(es) best (log-loss {loss}).</source>
        <translation>
            <numerusform>C&apos;est lui qui a le mieux prédit sur %n match récent (log-loss {loss}).</numerusform>
            <numerusform>C&apos;est lui qui a le mieux prédit sur les %n derniers matchs (log-loss {loss}).</numerusform>
        </translation>
    </message>
    <message>
        <source>This leaderboard already uses it, so there is nothing to change.</source>
        <translation>Ce classement l&apos;utilise déjà, il n&apos;y a donc rien à changer.</translation>
    </message>
    <message>
        <source>To rate this leaderboard with it, click &lt;b&gt;Use the best for this leaderboard&lt;/b&gt;, or choose {system} in &lt;b&gt;Leaderboard ▸ Settings…&lt;/b&gt; (every match is re-rated; Edit ▸ Undo takes it back).</source>
        <translation>Pour coter ce classement avec lui, cliquez sur &lt;b&gt;Utiliser le meilleur pour ce classement&lt;/b&gt;, ou choisissez {system} dans &lt;b&gt;Classement ▸ Paramètres…&lt;/b&gt; (chaque match est recalculé&#xa0;; Édition ▸ Annuler revient en arrière).</translation>
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
        <translation>valeurs par défaut</translation>
    </message>
    <message>
        <source>Replays this leaderboard&apos;s history under each rating system, predicting every match before rating it, and scores the later 30%. Tune also searches each system&apos;s main parameters (β and τ, C or K) on the earlier 70%.</source>
        <translation>Rejoue l&apos;historique de ce classement avec chaque système de cote, en prédisant chaque match avant de le coter, et évalue les 30&#xa0;% les plus récents. «&#xa0;Ajuster et évaluer&#xa0;» cherche aussi les paramètres principaux de chaque système (β et τ, C ou K) sur les 70&#xa0;% les plus anciens.</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>Évaluer</translation>
    </message>
    <message>
        <source>Tune and evaluate</source>
        <translation>Ajuster et évaluer</translation>
    </message>
    <message>
        <source>Use the best for this leaderboard</source>
        <translation>Utiliser le meilleur pour ce classement</translation>
    </message>
    <message>
        <source>Predicted chance to win</source>
        <translation>Chance de victoire prévue</translation>
    </message>
    <message>
        <source>Observed win rate</source>
        <translation>Taux de victoire observé</translation>
    </message>
    <message>
        <source>What to pick</source>
        <translation>Que choisir</translation>
    </message>
    <message>
        <source>Scores each rating system on this leaderboard&apos;s history.</source>
        <translation>Évalue chaque système de cote sur l&apos;historique de ce classement.</translation>
    </message>
    <message>
        <source>Tunes each system&apos;s main parameters first, then scores it; takes longer.</source>
        <translation>Ajuste d&apos;abord les paramètres principaux de chaque système, puis l&apos;évalue&#xa0;; plus long.</translation>
    </message>
    <message>
        <source>Switches this leaderboard to the system that predicted best.</source>
        <translation>Fait passer ce classement au système qui a le mieux prédit.</translation>
    </message>
    <message>
        <source>Rating systems compared</source>
        <translation>Systèmes de cote comparés</translation>
    </message>
    <message>
        <source>Each rating system, one a row, with its prediction scores.</source>
        <translation>Chaque système de cote, un par ligne, avec ses scores de prédiction.</translation>
    </message>
    <message>
        <source>Calibration chart</source>
        <translation>Graphique de calibration</translation>
    </message>
    <message>
        <source>Predicted chance to win against the observed win rate, for each system.</source>
        <translation>Chance de victoire prévue face au taux de victoire observé, pour chaque système.</translation>
    </message>
    <message>
        <source>Tuning and evaluating…</source>
        <translation>Ajustement et évaluation…</translation>
    </message>
    <message>
        <source>Evaluating…</source>
        <translation>Évaluation…</translation>
    </message>
    <message>
        <source>The evaluation was cancelled; nothing was changed.</source>
        <translation>L&apos;évaluation a été annulée&#xa0;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The evaluation did not finish.</source>
        <translation>L&apos;évaluation ne s&apos;est pas terminée.</translation>
    </message>
    <message>
        <source>perfect</source>
        <comment>the chart&apos;s diagonal: chances that come true as often as they say</comment>
        <translation>parfait</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;br&gt;</source>
        <translation>&lt;br&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Use {system} for this leaderboard</source>
        <translation>Utiliser {system} pour ce classement</translation>
    </message>
    <message>
        <source>Re-rating every match with the new system…</source>
        <translation>Recalcul de chaque match avec le nouveau système…</translation>
    </message>
</context>
<context>
    <name>planning.seed_exports</name>
    <message>
        <source>Export seed list</source>
        <translation>Exporter la liste des têtes de série</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>Fichier CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export plain list</source>
        <translation>Exporter une liste simple</translation>
    </message>
    <message>
        <source>Text file (*.txt);;All files (*)</source>
        <translation>Fichier texte (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Wrote {result} entrants to {path}</source>
        <translation>{result} participants écrits dans {path}</translation>
    </message>
</context>
<context>
    <name>planning.seed_tables</name>
    <message>
        <source>by lot</source>
        <extracomment>Translators: in the seed list&apos;s rating column: an unrated entrant placed by drawing lots</extracomment>
        <translation>tiré au sort</translation>
    </message>
    <message>
        <source>Pool {name}</source>
        <translation>Poule {name}</translation>
    </message>
    <message>
        <source>{first} v {second}</source>
        <translation>{first} contre {second}</translation>
    </message>
    <message>
        <source>bye: {name}</source>
        <translation>exempt&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Tour {n}</translation>
    </message>
</context>
<context>
    <name>planning.seeding_view</name>
    <message>
        <source>Players I tick</source>
        <translation>Joueurs que je coche</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source> of the leaderboard</source>
        <translation> du classement</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Teams (rosters)</source>
        <translation>Équipes (fixes)</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>Participants</translation>
    </message>
    <message>
        <source>Keep clubs and rosters apart in round 1</source>
        <translation>Séparer clubs et équipes au 1er tour</translation>
    </message>
    <message>
        <source> places</source>
        <translation> places</translation>
    </message>
    <message>
        <source>Club separation never moves a seed further than this</source>
        <translation>La séparation des clubs ne déplace jamais une tête de série plus loin</translation>
    </message>
    <message>
        <source>Seeding</source>
        <translation>Têtes de série</translation>
    </message>
    <message>
        <source>Seed by</source>
        <translation>Classer par</translation>
    </message>
    <message>
        <source>The entrants are the players or teams ticked in the list.</source>
        <translation>Les participants sont les joueurs ou les équipes cochés dans la liste.</translation>
    </message>
    <message>
        <source>The entrants are the best of the leaderboard.</source>
        <translation>Les participants sont les meilleurs du classement.</translation>
    </message>
    <message>
        <source>Top of the leaderboard</source>
        <translation>Haut du classement</translation>
    </message>
    <message>
        <source>How many of the leaderboard&apos;s best players enter.</source>
        <translation>Combien des meilleurs joueurs du classement participent.</translation>
    </message>
    <message>
        <source>Entrants are</source>
        <translation>Les participants sont</translation>
    </message>
    <message>
        <source>Pick whether players or teams enter the bracket.</source>
        <translation>Choisissez si des joueurs ou des équipes entrent dans le tableau.</translation>
    </message>
    <message>
        <source>Pick what orders the seeds.</source>
        <translation>Choisissez ce qui ordonne les têtes de série.</translation>
    </message>
    <message>
        <source>Keep clubs and rosters apart</source>
        <translation>Séparer clubs et équipes fixes</translation>
    </message>
    <message>
        <source>When ticked, entrants of one club or roster do not meet in the first round.</source>
        <translation>Si coché, les participants d&apos;un même club ou d&apos;une même équipe ne se rencontrent pas au premier tour.</translation>
    </message>
    <message>
        <source>Move a seed at most</source>
        <translation>Déplacer une tête de série d&apos;au plus</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>The first round of the bracket drawn from the seeds.</source>
        <translation>Le premier tour du tableau, tiré d&apos;après les têtes de série.</translation>
    </message>
    <message>
        <source>Export seed list (CSV)…</source>
        <translation>Exporter les têtes de série (CSV)…</translation>
    </message>
    <message>
        <source>Saves the seed list as a CSV file.</source>
        <translation>Enregistre la liste des têtes de série en fichier CSV.</translation>
    </message>
    <message>
        <source>Export plain list…</source>
        <translation>Exporter une liste simple…</translation>
    </message>
    <message>
        <source>One name per line in seed order: what bracket websites accept for bulk entry</source>
        <translation>Un nom par ligne dans l&apos;ordre des têtes de série&#xa0;: ce qu&apos;acceptent les sites de tableaux pour une saisie groupée</translation>
    </message>
    <message>
        <source>The entrants in seed order, with club and rating.</source>
        <translation>Les participants dans l&apos;ordre des têtes de série, avec club et cote.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Tête de série</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>By rating</source>
        <translation>Par cote</translation>
    </message>
    <message>
        <source>Pool size</source>
        <translation>Taille des poules</translation>
    </message>
    <message>
        <source>How many entrants play in each round robin pool.</source>
        <translation>Combien de participants jouent dans chaque poule en tous contre tous.</translation>
    </message>
    <message>
        <source> entrants</source>
        <translation> participants</translation>
    </message>
    <message>
        <source>Round robin pools</source>
        <translation>Poules en tous contre tous</translation>
    </message>
    <message>
        <source>Each pool with its rounds and their matches.</source>
        <translation>Chaque poule avec ses tours et leurs matchs.</translation>
    </message>
    <message>
        <source>Pool / round</source>
        <translation>Poule / tour</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <source>Pools of at most</source>
        <translation>Poules d&apos;au plus</translation>
    </message>
    <message>
        <source>(snake order; each pool plays a round robin, circle method)</source>
        <translation>(ordre en serpentin&#xa0;; chaque poule joue en tous contre tous, méthode du cercle)</translation>
    </message>
    <message>
        <source>Single / double elimination</source>
        <translation>Élimination directe / double</translation>
    </message>
    <message>
        <source>Seed list</source>
        <translation>Liste des têtes de série</translation>
    </message>
    <message>
        <source>Print blank seed sheet…</source>
        <translation>Imprimer une feuille de tirage vierge…</translation>
    </message>
    <message>
        <source>Print blank seed sheet</source>
        <translation>Imprimer une feuille de tirage vierge</translation>
    </message>
    <message>
        <source>Prints this seeding as an empty bracket to fill in by hand. An event&apos;s bracket with its results prints from the Event tab&apos;s Bracket page (Ctrl+P).</source>
        <translation>Imprime ce tirage comme un tableau vide à remplir à la main. Le tableau d&apos;un événement avec ses résultats s&apos;imprime depuis la page Tableau de l&apos;onglet Événement (Ctrl+P).</translation>
    </message>
    <message>
        <source>An empty bracket of these seeds, to fill in by hand. The bracket of an event, with its results: Event tab ▸ Bracket ▸ Print… (Ctrl+P)</source>
        <translation>Un tableau vide de ce tirage, à remplir à la main. Le tableau d&apos;un événement, avec ses résultats&#xa0;: onglet Événement ▸ Tableau ▸ Imprimer… (Ctrl+P)</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Tous contre tous</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Système suisse</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Tick at least two entrants (or choose the top N) to seed a bracket.</source>
        <translation>Cochez au moins deux participants (ou choisissez les N premiers) pour remplir un tableau.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n entrant(s)&lt;/b&gt; in a bracket of {size}</source>
        <translation>
            <numerusform>&lt;b&gt;%n participant&lt;/b&gt; dans un tableau de {size}</numerusform>
            <numerusform>&lt;b&gt;%n participants&lt;/b&gt; dans un tableau de {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n bye(s) to the top seed(s)</source>
        <translation>
            <numerusform>, %n exempt pour la meilleure tête de série</numerusform>
            <numerusform>, %n exempts pour les meilleures têtes de série</numerusform>
        </translation>
    </message>
    <message>
        <source>, seeded by {key}.</source>
        <translation>, classés par {key}.</translation>
    </message>
    <message numerus="yes">
        <source>Club separation moved %n entrant(s)</source>
        <translation>
            <numerusform>La séparation des clubs a déplacé %n participant</numerusform>
            <numerusform>La séparation des clubs a déplacé %n participants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(at most %n place(s)).</source>
        <translation>
            <numerusform>(au plus %n place).</numerusform>
            <numerusform>(au plus %n places).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n first-round match(es) still pair one club (outlined): moving seeds up to {places} places cannot avoid it.</source>
        <translation>
            <numerusform>%n match du premier tour oppose encore un même club (encadré)&#xa0;: déplacer les têtes de série de {places} places au plus ne peut l&apos;éviter.</numerusform>
            <numerusform>%n matchs du premier tour opposent encore un même club (encadrés)&#xa0;: déplacer les têtes de série de {places} places au plus ne peut l&apos;éviter.</numerusform>
        </translation>
    </message>
    <message>
        <source>No first-round match pairs one club.</source>
        <translation>Aucun match du premier tour n&apos;oppose un même club.</translation>
    </message>
    <message numerus="yes">
        <source>%n first-round match(es) pair one club or roster (outlined); tick “Keep clubs and rosters apart” to separate them.</source>
        <translation>
            <numerusform>%n match du premier tour oppose un même club ou une même équipe (encadré)&#xa0;; cochez «&#xa0;Séparer clubs et équipes&#xa0;» pour les séparer.</numerusform>
            <numerusform>%n matchs du premier tour opposent un même club ou une même équipe (encadrés)&#xa0;; cochez «&#xa0;Séparer clubs et équipes&#xa0;» pour les séparer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planning.swiss_tab</name>
    <message>
        <source>Swiss event</source>
        <translation>Événement au système suisse</translation>
    </message>
    <message>
        <source>Pick the event whose next round is paired.</source>
        <translation>Choisissez l&apos;événement dont le prochain tour est apparié.</translation>
    </message>
    <message>
        <source>Pair next round</source>
        <translation>Apparier le tour suivant</translation>
    </message>
    <message>
        <source>Pairs the next round from the event&apos;s results so far.</source>
        <translation>Apparie le prochain tour d&apos;après les résultats de l&apos;événement jusqu&apos;ici.</translation>
    </message>
    <message>
        <source>Swiss pairings</source>
        <translation>Appariements au système suisse</translation>
    </message>
    <message>
        <source>The boards of the next round: players, their scores and the chance to win.</source>
        <translation>Les tables du prochain tour&#xa0;: les joueurs, leurs scores et la chance de victoire.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Pairs the event&apos;s players (or the players ticked) from the event&apos;s results so far.</source>
        <translation>Apparie les joueurs de l&apos;événement (ou les joueurs cochés) d&apos;après ses résultats jusqu&apos;ici.</translation>
    </message>
    <message>
        <source>Load board into the match form</source>
        <translation>Charger la table dans la saisie de match</translation>
    </message>
    <message>
        <source>Opens the match form with the board selected.</source>
        <translation>Ouvre la saisie de match avec la table sélectionnée.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Round {number}: %n board(s), equal scores top half v bottom half, no rematches.</source>
        <translation>
            <numerusform>Tour {number}&#xa0;: %n table, à score égal moitié haute contre moitié basse, sans revanche.</numerusform>
            <numerusform>Tour {number}&#xa0;: %n tables, à score égal moitié haute contre moitié basse, sans revanche.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bye: &lt;b&gt;{name}&lt;/b&gt; ({score} points).</source>
        <translation>Exempt&#xa0;: &lt;b&gt;{name}&lt;/b&gt; ({score} points).</translation>
    </message>
</context>
<context>
    <name>players.players_view</name>
    <message>
        <source>Search players…</source>
        <translation>Rechercher des joueurs…</translation>
    </message>
    <message>
        <source>Search players</source>
        <translation>Chercher des joueurs</translation>
    </message>
    <message>
        <source>Type part of a name or club; only matching players are listed.</source>
        <translation>Saisissez une partie d&apos;un nom ou d&apos;un club&#xa0;; seuls les joueurs correspondants sont listés.</translation>
    </message>
    <message>
        <source>Show archived</source>
        <translation>Afficher les archivés</translation>
    </message>
    <message>
        <source>Show archived players</source>
        <translation>Afficher les joueurs archivés</translation>
    </message>
    <message>
        <source>When ticked, archived players are listed too.</source>
        <translation>Si coché, les joueurs archivés sont aussi listés.</translation>
    </message>
    <message>
        <source>New player&apos;s name, then Enter</source>
        <translation>Nom du nouveau joueur, puis Entrée</translation>
    </message>
    <message>
        <source>New player name</source>
        <translation>Nom du nouveau joueur</translation>
    </message>
    <message>
        <source>Type a new player&apos;s name, then press Enter to add them.</source>
        <translation>Saisissez le nom d&apos;un nouveau joueur, puis appuyez sur Entrée pour l&apos;ajouter.</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Ajouter le joueur</translation>
    </message>
    <message>
        <source>Adds the player whose name is typed.</source>
        <translation>Ajoute le joueur dont le nom est saisi.</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Asks for a new name for the selected player.</source>
        <translation>Demande un nouveau nom pour le joueur sélectionné.</translation>
    </message>
    <message>
        <source>Set club…</source>
        <translation>Définir le club…</translation>
    </message>
    <message>
        <source>Asks for the club of the selected players.</source>
        <translation>Demande le club des joueurs sélectionnés.</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archiver</translation>
    </message>
    <message>
        <source>Hides the selected players from lists; their matches stay.</source>
        <translation>Masque les joueurs sélectionnés dans les listes&#xa0;; leurs matchs restent.</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Fusionner…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Each player, one a row, with club, status and the day added; a double-click opens the player&apos;s page.</source>
        <translation>Chaque joueur, un par ligne, avec club, statut et date d&apos;ajout&#xa0;; un double-clic ouvre la page du joueur.</translation>
    </message>
    <message>
        <source>Unarchive</source>
        <translation>Désarchiver</translation>
    </message>
    <message>
        <source>Select exactly two players: the same person entered twice</source>
        <translation>Sélectionnez exactement deux joueurs&#xa0;: la même personne saisie deux fois</translation>
    </message>
    <message>
        <source>Added {name}.</source>
        <translation>{name} ajouté.</translation>
    </message>
    <message>
        <source>Add player {name}</source>
        <translation>Ajouter le joueur {name}</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Renommer le joueur</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>Nouveau nom pour {name}&#xa0;:</translation>
    </message>
    <message>
        <source>Rename {old} to {new}</source>
        <translation>Renommer {old} en {new}</translation>
    </message>
    <message>
        <source>Set club</source>
        <translation>Définir le club</translation>
    </message>
    <message>
        <source>Club of {name} (empty for none):</source>
        <translation>Club de {name} (vide pour aucun)&#xa0;:</translation>
    </message>
    <message>
        <source>Set club of {name}</source>
        <translation>Définir le club de {name}</translation>
    </message>
    <message>
        <source>Unarchive {name}</source>
        <translation>Désarchiver {name}</translation>
    </message>
    <message>
        <source>Archive {name}</source>
        <translation>Archiver {name}</translation>
    </message>
    <message>
        <source>Merge {gone} into {keep}</source>
        <translation>Fusionner {gone} dans {keep}</translation>
    </message>
    <message>
        <source>Merging {gone} into {keep} and rebuilding ratings…</source>
        <translation>Fusion de {gone} dans {keep} et recalcul des cotes…</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Fusionner les joueurs</translation>
    </message>
    <message>
        <source>Keep the name</source>
        <translation>Garder le nom</translation>
    </message>
    <message>
        <source>Pick which of the two names the merged player keeps.</source>
        <translation>Choisissez lequel des deux noms le joueur fusionné garde.</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionner</translation>
    </message>
    <message>
        <source>Makes the two players one, with the matches of both.</source>
        <translation>Fait des deux joueurs un seul, avec les matchs des deux.</translation>
    </message>
    <message>
        <source>All results of &lt;b&gt;{esc}&lt;/b&gt; will move to &lt;b&gt;{esc2}&lt;/b&gt;, “{esc}” will be removed, and every rating from their first match on will be recomputed. You can undo this with Edit ▸ Undo.</source>
        <translation>Tous les résultats de &lt;b&gt;{esc}&lt;/b&gt; passeront à &lt;b&gt;{esc2}&lt;/b&gt;, «&#xa0;{esc}&#xa0;» sera supprimé et toutes les cotes depuis son premier match seront recalculées. Vous pourrez l&apos;annuler avec Édition ▸ Annuler.</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <source>Each team, one a row, with its members; a double-click edits it.</source>
        <translation>Chaque équipe, une par ligne, avec ses membres&#xa0;; un double-clic la modifie.</translation>
    </message>
    <message>
        <source>New team…</source>
        <translation>Nouvelle équipe…</translation>
    </message>
    <message>
        <source>Opens a form to make a new team.</source>
        <translation>Ouvre un formulaire pour créer une nouvelle équipe.</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Opens the selected team&apos;s name and members.</source>
        <translation>Ouvre le nom et les membres de l&apos;équipe sélectionnée.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Removes the selected team; its players stay.</source>
        <translation>Supprime l&apos;équipe sélectionnée&#xa0;; ses joueurs restent.</translation>
    </message>
    <message>
        <source>New team {name}</source>
        <translation>Nouvelle équipe {name}</translation>
    </message>
    <message>
        <source>Edit team {name}</source>
        <translation>Modifier l’équipe {name}</translation>
    </message>
    <message>
        <source>Remove team {name}</source>
        <translation>Retirer l’équipe {name}</translation>
    </message>
    <message>
        <source>Edit team</source>
        <translation>Modifier l&apos;équipe</translation>
    </message>
    <message>
        <source>New team</source>
        <translation>Nouvelle équipe</translation>
    </message>
    <message>
        <source>Team name</source>
        <translation>Nom de l&apos;équipe</translation>
    </message>
    <message>
        <source>Type the team&apos;s name.</source>
        <translation>Saisissez le nom de l&apos;équipe.</translation>
    </message>
    <message>
        <source>Filter players…</source>
        <translation>Filtrer les joueurs…</translation>
    </message>
    <message>
        <source>Filter players</source>
        <translation>Filtrer les joueurs</translation>
    </message>
    <message>
        <source>Type part of a name; only matching players are listed.</source>
        <translation>Saisissez une partie d&apos;un nom&#xa0;; seuls les joueurs correspondants sont listés.</translation>
    </message>
    <message>
        <source>Team members</source>
        <translation>Membres de l&apos;équipe</translation>
    </message>
    <message>
        <source>Tick the players of the team; space ticks the selected one.</source>
        <translation>Cochez les joueurs de l&apos;équipe&#xa0;; Espace coche celui sélectionné.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Membres</translation>
    </message>
    <message>
        <source>The team needs a name.</source>
        <translation>L&apos;équipe doit avoir un nom.</translation>
    </message>
    <message>
        <source>Tick at least one member.</source>
        <translation>Cochez au moins un membre.</translation>
    </message>
</context>
<context>
    <name>printouts.bracket</name>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Demi-finales</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Quarts de finale</translation>
    </message>
    <message>
        <source>Last {slots}</source>
        <extracomment>Translators: a bracket round named by how many are left in it (&quot;Last 16&quot;)</extracomment>
        <translation>Tour des {slots}</translation>
    </message>
    <message>
        <source>Seed sheet — {leaderboard}</source>
        <translation>Feuille de tirage — {leaderboard}</translation>
    </message>
    <message numerus="yes">
        <source>{club} · {leaderboard} · %n entrant(s) in a bracket of {size} · {date}</source>
        <translation>
            <numerusform>{club} · {leaderboard} · %n participant dans un tableau de {size} · {date}</numerusform>
            <numerusform>{club} · {leaderboard} · %n participants dans un tableau de {size} · {date}</numerusform>
        </translation>
    </message>
    <message>
        <source>Winner of match {number}</source>
        <translation>Vainqueur du match {number}</translation>
    </message>
    <message>
        <source>Section {section} of {sections}: its winner goes on to page {page}</source>
        <translation>Partie {section} sur {sections}&#xa0;: son vainqueur continue en page {page}</translation>
    </message>
    <message>
        <source>Winner of section {section} (page {page})</source>
        <translation>Vainqueur de la partie {section} (page {page})</translation>
    </message>
    <message>
        <source>The section winners play on to the final</source>
        <translation>Les vainqueurs des parties continuent jusqu&apos;à la finale</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>Tour 1</translation>
    </message>
    <message>
        <source>{name} (by lot)</source>
        <extracomment>Translators: a bracket slot&apos;s entrant who was placed among the unrated ones by drawing lots</extracomment>
        <translation>{name} (tiré au sort)</translation>
    </message>
    <message>
        <source>bye</source>
        <extracomment>Translators: an empty place in a bracket: the opponent goes through without playing</extracomment>
        <translation>exempt</translation>
    </message>
</context>
<context>
    <name>printouts.event_bracket</name>
    <message>
        <source>Champion: {names}</source>
        <translation>Vainqueur&#xa0;: {names}</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>pas commencé</translation>
    </message>
    <message numerus="yes">
        <source>{club} · {format} · %n entrant(s) · {state} · {date}</source>
        <translation>
            <numerusform>{club} · {format} · %n participant · {state} · {date}</numerusform>
            <numerusform>{club} · {format} · %n participants · {state} · {date}</numerusform>
        </translation>
    </message>
    <message>
        <source>Bracket — {event}</source>
        <translation>Tableau — {event}</translation>
    </message>
    <message>
        <source>“{event}” has no bracket yet.</source>
        <translation>«&#xa0;{event}&#xa0;» n&apos;a pas encore de tableau.</translation>
    </message>
    <message>
        <source>Continued on page {page}.</source>
        <translation>Suite en page {page}.</translation>
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
        <translation>Buchholz tronqué 1</translation>
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
        <translation>BHM</translation>
    </message>
    <message>
        <source>median Buchholz</source>
        <translation>Buchholz médian</translation>
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
        <translation>CD</translation>
    </message>
    <message>
        <source>WIN</source>
        <translation>WIN</translation>
    </message>
    <message>
        <source>wins, byes included</source>
        <translation>victoires, exemptions comprises</translation>
    </message>
    <message>
        <source>WON</source>
        <translation>WON</translation>
    </message>
    <message>
        <source>games won over the board</source>
        <translation>parties gagnées sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>direct encounter: points among the tied</source>
        <translation>confrontation directe : points entre les ex æquo</translation>
    </message>
    <message>
        <source>Grand final</source>
        <extracomment>Translators: the grand final&apos;s second match, played when the losers&apos; bracket winner wins the first</extracomment>
        <translation>Grande finale</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Third place</source>
        <translation>3e place</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Tour {number}</translation>
    </message>
    <message>
        <source>Winners&apos; final</source>
        <translation>Finale des gagnants</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Demi-finales</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Quarts de finale</translation>
    </message>
    <message>
        <source>Grand final, reset</source>
        <translation>Grande finale, revanche</translation>
    </message>
    <message>
        <source>Losers&apos; bracket, round {number}</source>
        <translation>Tableau des perdants, tour {number}</translation>
    </message>
    <message>
        <source>Winners&apos; bracket, round {number}</source>
        <translation>Tableau des gagnants, tour {number}</translation>
    </message>
    <message>
        <source>{pool}, round {number}</source>
        <extracomment>Translators: {pool} is a pool&apos;s name (&quot;Pool A&quot;)</extracomment>
        <translation>{pool}, tour {number}</translation>
    </message>
    <message>
        <source>Losers&apos; final</source>
        <translation>Finale des perdants</translation>
    </message>
    <message>
        <source>Winners&apos; bracket</source>
        <translation>Tableau des gagnants</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>Losers&apos; bracket</source>
        <translation>Tableau des perdants</translation>
    </message>
    <message>
        <source> · round {number}</source>
        <translation> · tour {number}</translation>
    </message>
    <message>
        <source> · rounds {first}–{last}</source>
        <translation> · tours {first}–{last}</translation>
    </message>
    <message>
        <source> · part {part} of {parts}</source>
        <translation> · partie {part} sur {parts}</translation>
    </message>
    <message>
        <source>{short}: {name}</source>
        <translation>{short}&#xa0;: {name}</translation>
    </message>
    <message>
        <source> · round {number} of {total}</source>
        <translation> · tour {number} sur {total}</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>bye</source>
        <extracomment>Translators: an empty place in a bracket: the opponent goes through without playing</extracomment>
        <translation>exempt</translation>
    </message>
    <message>
        <source>Needs clearing</source>
        <translation>À libérer</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <source>Next · table {table}</source>
        <translation>Ensuite · table {table}</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Ensuite</translation>
    </message>
</context>
<context>
    <name>printouts.event_paint</name>
    <message>
        <source>Third place</source>
        <translation>3e place</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Pts</source>
        <extracomment>Translators: short column heading: points</extracomment>
        <translation>Pts</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Pas encore de résultats</translation>
    </message>
</context>
<context>
    <name>printouts.event_standings</name>
    <message>
        <source>Final standings — {event}</source>
        <translation>Classement final — {event}</translation>
    </message>
    <message>
        <source>Standings — {event}</source>
        <translation>Classement — {event}</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>No standings yet: the event has not started.</source>
        <translation>Pas encore de classement&#xa0;: l&apos;événement n&apos;a pas commencé.</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>Pas encore de résultats.</translation>
    </message>
    <message>
        <source>Champion: {names}</source>
        <translation>Vainqueur&#xa0;: {names}</translation>
    </message>
    <message>
        <source>The event has not started yet.</source>
        <translation>L&apos;événement n&apos;a pas encore commencé.</translation>
    </message>
    <message>
        <source>The event is still being played: the places of those still in are not settled yet.</source>
        <translation>L&apos;événement est en cours&#xa0;: les places de ceux encore en lice ne sont pas encore fixées.</translation>
    </message>
    <message>
        <source>The event is still being played: these are the standings after the results so far.</source>
        <translation>L&apos;événement est en cours&#xa0;: voici le classement d&apos;après les résultats saisis.</translation>
    </message>
    <message>
        <source>Round {number} of {total}. {state}</source>
        <translation>Tour {number} sur {total}. {state}</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>en lice</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Grille croisée</translation>
    </message>
    <message>
        <source>Crosstable — {pool}</source>
        <translation>Grille croisée — {pool}</translation>
    </message>
    <message>
        <source> (columns {first}–{last})</source>
        <translation> (colonnes {first}–{last})</translation>
    </message>
    <message>
        <source>Entrant</source>
        <translation>Participant</translation>
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
        <translation>Page {page} sur {count}</translation>
    </message>
</context>
<context>
    <name>printouts.rounds</name>
    <message>
        <source>Table</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Side 1</source>
        <translation>Camp 1</translation>
    </message>
    <message>
        <source>Side 2</source>
        <translation>Camp 2</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Chance de victoire</translation>
    </message>
    <message>
        <source>queue</source>
        <extracomment>Translators: the table column of a match that waits for a free table</extracomment>
        <translation>en attente</translation>
    </message>
    <message>
        <source>no table yet</source>
        <translation>pas encore de table</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source>Pairings — {event}</source>
        <translation>Appariements — {event}</translation>
    </message>
    <message>
        <source>No rounds drawn yet.</source>
        <translation>Aucun tour tiré.</translation>
    </message>
    <message>
        <source>Side {number} reports</source>
        <translation>Le camp {number} déclare</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Tour {number}</translation>
    </message>
    <message>
        <source>{round} (continued)</source>
        <extracomment>Translators: a round&apos;s heading on its second page: {round} is &quot;Round 3&quot; or &quot;Winners&apos; bracket, round 1&quot;</extracomment>
        <translation>{round} (suite)</translation>
    </message>
    <message>
        <source>Tables, bracket and standings on your phone:</source>
        <translation>Tables, tableau et classement sur votre téléphone&#xa0;:</translation>
    </message>
    <message>
        <source>scan the code (venue Wi-Fi)</source>
        <translation>scannez le code (Wi-Fi de la salle)</translation>
    </message>
    <message>
        <source>v</source>
        <extracomment>Translators: &quot;versus&quot; between the sides of a match</extracomment>
        <translation>c.</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Au repos&#xa0;: {names}</translation>
    </message>
    <message>
        <source>Score slips — {event}</source>
        <translation>Feuilles de match — {event}</translation>
    </message>
    <message>
        <source>{club} · {event} · {date} · cut along the dashed lines</source>
        <translation>{club} · {event} · {date} · découper le long des pointillés</translation>
    </message>
    <message>
        <source>No matches drawn yet.</source>
        <translation>Aucun match tiré.</translation>
    </message>
    <message>
        <source>{round} · {table}</source>
        <translation>{round} · {table}</translation>
    </message>
    <message>
        <source>Side {number}</source>
        <translation>Camp {number}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Hand this slip to the organizer when the match is over.</source>
        <translation>Remettez cette feuille à l&apos;organisateur à la fin du match.</translation>
    </message>
</context>
<context>
    <name>printouts.season_sheet</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Counted results</source>
        <translation>Résultats comptés</translation>
    </message>
    <message>
        <source>Season — {name}</source>
        <translation>Saison — {name}</translation>
    </message>
    <message>
        <source>{club} · {leaderboard} · {start} to {end} · {date}</source>
        <translation>{club} · {leaderboard} · du {start} au {end} · {date}</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) with results; best {best} events count. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n événement avec résultats&#xa0;; les {best} meilleurs comptent. Points par place&#xa0;: {scale}.</numerusform>
            <numerusform>%n événements avec résultats&#xa0;; les {best} meilleurs comptent. Points par place&#xa0;: {scale}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) with results; every event counts. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n événement avec résultats&#xa0;; tous comptent. Points par place&#xa0;: {scale}.</numerusform>
            <numerusform>%n événements avec résultats&#xa0;; tous comptent. Points par place&#xa0;: {scale}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No results in this season yet.</source>
        <translation>Pas encore de résultats dans cette saison.</translation>
    </message>
</context>
<context>
    <name>printouts.standings</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Translators: column heading of the printed standings: how many matches the player won (a word, not &quot;W&quot;)</extracomment>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Standings — {leaderboard}</source>
        <translation>Classement — {leaderboard}</translation>
    </message>
    <message>
        <source>No rated players yet.</source>
        <translation>Pas encore de joueurs cotés.</translation>
    </message>
</context>
<context>
    <name>ratings.base</name>
    <message>
        <source>A match needs at least one side; &apos;teams&apos; is empty.</source>
        <translation>Un match demande au moins un camp&#xa0;; «&#xa0;teams&#xa0;» est vide.</translation>
    </message>
    <message>
        <source>The lists &apos;teams&apos; and &apos;ranks&apos; must have the same length (got {sides} sides and {ranks} ranks).</source>
        <translation>Les listes «&#xa0;teams&#xa0;» et «&#xa0;ranks&#xa0;» doivent avoir la même longueur (reçu {sides} camps et {ranks} places).</translation>
    </message>
    <message>
        <source>The lists &apos;teams&apos; and &apos;scores&apos; must have the same length (got {sides} sides and {scores} scores).</source>
        <translation>Les listes «&#xa0;teams&#xa0;» et «&#xa0;scores&#xa0;» doivent avoir la même longueur (reçu {sides} camps et {scores} scores).</translation>
    </message>
    <message>
        <source>Side {side} has no players.</source>
        <translation>Le camp {side} n&apos;a aucun joueur.</translation>
    </message>
    <message>
        <source>The same rating object {rating!r} appears more than once (again on side {side}); a player can play only once in a match.</source>
        <translation>Le même objet de cote {rating!r} apparaît plus d&apos;une fois (de nouveau dans le camp {side})&#xa0;; un joueur ne peut jouer qu&apos;une fois dans un match.</translation>
    </message>
    <message>
        <source>Side {side} has no valid rank: {rank!r}.</source>
        <translation>Le camp {side} n&apos;a pas de place valide&#xa0;: {rank!r}.</translation>
    </message>
    <message>
        <source>Side {side} has no valid score: {score!r}.</source>
        <translation>Le camp {side} n&apos;a pas de score valide&#xa0;: {score!r}.</translation>
    </message>
    <message>
        <source>Expected a Rating, got {type}: {rating!r}.</source>
        <translation>Rating attendu, reçu {type}&#xa0;: {rating!r}.</translation>
    </message>
    <message>
        <source>A rating&apos;s mu must be a finite number, got {mu!r}.</source>
        <translation>Le mu d&apos;une cote doit être un nombre fini, reçu {mu!r}.</translation>
    </message>
    <message>
        <source>A rating&apos;s sigma must be a finite number &gt;= 0, got {sigma!r}.</source>
        <translation>Le sigma d&apos;une cote doit être un nombre fini &gt;= 0, reçu {sigma!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be a number, got {value!r}.</source>
        <translation>Le paramètre {name} doit être un nombre, reçu {value!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be a finite number &gt;= 0, got {value!r}.</source>
        <translation>Le paramètre {name} doit être un nombre fini &gt;= 0, reçu {value!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be a finite number &gt; 0, got {value!r}.</source>
        <translation>Le paramètre {name} doit être un nombre fini &gt; 0, reçu {value!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be a finite number, got {value!r}.</source>
        <translation>Le paramètre {name} doit être un nombre fini, reçu {value!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be between {low} and {high} (got {value:g}).</source>
        <translation>Le paramètre {name} doit être compris entre {low} et {high} (reçu {value:g}).</translation>
    </message>
    <message numerus="yes">
        <source>Unknown parameter(s) {names} for {system} (its parameters: {known}).</source>
        <translation>
            <numerusform>Paramètre inconnu {names} pour {system} (ses paramètres&#xa0;: {known}).</numerusform>
            <numerusform>Paramètres inconnus {names} pour {system} (ses paramètres&#xa0;: {known}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Bad parameter for {system}: {error}</source>
        <translation>Paramètre invalide pour {system}&#xa0;: {error}</translation>
    </message>
</context>
<context>
    <name>ratings.elo</name>
    <message>
        <source>The initial rating mu ({mu!r}) is below the floor ({floor!r}).</source>
        <translation>La cote de départ mu ({mu!r}) est sous le plancher ({floor!r}).</translation>
    </message>
    <message>
        <source>Elo ratings have no deviation: sigma must be 0, got {sigma!r}.</source>
        <translation>Les cotes Elo n&apos;ont pas d&apos;écart&#xa0;: sigma doit valoir 0, reçu {sigma!r}.</translation>
    </message>
    <message>
        <source>A match needs &apos;ranks&apos; or &apos;scores&apos;.</source>
        <translation>Un match demande «&#xa0;ranks&#xa0;» ou «&#xa0;scores&#xa0;».</translation>
    </message>
    <message>
        <source>Decaying {rating!r} over {days!r} idle days gives no finite rating.</source>
        <translation>Faire décroître {rating!r} sur {days!r} jours d&apos;inactivité ne donne pas de cote finie.</translation>
    </message>
    <message>
        <source>The frag matrix must be square (n×n), got shape {shape}.</source>
        <translation>La matrice de frags doit être carrée (n×n), reçu la forme {shape}.</translation>
    </message>
    <message>
        <source>The frag matrix must hold finite numbers &gt;= 0.</source>
        <translation>La matrice de frags doit contenir des nombres finis &gt;= 0.</translation>
    </message>
</context>
<context>
    <name>ratings.glicko</name>
    <message>
        <source>Game {number} has no valid outcome in [0, 1]: {outcome!r}.</source>
        <translation>La partie {number} n&apos;a pas de résultat valide dans [0, 1]&#xa0;: {outcome!r}.</translation>
    </message>
</context>
<context>
    <name>ratings.guards</name>
    <message>
        <source>This result would give an impossible rating (mu {mu:g}, sigma {sigma:g}); check the leaderboard&apos;s parameters and the points or scores of the results.</source>
        <translation>Ce résultat donnerait une cote impossible (mu {mu:g}, sigma {sigma:g})&#xa0;; vérifiez les paramètres du classement et les points ou scores des résultats.</translation>
    </message>
    <message>
        <source>Match {match} of {matches} would give an impossible rating (mu {mu:g}, sigma {sigma:g}); check the leaderboard&apos;s parameters and the points or scores of the results.</source>
        <translation>Le match {match} sur {matches} donnerait une cote impossible (mu {mu:g}, sigma {sigma:g})&#xa0;; vérifiez les paramètres du classement et les points ou scores des résultats.</translation>
    </message>
</context>
<context>
    <name>ratings.otr</name>
    <message>
        <source>A match rated by its games needs at least one game.</source>
        <translation>Un match coté par ses parties demande au moins une partie.</translation>
    </message>
    <message>
        <source>Game {number} has no player.</source>
        <translation>La partie {number} n&apos;a aucun joueur.</translation>
    </message>
    <message>
        <source>Game {number}: player {player} is not one of the {count} players.</source>
        <translation>Partie {number}&#xa0;: le joueur {player} ne fait pas partie des {count} joueurs.</translation>
    </message>
    <message>
        <source>Game {number}: player {player} has no valid score: {score!r}.</source>
        <translation>Partie {number}&#xa0;: le joueur {player} n&apos;a pas de score valide&#xa0;: {score!r}.</translation>
    </message>
</context>
<context>
    <name>ratings.predict_replay</name>
    <message>
        <source>The scoring loop does not reproduce {model}.</source>
        <translation>La boucle de calcul des scores ne reproduit pas {model}.</translation>
    </message>
    <message>
        <source>Unknown engine {engine!r} (auto, compiled, python).</source>
        <translation>Moteur inconnu {engine!r} (auto, compiled, python).</translation>
    </message>
</context>
<context>
    <name>ratings.presentation</name>
    <message>
        <source>The new player&apos;s sigma (sigma0) must be a finite number &gt; 0, got {sigma0!r}.</source>
        <translation>Le sigma d&apos;un nouveau joueur (sigma0) doit être un nombre fini &gt; 0, reçu {sigma0!r}.</translation>
    </message>
    <message>
        <source>Combining ratings needs at least one rating.</source>
        <translation>Combiner des cotes demande au moins une cote.</translation>
    </message>
</context>
<context>
    <name>ratings.registry</name>
    <message>
        <source>Unknown rating system {system!r} (known: {known}).</source>
        <translation>Système de cote inconnu {system!r} (connus&#xa0;: {known}).</translation>
    </message>
</context>
<context>
    <name>ratings.replay</name>
    <message>
        <source>Initial ratings are given for {given} players, the history has {players}.</source>
        <translation>Des cotes de départ sont données pour {given} joueurs, l&apos;historique en compte {players}.</translation>
    </message>
    <message>
        <source>Unknown engine {engine!r} (auto, compiled, python, generic).</source>
        <translation>Moteur inconnu {engine!r} (auto, compiled, python, generic).</translation>
    </message>
    <message>
        <source>The {engine} engine rates only Bradley-Terry and Plackett-Luce.</source>
        <translation>Le moteur {engine} ne cote que Bradley-Terry et Plackett-Luce.</translation>
    </message>
</context>
<context>
    <name>ratings.replay_arrays</name>
    <message>
        <source>The array {name} must be one-dimensional, got shape {shape}.</source>
        <translation>Le vecteur {name} doit être à une dimension, reçu la forme {shape}.</translation>
    </message>
    <message>
        <source>The array match_start must run from 0 to the number of sides ({sides}).</source>
        <translation>Le vecteur match_start doit aller de 0 au nombre de camps ({sides}).</translation>
    </message>
    <message>
        <source>The array side_start must have one entry per side plus one, from 0 to the number of slots ({slots}).</source>
        <translation>Le vecteur side_start doit avoir une entrée par camp plus une, de 0 au nombre d&apos;emplacements ({slots}).</translation>
    </message>
    <message>
        <source>The array match_start must not decrease.</source>
        <translation>Le vecteur match_start ne doit pas décroître.</translation>
    </message>
    <message>
        <source>Match {match} has no sides.</source>
        <translation>Le match {match} n&apos;a aucun camp.</translation>
    </message>
    <message>
        <source>The array side_start must not decrease.</source>
        <translation>Le vecteur side_start ne doit pas décroître.</translation>
    </message>
    <message>
        <source>Side {side} (of match {match}) has no players.</source>
        <translation>Le camp {side} (du match {match}) n&apos;a aucun joueur.</translation>
    </message>
    <message>
        <source>The number of players must be &gt;= 0, got {players}.</source>
        <translation>Le nombre de joueurs doit être &gt;= 0, reçu {players}.</translation>
    </message>
    <message>
        <source>The array slot_player must hold player indices 0 .. {last}.</source>
        <translation>Le vecteur slot_player doit contenir des indices de joueur 0 .. {last}.</translation>
    </message>
    <message>
        <source>Side {side} (of match {match}) has no valid rank.</source>
        <translation>Le camp {side} (du match {match}) n&apos;a pas de place valide.</translation>
    </message>
    <message>
        <source>The array side_score must have one entry per side.</source>
        <translation>Le vecteur side_score doit avoir une entrée par camp.</translation>
    </message>
    <message>
        <source>The array match_time must have one entry per match.</source>
        <translation>Le vecteur match_time doit avoir une entrée par match.</translation>
    </message>
    <message>
        <source>The array match_time must hold finite numbers.</source>
        <translation>Le vecteur match_time doit contenir des nombres finis.</translation>
    </message>
    <message>
        <source>Match {match}: {sides} sides but {ranks} ranks.</source>
        <translation>Match {match}&#xa0;: {sides} camps mais {ranks} places.</translation>
    </message>
    <message>
        <source>Match {match}: {sides} sides but {scores} scores.</source>
        <translation>Match {match}&#xa0;: {sides} camps mais {scores} scores.</translation>
    </message>
    <message>
        <source>The arrays mu and sigma must have the same length ({mu} != {sigma}).</source>
        <translation>Les vecteurs mu et sigma doivent avoir la même longueur ({mu}&#xa0;!= {sigma}).</translation>
    </message>
    <message>
        <source>The array last_time must have one entry per player.</source>
        <translation>Le vecteur last_time doit avoir une entrée par joueur.</translation>
    </message>
    <message>
        <source>Player {player}: mu must be a finite number, got {mu!r}.</source>
        <translation>Joueur {player}&#xa0;: mu doit être un nombre fini, reçu {mu!r}.</translation>
    </message>
    <message>
        <source>Player {player}: sigma must be a finite number &gt;= 0, got {sigma!r}.</source>
        <translation>Joueur {player}&#xa0;: sigma doit être un nombre fini &gt;= 0, reçu {sigma!r}.</translation>
    </message>
</context>
<context>
    <name>shell.club_files</name>
    <message>
        <source>Club database (*.sqlite *.sqlite3 *.db);;All files (*)</source>
        <translation>Base de données du club (*.sqlite *.sqlite3 *.db);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Club database (*.sqlite)</source>
        <translation>Base de données du club (*.sqlite)</translation>
    </message>
    <message>
        <source>Club file not found</source>
        <translation>Fichier du club introuvable</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The club file “{html}” can&apos;t be found.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;It was in {html2}. It may have been moved, renamed or deleted, or it is on a drive that isn&apos;t connected. Nothing has been changed.&lt;/p&gt;&lt;p&gt;Open another club, or start a new one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le fichier du club «&#xa0;{html}&#xa0;» est introuvable.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Il se trouvait dans {html2}. Il a peut-être été déplacé, renommé ou supprimé, ou il est sur un disque non connecté. Rien n&apos;a été modifié.&lt;/p&gt;&lt;p&gt;Ouvrez un autre club ou créez-en un nouveau.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Recent clubs</source>
        <translation>Clubs récents</translation>
    </message>
    <message>
        <source>The club files opened lately that are still there; pick one to open.</source>
        <translation>Les fichiers de club ouverts récemment et toujours présents&#xa0;; choisissez-en un à ouvrir.</translation>
    </message>
    <message>
        <source>No other recent club file is still there.</source>
        <translation>Aucun autre fichier de club récent n&apos;est encore là.</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Ouvrir un récent</translation>
    </message>
    <message>
        <source>Opens the club file selected in the list.</source>
        <translation>Ouvre le fichier de club sélectionné dans la liste.</translation>
    </message>
    <message>
        <source>Open another file…</source>
        <translation>Ouvrir un autre fichier…</translation>
    </message>
    <message>
        <source>Asks for a club file to open.</source>
        <translation>Demande un fichier de club à ouvrir.</translation>
    </message>
    <message>
        <source>Start a new club</source>
        <translation>Créer un nouveau club</translation>
    </message>
    <message>
        <source>Asks where to make a new, empty club file.</source>
        <translation>Demande où créer un nouveau fichier de club vide.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Closes this window without opening a club.</source>
        <translation>Ferme cette fenêtre sans ouvrir de club.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent clubs&lt;/b&gt;</source>
        <translation>&lt;b&gt;Clubs récents&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>shell.commands</name>
    <message>
        <source>Export standings</source>
        <translation>Exporter le classement</translation>
    </message>
    <message>
        <source>Exported {count} players to {path}</source>
        <translation>{count} joueurs exportés dans {path}</translation>
    </message>
    <message>
        <source>Standings exported</source>
        <translation>Classement exporté</translation>
    </message>
    <message>
        <source>Wrote {count} players to
{path}</source>
        <translation>{count} joueurs écrits dans
{path}</translation>
    </message>
    <message>
        <source>Exporting standings…</source>
        <translation>Exportation du classement…</translation>
    </message>
    <message>
        <source>Print pairings</source>
        <translation>Imprimer les appariements</translation>
    </message>
    <message>
        <source>Choose an event first: its drawn rounds are what gets printed.</source>
        <translation>Choisissez d&apos;abord un événement&#xa0;: ce sont ses tours tirés qui sont imprimés.</translation>
    </message>
    <message>
        <source>Import results</source>
        <translation>Importer des résultats</translation>
    </message>
    <message>
        <source>CSV file (*.csv);;All files (*)</source>
        <translation>Fichier CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>Importer {name}</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importation de {name}…</translation>
    </message>
    <message numerus="yes">
        <source>Rated %n event(s) from {name}</source>
        <translation>
            <numerusform>%n événement coté depuis {name}</numerusform>
            <numerusform>%n événements cotés depuis {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>Import event log</source>
        <translation>Importer un journal d&apos;événement</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Exporter les résultats</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n match(es) to {path}</source>
        <translation>
            <numerusform>%n match exporté vers {path}</numerusform>
            <numerusform>%n matchs exportés vers {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Results exported</source>
        <translation>Résultats exportés</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n match(es) to
{path}

Each has its result id: importing the file into a club that has these results adds nothing.</source>
        <translation>
            <numerusform>%n match écrit dans
{path}

Il a son identifiant de résultat&#xa0;: importer le fichier dans un club qui a déjà ce résultat n&apos;ajoute rien.</numerusform>
            <numerusform>%n matchs écrits dans
{path}

Chacun a son identifiant de résultat&#xa0;: importer le fichier dans un club qui a déjà ces résultats n&apos;ajoute rien.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exporting results…</source>
        <translation>Exportation des résultats…</translation>
    </message>
    <message>
        <source>Merge another club file</source>
        <translation>Fusionner un autre fichier de club</translation>
    </message>
    <message>
        <source>Club file (*.sqlite *.db);;All files (*)</source>
        <translation>Fichier de club (*.sqlite *.db);;Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n new match(es) imported from {name}.</source>
        <translation>
            <numerusform>%n nouveau match importé depuis {name}.</numerusform>
            <numerusform>%n nouveaux matchs importés depuis {name}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) of the file were already there and were not added again.</source>
        <translation>
            <numerusform>%n match du fichier était déjà là et n&apos;a pas été ajouté une seconde fois.</numerusform>
            <numerusform>%n matchs du fichier étaient déjà là et n&apos;ont pas été ajoutés une seconde fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>Results imported</source>
        <translation>Résultats importés</translation>
    </message>
    <message>
        <source>Event log (*.log *.txt);;All files (*)</source>
        <translation>Journal d&apos;événement (*.log *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Import event log {name}</source>
        <translation>Importer le journal d’événements {name}</translation>
    </message>
    <message>
        <source>Rating the events of {name}…</source>
        <translation>Calcul des cotes des événements de {name}…</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importer des joueurs</translation>
    </message>
    <message>
        <source>Import players from {name}</source>
        <translation>Importer des joueurs depuis {name}</translation>
    </message>
    <message>
        <source>Importing players…</source>
        <translation>Importation des joueurs…</translation>
    </message>
    <message>
        <source>New leaderboard {name}</source>
        <translation>Nouveau classement {name}</translation>
    </message>
    <message>
        <source>Change settings of {name}</source>
        <translation>Modifier les réglages de {name}</translation>
    </message>
    <message>
        <source>Re-rating every match with the new settings…</source>
        <translation>Recalcul de chaque match avec les nouveaux réglages…</translation>
    </message>
    <message>
        <source>Recomputing every rating from the results…</source>
        <translation>Recalcul de toutes les cotes à partir des résultats…</translation>
    </message>
    <message>
        <source>Recomputed {replayed} matches.</source>
        <translation>{replayed} matchs recalculés.</translation>
    </message>
</context>
<context>
    <name>shell.errors</name>
    <message>
        <source>Something unexpected went wrong: {readable}

Your data is safe: every change is saved in one piece or not at all. Details were written to {log_path}.</source>
        <translation>Un problème inattendu est survenu&#xa0;: {readable}

Vos données sont en sécurité&#xa0;: chaque modification est enregistrée en entier ou pas du tout. Les détails ont été écrits dans {log_path}.</translation>
    </message>
</context>
<context>
    <name>shell.first_start</name>
    <message>
        <source>A new, empty club: type a player&apos;s name and press Enter.</source>
        <translation>Un nouveau club, vide&#xa0;: tapez le nom d&apos;un joueur et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Opened the demo club.</source>
        <translation>Club de démonstration ouvert.</translation>
    </message>
    <message>
        <source>Load demo club</source>
        <translation>Charger le club de démonstration</translation>
    </message>
    <message>
        <source>Loading the demo club…</source>
        <translation>Chargement du club de démonstration…</translation>
    </message>
    <message>
        <source>Loaded the demo club.</source>
        <translation>Club de démonstration chargé.</translation>
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
&lt;h2&gt;Animer une soirée de club&lt;/h2&gt;
&lt;p&gt;Tout se trouve dans un seul fichier du club, sur cet ordinateur. L&apos;application ouvre le dernier club utilisé&#xa0;;
Fichier ▸ Nouvelle base de données… en crée un autre, Fichier ▸ Fichiers récents revient à un club déjà ouvert.&lt;/p&gt;

&lt;h3&gt;1. Joueurs&lt;/h3&gt;
&lt;p&gt;Dans l&apos;onglet &lt;b&gt;Joueurs&lt;/b&gt;, tapez un nom dans le champ du nouveau joueur, en haut, et appuyez sur Entrée.
Faites de même pour chacun. Un nom peut aussi être tapé directement dans un match ou au pointage&#xa0;:
il devient un joueur à l&apos;enregistrement. &lt;b&gt;Définir le club…&lt;/b&gt; note le club de quelqu&apos;un, pour que les tableaux
puissent séparer les clubs.&lt;/p&gt;

&lt;h3&gt;2. L&apos;événement de la soirée&lt;/h3&gt;
&lt;p&gt;Dans l&apos;onglet &lt;b&gt;Événement&lt;/b&gt; (la fenêtre s&apos;ouvre dessus), cliquez sur &lt;b&gt;Nouvel événement…&lt;/b&gt;, gardez le format
&lt;i&gt;Soirée de club&lt;/i&gt; et cliquez sur &lt;b&gt;Créer&lt;/b&gt;. L&apos;événement, c&apos;est la soirée&#xa0;: chaque résultat saisi ce soir
y est rangé, dans tous les onglets. Un tournoi (système suisse, tous contre tous, élimination directe, poules) se crée
de la même façon avec un autre format&#xa0;: cochez ses participants, cliquez sur &lt;b&gt;Démarrer&lt;/b&gt; et jouez-le aux tables.&lt;/p&gt;

&lt;h3&gt;3. Pointage&lt;/h3&gt;
&lt;p&gt;Cliquez sur la vignette d&apos;un nom pour pointer quelqu&apos;un comme présent, cliquez de nouveau pour annuler le pointage.
Quelqu&apos;un de nouveau&#xa0;? Tapez son nom dans le champ de recherche et appuyez sur Entrée. &lt;i&gt;Absent un moment&lt;/i&gt; et
&lt;i&gt;Parti pour la soirée&lt;/i&gt; tiennent la personne à l&apos;écart des tours suivants&#xa0;; les retardataires rejoignent le tour suivant.&lt;/p&gt;

&lt;h3&gt;4. Tours&lt;/h3&gt;
&lt;p&gt;Choisissez un mode et cliquez sur &lt;b&gt;Tirer le tour suivant&lt;/b&gt;. L&apos;application forme des matchs aux chances aussi égales
que possible et met chacun au repos à tour de rôle. Échangez deux joueurs en faisant glisser l&apos;un sur l&apos;autre,
puis cliquez sur &lt;b&gt;Commencer le tour&lt;/b&gt;.&lt;/p&gt;

&lt;h3&gt;5. Résultats&lt;/h3&gt;
&lt;p&gt;Dans &lt;b&gt;Tables&lt;/b&gt;, cliquez sur une table et indiquez qui a gagné (ou les places et les scores)&#xa0;: la table
se libère et le match suivant est appelé. Un match joué hors des tables se saisit dans l&apos;onglet
&lt;b&gt;Matchs&lt;/b&gt;&#xa0;: tapez les joueurs de chaque camp, séparés par des virgules, et appuyez sur Entrée.&lt;/p&gt;

&lt;h3&gt;6. Le classement&lt;/h3&gt;
&lt;p&gt;L&apos;onglet &lt;b&gt;Classement&lt;/b&gt; est à jour après chaque résultat. Double-cliquez sur un joueur pour voir
l&apos;évolution de sa cote. La colonne &lt;i&gt;Prudent&lt;/i&gt; (μ − 3σ) est une cote que le joueur vaut très
probablement au moins&#xa0;: c&apos;est elle qui ordonne la liste.&lt;/p&gt;

&lt;h3&gt;7. Après la soirée&lt;/h3&gt;
&lt;p&gt;Fichier ▸ Exporter le classement… écrit le classement pour un tableur&#xa0;; Fichier ▸ Imprimer le classement…
l&apos;imprime. Outils ▸ &lt;b&gt;Tableaux&lt;/b&gt; place les têtes de série du prochain tournoi d&apos;après les cotes.&lt;/p&gt;

&lt;h3&gt;Une erreur&#xa0;?&lt;/h3&gt;
&lt;p&gt;Édition ▸ Annuler reprend la dernière modification, quelle qu&apos;elle soit, et Édition ▸ Rétablir la refait.
Un résultat erroné peut aussi être corrigé plus tard&#xa0;: tout ce qui suit est recalculé.
Le fichier du club est enregistré après chaque modification&#xa0;; il n&apos;y a rien à enregistrer avant de quitter.&lt;/p&gt;

</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>Prise en main</translation>
    </message>
    <message>
        <source>Getting started guide</source>
        <translation>Guide de prise en main</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Each command, one a row, with the keys that run it.</source>
        <translation>Chaque commande, une par ligne, avec les touches qui la lancent.</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Enter saves a match in the match form; Delete removes the selected match. While the cursor is in a text field, Undo first takes back what you typed there.</source>
        <translation>Entrée enregistre un match dans la saisie de match&#xa0;; Suppr supprime le match sélectionné. Quand le curseur est dans un champ de texte, Annuler reprend d&apos;abord ce que vous y avez tapé.</translation>
    </message>
</context>
<context>
    <name>shell.language</name>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>shell.main_window</name>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>The database is damaged</source>
        <translation>La base de données est endommagée</translation>
    </message>
    <message>
        <source>{path}

{readable}

Do not record anything more in it: use File ▸ Restore backup… to go back to the last good copy.</source>
        <translation>{path}

{readable}

N&apos;y enregistrez plus rien&#xa0;: utilisez Fichier ▸ Restaurer une sauvegarde… pour revenir à la dernière copie saine.</translation>
    </message>
    <message>
        <source>Cannot open the database</source>
        <translation>Impossible d&apos;ouvrir la base de données</translation>
    </message>
    <message>
        <source>Open another file…</source>
        <translation>Ouvrir un autre fichier…</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>Restaurer une sauvegarde…</translation>
    </message>
    <message>
        <source>No club open — {APP_TITLE}</source>
        <translation>Aucun club ouvert — {APP_TITLE}</translation>
    </message>
    <message>
        <source>No club is open. Use File ▸ Open database…, File ▸ Open recent or File ▸ New database… to begin.</source>
        <translation>Aucun club n&apos;est ouvert. Pour commencer, utilisez Fichier ▸ Ouvrir une base de données…, Fichier ▸ Fichiers récents ou Fichier ▸ Nouvelle base de données…</translation>
    </message>
    <message>
        <source>No club open</source>
        <translation>Aucun club ouvert</translation>
    </message>
    <message>
        <source>New club database</source>
        <translation>Nouvelle base de données du club</translation>
    </message>
    <message>
        <source>New database</source>
        <translation>Nouvelle base de données</translation>
    </message>
    <message>
        <source>A club file named “{name}” is already there. Use File ▸ Open database… to open it, or choose another name.</source>
        <translation>Un fichier de club nommé «&#xa0;{name}&#xa0;» existe déjà. Utilisez Fichier ▸ Ouvrir une base de données… pour l&apos;ouvrir, ou choisissez un autre nom.</translation>
    </message>
    <message>
        <source>Open club database</source>
        <translation>Ouvrir la base de données du club</translation>
    </message>
    <message>
        <source>About {APP_TITLE}</source>
        <translation>À propos de {APP_TITLE}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{app}&lt;/b&gt; {version}&lt;p&gt;Offline ratings, leaderboards and brackets for clubs.&lt;/p&gt;&lt;p&gt;Database: {database}&lt;/p&gt;&lt;p&gt;Leaderboards:&lt;/p&gt;&lt;ul&gt;{boards}&lt;/ul&gt;</source>
        <extracomment>Translators: {app} is the app&apos;s name, {version} its version, {boards} a list of &quot;&lt;li&gt;Name: rating system&lt;/li&gt;&quot;</extracomment>
        <translation>&lt;b&gt;{app}&lt;/b&gt; {version}&lt;p&gt;Cotes, classements et tableaux hors ligne pour les clubs.&lt;/p&gt;&lt;p&gt;Base de données&#xa0;: {database}&lt;/p&gt;&lt;p&gt;Classements&#xa0;:&lt;/p&gt;&lt;ul&gt;{boards}&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Cancelled; nothing was changed.</source>
        <translation>Annulé&#xa0;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>(development)</source>
        <extracomment>Translators: the version shown when running from a source tree</extracomment>
        <translation>(développement)</translation>
    </message>
</context>
<context>
    <name>shell.menus</name>
    <message>
        <source>&amp;New database…</source>
        <translation>&amp;Nouvelle base de données…</translation>
    </message>
    <message>
        <source>&amp;Open database…</source>
        <translation>&amp;Ouvrir une base de données…</translation>
    </message>
    <message>
        <source>Import &amp;results…</source>
        <translation>Importer des résu&amp;ltats…</translation>
    </message>
    <message>
        <source>Import match results from a CSV file</source>
        <translation>Importer des résultats de matchs depuis un fichier CSV</translation>
    </message>
    <message>
        <source>Import &amp;players…</source>
        <translation>Importer des &amp;joueurs…</translation>
    </message>
    <message>
        <source>Import players from a CSV file</source>
        <translation>Importer des joueurs depuis un fichier CSV</translation>
    </message>
    <message>
        <source>Import event &amp;log…</source>
        <translation>Importer un journal d&apos;é&amp;vénement…</translation>
    </message>
    <message>
        <source>Rate a game-server event log (&apos;A fragged B&apos;, …) into this Elo leaderboard</source>
        <translation>Coter un journal d&apos;événements de serveur de jeu («&#xa0;A fragged B&#xa0;», …) dans ce classement Elo</translation>
    </message>
    <message>
        <source>S&amp;tatic ranking of an event…</source>
        <translation>Classement s&amp;tatique d&apos;un événement…</translation>
    </message>
    <message>
        <source>Least-squares strengths from one event&apos;s pairwise results</source>
        <translation>Forces par moindres carrés d&apos;après les résultats par paires d&apos;un événement</translation>
    </message>
    <message>
        <source>&amp;Export standings…</source>
        <translation>&amp;Exporter le classement…</translation>
    </message>
    <message>
        <source>Export the leaderboard to a CSV file</source>
        <translation>Exporter le classement dans un fichier CSV</translation>
    </message>
    <message>
        <source>Export res&amp;ults…</source>
        <translation>E&amp;xporter les résultats…</translation>
    </message>
    <message>
        <source>Export this leaderboard&apos;s results to a CSV file that another club file can import</source>
        <translation>Exporter les résultats de ce classement dans un fichier CSV qu&apos;un autre fichier de club peut importer</translation>
    </message>
    <message>
        <source>&amp;Merge another club file…</source>
        <translation>Fus&amp;ionner un autre fichier de club…</translation>
    </message>
    <message>
        <source>Bring in everything another club file has that this club lacks: players, teams, leaderboards, events, results</source>
        <translation>Apporter tout ce qu&apos;un autre fichier de club a et qui manque à ce club&#xa0;: joueurs, équipes, classements, événements, résultats</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Print what the page shows (an event&apos;s bracket, standings or pairings; else the leaderboard), with a print preview first</source>
        <translation>Imprime ce que montre la page (tableau, classement ou appariements d&apos;un événement&#xa0;; sinon le classement général), avec un aperçu avant impression</translation>
    </message>
    <message>
        <source>Print s&amp;tandings…</source>
        <translation>Imprimer le c&amp;lassement…</translation>
    </message>
    <message>
        <source>Print the leaderboard or save it as PDF, with a print preview first</source>
        <translation>Imprimer le classement ou l&apos;enregistrer en PDF, après un aperçu</translation>
    </message>
    <message>
        <source>Print pairings and score &amp;slips…</source>
        <translation>Imprimer appariements et &amp;feuilles de match…</translation>
    </message>
    <message>
        <source>Print the event&apos;s rounds with table numbers and a score slip per match</source>
        <translation>Imprimer les tours de l&apos;événement avec les numéros de table et une feuille par match</translation>
    </message>
    <message>
        <source>Load &amp;demo club</source>
        <translation>Charger le club de &amp;démonstration</translation>
    </message>
    <message>
        <source>Open the demo club, a club file of its own: your clubs stay as they are</source>
        <translation>Ouvrir le club de démonstration, dans son propre fichier&#xa0;: vos clubs restent tels quels</translation>
    </message>
    <message>
        <source>Restore &amp;backup…</source>
        <translation>Restaurer une &amp;sauvegarde…</translation>
    </message>
    <message>
        <source>Put back one of the automatic backups of this club</source>
        <translation>Remettre une des sauvegardes automatiques de ce club</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Record match</source>
        <translation>&amp;Saisir un match</translation>
    </message>
    <message>
        <source>Enter a match result</source>
        <translation>Saisir le résultat d&apos;un match</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Ajouter un joueur</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>New &amp;event…</source>
        <translation>Nouvel &amp;événement…</translation>
    </message>
    <message>
        <source>A club night or a tournament: name, date, format and its options</source>
        <translation>Une soirée de club ou un tournoi&#xa0;: nom, date, format et options</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Chercher…</translation>
    </message>
    <message>
        <source>Search the players of the tab shown</source>
        <translation>Chercher parmi les joueurs de l&apos;onglet affiché</translation>
    </message>
    <message>
        <source>&amp;New leaderboard…</source>
        <translation>&amp;Nouveau classement…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>Rating system, parameters and display of this leaderboard</source>
        <translation>Système de cote, paramètres et affichage de ce classement</translation>
    </message>
    <message>
        <source>&amp;Recompute ratings</source>
        <translation>&amp;Recalculer les cotes</translation>
    </message>
    <message>
        <source>Rebuild every rating from the results</source>
        <translation>Recalculer toutes les cotes à partir des résultats</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À pr&amp;opos</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>&amp;Prise en main</translation>
    </message>
    <message>
        <source>A short guide to running a club night</source>
        <translation>Un petit guide pour mener une soirée de club</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every command that has a key</source>
        <translation>Toutes les commandes qui ont un raccourci</translation>
    </message>
    <message>
        <source>&amp;Brackets</source>
        <translation>&amp;Tableaux</translation>
    </message>
    <message>
        <source>Seed a bracket or pools from the ratings and export the seed list</source>
        <translation>Placer les têtes de série d&apos;un tableau ou de poules d&apos;après les cotes et exporter la liste</translation>
    </message>
    <message>
        <source>Teams &amp;balancer</source>
        <translation>É&amp;quilibrage des équipes</translation>
    </message>
    <message>
        <source>Split players into teams of even strength</source>
        <translation>Répartir les joueurs en équipes de force égale</translation>
    </message>
    <message>
        <source>&amp;Which system?</source>
        <translation>Quel &amp;système&#xa0;?</translation>
    </message>
    <message>
        <source>Compare the rating systems on this leaderboard&apos;s results</source>
        <translation>Comparer les systèmes de cote sur les résultats de ce classement</translation>
    </message>
    <message>
        <source>&amp;Global ranking</source>
        <translation>Classement &amp;global</translation>
    </message>
    <message>
        <source>One ranking over every leaderboard</source>
        <translation>Un seul classement qui réunit tous les classements</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Club</translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation>C&amp;lassement</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Suivre le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Presenter window</source>
        <translation>&amp;Fenêtre d&apos;affichage</translation>
    </message>
    <message>
        <source>Tonight&apos;s tables, who is next and the standings on a second screen</source>
        <translation>Les tables de la soirée, qui joue ensuite et le classement sur un second écran</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source> Leaderboard: </source>
        <translation> Classement&#xa0;: </translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Pick the leaderboard every tab shows and records into.</source>
        <translation>Choisissez le classement que chaque onglet affiche et dans lequel il enregistre.</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Brackets, Teams balancer, Which system?, Global ranking: each opens as a tab</source>
        <translation>Tableaux, Équilibrage des équipes, Quel système&#xa0;?, Classement global&#xa0;: chacun s&apos;ouvre dans un onglet</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>&amp;Redo {action}</source>
        <translation>&amp;Rétablir {action}</translation>
    </message>
    <message>
        <source>&amp;Undo {action}</source>
        <translation>&amp;Annuler {action}</translation>
    </message>
</context>
<context>
    <name>shell.tabs</name>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>The current event: its entrants or check-in, rounds or bracket, tables and standings</source>
        <translation>L&apos;événement en cours&#xa0;: ses participants ou le pointage, les tours ou le tableau, les tables et le classement</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <source>Enter a match result; edit or delete the matches of an event</source>
        <translation>Saisir le résultat d&apos;un match&#xa0;; modifier ou supprimer les matchs d&apos;un événement</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <source>Seasons</source>
        <translation>Saisons</translation>
    </message>
    <message>
        <source>Brackets</source>
        <translation>Tableaux</translation>
    </message>
    <message>
        <source>Teams balancer</source>
        <translation>Équilibrage des équipes</translation>
    </message>
    <message>
        <source>Which system?</source>
        <translation>Quel système&#xa0;?</translation>
    </message>
    <message>
        <source>Global ranking</source>
        <translation>Classement global</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Double-click a player to see their rating over time</source>
        <translation>Double-cliquez sur un joueur pour voir l&apos;évolution de sa cote</translation>
    </message>
    <message>
        <source>{title} (close the tab when done; it is in the Tools menu)</source>
        <translation>{title} (fermez l&apos;onglet une fois fini&#xa0;; il est dans le menu Outils)</translation>
    </message>
</context>
<context>
    <name>shell.welcome</name>
    <message>
        <source>Welcome to Tournament App</source>
        <translation>Bienvenue dans Tournament App</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome!&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Bienvenue&#xa0;!&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Tournament App keeps your club&apos;s players and results in one file on this computer and rates everyone after every match. How would you like to start?</source>
        <translation>Tournament App garde les joueurs et les résultats de votre club dans un seul fichier sur cet ordinateur et met à jour la cote de chacun après chaque match. Comment voulez-vous commencer&#xa0;?</translation>
    </message>
    <message>
        <source>Open the demo club</source>
        <translation>Ouvrir le club de démonstration</translation>
    </message>
    <message>
        <source>A season of 18 players, in a club file of its own, to look around</source>
        <translation>Une saison de 18 joueurs, dans son propre fichier, pour découvrir l&apos;application</translation>
    </message>
    <message>
        <source>Start a new club</source>
        <translation>Créer un nouveau club</translation>
    </message>
    <message>
        <source>Begin with no players; add them as they arrive</source>
        <translation>Commencer sans joueurs&#xa0;; ajoutez-les à leur arrivée</translation>
    </message>
    <message>
        <source>Open a database…</source>
        <translation>Ouvrir une base de données…</translation>
    </message>
    <message>
        <source>Open a club file you already have</source>
        <translation>Ouvrir un fichier de club existant</translation>
    </message>
    <message>
        <source>Import results from CSV…</source>
        <translation>Importer des résultats CSV…</translation>
    </message>
    <message>
        <source>Start from results kept in a spreadsheet</source>
        <translation>Partir de résultats tenus dans un tableur</translation>
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
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>μ ± σ</source>
        <translation>μ ± σ</translation>
    </message>
    <message>
        <source>Conservative</source>
        <translation>Prudent</translation>
    </message>
    <message>
        <source>Leaderboards</source>
        <translation>Classements</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Global ranking</source>
        <translation>Classement global</translation>
    </message>
    <message>
        <source>Each player, one a row, ranked across all leaderboards.</source>
        <translation>Chaque joueur, un par ligne, classé sur l&apos;ensemble des classements.</translation>
    </message>
    <message>
        <source>Each player&apos;s ratings from {leaderboards} combined by precision (surer ratings weigh more), shown on the 0–10000 scale.</source>
        <translation>Les cotes de chaque joueur dans {leaderboards}, combinées selon leur précision (les cotes plus sûres pèsent plus), sur l&apos;échelle 0–10000.</translation>
    </message>
    <message>
        <source>Left out (another rating scale): {leaderboards}.</source>
        <translation>Exclus (autre échelle de cote)&#xa0;: {leaderboards}.</translation>
    </message>
</context>
<context>
    <name>standings.initial_rating_dialog</name>
    <message>
        <source>Initial rating of {player}</source>
        <translation>Cote initiale de {player}</translation>
    </message>
    <message>
        <source>Where {player} starts on &lt;b&gt;{leaderboard}&lt;/b&gt; before their first match there, instead of the system&apos;s {value:g} ± {value2:g}. Ratings are replayed from their first match.</source>
        <translation>Point de départ de {player} dans &lt;b&gt;{leaderboard}&lt;/b&gt; avant son premier match, au lieu des {value:g} ± {value2:g} du système. Les cotes sont recalculées depuis son premier match.</translation>
    </message>
    <message>
        <source>Starting rating</source>
        <translation>Cote de départ</translation>
    </message>
    <message>
        <source>Type the rating μ the player starts with; empty uses the system&apos;s default.</source>
        <translation>Saisissez la cote μ de départ du joueur&#xa0;; vide, la valeur par défaut du système s&apos;applique.</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>Incertitude</translation>
    </message>
    <message>
        <source>Type how unsure the starting rating is (σ); empty uses the system&apos;s default.</source>
        <translation>Saisissez l&apos;incertitude de la cote de départ (σ)&#xa0;; vide, la valeur par défaut du système s&apos;applique.</translation>
    </message>
    <message>
        <source>{value:g} (the system&apos;s default)</source>
        <translation>{value:g} (valeur par défaut du système)</translation>
    </message>
    <message>
        <source>Use the system&apos;s default</source>
        <translation>Utiliser la valeur par défaut du système</translation>
    </message>
    <message>
        <source>Forgets this player&apos;s starting rating.</source>
        <translation>Oublie la cote de départ de ce joueur.</translation>
    </message>
    <message>
        <source>Starting rating (μ)</source>
        <translation>Cote de départ (μ)</translation>
    </message>
    <message>
        <source>Uncertainty (σ)</source>
        <translation>Incertitude (σ)</translation>
    </message>
    <message>
        <source>The starting rating must be a number.</source>
        <translation>La cote de départ doit être un nombre.</translation>
    </message>
    <message>
        <source>The uncertainty must be a number greater than 0 (or empty for the default).</source>
        <translation>L&apos;incertitude doit être un nombre supérieur à 0 (ou vide pour la valeur par défaut).</translation>
    </message>
</context>
<context>
    <name>standings.leaderboard_dialog</name>
    <message>
        <source>Automatic (0–10000 for Weng-Lin, the rating itself for Glicko/Elo)</source>
        <translation>Automatique (0–10000 pour Weng-Lin, la cote elle-même pour Glicko/Elo)</translation>
    </message>
    <message>
        <source>0–10000 (Battlesnake&apos;s logistic scale)</source>
        <translation>0–10000 (échelle logistique de Battlesnake)</translation>
    </message>
    <message>
        <source>Conservative estimate (μ − kσ)</source>
        <translation>Estimation prudente (μ − kσ)</translation>
    </message>
    <message>
        <source>The rating μ itself</source>
        <translation>La cote μ elle-même</translation>
    </message>
    <message>
        <source>a new player&apos;s rating</source>
        <translation>cote d&apos;un nouveau joueur</translation>
    </message>
    <message>
        <source>a new player&apos;s uncertainty</source>
        <translation>incertitude d&apos;un nouveau joueur</translation>
    </message>
    <message>
        <source>how much luck decides a game</source>
        <translation>part de chance dans une partie</translation>
    </message>
    <message>
        <source>smallest share of σ² a match may keep</source>
        <translation>plus petite part de σ² qu&apos;un match peut garder</translation>
    </message>
    <message>
        <source>uncertainty added before every match</source>
        <translation>incertitude ajoutée avant chaque match</translation>
    </message>
    <message>
        <source>uncertainty added per idle day (inactivity decay)</source>
        <translation>incertitude ajoutée par jour sans jouer (inactivité)</translation>
    </message>
    <message>
        <source>Weng-Lin γ damping of σ (off in o!TR)</source>
        <translation>amortissement γ de σ de Weng-Lin (désactivé dans o!TR)</translation>
    </message>
    <message>
        <source>share of Method A (games played); Method B gets the rest</source>
        <translation>part de la méthode A (parties jouées)&#xa0;; la méthode B a le reste</translation>
    </message>
    <message>
        <source>games of a typical match (longer ones count more)</source>
        <translation>parties d&apos;un match typique (les plus longs comptent plus)</translation>
    </message>
    <message>
        <source>how strongly match length scales the change</source>
        <translation>influence de la longueur du match sur la variation</translation>
    </message>
    <message>
        <source>σ² added per idle week</source>
        <translation>σ² ajouté par semaine sans jouer</translation>
    </message>
    <message>
        <source>idle days before the rating starts to drop</source>
        <translation>jours sans jouer avant que la cote ne baisse</translation>
    </message>
    <message>
        <source>rating lost per idle week after that</source>
        <translation>cote perdue ensuite par semaine sans jouer</translation>
    </message>
    <message>
        <source>the rating never decays below this</source>
        <translation>la cote ne descend jamais sous cette valeur</translation>
    </message>
    <message>
        <source>deviation growth per idle period</source>
        <translation>hausse de l&apos;écart par période sans jouer</translation>
    </message>
    <message>
        <source>length of an idle period in days</source>
        <translation>durée d&apos;une période sans jouer, en jours</translation>
    </message>
    <message>
        <source>how far one game moves a rating</source>
        <translation>effet d&apos;une partie sur la cote</translation>
    </message>
    <message>
        <source>lowest rating (empty: none)</source>
        <translation>cote minimale (vide&#xa0;: aucune)</translation>
    </message>
    <message>
        <source>points lost per idle period</source>
        <translation>points perdus par période sans jouer</translation>
    </message>
    <message>
        <source>Leaderboard settings</source>
        <translation>Paramètres du classement</translation>
    </message>
    <message>
        <source>New leaderboard</source>
        <translation>Nouveau classement</translation>
    </message>
    <message>
        <source>Leaderboard name</source>
        <translation>Nom du classement</translation>
    </message>
    <message>
        <source>Type the leaderboard&apos;s name, e.g. the discipline it rates.</source>
        <translation>Saisissez le nom du classement, p. ex. la discipline qu&apos;il cote.</translation>
    </message>
    <message>
        <source>e.g. Doubles, Chess blitz</source>
        <translation>p. ex. Doubles, Blitz échecs</translation>
    </message>
    <message>
        <source>Pick how matches change the ratings.</source>
        <translation>Choisissez comment les matchs modifient les cotes.</translation>
    </message>
    <message>
        <source>Pick the scale the ratings are shown on.</source>
        <translation>Choisissez l&apos;échelle sur laquelle les cotes s&apos;affichent.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Rating system</source>
        <translation>Système de cote</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Changing the rating system or its parameters re-rates every match of this leaderboard.</source>
        <translation>Changer le système de cote ou ses paramètres recalcule tous les matchs de ce classement.</translation>
    </message>
    <message>
        <source>The leaderboard needs a name.</source>
        <translation>Le classement doit avoir un nom.</translation>
    </message>
    <message>
        <source>Every parameter must be a number.</source>
        <translation>Chaque paramètre doit être un nombre.</translation>
    </message>
</context>
<context>
    <name>standings.leaderboard_view</name>
    <message>
        <source>Search players…</source>
        <translation>Rechercher des joueurs…</translation>
    </message>
    <message>
        <source>Search the leaderboard</source>
        <translation>Chercher dans le classement</translation>
    </message>
    <message>
        <source>Type part of a name; only matching players are listed.</source>
        <translation>Saisissez une partie d&apos;un nom&#xa0;; seuls les joueurs correspondants sont listés.</translation>
    </message>
    <message>
        <source>Minimum games</source>
        <translation>Parties minimum</translation>
    </message>
    <message>
        <source>Show only players with at least this many games</source>
        <translation>N&apos;afficher que les joueurs qui ont au moins ce nombre de parties</translation>
    </message>
    <message>
        <source>Active since</source>
        <translation>Actifs depuis</translation>
    </message>
    <message>
        <source>Only players active since</source>
        <translation>Seulement les joueurs actifs depuis</translation>
    </message>
    <message>
        <source>When ticked, only players who played since the date are listed.</source>
        <translation>Si coché, seuls les joueurs ayant joué depuis la date sont listés.</translation>
    </message>
    <message>
        <source>Active since date</source>
        <translation>Date «&#xa0;actifs depuis&#xa0;»</translation>
    </message>
    <message>
        <source>The date from which a player counts as active.</source>
        <translation>La date à partir de laquelle un joueur compte comme actif.</translation>
    </message>
    <message>
        <source>Min. games</source>
        <translation>Parties min.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Each player, one a row, with rank, rating and games; Enter opens the player&apos;s page.</source>
        <translation>Chaque joueur, un par ligne, avec rang, cote et parties&#xa0;; Entrée ouvre la page du joueur.</translation>
    </message>
    <message>
        <source>{total} players</source>
        <translation>{total} joueurs</translation>
    </message>
    <message>
        <source>{shown} of {total} players</source>
        <translation>{shown} joueurs sur {total}</translation>
    </message>
</context>
<context>
    <name>standings.player_page</name>
    <message>
        <source>Compare with…</source>
        <translation>Comparer avec…</translation>
    </message>
    <message>
        <source>Clear comparison</source>
        <translation>Effacer la comparaison</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Enregistrer le graphique en PNG…</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Face-à-face</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Comparer avec</translation>
    </message>
    <message>
        <source>Pick another player whose rating is drawn beside this one.</source>
        <translation>Choisissez un autre joueur dont la cote est tracée à côté de celle-ci.</translation>
    </message>
    <message>
        <source>Removes the other player from the chart.</source>
        <translation>Retire l&apos;autre joueur du graphique.</translation>
    </message>
    <message>
        <source>Save chart as PNG</source>
        <translation>Enregistrer le graphique en PNG</translation>
    </message>
    <message>
        <source>Saves the rating chart as a picture.</source>
        <translation>Enregistre le graphique de la cote comme image.</translation>
    </message>
    <message>
        <source>Player&apos;s matches</source>
        <translation>Matchs du joueur</translation>
    </message>
    <message>
        <source>The player&apos;s matches, one a row, with the result and the rating change.</source>
        <translation>Les matchs du joueur, un par ligne, avec le résultat et la variation de cote.</translation>
    </message>
    <message>
        <source>Head-to-head records</source>
        <translation>Bilans face à face</translation>
    </message>
    <message>
        <source>Each opponent, one a row, with wins, draws and losses against them.</source>
        <translation>Chaque adversaire, un par ligne, avec les victoires, nuls et défaites contre lui.</translation>
    </message>
    <message>
        <source>Set initial rating…</source>
        <translation>Cote initiale…</translation>
    </message>
    <message>
        <source>Where this player starts on this leaderboard (e.g. from an outside rank or rating)</source>
        <translation>Point de départ de ce joueur dans ce classement (p. ex. d&apos;après un rang ou une cote d&apos;ailleurs)</translation>
    </message>
    <message>
        <source>Set initial rating</source>
        <translation>Définir la cote initiale</translation>
    </message>
    <message>
        <source>Rating (μ)</source>
        <translation>Cote (μ)</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Enregistrer le graphique</translation>
    </message>
    <message>
        <source>{name}-rating.png</source>
        <translation>{name}-cote.png</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>Saved the chart to {path}.</source>
        <translation>Graphique enregistré dans {path}.</translation>
    </message>
    <message>
        <source>Initial rating of {name}</source>
        <translation>Cote initiale de {name}</translation>
    </message>
    <message>
        <source>Default initial rating for {name}</source>
        <translation>Cote initiale par défaut pour {name}</translation>
    </message>
    <message>
        <source>Replaying the player&apos;s matches…</source>
        <translation>Recalcul des matchs du joueur…</translation>
    </message>
    <message numerus="yes">
        <source>{player} · {leaderboard} · μ {mu} ± {sigma} · conservative {conservative} · %n match(es)</source>
        <comment>the player page&apos;s heading; {player} is the name in large letters</comment>
        <translation>
            <numerusform>{player} · {leaderboard} · μ {mu} ± {sigma} · prudent {conservative} · %n match</numerusform>
            <numerusform>{player} · {leaderboard} · μ {mu} ± {sigma} · prudent {conservative} · %n matchs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>standings.rating_chart</name>
    <message>
        <source>Beat {opponents}</source>
        <translation>Victoire contre {opponents}</translation>
    </message>
    <message>
        <source>Lost to {opponents}</source>
        <translation>Défaite contre {opponents}</translation>
    </message>
    <message>
        <source>Drew with {opponents}</source>
        <translation>Nul contre {opponents}</translation>
    </message>
    <message>
        <source>{placement} of {count} sides, against {opponents}</source>
        <translation>{placement} sur {count} camps, contre {opponents}</translation>
    </message>
    <message>
        <source>A player&apos;s rating (μ) over time. No matches to draw yet.</source>
        <translation>La cote (μ) d&apos;un joueur au fil du temps. Aucun match à tracer pour l&apos;instant.</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s rating (μ) over time from {first} to {last}, with its likely range and the conservative estimate. Now μ {mu} ± {sigma} after %n match(es); lowest {low}, highest {high}.</source>
        <translation>
            <numerusform>Cote (μ) de {player} au fil du temps, du {first} au {last}, avec sa plage probable et l&apos;estimation prudente. Actuellement μ {mu} ± {sigma} après %n match&#xa0;; la plus basse {low}, la plus haute {high}.</numerusform>
            <numerusform>Cote (μ) de {player} au fil du temps, du {first} au {last}, avec sa plage probable et l&apos;estimation prudente. Actuellement μ {mu} ± {sigma} après %n matchs&#xa0;; la plus basse {low}, la plus haute {high}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ratings (μ) over time from {first} to {last}, compared. Now: {players}.</source>
        <translation>Cotes (μ) au fil du temps, du {first} au {last}, comparées. Actuellement&#xa0;: {players}.</translation>
    </message>
    <message>
        <source>Rating chart</source>
        <translation>Graphique de la cote</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Rating (μ)</source>
        <translation>Cote (μ)</translation>
    </message>
    <message>
        <source>Matches of {day}, in the order played</source>
        <translation>Matchs du {day}, dans l&apos;ordre joué</translation>
    </message>
    <message>
        <source>conservative (μ − {k}σ)</source>
        <translation>estimation prudente (μ − {k}σ)</translation>
    </message>
</context>
<context>
    <name>standings.season_form</name>
    <message>
        <source>Season name</source>
        <translation>Nom de la saison</translation>
    </message>
    <message>
        <source>Type the season&apos;s name; Enter saves the season.</source>
        <translation>Saisissez le nom de la saison&#xa0;; Entrée enregistre la saison.</translation>
    </message>
    <message>
        <source>e.g. Season 2024</source>
        <translation>p. ex. Saison 2024</translation>
    </message>
    <message>
        <source>Season leaderboard</source>
        <translation>Classement de référence de la saison</translation>
    </message>
    <message>
        <source>Pick the leaderboard whose events count for the season.</source>
        <translation>Choisissez le classement dont les événements comptent pour la saison.</translation>
    </message>
    <message>
        <source>Season starts</source>
        <translation>Début de la saison</translation>
    </message>
    <message>
        <source>Season ends</source>
        <translation>Fin de la saison</translation>
    </message>
    <message>
        <source>The first day whose events count.</source>
        <translation>Le premier jour dont les événements comptent.</translation>
    </message>
    <message>
        <source>The last day whose events count.</source>
        <translation>Le dernier jour dont les événements comptent.</translation>
    </message>
    <message>
        <source>Events that count</source>
        <translation>Événements qui comptent</translation>
    </message>
    <message>
        <source>all events</source>
        <translation>tous les événements</translation>
    </message>
    <message>
        <source>best </source>
        <translation>top </translation>
    </message>
    <message>
        <source>Only each player&apos;s best N events count (all events at the lowest value)</source>
        <translation>Seuls les N meilleurs événements de chaque joueur comptent (tous les événements à la valeur la plus basse)</translation>
    </message>
    <message>
        <source>Points per place</source>
        <translation>Points par place</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Points for 1st, 2nd, 3rd… place; places below the list get 0</source>
        <translation>Points pour la 1re, 2e, 3e… place&#xa0;; les places au-delà de la liste valent 0</translation>
    </message>
    <message>
        <source>Add place</source>
        <translation>Ajouter une place</translation>
    </message>
    <message>
        <source>Adds a row for the next place&apos;s points.</source>
        <translation>Ajoute une ligne pour les points de la place suivante.</translation>
    </message>
    <message>
        <source>Remove place</source>
        <translation>Retirer une place</translation>
    </message>
    <message>
        <source>Removes the last place&apos;s row.</source>
        <translation>Retire la ligne de la dernière place.</translation>
    </message>
    <message>
        <source>Default scale</source>
        <translation>Barème par défaut</translation>
    </message>
    <message>
        <source>Points </source>
        <translation>Points </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Au</translation>
    </message>
    <message>
        <source>Counting</source>
        <translation>Décompte</translation>
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
        <translation>{points} pts</translation>
    </message>
    <message>
        <source>Tournament App — season on the presenter</source>
        <translation>Tournament App — saison à l&apos;affichage</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Classement de la saison</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>No season chosen</source>
        <translation>Aucune saison choisie</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) from {date_from} to {date_to}; best {best} count</source>
        <translation>
            <numerusform>%n événement du {date_from} au {date_to}&#xa0;; les {best} meilleurs comptent</numerusform>
            <numerusform>%n événements du {date_from} au {date_to}&#xa0;; les {best} meilleurs comptent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) from {date_from} to {date_to}; every event counts</source>
        <translation>
            <numerusform>%n événement du {date_from} au {date_to}&#xa0;; tous comptent</numerusform>
            <numerusform>%n événements du {date_from} au {date_to}&#xa0;; tous comptent</numerusform>
        </translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Pas encore de résultats</translation>
    </message>
</context>
<context>
    <name>standings.season_view</name>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Events that count (each player&apos;s best N)</source>
        <translation>Événements qui comptent (les N meilleurs de chaque joueur)</translation>
    </message>
    <message>
        <source>Counted results</source>
        <translation>Résultats comptés</translation>
    </message>
    <message>
        <source>{day} {event}: {place} place, {points} points</source>
        <translation>{day} {event}&#xa0;: classé {place}, {points} points</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joués</translation>
    </message>
    <message>
        <source>Events of the season with a placement for the player</source>
        <translation>Événements de la saison où le joueur a une place</translation>
    </message>
    <message>
        <source>Pick the season whose table is shown and edited.</source>
        <translation>Choisissez la saison dont le classement est affiché et modifié.</translation>
    </message>
    <message>
        <source>New season</source>
        <translation>Nouvelle saison</translation>
    </message>
    <message>
        <source>Empties the form to make a new season.</source>
        <translation>Vide le formulaire pour créer une nouvelle saison.</translation>
    </message>
    <message>
        <source>Delete season</source>
        <translation>Supprimer la saison</translation>
    </message>
    <message>
        <source>Deletes the season chosen; its events stay.</source>
        <translation>Supprime la saison choisie&#xa0;; ses événements restent.</translation>
    </message>
    <message>
        <source>Create season</source>
        <translation>Créer la saison</translation>
    </message>
    <message>
        <source>Save season</source>
        <translation>Enregistrer la saison</translation>
    </message>
    <message>
        <source>Saves the season&apos;s settings.</source>
        <translation>Enregistre les paramètres de la saison.</translation>
    </message>
    <message>
        <source>Season table</source>
        <translation>Classement de la saison</translation>
    </message>
    <message>
        <source>Each player, one a row, with their place, points and events.</source>
        <translation>Chaque joueur, un par ligne, avec sa place, ses points et ses événements.</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Saves the season&apos;s table as a CSV file.</source>
        <translation>Enregistre le classement de la saison en fichier CSV.</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Print season</source>
        <translation>Imprimer la saison</translation>
    </message>
    <message>
        <source>Print the season&apos;s table or save it as PDF, with a preview first</source>
        <translation>Imprimer le classement de la saison ou l&apos;enregistrer en PDF, après un aperçu</translation>
    </message>
    <message>
        <source>Show on presenter</source>
        <translation>Montrer sur l&apos;écran d&apos;affichage</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) of {leaderboard} from {start} to {end} with results; each player&apos;s best {best} count. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n événement de {leaderboard} du {start} au {end} avec des résultats&#xa0;; les {best} meilleurs de chaque joueur comptent. Points par place&#xa0;: {scale}.</numerusform>
            <numerusform>%n événements de {leaderboard} du {start} au {end} avec des résultats&#xa0;; les {best} meilleurs de chaque joueur comptent. Points par place&#xa0;: {scale}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) of {leaderboard} from {start} to {end} with results; every event counts. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n événement de {leaderboard} du {start} au {end} avec des résultats&#xa0;; chaque événement compte. Points par place&#xa0;: {scale}.</numerusform>
            <numerusform>%n événements de {leaderboard} du {start} au {end} avec des résultats&#xa0;; chaque événement compte. Points par place&#xa0;: {scale}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not finished yet, so not counted: {names}.</source>
        <translation>Pas encore terminé, donc pas compté&#xa0;: {names}.</translation>
    </message>
    <message>
        <source>No results in this season yet.</source>
        <translation>Aucun résultat dans cette saison pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Exporting the season…</source>
        <translation>Exportation de la saison…</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Show season on presenter</source>
        <translation>Montrer la saison sur l&apos;écran d&apos;affichage</translation>
    </message>
    <message>
        <source>Shows the season&apos;s table on the presenter screen.</source>
        <translation>Affiche le classement de la saison sur l&apos;écran d&apos;affichage.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Enregistrer les modifications</translation>
    </message>
    <message>
        <source>Make a leaderboard first: a season ranks a leaderboard&apos;s events.</source>
        <translation>Créez d&apos;abord un classement&#xa0;: une saison classe les événements d&apos;un classement.</translation>
    </message>
    <message>
        <source>Nothing to save: the season is as stored.</source>
        <translation>Rien à enregistrer&#xa0;: la saison n&apos;a pas changé.</translation>
    </message>
    <message>
        <source>New season {name}</source>
        <translation>Nouvelle saison {name}</translation>
    </message>
    <message>
        <source>Change season {name}</source>
        <translation>Modifier la saison {name}</translation>
    </message>
    <message>
        <source>Created the season &apos;{shown}&apos;.</source>
        <translation>Saison «&#xa0;{shown}&#xa0;» créée.</translation>
    </message>
    <message>
        <source>Saved the season &apos;{shown}&apos;.</source>
        <translation>Saison «&#xa0;{shown}&#xa0;» enregistrée.</translation>
    </message>
    <message>
        <source>Delete season {name}</source>
        <translation>Supprimer la saison {name}</translation>
    </message>
    <message>
        <source>Deleted the season &apos;{name}&apos; (Edit ▸ Undo brings it back).</source>
        <translation>Saison «&#xa0;{name}&#xa0;» supprimée (Édition ▸ Annuler la fait revenir).</translation>
    </message>
    <message>
        <source>Name the season, choose its leaderboard and dates, and create it: its table shows here.</source>
        <translation>Nommez la saison, choisissez son classement et ses dates, puis créez-la&#xa0;: son classement s&apos;affiche ici.</translation>
    </message>
    <message>
        <source>Export season</source>
        <translation>Exporter la saison</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>Fichier CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exported {count} players to {target}.</source>
        <translation>{count} joueurs exportés dans {target}.</translation>
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
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Least-squares strength g: g_i − g_j is fitted to (a_ij − a_ji)/(a_ij + a_ji) over the pairs that met; the ranked group averages 0</source>
        <translation>Force g par moindres carrés&#xa0;: g_i − g_j est ajusté à (a_ij − a_ji)/(a_ij + a_ji) sur les paires qui se sont rencontrées&#xa0;; la moyenne du groupe classé vaut 0</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Results (frags, games) against the other ranked players</source>
        <translation>Résultats (frags, parties) contre les autres joueurs classés</translation>
    </message>
    <message>
        <source>Opponents met</source>
        <translation>Adversaires rencontrés</translation>
    </message>
    <message>
        <source>Why not ranked</source>
        <translation>Pourquoi non classé</translation>
    </message>
    <message>
        <source>Static ranking of an event</source>
        <translation>Classement statique d&apos;un événement</translation>
    </message>
    <message>
        <source>Pick the event to rank.</source>
        <translation>Choisissez l&apos;événement à classer.</translation>
    </message>
    <message>
        <source>At least this many results</source>
        <translation>Au moins ce nombre de résultats</translation>
    </message>
    <message>
        <source>Players with fewer results against others are not ranked: a few 1:0 results would otherwise dominate (seed 003)</source>
        <translation>Les joueurs qui ont moins de résultats contre les autres ne sont pas classés&#xa0;: sinon quelques résultats 1:0 domineraient (seed 003)</translation>
    </message>
    <message>
        <source>Strengths fitted by least squares to the pairwise results of one event (frags of its event logs, results of its matches); pairs that never met are skipped.</source>
        <translation>Forces ajustées par moindres carrés aux résultats par paires d&apos;un événement (frags de ses journaux, résultats de ses matchs)&#xa0;; les paires qui ne se sont jamais rencontrées sont ignorées.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Ranked players</source>
        <translation>Joueurs classés</translation>
    </message>
    <message>
        <source>The players ranked, strongest first, with their fitted strength.</source>
        <translation>Les joueurs classés, du plus fort au plus faible, avec leur force estimée.</translation>
    </message>
    <message>
        <source>Players not ranked</source>
        <translation>Joueurs non classés</translation>
    </message>
    <message>
        <source>The players with too few results to rank, and why.</source>
        <translation>Les joueurs ayant trop peu de résultats pour être classés, et pourquoi.</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>Au moins</translation>
    </message>
    <message>
        <source>results</source>
        <translation>résultats</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not ranked&lt;/b&gt;</source>
        <translation>&lt;b&gt;Non classés&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This leaderboard has no events yet: import an event log or record matches under an event.</source>
        <translation>Ce classement n&apos;a encore aucun événement&#xa0;: importez un journal d&apos;événement ou saisissez des matchs dans un événement.</translation>
    </message>
    <message>
        <source>{count} players ranked from {pairs} pairs that met; {count2} not ranked (see below).</source>
        <translation>{count} joueurs classés d&apos;après {pairs} paires qui se sont rencontrées&#xa0;; {count2} non classés (voir ci-dessous).</translation>
    </message>
    <message>
        <source>Nobody has enough results to be ranked; lower the minimum or see why below.</source>
        <translation>Personne n&apos;a assez de résultats pour être classé&#xa0;; baissez le minimum ou voyez pourquoi ci-dessous.</translation>
    </message>
</context>
<context>
    <name>store.backup</name>
    <message>
        <source>The file {path} does not exist.</source>
        <translation>Le fichier {path} n&apos;existe pas.</translation>
    </message>
</context>
<context>
    <name>store.database</name>
    <message>
        <source>The path {path} is a folder, not a database file.</source>
        <translation>Le chemin {path} est un dossier, pas un fichier de base de données.</translation>
    </message>
    <message>
        <source>The file {name} is not a tournament-app database (it is not an SQLite file at all).</source>
        <translation>Le fichier {name} n&apos;est pas une base de données tournament-app (ce n&apos;est pas du tout un fichier SQLite).</translation>
    </message>
    <message>
        <source>The file {name} is damaged: it is cut short. Restore a backup.</source>
        <translation>Le fichier {name} est endommagé&#xa0;: il est tronqué. Restaurez une sauvegarde.</translation>
    </message>
    <message>
        <source>The file {name} is another program&apos;s SQLite database, not a tournament-app database.</source>
        <translation>Le fichier {name} est la base de données SQLite d&apos;un autre programme, pas une base de données tournament-app.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: its header is not valid. Restore a backup.</source>
        <translation>Le fichier {name} est endommagé&#xa0;: son en-tête n&apos;est pas valide. Restaurez une sauvegarde.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: it is cut short ({size} bytes, not a whole number of {page_size}-byte pages). Restore a backup.</source>
        <translation>Le fichier {name} est endommagé&#xa0;: il est tronqué ({size} octets, pas un nombre entier de pages de {page_size} octets). Restaurez une sauvegarde.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: it is cut short ({present} of its {pages} pages). Restore a backup.</source>
        <translation>Le fichier {name} est endommagé&#xa0;: il est tronqué ({present} pages sur {pages}). Restaurez une sauvegarde.</translation>
    </message>
    <message>
        <source>Cannot create {name}: the folder {folder} is not writable.</source>
        <translation>Impossible de créer {name}&#xa0;: le dossier {folder} n&apos;est pas accessible en écriture.</translation>
    </message>
    <message>
        <source>Cannot open {path}: {error}.</source>
        <translation>Impossible d&apos;ouvrir {path}&#xa0;: {error}.</translation>
    </message>
    <message>
        <source>The file {name} needs an update but it is read-only; copy it somewhere writable and open the copy.</source>
        <translation>Le fichier {name} doit être mis à jour mais il est en lecture seule&#xa0;; copiez-le dans un endroit accessible en écriture et ouvrez la copie.</translation>
    </message>
    <message>
        <source>update the file to this version</source>
        <translation>mettre à jour le fichier pour cette version</translation>
    </message>
    <message>
        <source>The file {name} does not exist (any more).</source>
        <translation>Le fichier {name} n&apos;existe pas (ou plus).</translation>
    </message>
    <message>
        <source>The file {name} is empty.</source>
        <translation>Le fichier {name} est vide.</translation>
    </message>
    <message>
        <source>The file {name} is an empty database, not a club.</source>
        <translation>Le fichier {name} est une base de données vide, pas un club.</translation>
    </message>
    <message>
        <source>restore the backup</source>
        <translation>restaurer la sauvegarde</translation>
    </message>
    <message>
        <source>Could not restore the backup into {name}: {error}.</source>
        <translation>Impossible de restaurer la sauvegarde dans {name}&#xa0;: {error}.</translation>
    </message>
    <message>
        <source>The file {name} is an SQLite database of another program, not a tournament-app database.</source>
        <translation>Le fichier {name} est une base de données SQLite d&apos;un autre programme, pas une base de données tournament-app.</translation>
    </message>
    <message>
        <source>The file {name} is damaged or not a database: {error}.</source>
        <translation>Le fichier {name} est endommagé ou n&apos;est pas une base de données&#xa0;: {error}.</translation>
    </message>
    <message>
        <source>The file {name} is an SQLite database of another program (tables: {tables}), not a tournament-app database.</source>
        <translation>Le fichier {name} est une base de données SQLite d&apos;un autre programme (tables&#xa0;: {tables}), pas une base de données tournament-app.</translation>
    </message>
    <message>
        <source>The file {name} is not a tournament-app database.</source>
        <translation>Le fichier {name} n&apos;est pas une base de données tournament-app.</translation>
    </message>
    <message>
        <source>The file {name} was written by a newer version of tournament-app (it has changes this version does not know: {changes}). Install the newer version to open it; the file was not changed.</source>
        <translation>Le fichier {name} a été écrit par une version plus récente de tournament-app (il contient des modifications que cette version ne connaît pas&#xa0;: {changes}). Installez la version plus récente pour l&apos;ouvrir&#xa0;; le fichier n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: {error}. Restore a backup.</source>
        <translation>Le fichier {name} est endommagé&#xa0;: {error}. Restaurez une sauvegarde.</translation>
    </message>
    <message>
        <source>The file {name} is damaged ({result}); restore a backup.</source>
        <translation>Le fichier {name} est endommagé ({result})&#xa0;; restaurez une sauvegarde.</translation>
    </message>
    <message>
        <source>The file {name} is damaged ({error}); nothing was changed. Restore a backup (the app offers them under File ▸ Restore backup…).</source>
        <translation>Le fichier {name} est endommagé ({error})&#xa0;; rien n&apos;a été modifié. Restaurez une sauvegarde (l&apos;application les propose dans Fichier ▸ Restaurer une sauvegarde…).</translation>
    </message>
</context>
<context>
    <name>store.errors</name>
    <message>
        <source>save the change</source>
        <translation>enregistrer la modification</translation>
    </message>
    <message>
        <source>Could not {doing}: the disk holding {name} is full. Nothing was changed; the club is exactly as it was. Free some space on that disk (or move the file to another one) and try again.</source>
        <translation>L&apos;application n&apos;a pas pu {doing}&#xa0;: le disque qui contient {name} est plein. Rien n&apos;a été modifié&#xa0;; le club est exactement comme avant. Libérez de la place sur ce disque (ou déplacez le fichier sur un autre) et réessayez.</translation>
    </message>
    <message>
        <source>Could not {doing}: {name} is read-only (the file, its folder or its disk cannot be written). Nothing was changed. Copy the file somewhere writable and open the copy to make changes.</source>
        <translation>L&apos;application n&apos;a pas pu {doing}&#xa0;: {name} est en lecture seule (le fichier, son dossier ou son disque n&apos;est pas accessible en écriture). Rien n&apos;a été modifié. Copiez le fichier dans un endroit accessible en écriture et ouvrez la copie pour faire des modifications.</translation>
    </message>
    <message>
        <source>Could not {doing}: {name} is busy, another window of the app (or another program) is saving to it. Nothing was changed; try again in a moment.</source>
        <translation>L&apos;application n&apos;a pas pu {doing}&#xa0;: {name} est occupé, une autre fenêtre de l&apos;application (ou un autre programme) est en train d&apos;y enregistrer. Rien n&apos;a été modifié&#xa0;; réessayez dans un instant.</translation>
    </message>
    <message>
        <source>Could not {doing}: the disk reported an error writing {name} ({error}). Nothing was changed. If this happens again, check the disk (a removed USB stick?) and restore a backup if the file is damaged.</source>
        <translation>L&apos;application n&apos;a pas pu {doing}&#xa0;: le disque a signalé une erreur en écrivant {name} ({error}). Rien n&apos;a été modifié. Si cela se reproduit, vérifiez le disque (une clé USB retirée&#xa0;?) et restaurez une sauvegarde si le fichier est endommagé.</translation>
    </message>
</context>
<context>
    <name>store.fresh_file</name>
    <message>
        <source>Default</source>
        <extracomment>Translators: the name of a new club&apos;s first leaderboard</extracomment>
        <translation>Principal</translation>
    </message>
</context>
<context>
    <name>store.other_file</name>
    <message>
        <source>{name} is this club&apos;s own file; choose another club file to merge into it.</source>
        <translation>{name} est le fichier de ce club&#xa0;; choisissez un autre fichier de club à fusionner.</translation>
    </message>
    <message>
        <source>Cannot read {name}: {error}.</source>
        <translation>Impossible de lire {name}&#xa0;: {error}.</translation>
    </message>
    <message>
        <source>update a copy of the file to this version</source>
        <translation>mettre une copie du fichier à jour pour cette version</translation>
    </message>
</context>
<context>
    <name>tournament.bracket_scene</name>
    <message>
        <source>Reset (if needed)</source>
        <translation>Revanche (si nécessaire)</translation>
    </message>
    <message>
        <source>bye</source>
        <extracomment>Translators: the empty side of a first-round match whose other side goes on alone</extracomment>
        <translation>exempt</translation>
    </message>
    <message>
        <source>Match {number} · {status}</source>
        <extracomment>Translators: a match box&apos;s first line (&quot;Match 12 · Playing on Table 2&quot;)</extracomment>
        <translation>Match {number} · {status}</translation>
    </message>
    <message>
        <source>Played by others before a correction</source>
        <translation>Joué par d&apos;autres avant une correction</translation>
    </message>
    <message>
        <source>Only if the losers&apos; side wins</source>
        <extracomment>Translators: the grand final&apos;s reset match, played only if the losers&apos; bracket winner wins the first</extracomment>
        <translation>Seulement si le camp des perdants gagne</translation>
    </message>
</context>
<context>
    <name>tournament.bracket_view</name>
    <message>
        <source>Bracket drawing</source>
        <translation>Dessin du tableau</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>Clear their results</source>
        <translation>Effacer leurs résultats</translation>
    </message>
    <message>
        <source>Delete the results that no longer fit the bracket after a correction (undoable)</source>
        <translation>Supprimer les résultats qui ne collent plus au tableau après une correction (annulable)</translation>
    </message>
    <message>
        <source>Click a match (or move with the arrow keys and press Enter) to enter or correct its result.</source>
        <translation>Cliquez sur un match (ou déplacez-vous avec les flèches et appuyez sur Entrée) pour saisir ou corriger son résultat.</translation>
    </message>
    <message>
        <source>Draws the bracket bigger.</source>
        <translation>Agrandit le tableau.</translation>
    </message>
    <message>
        <source>Draws the bracket smaller.</source>
        <translation>Réduit le tableau.</translation>
    </message>
    <message>
        <source>&amp;Zoom in</source>
        <translation>&amp;Zoom avant</translation>
    </message>
    <message>
        <source>Zoom o&amp;ut</source>
        <translation>Zoom arr&amp;ière</translation>
    </message>
    <message>
        <source>Draws the whole bracket in the space there is.</source>
        <translation>Affiche tout le tableau dans l&apos;espace disponible.</translation>
    </message>
    <message>
        <source>Fit to win&amp;dow</source>
        <translation>A&amp;juster à la fenêtre</translation>
    </message>
    <message>
        <source>A4 landscape</source>
        <translation>A4 paysage</translation>
    </message>
    <message>
        <source>A3 landscape</source>
        <translation>A3 paysage</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>The sheet the bracket is printed on: A3 holds twice as much as A4.</source>
        <translation>La feuille sur laquelle le tableau est imprimé&#xa0;: le A3 en contient deux fois plus que le A4.</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>Im&amp;primer…</translation>
    </message>
    <message>
        <source>Print bracket</source>
        <translation>Imprimer le tableau</translation>
    </message>
    <message>
        <source>Prints the event&apos;s bracket with its results (both brackets of a double elimination), with a preview first.</source>
        <translation>Imprime le tableau de l&apos;événement avec ses résultats (les deux tableaux d&apos;une double élimination), avec un aperçu.</translation>
    </message>
    <message>
        <source>Champion: {champion}</source>
        <translation>Champion&#xa0;: {champion}</translation>
    </message>
    <message>
        <source>match {number}</source>
        <extracomment>Translators: one of the matches named in &quot;A correction changed who plays in match 5, match 6: …&quot;</extracomment>
        <translation>match {number}</translation>
    </message>
    <message>
        <source>A correction changed who plays in {names}: their results no longer fit the bracket and need clearing before the bracket can go on.</source>
        <translation>Une correction a changé qui joue dans {names}&#xa0;: leurs résultats ne collent plus au tableau et doivent être effacés pour que le tableau continue.</translation>
    </message>
    <message>
        <source>No event chosen.</source>
        <translation>Aucun événement choisi.</translation>
    </message>
    <message>
        <source>The knockout bracket is drawn once every pool match has a result.</source>
        <translation>Le tableau final est tiré quand chaque match de poule a un résultat.</translation>
    </message>
    <message>
        <source>The bracket is drawn when the event starts.</source>
        <translation>Le tableau est tiré au début de l&apos;événement.</translation>
    </message>
    <message>
        <source>This event has no bracket: its table is on the Table page.</source>
        <translation>Cet événement n&apos;a pas de tableau&#xa0;: sa grille est sur la page Grille.</translation>
    </message>
    <message numerus="yes">
        <source>Clear the results of %n match(es) a correction changed</source>
        <translation>
            <numerusform>Effacer le résultat de %n match modifié par une correction</numerusform>
            <numerusform>Effacer les résultats de %n matchs modifiés par une correction</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tournament.crosstable_view</name>
    <message>
        <source>Crosstable</source>
        <translation>Grille croisée</translation>
    </message>
    <message>
        <source>Each entrant&apos;s results, one a row, against each entrant in the columns.</source>
        <translation>Les résultats de chaque participant, un par ligne, contre chaque participant en colonne.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>{value} against themselves: no match</source>
        <translation>{value} contre lui-même&#xa0;: pas de match</translation>
    </message>
    <message>
        <source>{value} against {value2}: {text}</source>
        <translation>{value} contre {value2}&#xa0;: {text}</translation>
    </message>
    <message>
        <source>{value} and {value2} have not played yet</source>
        <translation>{value} et {value2} n&apos;ont pas encore joué</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>pas encore joué</translation>
    </message>
</context>
<context>
    <name>tournament.reporting</name>
    <message>
        <source>Clear them and correct</source>
        <translation>Les effacer et corriger</translation>
    </message>
    <message>
        <source>Result of match {number} ({names})</source>
        <translation>Résultat du match {number} ({names})</translation>
    </message>
    <message>
        <source>Correct match {number} ({names}), clearing later results</source>
        <translation>Correction du match {number} ({names}), avec effacement des résultats suivants</translation>
    </message>
    <message>
        <source>Correct match {number} ({names})</source>
        <translation>Correction du match {number} ({names})</translation>
    </message>
    <message>
        <source>match {number} ({names}: {result})</source>
        <extracomment>Translators: a later match already played, named in a list (&quot;match 5 (Ann v Ben: Ann won 3–1)&quot;)</extracomment>
        <translation>match {number} ({names}&#xa0;: {result})</translation>
    </message>
    <message>
        <source>Correcting this result changes who plays in a match already played: {match}. Clear its result to correct it.</source>
        <translation>Corriger ce résultat change qui joue dans un match déjà joué&#xa0;: {match}. Effacez son résultat pour le corriger.</translation>
    </message>
    <message>
        <source>{earlier} and {last}</source>
        <extracomment>Translators: the last two of a list (&quot;match 5 (…), match 6 (…) and match 7 (…)&quot;)</extracomment>
        <translation>{earlier} et {last}</translation>
    </message>
    <message>
        <source>Correcting this result changes who plays in matches already played: {matches}. Clear their results to correct it.</source>
        <extracomment>Translators: {matches} lists two or more matches already played (one has its own sentence)</extracomment>
        <translation>Corriger ce résultat change qui joue dans des matchs déjà joués&#xa0;: {matches}. Effacez leurs résultats pour le corriger.</translation>
    </message>
    <message>
        <source>Later matches were played</source>
        <translation>Des matchs suivants ont été joués</translation>
    </message>
    <message>
        <source>Clearing deletes their results (one undoable step); those matches are then played again.</source>
        <translation>Effacer supprime leurs résultats (une seule étape annulable)&#xa0;; ces matchs sont alors rejoués.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>tournament.result_dialog</name>
    <message>
        <source>Result of match {id}</source>
        <translation>Résultat du match {id}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{fixture_title}&lt;/b&gt;: {value} v {value2}</source>
        <translation>&lt;b&gt;{fixture_title}&lt;/b&gt;&#xa0;: {value} contre {value2}</translation>
    </message>
    <message>
        <source>Recorded now: {result_words}. Saving changes it.</source>
        <translation>Enregistré pour l&apos;instant&#xa0;: {result_words}. Enregistrer le modifie.</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} a gagné</translation>
    </message>
    <message>
        <source>Chooses this side as the winner; Enter then saves.</source>
        <translation>Choisit ce camp comme vainqueur&#xa0;; Entrée enregistre ensuite.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>Chooses a draw; Enter then saves.</source>
        <translation>Choisit le match nul&#xa0;; Entrée enregistre ensuite.</translation>
    </message>
    <message>
        <source>Score (optional)</source>
        <translation>Score (facultatif)</translation>
    </message>
    <message>
        <source>{name} score</source>
        <translation>Score de {name}</translation>
    </message>
    <message>
        <source>Type the side&apos;s score, if the game keeps one.</source>
        <translation>Saisissez le score du camp, si le jeu en tient un.</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>tournament.score_table_view</name>
    <message>
        <source>Each entrant, one a row, with place, points, games and the tiebreaks.</source>
        <translation>Chaque participant, un par ligne, avec place, points, parties et départages.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Side 1</source>
        <translation>Camp 1</translation>
    </message>
    <message>
        <source>Side 2</source>
        <translation>Camp 2</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Round matches</source>
        <translation>Matchs du tour</translation>
    </message>
    <message>
        <source>The round&apos;s matches, one a row; Enter or a double-click enters or corrects a result.</source>
        <translation>Les matchs du tour, un par ligne&#xa0;; Entrée ou un double-clic saisit ou corrige un résultat.</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <source>Draws the next round once every result of this one is in.</source>
        <translation>Tire le tour suivant une fois tous les résultats de celui-ci saisis.</translation>
    </message>
    <message>
        <source>No event chosen.</source>
        <translation>Aucun événement choisi.</translation>
    </message>
    <message>
        <source>The table fills in once the event has started.</source>
        <translation>La grille se remplit une fois l&apos;événement commencé.</translation>
    </message>
    <message>
        <source>The pools are drawn when the event starts.</source>
        <translation>Les poules sont tirées au début de l&apos;événement.</translation>
    </message>
    <message>
        <source>This event has no table: its bracket and standings are on their pages.</source>
        <translation>Cet événement n&apos;a pas de grille&#xa0;: son tableau et son classement sont sur leurs pages.</translation>
    </message>
    <message>
        <source>Round {rounds_drawn} of {total}</source>
        <translation>Tour {rounds_drawn} sur {total}</translation>
    </message>
    <message>
        <source>All {total} rounds have been played: the table is final.</source>
        <translation>Les {total} tours ont tous été joués&#xa0;: la grille est définitive.</translation>
    </message>
    <message>
        <source>All {total} rounds have been drawn.</source>
        <translation>Les {total} tours ont tous été tirés.</translation>
    </message>
    <message>
        <source>Round {number} is complete: draw round {next}.</source>
        <translation>Le tour {number} est complet&#xa0;: tirez le tour {next}.</translation>
    </message>
    <message>
        <source>Standings (final)</source>
        <translation>Classement (final)</translation>
    </message>
    <message>
        <source>Standings so far (round {number} under way)</source>
        <translation>Classement provisoire (tour {number} en cours)</translation>
    </message>
    <message>
        <source>Standings before the first round</source>
        <translation>Classement avant le premier tour</translation>
    </message>
    <message>
        <source>Standings after round {number}</source>
        <translation>Classement après le tour {number}</translation>
    </message>
    <message>
        <source>Standings table</source>
        <translation>Grille de classement</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) of round {number} still need a result.</source>
        <translation>
            <numerusform>%n match du tour {number} attend encore un résultat.</numerusform>
            <numerusform>%n matchs du tour {number} attendent encore un résultat.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Crosstable&lt;/b&gt; (row against column: 1 won, ½ drawn, 0 lost)</source>
        <translation>&lt;b&gt;Grille croisée&lt;/b&gt; (ligne contre colonne&#xa0;: 1 gagné, ½ nul, 0 perdu)</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Grille croisée</translation>
    </message>
    <message>
        <source>Round shown</source>
        <translation>Tour affiché</translation>
    </message>
    <message>
        <source>Pick the round whose matches are listed below.</source>
        <translation>Choisissez le tour dont les matchs sont listés en dessous.</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Tour {number}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matches of&lt;/b&gt;</source>
        <translation>&lt;b&gt;Matchs du&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(Enter or double-click a match to enter or correct its result)</source>
        <translation>(Entrée ou double-clic sur un match pour saisir ou corriger son résultat)</translation>
    </message>
    <message>
        <source>{pool} table</source>
        <translation>{pool}&#xa0;: grille</translation>
    </message>
    <message>
        <source>{pool} crosstable</source>
        <translation>{pool}&#xa0;: grille croisée</translation>
    </message>
    <message>
        <source>The knockout has been seeded from the pools ({count} go on): its bracket is on the Bracket page.</source>
        <translation>La phase finale a été placée d&apos;après les poules ({count} qualifiés)&#xa0;: son tableau est sur la page Tableau.</translation>
    </message>
    <message>
        <source>The top {advance} of each pool go on to the knockout; it is seeded once every pool match has a result.</source>
        <translation>Les {advance} premiers de chaque poule passent en phase finale&#xa0;; elle est placée quand chaque match de poule a un résultat.</translation>
    </message>
    <message>
        <source>Draw round {number} of {name}</source>
        <translation>Tirer le tour {number} de {name}</translation>
    </message>
</context>
<context>
    <name>tournament.standings_view</name>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Variation de cote</translation>
    </message>
    <message>
        <source>still in</source>
        <extracomment>Translators: the place of an entrant still playing in a knockout (no place settled yet)</extracomment>
        <translation>en lice</translation>
    </message>
    <message>
        <source>Podium</source>
        <translation>Podium</translation>
    </message>
    <message>
        <source>Event standings</source>
        <translation>Classement de l&apos;événement</translation>
    </message>
    <message>
        <source>Each entrant, one a row, with their place and results in this event.</source>
        <translation>Chaque participant, un par ligne, avec sa place et ses résultats dans cet événement.</translation>
    </message>
    <message>
        <source>Export standings as CSV</source>
        <translation>Exporter le classement en CSV</translation>
    </message>
    <message>
        <source>Saves the event&apos;s standings as a CSV file.</source>
        <translation>Enregistre le classement de l&apos;événement en fichier CSV.</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xporter en CSV…</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Print standings</source>
        <translation>Imprimer le classement</translation>
    </message>
    <message>
        <source>Prints the event&apos;s standings or saves them as PDF, with a preview first.</source>
        <translation>Imprime le classement de l&apos;événement ou l&apos;enregistre en PDF, après un aperçu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tonight&apos;s standings&lt;/b&gt;: points from tonight&apos;s matches</source>
        <translation>&lt;b&gt;Classement de la soirée&lt;/b&gt;&#xa0;: points des matchs de ce soir</translation>
    </message>
    <message>
        <source>No standings yet: results entered tonight show here.</source>
        <translation>Pas encore de classement&#xa0;: les résultats saisis ce soir s&apos;affichent ici.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final standings&lt;/b&gt;</source>
        <translation>&lt;b&gt;Classement final&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No standings yet: the event hasn&apos;t started.</source>
        <translation>Pas encore de classement&#xa0;: l&apos;événement n&apos;a pas commencé.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Standings so far&lt;/b&gt;</source>
        <translation>&lt;b&gt;Classement provisoire&lt;/b&gt;</translation>
    </message>
    <message>
        <source>: places are settled as entrants go out</source>
        <translation>&#xa0;: les places sont fixées à mesure que les participants sont éliminés</translation>
    </message>
    <message>
        <source>Export standings</source>
        <translation>Exporter le classement</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>Fichier CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exported {count} lines to {target}.</source>
        <translation>{count} lignes exportées dans {target}.</translation>
    </message>
    <message>
        <source>The standings could not be exported: {exc}</source>
        <translation>Le classement n&apos;a pas pu être exporté&#xa0;: {exc}</translation>
    </message>
    <message>
        <source>Exporting the standings…</source>
        <translation>Exportation du classement…</translation>
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
        <translation>Buchholz tronqué 1</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>Buchholz médian</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Confrontation directe</translation>
    </message>
    <message>
        <source>Winners&apos; bracket</source>
        <translation>Tableau des gagnants</translation>
    </message>
    <message>
        <source>Losers&apos; bracket</source>
        <translation>Tableau des perdants</translation>
    </message>
    <message>
        <source>Grand final</source>
        <extracomment>Translators: the grand final&apos;s second match, played when the losers&apos; bracket winner wins the first</extracomment>
        <translation>Grande finale</translation>
    </message>
    <message>
        <source>Third place</source>
        <translation>3e place</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Exempt</translation>
    </message>
    <message>
        <source>{first} v {second}</source>
        <extracomment>Translators: the two sides of a match (&quot;Ann v Ben&quot;)</extracomment>
        <translation>{first} contre {second}</translation>
    </message>
    <message>
        <source>Needs clearing</source>
        <extracomment>Translators: a match whose result no longer fits the bracket after an earlier correction</extracomment>
        <translation>À libérer</translation>
    </message>
    <message>
        <source>Playing on {table}</source>
        <extracomment>Translators: {table} is the table&apos;s name (&quot;Table 2&quot;)</extracomment>
        <translation>En jeu sur {table}</translation>
    </message>
    <message>
        <source>Wins, byes included</source>
        <translation>Victoires, exemptions comprises</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <source>Called to {table}</source>
        <extracomment>Translators: the match is called to a table and its players are on their way ({table}: &quot;Table 2&quot;)</extracomment>
        <translation>Appelé sur {table}</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>pas encore de résultat</translation>
    </message>
    <message>
        <source>{first} and {second} drew</source>
        <translation>{first} et {second} ont fait match nul</translation>
    </message>
    <message>
        <source>{first} and {second} drew {score}</source>
        <extracomment>Translators: {score} is the score, high first (&quot;2–2&quot;)</extracomment>
        <translation>{first} et {second} ont fait match nul {score}</translation>
    </message>
    <message>
        <source>{winner} won</source>
        <translation>{winner} a gagné</translation>
    </message>
    <message>
        <source>{winner} won {score}</source>
        <extracomment>Translators: {score} is the score, the winner&apos;s first (&quot;3–1&quot;)</extracomment>
        <translation>{winner} a gagné {score}</translation>
    </message>
    <message>
        <source>Winners&apos; final</source>
        <translation>Finale des gagnants</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Demi-finales</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Quarts de finale</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Tour {number}</translation>
    </message>
    <message>
        <source>Losers&apos; final</source>
        <translation>Finale des perdants</translation>
    </message>
    <message>
        <source>Losers round {number}</source>
        <translation>Tour {number} des perdants</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Match {number} · Grand final</source>
        <translation>Match {number} · Grande finale</translation>
    </message>
    <message>
        <source>Match {number} · Grand final, reset</source>
        <translation>Match {number} · Grande finale, revanche</translation>
    </message>
    <message>
        <source>Match {number} · Match for third place</source>
        <translation>Match {number} · Match pour la 3e place</translation>
    </message>
    <message>
        <source>Match {number} · {bracket}, round {round}</source>
        <extracomment>Translators: {bracket} is &quot;Winners&apos; bracket&quot;, &quot;Losers&apos; bracket&quot; or a pool (&quot;Pool A&quot;)</extracomment>
        <translation>Match {number} · {bracket}, tour {round}</translation>
    </message>
    <message>
        <source>Match {number} · Round {round}</source>
        <translation>Match {number} · Tour {round}</translation>
    </message>
    <message>
        <source>{name} goes on (bye)</source>
        <translation>{name} passe au tour suivant (exempt)</translation>
    </message>
    <message>
        <source>{name} → match {number}</source>
        <extracomment>Translators: where a player plays next (&quot;Ann → match 15&quot;)</extracomment>
        <translation>{name} → match {number}</translation>
    </message>
    <message>
        <source>{name} wins the event</source>
        <translation>{name} remporte l&apos;événement</translation>
    </message>
    <message>
        <source>{name} finishes {place}</source>
        <extracomment>Translators: {place} is a placement such as &quot;5th&quot;</extracomment>
        <translation>{name} termine {place}</translation>
    </message>
    <message>
        <source>{name} is out</source>
        <translation>{name} est éliminé</translation>
    </message>
    <message>
        <source>{title}: nobody has a bye.</source>
        <translation>{title}&#xa0;: personne n&apos;est exempt.</translation>
    </message>
    <message>
        <source>{title}: {name} has a bye.</source>
        <translation>{title}&#xa0;: {name} est exempt.</translation>
    </message>
    <message>
        <source>not known yet</source>
        <extracomment>Translators: a side of a match not decided yet (its earlier match is still to play)</extracomment>
        <translation>pas encore connu</translation>
    </message>
    <message>
        <source>{title}: {first} v {second}. {status}: {result}.</source>
        <extracomment>Translators: a match for a screen reader: &quot;Match 3 · Round 1: Ann v Ben. Done: Ann won 3–1.&quot;</extracomment>
        <translation>{title}&#xa0;: {first} contre {second}. {status}&#xa0;: {result}.</translation>
    </message>
    <message>
        <source>{title}: {first} v {second}. {status}.</source>
        <extracomment>Translators: a match for a screen reader: &quot;Match 3 · Round 1: Ann v Ben. Playing on Table 2.&quot;</extracomment>
        <translation>{title}&#xa0;: {first} contre {second}. {status}.</translation>
    </message>
</context>
<context>
    <name>web</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Pts</source>
        <comment>column: points</comment>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>en lice</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>Pas encore de résultats.</translation>
    </message>
    <message>
        <source>v</source>
        <comment>versus</comment>
        <translation>c.</translation>
    </message>
    <message>
        <source>Table · round {drawn} of {total}</source>
        <translation>Grille · tour {drawn} sur {total}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Vainqueur&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Tour {number}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>table {table}</translation>
    </message>
    <message>
        <source>No matches drawn yet.</source>
        <translation>Aucun match tiré pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>Pointage</translation>
    </message>
    <message>
        <source>{name} is checked in. Have a good game!</source>
        <translation>Pointage de {name} enregistré. Bonne partie&#xa0;!</translation>
    </message>
    <message>
        <source>Tap your name.</source>
        <translation>Touchez votre nom.</translation>
    </message>
    <message>
        <source>checked in</source>
        <translation>pointé</translation>
    </message>
    <message>
        <source>Nobody to check in.</source>
        <translation>Personne à pointer.</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Updates by itself.</source>
        <translation>Mise à jour automatique.</translation>
    </message>
    <message>
        <source>TV view</source>
        <translation>Affichage TV</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>Nobody has played yet.</source>
        <translation>Personne n&apos;a encore joué.</translation>
    </message>
    <message>
        <source>rank {rank} of {count}</source>
        <translation>rang {rank} sur {count}</translation>
    </message>
    <message>
        <source>Rating (μ) after each match, with its ± band.</source>
        <translation>Cote (μ) après chaque match, avec sa bande ±.</translation>
    </message>
    <message>
        <source>No rated match yet.</source>
        <translation>Pas encore de match coté.</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Prochain match</translation>
    </message>
    <message>
        <source>waiting for a table</source>
        <translation>en attente d&apos;une table</translation>
    </message>
    <message>
        <source>No match waiting.</source>
        <translation>Aucun match en attente.</translation>
    </message>
    <message>
        <source>Tonight</source>
        <translation>Ce soir</translation>
    </message>
    <message>
        <source>against {opponents}</source>
        <translation>contre {opponents}</translation>
    </message>
    <message>
        <source>No result tonight yet.</source>
        <translation>Pas encore de résultat ce soir.</translation>
    </message>
    <message>
        <source>Report a result</source>
        <translation>Déclarer un résultat</translation>
    </message>
    <message>
        <source>You report for side {number}: {names}</source>
        <translation>Vous déclarez pour le camp {number}&#xa0;: {names}</translation>
    </message>
    <message>
        <source>This code is for the whole match, from an older printout: your report waits for the organizer.</source>
        <translation>Ce code vaut pour tout le match et vient d&apos;une ancienne impression&#xa0;: votre déclaration attend l&apos;organisateur.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>{side} won</source>
        <translation>Victoire de {side}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Scores (if you kept them)</source>
        <translation>Scores (si vous les avez notés)</translation>
    </message>
    <message>
        <source>The result counts once every side has sent the same with its own code, each from its own phone; otherwise the organizer decides.</source>
        <translation>Le résultat compte dès que chaque camp a envoyé le même avec son propre code, chacun depuis son propre téléphone&#xa0;; sinon, l&apos;organisateur décide.</translation>
    </message>
    <message>
        <source>Send the result</source>
        <translation>Envoyer le résultat</translation>
    </message>
    <message>
        <source>The organizer confirms the result before it counts.</source>
        <translation>L&apos;organisateur confirme le résultat avant qu&apos;il compte.</translation>
    </message>
    <message>
        <source>Result already in</source>
        <translation>Résultat déjà saisi</translation>
    </message>
    <message>
        <source>This match has its result already; ask the organizer if it is wrong.</source>
        <translation>Ce match a déjà son résultat&#xa0;; demandez à l&apos;organisateur s&apos;il est faux.</translation>
    </message>
    <message>
        <source>Thank you</source>
        <translation>Merci</translation>
    </message>
    <message>
        <source>Reported for side {number}: {names}</source>
        <translation>Déclaré pour le camp {number}&#xa0;: {names}</translation>
    </message>
    <message>
        <source>Both sides reported the same result: it is recorded.</source>
        <translation>Les deux camps ont déclaré le même résultat&#xa0;: il est enregistré.</translation>
    </message>
    <message>
        <source>The other side reported something else; the organizer will sort it out.</source>
        <translation>L&apos;autre camp a déclaré autre chose&#xa0;; l&apos;organisateur va trancher.</translation>
    </message>
    <message>
        <source>This phone sent the reports of more than one side, so the organizer confirms the result.</source>
        <translation>Ce téléphone a envoyé les déclarations de plusieurs camps, c&apos;est donc l&apos;organisateur qui confirme le résultat.</translation>
    </message>
    <message>
        <source>It counts once the other side sends the same with their own code. Sent again with this code, it replaces this report.</source>
        <translation>Il compte dès que l&apos;autre camp envoie le même avec son propre code. Renvoyé avec ce code, il remplace cette déclaration.</translation>
    </message>
    <message>
        <source>Your report is waiting for the organizer&apos;s confirmation.</source>
        <translation>Votre déclaration attend la confirmation de l&apos;organisateur.</translation>
    </message>
    <message>
        <source>Playing now</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>No match on a table.</source>
        <translation>Aucun match sur une table.</translation>
    </message>
    <message>
        <source>Up next</source>
        <translation>À suivre</translation>
    </message>
    <message>
        <source>Nobody waiting.</source>
        <translation>Personne en attente.</translation>
    </message>
    <message>
        <source>{points} pt</source>
        <translation>{points} pt</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} pts</translation>
    </message>
    <message>
        <source>Final places</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <source>The event so far</source>
        <translation>L&apos;événement jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>No results yet tonight.</source>
        <translation>Pas encore de résultats ce soir.</translation>
    </message>
    <message>
        <source>called</source>
        <translation>appelé</translation>
    </message>
    <message>
        <source>No match on a table right now.</source>
        <translation>Aucun match sur une table pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>web.app</name>
    <message>
        <source>That request was refused.</source>
        <translation>Cette requête a été refusée.</translation>
    </message>
    <message>
        <source>That page can&apos;t be used that way.</source>
        <translation>Cette page ne peut pas être utilisée ainsi.</translation>
    </message>
    <message>
        <source>That request could not be read.</source>
        <translation>Cette requête n&apos;a pas pu être lue.</translation>
    </message>
</context>
<context>
    <name>web.connections</name>
    <message>
        <source>That address is too long.</source>
        <translation>Cette adresse est trop longue.</translation>
    </message>
    <message>
        <source>That request carries too much; open the page again.</source>
        <translation>Cette requête transporte trop de données&#xa0;; rouvrez la page.</translation>
    </message>
    <message>
        <source>The request took too long to arrive; open the page again.</source>
        <translation>La requête a mis trop de temps à arriver&#xa0;; rouvrez la page.</translation>
    </message>
</context>
<context>
    <name>web.forms</name>
    <message>
        <source>This form must be sent from the page the server gave you.</source>
        <translation>Ce formulaire doit être envoyé depuis la page fournie par le serveur.</translation>
    </message>
    <message>
        <source>Send the form from its page.</source>
        <translation>Envoyez le formulaire depuis sa page.</translation>
    </message>
    <message>
        <source>The form could not be read; send it again from its page.</source>
        <translation>Le formulaire n&apos;a pas pu être lu&#xa0;; renvoyez-le depuis sa page.</translation>
    </message>
    <message>
        <source>This form has expired; open the link again and send it from there.</source>
        <translation>Ce formulaire a expiré&#xa0;; rouvrez le lien et envoyez-le depuis là.</translation>
    </message>
    <message>
        <source>Report a result</source>
        <translation>Déclarer un résultat</translation>
    </message>
    <message>
        <source>Choose who won.</source>
        <translation>Choisissez qui a gagné.</translation>
    </message>
    <message>
        <source>Choose who won, or a draw.</source>
        <translation>Choisissez qui a gagné, ou un match nul.</translation>
    </message>
    <message>
        <source>Choose a place from 1 to {sides} for every side.</source>
        <translation>Choisissez une place de 1 à {sides} pour chaque camp.</translation>
    </message>
    <message>
        <source>Two sides can&apos;t share a place in this match.</source>
        <translation>Deux camps ne peuvent pas partager une place dans ce match.</translation>
    </message>
    <message>
        <source>Give a score for every side, or for none.</source>
        <translation>Donnez un score pour chaque camp, ou pour aucun.</translation>
    </message>
    <message>
        <source>Scores must be numbers, like 11 or 2.5.</source>
        <translation>Les scores doivent être des nombres, comme 11 ou 2,5.</translation>
    </message>
    <message>
        <source>Scores must be numbers from 0 to 1000000.</source>
        <translation>Les scores doivent être des nombres de 0 à 1000000.</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>Pointage</translation>
    </message>
    <message>
        <source>Pick your name from the list.</source>
        <translation>Choisissez votre nom dans la liste.</translation>
    </message>
</context>
<context>
    <name>web.guards</name>
    <message>
        <source>This server answers only at its own address.</source>
        <translation>Ce serveur ne répond qu&apos;à sa propre adresse.</translation>
    </message>
    <message>
        <source>Too many requests from this device; wait a few seconds and try again.</source>
        <translation>Trop de requêtes depuis cet appareil&#xa0;; attendez quelques secondes et réessayez.</translation>
    </message>
    <message>
        <source>That request is too large.</source>
        <translation>Cette requête est trop volumineuse.</translation>
    </message>
    <message>
        <source>Something went wrong on the organizer&apos;s computer; try again in a moment.</source>
        <translation>Un problème est survenu sur l&apos;ordinateur de l&apos;organisateur&#xa0;; réessayez dans un instant.</translation>
    </message>
</context>
<context>
    <name>web.network</name>
    <message>
        <source>&apos;{host}&apos; is not an address of this computer; choose one of its network addresses, localhost, or 0.0.0.0 for all of them.</source>
        <translation>«&#xa0;{host}&#xa0;» n&apos;est pas une adresse de cet ordinateur&#xa0;; choisissez l&apos;une de ses adresses réseau, localhost, ou 0.0.0.0 pour toutes.</translation>
    </message>
    <message>
        <source>Port {port} on {host} is in use by another program; choose another port.</source>
        <translation>Le port {port} sur {host} est utilisé par un autre programme&#xa0;; choisissez un autre port.</translation>
    </message>
    <message>
        <source>This computer does not allow the app to use port {port}; choose a port above 1023.</source>
        <translation>Cet ordinateur n&apos;autorise pas l&apos;application à utiliser le port {port}&#xa0;; choisissez un port au-dessus de 1023.</translation>
    </message>
    <message>
        <source>The server could not listen on {host} port {port}: {error}.</source>
        <translation>Le serveur n&apos;a pas pu écouter sur {host} port {port}&#xa0;: {error}.</translation>
    </message>
    <message>
        <source>The port must be a number from 0 to 65535, not {port}.</source>
        <translation>Le port doit être un nombre de 0 à 65535, pas {port}.</translation>
    </message>
</context>
<context>
    <name>web.pages</name>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Swiss table</source>
        <translation>Grille suisse</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Tous contre tous</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Poules</translation>
    </message>
    <message>
        <source>Rating of {name} over time, with its ± band</source>
        <translation>Cote de {name} au fil du temps, avec sa bande ±</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Écran</translation>
    </message>
    <message>
        <source>QR code of this event&apos;s page</source>
        <translation>Code QR de la page de cet événement</translation>
    </message>
    <message>
        <source>This device has too many live pages open; close a few tabs.</source>
        <translation>Cet appareil a trop de pages en direct ouvertes&#xa0;; fermez quelques onglets.</translation>
    </message>
</context>
<context>
    <name>web.render</name>
    <message>
        <source>Bad request</source>
        <translation>Requête invalide</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Introuvable</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Non autorisé</translation>
    </message>
    <message>
        <source>Already settled</source>
        <translation>Déjà réglé</translation>
    </message>
    <message>
        <source>Too slow</source>
        <translation>Trop lent</translation>
    </message>
    <message>
        <source>Too large</source>
        <translation>Trop volumineux</translation>
    </message>
    <message>
        <source>Address too long</source>
        <translation>Adresse trop longue</translation>
    </message>
    <message>
        <source>Not a form</source>
        <translation>Pas un formulaire</translation>
    </message>
    <message>
        <source>Slow down</source>
        <translation>Ralentissez</translation>
    </message>
    <message>
        <source>Server error</source>
        <translation>Erreur du serveur</translation>
    </message>
    <message>
        <source>Nothing here. Check the address, or scan the code again.</source>
        <translation>Rien ici. Vérifiez l&apos;adresse, ou scannez à nouveau le code.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>played</source>
        <translation>joué</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <source>called</source>
        <translation>appelé</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
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
        <translation>Buchholz tronqué 1</translation>
    </message>
    <message>
        <source>MBH</source>
        <translation>BHM</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>Buchholz médian</translation>
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
        <translation>Victoires, exemptions comprises</translation>
    </message>
    <message>
        <source>WON</source>
        <translation>WON</translation>
    </message>
    <message>
        <source>Games won over the board</source>
        <translation>Parties gagnées sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>DE</source>
        <translation>CD</translation>
    </message>
    <message>
        <source>Direct encounter: points among the tied</source>
        <translation>Confrontation directe : points entre les ex æquo</translation>
    </message>
    <message>
        <source>win</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nul</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>défaite</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>{side} won</source>
        <translation>Victoire de {side}</translation>
    </message>
    <message>
        <source>Winners&apos; bracket</source>
        <translation>Tableau des gagnants</translation>
    </message>
    <message>
        <source>Losers&apos; bracket</source>
        <translation>Tableau des perdants</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
</context>
<context>
    <name>web.screen</name>
    <message>
        <source>Round {number}</source>
        <translation>Tour {number}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Table · round {drawn} of {total}</source>
        <translation>Grille · tour {drawn} sur {total}</translation>
    </message>
</context>
<context>
    <name>web.snapshot</name>
    <message>
        <source>&apos;{name}&apos; is not shared on the local network.</source>
        <translation>«&#xa0;{name}&#xa0;» n&apos;est pas partagé sur le réseau local.</translation>
    </message>
</context>
</TS>
