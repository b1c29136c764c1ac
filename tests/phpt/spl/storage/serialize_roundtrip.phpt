--TEST--
SplObjectStorage serialize round trip
--FILE--
<?php
$s = new SplObjectStorage;
$o = new stdClass; $o->v = 1;
$s[$o] = 'info';
$u = unserialize(serialize($s));
var_dump(count($u));
foreach ($u as $obj) var_dump($obj->v, $u->getInfo());
?>
--EXPECT--
int(1)
int(1)
string(4) "info"
