--TEST--
exception in __wakeup propagates from unserialize
--FILE--
<?php
class W { function __wakeup() { throw new RuntimeException("no wake"); } }
try { unserialize(serialize(new W)); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
no wake
