--TEST--
__call and __callStatic
--FILE--
<?php
class M { function __call($n, $a) { return "$n(" . implode(',', $a) . ")"; } static function __callStatic($n, $a) { return "static $n"; } }
$m = new M; echo $m->foo(1, 2), "\n", M::bar(), "\n";
--EXPECT--
foo(1,2)
static bar
