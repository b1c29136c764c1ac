--TEST--
An object with __invoke made into a closure
--FILE--
<?php
class Inv { function __invoke($a, $b = 1) { return $a + $b; } }
$i = new Inv;
$f = Closure::fromCallable($i);
var_dump($f(1), $f(1, 5));
var_dump($f);
$g = $i(...);
var_dump($g(10));
--EXPECT--
int(2)
int(6)
object(Closure)#2 (3) {
  ["function"]=>
  string(13) "Inv::__invoke"
  ["this"]=>
  object(Inv)#1 (0) {
  }
  ["parameter"]=>
  array(2) {
    ["$a"]=>
    string(10) "<required>"
    ["$b"]=>
    string(10) "<optional>"
  }
}
int(11)
