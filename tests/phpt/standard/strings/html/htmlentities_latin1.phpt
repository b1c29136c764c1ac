--TEST--
htmlentities with single-byte charsets
--FILE--
<?php
var_dump(htmlentities("a\xe9b\x80", ENT_QUOTES, "ISO-8859-1"), htmlentities("a\xe9b\x80", ENT_QUOTES, "cp1252"));
--EXPECT--
string(11) "a&eacute;b€"
string(16) "a&eacute;b&euro;"
