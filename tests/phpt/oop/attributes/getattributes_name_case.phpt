--TEST--
getAttributes name filter is case-insensitive and fully qualified
--FILE--
<?php
namespace N;
#[\Attribute] class Mark {}
#[Mark] class C {}
$r = new \ReflectionClass(C::class);
var_dump(count($r->getAttributes('N\Mark')), count($r->getAttributes('n\mark')), count($r->getAttributes('Mark')), count($r->getAttributes(Mark::class)));
?>
--EXPECT--
int(1)
int(1)
int(0)
int(1)
