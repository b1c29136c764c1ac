--TEST--
trait properties become properties of the using class
--FILE--
<?php
trait T { public $a = 1; protected $b = 2; private $c = 3; function sum() { return $this->a + $this->b + $this->c; } }
class A { use T; }
$a = new A;
echo $a->sum(), "\n";
var_dump($a);
var_dump(property_exists('A', 'c'));
--EXPECT--
6
object(A)#1 (3) {
  ["a"]=>
  int(1)
  ["b":protected]=>
  int(2)
  ["c":"A":private]=>
  int(3)
}
bool(true)
