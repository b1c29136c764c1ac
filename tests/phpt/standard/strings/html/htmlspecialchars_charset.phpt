--TEST--
htmlspecialchars with charsets
--FILE--
<?php
var_dump(htmlspecialchars("a\xe9<", ENT_QUOTES, "ISO-8859-1"), htmlspecialchars("<x>", ENT_QUOTES, "UTF-8"), htmlspecialchars("<x>", ENT_QUOTES, ""));
--EXPECT--
string(6) "aé&lt;"
string(9) "&lt;x&gt;"
string(9) "&lt;x&gt;"
