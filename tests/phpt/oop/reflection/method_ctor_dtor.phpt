--TEST--
isConstructor/isDestructor
--FILE--
<?php
class A { function __construct() {} function __destruct() {} function other() {} }
foreach (['__construct', '__destruct', 'other'] as $n) { $m = new ReflectionMethod('A', $n); var_dump($m->isConstructor(), $m->isDestructor()); }
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
