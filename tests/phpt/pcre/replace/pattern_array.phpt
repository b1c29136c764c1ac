--TEST--
an array of patterns with one replacement
--FILE--
<?php
var_dump(preg_replace(['/a/', '/b/'], 'x', 'abc'));
--EXPECT--
string(3) "xxc"
