--TEST--
Attribute class constants
--FILE--
<?php
var_dump(Attribute::TARGET_CLASS, Attribute::TARGET_FUNCTION, Attribute::TARGET_METHOD, Attribute::TARGET_PROPERTY, Attribute::TARGET_CLASS_CONSTANT, Attribute::TARGET_PARAMETER, Attribute::TARGET_ALL, Attribute::IS_REPEATABLE);
var_dump(new Attribute);
var_dump(new Attribute(Attribute::TARGET_METHOD));
$r = new ReflectionClass('Attribute');
var_dump($r->isFinal(), $r->isInternal());
var_dump(ReflectionAttribute::IS_INSTANCEOF);
?>
--EXPECT--
int(1)
int(2)
int(4)
int(8)
int(16)
int(32)
int(63)
int(64)
object(Attribute)#1 (1) {
  ["flags"]=>
  int(63)
}
object(Attribute)#1 (1) {
  ["flags"]=>
  int(4)
}
bool(true)
bool(true)
int(2)
