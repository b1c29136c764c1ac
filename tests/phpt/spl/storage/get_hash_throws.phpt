--TEST--
SplObjectStorage getHash that throws
--FILE--
<?php
class Bad extends SplObjectStorage { public function getHash($o): string { throw new Exception("no hash"); } }
try { (new Bad)->attach(new stdClass); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
Exception: no hash
