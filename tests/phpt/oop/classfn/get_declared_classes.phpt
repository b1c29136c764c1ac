--TEST--
user classes show up in get_declared_classes and interfaces in get_declared_interfaces
--FILE--
<?php
class MyUserClass {} interface MyUserIface {} trait MyUserTrait {}
var_dump(in_array('MyUserClass', get_declared_classes()), in_array('MyUserIface', get_declared_interfaces()), in_array('MyUserTrait', get_declared_traits()), in_array('MyUserIface', get_declared_classes()));
var_dump(in_array('stdClass', get_declared_classes()));
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
