--TEST--
gettype of every type
--FILE--
<?php
foreach ([1, 1.5, "s", true, null, [], NAN] as $v) echo gettype($v), "\n";
--EXPECT--
integer
double
string
boolean
NULL
array
double
