--TEST--
html_entity_decode of every HTML 4.01 entity
--FILE--
<?php
$t = get_html_translation_table(HTML_ENTITIES);
$ok = true;
foreach ($t as $char => $ent) if (html_entity_decode($ent) !== $char) { $ok = false; echo "bad $ent\n"; }
var_dump($ok, count($t));
--EXPECT--
bool(true)
int(253)
