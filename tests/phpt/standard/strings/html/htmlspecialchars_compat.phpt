--TEST--
htmlspecialchars ENT_COMPAT and ENT_NOQUOTES
--FILE--
<?php
var_dump(htmlspecialchars("'\"", ENT_COMPAT), htmlspecialchars("'\"", ENT_NOQUOTES), htmlspecialchars("'\"", ENT_QUOTES), htmlspecialchars("'\"", 1));
--EXPECT--
string(7) "'&quot;"
string(2) "'""
string(12) "&#039;&quot;"
string(7) "&#039;""
