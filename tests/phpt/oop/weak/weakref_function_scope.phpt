--TEST--
Objects local to a function die when it returns
--FILE--
<?php
function make() { $o = new stdClass; $o->v = 1; return WeakReference::create($o); }
$wr = make();
var_dump($wr->get());
function keep() { static $k; $k = new stdClass; return WeakReference::create($k); }
$w2 = keep();
var_dump($w2->get());
--EXPECT--
NULL
object(stdClass)#1 (0) {
}
