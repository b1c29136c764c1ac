--TEST--
class attributes are not inherited
--FILE--
<?php
#[Attribute] class Entity {}
#[Entity] class Base {}
class Child extends Base {}
var_dump(count((new ReflectionClass('Base'))->getAttributes()), count((new ReflectionClass('Child'))->getAttributes()));
var_dump(count((new ReflectionClass('Child'))->getParentClass()->getAttributes(Entity::class)));
?>
--EXPECT--
int(1)
int(0)
int(1)
