--TEST--
foreach with keys
--FILE--
<?php
foreach (['x' => 1, 5 => 'five', '7' => 'seven'] as $k => $v) { var_dump($k); echo " => $v\n"; }
--EXPECT--
string(1) "x"
 => 1
int(5)
 => five
int(7)
 => seven
