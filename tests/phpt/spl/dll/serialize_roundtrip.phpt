--TEST--
SplQueue serialize round trip
--FILE--
<?php
$q = new SplQueue;
$q[] = 1; $q[] = 'two';
echo $s = serialize($q), "\n";
$u = unserialize($s);
var_dump(get_class($u), count($u), $u->dequeue());
?>
--EXPECT--
O:8:"SplQueue":3:{i:0;i:4;i:1;a:2:{i:0;i:1;i:1;s:3:"two";}i:2;a:0:{}}
string(8) "SplQueue"
int(2)
int(1)
