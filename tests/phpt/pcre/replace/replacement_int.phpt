--TEST--
a non-string replacement is converted
--FILE--
<?php
var_dump(preg_replace('/a/', 5, 'banana'));
var_dump(preg_replace(['/a/', '/n/'], [1, 2.5], 'banana'));
--EXPECT--
string(6) "b5n5n5"
string(10) "b12.512.51"
