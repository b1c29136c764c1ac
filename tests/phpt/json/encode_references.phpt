--TEST--
references are followed
--FILE--
<?php
$x = 5; $a = ['r' => &$x, 'v' => $x];
$x = 6;
var_dump(json_encode($a));
--EXPECT--
string(13) "{"r":6,"v":5}"
