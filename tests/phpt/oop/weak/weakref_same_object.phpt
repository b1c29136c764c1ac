--TEST--
WeakReference::create returns the same object for the same target
--FILE--
<?php
$o = new stdClass;
$a = WeakReference::create($o);
$b = WeakReference::create($o);
var_dump($a === $b);
$p = new stdClass;
var_dump(WeakReference::create($p) === $a);
--EXPECT--
bool(true)
bool(false)
