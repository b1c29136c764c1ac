--TEST--
WeakReference::create needs an object
--FILE--
<?php
try { WeakReference::create(1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { WeakReference::create(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
WeakReference::create(): Argument #1 ($object) must be of type object, int given
WeakReference::create() expects exactly 1 argument, 0 given
