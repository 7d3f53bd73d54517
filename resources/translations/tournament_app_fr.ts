<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>shell.language</name>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
