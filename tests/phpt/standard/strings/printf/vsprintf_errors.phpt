--TEST--
vsprintf with too few values
--FILE--
<?php
try { vsprintf("%s %s", ["a"]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(vsprintf("%2\$s %1\$s", ["a", "b"]), vsprintf("no args", []));
--EXPECT--
The arguments array must contain 2 items, 1 given
string(3) "b a"
string(7) "no args"
