--TEST--
strtok skips leading and repeated delimiters
--FILE--
<?php
$t = strtok("  a  b ", " ");
while ($t !== false) { var_dump($t); $t = strtok(" "); }
var_dump(strtok(" "));
--EXPECT--
string(1) "a"
string(1) "b"
bool(false)
