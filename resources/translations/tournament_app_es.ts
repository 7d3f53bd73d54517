<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>backups.backups_dialog</name>
    <message>
        <source>Restore a backup</source>
        <translation>Restaurar una copia de seguridad</translation>
    </message>
    <message>
        <source>Automatic backups of &lt;b&gt;{escape}&lt;/b&gt;, newest first. Restoring one replaces the club&apos;s content by the backup; </source>
        <translation>Copias de seguridad automáticas de &lt;b&gt;{escape}&lt;/b&gt;, la más reciente primero. Al restaurar una, el contenido del club se sustituye por la copia; </translation>
    </message>
    <message>
        <source>the file that could not be opened is kept beside it under another name.</source>
        <translation>el archivo que no se pudo abrir se conserva al lado con otro nombre.</translation>
    </message>
    <message>
        <source>a backup of the current content is made first, so you can go back.</source>
        <translation>antes se hace una copia del contenido actual, para poder volver atrás.</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Hecha</translation>
    </message>
    <message>
        <source>Made before</source>
        <translation>Hecha antes de</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Copias de seguridad</translation>
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
        <translation>Las copias de seguridad, de la más reciente a la más antigua, con cuándo y por qué se hizo cada una; un doble clic restaura una.</translation>
    </message>
    <message>
        <source>Restore…</source>
        <translation>Restaurar…</translation>
    </message>
    <message>
        <source>Restore backup</source>
        <translation>Restaurar copia de seguridad</translation>
    </message>
    <message>
        <source>Puts the selected backup back as the club&apos;s content, after asking.</source>
        <translation>Vuelve a poner la copia de seguridad seleccionada como contenido del club, tras preguntar.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>There are no backups of {name} yet. The app makes one automatically before imports, merges, re-ratings, deleting a match and updating the file.</source>
        <translation>Todavía no hay copias de seguridad de {name}. La aplicación hace una automáticamente antes de importar, fusionar, recalcular ratings, borrar un partido y actualizar el archivo.</translation>
    </message>
    <message>
        <source>Restoring the backup…</source>
        <translation>Restaurando la copia de seguridad…</translation>
    </message>
    <message>
        <source>Restored the backup made {made_at}. To go back, restore the backup made before restoring.</source>
        <translation>Se restauró la copia hecha el {made_at}. Para volver atrás, restaure la copia hecha antes de restaurar.</translation>
    </message>
    <message>
        <source>The backup was not restored; nothing was changed.

{exc}</source>
        <translation>No se restauró la copia; no se cambió nada.

{exc}</translation>
    </message>
    <message>
        <source>Restored {name} from the backup made {made_at}.</source>
        <translation>Se restauró {name} a partir de la copia hecha el {made_at}.</translation>
    </message>
    <message>
        <source>The file that could not be opened was kept as {name}.</source>
        <translation>El archivo que no se pudo abrir se conservó como {name}.</translation>
    </message>
    <message>
        <source>Backup restored</source>
        <translation>Copia restaurada</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>The option --self-test takes no other arguments.</source>
        <translation>La opción --self-test no admite otros argumentos.</translation>
    </message>
    <message>
        <source>Interrupted; nothing was changed.</source>
        <translation>Interrumpido; no se cambió nada.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n new match(es) into &apos;{leaderboard}&apos; ({players} players rated).</source>
        <translation>
            <numerusform>Se importó %n partido nuevo en «{leaderboard}» (rating calculado para {players} jugadores).</numerusform>
            <numerusform>Se importaron %n partidos nuevos en «{leaderboard}» (rating calculado para {players} jugadores).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) of the file were already there and were not added again.</source>
        <translation>
            <numerusform>%n partido del archivo ya estaba y no se volvió a añadir.</numerusform>
            <numerusform>%n partidos del archivo ya estaban y no se volvieron a añadir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing new: the %n match(es) of the file were already in &apos;{leaderboard}&apos;; nothing was changed.</source>
        <translation>
            <numerusform>Nada nuevo: el %n partido del archivo ya estaba en «{leaderboard}»; no se cambió nada.</numerusform>
            <numerusform>Nada nuevo: los %n partidos del archivo ya estaban en «{leaderboard}»; no se cambió nada.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rated {count} events of {file} in &apos;{leaderboard}&apos; (event &apos;{event}&apos;, {players} players).</source>
        <translation>Se puntuaron {count} eventos de {file} en «{leaderboard}» (evento «{event}», {players} jugadores).</translation>
    </message>
    <message>
        <source>Imported players: {added} added, {updated} updated.</source>
        <translation>Jugadores importados: {added} añadidos, {updated} actualizados.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n match(es) of &apos;{leaderboard}&apos; to {path}, each with its result id.</source>
        <translation>
            <numerusform>Se escribió %n partido de «{leaderboard}» en {path}, con su id de resultado.</numerusform>
            <numerusform>Se escribieron %n partidos de «{leaderboard}» en {path}, cada uno con su id de resultado.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote {count} players of &apos;{leaderboard}&apos; to {path}</source>
        <translation>Se escribieron {count} jugadores de «{leaderboard}» en {path}</translation>
    </message>
    <message>
        <source>There is no player called &apos;{name}&apos;.</source>
        <translation>No hay ningún jugador llamado «{name}».</translation>
    </message>
    <message>
        <source>Every page of {file} was checked: it is not damaged.</source>
        <translation>Se comprobaron todas las páginas de {file}: no está dañado.</translation>
    </message>
    <message>
        <source>Recomputed {count} matches.</source>
        <translation>Se recalcularon {count} partidos.</translation>
    </message>
    <message>
        <source>{parameters} (not usable: {error})</source>
        <translation>{parameters} (no utilizable: {error})</translation>
    </message>
    <message>
        <source>Created leaderboard &apos;{name}&apos; ({system}: {parameters}).</source>
        <translation>Ranking «{name}» creado ({system}: {parameters}).</translation>
    </message>
    <message>
        <source>&apos;{leaderboard}&apos;: {scored} matches scored (the later 30% of {total}), parameters tuned on the earlier 70%; lower log-loss predicts better.</source>
        <translation>«{leaderboard}»: {scored} partidos evaluados (el 30 % más reciente de {total}), parámetros ajustados con el 70 % anterior; una log-loss menor predice mejor.</translation>
    </message>
    <message>
        <source>&apos;{leaderboard}&apos;: {scored} matches scored (the later 30% of {total}), parameters as set; lower log-loss predicts better.</source>
        <translation>«{leaderboard}»: {scored} partidos evaluados (el 30 % más reciente de {total}), parámetros tal como están configurados; una log-loss menor predice mejor.</translation>
    </message>
    <message>
        <source>Undid: {step}</source>
        <translation>Deshecho: {step}</translation>
    </message>
    <message>
        <source>Redid: {step}</source>
        <translation>Rehecho: {step}</translation>
    </message>
</context>
<context>
    <name>cli_club</name>
    <message>
        <source>The folder {folder} does not exist, so no club file was created there; check the path given with --db.</source>
        <translation>La carpeta {folder} no existe, así que no se creó allí ningún archivo del club; compruebe la ruta indicada con --db.</translation>
    </message>
    <message>
        <source>There is no club file at {path} (check the path given with --db); nothing was created. Only &apos;import&apos; and &apos;new-leaderboard&apos; start a new club.</source>
        <translation>No hay ningún archivo del club en {path} (compruebe la ruta indicada con --db); no se creó nada. Solo «import» y «new-leaderboard» crean un club nuevo.</translation>
    </message>
    <message>
        <source>There is no club file at {path} (this is where the app keeps its club); nothing was created. Only &apos;import&apos; and &apos;new-leaderboard&apos; start a new club.</source>
        <translation>No hay ningún archivo del club en {path} (aquí es donde la aplicación guarda su club); no se creó nada. Solo «import» y «new-leaderboard» crean un club nuevo.</translation>
    </message>
    <message>
        <source>The file {path} is empty, not a club yet; &apos;import&apos; or &apos;new-leaderboard&apos; would start one.</source>
        <translation>El archivo {path} está vacío, todavía no es un club; «import» o «new-leaderboard» crearían uno.</translation>
    </message>
    <message>
        <source>This club has {count} leaderboards ({names}); choose one with --leaderboard NAME.</source>
        <translation>Este club tiene {count} rankings ({names}); elija uno con --leaderboard NOMBRE.</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ninguno aún</translation>
    </message>
    <message>
        <source>There is no event called &apos;{name}&apos; in leaderboard &apos;{leaderboard}&apos; (events: {known}).</source>
        <translation>No hay ningún evento llamado «{name}» en el ranking «{leaderboard}» (eventos: {known}).</translation>
    </message>
    <message>
        <source>There is no event called &apos;{name}&apos; (events: {known}).</source>
        <translation>No hay ningún evento llamado «{name}» (eventos: {known}).</translation>
    </message>
</context>
<context>
    <name>cli_companion</name>
    <message>
        <source>* One device sent the reports of more than one side of that match: check with the players before you confirm.</source>
        <translation>* Un mismo dispositivo envió los resultados de más de un bando de ese partido: consulte a los jugadores antes de confirmar.</translation>
    </message>
    <message>
        <source>Confirmed reported result {id}: {result} ({match}); saved as match #{saved}.</source>
        <translation>Resultado enviado {id} confirmado: {result} ({match}); guardado como partido #{saved}.</translation>
    </message>
    <message>
        <source>Rejected reported result {id}: {result} ({match}).</source>
        <translation>Resultado enviado {id} rechazado: {result} ({match}).</translation>
    </message>
    <message>
        <source>Unknown command {command!r}.</source>
        <translation>Comando desconocido: {command!r}.</translation>
    </message>
</context>
<context>
    <name>cli_event</name>
    <message>
        <source>Created club night &apos;{name}&apos; on {date}.</source>
        <translation>Jornada de club «{name}» creada para el {date}.</translation>
    </message>
    <message>
        <source>Created swiss &apos;{name}&apos; on {date}.</source>
        <translation>Torneo suizo «{name}» creado para el {date}.</translation>
    </message>
    <message>
        <source>Created round robin &apos;{name}&apos; on {date}.</source>
        <translation>Torneo todos contra todos «{name}» creado para el {date}.</translation>
    </message>
    <message>
        <source>Created single elimination &apos;{name}&apos; on {date}.</source>
        <translation>Torneo de eliminación directa «{name}» creado para el {date}.</translation>
    </message>
    <message>
        <source>Created double elimination &apos;{name}&apos; on {date}.</source>
        <translation>Torneo de doble eliminación «{name}» creado para el {date}.</translation>
    </message>
    <message>
        <source>Created pools, then knockout &apos;{name}&apos; on {date}.</source>
        <translation>Torneo de grupos y fase eliminatoria «{name}» creado para el {date}.</translation>
    </message>
    <message>
        <source>The option {option} needs numbers separated by commas, got {text!r}.</source>
        <translation>La opción {option} necesita números separados por comas; se recibió {text!r}.</translation>
    </message>
    <message>
        <source>The option --rounds applies to a Swiss or a round robin only (this event&apos;s format is {format}).</source>
        <translation>La opción --rounds solo vale para un sistema suizo o un todos contra todos (el formato de este evento es {format}).</translation>
    </message>
    <message>
        <source>The option --pool-size applies to pools then knockout only (this event&apos;s format is {format}).</source>
        <translation>La opción --pool-size solo vale para grupos y después fase eliminatoria (el formato de este evento es {format}).</translation>
    </message>
    <message>
        <source>The option --advance applies to pools then knockout only (this event&apos;s format is {format}).</source>
        <translation>La opción --advance solo vale para grupos y después fase eliminatoria (el formato de este evento es {format}).</translation>
    </message>
    <message>
        <source>{name} (by lot)</source>
        <extracomment>Translators: an entrant of the seed list placed among the unrated ones by drawing lots</extracomment>
        <translation>{name} (por sorteo)</translation>
    </message>
    <message>
        <source>{count} entrants, in seed order: {names}.</source>
        <translation>{count} participantes, en orden de siembra: {names}.</translation>
    </message>
    <message>
        <source>Unrated entrants were placed by drawing lots (draw {lots}: the same draw, the same order).</source>
        <translation>Los participantes sin rating se colocaron por sorteo (sorteo {lots}: el mismo sorteo da el mismo orden).</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has ended. {why}</source>
        <translation>«{name}» ha terminado. {why}</translation>
    </message>
    <message numerus="yes">
        <source>&apos;{name}&apos;: %n match(es) to play now.</source>
        <translation>
            <numerusform>«{name}»: %n partido por jugar ahora.</numerusform>
            <numerusform>«{name}»: %n partidos por jugar ahora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&apos;{name}&apos; has ended: final standings from the matches played; %n unplayed match(es) cancelled (&apos;undo&apos; brings the event back).</source>
        <translation>
            <numerusform>«{name}» ha terminado: clasificación final según los partidos jugados; %n partido sin jugar anulado («undo» recupera el evento).</numerusform>
            <numerusform>«{name}» ha terminado: clasificación final según los partidos jugados; %n partidos sin jugar anulados («undo» recupera el evento).</numerusform>
        </translation>
    </message>
    <message>
        <source>Give the result with --ranks, --scores or both (the scores decide who won).</source>
        <translation>Indique el resultado con --ranks, --scores o ambos (las puntuaciones deciden quién ganó).</translation>
    </message>
    <message>
        <source>Saved the result of match {id}. &apos;{name}&apos; has ended: {champion} wins.</source>
        <translation>Resultado del partido {id} guardado. «{name}» ha terminado: gana {champion}.</translation>
    </message>
    <message>
        <source>Saved the result of match {id}. &apos;{name}&apos; has ended.</source>
        <translation>Resultado del partido {id} guardado. «{name}» ha terminado.</translation>
    </message>
    <message>
        <source>Saved the result of match {id}.</source>
        <translation>Resultado del partido {id} guardado.</translation>
    </message>
</context>
<context>
    <name>cli_merge</name>
    <message>
        <source> and {count} more</source>
        <translation> y {count} más</translation>
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
            <numerusform>{file} no tiene nada que le falte a este club: su %n resultado ya está aquí.</numerusform>
            <numerusform>{file} no tiene nada que le falte a este club: sus %n resultados ya están todos aquí.</numerusform>
        </translation>
    </message>
    <message>
        <source>From {file}:</source>
        <translation>De {file}:</translation>
    </message>
    <message numerus="yes">
        <source>%n new result(s)</source>
        <translation>
            <numerusform>%n resultado nuevo</numerusform>
            <numerusform>%n resultados nuevos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) already here (not added again)</source>
        <translation>
            <numerusform>%n resultado ya está aquí (no se añade otra vez)</numerusform>
            <numerusform>%n resultados ya están aquí (no se añaden otra vez)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n jugador nuevo</numerusform>
            <numerusform>%n jugadores nuevos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new leaderboard(s)</source>
        <translation>
            <numerusform>%n ranking nuevo</numerusform>
            <numerusform>%n rankings nuevos</numerusform>
        </translation>
    </message>
    <message>
        <source>  The other file&apos;s &apos;{name}&apos; rates with {system}, this club&apos;s with another system: its results go to &apos;{beside}&apos;.</source>
        <translation>  «{name}» del otro archivo usa {system}, el de este club otro sistema: sus resultados van a «{beside}».</translation>
    </message>
    <message numerus="yes">
        <source>%n new team(s)</source>
        <translation>
            <numerusform>%n equipo nuevo</numerusform>
            <numerusform>%n equipos nuevos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new member(s) of teams here</source>
        <translation>
            <numerusform>%n miembro nuevo en equipos de aquí</numerusform>
            <numerusform>%n miembros nuevos en equipos de aquí</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n evento nuevo</numerusform>
            <numerusform>%n eventos nuevos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new season(s)</source>
        <translation>
            <numerusform>%n temporada nueva</numerusform>
            <numerusform>%n temporadas nuevas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event log(s)</source>
        <translation>
            <numerusform>%n registro de eventos nuevo</numerusform>
            <numerusform>%n registros de eventos nuevos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n starting rating(s)</source>
        <translation>
            <numerusform>%n rating inicial</numerusform>
            <numerusform>%n ratings iniciales</numerusform>
        </translation>
    </message>
    <message>
        <source>Look-alike names (the other file&apos;s ~ this club&apos;s):</source>
        <translation>Nombres parecidos (del otro archivo ~ de este club):</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>sin decidir</translation>
    </message>
    <message>
        <source>one person</source>
        <translation>una persona</translation>
    </message>
    <message>
        <source>two people</source>
        <translation>dos personas</translation>
    </message>
    <message>
        <source>  &apos;{other}&apos; ~ &apos;{here}&apos;: {choice}</source>
        <translation>  «{other}» ~ «{here}»: {choice}</translation>
    </message>
    <message>
        <source>Nothing was changed (--dry-run).</source>
        <translation>No se ha cambiado nada (--dry-run).</translation>
    </message>
    <message numerus="yes">
        <source>Merged {file}: %n result(s) came in, {players} players rated. A backup was made first; &apos;tournament-app undo&apos; takes the whole merge back.</source>
        <translation>
            <numerusform>{file} combinado: ha entrado %n resultado, {players} jugadores con rating. Antes se hizo una copia de seguridad; «tournament-app undo» deshace toda la combinación.</numerusform>
            <numerusform>{file} combinado: han entrado %n resultados, {players} jugadores con rating. Antes se hizo una copia de seguridad; «tournament-app undo» deshace toda la combinación.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli_output</name>
    <message>
        <source>(no rows)</source>
        <translation>(sin filas)</translation>
    </message>
</context>
<context>
    <name>cli_parser</name>
    <message>
        <source>The option --param needs KEY=VALUE, got {text!r}.</source>
        <translation>La opción --param necesita CLAVE=VALOR; se recibió {text!r}.</translation>
    </message>
    <message>
        <source>A chance is a number from 0 to 1, not &apos;{text}&apos;.</source>
        <translation>Una probabilidad es un número de 0 a 1, no «{text}».</translation>
    </message>
    <message>
        <source>An id is a whole number, like the ids the lists show, not &apos;{text}&apos;.</source>
        <translation>Un id es un número entero, como los que muestran las listas, no «{text}».</translation>
    </message>
</context>
<context>
    <name>cli_planning</name>
    <message>
        <source>The option --players names no entrant.</source>
        <translation>La opción --players no nombra ningún participante.</translation>
    </message>
    <message numerus="yes">
        <source>Bracket of {size} ({entrants} entrants, %n bye(s)), first round in bracket order:</source>
        <translation>
            <numerusform>Cuadro de {size} ({entrants} participantes, %n descanso), primera ronda en el orden del cuadro:</numerusform>
            <numerusform>Cuadro de {size} ({entrants} participantes, %n descansos), primera ronda en el orden del cuadro:</numerusform>
        </translation>
    </message>
    <message>
        <source>Bracket of {size} ({entrants} entrants), first round in bracket order:</source>
        <translation>Cuadro de {size} ({entrants} participantes), primera ronda en el orden del cuadro:</translation>
    </message>
    <message>
        <source>Match quality {quality:.0%}; {method}.</source>
        <translation>Calidad del partido {quality:.0%}; {method}.</translation>
    </message>
    <message>
        <source>Match quality {quality:.0%} (100% = even chances); draw: {draw:.1%}.</source>
        <translation>Calidad del partido {quality:.0%} (100% = probabilidades iguales); empate: {draw:.1%}.</translation>
    </message>
    <message>
        <source>Match quality {quality:.0%} (100% = even chances); draw: not modelled.</source>
        <translation>Calidad del partido {quality:.0%} (100% = probabilidades iguales); empate: no modelado.</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronda {number}</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Descansan: {names}</translation>
    </message>
    <message>
        <source>Pairs for the night: {pairs}</source>
        <translation>Parejas de la jornada: {pairs}</translation>
    </message>
</context>
<context>
    <name>cli_print</name>
    <message>
        <source>Event &apos;{name}&apos; has no players yet: check players in or record a result first.</source>
        <translation>El evento «{name}» aún no tiene jugadores: registre primero la llegada de los jugadores o anote un resultado.</translation>
    </message>
    <message>
        <source>Printing {what} needs --event NAME (the club night whose rounds to print).</source>
        <translation>Para imprimir «{what}» hace falta --event NOMBRE (la jornada de club cuyas rondas se imprimen).</translation>
    </message>
    <message>
        <source>Event &apos;{name}&apos; has no rounds drawn yet; draw a round first.</source>
        <translation>El evento «{name}» aún no tiene rondas sorteadas; sortee primero una ronda.</translation>
    </message>
    <message>
        <source>standings of &apos;{leaderboard}&apos;: {count} players</source>
        <translation>clasificación de «{leaderboard}»: {count} jugadores</translation>
    </message>
    <message>
        <source>bracket of {count} entrants</source>
        <translation>cuadro de {count} participantes</translation>
    </message>
    <message>
        <source>{count} score slips of &apos;{name}&apos;</source>
        <translation>{count} actas de «{name}»</translation>
    </message>
    <message numerus="yes">
        <source>pairings of %n round(s) of &apos;{name}&apos; and {slips} score slips</source>
        <translation>
            <numerusform>emparejamientos de %n ronda de «{name}» y {slips} actas</numerusform>
            <numerusform>emparejamientos de %n rondas de «{name}» y {slips} actas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n page(s) ({what}) to {path}</source>
        <translation>
            <numerusform>Se escribió %n página ({what}) en {path}</numerusform>
            <numerusform>Se escribieron %n páginas ({what}) en {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>No se puede escribir {path}: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>bracket of &apos;{name}&apos; with %n result(s)</source>
        <translation>
            <numerusform>cuadro de «{name}» con %n resultado</numerusform>
            <numerusform>cuadro de «{name}» con %n resultados</numerusform>
        </translation>
    </message>
    <message>
        <source>final standings of &apos;{name}&apos;: {count} entrants, {champion} wins</source>
        <translation>clasificación final de «{name}»: {count} participantes, gana {champion}</translation>
    </message>
    <message>
        <source>final standings of &apos;{name}&apos;: {count} entrants</source>
        <translation>clasificación final de «{name}»: {count} participantes</translation>
    </message>
    <message>
        <source>standings of &apos;{name}&apos;: {count} entrants, {champion} wins</source>
        <translation>clasificación de «{name}»: {count} participantes, gana {champion}</translation>
    </message>
    <message>
        <source>standings of &apos;{name}&apos;: {count} entrants</source>
        <translation>clasificación de «{name}»: {count} participantes</translation>
    </message>
</context>
<context>
    <name>cli_season</name>
    <message>
        <source>Created season &apos;{name}&apos; on &apos;{leaderboard}&apos;: {description}.</source>
        <translation>Temporada «{name}» creada en «{leaderboard}»: {description}.</translation>
    </message>
    <message numerus="yes">
        <source>Season &apos;{name}&apos; on &apos;{leaderboard}&apos;: {description}; %n event(s) with results.</source>
        <translation>
            <numerusform>Temporada «{name}» en «{leaderboard}»: {description}; %n evento con resultados.</numerusform>
            <numerusform>Temporada «{name}» en «{leaderboard}»: {description}; %n eventos con resultados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not finished yet, so not counted: {names}.</source>
        <translation>Aún sin terminar, así que no cuentan: {names}.</translation>
    </message>
    <message>
        <source>{start} to {end}, best {best} events count, points {points}</source>
        <translation>del {start} al {end}, cuentan los {best} mejores eventos, puntos {points}</translation>
    </message>
    <message>
        <source>{start} to {end}, every event counts, points {points}</source>
        <translation>del {start} al {end}, cuentan todos los eventos, puntos {points}</translation>
    </message>
</context>
<context>
    <name>cli_serve</name>
    <message>
        <source>&apos;{name}&apos; has ended; there is nothing left to report. Choose an event still running.</source>
        <translation>«{name}» ha terminado; no queda nada por enviar. Elija un evento que siga en curso.</translation>
    </message>
    <message>
        <source>Sharing &apos;{name}&apos; on the local network (Ctrl+C stops).</source>
        <translation>Compartiendo «{name}» en la red local (Ctrl+C para detener).</translation>
    </message>
    <message>
        <source>off (the organizer has not allowed it)</source>
        <translation>desactivado (el organizador no lo ha permitido)</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>Vista:</translation>
    </message>
    <message>
        <source>TV screen:</source>
        <translation>Pantalla de TV:</translation>
    </message>
    <message>
        <source>Check-in:</source>
        <translation>Registro de llegada:</translation>
    </message>
    <message>
        <source>Report links, by match and side (each side reports with its own):</source>
        <translation>Enlaces para enviar resultados, por partido y bando (cada bando envía con el suyo):</translation>
    </message>
    <message>
        <source>{match}, side {number} ({names}):</source>
        <translation>{match}, bando {number} ({names}):</translation>
    </message>
    <message>
        <source>No match waiting for a result.</source>
        <translation>Ningún partido espera resultado.</translation>
    </message>
</context>
<context>
    <name>cli_trf</name>
    <message>
        <source>There is no file {path}.</source>
        <translation>No existe el archivo {path}.</translation>
    </message>
    <message>
        <source>Round {round} differs.</source>
        <translation>La ronda {round} es distinta.</translation>
    </message>
    <message>
        <source>  ours:      {pairs}</source>
        <translation>  la nuestra: {pairs}</translation>
    </message>
    <message>
        <source>  the file&apos;s: {pairs}</source>
        <translation>  la del archivo: {pairs}</translation>
    </message>
    <message>
        <source>{count} of {rounds} rounds differ from our pairing.</source>
        <translation>{count} de {rounds} rondas difieren de nuestro emparejamiento.</translation>
    </message>
    <message>
        <source>All {rounds} rounds pair as ours would.</source>
        <translation>Las {rounds} rondas están emparejadas como lo haríamos nosotros.</translation>
    </message>
    <message>
        <source>bye {player}</source>
        <translation>descanso {player}</translation>
    </message>
    <message>
        <source>A tournament needs at least 2 players (--players).</source>
        <translation>Un torneo necesita al menos 2 jugadores (--players).</translation>
    </message>
    <message>
        <source>--rounds must be from 1 to {most} for {players} players.</source>
        <translation>--rounds debe ir de 1 a {most} para {players} jugadores.</translation>
    </message>
    <message>
        <source>--{option} is a chance from 0 to 1, not {value}.</source>
        <translation>--{option} es una probabilidad de 0 a 1, no {value}.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>No se puede escribir {path}: {reason}</translation>
    </message>
    <message>
        <source>Wrote {path}: {players} players, {rounds} rounds (seed {seed}).</source>
        <translation>Escrito {path}: {players} jugadores, {rounds} rondas (semilla {seed}).</translation>
    </message>
    <message>
        <source>{path} is not a regular file; nothing was written.</source>
        <translation>{path} no es un archivo normal; no se escribió nada.</translation>
    </message>
    <message>
        <source>{path} is a club file; a TRF will not replace it.</source>
        <translation>{path} es un archivo de club; un TRF no lo sustituirá.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>La carpeta {folder} no existe.</translation>
    </message>
</context>
<context>
    <name>common.accessible</name>
    <message>
        <source>Keeps the changes and closes the window.</source>
        <translation>Conserva los cambios y cierra la ventana.</translation>
    </message>
    <message>
        <source>Saves and closes the window.</source>
        <translation>Guarda y cierra la ventana.</translation>
    </message>
    <message>
        <source>Closes the window without changing anything.</source>
        <translation>Cierra la ventana sin cambiar nada.</translation>
    </message>
    <message>
        <source>Closes the window.</source>
        <translation>Cierra la ventana.</translation>
    </message>
</context>
<context>
    <name>common.printing</name>
    <message>
        <source>Print preview — {title}</source>
        <translation>Vista previa de impresión — {title}</translation>
    </message>
    <message>
        <source>&apos;{event}&apos; has no rounds drawn yet: draw a round first, then print its pairings and score slips.</source>
        <translation>«{event}» aún no tiene rondas sorteadas: sortee primero una ronda y luego imprima sus emparejamientos y actas.</translation>
    </message>
    <message>
        <source>Print pairings</source>
        <translation>Imprimir emparejamientos</translation>
    </message>
</context>
<context>
    <name>common.result_text</name>
    <message>
        <source>{place} (shared)</source>
        <translation>{place} (compartido)</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>won</source>
        <translation>victoria</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>derrota</translation>
    </message>
    <message>
        <source>{first} drew with {second}</source>
        <translation>{first} empató con {second}</translation>
    </message>
    <message>
        <source>{winner} beat {loser}</source>
        <translation>{winner} ganó a {loser}</translation>
    </message>
    <message>
        <source>Drawn: {sides}</source>
        <translation>Empate: {sides}</translation>
    </message>
</context>
<context>
    <name>common.spreadsheet_csv</name>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Skill μ</source>
        <translation>Habilidad μ</translation>
    </message>
    <message>
        <source>Uncertainty σ</source>
        <translation>Incertidumbre σ</translation>
    </message>
    <message>
        <source>Conservative</source>
        <translation>Conservador</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Última partida</translation>
    </message>
    <message>
        <source>μ (every digit)</source>
        <translation>μ (todas las cifras)</translation>
    </message>
    <message>
        <source>σ (every digit)</source>
        <translation>σ (todas las cifras)</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>Archivo CSV (*.csv)</translation>
    </message>
    <message>
        <source>CSV for a spreadsheet in your language: its numbers and dates (*.csv)</source>
        <translation>CSV para una hoja de cálculo en su idioma: con sus números y fechas (*.csv)</translation>
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
        <translation>o!TR Plackett-Luce (partidas)</translation>
    </message>
    <message>
        <source>Glicko (continuous)</source>
        <translation>Glicko (continuo)</translation>
    </message>
    <message>
        <source>Elo (score fraction)</source>
        <translation>Elo (fracción de puntos)</translation>
    </message>
</context>
<context>
    <name>common.table_models</name>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>The displayed rating (see Leaderboard ▸ Settings for the scale)</source>
        <translation>El rating mostrado (la escala está en Ranking ▸ Ajustes)</translation>
    </message>
    <message>
        <source>Conservative</source>
        <translation>Conservador</translation>
    </message>
    <message>
        <source>μ − {k}σ: the rating the player is very likely above</source>
        <translation>μ − {k}σ: el rating que el jugador muy probablemente supera</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Última partida</translation>
    </message>
    <message>
        <source>strength {before} → {after}</source>
        <translation>fuerza {before} → {after}</translation>
    </message>
    <message numerus="yes">
        <source>Idle for %n day(s): {change} (inactivity decay up to today)</source>
        <translation>
            <numerusform>Inactivo durante %n día: {change} (decaimiento por inactividad hasta hoy)</numerusform>
            <numerusform>Inactivo durante %n días: {change} (decaimiento por inactividad hasta hoy)</numerusform>
        </translation>
    </message>
    <message>
        <source>rating {rating}, deviation {deviation}: about 95% sure the skill is between {low} and {high}</source>
        <translation>rating {rating}, desviación {deviation}: con un 95 % de seguridad aproximada, el nivel está entre {low} y {high}</translation>
    </message>
    <message>
        <source>Rating ± 2·deviation</source>
        <translation>Rating ± 2·desviación</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Fuerza</translation>
    </message>
    <message>
        <source>Elo strength g = {value}</source>
        <translation>fuerza Elo g = {value}</translation>
    </message>
    <message>
        <source>μ ± σ</source>
        <translation>μ ± σ</translation>
    </message>
    <message>
        <source>skill estimate μ = {mu}, uncertainty σ = {sigma}</source>
        <translation>nivel estimado μ = {mu}, incertidumbre σ = {sigma}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>archivado</translation>
    </message>
    <message>
        <source>active</source>
        <translation>activo</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Alta</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Miembros</translation>
    </message>
    <message>
        <source>Played</source>
        <comment>column: the day a match was played</comment>
        <translation>Jugado</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Placed {place} of {count} sides</source>
        <translation>Quedó {place} de {count} bandos</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Rivales</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Antes</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Después</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Played</source>
        <comment>column: how many matches were played</comment>
        <translation>Jugados</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganados</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Empatados</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidos</translation>
    </message>
</context>
<context>
    <name>common.worker</name>
    <message>
        <source>Working…</source>
        <translation>Trabajando…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cancelling… nothing will be changed.</source>
        <translation>Cancelando… no se cambiará nada.</translation>
    </message>
</context>
<context>
    <name>companion.reports_view</name>
    <message>
        <source>match {number}</source>
        <translation>partido {number}</translation>
    </message>
    <message>
        <source>Results reported from phones</source>
        <translation>Resultados enviados desde móviles</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Informes</translation>
    </message>
    <message>
        <source>The results reported from phones, one a row; Enter confirms the selected one, Delete rejects it.</source>
        <translation>Los resultados enviados desde móviles, uno por fila; Intro confirma el seleccionado, Supr lo rechaza.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partido</translation>
    </message>
    <message>
        <source>Claimed result</source>
        <translation>Resultado indicado</translation>
    </message>
    <message>
        <source>Reported by side</source>
        <translation>Enviado por el bando</translation>
    </message>
    <message>
        <source>Sent from</source>
        <translation>Enviado desde</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Recibido</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Whole match (older code)</source>
        <translation>Todo el partido (código antiguo)</translation>
    </message>
    <message>
        <source>Side {number}: {names}</source>
        <translation>Bando {number}: {names}</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Confirmar</translation>
    </message>
    <message>
        <source>Confirm report</source>
        <translation>Confirmar informe</translation>
    </message>
    <message>
        <source>Record the reported result (Enter in the list)</source>
        <translation>Registrar el resultado enviado (Intro en la lista)</translation>
    </message>
    <message>
        <source>Re&amp;ject</source>
        <translation>&amp;Rechazar</translation>
    </message>
    <message>
        <source>Reject report</source>
        <translation>Rechazar informe</translation>
    </message>
    <message>
        <source>Turn the report down: nothing is recorded (Delete in the list)</source>
        <translation>Rechazar el informe: no se registra nada (Supr en la lista)</translation>
    </message>
    <message>
        <source>Conflict: the sides disagree</source>
        <translation>Conflicto: los bandos no coinciden</translation>
    </message>
    <message>
        <source>Waiting: one device sent more than one side</source>
        <translation>En espera: un mismo dispositivo envió por más de un bando</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En espera</translation>
    </message>
    <message>
        <source>Reports in conflict are never recorded by themselves: ask the players, then confirm the right one and reject the other.</source>
        <translation>Los informes en conflicto nunca se registran solos: pregunte a los jugadores, confirme el correcto y rechace el otro.</translation>
    </message>
    <message>
        <source>One device sent the reports of more than one side of a match: they never count as both sides agreeing. Ask the players before you confirm.</source>
        <translation>Un mismo dispositivo envió los resultados de más de un bando de un partido: eso nunca cuenta como acuerdo de ambos bandos. Consulte a los jugadores antes de confirmar.</translation>
    </message>
    <message>
        <source>No reported result is waiting.</source>
        <translation>No hay ningún resultado enviado en espera.</translation>
    </message>
    <message>
        <source>Confirm reported result, {where}</source>
        <translation>Confirmar el resultado enviado, {where}</translation>
    </message>
    <message>
        <source>Reject reported result, {where}</source>
        <translation>Rechazar el resultado enviado, {where}</translation>
    </message>
</context>
<context>
    <name>companion.share_panel</name>
    <message>
        <source>Organizer confirms each result</source>
        <translation>El organizador confirma cada resultado</translation>
    </message>
    <message>
        <source>Accept when both sides report the same</source>
        <translation>Aceptar si ambos bandos envían lo mismo</translation>
    </message>
    <message>
        <source>Share on the local network</source>
        <translation>Compartir en la red local</translation>
    </message>
    <message>
        <source>Phones, tablets and a TV on the venue&apos;s Wi-Fi see the tables, the bracket and the standings, and players can report results</source>
        <translation>Móviles, tabletas y una TV en la wifi del local ven las mesas, el cuadro y la clasificación, y los jugadores pueden enviar resultados</translation>
    </message>
    <message>
        <source>Network address</source>
        <translation>Dirección de red</translation>
    </message>
    <message>
        <source>Pick the network the phones and screens are on.</source>
        <translation>Elija la red en la que están los móviles y las pantallas.</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>The port number of the shared pages; the lowest value picks any free port.</source>
        <translation>El número de puerto de las páginas compartidas; el valor más bajo elige cualquier puerto libre.</translation>
    </message>
    <message>
        <source>Any free port</source>
        <translation>Cualquier puerto libre</translation>
    </message>
    <message>
        <source>Results from phones</source>
        <translation>Resultados desde móviles</translation>
    </message>
    <message>
        <source>Pick what happens to a result reported from a phone.</source>
        <translation>Elija qué pasa con un resultado enviado desde un móvil.</translation>
    </message>
    <message>
        <source>Players may check in from their phone</source>
        <translation>Los jugadores pueden registrar su llegada desde el móvil</translation>
    </message>
    <message>
        <source>When ticked, players can mark themselves present from the shared pages.</source>
        <translation>Si está marcado, los jugadores pueden marcarse como presentes desde las páginas compartidas.</translation>
    </message>
    <message>
        <source>View address</source>
        <translation>Dirección de la vista</translation>
    </message>
    <message>
        <source>The address to open on a phone or TV, while sharing.</source>
        <translation>La dirección que hay que abrir en un móvil o una TV mientras se comparte.</translation>
    </message>
    <message>
        <source>Not shared</source>
        <translation>No compartido</translation>
    </message>
    <message>
        <source>Cop&amp;y address</source>
        <translation>&amp;Copiar dirección</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>Copiar dirección</translation>
    </message>
    <message>
        <source>Copies the address to the clipboard.</source>
        <translation>Copia la dirección al portapapeles.</translation>
    </message>
    <message>
        <source>View QR code</source>
        <translation>Código QR de la vista</translation>
    </message>
    <message>
        <source>A phone&apos;s camera opens the address from this code.</source>
        <translation>La cámara de un móvil abre la dirección desde este código.</translation>
    </message>
    <message>
        <source>Not shared. Nothing is reachable from the network.</source>
        <translation>No compartido. No se puede acceder a nada desde la red.</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Puerto:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Dirección:</translation>
    </message>
    <message>
        <source>Results from phones:</source>
        <translation>Resultados desde móviles:</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>Vista:</translation>
    </message>
    <message>
        <source> (this computer only)</source>
        <translation> (solo este ordenador)</translation>
    </message>
    <message>
        <source>Choose or create an event first, then share it.</source>
        <translation>Elija o cree primero un evento y luego compártalo.</translation>
    </message>
    <message>
        <source>The event could not be shared: {error}</source>
        <translation>No se pudo compartir el evento: {error}</translation>
    </message>
    <message>
        <source>Shared on {address}, port {port}: phones on the same network open the address or scan the code.</source>
        <translation>Compartido en {address}, puerto {port}: los móviles de la misma red abren la dirección o escanean el código.</translation>
    </message>
    <message>
        <source>Copied {url}</source>
        <translation>Copiado: {url}</translation>
    </message>
    <message>
        <source>The event is finished: it is no longer shared.</source>
        <translation>El evento ha terminado: ya no se comparte.</translation>
    </message>
    <message>
        <source>Result reported from a phone, {where}: {result}. Confirm or reject it on the Sharing page.</source>
        <translation>Resultado enviado desde un móvil, {where}: {result}. Confírmelo o rechácelo en la página Compartir.</translation>
    </message>
    <message>
        <source>waiting for a table</source>
        <translation>esperando mesa</translation>
    </message>
</context>
<context>
    <name>league.backups</name>
    <message>
        <source>before an import</source>
        <translation>antes de una importación</translation>
    </message>
    <message>
        <source>before merging two players</source>
        <translation>antes de fusionar dos jugadores</translation>
    </message>
    <message>
        <source>before merging another club file</source>
        <translation>antes de combinar otro archivo del club</translation>
    </message>
    <message>
        <source>before re-rating (recompute or new rating settings)</source>
        <translation>antes de recalcular ratings (recálculo o nuevos ajustes de rating)</translation>
    </message>
    <message>
        <source>before deleting a match</source>
        <translation>antes de borrar un partido</translation>
    </message>
    <message>
        <source>before updating the file to a newer app version</source>
        <translation>antes de actualizar el archivo a una versión más nueva de la aplicación</translation>
    </message>
    <message>
        <source>before restoring a backup (restore this one to undo that)</source>
        <translation>antes de restaurar una copia de seguridad (restaure esta para deshacerlo)</translation>
    </message>
</context>
<context>
    <name>league.companion.decisions</name>
    <message>
        <source>Reported result {id} can&apos;t be settled any more: its match has a result already or is no longer on the tables.</source>
        <translation>El resultado enviado {id} ya no se puede resolver: su partido ya tiene resultado o ya no está en las mesas.</translation>
    </message>
    <message>
        <source>Reported result {id} was already confirmed.</source>
        <translation>El resultado enviado {id} ya estaba confirmado.</translation>
    </message>
    <message>
        <source>Reported result {id} was already accepted.</source>
        <translation>El resultado enviado {id} ya estaba aceptado.</translation>
    </message>
    <message>
        <source>Reported result {id} was already rejected.</source>
        <translation>El resultado enviado {id} ya estaba rechazado.</translation>
    </message>
    <message>
        <source>Reported result {id} was replaced by a newer report sent with the same code.</source>
        <translation>El resultado enviado {id} fue sustituido por uno más reciente enviado con el mismo código.</translation>
    </message>
    <message>
        <source>Confirm reported result, {where}</source>
        <translation>Confirmar el resultado comunicado, {where}</translation>
    </message>
    <message>
        <source>Reject reported result, {where}</source>
        <translation>Rechazar el resultado comunicado, {where}</translation>
    </message>
    <message>
        <source>Result reported by both sides, {where}</source>
        <translation>Resultado comunicado por ambos lados, {where}</translation>
    </message>
</context>
<context>
    <name>league.companion.inbox</name>
    <message>
        <source>There is no reported result with id {id}.</source>
        <translation>No hay ningún resultado enviado con id {id}.</translation>
    </message>
</context>
<context>
    <name>league.companion.phone_checkin</name>
    <message>
        <source>This check-in link isn&apos;t valid (any more): ask the organizer for the event&apos;s code.</source>
        <translation>Este enlace para registrar la llegada no es válido (o ya no lo es): pida al organizador el código del evento.</translation>
    </message>
    <message>
        <source>Checking in from a phone is off for this event: please see the organizer.</source>
        <translation>En este evento no se puede registrar la llegada desde el móvil: hable con el organizador.</translation>
    </message>
    <message>
        <source>This event has ended; checking in is closed.</source>
        <translation>Este evento ha terminado; el registro de llegadas está cerrado.</translation>
    </message>
    <message>
        <source>Pick your name from the list.</source>
        <translation>Elija su nombre en la lista.</translation>
    </message>
    <message>
        <source>{name} checked in by phone</source>
        <translation>{name} registrado por teléfono</translation>
    </message>
</context>
<context>
    <name>league.companion.reports</name>
    <message>
        <source>This match has {sides} sides, but no places were given.</source>
        <translation>Este partido tiene {sides} bandos, pero no se indicó ningún puesto.</translation>
    </message>
    <message>
        <source>This match has {sides} sides, but {count} places were given.</source>
        <translation>Este partido tiene {sides} bandos, pero se indicaron {count} puestos.</translation>
    </message>
    <message>
        <source>Places are whole numbers from 1 (the winner) to {sides}.</source>
        <translation>Los puestos son números enteros del 1 (el ganador) al {sides}.</translation>
    </message>
    <message>
        <source>This is a knockout match and can&apos;t end in a draw: say who won.</source>
        <translation>Es un partido eliminatorio y no puede acabar en empate: indique quién ganó.</translation>
    </message>
    <message>
        <source>This match has {sides} sides; give a score for each side, or none.</source>
        <translation>Este partido tiene {sides} bandos; indique una puntuación para cada bando o ninguna.</translation>
    </message>
    <message>
        <source>This report link isn&apos;t valid (any more): ask the organizer for the match&apos;s current code.</source>
        <translation>Este enlace para enviar el resultado no es válido (o ya no lo es): pida al organizador el código actual del partido.</translation>
    </message>
    <message>
        <source>This event isn&apos;t shared any more, so it takes no reported results.</source>
        <translation>Este evento ya no se comparte, así que no admite resultados enviados.</translation>
    </message>
    <message>
        <source>This match is no longer on the tables.</source>
        <translation>Este partido ya no está en las mesas.</translation>
    </message>
    <message>
        <source>The event &apos;{name}&apos; has ended; it takes no more results.</source>
        <translation>El evento «{name}» ha terminado; ya no admite resultados.</translation>
    </message>
    <message>
        <source>This match has a result already.</source>
        <translation>Este partido ya tiene resultado.</translation>
    </message>
    <message>
        <source>This match hasn&apos;t started yet; report it once it has been played.</source>
        <translation>Este partido aún no ha empezado; envíe el resultado cuando se haya jugado.</translation>
    </message>
</context>
<context>
    <name>league.companion.shares</name>
    <message>
        <source>Unknown rule for reported results {rule!r} (known: {known}).</source>
        <translation>Regla desconocida para los resultados enviados: {rule!r} (conocidas: {known}).</translation>
    </message>
</context>
<context>
    <name>league.core</name>
    <message>
        <source>the database</source>
        <translation>la base de datos</translation>
    </message>
    <message>
        <source>make a backup ({reason})</source>
        <translation>hacer una copia de seguridad ({reason})</translation>
    </message>
    <message>
        <source>An in-memory club has no backups</source>
        <translation>Un club en memoria no tiene copias de seguridad</translation>
    </message>
    <message>
        <source>Cannot restore a backup in the middle of another change</source>
        <translation>No se puede restaurar una copia de seguridad en medio de otro cambio</translation>
    </message>
    <message>
        <source>{file} is read-only, so the backup cannot be put back into it. Copy the backup file somewhere writable and open the copy instead.</source>
        <translation>{file} es de solo lectura, así que la copia de seguridad no se puede restaurar en él. Copie el archivo de la copia de seguridad a un lugar donde se pueda escribir y abra esa copia.</translation>
    </message>
    <message>
        <source>restore the backup</source>
        <translation>restaurar la copia de seguridad</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>deshacer</translation>
    </message>
    <message>
        <source>There is no leaderboard {ref!r} (there are: {known}).</source>
        <translation>No hay ningún ranking {ref!r} (hay: {known}).</translation>
    </message>
    <message>
        <source>There is already a player called &apos;{name}&apos;.</source>
        <translation>Ya hay un jugador llamado «{name}».</translation>
    </message>
    <message>
        <source>There is already a team called &apos;{name}&apos;.</source>
        <translation>Ya hay un equipo llamado «{name}».</translation>
    </message>
    <message>
        <source>There is already a leaderboard called &apos;{name}&apos;.</source>
        <translation>Ya hay un ranking llamado «{name}».</translation>
    </message>
    <message>
        <source>There is already a season called &apos;{name}&apos;.</source>
        <translation>Ya hay una temporada llamada «{name}».</translation>
    </message>
</context>
<context>
    <name>league.csv_io</name>
    <message>
        <source>The app could not write {path}: {reason}.</source>
        <translation>La aplicación no pudo escribir {path}: {reason}.</translation>
    </message>
    <message>
        <source>The match label is empty.</source>
        <translation>La etiqueta del partido está vacía.</translation>
    </message>
    <message>
        <source>&apos;{cell}&apos; is not a side number (1, 2, ... up to {most:,}).</source>
        <translation>«{cell}» no es un número de bando (1, 2, ... hasta {most:,}).</translation>
    </message>
    <message>
        <source>&apos;{cell}&apos; is not a placement (a whole number from 1, the best, to {most:,}).</source>
        <translation>«{cell}» no es un puesto (un número entero del 1, el mejor, al {most:,}).</translation>
    </message>
    <message>
        <source>&apos;{cell}&apos; is not a number.</source>
        <translation>«{cell}» no es un número.</translation>
    </message>
    <message>
        <source>this side</source>
        <translation>este bando</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; has the date {first} on line {line}, here {date}.</source>
        <translation>El partido «{label}» tiene la fecha {first} en la línea {line} y aquí {date}.</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; is in event &apos;{first}&apos; on line {line}, here &apos;{event}&apos;.</source>
        <translation>El partido «{label}» está en el evento «{first}» en la línea {line} y aquí en «{event}».</translation>
    </message>
    <message>
        <source>Side {side} of match &apos;{label}&apos; has rank {first} on line {line}, here {rank}.</source>
        <translation>El bando {side} del partido «{label}» tiene el puesto {first} en la línea {line} y aquí {rank}.</translation>
    </message>
    <message>
        <source>Side {side} of match &apos;{label}&apos; has score {first:g} on line {line}, here {score:g}.</source>
        <translation>El bando {side} del partido «{label}» tiene la puntuación {first:g} en la línea {line} y aquí {score:g}.</translation>
    </message>
    <message>
        <source>Side {side} of match &apos;{label}&apos; is team &apos;{first}&apos; on line {line}, here &apos;{team}&apos;.</source>
        <translation>El bando {side} del partido «{label}» es el equipo «{first}» en la línea {line} y aquí «{team}».</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; is already listed in match &apos;{label}&apos; on this side; a player can play only once in a match.</source>
        <translation>«{player}» ya figura en el partido «{label}» en este bando; un jugador solo puede jugar una vez en un partido.</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; is already listed in match &apos;{label}&apos; on side {side}; a player can play only once in a match.</source>
        <translation>«{player}» ya figura en el partido «{label}» en el bando {side}; un jugador solo puede jugar una vez en un partido.</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; has only one side; a match needs at least two.</source>
        <translation>El partido «{label}» solo tiene un bando; un partido necesita al menos dos.</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>Importar {name}</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; has the result id {id}, as match &apos;{other}&apos; on line {line} has; a result can be in a file only once.</source>
        <translation>El partido «{label}» tiene el id de resultado {id}, igual que el partido «{other}» en la línea {line}; un resultado solo puede estar una vez en un archivo.</translation>
    </message>
    <message>
        <source>Match &apos;{label}&apos; has the result id {first} on line {line}, here {id}.</source>
        <translation>El partido «{label}» tiene el id de resultado {first} en la línea {line} y aquí {id}.</translation>
    </message>
</context>
<context>
    <name>league.csv_read</name>
    <message>
        <source>{path}: there is no such file.</source>
        <translation>{path}: ese archivo no existe.</translation>
    </message>
    <message>
        <source>{path}: the app can&apos;t read it ({reason}).</source>
        <translation>{path}: la aplicación no puede leerlo ({reason}).</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (save it as &apos;CSV UTF-8&apos;).</source>
        <translation>El archivo no es texto UTF-8 (guárdelo como «CSV UTF-8»).</translation>
    </message>
    <message>
        <source>The file is empty; it needs a header row: {columns}.</source>
        <translation>El archivo está vacío; necesita una fila de encabezado: {columns}.</translation>
    </message>
    <message numerus="yes">
        <source>Missing column(s) {missing} (the header must hold {required}; optional: {optional}).</source>
        <translation>
            <numerusform>Falta la columna {missing} (el encabezado debe contener {required}; opcionales: {optional}).</numerusform>
            <numerusform>Faltan las columnas {missing} (el encabezado debe contener {required}; opcionales: {optional}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unknown column(s) {unknown} (allowed: {allowed}).</source>
        <translation>
            <numerusform>Columna desconocida {unknown} (permitidas: {allowed}).</numerusform>
            <numerusform>Columnas desconocidas {unknown} (permitidas: {allowed}).</numerusform>
        </translation>
    </message>
    <message>
        <source>The column {columns} appears more than once.</source>
        <translation>La columna {columns} aparece más de una vez.</translation>
    </message>
    <message>
        <source>The row has {cells} cells, the header has {columns}.</source>
        <translation>La fila tiene {cells} celdas y el encabezado {columns}.</translation>
    </message>
    <message>
        <source>Unreadable CSV: {reason}.</source>
        <translation>CSV ilegible: {reason}.</translation>
    </message>
</context>
<context>
    <name>league.dates</name>
    <message>
        <source>A date is required (ISO 8601, e.g. 2024-03-15 or 2024-03-15T19:30).</source>
        <translation>Hace falta una fecha (ISO 8601, p. ej. 2024-03-15 o 2024-03-15T19:30).</translation>
    </message>
    <message>
        <source>&apos;{date}&apos; is not an ISO 8601 date (expected e.g. 2024-03-15 or 2024-03-15T19:30).</source>
        <translation>«{date}» no es una fecha ISO 8601 (se espera p. ej. 2024-03-15 o 2024-03-15T19:30).</translation>
    </message>
    <message>
        <source>&apos;{date}&apos; is outside the dates the app can store (years 1 to 9999 in UTC).</source>
        <translation>«{date}» está fuera de las fechas que la aplicación puede guardar (años 1 a 9999 en UTC).</translation>
    </message>
    <message>
        <source>{start}… ({count} characters)</source>
        <translation>{start}… ({count} caracteres)</translation>
    </message>
</context>
<context>
    <name>league.dutch</name>
    <message>
        <source>The round to pair must be 1 or later.</source>
        <translation>La ronda a emparejar debe ser la 1 o posterior.</translation>
    </message>
    <message>
        <source>Round {round} cannot be paired: no pairing avoids every repeat game and colour clash.</source>
        <translation>La ronda {round} no se puede emparejar: ningún emparejamiento evita toda repetición y todo conflicto de color.</translation>
    </message>
    <message>
        <source>Round {round} cannot be paired: no pairing avoids every repeat game.</source>
        <translation>La ronda {round} no se puede emparejar: ningún emparejamiento evita toda repetición.</translation>
    </message>
</context>
<context>
    <name>league.errors</name>
    <message>
        <source>Stopped before the end; nothing was changed.</source>
        <translation>Se detuvo antes del final; no se cambió nada.</translation>
    </message>
    <message>
        <source>line {line}, column {column}: {message}</source>
        <translation>línea {line}, columna {column}: {message}</translation>
    </message>
    <message>
        <source>line {line}, column &apos;{column}&apos;: {message}</source>
        <translation>línea {line}, columna «{column}»: {message}</translation>
    </message>
    <message>
        <source>line {line}: {message}</source>
        <translation>línea {line}: {message}</translation>
    </message>
    <message>
        <source>{start} … [{count} characters left out] … {end}</source>
        <translation>{start} … [{count} caracteres omitidos] … {end}</translation>
    </message>
    <message numerus="yes">
        <source>{path}: nothing was imported, at least {count:,} problem(s) found:</source>
        <translation>
            <numerusform>{path}: no se importó nada; se encontró al menos {count:,} problema:</numerusform>
            <numerusform>{path}: no se importó nada; se encontraron al menos {count:,} problemas:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{path}: nothing was imported, {count:,} problem(s) found:</source>
        <translation>
            <numerusform>{path}: no se importó nada; se encontró {count:,} problema:</numerusform>
            <numerusform>{path}: no se importó nada; se encontraron {count:,} problemas:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and at least {count:,} more problem(s)</source>
        <translation>
            <numerusform>… y al menos {count:,} problema más</numerusform>
            <numerusform>… y al menos {count:,} problemas más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and {count:,} more problem(s)</source>
        <translation>
            <numerusform>… y {count:,} problema más</numerusform>
            <numerusform>… y {count:,} problemas más</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>league.evaluation</name>
    <message>
        <source>The evaluation was cancelled.</source>
        <translation>La evaluación se canceló.</translation>
    </message>
</context>
<context>
    <name>league.event_logs.parse</name>
    <message>
        <source>&apos;A fragged B&apos;, &apos;A suicide&apos;, &apos;A teamkilled B&apos;, &apos;A scored a capture worth 7&apos;, &apos;team NAME: A, B&apos; or &apos;date 2024-03-05&apos;</source>
        <comment>the keywords fragged, suicide, teamkilled, scored, worth, team and date stay in English</comment>
        <translation>&apos;A fragged B&apos;, &apos;A suicide&apos;, &apos;A teamkilled B&apos;, &apos;A scored a capture worth 7&apos;, &apos;team NOMBRE: A, B&apos; o &apos;date 2024-03-05&apos;</translation>
    </message>
    <message>
        <source>The points after &apos;worth&apos; must be a number above 0 and at most {most:g}, got &apos;{points}&apos;.</source>
        <translation>Los puntos tras &apos;worth&apos; deben ser un número mayor que 0 y como máximo {most:g}; se recibió «{points}».</translation>
    </message>
    <message>
        <source>A second date (the first is on line {line}).</source>
        <translation>Una segunda fecha (la primera está en la línea {line}).</translation>
    </message>
    <message>
        <source>The team &apos;{team}&apos; is declared twice.</source>
        <translation>El equipo «{team}» está declarado dos veces.</translation>
    </message>
    <message>
        <source>The team &apos;{team}&apos; has no players (write &apos;team {team}: A, B&apos;).</source>
        <translation>El equipo «{team}» no tiene jugadores (escriba &apos;team {team}: A, B&apos;).</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; is already on the team &apos;{team}&apos;.</source>
        <translation>«{player}» ya está en el equipo «{team}».</translation>
    </message>
    <message>
        <source>&apos;{line}&apos; is not an event; write {forms}.</source>
        <translation>«{line}» no es un evento; escriba {forms}.</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; cannot frag themself; write &apos;{player} suicide&apos;.</source>
        <translation>«{player}» no puede hacerse un frag a sí mismo; escriba &apos;{player} suicide&apos;.</translation>
    </message>
    <message>
        <source>&apos;{player}&apos; is on no team; a weighted event is rated against the opposing team, so declare &apos;team NAME: {player}, …&apos; first.</source>
        <translation>«{player}» no está en ningún equipo; un evento ponderado se puntúa contra el equipo contrario, así que declare antes &apos;team NOMBRE: {player}, …&apos;.</translation>
    </message>
    <message>
        <source>There is no team opposing &apos;{team}&apos; to rate &apos;{event}&apos; against.</source>
        <translation>No hay ningún equipo contrario a «{team}» contra el que puntuar «{event}».</translation>
    </message>
    <message>
        <source>The log has no events; write lines like {forms}.</source>
        <translation>El registro no tiene eventos; escriba líneas como {forms}.</translation>
    </message>
    <message>
        <source>The event log</source>
        <translation>El registro de eventos</translation>
    </message>
</context>
<context>
    <name>league.event_logs.rate</name>
    <message>
        <source>Event log {log} has a weighted event but no opposing team.</source>
        <translation>El registro de eventos {log} tiene un evento ponderado pero ningún equipo contrario.</translation>
    </message>
    <message>
        <source>Event log {log} holds an unknown kind of event, {kind!r}.</source>
        <translation>El registro de eventos {log} contiene un tipo de evento desconocido, {kind!r}.</translation>
    </message>
    <message>
        <source>This leaderboard holds imported event logs, which only Elo rates (seed 003); it cannot use {system}.</source>
        <translation>Este ranking contiene registros de eventos importados, que solo puntúa Elo (seed 003); no puede usar {system}.</translation>
    </message>
</context>
<context>
    <name>league.event_logs.static_ranking</name>
    <message>
        <source>The minimum number of results must be at least 1.</source>
        <translation>El número mínimo de resultados debe ser al menos 1.</translation>
    </message>
    <message>
        <source>no result against another player</source>
        <translation>ningún resultado contra otro jugador</translation>
    </message>
    <message>
        <source>no results connecting them to the ranked group</source>
        <translation>ningún resultado que lo conecte con el grupo clasificado</translation>
    </message>
    <message numerus="yes">
        <source>only %n result(s) (at least {needed} needed)</source>
        <translation>
            <numerusform>solo %n resultado (hacen falta al menos {needed})</numerusform>
            <numerusform>solo %n resultados (hacen falta al menos {needed})</numerusform>
        </translation>
    </message>
    <message>
        <source>only {count:g} results (at least {needed} needed)</source>
        <translation>solo {count:g} resultados (hacen falta al menos {needed})</translation>
    </message>
</context>
<context>
    <name>league.event_logs.store</name>
    <message>
        <source>Event log</source>
        <translation>Registro de eventos</translation>
    </message>
    <message>
        <source>Event logs are rated with Elo (seed 003), but the leaderboard &apos;{leaderboard}&apos; uses {system}; choose an Elo leaderboard or change this one&apos;s rating system.</source>
        <translation>Los registros de eventos se puntúan con Elo (seed 003), pero el ranking «{leaderboard}» usa {system}; elija un ranking Elo o cambie el sistema de rating de este.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (save it as UTF-8).</source>
        <translation>El archivo no es texto UTF-8 (guárdelo como UTF-8).</translation>
    </message>
    <message>
        <source>The app can&apos;t read {name}: {error}.</source>
        <translation>La aplicación no puede leer {name}: {error}.</translation>
    </message>
    <message>
        <source>The event belongs to another leaderboard.</source>
        <translation>El evento pertenece a otro ranking.</translation>
    </message>
    <message>
        <source>Import event log {name}</source>
        <translation>Importar el registro de eventos {name}</translation>
    </message>
    <message>
        <source>The database gave no id for the new event log (got {pk!r}).</source>
        <translation>La base de datos no devolvió ningún id para el nuevo registro de eventos (se obtuvo {pk!r}).</translation>
    </message>
    <message>
        <source>These players can&apos;t be merged: both played in the event log &apos;{log}&apos;.</source>
        <translation>Estos jugadores no se pueden fusionar: ambos jugaron en el registro de eventos «{log}».</translation>
    </message>
</context>
<context>
    <name>league.events</name>
    <message>
        <source>New event {name}</source>
        <translation>Nuevo evento {name}</translation>
    </message>
    <message>
        <source>Unknown kind of event {kind!r} (known: {known}).</source>
        <translation>Tipo de evento desconocido {kind!r} (conocidos: {known}).</translation>
    </message>
    <message>
        <source>There is no event with id {id}</source>
        <translation>No hay ningún evento con id {id}</translation>
    </message>
    <message>
        <source>Change event</source>
        <translation>Cambiar el evento</translation>
    </message>
    <message>
        <source>This event has matches; delete or move them first</source>
        <translation>Este evento tiene partidos; bórrelos o muévalos primero</translation>
    </message>
    <message>
        <source>Delete event</source>
        <translation>Eliminar el evento</translation>
    </message>
</context>
<context>
    <name>league.expectation</name>
    <message>
        <source>Expected outcome (Glicko, both deviations): side 1 {first:.0%}, side 2 {second:.0%} — rating {mu_a:.0f} v {mu_b:.0f}, combined deviation √({sigma_a:.0f}² + {sigma_b:.0f}²) = {deviation:.0f}, g = {g:.2f}</source>
        <translation>Resultado esperado (Glicko, ambas desviaciones): bando 1 {first:.0%}, bando 2 {second:.0%} — rating {mu_a:.0f} contra {mu_b:.0f}, desviación combinada √({sigma_a:.0f}² + {sigma_b:.0f}²) = {deviation:.0f}, g = {g:.2f}</translation>
    </message>
</context>
<context>
    <name>league.leaderboards</name>
    <message>
        <source>leaderboard&apos;s name</source>
        <translation>nombre del ranking</translation>
    </message>
    <message>
        <source>New leaderboard {name}</source>
        <translation>Nueva clasificación {name}</translation>
    </message>
    <message>
        <source>Change settings of {name}</source>
        <translation>Cambiar los ajustes de {name}</translation>
    </message>
    <message>
        <source>initial rating</source>
        <translation>rating inicial</translation>
    </message>
    <message>
        <source>initial uncertainty</source>
        <translation>incertidumbre inicial</translation>
    </message>
    <message>
        <source>The initial uncertainty must be greater than 0 (got {sigma:g})</source>
        <translation>La incertidumbre inicial debe ser mayor que 0 (se recibió {sigma:g})</translation>
    </message>
    <message>
        <source>Initial rating of {name}</source>
        <translation>Valoración inicial de {name}</translation>
    </message>
    <message>
        <source>Clear initial rating of {name}</source>
        <translation>Quitar la valoración inicial de {name}</translation>
    </message>
    <message>
        <source>The {what} must be a number, got {value!r}</source>
        <translation>El valor de {what} debe ser un número; se recibió {value!r}</translation>
    </message>
    <message>
        <source>Unknown display scale {scale!r} (known: {known}).</source>
        <translation>Escala de presentación desconocida {scale!r} (conocidas: {known}).</translation>
    </message>
</context>
<context>
    <name>league.limits</name>
    <message>
        <source>The number of rounds must be a whole number from {low} to {high}, not {value}.</source>
        <translation>El número de rondas debe ser un número entero de {low} a {high}, no {value}.</translation>
    </message>
    <message>
        <source>A pool holds from {low} to {high} entrants, not {value}.</source>
        <translation>Un grupo tiene de {low} a {high} participantes, no {value}.</translation>
    </message>
    <message>
        <source>From each pool {low} to {high} entrants can go on (at most the pool size), not {value}.</source>
        <translation>De cada grupo pueden pasar de {low} a {high} participantes (como máximo el tamaño del grupo), no {value}.</translation>
    </message>
    <message>
        <source>The number of tables must be a whole number from {low} to {high}, not {value}.</source>
        <translation>El número de mesas debe ser un número entero de {low} a {high}, no {value}.</translation>
    </message>
    <message>
        <source>The number of events that count must be a whole number from {low} to {high}, not {value}.</source>
        <translation>El número de eventos que cuentan debe ser un número entero de {low} a {high}, no {value}.</translation>
    </message>
    <message>
        <source>The least number of games must be a whole number from {low} to {high}, not {value}.</source>
        <translation>El número mínimo de partidos debe ser un número entero de {low} a {high}, no {value}.</translation>
    </message>
</context>
<context>
    <name>league.match_games</name>
    <message>
        <source>Game {game}: there is no player called &apos;{name}&apos;</source>
        <translation>Partida {game}: no hay ningún jugador llamado «{name}»</translation>
    </message>
    <message>
        <source>Game {game}: &apos;{name}&apos; is not one of the match&apos;s players</source>
        <translation>Partida {game}: «{name}» no es uno de los jugadores del partido</translation>
    </message>
    <message>
        <source>Game {game}: &apos;{name}&apos; needs a score as a number, got {score!r}</source>
        <translation>Partida {game}: «{name}» necesita una puntuación numérica; se recibió {score!r}</translation>
    </message>
    <message>
        <source>Game {game} has no scores (every player is marked absent)</source>
        <translation>La partida {game} no tiene puntuaciones (todos los jugadores están marcados como ausentes)</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has no score in any game: give a score or take the player out of the match</source>
        <translation>«{name}» no tiene puntuación en ninguna partida: indique una puntuación o quite al jugador del partido</translation>
    </message>
    <message>
        <source>player {id}</source>
        <translation>jugador {id}</translation>
    </message>
</context>
<context>
    <name>league.matches</name>
    <message>
        <source>Record match</source>
        <translation>Registrar partido</translation>
    </message>
    <message>
        <source>Record match #{id}</source>
        <translation>Registrar el partido n.º {id}</translation>
    </message>
    <message>
        <source>The event belongs to another leaderboard</source>
        <translation>El evento pertenece a otro ranking</translation>
    </message>
    <message>
        <source>Edit match #{id}</source>
        <translation>Editar el partido n.º {id}</translation>
    </message>
    <message>
        <source>Delete match #{id}</source>
        <translation>Eliminar el partido n.º {id}</translation>
    </message>
    <message>
        <source>Restore match #{id}</source>
        <translation>Restaurar el partido n.º {id}</translation>
    </message>
    <message>
        <source>There is no match with id {id}</source>
        <translation>No hay ningún partido con id {id}</translation>
    </message>
    <message>
        <source>Side {side}: there is no player called &apos;{name}&apos;</source>
        <translation>Bando {side}: no hay ningún jugador llamado «{name}»</translation>
    </message>
    <message>
        <source>A match needs at least two sides (got {count})</source>
        <translation>Un partido necesita al menos dos bandos (tiene {count})</translation>
    </message>
    <message>
        <source>Side {side} has no players</source>
        <translation>El bando {side} no tiene jugadores</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is listed twice on the same side; a player can play only once in a match</source>
        <translation>«{name}» figura dos veces en el mismo bando; un jugador solo puede jugar una vez en un partido</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is listed on sides {first} and {second}; a player can play only once in a match</source>
        <translation>«{name}» figura en los bandos {first} y {second}; un jugador solo puede jugar una vez en un partido</translation>
    </message>
    <message numerus="yes">
        <source>Unknown player id(s): {ids}</source>
        <translation>
            <numerusform>Id de jugador desconocido: {ids}</numerusform>
            <numerusform>Ids de jugador desconocidos: {ids}</numerusform>
        </translation>
    </message>
    <message>
        <source>A match can have at most {most:,} sides and {most:,} players; this one has {sides:,} sides and {players:,} players.</source>
        <translation>Un partido puede tener como máximo {most:,} bandos y {most:,} jugadores; este tiene {sides:,} bandos y {players:,} jugadores.</translation>
    </message>
</context>
<context>
    <name>league.merging</name>
    <message numerus="yes">
        <source>Look-alike names need a choice before merging (%n pair(s); nothing was changed): {pairs}. Say --same &quot;OTHER=HERE&quot; when they are one person, --different &quot;OTHER&quot; when they are two.</source>
        <translation>
            <numerusform>Hay nombres parecidos que necesitan una decisión antes de combinar (%n par; no se ha cambiado nada): {pairs}. Indique --same &quot;OTHER=HERE&quot; si son una persona, --different &quot;OTHER&quot; si son dos.</numerusform>
            <numerusform>Hay nombres parecidos que necesitan una decisión antes de combinar (%n pares; no se ha cambiado nada): {pairs}. Indique --same &quot;OTHER=HERE&quot; si son una persona, --different &quot;OTHER&quot; si son dos.</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a pair of names: write the other file&apos;s name and this club&apos;s, with &apos;=&apos; between them (--same &quot;Elodie Martin=Élodie Martin&quot;).</source>
        <translation>«{text}» no es un par de nombres: escriba el nombre del otro archivo y el de este club, con «=» entre ellos (--same &quot;Elodie Martin=Élodie Martin&quot;).</translation>
    </message>
    <message>
        <source>&apos;{choice}&apos; names no look-alike pair: the two files have no look-alike names.</source>
        <translation>«{choice}» no nombra ningún par de nombres parecidos: los dos archivos no tienen nombres parecidos.</translation>
    </message>
    <message>
        <source>&apos;{choice}&apos; names no look-alike pair; the look-alike names are: {pairs}.</source>
        <translation>«{choice}» no nombra ningún par de nombres parecidos; los nombres parecidos son: {pairs}.</translation>
    </message>
    <message>
        <source>&apos;{first}&apos; and &apos;{second}&apos; of the other file can&apos;t both be &apos;{here}&apos; of this club; say --different for one of them.</source>
        <translation>«{first}» y «{second}» del otro archivo no pueden ser ambos «{here}» de este club; indique --different para uno de ellos.</translation>
    </message>
    <message>
        <source>{file} holds a result no club could have recorded (match {id} of {moment}: its sides, placings, scores or players are not valid); it may have been changed outside the app. Nothing was changed.</source>
        <translation>{file} contiene un resultado que ningún club pudo registrar (partido {id} del {moment}: sus lados, puestos, tanteos o jugadores no son válidos); quizá se modificó fuera de la aplicación. No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>The leaderboard &apos;{name}&apos; rates with {other} in the other file and with {here} here, and &apos;{beside}&apos; is taken by another system too; rename one of them before merging.</source>
        <translation>El ranking «{name}» usa {other} en el otro archivo y {here} aquí, y «{beside}» también pertenece a otro sistema; cambie el nombre de uno de ellos antes de combinar.</translation>
    </message>
    <message>
        <source>The other file&apos;s leaderboards &apos;{first}&apos; and &apos;{second}&apos; would both become &apos;{name}&apos; here; rename one of them before merging.</source>
        <translation>Los rankings «{first}» y «{second}» del otro archivo serían ambos «{name}» aquí; cambie el nombre de uno de ellos antes de combinar.</translation>
    </message>
</context>
<context>
    <name>league.names</name>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>The {what} contains an invisible control character (U+{code:04X}); remove it.</source>
        <translation>El {what} contiene un carácter de control invisible (U+{code:04X}); quítelo.</translation>
    </message>
    <message>
        <source>The {what} is made only of invisible characters; type a name people can read.</source>
        <translation>El {what} solo contiene caracteres invisibles; escriba un nombre legible.</translation>
    </message>
    <message>
        <source>The {what} cannot be empty.</source>
        <translation>El {what} no puede estar vacío.</translation>
    </message>
    <message>
        <source>The {what} is too long ({length:,} characters; at most {most}).</source>
        <translation>El {what} es demasiado largo ({length:,} caracteres; como máximo {most}).</translation>
    </message>
    <message>
        <source>write &quot;{better}&quot; instead</source>
        <translation>escriba «{better}» en su lugar</translation>
    </message>
    <message>
        <source>leave the commas out</source>
        <translation>quite las comas</translation>
    </message>
    <message>
        <source>player&apos;s name</source>
        <translation>nombre del jugador</translation>
    </message>
    <message>
        <source>A player&apos;s name can&apos;t contain a comma (the match form separates players with commas): &quot;{name}&quot; — {advice}.</source>
        <translation>El nombre de un jugador no puede contener comas (el formulario de partido separa a los jugadores con comas): «{name}» — {advice}.</translation>
    </message>
    <message>
        <source>team&apos;s name</source>
        <translation>nombre del equipo</translation>
    </message>
    <message>
        <source>event&apos;s name</source>
        <translation>nombre del evento</translation>
    </message>
    <message>
        <source>table&apos;s name</source>
        <translation>nombre de la mesa</translation>
    </message>
    <message>
        <source>A team&apos;s name can&apos;t contain a comma (lists of players and rosters are separated by commas): &quot;{name}&quot; — {advice}.</source>
        <translation>El nombre de un equipo no puede contener comas (las listas de jugadores y las plantillas se separan con comas): «{name}» — {advice}.</translation>
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
        <translation>Estado de asistencia desconocido {status!r} (conocidos: {known}).</translation>
    </message>
    <message>
        <source>{name}: {status}</source>
        <translation>{name}: {status}</translation>
    </message>
    <message>
        <source>Check in {name}</source>
        <translation>Registrar la llegada de {name}</translation>
    </message>
    <message>
        <source>{name} away for a while</source>
        <translation>{name} ausente un rato</translation>
    </message>
    <message>
        <source>{name} gone for the night</source>
        <translation>{name} se fue por esta noche</translation>
    </message>
    <message>
        <source>{name} has been drawn tonight; mark them away or gone instead.</source>
        <translation>{name} ya figura en rondas sorteadas de esta jornada; márquelo como «ausente» o «se fue».</translation>
    </message>
    <message>
        <source>Take back the check-in of {name}</source>
        <translation>Deshacer la llegada de {name}</translation>
    </message>
    <message>
        <source>Add {name} and check in</source>
        <translation>Añadir a {name} y registrar su llegada</translation>
    </message>
    <message>
        <source>Draw mode {mode}</source>
        <translation>Modo de sorteo {mode}</translation>
    </message>
</context>
<context>
    <name>league.night.draw</name>
    <message>
        <source>A DYP round needs at least {needed} players present (there are {count}).</source>
        <translation>Una ronda DYP necesita al menos {needed} jugadores presentes (hay {count}).</translation>
    </message>
    <message>
        <source>A rotating partners round needs at least {needed} players present (there are {count}).</source>
        <translation>Una ronda de compañeros rotativos necesita al menos {needed} jugadores presentes (hay {count}).</translation>
    </message>
    <message>
        <source>A Swiss round needs at least {needed} players present (there are {count}).</source>
        <translation>Una ronda de sistema suizo necesita al menos {needed} jugadores presentes (hay {count}).</translation>
    </message>
    <message>
        <source>A round robin round needs at least {needed} players present (there are {count}).</source>
        <translation>Una ronda de todos contra todos necesita al menos {needed} jugadores presentes (hay {count}).</translation>
    </message>
    <message>
        <source>Unknown draw mode {mode!r} (known: {known}).</source>
        <translation>Modo de sorteo desconocido {mode!r} (conocidos: {known}).</translation>
    </message>
    <message>
        <source>A player is listed twice among those present.</source>
        <translation>Un jugador figura dos veces entre los presentes.</translation>
    </message>
    <message>
        <source>A DYP round needs at least 2 pairs playing (there are {count}).</source>
        <translation>Una ronda DYP necesita al menos 2 parejas jugando (hay {count}).</translation>
    </message>
</context>
<context>
    <name>league.night.dyp</name>
    <message>
        <source>{name} has no partner yet (the next late arrival will be)</source>
        <translation>{name} aún no tiene compañero (lo será el próximo que llegue tarde)</translation>
    </message>
    <message>
        <source>{name}&apos;s partner {mate} sits out</source>
        <translation>{mate}, compañero de {name}, descansa</translation>
    </message>
    <message>
        <source>{name}&apos;s partner {mate} is not here</source>
        <translation>{mate}, compañero de {name}, no está</translation>
    </message>
    <message>
        <source>{first} and {second} play together this round only: {reasons}.</source>
        <translation>{first} y {second} juegan juntos solo en esta ronda: {reasons}.</translation>
    </message>
</context>
<context>
    <name>league.night.reading</name>
    <message>
        <source>There is no round {number} in this event.</source>
        <translation>No hay ronda {number} en este evento.</translation>
    </message>
    <message>
        <source>There is no drawn round with id {id}.</source>
        <translation>No hay ninguna ronda sorteada con id {id}.</translation>
    </message>
    <message>
        <source>There is no table with id {id}.</source>
        <translation>No hay ninguna mesa con id {id}.</translation>
    </message>
    <message>
        <source>There is no drawn match with id {id}.</source>
        <translation>No hay ningún partido sorteado con id {id}.</translation>
    </message>
</context>
<context>
    <name>league.night.results</name>
    <message>
        <source>waiting for a table</source>
        <translation>esperando mesa</translation>
    </message>
    <message>
        <source>being played</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>Only a called match can start (this one is {status}).</source>
        <translation>Solo puede empezar un partido llamado a mesa (estado de este: {status}).</translation>
    </message>
    <message>
        <source>Start match</source>
        <translation>Empezar el partido</translation>
    </message>
    <message>
        <source>This match is {status}; only a match on a table can get a result.</source>
        <translation>Estado de este partido: {status}; solo un partido en una mesa puede recibir un resultado.</translation>
    </message>
    <message>
        <source>The match has {sides} sides but {count} placements were given.</source>
        <translation>El partido tiene {sides} bandos, pero se indicaron {count} puestos.</translation>
    </message>
    <message>
        <source>The match has {sides} sides but {count} scores were given.</source>
        <translation>El partido tiene {sides} bandos, pero se indicaron {count} puntuaciones.</translation>
    </message>
    <message>
        <source>Save result</source>
        <translation>Guardar el resultado</translation>
    </message>
    <message>
        <source>Save result of match #{id}</source>
        <translation>Guardar el resultado del partido n.º {id}</translation>
    </message>
</context>
<context>
    <name>league.night.round_steps</name>
    <message numerus="yes">
        <source>Unknown player(s): {names}.</source>
        <translation>
            <numerusform>Jugador desconocido: {names}.</numerusform>
            <numerusform>Jugadores desconocidos: {names}.</numerusform>
        </translation>
    </message>
    <message>
        <source>A player is listed twice.</source>
        <translation>Un jugador figura dos veces.</translation>
    </message>
    <message>
        <source>Round {number} has not been started yet; start it or discard it first.</source>
        <translation>La ronda {number} aún no ha empezado; iníciela o descártela primero.</translation>
    </message>
    <message>
        <source>Draw next round</source>
        <translation>Sortear la siguiente ronda</translation>
    </message>
    <message>
        <source>Round {number} has started; its matches are in the queue.</source>
        <translation>La ronda {number} ya ha empezado; sus partidos están en la cola.</translation>
    </message>
    <message>
        <source>Discard round {number}</source>
        <translation>Descartar la ronda {number}</translation>
    </message>
    <message>
        <source>Round {number} has started; players can only be swapped before the start.</source>
        <translation>La ronda {number} ya ha empezado; los jugadores solo se pueden intercambiar antes del inicio.</translation>
    </message>
    <message>
        <source>{name} is not in round {number}.</source>
        <translation>{name} no está en la ronda {number}.</translation>
    </message>
    <message>
        <source>Swap {first} and {second}</source>
        <translation>Intercambiar a {first} y {second}</translation>
    </message>
    <message>
        <source>Round {number} has already started.</source>
        <translation>La ronda {number} ya ha empezado.</translation>
    </message>
    <message>
        <source>Start round {number}</source>
        <translation>Empezar la ronda {number}</translation>
    </message>
</context>
<context>
    <name>league.night.tables_queue</name>
    <message>
        <source>There is already a table called &apos;{name}&apos;.</source>
        <translation>Ya hay una mesa llamada «{name}».</translation>
    </message>
    <message>
        <source>Add table {name}</source>
        <translation>Añadir la mesa {name}</translation>
    </message>
    <message>
        <source>Tables of {name}</source>
        <translation>Mesas de {name}</translation>
    </message>
    <message>
        <source>Rename table to {name}</source>
        <translation>Renombrar la mesa a {name}</translation>
    </message>
    <message>
        <source>Use table</source>
        <translation>Usar la mesa</translation>
    </message>
    <message>
        <source>Put table aside</source>
        <translation>Retirar la mesa</translation>
    </message>
    <message>
        <source>Move table</source>
        <translation>Mover la mesa</translation>
    </message>
    <message>
        <source>Call matches to tables</source>
        <translation>Llamar partidos a las mesas</translation>
    </message>
</context>
<context>
    <name>league.planning.brackets</name>
    <message>
        <source>Unknown seed list format {form!r} (known: csv, list).</source>
        <translation>Formato de lista de siembra desconocido {form!r} (conocidos: csv, list).</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>No se puede escribir {path}: {reason}.</translation>
    </message>
</context>
<context>
    <name>league.planning.entrants</name>
    <message>
        <source>Team &apos;{name}&apos; has no members.</source>
        <translation>El equipo «{name}» no tiene miembros.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is listed twice.</source>
        <translation>«{name}» figura dos veces.</translation>
    </message>
    <message>
        <source>There is no player or team called &apos;{name}&apos;.</source>
        <translation>No hay ningún jugador ni equipo llamado «{name}».</translation>
    </message>
    <message>
        <source>--top needs at least 1 entrant, got {count}</source>
        <translation>--top necesita al menos 1 participante, no {count}</translation>
    </message>
    <message>
        <source>The leaderboard has only {rated} rated players, fewer than the {count} asked for.</source>
        <translation>El ranking solo tiene {rated} jugadores con rating, menos de los {count} pedidos.</translation>
    </message>
</context>
<context>
    <name>league.planning.groupings</name>
    <message>
        <source>A split needs at least 2 teams, got {teams}.</source>
        <translation>Un reparto necesita al menos 2 equipos, no {teams}.</translation>
    </message>
    <message>
        <source>{players} players cannot make {teams} teams</source>
        <translation>{players} jugadores no pueden formar {teams} equipos</translation>
    </message>
    <message>
        <source>A team needs at least 1 player, got a team size of {size}.</source>
        <translation>Un equipo necesita al menos 1 jugador; el tamaño de equipo indicado es {size}.</translation>
    </message>
    <message>
        <source>{players} players do not make {teams} teams of {size} (that takes {needed})</source>
        <translation>{players} jugadores no forman {teams} equipos de {size} (hacen falta {needed})</translation>
    </message>
    <message>
        <source>A pair must name two different players of the room, got {pair}.</source>
        <translation>Una pareja debe nombrar a dos jugadores distintos de los presentes; se recibió {pair}.</translation>
    </message>
    <message>
        <source>A pair is to be kept both together and apart.</source>
        <translation>Se pide mantener una pareja junta y separada a la vez.</translation>
    </message>
    <message>
        <source>Players kept together ({together}) do not fit a team of {size}.</source>
        <translation>Los jugadores que deben ir juntos ({together}) no caben en un equipo de {size}.</translation>
    </message>
    <message>
        <source>No split keeps every pair apart and together as asked.</source>
        <translation>Ningún reparto mantiene todas las parejas separadas y juntas como se pidió.</translation>
    </message>
    <message>
        <source>Could not find a split that keeps every pair apart and together as asked.</source>
        <translation>No se encontró ningún reparto que mantenga todas las parejas separadas y juntas como se pidió.</translation>
    </message>
    <message>
        <source>With an odd count someone must sit out, but nobody may.</source>
        <translation>Con un número impar alguien debe descansar, pero nadie puede.</translation>
    </message>
</context>
<context>
    <name>league.planning.matchmaking</name>
    <message>
        <source>The chance window must satisfy 0 &lt;= low &lt;= high &lt;= 1, got {low:g}..{high:g}.</source>
        <translation>El intervalo de probabilidad debe cumplir 0 &lt;= mínimo &lt;= máximo &lt;= 1; se recibió {low:g}..{high:g}.</translation>
    </message>
    <message>
        <source>A player is listed twice among those waiting.</source>
        <translation>Un jugador figura dos veces entre los que esperan.</translation>
    </message>
    <message>
        <source>Pairing needs at least 2 players waiting.</source>
        <translation>Para emparejar hacen falta al menos 2 jugadores esperando.</translation>
    </message>
</context>
<context>
    <name>league.planning.predictions</name>
    <message>
        <source>A prediction needs at least two sides (got {count}).</source>
        <translation>Una predicción necesita al menos dos bandos (hay {count}).</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is on sides {first} and {second}; a player can play only once</source>
        <translation>«{name}» está en los bandos {first} y {second}; un jugador solo puede jugar una vez</translation>
    </message>
    <message>
        <source>Side {number} has no players.</source>
        <translation>El bando {number} no tiene jugadores.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is listed twice on side {number}</source>
        <translation>«{name}» figura dos veces en el bando {number}</translation>
    </message>
    <message>
        <source>There is no player called &apos;{name}&apos;.</source>
        <translation>No hay ningún jugador llamado «{name}».</translation>
    </message>
</context>
<context>
    <name>league.planning.seeding</name>
    <message>
        <source>A bracket needs at least 2 entrants, got {entrants}.</source>
        <translation>Un cuadro necesita al menos 2 participantes, no {entrants}.</translation>
    </message>
    <message>
        <source>A bracket&apos;s size must be a power of two, got {size}.</source>
        <translation>El tamaño de un cuadro debe ser una potencia de dos, no {size}.</translation>
    </message>
    <message>
        <source>The most places a seed may move cannot be negative, got {max_places}.</source>
        <translation>El máximo de puestos que puede moverse un participante en la siembra no puede ser negativo; se recibió {max_places}.</translation>
    </message>
    <message>
        <source>A pool needs room for at least 2 entrants, got {size}.</source>
        <translation>Un grupo necesita sitio para al menos 2 participantes, no {size}.</translation>
    </message>
    <message>
        <source>The number of pools must be at least 1, got {pools}.</source>
        <translation>El número de grupos debe ser al menos 1, no {pools}.</translation>
    </message>
    <message>
        <source>A player is listed twice.</source>
        <translation>Un jugador figura dos veces.</translation>
    </message>
    <message>
        <source>No pairing of the {count} players without a rematch was found within the search limit.</source>
        <translation>Dentro del límite de búsqueda no se encontró ningún emparejamiento de los {count} jugadores sin revancha.</translation>
    </message>
    <message>
        <source>Every possible pairing of the {count} players repeats a game already played; the Swiss has run its course.</source>
        <translation>Todo emparejamiento posible de los {count} jugadores repite una partida ya jugada; el sistema suizo ha llegado a su fin.</translation>
    </message>
</context>
<context>
    <name>league.planning.swiss</name>
    <message>
        <source>A Swiss round needs at least 2 players.</source>
        <translation>Una ronda de sistema suizo necesita al menos 2 jugadores.</translation>
    </message>
</context>
<context>
    <name>league.planning.team_balance</name>
    <message>
        <source>&apos;{name}&apos; is listed twice</source>
        <translation>«{name}» figura dos veces</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is in a pair but not among the players present</source>
        <translation>«{name}» está en una pareja pero no entre los jugadores presentes</translation>
    </message>
    <message>
        <source>A pair needs two different players, got &apos;{name}&apos; twice.</source>
        <translation>Una pareja necesita dos jugadores distintos; se recibió «{name}» dos veces.</translation>
    </message>
</context>
<context>
    <name>league.planning.values</name>
    <message>
        <source>Conservative estimate (μ − kσ)</source>
        <translation>Estimación conservadora (μ − kσ)</translation>
    </message>
    <message>
        <source>Skill estimate μ</source>
        <translation>Estimación de fuerza μ</translation>
    </message>
    <message>
        <source>Displayed rating</source>
        <translation>Rating mostrado</translation>
    </message>
    <message>
        <source>Unknown seeding key {key!r} (known: {known}).</source>
        <translation>Criterio de siembra desconocido {key!r} (conocidos: {known}).</translation>
    </message>
    <message>
        <source>best of all {count} possible splits</source>
        <translation>el mejor de los {count} repartos posibles</translation>
    </message>
    <message>
        <source>heuristic (too many splits to try all): team totals differ by at most {bound:.2f}, the gap between the strongest and weakest player</source>
        <translation>heurístico (demasiados repartos para probarlos todos): los totales de los equipos difieren como mucho {bound:.2f}, la diferencia entre el jugador más fuerte y el más débil</translation>
    </message>
    <message>
        <source>heuristic (too many splits to try all)</source>
        <translation>heurístico (demasiados repartos para probarlos todos)</translation>
    </message>
</context>
<context>
    <name>league.players</name>
    <message>
        <source>Add player {name}</source>
        <translation>Añadir al jugador {name}</translation>
    </message>
    <message>
        <source>Rename {old} to {new}</source>
        <translation>Renombrar a {old} como {new}</translation>
    </message>
    <message>
        <source>Set club of {name}</source>
        <translation>Fijar el club de {name}</translation>
    </message>
    <message>
        <source>Archive {name}</source>
        <translation>Archivar a {name}</translation>
    </message>
    <message>
        <source>Bring back {name}</source>
        <translation>Recuperar a {name}</translation>
    </message>
    <message>
        <source>Delete player {name}</source>
        <translation>Eliminar al jugador {name}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has played matches; archive the player instead</source>
        <translation>«{name}» ha jugado partidos; archive al jugador en su lugar</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; plays in imported event logs; archive the player instead</source>
        <translation>«{name}» juega en registros de eventos importados; archive al jugador en su lugar</translation>
    </message>
    <message>
        <source>Restore player {name}</source>
        <translation>Restaurar al jugador {name}</translation>
    </message>
    <message>
        <source>Cannot merge a player with themself</source>
        <translation>No se puede fusionar a un jugador consigo mismo</translation>
    </message>
    <message>
        <source>Merge {gone} into {kept}</source>
        <translation>Fusionar a {gone} con {kept}</translation>
    </message>
    <message>
        <source>Cannot merge &apos;{gone}&apos; into &apos;{keep}&apos;: both played in match {match}</source>
        <translation>No se puede fusionar «{gone}» en «{keep}»: ambos jugaron en el partido {match}</translation>
    </message>
    <message>
        <source>There is no player with id {id}</source>
        <translation>No hay ningún jugador con id {id}</translation>
    </message>
</context>
<context>
    <name>league.players_csv</name>
    <message>
        <source>player&apos;s club</source>
        <translation>club del jugador</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is already on line {line}.</source>
        <translation>«{name}» ya está en la línea {line}.</translation>
    </message>
    <message>
        <source>Import players from {name}</source>
        <translation>Importar jugadores de {name}</translation>
    </message>
</context>
<context>
    <name>league.rating</name>
    <message>
        <source>The database refused the change: {reason}</source>
        <translation>La base de datos rechazó el cambio: {reason}</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recalcular</translation>
    </message>
</context>
<context>
    <name>league.replay_load</name>
    <message>
        <source>Match {id} has {sides} sides but {ranks} ranks.</source>
        <translation>El partido {id} tiene {sides} bandos pero {ranks} puestos.</translation>
    </message>
</context>
<context>
    <name>league.result_ids</name>
    <message>
        <source>&apos;{cell}&apos; is not a result id (a club id, a dash and a whole number, as an export writes it: e.g. k3f9q2m4p8t6v5w1-12).</source>
        <translation>«{cell}» no es un id de resultado (un id de club, un guion y un número entero, como lo escribe una exportación: p. ej. k3f9q2m4p8t6v5w1-12).</translation>
    </message>
</context>
<context>
    <name>league.result_rule</name>
    <message>
        <source>side {number}</source>
        <translation>bando {number}</translation>
    </message>
    <message>
        <source>The score of {side} is not a number: {value}.</source>
        <translation>La puntuación de {side} no es un número: {value}.</translation>
    </message>
    <message>
        <source>The score of {side} must be a finite number, not {value}.</source>
        <translation>La puntuación de {side} debe ser un número finito, no {value}.</translation>
    </message>
    <message>
        <source>The score of {side} can&apos;t be negative ({value}).</source>
        <translation>La puntuación de {side} no puede ser negativa ({value}).</translation>
    </message>
    <message>
        <source>The score of {side} is {value}; a score is at most {most:,}.</source>
        <translation>La puntuación de {side} es {value}; una puntuación es como máximo {most:,}.</translation>
    </message>
    <message>
        <source>{places} places but {scores} scores were given; give one of each per side.</source>
        <translation>Se dieron {places} puestos pero {scores} puntuaciones; indique uno de cada por bando.</translation>
    </message>
    <message>
        <source>There is no result yet: enter the score, or choose who won.</source>
        <translation>Todavía no hay resultado: introduzca la puntuación o elija quién ganó.</translation>
    </message>
    <message>
        <source>A result needs at least two sides (got {count}).</source>
        <translation>Un resultado necesita al menos dos bandos (se recibió {count}).</translation>
    </message>
    <message>
        <source>Enter the score of {side} too, or leave every score empty.</source>
        <translation>Introduzca también la puntuación de {side} o deje vacías todas las puntuaciones.</translation>
    </message>
    <message>
        <source>Give {side} a place too, or leave every place empty (the score then decides).</source>
        <translation>Dé también un puesto a {side} o deje vacíos todos los puestos (entonces decide la puntuación).</translation>
    </message>
    <message>
        <source>The place of {side} must be a whole number from 1 (the best), not {rank}.</source>
        <translation>El puesto de {side} debe ser un número entero desde 1 (el mejor), no {rank}.</translation>
    </message>
    <message>
        <source>By the scores {higher} ({high}) is ahead of {lower} ({low}), but the places say otherwise: correct the scores or the places.</source>
        <translation>Según las puntuaciones, {higher} ({high}) va por delante de {lower} ({low}), pero los puestos dicen otra cosa: corrija las puntuaciones o los puestos.</translation>
    </message>
    <message>
        <source>The score {high}–{low} says {higher} won, but the result given is a draw: correct the score, or choose who won.</source>
        <translation>El marcador {high}–{low} dice que ganó {higher}, pero el resultado indicado es un empate: corrija la puntuación o elija quién ganó.</translation>
    </message>
    <message>
        <source>The score {high}–{low} says {higher} won, but {lower} is given as the winner: correct the score, or choose who won.</source>
        <translation>El marcador {high}–{low} dice que ganó {higher}, pero se indica a {lower} como ganador: corrija la puntuación o elija quién ganó.</translation>
    </message>
    <message>
        <source>The score is level ({score}) and a knockout match can&apos;t end in a draw: choose who won the tiebreak.</source>
        <translation>El marcador está igualado ({score}) y un partido eliminatorio no puede terminar en empate: elija quién ganó el desempate.</translation>
    </message>
    <message>
        <source>A knockout match can&apos;t end in a draw: choose who won.</source>
        <translation>Un partido eliminatorio no puede terminar en empate: elija quién ganó.</translation>
    </message>
</context>
<context>
    <name>league.seasons</name>
    <message>
        <source>The points scale is too long ({count:,} places; at most {most:,}).</source>
        <translation>La escala de puntos es demasiado larga ({count:,} puestos; como máximo {most:,}).</translation>
    </message>
    <message>
        <source>The points for {place} place are missing: separate the numbers by single commas.</source>
        <translation>Faltan los puntos del {place} puesto: separe los números con una sola coma.</translation>
    </message>
    <message>
        <source>The points for {place} place (&apos;{value}&apos;) are not a number.</source>
        <translation>Los puntos del {place} puesto («{value}») no son un número.</translation>
    </message>
    <message>
        <source>The points for {place} place must be a finite number.</source>
        <translation>Los puntos del {place} puesto deben ser un número finito.</translation>
    </message>
    <message>
        <source>The points for {place} place cannot be negative ({value}).</source>
        <translation>Los puntos del {place} puesto no pueden ser negativos ({value}).</translation>
    </message>
    <message>
        <source>The points scale is empty: give the points for 1st, 2nd, 3rd... place, e.g. 25,18,15.</source>
        <translation>La escala de puntos está vacía: indique los puntos del 1.º, 2.º, 3.º... puesto, p. ej. 25,18,15.</translation>
    </message>
    <message>
        <source>{rank}th</source>
        <extracomment>Translators: a placement such as 4th, 11th (German &quot;{rank}.&quot;)</extracomment>
        <translation>{rank}.º</translation>
    </message>
    <message>
        <source>{rank}st</source>
        <comment>first place</comment>
        <extracomment>Translators: first place alone (French &quot;1er&quot;, where 21st is &quot;21e&quot;)</extracomment>
        <translation>{rank}.º</translation>
    </message>
    <message>
        <source>{rank}st</source>
        <extracomment>Translators: a placement such as 21st, 31st</extracomment>
        <translation>{rank}.º</translation>
    </message>
    <message>
        <source>{rank}nd</source>
        <extracomment>Translators: a placement such as 2nd, 22nd</extracomment>
        <translation>{rank}.º</translation>
    </message>
    <message>
        <source>{rank}rd</source>
        <extracomment>Translators: a placement such as 3rd, 23rd</extracomment>
        <translation>{rank}.º</translation>
    </message>
    <message>
        <source>The points for {place} place are more than {most:,} ({value:g}).</source>
        <translation>Los puntos del {place} puesto superan {most:,} ({value:g}).</translation>
    </message>
    <message>
        <source>The season&apos;s start date &apos;{date}&apos; is not a date (expected YYYY-MM-DD, e.g. 2024-03-15).</source>
        <translation>La fecha de inicio de la temporada «{date}» no es una fecha (se espera AAAA-MM-DD, p. ej. 2024-03-15).</translation>
    </message>
    <message>
        <source>The season&apos;s end date &apos;{date}&apos; is not a date (expected YYYY-MM-DD, e.g. 2024-03-15).</source>
        <translation>La fecha de fin de la temporada «{date}» no es una fecha (se espera AAAA-MM-DD, p. ej. 2024-03-15).</translation>
    </message>
    <message>
        <source>season&apos;s name</source>
        <translation>nombre de la temporada</translation>
    </message>
    <message>
        <source>The season starts on {first}, after it ends on {last}: the start must come first.</source>
        <translation>La temporada empieza el {first}, después de terminar el {last}: el inicio debe ser anterior.</translation>
    </message>
    <message>
        <source>New season {name}</source>
        <translation>Nueva temporada {name}</translation>
    </message>
    <message>
        <source>Change season {name}</source>
        <translation>Cambiar la temporada {name}</translation>
    </message>
    <message>
        <source>Delete season {name}</source>
        <translation>Eliminar la temporada {name}</translation>
    </message>
    <message>
        <source>There is no season with id {id}.</source>
        <translation>No hay ninguna temporada con id {id}.</translation>
    </message>
    <message>
        <source>There is no season called &apos;{name}&apos; (there are: {known}).</source>
        <translation>No hay ninguna temporada llamada «{name}» (hay: {known}).</translation>
    </message>
    <message>
        <source>There is no season called &apos;{name}&apos; (there are none yet).</source>
        <translation>No hay ninguna temporada llamada «{name}» (todavía no hay ninguna).</translation>
    </message>
</context>
<context>
    <name>league.teams</name>
    <message>
        <source>New team {name}</source>
        <translation>Nuevo equipo {name}</translation>
    </message>
    <message>
        <source>Change team {name}</source>
        <translation>Cambiar el equipo {name}</translation>
    </message>
    <message>
        <source>Change team</source>
        <translation>Cambiar el equipo</translation>
    </message>
    <message>
        <source>Archive team</source>
        <translation>Archivar el equipo</translation>
    </message>
    <message>
        <source>Bring back team</source>
        <translation>Recuperar el equipo</translation>
    </message>
    <message>
        <source>Team &apos;{name}&apos; played in recorded matches; archive it instead</source>
        <translation>El equipo «{name}» jugó en partidos registrados; archívelo en su lugar</translation>
    </message>
    <message>
        <source>Delete team {name}</source>
        <translation>Eliminar el equipo {name}</translation>
    </message>
    <message>
        <source>There is no team with id {id}</source>
        <translation>No hay ningún equipo con id {id}</translation>
    </message>
</context>
<context>
    <name>league.tournament.club_nights</name>
    <message>
        <source>Next round of {name}</source>
        <translation>Siguiente ronda de {name}</translation>
    </message>
    <message numerus="yes">
        <source>Round {number} isn&apos;t finished: %n match(es) still need a result.</source>
        <translation>
            <numerusform>La ronda {number} no ha terminado: %n partido aún necesita resultado.</numerusform>
            <numerusform>La ronda {number} no ha terminado: %n partidos aún necesitan resultado.</numerusform>
        </translation>
    </message>
    <message>
        <source>Match {id} has a result already; change it in the app (Matches).</source>
        <translation>El partido {id} ya tiene resultado; cámbielo en la aplicación (Partidos).</translation>
    </message>
</context>
<context>
    <name>league.tournament.elimination</name>
    <message>
        <source>A knockout bracket needs at least 2 entrants, and this one has {entrants}.</source>
        <translation>Un cuadro eliminatorio necesita al menos 2 participantes, y este tiene {entrants}.</translation>
    </message>
    <message>
        <source>Two fixtures of the bracket have the same key.</source>
        <translation>Dos partidos del cuadro tienen la misma clave.</translation>
    </message>
    <message>
        <source>Seeds count from 1, got {seed}.</source>
        <translation>Los puestos de siembra empiezan en 1, no {seed}.</translation>
    </message>
    <message>
        <source>A fixture comes from {key}, which is not in the bracket.</source>
        <translation>Un partido procede de {key}, que no está en el cuadro.</translation>
    </message>
    <message>
        <source>The bracket loops through {key}.</source>
        <translation>El cuadro forma un ciclo a través de {key}.</translation>
    </message>
</context>
<context>
    <name>league.tournament.fixtures</name>
    <message>
        <source>The event has no match with id {id}; &apos;event matches&apos; lists them.</source>
        <translation>El evento no tiene ningún partido con id {id}; «event matches» los muestra.</translation>
    </message>
</context>
<context>
    <name>league.tournament.placements</name>
    <message>
        <source>The format {kind!r} is not a knockout bracket.</source>
        <translation>El formato {kind!r} no es un cuadro eliminatorio.</translation>
    </message>
</context>
<context>
    <name>league.tournament.play</name>
    <message>
        <source>&apos;{name}&apos; has already started.</source>
        <translation>«{name}» ya ha empezado.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; needs at least 2 entrants to start, it has {count}; add them with &apos;event entrants&apos;.</source>
        <translation>«{name}» necesita al menos 2 participantes para empezar y tiene {count}; añádalos con «event entrants».</translation>
    </message>
    <message>
        <source>Start {name}</source>
        <translation>Empezar {name}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has no rounds to draw: its bracket goes on by itself.</source>
        <translation>«{name}» no tiene rondas que sortear: su cuadro avanza por sí solo.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; hasn&apos;t started yet; &apos;event start&apos; draws round 1.</source>
        <translation>«{name}» aún no ha empezado; «event start» sortea la ronda 1.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has ended; there is no next round.</source>
        <translation>«{name}» ha terminado; no hay siguiente ronda.</translation>
    </message>
    <message>
        <source>All {rounds} rounds of &apos;{name}&apos; have been played.</source>
        <translation>Se han jugado las {rounds} rondas de «{name}».</translation>
    </message>
    <message>
        <source>Round {number} of {name}</source>
        <translation>Ronda {number} de {name}</translation>
    </message>
    <message>
        <source>End {name}: no round {number} without a rematch</source>
        <translation>Terminar {name}: no hay ronda {number} sin repetir un enfrentamiento</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is a club night: its standings count as they are, so there is nothing to finish.</source>
        <translation>«{name}» es una noche de club: su clasificación cuenta tal como está, así que no hay nada que terminar.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; hasn&apos;t started, so there is nothing to finish.</source>
        <translation>«{name}» no ha empezado, así que no hay nada que terminar.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has ended already.</source>
        <translation>«{name}» ya ha terminado.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has results a correction made stale: clear or correct them before finishing it.</source>
        <translation>«{name}» tiene resultados que una corrección dejó obsoletos: bórrelos o corríjalos antes de terminarlo.</translation>
    </message>
    <message>
        <source>Finish {name} now</source>
        <translation>Terminar {name} ahora</translation>
    </message>
</context>
<context>
    <name>league.tournament.pools</name>
    <message>
        <source>Pools need at least 2 entrants, not {entrants}.</source>
        <translation>Los grupos necesitan al menos 2 participantes, no {entrants}.</translation>
    </message>
    <message>
        <source>{entrants} entrants can&apos;t be split into pools of at most {size} without leaving one alone; choose a larger pool size.</source>
        <translation>{entrants} participantes no se pueden repartir en grupos de como máximo {size} sin dejar a uno solo; elija un tamaño de grupo mayor.</translation>
    </message>
    <message>
        <source>At least 1 entrant of each pool must go on to the knockout, not {advance}.</source>
        <translation>Al menos 1 participante de cada grupo debe pasar a la fase eliminatoria, no {advance}.</translation>
    </message>
    <message>
        <source>{pool} has {count} entrants, so {advance} can&apos;t go on from it.</source>
        <translation>{pool} tiene {count} participantes, así que no pueden pasar {advance}.</translation>
    </message>
    <message>
        <source>A knockout needs at least 2 entrants; let more go on from the pools.</source>
        <translation>Una fase eliminatoria necesita al menos 2 participantes; deje pasar a más desde los grupos.</translation>
    </message>
</context>
<context>
    <name>league.tournament.report</name>
    <message>
        <source>&apos;{name}&apos; has ended; it takes no more results (correct a result in the app&apos;s bracket, or edit its match).</source>
        <translation>«{name}» ha terminado; ya no admite resultados (corrija un resultado en el cuadro de la aplicación o edite su partido).</translation>
    </message>
    <message>
        <source>Correct {match}</source>
        <translation>Corregir {match}</translation>
    </message>
    <message>
        <source>Result of {match}</source>
        <translation>Resultado de {match}</translation>
    </message>
    <message numerus="yes">
        <source>Clear %n result(s) of {name}</source>
        <translation>
            <numerusform>Quitar %n resultado de {name}</numerusform>
            <numerusform>Quitar %n resultados de {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>match {id} ({first} v {second})</source>
        <translation>partido {id} ({first} vs. {second})</translation>
    </message>
    <message>
        <source>match {id} ({sides})</source>
        <translation>partido {id} ({sides})</translation>
    </message>
    <message numerus="yes">
        <source>Correcting this result changes who plays in matches already played: {matches} and %n more. Clear their results to correct it.</source>
        <translation>
            <numerusform>Corregir este resultado cambia quién juega en partidos ya jugados: {matches} y %n más. Borre sus resultados para corregirlo.</numerusform>
            <numerusform>Corregir este resultado cambia quién juega en partidos ya jugados: {matches} y %n más. Borre sus resultados para corregirlo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Correcting this result changes who plays in matches already played: {matches}. Clear their results to correct it.</source>
        <translation>Corregir este resultado cambia quién juega en partidos ya jugados: {matches}. Borre sus resultados para corregirlo.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has ended; it takes no more results.</source>
        <translation>«{name}» ha terminado; ya no admite resultados.</translation>
    </message>
    <message>
        <source>Match {id} isn&apos;t ready: who plays in it is not known yet.</source>
        <translation>El partido {id} no está listo: aún no se sabe quién lo juega.</translation>
    </message>
    <message>
        <source>Match {id} is a bye; it has no result to enter.</source>
        <translation>El partido {id} es un descanso; no hay resultado que introducir.</translation>
    </message>
    <message>
        <source>Match {id} has 2 sides but {count} places were given.</source>
        <translation>El partido {id} tiene 2 bandos, pero se indicaron {count} puestos.</translation>
    </message>
    <message>
        <source>Match {id} has 2 sides but {count} scores were given.</source>
        <translation>El partido {id} tiene 2 bandos, pero se indicaron {count} puntuaciones.</translation>
    </message>
</context>
<context>
    <name>league.tournament.schedules</name>
    <message>
        <source>A round robin needs at least 2 entrants, not {entrants}.</source>
        <translation>Un todos contra todos necesita al menos 2 participantes, no {entrants}.</translation>
    </message>
    <message>
        <source>A Swiss round needs at least 2 entrants, not {entrants}.</source>
        <translation>Una ronda de sistema suizo necesita al menos 2 participantes, no {entrants}.</translation>
    </message>
    <message>
        <source>Round {number} of the Swiss can&apos;t be paired. {reason}</source>
        <translation>La ronda {number} del sistema suizo no se puede emparejar. {reason}</translation>
    </message>
</context>
<context>
    <name>league.tournament.setup</name>
    <message>
        <source>Unknown event format {format!r} (known: {known}).</source>
        <translation>Formato de evento desconocido {format!r} (conocidos: {known}).</translation>
    </message>
    <message>
        <source>A round robin is played once or twice (--rounds 1 or 2), got {rounds}.</source>
        <translation>Un todos contra todos se juega una o dos veces (--rounds 1 o 2), no {rounds}.</translation>
    </message>
    <message>
        <source>Unknown tiebreak {name!r} (known: {known}).</source>
        <translation>Desempate desconocido {name!r} (conocidos: {known}).</translation>
    </message>
    <message>
        <source>Only a Swiss, a round robin or pools have White and Black; a knockout bracket has no colours.</source>
        <translation>Solo un suizo, un todos contra todos o unos grupos tienen blancas y negras; un cuadro eliminatorio no tiene colores.</translation>
    </message>
    <message>
        <source>A tiebreak is listed twice.</source>
        <translation>Un desempate figura dos veces.</translation>
    </message>
    <message>
        <source>A Swiss of {entrants} entrants can be played over at most {most} rounds without a rematch (everyone meets everyone once), not {rounds}.</source>
        <translation>Un sistema suizo de {entrants} participantes se puede jugar en {most} rondas como máximo sin repetir enfrentamiento (cada uno se enfrenta a cada otro una vez), no {rounds}.</translation>
    </message>
    <message>
        <source>A Swiss of {entrants} entrants can be played over at most {most} rounds without a rematch (everyone meets everyone once, with a bye each round), not {rounds}.</source>
        <translation>Un sistema suizo de {entrants} participantes se puede jugar en {most} rondas como máximo sin repetir enfrentamiento (cada uno se enfrenta a cada otro una vez, con un descanso por ronda), no {rounds}.</translation>
    </message>
    <message>
        <source>{entrants} entrants in pools of at most {size} make a smallest pool of {smallest}: at most {smallest} can go on from each pool, not {advance}.</source>
        <translation>{entrants} participantes en grupos de como máximo {size} dan un grupo más pequeño de {smallest}: de cada grupo pueden pasar como máximo {smallest}, no {advance}.</translation>
    </message>
    <message>
        <source>Only 1 entrant would go on from the one pool: a knockout needs at least 2, so let at least 2 go on.</source>
        <translation>Solo pasaría 1 participante del único grupo: una fase eliminatoria necesita al menos 2, así que deje pasar al menos 2.</translation>
    </message>
    <message>
        <source>New event {name}</source>
        <translation>Nuevo evento {name}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has results already; its format can&apos;t change any more.</source>
        <translation>«{name}» ya tiene resultados; su formato ya no puede cambiar.</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has started; its format can&apos;t change any more.</source>
        <translation>«{name}» ya ha empezado; su formato ya no puede cambiar.</translation>
    </message>
    <message>
        <source>Format of {name}</source>
        <translation>Formato de {name}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; has started; its entrants can&apos;t change any more.</source>
        <translation>«{name}» ya ha empezado; sus participantes ya no pueden cambiar.</translation>
    </message>
    <message>
        <source>An event needs at least 2 entrants, got {count}.</source>
        <translation>Un evento necesita al menos 2 participantes, no {count}.</translation>
    </message>
    <message>
        <source>Entrants of {name}</source>
        <translation>Participantes de {name}</translation>
    </message>
    <message>
        <source>A player is in both &apos;{first}&apos; and &apos;{second}&apos;; an entrant can&apos;t share players with another.</source>
        <translation>Un jugador está a la vez en «{first}» y en «{second}»; un participante no puede compartir jugadores con otro.</translation>
    </message>
</context>
<context>
    <name>league.tournament.tiebreaks</name>
    <message>
        <source>There is no tie-break called “{name}”; choose from {known}.</source>
        <translation>No hay ningún desempate llamado «{name}»; elija entre {known}.</translation>
    </message>
    <message>
        <source>A game between seeds {a} and {b} does not fit {entrants} entrants.</source>
        <translation>Una partida entre los puestos de siembra {a} y {b} no encaja con {entrants} participantes.</translation>
    </message>
    <message>
        <source>A game can score 0, ½ or 1, not {score}.</source>
        <translation>Una partida puede puntuar 0, ½ o 1, no {score}.</translation>
    </message>
    <message>
        <source>{count} byes for seed {seed} do not fit {entrants} entrants.</source>
        <translation>{count} descansos para el puesto de siembra {seed} no encajan con {entrants} participantes.</translation>
    </message>
</context>
<context>
    <name>league.tournament.values</name>
    <message>
        <source>Club night</source>
        <translation>Jornada de club</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Sistema suizo</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Todos contra todos</translation>
    </message>
    <message>
        <source>Single elimination</source>
        <translation>Eliminación directa</translation>
    </message>
    <message>
        <source>Double elimination</source>
        <translation>Doble eliminación</translation>
    </message>
    <message>
        <source>Pools, then knockout</source>
        <translation>Grupos y fase eliminatoria</translation>
    </message>
    <message>
        <source>Pool {letters}</source>
        <translation>Grupo {letters}</translation>
    </message>
</context>
<context>
    <name>league.tournament.views</name>
    <message>
        <source>Ended after round {played}: round {next} can&apos;t be paired without a rematch, so the final standings are those of the rounds played.</source>
        <translation>Terminado tras la ronda {played}: la ronda {next} no se puede emparejar sin repetir enfrentamiento, así que la clasificación final es la de las rondas jugadas.</translation>
    </message>
    <message>
        <source>Finished early by the organizer: the final standings are those of the matches played; the matches not played were cancelled.</source>
        <translation>Terminado antes de tiempo por el organizador: la clasificación final es la de los partidos jugados; los partidos sin jugar se anularon.</translation>
    </message>
</context>
<context>
    <name>league.trf</name>
    <message>
        <source>Line {line}, column {column}: {what}</source>
        <translation>Línea {line}, columna {column}: {what}</translation>
    </message>
    <message>
        <source>Cannot read {file}: {reason}</source>
        <translation>No se puede leer {file}: {reason}</translation>
    </message>
    <message>
        <source>player {player} is listed twice (also on line {other}).</source>
        <translation>el jugador {player} aparece dos veces (también en la línea {other}).</translation>
    </message>
    <message>
        <source>the number of rounds</source>
        <translation>el número de rondas</translation>
    </message>
    <message>
        <source>the initial colour must be W or B.</source>
        <translation>el color inicial debe ser W o B.</translation>
    </message>
    <message>
        <source>accelerated rounds are not supported.</source>
        <translation>las rondas aceleradas no están admitidas.</translation>
    </message>
    <message>
        <source>the starting rank</source>
        <translation>el número inicial</translation>
    </message>
    <message>
        <source>the starting rank must be 1 or more.</source>
        <translation>el número inicial debe ser 1 o más.</translation>
    </message>
    <message>
        <source>the rating</source>
        <translation>la puntuación Elo</translation>
    </message>
    <message>
        <source>the rank</source>
        <translation>el puesto</translation>
    </message>
    <message>
        <source>the points must be a number like 3.5.</source>
        <translation>los puntos deben ser un número como 3.5.</translation>
    </message>
    <message>
        <source>a round must read like &apos;  12 w 1&apos;.</source>
        <translation>una ronda debe escribirse como «  12 w 1».</translation>
    </message>
    <message>
        <source>the opponent must be a starting rank or 0000.</source>
        <translation>el rival debe ser un número inicial o 0000.</translation>
    </message>
    <message>
        <source>the colour must be w, b or -.</source>
        <translation>el color debe ser w, b o -.</translation>
    </message>
    <message>
        <source>unknown result &apos;{code}&apos;.</source>
        <translation>resultado desconocido «{code}».</translation>
    </message>
    <message>
        <source>a game result needs an opponent.</source>
        <translation>un resultado de partida necesita un rival.</translation>
    </message>
    <message>
        <source>a bye cannot have an opponent.</source>
        <translation>un descanso no puede tener rival.</translation>
    </message>
    <message>
        <source>a played game needs the colour w or b.</source>
        <translation>una partida jugada necesita el color w o b.</translation>
    </message>
    <message>
        <source>{what} must be a whole number.</source>
        <translation>{what} debe ser un número entero.</translation>
    </message>
    <message>
        <source>XXC takes white1 or black1.</source>
        <translation>XXC admite white1 o black1.</translation>
    </message>
    <message>
        <source>the bye must be F, H or Z.</source>
        <translation>el descanso debe ser F, H o Z.</translation>
    </message>
    <message>
        <source>the round</source>
        <translation>la ronda</translation>
    </message>
    <message>
        <source>the player</source>
        <translation>el jugador</translation>
    </message>
    <message>
        <source>there is no player {player}.</source>
        <translation>no hay ningún jugador {player}.</translation>
    </message>
    <message>
        <source>a player cannot meet themselves.</source>
        <translation>un jugador no puede enfrentarse a sí mismo.</translation>
    </message>
    <message>
        <source>player {other} does not list player {player} in round {round}.</source>
        <translation>el jugador {other} no indica al jugador {player} en la ronda {round}.</translation>
    </message>
    <message>
        <source>both players have the same colour in round {round}.</source>
        <translation>los dos jugadores tienen el mismo color en la ronda {round}.</translation>
    </message>
</context>
<context>
    <name>league.undo</name>
    <message>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <source>Cannot undo in the middle of another change.</source>
        <translation>No se puede deshacer en medio de otro cambio.</translation>
    </message>
    <message>
        <source>Cannot redo in the middle of another change.</source>
        <translation>No se puede rehacer en medio de otro cambio.</translation>
    </message>
    <message>
        <source>The latest change to this club file is “{step}”, made since in another window or with the command line; undo that one first.</source>
        <translation>El último cambio de este archivo del club es «{step}», hecho después en otra ventana o desde la línea de comandos; deshágalo primero.</translation>
    </message>
    <message>
        <source>There is nothing to redo here: the club file was changed since (“{step}” can be redone instead).</source>
        <translation>Aquí no hay nada que rehacer: el archivo del club ha cambiado desde entonces (en su lugar se puede rehacer «{step}»).</translation>
    </message>
    <message>
        <source>This club file was changed outside the app&apos;s steps since, so “{step}” cannot be undone safely.</source>
        <translation>Este archivo del club se ha cambiado desde entonces fuera de los pasos de la aplicación, así que «{step}» no se puede deshacer con seguridad.</translation>
    </message>
    <message>
        <source>This club file was changed outside the app&apos;s steps since, so “{step}” cannot be redone safely.</source>
        <translation>Este archivo del club se ha cambiado desde entonces fuera de los pasos de la aplicación, así que «{step}» no se puede rehacer con seguridad.</translation>
    </message>
    <message>
        <source>There is nothing to undo any more: the club file was changed since (e.g. with the command line).</source>
        <translation>Ya no hay nada que deshacer: el archivo del club ha cambiado desde entonces (p. ej. desde la línea de comandos).</translation>
    </message>
    <message>
        <source>There is nothing to redo any more: the club file was changed since (e.g. with the command line).</source>
        <translation>Ya no hay nada que rehacer: el archivo del club ha cambiado desde entonces (p. ej. desde la línea de comandos).</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>No hay nada que rehacer.</translation>
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
        <translation>{rank}.º</translation>
    </message>
    <message>
        <source>{rank}st</source>
        <comment>first place</comment>
        <extracomment>Translators: first place alone (French &quot;1er&quot;, where 21st is &quot;21e&quot;)</extracomment>
        <translation>{rank}.º</translation>
    </message>
    <message>
        <source>{rank}st</source>
        <extracomment>Translators: a placement such as 21st, 31st</extracomment>
        <translation>{rank}.º</translation>
    </message>
    <message>
        <source>{rank}nd</source>
        <extracomment>Translators: a placement such as 2nd, 22nd</extracomment>
        <translation>{rank}.º</translation>
    </message>
    <message>
        <source>{rank}rd</source>
        <extracomment>Translators: a placement such as 3rd, 23rd</extracomment>
        <translation>{rank}.º</translation>
    </message>
</context>
<context>
    <name>matches.events_view</name>
    <message>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <source>The events of this leaderboard; pick one to see and enter its matches.</source>
        <translation>Los eventos de este ranking; elija uno para ver e introducir sus partidos.</translation>
    </message>
    <message>
        <source>New event…</source>
        <translation>Nuevo evento…</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nuevo evento</translation>
    </message>
    <message>
        <source>A club night or a tournament: name, date, format and its options</source>
        <translation>Una jornada de club o un torneo: nombre, fecha, formato y sus opciones</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partidos</translation>
    </message>
    <message>
        <source>The event&apos;s matches, one a row, with the day played and the result.</source>
        <translation>Los partidos del evento, uno por fila, con el día en que se jugaron y el resultado.</translation>
    </message>
    <message>
        <source>Edit match</source>
        <translation>Editar partido</translation>
    </message>
    <message>
        <source>Delete match</source>
        <translation>Borrar partido</translation>
    </message>
    <message>
        <source>Opens the selected match in the form to change it.</source>
        <translation>Abre el partido seleccionado en el formulario para cambiarlo.</translation>
    </message>
    <message>
        <source>Deletes the selected match, after asking; Undo brings it back.</source>
        <translation>Elimina el partido seleccionado, tras preguntar; Deshacer lo recupera.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matches&lt;/b&gt;</source>
        <translation>&lt;b&gt;Partidos&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Events&lt;/b&gt;</source>
        <translation>&lt;b&gt;Eventos&lt;/b&gt;</translation>
    </message>
    <message>
        <source>All matches</source>
        <translation>Todos los partidos</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matches — {value}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Partidos — {value}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>New event {name}</source>
        <translation>Nuevo evento {name}</translation>
    </message>
    <message>
        <source>Edit match #{id}</source>
        <translation>Editar el partido n.º {id}</translation>
    </message>
    <message>
        <source>Replaying the history after this match…</source>
        <translation>Recalculando el historial después de este partido…</translation>
    </message>
    <message>
        <source>Record match</source>
        <translation>Registrar partido</translation>
    </message>
    <message>
        <source>Rating the match…</source>
        <translation>Calculando el rating del partido…</translation>
    </message>
    <message numerus="yes">
        <source>Saved match #{id}: {describe_sides} — replayed %n later match(es)</source>
        <translation>
            <numerusform>Partido n.º {id} guardado: {describe_sides} — se recalculó %n partido posterior</numerusform>
            <numerusform>Partido n.º {id} guardado: {describe_sides} — se recalcularon %n partidos posteriores</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved match #{id}: {describe_sides}</source>
        <translation>Partido n.º {id} guardado: {describe_sides}</translation>
    </message>
    <message>
        <source>side {number}: {chance}</source>
        <translation>bando {number}: {chance}</translation>
    </message>
    <message>
        <source>Chance to win before the game — {chances} · match quality {quality}</source>
        <translation>Probabilidad de ganar antes del partido — {chances} · calidad del partido {quality}</translation>
    </message>
    <message>
        <source>{name} (club night, {date})</source>
        <translation>{name} (jornada de club, {date})</translation>
    </message>
    <message>
        <source>{name} (tournament, {date})</source>
        <translation>{name} (torneo, {date})</translation>
    </message>
    <message>
        <source>Delete match #{id} ({describe_sides})?

Ratings after it will be recomputed. You can undo this.</source>
        <translation>¿Borrar el partido n.º {id} ({describe_sides})?

Los ratings posteriores se recalcularán. Puede deshacerlo.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Delete match #{id}</source>
        <translation>Borrar el partido n.º {id}</translation>
    </message>
    <message>
        <source>Match quality is the number of sides times the weakest side&apos;s chance: 100% when every side is equally likely to win (for two sides, 1 − |p₁ − p₂|).</source>
        <translation>La calidad del partido es el número de bandos por la probabilidad del bando más débil: 100 % cuando todos tienen la misma probabilidad de ganar (con dos bandos, 1 − |p₁ − p₂|).</translation>
    </message>
</context>
<context>
    <name>matches.games_editor</name>
    <message>
        <source>Games scores</source>
        <translation>Marcadores de las partidas</translation>
    </message>
    <message>
        <source>Each player&apos;s own score in each game; leave a cell empty when the player sat the game out</source>
        <translation>Los puntos de cada jugador en cada partida; deje la celda vacía si el jugador no jugó esa partida</translation>
    </message>
    <message>
        <source>+ Game</source>
        <translation>+ Partida</translation>
    </message>
    <message>
        <source>Add a game column</source>
        <translation>Añadir una columna de partida</translation>
    </message>
    <message>
        <source>Add game</source>
        <translation>Añadir partida</translation>
    </message>
    <message>
        <source>− Last game</source>
        <translation>− Última partida</translation>
    </message>
    <message>
        <source>Remove the last game column</source>
        <translation>Quitar la última columna de partida</translation>
    </message>
    <message>
        <source>Remove last game</source>
        <translation>Quitar última partida</translation>
    </message>
    <message>
        <source>Scores per game; empty = absent. Placements follow the sides&apos; total scores.</source>
        <translation>Puntos por partida; vacío = ausente. Los puestos siguen los puntos totales de cada bando.</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Partida {number}</translation>
    </message>
    <message>
        <source>Game {number}, {name}: &apos;{text}&apos; is not a score.</source>
        <translation>Partida {number}, {name}: «{text}» no es una puntuación.</translation>
    </message>
</context>
<context>
    <name>matches.match_form</name>
    <message>
        <source>&lt;b&gt;New match&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nuevo partido&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>The event this match is filed under</source>
        <translation>El evento al que pertenece este partido</translation>
    </message>
    <message>
        <source>+ Side</source>
        <translation>+ Bando</translation>
    </message>
    <message>
        <source>Add another side (Ctrl+Shift+N)</source>
        <translation>Añadir otro bando (Ctrl+Mayús+N)</translation>
    </message>
    <message>
        <source>Add side</source>
        <translation>Añadir bando</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>Guardar partido</translation>
    </message>
    <message>
        <source>Save (Enter in any field)</source>
        <translation>Guardar (Intro en cualquier campo)</translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation>Cancelar edición</translation>
    </message>
    <message>
        <source>Leaves the match unchanged and empties the form.</source>
        <translation>Deja el partido sin cambios y vacía el formulario.</translation>
    </message>
    <message>
        <source>Glicko&apos;s expected outcome with both deviations (rating-update): 1/(1 + 10^(−g(√(RD₁² + RD₂²))·(r₁ − r₂)/400)), deviations grown to the match time</source>
        <translation>Resultado esperado de Glicko con ambas desviaciones (rating-update): 1/(1 + 10^(−g(√(RD₁² + RD₂²))·(r₁ − r₂)/400)), desviaciones crecidas hasta la hora del partido</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugado el</translation>
    </message>
    <message>
        <source>Games…</source>
        <translation>Partidas…</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Enter the individual games: each player&apos;s own score per game (Ctrl+G)</source>
        <translation>Introducir las partidas una a una: los puntos de cada jugador por partida (Ctrl+G)</translation>
    </message>
    <message numerus="yes">
        <source>New player(s) will be added: {names}</source>
        <translation>
            <numerusform>Se añadirá un jugador nuevo: {names}</numerusform>
            <numerusform>Se añadirán jugadores nuevos: {names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n later match(es) will be re-rated: they were played after the time you set.</source>
        <translation>
            <numerusform>Se recalculará %n partido posterior: se jugó después de la hora indicada.</numerusform>
            <numerusform>Se recalcularán %n partidos posteriores: se jugaron después de la hora indicada.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the players of each side; Enter saves.</source>
        <translation>Escriba los jugadores de cada bando; Intro guarda.</translation>
    </message>
    <message>
        <source>(no event)</source>
        <translation>(sin evento)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Editing match #{id}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Editando el partido n.º {id}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Guardar cambios</translation>
    </message>
</context>
<context>
    <name>matches.played_field</name>
    <message>
        <source>When the match was played: now, unless you set a time; an earlier time re-rates what came after</source>
        <translation>Cuándo se jugó el partido: ahora, salvo que indique una hora; una hora anterior recalcula lo que vino después</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugado el</translation>
    </message>
</context>
<context>
    <name>matches.sides_panel</name>
    <message>
        <source>Drag to reorder the placements</source>
        <translation>Arrastre para reordenar los puestos</translation>
    </message>
    <message>
        <source>Placement: 1 = best; equal placements are a tie</source>
        <translation>Puesto: 1 = el mejor; puestos iguales son un empate</translation>
    </message>
    <message>
        <source>Place </source>
        <translation>Puesto </translation>
    </message>
    <message>
        <source>Players, separated by commas</source>
        <translation>Jugadores, separados por comas</translation>
    </message>
    <message>
        <source>Type the side&apos;s players, separated by commas; matching names are offered as you type.</source>
        <translation>Escriba los jugadores del bando, separados por comas; al escribir se proponen los nombres que coinciden.</translation>
    </message>
    <message>
        <source>Pick a roster to fill in its players</source>
        <translation>Elija una plantilla para rellenar sus jugadores</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Type the side&apos;s score, if the game keeps one.</source>
        <translation>Escriba la puntuación del bando, si el juego la lleva.</translation>
    </message>
    <message>
        <source>= tie</source>
        <translation>= empate</translation>
    </message>
    <message>
        <source>Tied with the side above (same placement)</source>
        <translation>Empatado con el bando de arriba (mismo puesto)</translation>
    </message>
    <message>
        <source>Remove this side</source>
        <translation>Quitar este bando</translation>
    </message>
    <message>
        <source>Side {number} players</source>
        <translation>Jugadores del bando {number}</translation>
    </message>
    <message>
        <source>Side {number} place</source>
        <translation>Puesto del bando {number}</translation>
    </message>
    <message>
        <source>Side {number} team</source>
        <translation>Equipo del bando {number}</translation>
    </message>
    <message>
        <source>Side {number} score</source>
        <translation>Puntuación del bando {number}</translation>
    </message>
    <message>
        <source>Side {number} tied with the side above</source>
        <translation>Bando {number} empatado con el bando de arriba</translation>
    </message>
    <message>
        <source>Remove side {number}</source>
        <translation>Quitar el bando {number}</translation>
    </message>
    <message>
        <source>Drag side {number}</source>
        <translation>Arrastrar el bando {number}</translation>
    </message>
    <message>
        <source>(no team)</source>
        <translation>(sin equipo)</translation>
    </message>
</context>
<context>
    <name>merging.merge_dialog</name>
    <message>
        <source> and {count} more</source>
        <translation> y {count} más</translation>
    </message>
    <message numerus="yes">
        <source>%n new result(s)</source>
        <translation>
            <numerusform>%n resultado nuevo</numerusform>
            <numerusform>%n resultados nuevos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) already here, not added again</source>
        <translation>
            <numerusform>%n resultado ya está aquí, no se añade otra vez</numerusform>
            <numerusform>%n resultados ya están aquí, no se añaden otra vez</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n jugador nuevo</numerusform>
            <numerusform>%n jugadores nuevos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new leaderboard(s)</source>
        <translation>
            <numerusform>%n ranking nuevo</numerusform>
            <numerusform>%n rankings nuevos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new team(s)</source>
        <translation>
            <numerusform>%n equipo nuevo</numerusform>
            <numerusform>%n equipos nuevos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new event(s)</source>
        <translation>
            <numerusform>%n evento nuevo</numerusform>
            <numerusform>%n eventos nuevos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new season(s)</source>
        <translation>
            <numerusform>%n temporada nueva</numerusform>
            <numerusform>%n temporadas nuevas</numerusform>
        </translation>
    </message>
    <message>
        <source>The other file&apos;s leaderboard “{name}” uses another rating system than this club&apos;s: its results come in as “{beside}”.</source>
        <translation>El ranking «{name}» del otro archivo usa otro sistema de rating que el de este club: sus resultados entran como «{beside}».</translation>
    </message>
    <message>
        <source>Merge {file}</source>
        <translation>Combinar {file}</translation>
    </message>
    <message>
        <source>Everything &lt;b&gt;{file}&lt;/b&gt; has that this club lacks comes in. A backup is made first, and the whole merge is one step: Edit ▸ Undo takes it back.</source>
        <translation>Entra todo lo que tiene &lt;b&gt;{file}&lt;/b&gt; y le falta a este club. Antes se hace una copia de seguridad, y toda la combinación es un solo paso: Editar ▸ Deshacer la deshace.</translation>
    </message>
    <message>
        <source>What comes in</source>
        <translation>Lo que entra</translation>
    </message>
    <message>
        <source>Look-alike names</source>
        <translation>Nombres parecidos</translation>
    </message>
    <message>
        <source>Names of the other file that look like names of this club; choose for each whether it is the same person.</source>
        <translation>Nombres del otro archivo que se parecen a nombres de este club; elija para cada uno si es la misma persona.</translation>
    </message>
    <message>
        <source>&amp;Same person</source>
        <translation>&amp;Misma persona</translation>
    </message>
    <message>
        <source>Same person</source>
        <translation>Misma persona</translation>
    </message>
    <message>
        <source>The selected pair is one person: the results of both count for this club&apos;s player.</source>
        <translation>El par elegido es una persona: los resultados de ambos cuentan para el jugador de este club.</translation>
    </message>
    <message>
        <source>&amp;Different people</source>
        <translation>Personas &amp;distintas</translation>
    </message>
    <message>
        <source>Different people</source>
        <translation>Personas distintas</translation>
    </message>
    <message>
        <source>The selected pair are two people: the other file&apos;s comes in as a player of their own.</source>
        <translation>El par elegido son dos personas: la del otro archivo entra como un jugador propio.</translation>
    </message>
    <message>
        <source>These names look alike (accents, capitals, spaces). Say for each pair whether it is one person:</source>
        <translation>Estos nombres se parecen (acentos, mayúsculas, espacios). Indique para cada par si es una sola persona:</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Combinar</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Combinar</translation>
    </message>
    <message>
        <source>Brings everything listed into this club.</source>
        <translation>Trae a este club todo lo listado.</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation>aún sin decidir</translation>
    </message>
    <message>
        <source>same person</source>
        <translation>misma persona</translation>
    </message>
    <message>
        <source>different people</source>
        <translation>personas distintas</translation>
    </message>
    <message>
        <source>{other} (other file) ~ {here} (this club): {choice}</source>
        <translation>{other} (otro archivo) ~ {here} (este club): {choice}</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of look-alike names still need a choice.</source>
        <translation>
            <numerusform>%n par de nombres parecidos aún necesita una decisión.</numerusform>
            <numerusform>%n pares de nombres parecidos aún necesitan una decisión.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Leyendo {name}…</translation>
    </message>
    <message>
        <source>Merge another club file</source>
        <translation>Combinar otro archivo del club</translation>
    </message>
    <message numerus="yes">
        <source>{file} has nothing this club lacks: its %n result(s) are all here already. Nothing was changed.</source>
        <translation>
            <numerusform>{file} no tiene nada que le falte a este club: su %n resultado ya está aquí. No se ha cambiado nada.</numerusform>
            <numerusform>{file} no tiene nada que le falte a este club: sus %n resultados ya están todos aquí. No se ha cambiado nada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merged {file}: %n result(s) came in ({already} already here).</source>
        <translation>
            <numerusform>{file} combinado: ha entrado %n resultado ({already} ya estaban aquí).</numerusform>
            <numerusform>{file} combinado: han entrado %n resultados ({already} ya estaban aquí).</numerusform>
        </translation>
    </message>
    <message>
        <source>Club file merged</source>
        <translation>Archivo del club combinado</translation>
    </message>
    <message>
        <source>A backup was made first. Edit ▸ Undo (Ctrl+Z) takes the whole merge back.</source>
        <translation>Antes se hizo una copia de seguridad. Editar ▸ Deshacer (Ctrl+Z) deshace toda la combinación.</translation>
    </message>
    <message>
        <source>Merging {file}…</source>
        <translation>Combinando {file}…</translation>
    </message>
</context>
<context>
    <name>night.checkin_view</name>
    <message>
        <source>✔ here</source>
        <translation>✔ aquí</translation>
    </message>
    <message>
        <source>away</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>se fue</translation>
    </message>
    <message>
        <source>Check-in search</source>
        <translation>Buscar llegada</translation>
    </message>
    <message>
        <source>Type part of a name: matching players are shown; Enter checks in the first, or adds a new player.</source>
        <translation>Escriba parte de un nombre: se muestran los jugadores que coinciden; Intro registra la llegada del primero o añade un jugador nuevo.</translation>
    </message>
    <message>
        <source>Type a name: search, or add a new player</source>
        <translation>Escriba un nombre: buscar o añadir un jugador nuevo</translation>
    </message>
    <message>
        <source>Adds the name typed as a new player and checks them in.</source>
        <translation>Añade el nombre escrito como jugador nuevo y registra su llegada.</translation>
    </message>
    <message>
        <source>Add new pla&amp;yer</source>
        <translation>Añadir &amp;jugador nuevo</translation>
    </message>
    <message>
        <source>Players to check in</source>
        <translation>Jugadores por registrar</translation>
    </message>
    <message>
        <source>A tile per player with their status tonight; a click, Space or Enter checks the selected player in or out.</source>
        <translation>Una ficha por jugador con su estado de hoy; un clic, Espacio o Intro registra la llegada o la salida del jugador seleccionado.</translation>
    </message>
    <message>
        <source>The selected player sits out the next rounds until back.</source>
        <translation>El jugador seleccionado descansa las próximas rondas hasta que vuelva.</translation>
    </message>
    <message>
        <source>The selected player has left and is not drawn again tonight.</source>
        <translation>El jugador seleccionado se ha ido y no entra en más sorteos hoy.</translation>
    </message>
    <message>
        <source>Away for a wh&amp;ile</source>
        <translation>A&amp;usente un rato</translation>
    </message>
    <message>
        <source>&amp;Gone for the night</source>
        <translation>Se fue por es&amp;ta noche</translation>
    </message>
    <message>
        <source>The selected player is present and drawn again.</source>
        <translation>El jugador seleccionado está presente y vuelve a entrar en el sorteo.</translation>
    </message>
    <message>
        <source>&amp;Back / present</source>
        <translation>De vuelta / &amp;presente</translation>
    </message>
    <message>
        <source>Click a name to tick it present; click again to take the tick back.</source>
        <translation>Haga clic en un nombre para marcarlo presente; otro clic quita la marca.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{present} present&lt;/b&gt; · {away} away · {gone} gone</source>
        <translation>&lt;b&gt;{present} presentes&lt;/b&gt; · {away} ausentes · {gone} se fueron</translation>
    </message>
    <message>
        <source>{name}: {status}</source>
        <translation>{name}: {status}</translation>
    </message>
    <message>
        <source>{name}: not checked in</source>
        <translation>{name}: sin registrar</translation>
    </message>
    <message>
        <source>Add “{name}”</source>
        <translation>Añadir «{name}»</translation>
    </message>
    <message>
        <source>Take back the check-in of {name}</source>
        <translation>Quitar la llegada de {name}</translation>
    </message>
    <message>
        <source>Check in {name}</source>
        <translation>Registrar la llegada de {name}</translation>
    </message>
    <message>
        <source>Mark {name} back</source>
        <translation>Marcar a {name} de vuelta</translation>
    </message>
    <message>
        <source>Mark {name} away</source>
        <translation>Marcar a {name} ausente</translation>
    </message>
    <message>
        <source>Mark {name} gone for the night</source>
        <translation>Marcar que {name} se fue por esta noche</translation>
    </message>
    <message>
        <source>Add {name} and check in</source>
        <translation>Añadir a {name} y registrar su llegada</translation>
    </message>
</context>
<context>
    <name>night.entrants_view</name>
    <message>
        <source>Entrant search</source>
        <translation>Buscar participante</translation>
    </message>
    <message>
        <source>Type part of a name; only matching players and rosters are listed.</source>
        <translation>Escriba parte de un nombre; solo se listan los jugadores y plantillas que coinciden.</translation>
    </message>
    <message>
        <source>Type a name to find a player</source>
        <translation>Escriba un nombre para buscar un jugador</translation>
    </message>
    <message>
        <source>Players to enter</source>
        <translation>Jugadores por inscribir</translation>
    </message>
    <message>
        <source>Tick the players who enter the event; space ticks the selected one.</source>
        <translation>Marque los jugadores que participan en el evento; Espacio marca el seleccionado.</translation>
    </message>
    <message>
        <source>Rosters to enter</source>
        <translation>Plantillas por inscribir</translation>
    </message>
    <message>
        <source>Tick the rosters that enter as one side each.</source>
        <translation>Marque las plantillas que participan, cada una como un bando.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rosters&lt;/b&gt; (a roster enters as one side)</source>
        <translation>&lt;b&gt;Plantillas&lt;/b&gt; (una plantilla entra como un bando)</translation>
    </message>
    <message>
        <source>Tick exactly the players checked in for this event</source>
        <translation>Marcar exactamente los jugadores que han llegado a este evento</translation>
    </message>
    <message>
        <source>Top N</source>
        <translation>Mejores N</translation>
    </message>
    <message>
        <source>How many of the leaderboard&apos;s best players the next button ticks.</source>
        <translation>Cuántos de los mejores jugadores del ranking marca el botón siguiente.</translation>
    </message>
    <message>
        <source>Top </source>
        <translation>Mejores </translation>
    </message>
    <message>
        <source>Tick the top of the leaderboard</source>
        <translation>Marcar los primeros del ranking</translation>
    </message>
    <message>
        <source>Tick the leaderboard&apos;s best N players who have played</source>
        <translation>Marcar los N mejores jugadores del ranking que han jugado</translation>
    </message>
    <message>
        <source>Unticks every player and roster.</source>
        <translation>Desmarca todos los jugadores y plantillas.</translation>
    </message>
    <message>
        <source>Keep clubs apart</source>
        <translation>Separar clubes</translation>
    </message>
    <message>
        <source>Members of one club don&apos;t meet in the first round (nobody moves more than two seeds)</source>
        <translation>Los miembros de un club no se enfrentan en la primera ronda (nadie se mueve más de dos puestos de siembra)</translation>
    </message>
    <message>
        <source>Seed the ticked entrants by rating and show the seed list</source>
        <translation>Sembrar por rating a los participantes marcados y mostrar la lista de siembra</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Seed the bracket or pools, or draw round 1</source>
        <translation>Sembrar el cuadro o los grupos, o sortear la ronda 1</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Siembra</translation>
    </message>
    <message>
        <source>The ticked entrants in seed order, with their conservative rating; unrated ones are placed by drawing lots.</source>
        <translation>Los participantes marcados en orden de siembra, con su rating conservador; los que no tienen rating se colocan por sorteo.</translation>
    </message>
    <message>
        <source>Seed</source>
        <comment>column: seed number</comment>
        <translation>Siembra</translation>
    </message>
    <message>
        <source>Entrant</source>
        <translation>Participante</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seeds&lt;/b&gt;</source>
        <translation>&lt;b&gt;Siembra&lt;/b&gt;</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nuevo</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>by lot</source>
        <extracomment>Translators: in the seed list&apos;s rating column: an unrated entrant placed by drawing lots</extracomment>
        <translation>por sorteo</translation>
    </message>
    <message>
        <source>Nobody is checked in for this event yet: tick the players here instead.</source>
        <translation>Aún no ha llegado nadie a este evento: marque aquí los jugadores.</translation>
    </message>
    <message numerus="yes">
        <source>The leaderboard has only %n rated player(s), fewer than the {count} asked for.</source>
        <translation>
            <numerusform>El ranking solo tiene %n jugador con rating, menos de los {count} pedidos.</numerusform>
            <numerusform>El ranking solo tiene %n jugadores con rating, menos de los {count} pedidos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n entrant(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n participante&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n participantes&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>The event has started: its entrants are fixed. Results go in on the Tables page (or in the bracket).</source>
        <translation>El evento ha empezado: sus participantes son fijos. Los resultados se introducen en la página Mesas (o en el cuadro).</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n ticked&lt;/b&gt; · {seeded} seeded</source>
        <translation>
            <numerusform>&lt;b&gt;%n marcado&lt;/b&gt; · {seeded} sembrados</numerusform>
            <numerusform>&lt;b&gt;%n marcados&lt;/b&gt; · {seeded} sembrados</numerusform>
        </translation>
    </message>
    <message>
        <source>Ever&amp;yone checked in</source>
        <translation>Todos los lle&amp;gados</translation>
    </message>
    <message>
        <source>&amp;Untick all</source>
        <translation>&amp;Quitar las marcas</translation>
    </message>
    <message>
        <source>&amp;Keep clubs apart</source>
        <translation>Separar c&amp;lubes</translation>
    </message>
    <message>
        <source>See&amp;d</source>
        <translation>Sem&amp;brar</translation>
    </message>
    <message>
        <source>Sta&amp;rt</source>
        <translation>Empe&amp;zar</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valoración</translation>
    </message>
    <message numerus="yes">
        <source>T&amp;ick the top %n</source>
        <translation>
            <numerusform>Marcar al %n primer&amp;o</numerusform>
            <numerusform>Marcar a l&amp;os %n primeros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n ticked&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n marcado&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n marcados&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick at least two entrants, then Start (Seed shows the seed list first).</source>
        <translation>Marque al menos dos participantes y pulse Empezar («Sembrar» muestra antes la lista de siembra).</translation>
    </message>
    <message>
        <source>Start seeds the ticked entrants by rating and starts the event; Seed shows the seed list first.</source>
        <translation>«Empezar» siembra por rating a los participantes marcados e inicia el evento; «Sembrar» muestra antes la lista de siembra.</translation>
    </message>
    <message>
        <source>These are the entrants, seeded. Start seeds the bracket or pools, or draws round 1.</source>
        <translation>Estos son los participantes, sembrados. «Empezar» siembra el cuadro o los grupos, o sortea la ronda 1.</translation>
    </message>
    <message>
        <source>The event has ended: the Standings page has the final places. A result can still be corrected in the bracket.</source>
        <translation>El evento ha terminado: la página Clasificación tiene los puestos finales. Un resultado aún se puede corregir en el cuadro.</translation>
    </message>
    <message>
        <source>The event has ended: the Standings page has the final places. A result can still be corrected on the Table page.</source>
        <translation>El evento ha terminado: la página Clasificación tiene los puestos finales. Un resultado aún se puede corregir en la página Tabla.</translation>
    </message>
    <message>
        <source>The event has started: its entrants are fixed. Results go in on the Tables page (or on the Table page).</source>
        <translation>El evento ha empezado: sus participantes son fijos. Los resultados se introducen en la página Mesas (o en la página Tabla).</translation>
    </message>
    <message numerus="yes">
        <source>Seed %n entrant(s)</source>
        <translation>
            <numerusform>Sembrar %n participante</numerusform>
            <numerusform>Sembrar %n participantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Start {name}</source>
        <translation>Empezar {name}</translation>
    </message>
</context>
<context>
    <name>night.event_dialog</name>
    <message>
        <source>players check in and play rounds of rotating partners or DYP</source>
        <translation>los jugadores registran su llegada y juegan rondas con compañeros rotativos o DYP</translation>
    </message>
    <message>
        <source>each round pairs entrants on equal points, no rematches; the table decides</source>
        <translation>cada ronda empareja participantes con los mismos puntos, sin revanchas; decide la tabla</translation>
    </message>
    <message>
        <source>everyone plays everyone, once or twice; the table decides</source>
        <translation>todos contra todos, una o dos veces; decide la tabla</translation>
    </message>
    <message>
        <source>one loss and you are out; byes to the top seeds</source>
        <translation>quien pierde una vez queda fuera; descansos para los cabezas de serie</translation>
    </message>
    <message>
        <source>out after two losses: a losers&apos; bracket, then a grand final</source>
        <translation>fuera tras dos derrotas: cuadro de perdedores y después gran final</translation>
    </message>
    <message>
        <source>snake-seeded pools play round robin, the best go on to a knockout</source>
        <translation>grupos sembrados en serpiente juegan todos contra todos; los mejores pasan a la fase eliminatoria</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Buchholz cut 1</source>
        <translation>Buchholz menos 1</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>Buchholz mediano</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Enfrentamiento directo</translation>
    </message>
    <message>
        <source>Format of {name}</source>
        <translation>Formato de {name}</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nuevo evento</translation>
    </message>
    <message>
        <source>Event name</source>
        <translation>Nombre del evento</translation>
    </message>
    <message>
        <source>Type the event&apos;s name, e.g. the night or the tournament.</source>
        <translation>Escriba el nombre del evento, p. ej. la jornada o el torneo.</translation>
    </message>
    <message>
        <source>Event date</source>
        <translation>Fecha del evento</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Pick how the event is played; its options are shown below.</source>
        <translation>Elija cómo se juega el evento; sus opciones se muestran debajo.</translation>
    </message>
    <message>
        <source>Swiss rounds</source>
        <translation>Rondas suizas</translation>
    </message>
    <message>
        <source>How many Swiss rounds; automatic is ⌈log₂ n⌉ for n entrants</source>
        <translation>Cuántas rondas suizas; en automático, ⌈log₂ n⌉ para n participantes</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Todos contra todos</translation>
    </message>
    <message>
        <source>Pick whether everyone plays everyone once or twice.</source>
        <translation>Elija si todos juegan contra todos una o dos veces.</translation>
    </message>
    <message>
        <source>Once: everyone plays everyone once</source>
        <translation>Una vez: todos contra todos una vez</translation>
    </message>
    <message>
        <source>Twice: a double round robin</source>
        <translation>Dos veces: todos contra todos a doble vuelta</translation>
    </message>
    <message>
        <source>Play a match for third place</source>
        <translation>Jugar un partido por el tercer puesto</translation>
    </message>
    <message>
        <source>Third-place match</source>
        <translation>Partido por el tercer puesto</translation>
    </message>
    <message>
        <source>When ticked, the semi-final losers play for third place.</source>
        <translation>Si está marcado, los perdedores de las semifinales juegan por el tercer puesto.</translation>
    </message>
    <message>
        <source>The day of the event.</source>
        <translation>El día del evento.</translation>
    </message>
    <message>
        <source>Wins (byes and forfeits count)</source>
        <translation>Victorias (cuentan descansos e incomparecencias)</translation>
    </message>
    <message>
        <source>Games won (over the board)</source>
        <translation>Partidas ganadas (sobre el tablero)</translation>
    </message>
    <message>
        <source>Grand final reset</source>
        <translation>Revancha de la gran final</translation>
    </message>
    <message>
        <source>When ticked, a second final is played if the losers&apos; bracket winner wins the first.</source>
        <translation>Si está marcado, se juega una segunda final si el ganador del cuadro de perdedores gana la primera.</translation>
    </message>
    <message>
        <source>Pool size</source>
        <translation>Tamaño de grupo</translation>
    </message>
    <message>
        <source>How many entrants play in each pool.</source>
        <translation>Cuántos participantes juegan en cada grupo.</translation>
    </message>
    <message>
        <source>Go on from each pool</source>
        <translation>Pasan de cada grupo</translation>
    </message>
    <message>
        <source>How many of each pool go on to the knockout bracket.</source>
        <translation>Cuántos de cada grupo pasan al cuadro eliminatorio.</translation>
    </message>
    <message>
        <source>Tiebreaks</source>
        <translation>Desempates</translation>
    </message>
    <message>
        <source>The tiebreaks in the order they decide; move the selected one up or down.</source>
        <translation>Los desempates en el orden en que deciden; suba o baje el seleccionado.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move tiebreak up</source>
        <translation>Subir desempate</translation>
    </message>
    <message>
        <source>The selected tiebreak decides earlier.</source>
        <translation>El desempate seleccionado decide antes.</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Move tiebreak down</source>
        <translation>Bajar desempate</translation>
    </message>
    <message>
        <source>The selected tiebreak decides later.</source>
        <translation>El desempate seleccionado decide después.</translation>
    </message>
    <message>
        <source>Ticked ones break ties, in this order; with none ticked the format&apos;s usual ones are used.</source>
        <translation>Los marcados deshacen empates, en este orden; si no hay ninguno marcado, se usan los habituales del formato.</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Fecha</translation>
    </message>
    <message>
        <source>&amp;Use the tables of {event}: {tables}</source>
        <translation>&amp;Usar las mesas de {event}: {tables}</translation>
    </message>
    <message>
        <source>Use the tables of the last event</source>
        <translation>Usar las mesas del último evento</translation>
    </message>
    <message>
        <source>The new event starts with the room&apos;s tables, as the last event had them; untick to add them one by one.</source>
        <translation>El nuevo evento empieza con las mesas de la sala, como las tenía el último evento; desmarque para añadirlas una a una.</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>F&amp;ormato</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Rondas</translation>
    </message>
    <message>
        <source>Pla&amp;yed</source>
        <translation>&amp;Vueltas</translation>
    </message>
    <message>
        <source>&amp;Pool size</source>
        <translation>&amp;Tamaño de grupo</translation>
    </message>
    <message>
        <source>Go &amp;on from each pool</source>
        <translation>&amp;Pasan de cada grupo</translation>
    </message>
    <message>
        <source>&amp;Tiebreaks</source>
        <translation>&amp;Desempates</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Crear</translation>
    </message>
    <message numerus="yes">
        <source>Automatic ({rounds} for %n entrant(s))</source>
        <translation>
            <numerusform>Automático ({rounds} para %n participante)</numerusform>
            <numerusform>Automático ({rounds} para %n participantes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic (⌈log₂ n⌉ for n entrants)</source>
        <translation>Automático (⌈log₂ n⌉ para n participantes)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>The event needs a name.</source>
        <translation>El evento necesita un nombre.</translation>
    </message>
</context>
<context>
    <name>night.event_line</name>
    <message>
        <source>round {round} of the winners&apos; bracket</source>
        <translation>ronda {round} del cuadro de ganadores</translation>
    </message>
    <message>
        <source>round {round} of the losers&apos; bracket</source>
        <translation>ronda {round} del cuadro de perdedores</translation>
    </message>
    <message>
        <source>round {round} of the grand final</source>
        <translation>ronda {round} de la gran final</translation>
    </message>
    <message>
        <source>round {round} of the match for third place</source>
        <translation>ronda {round} del partido por el tercer puesto</translation>
    </message>
    <message>
        <source>round {round} of {total}</source>
        <translation>ronda {round} de {total}</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>ronda {round}</translation>
    </message>
    <message>
        <source>waiting for results</source>
        <translation>esperando resultados</translation>
    </message>
    <message>
        <source>the pools are being played</source>
        <translation>se juegan los grupos</translation>
    </message>
    <message>
        <source>the grand final</source>
        <translation>la gran final</translation>
    </message>
    <message>
        <source>the grand final&apos;s reset</source>
        <translation>la revancha de la gran final</translation>
    </message>
    <message>
        <source>round {round} of the bracket</source>
        <translation>ronda {round} del cuadro</translation>
    </message>
    <message>
        <source>No event: choose one, or create one with New event…</source>
        <translation>Ningún evento: elija uno o cree uno con Nuevo evento…</translation>
    </message>
    <message numerus="yes">
        <source>%n present</source>
        <translation>
            <numerusform>%n presente</numerusform>
            <numerusform>%n presentes</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round} drawn, not started</source>
        <translation>ronda {round} sorteada, sin empezar</translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · ended early</source>
        <translation>
            <numerusform>{format} · %n participante · terminado antes de tiempo</numerusform>
            <numerusform>{format} · %n participantes · terminado antes de tiempo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · ended · champion: {champion}</source>
        <translation>
            <numerusform>{format} · %n participante · terminado · campeón: {champion}</numerusform>
            <numerusform>{format} · %n participantes · terminado · campeón: {champion}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · ended</source>
        <translation>
            <numerusform>{format} · %n participante · terminado</numerusform>
            <numerusform>{format} · %n participantes · terminado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) seeded · not started: choose the entrants, then Start</source>
        <translation>
            <numerusform>{format} · %n participante sembrado · sin empezar: elija los participantes y pulse Empezar</numerusform>
            <numerusform>{format} · %n participantes sembrados · sin empezar: elija los participantes y pulse Empezar</numerusform>
        </translation>
    </message>
    <message>
        <source>{format} · no entrants yet · not started: choose the entrants, then Start</source>
        <translation>{format} · aún sin participantes · sin empezar: elija los participantes y pulse Empezar</translation>
    </message>
    <message numerus="yes">
        <source>{format} · %n entrant(s) · {where}</source>
        <translation>
            <numerusform>{format} · %n participante · {where}</numerusform>
            <numerusform>{format} · %n participantes · {where}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>night.night_view</name>
    <message>
        <source>Chec&amp;k-in</source>
        <translation>&amp;Llegadas</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>R&amp;ondas</translation>
    </message>
    <message>
        <source>E&amp;ntrants</source>
        <translation>&amp;Participantes</translation>
    </message>
    <message>
        <source>&amp;Bracket</source>
        <translation>C&amp;uadro</translation>
    </message>
    <message>
        <source>T&amp;able</source>
        <translation>&amp;Tabla</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>&amp;Mesas</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>Cla&amp;sificación</translation>
    </message>
    <message>
        <source>S&amp;haring</source>
        <translation>Compart&amp;ir</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Pick the event to run: its entrants, rounds, tables and standings are shown below.</source>
        <translation>Elija el evento que va a dirigir: sus participantes, rondas, mesas y clasificación se muestran debajo.</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nuevo evento</translation>
    </message>
    <message>
        <source>A club night or a tournament: name, date, format and its options</source>
        <translation>Una jornada de club o un torneo: nombre, fecha, formato y sus opciones</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Change the event&apos;s format and options (until its first result)</source>
        <translation>Cambiar el formato y las opciones del evento (hasta su primer resultado)</translation>
    </message>
    <message>
        <source>Finish now…</source>
        <translation>Terminar ahora…</translation>
    </message>
    <message>
        <source>Finish now</source>
        <translation>Terminar ahora</translation>
    </message>
    <message>
        <source>Ends the event now: the final standings come from the matches played, the others are cancelled; Ctrl+Z brings it back.</source>
        <translation>Termina el evento ahora: la clasificación final sale de los partidos jugados, los demás se anulan; Ctrl+Z lo recupera.</translation>
    </message>
    <message>
        <source>Event format</source>
        <translation>Formato del evento</translation>
    </message>
    <message>
        <source>No event</source>
        <translation>Ningún evento</translation>
    </message>
    <message>
        <source>Reported results</source>
        <translation>Resultados enviados</translation>
    </message>
    <message>
        <source>Results reported from phones wait here for you to confirm; opens them.</source>
        <translation>Los resultados enviados desde móviles esperan aquí su confirmación; los abre.</translation>
    </message>
    <message>
        <source>Ne&amp;w event…</source>
        <translation>&amp;Nuevo evento…</translation>
    </message>
    <message>
        <source>For&amp;mat…</source>
        <translation>&amp;Formato…</translation>
    </message>
    <message>
        <source>&amp;Presenter window</source>
        <translation>Ventana &amp;de presentación</translation>
    </message>
    <message>
        <source>A second window for a projector or TV: tables, brackets, who is next, the standings</source>
        <translation>Una segunda ventana para un proyector o TV: mesas, cuadros, quién sigue, la clasificación</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Evento:</translation>
    </message>
    <message>
        <source>No event: choose or create one</source>
        <translation>Ningún evento: elija o cree uno</translation>
    </message>
    <message numerus="yes">
        <source>%n present</source>
        <translation>
            <numerusform>%n presente</numerusform>
            <numerusform>%n presentes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entrant(s)</source>
        <translation>
            <numerusform>%n participante</numerusform>
            <numerusform>%n participantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Reported results: {count}</source>
        <translation>Resultados enviados: {count}</translation>
    </message>
    <message>
        <source>{name} has started, so its format can&apos;t change any more.</source>
        <translation>{name} ya ha empezado, así que su formato ya no puede cambiar.</translation>
    </message>
    <message>
        <source>{name} has results already, so its format can&apos;t change any more.</source>
        <translation>{name} ya tiene resultados, así que su formato ya no puede cambiar.</translation>
    </message>
    <message>
        <source>Format of {name}</source>
        <translation>Formato de {name}</translation>
    </message>
    <message>
        <source>Finish {name} now?</source>
        <translation>¿Terminar {name} ahora?</translation>
    </message>
    <message numerus="yes">
        <source>The final standings will be those of the matches played; %n match(es) not played yet will be cancelled and not rated.</source>
        <translation>
            <numerusform>La clasificación final será la de los partidos jugados; %n partido aún sin jugar se anulará y no contará para el rating.</numerusform>
            <numerusform>La clasificación final será la de los partidos jugados; %n partidos aún sin jugar se anularán y no contarán para el rating.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit ▸ Undo (Ctrl+Z) brings the event back as it was.</source>
        <translation>Editar ▸ Deshacer (Ctrl+Z) recupera el evento tal como estaba.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Finish {name} now</source>
        <translation>Terminar {name} ahora</translation>
    </message>
    <message>
        <source>New event {name}</source>
        <translation>Nuevo evento {name}</translation>
    </message>
</context>
<context>
    <name>night.presenter</name>
    <message>
        <source>Full screen (F11)</source>
        <translation>Pantalla completa (F11)</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <source>Show this window full screen on the chosen screen; Esc leaves it</source>
        <translation>Mostrar esta ventana a pantalla completa en la pantalla elegida; Esc sale de ella</translation>
    </message>
    <message>
        <source>High contrast (H)</source>
        <translation>Alto contraste (H)</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Pure black background, white text, yellow highlights and thicker lines</source>
        <translation>Fondo negro puro, texto blanco, resaltados amarillos y líneas más gruesas</translation>
    </message>
    <message>
        <source>F11: full screen · Esc: leave full screen</source>
        <translation>F11: pantalla completa · Esc: salir de pantalla completa</translation>
    </message>
    <message>
        <source>Tournament App — presenter</source>
        <translation>Tournament App — presentación</translation>
    </message>
    <message>
        <source>Club night</source>
        <translation>Jornada de club</translation>
    </message>
    <message>
        <source>On the tables</source>
        <translation>En las mesas</translation>
    </message>
    <message>
        <source>Up next</source>
        <translation>A continuación</translation>
    </message>
    <message>
        <source>Tonight&apos;s standings</source>
        <translation>Clasificación de hoy</translation>
    </message>
    <message>
        <source>Presenter screen</source>
        <translation>Pantalla de presentación</translation>
    </message>
    <message>
        <source>The screen or projector this window is shown on</source>
        <translation>La pantalla o el proyector en que se muestra esta ventana</translation>
    </message>
    <message>
        <source>Screen:</source>
        <translation>Pantalla:</translation>
    </message>
    <message>
        <source>Follow on your phone</source>
        <translation>Sígalo en su móvil</translation>
    </message>
    <message>
        <source>View QR code</source>
        <translation>Código QR de la vista</translation>
    </message>
    <message>
        <source>screen</source>
        <translation>pantalla</translation>
    </message>
    <message>
        <source>{number}: {name} ({width}×{height})</source>
        <translation>{number}: {name} ({width}×{height})</translation>
    </message>
    <message>
        <source>No event chosen</source>
        <translation>Ningún evento elegido</translation>
    </message>
    <message numerus="yes">
        <source>{event} · %n present</source>
        <translation>
            <numerusform>{event} · %n presente</numerusform>
            <numerusform>{event} · %n presentes</numerusform>
        </translation>
    </message>
    <message>
        <source>free</source>
        <comment>table: no match on it</comment>
        <translation>libre</translation>
    </message>
    <message>
        <source>No tables yet</source>
        <translation>Aún no hay mesas</translation>
    </message>
    <message>
        <source>Nobody waiting</source>
        <translation>Nadie esperando</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Aún no hay resultados</translation>
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
            <numerusform>%n part.</numerusform>
            <numerusform>%n part.</numerusform>
        </translation>
    </message>
    <message>
        <source>No match on the tables</source>
        <translation>Ningún partido en las mesas</translation>
    </message>
    <message>
        <source>{match} · table {table}</source>
        <translation>{match} · mesa {table}</translation>
    </message>
</context>
<context>
    <name>night.presenter_event</name>
    <message>
        <source> v </source>
        <comment>between the sides of a match</comment>
        <extracomment>Translators: between the sides of a match, spaces included (&quot;Ann v Bob&quot;)</extracomment>
        <translation> vs. </translation>
    </message>
    <message>
        <source>Champion: {name}</source>
        <translation>Campeón: {name}</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Terminado</translation>
    </message>
    <message numerus="yes">
        <source>%n entrant(s) · not started</source>
        <translation>
            <numerusform>%n participante · sin empezar</numerusform>
            <numerusform>%n participantes · sin empezar</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} of {total}</source>
        <translation>Ronda {round} de {total}</translation>
    </message>
    <message numerus="yes">
        <source>{done} of %n match(es) played</source>
        <translation>
            <numerusform>{done} de %n partido jugados</numerusform>
            <numerusform>{done} de %n partidos jugados</numerusform>
        </translation>
    </message>
    <message>
        <source>No event chosen.</source>
        <translation>No hay ningún evento elegido.</translation>
    </message>
    <message>
        <source>The bracket or the first round is drawn when the event starts.</source>
        <translation>El cuadro o la primera ronda se sortea al empezar el evento.</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Campeón</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
</context>
<context>
    <name>night.round_view</name>
    <message>
        <source>Drag a player onto another to swap them (or click one, then the other) before the round starts. Win chances come from the leaderboard&apos;s ratings.</source>
        <translation>Arrastre un jugador sobre otro para intercambiarlos (o haga clic en uno y luego en el otro) antes de que empiece la ronda. Las probabilidades de ganar salen de los ratings del ranking.</translation>
    </message>
    <message>
        <source>DYP (fixed pairs for the night, strongest with weakest)</source>
        <translation>DYP (parejas fijas toda la noche, el más fuerte con el más débil)</translation>
    </message>
    <message>
        <source>Rotating partners (individual standings)</source>
        <translation>Compañeros rotativos (clasificación individual)</translation>
    </message>
    <message>
        <source>Swiss (one against one)</source>
        <translation>Sistema suizo (uno contra uno)</translation>
    </message>
    <message>
        <source>Round robin (one against one)</source>
        <translation>Todos contra todos (uno contra uno)</translation>
    </message>
    <message>
        <source>Draw mode DYP</source>
        <translation>Modo de sorteo DYP</translation>
    </message>
    <message>
        <source>Draw mode rotating partners</source>
        <translation>Modo de sorteo compañeros rotativos</translation>
    </message>
    <message>
        <source>Draw mode Swiss</source>
        <translation>Modo de sorteo sistema suizo</translation>
    </message>
    <message>
        <source>Draw mode round robin</source>
        <translation>Modo de sorteo todos contra todos</translation>
    </message>
    <message>
        <source>Pairs are drawn once and kept all night: the strongest player with the weakest, so every pair is about as strong. Late arrivals are paired the same way among themselves; one left over pairs with the next late arrival and until then plays with a stand-in, a player whose partner sits out or is away, for that round only. Sitting out goes in turn.</source>
        <translation>Las parejas se sortean una vez y se mantienen toda la noche: el jugador más fuerte con el más débil, así todas las parejas son parecidas. Los que llegan tarde se emparejan igual entre ellos; si sobra uno, jugará con el siguiente que llegue y hasta entonces juega con un suplente (un jugador cuyo compañero descansa o está ausente), solo en esa ronda. Se descansa por turnos.</translation>
    </message>
    <message>
        <source>Drag onto another player to swap them</source>
        <translation>Arrastre sobre otro jugador para intercambiarlos</translation>
    </message>
    <message>
        <source>drawn, not started</source>
        <translation>sorteada, sin empezar</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message numerus="yes">
        <source>started: {done} of %n result(s) in</source>
        <translation>
            <numerusform>empezada: {done} de %n resultado</numerusform>
            <numerusform>empezada: {done} de %n resultados</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw mode</source>
        <translation>Modo de sorteo</translation>
    </message>
    <message>
        <source>Pick how the next round&apos;s teams and opponents are drawn.</source>
        <translation>Elija cómo se sortean los equipos y rivales de la próxima ronda.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Look back at an earlier round and its results</source>
        <translation>Ver una ronda anterior y sus resultados</translation>
    </message>
    <message>
        <source>&amp;Draw next round</source>
        <translation>Sortear la si&amp;guiente ronda</translation>
    </message>
    <message>
        <source>Start ro&amp;und</source>
        <translation>Em&amp;pezar ronda</translation>
    </message>
    <message>
        <source>D&amp;iscard draw</source>
        <translation>Descar&amp;tar sorteo</translation>
    </message>
    <message>
        <source>Print pairin&amp;gs and slips…</source>
        <translation>Imprimir empare&amp;jamientos y actas…</translation>
    </message>
    <message>
        <source>Draw next round</source>
        <translation>Sortear la siguiente ronda</translation>
    </message>
    <message>
        <source>Draws the next round from the players present; it can still be changed.</source>
        <translation>Sortea la próxima ronda entre los jugadores presentes; todavía se puede cambiar.</translation>
    </message>
    <message>
        <source>Starts the drawn round: its matches wait for free tables.</source>
        <translation>Inicia la ronda sorteada: sus partidos esperan mesas libres.</translation>
    </message>
    <message>
        <source>Throws the drawn round away, to draw again.</source>
        <translation>Descarta la ronda sorteada, para sortear de nuevo.</translation>
    </message>
    <message>
        <source>The night&apos;s rounds with table numbers, then a score slip per match (print preview first)</source>
        <translation>Las rondas de la noche con números de mesa y luego un acta por partido (primero la vista previa)</translation>
    </message>
    <message>
        <source>DYP rule</source>
        <translation>Regla DYP</translation>
    </message>
    <message>
        <source>Stand-ins</source>
        <translation>Suplentes</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Modo:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Ronda:</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronda {number}</translation>
    </message>
    <message>
        <source>No round drawn yet: check players in, pick a mode, draw.</source>
        <translation>Aún no hay ninguna ronda sorteada: registre las llegadas, elija un modo y sortee.</translation>
    </message>
    <message>
        <source>Round {number} — {mode} — {state}</source>
        <translation>Ronda {number} — {mode} — {state}</translation>
    </message>
    <message>
        <source>Match {number} · {table}</source>
        <translation>Partido {number} · {table}</translation>
    </message>
    <message>
        <source>Match {number}</source>
        <translation>Partido {number}</translation>
    </message>
    <message>
        <source>v</source>
        <comment>versus</comment>
        <translation>vs.</translation>
    </message>
    <message>
        <source>Each side&apos;s chance to win before the game</source>
        <translation>Probabilidad de ganar de cada bando antes de la partida</translation>
    </message>
    <message>
        <source>Sitting out</source>
        <translation>Descansa</translation>
    </message>
    <message>
        <source>waiting for a table</source>
        <translation>esperando mesa</translation>
    </message>
    <message>
        <source>called</source>
        <comment>match: called to a table</comment>
        <translation>llamado</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>jugando</translation>
    </message>
    <message>
        <source>result deleted</source>
        <translation>resultado borrado</translation>
    </message>
    <message>
        <source>DYP: {rule}</source>
        <translation>DYP: {rule}</translation>
    </message>
    <message>
        <source>Drawing the next round…</source>
        <translation>Sorteando la siguiente ronda…</translation>
    </message>
    <message>
        <source>Swap players</source>
        <translation>Intercambiar jugadores</translation>
    </message>
    <message>
        <source>Start round {number}</source>
        <translation>Empezar la ronda {number}</translation>
    </message>
    <message>
        <source>Discard round {number}</source>
        <translation>Descartar la ronda {number}</translation>
    </message>
</context>
<context>
    <name>night.tables_view</name>
    <message>
        <source>A knockout match: one side must win (no draw).</source>
        <translation>Un partido eliminatorio: un bando tiene que ganar (sin empate).</translation>
    </message>
    <message>
        <source>Result — {table}</source>
        <translation>Resultado — {table}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{table}&lt;/b&gt;: {match}&lt;br&gt;Chances before the game: {chances}</source>
        <translation>&lt;b&gt;{table}&lt;/b&gt;: {match}&lt;br&gt;Probabilidades antes de la partida: {chances}</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Score (optional)</source>
        <translation>Marcador (opcional)</translation>
    </message>
    <message>
        <source>Side {number} place</source>
        <translation>Puesto del bando {number}</translation>
    </message>
    <message>
        <source>The side&apos;s placement: 1 is the winner; equal places are a tie. Left at —, the score decides.</source>
        <translation>El puesto del bando: 1 es el ganador; puestos iguales son un empate. Si se deja en —, decide la puntuación.</translation>
    </message>
    <message>
        <source>Side {number} score</source>
        <translation>Puntuación del bando {number}</translation>
    </message>
    <message>
        <source>Type the side&apos;s score, if the game keeps one.</source>
        <translation>Escriba la puntuación del bando, si el juego la lleva.</translation>
    </message>
    <message>
        <source>{names} won</source>
        <translation>Ganó {names}</translation>
    </message>
    <message>
        <source>Saves the result with this side as the winner.</source>
        <translation>Guarda el resultado con este bando como ganador.</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>result: nobody won</comment>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Saves the result as a draw.</source>
        <translation>Guarda el resultado como empate.</translation>
    </message>
    <message>
        <source>Result problem</source>
        <translation>Problema con el resultado</translation>
    </message>
    <message>
        <source>Started at {time}</source>
        <translation>Empezó a las {time}</translation>
    </message>
    <message>
        <source>Started now</source>
        <translation>Empieza ahora</translation>
    </message>
    <message>
        <source>Record that the players have begun (the start time)</source>
        <translation>Anotar que los jugadores han empezado (la hora de inicio)</translation>
    </message>
    <message>
        <source>Tables — click a table to enter its result</source>
        <translation>Mesas: haga clic en una mesa para introducir su resultado</translation>
    </message>
    <message>
        <source>Up next</source>
        <translation>A continuación</translation>
    </message>
    <message>
        <source>The matches waiting for a free table, in the order they are called.</source>
        <translation>Los partidos que esperan una mesa libre, en el orden en que se llaman.</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <source>The club&apos;s tables in calling order; select one to rename, move or take out of use.</source>
        <translation>Las mesas del club en orden de llamada; seleccione una para renombrarla, moverla o dejarla fuera de uso.</translation>
    </message>
    <message>
        <source>New table&apos;s name</source>
        <translation>Nombre de la mesa nueva</translation>
    </message>
    <message>
        <source>Type a name for a new table, then press Enter to add it.</source>
        <translation>Escriba un nombre para una mesa nueva y pulse Intro para añadirla.</translation>
    </message>
    <message>
        <source>Adds a table with the name typed.</source>
        <translation>Añade una mesa con el nombre escrito.</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renombrar…</translation>
    </message>
    <message>
        <source>Asks for a new name for the selected table.</source>
        <translation>Pide un nombre nuevo para la mesa seleccionada.</translation>
    </message>
    <message>
        <source>Out of use</source>
        <translation>Fuera de uso</translation>
    </message>
    <message>
        <source>Takes the selected table out of use, or back into use.</source>
        <translation>Deja la mesa seleccionada fuera de uso, o la vuelve a poner en uso.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Calls the selected table earlier.</source>
        <translation>Llama antes a la mesa seleccionada.</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Calls the selected table later.</source>
        <translation>Llama después a la mesa seleccionada.</translation>
    </message>
    <message>
        <source>Call next matches</source>
        <translation>Llamar a los siguientes partidos</translation>
    </message>
    <message>
        <source>Put waiting matches on free tables (done by itself after each result)</source>
        <translation>Poner los partidos en espera en mesas libres (se hace solo tras cada resultado)</translation>
    </message>
    <message>
        <source>A&amp;dd table</source>
        <translation>A&amp;gregar mesa</translation>
    </message>
    <message>
        <source>Call ne&amp;xt matches</source>
        <translation>Llamar a los pró&amp;ximos partidos</translation>
    </message>
    <message>
        <source>&lt;b&gt;Up next&lt;/b&gt; (called to the next free table; never someone still playing)</source>
        <translation>&lt;b&gt;A continuación&lt;/b&gt; (llamados a la siguiente mesa libre; nunca alguien que aún juega)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tables&lt;/b&gt;</source>
        <translation>&lt;b&gt;Mesas&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Opens the form for this table&apos;s result.</source>
        <translation>Abre el formulario del resultado de esta mesa.</translation>
    </message>
    <message>
        <source>No tables yet: add some on the right; the ready matches are called to them.</source>
        <translation>Aún no hay mesas: añada algunas a la derecha; los partidos listos se llaman a ellas.</translation>
    </message>
    <message>
        <source>No tables yet: add some on the right, or start a round (one table per match is made).</source>
        <translation>Aún no hay mesas: añada algunas a la derecha o empiece una ronda (se crea una mesa por partido).</translation>
    </message>
    <message>
        <source>{number}. {match}   ({where}, {chances})</source>
        <translation>{number}. {match}   ({where}, {chances})</translation>
    </message>
    <message>
        <source>{table}  (out of use)</source>
        <translation>{table}  (fuera de uso)</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>ronda {round}</translation>
    </message>
    <message>
        <source>winners&apos; round {round}</source>
        <translation>ronda {round} de ganadores</translation>
    </message>
    <message>
        <source>losers&apos; round {round}</source>
        <translation>ronda {round} de perdedores</translation>
    </message>
    <message>
        <source>grand final</source>
        <translation>gran final</translation>
    </message>
    <message>
        <source>grand final reset</source>
        <translation>revancha de la gran final</translation>
    </message>
    <message>
        <source>for third place</source>
        <translation>por el tercer puesto</translation>
    </message>
    <message>
        <source>{bracket} round {round}</source>
        <translation>{bracket} ronda {round}</translation>
    </message>
    <message>
        <source>match {number}, {where}</source>
        <translation>partido {number}, {where}</translation>
    </message>
    <message>
        <source>{table}
out of use</source>
        <translation>{table}
fuera de uso</translation>
    </message>
    <message>
        <source>{table}
free</source>
        <translation>{table}
libre</translation>
    </message>
    <message>
        <source>playing since {time}</source>
        <translation>jugando desde las {time}</translation>
    </message>
    <message>
        <source>called {time}</source>
        <translation>llamado a las {time}</translation>
    </message>
    <message>
        <source>Back in use</source>
        <translation>De nuevo en uso</translation>
    </message>
    <message>
        <source>Result of {match}</source>
        <translation>Resultado de {match}</translation>
    </message>
    <message>
        <source>Start {match}</source>
        <translation>Empezar {match}</translation>
    </message>
    <message>
        <source>Table {number}</source>
        <translation>Mesa {number}</translation>
    </message>
    <message>
        <source>Add table {name}</source>
        <translation>Añadir la mesa {name}</translation>
    </message>
    <message>
        <source>Rename table</source>
        <translation>Renombrar mesa</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Rename table {name}</source>
        <translation>Renombrar la mesa {name}</translation>
    </message>
    <message>
        <source>{name} out of use</source>
        <translation>{name} fuera de uso</translation>
    </message>
    <message>
        <source>{name} back in use</source>
        <translation>{name} de nuevo en uso</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>Mover {name}</translation>
    </message>
</context>
<context>
    <name>planning.balance_view</name>
    <message>
        <source>Found as the best of all {count} possible splits.</source>
        <translation>Encontrado como el mejor de los {count} repartos posibles.</translation>
    </message>
    <message>
        <source>Found by a heuristic (too many splits to try all): team totals differ by at most {bound}, the gap between the strongest and weakest player.</source>
        <translation>Encontrado con una heurística (demasiados repartos para probarlos todos): los totales de los equipos difieren como mucho en {bound}, la diferencia entre el jugador más fuerte y el más débil.</translation>
    </message>
    <message>
        <source>Found by a heuristic (too many splits to try all).</source>
        <translation>Encontrado con una heurística (demasiados repartos para probarlos todos).</translation>
    </message>
    <message>
        <source>{left} v {right}</source>
        <translation>{left} contra {right}</translation>
    </message>
    <message>
        <source>Players present</source>
        <translation>Jugadores presentes</translation>
    </message>
    <message>
        <source>Number of teams</source>
        <translation>Número de equipos</translation>
    </message>
    <message>
        <source>How many teams to make from the players ticked as present.</source>
        <translation>Cuántos equipos formar con los jugadores marcados como presentes.</translation>
    </message>
    <message>
        <source>as even as possible</source>
        <translation>lo más igualado posible</translation>
    </message>
    <message>
        <source>Players per team; the players present must fill every team exactly</source>
        <translation>Jugadores por equipo; los jugadores presentes deben completar exactamente todos los equipos</translation>
    </message>
    <message>
        <source>Balance teams</source>
        <translation>Equilibrar equipos</translation>
    </message>
    <message>
        <source>Splits the players present into teams of even strength.</source>
        <translation>Reparte a los jugadores presentes en equipos de fuerza pareja.</translation>
    </message>
    <message>
        <source>First player of the pair</source>
        <translation>Primer jugador de la pareja</translation>
    </message>
    <message>
        <source>Pick a player to keep together with, or apart from, the second one.</source>
        <translation>Elija un jugador para mantenerlo junto al segundo, o separado de él.</translation>
    </message>
    <message>
        <source>Second player of the pair</source>
        <translation>Segundo jugador de la pareja</translation>
    </message>
    <message>
        <source>Pick the other player of the pair.</source>
        <translation>Elija el otro jugador de la pareja.</translation>
    </message>
    <message>
        <source>Keep together</source>
        <translation>Mantener juntos</translation>
    </message>
    <message>
        <source>The two players chosen end up in the same team.</source>
        <translation>Los dos jugadores elegidos acaban en el mismo equipo.</translation>
    </message>
    <message>
        <source>Keep apart</source>
        <translation>Mantener separados</translation>
    </message>
    <message>
        <source>The two players chosen end up in different teams.</source>
        <translation>Los dos jugadores elegidos acaban en equipos distintos.</translation>
    </message>
    <message>
        <source>Pairs kept together or apart</source>
        <translation>Parejas juntas o separadas</translation>
    </message>
    <message>
        <source>The pairs the balancer respects; select one to remove it.</source>
        <translation>Las parejas que respeta el reparto; seleccione una para quitarla.</translation>
    </message>
    <message>
        <source>Remove pair</source>
        <translation>Quitar pareja</translation>
    </message>
    <message>
        <source>Forgets the pair selected in the list.</source>
        <translation>Olvida la pareja seleccionada en la lista.</translation>
    </message>
    <message>
        <source>Balanced teams</source>
        <translation>Equipos equilibrados</translation>
    </message>
    <message>
        <source>Each team with its players, their ratings and the team&apos;s chance to win.</source>
        <translation>Cada equipo con sus jugadores, sus ratings y la probabilidad de ganar del equipo.</translation>
    </message>
    <message>
        <source>Team / player</source>
        <translation>Equipo / jugador</translation>
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
        <translation>Prob. de ganar</translation>
    </message>
    <message>
        <source>Tick the players present, choose the number of teams, then Balance teams.</source>
        <translation>Marque los jugadores presentes, elija el número de equipos y pulse Equilibrar equipos.</translation>
    </message>
    <message>
        <source>Load teams into the match form</source>
        <translation>Pasar los equipos al formulario de partido</translation>
    </message>
    <message>
        <source>Opens the match form with these teams as the sides.</source>
        <translation>Abre el formulario de partido con estos equipos como bandos.</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Equipos</translation>
    </message>
    <message>
        <source>Σ {total}</source>
        <translation>Σ {total}</translation>
    </message>
    <message>
        <source>Predicted chances {chances}; match quality &lt;b&gt;{quality}&lt;/b&gt; (100% = even). {method}</source>
        <translation>Probabilidades previstas {chances}; calidad del partido &lt;b&gt;{quality}&lt;/b&gt; (100&#xa0;% = igualado). {method}</translation>
    </message>
    <message>
        <source>{low}–{high}%</source>
        <translation>{low}–{high}&#xa0;%</translation>
    </message>
    <message>
        <source>met tonight already</source>
        <translation>ya se enfrentaron esta noche</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} sits this one out</source>
        <translation>{name} descansa esta vez</translation>
    </message>
    <message>
        <source>no repeats of tonight&apos;s pairings.</source>
        <translation>sin repetir emparejamientos de esta noche.</translation>
    </message>
    <message numerus="yes">
        <source>%n repeat(s) could not be avoided.</source>
        <translation>
            <numerusform>No se pudo evitar %n repetición.</numerusform>
            <numerusform>No se pudieron evitar %n repeticiones.</numerusform>
        </translation>
    </message>
    <message>
        <source>Players per team</source>
        <translation>Jugadores por equipo</translation>
    </message>
    <message>
        <source>Pairs (optional)</source>
        <translation>Parejas (opcional)</translation>
    </message>
    <message>
        <source>and</source>
        <translation>y</translation>
    </message>
    <message>
        <source>Find opponents for</source>
        <translation>Buscar rivales para</translation>
    </message>
    <message>
        <source>Pick the player who needs an opponent.</source>
        <translation>Elija el jugador que necesita un rival.</translation>
    </message>
    <message>
        <source>Lowest chance to win</source>
        <translation>Probabilidad de ganar mínima</translation>
    </message>
    <message>
        <source>The least chance to win, in percent, an opponent may leave the player.</source>
        <translation>La menor probabilidad de ganar, en porcentaje, que un rival puede dejar al jugador.</translation>
    </message>
    <message>
        <source>Highest chance to win</source>
        <translation>Probabilidad de ganar máxima</translation>
    </message>
    <message>
        <source>The greatest chance to win, in percent, an opponent may leave the player.</source>
        <translation>La mayor probabilidad de ganar, en porcentaje, que un rival puede dejar al jugador.</translation>
    </message>
    <message>
        <source>only players present</source>
        <translation>solo jugadores presentes</translation>
    </message>
    <message>
        <source>Only players present</source>
        <translation>Solo jugadores presentes</translation>
    </message>
    <message>
        <source>When ticked, only players ticked as present are offered.</source>
        <translation>Si está marcado, solo se ofrecen los jugadores marcados como presentes.</translation>
    </message>
    <message>
        <source>Find opponents</source>
        <translation>Buscar rivales</translation>
    </message>
    <message>
        <source>Lists the opponents whose chance to win lies in the range.</source>
        <translation>Lista los rivales cuya probabilidad de ganar está en el intervalo.</translation>
    </message>
    <message>
        <source>Even opponents</source>
        <translation>Rivales parejos</translation>
    </message>
    <message>
        <source>The opponents found, with the chance to win and the match quality.</source>
        <translation>Los rivales encontrados, con la probabilidad de ganar y la calidad del partido.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Probabilidad de ganar</translation>
    </message>
    <message>
        <source>Match quality</source>
        <translation>Calidad del partido</translation>
    </message>
    <message>
        <source>Pick the event whose pairings should not be played again.</source>
        <translation>Elija el evento cuyos emparejamientos no deben repetirse.</translation>
    </message>
    <message>
        <source>Pair the waiting players</source>
        <translation>Emparejar a los que esperan</translation>
    </message>
    <message>
        <source>Pairs the players ticked as present: similar skills, no repeat of tonight&apos;s pairings where possible</source>
        <translation>Empareja a los jugadores marcados como presentes: nivel parecido y, si es posible, sin repetir los emparejamientos de hoy</translation>
    </message>
    <message>
        <source>Pairings of the waiting players</source>
        <translation>Emparejamientos de los jugadores en espera</translation>
    </message>
    <message>
        <source>The proposed matches, one a row, with the chances and the match quality.</source>
        <translation>Los partidos propuestos, uno por fila, con las probabilidades y la calidad del partido.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Chances</source>
        <translation>Probabilidades</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Load match into the match form</source>
        <translation>Pasar el partido al formulario de partido</translation>
    </message>
    <message>
        <source>Opens the match form with the pairing selected.</source>
        <translation>Abre el formulario de partido con el emparejamiento seleccionado.</translation>
    </message>
    <message>
        <source>Even opponents for one player</source>
        <translation>Rivales igualados para un jugador</translation>
    </message>
    <message>
        <source>chance between</source>
        <translation>probabilidad entre</translation>
    </message>
    <message>
        <source>Pair the players waiting (the players ticked as present)</source>
        <translation>Emparejar a los jugadores que esperan (los marcados como presentes)</translation>
    </message>
    <message>
        <source>Avoid repeats from</source>
        <translation>Evitar repetir de</translation>
    </message>
    <message>
        <source>Matchmaking</source>
        <translation>Emparejamiento</translation>
    </message>
    <message>
        <source>Today&apos;s matches</source>
        <translation>Partidos de hoy</translation>
    </message>
    <message>
        <source>Choose two different players present for a pair.</source>
        <translation>Elija dos jugadores presentes distintos para una pareja.</translation>
    </message>
    <message>
        <source>{a} and {b}: {value}</source>
        <translation>{a} y {b}: {value}</translation>
    </message>
    <message>
        <source>Tick at least {value} players present.</source>
        <translation>Marque al menos {value} jugadores presentes.</translation>
    </message>
    <message>
        <source>Balancing…</source>
        <translation>Equilibrando…</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Team {n}  ({count} players)</source>
        <translation>Equipo {n}  ({count} jugadores)</translation>
    </message>
    <message numerus="yes">
        <source>%n opponent(s) give {who} a chance of {window}, most even first.</source>
        <translation>
            <numerusform>%n rival da a {who} una probabilidad de {window}, los más igualados primero.</numerusform>
            <numerusform>%n rivales dan a {who} una probabilidad de {window}, los más igualados primero.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody gives {who} a chance of {window}; widen the window.</source>
        <translation>Nadie da a {who} una probabilidad de {window}; amplíe el margen.</translation>
    </message>
    <message>
        <source>Tick at least two players present (the players waiting).</source>
        <translation>Marque al menos dos jugadores presentes (los que esperan).</translation>
    </message>
</context>
<context>
    <name>planning.bracket_canvas</name>
    <message>
        <source>Double elimination: the winners&apos; bracket uses this same seed order; first-round losers drop into the losers&apos; bracket in bracket order.</source>
        <translation>Doble eliminación: el cuadro de ganadores usa este mismo orden de siembra; los perdedores de la primera ronda pasan al cuadro de perdedores en el orden del cuadro.</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Semifinales</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Cuartos de final</translation>
    </message>
    <message>
        <source>Last {slots}</source>
        <extracomment>Translators: a bracket round named by how many are left in it (&quot;Last 16&quot;)</extracomment>
        <translation>Ronda de {slots}</translation>
    </message>
    <message>
        <source>Tick at least two entrants to see the bracket.</source>
        <translation>Marque al menos dos participantes para ver el cuadro.</translation>
    </message>
    <message>
        <source>Seed {seed}: {name} ({club})</source>
        <translation>Cabeza de serie {seed}: {name} ({club})</translation>
    </message>
    <message>
        <source>Seed {seed}: {name}</source>
        <translation>Cabeza de serie {seed}: {name}</translation>
    </message>
    <message numerus="yes">
        <source>; moved %n place(s) to keep clubs apart (seed {rating_seed} by rating)</source>
        <extracomment>Translators: added to &quot;Seed 3: Ann&quot;; %n is how many places the seed moved</extracomment>
        <translation>
            <numerusform>; se movió %n puesto para separar clubes (cabeza de serie {rating_seed} por rating)</numerusform>
            <numerusform>; se movió %n puestos para separar clubes (cabeza de serie {rating_seed} por rating)</numerusform>
        </translation>
    </message>
    <message>
        <source>bye</source>
        <translation>descanso</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>Ronda 1</translation>
    </message>
    <message>
        <source>Both entrants are from the same club or roster</source>
        <translation>Ambos participantes son del mismo club o plantilla</translation>
    </message>
</context>
<context>
    <name>planning.entrant_picker</name>
    <message>
        <source>Search…</source>
        <translation>Buscar…</translation>
    </message>
    <message>
        <source>Search entrants</source>
        <translation>Buscar participantes</translation>
    </message>
    <message>
        <source>Type part of a name or club; only matching entrants are listed.</source>
        <translation>Escriba parte de un nombre o club; solo se listan los participantes que coinciden.</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>Participantes</translation>
    </message>
    <message>
        <source>Tick the players or teams who take part; space ticks the selected one.</source>
        <translation>Marque los jugadores o equipos que participan; Espacio marca el seleccionado.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
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
        <translation>Marcar visibles</translation>
    </message>
    <message>
        <source>Ticks every entrant listed.</source>
        <translation>Marca todos los participantes listados.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Desmarcar</translation>
    </message>
    <message>
        <source>Unticks every entrant.</source>
        <translation>Desmarca todos los participantes.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>{name}: μ {mu} ± {sigma}, %n game(s)</source>
        <translation>
            <numerusform>{name}: μ {mu} ± {sigma}, %n partida</numerusform>
            <numerusform>{name}: μ {mu} ± {sigma}, %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} of {topLevelItemCount} ticked</source>
        <translation>{count} de {topLevelItemCount} marcados</translation>
    </message>
</context>
<context>
    <name>planning.evaluation_view</name>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <translation>Log-loss</translation>
    </message>
    <message>
        <source>Lower is better: how surprised the system was by the results (later 30% of the history)</source>
        <translation>Cuanto más bajo, mejor: cuánto le sorprendieron al sistema los resultados (el 30 % final del historial)</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Acierto</translation>
    </message>
    <message>
        <source>Share of decisive matches whose winner had the highest predicted chance</source>
        <translation>Parte de los partidos con ganador en los que ganó quien tenía la mayor probabilidad prevista</translation>
    </message>
    <message>
        <source>Matches scored</source>
        <translation>Partidos evaluados</translation>
    </message>
    <message>
        <source>β</source>
        <translation>β</translation>
    </message>
    <message>
        <source>&lt;b&gt;Log-loss&lt;/b&gt;: how surprised a system was by the results it had to predict. &lt;b&gt;Lower log-loss is better.&lt;/b&gt;&lt;br&gt;&lt;b&gt;Accuracy&lt;/b&gt;: how often the side a system gave the best chance actually won.&lt;br&gt;&lt;b&gt;Chart&lt;/b&gt;: for each chance a system gave (across), how often those sides really won (up); the nearer its line to the dashed diagonal, the more honest its chances.</source>
        <translation>&lt;b&gt;Log-loss&lt;/b&gt;: cuánto le sorprendieron a un sistema los resultados que tenía que predecir. &lt;b&gt;Cuanto menor la log-loss, mejor.&lt;/b&gt;&lt;br&gt;&lt;b&gt;Acierto&lt;/b&gt;: con qué frecuencia ganó de verdad el bando al que un sistema dio la mayor probabilidad.&lt;br&gt;&lt;b&gt;Gráfico&lt;/b&gt;: para cada probabilidad que dio un sistema (eje horizontal), con qué frecuencia ganaron de verdad esos bandos (eje vertical); cuanto más cerca esté su línea de la diagonal discontinua, más honestas son sus probabilidades.</translation>
    </message>
    <message>
        <source>Not enough matches to compare the systems yet: record a few club nights, then evaluate again.</source>
        <translation>Todavía no hay partidos suficientes para comparar los sistemas: registre algunas jornadas de club y vuelva a evaluar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Best for this club: {system} with {setting}&lt;/b&gt;.</source>
        <extracomment>Translators: {system} is a rating system, {setting} its tuned values (&quot;β = 3.99, τ = 0.319&quot;)</extracomment>
        <translation>&lt;b&gt;El mejor para este club: {system} con {setting}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Best for this club: {system}&lt;/b&gt;.</source>
        <translation>&lt;b&gt;El mejor para este club: {system}&lt;/b&gt;.</translation>
    </message>
    <message numerus="yes">
        <source>It predicted the last %n match(es) best (log-loss {loss}, against {runner_loss} for {runner}).</source>
        <extracomment>Translators: %n is how many matches were predicted; {runner} is the next best rating system</extracomment>
        <translation>
            <numerusform>Fue el que mejor predijo el último partido, %n en total (log-loss {loss}, frente a {runner_loss} de {runner}).</numerusform>
            <numerusform>Fue el que mejor predijo los últimos %n partidos (log-loss {loss}, frente a {runner_loss} de {runner}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It predicted the last %n match(es) best (log-loss {loss}).</source>
        <translation>
            <numerusform>Fue el que mejor predijo el último partido, %n en total (log-loss {loss}).</numerusform>
            <numerusform>Fue el que mejor predijo los últimos %n partidos (log-loss {loss}).</numerusform>
        </translation>
    </message>
    <message>
        <source>This leaderboard already uses it, so there is nothing to change.</source>
        <translation>Este ranking ya lo usa, así que no hay nada que cambiar.</translation>
    </message>
    <message>
        <source>To rate this leaderboard with it, click &lt;b&gt;Use the best for this leaderboard&lt;/b&gt;, or choose {system} in &lt;b&gt;Leaderboard ▸ Settings…&lt;/b&gt; (every match is re-rated; Edit ▸ Undo takes it back).</source>
        <translation>Para calcular este ranking con él, haga clic en &lt;b&gt;Usar el mejor en este ranking&lt;/b&gt; o elija {system} en &lt;b&gt;Ranking ▸ Ajustes…&lt;/b&gt; (se recalculan todos los partidos; Editar ▸ Deshacer lo revierte).</translation>
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
        <translation>predeterminados</translation>
    </message>
    <message>
        <source>Replays this leaderboard&apos;s history under each rating system, predicting every match before rating it, and scores the later 30%. Tune also searches each system&apos;s main parameters (β and τ, C or K) on the earlier 70%.</source>
        <translation>Repite el historial de este ranking con cada sistema de rating, prediciendo cada partido antes de puntuarlo, y evalúa el 30 % final. Ajustar busca además los parámetros principales de cada sistema (β y τ, C o K) en el 70 % inicial.</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>Evaluar</translation>
    </message>
    <message>
        <source>Tune and evaluate</source>
        <translation>Ajustar y evaluar</translation>
    </message>
    <message>
        <source>Use the best for this leaderboard</source>
        <translation>Usar el mejor en este ranking</translation>
    </message>
    <message>
        <source>Predicted chance to win</source>
        <translation>Probabilidad prevista de ganar</translation>
    </message>
    <message>
        <source>Observed win rate</source>
        <translation>Tasa de victorias observada</translation>
    </message>
    <message>
        <source>What to pick</source>
        <translation>Qué elegir</translation>
    </message>
    <message>
        <source>Scores each rating system on this leaderboard&apos;s history.</source>
        <translation>Evalúa cada sistema de rating con el historial de este ranking.</translation>
    </message>
    <message>
        <source>Tunes each system&apos;s main parameters first, then scores it; takes longer.</source>
        <translation>Ajusta primero los parámetros principales de cada sistema y después lo evalúa; tarda más.</translation>
    </message>
    <message>
        <source>Switches this leaderboard to the system that predicted best.</source>
        <translation>Cambia este ranking al sistema que mejor predijo.</translation>
    </message>
    <message>
        <source>Rating systems compared</source>
        <translation>Sistemas de rating comparados</translation>
    </message>
    <message>
        <source>Each rating system, one a row, with its prediction scores.</source>
        <translation>Cada sistema de rating, uno por fila, con sus puntuaciones de predicción.</translation>
    </message>
    <message>
        <source>Calibration chart</source>
        <translation>Gráfico de calibración</translation>
    </message>
    <message>
        <source>Predicted chance to win against the observed win rate, for each system.</source>
        <translation>Probabilidad de ganar predicha frente a la proporción de victorias observada, para cada sistema.</translation>
    </message>
    <message>
        <source>Tuning and evaluating…</source>
        <translation>Ajustando y evaluando…</translation>
    </message>
    <message>
        <source>Evaluating…</source>
        <translation>Evaluando…</translation>
    </message>
    <message>
        <source>The evaluation was cancelled; nothing was changed.</source>
        <translation>Se canceló la evaluación; no se cambió nada.</translation>
    </message>
    <message>
        <source>The evaluation did not finish.</source>
        <translation>La evaluación no terminó.</translation>
    </message>
    <message>
        <source>perfect</source>
        <comment>the chart&apos;s diagonal: chances that come true as often as they say</comment>
        <translation>perfecto</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;br&gt;</source>
        <translation>&lt;br&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Use {system} for this leaderboard</source>
        <translation>Usar {system} para este ranking</translation>
    </message>
    <message>
        <source>Re-rating every match with the new system…</source>
        <translation>Recalculando cada partido con el nuevo sistema…</translation>
    </message>
</context>
<context>
    <name>planning.seed_exports</name>
    <message>
        <source>Export seed list</source>
        <translation>Exportar lista de siembra</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>Archivo CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export plain list</source>
        <translation>Exportar lista simple</translation>
    </message>
    <message>
        <source>Text file (*.txt);;All files (*)</source>
        <translation>Archivo de texto (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Wrote {result} entrants to {path}</source>
        <translation>Se escribieron {result} participantes en {path}</translation>
    </message>
</context>
<context>
    <name>planning.seed_tables</name>
    <message>
        <source>by lot</source>
        <extracomment>Translators: in the seed list&apos;s rating column: an unrated entrant placed by drawing lots</extracomment>
        <translation>por sorteo</translation>
    </message>
    <message>
        <source>Pool {name}</source>
        <translation>Grupo {name}</translation>
    </message>
    <message>
        <source>{first} v {second}</source>
        <translation>{first} contra {second}</translation>
    </message>
    <message>
        <source>bye: {name}</source>
        <translation>descanso: {name}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Ronda {n}</translation>
    </message>
</context>
<context>
    <name>planning.seeding_view</name>
    <message>
        <source>Players I tick</source>
        <translation>Los que marque</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Los primeros</translation>
    </message>
    <message>
        <source> of the leaderboard</source>
        <translation> del ranking</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Teams (rosters)</source>
        <translation>Equipos (plantillas)</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>Participantes</translation>
    </message>
    <message>
        <source>Keep clubs and rosters apart in round 1</source>
        <translation>Separar clubes y plantillas en la ronda 1</translation>
    </message>
    <message>
        <source> places</source>
        <translation> puestos</translation>
    </message>
    <message>
        <source>Club separation never moves a seed further than this</source>
        <translation>Separar clubes nunca mueve a un cabeza de serie más allá de esto</translation>
    </message>
    <message>
        <source>Seeding</source>
        <translation>Siembra</translation>
    </message>
    <message>
        <source>Seed by</source>
        <translation>Sembrar por</translation>
    </message>
    <message>
        <source>The entrants are the players or teams ticked in the list.</source>
        <translation>Los participantes son los jugadores o equipos marcados en la lista.</translation>
    </message>
    <message>
        <source>The entrants are the best of the leaderboard.</source>
        <translation>Los participantes son los mejores del ranking.</translation>
    </message>
    <message>
        <source>Top of the leaderboard</source>
        <translation>Mejores del ranking</translation>
    </message>
    <message>
        <source>How many of the leaderboard&apos;s best players enter.</source>
        <translation>Cuántos de los mejores jugadores del ranking participan.</translation>
    </message>
    <message>
        <source>Entrants are</source>
        <translation>Participan</translation>
    </message>
    <message>
        <source>Pick whether players or teams enter the bracket.</source>
        <translation>Elija si entran en el cuadro jugadores o equipos.</translation>
    </message>
    <message>
        <source>Pick what orders the seeds.</source>
        <translation>Elija qué ordena a los cabezas de serie.</translation>
    </message>
    <message>
        <source>Keep clubs and rosters apart</source>
        <translation>Separar clubes y plantillas</translation>
    </message>
    <message>
        <source>When ticked, entrants of one club or roster do not meet in the first round.</source>
        <translation>Si está marcado, los participantes de un mismo club o plantilla no se enfrentan en la primera ronda.</translation>
    </message>
    <message>
        <source>Move a seed at most</source>
        <translation>Desplazar como máximo</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Cuadro</translation>
    </message>
    <message>
        <source>The first round of the bracket drawn from the seeds.</source>
        <translation>La primera ronda del cuadro sorteada a partir de la siembra.</translation>
    </message>
    <message>
        <source>Export seed list (CSV)…</source>
        <translation>Exportar lista de siembra (CSV)…</translation>
    </message>
    <message>
        <source>Saves the seed list as a CSV file.</source>
        <translation>Guarda la lista de siembra como archivo CSV.</translation>
    </message>
    <message>
        <source>Export plain list…</source>
        <translation>Exportar lista simple…</translation>
    </message>
    <message>
        <source>One name per line in seed order: what bracket websites accept for bulk entry</source>
        <translation>Un nombre por línea en orden de siembra: lo que aceptan las webs de cuadros para inscripciones en bloque</translation>
    </message>
    <message>
        <source>The entrants in seed order, with club and rating.</source>
        <translation>Los participantes en orden de siembra, con club y rating.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Siembra</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
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
        <translation>Por rating</translation>
    </message>
    <message>
        <source>Pool size</source>
        <translation>Tamaño de grupo</translation>
    </message>
    <message>
        <source>How many entrants play in each round robin pool.</source>
        <translation>Cuántos participantes juegan en cada grupo de todos contra todos.</translation>
    </message>
    <message>
        <source> entrants</source>
        <translation> participantes</translation>
    </message>
    <message>
        <source>Round robin pools</source>
        <translation>Grupos de todos contra todos</translation>
    </message>
    <message>
        <source>Each pool with its rounds and their matches.</source>
        <translation>Cada grupo con sus rondas y sus partidos.</translation>
    </message>
    <message>
        <source>Pool / round</source>
        <translation>Grupo / ronda</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partidos</translation>
    </message>
    <message>
        <source>Pools of at most</source>
        <translation>Grupos de como máximo</translation>
    </message>
    <message>
        <source>(snake order; each pool plays a round robin, circle method)</source>
        <translation>(orden en serpiente; cada grupo juega todos contra todos, método del círculo)</translation>
    </message>
    <message>
        <source>Single / double elimination</source>
        <translation>Eliminación directa o doble</translation>
    </message>
    <message>
        <source>Seed list</source>
        <translation>Lista de siembra</translation>
    </message>
    <message>
        <source>Print blank seed sheet…</source>
        <translation>Imprimir hoja de siembra en blanco…</translation>
    </message>
    <message>
        <source>Print blank seed sheet</source>
        <translation>Imprimir hoja de siembra en blanco</translation>
    </message>
    <message>
        <source>Prints this seeding as an empty bracket to fill in by hand. An event&apos;s bracket with its results prints from the Event tab&apos;s Bracket page (Ctrl+P).</source>
        <translation>Imprime esta siembra como un cuadro vacío para rellenar a mano. El cuadro de un evento con sus resultados se imprime desde la página Cuadro de la pestaña Evento (Ctrl+P).</translation>
    </message>
    <message>
        <source>An empty bracket of these seeds, to fill in by hand. The bracket of an event, with its results: Event tab ▸ Bracket ▸ Print… (Ctrl+P)</source>
        <translation>Un cuadro vacío de esta siembra, para rellenar a mano. El cuadro de un evento, con sus resultados: pestaña Evento ▸ Cuadro ▸ Imprimir… (Ctrl+P)</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Todos contra todos</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Sistema suizo</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Tick at least two entrants (or choose the top N) to seed a bracket.</source>
        <translation>Marque al menos dos participantes (o elija los N mejores) para sembrar un cuadro.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n entrant(s)&lt;/b&gt; in a bracket of {size}</source>
        <translation>
            <numerusform>&lt;b&gt;%n participante&lt;/b&gt; en un cuadro de {size}</numerusform>
            <numerusform>&lt;b&gt;%n participantes&lt;/b&gt; en un cuadro de {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n bye(s) to the top seed(s)</source>
        <translation>
            <numerusform>, %n descanso para el cabeza de serie</numerusform>
            <numerusform>, %n descansos para los cabezas de serie</numerusform>
        </translation>
    </message>
    <message>
        <source>, seeded by {key}.</source>
        <translation>, sembrados por {key}.</translation>
    </message>
    <message numerus="yes">
        <source>Club separation moved %n entrant(s)</source>
        <translation>
            <numerusform>La separación de clubes movió a %n participante</numerusform>
            <numerusform>La separación de clubes movió a %n participantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(at most %n place(s)).</source>
        <translation>
            <numerusform>(como mucho %n puesto).</numerusform>
            <numerusform>(como mucho %n puestos).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n first-round match(es) still pair one club (outlined): moving seeds up to {places} places cannot avoid it.</source>
        <translation>
            <numerusform>%n partido de primera ronda sigue enfrentando a un mismo club (marcado): mover la siembra hasta {places} puestos no lo evita.</numerusform>
            <numerusform>%n partidos de primera ronda siguen enfrentando a un mismo club (marcados): mover la siembra hasta {places} puestos no lo evita.</numerusform>
        </translation>
    </message>
    <message>
        <source>No first-round match pairs one club.</source>
        <translation>Ningún partido de primera ronda enfrenta a un mismo club.</translation>
    </message>
    <message numerus="yes">
        <source>%n first-round match(es) pair one club or roster (outlined); tick “Keep clubs and rosters apart” to separate them.</source>
        <translation>
            <numerusform>%n partido de primera ronda enfrenta a un mismo club o plantilla (marcado); marque «Separar clubes y plantillas» para separarlos.</numerusform>
            <numerusform>%n partidos de primera ronda enfrentan a un mismo club o plantilla (marcados); marque «Separar clubes y plantillas» para separarlos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planning.swiss_tab</name>
    <message>
        <source>Swiss event</source>
        <translation>Evento de sistema suizo</translation>
    </message>
    <message>
        <source>Pick the event whose next round is paired.</source>
        <translation>Elija el evento cuya próxima ronda se empareja.</translation>
    </message>
    <message>
        <source>Pair next round</source>
        <translation>Emparejar la ronda siguiente</translation>
    </message>
    <message>
        <source>Pairs the next round from the event&apos;s results so far.</source>
        <translation>Empareja la próxima ronda a partir de los resultados del evento hasta ahora.</translation>
    </message>
    <message>
        <source>Swiss pairings</source>
        <translation>Emparejamientos del sistema suizo</translation>
    </message>
    <message>
        <source>The boards of the next round: players, their scores and the chance to win.</source>
        <translation>Los tableros de la próxima ronda: jugadores, sus puntos y la probabilidad de ganar.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Prob.</translation>
    </message>
    <message>
        <source>Pairs the event&apos;s players (or the players ticked) from the event&apos;s results so far.</source>
        <translation>Empareja a los jugadores del evento (o a los marcados) según los resultados del evento hasta ahora.</translation>
    </message>
    <message>
        <source>Load board into the match form</source>
        <translation>Pasar el tablero al formulario de partido</translation>
    </message>
    <message>
        <source>Opens the match form with the board selected.</source>
        <translation>Abre el formulario de partido con el tablero seleccionado.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;{result}&lt;/span&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Round {number}: %n board(s), equal scores top half v bottom half, no rematches.</source>
        <translation>
            <numerusform>Ronda {number}: %n tablero, mitad superior contra mitad inferior con la misma puntuación, sin revanchas.</numerusform>
            <numerusform>Ronda {number}: %n tableros, mitad superior contra mitad inferior con la misma puntuación, sin revanchas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bye: &lt;b&gt;{name}&lt;/b&gt; ({score} points).</source>
        <translation>Descanso: &lt;b&gt;{name}&lt;/b&gt; ({score} puntos).</translation>
    </message>
</context>
<context>
    <name>players.players_view</name>
    <message>
        <source>Search players…</source>
        <translation>Buscar jugadores…</translation>
    </message>
    <message>
        <source>Search players</source>
        <translation>Buscar jugadores</translation>
    </message>
    <message>
        <source>Type part of a name or club; only matching players are listed.</source>
        <translation>Escriba parte de un nombre o club; solo se listan los jugadores que coinciden.</translation>
    </message>
    <message>
        <source>Show archived</source>
        <translation>Mostrar archivados</translation>
    </message>
    <message>
        <source>Show archived players</source>
        <translation>Mostrar jugadores archivados</translation>
    </message>
    <message>
        <source>When ticked, archived players are listed too.</source>
        <translation>Si está marcado, también se listan los jugadores archivados.</translation>
    </message>
    <message>
        <source>New player&apos;s name, then Enter</source>
        <translation>Nombre del jugador nuevo y luego Intro</translation>
    </message>
    <message>
        <source>New player name</source>
        <translation>Nombre del nuevo jugador</translation>
    </message>
    <message>
        <source>Type a new player&apos;s name, then press Enter to add them.</source>
        <translation>Escriba el nombre de un jugador nuevo y pulse Intro para añadirlo.</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <source>Adds the player whose name is typed.</source>
        <translation>Añade el jugador cuyo nombre se ha escrito.</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renombrar…</translation>
    </message>
    <message>
        <source>Asks for a new name for the selected player.</source>
        <translation>Pide un nombre nuevo para el jugador seleccionado.</translation>
    </message>
    <message>
        <source>Set club…</source>
        <translation>Asignar club…</translation>
    </message>
    <message>
        <source>Asks for the club of the selected players.</source>
        <translation>Pide el club de los jugadores seleccionados.</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archivar</translation>
    </message>
    <message>
        <source>Hides the selected players from lists; their matches stay.</source>
        <translation>Oculta de las listas a los jugadores seleccionados; sus partidos se conservan.</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Fusionar…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Each player, one a row, with club, status and the day added; a double-click opens the player&apos;s page.</source>
        <translation>Cada jugador, uno por fila, con club, estado y día de alta; un doble clic abre la página del jugador.</translation>
    </message>
    <message>
        <source>Unarchive</source>
        <translation>Desarchivar</translation>
    </message>
    <message>
        <source>Select exactly two players: the same person entered twice</source>
        <translation>Seleccione exactamente dos jugadores: la misma persona introducida dos veces</translation>
    </message>
    <message>
        <source>Added {name}.</source>
        <translation>Se añadió a {name}.</translation>
    </message>
    <message>
        <source>Add player {name}</source>
        <translation>Añadir jugador {name}</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Renombrar jugador</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>Nuevo nombre para {name}:</translation>
    </message>
    <message>
        <source>Rename {old} to {new}</source>
        <translation>Renombrar {old} como {new}</translation>
    </message>
    <message>
        <source>Set club</source>
        <translation>Asignar club</translation>
    </message>
    <message>
        <source>Club of {name} (empty for none):</source>
        <translation>Club de {name} (vacío si no tiene):</translation>
    </message>
    <message>
        <source>Set club of {name}</source>
        <translation>Asignar el club de {name}</translation>
    </message>
    <message>
        <source>Unarchive {name}</source>
        <translation>Desarchivar a {name}</translation>
    </message>
    <message>
        <source>Archive {name}</source>
        <translation>Archivar a {name}</translation>
    </message>
    <message>
        <source>Merge {gone} into {keep}</source>
        <translation>Fusionar {gone} en {keep}</translation>
    </message>
    <message>
        <source>Merging {gone} into {keep} and rebuilding ratings…</source>
        <translation>Fusionando {gone} en {keep} y recalculando los ratings…</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Fusionar jugadores</translation>
    </message>
    <message>
        <source>Keep the name</source>
        <translation>Conservar el nombre</translation>
    </message>
    <message>
        <source>Pick which of the two names the merged player keeps.</source>
        <translation>Elija cuál de los dos nombres conserva el jugador fusionado.</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionar</translation>
    </message>
    <message>
        <source>Makes the two players one, with the matches of both.</source>
        <translation>Une a los dos jugadores en uno, con los partidos de ambos.</translation>
    </message>
    <message>
        <source>All results of &lt;b&gt;{esc}&lt;/b&gt; will move to &lt;b&gt;{esc2}&lt;/b&gt;, “{esc}” will be removed, and every rating from their first match on will be recomputed. You can undo this with Edit ▸ Undo.</source>
        <translation>Todos los resultados de &lt;b&gt;{esc}&lt;/b&gt; pasarán a &lt;b&gt;{esc2}&lt;/b&gt;, «{esc}» se eliminará y se recalcularán todos los ratings desde su primer partido. Puede deshacerlo con Editar ▸ Deshacer.</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Equipos</translation>
    </message>
    <message>
        <source>Each team, one a row, with its members; a double-click edits it.</source>
        <translation>Cada equipo, uno por fila, con sus miembros; un doble clic lo edita.</translation>
    </message>
    <message>
        <source>New team…</source>
        <translation>Nuevo equipo…</translation>
    </message>
    <message>
        <source>Opens a form to make a new team.</source>
        <translation>Abre un formulario para crear un equipo nuevo.</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Opens the selected team&apos;s name and members.</source>
        <translation>Abre el nombre y los miembros del equipo seleccionado.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Removes the selected team; its players stay.</source>
        <translation>Elimina el equipo seleccionado; sus jugadores se conservan.</translation>
    </message>
    <message>
        <source>New team {name}</source>
        <translation>Nuevo equipo {name}</translation>
    </message>
    <message>
        <source>Edit team {name}</source>
        <translation>Editar el equipo {name}</translation>
    </message>
    <message>
        <source>Remove team {name}</source>
        <translation>Quitar el equipo {name}</translation>
    </message>
    <message>
        <source>Edit team</source>
        <translation>Editar equipo</translation>
    </message>
    <message>
        <source>New team</source>
        <translation>Nuevo equipo</translation>
    </message>
    <message>
        <source>Team name</source>
        <translation>Nombre del equipo</translation>
    </message>
    <message>
        <source>Type the team&apos;s name.</source>
        <translation>Escriba el nombre del equipo.</translation>
    </message>
    <message>
        <source>Filter players…</source>
        <translation>Filtrar jugadores…</translation>
    </message>
    <message>
        <source>Filter players</source>
        <translation>Filtrar jugadores</translation>
    </message>
    <message>
        <source>Type part of a name; only matching players are listed.</source>
        <translation>Escriba parte de un nombre; solo se listan los jugadores que coinciden.</translation>
    </message>
    <message>
        <source>Team members</source>
        <translation>Miembros del equipo</translation>
    </message>
    <message>
        <source>Tick the players of the team; space ticks the selected one.</source>
        <translation>Marque los jugadores del equipo; Espacio marca el seleccionado.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Miembros</translation>
    </message>
    <message>
        <source>The team needs a name.</source>
        <translation>El equipo necesita un nombre.</translation>
    </message>
    <message>
        <source>Tick at least one member.</source>
        <translation>Marque al menos un miembro.</translation>
    </message>
</context>
<context>
    <name>printouts.bracket</name>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Semifinales</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Cuartos de final</translation>
    </message>
    <message>
        <source>Last {slots}</source>
        <extracomment>Translators: a bracket round named by how many are left in it (&quot;Last 16&quot;)</extracomment>
        <translation>Ronda de {slots}</translation>
    </message>
    <message>
        <source>Seed sheet — {leaderboard}</source>
        <translation>Hoja de siembra — {leaderboard}</translation>
    </message>
    <message numerus="yes">
        <source>{club} · {leaderboard} · %n entrant(s) in a bracket of {size} · {date}</source>
        <translation>
            <numerusform>{club} · {leaderboard} · %n participante en un cuadro de {size} · {date}</numerusform>
            <numerusform>{club} · {leaderboard} · %n participantes en un cuadro de {size} · {date}</numerusform>
        </translation>
    </message>
    <message>
        <source>Winner of match {number}</source>
        <translation>Ganador del partido {number}</translation>
    </message>
    <message>
        <source>Section {section} of {sections}: its winner goes on to page {page}</source>
        <translation>Sección {section} de {sections}: su ganador sigue en la página {page}</translation>
    </message>
    <message>
        <source>Winner of section {section} (page {page})</source>
        <translation>Ganador de la sección {section} (página {page})</translation>
    </message>
    <message>
        <source>The section winners play on to the final</source>
        <translation>Los ganadores de las secciones siguen hasta la final</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>Ronda 1</translation>
    </message>
    <message>
        <source>{name} (by lot)</source>
        <extracomment>Translators: a bracket slot&apos;s entrant who was placed among the unrated ones by drawing lots</extracomment>
        <translation>{name} (por sorteo)</translation>
    </message>
    <message>
        <source>bye</source>
        <extracomment>Translators: an empty place in a bracket: the opponent goes through without playing</extracomment>
        <translation>descanso</translation>
    </message>
</context>
<context>
    <name>printouts.event_bracket</name>
    <message>
        <source>Champion: {names}</source>
        <translation>Campeón: {names}</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>sin empezar</translation>
    </message>
    <message numerus="yes">
        <source>{club} · {format} · %n entrant(s) · {state} · {date}</source>
        <translation>
            <numerusform>{club} · {format} · %n participante · {state} · {date}</numerusform>
            <numerusform>{club} · {format} · %n participantes · {state} · {date}</numerusform>
        </translation>
    </message>
    <message>
        <source>Bracket — {event}</source>
        <translation>Cuadro — {event}</translation>
    </message>
    <message>
        <source>“{event}” has no bracket yet.</source>
        <translation>«{event}» aún no tiene cuadro.</translation>
    </message>
    <message>
        <source>Continued on page {page}.</source>
        <translation>Sigue en la página {page}.</translation>
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
        <translation>Buchholz menos 1</translation>
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
        <translation>Buchholz mediano</translation>
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
        <translation>ED</translation>
    </message>
    <message>
        <source>WIN</source>
        <translation>WIN</translation>
    </message>
    <message>
        <source>wins, byes included</source>
        <translation>victorias, descansos incluidos</translation>
    </message>
    <message>
        <source>WON</source>
        <translation>WON</translation>
    </message>
    <message>
        <source>games won over the board</source>
        <translation>partidas ganadas sobre el tablero</translation>
    </message>
    <message>
        <source>direct encounter: points among the tied</source>
        <translation>enfrentamiento directo: puntos entre los empatados</translation>
    </message>
    <message>
        <source>Grand final</source>
        <extracomment>Translators: the grand final&apos;s second match, played when the losers&apos; bracket winner wins the first</extracomment>
        <translation>Gran final</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <source>Third place</source>
        <translation>Tercer puesto</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronda {number}</translation>
    </message>
    <message>
        <source>Winners&apos; final</source>
        <translation>Final de ganadores</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Semifinales</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Cuartos de final</translation>
    </message>
    <message>
        <source>Grand final, reset</source>
        <translation>Gran final, desempate</translation>
    </message>
    <message>
        <source>Losers&apos; bracket, round {number}</source>
        <translation>Cuadro de perdedores, ronda {number}</translation>
    </message>
    <message>
        <source>Winners&apos; bracket, round {number}</source>
        <translation>Cuadro de ganadores, ronda {number}</translation>
    </message>
    <message>
        <source>{pool}, round {number}</source>
        <extracomment>Translators: {pool} is a pool&apos;s name (&quot;Pool A&quot;)</extracomment>
        <translation>{pool}, ronda {number}</translation>
    </message>
    <message>
        <source>Losers&apos; final</source>
        <translation>Final de perdedores</translation>
    </message>
    <message>
        <source>Winners&apos; bracket</source>
        <translation>Cuadro de ganadores</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Cuadro</translation>
    </message>
    <message>
        <source>Losers&apos; bracket</source>
        <translation>Cuadro de perdedores</translation>
    </message>
    <message>
        <source> · round {number}</source>
        <translation> · ronda {number}</translation>
    </message>
    <message>
        <source> · rounds {first}–{last}</source>
        <translation> · rondas {first}–{last}</translation>
    </message>
    <message>
        <source> · part {part} of {parts}</source>
        <translation> · parte {part} de {parts}</translation>
    </message>
    <message>
        <source>{short}: {name}</source>
        <translation>{short}: {name}</translation>
    </message>
    <message>
        <source> · round {number} of {total}</source>
        <translation> · ronda {number} de {total}</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Clasificación final</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>bye</source>
        <extracomment>Translators: an empty place in a bracket: the opponent goes through without playing</extracomment>
        <translation>descanso</translation>
    </message>
    <message>
        <source>Needs clearing</source>
        <translation>Resultado por borrar</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Jugando</translation>
    </message>
    <message>
        <source>Next · table {table}</source>
        <translation>Siguiente · mesa {table}</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
</context>
<context>
    <name>printouts.event_paint</name>
    <message>
        <source>Third place</source>
        <translation>Tercer puesto</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Pts</source>
        <extracomment>Translators: short column heading: points</extracomment>
        <translation>Pts</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Aún no hay resultados</translation>
    </message>
</context>
<context>
    <name>printouts.event_standings</name>
    <message>
        <source>Final standings — {event}</source>
        <translation>Clasificación final — {event}</translation>
    </message>
    <message>
        <source>Standings — {event}</source>
        <translation>Clasificación — {event}</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>No standings yet: the event has not started.</source>
        <translation>Aún no hay clasificación: el evento no ha empezado.</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>Aún no hay resultados.</translation>
    </message>
    <message>
        <source>Champion: {names}</source>
        <translation>Campeón: {names}</translation>
    </message>
    <message>
        <source>The event has not started yet.</source>
        <translation>El evento aún no ha empezado.</translation>
    </message>
    <message>
        <source>The event is still being played: the places of those still in are not settled yet.</source>
        <translation>El evento aún se está jugando: los puestos de quienes siguen en juego aún no están decididos.</translation>
    </message>
    <message>
        <source>The event is still being played: these are the standings after the results so far.</source>
        <translation>El evento aún se está jugando: esta es la clasificación con los resultados hasta ahora.</translation>
    </message>
    <message>
        <source>Round {number} of {total}. {state}</source>
        <translation>Ronda {number} de {total}. {state}</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>sigue en juego</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Tabla cruzada</translation>
    </message>
    <message>
        <source>Crosstable — {pool}</source>
        <translation>Tabla cruzada — {pool}</translation>
    </message>
    <message>
        <source> (columns {first}–{last})</source>
        <translation> (columnas {first}–{last})</translation>
    </message>
    <message>
        <source>Entrant</source>
        <translation>Participante</translation>
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
        <translation>Página {page} de {count}</translation>
    </message>
</context>
<context>
    <name>printouts.rounds</name>
    <message>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <source>Side 1</source>
        <translation>Bando 1</translation>
    </message>
    <message>
        <source>Side 2</source>
        <translation>Bando 2</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Prob. de ganar</translation>
    </message>
    <message>
        <source>queue</source>
        <extracomment>Translators: the table column of a match that waits for a free table</extracomment>
        <translation>en cola</translation>
    </message>
    <message>
        <source>no table yet</source>
        <translation>aún sin mesa</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <source>Pairings — {event}</source>
        <translation>Emparejamientos — {event}</translation>
    </message>
    <message>
        <source>No rounds drawn yet.</source>
        <translation>Aún no hay rondas sorteadas.</translation>
    </message>
    <message>
        <source>Side {number} reports</source>
        <translation>Envía el bando {number}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronda {number}</translation>
    </message>
    <message>
        <source>{round} (continued)</source>
        <extracomment>Translators: a round&apos;s heading on its second page: {round} is &quot;Round 3&quot; or &quot;Winners&apos; bracket, round 1&quot;</extracomment>
        <translation>{round} (continuación)</translation>
    </message>
    <message>
        <source>Tables, bracket and standings on your phone:</source>
        <translation>Mesas, cuadro y clasificación en su móvil:</translation>
    </message>
    <message>
        <source>scan the code (venue Wi-Fi)</source>
        <translation>escanee el código (wifi del local)</translation>
    </message>
    <message>
        <source>v</source>
        <extracomment>Translators: &quot;versus&quot; between the sides of a match</extracomment>
        <translation>vs.</translation>
    </message>
    <message>
        <source>Sitting out: {names}</source>
        <translation>Descansan: {names}</translation>
    </message>
    <message>
        <source>Score slips — {event}</source>
        <translation>Actas — {event}</translation>
    </message>
    <message>
        <source>{club} · {event} · {date} · cut along the dashed lines</source>
        <translation>{club} · {event} · {date} · cortar por las líneas discontinuas</translation>
    </message>
    <message>
        <source>No matches drawn yet.</source>
        <translation>Aún no hay partidos sorteados.</translation>
    </message>
    <message>
        <source>{round} · {table}</source>
        <translation>{round} · {table}</translation>
    </message>
    <message>
        <source>Side {number}</source>
        <translation>Bando {number}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Hand this slip to the organizer when the match is over.</source>
        <translation>Entregue esta acta al organizador cuando termine el partido.</translation>
    </message>
</context>
<context>
    <name>printouts.season_sheet</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <source>Counted results</source>
        <translation>Resultados contados</translation>
    </message>
    <message>
        <source>Season — {name}</source>
        <translation>Temporada — {name}</translation>
    </message>
    <message>
        <source>{club} · {leaderboard} · {start} to {end} · {date}</source>
        <translation>{club} · {leaderboard} · del {start} al {end} · {date}</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) with results; best {best} events count. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n evento con resultados; cuentan los {best} mejores eventos. Puntos por puesto: {scale}.</numerusform>
            <numerusform>%n eventos con resultados; cuentan los {best} mejores eventos. Puntos por puesto: {scale}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) with results; every event counts. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n evento con resultados; cuentan todos los eventos. Puntos por puesto: {scale}.</numerusform>
            <numerusform>%n eventos con resultados; cuentan todos los eventos. Puntos por puesto: {scale}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No results in this season yet.</source>
        <translation>Aún no hay resultados en esta temporada.</translation>
    </message>
</context>
<context>
    <name>printouts.standings</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>Translators: column heading of the printed standings: how many matches the player won (a word, not &quot;W&quot;)</extracomment>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Standings — {leaderboard}</source>
        <translation>Clasificación — {leaderboard}</translation>
    </message>
    <message>
        <source>No rated players yet.</source>
        <translation>Aún no hay jugadores con rating.</translation>
    </message>
</context>
<context>
    <name>ratings.base</name>
    <message>
        <source>A match needs at least one side; &apos;teams&apos; is empty.</source>
        <translation>Un partido necesita al menos un bando; &apos;teams&apos; está vacío.</translation>
    </message>
    <message>
        <source>The lists &apos;teams&apos; and &apos;ranks&apos; must have the same length (got {sides} sides and {ranks} ranks).</source>
        <translation>Las listas &apos;teams&apos; y &apos;ranks&apos; deben tener la misma longitud (hay {sides} bandos y {ranks} puestos).</translation>
    </message>
    <message>
        <source>The lists &apos;teams&apos; and &apos;scores&apos; must have the same length (got {sides} sides and {scores} scores).</source>
        <translation>Las listas &apos;teams&apos; y &apos;scores&apos; deben tener la misma longitud (hay {sides} bandos y {scores} puntuaciones).</translation>
    </message>
    <message>
        <source>Side {side} has no players.</source>
        <translation>El bando {side} no tiene jugadores.</translation>
    </message>
    <message>
        <source>The same rating object {rating!r} appears more than once (again on side {side}); a player can play only once in a match.</source>
        <translation>El mismo objeto de rating {rating!r} aparece más de una vez (de nuevo en el bando {side}); un jugador solo puede jugar una vez en un partido.</translation>
    </message>
    <message>
        <source>Side {side} has no valid rank: {rank!r}.</source>
        <translation>El bando {side} no tiene un puesto válido: {rank!r}.</translation>
    </message>
    <message>
        <source>Side {side} has no valid score: {score!r}.</source>
        <translation>El bando {side} no tiene una puntuación válida: {score!r}.</translation>
    </message>
    <message>
        <source>Expected a Rating, got {type}: {rating!r}.</source>
        <translation>Se esperaba un Rating y se recibió {type}: {rating!r}.</translation>
    </message>
    <message>
        <source>A rating&apos;s mu must be a finite number, got {mu!r}.</source>
        <translation>El mu de un rating debe ser un número finito; se recibió {mu!r}.</translation>
    </message>
    <message>
        <source>A rating&apos;s sigma must be a finite number &gt;= 0, got {sigma!r}.</source>
        <translation>La sigma de un rating debe ser un número finito &gt;= 0; se recibió {sigma!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be a number, got {value!r}.</source>
        <translation>El parámetro {name} debe ser un número; se recibió {value!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be a finite number &gt;= 0, got {value!r}.</source>
        <translation>El parámetro {name} debe ser un número finito &gt;= 0; se recibió {value!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be a finite number &gt; 0, got {value!r}.</source>
        <translation>El parámetro {name} debe ser un número finito &gt; 0; se recibió {value!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be a finite number, got {value!r}.</source>
        <translation>El parámetro {name} debe ser un número finito; se recibió {value!r}.</translation>
    </message>
    <message>
        <source>The parameter {name} must be between {low} and {high} (got {value:g}).</source>
        <translation>El parámetro {name} debe estar entre {low} y {high} (se recibió {value:g}).</translation>
    </message>
    <message numerus="yes">
        <source>Unknown parameter(s) {names} for {system} (its parameters: {known}).</source>
        <translation>
            <numerusform>Parámetro desconocido {names} para {system} (sus parámetros: {known}).</numerusform>
            <numerusform>Parámetros desconocidos {names} para {system} (sus parámetros: {known}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Bad parameter for {system}: {error}</source>
        <translation>Parámetro no válido para {system}: {error}</translation>
    </message>
</context>
<context>
    <name>ratings.elo</name>
    <message>
        <source>The initial rating mu ({mu!r}) is below the floor ({floor!r}).</source>
        <translation>El rating inicial mu ({mu!r}) está por debajo del mínimo ({floor!r}).</translation>
    </message>
    <message>
        <source>Elo ratings have no deviation: sigma must be 0, got {sigma!r}.</source>
        <translation>Los ratings Elo no tienen desviación: sigma debe ser 0; se recibió {sigma!r}.</translation>
    </message>
    <message>
        <source>A match needs &apos;ranks&apos; or &apos;scores&apos;.</source>
        <translation>Un partido necesita &apos;ranks&apos; o &apos;scores&apos;.</translation>
    </message>
    <message>
        <source>Decaying {rating!r} over {days!r} idle days gives no finite rating.</source>
        <translation>Aplicar el decaimiento a {rating!r} durante {days!r} días de inactividad no da un rating finito.</translation>
    </message>
    <message>
        <source>The frag matrix must be square (n×n), got shape {shape}.</source>
        <translation>La matriz de frags debe ser cuadrada (n×n); tiene la forma {shape}.</translation>
    </message>
    <message>
        <source>The frag matrix must hold finite numbers &gt;= 0.</source>
        <translation>La matriz de frags debe contener números finitos &gt;= 0.</translation>
    </message>
</context>
<context>
    <name>ratings.glicko</name>
    <message>
        <source>Game {number} has no valid outcome in [0, 1]: {outcome!r}.</source>
        <translation>La partida {number} no tiene un resultado válido en [0, 1]: {outcome!r}.</translation>
    </message>
</context>
<context>
    <name>ratings.guards</name>
    <message>
        <source>This result would give an impossible rating (mu {mu:g}, sigma {sigma:g}); check the leaderboard&apos;s parameters and the points or scores of the results.</source>
        <translation>Este resultado daría un rating imposible (mu {mu:g}, sigma {sigma:g}); revise los parámetros del ranking y los puntos o puntuaciones de los resultados.</translation>
    </message>
    <message>
        <source>Match {match} of {matches} would give an impossible rating (mu {mu:g}, sigma {sigma:g}); check the leaderboard&apos;s parameters and the points or scores of the results.</source>
        <translation>El partido {match} de {matches} daría un rating imposible (mu {mu:g}, sigma {sigma:g}); revise los parámetros del ranking y los puntos o puntuaciones de los resultados.</translation>
    </message>
</context>
<context>
    <name>ratings.otr</name>
    <message>
        <source>A match rated by its games needs at least one game.</source>
        <translation>Un partido puntuado por sus partidas necesita al menos una partida.</translation>
    </message>
    <message>
        <source>Game {number} has no player.</source>
        <translation>La partida {number} no tiene jugadores.</translation>
    </message>
    <message>
        <source>Game {number}: player {player} is not one of the {count} players.</source>
        <translation>Partida {number}: el jugador {player} no es uno de los {count} jugadores.</translation>
    </message>
    <message>
        <source>Game {number}: player {player} has no valid score: {score!r}.</source>
        <translation>Partida {number}: el jugador {player} no tiene una puntuación válida: {score!r}.</translation>
    </message>
</context>
<context>
    <name>ratings.predict_replay</name>
    <message>
        <source>The scoring loop does not reproduce {model}.</source>
        <translation>El bucle de puntuación no reproduce {model}.</translation>
    </message>
    <message>
        <source>Unknown engine {engine!r} (auto, compiled, python).</source>
        <translation>Motor desconocido {engine!r} (auto, compiled, python).</translation>
    </message>
</context>
<context>
    <name>ratings.presentation</name>
    <message>
        <source>The new player&apos;s sigma (sigma0) must be a finite number &gt; 0, got {sigma0!r}.</source>
        <translation>La sigma de un jugador nuevo (sigma0) debe ser un número finito &gt; 0; se recibió {sigma0!r}.</translation>
    </message>
    <message>
        <source>Combining ratings needs at least one rating.</source>
        <translation>Para combinar ratings hace falta al menos un rating.</translation>
    </message>
</context>
<context>
    <name>ratings.registry</name>
    <message>
        <source>Unknown rating system {system!r} (known: {known}).</source>
        <translation>Sistema de rating desconocido {system!r} (conocidos: {known}).</translation>
    </message>
</context>
<context>
    <name>ratings.replay</name>
    <message>
        <source>Initial ratings are given for {given} players, the history has {players}.</source>
        <translation>Se indicaron ratings iniciales para {given} jugadores, pero el historial tiene {players}.</translation>
    </message>
    <message>
        <source>Unknown engine {engine!r} (auto, compiled, python, generic).</source>
        <translation>Motor desconocido {engine!r} (auto, compiled, python, generic).</translation>
    </message>
    <message>
        <source>The {engine} engine rates only Bradley-Terry and Plackett-Luce.</source>
        <translation>El motor {engine} solo puntúa Bradley-Terry y Plackett-Luce.</translation>
    </message>
</context>
<context>
    <name>ratings.replay_arrays</name>
    <message>
        <source>The array {name} must be one-dimensional, got shape {shape}.</source>
        <translation>El array {name} debe ser unidimensional; tiene la forma {shape}.</translation>
    </message>
    <message>
        <source>The array match_start must run from 0 to the number of sides ({sides}).</source>
        <translation>El array match_start debe ir de 0 al número de bandos ({sides}).</translation>
    </message>
    <message>
        <source>The array side_start must have one entry per side plus one, from 0 to the number of slots ({slots}).</source>
        <translation>El array side_start debe tener una entrada por bando más una, de 0 al número de plazas ({slots}).</translation>
    </message>
    <message>
        <source>The array match_start must not decrease.</source>
        <translation>El array match_start no debe decrecer.</translation>
    </message>
    <message>
        <source>Match {match} has no sides.</source>
        <translation>El partido {match} no tiene bandos.</translation>
    </message>
    <message>
        <source>The array side_start must not decrease.</source>
        <translation>El array side_start no debe decrecer.</translation>
    </message>
    <message>
        <source>Side {side} (of match {match}) has no players.</source>
        <translation>El bando {side} (del partido {match}) no tiene jugadores.</translation>
    </message>
    <message>
        <source>The number of players must be &gt;= 0, got {players}.</source>
        <translation>El número de jugadores debe ser &gt;= 0; se recibió {players}.</translation>
    </message>
    <message>
        <source>The array slot_player must hold player indices 0 .. {last}.</source>
        <translation>El array slot_player debe contener índices de jugador 0 .. {last}.</translation>
    </message>
    <message>
        <source>Side {side} (of match {match}) has no valid rank.</source>
        <translation>El bando {side} (del partido {match}) no tiene un puesto válido.</translation>
    </message>
    <message>
        <source>The array side_score must have one entry per side.</source>
        <translation>El array side_score debe tener una entrada por bando.</translation>
    </message>
    <message>
        <source>The array match_time must have one entry per match.</source>
        <translation>El array match_time debe tener una entrada por partido.</translation>
    </message>
    <message>
        <source>The array match_time must hold finite numbers.</source>
        <translation>El array match_time debe contener números finitos.</translation>
    </message>
    <message>
        <source>Match {match}: {sides} sides but {ranks} ranks.</source>
        <translation>Partido {match}: {sides} bandos pero {ranks} puestos.</translation>
    </message>
    <message>
        <source>Match {match}: {sides} sides but {scores} scores.</source>
        <translation>Partido {match}: {sides} bandos pero {scores} puntuaciones.</translation>
    </message>
    <message>
        <source>The arrays mu and sigma must have the same length ({mu} != {sigma}).</source>
        <translation>Los arrays mu y sigma deben tener la misma longitud ({mu} != {sigma}).</translation>
    </message>
    <message>
        <source>The array last_time must have one entry per player.</source>
        <translation>El array last_time debe tener una entrada por jugador.</translation>
    </message>
    <message>
        <source>Player {player}: mu must be a finite number, got {mu!r}.</source>
        <translation>Jugador {player}: mu debe ser un número finito; se recibió {mu!r}.</translation>
    </message>
    <message>
        <source>Player {player}: sigma must be a finite number &gt;= 0, got {sigma!r}.</source>
        <translation>Jugador {player}: sigma debe ser un número finito &gt;= 0; se recibió {sigma!r}.</translation>
    </message>
</context>
<context>
    <name>shell.club_files</name>
    <message>
        <source>Club database (*.sqlite *.sqlite3 *.db);;All files (*)</source>
        <translation>Base de datos del club (*.sqlite *.sqlite3 *.db);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Club database (*.sqlite)</source>
        <translation>Base de datos del club (*.sqlite)</translation>
    </message>
    <message>
        <source>Club file not found</source>
        <translation>No se encuentra el archivo del club</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The club file “{html}” can&apos;t be found.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;It was in {html2}. It may have been moved, renamed or deleted, or it is on a drive that isn&apos;t connected. Nothing has been changed.&lt;/p&gt;&lt;p&gt;Open another club, or start a new one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;No se encuentra el archivo del club «{html}».&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Estaba en {html2}. Puede que se haya movido, renombrado o borrado, o que esté en una unidad que no está conectada. No se ha cambiado nada.&lt;/p&gt;&lt;p&gt;Abra otro club o empiece uno nuevo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Recent clubs</source>
        <translation>Clubes recientes</translation>
    </message>
    <message>
        <source>The club files opened lately that are still there; pick one to open.</source>
        <translation>Los archivos de club abiertos últimamente que siguen existiendo; elija uno para abrirlo.</translation>
    </message>
    <message>
        <source>No other recent club file is still there.</source>
        <translation>No queda ningún otro archivo de club reciente.</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Abrir reciente</translation>
    </message>
    <message>
        <source>Opens the club file selected in the list.</source>
        <translation>Abre el archivo de club seleccionado en la lista.</translation>
    </message>
    <message>
        <source>Open another file…</source>
        <translation>Abrir otro archivo…</translation>
    </message>
    <message>
        <source>Asks for a club file to open.</source>
        <translation>Pide un archivo de club para abrir.</translation>
    </message>
    <message>
        <source>Start a new club</source>
        <translation>Empezar un club nuevo</translation>
    </message>
    <message>
        <source>Asks where to make a new, empty club file.</source>
        <translation>Pregunta dónde crear un archivo de club nuevo y vacío.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Closes this window without opening a club.</source>
        <translation>Cierra esta ventana sin abrir ningún club.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent clubs&lt;/b&gt;</source>
        <translation>&lt;b&gt;Clubes recientes&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>shell.commands</name>
    <message>
        <source>Export standings</source>
        <translation>Exportar clasificación</translation>
    </message>
    <message>
        <source>Exported {count} players to {path}</source>
        <translation>Se exportaron {count} jugadores a {path}</translation>
    </message>
    <message>
        <source>Standings exported</source>
        <translation>Clasificación exportada</translation>
    </message>
    <message>
        <source>Wrote {count} players to
{path}</source>
        <translation>Se escribieron {count} jugadores en
{path}</translation>
    </message>
    <message>
        <source>Exporting standings…</source>
        <translation>Exportando la clasificación…</translation>
    </message>
    <message>
        <source>Print pairings</source>
        <translation>Imprimir emparejamientos</translation>
    </message>
    <message>
        <source>Choose an event first: its drawn rounds are what gets printed.</source>
        <translation>Elija primero un evento: se imprimen sus rondas sorteadas.</translation>
    </message>
    <message>
        <source>Import results</source>
        <translation>Importar resultados</translation>
    </message>
    <message>
        <source>CSV file (*.csv);;All files (*)</source>
        <translation>Archivo CSV (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>Importar {name}</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importando {name}…</translation>
    </message>
    <message numerus="yes">
        <source>Rated %n event(s) from {name}</source>
        <translation>
            <numerusform>Se puntuó %n evento de {name}</numerusform>
            <numerusform>Se puntuaron %n eventos de {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>Import event log</source>
        <translation>Importar registro de eventos</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Exportar resultados</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n match(es) to {path}</source>
        <translation>
            <numerusform>Se exportó %n partido a {path}</numerusform>
            <numerusform>Se exportaron %n partidos a {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Results exported</source>
        <translation>Resultados exportados</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n match(es) to
{path}

Each has its result id: importing the file into a club that has these results adds nothing.</source>
        <translation>
            <numerusform>Se escribió %n partido en
{path}

Tiene su id de resultado: importar el archivo en un club que ya tiene este resultado no añade nada.</numerusform>
            <numerusform>Se escribieron %n partidos en
{path}

Cada uno tiene su id de resultado: importar el archivo en un club que ya tiene estos resultados no añade nada.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exporting results…</source>
        <translation>Exportando los resultados…</translation>
    </message>
    <message>
        <source>Merge another club file</source>
        <translation>Combinar otro archivo del club</translation>
    </message>
    <message>
        <source>Club file (*.sqlite *.db);;All files (*)</source>
        <translation>Archivo del club (*.sqlite *.db);;Todos los archivos (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n new match(es) imported from {name}.</source>
        <translation>
            <numerusform>Se importó %n partido nuevo de {name}.</numerusform>
            <numerusform>Se importaron %n partidos nuevos de {name}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) of the file were already there and were not added again.</source>
        <translation>
            <numerusform>%n partido del archivo ya estaba y no se volvió a añadir.</numerusform>
            <numerusform>%n partidos del archivo ya estaban y no se volvieron a añadir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Results imported</source>
        <translation>Resultados importados</translation>
    </message>
    <message>
        <source>Event log (*.log *.txt);;All files (*)</source>
        <translation>Registro de eventos (*.log *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Import event log {name}</source>
        <translation>Importar el registro de eventos {name}</translation>
    </message>
    <message>
        <source>Rating the events of {name}…</source>
        <translation>Calculando los eventos de {name}…</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importar jugadores</translation>
    </message>
    <message>
        <source>Import players from {name}</source>
        <translation>Importar jugadores de {name}</translation>
    </message>
    <message>
        <source>Importing players…</source>
        <translation>Importando jugadores…</translation>
    </message>
    <message>
        <source>New leaderboard {name}</source>
        <translation>Nuevo ranking {name}</translation>
    </message>
    <message>
        <source>Change settings of {name}</source>
        <translation>Cambiar los ajustes de {name}</translation>
    </message>
    <message>
        <source>Re-rating every match with the new settings…</source>
        <translation>Recalculando cada partido con los nuevos ajustes…</translation>
    </message>
    <message>
        <source>Recomputing every rating from the results…</source>
        <translation>Recalculando todos los ratings a partir de los resultados…</translation>
    </message>
    <message>
        <source>Recomputed {replayed} matches.</source>
        <translation>Se recalcularon {replayed} partidos.</translation>
    </message>
</context>
<context>
    <name>shell.errors</name>
    <message>
        <source>Something unexpected went wrong: {readable}

Your data is safe: every change is saved in one piece or not at all. Details were written to {log_path}.</source>
        <translation>Algo inesperado ha fallado: {readable}

Sus datos están a salvo: cada cambio se guarda entero o no se guarda. Los detalles se escribieron en {log_path}.</translation>
    </message>
</context>
<context>
    <name>shell.first_start</name>
    <message>
        <source>A new, empty club: type a player&apos;s name and press Enter.</source>
        <translation>Un club nuevo y vacío: escriba el nombre de un jugador y pulse Intro.</translation>
    </message>
    <message>
        <source>Opened the demo club.</source>
        <translation>Se abrió el club de demostración.</translation>
    </message>
    <message>
        <source>Load demo club</source>
        <translation>Cargar el club de demostración</translation>
    </message>
    <message>
        <source>Loading the demo club…</source>
        <translation>Cargando el club de demostración…</translation>
    </message>
    <message>
        <source>Loaded the demo club.</source>
        <translation>Se cargó el club de demostración.</translation>
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
&lt;h2&gt;Cómo llevar una jornada de club&lt;/h2&gt;
&lt;p&gt;Todo se guarda en un archivo del club en este ordenador. La aplicación abre el club que usó la última vez;
Archivo ▸ Nueva base de datos… empieza otro y Archivo ▸ Abrir reciente vuelve a uno que tuvo abierto.&lt;/p&gt;

&lt;h3&gt;1. Jugadores&lt;/h3&gt;
&lt;p&gt;En la pestaña &lt;b&gt;Jugadores&lt;/b&gt;, escriba un nombre en el campo del jugador nuevo, arriba, y pulse Intro.
Haga lo mismo con todos. Un nombre también se puede escribir directamente en un partido o al registrar la llegada:
se convierte en jugador al guardar. &lt;b&gt;Asignar club…&lt;/b&gt; anota el club de alguien, para que los cuadros puedan
separar a los del mismo club.&lt;/p&gt;

&lt;h3&gt;2. El evento de esta noche&lt;/h3&gt;
&lt;p&gt;En la pestaña &lt;b&gt;Evento&lt;/b&gt; (la ventana se abre en ella) haga clic en &lt;b&gt;Nuevo evento…&lt;/b&gt;, deje el formato
&lt;i&gt;Jornada de club&lt;/i&gt; y haga clic en &lt;b&gt;Crear&lt;/b&gt;. El evento es la velada: cada resultado que introduzca esta noche
queda guardado en él, en todas las pestañas. Un torneo (sistema suizo, todos contra todos, fase eliminatoria, grupos) se crea
igual con otro formato: marque sus participantes, haga clic en &lt;b&gt;Empezar&lt;/b&gt; y juéguelo en las mesas.&lt;/p&gt;

&lt;h3&gt;3. Llegadas&lt;/h3&gt;
&lt;p&gt;Haga clic en la ficha de un nombre para marcar a alguien como presente; otro clic quita la marca.
¿Alguien nuevo? Escriba el nombre en el campo de búsqueda y pulse Intro. &lt;i&gt;Ausente un rato&lt;/i&gt; y
&lt;i&gt;Se fue por esta noche&lt;/i&gt; dejan a esa persona fuera de las próximas rondas; quien llega tarde entra en la ronda siguiente.&lt;/p&gt;

&lt;h3&gt;4. Rondas&lt;/h3&gt;
&lt;p&gt;Elija un modo y haga clic en &lt;b&gt;Sortear la siguiente ronda&lt;/b&gt;. La aplicación forma partidos con probabilidades lo más
igualadas posible y hace que todos descansen por turnos. Para intercambiar dos jugadores, arrastre uno sobre el otro;
después haga clic en &lt;b&gt;Empezar ronda&lt;/b&gt;.&lt;/p&gt;

&lt;h3&gt;5. Resultados&lt;/h3&gt;
&lt;p&gt;En &lt;b&gt;Mesas&lt;/b&gt;, haga clic en una mesa e indique quién ganó (o los puestos y las puntuaciones): la mesa
queda libre y se llama al siguiente partido. Un partido jugado fuera de las mesas se introduce en la pestaña
&lt;b&gt;Partidos&lt;/b&gt;: escriba los jugadores de cada bando, separados por comas, y pulse Intro.&lt;/p&gt;

&lt;h3&gt;6. El ranking&lt;/h3&gt;
&lt;p&gt;La pestaña &lt;b&gt;Ranking&lt;/b&gt; está al día tras cada resultado. Haga doble clic en un jugador para ver
su rating a lo largo del tiempo. La columna &lt;i&gt;Conservador&lt;/i&gt; (μ − 3σ) es un rating que el jugador muy
probablemente alcanza como mínimo: ordena la lista.&lt;/p&gt;

&lt;h3&gt;7. Después de la jornada&lt;/h3&gt;
&lt;p&gt;Archivo ▸ Exportar clasificación… guarda el ranking para una hoja de cálculo; Archivo ▸ Imprimir clasificación…
lo imprime. Herramientas ▸ &lt;b&gt;Cuadros&lt;/b&gt; siembra el próximo torneo a partir de los ratings.&lt;/p&gt;

&lt;h3&gt;¿Un error?&lt;/h3&gt;
&lt;p&gt;Editar ▸ Deshacer anula el último cambio, sea cual sea, y Editar ▸ Rehacer lo vuelve a aplicar.
Un resultado equivocado también se puede cambiar más tarde: todo lo posterior se recalcula.
El archivo del club se guarda tras cada cambio; no hay nada que guardar antes de salir.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>Primeros pasos</translation>
    </message>
    <message>
        <source>Getting started guide</source>
        <translation>Guía de primeros pasos</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Each command, one a row, with the keys that run it.</source>
        <translation>Cada comando, uno por fila, con las teclas que lo ejecutan.</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Enter saves a match in the match form; Delete removes the selected match. While the cursor is in a text field, Undo first takes back what you typed there.</source>
        <translation>Intro guarda un partido en el formulario de partido; Supr borra el partido seleccionado. Mientras el cursor está en un campo de texto, Deshacer primero anula lo que escribió allí.</translation>
    </message>
</context>
<context>
    <name>shell.language</name>
    <message>
        <source>System default</source>
        <translation>Idioma del sistema</translation>
    </message>
</context>
<context>
    <name>shell.main_window</name>
    <message>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>The database is damaged</source>
        <translation>La base de datos está dañada</translation>
    </message>
    <message>
        <source>{path}

{readable}

Do not record anything more in it: use File ▸ Restore backup… to go back to the last good copy.</source>
        <translation>{path}

{readable}

No registre nada más en ella: use Archivo ▸ Restaurar copia de seguridad… para volver a la última copia buena.</translation>
    </message>
    <message>
        <source>Cannot open the database</source>
        <translation>No se puede abrir la base de datos</translation>
    </message>
    <message>
        <source>Open another file…</source>
        <translation>Abrir otro archivo…</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>Restaurar una copia de seguridad…</translation>
    </message>
    <message>
        <source>No club open — {APP_TITLE}</source>
        <translation>Ningún club abierto — {APP_TITLE}</translation>
    </message>
    <message>
        <source>No club is open. Use File ▸ Open database…, File ▸ Open recent or File ▸ New database… to begin.</source>
        <translation>No hay ningún club abierto. Para empezar, use Archivo ▸ Abrir base de datos…, Archivo ▸ Abrir reciente o Archivo ▸ Nueva base de datos….</translation>
    </message>
    <message>
        <source>No club open</source>
        <translation>Ningún club abierto</translation>
    </message>
    <message>
        <source>New club database</source>
        <translation>Nueva base de datos del club</translation>
    </message>
    <message>
        <source>New database</source>
        <translation>Nueva base de datos</translation>
    </message>
    <message>
        <source>A club file named “{name}” is already there. Use File ▸ Open database… to open it, or choose another name.</source>
        <translation>Ya existe un archivo de club llamado «{name}». Use Archivo ▸ Abrir base de datos… para abrirlo o elija otro nombre.</translation>
    </message>
    <message>
        <source>Open club database</source>
        <translation>Abrir base de datos del club</translation>
    </message>
    <message>
        <source>About {APP_TITLE}</source>
        <translation>Acerca de {APP_TITLE}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{app}&lt;/b&gt; {version}&lt;p&gt;Offline ratings, leaderboards and brackets for clubs.&lt;/p&gt;&lt;p&gt;Database: {database}&lt;/p&gt;&lt;p&gt;Leaderboards:&lt;/p&gt;&lt;ul&gt;{boards}&lt;/ul&gt;</source>
        <extracomment>Translators: {app} is the app&apos;s name, {version} its version, {boards} a list of &quot;&lt;li&gt;Name: rating system&lt;/li&gt;&quot;</extracomment>
        <translation>&lt;b&gt;{app}&lt;/b&gt; {version}&lt;p&gt;Ratings, rankings y cuadros sin conexión para clubes.&lt;/p&gt;&lt;p&gt;Base de datos: {database}&lt;/p&gt;&lt;p&gt;Rankings:&lt;/p&gt;&lt;ul&gt;{boards}&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Cancelled; nothing was changed.</source>
        <translation>Cancelado; no se cambió nada.</translation>
    </message>
    <message>
        <source>(development)</source>
        <extracomment>Translators: the version shown when running from a source tree</extracomment>
        <translation>(desarrollo)</translation>
    </message>
</context>
<context>
    <name>shell.menus</name>
    <message>
        <source>&amp;New database…</source>
        <translation>&amp;Nueva base de datos…</translation>
    </message>
    <message>
        <source>&amp;Open database…</source>
        <translation>&amp;Abrir base de datos…</translation>
    </message>
    <message>
        <source>Import &amp;results…</source>
        <translation>Importar r&amp;esultados…</translation>
    </message>
    <message>
        <source>Import match results from a CSV file</source>
        <translation>Importar resultados de partidos desde un archivo CSV</translation>
    </message>
    <message>
        <source>Import &amp;players…</source>
        <translation>Importar &amp;jugadores…</translation>
    </message>
    <message>
        <source>Import players from a CSV file</source>
        <translation>Importar jugadores desde un archivo CSV</translation>
    </message>
    <message>
        <source>Import event &amp;log…</source>
        <translation>Importar re&amp;gistro de eventos…</translation>
    </message>
    <message>
        <source>Rate a game-server event log (&apos;A fragged B&apos;, …) into this Elo leaderboard</source>
        <translation>Puntuar en este ranking Elo un registro de eventos de un servidor de juegos (&apos;A fragged B&apos;, …)</translation>
    </message>
    <message>
        <source>S&amp;tatic ranking of an event…</source>
        <translation>Ranking es&amp;tático de un evento…</translation>
    </message>
    <message>
        <source>Least-squares strengths from one event&apos;s pairwise results</source>
        <translation>Fuerzas por mínimos cuadrados a partir de los resultados entre parejas de un evento</translation>
    </message>
    <message>
        <source>&amp;Export standings…</source>
        <translation>E&amp;xportar clasificación…</translation>
    </message>
    <message>
        <source>Export the leaderboard to a CSV file</source>
        <translation>Exportar el ranking a un archivo CSV</translation>
    </message>
    <message>
        <source>Export res&amp;ults…</source>
        <translation>Exportar res&amp;ultados…</translation>
    </message>
    <message>
        <source>Export this leaderboard&apos;s results to a CSV file that another club file can import</source>
        <translation>Exportar los resultados de esta clasificación a un archivo CSV que otro archivo del club puede importar</translation>
    </message>
    <message>
        <source>&amp;Merge another club file…</source>
        <translation>Co&amp;mbinar otro archivo del club…</translation>
    </message>
    <message>
        <source>Bring in everything another club file has that this club lacks: players, teams, leaderboards, events, results</source>
        <translation>Traer todo lo que otro archivo del club tiene y le falta a este club: jugadores, equipos, rankings, eventos, resultados</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Print what the page shows (an event&apos;s bracket, standings or pairings; else the leaderboard), with a print preview first</source>
        <translation>Imprime lo que muestra la página (cuadro, clasificación o emparejamientos de un evento; si no, la clasificación), con vista previa</translation>
    </message>
    <message>
        <source>Print s&amp;tandings…</source>
        <translation>Imprimir cla&amp;sificación…</translation>
    </message>
    <message>
        <source>Print the leaderboard or save it as PDF, with a print preview first</source>
        <translation>Imprimir el ranking o guardarlo como PDF, con vista previa</translation>
    </message>
    <message>
        <source>Print pairings and score &amp;slips…</source>
        <translation>Imprimir em&amp;parejamientos y actas…</translation>
    </message>
    <message>
        <source>Print the event&apos;s rounds with table numbers and a score slip per match</source>
        <translation>Imprimir las rondas del evento con los números de mesa y un acta por partido</translation>
    </message>
    <message>
        <source>Load &amp;demo club</source>
        <translation>Cargar club de &amp;demostración</translation>
    </message>
    <message>
        <source>Open the demo club, a club file of its own: your clubs stay as they are</source>
        <translation>Abrir el club de demostración, en su propio archivo: sus clubes no cambian</translation>
    </message>
    <message>
        <source>Restore &amp;backup…</source>
        <translation>Restaurar &amp;copia de seguridad…</translation>
    </message>
    <message>
        <source>Put back one of the automatic backups of this club</source>
        <translation>Recuperar una de las copias de seguridad automáticas de este club</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Record match</source>
        <translation>&amp;Registrar partido</translation>
    </message>
    <message>
        <source>Enter a match result</source>
        <translation>Introducir el resultado de un partido</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Añadir jugador</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Añadir un jugador</translation>
    </message>
    <message>
        <source>New &amp;event…</source>
        <translation>Nuevo &amp;evento…</translation>
    </message>
    <message>
        <source>A club night or a tournament: name, date, format and its options</source>
        <translation>Una noche de club o un torneo: nombre, fecha, formato y opciones</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Buscar…</translation>
    </message>
    <message>
        <source>Search the players of the tab shown</source>
        <translation>Buscar entre los jugadores de la pestaña visible</translation>
    </message>
    <message>
        <source>&amp;New leaderboard…</source>
        <translation>&amp;Nuevo ranking…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>Rating system, parameters and display of this leaderboard</source>
        <translation>Sistema de rating, parámetros y presentación de este ranking</translation>
    </message>
    <message>
        <source>&amp;Recompute ratings</source>
        <translation>&amp;Recalcular ratings</translation>
    </message>
    <message>
        <source>Rebuild every rating from the results</source>
        <translation>Recalcular todos los ratings a partir de los resultados</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>&amp;Primeros pasos</translation>
    </message>
    <message>
        <source>A short guide to running a club night</source>
        <translation>Una guía breve para organizar una jornada de club</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>Every command that has a key</source>
        <translation>Todas las órdenes con tecla</translation>
    </message>
    <message>
        <source>&amp;Brackets</source>
        <translation>&amp;Cuadros</translation>
    </message>
    <message>
        <source>Seed a bracket or pools from the ratings and export the seed list</source>
        <translation>Sembrar un cuadro o grupos según los ratings y exportar la lista de siembra</translation>
    </message>
    <message>
        <source>Teams &amp;balancer</source>
        <translation>&amp;Equilibrar equipos</translation>
    </message>
    <message>
        <source>Split players into teams of even strength</source>
        <translation>Repartir a los jugadores en equipos de fuerza igualada</translation>
    </message>
    <message>
        <source>&amp;Which system?</source>
        <translation>¿&amp;Qué sistema?</translation>
    </message>
    <message>
        <source>Compare the rating systems on this leaderboard&apos;s results</source>
        <translation>Comparar los sistemas de rating con los resultados de este ranking</translation>
    </message>
    <message>
        <source>&amp;Global ranking</source>
        <translation>Ranking &amp;global</translation>
    </message>
    <message>
        <source>One ranking over every leaderboard</source>
        <translation>Un solo ranking con todos los rankings</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Club</source>
        <translation>&amp;Club</translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Ranking</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Según el sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Presenter window</source>
        <translation>Ventana de &amp;presentación</translation>
    </message>
    <message>
        <source>Tonight&apos;s tables, who is next and the standings on a second screen</source>
        <translation>Las mesas de hoy, quién juega después y la clasificación en una segunda pantalla</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source> Leaderboard: </source>
        <translation> Ranking: </translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Ranking</translation>
    </message>
    <message>
        <source>Pick the leaderboard every tab shows and records into.</source>
        <translation>Elija el ranking que muestran todas las pestañas y en el que registran.</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>Brackets, Teams balancer, Which system?, Global ranking: each opens as a tab</source>
        <translation>Cuadros, Equilibrar equipos, ¿Qué sistema?, Ranking global: cada uno se abre en una pestaña</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>&amp;Redo {action}</source>
        <translation>&amp;Rehacer {action}</translation>
    </message>
    <message>
        <source>&amp;Undo {action}</source>
        <translation>&amp;Deshacer {action}</translation>
    </message>
</context>
<context>
    <name>shell.tabs</name>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>The current event: its entrants or check-in, rounds or bracket, tables and standings</source>
        <translation>El evento actual: sus participantes o llegadas, rondas o cuadro, mesas y clasificación</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partidos</translation>
    </message>
    <message>
        <source>Enter a match result; edit or delete the matches of an event</source>
        <translation>Introducir el resultado de un partido; editar o borrar los partidos de un evento</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Ranking</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Equipos</translation>
    </message>
    <message>
        <source>Seasons</source>
        <translation>Temporadas</translation>
    </message>
    <message>
        <source>Brackets</source>
        <translation>Cuadros</translation>
    </message>
    <message>
        <source>Teams balancer</source>
        <translation>Equilibrar equipos</translation>
    </message>
    <message>
        <source>Which system?</source>
        <translation>¿Qué sistema?</translation>
    </message>
    <message>
        <source>Global ranking</source>
        <translation>Ranking global</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Double-click a player to see their rating over time</source>
        <translation>Haga doble clic en un jugador para ver su rating a lo largo del tiempo</translation>
    </message>
    <message>
        <source>{title} (close the tab when done; it is in the Tools menu)</source>
        <translation>{title} (cierre la pestaña al terminar; está en el menú Herramientas)</translation>
    </message>
</context>
<context>
    <name>shell.welcome</name>
    <message>
        <source>Welcome to Tournament App</source>
        <translation>Bienvenido a Tournament App</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome!&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;¡Bienvenido!&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Tournament App keeps your club&apos;s players and results in one file on this computer and rates everyone after every match. How would you like to start?</source>
        <translation>Tournament App guarda los jugadores y resultados de su club en un archivo de este ordenador y actualiza el rating de todos tras cada partido. ¿Cómo quiere empezar?</translation>
    </message>
    <message>
        <source>Open the demo club</source>
        <translation>Abrir el club de demostración</translation>
    </message>
    <message>
        <source>A season of 18 players, in a club file of its own, to look around</source>
        <translation>Una temporada de 18 jugadores en un archivo aparte, para explorar</translation>
    </message>
    <message>
        <source>Start a new club</source>
        <translation>Empezar un club nuevo</translation>
    </message>
    <message>
        <source>Begin with no players; add them as they arrive</source>
        <translation>Empezar sin jugadores; añádalos según lleguen</translation>
    </message>
    <message>
        <source>Open a database…</source>
        <translation>Abrir una base de datos…</translation>
    </message>
    <message>
        <source>Open a club file you already have</source>
        <translation>Abrir un archivo de club que ya tiene</translation>
    </message>
    <message>
        <source>Import results from CSV…</source>
        <translation>Importar resultados desde CSV…</translation>
    </message>
    <message>
        <source>Start from results kept in a spreadsheet</source>
        <translation>Empezar con resultados guardados en una hoja de cálculo</translation>
    </message>
</context>
<context>
    <name>standings.global_view</name>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
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
        <translation>Conservador</translation>
    </message>
    <message>
        <source>Leaderboards</source>
        <translation>Rankings</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Global ranking</source>
        <translation>Ranking global</translation>
    </message>
    <message>
        <source>Each player, one a row, ranked across all leaderboards.</source>
        <translation>Cada jugador, uno por fila, clasificado entre todos los rankings.</translation>
    </message>
    <message>
        <source>Each player&apos;s ratings from {leaderboards} combined by precision (surer ratings weigh more), shown on the 0–10000 scale.</source>
        <translation>Los ratings de cada jugador en {leaderboards} combinados por precisión (los ratings más seguros pesan más), en la escala 0–10000.</translation>
    </message>
    <message>
        <source>Left out (another rating scale): {leaderboards}.</source>
        <translation>Excluidos (otra escala de rating): {leaderboards}.</translation>
    </message>
</context>
<context>
    <name>standings.initial_rating_dialog</name>
    <message>
        <source>Initial rating of {player}</source>
        <translation>Rating inicial de {player}</translation>
    </message>
    <message>
        <source>Where {player} starts on &lt;b&gt;{leaderboard}&lt;/b&gt; before their first match there, instead of the system&apos;s {value:g} ± {value2:g}. Ratings are replayed from their first match.</source>
        <translation>Dónde empieza {player} en &lt;b&gt;{leaderboard}&lt;/b&gt; antes de su primer partido allí, en lugar del {value:g} ± {value2:g} del sistema. Los ratings se recalculan desde su primer partido.</translation>
    </message>
    <message>
        <source>Starting rating</source>
        <translation>Rating inicial</translation>
    </message>
    <message>
        <source>Type the rating μ the player starts with; empty uses the system&apos;s default.</source>
        <translation>Escriba el rating μ con el que empieza el jugador; vacío usa el valor predeterminado del sistema.</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>Incertidumbre</translation>
    </message>
    <message>
        <source>Type how unsure the starting rating is (σ); empty uses the system&apos;s default.</source>
        <translation>Escriba cuán incierto es el rating inicial (σ); vacío usa el valor predeterminado del sistema.</translation>
    </message>
    <message>
        <source>{value:g} (the system&apos;s default)</source>
        <translation>{value:g} (valor del sistema)</translation>
    </message>
    <message>
        <source>Use the system&apos;s default</source>
        <translation>Usar el valor del sistema</translation>
    </message>
    <message>
        <source>Forgets this player&apos;s starting rating.</source>
        <translation>Olvida el rating inicial de este jugador.</translation>
    </message>
    <message>
        <source>Starting rating (μ)</source>
        <translation>Rating inicial (μ)</translation>
    </message>
    <message>
        <source>Uncertainty (σ)</source>
        <translation>Incertidumbre (σ)</translation>
    </message>
    <message>
        <source>The starting rating must be a number.</source>
        <translation>El rating inicial debe ser un número.</translation>
    </message>
    <message>
        <source>The uncertainty must be a number greater than 0 (or empty for the default).</source>
        <translation>La incertidumbre debe ser un número mayor que 0 (o vacía para el valor del sistema).</translation>
    </message>
</context>
<context>
    <name>standings.leaderboard_dialog</name>
    <message>
        <source>Automatic (0–10000 for Weng-Lin, the rating itself for Glicko/Elo)</source>
        <translation>Automática (0–10000 para Weng-Lin, el propio rating para Glicko/Elo)</translation>
    </message>
    <message>
        <source>0–10000 (Battlesnake&apos;s logistic scale)</source>
        <translation>0–10000 (escala logística de Battlesnake)</translation>
    </message>
    <message>
        <source>Conservative estimate (μ − kσ)</source>
        <translation>Estimación conservadora (μ − kσ)</translation>
    </message>
    <message>
        <source>The rating μ itself</source>
        <translation>El propio rating μ</translation>
    </message>
    <message>
        <source>a new player&apos;s rating</source>
        <translation>el rating de un jugador nuevo</translation>
    </message>
    <message>
        <source>a new player&apos;s uncertainty</source>
        <translation>la incertidumbre de un jugador nuevo</translation>
    </message>
    <message>
        <source>how much luck decides a game</source>
        <translation>cuánto decide la suerte una partida</translation>
    </message>
    <message>
        <source>smallest share of σ² a match may keep</source>
        <translation>parte mínima de σ² que puede conservar un partido</translation>
    </message>
    <message>
        <source>uncertainty added before every match</source>
        <translation>incertidumbre añadida antes de cada partido</translation>
    </message>
    <message>
        <source>uncertainty added per idle day (inactivity decay)</source>
        <translation>incertidumbre añadida por día sin jugar (decaimiento por inactividad)</translation>
    </message>
    <message>
        <source>Weng-Lin γ damping of σ (off in o!TR)</source>
        <translation>amortiguación γ de σ de Weng-Lin (desactivada en o!TR)</translation>
    </message>
    <message>
        <source>share of Method A (games played); Method B gets the rest</source>
        <translation>parte del método A (partidas jugadas); el método B recibe el resto</translation>
    </message>
    <message>
        <source>games of a typical match (longer ones count more)</source>
        <translation>partidas de un partido típico (los más largos cuentan más)</translation>
    </message>
    <message>
        <source>how strongly match length scales the change</source>
        <translation>cuánto escala el cambio la duración del partido</translation>
    </message>
    <message>
        <source>σ² added per idle week</source>
        <translation>σ² añadida por semana sin jugar</translation>
    </message>
    <message>
        <source>idle days before the rating starts to drop</source>
        <translation>días sin jugar antes de que el rating empiece a bajar</translation>
    </message>
    <message>
        <source>rating lost per idle week after that</source>
        <translation>rating perdido por semana sin jugar a partir de entonces</translation>
    </message>
    <message>
        <source>the rating never decays below this</source>
        <translation>el rating nunca baja de este valor</translation>
    </message>
    <message>
        <source>deviation growth per idle period</source>
        <translation>aumento de la desviación por periodo sin jugar</translation>
    </message>
    <message>
        <source>length of an idle period in days</source>
        <translation>duración de un periodo sin jugar en días</translation>
    </message>
    <message>
        <source>how far one game moves a rating</source>
        <translation>cuánto mueve una partida el rating</translation>
    </message>
    <message>
        <source>lowest rating (empty: none)</source>
        <translation>rating mínimo (vacío: ninguno)</translation>
    </message>
    <message>
        <source>points lost per idle period</source>
        <translation>puntos perdidos por periodo sin jugar</translation>
    </message>
    <message>
        <source>Leaderboard settings</source>
        <translation>Ajustes del ranking</translation>
    </message>
    <message>
        <source>New leaderboard</source>
        <translation>Nuevo ranking</translation>
    </message>
    <message>
        <source>Leaderboard name</source>
        <translation>Nombre del ranking</translation>
    </message>
    <message>
        <source>Type the leaderboard&apos;s name, e.g. the discipline it rates.</source>
        <translation>Escriba el nombre del ranking, p. ej. la disciplina que evalúa.</translation>
    </message>
    <message>
        <source>e.g. Doubles, Chess blitz</source>
        <translation>p. ej. Dobles, Ajedrez blitz</translation>
    </message>
    <message>
        <source>Pick how matches change the ratings.</source>
        <translation>Elija cómo cambian los partidos los ratings.</translation>
    </message>
    <message>
        <source>Pick the scale the ratings are shown on.</source>
        <translation>Elija la escala en que se muestran los ratings.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Rating system</source>
        <translation>Sistema de rating</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Presentación</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Changing the rating system or its parameters re-rates every match of this leaderboard.</source>
        <translation>Cambiar el sistema de rating o sus parámetros recalcula todos los partidos de este ranking.</translation>
    </message>
    <message>
        <source>The leaderboard needs a name.</source>
        <translation>El ranking necesita un nombre.</translation>
    </message>
    <message>
        <source>Every parameter must be a number.</source>
        <translation>Cada parámetro debe ser un número.</translation>
    </message>
</context>
<context>
    <name>standings.leaderboard_view</name>
    <message>
        <source>Search players…</source>
        <translation>Buscar jugadores…</translation>
    </message>
    <message>
        <source>Search the leaderboard</source>
        <translation>Buscar en el ranking</translation>
    </message>
    <message>
        <source>Type part of a name; only matching players are listed.</source>
        <translation>Escriba parte de un nombre; solo se listan los jugadores que coinciden.</translation>
    </message>
    <message>
        <source>Minimum games</source>
        <translation>Mínimo de partidas</translation>
    </message>
    <message>
        <source>Show only players with at least this many games</source>
        <translation>Mostrar solo jugadores con al menos estas partidas</translation>
    </message>
    <message>
        <source>Active since</source>
        <translation>Activos desde</translation>
    </message>
    <message>
        <source>Only players active since</source>
        <translation>Solo jugadores activos desde</translation>
    </message>
    <message>
        <source>When ticked, only players who played since the date are listed.</source>
        <translation>Si está marcado, solo se listan los jugadores que han jugado desde la fecha.</translation>
    </message>
    <message>
        <source>Active since date</source>
        <translation>Fecha de actividad mínima</translation>
    </message>
    <message>
        <source>The date from which a player counts as active.</source>
        <translation>La fecha a partir de la cual un jugador cuenta como activo.</translation>
    </message>
    <message>
        <source>Min. games</source>
        <translation>Mín. partidas</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Each player, one a row, with rank, rating and games; Enter opens the player&apos;s page.</source>
        <translation>Cada jugador, uno por fila, con puesto, rating y partidas; Intro abre la página del jugador.</translation>
    </message>
    <message>
        <source>{total} players</source>
        <translation>{total} jugadores</translation>
    </message>
    <message>
        <source>{shown} of {total} players</source>
        <translation>{shown} de {total} jugadores</translation>
    </message>
</context>
<context>
    <name>standings.player_page</name>
    <message>
        <source>Compare with…</source>
        <translation>Comparar con…</translation>
    </message>
    <message>
        <source>Clear comparison</source>
        <translation>Quitar comparación</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Guardar gráfico como PNG…</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partidos</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Cara a cara</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Comparar con</translation>
    </message>
    <message>
        <source>Pick another player whose rating is drawn beside this one.</source>
        <translation>Elija otro jugador cuyo rating se dibuja junto a este.</translation>
    </message>
    <message>
        <source>Removes the other player from the chart.</source>
        <translation>Quita al otro jugador del gráfico.</translation>
    </message>
    <message>
        <source>Save chart as PNG</source>
        <translation>Guardar gráfico como PNG</translation>
    </message>
    <message>
        <source>Saves the rating chart as a picture.</source>
        <translation>Guarda el gráfico de rating como imagen.</translation>
    </message>
    <message>
        <source>Player&apos;s matches</source>
        <translation>Partidos del jugador</translation>
    </message>
    <message>
        <source>The player&apos;s matches, one a row, with the result and the rating change.</source>
        <translation>Los partidos del jugador, uno por fila, con el resultado y el cambio de rating.</translation>
    </message>
    <message>
        <source>Head-to-head records</source>
        <translation>Historial de enfrentamientos</translation>
    </message>
    <message>
        <source>Each opponent, one a row, with wins, draws and losses against them.</source>
        <translation>Cada rival, uno por fila, con victorias, empates y derrotas contra él.</translation>
    </message>
    <message>
        <source>Set initial rating…</source>
        <translation>Fijar rating inicial…</translation>
    </message>
    <message>
        <source>Where this player starts on this leaderboard (e.g. from an outside rank or rating)</source>
        <translation>Dónde empieza este jugador en este ranking (p. ej. según una clasificación o rating externos)</translation>
    </message>
    <message>
        <source>Set initial rating</source>
        <translation>Fijar rating inicial</translation>
    </message>
    <message>
        <source>Rating (μ)</source>
        <translation>Rating (μ)</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Guardar gráfico</translation>
    </message>
    <message>
        <source>{name}-rating.png</source>
        <translation>{name}-rating.png</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>Saved the chart to {path}.</source>
        <translation>Se guardó el gráfico en {path}.</translation>
    </message>
    <message>
        <source>Initial rating of {name}</source>
        <translation>Rating inicial de {name}</translation>
    </message>
    <message>
        <source>Default initial rating for {name}</source>
        <translation>Rating inicial predeterminado para {name}</translation>
    </message>
    <message>
        <source>Replaying the player&apos;s matches…</source>
        <translation>Recalculando los partidos del jugador…</translation>
    </message>
    <message numerus="yes">
        <source>{player} · {leaderboard} · μ {mu} ± {sigma} · conservative {conservative} · %n match(es)</source>
        <comment>the player page&apos;s heading; {player} is the name in large letters</comment>
        <translation>
            <numerusform>{player} · {leaderboard} · μ {mu} ± {sigma} · conservador {conservative} · %n partido</numerusform>
            <numerusform>{player} · {leaderboard} · μ {mu} ± {sigma} · conservador {conservative} · %n partidos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>standings.rating_chart</name>
    <message>
        <source>Beat {opponents}</source>
        <translation>Ganó a {opponents}</translation>
    </message>
    <message>
        <source>Lost to {opponents}</source>
        <translation>Perdió contra {opponents}</translation>
    </message>
    <message>
        <source>Drew with {opponents}</source>
        <translation>Empató con {opponents}</translation>
    </message>
    <message>
        <source>{placement} of {count} sides, against {opponents}</source>
        <translation>{placement} de {count} bandos, contra {opponents}</translation>
    </message>
    <message>
        <source>A player&apos;s rating (μ) over time. No matches to draw yet.</source>
        <translation>El rating (μ) de un jugador a lo largo del tiempo. Aún no hay partidos que dibujar.</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s rating (μ) over time from {first} to {last}, with its likely range and the conservative estimate. Now μ {mu} ± {sigma} after %n match(es); lowest {low}, highest {high}.</source>
        <translation>
            <numerusform>El rating (μ) de {player} a lo largo del tiempo, del {first} al {last}, con su rango probable y la estimación conservadora. Ahora μ {mu} ± {sigma} tras %n partido; mínimo {low}, máximo {high}.</numerusform>
            <numerusform>El rating (μ) de {player} a lo largo del tiempo, del {first} al {last}, con su rango probable y la estimación conservadora. Ahora μ {mu} ± {sigma} tras %n partidos; mínimo {low}, máximo {high}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ratings (μ) over time from {first} to {last}, compared. Now: {players}.</source>
        <translation>Ratings (μ) a lo largo del tiempo, del {first} al {last}, comparados. Ahora: {players}.</translation>
    </message>
    <message>
        <source>Rating chart</source>
        <translation>Gráfico de rating</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Rating (μ)</source>
        <translation>Rating (μ)</translation>
    </message>
    <message>
        <source>Matches of {day}, in the order played</source>
        <translation>Partidos del {day}, en el orden jugado</translation>
    </message>
    <message>
        <source>conservative (μ − {k}σ)</source>
        <translation>conservador (μ − {k}σ)</translation>
    </message>
</context>
<context>
    <name>standings.season_form</name>
    <message>
        <source>Season name</source>
        <translation>Nombre de la temporada</translation>
    </message>
    <message>
        <source>Type the season&apos;s name; Enter saves the season.</source>
        <translation>Escriba el nombre de la temporada; Intro guarda la temporada.</translation>
    </message>
    <message>
        <source>e.g. Season 2024</source>
        <translation>p. ej. Temporada 2024</translation>
    </message>
    <message>
        <source>Season leaderboard</source>
        <translation>Ranking de la temporada</translation>
    </message>
    <message>
        <source>Pick the leaderboard whose events count for the season.</source>
        <translation>Elija el ranking cuyos eventos cuentan para la temporada.</translation>
    </message>
    <message>
        <source>Season starts</source>
        <translation>Inicio de la temporada</translation>
    </message>
    <message>
        <source>Season ends</source>
        <translation>Fin de la temporada</translation>
    </message>
    <message>
        <source>The first day whose events count.</source>
        <translation>El primer día cuyos eventos cuentan.</translation>
    </message>
    <message>
        <source>The last day whose events count.</source>
        <translation>El último día cuyos eventos cuentan.</translation>
    </message>
    <message>
        <source>Events that count</source>
        <translation>Eventos que cuentan</translation>
    </message>
    <message>
        <source>all events</source>
        <translation>todos los eventos</translation>
    </message>
    <message>
        <source>best </source>
        <translation>los mejores </translation>
    </message>
    <message>
        <source>Only each player&apos;s best N events count (all events at the lowest value)</source>
        <translation>Solo cuentan los N mejores eventos de cada jugador (todos los eventos con el valor más bajo)</translation>
    </message>
    <message>
        <source>Points per place</source>
        <translation>Puntos por puesto</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Points for 1st, 2nd, 3rd… place; places below the list get 0</source>
        <translation>Puntos para el 1.º, 2.º, 3.º… puesto; los puestos por debajo de la lista reciben 0</translation>
    </message>
    <message>
        <source>Add place</source>
        <translation>Añadir puesto</translation>
    </message>
    <message>
        <source>Adds a row for the next place&apos;s points.</source>
        <translation>Añade una fila para los puntos del siguiente puesto.</translation>
    </message>
    <message>
        <source>Remove place</source>
        <translation>Quitar puesto</translation>
    </message>
    <message>
        <source>Removes the last place&apos;s row.</source>
        <translation>Quita la fila del último puesto.</translation>
    </message>
    <message>
        <source>Default scale</source>
        <translation>Escala predeterminada</translation>
    </message>
    <message>
        <source>Points </source>
        <translation>Puntos </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Ranking</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>Counting</source>
        <translation>Cuentan</translation>
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
        <translation>Tournament App — temporada en la presentación</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Clasificación de la temporada</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Temporada</translation>
    </message>
    <message>
        <source>No season chosen</source>
        <translation>Ninguna temporada elegida</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) from {date_from} to {date_to}; best {best} count</source>
        <translation>
            <numerusform>%n evento del {date_from} al {date_to}; cuentan los {best} mejores</numerusform>
            <numerusform>%n eventos del {date_from} al {date_to}; cuentan los {best} mejores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) from {date_from} to {date_to}; every event counts</source>
        <translation>
            <numerusform>%n evento del {date_from} al {date_to}; cuentan todos los eventos</numerusform>
            <numerusform>%n eventos del {date_from} al {date_to}; cuentan todos los eventos</numerusform>
        </translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Aún no hay resultados</translation>
    </message>
</context>
<context>
    <name>standings.season_view</name>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <source>Events that count (each player&apos;s best N)</source>
        <translation>Eventos que cuentan (los N mejores de cada jugador)</translation>
    </message>
    <message>
        <source>Counted results</source>
        <translation>Resultados contados</translation>
    </message>
    <message>
        <source>{day} {event}: {place} place, {points} points</source>
        <translation>{day} {event}: {place} puesto, {points} puntos</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugados</translation>
    </message>
    <message>
        <source>Events of the season with a placement for the player</source>
        <translation>Eventos de la temporada con un puesto del jugador</translation>
    </message>
    <message>
        <source>Pick the season whose table is shown and edited.</source>
        <translation>Elija la temporada cuya tabla se muestra y edita.</translation>
    </message>
    <message>
        <source>New season</source>
        <translation>Nueva</translation>
    </message>
    <message>
        <source>Empties the form to make a new season.</source>
        <translation>Vacía el formulario para crear una temporada nueva.</translation>
    </message>
    <message>
        <source>Delete season</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Deletes the season chosen; its events stay.</source>
        <translation>Elimina la temporada elegida; sus eventos se conservan.</translation>
    </message>
    <message>
        <source>Create season</source>
        <translation>Crear temporada</translation>
    </message>
    <message>
        <source>Save season</source>
        <translation>Guardar temporada</translation>
    </message>
    <message>
        <source>Saves the season&apos;s settings.</source>
        <translation>Guarda los ajustes de la temporada.</translation>
    </message>
    <message>
        <source>Season table</source>
        <translation>Tabla de la temporada</translation>
    </message>
    <message>
        <source>Each player, one a row, with their place, points and events.</source>
        <translation>Cada jugador, uno por fila, con su puesto, puntos y eventos.</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Saves the season&apos;s table as a CSV file.</source>
        <translation>Guarda la tabla de la temporada como archivo CSV.</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>Print season</source>
        <translation>Imprimir temporada</translation>
    </message>
    <message>
        <source>Print the season&apos;s table or save it as PDF, with a preview first</source>
        <translation>Imprimir la tabla de la temporada o guardarla como PDF, con vista previa</translation>
    </message>
    <message>
        <source>Show on presenter</source>
        <translation>Mostrar en la presentación</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) of {leaderboard} from {start} to {end} with results; each player&apos;s best {best} count. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n evento de {leaderboard} del {start} al {end} con resultados; cuentan los {best} mejores de cada jugador. Puntos por puesto: {scale}.</numerusform>
            <numerusform>%n eventos de {leaderboard} del {start} al {end} con resultados; cuentan los {best} mejores de cada jugador. Puntos por puesto: {scale}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) of {leaderboard} from {start} to {end} with results; every event counts. Points per place: {scale}.</source>
        <translation>
            <numerusform>%n evento de {leaderboard} del {start} al {end} con resultados; cuenta cada evento. Puntos por puesto: {scale}.</numerusform>
            <numerusform>%n eventos de {leaderboard} del {start} al {end} con resultados; cuenta cada evento. Puntos por puesto: {scale}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not finished yet, so not counted: {names}.</source>
        <translation>Aún sin terminar, por eso no cuentan: {names}.</translation>
    </message>
    <message>
        <source>No results in this season yet.</source>
        <translation>Todavía no hay resultados en esta temporada.</translation>
    </message>
    <message>
        <source>Exporting the season…</source>
        <translation>Exportando la temporada…</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Temporada</translation>
    </message>
    <message>
        <source>Show season on presenter</source>
        <translation>Mostrar temporada en la presentación</translation>
    </message>
    <message>
        <source>Shows the season&apos;s table on the presenter screen.</source>
        <translation>Muestra la tabla de la temporada en la pantalla de presentación.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Guardar cambios</translation>
    </message>
    <message>
        <source>Make a leaderboard first: a season ranks a leaderboard&apos;s events.</source>
        <translation>Cree primero un ranking: una temporada clasifica los eventos de un ranking.</translation>
    </message>
    <message>
        <source>Nothing to save: the season is as stored.</source>
        <translation>Nada que guardar: la temporada está tal como se guardó.</translation>
    </message>
    <message>
        <source>New season {name}</source>
        <translation>Nueva temporada {name}</translation>
    </message>
    <message>
        <source>Change season {name}</source>
        <translation>Cambiar la temporada {name}</translation>
    </message>
    <message>
        <source>Created the season &apos;{shown}&apos;.</source>
        <translation>Se creó la temporada «{shown}».</translation>
    </message>
    <message>
        <source>Saved the season &apos;{shown}&apos;.</source>
        <translation>Se guardó la temporada «{shown}».</translation>
    </message>
    <message>
        <source>Delete season {name}</source>
        <translation>Borrar la temporada {name}</translation>
    </message>
    <message>
        <source>Deleted the season &apos;{name}&apos; (Edit ▸ Undo brings it back).</source>
        <translation>Se borró la temporada «{name}» (Editar ▸ Deshacer la recupera).</translation>
    </message>
    <message>
        <source>Name the season, choose its leaderboard and dates, and create it: its table shows here.</source>
        <translation>Ponga nombre a la temporada, elija su ranking y fechas, y créela: su tabla se muestra aquí.</translation>
    </message>
    <message>
        <source>Export season</source>
        <translation>Exportar temporada</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>Archivo CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exported {count} players to {target}.</source>
        <translation>Se exportaron {count} jugadores a {target}.</translation>
    </message>
</context>
<context>
    <name>standings.static_ranking_view</name>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Fuerza</translation>
    </message>
    <message>
        <source>Least-squares strength g: g_i − g_j is fitted to (a_ij − a_ji)/(a_ij + a_ji) over the pairs that met; the ranked group averages 0</source>
        <translation>Fuerza g por mínimos cuadrados: g_i − g_j se ajusta a (a_ij − a_ji)/(a_ij + a_ji) en las parejas que se enfrentaron; la media del grupo clasificado es 0</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Results (frags, games) against the other ranked players</source>
        <translation>Resultados (frags, partidas) contra los demás jugadores clasificados</translation>
    </message>
    <message>
        <source>Opponents met</source>
        <translation>Rivales enfrentados</translation>
    </message>
    <message>
        <source>Why not ranked</source>
        <translation>Por qué no se clasifica</translation>
    </message>
    <message>
        <source>Static ranking of an event</source>
        <translation>Ranking estático de un evento</translation>
    </message>
    <message>
        <source>Pick the event to rank.</source>
        <translation>Elija el evento que se va a clasificar.</translation>
    </message>
    <message>
        <source>At least this many results</source>
        <translation>Al menos este número de resultados</translation>
    </message>
    <message>
        <source>Players with fewer results against others are not ranked: a few 1:0 results would otherwise dominate (seed 003)</source>
        <translation>Los jugadores con menos resultados contra otros no se clasifican: si no, unos pocos 1:0 dominarían (seed 003)</translation>
    </message>
    <message>
        <source>Strengths fitted by least squares to the pairwise results of one event (frags of its event logs, results of its matches); pairs that never met are skipped.</source>
        <translation>Fuerzas ajustadas por mínimos cuadrados a los resultados entre parejas de un evento (frags de sus registros de eventos, resultados de sus partidos); se omiten las parejas que nunca se enfrentaron.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Ranked players</source>
        <translation>Jugadores clasificados</translation>
    </message>
    <message>
        <source>The players ranked, strongest first, with their fitted strength.</source>
        <translation>Los jugadores clasificados, del más fuerte al más débil, con su fuerza ajustada.</translation>
    </message>
    <message>
        <source>Players not ranked</source>
        <translation>Jugadores no clasificados</translation>
    </message>
    <message>
        <source>The players with too few results to rank, and why.</source>
        <translation>Los jugadores con muy pocos resultados para clasificarlos, y por qué.</translation>
    </message>
    <message>
        <source>At least</source>
        <translation>Al menos</translation>
    </message>
    <message>
        <source>results</source>
        <translation>resultados</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not ranked&lt;/b&gt;</source>
        <translation>&lt;b&gt;No clasificados&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This leaderboard has no events yet: import an event log or record matches under an event.</source>
        <translation>Este ranking aún no tiene eventos: importe un registro de eventos o registre partidos en un evento.</translation>
    </message>
    <message>
        <source>{count} players ranked from {pairs} pairs that met; {count2} not ranked (see below).</source>
        <translation>{count} jugadores clasificados a partir de {pairs} parejas que se enfrentaron; {count2} sin clasificar (vea abajo).</translation>
    </message>
    <message>
        <source>Nobody has enough results to be ranked; lower the minimum or see why below.</source>
        <translation>Nadie tiene resultados suficientes para clasificarse; baje el mínimo o vea abajo el motivo.</translation>
    </message>
</context>
<context>
    <name>store.backup</name>
    <message>
        <source>The file {path} does not exist.</source>
        <translation>El archivo {path} no existe.</translation>
    </message>
</context>
<context>
    <name>store.database</name>
    <message>
        <source>The path {path} is a folder, not a database file.</source>
        <translation>La ruta {path} es una carpeta, no un archivo de base de datos.</translation>
    </message>
    <message>
        <source>The file {name} is not a tournament-app database (it is not an SQLite file at all).</source>
        <translation>El archivo {name} no es una base de datos de tournament-app (ni siquiera es un archivo SQLite).</translation>
    </message>
    <message>
        <source>The file {name} is damaged: it is cut short. Restore a backup.</source>
        <translation>El archivo {name} está dañado: está truncado. Restaure una copia de seguridad.</translation>
    </message>
    <message>
        <source>The file {name} is another program&apos;s SQLite database, not a tournament-app database.</source>
        <translation>El archivo {name} es una base de datos SQLite de otro programa, no una base de datos de tournament-app.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: its header is not valid. Restore a backup.</source>
        <translation>El archivo {name} está dañado: su encabezado no es válido. Restaure una copia de seguridad.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: it is cut short ({size} bytes, not a whole number of {page_size}-byte pages). Restore a backup.</source>
        <translation>El archivo {name} está dañado: está truncado ({size} bytes, no un número entero de páginas de {page_size} bytes). Restaure una copia de seguridad.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: it is cut short ({present} of its {pages} pages). Restore a backup.</source>
        <translation>El archivo {name} está dañado: está truncado ({present} de sus {pages} páginas). Restaure una copia de seguridad.</translation>
    </message>
    <message>
        <source>Cannot create {name}: the folder {folder} is not writable.</source>
        <translation>No se puede crear {name}: no se puede escribir en la carpeta {folder}.</translation>
    </message>
    <message>
        <source>Cannot open {path}: {error}.</source>
        <translation>No se puede abrir {path}: {error}.</translation>
    </message>
    <message>
        <source>The file {name} needs an update but it is read-only; copy it somewhere writable and open the copy.</source>
        <translation>El archivo {name} necesita una actualización, pero es de solo lectura; cópielo a un lugar donde se pueda escribir y abra la copia.</translation>
    </message>
    <message>
        <source>update the file to this version</source>
        <translation>actualizar el archivo a esta versión</translation>
    </message>
    <message>
        <source>The file {name} does not exist (any more).</source>
        <translation>El archivo {name} no existe (o ya no existe).</translation>
    </message>
    <message>
        <source>The file {name} is empty.</source>
        <translation>El archivo {name} está vacío.</translation>
    </message>
    <message>
        <source>The file {name} is an empty database, not a club.</source>
        <translation>El archivo {name} es una base de datos vacía, no un club.</translation>
    </message>
    <message>
        <source>restore the backup</source>
        <translation>restaurar la copia de seguridad</translation>
    </message>
    <message>
        <source>Could not restore the backup into {name}: {error}.</source>
        <translation>No se pudo restaurar la copia de seguridad en {name}: {error}.</translation>
    </message>
    <message>
        <source>The file {name} is an SQLite database of another program, not a tournament-app database.</source>
        <translation>El archivo {name} es una base de datos SQLite de otro programa, no una base de datos de tournament-app.</translation>
    </message>
    <message>
        <source>The file {name} is damaged or not a database: {error}.</source>
        <translation>El archivo {name} está dañado o no es una base de datos: {error}.</translation>
    </message>
    <message>
        <source>The file {name} is an SQLite database of another program (tables: {tables}), not a tournament-app database.</source>
        <translation>El archivo {name} es una base de datos SQLite de otro programa (tablas: {tables}), no una base de datos de tournament-app.</translation>
    </message>
    <message>
        <source>The file {name} is not a tournament-app database.</source>
        <translation>El archivo {name} no es una base de datos de tournament-app.</translation>
    </message>
    <message>
        <source>The file {name} was written by a newer version of tournament-app (it has changes this version does not know: {changes}). Install the newer version to open it; the file was not changed.</source>
        <translation>El archivo {name} lo escribió una versión más nueva de tournament-app (tiene cambios que esta versión no conoce: {changes}). Instale la versión más nueva para abrirlo; el archivo no se ha modificado.</translation>
    </message>
    <message>
        <source>The file {name} is damaged: {error}. Restore a backup.</source>
        <translation>El archivo {name} está dañado: {error}. Restaure una copia de seguridad.</translation>
    </message>
    <message>
        <source>The file {name} is damaged ({result}); restore a backup.</source>
        <translation>El archivo {name} está dañado ({result}); restaure una copia de seguridad.</translation>
    </message>
    <message>
        <source>The file {name} is damaged ({error}); nothing was changed. Restore a backup (the app offers them under File ▸ Restore backup…).</source>
        <translation>El archivo {name} está dañado ({error}); no se cambió nada. Restaure una copia de seguridad (la aplicación las ofrece en Archivo ▸ Restaurar copia de seguridad…).</translation>
    </message>
</context>
<context>
    <name>store.errors</name>
    <message>
        <source>save the change</source>
        <translation>guardar el cambio</translation>
    </message>
    <message>
        <source>Could not {doing}: the disk holding {name} is full. Nothing was changed; the club is exactly as it was. Free some space on that disk (or move the file to another one) and try again.</source>
        <translation>No se pudo {doing}: el disco que contiene {name} está lleno. No se cambió nada; el club está exactamente como estaba. Libere espacio en ese disco (o mueva el archivo a otro) y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>Could not {doing}: {name} is read-only (the file, its folder or its disk cannot be written). Nothing was changed. Copy the file somewhere writable and open the copy to make changes.</source>
        <translation>No se pudo {doing}: {name} es de solo lectura (no se puede escribir en el archivo, su carpeta o su disco). No se cambió nada. Copie el archivo a un lugar donde se pueda escribir y abra la copia para hacer cambios.</translation>
    </message>
    <message>
        <source>Could not {doing}: {name} is busy, another window of the app (or another program) is saving to it. Nothing was changed; try again in a moment.</source>
        <translation>No se pudo {doing}: {name} está ocupado; otra ventana de la aplicación (u otro programa) está guardando en él. No se cambió nada; vuelva a intentarlo en un momento.</translation>
    </message>
    <message>
        <source>Could not {doing}: the disk reported an error writing {name} ({error}). Nothing was changed. If this happens again, check the disk (a removed USB stick?) and restore a backup if the file is damaged.</source>
        <translation>No se pudo {doing}: el disco informó de un error al escribir {name} ({error}). No se cambió nada. Si vuelve a ocurrir, revise el disco (¿se retiró una memoria USB?) y restaure una copia de seguridad si el archivo está dañado.</translation>
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
        <translation>{name} es el archivo de este club; elija otro archivo del club para combinarlo.</translation>
    </message>
    <message>
        <source>Cannot read {name}: {error}.</source>
        <translation>No se puede leer {name}: {error}.</translation>
    </message>
    <message>
        <source>update a copy of the file to this version</source>
        <translation>actualizar una copia del archivo a esta versión</translation>
    </message>
</context>
<context>
    <name>tournament.bracket_scene</name>
    <message>
        <source>Reset (if needed)</source>
        <translation>Revancha (si hace falta)</translation>
    </message>
    <message>
        <source>bye</source>
        <extracomment>Translators: the empty side of a first-round match whose other side goes on alone</extracomment>
        <translation>descanso</translation>
    </message>
    <message>
        <source>Match {number} · {status}</source>
        <extracomment>Translators: a match box&apos;s first line (&quot;Match 12 · Playing on Table 2&quot;)</extracomment>
        <translation>Partido {number} · {status}</translation>
    </message>
    <message>
        <source>Played by others before a correction</source>
        <translation>Lo jugaron otros antes de una corrección</translation>
    </message>
    <message>
        <source>Only if the losers&apos; side wins</source>
        <extracomment>Translators: the grand final&apos;s reset match, played only if the losers&apos; bracket winner wins the first</extracomment>
        <translation>Solo si gana el del cuadro de perdedores</translation>
    </message>
</context>
<context>
    <name>tournament.bracket_view</name>
    <message>
        <source>Bracket drawing</source>
        <translation>Dibujo del cuadro</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Cuadro</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Campeón</translation>
    </message>
    <message>
        <source>Clear their results</source>
        <translation>Borrar sus resultados</translation>
    </message>
    <message>
        <source>Delete the results that no longer fit the bracket after a correction (undoable)</source>
        <translation>Borrar los resultados que ya no encajan en el cuadro tras una corrección (se puede deshacer)</translation>
    </message>
    <message>
        <source>Click a match (or move with the arrow keys and press Enter) to enter or correct its result.</source>
        <translation>Haga clic en un partido (o muévase con las flechas y pulse Intro) para introducir o corregir su resultado.</translation>
    </message>
    <message>
        <source>Draws the bracket bigger.</source>
        <translation>Dibuja el cuadro más grande.</translation>
    </message>
    <message>
        <source>Draws the bracket smaller.</source>
        <translation>Dibuja el cuadro más pequeño.</translation>
    </message>
    <message>
        <source>&amp;Zoom in</source>
        <translation>Amp&amp;liar</translation>
    </message>
    <message>
        <source>Zoom o&amp;ut</source>
        <translation>Ale&amp;jar</translation>
    </message>
    <message>
        <source>Draws the whole bracket in the space there is.</source>
        <translation>Dibuja el cuadro entero en el espacio disponible.</translation>
    </message>
    <message>
        <source>Fit to win&amp;dow</source>
        <translation>Ajustar &amp;zoom a la ventana</translation>
    </message>
    <message>
        <source>A4 landscape</source>
        <translation>A4 horizontal</translation>
    </message>
    <message>
        <source>A3 landscape</source>
        <translation>A3 horizontal</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>The sheet the bracket is printed on: A3 holds twice as much as A4.</source>
        <translation>La hoja en la que se imprime el cuadro: A3 cabe el doble que A4.</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>Imprimir cuadr&amp;o…</translation>
    </message>
    <message>
        <source>Print bracket</source>
        <translation>Imprimir el cuadro</translation>
    </message>
    <message>
        <source>Prints the event&apos;s bracket with its results (both brackets of a double elimination), with a preview first.</source>
        <translation>Imprime el cuadro del evento con sus resultados (los dos cuadros de una doble eliminación), con vista previa.</translation>
    </message>
    <message>
        <source>Champion: {champion}</source>
        <translation>Campeón: {champion}</translation>
    </message>
    <message>
        <source>match {number}</source>
        <extracomment>Translators: one of the matches named in &quot;A correction changed who plays in match 5, match 6: …&quot;</extracomment>
        <translation>partido {number}</translation>
    </message>
    <message>
        <source>A correction changed who plays in {names}: their results no longer fit the bracket and need clearing before the bracket can go on.</source>
        <translation>Una corrección cambió quién juega en {names}: sus resultados ya no encajan en el cuadro y hay que borrarlos para que el cuadro pueda seguir.</translation>
    </message>
    <message>
        <source>No event chosen.</source>
        <translation>No hay ningún evento elegido.</translation>
    </message>
    <message>
        <source>The knockout bracket is drawn once every pool match has a result.</source>
        <translation>El cuadro eliminatorio se sortea cuando todos los partidos de grupo tienen resultado.</translation>
    </message>
    <message>
        <source>The bracket is drawn when the event starts.</source>
        <translation>El cuadro se sortea cuando empieza el evento.</translation>
    </message>
    <message>
        <source>This event has no bracket: its table is on the Table page.</source>
        <translation>Este evento no tiene cuadro: su tabla está en la página Tabla.</translation>
    </message>
    <message numerus="yes">
        <source>Clear the results of %n match(es) a correction changed</source>
        <translation>
            <numerusform>Borrar el resultado de %n partido que cambió una corrección</numerusform>
            <numerusform>Borrar los resultados de %n partidos que cambió una corrección</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tournament.crosstable_view</name>
    <message>
        <source>Crosstable</source>
        <translation>Tabla cruzada</translation>
    </message>
    <message>
        <source>Each entrant&apos;s results, one a row, against each entrant in the columns.</source>
        <translation>Los resultados de cada participante, uno por fila, contra cada participante de las columnas.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>{value} against themselves: no match</source>
        <translation>{value} contra sí mismo: sin partido</translation>
    </message>
    <message>
        <source>{value} against {value2}: {text}</source>
        <translation>{value} contra {value2}: {text}</translation>
    </message>
    <message>
        <source>{value} and {value2} have not played yet</source>
        <translation>{value} y {value2} aún no han jugado</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>aún no jugado</translation>
    </message>
</context>
<context>
    <name>tournament.reporting</name>
    <message>
        <source>Clear them and correct</source>
        <translation>Borrarlos y corregir</translation>
    </message>
    <message>
        <source>Result of match {number} ({names})</source>
        <translation>Resultado del partido {number} ({names})</translation>
    </message>
    <message>
        <source>Correct match {number} ({names}), clearing later results</source>
        <translation>Corregir el partido {number} ({names}) y borrar los resultados posteriores</translation>
    </message>
    <message>
        <source>Correct match {number} ({names})</source>
        <translation>Corregir el partido {number} ({names})</translation>
    </message>
    <message>
        <source>match {number} ({names}: {result})</source>
        <extracomment>Translators: a later match already played, named in a list (&quot;match 5 (Ann v Ben: Ann won 3–1)&quot;)</extracomment>
        <translation>partido {number} ({names}: {result})</translation>
    </message>
    <message>
        <source>Correcting this result changes who plays in a match already played: {match}. Clear its result to correct it.</source>
        <translation>Corregir este resultado cambia quién juega en un partido ya jugado: {match}. Borre su resultado para corregirlo.</translation>
    </message>
    <message>
        <source>{earlier} and {last}</source>
        <extracomment>Translators: the last two of a list (&quot;match 5 (…), match 6 (…) and match 7 (…)&quot;)</extracomment>
        <translation>{earlier} y {last}</translation>
    </message>
    <message>
        <source>Correcting this result changes who plays in matches already played: {matches}. Clear their results to correct it.</source>
        <extracomment>Translators: {matches} lists two or more matches already played (one has its own sentence)</extracomment>
        <translation>Corregir este resultado cambia quién juega en partidos ya jugados: {matches}. Borre sus resultados para corregirlo.</translation>
    </message>
    <message>
        <source>Later matches were played</source>
        <translation>Ya se jugaron partidos posteriores</translation>
    </message>
    <message>
        <source>Clearing deletes their results (one undoable step); those matches are then played again.</source>
        <translation>Borrar elimina sus resultados (un paso que se puede deshacer); esos partidos se vuelven a jugar.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>tournament.result_dialog</name>
    <message>
        <source>Result of match {id}</source>
        <translation>Resultado del partido {id}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{fixture_title}&lt;/b&gt;: {value} v {value2}</source>
        <translation>&lt;b&gt;{fixture_title}&lt;/b&gt;: {value} contra {value2}</translation>
    </message>
    <message>
        <source>Recorded now: {result_words}. Saving changes it.</source>
        <translation>Registrado ahora: {result_words}. Al guardar se cambia.</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>Ganó {name}</translation>
    </message>
    <message>
        <source>Chooses this side as the winner; Enter then saves.</source>
        <translation>Elige este bando como ganador; después Intro guarda.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Chooses a draw; Enter then saves.</source>
        <translation>Elige un empate; después Intro guarda.</translation>
    </message>
    <message>
        <source>Score (optional)</source>
        <translation>Marcador (opcional)</translation>
    </message>
    <message>
        <source>{name} score</source>
        <translation>Puntos de {name}</translation>
    </message>
    <message>
        <source>Type the side&apos;s score, if the game keeps one.</source>
        <translation>Escriba la puntuación del bando, si el juego la lleva.</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>tournament.score_table_view</name>
    <message>
        <source>Each entrant, one a row, with place, points, games and the tiebreaks.</source>
        <translation>Cada participante, uno por fila, con puesto, puntos, partidas y los desempates.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partido</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Side 1</source>
        <translation>Bando 1</translation>
    </message>
    <message>
        <source>Side 2</source>
        <translation>Bando 2</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Round matches</source>
        <translation>Partidos de la ronda</translation>
    </message>
    <message>
        <source>The round&apos;s matches, one a row; Enter or a double-click enters or corrects a result.</source>
        <translation>Los partidos de la ronda, uno por fila; Intro o un doble clic introduce o corrige un resultado.</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>descanso</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Ronda siguiente</translation>
    </message>
    <message>
        <source>Draws the next round once every result of this one is in.</source>
        <translation>Sortea la próxima ronda en cuanto estén todos los resultados de esta.</translation>
    </message>
    <message>
        <source>No event chosen.</source>
        <translation>No hay ningún evento elegido.</translation>
    </message>
    <message>
        <source>The table fills in once the event has started.</source>
        <translation>La tabla se rellena cuando empieza el evento.</translation>
    </message>
    <message>
        <source>The pools are drawn when the event starts.</source>
        <translation>Los grupos se sortean cuando empieza el evento.</translation>
    </message>
    <message>
        <source>This event has no table: its bracket and standings are on their pages.</source>
        <translation>Este evento no tiene tabla: su cuadro y su clasificación están en sus páginas.</translation>
    </message>
    <message>
        <source>Round {rounds_drawn} of {total}</source>
        <translation>Ronda {rounds_drawn} de {total}</translation>
    </message>
    <message>
        <source>All {total} rounds have been played: the table is final.</source>
        <translation>Se han jugado las {total} rondas: la tabla es definitiva.</translation>
    </message>
    <message>
        <source>All {total} rounds have been drawn.</source>
        <translation>Se han sorteado las {total} rondas.</translation>
    </message>
    <message>
        <source>Round {number} is complete: draw round {next}.</source>
        <translation>La ronda {number} está completa: sortee la ronda {next}.</translation>
    </message>
    <message>
        <source>Standings (final)</source>
        <translation>Clasificación (final)</translation>
    </message>
    <message>
        <source>Standings so far (round {number} under way)</source>
        <translation>Clasificación provisional (ronda {number} en juego)</translation>
    </message>
    <message>
        <source>Standings before the first round</source>
        <translation>Clasificación antes de la primera ronda</translation>
    </message>
    <message>
        <source>Standings after round {number}</source>
        <translation>Clasificación tras la ronda {number}</translation>
    </message>
    <message>
        <source>Standings table</source>
        <translation>Tabla de clasificación</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) of round {number} still need a result.</source>
        <translation>
            <numerusform>%n partido de la ronda {number} aún necesita un resultado.</numerusform>
            <numerusform>%n partidos de la ronda {number} aún necesitan un resultado.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Crosstable&lt;/b&gt; (row against column: 1 won, ½ drawn, 0 lost)</source>
        <translation>&lt;b&gt;Tabla cruzada&lt;/b&gt; (fila contra columna: 1 ganado, ½ empate, 0 perdido)</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Tabla cruzada</translation>
    </message>
    <message>
        <source>Round shown</source>
        <translation>Ronda mostrada</translation>
    </message>
    <message>
        <source>Pick the round whose matches are listed below.</source>
        <translation>Elija la ronda cuyos partidos se listan debajo.</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronda {number}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matches of&lt;/b&gt;</source>
        <translation>&lt;b&gt;Partidos de&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(Enter or double-click a match to enter or correct its result)</source>
        <translation>(Intro o doble clic en un partido para introducir o corregir su resultado)</translation>
    </message>
    <message>
        <source>{pool} table</source>
        <translation>{pool}: tabla</translation>
    </message>
    <message>
        <source>{pool} crosstable</source>
        <translation>{pool}: tabla cruzada</translation>
    </message>
    <message>
        <source>The knockout has been seeded from the pools ({count} go on): its bracket is on the Bracket page.</source>
        <translation>La fase eliminatoria se ha sembrado a partir de los grupos (pasan {count}): su cuadro está en la página Cuadro.</translation>
    </message>
    <message>
        <source>The top {advance} of each pool go on to the knockout; it is seeded once every pool match has a result.</source>
        <translation>Los {advance} primeros de cada grupo pasan a la fase eliminatoria; se siembra cuando todos los partidos de grupo tienen resultado.</translation>
    </message>
    <message>
        <source>Draw round {number} of {name}</source>
        <translation>Sortear la ronda {number} de {name}</translation>
    </message>
</context>
<context>
    <name>tournament.standings_view</name>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Cambio de rating</translation>
    </message>
    <message>
        <source>still in</source>
        <extracomment>Translators: the place of an entrant still playing in a knockout (no place settled yet)</extracomment>
        <translation>sigue en juego</translation>
    </message>
    <message>
        <source>Podium</source>
        <translation>Podio</translation>
    </message>
    <message>
        <source>Event standings</source>
        <translation>Clasificación del evento</translation>
    </message>
    <message>
        <source>Each entrant, one a row, with their place and results in this event.</source>
        <translation>Cada participante, uno por fila, con su puesto y resultados en este evento.</translation>
    </message>
    <message>
        <source>Export standings as CSV</source>
        <translation>Exportar clasificación como CSV</translation>
    </message>
    <message>
        <source>Saves the event&apos;s standings as a CSV file.</source>
        <translation>Guarda la clasificación del evento como archivo CSV.</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xportar CSV…</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>Imprimir ho&amp;ja…</translation>
    </message>
    <message>
        <source>Print standings</source>
        <translation>Imprimir clasificación</translation>
    </message>
    <message>
        <source>Prints the event&apos;s standings or saves them as PDF, with a preview first.</source>
        <translation>Imprime la clasificación del evento o la guarda como PDF, con vista previa.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tonight&apos;s standings&lt;/b&gt;: points from tonight&apos;s matches</source>
        <translation>&lt;b&gt;Clasificación de hoy&lt;/b&gt;: puntos de los partidos de hoy</translation>
    </message>
    <message>
        <source>No standings yet: results entered tonight show here.</source>
        <translation>Aún no hay clasificación: aquí aparecen los resultados introducidos hoy.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final standings&lt;/b&gt;</source>
        <translation>&lt;b&gt;Clasificación final&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No standings yet: the event hasn&apos;t started.</source>
        <translation>Aún no hay clasificación: el evento no ha empezado.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Standings so far&lt;/b&gt;</source>
        <translation>&lt;b&gt;Clasificación provisional&lt;/b&gt;</translation>
    </message>
    <message>
        <source>: places are settled as entrants go out</source>
        <translation>: los puestos se fijan a medida que caen participantes</translation>
    </message>
    <message>
        <source>Export standings</source>
        <translation>Exportar clasificación</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>Archivo CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exported {count} lines to {target}.</source>
        <translation>Se exportaron {count} líneas a {target}.</translation>
    </message>
    <message>
        <source>The standings could not be exported: {exc}</source>
        <translation>No se pudo exportar la clasificación: {exc}</translation>
    </message>
    <message>
        <source>Exporting the standings…</source>
        <translation>Exportando la clasificación…</translation>
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
        <translation>Buchholz menos 1</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>Buchholz mediano</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Enfrentamiento directo</translation>
    </message>
    <message>
        <source>Winners&apos; bracket</source>
        <translation>Cuadro de ganadores</translation>
    </message>
    <message>
        <source>Losers&apos; bracket</source>
        <translation>Cuadro de perdedores</translation>
    </message>
    <message>
        <source>Grand final</source>
        <extracomment>Translators: the grand final&apos;s second match, played when the losers&apos; bracket winner wins the first</extracomment>
        <translation>Gran final</translation>
    </message>
    <message>
        <source>Third place</source>
        <translation>Tercer puesto</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En espera</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <source>{first} v {second}</source>
        <extracomment>Translators: the two sides of a match (&quot;Ann v Ben&quot;)</extracomment>
        <translation>{first} vs. {second}</translation>
    </message>
    <message>
        <source>Needs clearing</source>
        <extracomment>Translators: a match whose result no longer fits the bracket after an earlier correction</extracomment>
        <translation>Resultado por borrar</translation>
    </message>
    <message>
        <source>Playing on {table}</source>
        <extracomment>Translators: {table} is the table&apos;s name (&quot;Table 2&quot;)</extracomment>
        <translation>Jugando en {table}</translation>
    </message>
    <message>
        <source>Wins, byes included</source>
        <translation>Victorias, descansos incluidos</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Anulado</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Jugando</translation>
    </message>
    <message>
        <source>Called to {table}</source>
        <extracomment>Translators: the match is called to a table and its players are on their way ({table}: &quot;Table 2&quot;)</extracomment>
        <translation>Llamado a {table}</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>aún sin resultado</translation>
    </message>
    <message>
        <source>{first} and {second} drew</source>
        <translation>{first} y {second} empataron</translation>
    </message>
    <message>
        <source>{first} and {second} drew {score}</source>
        <extracomment>Translators: {score} is the score, high first (&quot;2–2&quot;)</extracomment>
        <translation>{first} y {second} empataron {score}</translation>
    </message>
    <message>
        <source>{winner} won</source>
        <translation>{winner} ganó</translation>
    </message>
    <message>
        <source>{winner} won {score}</source>
        <extracomment>Translators: {score} is the score, the winner&apos;s first (&quot;3–1&quot;)</extracomment>
        <translation>{winner} ganó {score}</translation>
    </message>
    <message>
        <source>Winners&apos; final</source>
        <translation>Final de ganadores</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Semifinales</translation>
    </message>
    <message>
        <source>Quarter-finals</source>
        <translation>Cuartos de final</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronda {number}</translation>
    </message>
    <message>
        <source>Losers&apos; final</source>
        <translation>Final de perdedores</translation>
    </message>
    <message>
        <source>Losers round {number}</source>
        <translation>Ronda {number} de perdedores</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <source>Match {number} · Grand final</source>
        <translation>Partido {number} · Gran final</translation>
    </message>
    <message>
        <source>Match {number} · Grand final, reset</source>
        <translation>Partido {number} · Gran final, revancha</translation>
    </message>
    <message>
        <source>Match {number} · Match for third place</source>
        <translation>Partido {number} · Partido por el tercer puesto</translation>
    </message>
    <message>
        <source>Match {number} · {bracket}, round {round}</source>
        <extracomment>Translators: {bracket} is &quot;Winners&apos; bracket&quot;, &quot;Losers&apos; bracket&quot; or a pool (&quot;Pool A&quot;)</extracomment>
        <translation>Partido {number} · {bracket}, ronda {round}</translation>
    </message>
    <message>
        <source>Match {number} · Round {round}</source>
        <translation>Partido {number} · Ronda {round}</translation>
    </message>
    <message>
        <source>{name} goes on (bye)</source>
        <translation>{name} pasa (descanso)</translation>
    </message>
    <message>
        <source>{name} → match {number}</source>
        <extracomment>Translators: where a player plays next (&quot;Ann → match 15&quot;)</extracomment>
        <translation>{name} → partido {number}</translation>
    </message>
    <message>
        <source>{name} wins the event</source>
        <translation>{name} gana el evento</translation>
    </message>
    <message>
        <source>{name} finishes {place}</source>
        <extracomment>Translators: {place} is a placement such as &quot;5th&quot;</extracomment>
        <translation>{name} termina {place}</translation>
    </message>
    <message>
        <source>{name} is out</source>
        <translation>{name} queda eliminado</translation>
    </message>
    <message>
        <source>{title}: nobody has a bye.</source>
        <translation>{title}: nadie descansa.</translation>
    </message>
    <message>
        <source>{title}: {name} has a bye.</source>
        <translation>{title}: {name} descansa.</translation>
    </message>
    <message>
        <source>not known yet</source>
        <extracomment>Translators: a side of a match not decided yet (its earlier match is still to play)</extracomment>
        <translation>aún por decidir</translation>
    </message>
    <message>
        <source>{title}: {first} v {second}. {status}: {result}.</source>
        <extracomment>Translators: a match for a screen reader: &quot;Match 3 · Round 1: Ann v Ben. Done: Ann won 3–1.&quot;</extracomment>
        <translation>{title}: {first} contra {second}. {status}: {result}.</translation>
    </message>
    <message>
        <source>{title}: {first} v {second}. {status}.</source>
        <extracomment>Translators: a match for a screen reader: &quot;Match 3 · Round 1: Ann v Ben. Playing on Table 2.&quot;</extracomment>
        <translation>{title}: {first} contra {second}. {status}.</translation>
    </message>
</context>
<context>
    <name>web</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Pts</source>
        <comment>column: points</comment>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>sigue en juego</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>Aún no hay resultados.</translation>
    </message>
    <message>
        <source>v</source>
        <comment>versus</comment>
        <translation>vs.</translation>
    </message>
    <message>
        <source>Table · round {drawn} of {total}</source>
        <translation>Tabla · ronda {drawn} de {total}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Ganador: {name}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronda {number}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganó</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>mesa {table}</translation>
    </message>
    <message>
        <source>No matches drawn yet.</source>
        <translation>Aún no hay partidos sorteados.</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>Registrar la llegada</translation>
    </message>
    <message>
        <source>{name} is checked in. Have a good game!</source>
        <translation>{name} ha registrado su llegada. ¡Buen juego!</translation>
    </message>
    <message>
        <source>Tap your name.</source>
        <translation>Toque su nombre.</translation>
    </message>
    <message>
        <source>checked in</source>
        <translation>ha llegado</translation>
    </message>
    <message>
        <source>Nobody to check in.</source>
        <translation>No hay nadie por registrar.</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Ranking</translation>
    </message>
    <message>
        <source>Updates by itself.</source>
        <translation>Se actualiza sola.</translation>
    </message>
    <message>
        <source>TV view</source>
        <translation>Vista de TV</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Nobody has played yet.</source>
        <translation>Aún no ha jugado nadie.</translation>
    </message>
    <message>
        <source>rank {rank} of {count}</source>
        <translation>puesto {rank} de {count}</translation>
    </message>
    <message>
        <source>Rating (μ) after each match, with its ± band.</source>
        <translation>Rating (μ) tras cada partido, con su banda ±.</translation>
    </message>
    <message>
        <source>No rated match yet.</source>
        <translation>Aún no hay partidos con rating.</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Próximo partido</translation>
    </message>
    <message>
        <source>waiting for a table</source>
        <translation>esperando mesa</translation>
    </message>
    <message>
        <source>No match waiting.</source>
        <translation>Ningún partido en espera.</translation>
    </message>
    <message>
        <source>Tonight</source>
        <translation>Hoy</translation>
    </message>
    <message>
        <source>against {opponents}</source>
        <translation>contra {opponents}</translation>
    </message>
    <message>
        <source>No result tonight yet.</source>
        <translation>Aún no hay ningún resultado hoy.</translation>
    </message>
    <message>
        <source>Report a result</source>
        <translation>Enviar un resultado</translation>
    </message>
    <message>
        <source>You report for side {number}: {names}</source>
        <translation>Usted envía por el bando {number}: {names}</translation>
    </message>
    <message>
        <source>This code is for the whole match, from an older printout: your report waits for the organizer.</source>
        <translation>Este código es para todo el partido y viene de una impresión antigua: su resultado espera al organizador.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>{side} won</source>
        <translation>Ganó {side}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Puestos</translation>
    </message>
    <message>
        <source>Scores (if you kept them)</source>
        <translation>Puntuaciones (si las anotaron)</translation>
    </message>
    <message>
        <source>The result counts once every side has sent the same with its own code, each from its own phone; otherwise the organizer decides.</source>
        <translation>El resultado cuenta cuando cada bando ha enviado lo mismo con su propio código, cada uno desde su propio teléfono; si no, decide el organizador.</translation>
    </message>
    <message>
        <source>Send the result</source>
        <translation>Enviar el resultado</translation>
    </message>
    <message>
        <source>The organizer confirms the result before it counts.</source>
        <translation>El organizador confirma el resultado antes de que cuente.</translation>
    </message>
    <message>
        <source>Result already in</source>
        <translation>Resultado ya registrado</translation>
    </message>
    <message>
        <source>This match has its result already; ask the organizer if it is wrong.</source>
        <translation>Este partido ya tiene su resultado; pregunte al organizador si es incorrecto.</translation>
    </message>
    <message>
        <source>Thank you</source>
        <translation>Gracias</translation>
    </message>
    <message>
        <source>Reported for side {number}: {names}</source>
        <translation>Enviado por el bando {number}: {names}</translation>
    </message>
    <message>
        <source>Both sides reported the same result: it is recorded.</source>
        <translation>Ambos bandos enviaron el mismo resultado: queda registrado.</translation>
    </message>
    <message>
        <source>The other side reported something else; the organizer will sort it out.</source>
        <translation>El otro bando envió otro resultado; el organizador lo resolverá.</translation>
    </message>
    <message>
        <source>This phone sent the reports of more than one side, so the organizer confirms the result.</source>
        <translation>Este teléfono envió los resultados de más de un bando, así que el organizador confirma el resultado.</translation>
    </message>
    <message>
        <source>It counts once the other side sends the same with their own code. Sent again with this code, it replaces this report.</source>
        <translation>Cuenta cuando el otro bando envíe lo mismo con su propio código. Si lo envía de nuevo con este código, sustituye a este.</translation>
    </message>
    <message>
        <source>Your report is waiting for the organizer&apos;s confirmation.</source>
        <translation>Su resultado espera la confirmación del organizador.</translation>
    </message>
    <message>
        <source>Playing now</source>
        <translation>Jugando ahora</translation>
    </message>
    <message>
        <source>No match on a table.</source>
        <translation>Ningún partido en una mesa.</translation>
    </message>
    <message>
        <source>Up next</source>
        <translation>A continuación</translation>
    </message>
    <message>
        <source>Nobody waiting.</source>
        <translation>Nadie esperando.</translation>
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
        <translation>Puestos finales</translation>
    </message>
    <message>
        <source>The event so far</source>
        <translation>El evento hasta ahora</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <source>No results yet tonight.</source>
        <translation>Aún no hay resultados hoy.</translation>
    </message>
    <message>
        <source>called</source>
        <translation>llamado</translation>
    </message>
    <message>
        <source>No match on a table right now.</source>
        <translation>Ningún partido en una mesa ahora mismo.</translation>
    </message>
</context>
<context>
    <name>web.app</name>
    <message>
        <source>That request was refused.</source>
        <translation>Se rechazó la solicitud.</translation>
    </message>
    <message>
        <source>That page can&apos;t be used that way.</source>
        <translation>Esa página no se puede usar así.</translation>
    </message>
    <message>
        <source>That request could not be read.</source>
        <translation>No se pudo leer la solicitud.</translation>
    </message>
</context>
<context>
    <name>web.connections</name>
    <message>
        <source>That address is too long.</source>
        <translation>Esa dirección es demasiado larga.</translation>
    </message>
    <message>
        <source>That request carries too much; open the page again.</source>
        <translation>Esa solicitud lleva demasiado; abra la página de nuevo.</translation>
    </message>
    <message>
        <source>The request took too long to arrive; open the page again.</source>
        <translation>La solicitud tardó demasiado en llegar; abra la página de nuevo.</translation>
    </message>
</context>
<context>
    <name>web.forms</name>
    <message>
        <source>This form must be sent from the page the server gave you.</source>
        <translation>Este formulario debe enviarse desde la página que le dio el servidor.</translation>
    </message>
    <message>
        <source>Send the form from its page.</source>
        <translation>Envíe el formulario desde su página.</translation>
    </message>
    <message>
        <source>The form could not be read; send it again from its page.</source>
        <translation>No se pudo leer el formulario; envíelo de nuevo desde su página.</translation>
    </message>
    <message>
        <source>This form has expired; open the link again and send it from there.</source>
        <translation>Este formulario ha caducado; abra de nuevo el enlace y envíelo desde allí.</translation>
    </message>
    <message>
        <source>Report a result</source>
        <translation>Enviar un resultado</translation>
    </message>
    <message>
        <source>Choose who won.</source>
        <translation>Elija quién ganó.</translation>
    </message>
    <message>
        <source>Choose who won, or a draw.</source>
        <translation>Elija quién ganó, o un empate.</translation>
    </message>
    <message>
        <source>Choose a place from 1 to {sides} for every side.</source>
        <translation>Elija un puesto de 1 a {sides} para cada bando.</translation>
    </message>
    <message>
        <source>Two sides can&apos;t share a place in this match.</source>
        <translation>Dos bandos no pueden compartir puesto en este partido.</translation>
    </message>
    <message>
        <source>Give a score for every side, or for none.</source>
        <translation>Indique una puntuación para cada bando, o para ninguno.</translation>
    </message>
    <message>
        <source>Scores must be numbers, like 11 or 2.5.</source>
        <translation>Las puntuaciones deben ser números, como 11 o 2,5.</translation>
    </message>
    <message>
        <source>Scores must be numbers from 0 to 1000000.</source>
        <translation>Las puntuaciones deben ser números de 0 a 1000000.</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>Registrar la llegada</translation>
    </message>
    <message>
        <source>Pick your name from the list.</source>
        <translation>Elija su nombre de la lista.</translation>
    </message>
</context>
<context>
    <name>web.guards</name>
    <message>
        <source>This server answers only at its own address.</source>
        <translation>Este servidor solo responde en su propia dirección.</translation>
    </message>
    <message>
        <source>Too many requests from this device; wait a few seconds and try again.</source>
        <translation>Demasiadas solicitudes desde este dispositivo; espere unos segundos y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>That request is too large.</source>
        <translation>La solicitud es demasiado grande.</translation>
    </message>
    <message>
        <source>Something went wrong on the organizer&apos;s computer; try again in a moment.</source>
        <translation>Algo ha fallado en el ordenador del organizador; vuelva a intentarlo en un momento.</translation>
    </message>
</context>
<context>
    <name>web.network</name>
    <message>
        <source>&apos;{host}&apos; is not an address of this computer; choose one of its network addresses, localhost, or 0.0.0.0 for all of them.</source>
        <translation>«{host}» no es una dirección de este ordenador; elija una de sus direcciones de red, localhost o 0.0.0.0 para todas.</translation>
    </message>
    <message>
        <source>Port {port} on {host} is in use by another program; choose another port.</source>
        <translation>El puerto {port} en {host} lo usa otro programa; elija otro puerto.</translation>
    </message>
    <message>
        <source>This computer does not allow the app to use port {port}; choose a port above 1023.</source>
        <translation>Este ordenador no permite a la aplicación usar el puerto {port}; elija un puerto por encima de 1023.</translation>
    </message>
    <message>
        <source>The server could not listen on {host} port {port}: {error}.</source>
        <translation>El servidor no pudo escuchar en {host}, puerto {port}: {error}.</translation>
    </message>
    <message>
        <source>The port must be a number from 0 to 65535, not {port}.</source>
        <translation>El puerto debe ser un número de 0 a 65535, no {port}.</translation>
    </message>
</context>
<context>
    <name>web.pages</name>
    <message>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Cuadro</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Ranking</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Swiss table</source>
        <translation>Tabla del sistema suizo</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Todos contra todos</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Grupos</translation>
    </message>
    <message>
        <source>Rating of {name} over time, with its ± band</source>
        <translation>Rating de {name} a lo largo del tiempo, con su banda ±</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Pantalla</translation>
    </message>
    <message>
        <source>QR code of this event&apos;s page</source>
        <translation>Código QR de la página de este evento</translation>
    </message>
    <message>
        <source>This device has too many live pages open; close a few tabs.</source>
        <translation>Este dispositivo tiene demasiadas páginas en vivo abiertas; cierre algunas pestañas.</translation>
    </message>
</context>
<context>
    <name>web.render</name>
    <message>
        <source>Bad request</source>
        <translation>Solicitud incorrecta</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Rechazado</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>No encontrado</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>No permitido</translation>
    </message>
    <message>
        <source>Already settled</source>
        <translation>Ya resuelto</translation>
    </message>
    <message>
        <source>Too slow</source>
        <translation>Demasiado lento</translation>
    </message>
    <message>
        <source>Too large</source>
        <translation>Demasiado grande</translation>
    </message>
    <message>
        <source>Address too long</source>
        <translation>Dirección demasiado larga</translation>
    </message>
    <message>
        <source>Not a form</source>
        <translation>No es un formulario</translation>
    </message>
    <message>
        <source>Slow down</source>
        <translation>Más despacio</translation>
    </message>
    <message>
        <source>Server error</source>
        <translation>Error del servidor</translation>
    </message>
    <message>
        <source>Nothing here. Check the address, or scan the code again.</source>
        <translation>Aquí no hay nada. Compruebe la dirección o escanee el código de nuevo.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>played</source>
        <translation>jugado</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>por jugar</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>jugando</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>esperando</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>descanso</translation>
    </message>
    <message>
        <source>called</source>
        <translation>llamado</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>anulado</translation>
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
        <translation>Buchholz menos 1</translation>
    </message>
    <message>
        <source>MBH</source>
        <translation>MBH</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>Buchholz mediano</translation>
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
        <translation>Victorias, descansos incluidos</translation>
    </message>
    <message>
        <source>WON</source>
        <translation>WON</translation>
    </message>
    <message>
        <source>Games won over the board</source>
        <translation>Partidas ganadas sobre el tablero</translation>
    </message>
    <message>
        <source>DE</source>
        <translation>ED</translation>
    </message>
    <message>
        <source>Direct encounter: points among the tied</source>
        <translation>Enfrentamiento directo: puntos entre los empatados</translation>
    </message>
    <message>
        <source>win</source>
        <translation>victoria</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>derrota</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>{side} won</source>
        <translation>Ganó {side}</translation>
    </message>
    <message>
        <source>Winners&apos; bracket</source>
        <translation>Cuadro de ganadores</translation>
    </message>
    <message>
        <source>Losers&apos; bracket</source>
        <translation>Cuadro de perdedores</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
</context>
<context>
    <name>web.screen</name>
    <message>
        <source>Round {number}</source>
        <translation>Ronda {number}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <source>Table · round {drawn} of {total}</source>
        <translation>Tabla · ronda {drawn} de {total}</translation>
    </message>
</context>
<context>
    <name>web.snapshot</name>
    <message>
        <source>&apos;{name}&apos; is not shared on the local network.</source>
        <translation>«{name}» no se comparte en la red local.</translation>
    </message>
</context>
</TS>
