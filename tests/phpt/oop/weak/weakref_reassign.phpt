--TEST--
A WeakReference dies when its variable is reassigned
--FILE--
<?php
$o = new stdClass;
$wr = WeakReference::create($o);
$o = new stdClass;
var_dump($wr->get());
$x = new ArrayObject([]);
$w2 = WeakReference::create($x);
$copy = $x;
unset($x);
var_dump($w2->get() instanceof ArrayObject);
unset($copy);
var_dump($w2->get());
--EXPECT--
NULL
bool(true)
NULL
