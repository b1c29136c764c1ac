--TEST--
WeakReference::create and get
--FILE--
<?php
$o = new stdClass;
$wr = WeakReference::create($o);
$got = $wr->get();
var_dump($got === $o);
unset($got);
unset($o);
var_dump($wr->get());
--EXPECT--
bool(true)
NULL
