--TEST--
patterns apply one after the other
--FILE--
<?php
var_dump(preg_replace(['/a/', '/b/'], ['b', 'c'], 'ab'));
var_dump(preg_replace(['/b/', '/a/'], ['c', 'b'], 'ab'));
--EXPECT--
string(2) "cc"
string(2) "bc"
