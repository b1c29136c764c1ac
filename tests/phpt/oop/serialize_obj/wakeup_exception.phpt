--TEST--
An exception from __wakeup propagates out of unserialize
--FILE--
<?php
class W { public $a = 1; public function __wakeup() { throw new RuntimeException('no wake'); } }
$s = serialize(new W);
try { unserialize($s); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
no wake
