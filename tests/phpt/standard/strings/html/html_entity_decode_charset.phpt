--TEST--
html_entity_decode to ISO-8859-1
--FILE--
<?php
var_dump(bin2hex(html_entity_decode("&hellip;&eacute;&#233;&#8364;", ENT_QUOTES, "ISO-8859-1")));
var_dump(bin2hex(html_entity_decode("&euro;&eacute;", ENT_QUOTES, "cp1252")));
--EXPECT--
string(34) "2668656c6c69703be9e92623383336343b"
string(4) "80e9"
