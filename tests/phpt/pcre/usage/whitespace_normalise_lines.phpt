--TEST--
normalising line endings
--FILE--
<?php
var_dump(preg_replace('/\r\n?/', "\n", "a\r\nb\rc\n"));
--EXPECT--
string(6) "a
b
c
"
