--TEST--
static variables in methods
--FILE--
<?php
class A { function n() { static $c = 0; return ++$c; } }
$a = new A; $a->n(); echo $a->n(), "\n";
--EXPECT--
2
