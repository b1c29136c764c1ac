--TEST--
The temporary compared by === is released at once (object lifetime)
--FILE--
<?php
$o = new stdClass;
$wr = WeakReference::create($o);
var_dump($wr->get() === $o);
unset($o);
var_dump($wr->get());
--EXPECT--
bool(true)
NULL
