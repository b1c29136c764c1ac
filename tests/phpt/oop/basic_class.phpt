--TEST--
basic class with property and method
--FILE--
<?php
class A { public $x = 1; function f() { return $this->x + 1; } }
$a = new A; echo $a->f(), "\n"; $a->x = 5; echo $a->f(), "\n";
--EXPECT--
2
6
