--TEST--
get_debug_type of every type
--FILE--
<?php
$o = new stdClass;
foreach ([null, true, 1, 1.5, "s", [], $o] as $v) echo get_debug_type($v), "\n";
--EXPECT--
null
bool
int
float
string
array
stdClass
