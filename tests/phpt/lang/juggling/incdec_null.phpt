--TEST--
Increment and decrement of null
--FILE--
<?php
$a = null; $a++; var_dump($a);
$b = null; $b--; var_dump($b);
$c = null; var_dump(++$c);
$d = null; var_dump($d--);
var_dump($d);
--EXPECT--
int(1)
NULL
int(1)
NULL
NULL
