--TEST--
var_dump, print_r and var_export of uninitialized typed properties
--FILE--
<?php
class A { public int $x; public ?string $s; protected array $arr; private float $f; public $untyped; public int $set = 1; }
$a = new A;
var_dump($a);
print_r($a); echo "\n";
var_export($a); echo "\n";
var_dump(get_object_vars($a), (array)$a);
--EXPECT--
object(A)#1 (2) {
  ["x"]=>
  uninitialized(int)
  ["s"]=>
  uninitialized(?string)
  ["arr":protected]=>
  uninitialized(array)
  ["f":"A":private]=>
  uninitialized(float)
  ["untyped"]=>
  NULL
  ["set"]=>
  int(1)
}
A Object
(
    [untyped] => 
    [set] => 1
)

\A::__set_state(array(
   'untyped' => NULL,
   'set' => 1,
))
array(2) {
  ["untyped"]=>
  NULL
  ["set"]=>
  int(1)
}
array(2) {
  ["untyped"]=>
  NULL
  ["set"]=>
  int(1)
}
