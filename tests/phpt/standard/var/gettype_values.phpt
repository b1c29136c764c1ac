--TEST--
gettype of every type
--FILE--
<?php
$o = new stdClass;
foreach ([null, true, 1, 1.5, "s", [], $o] as $v) echo gettype($v), "\n";
--EXPECT--
NULL
boolean
integer
double
string
array
object
