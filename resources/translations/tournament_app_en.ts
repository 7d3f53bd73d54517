<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>shell.commands</name>
    <message numerus="yes">
        <source>Imported %n match(es) from {name}</source>
        <translation>
            <numerusform>Imported %n match from {name}</numerusform>
            <numerusform>Imported %n matches from {name}</numerusform>
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
</TS>
