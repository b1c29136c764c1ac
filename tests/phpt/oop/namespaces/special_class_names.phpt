--TEST--
Namespaced code resolving self, static, parent and ::class
--FILE--
<?php
namespace Zoo;
class Animal { static function make() { return new static; } function kind() { return static::class; } }
class Cat extends Animal { function parentName() { return parent::class; } }
var_dump(get_class(Cat::make()), (new Cat)->kind(), (new Cat)->parentName());
var_dump(\Zoo\Cat::class, namespace\Cat::class);
--EXPECT--
string(7) "Zoo\Cat"
string(7) "Zoo\Cat"
string(10) "Zoo\Animal"
string(7) "Zoo\Cat"
string(7) "Zoo\Cat"
