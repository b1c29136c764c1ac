--TEST--
getName methods return php names
--FILE--
<?php
class Some_Class { function Some_Method() {} public $Some_Prop; }
$r = new ReflectionClass('some_class');
var_dump($r->getName());
var_dump($r->getMethod('some_method')->getName());
var_dump($r->getProperty('Some_Prop')->getName());
try { $r->getProperty('some_prop'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
string(10) "Some_Class"
string(11) "Some_Method"
string(9) "Some_Prop"
Property Some_Class::$some_prop does not exist
