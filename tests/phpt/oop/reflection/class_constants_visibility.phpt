--TEST--
getConstants filtered by visibility
--FILE--
<?php
class A { public const A = 1; protected const B = 2; private const C = 3; final public const D = 4; }
var_dump((new ReflectionClass('A'))->getConstants(ReflectionClassConstant::IS_PRIVATE | ReflectionClassConstant::IS_PROTECTED));
var_dump((new ReflectionClass('A'))->getConstants(ReflectionClassConstant::IS_FINAL));
foreach ((new ReflectionClass('A'))->getReflectionConstants(ReflectionClassConstant::IS_PUBLIC) as $c) echo $c->name, "\n";
?>
--EXPECT--
array(2) {
  ["B"]=>
  int(2)
  ["C"]=>
  int(3)
}
array(1) {
  ["D"]=>
  int(4)
}
A
D
