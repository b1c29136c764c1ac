--TEST--
a large list round-trips
--FILE--
<?php
$a = range(0, 9999);
$j = json_encode($a);
var_dump(strlen($j), json_decode($j) === $a);
--EXPECT--
int(48891)
bool(true)
