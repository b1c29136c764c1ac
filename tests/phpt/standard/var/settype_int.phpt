--TEST--
settype to int
--FILE--
<?php
$a = "12abc"; var_dump(settype($a, "int"), $a);
$b = 3.9; settype($b, "integer"); var_dump($b);
$c = null; settype($c, "int"); var_dump($c);
$d = [1]; settype($d, "int"); var_dump($d);
--EXPECT--
bool(true)
int(12)
int(3)
int(0)
int(1)
