--TEST--
newInstanceArgs on built-in classes
--FILE--
<?php
$ao = (new ReflectionClass('ArrayObject'))->newInstanceArgs([[1, 2, 3]]);
var_dump(count($ao), get_class($ao));
$e = (new ReflectionClass('LogicException'))->newInstance('boom', 3);
var_dump($e->getMessage(), $e->getCode());
$m = new ReflectionMethod('ArrayObject', 'offsetGet');
foreach ($m->getParameters() as $q) echo $q->getName(), ' ', $q->getType(), "\n";
var_dump((new ReflectionMethod('ArrayObject', '__construct'))->getNumberOfParameters());
var_dump((new ReflectionClass('ArrayObject'))->getConstants());
?>
--EXPECT--
int(3)
string(11) "ArrayObject"
string(4) "boom"
int(3)
key mixed
int(3)
array(2) {
  ["STD_PROP_LIST"]=>
  int(1)
  ["ARRAY_AS_PROPS"]=>
  int(2)
}
