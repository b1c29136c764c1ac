--TEST--
Re-binding a reference breaks the old link
--FILE--
<?php
$a = 1; $c = 10;
$b = &$a;
$b = &$c;
$b = 99;
var_dump($a, $c);
--EXPECT--
int(1)
int(99)
