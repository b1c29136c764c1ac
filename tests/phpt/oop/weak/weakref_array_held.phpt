--TEST--
An object in an array stays alive for its WeakReference
--FILE--
<?php
$arr = [new stdClass];
$wr = WeakReference::create($arr[0]);
var_dump($wr->get());
array_pop($arr);
var_dump($wr->get());
--EXPECT--
object(stdClass)#1 (0) {
}
NULL
