--TEST--
get_html_translation_table in ISO-8859-1
--FILE--
<?php
$t = get_html_translation_table(HTML_ENTITIES, ENT_QUOTES, "ISO-8859-1");
var_dump(count($t), $t["\xe9"]);
--EXPECT--
int(101)
string(8) "&eacute;"
