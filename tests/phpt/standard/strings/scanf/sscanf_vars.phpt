--TEST--
sscanf assigning by reference
--FILE--
<?php
$n = sscanf("2024-01-05", "%d-%d-%d", $y, $m, $d);
var_dump($n, $y, $m, $d);
--EXPECT--
int(3)
int(2024)
int(1)
int(5)
