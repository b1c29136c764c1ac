--TEST--
WeakReference to a closure
--FILE--
<?php
$f = function() { return 1; };
$w = WeakReference::create($f);
var_dump(($w->get())());
$f = null;
var_dump($w->get());
--EXPECT--
int(1)
NULL
