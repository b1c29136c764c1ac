--TEST--
newInstanceArgs with named arguments
--FILE--
<?php
class Opts { public function __construct(public int $a = 1, public int $b = 2, public int $c = 3) {} }
$r = new ReflectionClass('Opts');
var_dump($r->newInstanceArgs(['c' => 30, 'a' => 10]));
var_dump($r->newInstanceArgs([7, 'c' => 9]));
?>
--EXPECT--
object(Opts)#2 (3) {
  ["a"]=>
  int(10)
  ["b"]=>
  int(2)
  ["c"]=>
  int(30)
}
object(Opts)#2 (3) {
  ["a"]=>
  int(7)
  ["b"]=>
  int(2)
  ["c"]=>
  int(9)
}
