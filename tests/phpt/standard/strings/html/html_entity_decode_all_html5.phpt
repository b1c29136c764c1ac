--TEST--
html_entity_decode of every HTML5 entity htmlentities produces
--FILE--
<?php
$t = get_html_translation_table(HTML_ENTITIES, ENT_QUOTES | ENT_HTML5);
$ok = 0;
foreach ($t as $char => $ent) if (html_entity_decode($ent, ENT_QUOTES | ENT_HTML5) === $char) $ok++;
var_dump($ok, count($t));
--EXPECT--
int(1511)
int(1511)
