--TEST--
var_dump of a WeakReference
--FILE--
<?php
$o = new stdClass;
$wr = WeakReference::create($o);
var_dump($wr);
print_r($wr); echo "\n";
var_dump((array)$wr);
--EXPECT--
object(WeakReference)#2 (0) {
}
WeakReference Object
(
)

array(0) {
}
