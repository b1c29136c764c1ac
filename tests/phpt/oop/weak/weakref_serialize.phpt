--TEST--
WeakReference and WeakMap are not serializable
--FILE--
<?php
$o = new stdClass;
try { serialize(WeakReference::create($o)); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { serialize(new WeakMap); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
Exception: Serialization of 'WeakReference' is not allowed
Exception: Serialization of 'WeakMap' is not allowed
