--TEST--
get_html_translation_table HTML_ENTITIES
--FILE--
<?php
$t = get_html_translation_table(HTML_ENTITIES);
var_dump(count($t), $t["é"], $t["'"], $t["€"], array_key_first($t), array_key_last($t));
$t = get_html_translation_table(HTML_ENTITIES, ENT_QUOTES | ENT_HTML5);
var_dump(count($t), $t["fj"], $t["'"], $t["\n"], array_key_first($t));
--EXPECT--
int(253)
string(8) "&eacute;"
string(6) "&#039;"
string(6) "&euro;"
string(1) """
string(3) "♦"
int(1511)
string(7) "&fjlig;"
string(6) "&apos;"
string(9) "&NewLine;"
string(1) "	"
