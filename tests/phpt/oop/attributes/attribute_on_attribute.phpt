--TEST--
an attribute class reflected itself
--FILE--
<?php
#[Attribute(Attribute::TARGET_CLASS | Attribute::TARGET_METHOD)]
class Route {}
$a = (new ReflectionClass('Route'))->getAttributes()[0];
var_dump($a->getName(), $a->getArguments(), $a->getTarget());
var_dump($a->newInstance());
?>
--EXPECT--
string(9) "Attribute"
array(1) {
  [0]=>
  int(5)
}
int(1)
object(Attribute)#1 (1) {
  ["flags"]=>
  int(5)
}
