--TEST--
A closure bound to a class scope reads private and protected members
--FILE--
<?php
class Secret { private $a = 1; protected $b = 2; private static $c = 3; private function d() { return 4; } }
$peek = function() { return [$this->a, $this->b, static::$c, $this->d()]; };
var_dump(Closure::bind($peek, new Secret, Secret::class)());
$nope = function() { return $this->a; };
try { $nope->bindTo(new Secret)(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(4)
}
Cannot access private property Secret::$a
