--TEST--
attribute with a variadic constructor
--FILE--
<?php
#[Attribute]
class Any { public array $args; public function __construct(...$args) { $this->args = $args; } }
#[Any(1, 2, three: 3)]
class C {}
var_dump((new ReflectionClass('C'))->getAttributes()[0]->newInstance()->args);
#[Any(PHP_VERSION_ID > 80000, E_ALL, PHP_INT_SIZE)]
function f() {}
var_dump((new ReflectionFunction('f'))->getAttributes()[0]->getArguments());
class K { #[Any(self::class, K::class)] public function m() {} }
var_dump((new ReflectionMethod('K', 'm'))->getAttributes()[0]->getArguments());
?>
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  ["three"]=>
  int(3)
}
array(3) {
  [0]=>
  bool(true)
  [1]=>
  int(32767)
  [2]=>
  int(8)
}
array(2) {
  [0]=>
  string(1) "K"
  [1]=>
  string(1) "K"
}
