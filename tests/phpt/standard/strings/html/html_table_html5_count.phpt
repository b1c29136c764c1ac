--TEST--
get_html_translation_table sizes per doctype
--FILE--
<?php
foreach ([ENT_HTML401, ENT_XML1, ENT_XHTML, ENT_HTML5] as $d) foreach ([HTML_SPECIALCHARS, HTML_ENTITIES] as $t) foreach ([ENT_NOQUOTES, ENT_COMPAT, ENT_QUOTES] as $q) echo count(get_html_translation_table($t, $q | $d)), " ";
echo "\n";
--EXPECT--
3 4 5 251 252 253 3 4 5 3 4 5 3 4 5 251 252 253 3 4 5 1509 1510 1511
