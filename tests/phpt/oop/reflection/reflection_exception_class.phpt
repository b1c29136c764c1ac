--TEST--
ReflectionException hierarchy and Reflector
--FILE--
<?php
var_dump(get_parent_class('ReflectionException'));
var_dump(in_array('Reflector', class_implements('ReflectionMethod')), in_array('Reflector', class_implements('ReflectionProperty')));
var_dump(get_parent_class('ReflectionMethod'), get_parent_class('ReflectionObject'), get_parent_class('ReflectionNamedType'), get_parent_class('ReflectionEnum'));
var_dump((new ReflectionClass('ReflectionClass'))->isInternal());
?>
--EXPECT--
string(9) "Exception"
bool(true)
bool(true)
string(26) "ReflectionFunctionAbstract"
string(15) "ReflectionClass"
string(14) "ReflectionType"
string(15) "ReflectionClass"
bool(true)
