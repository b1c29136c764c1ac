--TEST--
attributes are not inherited by overriding methods
--FILE--
<?php
#[Attribute] class Mark {}
class P { #[Mark] public function m() {} #[Mark] public function kept() {} }
class C extends P { public function m() {} }
var_dump(count((new ReflectionMethod('C', 'm'))->getAttributes()));
var_dump(count((new ReflectionMethod('C', 'kept'))->getAttributes()));
var_dump(count((new ReflectionClass('C'))->getAttributes()));
?>
--EXPECT--
int(0)
int(1)
int(0)
