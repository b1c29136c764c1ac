--TEST--
html_entity_decode names are case-sensitive
--FILE--
<?php
var_dump(html_entity_decode("&AMP; &Amp; &LT; &Eacute; &eacute;"), html_entity_decode("&AMP; &LT; &GT; &QUOT;", ENT_QUOTES | ENT_HTML5));
--EXPECT--
string(22) "&AMP; &Amp; &LT; É é"
string(7) "& < > ""
