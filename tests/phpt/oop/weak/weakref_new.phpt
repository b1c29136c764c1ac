--TEST--
WeakReference cannot be instantiated directly
--FILE--
<?php
try { new WeakReference; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
Error: Direct instantiation of WeakReference is not allowed, use WeakReference::create instead
