--TEST--
A WeakReference still sees its object during the destructor
--FILE--
<?php
class A { function __destruct() { global $wr; echo "in dtor: "; var_dump($wr->get() instanceof A); } }
$a = new A;
$wr = WeakReference::create($a);
$a = null;
var_dump($wr->get());
--EXPECT--
in dtor: bool(true)
NULL
